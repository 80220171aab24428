package httpapi_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"rulesjudge/cards"
	"rulesjudge/cards/era"
	"rulesjudge/httpapi"
)

// A quality read wrongly matches nothing, so a line that has one is
// accepted and silently does nothing: the judge reads a word it doesn't
// know as a creature type ("creatures with flying" would be creatures of
// a type "with flying"). ../shared/cards/coverage.py flags, as "likely
// void", every understood line whose quality (after "protection from",
// "can't be blocked by", "bands with other" or "unless defending player
// controls a") has a word that is no color, card type, supertype or
// creature type of the era. Issue 26: each such line is shown understood
// by a scenario, a case whose verdict depends on its quality, or refused.
//
// TestUnknownQualityWordsHaveScenarios finds those lines on the card view
// of every card of the built-in pool, as coverage.py does, and requires a
// scenario that uses a line of the same form: the same words after the
// keyword, but for colors and numbers ("protection from red until end of
// turn" and "protection from white until end of turn" are one form).

// qualityPhrase is coverage.py's: a keyword whose object is a quality.
var qualityPhrase = regexp.MustCompile(`(?i)(protection from|can't be blocked by(?: more than)?|bands with other|unless defending player controls an?)\s+(.*?)\.?$`)

var (
	colorWord  = regexp.MustCompile(`\b(white|blue|black|red|green)\b`)
	numberWord = regexp.MustCompile(`\d+`)
)

// knownQualityWords are the words of a quality that are no subtype.
var knownQualityWords = []string{"white", "blue", "black", "red", "green", "colorless", "multicolored", "monocolored", "artifact", "artifacts",
	"creature", "creatures", "enchantment", "enchantments", "land", "lands", "basic", "legendary", "snow", "world",
	"legends", "legend", "instant", "instants", "sorcery", "sorceries", "all", "colors", "and", "from", "other", "named"}

// qualityForms are the forms of the quality phrases of line: the keyword
// and the words after it, lowercase, each color written COLOR and each
// number N; with unknown, the form's quality has a word that is no color,
// type or subtype (subtypes, lowercase).
func qualityForms(line string, subtypes map[string]bool) (forms []string, unknown []bool) {
	for _, sentence := range strings.Split(line, ". ") {
		m := qualityPhrase.FindStringSubmatch(sentence)
		if m == nil || strings.EqualFold(m[1], "can't be blocked by more than") {
			continue
		}
		form := strings.TrimRight(strings.ToLower(m[1]+" "+m[2]), `."”`) // a quoted ability's end too
		form = numberWord.ReplaceAllString(colorWord.ReplaceAllString(form, "COLOR"), "N")
		forms = append(forms, form)
		unknown = append(unknown, slices.ContainsFunc(strings.Fields(m[2]), func(w string) bool { return !knownQualityWord(w, subtypes) }))
	}
	return forms, unknown
}

// knownQualityWord is coverage.py's known_word: a color, type or subtype
// word, in the singular or a plural, or "non" and one.
func knownQualityWord(w string, subtypes map[string]bool) bool {
	w = strings.ToLower(strings.Trim(w, ","))
	if s, ok := strings.CutPrefix(w, "non"); ok {
		w = strings.TrimPrefix(s, "-")
	}
	if slices.Contains(knownQualityWords, w) || subtypes[w] {
		return true
	}
	for _, cut := range []struct{ suffix, add string }{{"s", ""}, {"es", ""}, {"ves", "f"}, {"ies", "y"}, {"men", "man"}} {
		if s, ok := strings.CutSuffix(w, cut.suffix); ok && subtypes[s+cut.add] {
			return true
		}
	}
	return false
}

func TestUnknownQualityWordsHaveScenarios(t *testing.T) {
	db, err := era.Load()
	if err != nil {
		t.Fatal(err)
	}
	cf := httpapi.NewCardFile(db)
	names, _ := db.Names("", db.Len())
	subtypes := map[string]bool{"arcane": true, "wall": true, "island": true, "swamp": true, "forest": true, "mountain": true, "plains": true, "desert": true, "saproling": true}
	views := map[string]httpapi.CardView{}
	for _, name := range names {
		c, _, _ := db.Lookup(name)
		text := c.OracleText
		for _, f := range append([]cards.Face{{TypeLine: c.TypeLine}}, c.CardFaces...) {
			if _, sub, ok := strings.Cut(f.TypeLine, "—"); ok {
				for _, w := range strings.Fields(sub) {
					subtypes[strings.ToLower(w)] = true
				}
			}
			text += "\n" + f.OracleText
		}
		lower := strings.ToLower(text)
		if !slices.ContainsFunc([]string{"protection from", "can't be blocked by", "bands with other", "unless defending player controls"}, func(k string) bool { return strings.Contains(lower, k) }) {
			continue // no line of it has a quality phrase
		}
		card, _ := json.Marshal(name)
		if v, err := httpapi.DeriveCard(cf, card, ""); err == nil { // else no permanent
			views[name] = v
		}
	}

	shown := map[string]string{} // form → a scenario using a line of it
	files, err := filepath.Glob("../scenarios/*/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var s struct {
			Request json.RawMessage `json:"request"`
		}
		if err := json.Unmarshal(b, &s); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, line := range scenarioLines(s.Request, views) {
			forms, _ := qualityForms(line, subtypes)
			for _, form := range forms {
				if _, ok := shown[form]; !ok {
					shown[form] = f
				}
			}
		}
	}

	flagged := 0
	for _, name := range names {
		for _, a := range views[name].Understood {
			forms, unknown := qualityForms(a.Ability, subtypes)
			for i, form := range forms {
				if !unknown[i] {
					continue
				}
				flagged++
				if _, ok := shown[form]; !ok {
					t.Errorf("%s: %q is understood, and its quality %q has words that are no color, type or subtype: no scenario shows a line of that form read (write one whose verdict depends on it)", name, a.Ability, form)
				}
			}
		}
	}
	t.Logf("%d understood lines have a quality with a word that is no color, type or subtype; %d forms of quality phrases are shown by scenarios", flagged, len(shown))
	if flagged == 0 {
		t.Fatal("no understood line has a quality with an unknown word: the test finds nothing to check")
	}
}

// scenarioLines are the lines of card text a scenario's request uses: the
// abilities written on its permanents, the lines its tricks name, and the
// understood lines of the cards it names.
func scenarioLines(request json.RawMessage, views map[string]httpapi.CardView) []string {
	var lines []string
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				switch s, isString := x.(string); {
				case k == "abilities":
					if list, ok := x.([]any); ok {
						for _, l := range list {
							if l, ok := l.(string); ok {
								lines = append(lines, l)
							}
						}
					}
				case k == "text" && isString:
					lines = append(lines, s)
				case k == "card" && isString:
					for _, a := range views[s].Understood {
						lines = append(lines, a.Ability)
					}
				default:
					walk(x)
				}
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	var req any
	json.Unmarshal(request, &req)
	walk(req)
	return lines
}
