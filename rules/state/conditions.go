package state

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// This file decides the terms and conditions of package ability's
// lords.go: a creature's name ("creatures named Brothers Yamazaki"), and
// the facts of a permanent's history the board does not show, which the
// request gives on the permanent: whether it entered the battlefield this
// turn (EnteredThisTurn) and whether it attacked during its controller's
// last turn (AttackedLastTurn).

// historyCondition decides a condition on permanent p's history. A fact
// not given is missing only where the ability could change a verdict: "can
// attack as though it had haste" matters only to a creature that came
// under its controller's control this turn (212.3d), and "can't attack"
// only to a creature of the active player (308.2a).
func (b *Board) historyCondition(p *Perm, a ability.Ability) (ok bool, missing string) {
	var fact *bool
	var what string
	switch a.Condition {
	case ability.EnteredThisTurn:
		fact, what = p.EnteredThisTurn, fmt.Sprintf("whether %s entered the battlefield this turn", p.Label())
	default:
		fact, what = p.AttackedLastTurn, fmt.Sprintf("whether %s attacked during %s's last turn", p.Label(), p.Controller)
	}
	if fact == nil {
		if !historyMatters(a, p.SummoningSick, p.Controller == b.ActivePlayer) {
			return false, ""
		}
		return false, what
	}
	return *fact != a.When.Not, ""
}

// historyMatters reports whether an ability under a history condition can
// change a verdict on a permanent: when it cannot, the fact it needs may
// be left out, and the ability is not given.
func historyMatters(a ability.Ability, sick, active bool) bool {
	switch {
	case slices.Contains(asThoughHaste, a.Keyword):
		return sick // 212.3d: haste changes only whether a sick creature attacks
	case bansAttacking(a.Keyword, ability.Itself):
		return active // 308.2a: only the active player's creatures attack
	}
	return true
}

// bansAttacking reports whether the static ability of keyword k says of
// whose (itself, or the creatures of its quality) that it can't attack,
// whatever it would attack (500.2).
func bansAttacking(k ability.Keyword, whose ability.Subject) bool {
	s := ability.StaticOf(k)
	return s.Restricts(ability.ToAttack) && s.Against == ability.AgainstAll && s.Whose.Subject == whose
}

// HistoryMatters is historyMatters for the card reader (httpapi): whether a
// line under a history condition needs its fact on permanent p.
func HistoryMatters(a ability.Ability, p game.Permanent, active game.PlayerID) bool {
	return historyMatters(a, p.SummoningSick, p.Controller == active)
}

// checkHistory refuses a board whose lines need a history fact that the
// request does not give: "Creatures that attacked during their
// controller's last turn can't attack." needs it of each untapped creature
// of the active player (the only ones that may attack, 308.2a). It also
// refuses a creature said to have entered the battlefield this turn but
// not to have come under its controller's control this turn (212.3d: it
// has not been under that control since the turn began).
func (b *Board) checkHistory(errs *game.ErrorList) {
	for i, p := range b.Order {
		if p.EnteredThisTurn != nil && *p.EnteredThisTurn && p.IsCreature() && !p.SummoningSick {
			errs.Add(game.At("board", "permanents", i, "entered_this_turn"), "%s entered the battlefield this turn, so it has not been under %s's control since the turn began: give summoning_sick true (212.3d)", p.Label(), p.Controller)
		}
		b.checkBushidoPoints(errs, i, p)
		for j := range p.Readings { // by index: an ability is a large value to copy
			a := &p.Readings[j]
			if !ability.UsesTerm(a.Quality, ability.AttackedDuringLastTurn) || !bansAttacking(a.Keyword, ability.Selected) {
				continue
			}
			for _, c := range b.Order {
				if c.IsCreature() && c.Controller == b.ActivePlayer && !c.Tapped && c.AttackedLastTurn == nil {
					errs.Add(game.At("board", "permanents", i, "abilities", textIndex(p, a.Text, j)), "%q depends on whether %s attacked during %s's last turn: give its attacked_last_turn", a.Text, c.Label(), c.Controller)
				}
			}
		}
	}
}

// lordsGrantedUnder applies a boost a static gives p under a condition of
// lords.go. "as long as it's not attacking" (Arcades Sabboth) holds on the
// board, before any attack: p has it now, and activate (deactivate) takes
// it away from each attacker. "attacking you" (Watchdog) waits, with the source's
// controller recorded, until the declaration says whom p attacks.
func (b *Board) lordsGrantedUnder(e Sourced, a ability.Ability, p *Perm) bool {
	if a.Condition == ability.NotAttacking {
		return true
	}
	a.When.Whose = string(e.From.Controller)
	p.Conditional = append(p.Conditional, conditional{a, -1})
	if boostsSettled.of(a.Keyword) {
		p.addBoost(game.DerivedAbility{Text: a.Text, From: e.From.ID})
	}
	return false
}

