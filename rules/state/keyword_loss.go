package state

import (
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// applyOwnLosses applies the keywords a permanent has lost by an effect
// ("~ loses flying.", the line the walk gives a creature that loses flying
// until end of turn), in the layer of abilities (418.5a) after the effects
// of the board's permanents: the effect that took them is later than every
// static in play (418.5h), so a lord's or an Aura's "has flying" does not
// give them back. What gives the keyword back later is an effect later
// still, and the walk takes the loss line away then (walk.gain).
func (b *Board) applyOwnLosses() {
	for _, p := range b.Order {
		var lost []ability.Ability
		for i := range p.Readings {
			if lostByResolved.of(p.Readings[i].Keyword) { // characteristic_changes.go
				lost = append(lost, p.Readings[i].Abilities...)
			}
		}
		if len(lost) == 0 {
			continue
		}
		if p.drop(func(a ability.Ability) bool {
			return slices.ContainsFunc(lost, func(l ability.Ability) bool { return l.Keyword == a.Keyword && l.Quality.SameText(a.Quality) })
		}) {
			for _, a := range lost {
				p.addLost(game.DerivedAbility{Text: a.Text, From: p.ID})
			}
		}
	}
}
