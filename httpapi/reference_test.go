package httpapi_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/rules"
	"rulesjudge/rules/ability"
)

func get(t *testing.T, h http.Handler, path string, into any) int {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	if into != nil && rec.Code == http.StatusOK {
		if err := json.Unmarshal(rec.Body.Bytes(), into); err != nil {
			t.Fatalf("GET %s: %v", path, err)
		}
	}
	return rec.Code
}

// Every rule the code can cite is listed by GET /v1/rules, with a title and
// at least one scenario that expects it (as a violation, a note or a
// state-based effect), and each can be looked up on its own.
func TestRulesListsEveryCitedRule(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	var list httpapi.RulesResponse
	if code := get(t, h, "/v1/rules", &list); code != http.StatusOK {
		t.Fatalf("GET /v1/rules: %d", code)
	}
	listed := map[string]httpapi.RuleEntry{}
	for _, r := range list.Rules {
		listed[r.Number] = r
	}
	cited := citedRules(t)
	if len(cited) < 40 {
		t.Fatalf("found %d cited rules in ../rules, want many more: %v", len(cited), cited)
	}
	for _, n := range cited {
		r, ok := listed[n]
		switch {
		case !ok:
			t.Errorf("rule %s can be cited but GET /v1/rules does not list it", n)
		case r.Title == "" || len(r.Scenarios) == 0:
			t.Errorf("rule %s: title %q, scenarios %v; want both", n, r.Title, r.Scenarios)
		}
	}
	var one httpapi.RuleEntry
	if code := get(t, h, "/v1/rules/502.9b", &one); code != http.StatusOK || one.Number != "502.9b" || one.Text != "" {
		t.Errorf("GET /v1/rules/502.9b = %d %+v, want 200, 502.9b, no text", code, one)
	}
	if code := get(t, h, "/v1/rules/999.9", nil); code != http.StatusNotFound {
		t.Errorf("GET /v1/rules/999.9 = %d, want 404", code)
	}
}

// With the operator's rules text loaded, each rule carries its own text.
func TestRulesText(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{RulesText: map[rules.RuleID]string{"502.9b": "The controller of an attacking creature with trample first assigns..."}}, zerolog.Nop())
	var one httpapi.RuleEntry
	get(t, h, "/v1/rules/502.9b", &one)
	if one.Text != "The controller of an attacking creature with trample first assigns..." {
		t.Errorf("text = %q, want the loaded text", one.Text)
	}
}

func TestAbilitiesAndScenarios(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	var ab httpapi.AbilitiesResponse
	get(t, h, "/v1/abilities", &ab)
	if len(ab.Abilities) != len(ability.Wordings()) {
		t.Errorf("got %d abilities, want %d", len(ab.Abilities), len(ability.Wordings()))
	}
	for _, a := range ab.Abilities {
		if a.Title == "" || a.Rule == "" {
			t.Errorf("ability %q: rule %q, title %q; want both", a.Pattern, a.Rule, a.Title)
		}
	}
	var sc httpapi.ScenariosResponse
	get(t, h, "/v1/scenarios", &sc)
	if len(sc.Scenarios) < 300 || !slices.ContainsFunc(sc.Scenarios, func(s httpapi.ScenarioEntry) bool {
		return s.Path == "blocks/ground-creature-blocks-flier.json" && s.Endpoint == "/v1/blocks/check" && s.Note != ""
	}) {
		t.Errorf("GET /v1/scenarios: %d scenarios, want over 300 including blocks/ground-creature-blocks-flier.json", len(sc.Scenarios))
	}
	var file struct {
		Want struct{ Verdict string }
	}
	if code := get(t, h, "/v1/scenarios/blocks/ground-creature-blocks-flier.json", &file); code != http.StatusOK || file.Want.Verdict != "illegal" {
		t.Errorf("GET one scenario = %d %+v, want 200 and its file", code, file)
	}
	if code := get(t, h, "/v1/scenarios/blocks/nope.json", nil); code != http.StatusNotFound {
		t.Errorf("GET a missing scenario = %d, want 404", code)
	}
}
