package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"rulesjudge/rules/trick"
)

// Costs beside those trick_timing.go pays (409.1f): a card exiled from a
// graveyard or a library, zones the judge does not model (taken as paid,
// the event says so; a graveyard whose size the request gives must hold
// the card, and loses it), and the permanent the source enchants
// sacrificed.

// moreCostPayable checks that cost c of a trick can be paid now.
func (w *walk) moreCostPayable(t game.Trick, line trickLine, src *game.Permanent, c trick.CostPart) *game.Violation {
	switch c.Kind {
	case trick.CostHidden:
		if p := w.playerNow(t.Player); c.Word == "graveyard" && p != nil && p.Graveyard != nil && *p.Graveyard < c.N {
			return &game.Violation{Rule: "409.1f", Objects: []game.ObjectID{t.Player}, Message: fmt.Sprintf("%s's graveyard holds %d card(s): %s can't pay \"%s\" in the cost of \"%s\".", t.Player, *p.Graveyard, t.Player, c.Text, line.text)}
		}
	case trick.CostTapOthers:
		return w.tapOthersOK(t, line, c)
	case trick.CostSacrificeAttached:
		p := w.permanent(src.AttachedTo)
		if src.AttachedTo == "" || p == nil || p.Controller != t.Player {
			return &game.Violation{Rule: "409.1f", Objects: []game.ObjectID{src.ID}, Message: fmt.Sprintf("%s enchants no creature %s controls: it can't pay \"%s\" in the cost of \"%s\".", w.name(src.ID), t.Player, c.Text, line.text)}
		}
	}
	return nil
}

// payMoreCost pays cost c of a trick.
func (w *walk) payMoreCost(t game.Trick, line trickLine, c trick.CostPart) {
	switch c.Kind {
	case trick.CostHidden:
		left := ""
		if p := w.playerNow(t.Player); c.Word == "graveyard" && p != nil && p.Graveyard != nil {
			n := *p.Graveyard - c.N
			p.Graveyard = &n
			w.changed()
			left = fmt.Sprintf(" (%d card(s) left in it)", n)
		}
		w.event(EventTrick, "409.1f", []game.ObjectID{t.Player}, "%s pays \"%s\" in the cost of \"%s\": taken as paid, the judge models no %s cards%s.", t.Player, c.Text, line.text, c.Word, left)
	case trick.CostTapOthers:
		for _, id := range t.Tap {
			w.permanent(id).Tapped = true
			w.changed()
			more := ""
			if declared(w.d, id) && !slices.Contains(w.removed, id) && w.passed(DeclareAttackersStep) {
				more = "; it stays in combat (306.2b)"
			}
			w.event(EventTrick, "409.1f", []game.ObjectID{id}, "%s becomes tapped to pay \"%s\" in the cost of \"%s\"%s.", w.name(id), c.Text, line.text, more)
		}
	case trick.CostSacrificeAttached:
		if src := w.permanent(t.Source); src != nil {
			w.sacrifice(src.AttachedTo, line)
		}
	}
}

// playerNow is player id on the walk's board, nil when not there.
func (w *walk) playerNow(id game.PlayerID) *game.Player {
	if i := slices.IndexFunc(w.board.Players, func(p game.Player) bool { return p.ID == id }); i >= 0 {
		return &w.board.Players[i]
	}
	return nil
}

// tapOthersOK checks the permanents the trick taps for a "tap an untapped
// [quality] you control" cost: as many as it says, each in play, its
// player's, untapped and of that quality. Tapping a creature for a cost
// without the {T} symbol needs no haste (212.3d is about {T}).
func (w *walk) tapOthersOK(t game.Trick, line trickLine, c trick.CostPart) *game.Violation {
	if len(t.Tap) != c.N || len(slices.Compact(slices.Sorted(slices.Values(t.Tap)))) != c.N {
		return &game.Violation{Rule: "409.1f", Objects: []game.ObjectID{t.Player}, Message: fmt.Sprintf("the cost of \"%s\" taps %d permanent(s); the trick names %d different ones in tap.", line.text, c.N, len(slices.Compact(slices.Sorted(slices.Values(t.Tap)))))}
	}
	for _, id := range t.Tap {
		p := w.view().Perms[id]
		switch {
		case p == nil:
			return &game.Violation{Rule: "409.1f", Objects: []game.ObjectID{id}, Message: fmt.Sprintf("%s has left play: it can't be tapped to pay \"%s\".", w.name(id), c.Text)}
		case p.Controller != t.Player || !state.Holds(c.Quality, p):
			return &game.Violation{Rule: "409.1f", Objects: []game.ObjectID{id}, Message: fmt.Sprintf("%s can't pay \"%s\": it must be a %s %s controls.", w.name(id), c.Text, c.Quality.Text, t.Player)}
		case p.Tapped:
			return &game.Violation{Rule: "409.1f", Objects: []game.ObjectID{id}, Message: fmt.Sprintf("%s is tapped: it can't pay \"%s\".", w.name(id), c.Text)}
		}
	}
	return nil
}

// sacrificeOK checks that the permanents the trick sacrifices may pay a
// "sacrifice a [quality]" cost: its player's, in play, of that quality.
func (w *walk) sacrificeOK(t game.Trick, c trick.CostPart, line trickLine) *game.Violation {
	if len(t.Sacrifice) != c.N {
		return &game.Violation{Rule: "409.1f", Objects: []game.ObjectID{t.Player}, Message: fmt.Sprintf("the cost of \"%s\" sacrifices %d permanent(s); the trick names %d in sacrifice.", line.text, c.N, len(t.Sacrifice))}
	}
	for _, id := range t.Sacrifice {
		p := w.view().Perms[id]
		switch {
		case p == nil:
			return &game.Violation{Rule: "409.1f", Objects: []game.ObjectID{id}, Message: fmt.Sprintf("%s has left play: it can't be sacrificed to pay \"%s\".", w.name(id), line.text)}
		case p.Controller != t.Player || !state.Holds(c.Quality, p):
			return &game.Violation{Rule: "409.1f", Objects: []game.ObjectID{id}, Message: fmt.Sprintf("%s can't pay \"%s\": a player sacrifices only a permanent he or she controls, of the quality the cost names.", w.name(id), c.Text)}
		}
	}
	return nil
}

// sacrifice puts a permanent into its owner's graveyard to pay a cost: an
// attacker or blocker leaves combat (306.2).
func (w *walk) sacrifice(id game.ObjectID, line trickLine) {
	if !w.inPlay(id) {
		return
	}
	w.intoGraveyard(id)
	rule := game.RuleID("409.1f")
	if declared(w.d, id) {
		rule = "306.2"
	}
	w.event(EventTrick, rule, []game.ObjectID{id}, "%s is sacrificed to pay the cost of \"%s\"%s.", w.name(id), line.text, map[bool]string{true: ": it leaves play and so leaves combat", false: ""}[rule == "306.2"])
	w.settle()
}
