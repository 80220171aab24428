package httpapi_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// A card's line about a permanent's history (entered the battlefield this
// turn, attacked during its controller's last turn) is ignored, with a
// reason naming the field, when the request leaves out a fact it needs
// where it could change the verdict, and applied once it is given. The
// cards are made up for the test.
func TestCardLinesNeedingHistory(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	card := func(id, controller, name, text, extra string) string {
		return `{"id": "` + id + `", "controller": "` + controller + `"` + extra + `, "card": {"name": "` + name + `", "type_line": "Creature — Beast",
			"power": "2", "toughness": "4", "colors": ["G"], "oracle_text": "` + text + `"}}`
	}
	turtle := func(controller, extra string) string {
		return card("t", controller, "Test Turtle", "Test Turtle can't attack if it attacked during your last turn.", extra)
	}
	lord := func(extra string) string {
		return card("t", "alice", "Test Lord", "Test Lord can attack as though it had haste unless it entered the battlefield this turn.", extra)
	}
	const halls = `{"id": "h", "controller": "bob", "card": {"name": "Test Halls", "type_line": "Land", "oracle_text": "Creatures that attacked during their controller's last turn can't attack."}}`
	bear := func(extra string) string { return card("b", "alice", "Test Bear", "", extra) }
	tests := []struct {
		name     string
		perms    []string
		attacker string
		verdict  string
		rules    []string
		ignoreds string // a word the reason of the one ignored line must hold; "" for none ignored
	}{
		// 500.2 and 308.2a: the active player's creature needs the fact; another player's does not attack.
		{"turtle, fact not given", []string{turtle("alice", "")}, "t", "legal", nil, "give its attacked_last_turn"},
		{"turtle attacked last turn", []string{turtle("alice", `, "attacked_last_turn": true`)}, "t", "illegal", []string{"500.2"}, ""},
		{"turtle rested", []string{turtle("alice", `, "attacked_last_turn": false`)}, "t", "legal", nil, ""},
		{"bob's turtle needs no fact", []string{turtle("bob", ""), bear("")}, "b", "legal", nil, ""},
		// 212.3d: only a creature that came under its controller's control this turn needs it.
		{"sick lord, fact not given", []string{lord(`, "summoning_sick": true`)}, "t", "illegal", []string{"212.3d"}, "give its entered_this_turn"},
		{"sick lord that did not enter", []string{lord(`, "summoning_sick": true, "entered_this_turn": false`)}, "t", "legal", nil, ""},
		{"lord not sick needs no fact", []string{lord("")}, "t", "legal", nil, ""},
		// 500.2: the Halls need the fact of each untapped creature of the active player.
		{"halls, fact not given", []string{halls, bear("")}, "b", "legal", nil, "attacked_last_turn"},
		{"halls, the bear attacked", []string{halls, bear(`, "attacked_last_turn": true`)}, "b", "illegal", []string{"500.2"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := `{"board": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "permanents": [` +
				strings.Join(tt.perms, ", ") + `]}, "attackers": [{"creature": "` + tt.attacker + `"}]}`
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
			var reasons []string
			for _, ig := range a.Ignored {
				if strings.Contains(ig.Text, "attack") { // the Halls' own lines are all about attacks; no other card has an ignored line
					reasons = append(reasons, ig.Reason)
				}
			}
			switch {
			case tt.ignoreds == "" && len(reasons) > 0:
				t.Errorf("ignored: got %q, want none", reasons)
			case tt.ignoreds != "" && (len(reasons) != 1 || !strings.Contains(reasons[0], tt.ignoreds)):
				t.Errorf("ignored: got %q, want one reason holding %q", reasons, tt.ignoreds)
			}
		})
	}
}
