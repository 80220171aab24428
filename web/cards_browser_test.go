package web_test

import (
	"encoding/base64"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/rs/zerolog"

	"rulesjudge/cards"
	"rulesjudge/httpapi"
)

// TestWebFormCards drives the form with a card file on the server: typing
// a card's name suggests it, "Add from card" adds a permanent filled from
// what the judge derives (Giant Spider's reach in this edition's words,
// with its note), and a permanent given as a card in a shared link is shown
// by its card's name and can be attacked with.
func TestWebFormCards(t *testing.T) {
	browser := startBrowser(t)
	db, err := cards.LoadFile("../testdata/cards.json")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(httpapi.NewServer(httpapi.Config{Cards: httpapi.NewCardFile(db)}, zerolog.Nop()))
	t.Cleanup(srv.Close)
	ctx := tab(t, browser)

	do(t, ctx, "loading the page",
		chromedp.Navigate(srv.URL+"/"),
		chromedp.WaitVisible(chromedp.ID("card-name")),
		chromedp.SendKeys(chromedp.ID("card-name"), "Giant Sp"),
	)
	waitFor(t, ctx, "the name suggested", `[...document.querySelectorAll('#card-names option')].some(o => o.value === 'Giant Spider')`)
	// The card goes to the controller chosen, bob, not the active player.
	do(t, ctx, "adding Giant Spider for bob",
		chromedp.SetValue(chromedp.ID("add-controller"), "bob"),
		chromedp.Evaluate[chromedp.Void](`document.getElementById('add-controller').dispatchEvent(new Event('change'))`),
		chromedp.SetValue(chromedp.ID("card-name"), "giant spider"),
		chromedp.Click(chromedp.ID("add-card")),
	)
	waitFor(t, ctx, "the permanent", `document.querySelector('details.perm[data-id="giant-spider"]')`)
	if got := eval[string](t, ctx, `document.getElementById('card-status').textContent`); got != "Added Giant Spider under bob." {
		t.Errorf("after adding: got status %q, want %q", got, "Added Giant Spider under bob.")
	}
	if got := eval[string](t, ctx, `document.querySelector('.tile[data-id="giant-spider"]')?.closest('.side')?.className`); got != "side defending" {
		t.Errorf("Giant Spider's tile: got it on side %q, want bob's, the defending side", got)
	}
	req := eval[string](t, ctx, requestJSON)
	for _, want := range []string{`"name": "Giant Spider"`, `"controller": "bob"`, `"Giant Spider can block as though it had flying."`, `"power": 2`, `"toughness": 4`, `"Spider"`} {
		if !strings.Contains(req, want) {
			t.Errorf("the request after adding Giant Spider: got\n%s\nwant it to contain %s", req, want)
		}
	}
	if got := eval[string](t, ctx, `document.querySelector('details.perm[data-id="giant-spider"] .card-notes').textContent`); !strings.Contains(got, "502.4b") || !strings.Contains(got, `"Reach"`) {
		t.Errorf("the fill's notes: got %q, want the reach translation citing 502.4b", got)
	}

	// Non-creature permanents by name: an enchantment is a tile of its
	// own, not a creature; an Aura gets "Attached to" and, attached, lies
	// beside what it enchants.
	for _, name := range []string{"Dueling Grounds", "Lure"} {
		do(t, ctx, "adding "+name,
			chromedp.SetValue(chromedp.ID("card-name"), name),
			chromedp.Click(chromedp.ID("add-card")))
		waitFor(t, ctx, name+" added", `document.getElementById('card-status').textContent === 'Added `+name+` under bob.'`)
	}
	tiles := eval[[]string](t, ctx, `['dueling-grounds', 'lure'].map(id => { const t = document.querySelector('.tile[data-id="' + id + '"]');
		return t.className + ' | ' + t.querySelector('.tile-type')?.textContent + ' | ' + (t.querySelector('.tile-pt') ? 'p/t' : 'no p/t'); })`)
	if want := []string{"tile noncreature | Enchantment | no p/t", "tile noncreature | Aura, not attached | no p/t"}; !slices.Equal(tiles, want) {
		t.Errorf("the enchantments' tiles: got %q, want %q", tiles, want)
	}
	if got := eval[int](t, ctx, `document.querySelectorAll('button[data-creature="dueling-grounds"], button[data-creature="lure"]').length`); got != 0 {
		t.Errorf("the enchantments among the creatures that may attack: got %d, want none", got)
	}
	do(t, ctx, "attaching Lure to Giant Spider",
		chromedp.SetValue(chromedp.CSS(`details.perm[data-id="lure"] select[id$="-attached_to"]`), "giant-spider"),
		chromedp.Evaluate[chromedp.Void](`document.querySelector('details.perm[data-id="lure"] select[id$="-attached_to"]').dispatchEvent(new Event('change'))`))
	if got := eval[string](t, ctx, `[...document.querySelector('.tile[data-id="lure"]').closest('.tile-group').querySelectorAll('.tile')].map(t => t.dataset.id).join(' ')`); got != "giant-spider lure" {
		t.Errorf("Lure attached to Giant Spider: got the group %q on the table, want giant-spider lure", got)
	}

	// An unknown name says so, with a close match.
	do(t, ctx, "adding a misspelt card",
		chromedp.SetValue(chromedp.ID("card-name"), "Sera Angel"),
		chromedp.Click(chromedp.ID("add-card")),
	)
	waitFor(t, ctx, "the answer", `document.getElementById('card-status').textContent.includes('Serra Angel')`)

	// A shared request with permanents given as cards.
	link := srv.URL + `/#r=` + base64.RawURLEncoding.EncodeToString([]byte(`{"endpoint": "/v1/attacks/check", "request": {"board": {"active_player": "alice",
		"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
		"permanents": [{"id": "jugg", "controller": "alice", "card": "Juggernaut"},
		  {"id": "bears", "controller": "alice", "card": {"name": "Grizzly Bears", "type_line": "Creature — Bear", "power": "2", "toughness": "2", "colors": ["G"]}}]},
		"attackers": []}}`))
	do(t, ctx, "opening a link with cards", chromedp.Navigate("about:blank"), chromedp.Navigate(link))
	waitFor(t, ctx, "both cards as attackers", `document.querySelector('button[data-creature="jugg"]') && document.querySelector('button[data-creature="bears"]')`)
	if got := eval[string](t, ctx, `document.querySelector('details.perm[data-id="jugg"] .perm-name').textContent`); got != "Juggernaut" {
		t.Errorf("a permanent given by card name: got %q on the page, want Juggernaut", got)
	}
	do(t, ctx, "judging", chromedp.Click(chromedp.ID("judge")))
	waitFor(t, ctx, "the verdict", `document.querySelector('#verdict .verdict-illegal')`)
	if got := eval[string](t, ctx, verdictWord); got != "Illegal" {
		t.Errorf("Juggernaut staying home: got verdict %q, want Illegal", got)
	}
	if got := eval[[]string](t, ctx, ruleNumbers); len(got) != 1 || got[0] != "500.4" {
		t.Errorf("Juggernaut staying home: got rules %q, want [500.4]", got)
	}

	// A card line the judge does not read that could change the answer is
	// shown as such, apart from the other ignored lines.
	link = srv.URL + `/#r=` + base64.RawURLEncoding.EncodeToString([]byte(`{"endpoint": "/v1/attacks/check", "request": {"board": {"active_player": "alice",
		"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
		"permanents": [{"id": "brute", "controller": "alice", "card": {"name": "Test Brute", "type_line": "Creature — Ogre", "power": "3", "toughness": "3",
		  "oracle_text": "Test Brute can't attack if it attacked during your last turn.\n{T}: Add {R}."}}]},
		"attackers": [{"creature": "brute"}]}}`))
	do(t, ctx, "opening a link with a line not read", chromedp.Navigate("about:blank"), chromedp.Navigate(link))
	waitFor(t, ctx, "the attacker", `document.querySelector('button[data-creature="brute"]')`)
	do(t, ctx, "judging", chromedp.Click(chromedp.ID("judge")))
	waitFor(t, ctx, "the verdict", `document.querySelector('#verdict .verdict-legal')`)
	if got := eval[[]string](t, ctx, `[...document.querySelectorAll('.findings.caveats li')].map(li => li.textContent)`); len(got) != 1 ||
		!strings.Contains(got[0], "can't attack if it attacked during your last turn") {
		t.Errorf("the caveats shown: got %q, want the one line about attacking", got)
	}
	if got := eval[int](t, ctx, `document.querySelectorAll('.findings.ignored li').length`); got != 2 {
		t.Errorf("the ignored lines shown: got %d, want 2 (the caveat's line and the mana ability)", got)
	}
}
