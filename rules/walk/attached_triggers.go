package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// eachAttachedPair calls fn for each trigger of the Auras and Equipment on
// the creatures of a block, about those creatures (ability/auratrig.go,
// Venom's): once for each creature of the quality that the attached
// creature on blocks (410.9b) or that blocks it (410.9c).
func eachAttachedPair(c *damage.Combat, fn func(src, on, other *state.Perm, ab ability.Ability, rule game.RuleID)) {
	for _, src := range c.B.Order {
		if src.AttachedTo == "" {
			continue
		}
		for _, ab := range src.Readings {
			if t := ability.TriggerOf(ab.Keyword); t == nil || t.Whose.Subject != ability.Attached || t.Other != ability.ByCreature {
				continue
			}
			on := c.B.Perms[src.AttachedTo]
			if on == nil {
				continue
			}
			rule, others := game.RuleID("410.9b"), c.Blocking[on.ID]
			if c.Blocked[on.ID] {
				rule, others = "410.9c", c.BlockedBy[on.ID]
			}
			for _, other := range others {
				if state.Holds(ab.Quality, other) {
					fn(src, on, other, ab, rule)
				}
			}
		}
	}
}

// attachedBlockTriggers are those triggers, each destroying the other
// creature at end of combat. The Aura or Equipment controls the trigger
// and is its source.
func (w *walk) attachedBlockTriggers(c *damage.Combat) []pending {
	var out []pending
	eachAttachedPair(c, func(src, on, other *state.Perm, ab ability.Ability, rule game.RuleID) {
		out = append(out, pending{controller: src.Controller, source: src.ID, other: on.ID, text: ab.Text, resolve: func() {
			f := effectOf(ab.Abilities[0]).Form()
			if f == (ability.Effect{Action: ability.KeywordGrant, Duration: ability.UntilEndOfTurn, Whom: ability.That}) { // the other creature gains first strike: Mammoth Harness's
				if q := w.permanent(other.ID); q != nil {
					q.Abilities = append(slices.Clone(q.Abilities), "First strike")
					w.changed()
					w.event(EventTrigger, rule, []game.ObjectID{src.ID, on.ID, other.ID}, "%s's ability \"%s\" resolves for %s and %s: %s gains first strike until end of turn (written on the permanent).", src.Label(), ab.Text, on.Label(), other.Label(), other.Label())
				}
				return
			}
			if f == (ability.Effect{Action: ability.Destruction, Duration: ability.Once, Whom: ability.BothCreatures}) { // Dead-Iron Sledge's: both, now
				w.event(EventTrigger, rule, []game.ObjectID{src.ID, on.ID, other.ID}, "%s's ability \"%s\" resolves for %s and %s: both are destroyed.", src.Label(), ab.Text, on.Label(), other.Label())
				w.destroy(EventTrigger, src.ID, on.ID, ab.Text, rule)
				w.destroy(EventTrigger, src.ID, other.ID, ab.Text, rule)
				return
			}
			w.delayed = append(w.delayed, w.attachedDestroyLater(src, on, other, ab)) // end_of_combat_effects.go
			w.event(EventTrigger, rule, []game.ObjectID{src.ID, on.ID, other.ID}, "%s's ability \"%s\" resolves for %s and %s: %s will be destroyed at end of combat (a delayed triggered ability, 404.4).", src.Label(), ab.Text, on.Label(), other.Label(), other.Label())
		}})
	})
	return out
}

// attachedBlockNotes notes them for a check of blockers, which applies no
// trigger.
func attachedBlockNotes(c *damage.Combat) []game.Note {
	var n []game.Note
	eachAttachedPair(c, func(src, on, other *state.Perm, ab ability.Ability, rule game.RuleID) {
		n = append(n, game.Note{Rule: rule, Objects: []game.ObjectID{src.ID, on.ID, other.ID}, Message: fmt.Sprintf("%s's ability \"%s\" triggers for %s and %s; this check doesn't apply it (POST /v1/combat/resolve walks the combat with it).", src.Label(), ab.Text, on.Label(), other.Label())})
	})
	return n
}

// eachAttachedDamage calls fn for each trigger of an Aura or Equipment on
// the combat damage to a player the creature it is attached to dealt
// (the Swords', ability/trigger_events.go): the Aura or Equipment has the
// ability, controls it and is its source (410.2). before is the board as
// the damage was dealt; damage prevented triggers nothing (410.7).
func eachAttachedDamage(before *state.Board, dealt []game.Dealt, fn func(src, on *state.Perm, ab ability.Ability, to game.ObjectID, amount int)) {
	for _, src := range before.Order {
		if src.AttachedTo == "" {
			continue
		}
		for _, ab := range triggersWhere(src, damageTrigger(ability.Attached, ability.DealsCombatDamage, ability.ToPlayer)) {
			for _, d := range dealt {
				if d.Source == src.AttachedTo && d.Amount > 0 && before.Perms[d.To] == nil && before.Perms[d.Source] != nil {
					fn(src, before.Perms[d.Source], ab, d.To, d.Amount)
				}
			}
		}
	}
}

// attachedDamageTriggers are those triggers, resolved as the source's own
// (combat_triggers.go).
func (w *walk) attachedDamageTriggers(before *state.Board, dealt []game.Dealt) []pending {
	var out []pending
	eachAttachedDamage(before, dealt, func(src, on *state.Perm, ab ability.Ability, to game.ObjectID, amount int) {
		if t, ok := w.moreTrigger(src, ab, "410.2", effectContext{defender: to, other: on.ID, amount: amount}); ok {
			out = append(out, t)
		}
	})
	return out
}

// attachedDamageNotes notes them for a damage step resolved alone.
func attachedDamageNotes(b *state.Board, dealt []game.Dealt) []game.Note {
	var n []game.Note
	eachAttachedDamage(b, dealt, func(src, on *state.Perm, ab ability.Ability, to game.ObjectID, _ int) {
		n = append(n, game.Note{Rule: "410.2", Objects: []game.ObjectID{src.ID, on.ID}, Message: fmt.Sprintf("%s's ability \"%s\" triggers on %s's combat damage to %s; the board afterwards doesn't show its effect (POST /v1/combat/resolve walks the combat with it).", src.Label(), ab.Text, on.Label(), to)})
	})
	return n
}
