package ability

import (
	"regexp"
	"strconv"
)

// The steps of a trigger's effect (effect_steps.go) with targets on the
// board, beside "destroy target [quality] that player controls": control
// of a creature gained for the rest of the game (418.3a: no duration is
// stated), lands destroyed, permanents returned to their owners' hands, a
// counter removed, damage to any target. Their targets are chosen as the
// ability is put on the stack (410.4) and named by the request in
// choices.may[].targets (a yes to "you may", or the answer to an effect
// that isn't optional), as for the other steps with a target; "up to N"
// takes from none to N of them. And two steps on a library, which the
// judge keeps no cards of (hidden_zone_effects.go says how such steps are
// told). The walk applies them (rules/walk/target_steps.go). Append only:
// these are wire words.
const (
	// GainControlTargetThatPlayer: "gain control of target [quality] that
	// player controls".
	GainControlTargetThatPlayer Keyword = "gain control of target [quality] that player controls"
	// DestroyUpToTargets: "destroy up to N target [quality]s", any
	// player's; N the most targets.
	DestroyUpToTargets Keyword = "destroy up to N target [quality]s"
	// ReturnUpToThatPlayer: "return up to that many target permanents that
	// player controls to their owner's hand": N is ThatMuch (the combat
	// damage dealt) or a number, the most targets.
	ReturnUpToThatPlayer Keyword = "return up to N target [quality]s that player controls to their owners' hands"
	// RemoveCounterFromTarget: "remove a counter from target [quality]".
	RemoveCounterFromTarget Keyword = "remove a counter from target [quality]"
	// DamageAnyTargetStep: "~ deals N damage to any target" (a creature or
	// a player).
	DamageAnyTargetStep Keyword = "~ deals N damage to any target"
	// ExileTopRepeated: "[player] exiles the top N cards of his or her
	// library. If two or more of those cards have the same name, repeat
	// this process."
	ExileTopRepeated Keyword = "[player] exiles the top N cards of his or her library, repeated while two share a name"
	// RevealTopOneToGraveyard: "[player] reveals the top N cards of his or
	// her library. You choose one of those cards and put it into his or her
	// graveyard."
	RevealTopOneToGraveyard Keyword = "[player] reveals the top N cards of his or her library; you put one of them into his or her graveyard"
	// PumpUpToTargets: "up to N target creatures each get +X/+Y until end
	// of turn", any player's; N the most targets, Power and Toughness the
	// boost.
	PumpUpToTargets Keyword = "up to N target creatures each get +N/+N until end of turn"
)

var (
	stepGainControl  = regexp.MustCompile(`^gain control of target ([a-z]+) that player controls$`)
	stepDestroyUpTo  = regexp.MustCompile(`^destroy up to (\w+) target ([a-z]+)s$`)
	stepReturnUpTo   = regexp.MustCompile(`^return up to (that many|\w+) target (permanent|creature)s that player controls to (?:their|its) owners?'s? hands?$`)
	stepRemoveAny    = regexp.MustCompile(`^remove a counter from target (permanent|creature)$`)
	stepDamageAny    = regexp.MustCompile(`^~ deals (\w+) damage to any target$`)
	stepExileRepeat  = regexp.MustCompile(`^` + stepSubject + `exiles? the top (\w+) cards of (?:their|his or her) library\. if two or more of those cards have the same name, repeat this process$`)
	stepRevealToYard = regexp.MustCompile(`^` + stepSubject + `reveals? the top (\w+) cards of (?:their|his or her) library\. you choose one of those cards and put it into (?:their|his or her) graveyard$`)
	stepPumpUpTo     = regexp.MustCompile(`^up to (\w+) target creatures each get ([+-]\d+)/([+-]\d+) until end of turn$`)
)

// targetSteps are the steps with targets on the board: one of them at
// most in an effect (stepsFit).
var targetSteps = map[Keyword]bool{DestroyTargetThatPlayer: true, GainControlTargetThatPlayer: true, DestroyUpToTargets: true,
	ReturnUpToThatPlayer: true, RemoveCounterFromTarget: true, DamageAnyTargetStep: true, PumpUpToTargets: true}

// UpToTargets reports whether target step s takes "up to N" targets (from
// none to N) rather than exactly one.
func UpToTargets(s Ability) bool {
	return s.Keyword == DestroyUpToTargets || s.Keyword == ReturnUpToThatPlayer || s.Keyword == PumpUpToTargets
}

// targetStep reads one step of this file.
func targetStep(clause string, subject func(string) string) (Ability, bool) {
	you := Cond{Whose: PlayerYou}
	switch {
	case stepGainControl.MatchString(clause):
		q, err := ParseQuality(stepGainControl.FindStringSubmatch(clause)[1])
		return Ability{Keyword: GainControlTargetThatPlayer, Text: clause, Quality: q, When: you}, err == nil && q.Text == "creature"
	case stepDestroyUpTo.MatchString(clause):
		m := stepDestroyUpTo.FindStringSubmatch(clause)
		n, err := number(m[1])
		q, qerr := ParseQuality(m[2])
		return Ability{Keyword: DestroyUpToTargets, Text: clause, N: n, Quality: q, When: you}, err == nil && qerr == nil && n > 0 && m[2] == "land"
	case stepReturnUpTo.MatchString(clause):
		m := stepReturnUpTo.FindStringSubmatch(clause)
		n := ThatMuch
		if m[1] != "that many" {
			var err error
			if n, err = number(m[1]); err != nil || n <= 0 {
				return Ability{}, false
			}
		}
		q, err := permanentQuality(m[2])
		return Ability{Keyword: ReturnUpToThatPlayer, Text: clause, N: n, Quality: q, When: you}, err == nil
	case stepRemoveAny.MatchString(clause):
		q, err := permanentQuality(stepRemoveAny.FindStringSubmatch(clause)[1])
		return Ability{Keyword: RemoveCounterFromTarget, Text: clause, Quality: q, When: you}, err == nil
	case stepDamageAny.MatchString(clause):
		n, err := number(stepDamageAny.FindStringSubmatch(clause)[1])
		return Ability{Keyword: DamageAnyTargetStep, Text: clause, N: n, When: you}, err == nil
	case stepExileRepeat.MatchString(clause):
		m := stepExileRepeat.FindStringSubmatch(clause)
		n, err := number(m[2])
		return Ability{Keyword: ExileTopRepeated, Text: clause, N: n, When: Cond{Whose: subject(m[1])}}, err == nil && n > 0
	case stepRevealToYard.MatchString(clause):
		m := stepRevealToYard.FindStringSubmatch(clause)
		n, err := number(m[2])
		return Ability{Keyword: RevealTopOneToGraveyard, Text: clause, N: n, When: Cond{Whose: subject(m[1])}}, err == nil && n > 0
	case stepPumpUpTo.MatchString(clause):
		return pumpUpToStep(clause)
	}
	return Ability{}, false
}

// pumpUpToStep reads "up to N target creatures each get +X/+Y until end
// of turn".
func pumpUpToStep(clause string) (Ability, bool) {
	m := stepPumpUpTo.FindStringSubmatch(clause)
	n, err := number(m[1])
	pw, perr := strconv.Atoi(m[2])
	th, terr := strconv.Atoi(m[3])
	q, qerr := ParseQuality("creature")
	if err != nil || perr != nil || terr != nil || qerr != nil || n <= 0 || pw < -1000 || pw > 1000 || th < -1000 || th > 1000 {
		return Ability{}, false
	}
	return Ability{Keyword: PumpUpToTargets, Text: clause, N: n, Quality: q, Power: pw, Toughness: th, When: Cond{Whose: PlayerYou}}, true
}
