package walk

import (
	"cmp"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// Beginning-of-combat triggers (ability.CombatBeginTrigger): "at the
// beginning of combat on your turn" triggers as the combat phase begins,
// before attackers are declared (410.2); the walk resolves them at its
// beginning of combat point, after the resolved upkeep triggers' effects
// and before the tricks used there, so the attack, the blocks and the
// damage are judged with what they gave. The board is the board as combat
// began, before they resolved: a check walks them too.

// hasCombatBeginTrigger reports whether a permanent of board b controlled
// by the active player has a beginning-of-combat trigger the walk applies.
func hasCombatBeginTrigger(b game.Board) bool {
	return slices.ContainsFunc(b.Permanents, func(p game.Permanent) bool {
		return p.Controller == b.ActivePlayer && slices.ContainsFunc(p.Abilities, func(l string) bool { return ability.CombatBeginApplied(l, p.Name) })
	})
}

// beginsCombat is hasCombatBeginTrigger of the request's board, which
// the walk never changes, asked once a walk: the beginning of combat and
// the end of combat both ask it.
func (w *walk) beginsCombat() bool {
	if w.combatBegins == 0 {
		w.combatBegins = 1 + int8(boolInt(hasCombatBeginTrigger(w.d.Board)))
	}
	return w.combatBegins == 2
}

// combatBeginTriggers resolves the beginning-of-combat triggers of the
// active player's permanents, each with its event.
func (w *walk) combatBeginTriggers() {
	for _, p := range slices.Clone(w.board.Permanents) {
		if p.Controller != w.board.ActivePlayer {
			continue // "on your turn": its controller's turn only
		}
		for _, text := range p.Abilities {
			c, ok := ability.ReadCombatBeginTrigger(text, p.Name)
			if !ok {
				continue
			}
			w.gain(p.ID, c.Gives)
			w.event(EventTrigger, "410.2", []game.ObjectID{p.ID}, "%s's \"%s\" triggers as the combat begins and resolves: %s has %s until end of combat.", cmp.Or(p.Name, string(p.ID)), text, cmp.Or(p.Name, string(p.ID)), c.Gives)
		}
	}
}

// combatBeginEnds ends, as the end of combat step ends, what the
// beginning-of-combat triggers gave "until end of combat": the keyword
// each gave its permanent leaves it (the last one given, the walk's).
func (w *walk) combatBeginEnds() {
	if !w.beginsCombat() {
		return
	}
	for _, q := range w.board.Permanents {
		if q.Controller != w.board.ActivePlayer {
			continue
		}
		for _, text := range q.Abilities {
			c, ok := ability.ReadCombatBeginTrigger(text, q.Name)
			if !ok {
				continue
			}
			p := w.permanent(q.ID)
			if i := lastIndex(p.Abilities, c.Gives); i >= 0 {
				p.Abilities = slices.Delete(slices.Clone(p.Abilities), i, i+1)
				w.changed()
			}
		}
	}
}

// lastIndex is the index of the last s in list, -1 when none.
func lastIndex(list []string, s string) int {
	for i := len(list) - 1; i >= 0; i-- {
		if list[i] == s {
			return i
		}
	}
	return -1
}
