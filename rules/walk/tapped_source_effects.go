package walk

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// An effect for as long as its source remains tapped ("Target Soldier
// creature gets +2/+2 and has vigilance for as long as ~ remains
// tapped."): a continuous effect of a resolved ability whose duration is
// the source's staying tapped (418.3a). It applies only if the source is
// tapped as it resolves, and ends as soon as the source untaps or leaves
// play (a trick untapping it, combat damage destroying it): the walk
// checks before and after each check of the state-based effects, and
// takes the pump and the keywords back then, with an event.

// whileTapped is one such effect applied: its source, the creature it
// affects, the pump and the lines given.
type whileTapped struct {
	source, target   game.ObjectID
	power, toughness int
	gained           []string
	what             string
}

// pumpWhileTapped applies e of trick t to id.
func (w *walk) pumpWhileTapped(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	what := w.usedName(t, line)
	src := w.permanent(t.Source)
	if src == nil || !src.Tapped {
		w.event(EventTrick, "418.3a", []game.ObjectID{t.Source, id}, "%s resolves: %s is not tapped now, so the effect, which lasts only while it remains tapped, ends at once and %s gets nothing.", what, w.name(t.Source), w.name(id))
		return
	}
	var gained []string
	for _, g := range e.Parts {
		gained = append(gained, g.Text)
	}
	w.boost(id, e.Power, e.Toughness)
	w.gain(id, gained...)
	w.whileTapped = append(w.whileTapped, whileTapped{source: t.Source, target: id, power: e.Power, toughness: e.Toughness, gained: gained, what: what})
	w.event(EventTrick, "418.3a", []game.ObjectID{id, t.Source}, "%s resolves: %s gets %+d/%+d and has %s for as long as %s remains tapped (now %s).", what, w.name(id), e.Power, e.Toughness, strings.Join(gained, ", "), w.name(t.Source), w.pt(id))
}

// endWhileTapped ends each effect whose source is no longer tapped or in
// play; true when one ended.
func (w *walk) endWhileTapped() bool {
	if len(w.whileTapped) == 0 {
		return false
	}
	ended := false
	kept := w.whileTapped[:0]
	for _, e := range w.whileTapped {
		if src := w.permanent(e.source); src != nil && src.Tapped {
			kept = append(kept, e)
			continue
		}
		ended = true
		why := fmt.Sprintf("%s has left play", w.name(e.source))
		if w.inPlay(e.source) {
			why = fmt.Sprintf("%s is untapped", w.name(e.source))
		}
		p := w.permanent(e.target)
		if p == nil {
			continue
		}
		w.boost(e.target, -e.power, -e.toughness)
		abilities := slices.Clone(p.Abilities)
		for _, g := range e.gained {
			if i := slices.Index(abilities, g); i >= 0 {
				abilities = slices.Delete(abilities, i, i+1)
			}
		}
		p.Abilities = abilities
		w.changed()
		w.event(EventTrick, "418.3a", []game.ObjectID{e.target, e.source}, "%s: %s, so the effect that lasted while it remained tapped ends: %s loses %+d/%+d and %s (now %s).", e.what, why, w.name(e.target), e.power, e.toughness, strings.Join(e.gained, ", "), w.pt(e.target))
	}
	w.whileTapped = kept
	return ended
}
