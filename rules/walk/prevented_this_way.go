package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
)

// A trick whose effect counts "the damage prevented this way" (Test of
// Faith, Candles' Glow, Sacred Boon): the prevention shield the effect
// before it sets up carries the follow-up, which the damage applies as the
// shield prevents damage (419.5, rules/damage/prevented_this_way.go). As
// the trick resolves, the follow-up itself does nothing more than say so.

// thisWayOf is the follow-up of the prevention effect e of a trick's line:
// the effect after it when that one counts the damage e prevents.
func (w *walk) thisWayOf(t game.Trick, line trickLine, e ability.Reading) game.PreventedThisWay {
	parts := line.reading.Parts
	i := slices.IndexFunc(parts, func(p ability.Reading) bool { return p.Text == e.Text && p.Mode == e.Mode })
	if i < 0 || i+1 >= len(parts) || !trick.CountsPrevented(parts[i+1]) {
		return game.PreventedThisWay{}
	}
	f := parts[i+1]
	by := w.usedName(t, line)
	switch {
	case ability.FormOf(f) == ability.Effect{Action: ability.LifeGain, Amount: ability.Counted, Duration: ability.Once}:
		return game.PreventedThisWay{Kind: game.LifeThisWay, Player: t.Player, By: by}
	case trick.DelayedToEndStep(f):
		return game.PreventedThisWay{Kind: game.LaterThisWay, Power: f.Parts[0].Power, Toughness: f.Parts[0].Toughness, By: by}
	}
	return game.PreventedThisWay{Kind: game.CountersThisWay, Power: f.Power, Toughness: f.Toughness, By: by}
}

// preventedFollowUp reports, as a trick resolves, the effect e that counts
// the damage prevented this way: its shield, set up just before, applies it.
func (w *walk) preventedFollowUp(t game.Trick, line trickLine, e ability.Reading) bool {
	if !trick.CountsPrevented(e) {
		return false
	}
	what := w.usedName(t, line)
	if trick.DelayedToEndStep(e) {
		// The end step comes after the combat walked (delayed_effects.go):
		// said here and in the notes; each prevention says how much.
		message := fmt.Sprintf("\"%s\", counting the damage the shield it set up prevents this turn (each prevention says how much). That end step comes after this combat: the judge walks the combat only, that end step is not walked, and a permanent that has left play by then is not affected (404.4d).", e.Text)
		w.event(EventTrick, "404.4", w.trickObjects(t, line), "%s resolves: it creates a delayed triggered ability: %s", what, message)
		w.later = append(w.later, game.Note{Rule: "404.4", Objects: w.trickObjects(t, line), Message: fmt.Sprintf("%s: %s", what, message)})
		return true
	}
	w.event(EventTrick, "419.7b", w.trickObjects(t, line), "%s resolves: \"%s\" is done each time the shield it set up prevents damage this turn, as the damage is prevented.", what, e.Text)
	return true
}
