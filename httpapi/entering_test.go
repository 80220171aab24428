package httpapi_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// A card with two kickers given as a card object (entering.go): its line
// "If ~ was kicked with its {U} kicker, ..." is applied with kickers_paid,
// decided by kicked false without it, and otherwise ignored with a reason
// naming kickers_paid, never applied on a guess.
func TestKickerLinesOfCards(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	const (
		card = `{"name": "Rakavolver", "type_line": "Creature — Volver", "power": "2", "toughness": "2", "colors": ["R"],
			"oracle_text": "If Rakavolver was kicked with its {U} kicker, it enters the battlefield with a +1/+1 counter on it and with flying."}`
		bears = `{"id": "bears", "controller": "bob", "types": ["Creature"], "power": 2, "toughness": 2}`
		line  = "If Rakavolver was kicked with its {U} kicker, it comes into play with a +1/+1 counter on it and with flying."
	)
	tests := []struct {
		name    string
		facts   string // the permanent's kicker fields
		verdict string
		rules   []string
		reason  string // of the line in ignored; "" when it is applied
	}{
		// 502.4b: kicked with {U}, it flies; the Bears can't block it.
		{"kicked with {U}", `"kicked": true, "kickers_paid": ["{U}"], "counters": {"+1/+1": 1}`, "illegal", []string{"502.4b"}, ""},
		// 502.21d: kicked with the other cost only: no flying.
		{"kicked with {1}{W}", `"kicked": true, "kickers_paid": ["{1}{W}"], "counters": {"+1/+1": 2}`, "legal", nil, ""},
		// Not kicked: with none of its kickers.
		{"not kicked", `"kicked": false`, "legal", nil, ""},
		// Kicked, but with which kicker is not said: ignored, naming the field.
		{"which kicker not given", `"kicked": true`, "legal", nil, "kickers_paid"},
		{"nothing given", `"damage": 0`, "legal", nil, "kickers_paid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := `{"board": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "permanents": [
				{"id": "raka", "controller": "alice", "tapped": true, ` + tt.facts + `, "card": ` + card + `}, ` + bears + `]},
				"attackers": [{"creature": "raka"}], "blockers": [{"creature": "bears", "blocking": ["raka"]}]}`
			rec := postJSON(t, h, "/v1/blocks/check", body)
			if rec.Code != 200 {
				t.Fatalf("status: got %d, want 200\n%s", rec.Code, rec.Body)
			}
			checkVerdict(t, rec.Body.Bytes(), tt.verdict, tt.rules)
			var a cardAnswer
			if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil {
				t.Fatal(err)
			}
			var reason string
			for _, ig := range a.Ignored {
				if ig.Text == line {
					reason = ig.Reason
				}
			}
			switch {
			case tt.reason == "" && reason != "":
				t.Errorf("the kicker line is ignored (%q), want it applied", reason)
			case tt.reason != "" && !strings.Contains(reason, tt.reason):
				t.Errorf("ignored reason of the kicker line: got %q, want one naming %s", reason, tt.reason)
			}
		})
	}
}
