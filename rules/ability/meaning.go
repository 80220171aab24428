package ability

import "strconv"

// Meaning is what the reader made of an ability, in words a user can check
// against the card: whom it is about, what it does, the quality it names
// (term by term, so that no word read can hide), the condition it needs and
// the abilities it gives or takes away. GET /v1/cards/{name} and
// GET /v1/abilities show it for every line read.
type Meaning struct {
	Subject   string // "itself", "the permanent it is attached to", "other Goblin creatures you control"
	Effect    string // the wording's name: "can't be blocked by [quality]"
	Quality   *QualityMeaning
	N         int // a count, a cost, Rampage N
	Power     int // what a boost adds
	Toughness int
	Condition string // "" when it always holds
	Gives     []Meaning
}

// QualityMeaning is a quality as read: every term, or the alternatives of
// an "or" list.
type QualityMeaning struct {
	Text  string
	Terms []TermMeaning
	Any   []QualityMeaning
}

// TermMeaning is one term of a quality: its kind in words, the word, a
// number for the comparisons, and whether it is negated ("nonblack",
// "without flying", "untapped").
type TermMeaning struct {
	Kind string
	Word string
	N    int
	Not  bool
}

// Describe says what an ability was read as.
func Describe(a Ability) Meaning {
	m := Meaning{Subject: "itself", Effect: string(a.Keyword), N: a.N, Power: a.Power, Toughness: a.Toughness,
		Condition: a.Condition.String()}
	switch a.Keyword {
	case Grant, Lose:
		m.Subject = subjectOf(a)
		for _, g := range a.Abilities {
			m.Gives = append(m.Gives, Describe(g))
		}
		return m
	}
	if a.Quality.Text != "" || len(a.Quality.Terms) > 0 || len(a.Quality.Any) > 0 {
		q := describeQuality(a.Quality)
		m.Quality = &q
	}
	return m
}

// subjectOf names the permanents a Grant or Lose affects.
func subjectOf(a Ability) string {
	if a.Scope.Attached {
		return "the permanent it is attached to"
	}
	s := a.Quality.Text
	if s == "" || s == "all" {
		s = "creatures"
	}
	if a.Scope.Other {
		s = "other " + s
	}
	if a.Scope.YouControl {
		s += " you control"
	}
	return s
}

func describeQuality(q Quality) QualityMeaning {
	out := QualityMeaning{Text: q.Text}
	for _, t := range q.Terms {
		out.Terms = append(out.Terms, TermMeaning{Kind: t.Kind.String(), Word: t.Word, N: t.N, Not: t.Not})
	}
	for _, alt := range q.Any {
		out.Any = append(out.Any, describeQuality(alt))
	}
	return out
}

// termKindNames are the kinds of terms in words; TermKind.String reads them.
var termKindNames = map[TermKind]string{
	Color:            "color",
	CardType:         "card type",
	Supertype:        "supertype",
	Subtype:          "subtype",
	Colorless:        "colorless",
	Multicolored:     "multicolored",
	Monocolored:      "monocolored",
	WithKeyword:      "with keyword",
	PowerAtLeast:     "power at least",
	PowerAtMost:      "power at most",
	ToughnessAtLeast: "toughness at least",
	ToughnessAtMost:  "toughness at most",
	Tapped:           "tapped",
	Everything:       "everything",
}

// String names a kind of term; a kind without a name says its number, and
// a test keeps every kind named.
func (k TermKind) String() string {
	if s, ok := termKindNames[k]; ok {
		return s
	}
	return "term kind " + strconv.Itoa(int(k))
}

// conditionNames are the conditions in words; Condition.String reads them.
var conditionNames = map[Condition]string{
	Always:    "",
	Attacking: "as long as it's attacking",
	Blocking:  "as long as it's blocking",
	Enchanted: "as long as it's enchanted",
	Threshold: "as long as seven or more cards are in its controller's graveyard",
}

// String says a condition in words: "" for one that always holds.
func (c Condition) String() string {
	if s, ok := conditionNames[c]; ok {
		return s
	}
	return "condition " + strconv.Itoa(int(c))
}
