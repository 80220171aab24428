package rules_test

import (
	"context"
	"rulesjudge/rules"
	"testing"
)

// Takeno's boost counts the bushido of each creature it reaches: a
// creature with bushido 1 and 2 (3 points) gets +3/+3, one without
// bushido nothing (418.5a, 502.38).
func TestBushidoPoints(t *testing.T) {
	const takeno = "Each other Samurai creature you control gets +1/+1 for each point of bushido it has."
	samurai := func(p *rules.Permanent) { p.Subtypes = []string{"Samurai"} }
	b := board(with(creature("takeno", takeno, "Bushido 2"), samurai),
		with(creature("two", "Bushido 1", "Bushido 2"), samurai),
		with(creature("none"), samurai),
		with(with(creature("theirs", "Bushido 1"), samurai), bobs))
	j, err := rules.CheckAttacks(context.Background(), rules.AttackDeclaration{Board: b, Attackers: attack()}, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// 2/2 and 3 points; none has 0 points (listed, as it has the ability);
	// Takeno (not "other") and bob's (not "you control") are not changed.
	want := map[rules.ObjectID]int{"two": 5, "none": 2}
	got := map[rules.ObjectID]int{}
	for _, d := range j.Derived {
		if d.Power != nil && d.Toughness != nil && *d.Power == *d.Toughness {
			got[d.Permanent] = *d.Power
		}
	}
	if len(got) != len(want) || got["two"] != want["two"] || got["none"] != want["none"] {
		t.Errorf("derived power and toughness: got %v, want %v", got, want)
	}
}
