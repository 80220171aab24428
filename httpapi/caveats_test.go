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
		// An activated ability the judge does not apply as a trick (its
		// cost is not one it pays): ignored, never a caveat.
		"{2}, Remove a time counter from a permanent you control or suspended card you own: Test Brute gets +1/+1 until end of turn.",
		// A trigger on coming into play whose effect the judge doesn't
		// apply ("draw a card" it would: trick/own_triggers.go).
		"When Test Brute enters the battlefield, search your library for a basic land card, put it into your hand, then shuffle.",
		"Whenever Test Brute deals combat damage to a player, that player sacrifices the creature with the greatest power among creatures they control.",
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
// happens during combat (an upkeep, entering play, a spell cast) and what
// it does leaves nothing in force that the board doesn't show; a damage
// step is dealt after blockers are declared, so a trigger on a block that
// pumps a creature could change it as a death that costs life could.
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
			[]string{lines[0], lines[1]}},
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

// A trigger on another permanent coming into play can happen during a
// combat the judge walks or resolves (Sekki, Seasons' Guide makes Spirit
// tokens as its damage is prevented), so its line is a caveat there; a
// trigger of the card itself coming into play can't (it is already in
// play). Regeneration taps a creature, so a trigger on a creature
// becoming tapped is one after a step's damage too. A trigger after an
// ability word ("Threshold — Whenever ...") is a trigger like any other.
// A creature may have come into play, or been tapped, earlier in the turn
// too: a pump until end of turn it triggered could still be in force, and
// a board gives none of it, so those lines are caveats on a check of
// attackers as well.
func TestCaveatsOfTriggersOnOthersEnteringAndAbilityWords(t *testing.T) {
	lines := []string{
		"Whenever another creature comes into play, you gain 1 life.",
		"When Test Brute comes into play, it deals 1 damage to each player.",
		"Threshold — Whenever a creature is put into a graveyard from play, you gain 1 life.",
		"Hellbent — At the beginning of your upkeep, you gain 1 life.",
		"Whenever a creature comes into play under your control, Test Brute gets +1/+0 until end of turn.",
		"Whenever a creature an opponent controls becomes tapped, Test Brute gets +1/+0 until end of turn.",
	}
	board := cardAttacks("brute", "Test Brute", lines)
	checkCaveats(t, "brute", len(lines), []caveatCase{
		{"/v1/attacks/check", board + `}`, []string{lines[4], lines[5]}},
		{"/v1/damage/resolve", board + `, "blockers": [], "step": "regular", "assignments": [{"source": "brute", "damage": [{"to": "bob", "amount": 3}]}]}`,
			[]string{lines[0], lines[2], lines[4], lines[5]}},
		{"/v1/combat/resolve", board + `, "blockers": []}`, []string{lines[0], lines[2], lines[4], lines[5]}},
	})
}

// A trigger on attacking resolves before the blocks and the damage
// assignment are checked, one on becoming blocked before the assignment
// only: one that could change a creature (Ma Chao's "can't be blocked", a
// coin flip for +2/+0) could change a check after its event, never a
// check of the declaration it follows. One that only draws a card changes
// nothing a board reads unless the board counts the cards in hand.
func TestCaveatsOfTriggersOnAttackingInChecks(t *testing.T) {
	lines := []string{
		// Read since issue 27 without "unless ...": still not read with it.
		"Whenever Test Rider attacks alone, it can't be blocked this combat unless defending player pays {1}.",
		"Whenever Test Rider becomes blocked, flip a coin. If you win the flip, Test Rider gets +2/+0 until end of turn.",
		// "draw a card" alone is read since issue 27 (the walk draws it):
		// with a discard after it, not.
		"Whenever Test Rider attacks, draw a card, then discard a card.",
	}
	board := cardAttacks("rider", "Test Rider", lines)
	checkCaveats(t, "rider", len(lines), []caveatCase{
		{"/v1/attacks/check", board + `}`, nil},
		{"/v1/blocks/check", board + `, "blockers": [{"creature": "bear", "blocking": ["rider"]}]}`, lines[:1]},
		{"/v1/damage/check", board + `, "blockers": [{"creature": "bear", "blocking": ["rider"]}], "assignments": [{"source": "rider", "damage": [{"to": "bear", "amount": 3}]}]}`, lines[:2]},
		{"/v1/combat/resolve", board + `, "blockers": [{"creature": "bear", "blocking": ["rider"]}]}`, lines[:2]},
		{"/v1/combat/resolve", strings.Replace(board, `{"id": "alice", "life": 20}`, `{"id": "alice", "life": 20, "hand": 3}`, 1) + `, "blockers": [{"creature": "bear", "blocking": ["rider"]}]}`, lines},
	})
}
