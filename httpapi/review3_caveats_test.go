package httpapi_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"testing"

	"rulesjudge/httpapi"
)

// A trigger on another permanent coming into play can happen during a
// combat the judge walks or resolves (Sekki, Seasons' Guide makes Spirit
// tokens as its damage is prevented), so its line is a caveat there; a
// trigger of the card itself coming into play can't (it is already in
// play). Regeneration taps a creature, so a trigger on a creature
// becoming tapped is one after a step's damage too. A trigger after an ability word ("Threshold — Whenever ...") is a
// trigger like any other.
func TestCaveatsOfTriggersOnOthersEnteringAndAbilityWords(t *testing.T) {
	lines := []string{
		"Whenever another creature comes into play, you gain 1 life.",
		"When Test Brute comes into play, it deals 1 damage to each player.",
		"Threshold — Whenever a creature is put into a graveyard from play, you gain 1 life.",
		"Hellbent — At the beginning of your upkeep, you gain 1 life.",
		"Whenever a creature comes into play under your control, Test Brute gets +1/+0 until end of turn.",
		"Whenever a creature an opponent controls becomes tapped, Test Brute gets +1/+0 until end of turn.",
	}
	oracle := ""
	for i, l := range lines {
		if i > 0 {
			oracle += "\\n"
		}
		oracle += l
	}
	board := `{"board": {"active_player": "alice",
		"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
		"permanents": [
		{"id": "brute", "controller": "alice", "card": {"name": "Test Brute", "type_line": "Creature — Ogre",
		 "power": "3", "toughness": "3", "colors": ["R"], "oracle_text": "` + oracle + `"}},
		{"id": "bear", "controller": "bob", "types": ["Creature"], "power": 2, "toughness": 2}]},
		"attackers": [{"creature": "brute"}]`
	tests := []struct {
		path, body string
		want       []string // the caveats' lines
	}{
		{"/v1/attacks/check", board + `}`, nil},
		{"/v1/damage/resolve", board + `, "blockers": [], "step": "regular", "assignments": [{"source": "brute", "damage": [{"to": "bob", "amount": 3}]}]}`,
			[]string{lines[0], lines[2], lines[4], lines[5]}},
		{"/v1/combat/resolve", board + `, "blockers": []}`, []string{lines[0], lines[2], lines[4], lines[5]}},
	}
	h, _ := newServer(t, httpapi.Config{})
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			rec := serve(t, h, http.MethodPost, tt.path, tt.body, map[string]string{"Content-Type": "application/json"})
			if rec.Code != http.StatusOK {
				t.Fatalf("status: got %d, want 200: %s", rec.Code, rec.Body)
			}
			var got struct {
				Verdict string            `json:"verdict"`
				Ignored []httpapi.Ignored `json:"ignored"`
				Caveats []httpapi.Caveat  `json:"caveats"`
			}
			if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
				t.Fatal(err)
			}
			if got.Verdict != "legal" {
				t.Errorf("verdict: got %q, want legal", got.Verdict)
			}
			if len(got.Ignored) != len(lines) {
				t.Errorf("ignored: got %d lines %+v, want %d", len(got.Ignored), got.Ignored, len(lines))
			}
			var gotLines []string
			for _, c := range got.Caveats {
				gotLines = append(gotLines, c.Text)
			}
			if !slices.Equal(gotLines, tt.want) {
				t.Errorf("caveats: got %q, want %q", gotLines, tt.want)
			}
		})
	}
}

// A trigger on attacking, blocking or becoming blocked resolves before the
// blocks and the damage assignment are checked: one that speaks of combat
// (Ma Chao's "can't be blocked", a coin flip for +2/+0) could change a
// check of blocks or of an assignment, never a check of the attack it
// follows; one that doesn't (drawing a card) changes neither.
func TestCaveatsOfTriggersOnAttackingInChecks(t *testing.T) {
	lines := []string{
		"Whenever Test Rider attacks alone, it can't be blocked this combat.",
		"Whenever Test Rider becomes blocked, flip a coin. If you win the flip, Test Rider gets +2/+0 until end of turn.",
		"Whenever Test Rider attacks, draw a card.",
	}
	oracle := ""
	for i, l := range lines {
		if i > 0 {
			oracle += "\\n"
		}
		oracle += l
	}
	board := `{"board": {"active_player": "alice",
		"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
		"permanents": [
		{"id": "rider", "controller": "alice", "card": {"name": "Test Rider", "type_line": "Creature — Human Warrior",
		 "power": "2", "toughness": "2", "colors": ["R"], "oracle_text": "` + oracle + `"}},
		{"id": "bear", "controller": "bob", "types": ["Creature"], "power": 2, "toughness": 2}]},
		"attackers": [{"creature": "rider"}]`
	tests := []struct {
		path, body string
		want       []string // the caveats' lines
	}{
		{"/v1/attacks/check", board + `}`, nil},
		{"/v1/blocks/check", board + `, "blockers": [{"creature": "bear", "blocking": ["rider"]}]}`, lines[:2]},
		{"/v1/damage/check", board + `, "blockers": [{"creature": "bear", "blocking": ["rider"]}], "assignments": [{"source": "rider", "damage": [{"to": "bear", "amount": 2}]}]}`, lines[:2]},
		{"/v1/combat/resolve", board + `, "blockers": [{"creature": "bear", "blocking": ["rider"]}]}`, lines},
	}
	h, _ := newServer(t, httpapi.Config{})
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			rec := serve(t, h, http.MethodPost, tt.path, tt.body, map[string]string{"Content-Type": "application/json"})
			if rec.Code != http.StatusOK {
				t.Fatalf("status: got %d, want 200: %s", rec.Code, rec.Body)
			}
			var got struct {
				Verdict string            `json:"verdict"`
				Ignored []httpapi.Ignored `json:"ignored"`
				Caveats []httpapi.Caveat  `json:"caveats"`
			}
			if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
				t.Fatal(err)
			}
			if got.Verdict != "legal" {
				t.Errorf("verdict: got %q, want legal", got.Verdict)
			}
			if len(got.Ignored) != len(lines) {
				t.Errorf("ignored: got %d lines %+v, want %d", len(got.Ignored), got.Ignored, len(lines))
			}
			var gotLines []string
			for _, c := range got.Caveats {
				gotLines = append(gotLines, c.Text)
			}
			if !slices.Equal(gotLines, tt.want) {
				t.Errorf("caveats: got %q, want %q", gotLines, tt.want)
			}
		})
	}
}
