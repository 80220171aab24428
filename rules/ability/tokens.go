package ability

import (
	"fmt"
	"regexp"
	"strings"
)

// Creature tokens an effect puts into play ("Create a 1/1 colorless
// Insect artifact creature token with flying named Wasp."): the effect
// itself defines the token's characteristics (418.6d), and the grammar
// reads all of them here: how many, power and toughness, colors, card
// types, creature types, the keywords it has and its name. A token whose
// words say anything more (an ability in quotes, "that's a copy of", "for
// each", X, "tapped and attacking", an opponent who creates it) is not read,
// so the line stays ignored (fail closed).

// tokenWords are the words of "create ..." the judge reads: count,
// power/toughness, colors, [legendary], creature types, [artifact]
// creature token(s), [with keywords], [named name].
var tokenWords = regexp.MustCompile(`^(a|an|one|two|three|four|five) (\d+)/(\d+) (colorless|(?:white|blue|black|red|green)(?:(?:, | and |, and )(?:white|blue|black|red|green))*) (legendary )?((?:[a-z'-]+ )*?)(artifact )?creature tokens?(?: with (.+?))?(?: named ([a-z' -]+))?$`)

// notInName are words that say more than a name: a token named with them
// is not read.
var notInName = map[string]bool{"at": true, "that": true, "that's": true, "for": true, "where": true, "and": true, "tapped": true, "attacking": true, "each": true, "it": true, "with": true, "under": true}

// readToken reads the words after "create" into a token; an error when
// they say anything the judge does not read.
func readToken(words string) (Token, error) {
	m := tokenWords.FindStringSubmatch(words)
	if m == nil {
		return Token{}, fmt.Errorf("%q is not a creature token the judge reads (count, power/toughness, colors, creature types, keywords, name)", "create "+words)
	}
	t := Token{Types: []string{"Creature"}}
	t.Count = map[string]int{"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}[m[1]]
	var err error
	if t.Power, err = number(m[2]); err != nil {
		return Token{}, err
	}
	if t.Toughness, err = number(m[3]); err != nil {
		return Token{}, err
	}
	if m[4] != "colorless" {
		for _, c := range strings.FieldsFunc(m[4], func(r rune) bool { return r == ',' || r == ' ' }) {
			if c != "and" {
				t.Colors = append(t.Colors, titleWord(c))
			}
		}
	}
	if m[5] != "" {
		t.Supertypes = []string{"Legendary"}
	}
	for _, s := range strings.Fields(m[6]) {
		if notInName[s] {
			return Token{}, fmt.Errorf("%q: %q is no creature type", "create "+words, s)
		}
		t.Subtypes = append(t.Subtypes, titleWord(s))
	}
	if len(t.Subtypes) == 0 {
		return Token{}, fmt.Errorf("%q: a creature token the judge reads has creature types", "create "+words)
	}
	if m[7] != "" {
		t.Types = []string{"Artifact", "Creature"}
	}
	if m[8] != "" {
		given, err := keywordList(m[8])
		if err != nil {
			return Token{}, fmt.Errorf("%q: the token's abilities: %w", "create "+words, err)
		}
		for _, g := range given {
			if Classify(g).Kind != Static || strings.Contains(g.Text, "\"") {
				return Token{}, fmt.Errorf("%q: %q is not a keyword the judge gives a token", "create "+words, g.Text)
			}
			t.Abilities = append(t.Abilities, strings.ToUpper(g.Text[:1])+g.Text[1:])
		}
	}
	for _, w := range strings.Fields(m[9]) {
		if notInName[w] {
			return Token{}, fmt.Errorf("%q: the token's name says more than a name (%q)", "create "+words, w)
		}
	}
	if m[9] != "" {
		t.Name = titleName(m[9])
	} else {
		t.Name = strings.Join(t.Subtypes, " ") // 418.6c
	}
	return t, nil
}

// titleWord writes a word as a card does: its first letter upper case.
func titleWord(w string) string {
	if w == "" {
		return w
	}
	parts := strings.Split(w, "-")
	for i, p := range parts {
		if p != "" {
			parts[i] = strings.ToUpper(p[:1]) + p[1:]
		}
	}
	return strings.Join(parts, "-")
}

// titleName writes a token's name as a card does: each word upper case
// but "of", "the", "a" inside it ("Wolves of the Hunt").
func titleName(s string) string {
	ws := strings.Fields(s)
	for i, w := range ws {
		if i > 0 && (w == "of" || w == "the" || w == "a") {
			continue
		}
		ws[i] = titleWord(w)
	}
	return strings.Join(ws, " ")
}

// tokenRow is the effect row of this file.
var tokenRow = effectRow{Pattern: "Create N P/T [colors] [creature types] [artifact] creature token(s) [with keywords] [named Name].",
	Example: "Create a 1/1 colorless Insect artifact creature token with flying named Wasp.", Card: "The Hive",
	g: gr(`create @{any}`),
	build: func(m []string) (Reading, error) {
		t, err := readToken(m[1])
		if err != nil {
			return Reading{}, err
		}
		return Reading{Kind: EffectKind, Mode: CreateToken, Selector: Selector{Subject: Entered}, Duration: Once,
			N: t.Count, Power: t.Power, Toughness: t.Toughness, Token: &t}, nil
	}}

// opponentTokenRow reads the tokens an effect has a target opponent put
// into play, under that opponent's control ("Target opponent creates two
// 3/3 green Centaur creature tokens with protection from black."): the
// token's words as tokenRow reads them.
var opponentTokenRow = effectRow{Pattern: "Target opponent creates N P/T [colors] [creature types] [artifact] creature token(s) [with keywords] [named Name].",
	Example: "Target opponent creates four 1/1 blue Faerie creature tokens with flying.", Card: "Hunted Troll",
	g: gr(`target opponent creates @{any}`),
	build: func(m []string) (Reading, error) {
		t, err := readToken(m[1])
		if err != nil {
			return Reading{}, err
		}
		return Reading{Kind: EffectKind, Mode: CreateToken, Duration: Once, N: t.Count, Power: t.Power, Toughness: t.Toughness, Token: &t,
			Selector: Selector{Subject: Targeted, Quality: Quality{Text: "opponent", Terms: []Term{{Kind: OpponentPlayer, Word: "opponent"}}}}}, nil
	}}

// tokenEffect reads a trigger's effect that creates tokens; ok is false
// when effect creates no token the judge reads.
func tokenEffect(effect string) (a Ability, ok bool, err error) {
	words, found := strings.CutPrefix(effect, "create ")
	if !found {
		return Ability{}, false, nil
	}
	t, err := readToken(words)
	if err != nil {
		return Ability{}, false, nil // the trigger's other readers say what they read
	}
	return Ability{Keyword: CreateToken, Text: effect, N: t.Count, Power: t.Power, Toughness: t.Toughness, Token: &t}, true, nil
}
