package walk

import (
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// Keywords lost ("Target creature loses flying until end of turn."): the
// creature has a line of its own for each keyword lost ("~ loses
// flying."), which the board applies after the effects of its permanents
// (418.5h: the later effect wins). An ability gained later still gives the
// keyword back: walk.gain takes the loss line away (withoutLosses). Lost
// after blockers are declared, an evasion ability changes no block
// (501.3); first strike lost after first-strike damage doesn't let the
// creature deal combat damage again (502.2c, keepStrikeHistory).

// loseKeywords takes the keywords of effect e away from creature id.
func (w *walk) loseKeywords(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	var lines, lost []string
	for _, g := range distinctParts(e.Parts) {
		l, ok := ability.LossLine(g.Text)
		if !ok { // trick.TrickLine refuses such a line: never reached
			return
		}
		lines, lost = append(lines, l), append(lost, g.Text)
	}
	w.gain(id, lines...)
	until, more := " until end of turn", ""
	if ability.FormOf(e).Duration == ability.WhileInPlay {
		until = ""
	}
	if w.passed(DeclareBlockersStep) && declared(w.d, id) {
		more = " Blockers are declared already: an evasion ability lost after a legal block changes no block (501.3)."
	}
	w.event(EventTrick, "418.5h", []game.ObjectID{id}, "%s resolves: %s loses %s%s: the loss is later than the effects of the permanents in play, so none of them gives it back.%s", w.usedName(t, line), w.name(id), strings.Join(lost, ", "), until, more)
}
