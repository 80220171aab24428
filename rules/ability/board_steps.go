package ability

import (
	"fmt"
	"regexp"
	"strings"
)

// The steps of a trigger's effect (effect_steps.go) that touch the
// players' permanents or the game itself (issue 27): a player sacrifices
// permanents he or she chooses ("that player sacrifices a creature",
// "sacrifice a permanent", "half the non-Demon permanents they control,
// rounded up"), a player loses the game, creature tokens are created
// ("create that many 1/1 green Insect creature tokens", "for each land you
// control"), and the dragons' "choose a color, then ..." with what follows
// it on the board: return all creatures of that color to their owners'
// hands, tokens or life for each permanent of that color, "~ deals N
// damage to each [quality] creature". The walk applies each
// (rules/walk/board_steps.go); the sacrificing player's choice is the
// request's (choices.sacrifices), the color the answer's to "you may"
// (choices.may[].color). Append only: these are wire words.
const (
	// SacrificeStep: "[player] sacrifices N [quality]": N of them, or
	// HalfRoundedUp; the player chooses which as it resolves (413.2c).
	SacrificeStep Keyword = "[player] sacrifices N [quality]"
	// LoseGameStep: "[player] loses the game".
	LoseGameStep Keyword = "[player] loses the game"
	// TokensStep: "create N [token]": N a number, ThatMuch, or ForEach
	// (one for each permanent of Quality, of the source's controller's
	// when Scope.YouControl); Token the token.
	TokensStep Keyword = "create N [token] [for each [quality]]"
	// ChooseColorStep: "choose a color": the steps after it say "of that
	// color" (Quality.Text ThatColor).
	ChooseColorStep Keyword = "choose a color"
	// ReturnAllCreatures: "return all creatures of that color to their
	// owners' hands".
	ReturnAllCreatures Keyword = "return all creatures of that color to their owners' hands"
	// GainLifeForEach: "[player] gains N life for each permanent of that
	// color" (every player's permanents).
	GainLifeForEach Keyword = "[player] gains N life for each permanent of that color"
	// DamageEachStep: "~ deals N damage to each [quality] creature".
	DamageEachStep Keyword = "~ deals N damage to each [quality] creature"
)

// PlayerDefending is the When.Whose of "defending player sacrifices a
// land", of a trigger on its creature becoming blocked: the player it
// attacks.
const PlayerDefending = "defending player"

// HalfRoundedUp is the N of "sacrifices half the ... permanents they
// control, rounded up"; ForEach that of "create ... for each [quality]".
const (
	HalfRoundedUp = -3
	ForEach       = -4
)

// ThatColor is the Quality.Text of "permanent of that color" and
// "creatures of that color": the color chosen by ChooseColorStep.
const ThatColor = "of that color"

var (
	stepSacrificeN    = regexp.MustCompile(`^(?:(defending player) |` + strings.TrimPrefix(stepSubject, `(?:`) + `sacrifices? (a|an|one|two|three|four|five) ((?:[a-z-]+ )?(?:creature|land|permanent|artifact|enchantment)s?)$`)
	stepSacrificeHalf = regexp.MustCompile(`^` + stepSubject + `sacrifices? half the ((?:[a-z-]+ )?permanents) (?:they control|he or she controls|you control), rounded up$`)
	stepLoseGame      = regexp.MustCompile(`^` + stepSubject + `loses? the game$`)
	stepTokens        = regexp.MustCompile(`^create (that many|a|an|one|two|three|four|five) (.+? creature tokens?)(?: for each (land you control|permanent of that color))?$`)
	stepChooseColor   = regexp.MustCompile(`^choose a color$`)
	stepReturnAll     = regexp.MustCompile(`^return all creatures of that color to their owners?'? hands?$`)
	stepGainPerColor  = regexp.MustCompile(`^` + stepSubject + `gains? (\w+) life for each permanent of that color$`)
	stepDamageEach    = regexp.MustCompile(`^~ deals (\w+) damage to each ([a-z-]+ )?creature$`)
)

