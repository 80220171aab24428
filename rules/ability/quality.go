package ability

import (
	"fmt"
	"strings"
)

// Quality is a characteristic that abilities refer to: "red", "Wolves",
// "artifact", "nonblack", "Legends". It is a conjunction of terms; a
// permanent has the quality when every term holds for it.
type Quality struct {
	Text  string // as written, for messages
	Terms []Term
}

// TermKind is what a term of a quality speaks of.
type TermKind int

// The kinds of terms.
const (
	Color TermKind = iota
	CardType
	Supertype
	Subtype
	Colorless
	Multicolored
	Monocolored
)

// Term is one word of a quality: Kind Word ("red", "artifact", "Wolves"),
// or its negation ("nonblack").
type Term struct {
	Kind TermKind
	Word string // lowercase, singular where it matters
	Not  bool
}

// The colors, card types and supertypes of permanents, lowercase.
var (
	ColorWords     = []string{"white", "blue", "black", "red", "green"}
	CardTypeWords  = []string{"artifact", "creature", "enchantment", "land"}
	SupertypeWords = []string{"basic", "legendary", "snow", "world"}
)

func IsOneOf(w string, list []string) bool {
	for _, s := range list {
		if s == w {
			return true
		}
	}
	return false
}

// singularType turns "artifacts" into "artifact", "sorceries" into "sorcery".
func singularType(w string) string {
	for _, t := range CardTypeWords {
		if w == t || w == t+"s" {
			return t
		}
	}
	return ""
}

// parseQuality reads a quality such as "red", "black and from white" is not
// handled here (protection splits it first). Words are space separated;
// "creature(s)" at the end is redundant and dropped unless it is the only
// word.
func ParseQuality(text string) (Quality, error) {
	q := Quality{Text: text}
	words := strings.Fields(strings.ToLower(text))
	if len(words) > 1 {
		last := words[len(words)-1]
		if last == "creature" || last == "creatures" {
			words = words[:len(words)-1]
		}
	}
	if len(words) == 0 {
		return q, fmt.Errorf("empty quality")
	}
	for _, w := range words {
		w = strings.TrimSuffix(w, ",")
		t := Term{}
		if strings.HasPrefix(w, "non") && len(w) > 3 {
			t.Not = true
			w = strings.TrimPrefix(strings.TrimPrefix(w, "non"), "-")
		}
		switch {
		case IsOneOf(w, ColorWords):
			t.Kind, t.Word = Color, w
		case w == "colorless":
			t.Kind = Colorless
		case w == "multicolored":
			t.Kind = Multicolored
		case w == "monocolored":
			t.Kind = Monocolored
		case singularType(w) != "":
			t.Kind, t.Word = CardType, singularType(w)
		case IsOneOf(w, SupertypeWords):
			t.Kind, t.Word = Supertype, w
		case w == "legends" || w == "legend":
			// Old cards wrote "Legends" for legendary permanents.
			t.Kind, t.Word = Supertype, "legendary"
		default:
			if !isWord(w) {
				return q, fmt.Errorf("%q is not a color, type or creature type", w)
			}
			t.Kind, t.Word = Subtype, w
		}
		q.Terms = append(q.Terms, t)
	}
	return q, nil
}

func isWord(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r == '-' || r == '\'') {
			return false
		}
	}
	return true
}

// SubtypeMatches reports whether the word in an ability ("wolves") names the
// subtype ("Wolf"), singular or plural.
func SubtypeMatches(word, subtype string) bool {
	s := strings.ToLower(subtype)
	switch {
	case word == s, word == s+"s", word == s+"es":
		return true
	case strings.HasSuffix(s, "f") && word == s[:len(s)-1]+"ves":
		return true
	case strings.HasSuffix(s, "y") && word == s[:len(s)-1]+"ies":
		return true
	case strings.HasSuffix(s, "man") && word == s[:len(s)-3]+"men":
		return true
	}
	return false
}

// SameText compares two qualities by their words, for "bands with other"
// abilities that must be the same.
func (q Quality) SameText(o Quality) bool {
	return strings.EqualFold(strings.Join(strings.Fields(q.Text), " "), strings.Join(strings.Fields(o.Text), " "))
}
