package web_test

import (
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/rs/zerolog"

	"rulesjudge/cards"
	"rulesjudge/httpapi"
)

// flowMaxActions is the most actions the table flow may take to declare
// "Can my Grizzly Bears block this Serra Angel?" from an empty board:
// type a name and pick it, twice, then press the attacker and the
// blocker. Judge is the action after them.
const flowMaxActions = 6

// cardServer is the real judge with the test cards (testdata/cards.json)
// as its card file, so that card names work whether or not the server
// has cards of its own.
func cardServer(t *testing.T) *httptest.Server {
	t.Helper()
	db, err := cards.LoadFile("../testdata/cards.json")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(httpapi.NewServer(httpapi.Config{Cards: httpapi.NewCardFile(db)}, zerolog.Nop()))
	t.Cleanup(srv.Close)
	return srv
}

// onFirstScreen is a JavaScript function of a selector: whether the
// element is wholly in the window, above the Judge bar (or in it), with
// the page not scrolled.
const onFirstScreen = `(sel) => { const e = document.querySelector(sel); if (!e) return 'missing';
	const r = e.getBoundingClientRect(); const bar = e.closest('.judge-bar') ? innerHeight : document.querySelector('.judge-bar').getBoundingClientRect().top;
	if (scrollY !== 0) return 'page scrolled to ' + scrollY;
	if (r.width === 0 || r.height === 0) return 'not shown';
	return r.top >= 0 && r.bottom <= bar && r.left >= 0 && r.right <= innerWidth ? 'ok' : 'at ' + Math.round(r.left) + ',' + Math.round(r.top) + '..' + Math.round(r.bottom) + ' (Judge bar at ' + Math.round(bar) + ')'; }`

