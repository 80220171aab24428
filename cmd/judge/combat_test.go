package main

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/cards/era"
	"rulesjudge/httpapi"
)

// judge combat walks a combat as POST /v1/combat/resolve does: --json is
// the API's answer byte for byte, and the readable answer lists each step
// with its events' rules, then the outcome.
func TestCombatSubcommand(t *testing.T) {
	tests := []struct {
		file     string
		wantCode int
		want     []string // lines the readable answer must hold, in order
	}{
		// 502.2b, 502.9b, 502.38a, 410.9c, 404.4: the whole walk-through.
		{"combat/walkthrough-first-strike-trample-basilisk-bushido.json", exitLegal, []string{
			"legal", "declare_attackers:", "declare_blockers:", "  410.3    (default) ", "  502.38a  Samurai of the Pale Curtain's bushido 1",
			"first_strike:", "  420.5c   Raging Goblin: destroyed.", "regular:", "  310.4    Craw Wurm deals 4 combat damage to bob.",
			"end_of_combat:", "  404.4    Thicket Basilisk's ability", "destroyed: goblin, bear, elves, spider", "removed from combat: none", "life after: alice 20, bob 16"}},
		// 502.9b: an illegal choice stops the walk: the violation, no outcome.
		{"combat/illegal-trample-choice-stops-the-walk.json", exitIllegal, []string{"illegal", "  502.9b", "regular:", "  nothing happens", "stopped at: regular"}},
		// 418.3a: a trick (an activated ability used three times after
		// blocks) is printed in its step, each use with its rule.
		{"combat/trick-shivan-pumped-three-times-after-blocks.json", exitLegal, []string{
			"legal", "declare_blockers:", "  309.2   Serra Angel blocks Shivan Dragon.",
			`  409.1i  alice activates Shivan Dragon's ability "{R}: Shivan Dragon gets +1/+0 until end of turn.".`,
			"  418.3a  ", "(now 6/5).", "  418.3a  ", "(now 7/5).", "  418.3a  ", "(now 8/5).",
			"regular:", "  310.4   Shivan Dragon deals 8 combat damage to Serra Angel.", "destroyed: angel"}},
		// 308.2a: an illegal attack: the verdict only.
		{"combat/illegal-attack-no-steps.json", exitIllegal, []string{"illegal", "  308.2a"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			file := filepath.Join(scenariosDir, tt.file)
			_, want := apiPost(t, "/v1/combat/resolve", scenarioRequest(t, file), "combat-1")
			code, stdout, _ := judgeRun(t, "", "--json", "--request-id", "combat-1", "combat", file)
			if code != tt.wantCode || stdout != string(want) {
				t.Errorf("--json: got %d %s, want %d %s", code, stdout, tt.wantCode, want)
			}
			code, stdout, stderr := judgeRun(t, "", file) // the folder names the endpoint
			if code != tt.wantCode || stderr != "" {
				t.Errorf("exit status: got %d (stderr %q), want %d", code, stderr, tt.wantCode)
			}
			rest := stdout
			for _, line := range tt.want {
				i := strings.Index(rest, line)
				if i < 0 {
					t.Fatalf("readable answer: no %q after the lines before it; got\n%s", line, stdout)
				}
				rest = rest[i+len(line):]
			}
			if tt.wantCode != exitLegal && strings.Contains(stdout, "life after:") {
				t.Errorf("readable answer: an outcome for a combat not walked to its end:\n%s", stdout)
			}
		})
	}
}

