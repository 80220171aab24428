package web_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"flag"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// screenshotTo copies the browser test's screenshot to a file, for the
// README: go test ./web -run TestWebForm -screenshot ../docs/web-form.png
var screenshotTo = flag.String("screenshot", "", "also write the web form's screenshot to this PNG file")

// browserTimeout bounds the whole browser test: when it runs out, the
// browser is stopped and every step fails, so the test cannot hang. It is
// a guard against a hang, not a speed target: a test of several subtests
// takes 20 to 45 s on a loaded 2-core machine (load average above 20),
// where 45 s ran out with every step still working.
const browserTimeout = 150 * time.Second

// chromiumPath finds the system's Chromium. Without one the test is skipped
// on a laptop, and fails in CI (CI=true), where .ci/run installs it.
func chromiumPath(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "/usr/bin/chromium"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("no Chromium found (chromium, chromium-browser, /usr/bin/chromium); CI must have one: apt-get install -y chromium")
	}
	t.Skip("no Chromium found; install it (apt-get install -y chromium) to run the browser test")
	return ""
}

// startBrowser starts headless Chromium with its own profile directory and
// returns a context for it; the browser stops when the test ends.
func startBrowser(t *testing.T) context.Context {
	t.Helper()
	execPath := chromiumPath(t)
	profile, err := os.MkdirTemp("", "rulesjudge-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		// Chromium's children may write to the profile for a moment after
		// the browser stops; retry rather than fail the test over it.
		for range 20 {
			if os.RemoveAll(profile) == nil {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	})

	ctx, cancelTimeout := context.WithTimeout(context.Background(), browserTimeout)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(ctx,
		chromedp.ExecPath(execPath),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(1280, 1000),
	)
	browser, cancelBrowser := chromedp.NewContext(allocCtx)
	t.Cleanup(func() {
		cancelBrowser()
		cancelAlloc() // waits for the browser to exit
		cancelTimeout()
	})
	if err := chromedp.Do(browser); err != nil {
		t.Fatalf("starting %s: %v", execPath, err)
	}
	return browser
}

// tab opens a tab and collects what the page writes to its console; at the
// end of the test, an uncaught exception or an error other than a network
// status (a 422 is an answer here) fails it, a CSP violation included.
func tab(t *testing.T, browser context.Context) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser)
	var (
		mu   sync.Mutex
		bad  []string
		done = make(chan struct{})
	)
	messages := chromedp.Console(ctx)
	go func() {
		defer close(done)
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.IsException() || (m.Type == chromedp.ConsoleError && m.Source != "network") {
				mu.Lock()
				bad = append(bad, m.String())
				mu.Unlock()
			}
		}
	}()
	t.Cleanup(func() {
		cancel()
		<-done
		for _, m := range bad {
			t.Errorf("browser console: got %s, want no exception or error", m)
		}
	})
	return ctx
}

// server is the real judge over HTTP.
func server(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(httpapi.NewServer(httpapi.Config{}, zerolog.Nop()))
	t.Cleanup(srv.Close)
	return srv
}

func do(t *testing.T, ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// contextGone reports the transient error of evaluating while a navigation
// replaces the page's JavaScript context; the evaluation is simply retried.
func contextGone(err error) bool {
	return err != nil && strings.Contains(err.Error(), "Cannot find context with specified id")
}

func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	for try := 0; try < 5 && contextGone(err); try++ {
		time.Sleep(100 * time.Millisecond)
		v, err = chromedp.Run(ctx, chromedp.Evaluate[T](js))
	}
	if err != nil {
		t.Fatalf("evaluating %s: %v", js, err)
	}
	return v
}

// waitFor polls a JavaScript condition until it holds.
func waitFor(t *testing.T, ctx context.Context, what, js string) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(10*time.Second)))
	for try := 0; try < 5 && contextGone(err); try++ {
		time.Sleep(100 * time.Millisecond)
		_, err = chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(10*time.Second)))
	}
	if err != nil {
		t.Fatalf("waiting for %s (%s): %v", what, js, err)
	}
}

const (
	verdictWord = `document.querySelector('#verdict .verdict-word')?.textContent`
	ruleNumbers = `[...document.querySelectorAll('#verdict-details .violations .rule-number')].map(e => e.textContent)`
	ruleTitles  = `[...document.querySelectorAll('#verdict-details .violations .rule-title')].map(e => e.textContent)`
	requestJSON = `document.getElementById('request-json').textContent`
	centaur     = `details.perm[data-id="centaur"]`
)

