package ability

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// More effects of a creature's own triggers on blocking and becoming
// blocked (issue 27): a counter of a named kind removed from it (Woolly
// Razorback's ice counter), keywords it loses for good and the creature
// types it becomes (Elder Land Wurm, Ageless Sentinels), the other
// creature put on top of its owner's library (Elven Warhounds), both
// creatures phasing out (Dream Fighter), the defending player's hand
// discarded and drawn again (Robber Fly), a card of its name returned from
// the graveyard (Groffskithur), control of it given to an opponent (Goblin
// Cadets), first strike bought or given away (Spitting Slug), and counters
// of a named kind on the creature it blocks with abilities about later
// turns (Mindbender Spores). The walk applies each
// (rules/walk/block_trigger_effects.go). Append only: these are wire words.
const (
	// RemoveKindCounterFromSelf: "remove a [kind] counter from ~" of a
	// kind that is no +N/+N ("ice"); Text keeps the kind.
	RemoveKindCounterFromSelf Keyword = "remove a [kind] counter from ~"
	// LosesOwnKeywords: "~ loses [keywords]" with no end said (for good);
	// the keywords lost are the effect's Abilities.
	LosesOwnKeywords Keyword = "~ loses [keywords] (for good)"
	// BecomesCreatureTypes: "~ becomes a [creature types][, and it loses
	// [keywords]]": its creature types are those (the others gone, 418.5a
	// layer 4), for good; NewCreatureTypes reads them from Text, the
	// keywords lost are Abilities.
	BecomesCreatureTypes Keyword = "~ becomes a [creature types]"
	// LibraryThat: "put that creature on top of its owner's library".
	LibraryThat Keyword = "put that creature on top of its owner's library"
	// PhaseOutSelfAndThat: "~ and that creature phase out" (502.15).
	PhaseOutSelfAndThat Keyword = "~ and that creature phase out"
	// DefenderRedrawsHand: "defending player discards all the cards in his
	// or her hand, then draws that many cards".
	DefenderRedrawsHand Keyword = "defending player discards all the cards in his or her hand, then draws that many cards"
	// MayReturnNamedSelf: "you may return target card named ~ from your
	// graveyard to your hand" (optional, 410.5; a target in a graveyard,
	// which the judge doesn't keep).
	MayReturnNamedSelf Keyword = "you may return target card named ~ from your graveyard to your hand"
	// OpponentGainsControlOfSelf: "target opponent gains control of ~",
	// for good.
	OpponentGainsControlOfSelf Keyword = "target opponent gains control of ~"
	// MayPayFirstStrikeElseOthers: "you may pay [mana]. if you do, ~ gains
	// first strike until end of turn. otherwise, each creature blocking or
	// blocked by ~ gains first strike until end of turn"; Text keeps the
	// mana.
	MayPayFirstStrikeElseOthers Keyword = "you may pay [mana]. if you do, ~ gains first strike until end of turn. otherwise, each creature blocking or blocked by ~ gains first strike until end of turn"
	// KindCountersOnThatLaterTurns: "put N [kind] counters on that
	// creature. the creature gains [abilities about its untap step and
	// upkeep]"; Text keeps the kind, N the count.
	KindCountersOnThatLaterTurns Keyword = "put N [kind] counters on that creature; it gains abilities about later turns"
	// MayDamageAnyTarget: "you may have ~ deal N damage to any target"
	// (optional, 410.5): the answer yes names the target, a creature or
	// a player (choices.may[].targets).
	MayDamageAnyTarget Keyword = "you may have ~ deal N damage to any target"
	// AnyPlayerMayExileNoDamage: "any player may exile N cards from their
	// graveyard. if a player does, ~ assigns no combat damage this turn"
	// (Carrion Rats, Carrion Wurm): optional for every player (410.5),
	// answered in choices.may as whether one does; then the creature
	// carries "~ assigns no combat damage this turn" (310.2e).
	AnyPlayerMayExileNoDamage Keyword = "any player may exile N cards from their graveyard. if a player does, ~ assigns no combat damage this turn"
	// MayUntapThatAndRemove: "you may untap that creature and remove it
	// from combat", of a trigger on any creature (Gustcloak Savior's
	// "whenever a creature you control becomes blocked").
	MayUntapThatAndRemove Keyword = "you may untap that creature and remove it from combat"
	// NoRegenerationThisTurn: "that creature can't be regenerated this
	// turn" (Lim-Dûl's Cohort): the walk writes CantBeRegenerated on it.
	NoRegenerationThisTurn Keyword = "that creature can't be regenerated this turn"
	// CantBeRegenerated: the line "~ can't be regenerated this turn." a
	// creature carries for the rest of the turn: no regeneration shield
	// replaces its destruction (419.6b), by lethal damage or an effect.
	CantBeRegenerated Keyword = "~ can't be regenerated this turn"
)

