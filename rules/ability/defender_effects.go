package ability

import "regexp"

// The effects of a creature's trigger on attacking, or on attacking and
// not being blocked, that reach into the defending player's side (issue
// 27): the life the player loses for the cards in his or her graveyard
// (Guiltfeeder), a look at the top card of the player's library (Coral
// Fighters), the player's hand revealed (Stromgald Spy), control of an
// artifact the player controls (Kukemssa Pirates), an artifact of the player's destroyed for a mana payment
// (Goblin Vandal), the player's spells forbidden for the turn (Xantid
// Swarm); and the triggers on attacking with an intervening
// "if" about the board (410.8: Keldon Berserker's untapped lands, Spectral
// Force's black permanents, Reveille Squad's untapped self; Spectral Bears's "nontoken" is not read: the
// board doesn't say which permanents are tokens). The walk applies them
// (rules/walk/defender_effects.go). Append only: these are wire words.
const (
	// DefenderLosesPerGraveyardCard: "defending player loses N life for
	// each card in his or her graveyard", the cards counted as it resolves
	// (players[].graveyard).
	DefenderLosesPerGraveyardCard Keyword = "defending player loses N life for each card in his or her graveyard"
	// LookAtDefendersLibrary: "look at the top card of defending player's
	// library. you may put that card on the bottom of that player's
	// library": a hidden zone the judge doesn't keep.
	LookAtDefendersLibrary Keyword = "look at the top card of defending player's library. you may put that card on the bottom of that player's library"
	// MayRevealDefendersHand: "you may have defending player play with his
	// or her hand revealed for as long as ~ remains in play", an option
	// before "If you do, ~ assigns no combat damage this turn".
	MayRevealDefendersHand Keyword = "you may have defending player play with his or her hand revealed for as long as ~ remains in play"
	// MayControlDefendersPermanent: "you may gain control of target
	// artifact defending player controls", an option before "If you do, ~
	// assigns no combat damage this turn", with no end; Quality is what
	// the target is. (Orcish Squatters's land "for as long as you control
	// ~" is not read: the walk would have to end that control should the
	// creature leave play later in the combat.)
	MayControlDefendersPermanent Keyword = "you may gain control of target [quality] defending player controls"
	// MayPayDestroyArtifactNoDamage: "you may pay [mana]. if you do,
	// destroy target artifact defending player controls and ~ assigns no
	// combat damage this turn"; Text keeps the mana.
	MayPayDestroyArtifactNoDamage Keyword = "you may pay [mana]. if you do, destroy target artifact defending player controls and ~ assigns no combat damage this turn"
	// PumpIfNoUntappedLands: "if you control no untapped lands, ~ gets
	// +N/+N until end of turn", of a trigger on attacking: an intervening
	// "if" (410.8) on the lands the board lists.
	PumpIfNoUntappedLands Keyword = "if you control no untapped lands, ~ gets +N/+N until end of turn"
	// NoUntapIfDefenderLacks: "if defending player controls no [quality]
	// permanents, ~ doesn't untap during your next untap step", of a
	// trigger on attacking; Quality is the permanents'. Its effect is
	// about a later turn.
	NoUntapIfDefenderLacks Keyword = "if defending player controls no [quality] permanents, ~ doesn't untap during your next untap step"
	// MayUntapYoursIfUntapped: "if ~ is untapped, you may untap all
	// creatures you control", of "whenever one or more creatures attack
	// you" (Reveille Squad's): an intervening "if" on the board.
	MayUntapYoursIfUntapped Keyword = "if ~ is untapped, you may untap all creatures you control"
	// DefenderCantCastSpells: "defending player can't cast spells this
	// turn" (Xantid Swarm's), of a trigger on attacking: an instant that
	// player casts later this turn is not a legal play.
	DefenderCantCastSpells Keyword = "defending player can't cast spells this turn"
)

