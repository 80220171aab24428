package rules

import "rulesjudge/rules/ability"

// attachedBlockTriggers are the triggers of the Auras and Equipment on the
// creatures of a block, about those creatures (ability/auratrig.go,
// Venom's): once for each creature of the quality that the attached
// creature blocks (410.9b) or that blocks it (410.9c), each destroying that
// other creature at end of combat. The Aura or Equipment controls the
// trigger and is its source.
func (w *walk) attachedBlockTriggers(c *combat) []pending {
	var out []pending
	for _, src := range c.b.order {
		if src.AttachedTo == "" {
			continue
		}
		for _, ab := range src.abilities {
			if ab.Keyword != ability.WhenAttachedBlocksOrBlockedBy {
				continue
			}
			on := c.b.perms[src.AttachedTo]
			if on == nil {
				continue
			}
			rule, others := RuleID("410.9b"), c.blocking[on.ID]
			if c.blocked[on.ID] {
				rule, others = "410.9c", c.blockedBy[on.ID]
			}
			for _, other := range others {
				if holds(ab.Quality, other) {
					out = append(out, w.attachedPairTrigger(src, on, other, ab, rule))
				}
			}
		}
	}
	return out
}

// attachedPairTrigger is one of those, for the attached creature on and
// the other creature.
func (w *walk) attachedPairTrigger(src, on, other *perm, ab ability.Ability, rule RuleID) pending {
	return pending{controller: src.Controller, source: src.ID, other: on.ID, text: ab.Text, resolve: func() {
		w.delayed = append(w.delayed, delayedDestroy{source: src.ID, target: other.ID, text: ab.Text})
		w.event(EventTrigger, rule, []ObjectID{src.ID, on.ID, other.ID}, "%s's ability \"%s\" resolves for %s and %s: %s will be destroyed at end of combat (a delayed triggered ability, 404.4).", src.label(), ab.Text, on.label(), other.label(), other.label())
	}}
}