var (
	effectRemoveKindCounter = regexp.MustCompile(`^remove an? ([a-z]+) counter from (?:~|it)$`)
	effectLosesOwn          = regexp.MustCompile(`^(?:~|it) loses ([a-z ,]+)$`)
	effectBecomesTypes      = regexp.MustCompile(`^(?:~|it) becomes an? ([a-z]+(?: [a-z]+)?)(?:,? and (?:~|it) loses ([a-z ,]+))?$`)
	effectLibraryThat       = regexp.MustCompile(`^put that creature on top of its owner's library$`)
	effectPhaseOutBoth      = regexp.MustCompile(`^(?:~|it) and that creature phase out$`)
	effectDefenderRedraws   = regexp.MustCompile(`^defending player discards all the cards in (?:their|his or her) hand, then draws that many cards$`)
	effectMayReturnNamed    = regexp.MustCompile(`^you may return target card named ~ from your graveyard to your hand$`)
	effectOpponentControl   = regexp.MustCompile(`^target opponent gains control of (?:it|~)$`)
	effectFirstStrikeOrElse = regexp.MustCompile(`^you may pay ((?:\{(?:\d+|[wubrg])\})+)\. if you do, ~ gains first strike until end of turn\. otherwise, each creature blocking or blocked by ~ gains first strike until end of turn$`)
	effectMayDamageAny      = regexp.MustCompile(`^you may have (?:~|it) deal (\w+) damage to any target$`)
	effectAnyPlayerExile    = regexp.MustCompile(`^any player may exile (a card|\w+ cards) from (?:their|his or her) graveyard\. if a player does, ~ assigns no combat damage this turn$`)
	effectMayUntapThat      = regexp.MustCompile(`^you may untap that creature and remove it from combat$`)
	effectNoRegeneration    = regexp.MustCompile(`^that creature can't be regenerated this turn$`)
	effectSporeCounters     = regexp.MustCompile(`^put (\w+) ([a-z]+) counters on that creature\. the creature gains "(?:~|this creature) doesn't untap during your untap step if it has an? ([a-z]+) counter on it" and "at the beginning of your upkeep, remove an? ([a-z]+) counter from (?:~|this creature)\."$`)
)

// TargetsPlayer reports whether an optional effect's target may be a
// player as well as a permanent ("any target").
func TargetsPlayer(k Keyword) bool { return k == MayDamageAnyTarget }

