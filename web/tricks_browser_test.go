package web_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
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

// trickSizes lists the controls of a trick's editor smaller than a 44-px
// touch target ("id height×width"): selects, inputs, buttons, and the
// labels of its checkboxes, which are their touch targets.
const trickSizes = `(i) => [...document.querySelectorAll('#trick-' + i + ' .trick-row select, #trick-' + i + ' .trick-row input:not([type="checkbox"]), #trick-' + i + ' .trick-row button, #trick-' + i + ' .trick-row label.check')]
	.map(e => [e.id || e.textContent, e.getBoundingClientRect()]).filter(([, r]) => r.height < 44 || r.width < 44)
	.map(([n, r]) => n + ' ' + Math.round(r.height) + '×' + Math.round(r.width))`

// trickUnlabelled lists the controls of a trick's editor without a label.
const trickUnlabelled = `(i) => [...document.querySelectorAll('#trick-' + i + ' input, #trick-' + i + ' select')].filter(e => e.labels.length === 0).map(e => e.id)`

// withoutTrickField is a scenario edit that leaves out a field of its
// first trick, for the form to set.
func withoutTrickField(key string) func(req map[string]any) {
	return func(req map[string]any) {
		delete(req["tricks"].([]any)[0].(map[string]any), key)
	}
}

