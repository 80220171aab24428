package ability_test

import (
	"testing"

	"rulesjudge/rules/ability"
)

// The conditions of own.go: each reads to its condition and what it looks
// for, and a line whose condition the judge can't apply to the right
// permanent, or whose words it does not all read, is refused.
func TestOwnConditions(t *testing.T) {
	tests := []struct {
		text    string
		want    ability.Condition
		quality string // the quality looked for
		not     bool
		n       int
	}{
		{"~ has flying as long as you control a Dragon.", ability.YouControl, "dragon", false, 0},
		{"~ has fear as long as you control no untapped lands.", ability.YouControl, "untapped lands", true, 0},
		{"~ has haste as long as no opponent controls a white or blue creature.", ability.OpponentControls, "white or blue creature", true, 0},
		{"~ can't attack if defending player controls an untapped land.", ability.DefenderControls, "untapped land", false, 0},
		{"~ can't attack unless you control more lands than defending player.", ability.MoreThanDefender, "lands", true, 0},
		{"~ can't be blocked unless defending player controls three or more creatures that share a creature type.", ability.DefenderSharedType, "", true, 3},
		{"~ can't block unless you control more creatures than attacking player.", ability.MoreThanAttacker, "creatures", true, 0},
		{"Hellbent — ~ has shadow as long as you have no cards in hand.", ability.HandAtMost, "", false, 0},
		{"As long as you have four or more cards in hand, ~ has vigilance.", ability.HandAtLeast, "", false, 4},
		{"~ can't attack unless you've cast a creature spell this turn.", ability.CreatureSpellCast, "", true, 0},
		{"As long as ~ is equipped, it gets +1/+1 and has vigilance.", ability.Equipped, "", false, 0},
		{"~ has defender as long as it's a Wall.", ability.IsQuality, "wall", false, 0},
		{"~ can't be blocked as long as it's attacking alone.", ability.AttackingAlone, "", false, 0},
		{"~ can't attack if there's another creature in play.", ability.OnBattlefield, "creature", false, 0},
		{"~ has indestructible as long as it has a divinity counter on it.", ability.HasCounter, "divinity", false, 0},
		{"If ~ was kicked, it comes into play with two +1/+1 counters on it and with flying.", ability.Kicked, "", false, 0},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, "")
		if err != nil || len(abs) == 0 {
			t.Errorf("Parse(%q): %v, want it read", tt.text, err)
			continue
		}
		for _, a := range abs {
			if a.Condition != tt.want || a.When.Quality.Text != tt.quality || a.When.Not != tt.not || a.When.N != tt.n {
				t.Errorf("Parse(%q): got condition %d %q not=%v n=%d; want %d %q not=%v n=%d", tt.text,
					a.Condition, a.When.Quality.Text, a.When.Not, a.When.N, tt.want, tt.quality, tt.not, tt.n)
			}
		}
	}
	for _, text := range []string{
		"Enchanted creature gets +1/+1 as long as it's equipped.",                // "it" would be the enchanted creature
		"~ gets +1/+1 as long as defending player controls an Island.",           // a boost decided by the declaration
		"~ has flying unless seven or more cards are in your graveyard.",         // "unless" threshold
		"~ has flying as long as you control a Dragon as long as it's untapped.", // two conditions
		"~ can't attack unless you pay {1}.",                                     // a cost, not a condition
		"~ has flying as long as an opponent controls two or more creatures.",    // a count not read
		"~ gets +2/+2 for each face-down creature in play.",                      // face-down is no creature type
	} {
		if abs, err := ability.Parse(text, ""); err == nil {
			t.Errorf("Parse(%q) = %+v, want it refused", text, abs)
		}
	}
}

// Every condition of the language is used by a scenario (scenarios/), as
// every wording is (TestEveryWordingHasAScenario): a condition added
// without one fails here.
func TestEveryConditionHasAScenario(t *testing.T) {
	used := map[ability.Condition]bool{}
	for _, s := range scenarioAbilities(t) {
		abs, err := ability.Parse(s[0], s[1])
		if err != nil {
			continue
		}
		for _, a := range abs {
			used[a.Condition] = true
		}
	}
	all := []ability.Condition{ability.Attacking, ability.Blocking, ability.Enchanted, ability.Threshold,
		ability.YouControl, ability.OpponentControls, ability.DefenderControls, ability.MoreThanDefender,
		ability.MoreThanAttacker, ability.HandAtLeast, ability.HandAtMost, ability.MoreCardsInHand,
		ability.CreatureSpellCast, ability.Equipped, ability.Untapped, ability.IsQuality, ability.AttackingAlone,
		ability.Kicked, ability.OnBattlefield, ability.HasCounter, ability.DefenderSharedType}
	for _, c := range all {
		if !used[c] {
			t.Errorf("no scenario uses condition %d", c)
		}
	}
}
