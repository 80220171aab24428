package walk

import (
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// An ability a pump gives with it ("~ gets +3/-1 until end of turn and can
// attack this turn as though it didn't have defender."): a part of the
// effect that is an ability of a permanent (trick.TrickLine accepts it
// only when the ability grammar reads its text), which the creature has
// until end of turn (418.3a), as a line of its own.

// gainPart gives creature id the ability e, a static part of a trick's
// effect.
func (w *walk) gainPart(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	if e.Kind != ability.Static || e.Text == "" {
		return
	}
	w.gain(id, e.Text)
	w.event(EventTrick, "418.3a", []game.ObjectID{id}, "%s resolves: %s has \"%s\" until end of turn.", w.usedName(t, line), w.name(id), e.Text)
}

// distinctParts is parts without a part whose text an earlier one has: a
// keyword of several qualities ("protection from black and from red")
// reads as one part per quality, each with the whole keyword's text, and
// the creature gains (or loses) that text once.
func distinctParts(parts []ability.Reading) []ability.Reading {
	out := make([]ability.Reading, 0, len(parts))
	for _, g := range parts {
		if !slices.ContainsFunc(out, func(o ability.Reading) bool { return o.Text == g.Text }) {
			out = append(out, g)
		}
	}
	return out
}
