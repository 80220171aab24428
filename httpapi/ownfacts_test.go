package httpapi_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// A card's line that needs a fact of the game the request does not give
// (cards in hand, creature spells cast this turn, kicked) is ignored with
// a reason naming the field, and applied once the field is given. The
// cards are made up for the test.
func TestCardLinesNeedingFacts(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	const conscript = `{"id": "a", "controller": "alice", "card": {"name": "Test Conscript", "type_line": "Creature — Goblin",
		"power": "2", "toughness": "2", "colors": ["R"], "oracle_text": "Test Conscript can't attack unless you've cast a creature spell this turn."}}`
	const squire = `{"id": "a", "controller": "alice", "card": {"name": "Test Squire", "type_line": "Creature — Faerie",
		"power": "1", "toughness": "1", "colors": ["U"], "oracle_text": "If Test Squire was kicked, it enters the battlefield with two +1/+1 counters on it and with flying."}}`
	const rat = `{"id": "a", "controller": "alice", "card": {"name": "Test Rat", "type_line": "Creature — Rat",
		"power": "1", "toughness": "1", "colors": ["B"], "oracle_text": "As long as you have more cards in hand than each opponent, Test Rat has fear."}}`
	const voice = `{"id": "a", "controller": "alice", "card": {"name": "Test Voice", "type_line": "Creature — Angel",
		"power": "2", "toughness": "2", "colors": ["W"], "oracle_text": "Test Voice has protection from the chosen color."}}`
	tests := []struct {
		name     string
		alice    string // alice's player fields beyond her id
		bob      string
		perm     string
		verdict  string
		rules    []string
		ignoreds string // a word the reason of the one ignored line must hold; "" for none ignored
	}{
		{"creature spells not given", ``, ``, conscript, "legal", nil, "give players[].creature_spells_cast"},
		{"no creature spell cast", `, "creature_spells_cast": 0`, ``, conscript, "illegal", []string{"500.2"}, ""},
		{"a creature spell cast", `, "creature_spells_cast": 2`, ``, conscript, "legal", nil, ""},
		{"kicked not given", ``, ``, squire, "legal", nil, "give its kicked"},
		{"kicked given", ``, ``, strings.Replace(squire, `"controller": "alice",`, `"controller": "alice", "kicked": true, "counters": {"+1/+1": 2},`, 1), "legal", nil, ""},
		{"the opponent's hand not given", `, "hand": 3`, ``, rat, "legal", nil, "bob's hand"},
		{"chosen not given", ``, ``, voice, "legal", nil, "give it in chosen"},
		{"chosen given", ``, ``, strings.Replace(voice, `"controller": "alice",`, `"controller": "alice", "chosen": "Red",`, 1), "legal", nil, ""},
		{"every hand given", `, "hand": 3`, `, "hand": 1`, rat, "legal", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := `{"board": {"active_player": "alice", "players": [{"id": "alice"` + tt.alice + `}, {"id": "bob"` + tt.bob + `}], "permanents": [` +
				tt.perm + `]}, "attackers": [{"creature": "a"}]}`
			rec := postJSON(t, h, "/v1/attacks/check", body)
			if rec.Code != 200 {
				t.Fatalf("status: got %d, want 200\n%s", rec.Code, rec.Body)
			}
			checkVerdict(t, rec.Body.Bytes(), tt.verdict, tt.rules)
			var a struct {
				Ignored []struct{ Text, Reason string } `json:"ignored"`
			}
			if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil {
				t.Fatal(err)
			}
			switch {
			case tt.ignoreds == "" && len(a.Ignored) != 0:
				t.Errorf("ignored: got %+v, want none", a.Ignored)
			case tt.ignoreds != "" && (len(a.Ignored) != 1 || !strings.Contains(a.Ignored[0].Reason, tt.ignoreds)):
				t.Errorf("ignored: got %+v, want one line whose reason names %q", a.Ignored, tt.ignoreds)
			}
		})
	}
}
