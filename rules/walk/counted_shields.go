package walk

import (
	"fmt"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// A trick's shield whose amount is counted as the trick resolves (413.2b,
// 419.7b): "prevent the next X damage that would be dealt to target
// creature this turn, where X is the number of Clerics on the
// battlefield" (the permanents of either player, counted as timesX
// counts them) or "... basic land types among lands you control"; and
// counters a trick puts on a creature ("put a +2/+2 counter on target
// Chimera creature"), which stay on it once combat is over.

// preventCounted gives id a shield of the next X damage, X counted now.
func (w *walk) preventCounted(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	x := w.timesX(t, e, id) * max(e.N, 1)
	what := w.usedName(t, line)
	if x == 0 {
		w.event(EventTrick, "419.7b", []game.ObjectID{id}, "%s resolves: X is %s, counted as it resolves: 0; it prevents no damage.", what, e.Quality.Text)
		return
	}
	w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: X is %s, counted as it resolves: %d.", what, e.Quality.Text, x)
	w.addShield(CombatEvent{Before: t.At, Kind: ShieldAdded, Object: id, Shield: &game.Shield{Kind: game.PreventShield, Amount: x}}, what)
}

// countersByTrick puts e.N counters of +Power/+Toughness on creature id.
func (w *walk) countersByTrick(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	q := w.permanent(id)
	if q == nil {
		return
	}
	kind := counterKind(e.Power, e.Toughness)
	q.Counters = cloneCounters(q.Counters)
	q.Counters[kind] += e.N
	w.changedOn(id)
	w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: %d %s counter(s) put on %s (now %s; counters stay once combat is over).", w.usedName(t, line), e.N, kind, w.name(id), w.pt(id))
}

// counterKind writes the kind of a +P/+T counter as cards print it: a
// zero takes the other number's sign ("-0/-1", "+1/+0").
func counterKind(p, t int) string {
	sign := func(n, other int) string {
		if n < 0 || n == 0 && other < 0 {
			return "-"
		}
		return "+"
	}
	abs := func(n int) int { return max(n, -n) }
	return fmt.Sprintf("%s%d/%s%d", sign(p, t), abs(p), sign(t, p), abs(t))
}
