package declare

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// This file checks what a declaration pays for its costs to attack and to
// block (308.2d, 309.2b), which costs.go totals, and writes the notes of
// what is owed: mana, life and the lands sacrificed.

// costNotes says, for each player attacked at a cost, what the active
// player must pay (308.2d): "{N} for each of K attacking creatures" when
// two or more attackers cost the same, else the total with each
// creature's part ("{2} for Serra Angel").
func (plan *AttackPlan) costNotes() []game.Note {
	var n []game.Note
	b := plan.B
	for _, p := range b.Opponents() {
		if !plan.anyAttackCost(p) {
			continue // the note is written only when attacking p costs something
		}
		var costs []int
		var costed []*state.Perm // the attackers of costs, for the parts of the note
		var objs []game.ObjectID
		var names []string
		total := 0
		for _, c := range plan.Attackers {
			if c == nil || plan.Player[c.ID] != p {
				continue
			}
			cost, from := attackCost(b, c, p)
			costs = append(costs, cost)
			costed = append(costed, c)
			total += cost
			for _, s := range from {
				if !slices.Contains(objs, s.From.ID) {
					objs = append(objs, s.From.ID)
					names = append(names, s.From.Label())
				}
			}
		}
		if total == 0 {
			continue
		}
		k := len(costs)
		if k > 1 && slices.Min(costs) == slices.Max(costs) {
			n = append(n, game.Note{Rule: "308.2d", Objects: objs,
				Message: fmt.Sprintf("%s must pay {%d} to attack %s: {%d} for each of %d attacking creatures (%s).", b.ActivePlayer, total, p, costs[0], k, strings.Join(names, ", "))})
			continue
		}
		parts := make([]string, len(costs))
		for i, cost := range costs {
			parts[i] = fmt.Sprintf("{%d} for %s", cost, costed[i].Label())
		}
		n = append(n, game.Note{Rule: "308.2d", Objects: objs,
			Message: fmt.Sprintf("%s must pay {%d} to attack %s: %s (%s).", b.ActivePlayer, total, p, strings.Join(parts, ", "), strings.Join(names, ", "))})
	}
	return n
}

// anyAttackCost reports whether any attacker attacking player p costs
// mana to attack (attackCost), so that costNotes has a note to write.
func (plan *AttackPlan) anyAttackCost(p game.PlayerID) bool {
	for _, c := range plan.Attackers {
		if c != nil && plan.Player[c.ID] == p {
			if cost, _ := attackCost(plan.B, c, p); cost != 0 {
				return true
			}
		}
	}
	return false
}

// attackCostly reports whether creature c attacking player p costs
// anything (308.2d): mana, or a land to sacrifice. Such a creature is
// exempt from requirements to attack while the cost is unpaid (500.2).
func attackCostly(b *state.Board, c *state.Perm, p game.PlayerID) bool {
	cost, _ := attackCost(b, c, p)
	n, _ := attackSacrifices(b, c)
	return cost > 0 || n > 0
}

