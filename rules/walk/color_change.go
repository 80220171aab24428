package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// A color change until end of turn ("Target creature ... becomes black
// ... until end of turn."): the creature has a line of its own, "~ is
// black.", which the board applies in the layer of colors, before
// abilities and power and toughness (418.5a): it is black and no other
// color, so protection from black, "nonblack" and the colors a block
// depends on see the new color from then on. The line is the creature's
// latest, so a later color change (another trick) wins over it, and it
// over the colors the card prints. It stays until end of turn, after the
// combat walked.

// becomeColor gives creature id the color of effect e until end of turn.
func (w *walk) becomeColor(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	c := e.Quality.Text
	if c == "" || !w.inPlay(id) { // the grammar reads one color word: never empty
		return
	}
	w.gain(id, "~ is "+c+".")
	w.event(EventTrick, "418.5a", []game.ObjectID{id}, "%s resolves: %s becomes %s until end of turn (%s only: the new color replaces its colors).", w.usedName(t, line), w.name(id), c, c)
}
