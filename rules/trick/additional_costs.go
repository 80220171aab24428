package trick

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
)

// An instant's additional cost of permanents sacrificed ("As an
// additional cost to cast this spell, you may sacrifice any number of
// Spirits."): a cost its caster announces and pays as the spell is cast
// (409.1b, 409.1f), the permanents the trick's sacrifice list names; its
// effect may count them ("For each Spirit sacrificed this way, that
// creature gets an additional +3/+0 until end of turn."). The walk checks
// and sacrifices them (walk/additional_costs.go) and counts them as the
// spell resolves (walk/trick_amounts.go).

// additionalSacrifice is such a cost at the start of an instant's text:
// what it sacrifices in group 1.
var additionalSacrifice = regexp.MustCompile(`(?i)^as an additional cost to cast this spell, you may sacrifice any number of ([a-z' -]+?)\.\s*`)

// AdditionalSacrifice is an instant's additional cost of any number of
// permanents sacrificed: the quality they have.
type AdditionalSacrifice struct {
	Quality ability.Quality
	Text    string // the sentence as written, lower case
}

// AdditionalSacrificeOf cuts an instant's additional sacrifice cost from
// the start of its text: the rest, and the cost (nil when it has none);
// an error when what it sacrifices is not a quality read (TrickLine
// checks that the walk checks it).
func AdditionalSacrificeOf(text string) (string, *AdditionalSacrifice, error) {
	plain := strings.TrimSpace(text) // the cost's sentence has no reminder text
	m := additionalSacrifice.FindStringSubmatch(plain)
	if m == nil {
		return text, nil, nil
	}
	q, err := ability.ParseQuality(strings.ToLower(m[1]))
	if err != nil || len(q.Terms) == 0 {
		return text, nil, fmt.Errorf("the additional cost %q names what it sacrifices in words the judge does not read", strings.TrimSpace(m[0]))
	}
	return plain[len(m[0]):], &AdditionalSacrifice{Quality: q, Text: strings.ToLower(strings.TrimSpace(m[0]))}, nil
}

// SacrificedThisWay reports whether the count of PumpTimesX effect e is
// of the permanents sacrificed this way ("for each Spirit sacrificed this
// way").
func SacrificedThisWay(e ability.Reading) bool {
	return len(e.Quality.Terms) == 1 && e.Quality.Terms[0].Kind == ability.XThisWay && strings.HasSuffix(e.Quality.Terms[0].Word, " sacrificed")
}

// sacrificedThisWayRead reports whether each count of permanents
// "sacrificed this way" in parts counts what the spell's additional cost
// sacrifices (cost, nil when it has none), of the same quality.
func sacrificedThisWayRead(parts []ability.Reading, cost *AdditionalSacrifice) error {
	for _, p := range parts {
		if err := sacrificedThisWayRead(p.Parts, cost); err != nil { // what a condition or a frame holds too
			return err
		}
		if !pumpCounted(p) || !SacrificedThisWay(p) {
			continue
		}
		if cost == nil {
			return fmt.Errorf("the effect %q counts %q, which no additional cost of the spell sacrifices", p.Text, p.Quality.Text)
		}
		q, err := ability.ParseQuality(strings.TrimSuffix(p.Quality.Terms[0].Word, " sacrificed"))
		if err != nil || !sameTerms(q.Terms, cost.Quality.Terms) {
			return fmt.Errorf("the effect %q counts %q, not what the spell's additional cost sacrifices", p.Text, p.Quality.Text)
		}
	}
	return nil
}

// sameTerms reports whether the terms of a count (a, singular: "spirit")
// are those of a cost (b, plural: "spirits"), in any order.
func sameTerms(a, b []ability.Term) bool {
	return len(a) == len(b) && !slices.ContainsFunc(a, func(t ability.Term) bool {
		return !slices.ContainsFunc(b, func(u ability.Term) bool {
			return t.Kind == u.Kind && t.N == u.N && t.Not == u.Not && (t.Word == u.Word || t.Kind == ability.Subtype && ability.SubtypeMatches(u.Word, t.Word))
		})
	})
}
