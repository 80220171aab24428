package web_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// historyLink is an attack whose permanents carry the facts of their
// history some lines read: Chaos Lord (entered_this_turn), Giant Turtle
// and Halls of Mist (attacked_last_turn).
const historyLink = `{"endpoint": "/v1/attacks/check", "request": {"board": {"active_player": "alice",
	"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
	"permanents": [
	  {"id": "chaos", "name": "Chaos Lord", "controller": "alice", "types": ["Creature"], "subtypes": ["Human"], "colors": ["Red"],
	   "power": 7, "toughness": 7, "summoning_sick": true, "entered_this_turn": false,
	   "abilities": ["Chaos Lord can attack as though it had haste unless it entered the battlefield this turn."]},
	  {"id": "turtle", "name": "Giant Turtle", "controller": "alice", "types": ["Creature"], "subtypes": ["Turtle"], "colors": ["Green"],
	   "power": 2, "toughness": 4, "attacked_last_turn": true,
	   "abilities": ["Giant Turtle can't attack if it attacked during your last turn."]}]},
	"attackers": [{"creature": "chaos"}]}}`

// TestWebFormHistoryFacts opens a shared link with entered_this_turn and
// attacked_last_turn and checks that the form shows each in its control,
// sends the same request, and sends a fact changed in the form.
func TestWebFormHistoryFacts(t *testing.T) {
	browser := startBrowser(t)
	srv := server(t)
	ctx := tab(t, browser)
	do(t, ctx, "opening the link",
		chromedp.EmulateViewport(1280, 1000),
		chromedp.Navigate(linkTo(srv.URL, historyLink)),
		chromedp.WaitVisible(chromedp.CSS(`.tile[data-id="turtle"]`)))
	var link struct {
		Request json.RawMessage `json:"request"`
	}
	if err := json.Unmarshal([]byte(historyLink), &link); err != nil {
		t.Fatal(err)
	}
	if got, want := canonical(t, eval[string](t, ctx, requestJSON)), canonical(t, string(link.Request)); got != want {
		t.Errorf("the request from the link:\n%s\nwant the link's:\n%s", got, want)
	}
	ids := `['perm-0-entered_this_turn', 'perm-0-attacked_last_turn', 'perm-1-entered_this_turn', 'perm-1-attacked_last_turn'].map(id => document.getElementById(id).value)`
	if got, want := eval[[]string](t, ctx, ids), []string{"false", "", "", "true"}; !slices.Equal(got, want) {
		t.Errorf("the history controls: got %q, want %q", got, want)
	}
	choose(t, ctx, "perm-1-attacked_last_turn", "false")
	choose(t, ctx, "perm-0-entered_this_turn", "")
	sent := eval[string](t, ctx, requestJSON)
	if !strings.Contains(sent, `"attacked_last_turn": false`) || strings.Contains(sent, `entered_this_turn`) {
		t.Errorf("the request after the edits:\n%s\nwant the Turtle's attacked_last_turn false and no entered_this_turn", sent)
	}
}
