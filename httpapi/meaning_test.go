package httpapi_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"rulesjudge/httpapi"
)

// GET /v1/abilities describes what each example is read as (issue 12 item
// 4): one meaning for each ability it stands for, with its quality's terms.
func TestAbilitiesShowTheirMeaning(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	rec := serve(t, h, http.MethodGet, "/v1/abilities", "", nil)
	if rec.Code != http.StatusOK {
		t.Fatalf("status: got %d, want 200", rec.Code)
	}
	var got httpapi.AbilitiesResponse
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	byExample := map[string]httpapi.AbilityEntry{}
	for _, e := range got.Abilities {
		if len(e.Meaning) == 0 {
			t.Errorf("%q (%s): no meaning", e.Example, e.Rule)
		}
		byExample[e.Example] = e
	}
	e, ok := byExample["~ can't be blocked by Walls."]
	if !ok {
		t.Fatal(`no wording with the example "~ can't be blocked by Walls."`)
	}
	m := e.Meaning[0]
	if m.Subject != "itself" || m.Effect != "can't be blocked by [quality]" || e.Rule != "500.3" {
		t.Errorf("meaning: got subject %q effect %q rule %s, want itself, can't be blocked by [quality], 500.3", m.Subject, m.Effect, e.Rule)
	}
	if m.Quality == nil || len(m.Quality.Terms) != 1 || m.Quality.Terms[0] != (httpapi.TermMeaning{Kind: "subtype", Word: "walls"}) {
		t.Errorf("quality: got %+v, want the one term subtype walls", m.Quality)
	}
}
