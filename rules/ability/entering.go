package ability

import (
	"fmt"
	"strings"
)

// This file holds the wordings that say how a creature entered play: with
// which kicker it was kicked ("If ~ was kicked with its {R} kicker, it
// enters the battlefield with a +1/+1 counter on it and with first
// strike."), with a quoted ability when kicked (Prison Barricade), and
// with a counter when cast from its owner's hand (Myojin of Night's
// Reach). What such a line puts on the permanent as it enters are +1/+1 or
// other counters and keywords; the counters are those the request writes
// in the permanent's counters (the judge does not add them), the keywords
// apply when the fact the line depends on says so.

// The conditions of this file. Append only.
const (
	// KickedWith is "if ~ was kicked with its [cost] kicker": the cost is
	// in When.Quality.Text, written as the card prints it after "Kicker"
	// ("{1}{R}"); the permanent's kickers_paid decides it (502.21b, d).
	KickedWith Condition = iota + 300
)

// The keywords of this file. Append only: these are wire words.
const (
	// EntersWithCounter is "~ enters the battlefield with a divinity
	// counter on it if you cast it from your hand": the counter it entered
	// with is in the permanent's counters as the request writes them, so
	// the line adds nothing else to any board the judge takes.
	EntersWithCounter Keyword = "enters with a counter (the counters it has are those written in counters)"
)

// entersWith is how the era and today's Oracle say a permanent entered.
const entersWith = `(?:it|~) (?:enters the battlefield|comes into play) with`

// kickerCost is a kicker cost as printed: "{1}{R}".
const kickerCost = `((?:\{[0-9wubrgx]+\})+)`

// enteringRows are the sentences of this file.
var enteringRows = []wording{
	{Pattern: "If [This] was kicked with its [cost] kicker, it enters the battlefield with N +1/+1 counters on it and with [keyword].",
		Example: "If ~ was kicked with its {1}{R} kicker, it enters the battlefield with two +1/+1 counters on it and with first strike.", Rule: "502.21b",
		re: rx(`if ~ was kicked with its ` + kickerCost + ` kicker, ` + entersWith + ` (?:an?|\w+) \+1/\+1 counters? on it and with ([a-z ]+)`),
		build: func(text string, m []string) ([]Ability, error) {
			given, err := keywordList(m[2])
			for i := range given {
				given[i].Text, given[i].Condition = text, KickedWith
				given[i].When = Cond{Quality: Quality{Text: strings.ToUpper(m[1])}}
			}
			return given, err
		}},
	{Pattern: "If [This] was kicked, it enters the battlefield with N +1/+1 counters on it and with \"[ability]\".",
		Example: "If ~ was kicked, it enters the battlefield with a +1/+1 counter on it and with \"~ can attack as though it didn't have defender.\"", Rule: "502.21b",
		re:    rx(`if ~ was kicked, ` + entersWith + ` (?:an?|\w+) \+1/\+1 counters? on it and with ["“]([^"”]+)["”]`),
		build: kickedWithQuoted},
	{Pattern: "If [This] was kicked, it enters the battlefield with [keyword] and with X +1/+1 counters on it, where X is the discarded card's mana value.",
		Example: "If ~ was kicked, it enters the battlefield with flying and with X +1/+1 counters on it, where X is the discarded card's mana value.", Rule: "502.21b",
		re: rx(`if ~ was kicked, ` + entersWith + ` ([a-z ]+) and with x \+1/\+1 counters on it, where x is the discarded card's (?:mana value|converted mana cost)`),
		build: func(text string, m []string) ([]Ability, error) {
			given, err := keywordList(m[1])
			for i := range given {
				given[i].Text, given[i].Condition = text, Kicked
			}
			return given, err
		}},
	{Pattern: "[This] enters the battlefield with a [kind] counter on it if you cast it from your hand.",
		Example: "~ enters the battlefield with a divinity counter on it if you cast it from your hand.", Rule: "418.5a",
		re:    rx(`~ (?:enters the battlefield|comes into play) with an? [a-z0-9+/-]+ counter on it if you (?:cast|played) it from your hand`),
		build: plain(EntersWithCounter)},
}

// kickedWithQuoted reads the quoted ability a kicked permanent enters
// with: an ability of the permanent itself, under no condition of its own,
// that holds when the permanent was kicked.
func kickedWithQuoted(text string, m []string) ([]Ability, error) {
	inner := strings.TrimSuffix(strings.TrimSpace(m[1]), ".")
	given, err := parseSelf(text, inner)
	if err != nil {
		return nil, err
	}
	for i := range given {
		g := &given[i]
		if g.Condition != Always || g.Scope != (Scope{}) || g.Keyword == Grant || g.Keyword == Lose {
			return nil, fmt.Errorf("%q: only an ability of the permanent itself, under no condition, is read in quotes", text)
		}
		g.Condition = Kicked
	}
	return given, nil
}

func init() {
	sentenceRows = append(sentenceRows, enteringRows...)
	conditionNames[KickedWith] = "if it was kicked with its [quality] kicker"
}
