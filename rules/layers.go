package rules

import (
	"slices"

	"rulesjudge/rules/ability"
)

// applyAbilityEffects applies the statics of every permanent that give
// abilities to creatures or take them away ("Green creatures have
// forestwalk.", "All creatures lose flying."), in the layer of abilities
// (418.5a): in timestamp order, the order of the request's permanents
// (418.5d, 418.5f), except that an effect whose subject depends on an
// ability ("creatures with flying have ...") comes after the others, the
// independent ones first (418.5c, 418.5d). A later effect overrides an
// earlier one (418.5h): a creature that loses flying and is then given it
// has it.
func (b *board) applyAbilityEffects() {
	var effects []sourced
	for _, k := range []ability.Keyword{ability.Grant, ability.Lose} {
		effects = append(effects, b.sources(k)...)
	}
	if len(effects) == 0 {
		return
	}
	dependent := func(s sourced) bool { return dependsOnAbilities(s.Quality) }
	slices.SortStableFunc(effects, func(x, y sourced) int {
		if dx, dy := dependent(x), dependent(y); dx != dy {
			if dx {
				return 1
			}
			return -1
		}
		return x.from.index - y.from.index
	})
	for _, e := range effects {
		for _, p := range b.order {
			if !p.isCreature() || !holds(e.Quality, p) ||
				e.Scope.Other && p == e.from || e.Scope.YouControl && p.Controller != e.from.Controller {
				continue
			}
			if e.Keyword == ability.Grant {
				p.abilities = append(p.abilities, e.Abilities...)
				continue
			}
			p.abilities = slices.DeleteFunc(p.abilities, func(a ability.Ability) bool {
				return slices.ContainsFunc(e.Abilities, func(lost ability.Ability) bool { return lost.Keyword == a.Keyword && lost.Quality.SameText(a.Quality) })
			})
		}
	}
}

// dependsOnAbilities reports whether a quality names an ability ("with
// flying"), so that which permanents it affects depends on other effects
// of the abilities layer.
func dependsOnAbilities(q ability.Quality) bool {
	for _, t := range q.Terms {
		if t.Kind == ability.WithKeyword {
			return true
		}
	}
	return slices.ContainsFunc(q.Any, dependsOnAbilities)
}
