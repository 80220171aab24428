package web_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// auraLink is Binding Chains (the scenario's Aura: "Enchanted creature
// can't block.") attached to Hill Sentry, and Ogre Brute attacking bob,
// who has Gate Guard and the Sentry; no block yet.
const auraLink = `{"endpoint": "/v1/blocks/check", "request": {"board": {"active_player": "alice",
	"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
	"permanents": [
	  {"id": "chains", "name": "Binding Chains", "controller": "alice", "types": ["Enchantment"], "subtypes": ["Aura"],
	   "abilities": ["Enchant creature", "Enchanted creature can't block."], "attached_to": "sentry"},
	  {"id": "ogre", "name": "Ogre Brute", "controller": "alice", "types": ["Creature"], "subtypes": ["Ogre"], "colors": ["Red"],
	   "power": 3, "toughness": 3, "tapped": true},
	  {"id": "guard", "name": "Gate Guard", "controller": "bob", "types": ["Creature"], "subtypes": ["Human", "Soldier"], "colors": ["White"],
	   "power": 1, "toughness": 3},
	  {"id": "sentry", "name": "Hill Sentry", "controller": "bob", "types": ["Creature"], "subtypes": ["Elf"], "colors": ["Green"],
	   "power": 2, "toughness": 2}]},
	"attackers": [{"creature": "ogre"}], "blockers": []}}`

// counterLink is Grizzly Bears, 2/2 as given, attacking unblocked and
// assigning 4 to bob.
const counterLink = `{"endpoint": "/v1/damage/check", "request": {"board": {"active_player": "alice",
	"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
	"permanents": [
	  {"id": "cbear", "name": "Grizzly Bears", "controller": "alice", "types": ["Creature"], "subtypes": ["Bear"], "colors": ["Green"],
	   "power": 2, "toughness": 2, "tapped": true}]},
	"attackers": [{"creature": "cbear"}], "blockers": [],
	"assignments": [{"source": "cbear", "damage": [{"to": "bob", "amount": 4}]}]}}`

