package web_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// growthLink is a whole combat: Hill Giant (3/3) attacks and Grizzly
// Bears (2/2) blocks it; no trick yet.
const growthLink = `{"endpoint": "/v1/combat/resolve", "request": {"board": {"active_player": "alice",
	"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
	"permanents": [
	  {"id": "giant", "name": "Hill Giant", "controller": "alice", "types": ["Creature"], "subtypes": ["Giant"], "colors": ["Red"],
	   "power": 3, "toughness": 3},
	  {"id": "bears", "name": "Grizzly Bears", "controller": "bob", "types": ["Creature"], "subtypes": ["Bear"], "colors": ["Green"],
	   "power": 2, "toughness": 2}]},
	"attackers": [{"creature": "giant"}],
	"blockers": [{"creature": "bears", "blocking": ["giant"]}]}}`

// trickEvents lists the trick events of a step of the timeline on
// display: "rule | kind label | message".
const trickEvents = `(name) => [...document.querySelectorAll('#verdict-details .step[data-step="' + name + '"] .event[data-kind="trick"]')]
	.map(e => e.dataset.rule + ' | ' + e.querySelector('.event-kind').textContent + ' | ' + e.querySelector('.message').textContent)`

// TestWebFormTricks drives the tricks of a whole combat on a phone: a
// user adds an instant by name at a point of the combat, picks its
// caster and target from the board, sees it on the timeline of tricks,
// judges, and reads the trick's events with their rules in the step
// where it was used; an activated ability is picked from a permanent's
// lines and used three times; a trick is removed from the keyboard.
func TestWebFormTricks(t *testing.T) {
	srv := cardServer(t)
	browser := startBrowser(t)

	// 418.3a: Giant Growth on the blocking Bears after blockers are
	// declared makes them 5/5 until end of turn: they survive the Giant's
	// 3 damage and deal 5, which destroys the Giant (420.5c).
	t.Run("Giant Growth on a blocker, 390 px touch", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the combat",
			chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch),
			chromedp.Navigate(linkTo(srv.URL, growthLink)),
			chromedp.WaitVisible(chromedp.ID("add-trick-instant")))
		waitFor(t, ctx, "the card file", `document.querySelector('.side.active input.side-card').placeholder.startsWith('Add a card')`)
		if got := eval[string](t, ctx, `document.getElementById('tricks-hint').textContent`); !strings.HasPrefix(got, "No tricks.") {
			t.Errorf("the tricks before any is added: got %q, want it to say there are none", got)
		}

		// No name yet: the judge's 422 is written at the card's control.
		do(t, ctx, "adding an instant", chromedp.Click(chromedp.ID("add-trick-instant")))
		waitFor(t, ctx, "the focus on the instant's name", `document.activeElement.id === 'trick-0-card'`)
		if got := eval[[]string](t, ctx, `[document.getElementById('trick-0-at').value, document.getElementById('trick-0-player').value,
			String(document.getElementById('trick-0').open)]`); !slices.Equal(got, []string{"declare_blockers", "bob", "true"}) {
			t.Errorf("a new instant: got [at, caster, open] = %q, want [declare_blockers bob true] (after the blocks, by the defending player)", got)
		}
		newVerdict(t, ctx, "problem", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, `(`+problemAt+`)('trick-0-card')`); len(got) != 4 || !strings.HasPrefix(got[0], "a trick names") || got[1] != "true" {
			t.Errorf("the 422 for a trick without a card: got %q at the card's control, want the judge's problem there, the control invalid", got)
		}
		if got := eval[string](t, ctx, `document.querySelector('#verdict-details .problems .where').textContent`); got != "Trick 1, source" {
			t.Errorf("the 422 named: got %q, want %q", got, "Trick 1, source")
		}

		do(t, ctx, "typing Giant Gr", chromedp.SendKeys(chromedp.ID("trick-0-card"), "Giant Gr"))
		waitFor(t, ctx, "Giant Growth suggested", `[...document.querySelectorAll('#card-names option')].some(o => o.value === 'Giant Growth')`)
		do(t, ctx, "picking Giant Growth", chromedp.SendKeys(chromedp.ID("trick-0-card"), "owth"), chromedp.Evaluate[chromedp.Void](
			`document.getElementById('trick-0-card').dispatchEvent(new Event('change')); undefined`))
		// The card's line names one target: a control for it.
		waitFor(t, ctx, "the target's control", `document.getElementById('trick-0-target-0')`)
		if got := eval[string](t, ctx, `document.querySelector('label:has(#trick-0-target-0) .label').textContent`); got != "Target" {
			t.Errorf("the target's label: got %q, want %q", got, "Target")
		}
		choose(t, ctx, "trick-0-target-0", "bears")
		if got := sentField(t, ctx, `['tricks']`); got != `[{"at":"declare_blockers","card":"Giant Growth","player":"bob","targets":["bears"]}]` {
			t.Errorf("the request's tricks: got %s, want Giant Growth cast by bob on the Bears after blockers", got)
		}
		// The timeline of tricks: a heading per point, the trick in words.
		if got := eval[[]string](t, ctx, `[...document.querySelectorAll('.trick-point')].map(p => p.dataset.at + ' | ' + p.querySelector('h4').textContent + ' | ' +
			[...p.querySelectorAll('.trick-summary')].map(s => s.textContent).join('; '))`); !slices.Equal(got, []string{"declare_blockers | After blockers are declared | bob casts Giant Growth targeting Grizzly Bears"}) {
			t.Errorf("the timeline of tricks: got %q, want Giant Growth after blockers are declared", got)
		}
		do(t, ctx, "showing the timeline", chromedp.Evaluate[chromedp.Void](`document.getElementById('tricks').scrollIntoView({block: 'start'}); undefined`))
		saveScreenshot(t, ctx, "web-form-tricks-timeline-390.png")

		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		want := []string{
			"409.1i | trick | bob casts Giant Growth targeting Grizzly Bears.",
			"418.3a | trick | Giant Growth resolves: Grizzly Bears gets +3/+3 until end of turn (now 5/5).",
		}
		if got := eval[[]string](t, ctx, `(`+trickEvents+`)('declare_blockers')`); !slices.Equal(got, want) {
			t.Errorf("the trick's events in the declare blockers step: got %q, want %q", got, want)
		}
		// Each event shows its rule's number and title, as every event does.
		if got := eval[string](t, ctx, `document.querySelector('.step[data-step="declare_blockers"] .event[data-rule="418.3a"] .rule-title')?.textContent || ''`); got == "" {
			t.Errorf("the 418.3a event: got no rule title, want the catalog's (GET /v1/rules)")
		}
		if got := eval[[]string](t, ctx, `[...document.querySelectorAll('.step[data-step="declare_blockers"] .event[data-kind="trick"] .rule-number')].map(e => e.textContent)`); !slices.Equal(got, []string{"409.1i", "418.3a"}) {
			t.Errorf("the rule numbers shown on the trick's events: got %q, want [409.1i 418.3a]", got)
		}
		if got := eval[[]string](t, ctx, destroyed); !slices.Equal(got, []string{"Hill Giant (giant)"}) {
			t.Errorf("destroyed: got %q, want [Hill Giant (giant)] (the Bears, 5/5, survive)", got)
		}
		if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
			t.Errorf("page width: got %d px, want no horizontal scrolling at 390", w)
		}
		do(t, ctx, "showing the trick's step", chromedp.Evaluate[chromedp.Void](`document.querySelector('.step[data-step="declare_blockers"]').scrollIntoView({block: 'start'}); undefined`))
		saveScreenshot(t, ctx, "web-form-tricks-verdict-390.png")
		if v := axeViolations(t, ctx, "document"); len(v) != 0 {
			t.Errorf("axe-core with a trick: got %d serious or critical violations, want none:\n%s", len(v), strings.Join(v, "\n"))
		}

		// A block check takes tricks used before blockers are declared:
		// the trick is kept and sent, its point marked as after the step
		// judged, and the judge's 422 is written at that control.
		do(t, ctx, "choosing Block", chromedp.Click(chromedp.ID("mode-block")))
		waitFor(t, ctx, "the block action", `document.getElementById('endpoint-label').textContent === 'POST /v1/blocks/check'`)
		if got := sentField(t, ctx, `['tricks', 0, 'at']`); got != `"declare_blockers"` {
			t.Errorf("the block check's trick: got at %s, want the trick kept as it was", got)
		}
		if got := eval[[]string](t, ctx, `[...document.getElementById('trick-0-at').options].map(o => o.textContent)`); !slices.Equal(got, []string{
			"Beginning of combat, before attackers are declared", "After attackers are declared", "After blockers are declared (after the step judged)"}) {
			t.Errorf("the points a block check takes: got %q", got)
		}
		newVerdict(t, ctx, "problem", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, `(`+problemAt+`)('trick-0-at')`); len(got) != 4 || got[1] != "true" || got[2] != "true" {
			t.Errorf("the 422 for a trick after the blocks judged: got %q at its point's control, want it written there, shown, the control invalid", got)
		}
		do(t, ctx, "choosing Whole combat again", chromedp.Click(chromedp.ID("mode-combat")))

		// Removed from the keyboard: the request has no tricks, and the
		// focus lands on Add an ability.
		do(t, ctx, "removing the trick", chromedp.Focus(chromedp.ID("trick-0-remove")), chromedp.KeyEvent(kb.Enter))
		waitFor(t, ctx, "the trick removed", `!document.getElementById('trick-0')`)
		if got := sentField(t, ctx, `['tricks']`); got != "none" {
			t.Errorf("the request after removing the trick: got tricks %s, want none", got)
		}
		if got := eval[string](t, ctx, `document.activeElement.id`); got != "add-trick-ability" {
			t.Errorf("after removing the only trick: got the focus on %q, want add-trick-ability", got)
		}
	})

	// 418.3a: Shivan Dragon's "{R}: +1/+0" used three times after blocks
	// makes it 8/5; its 8 damage destroys Serra Angel (420.5c).
	t.Run("Shivan Dragon's firebreathing three times", func(t *testing.T) {
		ctx := tab(t, browser)
		link := scenarioLink(t, srv.URL, "combat/trick-shivan-pumped-three-times-after-blocks.json", "/v1/combat/resolve", func(req map[string]any) {
			delete(req, "tricks")
		})
		do(t, ctx, "opening the combat",
			chromedp.EmulateViewport(1280, 1000),
			chromedp.Navigate(link),
			chromedp.WaitVisible(chromedp.ID("add-trick-ability")),
			chromedp.Click(chromedp.ID("add-trick-ability")))
		waitFor(t, ctx, "the ability's editor", `document.activeElement.id === 'trick-0-source'`)
		// The permanent with an activated line is chosen, and its line.
		if got := eval[[]string](t, ctx, `[document.getElementById('trick-0-source').value, document.getElementById('trick-0-line').value,
			[...document.getElementById('trick-0-line').options].map(o => o.textContent).join(' / ')]`); !slices.Equal(got, []string{"shivan", "a:1", "{R}: Shivan Dragon gets +1/+0 until end of turn."}) {
			t.Errorf("a new ability: got [source, line, lines offered] = %q, want the Dragon's firebreathing, its only activated line", got)
		}
		typeInto(t, ctx, "trick-0-times", "3")
		if got := sentField(t, ctx, `['tricks']`); got != `[{"at":"declare_blockers","source":"shivan","ability":1,"times":3}]` {
			t.Errorf("the request's tricks: got %s, want the Dragon's ability 1 three times after blockers", got)
		}
		if got := eval[string](t, ctx, `document.getElementById('trick-0-summary-text').textContent`); got != "Shivan Dragon: “{R}: Shivan Dragon gets +1/+0 until end of turn.” ×3" {
			t.Errorf("the trick in words: got %q", got)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, `(`+trickEvents+`)('declare_blockers')`); len(got) != 6 || !strings.HasPrefix(got[5], "418.3a | trick | ") || !strings.HasSuffix(got[5], "(now 8/5).") {
			t.Errorf("the trick's events: got %q, want three uses, the last making the Dragon 8/5 (418.3a)", got)
		}
		if got := eval[[]string](t, ctx, destroyed); !slices.Equal(got, []string{"Serra Angel (angel)"}) {
			t.Errorf("destroyed: got %q, want [Serra Angel (angel)]", got)
		}
	})

	// A card put into play by name holds its activated lines among its
	// abilities (GET /v1/cards/{name}): a trick uses one by index. Used
	// before attackers are declared, the walk has a beginning of combat
	// step with the trick. A permanent written out without the line (an
	// older link) is offered its card's line, which is added to its
	// abilities when a trick uses it.
	t.Run("a card's line, before attackers", func(t *testing.T) {
		ctx := tab(t, browser)
		box := `.side.active input.side-card`
		do(t, ctx, "opening an empty board",
			chromedp.EmulateViewport(1280, 1000),
			chromedp.Navigate(srv.URL+"/"),
			chromedp.WaitVisible(chromedp.CSS(box)))
		waitFor(t, ctx, "the card file", `document.querySelector('`+box+`').placeholder.startsWith('Add a card')`)
		do(t, ctx, "typing Shivan Dragon", chromedp.SendKeys(chromedp.CSS(box), "Shivan Dragon"))
		waitFor(t, ctx, "Shivan Dragon suggested", `document.querySelector('.side.active li.side-option[data-name="Shivan Dragon"]')`)
		do(t, ctx, "Enter", chromedp.KeyEvent(kb.Enter))
		waitFor(t, ctx, "the Dragon in play", `document.querySelector('.tile[data-id="shivan-dragon"]')`)
		do(t, ctx, "choosing Whole combat", chromedp.Click(chromedp.ID("mode-combat")))
		const lines = `["Flying","{R}: Shivan Dragon gets +1/+0 until end of turn."]`
		if got := sentField(t, ctx, `['board', 'permanents', 0, 'abilities']`); got != lines {
			t.Fatalf("the Dragon from its card: got abilities %s, want %s", got, lines)
		}
		do(t, ctx, "adding an ability", chromedp.Click(chromedp.ID("add-trick-ability")))
		waitFor(t, ctx, "the line chosen", `document.getElementById('trick-0-line')?.value === 'a:1'`)
		if got := eval[[]string](t, ctx, `[...document.getElementById('trick-0-line').options].map(o => o.value + ' ' + o.textContent)`); !slices.Equal(got, []string{"a:1 {R}: Shivan Dragon gets +1/+0 until end of turn."}) {
			t.Errorf("the lines offered: got %q, want the Dragon's ability 1, once", got)
		}
		if got := sentField(t, ctx, `['tricks']`); got != `[{"at":"beginning_of_combat","source":"shivan-dragon","ability":1}]` {
			t.Errorf("the request's tricks: got %s, want the Dragon's ability 1 before attackers (no attack declared)", got)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, stepNames); len(got) == 0 || got[0] != "beginning_of_combat=Beginning of combat step" {
			t.Errorf("steps: got %q, want a beginning of combat step first", got)
		}
		if got := eval[[]string](t, ctx, `(`+trickEvents+`)('beginning_of_combat')`); len(got) != 2 || !strings.HasPrefix(got[1], "418.3a | trick | ") || !strings.HasSuffix(got[1], "(now 6/5).") {
			t.Errorf("the trick's events: got %q, want its use and its effect, the Dragon 6/5 (418.3a)", got)
		}

		link := `{"endpoint": "/v1/combat/resolve", "request": {"board": {"active_player": "alice",
			"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
			"permanents": [{"id": "shivan", "name": "Shivan Dragon", "controller": "alice", "types": ["Creature"], "colors": ["Red"],
			  "power": 5, "toughness": 5, "abilities": ["Flying"]}]},
			"attackers": [{"creature": "shivan"}]}}`
		do(t, ctx, "opening a Dragon written without its line",
			chromedp.Navigate(linkTo(srv.URL, link)),
			chromedp.WaitVisible(chromedp.ID("add-trick-ability")))
		waitFor(t, ctx, "the card file", `document.querySelector('`+box+`').placeholder.startsWith('Add a card')`)
		waitFor(t, ctx, "its card looked up", `document.getElementById('add-trick-ability') && !document.getElementById('add-trick-ability').disabled`)
		do(t, ctx, "adding an ability", chromedp.Click(chromedp.ID("add-trick-ability")))
		waitFor(t, ctx, "the card's line chosen", `document.getElementById('trick-0-line')?.value === 'a:1'`)
		if got := sentField(t, ctx, `['board', 'permanents', 0, 'abilities']`); got != lines {
			t.Errorf("the Dragon's abilities after the trick: got %s, want its card's line added, %s", got, lines)
		}
		if got := sentField(t, ctx, `['tricks']`); got != `[{"at":"declare_attackers","source":"shivan","ability":1}]` {
			t.Errorf("the request's tricks: got %s, want the Dragon's ability 1 after attackers", got)
		}
	})

	// 408.1d: a sorcery is no trick: the verdict cites its rule, and the
	// timeline marks the point where the trick was refused.
	t.Run("a sorcery during combat", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the combat",
			chromedp.EmulateViewport(1280, 1000),
			chromedp.Navigate(scenarioLink(t, srv.URL, "cards/trick-sorcery-during-combat-illegal.json", "/v1/combat/resolve", nil)),
			chromedp.WaitVisible(chromedp.ID("trick-0-summary")))
		if got := eval[string](t, ctx, `document.getElementById('trick-0-summary-text').textContent`); got != "bob casts Lava Axe targeting alice" {
			t.Errorf("the loaded trick in words: got %q", got)
		}
		newVerdict(t, ctx, "illegal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, []string{"408.1d"}) {
			t.Errorf("a sorcery cast during combat: got rules %q, want [408.1d]", got)
		}
		if got := eval[[]string](t, ctx, `[...document.querySelectorAll('#verdict-details .step.stopped')].map(s => s.dataset.step)`); !slices.Equal(got, []string{"declare_blockers"}) {
			t.Errorf("the step marked stopped: got %q, want [declare_blockers], the trick's point (the answer's stage)", got)
		}
	})
}
