package rules

import (
	"fmt"

	"rulesjudge/rules/ability"
)

// eachAttachedPair calls fn for each trigger of the Auras and Equipment on
// the creatures of a block, about those creatures (ability/auratrig.go,
// Venom's): once for each creature of the quality that the attached
// creature on blocks (410.9b) or that blocks it (410.9c).
func eachAttachedPair(c *combat, fn func(src, on, other *perm, ab ability.Ability, rule RuleID)) {
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
					fn(src, on, other, ab, rule)
				}
			}
		}
	}
}

// attachedBlockTriggers are those triggers, each destroying the other
// creature at end of combat. The Aura or Equipment controls the trigger
// and is its source.
func (w *walk) attachedBlockTriggers(c *combat) []pending {
	var out []pending
	eachAttachedPair(c, func(src, on, other *perm, ab ability.Ability, rule RuleID) {
		out = append(out, pending{controller: src.Controller, source: src.ID, other: on.ID, text: ab.Text, resolve: func() {
			w.delayed = append(w.delayed, delayedDestroy{source: src.ID, target: other.ID, text: ab.Text})
			w.event(EventTrigger, rule, []ObjectID{src.ID, on.ID, other.ID}, "%s's ability \"%s\" resolves for %s and %s: %s will be destroyed at end of combat (a delayed triggered ability, 404.4).", src.label(), ab.Text, on.label(), other.label(), other.label())
		}})
	})
	return out
}

// attachedBlockNotes notes them for a check of blockers, which applies no
// trigger.
func attachedBlockNotes(c *combat) []Note {
	var n []Note
	eachAttachedPair(c, func(src, on, other *perm, ab ability.Ability, rule RuleID) {
		n = append(n, Note{Rule: rule, Objects: []ObjectID{src.ID, on.ID, other.ID}, Message: fmt.Sprintf("%s's ability \"%s\" triggers for %s and %s; this check doesn't apply it (POST /v1/combat/resolve walks the combat with it).", src.label(), ab.Text, on.label(), other.label())})
	})
	return n
}
