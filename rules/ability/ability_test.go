package ability_test

import (
	"fmt"
	"strings"
	"testing"

	"rulesjudge/rules/ability"
)

func TestParseAbility(t *testing.T) {
	tests := []struct {
		text, name string
		want       []ability.Keyword
		n          int // N of the first ability, when it has one
	}{
		{"Flying", "", []ability.Keyword{ability.Flying}, 0},                          // 502.4
		{"gained flying until end of turn", "", []ability.Keyword{ability.Flying}, 0}, // granted this turn (issue 12)
		{"Bird gains first strike and trample until end of turn.", "Bird", []ability.Keyword{ability.FirstStrike, ability.Trample}, 0},
		{"~ gains protection from black and from red until end of turn", "", []ability.Keyword{ability.Protection, ability.Protection}, 0},
		{"Indestructible", "", []ability.Keyword{ability.Indestructible}, 0},                                       // 420.5c
		{"~ can't be blocked except by creatures with flying.", "", []ability.Keyword{ability.BlockableOnlyBy}, 0}, // 500.3
		{"Creatures without flying can't attack.", "", []ability.Keyword{ability.CreaturesCantAttack}, 0},          // 500.2
		{"flying, first strike", "", []ability.Keyword{ability.Flying, ability.FirstStrike}, 0},                    // keyword list
		{"Flying, vigilance.", "", []ability.Keyword{ability.Flying, ability.Vigilance}, 0},                        // final period
		{"Double strike", "", []ability.Keyword{ability.DoubleStrike}, 0},                                          // 502.28
		{"Rampage 2", "", []ability.Keyword{ability.Rampage}, 2},                                                   // 502.12
		{"Bushido 1", "", []ability.Keyword{ability.Bushido}, 1},                                                   // 502.38
		{"Bands with other Wolves", "", []ability.Keyword{ability.BandsWithOther}, 0},                              // 502.11
		{"Protection from red", "", []ability.Keyword{ability.Protection}, 0},                                      // 502.7
		{"Protection from black and from red", "", []ability.Keyword{ability.Protection, ability.Protection}, 0},
		{"Islandwalk", "", []ability.Keyword{ability.Landwalk}, 0},         // 502.6
		{"Desertwalk", "", []ability.Keyword{ability.Landwalk}, 0},         // any land type
		{"Legendary landwalk", "", []ability.Keyword{ability.Landwalk}, 0}, // 502.6a
		{"Nonbasic landwalk", "", []ability.Keyword{ability.Landwalk}, 0},  // 502.6a
		{"Snow swampwalk", "", []ability.Keyword{ability.SnowLandwalk}, 0}, // 502.6c
		{"Mogg Flunkies can't attack alone.", "Mogg Flunkies", []ability.Keyword{ability.CantAttackAlone}, 0},
		{"CARDNAME can't attack alone.", "", []ability.Keyword{ability.CantAttackAlone}, 0},
		// A one-letter name must not eat the t of "can't".
		{"T can't be blocked except by 6 or more creatures.", "T", []ability.Keyword{ability.MinBlockers}, 6},
		{"~ can't attack or block.", "", []ability.Keyword{ability.CantAttack, ability.CantBlock}, 0},
		{"This creature can’t attack or block alone.", "", []ability.Keyword{ability.CantAttackAlone, ability.CantBlockAlone}, 0},
		{"~ can't attack unless at least two other creatures attack.", "", []ability.Keyword{ability.AttackOnlyWithOthers}, 2},
		{"Sea Serpent can't attack unless defending player controls an Island.", "Sea Serpent", []ability.Keyword{ability.AttackOnlyIfDefenderControls}, 0},
		{"Juggernaut attacks each turn if able.", "Juggernaut", []ability.Keyword{ability.AttacksEachTurn}, 0},
		{"~ attacks each combat if able", "", []ability.Keyword{ability.AttacksEachTurn}, 0},
		{"Red creatures attack each turn if able.", "", []ability.Keyword{ability.CreaturesAttackEachTurn}, 0},
		{"All creatures attack each turn if able.", "", []ability.Keyword{ability.CreaturesAttackEachTurn}, 0},
		{"No more than one creature can attack each combat.", "", []ability.Keyword{ability.AttackCap}, 1},
		{"No more than 2 creatures can block each turn.", "", []ability.Keyword{ability.BlockCap}, 2},
		{"Creatures can't attack.", "", []ability.Keyword{ability.CreaturesCantAttack}, 0},
		{"Creatures can't block.", "", []ability.Keyword{ability.CreaturesCantBlock}, 0},
		{"Creatures can't attack you unless their controller pays {2} for each creature he or she controls that's attacking you.", "", []ability.Keyword{ability.AttackTax}, 2},
	}
	for _, tt := range tests {
		got, err := ability.Parse(tt.text, tt.name)
		if err != nil {
			t.Errorf("ParseAbility(%q): %v", tt.text, err)
			continue
		}
		var kinds []ability.Keyword
		for _, a := range got {
			kinds = append(kinds, a.Keyword)
		}
		if strings.Join(toStrings(kinds), "|") != strings.Join(toStrings(tt.want), "|") {
			t.Errorf("ParseAbility(%q) = %v, want %v", tt.text, kinds, tt.want)
		}
		if tt.n != 0 && got[0].N != tt.n {
			t.Errorf("ParseAbility(%q).N = %d, want %d", tt.text, got[0].N, tt.n)
		}
	}
}

