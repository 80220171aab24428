package trick

import (
	"regexp"
	"slices"

	"rulesjudge/rules/ability"
)

// A restriction on activating an ability to a block of this turn between
// its source and a creature of a color: "Activate only if ~ blocked or was
// blocked by a blue creature this turn." (Sea Troll). The walk checks the
// blocks declared in this combat, the one combat of the turn it walks
// (walk/combat_colors.go).

var combatWithColor = regexp.MustCompile(`^activate only if ~ blocked or was blocked by an? ([a-z]+) creature this turn$`)

// CombatWithColor reads restriction s as the color of the creature the
// source must have blocked or been blocked by this turn.
func CombatWithColor(s string) (string, bool) {
	m := combatWithColor.FindStringSubmatch(s)
	if m == nil || !slices.Contains(ability.ColorWords, m[1]) {
		return "", false
	}
	return m[1], true
}
