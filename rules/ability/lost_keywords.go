package ability

// A permanent's own line saying it lost keywords ("~ loses flying."), the
// line the walk gives a creature an effect took keywords from
// (keyword_loss.go). The board applies it after the effects of its
// permanents (418.5h).

// LosesOwn: the permanent has lost the keywords of its Abilities, by an
// effect later than every static of the board's permanents.
const LosesOwn Keyword = "~ loses [keywords]"

// keywordLossRows are the sentences of this file.
var keywordLossRows = []wording{
	{Pattern: "[This] loses [keywords].", Example: "~ loses flying.", Rule: "418.5h",
		g: gr(`~ loses @{any}`),
		build: func(text string, m []string) ([]Ability, error) {
			lost, err := keywordList(m[1])
			if err != nil {
				return nil, err
			}
			return []Ability{{Keyword: LosesOwn, Text: text, Abilities: lost}}, nil
		}},
}
