package httpapi_test

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// TestCardViewReadsEnteringTriggers: the card view lists understood, with
// its rule, a card's trigger on its own coming into play that the walk
// applies (tokens a target opponent creates, a combat phase skipped, a
// trigger a threshold line gives in quotes, a choice choices.targets
// answers), and none of its lines about coming into play or turning face
// up ignored.
func TestCardViewReadsEnteringTriggers(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop())
	tests := []struct{ card, rule string }{
		{"Hunted Troll", "410.10a"},
		{"Hunted Horror", "410.10a"},
		{"Revenant Patriarch", "410.8"},
		{"Centaur Chieftain", "410.10a"},
		{"Teroh's Vanguard", "410.10a"},
		{"Angel of Salvation", "410.10a"},
		{"Aven Liberator", "502.26d"},
		{"Tribal Forcemage", "502.26d"},
	}
	for _, tt := range tests {
		rec := getCard(t, h, "/v1/cards/"+url.PathEscape(tt.card))
		if rec.Code != 200 {
			t.Fatalf("%s: status %d\n%s", tt.card, rec.Code, rec.Body)
		}
		var v httpapi.CardView
		if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, a := range v.Understood {
			if strings.Contains(a.Ability, "comes into play") || strings.Contains(a.Ability, "enters the battlefield") || strings.Contains(a.Ability, "turned face up") {
				found = found || a.Rule == tt.rule
			}
		}
		for _, ig := range v.Ignored {
			if strings.Contains(ig.Text, "comes into play") || strings.Contains(ig.Text, "enters the battlefield") || strings.Contains(ig.Text, "turned face up") {
				t.Errorf("%s: %q ignored: %s", tt.card, ig.Text, ig.Reason)
			}
		}
		if !found {
			t.Errorf("%s: no line about coming into play understood with rule %s: %+v", tt.card, tt.rule, v.Understood)
		}
	}
}
