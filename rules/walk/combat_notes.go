package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The checks of one declaration or one damage step apply the triggers of
// the steps before theirs (combat_progress.go), not those of the step they
// judge or after it; ResolveCombat does. So that a trigger the reader
// understands is never silently dropped, a legal declaration notes each
// "whenever ~ attacks" or "whenever ~ blocks / becomes blocked" ability it
// triggers, and a resolved damage step each "whenever ~ deals [combat]
// damage" ability, as not applied there.

// attackTriggerNotes notes the "whenever ~ attacks" abilities a legal
// declaration of attackers triggers (410.2).
func attackTriggerNotes(plan *declare.AttackPlan) []game.Note {
	var n []game.Note
	if hasCreatureTriggers(plan.B) { // triggers_walk.go
		n = creatureTriggerNotes(plan.B, slices.DeleteFunc(slices.Clone(plan.Attackers), func(a *state.Perm) bool { return a == nil }), onAttack, plan.Player)
	}
	for _, a := range plan.Attackers {
		if a == nil {
			continue
		}
		for _, ab := range attackTriggersOf(a, len(plan.Attackers)) { // combat_triggers.go
			n = append(n, game.Note{Rule: "410.2", Objects: []game.ObjectID{a.ID}, Message: fmt.Sprintf("%s's ability \"%s\" triggers; this check doesn't apply it (POST /v1/combat/resolve walks the combat with it).", a.Label(), ab.Text)})
		}
	}
	return n
}

// blockTriggerNotes notes the combat triggers a legal declaration of
// blockers triggers (410.9a-c), on the board the check read.
func blockTriggerNotes(b *state.Board, d game.BlockDeclaration) []game.Note {
	if !anyTrigger(d.Board) {
		return nil // no trigger to note
	}
	c, errs := damage.ReadCombat(b, game.DamageDeclaration{Board: d.Board, Attackers: d.Attackers, Blockers: d.Blockers})
	if len(errs) > 0 {
		return nil
	}
	var blocked []*state.Perm
	for _, a := range c.Attackers {
		if c.Blocked[a.ID] {
			blocked = append(blocked, a)
		}
	}
	n := append(creatureTriggerNotes(b, c.Blockers, onBlock, nil), creatureTriggerNotes(b, blocked, onBlocked, nil)...) // triggers_walk.go
	n = append(n, attachedBlockNotes(c)...)                                                                             // attached_triggers.go
	note := func(rule game.RuleID, p *state.Perm, other *state.Perm, ab ability.Ability) {
		objs := []game.ObjectID{p.ID}
		if other != nil {
			objs = append(objs, other.ID)
		}
		n = append(n, game.Note{Rule: rule, Objects: objs, Message: fmt.Sprintf("%s's ability \"%s\" triggers; this check doesn't apply it (POST /v1/combat/resolve walks the combat with it).", p.Label(), ab.Text)})
	}
	for _, a := range c.Attackers {
		if !c.Blocked[a.ID] {
			for _, ab := range ownTriggers(a, ability.AttacksUnblocked, ability.NoRefinement) {
				note("410.2", a, nil, ab)
			}
			continue
		}
		sideNotes(a, ability.BecomesBlocked, c.BlockedBy[a.ID], "410.9c", note)
	}
	for _, bl := range c.Blockers {
		sideNotes(bl, ability.Blocks, c.Blocking[bl.ID], "410.9b", note)
	}
	return n
}

// sideNotes notes p's own triggers on its side of a block (side: Blocks
// or BecomesBlocked): once (410.9a; a blocker's "attacks or blocks" too),
// or for each creature of the quality on the other side, others, under
// rule.
func sideNotes(p *state.Perm, side ability.Event, others []*state.Perm, rule game.RuleID, note func(game.RuleID, *state.Perm, *state.Perm, ability.Ability)) {
	for _, ab := range oneOrMoreOf(p, others, side == ability.Blocks) { // combat_triggers.go
		note("410.9a", p, nil, ab)
	}
	for _, ab := range p.Readings {
		t := ability.TriggerOf(ab.Keyword)
		switch {
		case t == nil:
		case ownSide(t, side, ability.NoOther), side == ability.Blocks && ownEvent(t, ability.AttacksOrBlocks, ability.NoRefinement):
			note("410.9a", p, nil, ab)
		case ownSide(t, side, ability.ByCreature):
			for _, o := range others {
				if state.Holds(ab.Quality, o) {
					note(rule, p, o, ab)
				}
			}
		}
	}
}

// damageTriggerNotes notes the "whenever ~ deals combat damage" abilities
// the damage dealt triggers (410.2); damage prevented triggers nothing
// (410.7).
func damageTriggerNotes(b *state.Board, dealt []game.Dealt) []game.Note {
	n := damageCreatureNotes(b, dealt)              // triggers_walk.go
	n = append(n, attachedDamageNotes(b, dealt)...) // attached_triggers.go
	n = append(n, dealtNotes(b, dealt)...)          // combat_triggers.go
	n = append(n, stepTriggerNotes(b, dealt)...)    // damage_triggers.go
	once := map[game.ObjectID]bool{}                // "whenever ~ deals damage": once for all of its damage
	for _, d := range dealt {
		src := b.Perms[d.Source]
		if d.Amount <= 0 || src == nil {
			continue
		}
		toCreature := b.Perms[d.To] != nil
		for _, ab := range src.Readings {
			t := ability.TriggerOf(ab.Keyword)
			if t == nil || !ownDamage(t) {
				continue
			}
			any := t.To == ability.AnyRecipient && !once[src.ID]
			if any {
				once[src.ID] = true
			}
			if t.To != ability.AnyRecipient && damageRecipient(t.To, toCreature) || any {
				n = append(n, game.Note{Rule: "410.2", Objects: game.Objects(src.ID, d.To), Message: fmt.Sprintf("%s's ability \"%s\" triggers on its damage to %s; the board afterwards doesn't show its effect (POST /v1/combat/resolve walks the combat with it).", src.Label(), ab.Text, b.Name(d.To))})
			}
		}
	}
	return n
}

// anyTrigger reports whether an ability on the board could be, or give, a
// triggered ability: every trigger the walk reads on a declaration is
// written "When" or "Whenever", quoted in what a permanent gives or not.
func anyTrigger(b game.Board) bool {
	for _, p := range b.Permanents {
		for _, a := range p.Abilities {
			if state.ContainsFold(a, "when") { // "when ~ attacks or blocks" too
				return true
			}
		}
	}
	return false
}
