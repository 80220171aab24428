package web_test

import (
	"context"
	"encoding/base64"
	"flag"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// screenshotDir also writes the table test's screenshots there, as
// web-form-1280.png and web-form-390.png:
// go test ./web -run TestWebFormTable -args -screenshot-dir ../docs
var screenshotDir = flag.String("screenshot-dir", "", "also write the battlefield and combat screenshots (web-form-1280.png, web-form-390.png, web-form-combat.png, web-form-combat-390.png) to this directory")

// axePath is axe-core, installed by npm ci in testdata (see .ci/run).
const axePath = "testdata/node_modules/axe-core/axe.min.js"

// tableLink is a block declaration on a table with two players: Grizzly
// Bears (a +1/+1 counter on it) blocks Serra Angel, which has flying
// (illegal, 502.4b), and Giant Spider blocks Craw Wurm (legal: it blocks
// as though it had flying, and the Wurm has none, not even from the Aura
// attached to it). Llanowar Elves is tapped, lands sit beside the
// creatures.
const tableLink = `{"endpoint": "/v1/blocks/check", "request": {"board": {"active_player": "alice",
	"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 14}],
	"permanents": [
	  {"id": "angel", "name": "Serra Angel", "controller": "alice", "types": ["Creature"], "subtypes": ["Angel"], "colors": ["White"],
	   "power": 4, "toughness": 4, "abilities": ["Flying", "Vigilance"]},
	  {"id": "wurm", "name": "Craw Wurm", "controller": "alice", "types": ["Creature"], "subtypes": ["Wurm"], "colors": ["Green"],
	   "power": 6, "toughness": 4, "abilities": ["Trample"]},
	  {"id": "shell", "name": "Wurm Shell", "controller": "alice", "types": ["Enchantment"], "subtypes": ["Aura"], "colors": ["Green"],
	   "abilities": ["Enchant creature", "Enchanted creature gets +1/+2."], "attached_to": "wurm"},
	  {"id": "elves", "name": "Llanowar Elves", "controller": "alice", "types": ["Creature"], "subtypes": ["Elf", "Druid"], "colors": ["Green"],
	   "power": 1, "toughness": 1, "tapped": true},
	  {"id": "forest", "name": "Forest", "controller": "alice", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]},
	  {"id": "bears", "name": "Grizzly Bears", "controller": "bob", "types": ["Creature"], "subtypes": ["Bear"], "colors": ["Green"],
	   "power": 2, "toughness": 2, "counters": {"+1/+1": 1}},
	  {"id": "spider", "name": "Giant Spider", "controller": "bob", "types": ["Creature"], "subtypes": ["Spider"], "colors": ["Green"],
	   "power": 2, "toughness": 4, "abilities": ["Giant Spider can block as though it had flying."]},
	  {"id": "island", "name": "Island", "controller": "bob", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Island"]}]},
	"attackers": [{"creature": "angel"}, {"creature": "wurm"}],
	"blockers": [{"creature": "bears", "blocking": ["angel"]}, {"creature": "spider", "blocking": ["wurm"]}]}}`

func linkTo(srv string, req string) string {
	return srv + "/#r=" + base64.RawURLEncoding.EncodeToString([]byte(req))
}

// evalAwait evaluates a JavaScript expression whose value is a promise.
func evalAwait[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluating %.80s...: %v", js, err)
	}
	return v
}

// newVerdict waits for a verdict of the given kind (legal, illegal,
// problem) that came after the one on display when it was called, and
// runs steps in between.
func newVerdict(t *testing.T, ctx context.Context, kind string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	eval[chromedp.Void](t, ctx, `document.querySelector('#verdict .verdict')?.setAttribute('data-old', ''); undefined`)
	do(t, ctx, "judging", steps...)
	waitFor(t, ctx, "the new "+kind+" verdict", `document.querySelector('#verdict .verdict-`+kind+`:not([data-old])')`)
}

