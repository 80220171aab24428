package state

import (
	"fmt"
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// bushidoBoosts adds to p's power and toughness its boosts "for each
// point of bushido it has" (Takeno, Samurai General): the boost times the
// total N of its bushido abilities, those the board's effects gave it
// included, which apply first (418.5a).
func (b *Board) bushidoBoosts(p *Perm, power, toughness int) (int, int) {
	per := p.allChanging(boostsPerBushido) // characteristic_changes.go
	if len(per) == 0 {
		return power, toughness
	}
	n := 0
	for _, bu := range p.All(ability.Bushido) {
		n += bu.N
	}
	for _, a := range per {
		power, toughness = power+a.Power*n, toughness+a.Toughness*n
		from := p.Label()
		for _, g := range p.Record().Given {
			if g.Text == a.Text {
				if src := b.Perms[g.From]; src != nil {
					from = src.Label()
				}
			}
		}
		p.addChange(fmt.Sprintf("%+d/%+d for each point of bushido (%d): %s", a.Power, a.Toughness, n, from))
	}
	return power, toughness
}

// checkBushidoPoints refuses a boost "for each point of bushido it has"
// (Takeno) on a creature with bushido X (Fumiko), whose points change
// with the attack: the judge does not count them. The error is at the
// line of the permanent p whose boost reaches such a creature.
func (b *Board) checkBushidoPoints(errs *game.ErrorList, i int, p *Perm) {
	for j := range p.Readings { // by index: an ability is a large value to copy
		a := &p.Readings[j]
		if !boostsPerBushido.of(a.Keyword) && !grants.of(a.Keyword) {
			continue // the cases below
		}
		var per []ability.Ability
		switch {
		case boostsPerBushido.of(a.Keyword):
			if p.Has(ability.BushidoX) {
				per = append(per, *a)
			}
		case grants.of(a.Keyword):
			for _, c := range b.Order {
				if c.Has(ability.BushidoX) && boostsPerBushido.anyOf(a.Abilities) && affects(Sourced{p, *a}, c) {
					per = append(per, *a)
				}
			}
		}
		if len(per) > 0 {
			errs.Add(game.At("board", "permanents", i, "abilities", textIndex(p, a.Text, j)), "%q counts the points of bushido of a creature with bushido X, which change with the number of attacking creatures: not read; write the boost in its power and toughness", a.Text)
		}
	}
}

// bushidoXNotes notes the bushido X triggers of a creature that blocks or
// becomes blocked (502.38a), as the block check notes bushido N.
func BushidoXNotes(c *Perm, verb string) []game.Note {
	var n []game.Note
	for range c.All(ability.BushidoX) {
		n = append(n, game.Note{Rule: "502.38a", Objects: []game.ObjectID{c.ID},
			Message: fmt.Sprintf("%s %s: its bushido X triggers, +X/+X until end of turn, X the number of attacking creatures as it resolves.", c.Label(), verb)})
	}
	return n
}
