package walk

import (
	"rulesjudge/rules/game"
	"slices"
)

// regenerate replaces the destruction of target by an ability's effect
// ("destroy that creature", Typhoid Rats' and Thornweald Archer's trigger,
// Thicket Basilisk's at end of combat) with its first regeneration shield,
// as the damage code does for lethal damage (419.6b): the shield is used,
// all damage is removed from it, it is tapped and removed from combat. It
// reports whether a shield was there to do so.
func (w *walk) regenerate(kind string, source, target game.ObjectID, text string) bool {
	q := w.permanent(target)
	if q == nil {
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
