package ability_test

import (
	"testing"

	"rulesjudge/rules/ability"
)

// The requirements that hold only under the declaration (500.1: "must
// attack if some condition is met"): each reads as one ability whose
// condition is met by the declaration of attackers, with its meaning in
// words.
func TestDeclaredRequirements(t *testing.T) {
	tests := []struct {
		text, name string
		keyword    ability.Keyword
		cond       ability.Condition
		want       string // meaningString of Describe
	}{
		// Viashino Bey
		{"If Viashino Bey attacks, all creatures you control attack if able.", "Viashino Bey", ability.CreaturesYouControlAttack, ability.ThisAttacks,
			"other creatures its controller controls | all creatures you control attack if able | if it attacks"},
		// Ekundu Cyclops
		{"If a creature you control attacks, Ekundu Cyclops also attacks if able.", "Ekundu Cyclops", ability.AlsoAttacks, ability.AnotherYouControlAttacks,
			"itself | ~ also attacks if able | if another creature its controller controls attacks"},
		// War's Toll
		{"If a creature an opponent controls attacks, all creatures that opponent controls attack if able.", "War's Toll", ability.PlayersCreaturesAttack, ability.OpponentCreatureAttacks,
			"creatures an opponent of its controller controls | all creatures that opponent controls attack if able | if a creature an opponent of its controller controls attacks"},
		// Magnetic Web
		{"If a creature with a magnet counter on it attacks, all creatures with magnet counters on them attack if able.", "Magnetic Web", ability.CounterCreaturesAttack, ability.CounterCreatureAttacks,
			"creatures with counters of the kind named | all creatures with [kind] counters on them attack if able | if a creature with a magnet counter on it attacks"},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, tt.name)
		if err != nil || len(abs) != 1 {
			t.Errorf("Parse(%q) = %+v, %v; want one ability", tt.text, abs, err)
			continue
		}
		a := abs[0]
		if a.Keyword != tt.keyword || a.Condition != tt.cond || !a.Condition.DeclaredCondition() {
			t.Errorf("Parse(%q): got %q under %v, want %q under %v", tt.text, a.Keyword, a.Condition, tt.keyword, tt.cond)
		}
		if got := meaningString(ability.Describe(a)); got != tt.want {
			t.Errorf("Describe(%q):\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}

// Fail closed: near misses are not read as these requirements.
func TestDeclaredRequirementsRefused(t *testing.T) {
	for _, text := range []string{
		// the counters looked for and the creatures required differ
		"If a creature with a magnet counter on it attacks, all creatures with ice counters on them attack if able.",
		// "if able" missing: not a requirement this file reads
		"If a creature you control attacks, ~ also attacks.",
		// a requirement on blocking under a declaration is not read
		"If ~ blocks, all creatures you control block if able.",
		// only lands are read as a sacrifice to attack
		"~ can't attack unless you sacrifice a creature.",
		"~ can't attack unless you sacrifice two artifacts.",
		"~ can't attack unless you sacrifice zero Islands.",
	} {
		if abs, err := ability.Parse(text, ""); err == nil {
			t.Errorf("Parse(%q) = %+v; want an error", text, abs)
		}
	}
}

// The costs of a creature's own (308.2d, 309.2b), with what each counts.
func TestOwnCosts(t *testing.T) {
	tests := []struct {
		text, name string
		want       []string // meaningString of each ability read
	}{
		{"Phyrexian Marauder can't attack unless you pay {1} for each +1/+1 counter on it.", "Phyrexian Marauder",
			[]string{"itself | can't attack unless its controller pays {N} for each +1/+1 counter on it | N 1"}},
		{"Myr Prototype can't attack or block unless you pay {1} for each +1/+1 counter on it.", "Myr Prototype",
			[]string{"itself | can't attack unless its controller pays {N} for each +1/+1 counter on it | N 1",
				"itself | can't block unless its controller pays {N} for each +1/+1 counter on it | N 1"}},
		{"Leviathan can't attack unless you sacrifice two Islands.", "Leviathan",
			[]string{"itself | can't attack unless its controller sacrifices N [quality] | N 2 | island: subtype island"}},
		{"Exalted Dragon can't attack unless you sacrifice a land.", "Exalted Dragon",
			[]string{"itself | can't attack unless its controller sacrifices N [quality] | N 1 | land: card type land"}},
		{"~ can't attack unless you sacrifice three Plains.", "",
			[]string{"itself | can't attack unless its controller sacrifices N [quality] | N 3 | plains: subtype plains"}},
		{"Enchanted creature can't attack or block unless its controller pays {1} for each card in your hand.", "Cowed by Wisdom",
			[]string{"the permanent it is attached to | [quality] creatures have [keywords] | gives can't attack unless its controller pays {N} for each card in your hand; can't block unless its controller pays {N} for each card in your hand"}},
		{"Hipparion can't block creatures with power 3 or greater unless you pay {1}.", "Hipparion",
			[]string{"itself | can't block [quality] unless its controller pays {N} | N 1 | creatures with power 3 or greater: power at least 3"}},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, tt.name)
		if err != nil || len(abs) != len(tt.want) {
			t.Errorf("Parse(%q) = %+v, %v; want %d abilities", tt.text, abs, err, len(tt.want))
			continue
		}
		for i, a := range abs {
			if got := meaningString(ability.Describe(a)); got != tt.want[i] {
				t.Errorf("Describe(%q)[%d]:\n got %s\nwant %s", tt.text, i, got, tt.want[i])
			}
		}
	}
}

// Ensnaring Bridge: read before "[quality] creatures can't attack" (whose
// pattern would take it), and it asks for its controller's hand.
func TestEnsnaringBridge(t *testing.T) {
	text := "Creatures with power greater than the number of cards in your hand can't attack."
	abs, err := ability.Parse(text, "Ensnaring Bridge")
	if err != nil || len(abs) != 1 {
		t.Fatalf("Parse(%q) = %+v, %v; want one ability", text, abs, err)
	}
	want := "creatures with power greater than the number of cards in its controller's hand | creatures with power greater than the number of cards in your hand can't attack"
	if got := meaningString(ability.Describe(abs[0])); got != want {
		t.Errorf("Describe:\n got %s\nwant %s", got, want)
	}
	if got := abs[0].Fact(); got != ability.FactHand {
		t.Errorf("Fact() = %d, want the fact of players[].hand", got)
	}
}

// Nacatl War-Pride: one requirement (500.3), not "must be blocked if able".
func TestMustBeBlockedByOne(t *testing.T) {
	abs, err := ability.Parse("Nacatl War-Pride must be blocked by exactly one creature if able.", "Nacatl War-Pride")
	if err != nil || len(abs) != 1 || abs[0].Keyword != ability.MustBeBlockedByOne {
		t.Fatalf("Parse = %+v, %v; want one %q", abs, err, ability.MustBeBlockedByOne)
	}
	if got, want := meaningString(ability.Describe(abs[0])), "itself | must be blocked by exactly one creature if able"; got != want {
		t.Errorf("Describe:\n got %s\nwant %s", got, want)
	}
}

// Cowed by Wisdom's cost needs its controller's hand: what the Aura gives
// says so, so that a card's line without it is ignored with its reason.
func TestCowedByWisdomNeedsHand(t *testing.T) {
	abs, err := ability.Parse("Enchanted creature can't attack or block unless its controller pays {1} for each card in your hand.", "Cowed by Wisdom")
	if err != nil || len(abs) != 1 {
		t.Fatalf("Parse = %+v, %v", abs, err)
	}
	if got := abs[0].Fact(); got != ability.FactHand {
		t.Errorf("Fact() = %d, want the fact of players[].hand", got)
	}
}

// Arboria, in this edition's words and in today's: a restriction on
// attacking a player, which asks what that player did during their last
// turn.
func TestArboria(t *testing.T) {
	for _, text := range []string{
		"Creatures can't attack a player unless that player cast a spell or put a nontoken permanent into play during his or her last turn.",
		"Creatures can't attack a player unless that player cast a spell or put a nontoken permanent onto the battlefield during their last turn.",
	} {
		abs, err := ability.Parse(text, "Arboria")
		if err != nil || len(abs) != 1 || abs[0].Keyword != ability.AttackOnlyIfDefenderActed {
			t.Errorf("Parse(%q) = %+v, %v; want one %q", text, abs, err, ability.AttackOnlyIfDefenderActed)
			continue
		}
		if got := abs[0].Fact(); got != ability.FactCastOrPlayedLastTurn {
			t.Errorf("Fact() = %d, want the fact of players[].cast_or_played_last_turn", got)
		}
	}
}

// Island Sanctuary: its two sentences are one line, read whole: the
// replacement of the draw is the fact players[].skipped_draw, the rest a
// restriction on attacking its controller.
func TestIslandSanctuary(t *testing.T) {
	text := "If you would draw a card during your draw step, instead you may skip that draw. If you do, until your next turn, you can't be attacked except by creatures with flying and/or islandwalk."
	abs, err := ability.Parse(text, "Island Sanctuary")
	if err != nil || len(abs) != 1 || abs[0].Keyword != ability.SanctuaryAttackers {
		t.Fatalf("Parse = %+v, %v; want one %q", abs, err, ability.SanctuaryAttackers)
	}
	if got := abs[0].Fact(); got != ability.FactSkippedDraw {
		t.Errorf("Fact() = %d, want the fact of players[].skipped_draw", got)
	}
	// Half of it is not read alone.
	if _, err := ability.Parse("If you would draw a card during your draw step, instead you may skip that draw.", ""); err == nil {
		t.Errorf("the replacement alone was read")
	}
}
