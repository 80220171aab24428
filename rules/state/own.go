package state

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// This file decides the conditions of package ability's own.go: what a
// player controls, the cards in a player's hand, the creature spells cast
// this turn, whether a permanent is equipped, untapped, of a quality or was
// kicked, and, once an attack is declared, what the defending player
// controls and whether a creature attacks alone.

// checkOwnFacts checks the optional facts of a player that conditions read.
func checkOwnFacts(errs *game.ErrorList, i int, p *game.Player) {
	if p.Hand != nil {
		InRange(errs, game.At("board", "players", i, "hand"), "cards in a hand", *p.Hand, 0)
	}
	if p.CreatureSpellsCast != nil {
		InRange(errs, game.At("board", "players", i, "creature_spells_cast"), "creature spells cast this turn", *p.CreatureSpellsCast, 0)
	}
}

// applyOwnCondition gives p the conditional ability c when its condition,
// one that the board decides, holds. It reports whether the condition is
// one of own.go's (handled here, or waiting for the declaration); a fact
// the condition needs and the request does not give is an error at the
// ability's text.
func (b *Board) applyOwnCondition(errs *game.ErrorList, p *Perm, c conditional, at game.Path) bool {
	if c.Condition < ability.YouControl {
		return false
	}
	if c.Condition.OnDeclaration() {
		return true // decided with the declaration (ownRestrictions, activateAgainst)
	}
	holds, missing := b.OwnCondition(p, c.Ability)
	switch {
	case missing != "":
		errs.Add(at, "%q depends on %s: give %s", c.Text, missing, FactField(c.Ability))
	case holds:
		p.Readings = append(p.Readings, c.Ability)
	}
	return true
}

// ownCondition decides a condition the board decides for permanent p. When
// a fact it needs is not given, missing says which.
func (b *Board) OwnCondition(p *Perm, a ability.Ability) (ok bool, missing string) {
	you := b.PlayersByID[p.Controller]
	if you == nil {
		return false, ""
	}
	w := a.When
	switch a.Condition {
	case ability.YouControl, ability.OpponentControls, ability.OnBattlefield, ability.MoreThanAttacker:
		ok = b.boardCondition(p, a)
	case ability.HandAtLeast, ability.HandAtMost, ability.MoreCardsInHand:
		return b.handCondition(you, a)
	case ability.CreatureSpellCast:
		if you.CreatureSpellsCast == nil {
			return false, fmt.Sprintf("how many creature spells %s cast this turn", you.ID)
		}
		ok = *you.CreatureSpellsCast > 0
	case ability.HasCounter:
		for kind, n := range p.Counters {
			if strings.EqualFold(strings.TrimSpace(kind), w.Quality.Text) && n > 0 {
				ok = true
			}
		}
	case ability.Equipped:
		ok = b.equipped(p)
	case ability.Untapped:
		ok = !p.Tapped
	case ability.IsQuality:
		ok = Holds(w.Quality, p)
	case ability.Unignored:
		return b.unignored(p) // auras.go
	case ability.EnteredThisTurn, ability.AttackedLastTurn:
		return b.historyCondition(p, a) // conditions.go
	case ability.Kicked:
		if p.Kicked == nil {
			return false, fmt.Sprintf("whether %s was kicked", p.Label())
		}
		ok = *p.Kicked
	case ability.KickedWith:
		return kickedWith(p, a) // entering.go
	}
	return ok != w.Not, ""
}

// boardCondition decides, before its Not, a condition on what the players
// control: p's controller, an opponent, anyone (another permanent than p
// when the condition says "another").
func (b *Board) boardCondition(p *Perm, a ability.Ability) bool {
	w := a.When
	counts := func(o *Perm) bool { return Holds(w.Quality, o) && !(w.Whose == "other" && o == p) }
	switch a.Condition {
	case ability.YouControl:
		return slices.ContainsFunc(b.Order, func(o *Perm) bool { return o.Controller == p.Controller && counts(o) })
	case ability.OpponentControls:
		return slices.ContainsFunc(b.Order, func(o *Perm) bool { return o.Controller != p.Controller && counts(o) })
	case ability.OnBattlefield:
		return slices.ContainsFunc(b.Order, counts)
	default: // more than the attacking player
		return b.count(p.Controller, w.Quality) > b.count(b.ActivePlayer, w.Quality)
	}
}

// handCondition decides the conditions on the cards in a player's hand.
func (b *Board) handCondition(you *game.Player, a ability.Ability) (bool, string) {
	if you.Hand == nil {
		return false, fmt.Sprintf("how many cards are in %s's hand", you.ID)
	}
	var holds bool
	switch a.Condition {
	case ability.HandAtLeast:
		holds = *you.Hand >= a.When.N
	case ability.HandAtMost:
		holds = *you.Hand <= a.When.N
	default: // more cards in hand than each opponent
		holds = true
		for _, o := range b.Players {
			if o.ID == you.ID {
				continue
			}
			if o.Hand == nil {
				return false, fmt.Sprintf("how many cards are in %s's hand", o.ID)
			}
			holds = holds && *you.Hand > *o.Hand
		}
	}
	return holds != a.When.Not, ""
}

// count is how many permanents of quality q player controls.
func (b *Board) count(player game.PlayerID, q ability.Quality) int {
	n := 0
	for _, p := range b.Order {
		if p.Controller == player && Holds(q, p) {
			n++
		}
	}
	return n
}

// equipped reports whether an Equipment is attached to p.
func (b *Board) equipped(p *Perm) bool {
	for _, o := range b.Order {
		if o.AttachedTo == p.ID && o.HasSubtype("equipment") {
			return true
		}
	}
	return false
}

