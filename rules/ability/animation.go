package ability

import (
	"fmt"
	"regexp"
	"strings"
)

// A permanent that becomes a creature until end of turn ("{1}{W}{W}: ~
// becomes a 2/2 white Spirit artifact creature with flying and first
// strike until end of turn.", "{1}{U}: ~ becomes a 2/1 blue Faerie
// creature with flying until end of turn. It's still a land."): a
// type-changing effect, applied whole in the layer of types (418.5b): it
// sets its card types and creature types, its color (when it names one),
// the keywords it gains, and its power and toughness. Its types are those named, and its other types
// too when the text says "It's still a land." (a sentence of its own,
// KeepsItsTypes) or "in addition to its other types". The
// characteristics are written as a token's are (Token): power,
// toughness, colors, types, creature types, keywords.

// The modes of this file. Append only: these are wire words.
const (
	// BecomesCreature: ~ becomes a creature with the
	// characteristics of its Token until end of turn (Duration
	// UntilEndOfTurn) or for as long as it stays in play (WhileInPlay:
	// "~ becomes a 3/3 Knight creature with first strike."); Power and
	// Toughness its base power and toughness.
	BecomesCreature Keyword = "~ becomes a N/N [colors] [types] creature [with keywords] [until end of turn]"
	// KeepsItsTypes: said of the permanent a BecomesCreature
	// before it animates ("It's still a land.", "in addition to its
	// other types"): it keeps the types it had.
	KeepsItsTypes Keyword = "it's still a land / in addition to its other types"
)

// animatedWords are the words after "becomes" the judge reads: power and
// toughness, [colors], [legendary], creature types, [artifact] creature,
// [with keywords], [in addition to its other types].
var animatedWords = regexp.MustCompile(`^an? (\d+)/(\d+) ((?:white|blue|black|red|green)(?:(?:, | and |, and )(?:white|blue|black|red|green))* )?((?:[a-z'-]+ )*?)(artifact )?creature(?: with (.+?))?( in addition to its other types)?$`)

// animationRows are the effect rows of this file.
var animationRows = []effectRow{
	{Pattern: "~ becomes a N/N [colors] [creature types] [artifact] creature [with keywords] [in addition to its other types] until end of turn.", Example: "~ becomes a 4/4 Illusion creature with flying in addition to its other types until end of turn.", Card: "Halcyon Glaze",
		g: gr(`( ~ becomes @{any} | {until-end-of-turn} , ~ becomes @{any} )`),
		parts: func(m []string) ([]Reading, error) {
			return animated(m[1]+m[2], m[2] != "")
		}},
	{Pattern: "It's still a land.", Example: "It's still a land.", Card: "Faerie Conclave",
		g: gr(`it's still a land`),
		build: func([]string) (Reading, error) {
			return Reading{Kind: EffectKind, Mode: KeepsItsTypes, Selector: Selector{Subject: Itself}, Duration: UntilEndOfTurn}, nil
		}},
}

// animated reads the words after "becomes" into the effect, and a
// KeepsItsTypes after it for "in addition to its other types"; lead says
// the sentence began "Until end of turn,". Without "until end of turn" the
// permanent stays the creature it becomes (Opal Champion: WhileInPlay).
func animated(words string, lead bool) ([]Reading, error) {
	d := WhileInPlay
	if rest, ok := strings.CutSuffix(words, " until end of turn"); ok || lead {
		words, d = rest, UntilEndOfTurn
	}
	m := animatedWords.FindStringSubmatch(words)
	if m == nil {
		return nil, fmt.Errorf("%q is not a creature the judge makes of a permanent (power/toughness, colors, creature types, keywords)", "becomes "+words)
	}
	t := Token{Count: 1, Types: []string{"Creature"}}
	var err error
	if t.Power, err = number(m[1]); err != nil {
		return nil, err
	}
	if t.Toughness, err = number(m[2]); err != nil {
		return nil, err
	}
	for _, c := range strings.FieldsFunc(m[3], func(r rune) bool { return r == ',' || r == ' ' }) {
		if c != "and" {
			t.Colors = append(t.Colors, titleWord(c))
		}
	}
	for _, s := range strings.Fields(m[4]) {
		if s == "legendary" || notInName[s] || !IsOneOf(titleWord(s), EraSubtypes) {
			return nil, fmt.Errorf("%q: %q is no creature type", "becomes "+words, s)
		}
		t.Subtypes = append(t.Subtypes, titleWord(s))
	}
	if m[5] != "" {
		t.Types = []string{"Artifact", "Creature"}
	}
	if m[6] != "" {
		given, err := keywordList(m[6])
		if err != nil {
			return nil, fmt.Errorf("%q: the abilities it gains: %w", "becomes "+words, err)
		}
		for _, g := range given {
			if Classify(g).Kind != Static || strings.Contains(g.Text, "\"") {
				return nil, fmt.Errorf("%q: %q is not a keyword the judge gives a permanent", "becomes "+words, g.Text)
			}
			t.Abilities = append(t.Abilities, strings.ToUpper(g.Text[:1])+g.Text[1:])
		}
	}
	out := []Reading{{Kind: EffectKind, Mode: BecomesCreature, Selector: Selector{Subject: Itself}, Duration: d,
		Power: t.Power, Toughness: t.Toughness, Token: &t}}
	if m[7] != "" {
		out = append(out, Reading{Kind: EffectKind, Mode: KeepsItsTypes, Selector: Selector{Subject: Itself}, Duration: d})
	}
	return out, nil
}
