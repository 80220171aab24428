package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// A trick naming a card the card file lacks, or sent to a server without
// a card file, is no game action: a 422 naming the trick's card.
func TestTrickCardNames(t *testing.T) {
	body := `{"board": {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
		"permanents": [{"id": "giant", "controller": "alice", "types": ["Creature"], "power": 3, "toughness": 3}]},
		"attackers": [{"creature": "giant"}], "blockers": [],
		"tricks": [{"at": "declare_blockers", "card": "No Such Card Anywhere", "player": "bob"}]}`
	for name, cfg := range map[string]httpapi.Config{"a card file": {Cards: testCardFile(t)}, "no card file": {}} {
		h := httpapi.NewServer(cfg, zerolog.Nop())
		req := httptest.NewRequest(http.MethodPost, "/v1/combat/resolve", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusUnprocessableEntity || !strings.Contains(rec.Body.String(), `"/tricks/0/card"`) {
			t.Errorf("%s: got %d %s, want 422 naming /tricks/0/card", name, rec.Code, rec.Body)
		}
	}
}
