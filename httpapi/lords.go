package httpapi

import (
	"strings"

	"rulesjudge/rules"
)

// historyMissing says why a card's line under a fact of a permanent's
// history (rules/ability/lords.go) is not applied: the fact is not given
// where the line could change a verdict. "" when the line needs no such
// fact, or has it. The judge's own check (rules, checkHistory and
// historyCondition) refuses the same boards with a 422.
func historyMissing(b *Board, p *Permanent, a rules.Ability) string {
	active := rules.PlayerID(b.ActivePlayer)
	switch rules.FactField(a) {
	case "permanents[].entered_this_turn":
		if p.EnteredThisTurn == nil && rules.HistoryMatters(a, rules.Permanent{SummoningSick: p.SummoningSick, Controller: rules.PlayerID(p.Controller)}, active) {
			return "depends on whether the permanent entered the battlefield this turn: give its entered_this_turn to apply it"
		}
	case "permanents[].attacked_last_turn":
		if rules.UnderOwnLastAttack(a) {
			if p.AttackedLastTurn == nil && rules.HistoryMatters(a, rules.Permanent{SummoningSick: p.SummoningSick, Controller: rules.PlayerID(p.Controller)}, active) {
				return "depends on whether the permanent attacked during its controller's last turn: give its attacked_last_turn to apply it"
			}
			return ""
		}
		for _, c := range b.Permanents {
			if c.Controller == b.ActivePlayer && !c.Tapped && c.AttackedLastTurn == nil && isCreatureWire(c) {
				return "depends on whether " + c.ID + " attacked during its controller's last turn: give attacked_last_turn on each untapped creature of the active player to apply it"
			}
		}
	}
	return ""
}

// isCreatureWire reports whether a permanent of the request may be a
// creature: its types say so, or they are not known yet (a card not read
// yet), which counts as one so that a fact is never wrongly thought
// unneeded.
func isCreatureWire(p Permanent) bool {
	if len(p.Types) == 0 {
		return true
	}
	for _, t := range p.Types {
		if strings.EqualFold(t, "creature") {
			return true
		}
	}
	return false
}
