package walk

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
)

// An ability of a permanent card used from its owner's hand (402.8): its
// cost discards the card ("Channel — {1}{W}, Discard ~: ...") or reveals
// it from the hand ("Forecast — ..., Reveal ~ from your hand: ..."), so it
// is used only there. A trick names the card by card and player, as an
// instant; the card is not cast, so no restriction on casting it applies,
// and nothing that triggers on a spell cast triggers. Mana is taken as
// paid; the card discarded leaves the hand (a hand size the request gives
// loses it). A forecast ability may be activated only during its owner's
// upkeep (its keyword says so), never during combat: an illegal verdict
// (408.1a). The same line of the card in play can't be used: the card is
// not in a hand (402.8).

// handAbility reads the ability of a permanent card a trick uses from its
// owner's hand; false when the card has none. The card has one such line
// at most in this era; two are an input error.
func (r trickReader) handAbility(t game.Trick, line trickLine) (trickLine, bool) {
	var found []string
	var readings []ability.Reading
	for _, l := range t.Spell.Lines {
		reading, err := trick.TrickLine(l, t.Spell.Name)
		if err != nil || reading.Kind != ability.Activated {
			continue
		}
		if costs, _ := trick.ReadCost(reading.Cost); trick.FromHand(costs) {
			found, readings = append(found, strings.TrimSpace(l)), append(readings, reading)
		}
	}
	switch {
	case len(found) == 0:
		return line, false
	case len(found) > 1:
		r.errs.Add(r.at("card"), "%s has %d abilities used from a hand; the judge applies a card with one", t.Spell.Name, len(found))
		return line, true
	}
	line.text, line.reading, line.fromHand = found[0], readings[0], true
	costs, _ := trick.ReadCost(line.reading.Cost)
	for _, c := range costs {
		if c.Kind != "mana" && c.Kind != trick.CostDiscardSelf && c.Kind != trick.CostRevealSelf {
			r.errs.Add(r.at("card"), "%s: the cost %q of \"%s\" is not one the judge pays from a hand", t.Spell.Name, c.Text, line.text)
		}
	}
	for _, s := range line.reading.Timing {
		rs, _ := trick.TimingOf(s)
		if slices.ContainsFunc(rs, func(x trick.TimingRule) bool { return x != trick.OnlyYourUpkeep && x != trick.OnceEachTurn }) {
			r.errs.Add(r.at("card"), "%s: the restriction %q of \"%s\" is not one the judge applies to an ability used from a hand", t.Spell.Name, s, line.text)
		}
	}
	if slices.ContainsFunc(trick.Flatten(line.reading.Parts), func(g trick.Gated) bool { return g.Part.Selector.Subject == ability.Itself }) {
		r.errs.Add(r.at("card"), "%s: \"%s\" names the card itself, which is in a hand, not in play", t.Spell.Name, line.text)
	}
	return line, true
}

// handAbilityUsable checks that a trick may use an ability of a card in
// its owner's hand now: nil, or the violation.
func (w *walk) handAbilityUsable(t game.Trick, line trickLine) *game.Violation {
	for _, s := range line.reading.Timing {
		if rs, _ := trick.TimingOf(s); slices.Contains(rs, trick.OnlyYourUpkeep) {
			return &game.Violation{Rule: "408.1a", Objects: []game.ObjectID{t.Player}, Message: fmt.Sprintf("%s's forecast ability \"%s\" may be activated only during the upkeep step of its owner's turn, never during combat (the %s point).", line.name, line.text, t.At)}
		}
	}
	if p := w.playerNow(t.Player); p != nil && p.Hand != nil && *p.Hand < 1 {
		return &game.Violation{Rule: "402.8", Objects: []game.ObjectID{t.Player}, Message: fmt.Sprintf("%s's hand holds no card: %s can't be in it to use \"%s\".", t.Player, line.name, line.text)}
	}
	return nil
}

// payHandCosts pays the cost of an ability of a card in its owner's hand:
// the card discarded leaves the hand, a card revealed stays there.
func (w *walk) payHandCosts(t game.Trick, line trickLine) {
	costs, _ := trick.ReadCost(line.reading.Cost)
	for _, c := range costs {
		switch c.Kind {
		case trick.CostDiscardSelf:
			left := ""
			if p := w.playerNow(t.Player); p != nil && p.Hand != nil {
				n := max(*p.Hand-1, 0)
				p.Hand = &n
				w.changed()
				left = fmt.Sprintf(" (%d card(s) left in it)", n)
			}
			w.cardsIntoGraveyard(t.Player, 1) // graveyards.go
			w.event(EventTrick, "402.8", []game.ObjectID{t.Player}, "%s discards %s from his or her hand to pay the cost of \"%s\"%s: the ability is used from the hand, the card is not cast.", t.Player, line.name, line.text, left)
		case trick.CostRevealSelf:
			w.event(EventTrick, "402.8", []game.ObjectID{t.Player}, "%s reveals %s from his or her hand to pay the cost of \"%s\".", t.Player, line.name, line.text)
		}
	}
}

// inPlayHandAbility is the violation of a trick using, on a permanent, an
// ability only its card in a hand has: the permanent can't pay a cost that
// discards or reveals it from a hand (402.8).
func (w *walk) inPlayHandAbility(line trickLine, src *game.Permanent) *game.Violation {
	costs, _ := trick.ReadCost(line.reading.Cost)
	if !trick.FromHand(costs) {
		return nil
	}
	return &game.Violation{Rule: "402.8", Objects: []game.ObjectID{src.ID}, Message: fmt.Sprintf("%s is in play, not in its owner's hand: its ability \"%s\" is used only from the hand, whose card its cost discards or reveals.", w.name(src.ID), line.text)}
}