func TestParseAbilityErrors(t *testing.T) {
	tests := []struct {
		text     string
		contains string
	}{
		{"Flyng", `did you mean "Flying"`},
		{"Deathtouch", "later edition"},
		{"Reach", "can block as though it had flying"},
		{"Menace", "two or more"},
		{"Flying, lifelink", "later edition"},
		{"Landwalk", "land type"},
		{"Draw a card.", "unrecognised ability"},
		{"Mogg Flunkies can't atack alone.", `did you mean "Mogg Flunkies can't attack alone."`},
		{"", "empty"},
	}
	for _, tt := range tests {
		_, err := ability.Parse(tt.text, "Mogg Flunkies")
		if err == nil || !strings.Contains(err.Error(), tt.contains) {
			t.Errorf("ParseAbility(%q) error = %v, want one containing %q", tt.text, err, tt.contains)
		}
	}
}

func toStrings[T ~string](xs []T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = string(x)
	}
	return out
}

// A long unknown wording is refused at once, saying why, and a merely
// unknown one of ordinary length still gets its "did you mean".
func TestLongAbilityIsRefused(t *testing.T) {
	long := strings.Repeat("x", 1<<20)
	if _, err := ability.Parse(long, ""); err == nil || !strings.Contains(err.Error(), "longer than any wording") {
		t.Errorf("1 MiB ability: got %v, want it refused as too long", err)
	}
	junk := strings.Repeat("q", 250)
	if _, err := ability.Parse(junk, ""); err == nil || !strings.Contains(err.Error(), "unrecognised ability") || strings.Contains(err.Error(), "did you mean") {
		t.Errorf("250 q's: got %v, want unrecognised with no suggestion", err)
	}
}

func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b  string
		limit int
		want  int
	}{
		{"flyng", "flying", 2, 1},
		{"flying", "flying", 2, 0},
		{"kitten", "sitting", 5, 3},
		{"kitten", "sitting", 2, 3},            // over the limit: limit+1
		{"x", strings.Repeat("y", 1000), 2, 3}, // length alone rules it out
		{"", "abc", 5, 3},
	}
	for _, tt := range tests {
		if got := ability.EditDistance(tt.a, tt.b, tt.limit); got != tt.want {
			t.Errorf("EditDistance(%q, %q, %d) = %d, want %d", tt.a, tt.b, tt.limit, got, tt.want)
		}
	}
}

