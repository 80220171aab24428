package web_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// combatLink is a declared block, as the Block action holds it: White
// Knight (2/2, first strike) and Craw Wurm (6/4, trample) attack bob;
// Llanowar Elves (1/1) blocks the Knight and Grizzly Bears (2/2) the Wurm.
// Walked as a whole combat: the Knight's 2 first-strike damage destroys
// the Elves before they deal theirs (502.2b: a first-strike step, then a
// regular one); in the regular step the Wurm assigns lethal damage to the
// Bears (2) and, trampling, the other 4 to bob (the judge's default), the
// Bears deal 2 to the Wurm, and the Bears are destroyed (420.5c); bob goes
// from 20 to 16.
const combatLink = `{"endpoint": "/v1/blocks/check", "request": {"board": {"active_player": "alice",
	"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
	"permanents": [
	  {"id": "wurm", "name": "Craw Wurm", "controller": "alice", "types": ["Creature"], "subtypes": ["Wurm"], "colors": ["Green"],
	   "power": 6, "toughness": 4, "abilities": ["Trample"]},
	  {"id": "knight", "name": "White Knight", "controller": "alice", "types": ["Creature"], "subtypes": ["Human", "Knight"], "colors": ["White"],
	   "power": 2, "toughness": 2, "abilities": ["First strike"]},
	  {"id": "bear", "name": "Grizzly Bears", "controller": "bob", "types": ["Creature"], "subtypes": ["Bear"], "colors": ["Green"],
	   "power": 2, "toughness": 2},
	  {"id": "elf", "name": "Llanowar Elves", "controller": "bob", "types": ["Creature"], "subtypes": ["Elf", "Druid"], "colors": ["Green"],
	   "power": 1, "toughness": 1}]},
	"attackers": [{"creature": "wurm"}, {"creature": "knight"}],
	"blockers": [{"creature": "bear", "blocking": ["wurm"]}, {"creature": "elf", "blocking": ["knight"]}]}}`

// illegalCombatLink is a whole combat whose block is illegal: Grizzly
// Bears, without flying or reach, blocks Serra Angel, which has flying
// (502.4b). Nothing is walked.
const illegalCombatLink = `{"endpoint": "/v1/combat/resolve", "request": {"board": {"active_player": "alice",
	"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
	"permanents": [
	  {"id": "angel", "name": "Serra Angel", "controller": "alice", "types": ["Creature"], "subtypes": ["Angel"], "colors": ["White"],
	   "power": 4, "toughness": 4, "abilities": ["Flying", "Vigilance"]},
	  {"id": "bear", "name": "Grizzly Bears", "controller": "bob", "types": ["Creature"], "subtypes": ["Bear"], "colors": ["Green"],
	   "power": 2, "toughness": 2}]},
	"attackers": [{"creature": "angel"}],
	"blockers": [{"creature": "bear", "blocking": ["angel"]}]}}`

const (
	stepNames   = `[...document.querySelectorAll('#verdict-details .timeline > .step')].map(s => s.dataset.step + '=' + s.querySelector('.step-name').textContent)`
	stepRules   = `(name) => [...document.querySelectorAll('#verdict-details .step[data-step="' + name + '"] .event .rule-number')].map(e => e.textContent)`
	destroyed   = `[...document.querySelectorAll('#verdict-details .outcome-list.destroyed li')].map(e => e.textContent)`
	lifeOutcome = `[...document.querySelectorAll('#verdict-details table.combat-life tbody tr')].map(r => r.textContent)`
)

