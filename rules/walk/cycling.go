package walk

import (
	"fmt"
	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
)

// A card cycled as a trick (game.Trick.Cycled): cycling is an activated
// ability of the card in its owner's hand, discarding it (502.18a), usable
// whenever its player has priority; the card is not cast, so no
// restriction on casting it applies. Its trigger "When you cycle ~, you
// may ..." goes on the stack and resolves before the next trick (410.5:
// the request models no responses), the "you may" taken as yes: the trick
// cycles the card for it. Its targets are the trigger's. The card drawn
// changes nothing this combat holds. A card cast (no cycled) does what the
// rest of its text says: the trigger on cycling is no part of the spell.

// cycledOrCast keeps of line's reading what the trick does: the triggers
// on cycling when the card is cycled, the rest of its text when it is
// cast. A card cycled without such a trigger is an input error: the trick
// would do nothing the combat holds.
func (r trickReader) cycledOrCast(t game.Trick, line *trickLine) {
	cycled, rest := trick.SplitCycled(line.reading.Parts)
	if !t.Cycled {
		line.reading.Parts = rest
		return
	}
	if len(cycled) == 0 {
		r.errs.Add(r.at("cycled"), "%s has no trigger on being cycled (\"When you cycle ~, ...\") the judge reads", t.Spell.Name)
		return
	}
	line.reading.Parts = trick.CycledEffects(cycled)
	line.cycled, line.cast, line.choices.kicker = true, castWindow{}, ""
}

// cycledEvent says the card is cycled and its trigger on cycling put on
// the stack.
func (w *walk) cycledEvent(t game.Trick, line trickLine) {
	may := fmt.Sprintf("; %s chooses to apply its \"you may\"", t.Player)
	if !isInstant(t.Spell.Types) {
		may = "" // a card that is no instant: its trigger has no "you may" (own_triggers.go)
	}
	w.event(EventTrick, "502.18a", w.trickObjects(t, line), "%s cycles %s: discards it and draws a card (the draw changes nothing this combat holds). Its trigger \"when you cycle\" goes on the stack%s and resolves%s.", t.Player, line.name, w.targetList(t), may)
}
