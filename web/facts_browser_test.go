package web_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// scenarioLink is a shared link (#r=) to a scenario's request, sent to
// endpoint, after edit has changed it (a field taken out, to be set in the
// form). It answers the link and the request as sent.
func scenarioLink(t *testing.T, srv, file, endpoint string, edit func(req map[string]any)) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "scenarios", file))
	if err != nil {
		t.Fatal(err)
	}
	var sc struct {
		Request map[string]any `json:"request"`
	}
	if err := json.Unmarshal(data, &sc); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	if edit != nil {
		edit(sc.Request)
	}
	link, err := json.Marshal(map[string]any{"endpoint": endpoint, "request": sc.Request})
	if err != nil {
		t.Fatal(err)
	}
	return linkTo(srv, string(link))
}

// permanentOf is the permanent at index i of a request's board.
func permanentOf(req map[string]any, i int) map[string]any {
	return req["board"].(map[string]any)["permanents"].([]any)[i].(map[string]any)
}

// typeInto sets a control's value as typing does, and says so (input).
func typeInto(t *testing.T, ctx context.Context, id, value string) {
	t.Helper()
	v, _ := json.Marshal(value)
	do(t, ctx, "typing "+string(v)+" into #"+id, chromedp.Evaluate[chromedp.Void](`(() => {
		const el = document.getElementById('`+id+`'); el.value = `+string(v)+`; el.dispatchEvent(new Event('input')); })()`))
}

// choose sets a select's value and says so (change).
func choose(t *testing.T, ctx context.Context, id, value string) {
	t.Helper()
	v, _ := json.Marshal(value)
	do(t, ctx, "choosing "+string(v)+" in #"+id, chromedp.Evaluate[chromedp.Void](`(() => {
		const el = document.getElementById('`+id+`'); el.value = `+string(v)+`; el.dispatchEvent(new Event('change')); })()`))
}

// problemAt is the problem written next to the control with the given id
// ("" when none), with whether the control is marked invalid and visible.
const problemAt = `(id => { const p = document.querySelector('.field-problem[data-for="' + id + '"]'); const c = document.getElementById(id);
	return p ? [p.textContent, String(c?.getAttribute('aria-invalid')), String(Boolean(p.offsetParent)), String((c?.getAttribute('aria-describedby') || '').includes(p.id))] : []; })`

// sentField is one field of the request as the form shows it (JSON), or
// "none" when the request leaves it out.
func sentField(t *testing.T, ctx context.Context, path string) string {
	t.Helper()
	return eval[string](t, ctx, `(() => { let v = JSON.parse(document.getElementById('request-json').textContent);
		for (const k of `+path+`) { if (v === undefined || v === null || !(k in Object(v))) return 'none'; v = v[k]; }
		return JSON.stringify(v); })()`)
}

