package ability

import (
	"fmt"
	"regexp"
	"strings"
)

// The effects of the triggers on combat damage read as a sequence of
// typed steps (issue 27): "that player discards a card and you draw a
// card", "you gain that much life and attacking player loses that much
// life", "you may draw two cards. If you do, discard a card." Each step is
// one production of this file or of hidden_zone_effects.go, joined by
// "and", ", then", "." or ". If you do,"; a "you may" (or "[player] may")
// opening the sentence makes all of it optional (410.5), which the
// request answers (choices.may). Every step is applied by the walk
// (rules/walk/damage_triggers.go): on the board and the players' life
// when it is about them, as an event saying what happens in a zone the
// judge doesn't keep otherwise. A sentence one step of which is not read
// is not read at all. Append only: these are wire words.
const (
	// Steps is such an effect; Abilities are its steps, in order.
	Steps Keyword = "[step] and [step] ..."
	// MaySteps is one whose player may take it (410.5): When.Whose says
	// whose option it is ("you", "its controller").
	MaySteps Keyword = "[player] may [step] ..."
	// UnlessPays is one that happens unless a player pays mana ("destroy
	// that creature unless its controller pays {2}"): the choice is made
	// as it resolves (410.5), answered in choices.may (a yes: the player
	// pays, taken as paid; the walk's default: he or she doesn't); When.Whose
	// says who pays, Text of the last step the mana.
	UnlessPays Keyword = "[step] ... unless [player] pays [mana]"
	// DestroyThatStep: "destroy that creature", the creature dealt the
	// combat damage.
	DestroyThatStep Keyword = "destroy that creature"
	// DestroyAllOtherPermanents: "destroy all permanents other than ~"
	// (Worldslayer's).
	DestroyAllOtherPermanents Keyword = "destroy all permanents other than ~"

	// The steps on life and on the board. N is a number, or ThatMuch.

	// GainLifeStep: "[player] gains N life".
	GainLifeStep Keyword = "[player] gains N life"
	// LoseLifeStep: "[player] loses N life".
	LoseLifeStep Keyword = "[player] loses N life"
	// LoseHalfLifeStep: "that player loses half their life, rounded up".
	LoseHalfLifeStep Keyword = "[player] loses half his or her life, rounded up"
	// CounterOnEachYouControl: "put a +1/+1 counter on each creature you
	// control".
	CounterOnEachYouControl Keyword = "put a +1/+1 counter on each creature you control"
	// CountersOnSource: "put N [kind] counters on ~" (a charge counter on
	// an Equipment, a time counter): Text keeps the kind.
	CountersOnSource Keyword = "put N [kind] counters on ~"
	// DestroyTargetThatPlayer: "destroy target [quality] that player
	// controls": its target is chosen as the ability is put on the stack
	// (410.4), named by the request (choices.may[].targets) when there is
	// more than one legal target.
	DestroyTargetThatPlayer Keyword = "destroy target [quality] that player controls"
	// GainLifePer and LoseLifePer: "[player] gains / loses N life for each
	// [quality] that player controls", counted as it resolves.
	GainLifePer Keyword = "[player] gains N life for each [quality] that player controls"
	LoseLifePer Keyword = "[player] loses N life for each [quality] that player controls"
	// PayMana: "pay {2}{G}" of "you may pay {2}{G}. If you do, ...": the
	// judge keeps no mana, so a yes takes it as paid.
	PayMana Keyword = "pay [mana]"
	// SacrificeSource: "sacrifice ~" of "you may sacrifice it. If you do,
	// ...": what follows happens only if it is sacrificed.
	SacrificeSource Keyword = "sacrifice ~"
)

var (
	stepGain        = regexp.MustCompile(`^` + stepSubject + `gains? (\w+|that much) life$`)
	stepLose        = regexp.MustCompile(`^` + stepSubject + `loses? (\w+|that much) life$`)
	stepLoseHalf    = regexp.MustCompile(`^` + stepSubject + `loses? half (?:their|his or her) life, rounded up$`)
	stepCounterEach = regexp.MustCompile(`^put an? \+1/\+1 counter on each creature you control$`)
	stepCounterSrc  = regexp.MustCompile(`^put (an?|\w+) ([a-z]+|\+1/\+1) counters? on (?:~|it)$`)
	stepLifePer     = regexp.MustCompile(`^` + stepSubject + `(gains?|loses?) (\w+) life for each ([a-z]+(?: [a-z]+)?) (?:that player controls|they control|he or she controls)$`)
	stepPay         = regexp.MustCompile(`^pay ((?:\{(?:\d+|[wubrg])\})+)$`)
	stepSacrifice   = regexp.MustCompile(`^sacrifice (?:~|it)$`)
	stepDestroy     = regexp.MustCompile(`^destroy target ([a-z ]+?) that player controls$`)
	stepMay         = regexp.MustCompile(`^(you|its controller) may (.+)$`)
	stepUnless      = regexp.MustCompile(`^(.+) unless (that creature's controller|its controller|that player|they) pays? ((?:\{(?:\d+|[wubrg])\})+)$`)
	stepDestroyThat = regexp.MustCompile(`^destroy that creature$`)
	stepDestroyAll  = regexp.MustCompile(`^destroy all permanents other than ~$`)
)

