package httpapi

import (
	"strconv"
	"strings"

	"rulesjudge/rules"
)

// snowblindMissing says why a card's Snowblind line is not applied: the
// creature it is attached to has counters that change its toughness, and
// whether Snowblind's Y is read before or after them the rules text leaves
// open (rules/snow_counts.go). A line written in abilities is judged exactly
// (refused only when the two readings differ); from a card object it is
// left out whenever they could, and reported in ignored.
func snowblindMissing(b *Board, p *Permanent, a rules.Ability) string {
	if !snowblindShape(a) {
		return ""
	}
	for i := range b.Permanents {
		c := &b.Permanents[i]
		if c.ID != p.AttachedTo {
			continue
		}
		for kind, n := range c.Counters {
			if n > 0 && changesToughness(kind) {
				return "Y depends on whether it applies before or after the " + kind + " counters on " + c.ID + ", which the rules text leaves open: write " + c.ID + "'s power and toughness with it applied"
			}
		}
	}
	return ""
}

// snowblindShape reports whether a is Snowblind's: a grant of the
// shrinking by snow-covered lands (rules.GrantsSnowCappedShrink).
func snowblindShape(a rules.Ability) bool { return rules.GrantsSnowCappedShrink(a) }

// changesToughness reports whether a counter kind such as "+1/+1" or
// "-0/-1" changes toughness (an unknown kind changes nothing: the board
// refuses it).
func changesToughness(kind string) bool {
	_, t, ok := strings.Cut(kind, "/")
	if !ok {
		return false
	}
	n, err := strconv.Atoi(t)
	return err == nil && n != 0
}