// Issue 12: a line is read entirely or refused; words that can be no
// color, type, creature type or keyword are never read as nothing.
func TestQualitiesFailClosed(t *testing.T) {
	for _, text := range []string{
		"~ can't be blocked by creatures of the chosen color.",
		"Protection from the chosen color",
		"~ can't be blocked by creatures with power greater than ~'s power.",
		"~ can't be blocked by creatures with flanking strike.",
		"~ can't be blocked by creatures without power 2 or greater.",
		"Protection from creatures with power",
		"~ can't be blocked by Wolvez.",    // no creature type of the era: a typing mistake
		"~ can't be blocked by Eldrazi.",   // a creature type first printed after the era
		"~ can't be blocked by Tomorrows.", // a word that is no type at all
		"Goblin can't block.",              // a type's singular is no line about all of them
	} {
		if abs, err := ability.Parse(text, ""); err == nil {
			t.Errorf("Parse(%q) = %+v, want an error: some words carry no meaning the judge applies", text, abs)
		}
	}
}

// Qualities read every word: with/without a keyword, power comparisons,
// or-lists.
func TestQualityTerms(t *testing.T) {
	tests := []struct {
		text string
		want string // the terms, written kind:word:n:not
	}{
		{"creatures with flying", "[100:flying:0:false]"},
		{"creatures without horsemanship", "[100:horsemanship:0:true]"},
		{"creatures with power 2 or greater", "[101::2:false]"},
		{"creatures with toughness 3 or less", "[104::3:false]"},
		{"tapped creatures", "[105::0:false]"},
		{"red or green creatures", "any[[0:red:0:false] [0:green:0:false]]"},
		{"artifact creatures and/or white creatures", "any[[1:artifact:0:false] [0:white:0:false]]"},
		{"all colors", "[4::0:true]"},
		{"everything", "[106::0:false]"},
		{"creatures", "[1:creature:0:false]"},
		{"non-Wall creatures", "[3:wall:0:true]"},
	}
	show := func(q ability.Quality) string {
		terms := func(ts []ability.Term) string {
			parts := make([]string, len(ts))
			for i, t := range ts {
				parts[i] = fmt.Sprintf("%d:%s:%d:%v", t.Kind, t.Word, t.N, t.Not)
			}
			return "[" + strings.Join(parts, " ") + "]"
		}
		if len(q.Any) == 0 {
			return terms(q.Terms)
		}
		alts := make([]string, len(q.Any))
		for i, a := range q.Any {
			alts[i] = terms(a.Terms)
		}
		return "any[" + strings.Join(alts, " ") + "]"
	}
	for _, tt := range tests {
		q, err := ability.ParseQuality(tt.text)
		if err != nil || show(q) != tt.want {
			t.Errorf("ParseQuality(%q) = %s, %v; want %s", tt.text, show(q), err, tt.want)
		}
	}
}

// Issue 12: every wording of the table is used by a scenario (scenarios/),
// so each production of the language has a case through the real handler
// whose verdict was worked out from the rules. A wording added without one
// fails here.
func TestEveryWordingHasAScenario(t *testing.T) {
	used := map[ability.Keyword]bool{}
	for _, s := range scenarioAbilities(t) {
		abs, err := ability.Parse(s[0], s[1])
		if err != nil {
			continue // a scenario of a refused ability
		}
		var note func([]ability.Ability)
		note = func(abs []ability.Ability) {
			for _, a := range abs {
				used[a.Keyword] = true
				note(a.Abilities) // what a Grant gives counts too
			}
		}
		note(abs)
	}
	for _, w := range ability.Wordings() {
		abs, err := ability.Parse(w.Example, "")
		if err != nil {
			t.Errorf("the example of %q does not read: %v", w.Pattern, err)
			continue
		}
		for _, a := range abs {
			if !used[a.Keyword] {
				t.Errorf("no scenario uses %q (%s), the wording %q", a.Keyword, w.Rule, w.Pattern)
			}
		}
	}
}
