package ability

import (
	"flag"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// docs/ability-grammar.md holds the grammar for people: its prose is
// written by hand, its tables (between "<!-- begin NAME -->" and "<!-- end
// NAME -->") are the parser's own productions, in the parser's order.
// TestGrammarDocument holds them equal; go test ./rules/ability -run
// TestGrammarDocument -update-grammar-doc rewrites the tables.
var updateGrammarDoc = flag.Bool("update-grammar-doc", false, "rewrite the tables of docs/ability-grammar.md")

const grammarDoc = "../../docs/ability-grammar.md"

// productionExamples are a phrase each nonterminal reads whole, with a card
// of the era that prints it.
var productionExamples = map[string][2]string{
	"self":                {"it", "Giant Spider, as this edition writes reach"},
	"creatures":           {"creatures with power 2 or greater", "Ironclaw Orcs"},
	"creature-subject":    {"creatures without flying", "Moat"},
	"with-clause":         {"with power 2 or greater", "Ironclaw Orcs"},
	"few-with-clause":     {"without flying", "Moat"},
	"lord-subject":        {"goblins", "Goblin King"},
	"yours-subject":       {"creature", "Familiar Ground"},
	"each-combat":         {"each combat", "Juggernaut"},
	"until-end-of-turn":   {"until end of turn", "Giant Growth"},
	"this-turn":           {"this turn", "Samite Healer"},
	"creatures-subject":   {"creatures without flying", "Moat"},
	"article-list":        {"a barbarian, a warrior, or a berserker", "Lovisa Coldeyes"},
	"as-long-as-its":      {". as long as it's red, it has trample", "Tenza, Godo's Maul"},
	"activated-abilities": {"its activated abilities can't be activated", "Arrest"},
	"enters-with":         {"it enters the battlefield with", "Kavu Titan"},
	"counters":            {"three +1/+1 counters", "Kavu Titan"},
	"target":              {"target attacking or blocking creature", "Heavy Ballista"},
	"combat-state":        {"attacking or blocking", "Heavy Ballista"},
	"that":                {"that creature", "Provoke"},
	"target-tail":         {"with a +1/+1 counter on it", "Helium Squirter"},
	"with-counter":        {"with a +1/+1 counter on it", "Helium Squirter"},
	"counters-of":         {"a +2/+2 counter", "Tin-Wing Chimera"},
	"x-amount":            {"its power", "Berserk"},
	"self-combat":         {"blocking ~", "Master of Arms"},
	"controlled":          {"you control", "Mother of Runes"},
	"cost":                {"{w}, {t}", "Master Decoy"},
	"cost-part":           {"sacrifice a creature", "Fallen Angel"},
	"a":                   {"an", "Sea Serpent"},
	"count":               {"two", "Crawlspace"},
}

// TestGrammarDocument holds docs/ability-grammar.md to the parser.
func TestGrammarDocument(t *testing.T) {
	doc, err := os.ReadFile(grammarDoc)
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	for _, name := range []string{"productions", "terminals", "keywords", "global", "sentences", "conditions", "effects", "targets", "timing", "extent", "triggers", "effect-kinds", "replacement-kinds", "static-kinds"} {
		want := grammarTable(t, name)
		begin, end := "<!-- begin "+name+" -->\n", "<!-- end "+name+" -->"
		i, j := strings.Index(text, begin), strings.Index(text, end)
		if i < 0 || j < i {
			t.Errorf("%s has no table %q", grammarDoc, name)
			continue
		}
		if got := text[i+len(begin) : j]; got != want {
			if *updateGrammarDoc {
				text = text[:i+len(begin)] + want + text[j:]
				continue
			}
			t.Errorf("%s: the table %q is not the parser's (go test ./rules/ability -run TestGrammarDocument -update-grammar-doc rewrites it):\n%s", grammarDoc, name, firstDiff(got, want))
		}
	}
	if *updateGrammarDoc {
		if err := os.WriteFile(grammarDoc, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// Every nonterminal has an example it reads whole, and is used.
func TestProductionExamples(t *testing.T) {
	used := map[string]bool{}
	ref := regexp.MustCompile(`\{([a-z'-]+)\}`)
	var texts []string
	for _, p := range productions {
		texts = append(texts, p)
	}
	for _, rows := range [][]wording{keywordRows, sentenceRows, globalRows} {
		for _, w := range rows {
			texts = append(texts, w.g.text)
		}
	}
	for _, r := range conditionRows {
		texts = append(texts, r.g.text)
	}
	for _, r := range effectRows {
		texts = append(texts, r.g.text)
	}
	for _, r := range targetRows {
		texts = append(texts, r.g.text)
	}
	for _, p := range timingRows {
		texts = append(texts, p.text)
	}
	texts = append(texts, activatedLine.text, spellWord.text, modeLine.text, chosenProtection.text, countersRow.text, tailRow.text, targetCondition.text)
	for _, e := range extentProductions {
		texts = append(texts, e.p.text)
	}
	for _, s := range texts {
		for _, m := range ref.FindAllStringSubmatch(s, -1) {
			used[m[1]] = true
		}
	}
	for name := range productions {
		ex, ok := productionExamples[name]
		switch {
		case !ok:
			t.Errorf("{%s} has no example", name)
		case compiled[name].match(ex[0]) == nil:
			t.Errorf("{%s} does not read its example %q", name, ex[0])
		}
		if !used[name] {
			t.Errorf("{%s} is used by no production", name)
		}
	}
	for name, term := range terminals {
		if !used[name] {
			t.Errorf("{%s} is used by no production", name)
		}
		if term.doc == "" {
			t.Errorf("{%s} says nothing of what it reads", name)
		}
	}
}

// extentProductions are the productions of extent.go: the shapes of the
// lines the judge does not apply, read for how far they reach.
var extentProductions = []struct {
	name string
	p    production
}{
	{"an activated ability's keyword", activatedKeyword},
	{"a trigger's first word", triggerLine},
	{"a keyword that works outside play", inertKeyword},
	{"a keyword of the hand and graveyard", zoneKeyword},
	{"an event outside combat", outsideCombat},
	{"an event after combat", afterCombat},
	{"the beginning of combat", beginningOfCombat},
	{"the end of combat", endOfCombat},
	{"attacking, blocking, becoming blocked", declarationEvent},
	{"an effect done once (struck)", oneShot},
	{"the card entering play", ownEntering},
	{"an untap step only", untapOnly},
	{"an untap step (struck)", untapStep},
	{"a card or spell (struck)", cardPhrase},
	{"a spell (struck)", spellPhrase},
	{"spells, mana, a library (struck)", inertPhrase},
}

// grammarTable writes one table of the document from the parser.
func grammarTable(t *testing.T, name string) string {
	var b strings.Builder
	row := func(cells ...string) {
		for i, c := range cells {
			cells[i] = strings.ReplaceAll(c, "|", `\|`)
		}
		fmt.Fprintf(&b, "| %s |\n", strings.Join(cells, " | "))
	}
	code := func(s string) string { return "`" + s + "`" }
	wordings := func(rows []wording) {
		row("#", "production", "example", "rule")
		row("---", "---", "---", "---")
		for i, w := range rows {
			row(fmt.Sprint(i+1), code(w.g.text), w.Example, w.Rule)
		}
	}
	switch name {
	case "productions":
		names := make([]string, 0, len(productions))
		for n := range productions {
			names = append(names, n)
		}
		slices.Sort(names)
		row("nonterminal", "production", "example", "card")
		row("---", "---", "---", "---")
		for _, n := range names {
			ex := productionExamples[n]
			row(code("{"+n+"}"), code(productions[n]), code(ex[0]), ex[1])
		}
	case "terminals":
		names := make([]string, 0, len(terminals))
		for n := range terminals {
			names = append(names, n)
		}
		slices.Sort(names)
		row("word class", "reads")
		row("---", "---")
		for _, n := range names {
			row(code("{"+n+"}"), terminals[n].doc)
		}
	case "keywords":
		wordings(keywordRows)
	case "global":
		wordings(globalRows)
	case "sentences":
		wordings(sentenceRows)
	case "conditions":
		row("#", "production")
		row("---", "---")
		for i, r := range conditionRows {
			row(fmt.Sprint(i+1), code(r.g.text))
		}
	case "effects":
		row("#", "production", "example", "card")
		row("---", "---", "---", "---")
		for i, r := range effectRows {
			row(fmt.Sprint(i+1), code(r.g.text), r.Example, r.Card)
		}
	case "targets":
		row("#", "production")
		row("---", "---")
		for i, r := range targetRows {
			row(fmt.Sprint(i+1), code(r.g.text))
		}
	case "timing":
		row("#", "production")
		row("---", "---")
		row("", code(activatedLine.text))
		row("", code(spellWord.text))
		row("", code(modeLine.text))
		row("", code(chosenProtection.text))
		row("", code(countersRow.text))
		row("", code(tailRow.text))
		row("", code(targetCondition.text))
		for i, p := range timingRows {
			row(fmt.Sprint(i+1), code(p.text))
		}
	case "extent":
		row("shape", "production")
		row("---", "---")
		for _, e := range extentProductions {
			row(e.name, code(e.p.text))
		}
	case "triggers":
		triggerTable(t, row, code)
	case "effect-kinds":
		effectKindTable(t, row, code) // effect_kinds_test.go
	case "replacement-kinds":
		replacementKindTable(t, row, code) // replacement_kinds_test.go
	case "static-kinds":
		staticKindTable(t, row, code) // static_kinds_test.go
	default:
		t.Fatalf("no table %q", name)
	}
	return b.String()
}

// firstDiff shows the first line where two texts differ.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range max(len(g), len(w)) {
		var a, b string
		if i < len(g) {
			a = g[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n document: %s\n parser:   %s", i+1, a, b)
		}
	}
	return ""
}
