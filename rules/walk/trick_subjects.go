package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// Whom a trick's effect affects beyond one target: the player using it
// ("~ deals 1 damage to you"), the creatures it selects ("each creature
// without flying"). Damage one effect deals to several is dealt at once
// by its source (trickDamage), then the state-based effects are checked.

// present are the ids of to still on the board (a permanent or a player).
func (w *walk) present(to []game.ObjectID) []game.ObjectID {
	var out []game.ObjectID
	for _, id := range to {
		if w.inPlay(id) || w.isPlayer(id) {
			out = append(out, id)
		}
	}
	return out
}

// An effect may name several targets ("two target creatures", "X target
// creatures", "any number of target creatures"): its caster announces
// how many, then chooses them, never the same one twice (409.1c); the
// targets list gives them in the order the text names them, each effect's
// in a row.

// slotOrder are the effects of slots in the text's order.
func slotOrder(slots map[int][]game.ObjectID) []int {
	var out []int
	for i := range slots {
		out = append(out, i)
	}
	slices.Sort(out)
	return out
}

// xTargets reports whether a reading names X targets, or targets of a
// quality whose number is X ("with power X or less"): the trick gives X
// in x.
func xTargets(r ability.Reading) bool {
	return slices.ContainsFunc(r.Parts, func(p ability.Reading) bool {
		return p.Selector.Subject == ability.SeveralTargeted && p.Selector.Targets == ability.XTargets || ability.UsesX(p.Selector.Quality)
	})
}

// chooseTargets checks the targets of a trick as it is played: each
// legal, none chosen twice for one effect (409.1c).
func (w *walk) chooseTargets(t game.Trick, line trickLine, slots map[int][]game.ObjectID) *game.Violation {
	for _, i := range slotOrder(slots) {
		e := line.reading.Parts[i]
		for k, id := range slots[i] {
			rule, why := w.targetProblem(t, line, e, id)
			if rule == "" && slices.Contains(slots[i][:k], id) {
				rule, why = "409.1c", fmt.Sprintf("%s is chosen twice for \"%s\": the same target can't be chosen multiple times.", w.name(id), e.Text)
			}
			if rule != "" {
				if rule == "413.2a" {
					rule = "409.1c" // a target gone before the trick is played is no target it may choose
				}
				return &game.Violation{Rule: rule, Objects: []game.ObjectID{id}, Message: fmt.Sprintf("%s can't be played with this target: %s", w.usedName(t, line), why)}
			}
		}
	}
	return nil
}

// thatOf pairs each effect naming what an effect before it named ("that
// creature", "it", "each of them", or a condition on it) with the last
// effect before it that names targets (the reading allows no other,
// TrickLine).
func thatOf(r ability.Reading, slots map[int][]game.ObjectID) map[int]int {
	that, last := map[int]int{}, -1
	for i, e := range r.Parts {
		if _, ok := slots[i]; ok {
			last = i
		} else if (e.Selector.Subject == ability.That || onTarget(e)) && last >= 0 { // onTarget: trick_conditions.go
			that[i] = last
		}
	}
	return that
}

// partAffects is what effect i of a trick affects as it resolves: its
// legal targets (or those of the effect it refers to), the creatures it
// reaches beside them, or what its selector names; false when its targets
// are all illegal.
func (w *walk) partAffects(t game.Trick, line trickLine, slots, legal map[int][]game.ObjectID, that map[int]int, i int) ([]game.ObjectID, bool) {
	e := line.reading.Parts[i]
	j, to := i, []game.ObjectID(nil)
	if k, ok := that[i]; ok {
		j = k // the same objects, as legal as they are as targets
	}
	if _, ok := slots[j]; ok {
		if len(legal[j]) == 0 {
			return nil, false
		}
		if j != i && len(legal[j]) == 1 {
			to = w.thoseAffected(line.reading.Parts[j], e, legal[j][0]) // trick_qualities.go
		}
		if to == nil && (j != i || line.reading.Parts[j].Selector.Subject == ability.SeveralTargeted) {
			to = legal[j]
		}
	}
	if to == nil {
		var target game.ObjectID
		if ids := legal[j]; len(ids) > 0 {
			target = ids[0]
		}
		to = w.affected(t, e, target)
	}
	return to, true
}

// onTarget reports whether e is an effect under a condition on the
// target named before it.
func onTarget(e ability.Reading) bool {
	return ability.EffectOfReading(e).Is(ability.Conditional) && e.Condition == ability.TargetIs // "if it's ...", and its "instead": prevention_instead.go
}

// affected are the objects an effect affects as it resolves: its target,
// its source, what its source is attached to, or the creatures its
// selector names.
func (w *walk) affected(t game.Trick, e ability.Reading, target game.ObjectID) []game.ObjectID {
	switch e.Selector.Subject {
	case ability.Targeted, ability.AnyOne, ability.That:
		return append([]game.ObjectID{target}, w.alsoAffected(e, target)...) // trick_qualities.go
	case "":
		return []game.ObjectID{t.Player} // an effect that names nothing the combat holds
	case ability.Itself:
		if w.inPlay(t.Source) {
			return []game.ObjectID{t.Source}
		}
	case ability.Attached:
		if p := w.permanent(t.Source); p != nil && p.AttachedTo != "" {
			return []game.ObjectID{p.AttachedTo}
		}
	case ability.Player:
		return []game.ObjectID{t.Player}
	case ability.TargetPlayersCreatures:
		return w.creaturesOf(target) // players_creatures.go
	case ability.Selected, ability.Each:
		var out []game.ObjectID
		b := w.view()
		for _, p := range b.Order {
			if !p.IsCreature() || e.Selector.Scope.YouControl && p.Controller != t.Player ||
				e.Selector.Scope.Opponents && p.Controller == t.Player || e.Selector.Scope.Other && p.ID == t.Source {
				continue
			}
			if len(e.Selector.Quality.Terms) > 0 || len(e.Selector.Quality.Any) > 0 {
				if !w.targetHolds(t, e.Selector.Quality, p) {
					continue
				}
			}
			out = append(out, p.ID)
		}
		return out
	}
	return nil
}