// boardStep reads one step of this file; subject resolves the player an
// omitted or named subject stands for.
func boardStep(clause string, subject func(string) string) (Ability, bool) {
	switch {
	case stepSacrificeN.MatchString(clause):
		m := stepSacrificeN.FindStringSubmatch(clause)
		n, err := stepCount(m[3])
		words := m[4]
		if n > 1 {
			words = strings.TrimSuffix(words, "s")
		}
		q, qerr := permanentQuality(words)
		whose := subject(m[2])
		if m[1] != "" {
			whose = PlayerDefending
		}
		return Ability{Keyword: SacrificeStep, Text: clause, N: n, Quality: q, When: Cond{Whose: whose}}, err == nil && qerr == nil && words == strings.TrimSuffix(words, "s")
	case stepSacrificeHalf.MatchString(clause):
		m := stepSacrificeHalf.FindStringSubmatch(clause)
		q, err := permanentQuality(strings.TrimSuffix(m[2], "s"))
		return Ability{Keyword: SacrificeStep, Text: clause, N: HalfRoundedUp, Quality: q, When: Cond{Whose: subject(m[1])}}, err == nil
	case stepLoseGame.MatchString(clause):
		m := stepLoseGame.FindStringSubmatch(clause)
		return Ability{Keyword: LoseGameStep, Text: clause, When: Cond{Whose: subject(m[1])}}, true
	case stepTokens.MatchString(clause):
		return tokensStep(clause, subject)
	case stepChooseColor.MatchString(clause):
		return Ability{Keyword: ChooseColorStep, Text: clause, When: Cond{Whose: subject("")}}, true
	case stepReturnAll.MatchString(clause):
		return Ability{Keyword: ReturnAllCreatures, Text: clause, Quality: Quality{Text: ThatColor}, When: Cond{Whose: subject("")}}, true
	case stepGainPerColor.MatchString(clause):
		m := stepGainPerColor.FindStringSubmatch(clause)
		n, err := number(m[2])
		return Ability{Keyword: GainLifeForEach, Text: clause, N: n, Quality: Quality{Text: ThatColor}, When: Cond{Whose: subject(m[1])}}, err == nil
	case stepDamageEach.MatchString(clause):
		m := stepDamageEach.FindStringSubmatch(clause)
		n, err := number(m[1])
		q, qerr := ParseQuality(strings.TrimSpace(m[2] + "creature"))
		return Ability{Keyword: DamageEachStep, Text: clause, N: n, Quality: q, When: Cond{Whose: subject("")}}, err == nil && qerr == nil
	}
	return Ability{}, false
}

// permanentQuality reads "[quality] permanent" (any permanent, or one of
// the words before it: "non-Demon permanent") and the other qualities.
func permanentQuality(words string) (Quality, error) {
	rest, ok := strings.CutSuffix(words, "permanent")
	if !ok {
		return ParseQuality(words)
	}
	q := Quality{Text: words, Terms: []Term{{Kind: Everything}}}
	if rest = strings.TrimSpace(rest); rest != "" {
		r, err := ParseQuality(rest)
		if err != nil || len(r.Any) > 0 {
			return Quality{}, fmt.Errorf("%q: not a quality of permanents the judge reads", words)
		}
		q.Terms = append(q.Terms, r.Terms...)
	}
	return q, nil
}

// readTokenWords is tokens.go's reader of a token's words, set there: the
// steps here build on it without the effect grammar it builds on.
var readTokenWords func(words string) (Token, error)

// stepCount reads the count a step opens with: "a" or "an" is one.
func stepCount(word string) (int, error) {
	if word == "a" || word == "an" {
		return 1, nil
	}
	return number(word)
}

// tokensStep reads "create N [token] [for each [quality]]": the token's
// words as tokens.go reads them.
func tokensStep(clause string, subject func(string) string) (Ability, bool) {
	m := stepTokens.FindStringSubmatch(clause)
	t, err := readTokenWords("one " + m[2])
	if err != nil {
		return Ability{}, false
	}
	a := Ability{Keyword: TokensStep, Text: clause, Token: &t, When: Cond{Whose: subject("")}}
	switch m[1] {
	case "that many":
		a.N = ThatMuch
	default:
		if a.N, err = stepCount(m[1]); err != nil {
			return Ability{}, false
		}
	}
	switch m[3] {
	case "":
	case "land you control":
		if a.N != 1 {
			return Ability{}, false
		}
		a.N, a.Scope.YouControl = ForEach, true
		if a.Quality, err = ParseQuality("land"); err != nil {
			return Ability{}, false
		}
	default:
		if a.N != 1 {
			return Ability{}, false
		}
		a.N, a.Quality = ForEach, Quality{Text: ThatColor}
	}
	return a, true
}

// boardStepsFit refuses "of that color" with no color chosen before it
// and a color chosen that no step after it names.
func boardStepsFit(steps []Ability) bool {
	chosen, named := false, false
	for _, s := range steps {
		switch {
		case s.Keyword == ChooseColorStep:
			if chosen {
				return false
			}
			chosen = true
		case s.Quality.Text == ThatColor:
			if !chosen {
				return false
			}
			named = true
		}
	}
	return chosen == named
}

// onDeclaration reports whether the steps of a trigger on its creature's
// attack or block are ones read there (declaration_steps.go): sacrifices
// not optional, or the steps outside the board, optional or not.
func onDeclaration(out Ability, steps []Ability) bool {
	sacrifices := false
	for _, s := range steps {
		if !declarationStepRead(s) {
			return false
		}
		sacrifices = sacrifices || s.Keyword == SacrificeStep
	}
	return out.Keyword == Steps || out.Keyword == MaySteps && !sacrifices
}

// ChoosesColor reports whether a steps effect chooses a color, which the
// request's yes to it names (choices.may[].color).
func ChoosesColor(e Ability) bool {
	for _, s := range e.Abilities {
		if s.Keyword == ChooseColorStep {
			return true
		}
	}
	return false
}

// Sacrifices reports whether a steps effect has a player sacrifice
// permanents he or she chooses (choices.sacrifices).
func Sacrifices(e Ability) bool {
	for _, s := range e.Abilities {
		if s.Keyword == SacrificeStep {
			return true
		}
	}
	return false
}