// TestWebFormCombat drives the Whole combat action: the attackers and
// blockers declared in the form are walked through by POST
// /v1/combat/resolve and shown as a timeline of steps, then the outcome.
func TestWebFormCombat(t *testing.T) {
	browser := startBrowser(t)
	srv := server(t)

	t.Run("first strike and trample", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the declared block",
			chromedp.EmulateViewport(1280, 1000),
			chromedp.Navigate(linkTo(srv.URL, combatLink)),
			chromedp.WaitVisible(chromedp.CSS(`input[data-blocker="elf"][data-attacker="knight"]`)))
		do(t, ctx, "choosing Whole combat", chromedp.Click(chromedp.ID("mode-combat")))
		waitFor(t, ctx, "the combat action", `document.getElementById('endpoint-label').textContent === 'POST /v1/combat/resolve'`)
		if got := eval[[]bool](t, ctx, `[document.querySelector('button[data-creature="wurm"]').getAttribute('aria-pressed') === 'true',
			document.querySelector('input[data-blocker="bear"][data-attacker="wurm"]').checked,
			document.querySelector('input[data-blocker="elf"][data-attacker="knight"]').checked]`); !slices.Equal(got, []bool{true, true, true}) {
			t.Errorf("the combat action: got [wurm attacks, bears block it, elves block the knight] = %v, want the declarations kept", got)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))

		wantSteps := []string{
			"declare_attackers=Declare attackers step",
			"declare_blockers=Declare blockers step",
			"first_strike=First-strike combat damage step",
			"regular=Regular combat damage step",
			"end_of_combat=End of combat step",
		}
		if got := eval[[]string](t, ctx, stepNames); !slices.Equal(got, wantSteps) {
			t.Errorf("steps: got %q, want %q", got, wantSteps)
		}
		// 308.2c: attacking taps the attackers, in the declare attackers step.
		if got := eval[[]string](t, ctx, `(`+stepRules+`)('declare_attackers')`); !slices.Contains(got, "308.2c") {
			t.Errorf("rules of the declare attackers step: got %q, want 308.2c (attackers tap)", got)
		}
		// 502.2b: with a first striker in combat, a second combat damage step follows.
		if got := eval[[]string](t, ctx, `(`+stepRules+`)('first_strike')`); !slices.Contains(got, "502.2b") {
			t.Errorf("rules of the first-strike step: got %q, want 502.2b", got)
		}
		// The Knight's damage, with its rule and its objects by name.
		ev := eval[[]string](t, ctx, `(() => { const e = [...document.querySelectorAll('.step[data-step="first_strike"] .event[data-kind="damage"]')];
			return e.map(x => x.dataset.rule + ' | ' + x.querySelector('.event-objects').textContent + ' | ' + x.querySelector('.event-amount').textContent); })()`)
		if want := []string{"310.4 | Objects: White Knight, Llanowar Elves | 2 damage"}; !slices.Equal(ev, want) {
			t.Errorf("first-strike damage: got %q, want %q", ev, want)
		}
		// The Elves die in the first-strike step and never deal damage.
		if got := eval[[]string](t, ctx, `[...document.querySelectorAll('.step[data-step="first_strike"] .event[data-kind="state_based"]')].map(x => x.dataset.rule + ' | ' + x.querySelector('.event-objects').textContent)`); !slices.Equal(got, []string{"420.5c | Object: Llanowar Elves"}) {
			t.Errorf("first-strike state-based effects: got %q, want [420.5c | Object: Llanowar Elves]", got)
		}
		if got := eval[string](t, ctx, `document.querySelector('.step[data-step="regular"]').textContent`); strings.Contains(got, "Llanowar Elves deals") {
			t.Errorf("regular step: got %q, want no damage from the Elves, destroyed before it", got)
		}
		// The trample division the request left open is a default, marked.
		if got := eval[[]string](t, ctx, `[...document.querySelectorAll('.step[data-step="regular"] .event .event-default')].map(e => e.closest('.event').dataset.rule)`); !slices.Equal(got, []string{"310.2"}) {
			t.Errorf("default choices in the regular step: got rules %q, want [310.2] (the Wurm's division)", got)
		}
		if got := eval[[]string](t, ctx, destroyed); !slices.Equal(got, []string{"Llanowar Elves (elf)", "Grizzly Bears (bear)"}) {
			t.Errorf("destroyed: got %q, want [Llanowar Elves (elf) Grizzly Bears (bear)]", got)
		}
		// The battlefield marks what the combat destroyed.
		if got := eval[[]string](t, ctx, `[...document.querySelectorAll('.tile.destroyed')].map(t => t.dataset.id + ': ' + t.querySelector('.tile-destroyed').textContent)`); !slices.Equal(got, []string{"bear: destroyed in this combat", "elf: destroyed in this combat"}) {
			t.Errorf("destroyed tiles: got %q, want the Bears and the Elves marked", got)
		}
		if got := eval[[]string](t, ctx, lifeOutcome); !slices.Equal(got, []string{"alice20", "bob20 → 16"}) {
			t.Errorf("life totals: got %q, want alice 20 and bob 20 → 16", got)
		}
		if got := eval[string](t, ctx, `document.querySelector('#verdict-details p.removed').textContent`); got != "None." {
			t.Errorf("removed from combat: got %q, want None.", got)
		}
		if got := eval[string](t, ctx, `document.getElementById('verdict-summary').textContent`); got != "Legal: walked 5 steps, 2 destroyed" {
			t.Errorf("the Judge bar's summary: got %q, want %q", got, "Legal: walked 5 steps, 2 destroyed")
		}
		// The notes of the checks are folded, not repeated above the walk.
		if got := eval[bool](t, ctx, `document.querySelector('#verdict-details details.combat-notes').open`); got {
			t.Errorf("the notes of the checks: got them open, want them folded")
		}
		if v := axeViolations(t, ctx, "document"); len(v) != 0 {
			t.Errorf("axe-core on the combat timeline: got %d serious or critical violations, want none:\n%s", len(v), strings.Join(v, "\n"))
		}

		// The address holds the combat: opened afresh, the form is in the
		// Whole combat action with the same request, and judges the same.
		link := eval[string](t, ctx, `location.href`)
		before := eval[string](t, ctx, requestJSON)
		do(t, ctx, "opening the shared link",
			chromedp.Navigate("about:blank"),
			chromedp.Navigate(link),
			chromedp.WaitVisible(chromedp.CSS(`input[data-blocker="elf"]`)))
		if got := eval[bool](t, ctx, `document.getElementById('mode-combat').checked`); !got {
			t.Errorf("after opening the link: got the Whole combat action unchecked, want it checked")
		}
		if after := eval[string](t, ctx, requestJSON); after != before {
			t.Errorf("request after opening the link:\n%s\nwant the one shared:\n%s", after, before)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, stepNames); !slices.Equal(got, wantSteps) {
			t.Errorf("steps of the shared combat: got %q, want %q", got, wantSteps)
		}

		// On a phone: nothing wider than the screen.
		do(t, ctx, "a 390-px screen",
			chromedp.EmulateViewport(390, 844),
			chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, document.querySelector('.step[data-step="end_of_combat"]').getBoundingClientRect().top + scrollY - 8)`))
		if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
			t.Errorf("page width on a 390-px screen: got %d px, want no horizontal scrolling", w)
		}
		saveScreenshot(t, ctx, "web-form-combat-390.png")
		if v := axeViolations(t, ctx, "document"); len(v) != 0 {
			t.Errorf("axe-core on the combat timeline on a phone: got %d serious or critical violations, want none:\n%s", len(v), strings.Join(v, "\n"))
		}
	})

	// An illegal declaration is not walked: its violations show as in the
	// other actions, and no timeline.
	t.Run("illegal declaration", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the combat",
			chromedp.Navigate(linkTo(srv.URL, illegalCombatLink)),
			chromedp.WaitVisible(chromedp.CSS(`input[data-blocker="bear"]`)))
		if got := eval[bool](t, ctx, `document.getElementById('mode-combat').checked`); !got {
			t.Fatalf("a link to /v1/combat/resolve: got the Whole combat action unchecked, want it checked")
		}
		newVerdict(t, ctx, "illegal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, []string{"502.4b"}) {
			t.Errorf("violated rules: got %q, want [502.4b]", got)
		}
		if n := eval[int](t, ctx, `document.querySelectorAll('#verdict-details .timeline, #verdict-details .outcome-list').length`); n != 0 {
			t.Errorf("an illegal combat: got %d timeline or outcome elements, want none", n)
		}

		// Without the block, the Angel is unblocked: no creature has first
		// strike, so there is no first-strike step (502.2b), and its 4
		// damage goes to bob in the regular step.
		do(t, ctx, "taking the block back", chromedp.Click(chromedp.CSS(`input[data-blocker="bear"][data-attacker="angel"]`)))
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		want := []string{
			"declare_attackers=Declare attackers step",
			"declare_blockers=Declare blockers step",
			"regular=Regular combat damage step",
			"end_of_combat=End of combat step",
		}
		if got := eval[[]string](t, ctx, stepNames); !slices.Equal(got, want) {
			t.Errorf("steps without a first striker: got %q, want %q", got, want)
		}
		if !eval[bool](t, ctx, `document.getElementById('no-first-strike') !== null`) {
			t.Errorf("without a first striker: want the timeline to say there is no first-strike step")
		}
		if got := eval[[]string](t, ctx, lifeOutcome); !slices.Equal(got, []string{"alice20", "bob20 → 16"}) {
			t.Errorf("life totals: got %q, want bob 20 → 16 from the unblocked Angel", got)
		}
		if got := eval[string](t, ctx, `document.querySelector('#verdict-details p.destroyed').textContent`); got != "None." {
			t.Errorf("destroyed: got %q, want None.", got)
		}
	})

	// A chosen division that is not legal stops the walk at its step: the
	// violation (502.9b: a trampler must assign lethal damage to its
	// blocker before the player), the steps walked, and the legal example
	// for that step, which one button puts in the request's choices.
	t.Run("illegal choice", func(t *testing.T) {
		ctx := tab(t, browser)
		const path = "combat/illegal-trample-choice-stops-the-walk.json"
		do(t, ctx, "loading "+path,
			chromedp.Navigate(srv.URL+"/"),
			chromedp.WaitReady(chromedp.CSS(`#example-list li[data-path]`)),
			chromedp.SendKeys(chromedp.ID("example-filter"), "illegal-trample-choice"),
			chromedp.Click(chromedp.CSS(`li[data-path="`+path+`"]`)),
			chromedp.WaitVisible(chromedp.ID("example-loaded")))
		newVerdict(t, ctx, "illegal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, []string{"502.9b"}) {
			t.Errorf("violated rules: got %q, want [502.9b]", got)
		}
		if got := eval[string](t, ctx, `document.getElementById('verdict-summary').textContent`); got != "Illegal: 502.9b" {
			t.Errorf("the Judge bar's summary: got %q, want %q", got, "Illegal: 502.9b")
		}
		want := []string{
			"declare_attackers=Declare attackers step",
			"declare_blockers=Declare blockers step",
			"regular=Regular combat damage step",
		}
		if got := eval[[]string](t, ctx, stepNames); !slices.Equal(got, want) {
			t.Errorf("steps walked: got %q, want %q", got, want)
		}
		if got := eval[[]string](t, ctx, `[...document.querySelectorAll('.step.stopped')].map(s => s.dataset.step + ': ' + s.querySelector('.step-stopped').textContent)`); len(got) != 1 || !strings.HasPrefix(got[0], "regular: The walk stops here") {
			t.Errorf("where the walk stopped: got %q, want the regular step marked", got)
		}
		if n := eval[int](t, ctx, `document.querySelectorAll('#verdict-details .outcome-list, #verdict-details table.combat-life').length`); n != 0 {
			t.Errorf("a stopped walk: got %d outcome elements, want none", n)
		}
		do(t, ctx, "putting the example in the form", chromedp.Click(chromedp.ID("use-example")))
		if got := eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById('request-json').textContent).choices.regular[0])`); got != `{"source":"wurm","damage":[{"to":"bear","amount":2},{"to":"bob","amount":4}]}` {
			t.Errorf("the Wurm's choice after using the example: got %s, want 2 to the Bears and 4 to bob", got)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, lifeOutcome); !slices.Equal(got, []string{"alice20", "bob20 → 16"}) {
			t.Errorf("life totals with the example's division: got %q, want bob 20 → 16", got)
		}
	})

	// An example of a whole combat (scenarios/combat/) loads in this
	// action: the walk-through of issue 14, whose steps and outcome the
	// scenario's note works out (the Knight's first strike kills Raging
	// Goblin, the Wurm tramples 4 over the Bears, bushido makes the Samurai
	// 3/3, Thicket Basilisk's delayed ability destroys Giant Spider at end
	// of combat, 404.4; bob ends at 16).
	t.Run("example", func(t *testing.T) {
		ctx := tab(t, browser)
		const path = "combat/walkthrough-first-strike-trample-basilisk-bushido.json"
		do(t, ctx, "loading the page and the examples",
			chromedp.EmulateViewport(1280, 1300),
			chromedp.Navigate(srv.URL+"/"),
			chromedp.WaitReady(chromedp.CSS(`#example-list li[data-path]`)),
			chromedp.SendKeys(chromedp.ID("example-filter"), "walkthrough-first-strike"),
			chromedp.Click(chromedp.CSS(`li[data-path="`+path+`"]`)),
			chromedp.WaitVisible(chromedp.ID("example-loaded")))
		if got := eval[bool](t, ctx, `document.getElementById('mode-combat').checked`); !got {
			t.Fatalf("after loading %s: got the Whole combat action unchecked, want it checked", path)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		wantSteps := []string{
			"declare_attackers=Declare attackers step",
			"declare_blockers=Declare blockers step",
			"first_strike=First-strike combat damage step",
			"regular=Regular combat damage step",
			"end_of_combat=End of combat step",
		}
		if got := eval[[]string](t, ctx, stepNames); !slices.Equal(got, wantSteps) {
			t.Errorf("steps: got %q, want %q", got, wantSteps)
		}
		if got := eval[[]string](t, ctx, `(`+stepRules+`)('declare_blockers')`); !slices.Contains(got, "502.38a") || !slices.Contains(got, "410.9c") {
			t.Errorf("rules of the declare blockers step: got %q, want bushido (502.38a) and the Basilisk's trigger (410.9c)", got)
		}
		end := eval[[]string](t, ctx, `[...document.querySelectorAll('.step[data-step="end_of_combat"] .event')].map(x => x.dataset.rule + ' | ' + x.querySelector('.event-objects').textContent)`)
		if len(end) != 1 || !strings.HasPrefix(end[0], "404.4 | ") || !strings.Contains(end[0], "Giant Spider") {
			t.Errorf("end of combat: got %q, want one 404.4 event naming Giant Spider", end)
		}
		if got := eval[[]string](t, ctx, `[...document.querySelectorAll('#verdict-details .outcome-list.destroyed li')].map(e => e.dataset.id)`); !slices.Equal(got, []string{"goblin", "bear", "elves", "spider"}) {
			t.Errorf("destroyed: got %q, want [goblin bear elves spider]", got)
		}
		if got := eval[[]string](t, ctx, lifeOutcome); !slices.Equal(got, []string{"alice20", "bob20 → 16"}) {
			t.Errorf("life totals: got %q, want alice 20 and bob 20 → 16", got)
		}
		do(t, ctx, "showing the declare blockers step",
			chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, document.querySelector('.step[data-step="declare_blockers"]').getBoundingClientRect().top + scrollY - 8)`))
		saveScreenshot(t, ctx, "web-form-combat.png")
	})
}

// TestWebFormCombatEdits drives what the Whole combat action edits beyond
// the declarations: events between steps, chosen divisions, a pasted
// request; and checks that names stay text and that its pointers are
// named. A browser of its own keeps each test well inside browserTimeout.
func TestWebFormCombatEdits(t *testing.T) {
	browser := startBrowser(t)
	srv := server(t)

	// An event between steps, added in the form: Grizzly Bears removed
	// from combat before the regular step. The Wurm, blocked by nothing
	// left in combat, assigns all its 6 damage to bob (trample); the
	// Bears are not destroyed and are listed as removed (306.2).
	t.Run("event between steps", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the combat",
			chromedp.Navigate(linkTo(srv.URL, strings.Replace(combatLink, `"/v1/blocks/check"`, `"/v1/combat/resolve"`, 1))),
			chromedp.WaitVisible(chromedp.ID("add-event")))
		do(t, ctx, "adding an event", chromedp.Click(chromedp.ID("add-event")))
		if got := eval[[]string](t, ctx, `[document.activeElement.id, document.getElementById('ev-0-object').value, document.getElementById('ev-0-event').value, document.getElementById('ev-0-before').value]`); !slices.Equal(got, []string{"ev-0-object", "bear", "leaves_play", "regular"}) {
			t.Errorf("the new event: got [focus, object, event, before] = %q, want [ev-0-object bear leaves_play regular]", got)
		}
		do(t, ctx, "making it a removal from combat",
			chromedp.SetValue(chromedp.ID("ev-0-event"), "removed_from_combat"),
			chromedp.Evaluate[chromedp.Void](`document.getElementById('ev-0-event').dispatchEvent(new Event('change'))`))
		if got := eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById('request-json').textContent).events)`); got != `[{"before":"regular","event":"removed_from_combat","object":"bear"}]` {
			t.Errorf("events in the request: got %s, want the Bears removed before the regular step", got)
		}
		// Renaming the Bears' id follows into the event, and back.
		rename := func(from, to string) {
			t.Helper()
			do(t, ctx, "renaming "+from+" to "+to,
				chromedp.Evaluate[chromedp.Void](`document.getElementById('perm-2').open = true`),
				chromedp.SetValue(chromedp.ID("perm-2-id"), to),
				chromedp.Evaluate[chromedp.Void](`document.getElementById('perm-2-id').dispatchEvent(new Event('input')); document.getElementById('perm-2-id').dispatchEvent(new Event('change'))`))
		}
		rename("bear", "bears")
		if got := eval[string](t, ctx, `JSON.parse(document.getElementById('request-json').textContent).events[0].object`); got != "bears" {
			t.Errorf("the event's object after renaming the Bears: got %q, want bears", got)
		}
		rename("bears", "bear")
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, `[...document.querySelectorAll('.step[data-step="regular"] .event[data-kind="removed_from_combat"]')].map(x => x.dataset.rule + ' | ' + x.querySelector('.event-objects').textContent)`); !slices.Equal(got, []string{"306.2 | Object: Grizzly Bears"}) {
			t.Errorf("removal in the regular step: got %q, want [306.2 | Object: Grizzly Bears]", got)
		}
		if got := eval[[]string](t, ctx, lifeOutcome); !slices.Equal(got, []string{"alice20", "bob20 → 14"}) {
			t.Errorf("life totals: got %q, want bob 20 → 14 (all 6 of the Wurm's damage)", got)
		}
		if got := eval[[]string](t, ctx, `[...document.querySelectorAll('#verdict-details .outcome-list.removed li')].map(e => e.textContent)`); !slices.Equal(got, []string{"Grizzly Bears (bear)"}) {
			t.Errorf("removed from combat: got %q, want [Grizzly Bears (bear)]", got)
		}
		if got := eval[[]string](t, ctx, destroyed); !slices.Equal(got, []string{"Llanowar Elves (elf)"}) {
			t.Errorf("destroyed: got %q, want only the Elves", got)
		}
		if v := axeViolations(t, ctx, `"#action"`); len(v) != 0 {
			t.Errorf("axe-core on the action with an event: got %d serious or critical violations, want none:\n%s", len(v), strings.Join(v, "\n"))
		}

		// An event naming a permanent the board lacks is a 422, named in
		// the form's words, whose button goes to the event's object.
		do(t, ctx, "naming a permanent that is not there", chromedp.Evaluate[chromedp.Void](`(() => {
			const s = document.getElementById('ev-0-object'); const o = document.createElement('option');
			o.value = 'ghost'; o.textContent = 'ghost'; s.append(o); s.value = 'ghost'; s.dispatchEvent(new Event('change')); })()`))
		newVerdict(t, ctx, "problem", chromedp.Click(chromedp.ID("judge")))
		if got := eval[string](t, ctx, `document.querySelector('#verdict-details .problems .message').textContent`); !strings.HasPrefix(got, "Event 1 (ghost), object: ") {
			t.Errorf("the problem: got %q, want it to start %q", got, "Event 1 (ghost), object: ")
		}
		do(t, ctx, "showing the field", chromedp.Click(chromedp.ID("problem-0-show")))
		if got := eval[string](t, ctx, `document.activeElement.id`); got != "ev-0-object" {
			t.Errorf("after Show in the form: got focus on #%s, want #ev-0-object", got)
		}
		do(t, ctx, "removing the event", chromedp.Click(chromedp.ID("ev-0-remove")))
		if got := eval[[]any](t, ctx, `[document.activeElement.id, 'events' in JSON.parse(document.getElementById('request-json').textContent)]`); !slices.Equal(got, []any{"add-event", false}) {
			t.Errorf("after removing the only event: got [focus, events in the request] = %v, want [add-event false]", got)
		}
	})

	// A division typed in the form for the regular step: the Wurm assigns
	// 4 to the Bears and tramples 2 over to bob (502.9b allows more than
	// lethal damage to the blocker), so bob ends at 18, and no choice in
	// that step is the judge's default.
	t.Run("chosen division", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the combat",
			chromedp.Navigate(linkTo(srv.URL, strings.Replace(combatLink, `"/v1/blocks/check"`, `"/v1/combat/resolve"`, 1))),
			chromedp.WaitVisible(chromedp.CSS(`input[data-source="wurm"][data-to="bear"]`)))
		if got := eval[string](t, ctx, `document.getElementById('choice-step').value`); got != "regular" {
			t.Errorf("the step whose choices are edited: got %q, want regular", got)
		}
		do(t, ctx, "typing the division",
			chromedp.SendKeys(chromedp.CSS(`input[data-source="wurm"][data-to="bear"]`), "4"),
			chromedp.SendKeys(chromedp.CSS(`input[data-source="wurm"][data-to="bob"]`), "2"))
		if got := eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById('request-json').textContent).choices)`); got != `{"regular":[{"source":"wurm","damage":[{"to":"bear","amount":4},{"to":"bob","amount":2}]}]}` {
			t.Errorf("choices in the request: got %s, want the Wurm's 4 and 2 in the regular step", got)
		}
		// Renaming the Bears' id follows into the choices.
		do(t, ctx, "renaming bear to bears",
			chromedp.Evaluate[chromedp.Void](`document.getElementById('perm-2').open = true`),
			chromedp.SetValue(chromedp.ID("perm-2-id"), "bears"),
			chromedp.Evaluate[chromedp.Void](`document.getElementById('perm-2-id').dispatchEvent(new Event('input')); document.getElementById('perm-2-id').dispatchEvent(new Event('change'))`))
		if got := eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById('request-json').textContent).choices)`); got != `{"regular":[{"source":"wurm","damage":[{"to":"bears","amount":4},{"to":"bob","amount":2}]}]}` {
			t.Errorf("choices after renaming the Bears: got %s, want the 4 going to bears", got)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[int](t, ctx, `document.querySelectorAll('.step[data-step="regular"] .event-default').length`); got != 0 {
			t.Errorf("default choices in the regular step: got %d, want none (the division was chosen)", got)
		}
		if got := eval[[]string](t, ctx, lifeOutcome); !slices.Equal(got, []string{"alice20", "bob20 → 18"}) {
			t.Errorf("life totals: got %q, want bob 20 → 18", got)
		}
		// Clearing both amounts leaves no choices in the request.
		do(t, ctx, "clearing the division", chromedp.Evaluate[chromedp.Void](`document.querySelectorAll('input[data-source="wurm"]').forEach(i => { i.value = ''; i.dispatchEvent(new Event('input')); })`))
		if got := eval[bool](t, ctx, `'choices' in JSON.parse(document.getElementById('request-json').textContent)`); got {
			t.Errorf("after clearing the division: got choices in the request, want none")
		}
	})

	// A bare request pasted for POST /v1/combat/resolve loads in this
	// action, its choices and events kept in the request sent.
	t.Run("pasted request", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "loading the page", chromedp.Navigate(srv.URL+"/"), chromedp.WaitReady(chromedp.CSS(`html[data-ready]`)))
		body := combatLink[strings.Index(combatLink, `"request": `)+len(`"request": `) : len(combatLink)-1]
		body = strings.TrimSuffix(body, "}") + `, "choices": {"regular": [{"source": "wurm", "damage": [{"to": "bear", "amount": 6}]}]}}`
		do(t, ctx, "pasting the request",
			chromedp.Evaluate[chromedp.Void](`document.getElementById('paste-details').open = true`),
			chromedp.SetValue(chromedp.ID("paste-mode"), "combat"),
			chromedp.SetValue(chromedp.ID("paste-json"), body),
			chromedp.Click(chromedp.ID("paste-load")))
		waitFor(t, ctx, "the Whole combat action", `document.getElementById('mode-combat').checked`)
		if got := eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById('request-json').textContent).choices)`); got != `{"regular":[{"source":"wurm","damage":[{"to":"bear","amount":6}]}]}` {
			t.Errorf("choices in the request: got %s, want the pasted ones", got)
		}
		if got := eval[[]string](t, ctx, `[document.getElementById('choice-step').value, document.querySelector('input[data-source="wurm"][data-to="bear"]').value, document.querySelector('input[data-source="wurm"][data-to="bob"]').value]`); !slices.Equal(got, []string{"regular", "6", ""}) {
			t.Errorf("the regular step's choices in the form: got [step, wurm to bear, wurm to bob] = %q, want [regular 6 \"\"]", got)
		}
		// The Wurm puts all 6 on the Bears: nothing tramples over to bob.
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, lifeOutcome); !slices.Equal(got, []string{"alice20", "bob20"}) {
			t.Errorf("life totals: got %q, want both at 20 (the Wurm assigned all 6 to the Bears)", got)
		}
	})

	// A name that is markup stays text in the timeline and the outcome.
	t.Run("names are text", func(t *testing.T) {
		ctx := tab(t, browser)
		const img = `"><img src=x onerror="window.pwned=1">`
		req := strings.Replace(combatLink, `"name": "Llanowar Elves"`, `"name": "`+strings.ReplaceAll(img, `"`, `\"`)+`"`, 1)
		req = strings.Replace(req, `"/v1/blocks/check"`, `"/v1/combat/resolve"`, 1)
		do(t, ctx, "opening the combat",
			chromedp.Navigate(linkTo(srv.URL, req)),
			chromedp.WaitVisible(chromedp.CSS(`input[data-blocker="elf"]`)))
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if !eval[bool](t, ctx, `window.pwned === undefined && document.querySelectorAll('img').length === 0`) {
			t.Errorf("after the walk: an img element or window.pwned, want the name shown as text")
		}
		if got := eval[[]string](t, ctx, destroyed); len(got) == 0 || got[0] != img+" (elf)" {
			t.Errorf("destroyed: got %q, want the markup name as text first", got)
		}
	})

	// The pointers of a whole combat's choices and events are named in
	// the form's words, like the other fields.
	t.Run("pointer names", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "loading the page", chromedp.Navigate(srv.URL+"/"), chromedp.WaitReady(chromedp.CSS(`html[data-ready]`)))
		sent := `{"board": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
			"permanents": [{"id": "wurm", "name": "Craw Wurm"}, {"id": "bear", "name": "Grizzly Bears"}]},
			"attackers": [{"creature": "wurm"}], "blockers": [{"creature": "bear", "blocking": ["wurm"]}],
			"choices": {"regular": [{"source": "wurm", "damage": [{"to": "bear", "amount": 2}, {"to": "bob", "amount": 4}]}]},
			"events": [{"before": "regular", "event": "leaves_play", "object": "bear"}, {"before": "regular", "event": "leaves_play"}]}`
		for _, c := range []struct{ pointer, want string }{
			{"/choices/regular/0/damage/1/amount", "Damage from Craw Wurm in the regular step, damage to bob, amount"},
			{"/choices/regular/0/source", "Damage from Craw Wurm in the regular step, source"},
			{"/choices/first_strike/0", "Assignment 1 in the first-strike step"},
			{"/events/0/object", "Event 1 (Grizzly Bears), object"},
			{"/events/1/before", "Event 2, before"},
		} {
			got := evalAwait[string](t, ctx, `import('/web/js/verdict.js').then(m => m.describePointer(`+"`"+c.pointer+"`"+`, `+sent+`).where)`)
			if got != c.want {
				t.Errorf("pointer %q: got %q, want %q", c.pointer, got, c.want)
			}
		}
	})
}
