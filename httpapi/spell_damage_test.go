package httpapi_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"regexp"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/scenarios"
)

// spellDamageLines are the era's lines about the damage spells deal (Energy
// Storm, Plated Pegasus, Benevolent Unicorn, Bronze Horse).
var spellDamageLines = []string{
	"Prevent all damage that would be dealt by instant and sorcery spells.",
	"If a spell would deal damage to a permanent or player, prevent 1 damage that spell would deal to that permanent or player.",
	"If a spell would deal damage to a permanent or player, it deals that much damage minus 1 to that permanent or player instead.",
	"As long as you control another creature, prevent all damage that would be dealt to [this] by spells that target it.",
}

// sacrificesPermanents finds a sacrifice chosen among all of a player's
// permanents, which the permanents added would join.
var sacrificesPermanents = regexp.MustCompile(`sacrifices? (?:a|an|two|half the [a-zA-Z-]+) permanents?`)

// TestSpellDamageLinesChangeNothing: the judge reads a line about the
// damage spells deal as changing nothing (419.7a), which is true only if
// no request it accepts deals a spell's damage: every damage it deals is a
// creature's combat damage. Each resolve and combat scenario the judge
// answers is posted again with a permanent of each player carrying every
// such line, and must get the same answer, but for the board it echoes.
func TestSpellDamageLinesChangeNothing(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	cases, err := scenarios.LoadAll(scenarioFS, ".")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, c := range cases {
		if c.Endpoint != "/v1/damage/resolve" && c.Endpoint != "/v1/combat/resolve" {
			continue
		}
		body := []byte(c.Scenario.Request)
		if bytes.Contains(body, []byte("destroy all permanents")) || sacrificesPermanents.Match(body) {
			continue // a board-wide effect (Worldslayer's) or a choice among all of a player's permanents (Drinker of Sorrow's, Rakdos's) reaches the permanents added too: no spell's damage
		}
		before, ok := postForMap(h, c.Endpoint, body)
		if !ok {
			continue // a refused request: nothing dealt
		}
		with, err := withSpellWards(body)
		if err != nil {
			t.Fatalf("%s: %v", c.File, err)
		}
		after, ok := postForMap(h, c.Endpoint, with)
		if !ok {
			t.Errorf("%s: with the spell-damage lines the request is refused", c.File)
			continue
		}
		if !reflect.DeepEqual(before, after) {
			b, _ := json.Marshal(before)
			a, _ := json.Marshal(after)
			t.Errorf("%s: the spell-damage lines changed the answer:\n got %s\nwant %s", c.File, a, b)
		}
		checked++
	}
	if checked < 50 {
		t.Errorf("checked %d scenarios, want at least 50", checked)
	}
}

// postForMap posts body and returns its 200 answer without the fields that
// echo the board or name the request.
func postForMap(h http.Handler, endpoint string, body []byte) (map[string]any, bool) {
	req := httptest.NewRequest(http.MethodPost, endpoint, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		return nil, false
	}
	var m map[string]any
	if json.Unmarshal(rec.Body.Bytes(), &m) != nil {
		return nil, false
	}
	for _, k := range []string{"board", "decision_id", "derived"} {
		delete(m, k)
	}
	return m, true
}

// withSpellWards adds to the request's board, for each player, an
// enchantment with every spell-damage line.
func withSpellWards(body []byte) ([]byte, error) {
	var req map[string]json.RawMessage
	if err := json.Unmarshal(body, &req); err != nil {
		return nil, err
	}
	var b map[string]json.RawMessage
	if err := json.Unmarshal(req["board"], &b); err != nil {
		return nil, err
	}
	var players []struct {
		ID string `json:"id"`
	}
	var perms []json.RawMessage
	if err := json.Unmarshal(b["players"], &players); err != nil {
		return nil, err
	}
	if err := json.Unmarshal(b["permanents"], &perms); err != nil {
		return nil, err
	}
	for _, p := range players {
		ward, _ := json.Marshal(map[string]any{"id": "spell-ward-" + p.ID, "name": "Spell Ward", "controller": p.ID,
			"types": []string{"Enchantment"}, "abilities": spellDamageLines})
		perms = append(perms, ward)
	}
	b["permanents"], _ = json.Marshal(perms)
	req["board"], _ = json.Marshal(b)
	return json.Marshal(req)
}
