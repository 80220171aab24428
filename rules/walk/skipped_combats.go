package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// skipNextCombat resolves "target player skips their next combat phase"
// of trick t for player id: skipping is a replacement effect (419.6e), and
// the combat phase the judge walks has begun, so it can't be skipped any
// more: the effect waits for that player's next combat phase, after this
// one, and changes nothing here. The event says so.
func (w *walk) skipNextCombat(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	w.event(EventTrick, "419.6e", []game.ObjectID{id}, "%s resolves: %s will skip their next combat phase. This combat phase has begun and can no longer be skipped, so the effect waits for a later combat phase of %s, after the combat judged; nothing changes in this one.", w.usedName(t, line), id, id)
}