// stepSeparators join two steps, tried in this order.
var stepSeparators = []string{". if you do, ", ". ", ", then ", " and "}

// stepEvent is what a trigger's event names, which its steps may refer
// to: a player dealt combat damage ("that player"), a creature dealt it
// ("that creature's controller"), the creature of a permanent's trigger on
// any creature's damage ("its controller"); damage says the event is
// combat damage at all ("that much"). declared is a creature's own attack
// or block (its steps only the sacrifices of board_steps.go), defender
// that the event names the defending player ("becomes blocked").
type stepEvent struct{ damage, player, creature, dealer, declared, defender bool }

// stepsEffect reads effect, of a trigger whose event names ev, as steps;
// ok is false when the event is no combat damage or a step of effect is
// none read here.
func stepsEffect(text string, ev stepEvent, effect string) (Ability, bool, error) {
	if !ev.damage && !ev.declared {
		return Ability{}, false, nil
	}
	out, body, who := stepsHead(effect, ev)
	steps, ok := readStepList(body, who)
	if !ok || !ev.damage && !onDeclaration(out, steps) { // board_steps.go
		return Ability{}, false, nil
	}
	if out.Keyword == UnlessPays && out.When.Whose == "they" {
		out.When.Whose = steps[0].When.Whose // "that creature's controller loses 2 life unless they pay {2}"
	}
	if err := stepsFit(text, ev, out, steps); err != nil {
		return Ability{}, true, err
	}
	out.Abilities = steps
	return out, true, nil
}

// stepsHead reads what opens or closes the sentence around its steps: "you
// may" / "its controller may" (optional, 410.5), "unless [player] pays
// {N}"; body is the steps' words, who the player of those without a
// subject.
func stepsHead(effect string, ev stepEvent) (out Ability, body, who string) {
	out, body = Ability{Keyword: Steps, Text: effect}, effect
	if m := stepUnless.FindStringSubmatch(effect); m != nil {
		out.Keyword, out.When, body = UnlessPays, Cond{Whose: m[2], Quality: Quality{Text: m[3]}}, m[1]
		if m[2] == "its controller" && ev.creature {
			out.When.Whose = PlayerCreatureControl
		}
	} else if m := stepMay.FindStringSubmatch(effect); m != nil {
		// "its controller may draw a card": the steps without a subject
		// are its.
		out.Keyword, out.When, body, who = MaySteps, Cond{Whose: m[1]}, m[2], m[1]
	}
	return out, body, who
}

// stepsFit refuses steps naming a player or creature the event doesn't,
// and more than one target.
func stepsFit(text string, ev stepEvent, out Ability, steps []Ability) error {
	names := func(whose string) bool {
		return !(whose == PlayerDamaged && !ev.player || whose == PlayerCreatureControl && !ev.creature || whose == PlayerDealerControls && !ev.dealer || whose == PlayerDefending && !ev.defender)
	}
	needsPlayer := map[Keyword]bool{DestroyTargetThatPlayer: true, GainLifePer: true, LoseLifePer: true, ExileFromGraveyard: true, LookAtHand: true, GainControlTargetThatPlayer: true, ReturnUpToThatPlayer: true}
	targeted := 0
	for _, s := range steps {
		if !names(s.When.Whose) || needsPlayer[s.Keyword] && s.When.Whose != PlayerDefending && !ev.player || s.Keyword == DestroyThatStep && !ev.creature {
			return fmt.Errorf("%q: %q names a player or creature this trigger's event doesn't", text, s.Text)
		}
		if targetSteps[s.Keyword] { // target_steps.go
			targeted++
		}
	}
	switch {
	case !boardStepsFit(steps): // board_steps.go
		return unrecognised{fmt.Sprintf("unrecognised ability %q: \"of that color\" needs \"choose a color\" before it, once", text)}
	case targeted > 1:
		return unrecognised{fmt.Sprintf("unrecognised ability %q: the judge reads one target in a triggered ability's effect", text)}
	case out.Keyword == MaySteps && !names(out.When.Whose):
		return fmt.Errorf("%q: \"its controller\" names no creature of this trigger's event", text)
	case out.Keyword == UnlessPays && !names(out.When.Whose):
		return fmt.Errorf("%q: the player who may pay is not one this trigger's event names", text)
	}
	return nil
}

