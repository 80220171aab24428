package rules

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
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
func attackTriggerNotes(plan *attackPlan) []Note {
	var n []Note
	if hasCreatureTriggers(plan.b) { // triggers_walk.go
		n = creatureTriggerNotes(plan.b, slices.DeleteFunc(slices.Clone(plan.attackers), func(a *perm) bool { return a == nil }), onAttack, plan.player)
	}
	for _, a := range plan.attackers {
		if a == nil {
			continue
		}
		for _, ab := range attackTriggersOf(a, len(plan.attackers)) { // combat_triggers.go
			n = append(n, Note{Rule: "410.2", Objects: []ObjectID{a.ID}, Message: fmt.Sprintf("%s's ability \"%s\" triggers; this check doesn't apply it (POST /v1/combat/resolve walks the combat with it).", a.label(), ab.Text)})
		}
	}
	return n
}

// blockTriggerNotes notes the combat triggers a legal declaration of
// blockers triggers (410.9a-c), on the board the check read.
func blockTriggerNotes(b *board, d BlockDeclaration) []Note {
	if !anyTrigger(d.Board) {
		return nil // no trigger to note
	}
	c, errs := resolveCombat(b, DamageDeclaration{Board: d.Board, Attackers: d.Attackers, Blockers: d.Blockers})
	if len(errs) > 0 {
		return nil
	}
	var blocked []*perm
	for _, a := range c.attackers {
		if c.blocked[a.ID] {
			blocked = append(blocked, a)
		}
	}
	n := append(creatureTriggerNotes(b, c.blockers, onBlock, nil), creatureTriggerNotes(b, blocked, onBlocked, nil)...) // triggers_walk.go
	n = append(n, attachedBlockNotes(c)...)                                                                             // attached_triggers.go
	note := func(rule RuleID, p *perm, other *perm, ab ability.Ability) {
		objs := []ObjectID{p.ID}
		if other != nil {
			objs = append(objs, other.ID)
		}
		n = append(n, Note{Rule: rule, Objects: objs, Message: fmt.Sprintf("%s's ability \"%s\" triggers; this check doesn't apply it (POST /v1/combat/resolve walks the combat with it).", p.label(), ab.Text)})
	}
	for _, a := range c.attackers {
		for _, ab := range oneOrMoreOf(a, c.blockedBy[a.ID], false) { // combat_triggers.go
			note("410.9a", a, nil, ab)
		}
		for _, ab := range a.abilities {
			switch {
			case !c.blocked[a.ID] && ab.Keyword == ability.WhenUnblocked:
				note("410.2", a, nil, ab)
			case !c.blocked[a.ID]:
			case ab.Keyword == ability.WhenBlocked || ab.Keyword == ability.WhenBlocksOrBlocked:
				note("410.9a", a, nil, ab)
			case ab.Keyword == ability.WhenBlockedByCreature || ab.Keyword == ability.WhenBlocksOrBlockedBy:
				for _, bl := range c.blockedBy[a.ID] {
					if holds(ab.Quality, bl) {
						note("410.9c", a, bl, ab)
					}
				}
			}
		}
	}
	for _, bl := range c.blockers {
		for _, ab := range oneOrMoreOf(bl, c.blocking[bl.ID], true) { // combat_triggers.go
			note("410.9a", bl, nil, ab)
		}
		for _, ab := range bl.abilities {
			switch ab.Keyword {
			case ability.WhenBlocks, ability.WhenBlocksOrBlocked, ability.WhenAttacksOrBlocks:
				note("410.9a", bl, nil, ab)
			case ability.WhenBlocksCreature, ability.WhenBlocksOrBlockedBy:
				for _, a := range c.blocking[bl.ID] {
					if holds(ab.Quality, a) {
						note("410.9b", bl, a, ab)
					}
				}
			}
		}
	}
	return n
}

// damageTriggerNotes notes the "whenever ~ deals combat damage" abilities
// the damage dealt triggers (410.2); damage prevented triggers nothing
// (410.7).
func damageTriggerNotes(b *board, dealt []Dealt) []Note {
	n := damageCreatureNotes(b, dealt)              // triggers_walk.go
	n = append(n, attachedDamageNotes(b, dealt)...) // attached_triggers.go
	n = append(n, dealtNotes(b, dealt)...)          // combat_triggers.go
	once := map[ObjectID]bool{}                     // "whenever ~ deals damage": once for all of its damage
	for _, d := range dealt {
		src := b.perms[d.Source]
		if d.Amount <= 0 || src == nil {
			continue
		}
		toCreature := b.perms[d.To] != nil
		for _, ab := range src.abilities {
			any := (ab.Keyword == ability.WhenDealsDamage || ab.Keyword == ability.WhenDealsCombatDamage) && !once[src.ID]
			if any {
				once[src.ID] = true
			}
			if (ab.Keyword == ability.WhenDamagesCreature || ab.Keyword == ability.WhenDealsDamageToCreature) && toCreature || ab.Keyword == ability.WhenDamagesPlayer && !toCreature || any {
				n = append(n, Note{Rule: "410.2", Objects: objects(src.ID, d.To), Message: fmt.Sprintf("%s's ability \"%s\" triggers on its damage to %s; the board afterwards doesn't show its effect (POST /v1/combat/resolve walks the combat with it).", src.label(), ab.Text, b.name(d.To))})
			}
		}
	}
	return n
}

// anyTrigger reports whether an ability on the board could be, or give, a
// triggered ability: every trigger the walk reads on a declaration is
// written "When" or "Whenever", quoted in what a permanent gives or not.
func anyTrigger(b Board) bool {
	for _, p := range b.Permanents {
		for _, a := range p.Abilities {
			if containsFold(a, "when") { // "when ~ attacks or blocks" too
				return true
			}
		}
	}
	return false
}
