package httpapi_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"rulesjudge/httpapi"
)

// An answer says which ignored lines could change it (issue 12, fail
// closed): a static combat line on a card, on every check; a trigger about
// damage only when damage is resolved; never an activated ability or a line
// that is not about combat.
func TestCaveatsNameTheLinesThatCouldChangeTheAnswer(t *testing.T) {
	lines := []string{
		"Test Brute can't attack if it attacked during your last turn.",
		"{R}: Test Brute gets +1/+0 until end of turn.",
		"When Test Brute enters the battlefield, draw a card.",
		"Whenever Test Brute deals combat damage to a player, that player sacrifices a creature.",
	}
	board := cardAttacks("brute", "Test Brute", lines)
	// The lines are not read, so the attack is judged as if they were not
	// there: legal, with a caveat saying the answer could differ.
	checkCaveats(t, "brute", len(lines), []caveatCase{
		{"/v1/attacks/check", board + `}`, []string{lines[0]}},
		{"/v1/damage/resolve", board + `, "blockers": [], "step": "regular", "assignments": [{"source": "brute", "damage": [{"to": "bob", "amount": 3}]}]}`,
			[]string{lines[0], lines[3]}},
	})
}

// A trigger's caveat follows from the event it waits for (issue 12, fail
// closed): in a walk through a whole combat any trigger could change the
// outcome (a death that costs life, a pump), unless its event never
// happens during combat (an upkeep, entering play, a spell cast); after a
// step's damage, a trigger on the damage, a death or life lost could.
func TestCaveatsOfTriggersFollowTheirEvent(t *testing.T) {
	lines := []string{
		"When Test Brute dies, you lose 2 life.",
		"Whenever a creature blocks, Test Brute gets +1/+1 until end of turn.",
		"At the beginning of your upkeep, Test Brute deals 1 damage to you.",
		"When Test Brute enters the battlefield, it deals 1 damage to each player.",
		"Whenever a player casts a spell, that player loses 1 life.",
	}
	board := cardAttacks("brute", "Test Brute", lines)
	checkCaveats(t, "brute", len(lines), []caveatCase{
		{"/v1/attacks/check", board + `}`, nil},
		{"/v1/damage/resolve", board + `, "blockers": [], "step": "regular", "assignments": [{"source": "brute", "damage": [{"to": "bob", "amount": 3}]}]}`,
			[]string{lines[0]}},
		{"/v1/combat/resolve", board + `, "blockers": []}`, []string{lines[0], lines[1]}},
	})
}

// cardAttacks is the start of a request (its closing brace left out) in
// which alice's 3/3 red card, its oracle text the lines, attacks bob, who
// has a 2/2.
func cardAttacks(id, name string, lines []string) string {
	return `{"board": {"active_player": "alice",
		"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
		"permanents": [
		{"id": "` + id + `", "controller": "alice", "card": {"name": "` + name + `", "type_line": "Creature — Ogre",
		 "power": "3", "toughness": "3", "colors": ["R"], "oracle_text": "` + strings.Join(lines, `\n`) + `"}},
		{"id": "bear", "controller": "bob", "types": ["Creature"], "power": 2, "toughness": 2}]},
		"attackers": [{"creature": "` + id + `"}]`
}

// caveatCase is one request of a caveats test and the lines its answer's
// caveats name, in order.
type caveatCase struct {
	path, body string
	want       []string
}

// checkCaveats posts each case and wants a legal verdict with ignored
// lines (every line of the card) and the case's caveats, each naming the
// card's permanent (object) and saying why.
func checkCaveats(t *testing.T, object string, ignored int, cases []caveatCase) {
	t.Helper()
	h, _ := newServer(t, httpapi.Config{})
	for _, tt := range cases {
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
			if len(got.Ignored) != ignored {
				t.Errorf("ignored: got %d lines %+v, want %d", len(got.Ignored), got.Ignored, ignored)
			}
			var gotLines []string
			for _, c := range got.Caveats {
				gotLines = append(gotLines, c.Text)
				if c.Object != object || c.Message == "" {
					t.Errorf("caveat %+v: want object %s and a message", c, object)
				}
			}
			if !slices.Equal(gotLines, tt.want) {
				t.Errorf("caveats: got %q, want %q", gotLines, tt.want)
			}
		})
	}
}