// sacrificesPaid checks the lands the declaration says it sacrifices for
// the costs to attack (308.2d): exactly as many as the costs total, each a
// land the active player controls, none twice. Left out, the notes say
// what is owed.
func (plan *AttackPlan) sacrificesPaid() []game.Violation {
	b := plan.B
	total := 0
	var objs []game.ObjectID
	for _, c := range plan.Attackers {
		n, from := attackSacrifices(b, c)
		total += n
		for _, s := range from {
			objs = game.Objects(append(objs, s.From.ID)...)
		}
	}
	if plan.Sacrificed == nil {
		return nil
	}
	var v []game.Violation
	seen := map[game.ObjectID]bool{}
	for _, id := range plan.Sacrificed {
		l := b.Perms[id]
		switch {
		case l == nil:
			continue // refused as input
		case seen[id]:
			v = append(v, game.Violation{Rule: "308.2d", Objects: []game.ObjectID{id}, Message: fmt.Sprintf("%s is sacrificed twice; a permanent is sacrificed once.", l.Label())})
		case !l.HasType("land") || l.Controller != b.ActivePlayer:
			v = append(v, game.Violation{Rule: "308.2d", Objects: []game.ObjectID{id}, Message: fmt.Sprintf("%s is not a land %s controls: the costs to attack ask for lands of the attacking player's.", l.Label(), b.ActivePlayer)})
		}
		seen[id] = true
	}
	v = append(v, plan.sacrificedKinds(total)...) // require.go
	if len(plan.Sacrificed) != total {
		v = append(v, game.Violation{Rule: "308.2d", Objects: objs,
			Message: fmt.Sprintf("The costs to attack total %d %s to sacrifice and %d %s sacrificed: the costs of a declaration are paid exactly, or it is not made.", total, game.Plural(total, "land", "lands"), len(plan.Sacrificed), game.Plural(len(plan.Sacrificed), "is", "are"))})
	}
	return v
}

// sacrificeNotes says how many lands the active player must sacrifice to
// attack (308.2d), and for which attackers.
func (plan *AttackPlan) sacrificeNotes() []game.Note {
	var names []string
	var objs []game.ObjectID
	total := 0
	for _, c := range plan.Attackers {
		if c == nil {
			continue
		}
		n, from := attackSacrifices(plan.B, c)
		if n == 0 {
			continue
		}
		total += n
		names = append(names, fmt.Sprintf("%d for %s%s", n, c.Label(), kindsOwed(from)))
		for _, s := range from {
			objs = game.Objects(append(objs, s.From.ID)...)
		}
	}
	if total == 0 {
		return nil
	}
	return []game.Note{{Rule: "308.2d", Objects: objs,
		Message: fmt.Sprintf("%s must sacrifice %d %s to attack: %s.", plan.B.ActivePlayer, total, game.Plural(total, "land", "lands"), strings.Join(names, ", "))}}
}

// blockCosts totals the costs of the proposed blocks (309.2b).
func (plan *BlockPlan) blockCosts() (mana, life int, from []game.ObjectID) {
	if len(plan.blockers) > 0 && !plan.blocksCost() {
		return 0, 0, []game.ObjectID{} // no block costs anything: no cost, from no permanent
	}
	for i, c := range plan.blockers {
		m, l, f := plan.blockCost(c, plan.named[i])
		mana, life = mana+m, life+l
		from = game.Objects(append(from, f...)...)
	}
	return mana, life, from
}

// blockCostsPaid checks what the declaration says it pays for the costs to
// block (309.2b: totalled, locked in, then paid): a payment that is not the
// total means the declaration is not made.
func (plan *BlockPlan) blockCostsPaid() []game.Violation {
	mana, life, from := plan.blockCosts()
	var v []game.Violation
	if plan.Paid != nil && *plan.Paid != mana {
		v = append(v, game.Violation{Rule: "309.2b", Objects: from,
			Message: fmt.Sprintf("The costs to block total {%d} and {%d} is paid: the costs of a declaration are paid exactly, or it is not made.", mana, *plan.Paid)})
	}
	if plan.LifePaid != nil && *plan.LifePaid != life {
		v = append(v, game.Violation{Rule: "309.2b", Objects: from,
			Message: fmt.Sprintf("The costs to block total %d life and %d life is paid: the costs of a declaration are paid exactly, or it is not made.", life, *plan.LifePaid)})
	}
	return v
}

// blockCostNotes says what the defending player must pay to block (309.2b).
func (plan *BlockPlan) blockCostNotes() []game.Note {
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
	for _, p := range plan.b.Opponents() {
		if plan.defends(p) {
			defenders = append(defenders, string(p))
		}
	}
	return []game.Note{{Rule: "309.2b", Objects: from,
		Message: fmt.Sprintf("%s must pay %s to block as declared.", strings.Join(defenders, " and "), strings.Join(owed, " and "))}}
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