// activateLords changes the declared attackers as lords.go's conditions
// say once the attack is declared: an attacker gains what it has while
// attacking the controller of the effect's source (418.5a), and its power
// and toughness are then set again. (What it has only while not
// attacking, activate has already taken away.)
func (b *Board) ActivateLords(attackers []*Perm, player map[game.ObjectID]game.PlayerID) {
	b.attackSnowShrink(attackers, player) // snow_counts.go
	for _, c := range attackers {
		if c == nil {
			continue
		}
		// Read again from the start, so that a board activated twice (a
		// block check, then its trigger notes) is changed once. What holds
		// only while not attacking (NotAttacking) was taken away as the
		// attack was activated (activate, deactivate).
		changed := c.drop(func(a ability.Ability) bool { return a.Condition == ability.AttackingYou })
		for i := range c.Conditional { // by index: an ability is a large value to copy
			if a := &c.Conditional[i]; a.Condition == ability.AttackingYou && player[c.ID] == game.PlayerID(a.When.Whose) {
				c.Readings = append(c.Readings, a.Ability)
				changed = true
			}
		}
		if changed {
			c.noteKeywords()   // keyword_filter.go
			b.BySource.Reset() // the abilities changed
			b.SetPowerToughness(c)
		}
	}
}

// checkHandFacts refuses a line of this file that needs the cards in a
// player's hand, or what the players did during their last turn, when the
// request does not give it.
func (b *Board) checkHandFacts(errs *game.ErrorList) {
	for i, p := range b.Order {
		if slices.ContainsFunc(p.Readings, func(a ability.Ability) bool { return unlessOf(a.Keyword) == ability.DefenderActed }) {
			for j, text := range p.Abilities {
				if abs, err := ParseAbility(text, p.Name); err == nil && len(abs) == 1 && unlessOf(abs[0].Keyword) == ability.DefenderActed {
					for _, pl := range b.Players {
						if pl.ID != b.ActivePlayer && pl.CastOrPlayedLastTurn == nil {
							errs.Add(game.At("board", "permanents", i, "abilities", j), "%q depends on whether %s cast a spell or put a nontoken permanent into play during their last turn: give players[].cast_or_played_last_turn", text, pl.ID)
							break
						}
					}
				}
			}
		}
		if p.Controller != b.ActivePlayer && slices.ContainsFunc(p.Readings, func(a ability.Ability) bool { return unlessOf(a.Keyword) == ability.DrawSkippedWithIt }) {
			if pl := b.PlayersByID[p.Controller]; pl != nil && pl.SkippedDraw == nil {
				for j, text := range p.Abilities {
					if abs, err := ParseAbility(text, p.Name); err == nil && len(abs) == 1 && unlessOf(abs[0].Keyword) == ability.DrawSkippedWithIt {
						errs.Add(game.At("board", "permanents", i, "abilities", j), "%q depends on whether %s skipped the draw of their last draw step with it: give players[].skipped_draw", text, pl.ID)
					}
				}
			}
		}
		if !slices.ContainsFunc(p.Readings, needsHand) {
			continue
		}
		for j, text := range p.Abilities {
			abs, err := ParseAbility(text, p.Name)
			if err != nil {
				continue // refused when read
			}
			for _, a := range abs {
				if !needsHand(a) {
					continue
				}
				if owner := b.PlayersByID[p.Controller]; owner != nil && owner.Hand == nil {
					errs.Add(game.At("board", "permanents", i, "abilities", j), "%q depends on how many cards are in %s's hand: give players[].hand", a.Text, owner.ID)
				}
			}
		}
	}
}

// unlessOf is the condition that lifts the restriction of keyword k
// (ability.StaticAbility's Unless): none for another ability.
func unlessOf(k ability.Keyword) ability.Unless {
	if s := ability.StaticOf(k); s != nil {
		return s.Unless
	}
	return ability.NoCondition
}

// needsHand reports whether a line of this file (or what an Aura gives
// with it) reads the cards in its controller's hand.
func needsHand(a ability.Ability) bool {
	if s := ability.StaticOf(a.Keyword); s != nil && s.ByHand {
		return true // kinds.go
	}
	return slices.ContainsFunc(a.Abilities, needsHand)
}
