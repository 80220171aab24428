package rules_test

import (
	"context"
	"fmt"
	"testing"

	"rulesjudge/rules"
)

// attackBoard20 is a 20-creature board full of requirements and
// restrictions: twelve attackers-in-waiting for alice (six that attack each
// turn if able, three that can't attack alone, three that need two other
// attackers), a "Red creatures attack" effect, a cap of five attackers, and
// eight creatures for bob.
func attackBoard20() (rules.Board, []rules.Attacker) {
	var perms []rules.Permanent
	for i := 0; i < 12; i++ {
		c := creature(fmt.Sprintf("a%d", i))
		switch {
		case i < 6:
			c.Abilities = []string{"~ attacks each turn if able."}
		case i < 9:
			c.Abilities = []string{"~ can't attack alone."}
		default:
			c.Abilities = []string{"~ can't attack unless at least two other creatures attack."}
		}
		if i%2 == 0 {
			c.Colors = []string{"Red"}
		}
		perms = append(perms, c)
	}
	for i := 0; i < 8; i++ {
		perms = append(perms, with(creature(fmt.Sprintf("b%d", i), "Flying"), bobs))
	}
	perms = append(perms, enchant("cap", "No more than five creatures can attack each combat.", "bob"),
		enchant("war", "Red creatures attack each turn if able.", "alice"))
	// The proposal: three that can't attack alone and two required ones.
	return board(perms...), attack("a6", "a7", "a8", "a0", "a1")
}

func BenchmarkCheckAttacks20(b *testing.B) {
	bd, att := attackBoard20()
	d := rules.AttackDeclaration{Board: bd, Attackers: att}
	j, err := rules.CheckAttacks(context.Background(), d, rules.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(j.Requirements.Maximum), "max-requirements")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := rules.CheckAttacks(context.Background(), d, rules.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func TestAttackBoard20(t *testing.T) {
	// Six "attacks if able" creatures plus three red ones among them count
	// twice, and three more red creatures: twelve requirements. The proposal obeys five (a0 twice, a1, a6, a8); the cap of five lets at most five
	// creatures attack, the three red ones first (two requirements each).
	bd, att := attackBoard20()
	j, err := rules.CheckAttacks(context.Background(), rules.AttackDeclaration{Board: bd, Attackers: att}, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if j.Verdict != rules.Illegal || j.Requirements == nil || j.Requirements.Maximum != 8 || j.Requirements.Obeyed != 5 {
		t.Errorf("got %s %+v, want illegal with obeyed 5 maximum 8", j.Verdict, j.Requirements)
	}
	if got := ruleIDs(j.Violations); len(got) == 0 || got[0] != "500.4" {
		t.Errorf("rules = %v, want 500.4 violations", got)
	}
}
