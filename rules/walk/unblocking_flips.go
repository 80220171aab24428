package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// A flip that takes a blocker out of combat and unblocks what it alone
// blocked (Ydwen Efreet's): the outcome is given in choices.flips
// (coin_flips.go).

func init() {
	listForms(map[ability.Effect]effectResolver{{Action: ability.Chance, Duration: ability.Once, Whom: ability.Itself, Plus: ability.BlockRestriction}: func(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, _ effectContext) pending {
		return pending{controller: p.Controller, source: p.ID, resolve: func() { w.flipRemoveAndUnblock(p, ab, rule) }}
	}}) // trigger_effect_forms.go
}

// flipRemoveAndUnblock: if its controller loses the flip, the creature is
// removed from combat (306.2); that it can't block this turn changes no
// block declared already, and this turn has no other combat the
// judge walks. Each attacker it blocks that no other creature was declared
// to block becomes unblocked, as the card says: it is dropped from the
// creature's block, so no blocker is left for it and it assigns its
// combat damage as an unblocked creature does (310.4). An attacker another
// creature also blocked stays blocked.
func (w *walk) flipRemoveAndUnblock(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	lost := w.flipLost(p, ab.Text, EventTrigger, rule) // coin_flips.go
	switch {
	case !lost:
		return
	case !w.inPlay(p.ID):
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s loses the flip, but %s has left play: it does nothing.", p.Controller, p.Label())
		return
	}
	i := slices.IndexFunc(w.d.Blockers, func(b game.Blocker) bool { return b.Creature == p.ID })
	var freed, kept []game.ObjectID
	if i >= 0 {
		for _, a := range w.d.Blockers[i].Blocking {
			alone := !slices.ContainsFunc(w.d.Blockers, func(b game.Blocker) bool { return b.Creature != p.ID && slices.Contains(b.Blocking, a) })
			if alone {
				freed = append(freed, a)
			} else {
				kept = append(kept, a)
			}
		}
		blockers := slices.Clone(w.d.Blockers)
		blockers[i].Blocking = kept
		w.d.Blockers = blockers
		w.changed()
	}
	w.removeFromCombat(p.ID, fmt.Sprintf("its ability \"%s\": its controller lost the flip", ab.Text))
	w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s can't block this turn: blockers are declared already, and a creature that can't block is not taken out of a block declared, so this changes no block.", p.Label())
	for _, a := range freed {
		w.event(EventDeclared, rule, []game.ObjectID{a, p.ID}, "%s had become blocked by %s alone: it becomes unblocked, as the ability says.", w.name(a), p.Label())
	}
}