// readStepList reads body as one step, or as a step, a separator and the
// rest; who is the player of the step before, which a step without its
// own subject ("then draws seven cards", "if you do, discard a card")
// keeps.
func readStepList(body, who string) ([]Ability, bool) {
	if s, ok := readStep(body, who); ok {
		return []Ability{s}, true
	}
	for _, sep := range stepSeparators {
		for i := strings.Index(body, sep); i >= 0; {
			left, right := body[:i], body[i+len(sep):]
			if s, ok := readStep(left, who); ok {
				if rest, ok := readStepList(right, s.When.Whose); ok {
					return append([]Ability{s}, rest...), true
				}
			}
			j := strings.Index(body[i+1:], sep)
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
	return nil, false
}

// readStep reads one step; who is the player an omitted subject stands
// for ("" for "you").
func readStep(clause, who string) (Ability, bool) {
	if who == "" {
		who = PlayerYou
	}
	subject := func(s string) string {
		switch s {
		case "":
			return who
		case "the player":
			return PlayerDamaged
		}
		return s
	}
	amount := func(s string) (int, bool) {
		if s == "that much" || s == "that many" {
			return ThatMuch, true
		}
		n, err := number(s)
		return n, err == nil
	}
	if s, ok := fileStep(clause, subject); ok {
		return s, true
	}
	switch {
	case stepGain.MatchString(clause), stepLose.MatchString(clause):
		k, m := GainLifeStep, stepGain.FindStringSubmatch(clause)
		if m == nil {
			k, m = LoseLifeStep, stepLose.FindStringSubmatch(clause)
		}
		n, ok := amount(m[2])
		return Ability{Keyword: k, Text: clause, N: n, When: Cond{Whose: subject(m[1])}}, ok
	case stepLoseHalf.MatchString(clause):
		m := stepLoseHalf.FindStringSubmatch(clause)
		return Ability{Keyword: LoseHalfLifeStep, Text: clause, When: Cond{Whose: subject(m[1])}}, true
	case stepCounterEach.MatchString(clause):
		return Ability{Keyword: CounterOnEachYouControl, Text: clause, N: 1, When: Cond{Whose: PlayerYou}}, true
	case stepCounterSrc.MatchString(clause):
		m := stepCounterSrc.FindStringSubmatch(clause)
		n := 1
		if m[1] != "a" && m[1] != "an" {
			var err error
			if n, err = number(m[1]); err != nil {
				return Ability{}, false
			}
		}
		return Ability{Keyword: CountersOnSource, Text: m[2], N: n, When: Cond{Whose: PlayerYou}}, true
	case stepDestroy.MatchString(clause):
		q, err := ParseQuality(stepDestroy.FindStringSubmatch(clause)[1])
		if err != nil {
			return Ability{}, false
		}
		return Ability{Keyword: DestroyTargetThatPlayer, Text: clause, Quality: q, When: Cond{Whose: PlayerYou}}, true
	case stepLifePer.MatchString(clause):
		m := stepLifePer.FindStringSubmatch(clause)
		n, err := number(m[3])
		q, qerr := ParseQuality(m[4])
		k := GainLifePer
		if strings.HasPrefix(m[2], "lose") {
			k = LoseLifePer
		}
		return Ability{Keyword: k, Text: clause, N: n, Quality: q, When: Cond{Whose: subject(m[1])}}, err == nil && qerr == nil
	case stepDestroyAll.MatchString(clause):
		return Ability{Keyword: DestroyAllOtherPermanents, Text: clause, When: Cond{Whose: PlayerYou}}, true
	case stepDestroyThat.MatchString(clause):
		return Ability{Keyword: DestroyThatStep, Text: clause, When: Cond{Whose: PlayerYou}}, true
	case stepPay.MatchString(clause):
		return Ability{Keyword: PayMana, Text: stepPay.FindStringSubmatch(clause)[1], When: Cond{Whose: PlayerYou}}, true
	case stepSacrifice.MatchString(clause):
		return Ability{Keyword: SacrificeSource, Text: clause, When: Cond{Whose: PlayerYou}}, true
	case stepMana.MatchString(clause):
		return Ability{Keyword: AddManaStep, Text: clause, N: ThatMuch, When: Cond{Whose: PlayerYou}}, true
	}
	return Ability{}, false
}

// fileStep reads a step of the files beside this one: hidden_zone_effects.go
// and board_steps.go.
func fileStep(clause string, subject func(string) string) (Ability, bool) {
	if s, ok := hiddenZoneStep(clause, subject); ok {
		return s, true
	}
	if s, ok := declarationStep(clause, subject); ok { // declaration_steps.go
		return s, true
	}
	if s, ok := targetStep(clause, subject); ok { // target_steps.go
		return s, true
	}
	if s, ok := groupStep(clause); ok { // group_damage_trigger.go
		return s, true
	}
	if s, ok := revealedDiscardStep(clause); ok { // revealed_discard.go
		return s, true
	}
	return boardStep(clause, subject)
}

// StepTarget is the step of a steps effect with a target on the board,
// if any.
func StepTarget(e Ability) (Ability, bool) {
	if e.Keyword != Steps && e.Keyword != MaySteps && e.Keyword != UnlessPays {
		return Ability{}, false
	}
	for _, s := range e.Abilities {
		if targetSteps[s.Keyword] { // target_steps.go
			return s, true
		}
	}
	return Ability{}, false
}