// TestWebFormTricksChoices drives the controls of the choices a trick's
// line asks for, each shown because the line's words call for it: a modal
// instant's mode, a color chosen as an ability resolves, an instant's
// kicker, amounts divided among targets. Each is set in the form, sent,
// judged with its rule, and kept by the form's link; a link that has them
// reopens with the controls set.
func TestWebFormTricksChoices(t *testing.T) {
	srv := cardServer(t)
	browser := startBrowser(t)

	// Healing Salve is modal: the judge needs the mode (a 422 naming
	// tricks[0].mode, written at the control). Its second mode, chosen as
	// it is cast (409.1b), shields the blocking Bears from the Giant's 3
	// (419.7b): nothing is destroyed.
	t.Run("Healing Salve's mode, 390 px touch", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the combat",
			chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch),
			chromedp.Navigate(scenarioLink(t, srv.URL, "cards/trick-healing-salve-chosen-mode-shields-blocker.json", "/v1/combat/resolve", withoutTrickField("mode"))),
			chromedp.WaitVisible(chromedp.ID("trick-0-summary")),
			chromedp.Click(chromedp.ID("trick-0-summary")))
		waitFor(t, ctx, "the modes offered", `document.getElementById('trick-0-mode')?.options.length === 3`)
		// The card view lists the modes in the card's order (modes), each
		// saying whether the judge applies it.
		if got := eval[[]string](t, ctx, `[...document.getElementById('trick-0-mode').options].map(o => o.value + ' ' + o.textContent)`); !slices.Equal(got, []string{
			" choose a mode", "0 Mode 1: • Target player gains 3 life. (the judge does not apply it)", "1 Mode 2: • Prevent the next 3 damage that would be dealt to any target this turn."}) {
			t.Errorf("the modes offered: got %q, want Healing Salve's two in the card's order, with their words", got)
		}
		newVerdict(t, ctx, "problem", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, `(`+problemAt+`)('trick-0-mode')`); len(got) != 4 || !strings.Contains(got[0], "is modal") || got[1] != "true" {
			t.Errorf("the 422 for a modal instant without its mode: got %q at the mode's control, want the judge's problem there, the control invalid", got)
		}

		choose(t, ctx, "trick-0-mode", "1")
		if got := sentField(t, ctx, `['tricks', 0]`); got != `{"at":"declare_blockers","card":"Healing Salve","player":"bob","targets":["bears"],"mode":1}` {
			t.Errorf("the trick sent: got %s, want mode 1", got)
		}
		if got := eval[string](t, ctx, `document.getElementById('trick-0-summary-text').textContent`); got != "bob casts Healing Salve targeting Grizzly Bears (mode 2)" {
			t.Errorf("the trick in words: got %q", got)
		}
		if got := eval[[]string](t, ctx, `(`+trickUnlabelled+`)(0)`); len(got) != 0 {
			t.Errorf("the trick's controls without a label: %q", got)
		}
		if got := eval[[]string](t, ctx, `(`+trickSizes+`)(0)`); len(got) != 0 {
			t.Errorf("the trick's controls smaller than 44 px: %q", got)
		}
		if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
			t.Errorf("page width: got %d px, want no horizontal scrolling at 390", w)
		}
		do(t, ctx, "showing the trick", chromedp.Evaluate[chromedp.Void](`document.getElementById('trick-0').scrollIntoView({block: 'start'}); undefined`))
		saveScreenshot(t, ctx, "web-form-trick-mode-390.png")

		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		want := []string{`409.1b | trick | bob casts Healing Salve choosing the mode "Prevent the next 3 damage that would be dealt to any target this turn." targeting Grizzly Bears.`}
		if got := eval[[]string](t, ctx, `(`+trickEvents+`)('declare_blockers')`); !slices.Equal(got, want) {
			t.Errorf("the trick's events: got %q, want %q", got, want)
		}
		if got := eval[[]string](t, ctx, `(`+stepRules+`)('declare_blockers')`); !slices.Equal(got, []string{"309.2", "409.1b", "419.7b"}) {
			t.Errorf("the declare blockers step's rules: got %q, want the block, the mode announced (409.1b), the shield (419.7b)", got)
		}
		if got := eval[[]string](t, ctx, destroyed); len(got) != 0 {
			t.Errorf("destroyed: got %q, want none (the Giant's 3 prevented, the Bears' 2 not lethal)", got)
		}
		if v := axeViolations(t, ctx, "document"); len(v) != 0 {
			t.Errorf("axe-core with the mode's control: got %d serious or critical violations, want none:\n%s", len(v), strings.Join(v, "\n"))
		}

		// The form's own link keeps the mode, and sets the control.
		link := eval[string](t, ctx, `location.href`)
		do(t, ctx, "reopening the form's link", chromedp.Navigate("about:blank"), chromedp.Navigate(link), chromedp.WaitVisible(chromedp.ID("trick-0-summary")))
		waitFor(t, ctx, "the mode's control set", `document.getElementById('trick-0-mode')?.value === '1'`)
		if got := sentField(t, ctx, `['tricks', 0, 'mode']`); got != "1" {
			t.Errorf("the reopened link's mode: got %s, want 1", got)
		}
		// Cleared, the field leaves the request.
		choose(t, ctx, "trick-0-mode", "")
		if got := sentField(t, ctx, `['tricks', 0, 'mode']`); got != "none" {
			t.Errorf("the mode cleared: got %s, want the field left out", got)
		}
	})

	// Mother of Runes's "protection from the color of your choice": no
	// color is a 422 at the color's control; red, chosen as the ability
	// resolves (413.2c), gives the blocking Bears protection from red
	// (418.3a): the red Giant's 3 damage to them is prevented (502.7e).
	t.Run("a color chosen for protection", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the combat",
			chromedp.EmulateViewport(1280, 1000),
			chromedp.Navigate(scenarioLink(t, srv.URL, "combat/trick-mother-of-runes-protection-from-red-after-blocks.json", "/v1/combat/resolve", withoutTrickField("color"))),
			chromedp.WaitVisible(chromedp.ID("trick-0-summary")),
			chromedp.Click(chromedp.ID("trick-0-summary")))
		waitFor(t, ctx, "the color's control", `document.getElementById('trick-0-color')`)
		if got := eval[[]string](t, ctx, `[...document.getElementById('trick-0-color').options].map(o => o.value)`); !slices.Equal(got, []string{"", "white", "blue", "black", "red", "green"}) {
			t.Errorf("the colors offered: got %q, want the five colors", got)
		}
		if got := eval[string](t, ctx, `document.querySelector('label:has(#trick-0-color) .label').textContent`); got != "Color chosen" {
			t.Errorf("the color's label: got %q", got)
		}
		newVerdict(t, ctx, "problem", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, `(`+problemAt+`)('trick-0-color')`); len(got) != 4 || !strings.Contains(got[0], "color") || got[1] != "true" {
			t.Errorf("the 422 for a color not given: got %q at the color's control", got)
		}
		choose(t, ctx, "trick-0-color", "red")
		if got := sentField(t, ctx, `['tricks', 0, 'color']`); got != `"red"` {
			t.Errorf("the color sent: got %s, want \"red\"", got)
		}
		if got := eval[string](t, ctx, `document.getElementById('trick-0-summary-text').textContent`); !strings.HasSuffix(got, "targeting Grizzly Bears, color red") {
			t.Errorf("the trick in words: got %q, want it to end with the color chosen", got)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, `(`+trickEvents+`)('declare_blockers').map(e => e.split(' | ')[0])`); !slices.Equal(got, []string{"409.1f", "409.1i", "413.2c", "418.3a"}) {
			t.Errorf("the trick's rules: got %q, want Mother of Runes tapped (409.1f), activated (409.1i), red chosen (413.2c), protection gained (418.3a)", got)
		}
		if got := eval[[]string](t, ctx, `(`+trickEvents+`)('declare_blockers')`); len(got) != 4 || !strings.HasSuffix(got[2], "is red.") || !strings.HasSuffix(got[3], "Grizzly Bears gains protection from red until end of turn.") {
			t.Errorf("the trick's events: got %q, want red chosen and the Bears protected from red", got)
		}
		if got := eval[[]string](t, ctx, `(`+stepRules+`)('regular')`); !slices.Contains(got, "502.7e") {
			t.Errorf("the regular step's rules: got %q, want the Giant's damage prevented by protection (502.7e)", got)
		}
		if got := eval[[]string](t, ctx, destroyed); len(got) != 0 {
			t.Errorf("destroyed: got %q, want none", got)
		}
		link := eval[string](t, ctx, `location.href`)
		do(t, ctx, "reopening the form's link", chromedp.Navigate("about:blank"), chromedp.Navigate(link), chromedp.WaitVisible(chromedp.ID("trick-0-summary")))
		if got := eval[string](t, ctx, `document.getElementById('trick-0-color').value`); got != "red" {
			t.Errorf("the reopened link's color control: got %q, want red", got)
		}
	})

	// Explosive Growth has kicker: not kicked, the Bears get +2/+2 (4/4)
	// and trade with Craw Wurm (420.5c), an event saying the kicker is not
	// paid (502.21a); kicked from the keyboard, +5/+5 instead (502.21a,
	// 418.3a): the Bears, 7/7, survive the Wurm's 6 and destroy it.
	t.Run("a kicked instant", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the combat",
			chromedp.EmulateViewport(1280, 1000),
			chromedp.Navigate(scenarioLink(t, srv.URL, "cards/trick-explosive-growth-kicked-blocker-survives.json", "/v1/combat/resolve", withoutTrickField("kicked"))),
			chromedp.WaitVisible(chromedp.ID("trick-0-summary")),
			chromedp.Click(chromedp.ID("trick-0-summary")))
		waitFor(t, ctx, "the kicker's control", `document.getElementById('trick-0-kicked')`)
		if got := eval[[]any](t, ctx, `[document.getElementById('trick-0-kicked').checked, document.getElementById('trick-0-kicked').labels[0].textContent]`); len(got) != 2 || got[0] != false || got[1] != "Kicked (its kicker cost paid)" {
			t.Errorf("the kicker's control: got [checked, label] = %v, want unticked, labelled", got)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, `(`+trickEvents+`)('declare_blockers').map(e => e.split(' | ')[0])`); !slices.Equal(got, []string{"409.1i", "502.21a", "413.2b", "418.3a"}) {
			t.Errorf("not kicked, the trick's rules: got %q, want cast, kicker not paid (502.21a), the kicked text not happening, +2/+2 (418.3a)", got)
		}
		if got := eval[[]string](t, ctx, destroyed); !slices.Equal(got, []string{"Craw Wurm (wurm)", "Grizzly Bears (bears)"}) {
			t.Errorf("not kicked, destroyed: got %q, want both (the Bears 4/4)", got)
		}

		do(t, ctx, "ticking kicked from the keyboard", chromedp.Focus(chromedp.ID("trick-0-kicked")), chromedp.KeyEvent(" "))
		waitFor(t, ctx, "kicked sent", `JSON.parse(document.getElementById('request-json').textContent).tricks[0].kicked === true`)
		if got := eval[string](t, ctx, `document.getElementById('trick-0-summary-text').textContent`); got != "bob casts Explosive Growth targeting Grizzly Bears, kicked" {
			t.Errorf("the trick in words: got %q", got)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, `(`+trickEvents+`)('declare_blockers').map(e => e.split(' | ')[0])`); !slices.Equal(got, []string{"409.1i", "502.21a", "502.21a", "418.3a"}) {
			t.Errorf("kicked, the trick's rules: got %q, want cast, kicker paid and its text instead (502.21a), +5/+5 (418.3a)", got)
		}
		if got := eval[[]string](t, ctx, `(`+trickEvents+`)('declare_blockers')`); len(got) != 4 || !strings.HasSuffix(got[3], "(now 7/7).") {
			t.Errorf("kicked, the trick's events: got %q, want the Bears 7/7", got)
		}
		if got := eval[[]string](t, ctx, destroyed); !slices.Equal(got, []string{"Craw Wurm (wurm)"}) {
			t.Errorf("kicked, destroyed: got %q, want the Wurm alone", got)
		}
		link := eval[string](t, ctx, `location.href`)
		do(t, ctx, "reopening the form's link", chromedp.Navigate("about:blank"), chromedp.Navigate(link), chromedp.WaitVisible(chromedp.ID("trick-0-summary")))
		waitFor(t, ctx, "the kicker's control", `document.getElementById('trick-0-kicked')`)
		if !eval[bool](t, ctx, `document.getElementById('trick-0-kicked').checked`) {
			t.Errorf("the reopened link's kicker: got unticked, want ticked")
		}
		do(t, ctx, "unticking kicked", chromedp.Click(chromedp.ID("trick-0-summary")), chromedp.Focus(chromedp.ID("trick-0-kicked")), chromedp.KeyEvent(" "))
		if got := sentField(t, ctx, `['tricks', 0, 'kicked']`); got != "none" {
			t.Errorf("kicked unticked: got %s, want the field left out", got)
		}
	})

	// A shared link whose trick has its amounts divided (Remedy, 3 to one
	// blocker and 2 to the other, announced as it is cast: 409.1e) opens
	// with one amount per target; judged, the Giant's and the attacking
	// Bears' damage is all prevented (419.7b) and only the attacking Bears
	// die (420.5c). Edited to 4 and 1, the form's link reopens with those.
	t.Run("a shared link with amounts divided", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the shared link",
			chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch),
			chromedp.Navigate(scenarioLink(t, srv.URL, "cards/trick-remedy-divided-between-two-blockers.json", "/v1/combat/resolve", nil)),
			chromedp.WaitVisible(chromedp.ID("trick-0-summary")))
		waitFor(t, ctx, "the amounts' controls", `document.getElementById('trick-0-divided-1')`)
		if got := eval[[]string](t, ctx, `[0, 1].map(j => document.querySelector('label:has(#trick-0-divided-' + j + ') .label').textContent + ' = ' + document.getElementById('trick-0-divided-' + j).value)`); !slices.Equal(got, []string{"Amount to Grizzly Bears = 3", "Amount to Grizzly Bears = 2"}) {
			t.Errorf("the amounts shown: got %q, want 3 and 2", got)
		}
		if got := eval[string](t, ctx, `document.getElementById('trick-0-summary-text').textContent`); got != "bob casts Remedy targeting Grizzly Bears, Grizzly Bears, divided 3/2" {
			t.Errorf("the trick in words: got %q", got)
		}
		do(t, ctx, "opening the trick", chromedp.Click(chromedp.ID("trick-0-summary")))
		if got := eval[[]string](t, ctx, `(`+trickSizes+`)(0)`); len(got) != 0 {
			t.Errorf("the trick's controls smaller than 44 px: %q", got)
		}
		if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
			t.Errorf("page width: got %d px, want no horizontal scrolling at 390", w)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, `(`+stepRules+`)('declare_blockers')`); !slices.Equal(got, []string{"309.2", "309.2", "409.1i", "409.1e", "419.7b", "419.7b"}) {
			t.Errorf("the declare blockers step's rules: got %q, want Remedy cast, its 5 divided (409.1e), a shield each (419.7b)", got)
		}
		if got := eval[[]string](t, ctx, destroyed); !slices.Equal(got, []string{"Grizzly Bears (cubs)"}) {
			t.Errorf("destroyed: got %q, want the attacking Bears alone", got)
		}

		typeInto(t, ctx, "trick-0-divided-0", "4")
		typeInto(t, ctx, "trick-0-divided-1", "1")
		if got := sentField(t, ctx, `['tricks', 0, 'divided']`); got != "[4,1]" {
			t.Errorf("the amounts sent: got %s, want [4,1]", got)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		link := eval[string](t, ctx, `location.href`)
		do(t, ctx, "reopening the form's link", chromedp.Navigate("about:blank"), chromedp.Navigate(link), chromedp.WaitVisible(chromedp.ID("trick-0-summary")))
		waitFor(t, ctx, "the amounts' controls", `document.getElementById('trick-0-divided-1')`)
		if got := eval[[]string](t, ctx, `[0, 1].map(j => document.getElementById('trick-0-divided-' + j).value)`); !slices.Equal(got, []string{"4", "1"}) {
			t.Errorf("the reopened link's amounts: got %q, want 4 and 1", got)
		}
	})
}

