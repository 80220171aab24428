package walk

import (
	"fmt"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/game"
	"slices"
)

// addShield sets up the request's shield on a permanent still in play or
// a player (a Samite Healer's prevention, a regeneration activated between
// the steps): the damage that follows meets it (419.7b, 419.6c, 419.6b).
func (w *walk) addShield(e CombatEvent, by string) {
	rule := map[game.ShieldKind]game.RuleID{game.PreventShield: "419.7b", game.RedirectShield: "419.6c", game.RegenerateShield: "419.6b"}[e.Shield.Kind]
	what := map[game.ShieldKind]string{game.PreventShield: fmt.Sprintf("prevents the next %d damage", e.Shield.Amount),
		game.RedirectShield:   fmt.Sprintf("deals the next %d damage to %s instead", e.Shield.Amount, w.name(e.Shield.To)),
		game.RegenerateShield: "replaces its next destruction (regeneration)"}[e.Shield.Kind]
	if e.Shield.NextTime {
		rule, what = "419.7", fmt.Sprintf("prevents all the damage %s would deal to it the next time it would deal damage to it", w.name(game.ObjectID(e.Shield.Source)))
	}
	if p := w.permanent(e.Object); p != nil {
		p.Shields = append(slices.Clone(p.Shields), *e.Shield)
	} else if i := slices.IndexFunc(w.board.Players, func(p game.Player) bool { return p.ID == e.Object }); i >= 0 {
		w.board.Players[i].Shields = append(slices.Clone(w.board.Players[i].Shields), *e.Shield)
	} else {
		return // it left play before: nothing to shield
	}
	w.event(EventShield, rule, []game.ObjectID{e.Object}, "%s gets a shield (%s): it %s this turn.", w.name(e.Object), by, what)
	w.changed()
}

// regenerate replaces the destruction of target by an ability's effect
// ("destroy that creature", Typhoid Rats' and Thornweald Archer's trigger,
// Thicket Basilisk's at end of combat) with its first regeneration shield,
// as the damage code does for lethal damage (419.6b): the shield is used,
// all damage is removed from it, it is tapped and removed from combat. It
// reports whether a shield was there to do so.
func (w *walk) regenerate(kind string, source, target game.ObjectID, text string) bool {
	q := w.permanent(target)
	if p := w.view().Perms[target]; q == nil || p != nil && damage.CantBeRegenerated(p) {
		return false
	}
	i := slices.IndexFunc(q.Shields, func(s game.Shield) bool { return s.Kind == game.RegenerateShield })
	if i < 0 {
		return false
	}
	q.Shields = slices.Delete(slices.Clone(q.Shields), i, i+1)
	q.Damage, q.Tapped = 0, true
	w.changed()
	w.event(kind, "419.6b", []game.ObjectID{source, target}, "%s's ability \"%s\" would destroy %s; its regeneration shield replaces that: all damage is removed from it, it is tapped and removed from combat.", w.name(source), text, w.name(target))
	w.removeFromCombat(target, "it regenerated, 419.6b")
	return true
}
