package walk

import (
	"rulesjudge/rules/game"
)

// A change of control until end of turn ("gain control of target
// creature until end of turn"): the trick's player controls the permanent
// until the turn ends (418.3a: it stays so once combat is over, and the
// board after combat shows it). The permanent has not been under its new
// controller continuously since the turn began, so without haste it
// neither attacks nor uses {T} abilities for them (212.3d). A creature in
// combat that changes controller is removed from combat (306.2): it no
// longer attacks or blocks, deals and is dealt no combat damage; the
// creatures it was blocking stay blocked. One gained before attackers are
// declared, with haste, may be declared an attacker by its new controller
// (attackersBeforeTricks checks that declaration on the board after the
// tricks at the beginning of combat).

// gainControl gives the trick's player control of permanent id until end
// of turn.
func (w *walk) gainControl(t game.Trick, line trickLine, id game.ObjectID) {
	what := w.usedName(t, line)
	p := w.permanent(id)
	if p == nil {
		return
	}
	if p.Controller == t.Player {
		w.event(EventTrick, "418.3a", []game.ObjectID{id, t.Player}, "%s resolves: %s controls %s already; its control does not change.", what, t.Player, w.name(id))
		return
	}
	inCombat := w.inCombat(id, true) || w.inCombat(id, false)
	from := p.Controller
	p.Controller, p.SummoningSick = t.Player, true
	w.changed()
	w.event(EventTrick, "418.3a", []game.ObjectID{id, t.Player}, "%s resolves: %s gains control of %s from %s until end of turn (it stays under %s's control once combat is over). It has not been under %s's control since the turn began: without haste it can't attack or use {T} abilities (212.3d).", what, t.Player, w.name(id), from, t.Player, t.Player)
	if inCombat {
		w.removeFromCombat(id, what+": its controller changes")
	}
}

// tapWhenControlLost reports the delayed effect "when you lose control of
// the creature, tap it": the control lasts until end of turn, after the
// combat the judge walks, so the permanent is tapped then, outside what
// the judge models (404.4).
func (w *walk) tapWhenControlLost(t game.Trick, line trickLine, id game.ObjectID) {
	if !w.inPlay(id) {
		return
	}
	w.event(EventTrick, "404.4", []game.ObjectID{id}, "%s resolves: when %s loses control of %s, as the turn ends after this combat, %s becomes tapped; the judge models no step after combat, so it stays as it is here.", w.usedName(t, line), t.Player, w.name(id), w.name(id))
}
