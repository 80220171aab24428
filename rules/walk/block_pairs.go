package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/block_pairs.go: the triggers of the board's
// permanents on each pair of a blocker and the attacker it blocks, once
// for each pair whose creatures the event describes as blockers are
// declared (410.6): the attacker's quality, or which of the two has the
// lesser power then. The effect is on one of the pair, found as it
// resolves.

// blockPairTriggers are those triggers of the declaration of blockers c.
func (w *walk) blockPairTriggers(c *damage.Combat) []pending {
	var out []pending
	for _, src := range c.B.Order {
		for _, ab := range src.Readings {
			if t := ability.TriggerOf(ab.Keyword); t == nil || t.Whose.Subject != ability.Selected || t.Other == ability.NoOther {
				continue
			}
			for _, bl := range c.Blockers {
				for _, a := range c.Blocking[bl.ID] {
					if pairMatches(ab, bl, a) {
						out = append(out, w.pairTrigger(src, ab, bl.ID, a.ID))
					}
				}
			}
		}
	}
	return out
}

// pairMatches reports whether blocker bl blocking attacker a is an
// occurrence of ab's event.
func pairMatches(ab ability.Ability, bl, a *state.Perm) bool {
	if t := ability.TriggerOf(ab.Keyword); t.Other == ability.ByLesserPower {
		if t.Event == ability.BecomesBlocked { // the blocker's power is less
			return powerOf(bl) < powerOf(a)
		}
		return powerOf(a) < powerOf(bl)
	}
	return state.Holds(ab.Quality, a)
}

// powerOf is a creature's power as the board gives it (below 0 too).
func powerOf(p *state.Perm) int {
	if p.Power == nil {
		return 0
	}
	return *p.Power
}

// pairTrigger resolves a trigger of src on blocker bl blocking attacker a.
func (w *walk) pairTrigger(src *state.Perm, ab ability.Ability, bl, a game.ObjectID) pending {
	e := ab.Abilities[0]
	target := bl
	f := effectOf(e)
	if f.Whom == ability.TheAttacker {
		target = a
	}
	return pending{controller: src.Controller, source: src.ID, other: target, text: ab.Text, resolve: func() {
		if f.Is(ability.Destruction) {
			w.destroy(EventTrigger, src.ID, target, ab.Text, "410.6") // destruction.go
			return
		}
		objects := []game.ObjectID{src.ID, bl, a}
		if !w.boost(target, e.Power, e.Toughness) {
			w.event(EventTrigger, "410.6", objects, "%s's ability \"%s\" resolves for %s blocking %s, but %s has left play: it does nothing.", src.Label(), ab.Text, w.name(bl), w.name(a), w.name(target))
			return
		}
		w.event(EventTrigger, "410.6", objects, "%s's ability \"%s\" resolves for %s blocking %s: %s gets %+d/%+d until end of turn (now %s).", src.Label(), ab.Text, w.name(bl), w.name(a), w.name(target), e.Power, e.Toughness, w.pt(target))
	}}
}
