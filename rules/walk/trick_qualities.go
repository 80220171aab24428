package walk

import (
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// Qualities of a trick's target (and of the creatures an effect selects)
// that ask more of the board than a card's characteristics: counters on
// it ("target creature with a +1/+1 counter on it"), its combat
// ("unblocked": an attacking creature no creature blocks, once blockers
// are declared), and the creatures an effect reaches beside its target
// ("each other creature that shares a color with it", "all other
// creatures with the same name as that creature") or beside the creature
// its source is attached to ("other creatures that share a creature type
// with it"). A target that lacks its quality is no legal target (409.1c).

// termHolds reports whether term t of a quality holds of p, for trick tr.
func (w *walk) termHolds(tr game.Trick, t ability.Term, p *state.Perm) bool {
	switch t.Kind {
	case ability.CountersOnIt:
		return p.Counters[t.Word] >= max(t.N, 1)
	case ability.Unblocked:
		return w.inCombat(p.ID, true) && w.passed(DeclareBlockersStep) && !w.declaredBlocked(p.ID)
	case ability.AlsoSharingColor, ability.AlsoSameName:
		return true // what the effect reaches beside its target, not a quality of the target (alsoAffected)
	case ability.SharesTypeWithAttached:
		src := w.permanent(tr.Source)
		if src == nil || src.AttachedTo == "" {
			return false
		}
		host := w.view().Perms[src.AttachedTo]
		return host != nil && (host.ID == p.ID || sharesCreatureType(host, p))
	case ability.PowerBelowGraveyard:
		return w.powerBelowGraveyard(tr, p) // graveyard_power.go
	case ability.ToughnessBelowSourcePower:
		return w.toughnessBelowSourcePower(tr, p) // source_last_known.go
	case ability.AttackingYouTerm:
		return w.inCombat(p.ID, true) && w.defenders()[p.ID] == tr.Player
	}
	return false
}

// declaredBlocked reports whether a creature was declared blocking
// attacker id: it stays blocked if its blockers leave combat (309.2).
func (w *walk) declaredBlocked(id game.ObjectID) bool {
	return slices.ContainsFunc(w.d.Blockers, func(b game.Blocker) bool { return slices.Contains(b.Blocking, id) })
}

// alsoAffected are the creatures an effect on target reaches beside it,
// as it resolves: each other creature that shares a color with the
// target, or each other creature with its name; none when the effect
// names no such creatures.
func (w *walk) alsoAffected(e ability.Reading, target game.ObjectID) []game.ObjectID {
	var also ability.TermKind
	for _, t := range e.Selector.Quality.Terms {
		if t.Kind == ability.AlsoSharingColor || t.Kind == ability.AlsoSameName {
			also = t.Kind
		}
	}
	b := w.view()
	p := b.Perms[target]
	if also == 0 || p == nil {
		return nil
	}
	var out []game.ObjectID
	for _, q := range b.Order {
		if q.ID == p.ID || !q.IsCreature() {
			continue
		}
		if also == ability.AlsoSharingColor && slices.ContainsFunc(p.Colors, q.HasColor) ||
			also == ability.AlsoSameName && p.Name != "" && q.Name == p.Name {
			out = append(out, q.ID)
		}
	}
	return out
}

// sharesCreatureType reports whether two permanents have a creature type
// in common.
func sharesCreatureType(a, b *state.Perm) bool {
	return a.IsCreature() && b.IsCreature() && slices.ContainsFunc(a.Subtypes, func(s string) bool {
		return slices.ContainsFunc(b.Subtypes, func(t string) bool { return ability.SubtypeMatches(s, t) })
	})
}

// thoseAffected are what an effect naming "those creatures" ("they",
// "each of them") affects after an effect ref on target that reaches
// other creatures beside it: all of them, as they are now; nil otherwise
// ("it" is the target alone).
func (w *walk) thoseAffected(ref, e ability.Reading, target game.ObjectID) []game.ObjectID {
	switch e.Selector.Quality.Text {
	case "those creatures", "they", "each of them":
	default:
		return nil
	}
	also := w.alsoAffected(ref, target)
	if also == nil {
		return nil
	}
	return append([]game.ObjectID{target}, also...)
}