// scenarioTrick is the first trick of a scenario's request.
func scenarioTrick(t *testing.T, file string) map[string]any {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "scenarios", file))
	if err != nil {
		t.Fatal(err)
	}
	var sc struct {
		Request struct {
			Tricks []map[string]any `json:"tricks"`
		} `json:"request"`
	}
	if err := json.Unmarshal(data, &sc); err != nil || len(sc.Request.Tricks) == 0 {
		t.Fatalf("%s: no trick (%v)", file, err)
	}
	return sc.Request.Tricks[0]
}

// TestWebFormTricksOutcomes drives the other choices and outcomes a
// trick's line asks for, each from a scenario whose trick has the field
// left out: the control shows because the line's words call for it, set
// in the form it sends the scenario's trick as written, and the verdict
// and its rules are the scenario's (worked out there from the rules).
func TestWebFormTricksOutcomes(t *testing.T) {
	srv := cardServer(t)
	browser := startBrowser(t)
	for _, c := range []struct {
		name, file, endpoint string
		field, kind, value   string // kind: select, check or text
		summary              string // what the trick's summary says of it
		verdict              string
		violations           []string // an illegal verdict's rules
		blockers             []string // a whole combat's declare blockers step's rules
		destroyed            []string
	}{
		// Chaotic Strike's flip won: the Bears get +1/+1 (418.3a) and
		// trade with the Giant (420.5c); the card drawn is said (413.2b).
		{name: "a coin flip", file: "cards/trick-chaotic-strike-flip-won-bears-trade.json", endpoint: "/v1/combat/resolve",
			field: "flip", kind: "select", value: "won", summary: ", flip won", verdict: "legal",
			blockers: []string{"309.2", "409.1i", "413.2b", "418.3a", "413.2b"}, destroyed: []string{"Grizzly Bears (bears)", "Hill Giant (giant)"}},
		// Death Pulse cycled (502.18a): its trigger's -1/-1 (418.3a), not
		// the spell's -4/-4; Bob's Bears, 1/1, die in combat.
		{name: "an instant cycled", file: "combat/trick-cycled-card-trigger-resolves.json", endpoint: "/v1/combat/resolve",
			field: "cycled", kind: "check", summary: "alice cycles Death Pulse", verdict: "legal",
			blockers: []string{"309.2", "502.18a", "418.3a"}, destroyed: []string{"Grizzly Bears (bob-bears)"}},
		// Feral Deceiver reveals a land: +2/+2 and trample (418.3a twice);
		// it tramples over the Giant, which dies (420.5c).
		{name: "a card revealed", file: "cards/feral-deceiver-reveals-a-land.json", endpoint: "/v1/combat/resolve",
			field: "revealed", kind: "select", value: "land", summary: ", revealed a land card", verdict: "legal",
			blockers: []string{"309.2", "409.1i", "413.2b", "418.3a", "418.3a"}, destroyed: []string{"Hill Giant (giant)"}},
		// Nakaya Shade's pump paid for by a player: it doesn't happen
		// (413.2c); the 1/1 Shade dies to the Bears (420.5c).
		{name: "unless a player pays", file: "combat/trick-nakaya-shade-paid-no-pump.json", endpoint: "/v1/combat/resolve",
			field: "paid", kind: "check", summary: ", paid", verdict: "legal",
			blockers: []string{"309.2", "409.1i", "413.2c"}, destroyed: []string{"Nakaya Shade (shade)"}},
		// Catapult Squad taps two Soldiers for its cost (409.1f each) and
		// deals 2 to the Giant (413.2b), which the blocker's 1 then kills.
		{name: "creatures tapped for a cost", file: "combat/trick-catapult-squad-taps-two-soldiers.json", endpoint: "/v1/combat/resolve",
			field: "tap", kind: "text", value: "s1, s2", summary: ", tapping Soldier A, Soldier B", verdict: "legal",
			blockers: []string{"309.2", "409.1f", "409.1f", "409.1i", "413.2b", "413.2b"}, destroyed: []string{"Hill Giant (giant)", "Soldier A (s1)"}},
		// Sneak Attack puts Craw Wurm into play after blocks (413.2b): it
		// blocks nothing; its sacrifice is for the end step (404.4).
		{name: "a card put into play", file: "cards/creature-put-into-play-after-blocks-does-not-block.json", endpoint: "/v1/combat/resolve",
			field: "enters", kind: "text", value: "Craw Wurm", summary: ", putting Craw Wurm into play", verdict: "legal",
			blockers: []string{"309.2f", "409.1i", "413.2b", "413.2b", "404.4"}, destroyed: []string{}},
		// A face-down creature turned face up as Defender of the Order
		// (502.26d), its trigger's +0/+2 (418.3a): it survives the Giant.
		{name: "a morph turned face up", file: "cards/morph-turned-face-up-trigger-resolves.json", endpoint: "/v1/combat/resolve",
			field: "turn_face_up", kind: "text", value: "Defender of the Order", summary: ", turned face up as Defender of the Order", verdict: "legal",
			blockers: []string{"309.2", "502.26d", "502.26d", "418.3a"}, destroyed: []string{}},
		// Jodah's Avenger chooses protection from red: the red Goblin
		// Piker can't block it (502.7f).
		{name: "a keyword chosen", file: "blocks/trick-jodahs-avenger-chooses-protection-from-red.json", endpoint: "/v1/blocks/check",
			field: "choice", kind: "select", value: "protection from red", summary: ", choosing protection from red", verdict: "illegal",
			violations: []string{"502.7f"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := tab(t, browser)
			want := scenarioTrick(t, c.file)
			control := "trick-0-" + c.field
			do(t, ctx, "opening the scenario without "+c.field,
				chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch),
				chromedp.Navigate(scenarioLink(t, srv.URL, c.file, c.endpoint, withoutTrickField(c.field))),
				chromedp.WaitVisible(chromedp.ID("trick-0-summary")),
				chromedp.Click(chromedp.ID("trick-0-summary")))
			waitFor(t, ctx, "the control of "+c.field, `document.getElementById('`+control+`')`)
			if got := eval[[]string](t, ctx, `(`+trickUnlabelled+`)(0)`); len(got) != 0 {
				t.Errorf("the trick's controls without a label: %q", got)
			}
			switch c.kind {
			case "select":
				choose(t, ctx, control, c.value)
			case "check":
				do(t, ctx, "ticking "+c.field+" from the keyboard", chromedp.Focus(chromedp.ID(control)), chromedp.KeyEvent(" "))
			default:
				typeInto(t, ctx, control, c.value)
			}
			var sent map[string]any
			if err := json.Unmarshal([]byte(sentField(t, ctx, `['tricks', 0]`)), &sent); err != nil || !reflect.DeepEqual(sent, want) {
				t.Errorf("the trick sent: got %v (%v), want the scenario's %v", sent, err, want)
			}
			if got := eval[string](t, ctx, `document.getElementById('trick-0-summary-text').textContent`); !strings.Contains(got, c.summary) {
				t.Errorf("the trick in words: got %q, want it to say %q", got, c.summary)
			}
			if got := eval[[]string](t, ctx, `(`+trickSizes+`)(0)`); len(got) != 0 {
				t.Errorf("the trick's controls smaller than 44 px: %q", got)
			}
			if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
				t.Errorf("page width: got %d px, want no horizontal scrolling at 390; wider: %q", w, eval[[]string](t, ctx, `[...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 390).map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))`))
			}
			newVerdict(t, ctx, c.verdict, chromedp.Click(chromedp.ID("judge")))
			if c.verdict == "illegal" {
				if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, c.violations) {
					t.Errorf("violations: got %q, want %q", got, c.violations)
				}
				return
			}
			if got := eval[[]string](t, ctx, `(`+stepRules+`)('declare_blockers')`); !slices.Equal(got, c.blockers) {
				t.Errorf("the declare blockers step's rules: got %q, want %q", got, c.blockers)
			}
			got := eval[[]string](t, ctx, destroyed)
			slices.Sort(got)
			if !slices.Equal(got, c.destroyed) {
				t.Errorf("destroyed: got %q, want %q", got, c.destroyed)
			}
		})
	}
}