// TestWebFormFactsChoice drives a permanent's choice as it came into play:
// Teferi's Moat (scenarios/attacks/teferis-moat-chosen-blue-non-flier-
// attacks-illegal.json) with its color chosen in the form. Blue makes the
// blue Coral Merfolk's attack illegal (500.2), red leaves it legal, and no
// choice is a 422 the form writes at the Moat's "Chosen" control. A
// player's hand that can't be is shown at its control too.
func TestWebFormFactsChoice(t *testing.T) {
	browser := startBrowser(t)
	srv := server(t)
	ctx := tab(t, browser)
	link := scenarioLink(t, srv.URL, "attacks/teferis-moat-chosen-blue-non-flier-attacks-illegal.json", "/v1/attacks/check",
		func(req map[string]any) { delete(permanentOf(req, 1), "chosen") })
	do(t, ctx, "opening the Moat without a choice",
		chromedp.EmulateViewport(1280, 1000),
		chromedp.Navigate(link),
		chromedp.WaitVisible(chromedp.CSS(`.tile[data-id="moat"]`)))
	if got := sentField(t, ctx, `['attackers']`); got != `[{"creature":"merfolk"}]` {
		t.Fatalf("attackers from the link: got %s, want the Merfolk", got)
	}

	newVerdict(t, ctx, "problem", chromedp.Click(chromedp.ID("judge")))
	const noChoice = "Teferi's Moat speaks of the color chosen as it came into play: give it in chosen"
	if got := eval[[]string](t, ctx, problemAt+`('perm-1-chosen')`); !slices.Equal(got, []string{noChoice, "true", "true", "true"}) {
		t.Errorf("no choice: got [problem at Chosen, invalid, visible, described] = %q, want [%q true true true]", got, noChoice)
	}

	for _, tt := range []struct {
		chosen, verdict string
		rules           []string
	}{
		{"red", "legal", nil},
		{"blue", "illegal", []string{"500.2"}},
	} {
		typeInto(t, ctx, "perm-1-chosen", tt.chosen)
		if got := eval[[]string](t, ctx, problemAt+`('perm-1-chosen')`); len(got) != 0 {
			t.Errorf("after typing %q: got the old problem still at Chosen (%q), want it gone", tt.chosen, got)
		}
		if got, want := sentField(t, ctx, `['board', 'permanents', 1, 'chosen']`), `"`+tt.chosen+`"`; got != want {
			t.Errorf("chosen in the request: got %s, want %s", got, want)
		}
		newVerdict(t, ctx, tt.verdict, chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, tt.rules) {
			t.Errorf("the blue Merfolk attacking, %s chosen: got verdict %s with rules %q, want %s with %q", tt.chosen, tt.verdict, got, tt.verdict, tt.rules)
		}
	}
	if got := eval[string](t, ctx, `document.querySelector('details.perm[data-id="moat"] .perm-flags').textContent`); got != "chosen blue" {
		t.Errorf("the Moat's summary: got flags %q, want %q", got, "chosen blue")
	}

	// Cleared, the field leaves the request, and the 422 is back at it.
	typeInto(t, ctx, "perm-1-chosen", "")
	if got := sentField(t, ctx, `['board', 'permanents', 1, 'chosen']`); got != "none" {
		t.Errorf("chosen cleared: got %s in the request, want it left out", got)
	}
	newVerdict(t, ctx, "problem", chromedp.Click(chromedp.ID("judge")))
	if got := eval[[]string](t, ctx, problemAt+`('perm-1-chosen')`); !slices.Equal(got, []string{noChoice, "true", "true", "true"}) {
		t.Errorf("chosen cleared: got [problem at Chosen, invalid, visible, described] = %q, want [%q true true true]", got, noChoice)
	}
	do(t, ctx, "closing the Moat and showing the field",
		chromedp.Evaluate[chromedp.Void](`document.getElementById('perm-1').open = false`),
		chromedp.Click(chromedp.ID("problem-0-show")))
	if got := eval[string](t, ctx, `document.activeElement.id`); got != "perm-1-chosen" {
		t.Errorf("after Show in the form: got focus on #%s, want #perm-1-chosen", got)
	}

	// A player's hand is a number of cards: -1 is a 422 at bob's "Cards
	// in hand", inside his closed "More about bob".
	typeInto(t, ctx, "perm-1-chosen", "blue")
	typeInto(t, ctx, "player-1-hand", "-1")
	if got := sentField(t, ctx, `['board', 'players', 1, 'hand']`); got != "-1" {
		t.Errorf("bob's hand in the request: got %s, want -1", got)
	}
	do(t, ctx, "closing bob's facts", chromedp.Evaluate[chromedp.Void](`document.getElementById('player-1-facts').open = false`))
	newVerdict(t, ctx, "problem", chromedp.Click(chromedp.ID("judge")))
	if got := eval[[]string](t, ctx, problemAt+`('player-1-hand')`); !slices.Equal(got, []string{"cards in a hand can't be negative (got -1)", "true", "true", "true"}) {
		t.Errorf("hand -1: got [problem at Cards in hand, invalid, visible, described] = %q, want it there, visible", got)
	}
	if got := eval[string](t, ctx, `document.querySelector('#verdict-details .problems .where')?.textContent`); got != "Player bob, hand" {
		t.Errorf("hand -1: got the problem named %q, want %q", got, "Player bob, hand")
	}
	do(t, ctx, "showing the field", chromedp.Click(chromedp.ID("problem-0-show")))
	if got := eval[string](t, ctx, `document.activeElement.id`); got != "player-1-hand" {
		t.Errorf("after Show in the form: got focus on #%s, want #player-1-hand", got)
	}
	typeInto(t, ctx, "player-1-hand", "")
	if got := sentField(t, ctx, `['board', 'players', 1]`); got != `{"id":"bob","life":20}` {
		t.Errorf("bob with his hand cleared: got %s, want no hand field", got)
	}
}

