package walk

import (
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// Damage redirected ("The next 1 damage that would be dealt to target
// white creature this turn is dealt to ~ instead."): the creature shielded
// gets a redirection shield of N to where the damage goes (419.6c), which
// the damage package applies in its ordered modifications as any other
// shield. The shield is set up as the second part, where the damage goes,
// resolves; a shielded target illegal by then gets none (413.2a).

// redirectNext sets up the redirection of effect e (RedirectNextTo) to
// to: the shielded is the part before it.
func (w *walk) redirectNext(t game.Trick, line trickLine, e ability.Reading, to game.ObjectID) {
	parts := line.reading.Parts
	j := slices.IndexFunc(parts, func(p ability.Reading) bool { return redirects(p, true) })
	if j < 1 || !redirects(parts[j-1], false) {
		return // trick.TrickLine reads the two together: never reached
	}
	from := parts[j-1]
	var shielded game.ObjectID
	switch from.Selector.Subject {
	case ability.Itself:
		shielded = t.Source
	case ability.Player:
		shielded = t.Player
	case ability.Targeted:
		ids := targetSlots(line.reading, t.Targets, t.X)[j-1] // trick_subjects.go
		if len(ids) != 1 {
			return
		}
		id := ids[0]
		if rule, _ := w.targetProblem(t, line, from, id); rule != "" {
			return // 413.2a: reported as the trick resolved, nothing shielded
		}
		shielded = id
	}
	if !w.inPlay(shielded) && !w.isPlayer(shielded) {
		w.event(EventTrick, "413.2b", w.trickObjects(t, line), "%s resolves: %s is not in play, no damage to redirect.", w.usedName(t, line), w.name(shielded))
		return
	}
	shield := game.Shield{Kind: game.RedirectShield, Amount: amountOf(t, e), To: to}
	if ability.FormOf(from).From == ability.Selected {
		src, ok := w.chosenSource(t, line, from) // prevention_effects.go
		if !ok {
			return
		}
		shield = game.Shield{Kind: game.RedirectShield, To: to, Source: src, NextTime: true}
	}
	w.addShield(CombatEvent{Before: t.At, Kind: ShieldAdded, Object: shielded, Shield: &shield}, w.usedName(t, line))
}

// redirects reports whether effect p is one half of a redirection: the
// damage it shields (instead false) or where that damage is dealt
// instead (419.6c).
func redirects(p ability.Reading, instead bool) bool {
	f := ability.FormOf(p)
	return f.Action == ability.RedirectionShield && f.Instead == instead
}
