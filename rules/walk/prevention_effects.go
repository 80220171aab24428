package walk

import (
	"fmt"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// A trick's prevention of all damage to a creature this turn ("Prevent
// all damage that would be dealt to target creature this turn.", 419.7):
// the creature gains the static that prevents it until end of turn.
//
// A trick's prevention of the damage of a source chosen as it resolves
// ("The next time a red source of your choice would deal damage to you
// this turn, prevent that damage.", 419.7): the request's choice names the
// permanent chosen; the creature or player shielded gets a prevention
// shield limited to that source, used up the next time it would deal
// damage to it (rules/damage: preventNextTime).

// chosenSourceOf checks the choice of trick t for line: a permanent of
// the request's board, chosen as the effect resolves.
func (r trickReader) chosenSourceOf(t game.Trick, line trickLine) {
	switch {
	case t.Choice == "":
		r.errs.Add(r.at("choice"), "%q has a source chosen as it resolves: choice gives the id of the permanent chosen", line.text)
	case r.permanent(game.ObjectID(t.Choice)) == nil:
		r.errs.Add(r.at("choice"), "no permanent with id %q on the board: choice gives the id of the source chosen", t.Choice)
	}
}

// preventionByTrick resolves a prevention effect e of trick t for the
// creature or player id: all damage to it this turn, or the next damage
// of a source chosen.
func (w *walk) preventionByTrick(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	if ability.FormOf(e).From == ability.Selected {
		w.shieldFromChosen(t, line, e, id)
		return
	}
	w.gain(id, "Prevent all damage that would be dealt to ~.")
	w.event(EventTrick, "419.7", []game.ObjectID{id}, "%s resolves: all damage that would be dealt to %s this turn is prevented.", w.usedName(t, line), w.name(id))
}

// shieldFromChosen resolves a PreventNextFromChosen effect e of trick t
// for the creature or player id.
func (w *walk) shieldFromChosen(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	if src, ok := w.chosenSource(t, line, e); ok {
		w.addShield(CombatEvent{Before: t.At, Kind: ShieldAdded, Object: id, Shield: &game.Shield{Kind: game.PreventShield, Source: src, NextTime: true}}, w.usedName(t, line))
	}
}

// chosenSource is the source the request chose for effect e of trick t
// as it resolves. One that has left play, or that is not of the quality
// the text asks of it then, can't be chosen: the request's choice is an
// input error, and ok is false.
func (w *walk) chosenSource(t game.Trick, line trickLine, e ability.Reading) (game.PermanentID, bool) {
	src := w.view().Perms[game.ObjectID(t.Choice)]
	var why string
	switch {
	case src == nil:
		why = fmt.Sprintf("%s has left play before %s resolves: it can't be the source chosen", t.Choice, w.usedName(t, line))
	case (len(e.Quality.Terms) > 0 || len(e.Quality.Any) > 0) && !state.Holds(e.Quality, src):
		why = fmt.Sprintf("%s is not a %s source as %s resolves: it can't be chosen", src.Label(), e.Quality.Text, w.usedName(t, line))
	default:
		return game.PermanentID(t.Choice), true
	}
	w.errs = game.InputError{{Path: game.At("tricks", w.trickNo, "choice"), Detail: why}}
	return "", false
}