// blockTriggerEffect reads the effects of this file of a trigger of event
// k; ok is false when effect is none of them.
func blockTriggerEffect(text string, k Keyword, effect string) (Ability, bool, error) {
	switch {
	case effectRemoveKindCounter.MatchString(effect):
		return Ability{Keyword: RemoveKindCounterFromSelf, Text: effectRemoveKindCounter.FindStringSubmatch(effect)[1]}, true, nil
	case effectBecomesTypes.MatchString(effect):
		m := effectBecomesTypes.FindStringSubmatch(effect)
		if _, ok := creatureTypes(m[1]); !ok {
			return Ability{}, true, unrecognised{fmt.Sprintf("unrecognised ability %q: %q are not creature types of this edition", text, m[1])}
		}
		a := Ability{Keyword: BecomesCreatureTypes, Text: effect}
		if m[2] != "" {
			lost, err := ownLosses(text, m[2])
			if err != nil {
				return Ability{}, true, err
			}
			a.Abilities = lost
		}
		return a, true, nil
	case effectLosesOwn.MatchString(effect) && !strings.Contains(effect, " until "):
		lost, err := ownLosses(text, effectLosesOwn.FindStringSubmatch(effect)[1])
		if err != nil {
			return Ability{}, true, err
		}
		return Ability{Keyword: LosesOwnKeywords, Text: effect, Abilities: lost}, true, nil
	}
	return Ability{}, false, nil
}

// otherCreatureEffect reads the effects of this file on the other
// creature of the trigger's event, on the players and on the optional
// choices; ok is false when effect is none of them.
func otherCreatureEffect(text string, k Keyword, effect string) (Ability, bool, error) {
	that := func(a Ability) (Ability, bool, error) {
		if !namesCreature(k) {
			return Ability{}, true, fmt.Errorf("%q: \"that creature\" names no creature in this trigger", text)
		}
		return a, true, nil
	}
	switch {
	case effectLibraryThat.MatchString(effect):
		return that(Ability{Keyword: LibraryThat, Text: effect})
	case effectPhaseOutBoth.MatchString(effect):
		return that(Ability{Keyword: PhaseOutSelfAndThat, Text: effect})
	case effectDefenderRedraws.MatchString(effect):
		if k != WhenBlocked && k != WhenAttacks && k != WhenUnblocked {
			return Ability{}, true, fmt.Errorf("%q: \"defending player\" is read here only when the creature attacks or becomes blocked", text)
		}
		return Ability{Keyword: DefenderRedrawsHand, Text: effect}, true, nil
	case effectMayReturnNamed.MatchString(effect):
		return Ability{Keyword: MayReturnNamedSelf, Text: effect}, true, nil
	case effectOpponentControl.MatchString(effect):
		return Ability{Keyword: OpponentGainsControlOfSelf, Text: effect}, true, nil
	case effectFirstStrikeOrElse.MatchString(effect):
		if k != WhenBlocksOrBlocked && k != WhenBlocks && k != WhenBlocked {
			return Ability{}, true, fmt.Errorf("%q: \"each creature blocking or blocked by ~\" is read here only when the creature blocks or becomes blocked", text)
		}
		return Ability{Keyword: MayPayFirstStrikeElseOthers, Text: effectFirstStrikeOrElse.FindStringSubmatch(effect)[1]}, true, nil
	case effectMayDamageAny.MatchString(effect):
		n, err := number(effectMayDamageAny.FindStringSubmatch(effect)[1])
		if err != nil {
			return Ability{}, true, fmt.Errorf("%q: %v", text, err)
		}
		return Ability{Keyword: MayDamageAnyTarget, Text: effect, N: n}, true, nil
	case effectAnyPlayerExile.MatchString(effect):
		n := 1
		if w := effectAnyPlayerExile.FindStringSubmatch(effect)[1]; w != "a card" {
			var err error
			if n, err = number(strings.TrimSuffix(w, " cards")); err != nil {
				return Ability{}, true, fmt.Errorf("%q: %v", text, err)
			}
		}
		return Ability{Keyword: AnyPlayerMayExileNoDamage, Text: effect, N: n}, true, nil
	case effectNoRegeneration.MatchString(effect):
		return that(Ability{Keyword: NoRegenerationThisTurn, Text: effect})
	case effectSporeCounters.MatchString(effect):
		m := effectSporeCounters.FindStringSubmatch(effect)
		n, err := number(m[1])
		if err != nil || n < 1 || m[3] != m[2] || m[4] != m[2] {
			return Ability{}, true, unrecognised{fmt.Sprintf("unrecognised ability %q: the counters the abilities gained name must be those put", text)}
		}
		return that(Ability{Keyword: KindCountersOnThatLaterTurns, Text: m[2], N: n})
	}
	return Ability{}, false, nil
}

