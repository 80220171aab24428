package state

import (
	"strings"

	"rulesjudge/rules/ability"
)

// hasLandwalk reports whether p has the landwalk of land type land
// ("island": islandwalk, 502.6), the term ability.WithLandwalk.
func hasLandwalk(p *Perm, land string) bool {
	for _, a := range p.All(ability.Landwalk) {
		if strings.EqualFold(strings.TrimSpace(a.Quality.Text), land) {
			return true
		}
	}
	return false
}
