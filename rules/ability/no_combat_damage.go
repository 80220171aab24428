package ability

import (
	"fmt"
	"regexp"
	"strings"
)

// AssignsNoCombatDamage: "~ assigns no combat damage this turn" (310.2e):
// an effect that changes how the creature assigns combat damage, so that
// it assigns none. Written on a creature (as the walk writes it when a
// trigger's "If you do, ~ assigns no combat damage this turn" follows),
// it holds for the rest of the turn.
const AssignsNoCombatDamage Keyword = "assigns no combat damage this turn"

// MayDamageAnyCreature: "you may have ~ deal N damage to target creature"
// (Farrel's Zealot): optional (410.5), any creature a legal target.
const MayDamageAnyCreature Keyword = "you may have ~ deal N damage to target creature"

// The options read before "If you do, ~ assigns no combat damage this
// turn" of a creature that attacks and isn't blocked, where "defending
// player" is the player it attacks.
var (
	optionDestroyDefendersArtifact = regexp.MustCompile(`^you may destroy target artifact defending player controls$`)
	optionDamageAnyCreature        = regexp.MustCompile(`^you may have (?:~|it) deal (\w+) damage to target creature$`)
	optionDamagePowerCreature      = regexp.MustCompile(`^you may have (?:~|it) deal damage equal to its power to target creature$`)
)

// preventedSuffix is the other end that takes the creature's combat
// damage for an option (Zealot il-Vec's): all it would deal is prevented
// (419.7), not unassigned.
const preventedSuffix = ". if you do, prevent all combat damage ~ would deal this turn"

// noCombatDamageRows: the line as a creature carries it.
var noCombatDamageRows = []wording{
	{Pattern: "[This] assigns no combat damage this turn.", Example: "~ assigns no combat damage this turn.", Rule: "310.2e",
		g: gr(`~ assigns no combat damage this turn`), build: plain(AssignsNoCombatDamage)},
}

// readUnblockedOption reads the options of defender_effects.go before "If
// you do, ~ assigns no combat damage this turn"; ok is false for any other.
var readUnblockedOption func(option string) (Ability, bool)

// thenNoCombatDamage is the end of a trigger's effect that takes the
// creature's combat damage for an option ("you may draw a card. If you
// do, ~ assigns no combat damage this turn": Ophidian): the option, and
// whether the effect ends so.
func thenNoCombatDamage(effect string) (string, bool) {
	if option, ok := strings.CutSuffix(effect, preventedSuffix); ok {
		return option + preventedSuffix, true // withNoCombatDamage tells it apart
	}
	return strings.CutSuffix(effect, ". if you do, ~ assigns no combat damage this turn")
}

// withNoCombatDamage reads the option before "If you do, ~ assigns no
// combat damage this turn": only an option the walk resolves through
// choices.may with nothing to target ("you may draw a card") is read; the
// assignment effect is the option's second part, applied only if it is
// taken.
func withNoCombatDamage(text string, k Keyword, option string) ([]Ability, error) {
	then := Ability{Keyword: AssignsNoCombatDamage, Text: "~ assigns no combat damage this turn"}
	if o, ok := strings.CutSuffix(option, preventedSuffix); ok {
		then, option = Ability{Keyword: PreventItsCombatDamage, Text: "prevent all combat damage ~ would deal this turn"}, o
		if k != WhenUnblocked || !optionDamageAnyCreature.MatchString(option) {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: before \"If you do, prevent all combat damage ~ would deal this turn\" the judge reads, of a creature that attacks and isn't blocked, \"you may have it deal N damage to target creature\"", text)}
		}
	}
	if k == WhenUnblocked || k == WhenBlocked {
		if optionDamagePowerCreature.MatchString(option) {
			return []Ability{{Keyword: MayDamagePowerToCreature, Text: option}, then}, nil
		}
	}
	if k == WhenUnblocked {
		if optionDestroyDefendersArtifact.MatchString(option) {
			return []Ability{{Keyword: MayDestroyArtifact, Text: option}, then}, nil
		}
		if m := optionDamageAnyCreature.FindStringSubmatch(option); m != nil {
			n, err := number(m[1])
			return []Ability{{Keyword: MayDamageAnyCreature, Text: option, N: n}, then}, err
		}
		if e, ok := readUnblockedOption(option); ok { // defender_effects.go
			return []Ability{e, then}, nil
		}
	}
	e, err := triggerEffect(text, k, option)
	if err != nil {
		return nil, err
	}
	if e.Keyword != MayDrawCard {
		return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: before \"If you do, ~ assigns no combat damage this turn\" the judge reads \"you may draw a card\" and, of a creature that attacks and isn't blocked, \"you may destroy target artifact defending player controls\" and \"you may have it deal N damage to target creature\"", text)}
	}
	return []Ability{e, then}, nil
}