// TestWebForm drives the form in headless Chromium against the real judge.
func TestWebForm(t *testing.T) {
	start := time.Now()
	browser := startBrowser(t)
	srv := server(t)
	t.Logf("Chromium started in %v", time.Since(start).Round(time.Millisecond))

	// 502.4b: a judge loads the example of a ground creature blocking a
	// flier, gets "illegal" citing 502.4b, gives the blocker flying, gets
	// "legal", and shares the ruling as a link that restores the same form.
	t.Run("block ruling", func(t *testing.T) {
		ctx := tab(t, browser)
		const example = "blocks/ground-creature-blocks-flier.json"
		do(t, ctx, "loading the page and the examples",
			chromedp.Navigate(srv.URL+"/"),
			chromedp.WaitReady(chromedp.CSS(`#example-list li[data-path]`)),
			chromedp.SendKeys(chromedp.ID("example-filter"), "ground-creature-blocks"),
			chromedp.Click(chromedp.CSS(`li[data-path="`+example+`"]`)),
			chromedp.WaitVisible(chromedp.ID("example-loaded")),
		)
		if got := eval[bool](t, ctx, `document.getElementById('mode-block').checked`); !got {
			t.Fatalf("after loading %s: got the Block action unchecked, want it checked", example)
		}
		if got := eval[bool](t, ctx, `document.querySelector('input[data-blocker="centaur"][data-attacker="angel"]').checked`); !got {
			t.Fatalf("after loading %s: got Centaur Courser not blocking Serra Angel, want it blocking", example)
		}

		do(t, ctx, "judging", chromedp.Click(chromedp.ID("judge")))
		waitFor(t, ctx, "the verdict", `document.querySelector('#verdict .verdict-illegal')`)
		if got := eval[string](t, ctx, verdictWord); got != "Illegal" {
			t.Errorf("verdict: got %q, want %q", got, "Illegal")
		}
		if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, []string{"502.4b"}) {
			t.Errorf("violated rules: got %q, want [502.4b]", got)
		}
		if got := eval[[]string](t, ctx, ruleTitles); len(got) != 1 || got[0] == "" {
			t.Errorf("rule titles: got %q, want 502.4b's title from GET /v1/rules", got)
		}
		shot := screenshot(t, ctx)

		// Give the Centaur flying: now it may block the Angel.
		do(t, ctx, "giving Centaur Courser flying",
			chromedp.Click(chromedp.CSS(centaur+` > summary`)),
			chromedp.Click(chromedp.CSS(centaur+` button[id$="-add-ability"]`)),
			chromedp.SendKeys(chromedp.CSS(centaur+` input.ability`), "Flying"),
			chromedp.Click(chromedp.ID("judge")),
		)
		waitFor(t, ctx, "the new verdict", `document.querySelector('#verdict .verdict-legal')`)
		if got := eval[string](t, ctx, verdictWord); got != "Legal" {
			t.Errorf("verdict after giving the blocker flying: got %q, want %q", got, "Legal")
		}
		if got := eval[[]string](t, ctx, ruleNumbers); len(got) != 0 {
			t.Errorf("violated rules after giving the blocker flying: got %q, want none", got)
		}

		// The address is the ruling: open it afresh.
		link := eval[string](t, ctx, `location.href`)
		before := eval[string](t, ctx, requestJSON)
		if !strings.Contains(link, "#r=") || !strings.Contains(before, `"Flying"`) {
			t.Fatalf("share link %q for request %s: want a #r= link to a request with the new ability", link, before)
		}
		do(t, ctx, "opening the shared link",
			chromedp.Navigate("about:blank"),
			chromedp.Navigate(link),
			chromedp.WaitVisible(chromedp.CSS(`input[data-blocker="centaur"]`)),
		)
		if after := eval[string](t, ctx, requestJSON); after != before {
			t.Errorf("request after opening the link:\n%s\nwant the one shared:\n%s", after, before)
		}
		form := eval[[]any](t, ctx, `[
			document.getElementById('mode-block').checked,
			document.querySelector('input[data-blocker="centaur"][data-attacker="angel"]').checked,
			document.querySelector('`+centaur+` input.ability').value]`)
		if want := []any{true, true, "Flying"}; !slices.Equal(form, want) {
			t.Errorf("form after opening the link: got [block action, centaur blocks angel, centaur ability] = %v, want %v", form, want)
		}
		do(t, ctx, "judging the shared ruling", chromedp.Click(chromedp.ID("judge")))
		waitFor(t, ctx, "the shared ruling's verdict", `document.querySelector('#verdict .verdict-legal')`)

		path := filepath.Join(t.TempDir(), "web-form.png")
		if err := os.WriteFile(path, shot, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s (%d bytes)", path, len(shot))
		if *screenshotTo != "" {
			if err := os.WriteFile(*screenshotTo, shot, 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("screenshot also written to %s", *screenshotTo)
		}
	})

	// Names, abilities and every other text of a shared link that are markup
	// stay text: nothing they carry runs, on the board, in the action, or in
	// the 422 answer quoting them. Both payloads go in both a name and an
	// ability, and in a player's id, types, colors and a band label.
	t.Run("injection", func(t *testing.T) {
		ctx := tab(t, browser)
		const (
			script = `<script>window.pwned=1</script>`
			img    = `"><img src=x onerror="window.pwned=1">`
		)
		perms := []map[string]any{
			{"id": "evil1", "name": script, "controller": "alice", "types": []string{"Creature", img},
				"subtypes": []string{script}, "power": 1, "toughness": 1, "abilities": []string{img, script}},
			{"id": "evil2", "name": img, "controller": "alice", "types": []string{"Creature"},
				"colors": []string{img}, "power": 1, "toughness": 1, "abilities": []string{script, img}},
		}
		req := map[string]any{
			"endpoint": "/v1/attacks/check",
			"request": map[string]any{
				"board": map[string]any{
					"active_player": "alice",
					"players":       []any{map[string]any{"id": "alice", "life": 20}, map[string]any{"id": img, "life": 20}},
					"permanents":    perms,
				},
				"attackers": []any{map[string]any{"creature": "evil1", "band": script}, map[string]any{"creature": "evil2", "band": img}},
			},
		}
		data, err := json.Marshal(req)
		if err != nil {
			t.Fatal(err)
		}
		link := srv.URL + "/#r=" + base64.RawURLEncoding.EncodeToString(data)
		do(t, ctx, "opening the link", chromedp.Navigate(link), chromedp.WaitVisible(chromedp.CSS(`details.perm`)))

		safe := func(when string) {
			t.Helper()
			if !eval[bool](t, ctx, `window.pwned === undefined`) {
				t.Errorf("%s: window.pwned is set: the page ran code from the board", when)
			}
			if n := eval[int](t, ctx, `document.querySelectorAll('img, script:not([src])').length`); n != 0 {
				t.Errorf("%s: got %d img or inline script elements, want 0", when, n)
			}
		}
		safe("after rendering the board")
		for _, p := range perms {
			id, name, abilities := p["id"].(string), p["name"].(string), p["abilities"].([]string)
			perm := `details.perm[data-id="` + id + `"]`
			if got := eval[string](t, ctx, `document.querySelector('`+perm+` .perm-name').textContent`); got != name {
				t.Errorf("%s's name on the page: got %q, want the text %q", id, got, name)
			}
			got := eval[[]string](t, ctx, `[...document.querySelectorAll('`+perm+` input.ability')].map(e => e.value)`)
			if !slices.Equal(got, abilities) {
				t.Errorf("%s's ability fields: got %q, want the texts %q", id, got, abilities)
			}
			if got := eval[string](t, ctx, `document.querySelector('button[data-creature="`+id+`"] .toggle-name').textContent`); got != name {
				t.Errorf("%s's attacker button: got %q, want the text %q", id, got, name)
			}
			if got := eval[string](t, ctx, `document.querySelector('.tile[data-id="`+id+`"] .tile-name').textContent`); got != name {
				t.Errorf("%s's tile on the battlefield: got %q, want the text %q", id, got, name)
			}
		}
		if got := eval[string](t, ctx, requestJSON); !strings.Contains(got, "onerror") || !strings.Contains(got, "<script>") {
			t.Errorf("the request shown: got %s, want both payloads in it as text", got)
		}

		do(t, ctx, "judging", chromedp.Click(chromedp.ID("judge")))
		waitFor(t, ctx, "the problem", `document.querySelector('#verdict .verdict-problem')`)
		safe("after rendering the 422 answer")
		details := eval[string](t, ctx, `document.getElementById('verdict-details').textContent`)
		for _, want := range []string{`<img src=x`, `<script>window.pwned`} {
			if !strings.Contains(details, want) {
				t.Errorf("422 answer on the page: got %q, want the unrecognised wording %q quoted as text", details, want)
			}
		}
	})
	// The form works from the keyboard, every control has a label, and a
	// resolved assignment shows the damage dealt and the life totals.
	t.Run("keyboard and labels", func(t *testing.T) {
		ctx := tab(t, browser)
		// 502.9d's own example, from the README.
		req := `{"endpoint": "/v1/damage/resolve", "request": {"board": {"active_player": "alice",
			"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
			"permanents": [
			  {"id": "wurm", "name": "Craw Wurm", "controller": "alice", "types": ["Creature"], "colors": ["Green"],
			   "power": 6, "toughness": 4, "tapped": true, "abilities": ["Trample"]},
			  {"id": "knight", "name": "Knight of Stromgald", "controller": "bob", "types": ["Creature"], "colors": ["Black"],
			   "power": 2, "toughness": 2, "abilities": ["Protection from green"]}]},
			"attackers": [{"creature": "wurm"}],
			"blockers": [{"creature": "knight", "blocking": ["wurm"]}],
			"assignments": [{"source": "wurm", "damage": [{"to": "knight", "amount": 2}, {"to": "bob", "amount": 4}]}]}}`
		link := srv.URL + "/#r=" + base64.RawURLEncoding.EncodeToString([]byte(req))
		do(t, ctx, "opening the link", chromedp.Navigate(link), chromedp.WaitVisible(chromedp.CSS(`input[data-source="wurm"]`)))

		do(t, ctx, "opening every permanent", chromedp.Evaluate[chromedp.Void](
			`document.querySelectorAll('details').forEach(d => { d.open = true; })`))
		unlabelled := eval[[]string](t, ctx, `[...document.querySelectorAll('input, select, textarea')]
			.filter(e => e.type !== 'hidden' && e.labels.length === 0 && !e.getAttribute('aria-label'))
			.map(e => e.outerHTML)`)
		if len(unlabelled) != 0 {
			t.Errorf("controls without a label: %q", unlabelled)
		}
		nameless := eval[[]string](t, ctx, `[...document.querySelectorAll('button')]
			.filter(b => !b.textContent.trim() && !b.getAttribute('aria-label')).map(b => b.outerHTML)`)
		if len(nameless) != 0 {
			t.Errorf("buttons without a name: %q", nameless)
		}
		if got := eval[string](t, ctx, `document.getElementById('verdict').getAttribute('aria-live')`); got != "polite" {
			t.Errorf("verdict region: got aria-live %q, want polite", got)
		}

		// Tab reaches the skip links, then the examples' search box, and
		// the focus can be seen on each.
		for _, want := range []string{"Skip to the Judge button", "Skip to the battlefield", "example-filter"} {
			do(t, ctx, "pressing Tab", chromedp.KeyEvent(kb.Tab))
			focus := eval[[]string](t, ctx, `[document.activeElement.id || document.activeElement.textContent, getComputedStyle(document.activeElement).outlineStyle]`)
			if focus[0] != want || focus[1] == "none" {
				t.Errorf("after Tab: got focus on %q with outline %q, want %q with a visible outline", focus[0], focus[1], want)
			}
		}

		// Enter on the Judge button submits; Space toggles an attacker.
		do(t, ctx, "judging from the keyboard", chromedp.Focus(chromedp.ID("judge")), chromedp.KeyEvent(kb.Enter))
		waitFor(t, ctx, "the verdict", `document.querySelector('#verdict .verdict-legal')`)
		if got := eval[string](t, ctx, `document.querySelector('table.life').textContent`); !strings.Contains(got, "20 → 16") {
			t.Errorf("life totals: got %q, want bob going from 20 to 16", got)
		}
		if got := eval[string](t, ctx, `document.querySelector('table.dealt').textContent`); !strings.Contains(got, "2 (502.7e)") {
			t.Errorf("damage dealt: got %q, want the 2 prevented by protection (502.7e)", got)
		}
		do(t, ctx, "toggling the attacker from the keyboard",
			chromedp.Focus(chromedp.CSS(`button[data-creature="wurm"]`)), chromedp.KeyEvent(" "))
		waitFor(t, ctx, "the attacker toggled off", `document.querySelector('button[data-creature="wurm"]').getAttribute('aria-pressed') === 'false'`)
		if !eval[bool](t, ctx, `document.activeElement.dataset.creature === 'wurm' && !document.getElementById('stale').hidden`) {
			t.Errorf("after toggling: want the focus kept on the toggle and the verdict marked stale")
		}
	})
	t.Logf("browser test took %v", time.Since(start).Round(time.Millisecond))
}

// screenshot captures the viewport with the verdict in view, as a PNG.
func screenshot(t *testing.T, ctx context.Context) []byte {
	t.Helper()
	do(t, ctx, "sizing the page for the screenshot",
		chromedp.EmulateViewport(1280, 1120),
		chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
	buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	return buf
}
