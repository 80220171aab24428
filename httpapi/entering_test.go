package httpapi_test

import (
	"encoding/json"
	"slices"
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

// A card that became one option of its choice as it came into play (Primal
// Clay), given as a card object: chosen names the option, whose keywords,
// types and, for a card printing "*", power and toughness it has; without
// chosen its line is ignored naming chosen, and its "*" power must be
// written.
func TestOptionLinesOfCards(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	const (
		card = `{"name": "Primal Clay", "type_line": "Artifact Creature — Shapeshifter", "power": "*", "toughness": "*", "colors": [],
			"oracle_text": "As Primal Clay enters the battlefield, it becomes your choice of a 3/3 artifact creature, a 2/2 artifact creature with flying, or a 1/6 Wall artifact creature with defender in addition to its other types."}`
		bears = `{"id": "bears", "controller": "bob", "types": ["Creature"], "power": 2, "toughness": 2}`
	)
	tests := []struct {
		name     string
		facts    string
		status   int
		verdict  string
		rules    []string
		pointers []string
		ignored  bool // the line is in ignored, with a reason naming chosen
	}{
		// 502.4b: the 2/2 with flying; its power and toughness from the option.
		{"chosen 2/2", `"chosen": "2/2"`, 200, "illegal", []string{"502.4b"}, nil, false},
		// The 3/3: no flying.
		{"chosen 3/3", `"chosen": "3/3"`, 200, "legal", nil, nil, false},
		// Power written: the line ignored without chosen.
		{"no chosen, power written", `"power": 2, "toughness": 2`, 200, "legal", nil, nil, true},
		// "*" and no choice: its power and toughness are asked for.
		{"no chosen, no power", `"damage": 0`, 422, "", nil, []string{"/board/permanents/0/power", "/board/permanents/0/toughness"}, false},
		// A choice that is no option.
		{"chosen 4/4", `"chosen": "4/4", "power": 4, "toughness": 4`, 422, "", nil, []string{"/board/permanents/0/chosen"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := `{"board": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "permanents": [
				{"id": "clay", "controller": "alice", "tapped": true, ` + tt.facts + `, "card": ` + card + `}, ` + bears + `]},
				"attackers": [{"creature": "clay"}], "blockers": [{"creature": "bears", "blocking": ["clay"]}]}`
			rec := postJSON(t, h, "/v1/blocks/check", body)
			if rec.Code != tt.status {
				t.Fatalf("status: got %d, want %d\n%s", rec.Code, tt.status, rec.Body)
			}
			if tt.status != 200 {
				if got := pointers(problem(t, rec, tt.status)); !slices.Equal(got, tt.pointers) {
					t.Errorf("pointers: got %q, want %q\n%s", got, tt.pointers, rec.Body)
				}
				return
			}
			checkVerdict(t, rec.Body.Bytes(), tt.verdict, tt.rules)
			var a cardAnswer
			if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil {
				t.Fatal(err)
			}
			ignored := slices.ContainsFunc(a.Ignored, func(ig httpapi.Ignored) bool {
				return strings.HasPrefix(ig.Text, "As Primal Clay") && strings.Contains(ig.Reason, "in chosen")
			})
			if ignored != tt.ignored {
				t.Errorf("the line ignored naming chosen: got %v, want %v (%+v)", ignored, tt.ignored, a.Ignored)
			}
		})
	}
}

// A card whose power and toughness its line counts (418.5a), given as a
// card object that prints "*": the judge counts what the board holds, and
// what it does not hold (the cards in a hand) must be given.
func TestCountedPowerOfCards(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	const card = `{"name": "Maro", "type_line": "Creature — Avatar", "power": "*", "toughness": "*", "colors": ["G"],
		"oracle_text": "Maro's power and toughness are each equal to the number of cards in your hand."}`
	tests := []struct {
		name     string
		hand     string // alice's hand field, or ""
		perm     string // the permanent's own fields
		status   int
		verdict  string
		rules    []string
		pointers []string
	}{
		// Four cards in hand: power 4, and it assigns 4.
		{"hand given", `, "hand": 4`, "", 200, "legal", nil, nil},
		// Three: power 3, and 4 is more than its power (310.2a).
		{"hand of three", `, "hand": 3`, "", 200, "illegal", []string{"310.2a"}, nil},
		// Power written: kept, no hand needed.
		{"power written", "", `"power": 4, "toughness": 4, `, 200, "legal", nil, nil},
		// Neither: its power and toughness are asked for (the line is ignored).
		{"nothing given", "", "", 422, "", nil, []string{"/board/permanents/0/power", "/board/permanents/0/toughness"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := `{"board": {"active_player": "alice", "players": [{"id": "alice"` + tt.hand + `}, {"id": "bob"}], "permanents": [
				{"id": "maro", "controller": "alice", "tapped": true, ` + tt.perm + `"card": ` + card + `}]},
				"attackers": [{"creature": "maro"}], "blockers": [], "assignments": [{"source": "maro", "damage": [{"to": "bob", "amount": 4}]}]}`
			rec := postJSON(t, h, "/v1/damage/check", body)
			if rec.Code != tt.status {
				t.Fatalf("status: got %d, want %d\n%s", rec.Code, tt.status, rec.Body)
			}
			if tt.status != 200 {
				if got := pointers(problem(t, rec, tt.status)); !slices.Equal(got, tt.pointers) {
					t.Errorf("pointers: got %q, want %q\n%s", got, tt.pointers, rec.Body)
				}
				return
			}
			checkVerdict(t, rec.Body.Bytes(), tt.verdict, tt.rules)
		})
	}
}
