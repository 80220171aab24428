package rules

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/state"
)

// What the edge asks of a card's line: a line's abilities (ParseAbility)
// are of package ability's type, named again here so that the edge keeps
// one door; the questions below are those the edge puts to them when it
// works out what a line needs of a request.

// Ability is one ability of a line, as package ability reads it.
type Ability = ability.Ability

// UnderOwnLastAttack reports whether a applies only while its permanent
// attacked during its controller's last turn (the fact
// permanents[].attacked_last_turn of the permanent itself, not of the
// creatures it counts).
func UnderOwnLastAttack(a Ability) bool { return a.Condition == ability.AttackedLastTurn }

// ComparesHands reports whether a applies only while its controller has
// more cards in hand than each opponent: it needs every player's hand, not
// only its controller's.
func ComparesHands(a Ability) bool { return a.Condition == ability.MoreCardsInHand }

// GrantsSnowCappedShrink reports whether a is Snowblind's: a grant of the
// shrinking by snow-covered lands, whose Y the counters on the creature
// may leave open.
func GrantsSnowCappedShrink(a Ability) bool {
	if len(a.Abilities) != 1 {
		return false
	}
	g, s := ability.ChangeOf(a.Keyword), ability.ChangeOf(a.Abilities[0].Keyword)
	return g != nil && g.Of == ability.ItsAbilities && g.How == ability.Adds && s != nil && s.Amount == ability.SnowLandsCapped
}

// EntersAsChosen reports whether a is "it becomes your choice of ..." as
// its permanent comes into play (ChosenOption says which option).
func EntersAsChosen(a Ability) bool { return state.EntersAsOneOf(&a) }

// CountsPower and CountsToughness report whether a defines its
// creature's power (or toughness) by a count the board holds.
func CountsPower(a Ability) bool     { return defines(a, ability.ItsPower) }
func CountsToughness(a Ability) bool { return defines(a, ability.ItsToughness) }

// defines reports whether a is a characteristic-defining ability of
// characteristic of (418.5a).
func defines(a Ability, of ability.Characteristic) bool {
	c := ability.ChangeOf(a.Keyword)
	return c != nil && c.Of == of && c.How == ability.Defines
}
