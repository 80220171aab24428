package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// Delayed triggered abilities a trick creates as it resolves (404.4): they
// exist from then on, never before (404.4a).
//
// "At the beginning of the next end step, sacrifice ~": the end step comes
// after the combat the judge walks, so the walk does not apply it there;
// the step where the trick resolves says what will happen then, and the
// answer's notes repeat it. One that names a permanent that has left play
// by then will do nothing (404.4d).
//
// "When that creature leaves the battlefield this turn, sacrifice ~": a
// delayed trigger with a duration, this turn (404.4b), that the walk
// watches: when the creature leaves play during the combat, by whatever
// means, it triggers and goes on the stack the next time a player would
// receive priority (410.2), as a leaves-play trigger does (410.10c).

// leavesPlayTrigger reports whether e is a delayed trigger on a permanent
// leaving play, or being put into a graveyard from play, this turn.
func leavesPlayTrigger(e ability.Reading) bool {
	t := e.Trigger
	return t != nil && t.Refine == ability.Delayed && t.Whose.Subject == ability.Targeted && (t.Event == ability.LeavesPlay || t.Event == ability.PutIntoGraveyard)
}

// delayedByTrick creates the delayed ability of effect e of a trick; id
// is what the effect names (the watched permanent of a leaves-play
// trigger).
func (w *walk) delayedByTrick(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	what := w.usedName(t, line)
	act := e.Parts[0]
	cond := ""
	if ability.FormOf(act) == (ability.Effect{Action: ability.Conditional, Duration: ability.Once}) { // "if it attacked this turn"
		act, cond = act.Parts[0], " if it attacked this turn"
	}
	object := w.frameObject(t, line, e, act)
	if leavesPlayTrigger(e) {
		dies := e.Trigger.Event == ability.PutIntoGraveyard
		w.watches = append(w.watches, leaveWatch{watched: id, source: w.trickSource(t, line).ID, object: object, controller: t.Player, act: ability.FormOf(act), text: e.Text, dies: dies})
		w.event(EventTrick, "404.4b", []game.ObjectID{id, object}, "%s resolves: it creates a delayed triggered ability for the rest of this turn: when %s %s, %s.", what, w.name(id), map[bool]string{true: "is put into a graveyard from play", false: "leaves play"}[dies], w.actWords(ability.FormOf(act), object))
		return
	}
	attacked := ""
	if cond != "" {
		attacked = map[bool]string{true: fmt.Sprintf(" (%s attacked this turn: it will be)", w.name(object)), false: fmt.Sprintf(" (%s did not attack this turn: it won't be)", w.name(object))}[slices.ContainsFunc(w.d.Attackers, func(a game.Attacker) bool { return a.Creature == object })]
	}
	message := fmt.Sprintf("at the beginning of the next end step, after this combat, %s%s%s. The judge walks the combat only: that end step is not walked, and a permanent that has left play by then is not affected (404.4d).", w.actWords(ability.FormOf(act), object), cond, attacked)
	w.event(EventTrick, "404.4", []game.ObjectID{object}, "%s resolves: it creates a delayed triggered ability: %s", what, message)
	w.later = append(w.later, game.Note{Rule: "404.4", Objects: []game.ObjectID{object}, Message: fmt.Sprintf("%s: %s", what, message)})
}

// frameObject is what a delayed act names: the trick's source ("~"), or
// the target of the effect before the frame ("that creature", "it").
func (w *walk) frameObject(t game.Trick, line trickLine, frame, act ability.Reading) game.ObjectID {
	if act.Selector.Subject == ability.Itself {
		return w.trickSource(t, line).ID
	}
	k := slices.IndexFunc(line.reading.Parts, func(p ability.Reading) bool { return p.Text == frame.Text && p.Mode == frame.Mode })
	slots := targetSlots(line.reading, t.Targets, t.X) // trick_subjects.go
	var out game.ObjectID
	for i, p := range line.reading.Parts {
		if k >= 0 && i >= k {
			break
		}
		if ids := slots[i]; len(ids) == 1 && p.Selector.Subject == ability.Targeted {
			out = ids[0]
		}
	}
	return out
}

// actWords says what a delayed act of typed form f does to object.
func (w *walk) actWords(f ability.Effect, object game.ObjectID) string {
	switch f.Action {
	case ability.Sacrificing:
		return fmt.Sprintf("%s's controller sacrifices %s", w.name(object), w.name(object))
	case ability.Destruction:
		return fmt.Sprintf("%s is destroyed", w.name(object))
	case ability.Exiled:
		return fmt.Sprintf("%s is removed from the game", w.name(object))
	case ability.ReturnedToHand:
		return fmt.Sprintf("%s returns to its owner's hand", w.name(object))
	}
	return string(f.Action)
}

// noteLater adds to the answer's notes what the tricks set to happen
// after the combat walked.
func (w *walk) noteLater() {
	if len(w.later) > 0 {
		w.judgement.Notes = append(w.judgement.Notes, w.later...)
		game.SortFindings(w.judgement.Notes)
	}
}

// delayedAfterTimes applies "if this ability has been activated N or
// more times this turn, [a delayed effect]": the uses counted are those
// the request gives this turn's combat (an activation before combat is
// not known to the judge, and the event says so).
func (w *walk) delayedAfterTimes(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	if w.uses < e.When.N {
		w.event(EventTrick, "413.2b", []game.ObjectID{t.Source}, "%s resolves: it has been activated %d time(s) this turn (the uses this request gives), fewer than %d: \"%s\" does nothing.", w.usedName(t, line), w.uses, e.When.N, e.Parts[0].Text)
		return
	}
	w.event(EventTrick, "413.2b", []game.ObjectID{t.Source}, "%s resolves: it has been activated %d times this turn (the uses this request gives), %d or more.", w.usedName(t, line), w.uses, e.When.N)
	w.delayedByTrick(t, line, e.Parts[0], id)
}
