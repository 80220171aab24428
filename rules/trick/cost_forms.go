package trick

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
)

// More forms of an activated ability's cost (409.1f): a cost paid in a
// zone the judge does not model (a card exiled from a graveyard or a
// library: taken as paid, the trick's event says so, and a graveyard
// whose size the request gives loses the card); several permanents
// sacrificed; the permanent the source enchants sacrificed; and
// alternative costs ("{3}, {T} or {G}, {T}") that differ in mana alone.

// The kinds of cost part this file reads.
const (
	// CostHidden is a card taken from a zone the judge does not model;
	// Word says which ("graveyard", "library").
	CostHidden = "hidden"
	// CostSacrificeAttached sacrifices the permanent the source is
	// attached to ("sacrifice enchanted creature").
	CostSacrificeAttached = "sacrifice attached"
	// CostTapOthers taps N untapped permanents of Quality its player
	// controls, the trick's tap field naming them ("tap an untapped
	// creature you control", "tap two untapped Soldiers you control").
	CostTapOthers = "tap others"
	// CostDiscardSelf discards the card itself from its owner's hand, and
	// CostRevealSelf reveals it from there (402.8: the ability is used
	// from the hand, hand_abilities.go).
	CostDiscardSelf = "discard self"
	CostRevealSelf  = "reveal self"
)

// handCosts are the cost parts that tie an ability to its card's hand.
var handCosts = map[string]string{
	"discard ~":               CostDiscardSelf,
	"reveal ~ from your hand": CostRevealSelf,
}

var (
	hiddenCost     = regexp.MustCompile(`^exile (the top card|a creature card) (?:of|from) your (graveyard|library)$`)
	tapOthers      = regexp.MustCompile(`^tap (an|one|two|three|four|five) untapped ([a-z ]+?) you control$`)
	sacrificeSome  = regexp.MustCompile(`^sacrifice (two|three) ([a-z ]+)s$`)
	alternativeSep = regexp.MustCompile(` or `)
)

// moreCost reads one part of a cost of the forms above.
func moreCost(part string) (CostPart, error) {
	if m := hiddenCost.FindStringSubmatch(part); m != nil && !(m[1] == "a creature card" && m[2] == "library") {
		return CostPart{Kind: CostHidden, N: 1, Word: m[2], Text: part}, nil
	}
	if m := tapOthers.FindStringSubmatch(part); m != nil {
		n := counterCount[m[1]]
		words := m[2]
		if n > 1 && strings.HasSuffix(words, "ves") {
			words = strings.TrimSuffix(words, "ves") + "f" // Elves, Dwarves, Wolves
		} else if n > 1 {
			words = strings.TrimSuffix(words, "s")
		}
		q, err := ability.ParseQuality(words)
		if err != nil || !qualityApplied(q) {
			return CostPart{}, fmt.Errorf("the cost %q names what it taps in words the judge does not read", part)
		}
		return CostPart{Kind: CostTapOthers, Quality: q, N: n, Text: part}, nil
	}
	if part == "sacrifice enchanted creature" {
		return CostPart{Kind: CostSacrificeAttached, Text: part}, nil
	}
	if m := sacrificeSome.FindStringSubmatch(part); m != nil {
		q, err := ability.ParseQuality(m[2])
		if err != nil || !qualityApplied(q) {
			return CostPart{}, fmt.Errorf("the cost %q names what it sacrifices in words the judge does not read", part)
		}
		return CostPart{Kind: "sacrifice", Quality: q, N: counterCount[m[1]], Text: part}, nil
	}
	if k, ok := handCosts[part]; ok {
		return CostPart{Kind: k, Text: part}, nil
	}
	return CostPart{}, fmt.Errorf("the cost %q is not one the judge pays", part)
}

// alternativeCosts reads a cost written as alternatives ("{3}, {t} or
// {g}, {t}") whose parts other than mana are the same: those parts, the
// mana taken as paid whichever is chosen. False for any other cost.
func alternativeCosts(cost string) ([]CostPart, bool) {
	alts := alternativeSep.Split(cost, -1)
	if len(alts) < 2 {
		return nil, false
	}
	var first []CostPart
	for i, a := range alts {
		if strings.Contains(a, " or ") || strings.TrimSpace(a) == "" {
			return nil, false
		}
		// "{3}, {t} or {g}, {t}": the first alternative ends before the
		// "or", the next one begins after it.
		parts, err := ReadCost(strings.Trim(a, ", "))
		if err != nil {
			return nil, false
		}
		parts = slices.DeleteFunc(parts, func(c CostPart) bool { return c.Kind == "mana" })
		if i == 0 {
			first = parts
			continue
		}
		if !slices.EqualFunc(first, parts, func(x, y CostPart) bool { return x.Kind == y.Kind && x.Text == y.Text }) {
			return nil, false
		}
	}
	return append([]CostPart{{Kind: "mana", Text: cost}}, first...), true
}
