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
// A judge at a table drives it by keyboard or by touch: a skip link and
// Ctrl+Enter reach the Judge button, which stays on screen on a phone; the
// examples are one search box, out of the tab order; a battlefield view
// shows each player's permanents as card tiles, where presses declare
// attackers and blocks (drawn as lines) and the verdict marks the tiles
// its violations name; a problem is named by card and line. The browser
// tests (browser_test.go, table_browser_test.go) check all of it in
// headless Chromium, with axe-core (pinned in testdata/package.json) for
// accessibility.
//
// Not yet: attachments and counters, which the API does not take.
package web
