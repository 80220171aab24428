package ability

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Quality is a characteristic that abilities refer to: "red", "Wolves",
// "artifact", "nonblack", "Legends". It is a conjunction of terms; a
// permanent has the quality when every term holds for it.
type Quality struct {
	Text  string // as written, for messages
	Terms []Term
	// Any, when set, are the alternatives of an "or" list: the quality holds
	// when one of them does (Terms is then empty).
	Any []Quality
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

// The kinds of terms that are not words of a card's type line.
const (
	WithKeyword      TermKind = iota + 100 // "with flying" (Not: "without")
	PowerAtLeast                           // "with power N or greater"
	PowerAtMost                            // "with power N or less"
	ToughnessAtLeast                       // "with toughness N or greater"
	ToughnessAtMost                        // "with toughness N or less"
	Tapped                                 // "tapped" (Not: "untapped")
	Everything                             // "everything": every source
	TokenTerm                              // "token" (Not: "nontoken"): a token, not a card (420.5f)
)

// Term is one word of a quality: Kind Word ("red", "artifact", "Wolves"),
// or its negation ("nonblack").
type Term struct {
	Kind TermKind
	Word string // lowercase, singular where it matters; the keyword of WithKeyword
	N    int    // of PowerAtLeast and the like
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

// ParseQuality reads a quality: "red", "nonblack", "Wolves", "artifact
// creatures", "tapped creatures", "creatures with flying", "creatures
// without horsemanship", "creatures with power 2 or greater", "red or green
// creatures", "artifact creatures and/or black creatures", "all colors",
// "everything". ("black and from white" is not one: protection splits it
// first.) Every word must mean something: a word that is no color, type,
// supertype, keyword or a creature type's single word is an error, never
// read as nothing.
func ParseQuality(text string) (Quality, error) {
	q := Quality{Text: text}
	lower := strings.ToLower(strings.TrimSpace(text))
	switch lower {
	case "":
		return q, fmt.Errorf("empty quality")
	case "everything":
		q.Terms = []Term{{Kind: Everything}}
		return q, nil
	case "all colors":
		q.Terms = []Term{{Kind: Colorless, Not: true}} // each color: anything colored
		return q, nil
	}
	// "2 or greater" and "two or more" are one phrase, not alternatives.
	lower = comparisons.Replace(lower)
	if alts := orList.Split(lower, -1); len(alts) > 1 {
		for _, alt := range alts {
			a, err := ParseQuality(strings.ReplaceAll(alt, "or_", "or "))
			if err != nil {
				return q, err
			}
			q.Any = append(q.Any, a)
		}
		return q, nil
	}
	terms, err := parseTerms(strings.Fields(lower))
	q.Terms = terms
	return q, err
}

// comparisons joins the words of a comparison so that orList leaves them
// alone.
var comparisons = strings.NewReplacer(" or greater", " or_greater", " or less", " or_less", " or more", " or_more")

// orList separates the alternatives of a quality: "red or green",
// "artifact creatures and/or black creatures", "white, blue, or black".
var orList = regexp.MustCompile(`\s*(?:,\s*or|\bor|\band/or|,)\s+`)

// parseTerms reads the words of one alternative. "creature(s)" adds
// nothing to another term (the quality is of creatures anyway) and is the
// card type when alone.
func parseTerms(words []string) ([]Term, error) {
	var terms []Term
	creature, afterWith := false, false
	for k := 0; k < len(words); k++ {
		w := strings.TrimSuffix(words[k], ",")
		if afterWith && w != "with" && w != "without" && w != "and" {
			// "creatures with flying" ends its phrase: no type may follow.
			return nil, fmt.Errorf("%q after a \"with\" phrase is not read", strings.Join(words[k:], " "))
		}
		switch {
		case w == "and" && afterWith:
			continue
		case w == "creature" || w == "creatures":
			creature = true
			continue
		case w == "tapped" || w == "untapped":
			terms = append(terms, Term{Kind: Tapped, Not: w == "untapped"})
			continue
		case w == "with" || w == "without":
			t, used, err := parseWith(words[k+1:], w == "without")
			if err != nil {
				return nil, err
			}
			terms = append(terms, t)
			k += used
			afterWith = true
			continue
		}
		t, err := parseWord(w)
		if err != nil {
			return nil, err
		}
		terms = append(terms, t)
	}
	if len(terms) == 0 && creature {
		terms = append(terms, Term{Kind: CardType, Word: "creature"})
	}
	if len(terms) == 0 {
		return nil, fmt.Errorf("empty quality")
	}
	return terms, nil
}

// withKeywords are the keywords a quality may say a creature has or lacks.
var withKeywords = []Keyword{FirstStrike, DoubleStrike, Flying, Trample, Haste, Vigilance, Defender,
	Banding, Flanking, Provoke, Shadow, Horsemanship, Fear}

// parseWith reads what follows "with" or "without": a keyword ("flying",
// "first strike") or "power/toughness N or greater/less". It returns how
// many words it used.
func parseWith(rest []string, without bool) (Term, int, error) {
	if len(rest) >= 3 && (rest[0] == "power" || rest[0] == "toughness") && (rest[2] == "or_greater" || rest[2] == "or_less") && !without {
		n, err := strconv.Atoi(rest[1])
		if rest[1] == "x" {
			n, err = 0, nil // "power X or less": the X a trick gives (Word "x"; x_qualities.go)
		}
		if err != nil || n < 0 || n > 1000 {
			return Term{}, 0, fmt.Errorf("%q is not a number from 0 to 1000", rest[1])
		}
		kind := PowerAtLeast
		switch {
		case rest[0] == "power" && rest[2] == "or_less":
			kind = PowerAtMost
		case rest[0] == "toughness" && rest[2] == "or_greater":
			kind = ToughnessAtLeast
		case rest[0] == "toughness":
			kind = ToughnessAtMost
		}
		if rest[1] == "x" {
			return Term{Kind: kind, Word: XWord}, 3, nil
		}
		return Term{Kind: kind, N: n}, 3, nil
	}
	if t, n, ok := parseGraveyardPower(rest, without); ok { // graveyard_power.go
		return t, n, nil
	}
	for _, n := range []int{2, 1} {
		if len(rest) >= n {
			if k := Keyword(strings.Join(rest[:n], " ")); slices.Contains(withKeywords, k) {
				return Term{Kind: WithKeyword, Word: string(k), Not: without}, n, nil
			}
		}
	}
	if len(rest) > 0 {
		if t, ok := landwalkTerm(rest[0], without); ok { // landwalk_quality.go
			return t, 1, nil
		}
	}
	return Term{}, 0, fmt.Errorf("%q after \"with\" is not a keyword or a power or toughness the judge reads", strings.Join(rest, " "))
}

// notSubtypes are words that can't be a creature type: a quality using them
// says something the reader does not understand, and is refused.
var notSubtypes = []string{"a", "an", "the", "and", "or", "of", "that", "this", "with", "without", "power",
	"toughness", "greater", "less", "than", "each", "all", "other", "you", "your", "control", "controls",
	"blocking", "attacking", "it", "its", "chosen", "color", "colors", "type", "card", "cards", "named",
	"permanent", "permanents", "spell", "spells", "source", "sources", "player", "players", "more", "one",
	"two", "three", "~", "token", "tokens", "as", "long", "if", "unless", "is", "are", "it's", "has", "have",
	"no", "not", "there", "there's", "another", "face-down", "face-up"}

// parseWord reads one word: a color, a card type, a supertype or a
// creature type, any of them negated with "non".
func parseWord(w string) (Term, error) {
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
	case w == "instant" || w == "instants" || w == "sorcery" || w == "sorceries":
		// Spells, never permanents: in combat nothing has this type, so
		// "protection from instants" protects from no creature.
		t.Kind, t.Word = CardType, strings.TrimSuffix(strings.TrimSuffix(w, "s"), "ie")
		if t.Word == "sorcer" {
			t.Word = "sorcery"
		}
	case IsOneOf(w, SupertypeWords):
		t.Kind, t.Word = Supertype, w
	case w == "token" || w == "tokens":
		// A token, not a card: the request says which permanents are
		// (permanents[].token).
		t.Kind, t.Word = TokenTerm, "token"
	case w == "legends" || w == "legend":
		// Old cards wrote "Legends" for legendary permanents.
		t.Kind, t.Word = Supertype, "legendary"
	case !isWord(w) || IsOneOf(w, notSubtypes) || !eraSubtype(w):
		return t, fmt.Errorf("%q is not a color, type, creature type or keyword the judge reads", w)
	default:
		t.Kind, t.Word = Subtype, w
	}
	return t, nil
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
// subtype ("Wolf"), singular or plural. The word is lowercase; the subtype
// is compared lowered, without a lowered copy when it is ASCII (it is
// asked for every term of every quality a check holds against a creature).
func SubtypeMatches(word, subtype string) bool {
	for i := 0; i < len(subtype); i++ {
		if subtype[i] >= 0x80 {
			return subtypeMatchesLowered(word, strings.ToLower(subtype))
		}
	}
	// plural: word is the subtype lowered, its last cut bytes replaced by
	// tail.
	plural := func(cut int, tail string) bool {
		stem := len(subtype) - cut
		if stem < 0 || len(word) != stem+len(tail) || word[stem:] != tail {
			return false
		}
		for i := 0; i < stem; i++ {
			if lowerASCII(subtype[i]) != word[i] {
				return false
			}
		}
		return true
	}
	endsIn := func(suffix string) bool {
		n := len(subtype) - len(suffix)
		if n < 0 {
			return false
		}
		for i := 0; i < len(suffix); i++ {
			if lowerASCII(subtype[n+i]) != suffix[i] {
				return false
			}
		}
		return true
	}
	return plural(0, "") || plural(0, "s") || plural(0, "es") ||
		endsIn("f") && plural(1, "ves") || endsIn("y") && plural(1, "ies") || endsIn("man") && plural(3, "men")
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// subtypeMatchesLowered is SubtypeMatches of a subtype already lowered.
func subtypeMatchesLowered(word, s string) bool {
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

// irregularPlurals are the plurals of subtypes that SubtypeMatches's rules
// (s, es, f to ves, y to ies, man to men) do not make.
var irregularPlurals = map[string]string{
	"oxen": "ox", "fungi": "fungus", "cyclopes": "cyclops", "homunculi": "homunculus", "octopi": "octopus",
	"mice": "mouse", "geese": "goose", "djinni": "djinn",
}

// eraSubtype reports whether a word of a quality ("wolves", "wall",
// "assembly-workers") names one of EraSubtypes.
func eraSubtype(word string) bool {
	if s, ok := irregularPlurals[word]; ok {
		word = s
	}
	for _, s := range EraSubtypes {
		if SubtypeMatches(word, strings.ToLower(s)) {
			return true
		}
	}
	return false
}