// TestWebFormFactsShieldsCosts drives a regeneration shield and a cost to
// block, both set in the form.
func TestWebFormFactsShieldsCosts(t *testing.T) {
	browser := startBrowser(t)
	srv := server(t)

	// scenarios/resolve/regeneration-replaces-lethal-damage-destruction.json
	// without its shield: Drudge Skeletons (1/1) blocking Hill Giant is
	// destroyed (420.5c); with a regeneration shield added in the form, it
	// regenerates instead (419.6b) and is removed from combat.
	t.Run("regeneration shield", func(t *testing.T) {
		ctx := tab(t, browser)
		link := scenarioLink(t, srv.URL, "resolve/regeneration-replaces-lethal-damage-destruction.json", "/v1/damage/resolve",
			func(req map[string]any) { delete(permanentOf(req, 1), "shields") })
		do(t, ctx, "opening the block",
			chromedp.EmulateViewport(1280, 1000),
			chromedp.Navigate(link),
			chromedp.WaitVisible(chromedp.CSS(`.tile[data-id="skel"]`)))
		stateBased := `[...[...document.querySelectorAll('#verdict-details h3')].find(e => e.textContent === 'State-based effects').nextElementSibling.querySelectorAll('li')]
			.map(li => li.querySelector('.rule-number').textContent + ' ' + li.querySelector('.message').textContent).join('; ')`
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[string](t, ctx, stateBased); got != "420.5c Drudge Skeletons destroyed." {
			t.Errorf("without a shield: got state-based effects %q, want the Skeletons destroyed (420.5c)", got)
		}

		do(t, ctx, "adding a shield to the Skeletons",
			chromedp.Click(chromedp.CSS(`details.perm[data-id="skel"] > summary`)),
			chromedp.Click(chromedp.CSS(`#perm-1-facts > summary`)),
			chromedp.Click(chromedp.ID("perm-1-add-shield")))
		if got := eval[[]string](t, ctx, `[document.activeElement.id, document.activeElement.value, document.activeElement.closest('label').textContent]`); !slices.Equal(got[:2], []string{"perm-1-shield-0-kind", "prevent"}) {
			t.Errorf("the new shield: got [focus, kind, label] = %q, want the focus on its kind, prevent", got)
		}
		if got := sentField(t, ctx, `['board', 'permanents', 1, 'shields']`); got != `[{"kind":"prevent","amount":1}]` {
			t.Errorf("the new shield in the request: got %s, want prevent 1", got)
		}
		choose(t, ctx, "perm-1-shield-0-kind", "regenerate")
		if got := sentField(t, ctx, `['board', 'permanents', 1, 'shields']`); got != `[{"kind":"regenerate"}]` {
			t.Errorf("the shield made a regeneration shield: got %s, want [{\"kind\":\"regenerate\"}]", got)
		}
		if got := eval[bool](t, ctx, `document.getElementById('perm-1-shield-0-amount') === null`); !got {
			t.Errorf("a regeneration shield: got an Amount control, want none")
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[string](t, ctx, stateBased); got != "420.5c Drudge Skeletons regenerated." {
			t.Errorf("with the shield: got state-based effects %q, want the Skeletons regenerated (420.5c)", got)
		}
		if got := eval[[]string](t, ctx, `[...document.querySelectorAll('#verdict-details .notes .rule-number')].map(e => e.textContent)`); !slices.Contains(got, "419.6b") {
			t.Errorf("with the shield: got notes %q, want 419.6b among them", got)
		}
		if got := eval[string](t, ctx, `document.querySelector('details.perm[data-id="skel"] .perm-flags').textContent`); got != "shields: regenerate" {
			t.Errorf("the Skeletons' summary: got flags %q, want %q", got, "shields: regenerate")
		}
		do(t, ctx, "removing the shield", chromedp.Click(chromedp.ID("perm-1-shield-0-remove")))
		if got := []string{sentField(t, ctx, `['board', 'permanents', 1, 'shields']`), eval[string](t, ctx, `document.activeElement.id`)}; !slices.Equal(got, []string{"none", "perm-1-add-shield"}) {
			t.Errorf("after removing the only shield: got [shields, focus] = %q, want [none perm-1-add-shield]", got)
		}
	})

	// scenarios/blocks/awesome-presence-one-blocker-paid.json: Grizzly
	// Bears blocking the Gray Ogre under Awesome Presence costs {3}. Paid
	// in the form: legal; {0} paid: illegal (309.2b); left blank, the field
	// is left out and the answer notes the cost; -1 is a 422 at the field.
	t.Run("cost to block", func(t *testing.T) {
		ctx := tab(t, browser)
		link := scenarioLink(t, srv.URL, "blocks/awesome-presence-one-blocker-paid.json", "/v1/blocks/check",
			func(req map[string]any) { delete(req, "costs_paid") })
		do(t, ctx, "opening the block",
			chromedp.EmulateViewport(1280, 1000),
			chromedp.Navigate(link),
			chromedp.WaitVisible(chromedp.CSS(`.tile[data-id="presence"]`)),
			chromedp.Click(chromedp.CSS(`#costs > summary`)))
		notes := `[...document.querySelectorAll('#verdict-details .notes .rule-number')].map(e => e.textContent)`
		for _, tt := range []struct {
			paid, sent, verdict string
			rules, notes        []string
		}{
			{"0", "0", "illegal", []string{"309.2b"}, nil},
			{"3", "3", "legal", nil, []string{"309.2", "309.2b"}},
			{"", "none", "legal", nil, []string{"309.2", "309.2b"}},
		} {
			typeInto(t, ctx, "costs_paid", tt.paid)
			if got := sentField(t, ctx, `['costs_paid']`); got != tt.sent {
				t.Errorf("costs_paid %q typed: got %s in the request, want %s", tt.paid, got, tt.sent)
			}
			newVerdict(t, ctx, tt.verdict, chromedp.Click(chromedp.ID("judge")))
			if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, tt.rules) {
				t.Errorf("the Bears blocking, %q paid: got rules %q, want %s with %q", tt.paid, got, tt.verdict, tt.rules)
			}
			if got := eval[[]string](t, ctx, notes); tt.notes != nil && !slices.Equal(got, tt.notes) {
				t.Errorf("the Bears blocking, %q paid: got notes %q, want %q", tt.paid, got, tt.notes)
			}
		}
		if got := sentField(t, ctx, `['life_paid']`); got != "none" {
			t.Errorf("life paid, never typed: got %s in the request, want it left out", got)
		}
		typeInto(t, ctx, "costs_paid", "-1")
		do(t, ctx, "closing the costs", chromedp.Evaluate[chromedp.Void](`document.getElementById('costs').open = false`))
		newVerdict(t, ctx, "problem", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, problemAt+`('costs_paid')`); !slices.Equal(got, []string{"mana paid can't be negative (got -1)", "true", "true", "true"}) {
			t.Errorf("-1 paid: got [problem at the field, invalid, visible, described] = %q, want it there, visible", got)
		}
		if got := eval[string](t, ctx, `document.querySelector('#verdict-details .problems .where')?.textContent`); got != "Mana paid for the costs" {
			t.Errorf("-1 paid: got the problem named %q, want %q", got, "Mana paid for the costs")
		}

		// The example keeps what it pays, in its control.
		const example = "blocks/awesome-presence-one-blocker-paid.json"
		do(t, ctx, "loading "+example,
			chromedp.SendKeys(chromedp.ID("example-filter"), "awesome-presence-one"),
			chromedp.Click(chromedp.CSS(`li[data-path="`+example+`"]`)),
			chromedp.WaitVisible(chromedp.ID("example-loaded")))
		if got := []string{eval[string](t, ctx, `document.getElementById('costs_paid').value`), sentField(t, ctx, `['costs_paid']`)}; !slices.Equal(got, []string{"3", "3"}) {
			t.Errorf("%s: got [control, request] costs_paid = %q, want [3 3]", example, got)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
	})
}

// factsLink carries every optional field the form edits: a choice, a
// kicker and three kinds of shields on permanents; a player's graveyard,
// hand, creature spells and shield; the mana paid and a land sacrificed
// for the costs to attack.
const factsLink = `{"endpoint": "/v1/attacks/check", "request": {"board": {"active_player": "alice",
	"players": [{"id": "alice", "life": 20, "graveyard": 7, "hand": 0, "creature_spells_cast": 1,
	   "shields": [{"kind": "prevent", "amount": 3, "source": "merfolk"}]},
	  {"id": "bob", "life": 20, "shields": [{"kind": "redirect", "amount": 2, "to": "knight"}]}],
	"permanents": [
	  {"id": "knight", "name": "Benalish Knight", "controller": "alice", "types": ["Creature"], "subtypes": ["Human", "Knight"], "colors": ["White"],
	   "power": 2, "toughness": 2, "abilities": ["First strike"], "kicked": false,
	   "shields": [{"kind": "prevent", "amount": 2, "source": "merfolk"}, {"kind": "redirect", "amount": 1, "to": "alice"}, {"kind": "regenerate"}]},
	  {"id": "island", "name": "Island", "controller": "alice", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Island"]},
	  {"id": "merfolk", "name": "Coral Merfolk", "controller": "bob", "types": ["Creature"], "subtypes": ["Merfolk"], "colors": ["Blue"],
	   "power": 2, "toughness": 1, "kicked": true},
	  {"id": "moat", "name": "Teferi's Moat", "controller": "bob", "types": ["Enchantment"], "colors": ["White", "Blue"],
	   "abilities": ["Creatures of the chosen color without flying can't attack you."], "chosen": "blue"}]},
	"attackers": [{"creature": "knight"}], "costs_paid": 2, "sacrificed": ["island"]}}`

// firstStrikeLink is the regular combat damage step after a first-strike
// step in which the Knight assigned its damage.
const firstStrikeLink = `{"endpoint": "/v1/damage/check", "request": {"board": {"active_player": "alice",
	"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
	"permanents": [
	  {"id": "knight", "name": "Benalish Knight", "controller": "alice", "types": ["Creature"], "colors": ["White"],
	   "power": 2, "toughness": 2, "tapped": true}]},
	"attackers": [{"creature": "knight"}], "blockers": [], "step": "regular",
	"assignments": [], "assigned_first_strike_damage": ["knight"]}}`

// canonical is a JSON text with its objects' keys sorted.
func canonical(t *testing.T, s string) string {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatalf("%v in %s", err, s)
	}
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// TestWebFormFactsLink opens a shared link with every optional field and
// checks that the form shows each in its control and sends the same
// request, that a link made from the form reopens it, that axe-core finds
// nothing serious with the disclosures open, and that they fit 390 px.
func TestWebFormFactsLink(t *testing.T) {
	browser := startBrowser(t)
	srv := server(t)
	ctx := tab(t, browser)
	do(t, ctx, "opening the link",
		chromedp.EmulateViewport(1280, 1000),
		chromedp.Navigate(linkTo(srv.URL, factsLink)),
		chromedp.WaitVisible(chromedp.CSS(`.tile[data-id="moat"]`)))
	var link struct {
		Request json.RawMessage `json:"request"`
	}
	if err := json.Unmarshal([]byte(factsLink), &link); err != nil {
		t.Fatal(err)
	}
	sent := eval[string](t, ctx, requestJSON)
	if got, want := canonical(t, sent), canonical(t, string(link.Request)); got != want {
		t.Errorf("the request from the link:\n%s\nwant the link's:\n%s", got, want)
	}
	controls := []struct{ id, prop, want string }{
		{"perm-3-chosen", "value", "blue"},
		{"perm-0-kicked", "value", "false"},
		{"perm-2-kicked", "value", "true"},
		{"perm-1-kicked", "value", ""},
		{"perm-0-shield-0-kind", "value", "prevent"},
		{"perm-0-shield-0-amount", "value", "2"},
		{"perm-0-shield-0-source", "value", "merfolk"},
		{"perm-0-shield-1-kind", "value", "redirect"},
		{"perm-0-shield-1-to", "value", "alice"},
		{"perm-0-shield-2-kind", "value", "regenerate"},
		{"player-0-graveyard", "value", "7"},
		{"player-0-hand", "value", "0"},
		{"player-0-creature_spells_cast", "value", "1"},
		{"player-0-shield-0-amount", "value", "3"},
		{"player-1-shield-0-to", "value", "knight"},
		{"player-1-graveyard", "value", ""},
		{"costs_paid", "value", "2"},
		{"sacrificed-1", "checked", "true"},
		{"sacrificed-0", "checked", "false"},
	}
	for _, c := range controls {
		if got := eval[string](t, ctx, `String(document.getElementById('`+c.id+`')?.`+c.prop+`)`); got != c.want {
			t.Errorf("#%s.%s from the link: got %q, want %q", c.id, c.prop, got, c.want)
		}
	}
	if got := eval[[]string](t, ctx, `[...document.querySelectorAll('#player-0-shield-0-kind option')].map(o => o.value)`); !slices.Equal(got, []string{"prevent", "redirect"}) {
		t.Errorf("a player's shield kinds: got %q, want [prevent redirect] (no regeneration for a player)", got)
	}

	// An edit in the form goes into a link that reopens the same form.
	choose(t, ctx, "perm-1-kicked", "true")
	typeInto(t, ctx, "player-1-hand", "4")
	want := eval[string](t, ctx, requestJSON)
	if !strings.Contains(want, `"hand": 4`) || !strings.Contains(want, `"kicked": true`) {
		t.Fatalf("the request after the edits:\n%s\nwant bob's hand 4 and the Island kicked", want)
	}
	waitFor(t, ctx, "the link to follow both edits", `(() => { const m = /^#r=(.*)$/.exec(location.hash); if (!m) return false;
		const r = JSON.parse(atob(m[1].replace(/-/g, '+').replace(/_/g, '/'))).request;
		return r.board.players[1].hand === 4 && r.board.permanents[1].kicked === true; })()`)
	href := eval[string](t, ctx, `location.href`)
	do(t, ctx, "opening the form's own link",
		chromedp.Navigate("about:blank"),
		chromedp.Navigate(href),
		chromedp.WaitVisible(chromedp.CSS(`.tile[data-id="moat"]`)))
	if got := eval[string](t, ctx, requestJSON); got != want {
		t.Errorf("the request after reopening the link:\n%s\nwant the one shared:\n%s", got, want)
	}
	if got := eval[[]string](t, ctx, `['perm-1-kicked', 'player-1-hand', 'perm-3-chosen'].map(id => document.getElementById(id).value)`); !slices.Equal(got, []string{"true", "4", "blue"}) {
		t.Errorf("[Island's kicker, bob's hand, the Moat's choice] after reopening: got %q, want [true 4 blue]", got)
	}

	// Every disclosure open: axe-core, then a phone's width.
	do(t, ctx, "opening the disclosures", chromedp.Evaluate[chromedp.Void](`(() => {
		for (const id of ['perm-0', 'perm-3']) document.getElementById(id).open = true;
		for (const d of document.querySelectorAll('details.facts')) d.open = true; })()`))
	if v := axeViolations(t, ctx, `"#board"`); len(v) != 0 {
		t.Errorf("axe-core on the board with the facts open: got %d serious or critical violations, want none:\n%s", len(v), strings.Join(v, "\n"))
	}
	if v := axeViolations(t, ctx, `"#action"`); len(v) != 0 {
		t.Errorf("axe-core on the action with the costs open: got %d serious or critical violations, want none:\n%s", len(v), strings.Join(v, "\n"))
	}
	do(t, ctx, "narrowing to a phone", chromedp.EmulateViewport(390, 844))
	do(t, ctx, "scrolling to the Knight's facts", chromedp.Evaluate[chromedp.Void](`document.getElementById('perm-0-facts').scrollIntoView()`))
	saveScreenshot(t, ctx, "web-form-facts-390.png")
	if got := eval[[]string](t, ctx, `[...document.querySelectorAll('details.facts')].flatMap(d => [...d.querySelectorAll('input, select, button')])
		.filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map(e => e.id)`); len(got) != 0 {
		t.Errorf("at 390 px: got controls past the right edge %q, want none", got)
	}
	if got := eval[int](t, ctx, `document.documentElement.scrollWidth`); got > 390 {
		t.Errorf("at 390 px: got the page %d px wide, want no sideways scrolling", got)
	}

	// The regular combat damage step says which creatures assigned in the
	// first-strike step; "not given" leaves the field out.
	do(t, ctx, "opening the regular step",
		chromedp.EmulateViewport(1280, 1000),
		chromedp.Navigate(linkTo(srv.URL, firstStrikeLink)),
		chromedp.WaitVisible(chromedp.ID("assigned_first_strike_damage")))
	if got := eval[[]string](t, ctx, `[document.getElementById('assigned_first_strike_damage').value, String(document.getElementById('afsd-0').checked)]`); !slices.Equal(got, []string{"given", "true"}) {
		t.Errorf("[first-strike record, Knight ticked] from the link: got %q, want [given true]", got)
	}
	do(t, ctx, "unticking the Knight", chromedp.Click(chromedp.ID("afsd-0")))
	if got := sentField(t, ctx, `['assigned_first_strike_damage']`); got != "[]" {
		t.Errorf("the Knight unticked: got %s, want [] (given: no creature assigned first)", got)
	}
	choose(t, ctx, "assigned_first_strike_damage", "")
	if got := sentField(t, ctx, `['assigned_first_strike_damage']`); got != "none" {
		t.Errorf("not given: got %s in the request, want it left out", got)
	}
	choose(t, ctx, "step", "first_strike")
	if got := eval[bool](t, ctx, `document.getElementById('assigned_first_strike_damage') === null`); !got {
		t.Errorf("the first-strike step: got the first-strike record shown, want it only for the regular step")
	}
}
