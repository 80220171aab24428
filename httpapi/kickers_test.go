package httpapi_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// A card object's kickers_paid is checked against the kicker costs its
// Kicker line prints: a cost it does not print ("{1}{U}" written for
// Rakavolver's "{U}") is refused naming the entry, not read as "its {U}
// kicker unpaid" (502.21d); the costs it prints are judged as before.
func TestKickersPaidAgainstTheCard(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	const card = `{"name": "Rakavolver", "type_line": "Creature — Volver", "power": "2", "toughness": "2", "colors": ["R"],
		"oracle_text": "Kicker {1}{W} and/or {U}\nIf Rakavolver was kicked with its {U} kicker, it enters the battlefield with a +1/+1 counter on it and with flying."}`
	tests := []struct {
		name    string
		paid    string
		status  int
		verdict string
		rules   []string
		errors  []string
	}{
		// 502.4b: kicked with {U}, it flies; the Bears can't block it.
		{"its {U} kicker", `["{U}"]`, 200, "illegal", []string{"502.4b"}, nil},
		{"lower case", `["{u}"]`, 200, "illegal", []string{"502.4b"}, nil},
		// Its other kicker only: no flying, the block is legal.
		{"its {1}{W} kicker", `["{1}{W}"]`, 200, "legal", nil, nil},
		// Not a cost the card prints: refused, naming the entry.
		{"a cost it does not print", `["{1}{U}"]`, 422, "", nil, []string{"/board/permanents/0/kickers_paid/0"}},
		{"one of two wrong", `["{1}{W}", "{W}"]`, 422, "", nil, []string{"/board/permanents/0/kickers_paid/1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := `{"board": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "permanents": [
				{"id": "raka", "controller": "alice", "tapped": true, "kicked": true, "kickers_paid": ` + tt.paid + `, "counters": {"+1/+1": 1}, "card": ` + card + `},
				{"id": "bears", "controller": "bob", "types": ["Creature"], "power": 2, "toughness": 2}]},
				"attackers": [{"creature": "raka"}], "blockers": [{"creature": "bears", "blocking": ["raka"]}]}`
			rec := postJSON(t, h, "/v1/blocks/check", body)
			if rec.Code != tt.status {
				t.Fatalf("status: got %d, want %d\n%s", rec.Code, tt.status, rec.Body)
			}
			if tt.status == 200 {
				checkVerdict(t, rec.Body.Bytes(), tt.verdict, tt.rules)
				return
			}
			var p struct {
				Errors []struct{ Pointer string }
			}
			if err := json.Unmarshal(rec.Body.Bytes(), &p); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range p.Errors {
				got = append(got, e.Pointer)
			}
			if !slices.Equal(got, tt.errors) {
				t.Errorf("errors: got %q, want %q", got, tt.errors)
			}
		})
	}
}
