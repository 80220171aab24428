package rules

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
)

// This file decides the terms and conditions of package ability's
// lords.go: a creature's name ("creatures named Brothers Yamazaki"), and
// the facts of a permanent's history the board does not show, which the
// request gives on the permanent: whether it entered the battlefield this
// turn (EnteredThisTurn) and whether it attacked during its controller's
// last turn (AttackedLastTurn).

// lordsTermHolds decides the terms of lords.go for permanent p. A missing
// history fact holds nothing here: checkHistory refuses a board where one
// is needed and missing.
func lordsTermHolds(t ability.Term, p *perm) bool {
	switch t.Kind {
	case ability.Named:
		return ability.NameWord(p.Name) == t.Word
	case ability.AttackedDuringLastTurn:
		return p.AttackedLastTurn != nil && *p.AttackedLastTurn
	}
	return false
}

// historyCondition decides a condition on permanent p's history. A fact
// not given is missing only where the ability could change a verdict: "can
// attack as though it had haste" matters only to a creature that came
// under its controller's control this turn (212.3d), and "can't attack"
// only to a creature of the active player (308.2a).
func (b *board) historyCondition(p *perm, a ability.Ability) (ok bool, missing string) {
	var fact *bool
	var what string
	switch a.Condition {
	case ability.EnteredThisTurn:
		fact, what = p.EnteredThisTurn, fmt.Sprintf("whether %s entered the battlefield this turn", p.label())
	default:
		fact, what = p.AttackedLastTurn, fmt.Sprintf("whether %s attacked during %s's last turn", p.label(), p.Controller)
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
	switch a.Keyword {
	case ability.AttacksAsThoughHaste:
		return sick // 212.3d: haste changes only whether a sick creature attacks
	case ability.CantAttack:
		return active // 308.2a: only the active player's creatures attack
	}
	return true
}

// HistoryMatters is historyMatters for the card reader (httpapi): whether a
// line under a history condition needs its fact on permanent p.
func HistoryMatters(a ability.Ability, p Permanent, active PlayerID) bool {
	return historyMatters(a, p.SummoningSick, p.Controller == active)
}

// checkHistory refuses a board whose lines need a history fact that the
// request does not give: "Creatures that attacked during their
// controller's last turn can't attack." needs it of each untapped creature
// of the active player (the only ones that may attack, 308.2a). It also
// refuses a creature said to have entered the battlefield this turn but
// not to have come under its controller's control this turn (212.3d: it
// has not been under that control since the turn began).
func (b *board) checkHistory(errs *errorList) {
	for i, p := range b.order {
		if p.EnteredThisTurn != nil && *p.EnteredThisTurn && p.isCreature() && !p.SummoningSick {
			errs.add(path("board", "permanents", i, "entered_this_turn"), "%s entered the battlefield this turn, so it has not been under %s's control since the turn began: give summoning_sick true (212.3d)", p.label(), p.Controller)
		}
		b.checkBushidoPoints(errs, i, p)
		for j, a := range p.abilities {
			if a.Keyword != ability.CreaturesCantAttack || !ability.UsesTerm(a.Quality, ability.AttackedDuringLastTurn) {
				continue
			}
			for _, c := range b.order {
				if c.isCreature() && c.Controller == b.ActivePlayer && !c.Tapped && c.AttackedLastTurn == nil {
					errs.add(path("board", "permanents", i, "abilities", textIndex(p, a.Text, j)), "%q depends on whether %s attacked during %s's last turn: give its attacked_last_turn", a.Text, c.label(), c.Controller)
				}
			}
		}
	}
}

// textIndex is the index of the line text among p's abilities (j when
// none is found).
func textIndex(p *perm, text string, j int) int {
	for k, t := range p.Abilities {
		if t == text {
			return k
		}
	}
	return j
}

// tappedForBlocks reports whether c's being tapped keeps it from blocking
// (309.2a): not when an effect lets it block as though it were untapped
// (Masako the Humorless).
func (c *perm) tappedForBlocks() bool {
	return c.Tapped && !c.has(ability.BlocksAsThoughUntapped)
}

// regenerate replaces the destruction of target by an ability's effect
// ("destroy that creature", Typhoid Rats' and Thornweald Archer's trigger,
// Thicket Basilisk's at end of combat) with its first regeneration shield,
// as the damage code does for lethal damage (419.6b): the shield is used,
// all damage is removed from it, it is tapped and removed from combat. It
// reports whether a shield was there to do so.
func (w *walk) regenerate(kind string, source, target ObjectID, text string) bool {
	q := w.permanent(target)
	if q == nil {
		return false
	}
	i := slices.IndexFunc(q.Shields, func(s Shield) bool { return s.Kind == RegenerateShield })
	if i < 0 {
		return false
	}
	q.Shields = slices.Delete(slices.Clone(q.Shields), i, i+1)
	q.Damage, q.Tapped = 0, true
	w.changed()
	w.event(kind, "419.6b", []ObjectID{source, target}, "%s's ability \"%s\" would destroy %s; its regeneration shield replaces that: all damage is removed from it, it is tapped and removed from combat.", w.name(source), text, w.name(target))
	w.removeFromCombat(target, "it regenerated, 419.6b")
	return true
}

// bushidoBoosts adds to p's power and toughness its boosts "for each
// point of bushido it has" (Takeno, Samurai General): the boost times the
// total N of its bushido abilities, those the board's effects gave it
// included, which apply first (418.5a).
func (b *board) bushidoBoosts(p *perm, power, toughness int) (int, int) {
	per := p.all(ability.BoostPerBushido)
	if len(per) == 0 {
		return power, toughness
	}
	n := 0
	for _, bu := range p.all(ability.Bushido) {
		n += bu.N
	}
	for _, a := range per {
		power, toughness = power+a.Power*n, toughness+a.Toughness*n
		from := p.label()
		for _, g := range p.record().given {
			if g.Text == a.Text {
				if src := b.perms[g.From]; src != nil {
					from = src.label()
				}
			}
		}
		p.addChange(fmt.Sprintf("%+d/%+d for each point of bushido (%d): %s", a.Power, a.Toughness, n, from))
	}
	return power, toughness
}

// lordsGrantedUnder applies a boost a static gives p under a condition of
// lords.go. "as long as it's not attacking" (Arcades Sabboth) holds on the
// board, before any attack: p has it now, and activate (deactivate) takes
// it away from each attacker. "attacking you" (Watchdog) waits, with the source's
// controller recorded, until the declaration says whom p attacks.
func (b *board) lordsGrantedUnder(e sourced, a ability.Ability, p *perm) bool {
	if a.Condition == ability.NotAttacking {
		return true
	}
	a.When.Whose = string(e.from.Controller)
	p.conditional = append(p.conditional, conditional{a, -1})
	if a.Keyword == ability.Boost {
		p.addBoost(DerivedAbility{Text: a.Text, From: e.from.ID})
	}
	return false
}

// activateLords changes the declared attackers as lords.go's conditions
// say once the attack is declared: an attacker gains what it has while
// attacking the controller of the effect's source (418.5a), and its power
// and toughness are then set again. (What it has only while not
// attacking, activate has already taken away.)
func (b *board) activateLords(attackers []*perm, player map[ObjectID]PlayerID) {
	b.attackSnowShrink(attackers, player) // snowblind.go
	for _, c := range attackers {
		if c == nil {
			continue
		}
		// Read again from the start, so that a board activated twice (a
		// block check, then its trigger notes) is changed once. What holds
		// only while not attacking (NotAttacking) was taken away as the
		// attack was activated (activate, deactivate).
		changed := c.drop(func(a ability.Ability) bool { return a.Condition == ability.AttackingYou })
		for _, a := range c.conditional {
			if a.Condition == ability.AttackingYou && player[c.ID] == PlayerID(a.When.Whose) {
				c.abilities = append(c.abilities, a.Ability)
				changed = true
			}
		}
		if changed {
			b.bySource.reset() // the abilities changed
			b.setPowerToughness(c)
		}
	}
}

// bushidoX is Fumiko the Lowblood's bushido X: +X/+X until end of turn,
// X the number of attacking creatures as the ability resolves (502.38a).
func (w *walk) bushidoX(p *perm) pending {
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		c, _ := w.combatNow(RegularStep)
		if w.errs != nil {
			return
		}
		n := len(c.attackers)
		if !w.boost(p.ID, n, n) {
			w.event(EventTrigger, "502.38a", []ObjectID{p.ID}, "%s's bushido X resolves, but %s has left play: it does nothing.", p.label(), p.label())
			return
		}
		w.event(EventTrigger, "502.38a", []ObjectID{p.ID}, "%s's bushido X: %d creatures are attacking as it resolves, so it gets +%d/+%d until end of turn (now %s).", p.label(), n, n, n, w.pt(p.ID))
	}}
}