// saveScreenshot writes a PNG of the viewport under the test's temp dir
// and, with -screenshot-dir, there too.
func saveScreenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	dirs := []string{t.TempDir()}
	if *screenshotDir != "" {
		dirs = append(dirs, *screenshotDir)
	}
	for _, dir := range dirs {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, buf, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s (%d bytes)", path, len(buf))
	}
}

// axeViolations runs axe-core on the part of the page that scope selects
// ("document" for all of it) and answers its serious and critical
// violations, one line each. Without axe-core installed the test
// is skipped, except in CI, where .ci/run installs it.
func axeViolations(t *testing.T, ctx context.Context, scope string) []string {
	t.Helper()
	src, err := os.ReadFile(axePath)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("axe-core: %v; CI installs it with npm ci in web/testdata", err)
		}
		t.Skipf("axe-core not installed (%v): run npm ci in web/testdata", err)
	}
	start := time.Now()
	defer func() { t.Logf("axe-core took %v", time.Since(start).Round(time.Millisecond)) }()
	if !eval[bool](t, ctx, `typeof window.axe === 'object'`) {
		// Evaluated through the DevTools protocol, like every step of the
		// test: the page's Content-Security-Policy still forbids inline code.
		eval[chromedp.Void](t, ctx, string(src)+"\n;undefined")
		t.Logf("axe-core loaded in %v", time.Since(start).Round(time.Millisecond))
	}
	// A search narrows the ~400 examples, which are built alike, to a few:
	// checking all of them would take seconds.
	eval[chromedp.Void](t, ctx, `(() => { const f = document.getElementById('example-filter');
		f.value = 'ground-creature'; f.dispatchEvent(new Event('input')); })()`)
	return evalAwait[[]string](t, ctx, `axe.run(`+scope+`, {resultTypes: ['violations']}).then(r => r.violations
		.filter(v => v.impact === 'serious' || v.impact === 'critical')
		.map(v => v.id + ' (' + v.impact + '): ' + v.help + ' at ' + v.nodes.slice(0, 4).map(n => n.target.join(' ')).join('; ')))`)
}

