package rules

import (
	"fmt"
	"strings"
)

// Quality is a characteristic that abilities refer to: "red", "Wolves",
// "artifact", "nonblack", "Legends". It is a conjunction of terms; a
// permanent has the quality when every term holds for it.
type Quality struct {
	Text  string // as written, for messages
	terms []qualityTerm
}

type termKind int

const (
	termColor termKind = iota
	termType
	termSupertype
	termSubtype
	termColorless
	termMulticolored
	termMonocolored
)

type qualityTerm struct {
	kind termKind
	word string // lowercase, singular where it matters
	not  bool
}

var (
	colorWords     = []string{"white", "blue", "black", "red", "green"}
	cardTypeWords  = []string{"artifact", "creature", "enchantment", "land"}
	supertypeWords = []string{"basic", "legendary", "snow", "world"}
)

func isOneOf(w string, list []string) bool {
	for _, s := range list {
		if s == w {
			return true
		}
	}
	return false
}

// singularType turns "artifacts" into "artifact", "sorceries" into "sorcery".
func singularType(w string) string {
	for _, t := range cardTypeWords {
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
func parseQuality(text string) (Quality, error) {
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
		t := qualityTerm{}
		if strings.HasPrefix(w, "non") && len(w) > 3 {
			t.not = true
			w = strings.TrimPrefix(strings.TrimPrefix(w, "non"), "-")
		}
		switch {
		case isOneOf(w, colorWords):
			t.kind, t.word = termColor, w
		case w == "colorless":
			t.kind = termColorless
		case w == "multicolored":
			t.kind = termMulticolored
		case w == "monocolored":
			t.kind = termMonocolored
		case singularType(w) != "":
			t.kind, t.word = termType, singularType(w)
		case isOneOf(w, supertypeWords):
			t.kind, t.word = termSupertype, w
		case w == "legends" || w == "legend":
			// Old cards wrote "Legends" for legendary permanents.
			t.kind, t.word = termSupertype, "legendary"
		default:
			if !isWord(w) {
				return q, fmt.Errorf("%q is not a color, type or creature type", w)
			}
			t.kind, t.word = termSubtype, w
		}
		q.terms = append(q.terms, t)
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

// subtypeMatches reports whether the word in an ability ("wolves") names the
// subtype ("Wolf"), singular or plural.
func subtypeMatches(word, subtype string) bool {
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

// Has reports whether the permanent has the quality.
func (q Quality) has(p *perm) bool {
	for _, t := range q.terms {
		if t.holds(p) == t.not {
			return false
		}
	}
	return len(q.terms) > 0
}

func (t qualityTerm) holds(p *perm) bool {
	switch t.kind {
	case termColor:
		return p.hasColor(t.word)
	case termColorless:
		return len(p.Colors) == 0
	case termMulticolored:
		return len(p.Colors) > 1
	case termMonocolored:
		return len(p.Colors) == 1
	case termType:
		return p.hasType(t.word)
	case termSupertype:
		return p.hasSupertype(t.word)
	case termSubtype:
		for _, s := range p.Subtypes {
			if subtypeMatches(t.word, s) {
				return true
			}
		}
	}
	return false
}

// sameText compares two qualities by their words, for "bands with other"
// abilities that must be the same.
func (q Quality) sameText(o Quality) bool {
	return strings.EqualFold(strings.Join(strings.Fields(q.Text), " "), strings.Join(strings.Fields(o.Text), " "))
}
