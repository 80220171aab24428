package rules_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"testing"

	"rulesjudge/httpapi"
	"rulesjudge/rules"
	"rulesjudge/rules/walk"
	"rulesjudge/scenarios"
)

// TestCombatLeavesRequestBoard: walking a whole combat leaves the
// request's board as it was, although the walk's first view is read on
// the request's permanents themselves (walk/first_view.go) and copied only
// as the walk patches it (walk/view_copy.go). Every combat of scenarios/
// is walked as the service walks it, without the verifying oracles, whose
// copies could hide a change.
func TestCombatLeavesRequestBoard(t *testing.T) {
	cases, err := scenarios.LoadAll(os.DirFS("../scenarios"), ".")
	if err != nil {
		t.Fatal(err)
	}
	walked := 0
	for _, c := range cases {
		if c.Endpoint != "/v1/combat/resolve" {
			continue
		}
		req, err := httpapi.ReadRequest(httpapi.Config{}, c.Endpoint, c.Scenario.Request)
		if err != nil {
			continue // a scenario of a refused request
		}
		d := req.Declaration.(rules.CombatDeclaration)
		before, err := json.Marshal(d.Board)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = rules.ResolveCombat(context.Background(), d, rules.Options{})
		after, _ := json.Marshal(d.Board)
		if !bytes.Equal(before, after) {
			t.Errorf("%s: the walk changed the request's board\nbefore %s\nafter  %s", c.Rel, before, after)
		}
		walked++
	}
	if walked < 100 {
		t.Errorf("only %d whole combats among the scenarios", walked)
	}
}

// TestPatchedFirstViewLeavesRequestBoard: a vigilant attacker, which
// doesn't tap, pumped by its own attack trigger is patched on the walk's
// first view, the board the attack's check read on the request's
// permanents: the view copies them first (walk/view_copy.go), so the
// request's board keeps the creature's power (308.2c, 502.14).
func TestPatchedFirstViewLeavesRequestBoard(t *testing.T) {
	two, three := 2, 3
	d := rules.CombatDeclaration{
		Board: rules.Board{ActivePlayer: "alice", Players: []rules.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}},
			Permanents: []rules.Permanent{
				{ID: "paladin", Name: "Charging Paladin", Controller: "alice", Types: []string{"creature"}, Power: &two, Toughness: &two,
					Abilities: []string{"Vigilance", "Whenever Charging Paladin attacks, it gets +0/+3 until end of turn."}},
				{ID: "bears", Name: "Grizzly Bears", Controller: "bob", Types: []string{"creature"}, Power: &two, Toughness: &three},
			}},
		Attackers: []rules.Attacker{{Creature: "paladin"}},
	}
	before, _ := json.Marshal(d.Board)
	off := walk.VerifyDelta()
	defer off()
	r, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
	if err != nil || r.Verdict != rules.Legal {
		t.Fatalf("the combat is not walked: %v %s %v", err, r.Verdict, r.Violations)
	}
	if after, _ := json.Marshal(d.Board); !bytes.Equal(before, after) {
		t.Errorf("the walk changed the request's board\nbefore %s\nafter  %s", before, after)
	}
	if !hasEvent(r, "502.14", "vigilance") || !hasEvent(r, "410.2", "+0/+3") {
		t.Errorf("want the paladin untapped by vigilance (502.14) and its trigger (410.2): %+v", r.Steps)
	}
}
