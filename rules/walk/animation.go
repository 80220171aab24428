package walk

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// A permanent made a creature until end of turn by its own ability ("~
// becomes a 2/2 white Spirit artifact creature with flying and first
// strike until end of turn", "... It's still a land."): a type-changing
// effect, applied whole in the layer of types (418.5b): its types (those
// named, and those it had when the text keeps them), its color when the
// text names one, the keywords it gains and its power and toughness, so
// that the effects of the later layers still apply over it: a color
// change (it is that color), a keyword lost, and the pumps it gets this
// turn, before or after, count on the power and toughness set. It stays a
// creature until end of turn (or, without "until end of turn", for as
// long as it stays in play), after the combat walked. It is a creature
// from then on, no sooner: to attack it must be one as attackers are
// declared (a trick at beginning_of_combat), and a permanent its
// controller has not controlled continuously since the turn began can't
// attack (212.3d: the board's summoning_sick says so, whatever the
// permanent was).

// animate makes permanent id the creature of effect e until end of turn.
func (w *walk) animate(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	q := w.permanent(id)
	if q == nil || e.Token == nil {
		return // KeepsItsTypes: applied with the animation before it
	}
	tok := e.Token
	keeps := slices.ContainsFunc(line.reading.Parts, func(p ability.Reading) bool { return ability.FormOf(p).KeepsTypes })
	// Its types.
	types, subtypes := slices.Clone(tok.Types), slices.Clone(tok.Subtypes)
	if keeps {
		types = union(q.Types, tok.Types)
		subtypes = union(q.Subtypes, tok.Subtypes)
	}
	q.Types, q.Subtypes = types, subtypes
	// Its color: in the layer of types, under a color change of the
	// layer of colors ("~ is black.", color_change.go) whatever its time.
	if len(tok.Colors) > 0 {
		q.Colors = slices.Clone(tok.Colors)
	}
	// Its power and toughness: set, the pumps of this turn kept.
	bp, bt := 0, 0
	if q.Power != nil && q.Toughness != nil {
		base, ok := w.animated[id]
		if !ok {
			base = [2]int{*q.Power, *q.Toughness} // a creature as the request gives it: no pump of this walk on it yet
		}
		bp, bt = *q.Power-base[0], *q.Toughness-base[1]
	}
	np, nt := tok.Power+bp, tok.Toughness+bt
	q.Power, q.Toughness = &np, &nt
	if w.animated == nil {
		w.animated = map[game.ObjectID][2]int{}
	}
	w.animated[id] = [2]int{tok.Power, tok.Toughness}
	w.changed()
	// Its keywords (written last here, as w.gain reads the board again).
	if len(tok.Abilities) > 0 {
		w.gain(id, tok.Abilities...)
	}
	until := " until end of turn"
	if e.Duration != ability.UntilEndOfTurn {
		until = " for as long as it stays in play"
	}
	w.event(EventTrick, "418.5b", []game.ObjectID{id}, "%s resolves: %s becomes %s%s%s (now %s).", w.usedName(t, line), w.name(id), animatedWords(tok), until, keptWords(keeps), w.pt(id))
}

// union is a's words, then those of b not among them.
func union(a, b []string) []string {
	out := slices.Clone(a)
	for _, s := range b {
		if !slices.ContainsFunc(out, func(o string) bool { return strings.EqualFold(o, s) }) {
			out = append(out, s)
		}
	}
	return out
}

// animatedWords describes the creature an animation makes.
func animatedWords(tok *ability.Token) string {
	words := []string{fmt.Sprintf("a %d/%d", tok.Power, tok.Toughness)}
	if len(tok.Colors) > 0 {
		words = append(words, strings.ToLower(strings.Join(tok.Colors, " and ")))
	}
	words = append(words, tok.Subtypes...)
	words = append(words, strings.ToLower(strings.Join(tok.Types, " ")))
	s := strings.Join(words, " ")
	if len(tok.Abilities) > 0 {
		s += " with " + strings.ToLower(strings.Join(tok.Abilities, ", "))
	}
	return s
}

// keptWords says what the permanent keeps of its types.
func keptWords(keeps bool) string {
	if !keeps {
		return ", its types those named only"
	}
	return ", keeping its other types"
}
