package rules

import (
	"fmt"
	"slices"

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
			if ab.Abilities[0].Keyword == ability.OtherGainsFirstStrike { // Mammoth Harness's
				if q := w.permanent(other.ID); q != nil {
					q.Abilities = append(slices.Clone(q.Abilities), "First strike")
					w.changed()
					w.event(EventTrigger, rule, []ObjectID{src.ID, on.ID, other.ID}, "%s's ability \"%s\" resolves for %s and %s: %s gains first strike until end of turn (written on the permanent).", src.label(), ab.Text, on.label(), other.label(), other.label())
				}
				return
			}
			if ab.Abilities[0].Keyword == ability.DestroyBoth { // Dead-Iron Sledge's: both, now
				w.event(EventTrigger, rule, []ObjectID{src.ID, on.ID, other.ID}, "%s's ability \"%s\" resolves for %s and %s: both are destroyed.", src.label(), ab.Text, on.label(), other.label())
				w.destroy(EventTrigger, src.ID, on.ID, ab.Text, rule)
				w.destroy(EventTrigger, src.ID, other.ID, ab.Text, rule)
				return
			}
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

// eachAttachedDamage calls fn for each trigger of an Aura or Equipment on
// the combat damage to a player the creature it is attached to dealt
// (the Swords', ability/trigger_events.go): the Aura or Equipment has the
// ability, controls it and is its source (410.2). before is the board as
// the damage was dealt; damage prevented triggers nothing (410.7).
func eachAttachedDamage(before *board, dealt []Dealt, fn func(src, on *perm, ab ability.Ability, to ObjectID)) {
	for _, src := range before.order {
		if src.AttachedTo == "" {
			continue
		}
		for _, ab := range src.all(ability.WhenAttachedDamagesPlayer) {
			for _, d := range dealt {
				if d.Source == src.AttachedTo && d.Amount > 0 && before.perms[d.To] == nil && before.perms[d.Source] != nil {
					fn(src, before.perms[d.Source], ab, d.To)
				}
			}
		}
	}
}

// attachedDamageTriggers are those triggers, resolved as the source's own
// (combat_triggers.go).
func (w *walk) attachedDamageTriggers(before *board, dealt []Dealt) []pending {
	var out []pending
	eachAttachedDamage(before, dealt, func(src, on *perm, ab ability.Ability, to ObjectID) {
		if t, ok := w.eventTrigger(src, ab, "410.2", effectContext{defender: to, other: on.ID}); ok {
			out = append(out, t)
		}
	})
	return out
}

// attachedDamageNotes notes them for a damage step resolved alone.
func attachedDamageNotes(b *board, dealt []Dealt) []Note {
	var n []Note
	eachAttachedDamage(b, dealt, func(src, on *perm, ab ability.Ability, to ObjectID) {
		n = append(n, Note{Rule: "410.2", Objects: []ObjectID{src.ID, on.ID}, Message: fmt.Sprintf("%s's ability \"%s\" triggers on %s's combat damage to %s; the board afterwards doesn't show its effect (POST /v1/combat/resolve walks the combat with it).", src.label(), ab.Text, on.label(), to)})
	})
	return n
}
