package ability_test

import (
	"strings"
	"testing"

	"rulesjudge/rules/ability"
)

// The lines of lords.go, each with what it was read as (meaningString):
// the subject with the name filled in, what it gives, and the condition on
// the permanent's history.
func TestLordsMeaning(t *testing.T) {
	tests := []struct {
		text, name string
		want       string
	}{
		// 418.5a: "other" keeps the source out; the name is the permanent's.
		{"Each other creature named Brothers Yamazaki gets +2/+2 and has haste.", "Brothers Yamazaki",
			"other creatures named Brothers Yamazaki | [quality] creatures have [keywords] | gives gets +N/+N +2/+2; haste"},
		// A list of types with articles: any of them.
		{"Each creature that's a Barbarian, a Warrior, or a Berserker gets +2/+2 and has haste.", "Lovisa Coldeyes",
			"barbarian or warrior or berserker creatures | [quality] creatures have [keywords] | gives gets +N/+N +2/+2; haste"},
		// Two subjects joined by "and": each of them.
		{"Green creatures and white creatures have protection from Gorgons.", "Masked Gorgon",
			"green creatures or white creatures | [quality] creatures have [keywords] | gives protection gorgons: subtype gorgons"},
		// A plural type on both sides (500.3).
		{"Cowards can't block Warriors.", "Boldwyr Intimidator",
			"cowards | [quality] creatures have [keywords] | gives can't block [quality] warriors: subtype warriors"},
		// A requirement on the creatures of the source's opponents (500.2).
		{"Creatures your opponents control attack each combat if able.", "Fumiko the Lowblood",
			"creatures your opponents control | [quality] creatures have [keywords] | gives attacks each turn if able"},
		// Everything but the named and the artifacts (500.2).
		{"Except for creatures named Akron Legionnaire and artifact creatures, creatures you control can't attack.", "Akron Legionnaire",
			"non-artifact creatures not named Akron Legionnaire you control | [quality] creatures have [keywords] | gives can't attack"},
		// 212.3d, under "unless" the fact read.
		{"Chaos Lord can attack as though it had haste unless it entered the battlefield this turn.", "Chaos Lord",
			"itself | can attack as though it had haste | not: if it entered the battlefield this turn"},
		{"Giant Turtle can't attack if it attacked during your last turn.", "Giant Turtle",
			"itself | can't attack | if it attacked during its controller's last turn"},
		{"Creatures that attacked during their controller's last turn can't attack.", "Halls of Mist",
			"creatures | creatures can't attack | creatures that attacked during their controller's last turn: creatures that attacked during their controller's last turn"},
		// 418.5a: a boost counted on each creature's own bushido (502.38).
		{"Each other Samurai creature you control gets +1/+1 for each point of bushido it has.", "Takeno, Samurai General",
			"other samurai creature you control | [quality] creatures have [keywords] | gives gets +N/+N for each point of bushido it has +1/+1"},
		// 418.5a: a boost taken away once the creature attacks.
		{"Each untapped creature you control gets +0/+2 as long as it's not attacking.", "Arcades Sabboth",
			"untapped creatures you control | [quality] creatures have [keywords] | gives gets +N/+N +0/+2"},
		// 418.5a: under the source's own condition, a boost for the attackers of its controller.
		{"As long as Watchdog is untapped, all creatures attacking you get -1/-0.", "Watchdog",
			"creatures | [quality] creatures have [keywords] | as long as it's untapped | gives gets +N/+N -1/+0"},
		// 502.38a: bushido whose N is counted as it resolves.
		{"Fumiko the Lowblood has bushido X, where X is the number of attacking creatures.", "Fumiko the Lowblood",
			"itself | bushido X, where X is the number of attacking creatures"},
		// 309.2a: tapped creatures may block.
		{"Tapped creatures you control can block as though they were untapped.", "Masako the Humorless",
			"tapped creatures you control | [quality] creatures have [keywords] | gives can block as though it were untapped"},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, tt.name)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.text, err)
			continue
		}
		if got := meaningString(ability.Describe(abs[0])); got != tt.want {
			t.Errorf("Describe(%q):\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}

// The name a "named ~" term looks for is the permanent's, whatever the
// case and typography it is written in; without a name the line is
// refused, never read as naming nothing.
func TestNamedTerm(t *testing.T) {
	abs, err := ability.Parse("Each other creature named ~ gets +2/+2 and has haste.", "Brothers  YAMAZAKI")
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if got, want := abs[0].Quality.Terms[0], (ability.Term{Kind: ability.Named, Word: "brothers yamazaki"}); got != want {
		t.Errorf("term: got %+v, want %+v", got, want)
	}
	if got, want := ability.NameWord("Brothers Yamazaki"), abs[0].Quality.Terms[0].Word; got != want {
		t.Errorf("NameWord: got %q, want %q", got, want)
	}
	if _, err := ability.Parse("Each other creature named ~ gets +2/+2 and has haste.", ""); err == nil || !strings.Contains(err.Error(), "name") {
		t.Errorf("Parse without a name: got %v, want an error asking for the name", err)
	}
	// Akron Legionnaire: both exceptions negated, all must hold.
	abs, err = ability.Parse("Except for creatures named Akron Legionnaire and artifact creatures, creatures you control can't attack.", "Akron Legionnaire")
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	want := []ability.Term{{Kind: ability.Named, Word: "akron legionnaire", Not: true}, {Kind: ability.CardType, Word: "artifact", Not: true}}
	if got := abs[0].Quality.Terms; len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("terms: got %+v, want %+v", got, want)
	}
}

// Each line about a permanent's history names the fact it reads, which
// the judge asks for when it is missing.
func TestHistoryFacts(t *testing.T) {
	tests := []struct {
		text, name string
		want       ability.Fact
	}{
		{"Chaos Lord can attack as though it had haste unless it entered the battlefield this turn.", "Chaos Lord", ability.FactEnteredThisTurn},
		{"Chaos Lord can attack as though it had haste unless it came into play this turn.", "Chaos Lord", ability.FactEnteredThisTurn},
		{"Giant Turtle can't attack if it attacked during your last turn.", "Giant Turtle", ability.FactAttackedLastTurn},
		{"Creatures that attacked during their controller's last turn can't attack.", "Halls of Mist", ability.FactAttackedLastTurn},
		{"Creatures your opponents control attack each combat if able.", "Fumiko the Lowblood", ability.NoFact},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, tt.name)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.text, err)
			continue
		}
		if got := abs[0].Fact(); got != tt.want {
			t.Errorf("Fact of %q: got %d, want %d", tt.text, got, tt.want)
		}
	}
}

