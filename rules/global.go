package rules

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
)

// This file gives meaning to the statics that reach other permanents or the
// whole game (ability/global.go): what they forbid an attack on one player,
// what they cost, and the abilities of a creature's own they give.

// cantAttackPlayer lists why creature c can't attack player p under a
// permanent of p's that says "[quality] creatures can't attack you"
// (Elephant Grass, Form of the Dragon, Reverence): a restriction (500.1) on
// attacking that player only.
func (b *board) cantAttackPlayer(c *perm, p PlayerID) []Violation {
	var v []Violation
	for _, s := range b.sources(ability.CreaturesCantAttackYou) {
		if s.from.Controller == p && holds(s.Quality, c) {
			v = append(v, Violation{Rule: "500.2", Objects: []ObjectID{c.ID, s.from.ID, p},
				Message: fmt.Sprintf("%s can't attack %s: %s says %q.", c.label(), p, s.from.label(), s.Text)})
		}
	}
	return v
}

// mayIgnoreSickness reports whether c may attack though it came under its
// controller's control this turn: it has haste (502.5b) or "can attack as
// though it had haste" (212.3d: the rule it is read against).
func (c *perm) mayIgnoreSickness() bool {
	return c.has(ability.Haste) || c.has(ability.AttacksAsThoughHaste)
}

// attacksAsDefender reports whether c's defender keeps it from attacking
// (502.41b): not when an effect lets it attack as though it didn't have
// defender (Rolling Stones, Animate Wall).
func (c *perm) attacksAsDefender() bool {
	return c.has(ability.Defender) && !c.has(ability.AttacksDespiteDefender)
}

// globalAttackRestrictions are the restrictions of 500.2 that count
// attackers and come from the statics of this file: "can only attack
// alone" (Errantry) and "No more than N creatures can attack you each
// combat" (Crawlspace), which counts the creatures attacking its
// controller only.
func (b *board) globalAttackRestrictions() []countRestriction {
	var out []countRestriction
	for _, c := range b.order {
		if !c.isCreature() || c.Controller != b.ActivePlayer || !c.has(ability.AttacksOnlyAlone) {
			continue
		}
		out = append(out, countRestriction{rule: "500.2", when: c, max: 1, explain: func(as []*perm) Violation {
			return Violation{Rule: "500.2", Objects: idsOf(as),
				Message: fmt.Sprintf("%s can only attack alone: it can't attack with others, and %d creatures attack.", c.label(), len(as))}
		}})
	}
	for _, s := range b.sources(ability.AttackCapYou) {
		if s.from.Controller == b.ActivePlayer {
			continue // "you" is never attacked by its own creatures
		}
		out = append(out, countRestriction{rule: "500.2", max: s.N, defending: s.from.Controller, explain: func(as []*perm) Violation {
			return Violation{Rule: "500.2", Objects: append([]ObjectID{s.from.ID}, idsOf(as)...),
				Message: fmt.Sprintf("No more than %d %s can attack %s (%s: %q), and %d attack %s.", s.N, plural(s.N, "creature", "creatures"), s.from.Controller, s.from.label(), s.Text, len(as), s.from.Controller)}
		}})
	}
	return out
}

// attackCost is what creature c costs to attack player p (308.2d): each
// "[quality] creatures can't attack you unless their controller pays {N}
// for each ..." of p's whose quality c has, and c's own "can't attack
// unless its controller pays {N}" (Brainwash on it).
func (b *board) attackCost(c *perm, p PlayerID) (total int, from []sourced) {
	for _, s := range b.sources(ability.AttackTax) {
		if s.from.Controller == p && (!s.Quality.Given() || holds(s.Quality, c)) {
			total += s.N
			from = append(from, s)
		}
	}
	for _, a := range c.all(ability.AttackCost) {
		total += a.N
		from = append(from, sourced{b.costSource(c, a), a})
	}
	return total, from
}

// costSource is the permanent that gave c its own cost a: the Aura or
// other permanent whose effect granted it, or c itself.
func (b *board) costSource(c *perm, a ability.Ability) *perm {
	for _, g := range c.changes.given {
		if g.Text == a.Text && b.perms[g.From] != nil {
			return b.perms[g.From]
		}
	}
	return c
}

// landwalkIgnored reports whether creature c may block an attacker with
// the landwalk of this land as though it didn't have it (502.6b): a
// permanent says so of that landwalk (Great Wall) or of every landwalk
// (Staff of the Ages), or c itself may (Street Savvy).
func (b *board) landwalkIgnored(c *perm, land ability.Quality) bool {
	if c.has(ability.BlocksLandwalkers) || len(b.sources(ability.AllLandwalkIgnored)) > 0 {
		return true
	}
	for _, s := range b.sources(ability.LandwalkIgnored) {
		if s.Quality.SameText(land) {
			return true
		}
	}
	return false
}

// grantedUnder gives permanent p the abilities a static grants it under a
// condition ("Creatures that are enchanted can't attack or block."): only
// "enchanted" is read for granted abilities, and the board decides it.
func (b *board) grantedUnder(a ability.Ability, p *perm) bool {
	return a.Condition == ability.Always || a.Condition == ability.Enchanted && b.enchanted(p)
}

// costNotes says, for each player attacked at a cost, what the active
// player must pay (308.2d): "{N} for each of K attacking creatures" when
// every attacker costs the same, else the total with each creature's part.
func (plan *attackPlan) costNotes() []Note {
	var n []Note
	b := plan.b
	for _, p := range b.opponents() {
		var costs []int
		var parts []string
		var objs []ObjectID
		var names []string
		total := 0
		for _, c := range plan.attackers {
			if c == nil || plan.player[c.ID] != p {
				continue
			}
			cost, from := b.attackCost(c, p)
			costs = append(costs, cost)
			total += cost
			parts = append(parts, fmt.Sprintf("{%d} for %s", cost, c.label()))
			for _, s := range from {
				if !slices.Contains(objs, s.from.ID) {
					objs = append(objs, s.from.ID)
					names = append(names, s.from.label())
				}
			}
		}
		if total == 0 {
			continue
		}
		k := len(costs)
		if slices.Min(costs) == slices.Max(costs) {
			n = append(n, Note{Rule: "308.2d", Objects: objs,
				Message: fmt.Sprintf("%s must pay {%d} to attack %s: {%d} for each of %d attacking %s (%s).", b.ActivePlayer, total, p, costs[0], k, plural(k, "creature", "creatures"), strings.Join(names, ", "))})
			continue
		}
		n = append(n, Note{Rule: "308.2d", Objects: objs,
			Message: fmt.Sprintf("%s must pay {%d} to attack %s: %s (%s).", b.ActivePlayer, total, p, strings.Join(parts, ", "), strings.Join(names, ", "))})
	}
	return n
}
