package ability

// This file reads Snowblind's line (issue 13): an Aura's -X/-Y, X counted
// from snow lands (the defending player's once the creature attacks, its
// controller's until then) and Y capped at the creature's toughness minus
// 1 as the effect applies. Its row joins the reader's tables in table.go.

// The keyword of this file. Append only: a wire word.
const (
	// SnowCappedShrink is what Snowblind gives the enchanted creature:
	// -X/-Y, X the number of snow lands the defending player controls
	// while it attacks, of its controller's otherwise; Y the smaller of X
	// and its toughness minus 1 at the moment the effect applies, which
	// is after every other change of power and toughness (418.5c, 418.5d:
	// they change what it does, so it depends on them).
	SnowCappedShrink Keyword = "gets -X/-Y, X snow lands, Y at most its toughness minus 1"
)

// cappedShrinkRows is the Aura line of this file, read before the line is
// read as the ability it gives.
var cappedShrinkRows = []wording{
	{Pattern: "Enchanted creature gets -X/-Y. If that creature is attacking, X is the number of snow lands defending player controls. Otherwise, X is the number of snow lands its controller controls. Y is equal to X or to enchanted creature's toughness minus 1, whichever is smaller.",
		Example: "Enchanted creature gets -X/-Y. If that creature is attacking, X is the number of snow lands defending player controls. Otherwise, X is the number of snow lands its controller controls. Y is equal to X or to enchanted creature's toughness minus 1, whichever is smaller.",
		Rule:    "418.5d",
		g:       gr(`enchanted creature gets -x/-y. if that creature is attacking, x is the number of snow lands defending player controls. otherwise, x is the number of snow lands its controller controls. y is equal to x or to [ the ] enchanted creature's toughness minus 1, whichever is smaller`),
		build: func(text string, _ []string) ([]Ability, error) {
			return []Ability{{Keyword: Grant, Text: text, Scope: Scope{Attached: true},
				Abilities: []Ability{{Keyword: SnowCappedShrink, Text: "-X/-Y"}}}}, nil
		}},
}