var (
	effectLosesPerGraveyard = regexp.MustCompile(`^defending player loses (\w+) life for each card in (?:his or her|their) graveyard$`)
	effectCantCastSpells    = regexp.MustCompile(`^defending player can't (?:cast|play) spells this turn$`)
	effectLookAtLibrary     = regexp.MustCompile(`^look at the top card of defending player's library\. you may put that card on the bottom of that player's library$`)
	optionRevealHand        = regexp.MustCompile(`^you may have defending player play with (?:his or her|their) hand revealed for as long as ~ remains (?:in play|on the battlefield)$`)
	optionControlDefenders  = regexp.MustCompile(`^you may gain control of target (artifact) defending player controls$`)
	effectPayDestroyNoDmg   = regexp.MustCompile(`^you may pay ((?:\{[0-9a-z]+\})+)\. if you do, destroy target artifact defending player controls and (?:~|it) assigns no combat damage this turn$`)
	effectPumpSelf          = regexp.MustCompile(`^(?:~|it) gets ([+-]\d+)/([+-]\d+) until end of turn$`)
	conditionDefenderLacks  = regexp.MustCompile(`^defending player controls no (black) permanents$`)
	effectNoUntapSelf       = regexp.MustCompile(`^(?:~|it) doesn't untap during your next untap step$`)
)

// defenderEffect reads the effects of this file of a trigger on event k
// (not the options before "If you do": unblockedOption); ok is false when
// effect is none of them.
func defenderEffect(k Keyword, effect string) (Ability, bool, error) {
	onAttack := k == WhenAttacks || k == WhenUnblocked
	switch {
	case !onAttack:
		return Ability{}, false, nil
	case effectLosesPerGraveyard.MatchString(effect):
		n, err := number(effectLosesPerGraveyard.FindStringSubmatch(effect)[1])
		return Ability{Keyword: DefenderLosesPerGraveyardCard, Text: effect, N: n}, true, err
	case k == WhenAttacks && effectCantCastSpells.MatchString(effect):
		return Ability{Keyword: DefenderCantCastSpells, Text: effect}, true, nil
	case effectLookAtLibrary.MatchString(effect):
		return Ability{Keyword: LookAtDefendersLibrary, Text: effect}, true, nil
	case k == WhenUnblocked && effectPayDestroyNoDmg.MatchString(effect):
		return Ability{Keyword: MayPayDestroyArtifactNoDamage, Text: effect}, true, nil
	}
	return Ability{}, false, nil
}

// unblockedOption reads the options of this file before "If you do, ~
// assigns no combat damage this turn" of a creature that attacks and
// isn't blocked.
func unblockedOption(option string) (Ability, bool) {
	if optionRevealHand.MatchString(option) {
		return Ability{Keyword: MayRevealDefendersHand, Text: option}, true
	}
	if m := optionControlDefenders.FindStringSubmatch(option); m != nil {
		q, err := ParseQuality(m[1])
		if err != nil {
			return Ability{}, false
		}
		return Ability{Keyword: MayControlDefendersPermanent, Text: option, Quality: q}, true
	}
	return Ability{}, false
}

// conditionedAttackTrigger reads the triggers on attacking with an
// intervening "if" on the board: event, condition and effect are the
// words of "whenever [event], if [condition], [effect]"; ok is false for
// any other.
func conditionedAttackTrigger(text, event, condition, effect string) ([]Ability, bool, error) {
	if event == "whenever one or more creatures attack you" && condition == "~ is untapped" && effect == "you may untap all creatures you control" {
		e := Ability{Keyword: MayUntapYoursIfUntapped, Text: "if ~ is untapped, you may untap all creatures you control"}
		return []Ability{{Keyword: WhenCreaturesAttackYou, Text: text, Abilities: []Ability{e}}}, true, nil
	}
	if event != "whenever ~ attacks" {
		return nil, false, nil
	}
	if m := effectPumpSelf.FindStringSubmatch(effect); m != nil && condition == "you control no untapped lands" {
		e, err := pump(PumpIfNoUntappedLands, "if you control no untapped lands, ~ gets "+m[1]+"/"+m[2]+" until end of turn", m[1], m[2])
		return []Ability{{Keyword: WhenAttacks, Text: text, Abilities: []Ability{e}}}, true, err
	}
	if m := conditionDefenderLacks.FindStringSubmatch(condition); m != nil && effectNoUntapSelf.MatchString(effect) {
		q, err := ParseQuality(m[1])
		if err != nil {
			return nil, true, err
		}
		e := Ability{Keyword: NoUntapIfDefenderLacks, Text: "if defending player controls no " + m[1] + " permanents, ~ doesn't untap during your next untap step", Quality: q}
		return []Ability{{Keyword: WhenAttacks, Text: text, Abilities: []Ability{e}}}, true, nil
	}
	return nil, false, nil
}