// mayUntapThat reads "you may untap that creature and remove it from
// combat" of a trigger on any creature; ok is false for any other effect.
func mayUntapThat(_, effect string, _ effectFacts) (Ability, bool, error) {
	if !effectMayUntapThat.MatchString(effect) {
		return Ability{}, false, nil
	}
	return Ability{Keyword: MayUntapThatAndRemove, Text: effect}, true, nil
}

// ownLosses reads the keywords a creature loses for good, each one the
// board reads as a line of the creature ("~ loses defender.",
// lost_keywords.go), as the walk writes it.
func ownLosses(text, list string) ([]Ability, error) {
	var out []Ability
	for _, part := range splitKeywords(andList(list)) {
		abs, err := keywordList(part)
		if err != nil || len(abs) != 1 {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: losing %q is not read as a line of the creature", text, part)}
		}
		kw := abs[0]
		kw.Text = part
		out = append(out, kw)
	}
	return out, nil
}

// creatureTypes reads "bird giant" as the era's creature types, spelled
// as type lines spell them; ok is false when a word is none.
func creatureTypes(words string) ([]string, bool) {
	var out []string
	for _, w := range strings.Fields(words) {
		i := slices.IndexFunc(EraSubtypes, func(s string) bool { return strings.EqualFold(s, w) })
		if i < 0 {
			return nil, false
		}
		out = append(out, EraSubtypes[i])
	}
	return out, len(out) > 0
}

// NewCreatureTypes are the creature types a BecomesCreatureTypes effect
// gives, spelled as type lines spell them.
func NewCreatureTypes(e Ability) []string {
	m := effectBecomesTypes.FindStringSubmatch(e.Text)
	if m == nil {
		return nil
	}
	out, _ := creatureTypes(m[1])
	return out
}

// DealtDamageThisTurn is the term of "a creature that has been dealt
// damage this turn" (Giant Shark's): it holds of a creature with damage
// on it (the board's damage field), damage marked on a creature staying
// until the turn ends. Damage dealt earlier this turn and since removed
// (by regeneration, 419.6b) is not known to the judge: such a creature
// counts as not dealt damage.
const DealtDamageThisTurn TermKind = 1200

// blockTriggerRows are the rows of this file: "Whenever ~ blocks or
// becomes blocked by a creature that has been dealt damage this turn",
// and the line the walk writes on a creature that can't be regenerated.
var blockTriggerRows = []wording{
	{Pattern: "[This] can't be regenerated this turn.", Example: "~ can't be regenerated this turn.", Rule: "419.6b",
		g: gr(`~ can't be regenerated this turn`), build: plain(CantBeRegenerated)},
	{Pattern: "Whenever [This] blocks / becomes blocked by / blocks or becomes blocked by a creature that has been dealt damage this turn, [effect].",
		Example: "Whenever ~ blocks or becomes blocked by a creature that has been dealt damage this turn, ~ gets +2/+0 and gains trample until end of turn.", Rule: "410.9c",
		g: gr(`whenever ~ @( blocks or becomes blocked by | becomes blocked by | blocks ) a creature that has been dealt damage this turn , @{any}`),
		build: func(text string, m []string) ([]Ability, error) {
			k := map[string]Keyword{"blocks or becomes blocked by": WhenBlocksOrBlockedBy, "becomes blocked by": WhenBlockedByCreature, "blocks": WhenBlocksCreature}[m[1]]
			abs, err := eventBuild(k)(text, []string{m[0], m[2]})
			for i := range abs {
				abs[i].Quality = Quality{Text: "creature that has been dealt damage this turn", Terms: []Term{{Kind: CardType, Word: "creature"}, {Kind: DealtDamageThisTurn, Word: "that has been dealt damage this turn"}}}
			}
			return abs, err
		}},
}