// TestWebFormTable drives the form as a judge at a table does: from the
// keyboard, on a phone, and on the battlefield view.
func TestWebFormTable(t *testing.T) {
	browser := startBrowser(t)
	srv := server(t)

	// From page load, the Judge button is two keys away (Tab to the skip
	// link, Enter), and a third judges; the ~400 examples take one Tab
	// stop, their search box, and load from the keyboard.
	t.Run("keyboard", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "loading the page",
			chromedp.Navigate(srv.URL+"/"),
			chromedp.WaitReady(chromedp.CSS(`#example-list li[data-path]`)))
		n := eval[int](t, ctx, `document.querySelectorAll('#example-list li[data-path]').length`)
		if n < 100 {
			t.Fatalf("examples listed: got %d, want every scenario (about 400)", n)
		}
		stops := eval[[]string](t, ctx, `[...document.querySelectorAll('#examples a[href], #examples button, #examples input, #examples select, #examples textarea, #examples [tabindex]')]
			.filter(e => e.tabIndex >= 0 && !e.disabled).map(e => e.id || e.tagName)`)
		if !slices.Equal(stops, []string{"example-filter"}) {
			t.Errorf("tab stops among the %d examples: got %q, want only the search box", n, stops)
		}

		do(t, ctx, "Tab, Enter", chromedp.KeyEvent(kb.Tab))
		first := eval[[]string](t, ctx, `[document.activeElement.textContent, getComputedStyle(document.activeElement).transform]`)
		if first[0] != "Skip to the Judge button" || first[1] != "none" {
			t.Errorf("after one Tab: got focus on %q (transform %s), want the skip link, shown", first[0], first[1])
		}
		do(t, ctx, "Enter", chromedp.KeyEvent(kb.Enter))
		waitFor(t, ctx, "the focus on the Judge button", `document.activeElement.id === 'judge'`)
		if eval[bool](t, ctx, `document.querySelector('#verdict .verdict-word') !== null`) {
			t.Errorf("after Tab, Enter: got a verdict, want the Enter to move the focus only")
		}
		if got := eval[string](t, ctx, `location.hash.slice(0, 3)`); got != "#r=" {
			t.Errorf("after the skip link: got address fragment %q, want the request (#r=) kept", got)
		}

		// Search, arrow down, Enter: the example loads and the focus goes
		// to the Judge button; Enter judges it. 502.4b: a ground creature
		// can't block a flier.
		do(t, ctx, "searching the examples",
			chromedp.Focus(chromedp.ID("example-filter")),
			chromedp.SendKeys(chromedp.ID("example-filter"), "ground-creature-blocks-flier"))
		waitFor(t, ctx, "the search narrowed", `document.querySelectorAll('#example-list li[data-path]').length < 10`)
		do(t, ctx, "choosing the first match", chromedp.KeyEvent(kb.ArrowDown))
		if got := eval[string](t, ctx, `document.getElementById(document.activeElement.getAttribute('aria-activedescendant'))?.dataset.path`); got != "blocks/ground-creature-blocks-flier.json" {
			t.Errorf("after ↓: got %q highlighted, want blocks/ground-creature-blocks-flier.json", got)
		}
		do(t, ctx, "loading it", chromedp.KeyEvent(kb.Enter))
		waitFor(t, ctx, "the example loaded", `!document.getElementById('example-loaded').hidden && document.activeElement.id === 'judge'`)
		do(t, ctx, "judging", chromedp.KeyEvent(kb.Enter))
		waitFor(t, ctx, "the verdict", `document.querySelector('#verdict .verdict-illegal')`)
		if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, []string{"502.4b"}) {
			t.Errorf("violated rules: got %q, want [502.4b]", got)
		}
		if got := eval[string](t, ctx, `document.getElementById('verdict-summary').textContent`); got != "Illegal: 502.4b" {
			t.Errorf("the Judge bar's summary: got %q, want %q", got, "Illegal: 502.4b")
		}

		// Ctrl+Enter judges from any field.
		do(t, ctx, "giving the blocker flying, then Ctrl+Enter",
			chromedp.Click(chromedp.CSS(centaur+` > summary`)),
			chromedp.Click(chromedp.CSS(centaur+` button[id$="-add-ability"]`)),
			chromedp.SendKeys(chromedp.CSS(centaur+` input.ability`), "Flying"),
			chromedp.KeyEvent(kb.Enter, chromedp.KeyModifiers(chromedp.ModifierCtrl)))
		waitFor(t, ctx, "the new verdict", `document.querySelector('#verdict .verdict-legal')`)
		if got := eval[[]string](t, ctx, ruleNumbers); len(got) != 0 {
			t.Errorf("violated rules after giving the blocker flying: got %q, want none", got)
		}
	})

	// On a 390-px phone the Judge button stays on screen wherever the page
	// is scrolled, and nothing is wider than the screen.
	t.Run("phone", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the table on a phone",
			chromedp.EmulateViewport(390, 844),
			chromedp.Navigate(linkTo(srv.URL, tableLink)),
			chromedp.WaitVisible(chromedp.CSS(`.tile[data-id="spider"]`)))
		for _, at := range []string{"0", "document.body.scrollHeight / 2", "document.body.scrollHeight"} {
			r := eval[[]float64](t, ctx, `(() => { window.scrollTo(0, `+at+`); const r = document.getElementById('judge').getBoundingClientRect();
				return [r.top, r.bottom, innerHeight, document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === document.getElementById('judge') ? 1 : 0]; })()`)
			if r[0] < 0 || r[1] > r[2] || r[3] != 1 {
				t.Errorf("scrolled to %s: got the Judge button at y=%.0f..%.0f of %.0f (on top: %v), want it on screen and not covered", at, r[0], r[1], r[2], r[3] == 1)
			}
		}
		if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
			t.Errorf("page width on a 390-px screen: got %d px, want no horizontal scrolling", w)
		}
		do(t, ctx, "judging", chromedp.Click(chromedp.ID("judge")))
		waitFor(t, ctx, "the verdict", `document.querySelector('#verdict .verdict-illegal')`)
		if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, []string{"502.4b"}) {
			t.Errorf("violated rules: got %q, want [502.4b]", got)
		}
		// The bar's button goes to the verdict's details, far down the page.
		do(t, ctx, "going to the details", chromedp.Click(chromedp.ID("to-verdict")))
		if got := eval[[]any](t, ctx, `(() => { const r = document.querySelector('#verdict-details .violations').getBoundingClientRect();
			return [document.activeElement.id, r.top >= 0 && r.top < innerHeight]; })()`); !slices.Equal(got, []any{"verdict-h", true}) {
			t.Errorf("after Verdict details: got [focus, violations on screen] = %v, want [verdict-h true]", got)
		}
		do(t, ctx, "showing the battlefield", chromedp.Evaluate[chromedp.Void](
			`window.scrollTo(0, document.getElementById('battlefield').getBoundingClientRect().top + scrollY - 4)`))
		saveScreenshot(t, ctx, "web-form-390.png")
		if v := axeViolations(t, ctx, "document"); len(v) != 0 {
			t.Errorf("axe-core on a phone: got %d serious or critical violations, want none:\n%s", len(v), strings.Join(v, "\n"))
		}
	})

	// The battlefield shows each side's permanents as tiles (name,
	// power/toughness, keywords, tapped ones turned); presses declare
	// attackers and blocks, a line joins each blocker to its attacker, and
	// the verdict marks the tiles its violations name.
	t.Run("battlefield", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the table",
			chromedp.EmulateViewport(1280, 1000),
			chromedp.Navigate(linkTo(srv.URL, tableLink)),
			chromedp.WaitVisible(chromedp.CSS(`.tile[data-id="spider"]`)))
		sides := eval[[]string](t, ctx, `[...document.querySelectorAll('#table .side')].map(s =>
			s.querySelector('.side-head').textContent + ': ' + [...s.querySelectorAll('.tile-name')].map(n => n.textContent).join(', '))`)
		want := []string{
			"bob · 14 life · defending: Grizzly Bears, Giant Spider, Island",
			"alice · 20 life · attacking (active player): Serra Angel, Craw Wurm, Wurm Shell, Llanowar Elves, Forest",
		}
		if !slices.Equal(sides, want) {
			t.Errorf("the table: got\n%q\nwant\n%q", sides, want)
		}
		angel := eval[[]string](t, ctx, `['.tile-pt', '.tile-keywords', '.tile-status'].map(c => document.querySelector('.tile[data-id="angel"] '+c)?.textContent)`)
		if want := []string{"4/4", "Flying, Vigilance", "attacking, blocked by Grizzly Bears"}; !slices.Equal(angel, want) {
			t.Errorf("Serra Angel's tile [p/t, keywords, status]: got %q, want %q", angel, want)
		}
		// The Aura lies with the Wurm it is attached to; the Bears show
		// their counter.
		shell := eval[[]string](t, ctx, `(() => { const s = document.querySelector('.tile[data-id="shell"]');
			return [[...s.closest('.tile-group').querySelectorAll('.tile')].map(t => t.dataset.id).join(' '), s.querySelector('.tile-type').textContent,
				document.querySelector('.tile[data-id="wurm"] .tile-attached').textContent]; })()`)
		if want := []string{"wurm shell", "Aura on Craw Wurm", "enchanted by Wurm Shell"}; !slices.Equal(shell, want) {
			t.Errorf("Wurm Shell attached to Craw Wurm [its group, its type line, what the Wurm's tile says of it]: got %q, want %q", shell, want)
		}
		bears := eval[[]string](t, ctx, `['.tile-counters', '.tile-pt'].map(c => document.querySelector('.tile[data-id="bears"] '+c)?.textContent)`)
		if want := []string{"counters: +1/+1 ×1", "2/2"}; !slices.Equal(bears, want) {
			t.Errorf("Grizzly Bears' tile before judging [counters, p/t as given]: got %q, want %q", bears, want)
		}
		turn := func(id string) float64 {
			t.Helper()
			return eval[float64](t, ctx, `new DOMMatrix(getComputedStyle(document.querySelector('.tile[data-id="`+id+`"]')).transform).b`)
		}
		if got := turn("elves"); math.Abs(got-1) > 1e-6 {
			t.Errorf("tapped Llanowar Elves: got a transform with sin=%v, want it turned 90°", got)
		}
		if got := turn("bears"); math.Abs(got) > 1e-6 {
			t.Errorf("untapped Grizzly Bears: got a transform with sin=%v, want it upright", got)
		}
		lines := eval[[]string](t, ctx, `[...document.querySelectorAll('#block-lines line')].map(l => l.dataset.blocker + '>' + l.dataset.attacker)`)
		if !slices.Equal(lines, []string{"bears>angel", "spider>wurm"}) {
			t.Errorf("block lines: got %q, want [bears>angel spider>wurm]", lines)
		}
		// A line runs from its blocker's tile to its attacker's.
		ends := eval[[]bool](t, ctx, `(() => { const l = document.querySelector('#block-lines line[data-blocker="bears"]');
			const s = document.getElementById('block-lines').getBoundingClientRect();
			const inside = (id, x, y) => { const r = document.querySelector('.tile[data-id="'+id+'"]').getBoundingClientRect();
				x += s.left; y += s.top; return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom; };
			return [inside('bears', +l.getAttribute('x1'), +l.getAttribute('y1')), inside('angel', +l.getAttribute('x2'), +l.getAttribute('y2'))]; })()`)
		if !slices.Equal(ends, []bool{true, true}) {
			t.Errorf("the Bears' block line: got [starts on the Bears, ends on the Angel] = %v, want both", ends)
		}

		do(t, ctx, "judging", chromedp.Click(chromedp.ID("judge")))
		waitFor(t, ctx, "the verdict", `document.querySelector('#verdict .verdict-illegal')`)
		if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, []string{"502.4b"}) {
			t.Fatalf("violated rules: got %q, want [502.4b]", got)
		}
		marked := eval[[]string](t, ctx, `[...document.querySelectorAll('.tile.flagged')].map(t => t.dataset.id + ': ' + t.querySelector('.tile-mark').textContent)`)
		if want := []string{"bears: ✗ breaks 502.4b", "angel: ✗ breaks 502.4b"}; !slices.Equal(marked, want) {
			t.Errorf("tiles marked by the verdict: got %q, want %q", marked, want)
		}
		do(t, ctx, "scrolling to the top", chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
		saveScreenshot(t, ctx, "web-form-1280.png")
		if v := axeViolations(t, ctx, "document"); len(v) != 0 {
			t.Errorf("axe-core: got %d serious or critical violations, want none:\n%s", len(v), strings.Join(v, "\n"))
		}

		// By mouse: take the Bears' block back (the Bears, then the Angel),
		// then block the Angel with the Spider, which may (502.4b's reach
		// wording): legal.
		do(t, ctx, "moving the block",
			chromedp.Click(chromedp.CSS(`.tile[data-id="bears"]`)),
			chromedp.Click(chromedp.CSS(`.tile[data-id="angel"]`)),
			chromedp.Click(chromedp.CSS(`.tile[data-id="spider"]`)),
			chromedp.Click(chromedp.CSS(`.tile[data-id="wurm"]`)),
			chromedp.Click(chromedp.CSS(`.tile[data-id="spider"]`)),
			chromedp.Click(chromedp.CSS(`.tile[data-id="angel"]`)))
		if got := eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById('request-json').textContent).blockers)`); got != `[{"creature":"spider","blocking":["angel"]}]` {
			t.Errorf("blockers after the presses: got %s, want the Spider blocking the Angel only", got)
		}
		if got := eval[int](t, ctx, `document.querySelectorAll('.tile.flagged').length`); got != 0 {
			t.Errorf("after an edit: got %d tiles still marked by the old verdict, want none", got)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, ruleNumbers); len(got) != 0 {
			t.Errorf("the Spider blocking the Angel: got rules %q, want none", got)
		}

		// By keyboard: the second skip link goes to the battlefield's tab
		// stop, the tile pressed last (the Angel); ↑ goes to the Bears on
		// bob's side, Enter picks them up, ↓ and Enter on the Angel declare
		// the block; then Ctrl+Enter judges.
		do(t, ctx, "going to the battlefield",
			chromedp.Evaluate[chromedp.Void](`document.activeElement.blur()`),
			chromedp.Focus(chromedp.CSS(`a.skip[data-skip="table"]`)),
			chromedp.KeyEvent(kb.Enter))
		waitFor(t, ctx, "the focus on the battlefield", `document.activeElement.classList.contains('tile')`)
		if got := eval[string](t, ctx, `document.activeElement.dataset.id`); got != "angel" {
			t.Fatalf("after the battlefield skip link: got focus on %q, want the tile pressed last, angel", got)
		}
		do(t, ctx, "↑, Enter", chromedp.KeyEvent(kb.ArrowUp))
		if got := eval[string](t, ctx, `document.activeElement.dataset.id || document.activeElement.outerHTML.slice(0, 100)`); got != "bears" {
			t.Fatalf("after ↑ from the Angel: got focus on %q, want the Bears above", got)
		}
		do(t, ctx, "Enter", chromedp.KeyEvent(kb.Enter))
		if got := eval[string](t, ctx, `document.querySelector('.tile[data-id="bears"]').getAttribute('aria-pressed')`); got != "true" {
			t.Errorf("the Bears picked up as a blocker: got aria-pressed %q, want true", got)
		}
		do(t, ctx, "↓", chromedp.KeyEvent(kb.ArrowDown))
		if got := eval[string](t, ctx, `document.activeElement.dataset.id`); got != "angel" {
			t.Fatalf("after ↓ from the Bears: got focus on %q, want the Angel below", got)
		}
		newVerdict(t, ctx, "illegal", chromedp.KeyEvent(kb.Enter), chromedp.KeyEvent(kb.Enter, chromedp.KeyModifiers(chromedp.ModifierCtrl)))
		if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, []string{"502.4b"}) {
			t.Errorf("the Bears blocking the Angel again: got rules %q, want [502.4b]", got)
		}
		if got := eval[string](t, ctx, `document.getElementById('battlefield-status').textContent`); got != "Grizzly Bears blocks Serra Angel." {
			t.Errorf("the battlefield's status: got %q, want %q", got, "Grizzly Bears blocks Serra Angel.")
		}

		// In the attack mode a press declares an attacker, and E opens the
		// tile's card in the board editor.
		do(t, ctx, "attacking with the Elves",
			chromedp.Click(chromedp.ID("mode-attack")),
			chromedp.Click(chromedp.CSS(`.tile[data-id="elves"]`)),
			chromedp.KeyEvent("e"))
		if got := eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById('request-json').textContent).attackers)`); got != `[{"creature":"angel"},{"creature":"wurm"},{"creature":"elves"}]` {
			t.Errorf("attackers after pressing the Elves: got %s, want the Elves added", got)
		}
		if got := eval[string](t, ctx, `document.activeElement.id + ' ' + document.activeElement.closest('details.perm')?.dataset.id`); got != "perm-3-name elves" {
			t.Errorf("after E on the Elves' tile: got focus on %q, want the Elves' name field", got)
		}
		newVerdict(t, ctx, "illegal", chromedp.KeyEvent(kb.Enter, chromedp.KeyModifiers(chromedp.ModifierCtrl)))
		if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, []string{"308.2a"}) {
			t.Errorf("the tapped Elves attacking: got rules %q, want [308.2a]", got)
		}
		if got := eval[[]string](t, ctx, `[...document.querySelectorAll('.tile.flagged')].map(t => t.dataset.id)`); !slices.Equal(got, []string{"elves"}) {
			t.Errorf("tiles marked: got %q, want [elves]", got)
		}
	})

	// A request the judge can't evaluate names each problem by card and
	// line, and a button goes to the field.
	t.Run("problems by card and line", func(t *testing.T) {
		ctx := tab(t, browser)
		req := `{"endpoint": "/v1/attacks/check", "request": {"board": {"active_player": "alice",
			"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
			"permanents": [
			  {"id": "bear", "name": "Grizzly Bears", "controller": "alice", "types": ["Creature"], "power": 2, "toughness": 2},
			  {"id": "angel", "name": "Serra Angel", "controller": "alice", "types": ["Creature"], "power": 4, "toughness": 4,
			   "abilities": ["Flying", "Vigilence"]}]},
			"attackers": [{"creature": "angel"}, {"creature": "ghost"}]}}`
		do(t, ctx, "opening and judging",
			chromedp.Navigate(linkTo(srv.URL, req)),
			chromedp.WaitVisible(chromedp.CSS(`.tile[data-id="angel"]`)),
			chromedp.Click(chromedp.ID("judge")))
		waitFor(t, ctx, "the problem", `document.querySelector('#verdict .verdict-problem')`)
		got := eval[[]string](t, ctx, `[...document.querySelectorAll('#verdict-details .problems .message')].map(m => m.textContent)`)
		wantPrefixes := []string{"Serra Angel, ability 2: unrecognised ability", "Attacker ghost, creature: "}
		if len(got) != len(wantPrefixes) {
			t.Fatalf("problems shown: got %q, want %d, starting %q", got, len(wantPrefixes), wantPrefixes)
		}
		for i, w := range wantPrefixes {
			if !strings.HasPrefix(got[i], w) {
				t.Errorf("problem %d: got %q, want it to start %q", i+1, got[i], w)
			}
		}
		if raw := eval[string](t, ctx, `document.getElementById('verdict-details').textContent`); strings.Contains(raw, "/board/permanents") {
			t.Errorf("problems shown: got a raw JSON pointer in %q, want names", raw)
		}
		do(t, ctx, "showing the field", chromedp.Click(chromedp.ID("problem-0-show")))
		if got := eval[[]any](t, ctx, `[document.activeElement.id, document.activeElement.value, document.getElementById('perm-1').open]`); !slices.Equal(got, []any{"perm-1-ability-1", "Vigilence", true}) {
			t.Errorf("after Show: got [focus, its value, card open] = %v, want [perm-1-ability-1 Vigilence true]", got)
		}
		if v := axeViolations(t, ctx, `"#verdict-panel"`); len(v) != 0 {
			t.Errorf("axe-core on the problem shown: got %d serious or critical violations, want none:\n%s", len(v), strings.Join(v, "\n"))
		}
	})

	// Every kind of pointer the API answers is named in the form's words.
	t.Run("pointer names", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "loading the page", chromedp.Navigate(srv.URL+"/"), chromedp.WaitReady(chromedp.CSS(`html[data-ready]`)))
		sent := `{"board": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
			"permanents": [{"id": "w1", "name": "Wall of Stone"}, {"id": "w2", "name": "Wall of Stone"}, {"id": "jugg", "card": "Juggernaut"}, {"id": "x"}]},
			"attackers": [{"creature": "jugg", "provoke": ["w1"]}],
			"blockers": [{"creature": "w1", "blocking": ["jugg", "w2"]}],
			"removed_from_combat": ["w2"],
			"assignments": [{"source": "jugg", "damage": [{"to": "bob", "amount": 5}]}]}`
		for _, c := range []struct{ pointer, want string }{
			{"", "The request"},
			{"/board/active_player", "Active player"},
			{"/board/players/1/life", "Player bob, life"},
			{"/board/permanents/0/abilities/2", "Wall of Stone (w1), ability 3"}, // two share the name: the id tells them apart
			{"/board/permanents/2/power", "Juggernaut, power"},                   // given as a card
			{"/board/permanents/3/controller", "x, controller"},
			{"/board/permanents/1/attached_to", "Wall of Stone (w2), attached to"},
			{"/board/permanents/2/counters/+1~1+1", "Juggernaut, counters, +1/+1"}, // ~1 is a slash in a pointer
			{"/board/permanents/2/counters/-1~1-1", "Juggernaut, counters, -1/-1"},
			{"/board/permanents/9", "Permanent 10"},
			{"/attackers/0/provoke/0", "Attacker Juggernaut, provoke target 1 (Wall of Stone, w1)"},
			{"/blockers/0/blocking/1", "Blocker Wall of Stone (w1), blocked creature 2 (Wall of Stone, w2)"},
			{"/assignments/0/damage/0/amount", "Damage from Juggernaut, damage to bob, amount"},
			{"/removed_from_combat/0", "Removed from combat: Wall of Stone (w2)"},
			{"/step", "Step"},
		} {
			got := evalAwait[string](t, ctx, `import('/web/js/verdict.js').then(m => m.describePointer(`+"`"+c.pointer+"`"+`, `+sent+`).where)`)
			if got != c.want {
				t.Errorf("pointer %q: got %q, want %q", c.pointer, got, c.want)
			}
		}
	})

	// Cards are one line until opened; a new permanent goes to the
	// controller chosen.
	t.Run("compact cards and controller", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the table",
			chromedp.EmulateViewport(1280, 1000),
			chromedp.Navigate(linkTo(srv.URL, tableLink)),
			chromedp.WaitVisible(chromedp.CSS(`details.perm[data-id="angel"]`)))
		heights := eval[[]float64](t, ctx, `[...document.querySelectorAll('details.perm')].map(d => d.getBoundingClientRect().height)`)
		for i, hgt := range heights {
			if hgt > 64 {
				t.Errorf("closed card %d: got %.0f px tall, want one compact line (≤ 64 px)", i, hgt)
			}
		}
		do(t, ctx, "opening the Angel", chromedp.Click(chromedp.CSS(`details.perm[data-id="angel"] > summary`)))
		if hgt := eval[float64](t, ctx, `document.querySelector('details.perm[data-id="angel"]').getBoundingClientRect().height`); hgt > 400 {
			t.Errorf("the Angel's open card: got %.0f px tall, want a compact editor (≤ 400 px)", hgt)
		}
		do(t, ctx, "adding a creature for bob",
			chromedp.SetValue(chromedp.ID("add-controller"), "bob"),
			chromedp.Evaluate[chromedp.Void](`document.getElementById('add-controller').dispatchEvent(new Event('change'))`),
			chromedp.Click(chromedp.ID("add-permanent")))
		waitFor(t, ctx, "the new card", `document.querySelector('details.perm[data-id="creature"]')`)
		if got := eval[string](t, ctx, `JSON.parse(document.getElementById('request-json').textContent).board.permanents.find(p => p.id === 'creature').controller`); got != "bob" {
			t.Errorf("the new creature's controller: got %q, want bob, as chosen", got)
		}
		if got := eval[string](t, ctx, `document.activeElement.id`); got != "perm-8-name" {
			t.Errorf("after adding: got focus on #%s, want the new card's name", got)
		}
		if got := eval[string](t, ctx, `document.querySelector('.tile[data-id="creature"]')?.closest('.side').className`); got != "side defending" {
			t.Errorf("the new creature's tile: got it on side %q, want bob's, the defending side", got)
		}
	})
}
