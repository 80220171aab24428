package main

import (
	"path/filepath"
	"strings"
	"testing"
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
		{"combat/illegal-trample-choice-stops-the-walk.json", exitIllegal, []string{"illegal", "  502.9b", "regular:", "  nothing happens"}},
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
