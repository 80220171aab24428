package rules_test

import (
	"context"
	"slices"
	"testing"

	"rulesjudge/rules"
)

// Candles' Glow's effect (its text without the Splice line, which the judge
// does not read, so the card file's card is refused whole): the 3/3
// giant's 3 unblocked damage to bob is prevented by the shield (419.7b),
// and bob gains 1 life for each 1 damage prevented this way as it is
// prevented (419.5): 23 life after combat, where the shield alone would
// leave him at 20.
func TestPreventedThisWayGainsLife(t *testing.T) {
	glow := &rules.TrickCard{Name: "Candles' Glow", Types: []string{"Instant"}, Text: "Prevent the next 3 damage that would be dealt to any target this turn. You gain life equal to the damage prevented this way."}
	d := rules.CombatDeclaration{Board: board(sized(creature("giant"), 3, 3)), Attackers: attack("giant"),
		Tricks: []rules.Trick{{At: rules.DeclareBlockersStep, Card: "Candles' Glow", Spell: glow, Player: "bob", Targets: []rules.ObjectID{"bob"}}}}
	r, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != rules.Legal || r.Board == nil {
		t.Fatalf("got %s %v, want legal", r.Verdict, r.Violations)
	}
	i := slices.IndexFunc(r.Board.Players, func(p rules.Player) bool { return p.ID == "bob" })
	if i < 0 || r.Board.Players[i].Life != 23 {
		t.Errorf("bob %+v, want 23 life: 3 damage prevented, 3 life gained (419.5)", r.Board.Players)
	}
	found := false
	for _, s := range r.Steps {
		found = found || slices.ContainsFunc(s.Events, func(e rules.StepEvent) bool { return e.Rule == "419.5" })
	}
	if !found {
		t.Errorf("no event cites 419.5 for the life gained as the damage is prevented: %+v", r.Steps)
	}
}
