package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
)

// This file decides the condition of package ability's entering.go: which
// of its kicker costs a permanent was kicked with ("If ~ was kicked with
// its {R} kicker, ..."). A card with two kickers has an ability for each
// (502.21b), and the text names a kicker cost as the card lists it, not
// the mana spent (502.21d); kickers_paid lists the costs paid, as printed.

// manaCost is a kicker cost as printed: "{R}", "{1}{U}".
var manaCost = regexp.MustCompile(`^(?:\{[0-9WUBRGX]+\})+$`)

// kickerKey is a kicker cost written the way the reader keeps it.
func kickerKey(cost string) string { return strings.ToUpper(strings.TrimSpace(cost)) }

// checkKickers checks permanent i's kicker costs paid: each a mana cost,
// none twice, and none when the request says it was not kicked.
func checkKickers(errs *errorList, i int, p *perm) {
	if p.KickersPaid == nil {
		return
	}
	if p.Kicked != nil && !*p.Kicked && len(p.KickersPaid) > 0 {
		errs.add(path("board", "permanents", i, "kickers_paid"), "%s was not kicked (kicked is false), so no kicker cost was paid", p.label())
	}
	for j, cost := range p.KickersPaid {
		at := path("board", "permanents", i, "kickers_paid", j)
		switch key := kickerKey(cost); {
		case !manaCost.MatchString(key):
			errs.add(at, "%q is not a kicker cost as printed, such as \"{R}\" or \"{1}{U}\"", cost)
		case slices.ContainsFunc(p.KickersPaid[:j], func(c string) bool { return kickerKey(c) == key }):
			errs.add(at, "the kicker cost %q is listed twice: each kicker cost is paid once", cost)
		}
	}
}

// kickedWith decides "if ~ was kicked with its [cost] kicker" for p: the
// cost is among its kickers paid; with none given, a permanent the request
// says was not kicked was kicked with none, and otherwise the fact is
// missing.
func kickedWith(p *perm, a ability.Ability) (ok bool, missing string) {
	switch {
	case p.KickersPaid != nil:
		ok = slices.ContainsFunc(p.KickersPaid, func(c string) bool { return kickerKey(c) == a.When.Quality.Text })
	case p.Kicked != nil && !*p.Kicked:
	default:
		return false, fmt.Sprintf("which kicker costs %s was kicked with", p.label())
	}
	return ok != a.When.Not, ""
}
