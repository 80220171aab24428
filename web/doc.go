// Package web is the judge's web form: one page, its script, its style and
// its icon, embedded in the binary so the service needs no files on disk.
//
// The page builds a board and a combat action, posts it to the JSON API of
// the same origin and shows the verdict. Its script is a set of ES modules
// (static/js/, started by main.js), served as they are: no build step. It
// loads no third-party code: no framework, no CDN, no inline script or
// style, so it works offline and under a Content-Security-Policy of 'self'
// (the httpapi package sets it).
// Every text from a request or an answer reaches the page as text, never as
// markup.
//
// A judge at a table drives it by keyboard or by touch. The page opens on
// an empty board; each side of the battlefield has a card box, where a
// name typed and picked puts the card into play on that side. The
// battlefield shows each player's permanents as card tiles, and what is
// pressed there decides the action: an attacker, then a defending
// creature that blocks it (drawn as a line), which makes the Attack a
// Block; the Action choice sits at the top of the battlefield, so on a
// phone the choice, the table and the Judge bar fit the first screen. A
// skip link and Ctrl+Enter reach the Judge button, which stays on screen
// on a phone; keyboard hints are not shown on a touch screen; the
// examples, titled in words, are one search box, out of the tab order;
// the verdict marks the tiles its violations name, and a side's head the
// life after a combat; a problem is named by card and line.
//
// An Aura or Equipment has an "Attached to" select in its editor (written
// to attached_to) and lies on the battlefield beside the permanent it is
// attached to, framed with it, on that permanent's side. A creature's
// editor takes its +1/+1 and -1/-1 counters (counters; other kinds a
// request carries are kept), and its tile shows them. Power and toughness
// are the ones given, before counters and the board's effects, as the API
// takes them; after a verdict, a tile shows the power and toughness the
// judge used when its answer's derived list changed them, and the verdict
// lists those characteristics and where each change came from.
//
// The fields few boards need are behind disclosures and sent only when
// set (facts.js): a permanent's "More: choice, kicker, shields" (chosen,
// kicked, entered_this_turn, attacked_last_turn, shields), a player's graveyard, hand, creature spells cast and
// shields, the costs paid to attack (costs_paid, sacrificed) or to block
// (costs_paid, life_paid), and, in the regular combat damage step, the
// creatures that assigned damage in the first-strike step
// (assigned_first_strike_damage). A 422 is written next to the control of
// the field it names, as well as in the verdict.
//
// The Whole combat action posts the declared combat, its events between
// steps and the combat damage chosen in each step to /v1/combat/resolve,
// and shows the answer as a timeline: a heading and a list of events per
// step, each event with its rule and the objects it names by their names,
// then the outcome (destroyed, life totals, removed from combat); the
// battlefield marks the permanents destroyed.
//
// A whole combat's tricks (tricks.js, the request's tricks) are edited on
// a timeline of the points of the combat: "Add an ability" picks a
// permanent and one of its activated lines (a line of its abilities, sent
// by index; a line of its card, sent by text for a permanent given as a
// card, else added to its abilities and sent by index), "Add an instant"
// takes a card name with the card-name suggestions and its caster; each
// has its point, its targets picked from the board's permanents and
// players (as many as its words name, more on request), how many times,
// and X, sacrifice and discard when its words need them. The choices and
// outcomes its line asks for (trickchoices.js) show the same way, or when
// the trick already has the field (a link's): a modal line's mode, a
// color chosen, a choice the line offers (tap or untap, one of its
// keywords, a source, a creature type), a coin flip's outcome, a card
// revealed, an instant kicked or cycled, a payment made, amounts divided
// among the targets, a card put into play or a face-down permanent turned
// face up (by card name, suggested), permanents tapped for a cost; each
// labelled, a 44-px touch target, sent only when set. Each trick is a
// disclosure whose summary says it in words with its choices ("(mode 2)",
// ", kicked"), under the heading of its point; the answer's trick events
// show in their step like other events, and a 422 on a field is written at
// its control.
// The checks' actions take tricks too, at the points before the step they
// judge; a trick at a later point is kept and sent, marked as such.
//
// The browser tests (browser_test.go, table_browser_test.go,
// flow_browser_test.go, cards_browser_test.go, effects_browser_test.go,
// combat_browser_test.go, facts_browser_test.go, tricks_browser_test.go)
// check all of it in headless Chromium, with axe-core (pinned in
// testdata/package.json) for accessibility.
package web
