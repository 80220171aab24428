package state

import "rulesjudge/rules/ability"

// FactField names the request field that gives the fact of the game a
// needs (Ability.Fact), "" when the board alone decides a: the field the
// judge's errors ask for when it is missing, and the one the edge checks.
func FactField(a ability.Ability) string { return factFields[a.Fact()] }

// factFields are the request fields of the facts a line may need.
var factFields = map[ability.Fact]string{
	ability.FactHand:                 "players[].hand",
	ability.FactGraveyard:            "players[].graveyard",
	ability.FactCreatureSpellsCast:   "players[].creature_spells_cast",
	ability.FactCastOrPlayedLastTurn: "players[].cast_or_played_last_turn",
	ability.FactSkippedDraw:          "players[].skipped_draw",
	ability.FactKicked:               "permanents[].kicked",
	ability.FactKickersPaid:          "permanents[].kickers_paid",
	ability.FactChosen:               "permanents[].chosen",
	ability.FactEnteredThisTurn:      "permanents[].entered_this_turn",
	ability.FactAttackedLastTurn:     "permanents[].attacked_last_turn",
	ability.FactEffectIgnored:        "permanents[].effect_ignored",
	ability.FactPhasedIn:             "permanents[].phased_in",
}
