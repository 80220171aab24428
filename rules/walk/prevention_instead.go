package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// "If it's a green creature, prevent the next 2 damage instead": as the
// trick resolves (413.2b) the quality is checked on its target as it is
// then; when it holds, the shield the part before gave the target
// prevents the larger amount instead (419.7b), one shield, not two
// (trick.insteadRead reads the two together).

// preventionInstead resolves the replacement e of the shield the part
// before gave id.
func (w *walk) preventionInstead(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	what := w.usedName(t, line)
	p := w.view().Perms[id]
	if p == nil || w.targetHolds(t, e.When.Quality, p) == e.When.Not {
		w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: %s is not a %s: the shield stays as it is.", what, w.name(id), e.When.Quality.Text)
		return
	}
	shields := w.shieldsOf(id)
	if shields == nil || len(*shields) == 0 {
		return
	}
	last := &(*shields)[len(*shields)-1]
	if last.Kind != game.PreventShield || last.Source != "" {
		return
	}
	*shields = append([]game.Shield(nil), *shields...)
	(*shields)[len(*shields)-1].Amount = e.Parts[0].N
	w.changed()
	w.event(EventShield, "419.7b", []game.ObjectID{id}, "%s resolves: %s is a %s: its shield prevents the next %d damage instead.", what, w.name(id), e.When.Quality.Text, e.Parts[0].N)
}

// shieldsOf is the list of shields of permanent or player id on the
// walk's board; nil when neither is there.
func (w *walk) shieldsOf(id game.ObjectID) *[]game.Shield {
	if p := w.permanent(id); p != nil {
		return &p.Shields
	}
	for i := range w.board.Players {
		if w.board.Players[i].ID == id {
			return &w.board.Players[i].Shields
		}
	}
	return nil
}