// Lines near these that say more than they read are still refused.
func TestLordsFailClosed(t *testing.T) {
	for _, text := range []string{
		"Except for creatures named ~ and nonartifact creatures, creatures you control can't attack.", // a negated exception
		"Each creature that's a Barbarian, a Wolvez, or a Berserker gets +2/+2.",                      // no such type
		"Cowards can't block Wolvezes.",
		"Creatures your opponents control gain flying.",
		"Creatures that attacked during their controller's last turn can't block.",
	} {
		if abs, err := ability.Parse(text, "Akron Legionnaire"); err == nil {
			t.Errorf("Parse(%q) = %+v, want an error", text, abs)
		}
	}
}

// The boosts under a condition of the attack carry it, for the judge to
// apply once the attack is declared.
func TestAttackBoostConditions(t *testing.T) {
	tests := []struct {
		text, name string
		want       ability.Condition
	}{
		{"Each untapped creature you control gets +0/+2 as long as it's not attacking.", "Arcades Sabboth", ability.NotAttacking},
		{"As long as Watchdog is untapped, all creatures attacking you get -1/-0.", "Watchdog", ability.AttackingYou},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, tt.name)
		if err != nil || len(abs) != 1 || len(abs[0].Abilities) != 1 {
			t.Errorf("Parse(%q) = %+v, %v; want one Grant giving one boost", tt.text, abs, err)
			continue
		}
		if got := abs[0].Abilities[0].Condition; got != tt.want {
			t.Errorf("Parse(%q): the boost's condition is %v, want %v", tt.text, got, tt.want)
		}
	}
}
