package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"slices"
)

// leftPlayTriggers are the delayed leaves-play triggers whose permanent
// has left play since they were created: each triggers once.
func (w *walk) leftPlayTriggers() []pending {
	var out []pending
	for i := range w.watches {
		c := &w.watches[i]
		if c.fired || w.permanent(c.watched) != nil {
			continue
		}
		c.fired = true
		if c.dies && !slices.Contains(w.destroyed, c.watched) {
			continue // it left play another way: it can't die this turn any more
		}
		watch := *c
		out = append(out, pending{controller: watch.controller, source: watch.source, resolve: func() { w.leftPlayResolve(watch) }})
	}
	return out
}

// leftPlayResolve resolves a delayed leaves-play trigger: its
// controller sacrifices what it names (only a permanent he or she
// controls), or it is destroyed.
func (w *walk) leftPlayResolve(c leaveWatch) {
	w.event(EventTrigger, "410.10c", []game.ObjectID{c.watched, c.source}, "%s has %s: the delayed triggered ability \"%s\" triggers (404.4b).", w.name(c.watched), map[bool]string{true: "been put into a graveyard from play", false: "left play"}[c.dies], c.text)
	p := w.permanent(c.object)
	switch {
	case p == nil:
		w.event(EventTrigger, "404.4d", []game.ObjectID{c.object}, "\"%s\" does nothing: %s has left play.", c.text, w.name(c.object))
	case c.act == ability.DestroyTarget:
		w.destroy(EventTrigger, c.source, c.object, c.text, "404.4b")
	case p.Controller != c.controller:
		w.event(EventTrigger, "404.4b", []game.ObjectID{c.object}, "\"%s\": %s can't sacrifice %s, which %s controls; nothing happens.", c.text, c.controller, w.name(c.object), p.Controller)
	default:
		before := w.lookBack([]game.ObjectID{c.object}) // state_based.go: 410.10d
		w.remove(c.object)
		w.queueDies(before, []game.ObjectID{c.object})
		w.destroyed = append(w.destroyed, c.object)
		rule, more := game.RuleID("404.4b"), ""
		if declared(w.d, c.object) && !slices.Contains(w.removed, c.object) {
			rule, more = "306.2", ": it leaves play and so leaves combat"
		}
		w.event(EventTrigger, rule, []game.ObjectID{c.object}, "\"%s\" resolves: %s sacrifices %s%s.", c.text, c.controller, w.name(c.object), more)
		w.settle()
	}
}
