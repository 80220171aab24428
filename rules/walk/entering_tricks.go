package walk

import (
	"fmt"
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
	"strings"
)

// enteringEffect resolves effect i of a trick when it is one of this
// file's (a token created, a delayed effect, an ability gained by what
// came into play): true when it was.
func (w *walk) enteringEffect(t game.Trick, line trickLine, i int, e ability.Reading, slots map[int][]game.ObjectID) bool {
	what := w.usedName(t, line)
	switch {
	case ability.EffectOfReading(e).Is(ability.TokenMade) && e.Token != nil && e.Selector.Subject == ability.Targeted:
		w.entered[i] = w.opponentTokens(t, e, slots[i], what) // opponent_tokens.go
		return true
	case ability.EffectOfReading(e).Is(ability.TokenMade) && e.Token != nil:
		ids := w.createTokens(*e.Token, t.Player, EventTrick, what)
		w.entered[i] = ids
		return true
	case trick.NamesCard(e):
		w.entered[i] = w.enterCard(t, e, what)
		return true
	case trick.DelayedToEndStep(e) && w.namesEnteredOne(line, i):
		// Of a permanent the trick put into play; of its source or its
		// target, delayed_effects.go reports it.
		w.laterAtEndStep(EventTrick, what, e, w.named(t, line, i, slots))
		return true
	case ability.FormOf(e) == ability.Effect{Action: ability.KeywordGrant, Duration: ability.WhileInPlay}:
		var gained []string
		for _, g := range distinctParts(e.Parts) {
			gained = append(gained, g.Text)
		}
		for _, id := range w.named(t, line, i, slots) {
			if !w.inPlay(id) {
				w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: %s has left play and gains nothing.", what, w.name(id))
				continue
			}
			w.gain(id, gained...)
			w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: %s gains %s (no end is said: it keeps it once combat is over).", what, w.name(id), strings.Join(gained, ", "))
		}
		return true
	case e.Selector.Subject == ability.That:
		if k := antecedent(line.reading.Parts, i); k >= 0 && w.entered[k] != nil {
			w.resolveEffect(t, line, e, w.entered[k])
			return true
		}
	}
	return false
}

// enteringProblem says why the card a trick puts into play is not one its
// effect may put there (not a creature card, not legendary, not a Dragon):
// for a target, it is no legal target (409.1c); for a card chosen as the
// effect resolves, no card the effect allows (413.2b).
func (w *walk) enteringProblem(t game.Trick, line trickLine) *game.Violation {
	if t.Enters == nil {
		return nil
	}
	for _, e := range line.reading.Parts {
		if !trick.NamesCard(e) {
			continue
		}
		c := t.Enters.Permanent
		for _, term := range e.Selector.Quality.Terms {
			var have []string
			switch term.Kind {
			case ability.CardType:
				have = c.Types
			case ability.Supertype:
				have = c.Supertypes
			case ability.Subtype:
				have = c.Subtypes
			default:
				continue
			}
			if !hasWord(have, term.Word) {
				rule := game.RuleID("413.2b")
				if e.Selector.Subject == ability.Targeted {
					rule = "409.1c"
				}
				return &game.Violation{Rule: rule, Message: fmt.Sprintf("%s can't put %s into play: \"%s\" puts a %s, and %s is not one.", w.usedName(t, line), c.Name, e.Text, e.Selector.Quality.Text, c.Name)}
			}
		}
	}
	return nil
}

// checkEnters checks the trick's enters against its line: a line that
// returns a card from a graveyard needs it (it is that effect's target); a
// "you may put" may go without (no card put); a line that puts no card
// into play takes none.
func (r trickReader) checkEnters(t game.Trick, line trickLine) {
	var puts *ability.Reading
	for k := range line.reading.Parts {
		if trick.NamesCard(line.reading.Parts[k]) {
			puts = &line.reading.Parts[k]
		}
	}
	switch {
	case puts == nil && t.Enters != nil:
		r.errs.Add(r.at("enters"), "%q puts no card into play from a graveyard or a hand: leave enters out", line.text)
	case puts != nil && ability.FormOf(*puts) == ability.Effect{Action: ability.PutIntoPlay, Duration: ability.Once} && t.Enters == nil:
		r.errs.Add(r.at("enters"), "%q puts a card into play (\"%s\"): give the card's name in enters", line.text, puts.Text)
	}
}
