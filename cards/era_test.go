package cards_test

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"rulesjudge/cards"
	"rulesjudge/rules"
	"rulesjudge/rules/ability"
)

// eraPool reads the era's real card pool shared beside the repository;
// the test skips without it, except under CI.
func eraPool(t *testing.T) []cards.Card {
	t.Helper()
	return readCardFile(t, eraCards)
}

// qualityGlue are the words of a quality that carry no term of their own:
// they join terms or say what is compared ("creatures with power 2 or
// greater").
var qualityGlue = []string{"creature", "creatures", "with", "without", "or", "and", "and/or", "power", "toughness",
	"greater", "less", "all", "colors", "everything", "a", "an", "permanents", "sources"}

// Issue 12: no understood line of the era's real cards has a word the
// judge did not read. For every line a card is read with, every word of
// each quality it names is a term (a color, a type, a supertype, an era
// creature type, a keyword after with, a number of a comparison) or one of
// the words that join terms; every term kind has its name.
func TestEraCardsHaveNoUnreadWord(t *testing.T) {
	pool := eraPool(t)
	lines := 0
	for _, c := range pool {
		faces := []string{""}
		for _, f := range c.CardFaces {
			faces = append(faces, f.Name)
		}
		for _, face := range faces {
			d, err := cards.Derive(c, face)
			if err != nil {
				continue // a card refused as a whole (a later card type): nothing read
			}
			for _, a := range d.Abilities {
				text := a.Text
				if kind := rules.ChoiceKind(text); kind != "" {
					// Read with a choice in place, as a board with chosen
					// reads it.
					if text, err = rules.WithChoice(text, map[string]string{"color": "blue", "creature type": "Goblin", "land type": "Island"}[kind]); err != nil {
						t.Errorf("%s: %q: %v", d.Name, a.Text, err)
						continue
					}
				}
				abs, err := rules.ParseAbility(text, d.Name)
				if err != nil {
					t.Errorf("%s: %q is listed as understood but does not read: %v", d.Name, a.Text, err)
					continue
				}
				lines++
				for _, ab := range abs {
					for _, w := range unreadWords(ability.Describe(ab)) {
						t.Errorf("%s: %q: the word %q of its quality is read as no term", d.Name, a.Text, w)
					}
				}
			}
		}
	}
	if lines < 2000 {
		t.Errorf("read %d lines of the era's cards, want at least 2000 (is the pool whole?)", lines)
	}
}

// unreadWords lists the words of a meaning's qualities (and of what it
// gives) that no term accounts for.
func unreadWords(m ability.Meaning) []string {
	var out []string
	if m.Quality != nil {
		out = append(out, unreadInQuality(*m.Quality)...)
	}
	if m.ConditionQuality != nil {
		out = append(out, unreadInQuality(*m.ConditionQuality)...)
	}
	for _, g := range m.Gives {
		out = append(out, unreadWords(g)...)
	}
	return out
}

var qualitySplit = regexp.MustCompile(`[\s,]+`)

func unreadInQuality(q ability.QualityMeaning) []string {
	terms := slices.Clone(q.Terms)
	for _, alt := range q.Any {
		terms = append(terms, alt.Terms...)
	}
	var out []string
	// A term that is a whole phrase ("the colors of permanents you
	// control") reads every word of it.
	for _, t := range terms {
		if strings.EqualFold(strings.TrimSpace(q.Text), t.Kind) && strings.Contains(t.Kind, " ") {
			return nil
		}
	}
	for _, w := range qualitySplit.Split(strings.ToLower(strings.TrimSpace(q.Text)), -1) {
		if w == "" || slices.Contains(qualityGlue, w) || accounted(w, terms) {
			continue
		}
		out = append(out, w)
	}
	for _, t := range terms {
		if strings.HasPrefix(t.Kind, "term kind ") {
			out = append(out, t.Kind)
		}
	}
	return out
}

// accounted reports whether a word of a quality's text is one of its
// terms: the term's word (plural, or negated with non-), its number, or
// the words of a two-word keyword.
func accounted(w string, terms []ability.TermMeaning) bool {
	for _, t := range terms {
		word := strings.TrimPrefix(strings.TrimPrefix(w, "non-"), "non")
		switch {
		case t.Word != "" && (w == t.Word || word == t.Word || ability.SubtypeMatches(w, t.Word) || ability.SubtypeMatches(word, t.Word)):
			return true
		case t.Word != "" && slices.Contains(strings.Fields(t.Word), w):
			return true
		case t.N != 0 && w == strconv.Itoa(t.N):
			return true
		case t.Kind == "colorless" && w == "colorless", t.Kind == "multicolored" && w == "multicolored",
			t.Kind == "monocolored" && w == "monocolored", t.Kind == "tapped" && (w == "tapped" || w == "untapped"):
			return true
		case t.Kind == "supertype" && t.Word == "legendary" && (w == "legend" || w == "legends"):
			return true
		case t.Kind == "card type" && (w == t.Word+"s"):
			return true
		}
	}
	return false
}

// The check of unread words finds a word no term accounts for, and only
// such words.
func TestUnreadWords(t *testing.T) {
	tests := []struct {
		q    ability.QualityMeaning
		want []string
	}{
		{ability.QualityMeaning{Text: "creatures with power 2 or greater", Terms: []ability.TermMeaning{{Kind: "power at least", N: 2}}}, nil},
		{ability.QualityMeaning{Text: "non-Wall creatures", Terms: []ability.TermMeaning{{Kind: "subtype", Word: "wall", Not: true}}}, nil},
		{ability.QualityMeaning{Text: "creatures of the chosen color", Terms: []ability.TermMeaning{{Kind: "card type", Word: "creature"}}},
			[]string{"of", "the", "chosen", "color"}},
		{ability.QualityMeaning{Text: "black and/or red creatures", Any: []ability.QualityMeaning{
			{Terms: []ability.TermMeaning{{Kind: "color", Word: "black"}}}, {Terms: []ability.TermMeaning{{Kind: "color", Word: "red"}}}}}, nil},
		{ability.QualityMeaning{Text: "red creatures with flanking", Terms: []ability.TermMeaning{{Kind: "color", Word: "red"}}}, []string{"flanking"}},
	}
	for _, tt := range tests {
		if got := unreadInQuality(tt.q); !slices.Equal(got, tt.want) {
			t.Errorf("unread words of %q: got %q, want %q", tt.q.Text, got, tt.want)
		}
	}
}

// Every subtype on a type line of the era's cards is one a quality may
// name: ability.EraSubtypes is complete for the pool.
func TestEveryEraSubtypeIsKnown(t *testing.T) {
	known := map[string]bool{}
	for _, s := range ability.EraSubtypes {
		known[s] = true
	}
	for _, c := range eraPool(t) {
		typeLines := []string{c.TypeLine}
		for _, f := range c.CardFaces {
			typeLines = append(typeLines, f.TypeLine)
		}
		for _, tl := range typeLines {
			for half := range strings.SplitSeq(tl, " // ") {
				_, subs, ok := strings.Cut(half, "—")
				if !ok {
					continue
				}
				for _, s := range strings.Fields(subs) {
					if !known[s] {
						t.Errorf("%s: the subtype %q is not among ability.EraSubtypes", c.Name, s)
						known[s] = true
					}
				}
			}
		}
	}
}
