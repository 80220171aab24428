package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"strings"
)

// destroy destroys a permanent by an ability's effect, unless it is gone
// or indestructible.
func (w *walk) destroy(kind string, source, target game.ObjectID, text string, rule game.RuleID) {
	p := w.view().Perms[target]
	switch {
	case p == nil:
		w.event(kind, "404.4d", []game.ObjectID{source, target}, "%s's ability \"%s\" does nothing: %s has left play.", w.name(source), text, w.name(target))
	case p.Has(ability.Indestructible):
		w.event(kind, rule, []game.ObjectID{source, target}, "%s's ability \"%s\" resolves, but %s is indestructible and is not destroyed.", w.name(source), text, p.Label())
	case !strings.Contains(strings.ToLower(text), "can't be regenerated") && w.regenerate(kind, source, target, text): // shields.go
	default:
		before := w.lookBack([]game.ObjectID{target}) // state_based.go: 410.10d
		w.keepPowerLeft(p)                            // life_by_power.go
		w.intoGraveyard(target)
		w.queueDies(before, []game.ObjectID{target})
		w.event(kind, rule, []game.ObjectID{source, target}, "%s's ability \"%s\" resolves: %s is destroyed.", w.name(source), text, p.Label())
		w.settle()
	}
}
