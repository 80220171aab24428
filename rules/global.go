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
func cantAttackPlayer(b *board, c *perm, p PlayerID) []Violation {
	var v []Violation
	for _, s := range b.sources(ability.CreaturesCantAttackYou) {
		if s.from.Controller == p && holds(s.Quality, c) {
			v = append(v, Violation{Rule: "500.2", Objects: []ObjectID{c.ID, s.from.ID, p},
				Message: fmt.Sprintf("%s can't attack %s: %s says %q.", c.label(), p, s.from.label(), s.Text)})
		}
	}
	return v
}

// attacksAsDefender reports whether c's defender keeps it from attacking
// (502.41b): not when an effect lets it attack as though it didn't have
// defender (Rolling Stones, Animate Wall).
func attacksAsDefender(c *perm) bool {
	return c.has(ability.Defender) && !c.has(ability.AttacksDespiteDefender)
}

// globalAttackRestrictions are the restrictions of 500.2 that count
// attackers and come from the statics of this file: "can only attack
// alone" (Errantry) and "No more than N creatures can attack you each
// combat" (Crawlspace), which counts the creatures attacking its
// controller only.
func globalAttackRestrictions(b *board) []countRestriction {
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
func attackCost(b *board, c *perm, p PlayerID) (total int, from []sourced) {
	for _, s := range b.sources(ability.AttackTax) {
		if s.from.Controller == p && (!s.Quality.Given() || holds(s.Quality, c)) {
			total += s.N
			from = append(from, s)
		}
	}
	for _, s := range b.sources(ability.AttackTaxDomain) {
		if x := domain(b, p); s.from.Controller == p && x > 0 {
			total += x
			from = append(from, s)
		}
	}
	for _, a := range c.all(ability.AttackCost) {
		total += a.N
		from = append(from, sourced{costSource(b, c, a), a})
	}
	return ownAttackCost(b, c, total, from) // require.go
}

// costSource is the permanent that gave c its own cost a: the Aura or
// other permanent whose effect granted it, or c itself.
func costSource(b *board, c *perm, a ability.Ability) *perm {
	for _, g := range c.record().given {
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
func landwalkIgnored(b *board, c *perm, land ability.Quality) bool {
	if everyLandwalkIgnored(b, c) {
		return true
	}
	for _, s := range b.sources(ability.LandwalkIgnored) {
		if s.Quality.SameText(land) {
			return true
		}
	}
	return false
}

// everyLandwalkIgnored reports whether creature c may block as though
// attackers had no landwalk abilities at all (Staff of the Ages, Street
// Savvy).
func everyLandwalkIgnored(b *board, c *perm) bool {
	return c.has(ability.BlocksLandwalkers) || len(b.sources(ability.AllLandwalkIgnored)) > 0
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
			cost, from := attackCost(b, c, p)
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

// attackCostly reports whether creature c attacking player p costs
// anything (308.2d): mana, or a land to sacrifice. Such a creature is
// exempt from requirements to attack while the cost is unpaid (500.2).
func attackCostly(b *board, c *perm, p PlayerID) bool {
	cost, _ := attackCost(b, c, p)
	n, _ := attackSacrifices(b, c)
	return cost > 0 || n > 0
}

// attackSacrifices is how many lands creature c's attack costs its
// controller (Flooded Woodlands: "[quality] creatures can't attack unless
// their controller sacrifices a land for each [quality] creature ...
// that's attacking"), and which permanents say so.
func attackSacrifices(b *board, c *perm) (n int, from []sourced) {
	for _, s := range b.sources(ability.AttackSacrificeTax) {
		if holds(s.Quality, c) {
			n++
			from = append(from, s)
		}
	}
	for _, a := range c.all(ability.AttackSacrifice) { // require.go
		n += a.N
		from = append(from, sourced{c, a})
	}
	return n, from
}

// domain is the number of basic land types among the lands player p
// controls (Collective Restraint's X).
func domain(b *board, p PlayerID) int {
	seen := map[string]bool{}
	for _, l := range b.order {
		if l.Controller != p || !l.hasType("land") {
			continue
		}
		for _, t := range []string{"plains", "island", "swamp", "mountain", "forest"} {
			if l.hasSubtype(t) {
				seen[t] = true
			}
		}
	}
	return len(seen)
}

// sacrificesPaid checks the lands the declaration says it sacrifices for
// the costs to attack (308.2d): exactly as many as the costs total, each a
// land the active player controls, none twice. Left out, the notes say
// what is owed.
func (plan *attackPlan) sacrificesPaid() []Violation {
	b := plan.b
	total := 0
	var objs []ObjectID
	for _, c := range plan.attackers {
		n, from := attackSacrifices(b, c)
		total += n
		for _, s := range from {
			objs = objects(append(objs, s.from.ID)...)
		}
	}
	if plan.sacrificed == nil {
		return nil
	}
	var v []Violation
	seen := map[ObjectID]bool{}
	for _, id := range plan.sacrificed {
		l := b.perms[id]
		switch {
		case l == nil:
			continue // refused as input
		case seen[id]:
			v = append(v, Violation{Rule: "308.2d", Objects: []ObjectID{id}, Message: fmt.Sprintf("%s is sacrificed twice; a permanent is sacrificed once.", l.label())})
		case !l.hasType("land") || l.Controller != b.ActivePlayer:
			v = append(v, Violation{Rule: "308.2d", Objects: []ObjectID{id}, Message: fmt.Sprintf("%s is not a land %s controls: the costs to attack ask for lands of the attacking player's.", l.label(), b.ActivePlayer)})
		}
		seen[id] = true
	}
	v = append(v, plan.sacrificedKinds(total)...) // require.go
	if len(plan.sacrificed) != total {
		v = append(v, Violation{Rule: "308.2d", Objects: objs,
			Message: fmt.Sprintf("The costs to attack total %d %s to sacrifice and %d %s sacrificed: the costs of a declaration are paid exactly, or it is not made.", total, plural(total, "land", "lands"), len(plan.sacrificed), plural(len(plan.sacrificed), "is", "are"))})
	}
	return v
}

// sacrificeNotes says how many lands the active player must sacrifice to
// attack (308.2d), and for which attackers.
func (plan *attackPlan) sacrificeNotes() []Note {
	var names []string
	var objs []ObjectID
	total := 0
	for _, c := range plan.attackers {
		if c == nil {
			continue
		}
		n, from := attackSacrifices(plan.b, c)
		if n == 0 {
			continue
		}
		total += n
		names = append(names, fmt.Sprintf("%d for %s%s", n, c.label(), kindsOwed(from)))
		for _, s := range from {
			objs = objects(append(objs, s.from.ID)...)
		}
	}
	if total == 0 {
		return nil
	}
	return []Note{{Rule: "308.2d", Objects: objs,
		Message: fmt.Sprintf("%s must sacrifice %d %s to attack: %s.", plan.b.ActivePlayer, total, plural(total, "land", "lands"), strings.Join(names, ", "))}}
}

// cantBlockYours lists why creature c can't block attacker a under a
// permanent of a's controller that says "[quality] creatures can't block
// creatures you control" (Heat Wave): a restriction (500.1, 500.3).
func cantBlockYours(b *board, c, a *perm, add func(rule RuleID, format string, args ...any)) {
	for _, s := range b.sources(ability.CreaturesCantBlockYours) {
		if s.from.Controller == a.Controller && holds(s.Quality, c) {
			add("500.3", "%s can't block %s: %s says %q.", c.label(), a.label(), s.from.label(), s.Text)
		}
	}
}

// blockCost is what creature c blocking the attackers named costs (309.2b):
// mana for each attacker it blocks that "can't be blocked unless defending
// player pays {N} for each creature ... blocking it" (Awesome Presence),
// and life for each permanent of an attacker's controller that taxes c's
// blocks ("Nonblue creatures can't block creatures you control unless their
// controller pays 1 life for each blocking creature", Heat Wave), once per
// blocking creature.
func (plan *blockPlan) blockCost(c *perm, named []*perm) (mana, life int, from []ObjectID) {
	blocked := plan.blocked(named)
	for _, a := range blocked {
		for _, r := range a.all(ability.BlockedCost) {
			mana += r.N
			from = objects(append(from, costSource(plan.b, a, r).ID)...)
		}
	}
	for _, s := range plan.b.sources(ability.BlockTaxLife) {
		if !holds(s.Quality, c) {
			continue
		}
		if slices.ContainsFunc(blocked, func(a *perm) bool { return a.Controller == s.from.Controller }) {
			life += s.N
			from = objects(append(from, s.from.ID)...)
		}
	}
	m, f := plan.ownBlockCost(c, blocked) // require.go
	return mana + m, life, objects(append(from, f...)...)
}

// blockCosts totals the costs of the proposed blocks (309.2b).
func (plan *blockPlan) blockCosts() (mana, life int, from []ObjectID) {
	for i, c := range plan.blockers {
		m, l, f := plan.blockCost(c, plan.named[i])
		mana, life = mana+m, life+l
		from = objects(append(from, f...)...)
	}
	return mana, life, from
}

// blockCostsPaid checks what the declaration says it pays for the costs to
// block (309.2b: totalled, locked in, then paid): a payment that is not the
// total means the declaration is not made.
func (plan *blockPlan) blockCostsPaid() []Violation {
	mana, life, from := plan.blockCosts()
	var v []Violation
	if plan.paid != nil && *plan.paid != mana {
		v = append(v, Violation{Rule: "309.2b", Objects: from,
			Message: fmt.Sprintf("The costs to block total {%d} and {%d} is paid: the costs of a declaration are paid exactly, or it is not made.", mana, *plan.paid)})
	}
	if plan.lifePaid != nil && *plan.lifePaid != life {
		v = append(v, Violation{Rule: "309.2b", Objects: from,
			Message: fmt.Sprintf("The costs to block total %d life and %d life is paid: the costs of a declaration are paid exactly, or it is not made.", life, *plan.lifePaid)})
	}
	return v
}

// blockCostNotes says what the defending player must pay to block (309.2b).
func (plan *blockPlan) blockCostNotes() []Note {
	mana, life, from := plan.blockCosts()
	var owed []string
	if mana > 0 {
		owed = append(owed, fmt.Sprintf("{%d}", mana))
	}
	if life > 0 {
		owed = append(owed, fmt.Sprintf("%d life", life))
	}
	if len(owed) == 0 {
		return nil
	}
	var defenders []string
	for _, p := range plan.b.opponents() {
		if plan.defends(p) {
			defenders = append(defenders, string(p))
		}
	}
	return []Note{{Rule: "309.2b", Objects: from,
		Message: fmt.Sprintf("%s must pay %s to block as declared.", strings.Join(defenders, " and "), strings.Join(owed, " and "))}}
}

// blocksCost reports whether any block may cost something on this board
// (blockable.free asks what each one costs only then).
func (plan *blockPlan) blocksCost() bool {
	return len(plan.b.sources(ability.BlockTaxLife)) > 0 || ownBlockCosts(plan.b) || slices.ContainsFunc(plan.attack.attackers, func(a *perm) bool { return a != nil && a.has(ability.BlockedCost) })
}

// free is allowed narrowed to the blocks the creature makes at no cost: a
// creature with an unpaid cost to block is exempt from requirements to
// block (500.3), so only free blocks can obey one.
func (f *blockable) free(o blockOption) bool {
	if !f.allowed(o) {
		return false
	}
	if !f.costly {
		return true // no block costs anything on this board
	}
	mana, life, _ := f.plan.blockCost(f.c, o)
	return mana == 0 && life == 0
}
