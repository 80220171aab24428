package rules_test

import (
	"context"
	"fmt"
	"os"
	"reflect"
	"testing"

	"rulesjudge/httpapi"
	"rulesjudge/rules"
	"rulesjudge/rules/walk"
	"rulesjudge/scenarios"
)

// TestDerivedPatchAgreesOnScenarios: every whole combat of scenarios/,
// real cards and all, answers exactly the same whether the walk patches
// the creature a trigger changed (derived_patch.go) or reads the whole
// board again after every change; each patch and each state-based check
// skipped is compared with the whole board read again as it happens.
func TestDerivedPatchAgreesOnScenarios(t *testing.T) {
	cases, err := scenarios.LoadAll(os.DirFS("../scenarios"), ".")
	if err != nil {
		t.Fatal(err)
	}
	cfg := httpapi.Config{}
	off := walk.VerifyDelta()
	defer off()
	walked := 0
	for _, c := range cases {
		if c.Endpoint != "/v1/combat/resolve" {
			continue
		}
		req, err := httpapi.ReadRequest(cfg, c.Endpoint, c.Scenario.Request)
		if err != nil {
			continue // a scenario of a refused request
		}
		d := req.Declaration.(rules.CombatDeclaration)
		ctx, opt := context.Background(), rules.Options{}
		got, gotErr := rules.ResolveCombat(ctx, d, opt)
		whole := walk.WholeReads()
		want, wantErr := rules.ResolveCombat(ctx, d, opt)
		whole()
		if fmt.Sprint(gotErr) != fmt.Sprint(wantErr) || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the patched walk answers\n%v %+v\nthe whole reads\n%v %+v", c.Rel, gotErr, got, wantErr, want)
		}
		walked++
	}
	if walked < 100 {
		t.Errorf("only %d whole combats among the scenarios", walked)
	}
}
