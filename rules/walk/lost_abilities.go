package walk

import (
	"rulesjudge/rules/ability"
	"slices"
)

// withoutLosses takes away from abilities the loss lines of the keywords
// gained: gained later, they override the earlier loss (418.5h).
func withoutLosses(abilities, gained []string) []string {
	var drop []string
	for _, g := range gained {
		if l, ok := ability.LossLine(g); ok {
			drop = append(drop, l)
		}
	}
	if len(drop) == 0 || !slices.ContainsFunc(abilities, func(a string) bool { return slices.Contains(drop, a) }) {
		return abilities
	}
	return slices.DeleteFunc(slices.Clone(abilities), func(a string) bool { return slices.Contains(drop, a) })
}