// TestWebFormEffects drives what other permanents and counters do to a
// creature: an Aura attached from the form, and counters typed in it.
func TestWebFormEffects(t *testing.T) {
	browser := startBrowser(t)
	srv := server(t)

	// An Aura is attached from its editor, and lies with the creature it
	// enchants; what it says applies there: Gate Guard enchanted with
	// "Enchanted creature can't block." blocking is illegal (500.3), and
	// legal once the Aura is on Hill Sentry. Unattached, the Aura's line
	// is a problem the form names.
	t.Run("attach an Aura", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the table",
			chromedp.EmulateViewport(1280, 1000),
			chromedp.Navigate(linkTo(srv.URL, auraLink)),
			chromedp.WaitVisible(chromedp.CSS(`.tile[data-id="chains"]`)))
		groupOf := func() string {
			t.Helper()
			return eval[string](t, ctx, `(() => { const c = document.querySelector('.tile[data-id="chains"]');
				return c.closest('.side').querySelector('.side-head').textContent.split(' ')[0] + ': ' +
					[...c.closest('.tile-group').querySelectorAll('.tile')].map(t => t.dataset.id).join(' '); })()`)
		}
		if got := groupOf(); got != "bob: sentry chains" {
			t.Errorf("Binding Chains on the table: got %q, want it beside Hill Sentry on bob's side", got)
		}
		// From the keyboard: Enter on the Aura's tile goes to its
		// "Attached to".
		do(t, ctx, "pressing the Aura's tile",
			chromedp.Focus(chromedp.CSS(`.tile[data-id="chains"]`)),
			chromedp.KeyEvent(kb.Enter))
		waitFor(t, ctx, "the focus on Attached to", `document.activeElement.id === 'perm-0-attached_to'`)
		opts := eval[[]string](t, ctx, `[...document.activeElement.options].map(o => o.value + '=' + o.textContent)`)
		if want := []string{"=Nothing", "ogre=Ogre Brute (ogre)", "guard=Gate Guard (guard)", "sentry=Hill Sentry (sentry)"}; !slices.Equal(opts, want) {
			t.Errorf("Attached to offers: got %q, want %q", opts, want)
		}
		attach := func(id string) {
			t.Helper()
			do(t, ctx, "attaching Binding Chains to "+id,
				chromedp.SetValue(chromedp.ID("perm-0-attached_to"), id),
				chromedp.Evaluate[chromedp.Void](`document.getElementById('perm-0-attached_to').dispatchEvent(new Event('change'))`))
		}
		attach("guard")
		if got := groupOf(); got != "bob: guard chains" {
			t.Errorf("Binding Chains attached to Gate Guard: got %q on the table, want it beside Gate Guard", got)
		}
		do(t, ctx, "blocking the Ogre with the Guard",
			chromedp.Click(chromedp.CSS(`.tile[data-id="guard"]`)),
			chromedp.Click(chromedp.CSS(`.tile[data-id="ogre"]`)))
		newVerdict(t, ctx, "illegal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[string](t, ctx, verdictWord); got != "Illegal" {
			t.Errorf("the enchanted Guard blocking: got verdict %q, want Illegal", got)
		}
		if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, []string{"500.3"}) {
			t.Errorf("the enchanted Guard blocking: got rules %q, want [500.3]", got)
		}
		if got := eval[[]string](t, ctx, `[...document.querySelectorAll('.tile.flagged')].map(t => t.dataset.id)`); !slices.Contains(got, "guard") {
			t.Errorf("tiles marked: got %q, want Gate Guard's among them", got)
		}

		attach("")
		newVerdict(t, ctx, "problem", chromedp.Click(chromedp.ID("judge")))
		if got := eval[string](t, ctx, `document.querySelector('#verdict-details .problems .where')?.textContent`); got != "Binding Chains, ability 2" {
			t.Errorf("the Aura attached to nothing: got the problem named %q, want Binding Chains, ability 2", got)
		}

		attach("sentry")
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, ruleNumbers); len(got) != 0 {
			t.Errorf("the Guard blocking, the Aura on Hill Sentry: got rules %q, want none", got)
		}
		do(t, ctx, "opening Ogre Brute's editor too", chromedp.Click(chromedp.CSS(`details.perm[data-id="ogre"] > summary`)))
		if v := axeViolations(t, ctx, `"#board"`); len(v) != 0 {
			t.Errorf("axe-core on the board with the Aura's and a creature's editors open: got %d serious or critical violations, want none:\n%s", len(v), strings.Join(v, "\n"))
		}

		// A new id for Hill Sentry is followed by the Aura on it.
		do(t, ctx, "renaming Hill Sentry",
			chromedp.Click(chromedp.CSS(`details.perm[data-id="sentry"] > summary`)),
			chromedp.Click(chromedp.CSS(`details.perm[data-id="sentry"] details.more > summary`)),
			chromedp.SetValue(chromedp.ID("perm-3-id"), "hill"),
			chromedp.Evaluate[chromedp.Void](`document.getElementById('perm-3-id').dispatchEvent(new Event('change'))`))
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))

		// The link keeps the attachment.
		link := eval[string](t, ctx, `location.href`)
		before := eval[string](t, ctx, requestJSON)
		if !strings.Contains(before, `"attached_to": "hill"`) {
			t.Fatalf("the request after renaming Hill Sentry: got\n%s\nwant Binding Chains attached_to its new id, hill", before)
		}
		do(t, ctx, "opening the shared link",
			chromedp.Navigate("about:blank"),
			chromedp.Navigate(link),
			chromedp.WaitVisible(chromedp.CSS(`.tile[data-id="chains"]`)))
		if after := eval[string](t, ctx, requestJSON); after != before {
			t.Errorf("request after opening the link:\n%s\nwant the one shared:\n%s", after, before)
		}
		if got := eval[string](t, ctx, `document.getElementById('perm-0-attached_to').value`); got != "hill" {
			t.Errorf("Attached to after opening the link: got %q, want hill", got)
		}

		// An example loads with its attachment (in its folder's mode: the
		// file leaves its endpoint out), and a mistyped one is named.
		const example = "blocks/aura-enchanted-creature-cant-block.json"
		do(t, ctx, "loading "+example,
			chromedp.SendKeys(chromedp.ID("example-filter"), "aura-enchanted-creature"),
			chromedp.Click(chromedp.CSS(`li[data-path="`+example+`"]`)),
			chromedp.WaitVisible(chromedp.ID("example-loaded")))
		if !eval[bool](t, ctx, `document.getElementById('mode-block').checked`) {
			t.Errorf("after loading %s: got the Block action unchecked, want it checked", example)
		}
		if got := groupOf(); got != "bob: guard chains" {
			t.Errorf("Binding Chains in %s: got %q on the table, want it beside Gate Guard", example, got)
		}
		newVerdict(t, ctx, "illegal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, []string{"500.3"}) {
			t.Errorf("%s: got rules %q, want [500.3]", example, got)
		}
		do(t, ctx, "attaching to a permanent not on the board", chromedp.Evaluate[chromedp.Void](`(() => {
			const o = document.createElement('option'); o.value = 'gaurd'; o.textContent = 'gaurd';
			const s = document.getElementById('perm-0-attached_to'); s.append(o); s.value = 'gaurd'; s.dispatchEvent(new Event('change')); })()`))
		newVerdict(t, ctx, "problem", chromedp.Click(chromedp.ID("judge")))
		if got := eval[string](t, ctx, `document.querySelector('#verdict-details .problems .where')?.textContent`); got != "Binding Chains, attached to" {
			t.Errorf("attached_to a missing id: got the problem named %q, want Binding Chains, attached to", got)
		}
		do(t, ctx, "showing the field", chromedp.Click(chromedp.ID("problem-0-show")))
		if got := eval[[]string](t, ctx, `[document.activeElement.id, document.activeElement.selectedOptions[0]?.textContent]`); !slices.Equal(got, []string{"perm-0-attached_to", "gaurd (not on the board)"}) {
			t.Errorf("after Show: got [focus, option shown] = %q, want [perm-0-attached_to, gaurd (not on the board)]", got)
		}
	})

	// Counters are typed in a creature's editor; the judge counts them:
	// Grizzly Bears, 2/2 as given, assigning 4 is illegal (310.2a) until
	// it has two +1/+1 counters; then assigning 2 is.
	t.Run("counters", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "opening the damage check",
			chromedp.EmulateViewport(1280, 1000),
			chromedp.Navigate(linkTo(srv.URL, counterLink)),
			chromedp.WaitVisible(chromedp.CSS(`.tile[data-id="cbear"]`)))
		newVerdict(t, ctx, "illegal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, []string{"310.2a"}) {
			t.Errorf("a 2/2 assigning 4: got rules %q, want [310.2a]", got)
		}
		do(t, ctx, "giving the Bears two +1/+1 counters",
			chromedp.Click(chromedp.CSS(`details.perm[data-id="cbear"] > summary`)),
			chromedp.SendKeys(chromedp.ID("perm-0-counters-plus"), "2"))
		if got := eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById('request-json').textContent).board.permanents[0].counters)`); got != `{"+1/+1":2}` {
			t.Errorf("the Bears' counters in the request: got %s, want {\"+1/+1\":2}", got)
		}
		newVerdict(t, ctx, "legal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, ruleNumbers); len(got) != 0 {
			t.Errorf("a 2/2 with two +1/+1 counters assigning 4: got rules %q, want none", got)
		}
		tileText := eval[[]string](t, ctx, `['.tile-counters', '.tile-pt'].map(c => document.querySelector('.tile[data-id="cbear"] '+c)?.textContent)`)
		if want := []string{"counters: +1/+1 ×2", "4/4, as judged; 2/2 as given"}; !slices.Equal(tileText, want) {
			t.Errorf("the Bears' tile after the verdict [counters, p/t]: got %q, want %q", tileText, want)
		}
		if got := eval[string](t, ctx, `document.querySelector('#verdict-details .derived li[data-id="cbear"]')?.textContent`); got != "Grizzly Bears: 4/4 (+1/+1 counters x2)" {
			t.Errorf("the characteristics the judge used: got %q, want the Bears at 4/4 from their counters", got)
		}
		do(t, ctx, "assigning 2",
			chromedp.SetValue(chromedp.CSS(`input[data-source="cbear"][data-to="bob"]`), "2"),
			chromedp.Evaluate[chromedp.Void](`document.querySelector('input[data-source="cbear"][data-to="bob"]').dispatchEvent(new Event('input'))`))
		if got := eval[string](t, ctx, `document.querySelector('li.assign .total').textContent`); got != "assigns 2 of power 2, 4 with its counters" {
			t.Errorf("the assignment's total: got %q, want it to count the counters", got)
		}
		newVerdict(t, ctx, "illegal", chromedp.Click(chromedp.ID("judge")))
		if got := eval[[]string](t, ctx, ruleNumbers); !slices.Equal(got, []string{"310.2a"}) {
			t.Errorf("a 4/4 by its counters assigning 2: got rules %q, want [310.2a]", got)
		}

		// The link keeps the counters.
		link := eval[string](t, ctx, `location.href`)
		before := eval[string](t, ctx, requestJSON)
		do(t, ctx, "opening the shared link",
			chromedp.Navigate("about:blank"),
			chromedp.Navigate(link),
			chromedp.WaitVisible(chromedp.CSS(`.tile[data-id="cbear"]`)))
		if after := eval[string](t, ctx, requestJSON); after != before {
			t.Errorf("request after opening the link:\n%s\nwant the one shared:\n%s", after, before)
		}
		if got := eval[[]string](t, ctx, `[document.getElementById('perm-0-counters-plus').value, document.getElementById('perm-0-counters-minus').value]`); !slices.Equal(got, []string{"2", ""}) {
			t.Errorf("the Bears' counters after opening the link [+1/+1, -1/-1]: got %q, want [2, none]", got)
		}
	})

	// Without a card file, a permanent typed by hand becomes an Aura: no
	// longer a creature, with "Attached to" once its subtypes say Aura.
	// The board is Serra Angel's and Grizzly Bears' (the page opens on an
	// empty board).
	t.Run("an Aura typed by hand", func(t *testing.T) {
		ctx := tab(t, browser)
		do(t, ctx, "adding a permanent and making it an Aura",
			chromedp.EmulateViewport(1280, 1000),
			chromedp.Navigate(linkTo(srv.URL, angelAndBearLink)),
			chromedp.WaitVisible(chromedp.ID("add-permanent")),
			chromedp.Click(chromedp.ID("add-permanent")),
			chromedp.Click(chromedp.CSS(`#perm-2-more > summary`)),
			chromedp.Click(chromedp.ID("perm-2-types-creature")),
			chromedp.Click(chromedp.ID("perm-2-types-enchantment")),
			chromedp.SendKeys(chromedp.ID("perm-2-subtypes"), "Aura"),
			chromedp.Evaluate[chromedp.Void](`document.getElementById('perm-2-subtypes').dispatchEvent(new Event('change'))`))
		waitFor(t, ctx, "Attached to", `document.getElementById('perm-2-attached_to')`)
		if got := eval[string](t, ctx, `document.querySelector('.tile[data-id="creature"]').className + ' | ' + document.querySelector('.tile[data-id="creature"] .tile-type').textContent`); got != "tile noncreature | Aura, not attached" {
			t.Errorf("the new Aura's tile: got %q, want a non-creature tile saying it is not attached", got)
		}
		do(t, ctx, "attaching it to Grizzly Bears",
			chromedp.SetValue(chromedp.ID("perm-2-attached_to"), "bear"),
			chromedp.Evaluate[chromedp.Void](`document.getElementById('perm-2-attached_to').dispatchEvent(new Event('change'))`))
		if got := eval[string](t, ctx, `JSON.stringify(JSON.parse(document.getElementById('request-json').textContent).board.permanents[2], ['types', 'subtypes', 'attached_to'])`); got != `{"types":["Enchantment"],"subtypes":["Aura"],"attached_to":"bear"}` {
			t.Errorf("the Aura in the request: got %s, want an Enchantment — Aura attached to bear", got)
		}
	})
}

// angelAndBearLink is an attack on a board of two creatures: alice's Serra
// Angel and bob's Grizzly Bears.
const angelAndBearLink = `{"endpoint": "/v1/attacks/check", "request": {"board": {"active_player": "alice",
	"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
	"permanents": [
	  {"id": "angel", "name": "Serra Angel", "controller": "alice", "types": ["Creature"], "subtypes": ["Angel"], "colors": ["White"],
	   "power": 4, "toughness": 4, "abilities": ["Flying", "Vigilance"]},
	  {"id": "bear", "name": "Grizzly Bears", "controller": "bob", "types": ["Creature"], "subtypes": ["Bear"], "colors": ["Green"],
	   "power": 2, "toughness": 2}]},
	"attackers": []}}`