// judge judges a request whose tricks cast an instant by card name: the
// card is looked up in the built-in cards, as a permanent's card is, and
// the answer is the API's with those cards. The readable answer prints a
// combat's trick events in the step they are in, and a check's tricks as
// its notes, each with its rule.
func TestTricksPrinted(t *testing.T) {
	db, err := era.Load()
	if err != nil {
		t.Fatal(err)
	}
	api := httpapi.NewServer(httpapi.Config{Cards: httpapi.NewCardFile(db)}, zerolog.Nop())
	tests := []struct {
		cmd, file string
		wantCode  int
		want      []string // lines the readable answer must hold, in order
	}{
		// 308.2a: Master Decoy taps the Giant before attackers are declared.
		{"attacks", "attacks/trick-decoy-taps-before-attackers.json", exitIllegal, []string{
			"illegal", "  308.2a  Hill Giant is tapped", "  note 409.1f  At the beginning of combat",
			"  note 409.1i  ", "  note 413.2b  ", "Hill Giant becomes tapped."}},
		// 502.9b: Giant Growth on the blocker raises the trampler's lethal damage.
		{"damage", "cards/trick-giant-growth-on-blocker-raises-tramplers-lethal.json", exitIllegal, []string{
			"illegal", "  502.9b  War Mammoth assigns 1 to bob", "  note 409.1i  ", "bob casts Giant Growth targeting Grizzly Bears.",
			"  note 418.3a  "}},
		// 418.3a: Giant Growth on the blocker after blocks; the Giant dies (420.5c).
		{"combat", "cards/trick-giant-growth-on-blocker.json", exitLegal, []string{
			"legal", "declare_blockers:", "  309.2   Grizzly Bears blocks Hill Giant.",
			"  409.1i  bob casts Giant Growth targeting Grizzly Bears.",
			"  418.3a  Giant Growth resolves: Grizzly Bears gets +3/+3 until end of turn (now 5/5).",
			"regular:", "  420.5c  Hill Giant: destroyed.", "destroyed: giant"}},
		// 408.1d: a sorcery cast during combat is an illegal trick.
		{"combat", "cards/trick-sorcery-during-combat-illegal.json", exitIllegal, []string{
			"illegal", "  408.1d  bob can't cast Lava Axe during combat", "stopped at: declare_blockers"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			file := filepath.Join(scenariosDir, tt.file)
			req := httptest.NewRequest(http.MethodPost, endpoints[tt.cmd], bytes.NewReader(scenarioRequest(t, file)))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set(httpapi.RequestIDHeader, "tricks-1")
			rec := httptest.NewRecorder()
			api.ServeHTTP(rec, req)
			code, stdout, stderr := judgeRun(t, "", "--json", "--request-id", "tricks-1", tt.cmd, file)
			if code != tt.wantCode || stdout != rec.Body.String() {
				t.Errorf("--json: got %d %s (stderr %q), want %d %s", code, stdout, stderr, tt.wantCode, rec.Body)
			}
			code, stdout, stderr = judgeRun(t, "", file) // the file names its endpoint
			if code != tt.wantCode || stderr != "" {
				t.Errorf("exit status: got %d (stderr %q), want %d", code, stderr, tt.wantCode)
			}
			rest := stdout
			for _, line := range tt.want {
				i := strings.Index(rest, line)
				if i < 0 {
					t.Fatalf("readable answer: no %q after the lines before it; got\n%s", line, stdout)
				}
				rest = rest[i+len(line):]
			}
		})
	}
}

// cardNames lists the card names a request needs a card file for: the
// permanents' cards given by name, then the instants its tricks cast.
func TestCardNamesOfTricks(t *testing.T) {
	for _, c := range []struct {
		body string
		want []string
	}{
		{`{"board": {"permanents": [{"id": "s", "card": "Shivan Dragon"}, {"id": "o", "card": {"name": "Object"}}]},
			"tricks": [{"at": "declare_blockers", "card": "Giant Growth"}, {"at": "regular", "source": "s", "ability": 0}, {"at": "regular", "card": "Giant Growth"}]}`,
			[]string{"Shivan Dragon", "Giant Growth"}},
		{`{"tricks": [{"at": "declare_blockers", "card": "Fog"}]}`, []string{"Fog"}},
		{`{"tricks": [{"at": "declare_blockers", "card": ""}]}`, nil}, // no name: the API says what is wrong
		{`{"tricks": "not a list"}`, nil},
	} {
		if got := cardNames([]byte(c.body)); !slices.Equal(got, c.want) {
			t.Errorf("cardNames(%s): got %q, want %q", c.body, got, c.want)
		}
	}
}