// TestWebFormFlow drives the table flow from an empty board, as a player
// asks at a table: "Can my Grizzly Bears block this Serra Angel?". A card
// name typed on a side and picked from the names suggested (or typed
// whole, then Enter) lands on that side; pressing the Angel declares it an attacker, pressing the Bears
// then declares that they block it, and the action becomes Block; Judge
// answers Illegal under 502.4b (a creature without flying can't block a
// flier). On a 390-px touch screen every action and the Judge button are
// on the first screen, no keyboard hint is shown, and nothing passes the
// right edge; at 1280 px the same flow takes as many actions. axe-core
// finds no serious violation in either.
//
// Each subtest has a browser of its own, and so the whole of the browser
// test's time budget (browserTimeout).
func TestWebFormFlow(t *testing.T) {
	srv := cardServer(t)

	for _, c := range []struct {
		name   string
		width  int64
		height int64
		touch  bool
		shot   string
	}{
		{"390 px touch", 390, 844, true, "web-form-flow-390.png"},
		{"1280 px", 1280, 900, false, "web-form-flow-1280.png"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := tab(t, startBrowser(t))
			viewport := chromedp.EmulateViewport(c.width, c.height)
			if c.touch {
				viewport = chromedp.EmulateViewport(c.width, c.height, chromedp.EmulateMobile, chromedp.EmulateTouch)
			}
			do(t, ctx, "loading the page",
				viewport,
				chromedp.Navigate(srv.URL+"/"),
				chromedp.WaitVisible(chromedp.CSS(`.side.active input.side-card`)))
			waitFor(t, ctx, "the card file", `document.querySelector('.side.active input.side-card').placeholder.startsWith('Add a card')`)
			if got := eval[int](t, ctx, `JSON.parse(document.getElementById('request-json').textContent).board.permanents.length`); got != 0 {
				t.Fatalf("the board on opening: got %d permanents, want an empty board", got)
			}

			actions := 0
			// act does one thing a player does (types a name, presses
			// something), after checking that it is on the first screen
			// when the screen is a phone's.
			act := func(what, sel string, step chromedp.Action[chromedp.Void]) {
				t.Helper()
				if c.touch {
					if got := eval[string](t, ctx, `(`+onFirstScreen+`)(`+jsString(sel)+`)`); got != "ok" {
						t.Errorf("before %s: %s is %s, want it on the first screen", what, sel, got)
					}
				}
				actions++
				do(t, ctx, what, step)
			}
			// put types a name in a side's card box and picks the card: on
			// the touch screen a part of the name, then a press on the name
			// suggested; with a keyboard the whole name, then Enter.
			put := func(side, typed, name, id string) {
				t.Helper()
				box := `.side.` + side + ` input.side-card`
				option := `.side.` + side + ` li.side-option[data-name="` + name + `"]`
				if c.touch {
					act("typing "+typed, box, chromedp.SendKeys(chromedp.CSS(box), typed))
					waitFor(t, ctx, name+" suggested", `document.querySelector(`+jsString(option)+`)`)
					act("picking "+name, option, chromedp.Click(chromedp.CSS(option)))
				} else {
					act("typing "+name, box, chromedp.SendKeys(chromedp.CSS(box), name))
					waitFor(t, ctx, name+" suggested", `document.querySelector(`+jsString(option)+`)`)
					act("Enter", box, chromedp.KeyEvent(kb.Enter))
				}
				waitFor(t, ctx, name+" on the "+side+" side", `document.querySelector('.side.`+side+` .tile[data-id="`+id+`"]')`)
				if got := eval[string](t, ctx, `document.activeElement.id`); got != eval[string](t, ctx, `document.querySelector(`+jsString(box)+`).id`) {
					t.Errorf("after putting %s into play: got the focus on %q, want it kept in the card box", name, got)
				}
			}
			put("active", "Serra", "Serra Angel", "serra-angel")
			put("defending", "Grizzly", "Grizzly Bears", "grizzly-bears")
			act("pressing Serra Angel", `.tile[data-id="serra-angel"]`, chromedp.Click(chromedp.CSS(`.tile[data-id="serra-angel"]`)))
			act("pressing Grizzly Bears", `.tile[data-id="grizzly-bears"]`, chromedp.Click(chromedp.CSS(`.tile[data-id="grizzly-bears"]`)))
			if actions > flowMaxActions {
				t.Errorf("actions to declare the block from an empty board: got %d, want at most %d", actions, flowMaxActions)
			}
			t.Logf("%s: the block declared in %d actions; Judge is action %d", c.name, actions, actions+1)

			// The presses decided the action: a Block of the Angel by the Bears.
			if got := eval[[]any](t, ctx, `[document.getElementById('mode-block').checked, JSON.stringify(JSON.parse(document.getElementById('request-json').textContent).attackers),
				JSON.stringify(JSON.parse(document.getElementById('request-json').textContent).blockers)]`); !slices.Equal(got, []any{true, `[{"creature":"serra-angel"}]`, `[{"creature":"grizzly-bears","blocking":["serra-angel"]}]`}) {
				t.Errorf("after the presses: got [Block chosen, attackers, blockers] = %q, want the Block action, the Angel attacking and the Bears blocking it", got)
			}
			if c.touch {
				for _, sel := range []string{`label:has(#mode-attack)`, `label:has(#mode-block)`, `#judge`} {
					if got := eval[string](t, ctx, `(`+onFirstScreen+`)(`+jsString(sel)+`)`); got != "ok" {
						t.Errorf("the action's choice and Judge: %s is %s, want it on the first screen", sel, got)
					}
				}
			}
			newVerdict(t, ctx, "illegal", chromedp.Click(chromedp.ID("judge")))
			if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, []string{"502.4b"}) {
				t.Errorf("the Bears blocking the Angel: got rules %q, want [502.4b]", got)
			}
			// The verdict and its rule are on screen where the player is.
			if got := eval[string](t, ctx, `document.getElementById('verdict-summary').textContent`); got != "Illegal: 502.4b" {
				t.Errorf("the Judge bar's verdict: got %q, want %q", got, "Illegal: 502.4b")
			}
			if got := eval[[]string](t, ctx, `[...document.querySelectorAll('.tile.flagged')].map(t => t.dataset.id + ': ' + t.querySelector('.tile-mark').textContent)`); !slices.Equal(got, []string{"grizzly-bears: ✗ breaks 502.4b", "serra-angel: ✗ breaks 502.4b"}) {
				t.Errorf("the tiles the verdict marks: got %q, want the Bears and the Angel, each breaking 502.4b", got)
			}
			if c.touch {
				for _, sel := range []string{`#verdict-summary`, `.tile[data-id="grizzly-bears"] .tile-mark`} {
					if got := eval[string](t, ctx, `(`+onFirstScreen+`)(`+jsString(sel)+`)`); got != "ok" {
						t.Errorf("the verdict: %s is %s, want it on the first screen", sel, got)
					}
				}
				hints := eval[[]string](t, ctx, `[...document.querySelectorAll('.kbd-hint')].filter(e => e.getClientRects().length > 0).map(e => e.textContent)`)
				if len(hints) != 0 {
					t.Errorf("keyboard hints on a touch screen: got %q, want none", hints)
				}
				if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > int(c.width) {
					t.Errorf("page width: got %d px, want no horizontal scrolling at %d", w, c.width)
				}
			} else if n := eval[int](t, ctx, `[...document.querySelectorAll('.kbd-hint')].filter(e => e.getClientRects().length > 0).length`); n == 0 {
				t.Errorf("keyboard hints with a mouse and a keyboard: got none shown, want them")
			}
			// An attacker's band and player attacked wait behind a
			// disclosure.
			if got := eval[[]bool](t, ctx, `[!!document.querySelector('#atk-0-more:not([open])'), document.getElementById('atk-0-band').checkVisibility()]`); !slices.Equal(got, []bool{true, false}) {
				t.Errorf("the Angel's attack in the action: got [disclosure closed, band field shown] = %v, want [true false]", got)
			}
			saveScreenshot(t, ctx, c.shot)
			if v := axeViolations(t, ctx, "document"); len(v) != 0 {
				t.Errorf("axe-core: got %d serious or critical violations, want none:\n%s", len(v), strings.Join(v, "\n"))
			}

			// The Bears pressed again no longer block the Angel, still
			// chosen: legal, and the attacking Angel is not drawn as a
			// violation (amber, not the red of 502.4b's marks).
			do(t, ctx, "taking the block back", chromedp.Click(chromedp.CSS(`.tile[data-id="grizzly-bears"]`)))
			newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
			if got := eval[[]string](t, ctx, `(() => { const a = document.querySelector('.tile[data-id="serra-angel"]'); const bad = getComputedStyle(document.documentElement).getPropertyValue('--illegal').trim();
				const probe = document.createElement('span'); probe.style.color = bad; document.body.append(probe); const red = getComputedStyle(probe).color; probe.remove();
				return [a.className, getComputedStyle(a).borderTopColor === red ? 'red border' : 'not red']; })()`); !slices.Equal(got, []string{"tile creature attacking chosen", "not red"}) {
				t.Errorf("the attacking Angel after a legal verdict: got [class, border] = %q, want an attacking tile without a red border", got)
			}

			// The whole combat: the Angel's 4 damage takes bob from 20 to
			// 16, which his side of the table says; the Judge bar's summary
			// is whole, not cut off.
			do(t, ctx, "choosing Whole combat", chromedp.Click(chromedp.ID("mode-combat")))
			newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
			if got := eval[string](t, ctx, `document.querySelector('.side.defending .side-head').textContent`); got != "bob · 20 → 16 life · defending" {
				t.Errorf("bob's side after the combat: got %q, want %q", got, "bob · 20 → 16 life · defending")
			}
			if got := eval[[]any](t, ctx, `(() => { const e = document.getElementById('verdict-summary');
				return [e.textContent, e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight + 1, [e.scrollWidth, e.clientWidth, e.scrollHeight, e.clientHeight].join(' ')]; })()`); len(got) != 3 || got[1] != true || !strings.HasPrefix(got[0].(string), "Legal: walked") {
				t.Errorf("the Judge bar after the combat: got [summary, whole] = %v, want the summary whole", got)
			}
			// An edit puts the life back as the board gives it.
			do(t, ctx, "taking the attack back", chromedp.Click(chromedp.CSS(`.tile[data-id="serra-angel"]`)))
			if got := eval[string](t, ctx, `document.querySelector('.side.defending .side-head').textContent`); got != "bob · 20 life · defending" {
				t.Errorf("bob's side after an edit: got %q, want %q", got, "bob · 20 life · defending")
			}
			// New board: the empty board again, in the Attack action.
			do(t, ctx, "New board", chromedp.Click(chromedp.ID("new-board")))
			if got := eval[[]any](t, ctx, `[JSON.parse(document.getElementById('request-json').textContent).board.permanents.length, document.getElementById('mode-attack').checked, document.querySelectorAll('#table .tile').length]`); !slices.Equal(got, []any{0.0, true, 0.0}) {
				t.Errorf("after New board: got [permanents, Attack chosen, tiles] = %v, want [0 true 0]", got)
			}
		})
	}

	// The examples are titled in words, and Tab leaves their search box
	// for the next control, not for the page: the list of every example,
	// shown under the box and long enough to scroll, is no tab stop.
	// The page opens on an empty board, where the battlefield's skip link
	// goes to a card box.
	t.Run("examples", func(t *testing.T) {
		ctx := tab(t, startBrowser(t))
		const path = "blocks/ground-creature-blocks-flier.json"
		do(t, ctx, "opening the examples",
			chromedp.EmulateViewport(1280, 900),
			chromedp.Navigate(srv.URL+"/"),
			chromedp.WaitReady(chromedp.CSS(`#example-list li[data-path]`)),
			chromedp.Click(chromedp.ID("example-filter")))
		waitFor(t, ctx, "the list shown", `!document.getElementById('example-list').hidden`)
		do(t, ctx, "Tab", chromedp.KeyEvent(kb.Tab))
		if got := eval[string](t, ctx, `document.activeElement.id || document.activeElement.tagName`); got != "new-board" {
			t.Errorf("after Tab from the examples' search: got the focus on %q, want the next control, new-board", got)
		}
		// On the empty board the battlefield's skip link reaches the
		// first side's card box, there being no tile.
		do(t, ctx, "following the battlefield's skip link",
			chromedp.Focus(chromedp.CSS(`a.skip[data-skip="table"]`)),
			chromedp.KeyEvent(kb.Enter))
		waitFor(t, ctx, "the focus on a card box", `document.activeElement.matches('input.side-card')`)
		if got := eval[string](t, ctx, `document.activeElement.closest('.side').className`); got != "side defending" {
			t.Errorf("after the battlefield's skip link on an empty board: got the focus in %q, want bob's card box (side defending)", got)
		}
		do(t, ctx, "searching the examples",
			chromedp.Click(chromedp.ID("example-filter")),
			chromedp.SendKeys(chromedp.ID("example-filter"), "ground-creature-blocks-flier"))
		waitFor(t, ctx, "the search narrowed", `document.querySelectorAll('#example-list li[data-path]').length < 10`)
		if got := eval[string](t, ctx, `document.querySelector('li[data-path="`+path+`"] .example-title').textContent`); got != "Block: Ground creature blocks flier" {
			t.Errorf("the example's title: got %q, want %q", got, "Block: Ground creature blocks flier")
		}
		do(t, ctx, "loading the example",
			chromedp.Click(chromedp.CSS(`li[data-path="`+path+`"]`)),
			chromedp.WaitVisible(chromedp.ID("example-loaded")))
		if got := eval[string](t, ctx, `document.getElementById('example-loaded').textContent`); !strings.HasPrefix(got, "Loaded: Ground creature blocks flier ") {
			t.Errorf("the example loaded: got %q, want it named by its title", got)
		}
	})
}

// jsString quotes s as a JavaScript string.
func jsString(s string) string { return fmt.Sprintf("%q", s) }