// checkBushidoPoints refuses a boost "for each point of bushido it has"
// (Takeno) on a creature with bushido X (Fumiko), whose points change
// with the attack: the judge does not count them. The error is at the
// line of the permanent p whose boost reaches such a creature.
func (b *board) checkBushidoPoints(errs *errorList, i int, p *perm) {
	for j, a := range p.abilities {
		var per []ability.Ability
		switch {
		case a.Keyword == ability.BoostPerBushido:
			if p.has(ability.BushidoX) {
				per = append(per, a)
			}
		case a.Keyword == ability.Grant:
			for _, c := range b.order {
				if c.has(ability.BushidoX) && slices.ContainsFunc(a.Abilities, func(g ability.Ability) bool { return g.Keyword == ability.BoostPerBushido }) && affects(sourced{p, a}, c) {
					per = append(per, a)
				}
			}
		}
		if len(per) > 0 {
			errs.add(path("board", "permanents", i, "abilities", textIndex(p, a.Text, j)), "%q counts the points of bushido of a creature with bushido X, which change with the number of attacking creatures: not read; write the boost in its power and toughness", a.Text)
		}
	}
}

// bushidoXNotes notes the bushido X triggers of a creature that blocks or
// becomes blocked (502.38a), as the block check notes bushido N.
func bushidoXNotes(c *perm, verb string) []Note {
	var n []Note
	for range c.all(ability.BushidoX) {
		n = append(n, Note{Rule: "502.38a", Objects: []ObjectID{c.ID},
			Message: fmt.Sprintf("%s %s: its bushido X triggers, +X/+X until end of turn, X the number of attacking creatures as it resolves.", c.label(), verb)})
	}
	return n
}