// againstDefender decides a condition that depends on the player attacked:
// what the defending player controls, or whether the creature's controller
// controls more of something than that player.
func (b *Board) AgainstDefender(c *Perm, a ability.Ability, defender game.PlayerID) bool {
	var holds bool
	switch a.Condition {
	case ability.DefenderControls:
		holds = b.Controls(defender, a.When.Quality, false)
	case ability.MoreThanDefender:
		holds = b.count(c.Controller, a.When.Quality) > b.count(defender, a.When.Quality)
	case ability.DefenderSharedType:
		holds = b.sharedType(defender) >= a.When.N
	default:
		return false
	}
	return holds != a.When.Not
}

// ownRestrictions lists why creature c can't attack player p under a
// condition on that player (500.2): "~ can't attack if defending player
// controls an untapped land", "~ can't attack unless you control more
// creatures than defending player".
func (b *Board) OwnRestrictions(c *Perm, p game.PlayerID) []game.Violation {
	var v []game.Violation
	for _, a := range c.Conditional {
		if bansAttacking(a.Keyword, ability.Itself) && b.AgainstDefender(c, a.Ability, p) {
			v = append(v, game.Violation{Rule: "500.2", Objects: []game.ObjectID{c.ID, p},
				Message: fmt.Sprintf("%s can't attack %s (%q).", c.Label(), p, a.Text)})
		}
	}
	return v
}

// powerOf is a creature's power, 0 when it has none.
func PowerOf(p *Perm) int {
	if p.Power == nil {
		return 0
	}
	return *p.Power
}

// resolveColors writes "the colors of permanents you control" of each
// permanent's abilities, and of the abilities an Aura or Equipment gives,
// as those colors (resolveColorsYouControl). "The chosen color" is no term:
// the text is read with the choice in place (choice.go).
func (b *Board) resolveColors() {
	for _, p := range b.Order {
		var fix func(a *ability.Ability)
		fix = func(a *ability.Ability) {
			if slices.ContainsFunc(a.Abilities, needsResolving) {
				a.Abilities = slices.Clone(a.Abilities) // the reading is shared: change a copy
				for k := range a.Abilities {
					fix(&a.Abilities[k])
				}
			}
			b.resolveColorsYouControl(p, a)
		}
		for j := range p.Readings {
			fix(&p.Readings[j])
		}
		for j := range p.Conditional {
			fix(&p.Conditional[j].Ability)
		}
	}
}

// needsResolving reports whether an ability, or one it gives, speaks of
// the colors of permanents you control.
func needsResolving(a ability.Ability) bool {
	return slices.ContainsFunc(a.Quality.Terms, func(t ability.Term) bool { return t.Kind == ability.ColorsYouControl }) ||
		slices.ContainsFunc(a.Abilities, needsResolving)
}

// applyCountedBoosts gives each creature with "~ gets +1/+1 for each other
// creature with flying on the battlefield" the boost its count comes to, a
// change of power and toughness applied with the others (418.5a). It runs
// once the abilities layer is done, so that a quality of abilities counts
// the abilities effects gave.
func (b *Board) applyCountedBoosts() {
	for _, p := range b.Order {
		for _, a := range p.allChanging(boostsPerQuality) {
			n := b.countFor(p, a)
			p.Readings = append(p.Readings, ability.Gets(n*a.Power, n*a.Toughness, fmt.Sprintf("%+d/%+d (%d counted, %+d/%+d each)", n*a.Power, n*a.Toughness, n, a.Power, a.Toughness)))
		}
	}
}

// sharedType is the most creatures player controls that share one creature
// type.
func (b *Board) sharedType(player game.PlayerID) int {
	most, n := 0, map[string]int{}
	for _, p := range b.Order {
		if p.Controller != player || !p.IsCreature() {
			continue
		}
		seen := map[string]bool{}
		for _, s := range p.Subtypes {
			s = strings.ToLower(strings.TrimSpace(s))
			if !seen[s] {
				seen[s] = true
				n[s]++
				most = max(most, n[s])
			}
		}
	}
	return most
}

// resolveColorsYouControl writes "the colors of permanents you control" of
// a protection of p as the colors among the permanents p's controller
// controls; with none, the protection is from nothing (an empty quality,
// which nothing has).
func (b *Board) resolveColorsYouControl(p *Perm, a *ability.Ability) {
	if !slices.ContainsFunc(a.Quality.Terms, func(t ability.Term) bool { return t.Kind == ability.ColorsYouControl }) {
		return
	}
	q := ability.Quality{Text: a.Quality.Text}
	for _, color := range ability.ColorWords {
		if slices.ContainsFunc(b.Order, func(o *Perm) bool { return o.Controller == p.Controller && o.HasColor(color) }) {
			q.Any = append(q.Any, ability.Quality{Text: color, Terms: []ability.Term{{Kind: ability.Color, Word: color}}})
		}
	}
	a.Quality = q
}

// countFor counts the permanents a's quality names for p: "other" leaves
// p out, "you control" and "your opponents control" (When.Whose) the
// permanents of p's controller or of the others (BoostPer, and the
// power and toughness a creature counts, entering.go).
func (b *Board) countFor(p *Perm, a ability.Ability) int {
	n := 0
	for _, o := range b.Order {
		switch {
		case a.Scope.Other && o == p, !Holds(a.Quality, o):
		case a.When.Whose == "you" && o.Controller != p.Controller, a.When.Whose == "opponents" && o.Controller == p.Controller:
		default:
			n++
		}
	}
	return n
}
