package httpapi

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"rulesjudge/cards"
	"rulesjudge/rules"
)

// reasonNoOption is why a card's line "it becomes your choice of ..." (or
// Molten Sentry's coin flip) is not applied when the request does not say
// which option it became.
const reasonNoOption = "it became one of %s as it came into play: give which in chosen to apply it"

// optionPowerToughness gives a card that prints "*" for its power or
// toughness, and that became one option of its choice as it came into play
// ("a 2/2 creature with flying"), that option's power and toughness when
// the permanent does not write them and chosen names the option.
func optionPowerToughness(p *Permanent, d *cards.Derived) {
	if p.Power != nil && p.Toughness != nil || strings.TrimSpace(p.Chosen) == "" {
		return
	}
	for _, text := range d.AbilityTexts() {
		abs, err := rules.ParseAbility(text, d.Name)
		if err != nil || len(abs) != 1 || !rules.EntersAsChosen(abs[0]) {
			continue
		}
		o, ok := rules.ChosenOption(abs[0], p.Chosen)
		if !ok {
			return // the core says chosen names no option
		}
		if p.Power == nil {
			p.Power = &o.Power
		}
		if p.Toughness == nil {
			p.Toughness = &o.Toughness
		}
		return
	}
}

// countedByCard reports whether a card's line the judge reads defines the
// creature's power (field "power") or toughness by a count the board holds
// ("~'s power and toughness are each equal to the number of Swamps you
// control."): the permanent may then leave it out, and the judge counts.
func countedByCard(d *cards.Derived, field string) bool {
	counts := rules.CountsPower
	if field == "toughness" {
		counts = rules.CountsToughness
	}
	for _, text := range d.AbilityTexts() {
		abs, err := rules.ParseAbility(text, d.Name)
		if err == nil && slices.ContainsFunc(abs, counts) {
			return true
		}
	}
	return false
}

// kickerLine is a card's kicker line: "Kicker {1}{W} and/or {U}".
var kickerLine = regexp.MustCompile(`(?i)^kicker ((?:\{[0-9wubrgx]+\})+)(?: and/or ((?:\{[0-9wubrgx]+\})+))?$`)

// kickerCostsOfCard refuses a kickers_paid entry that is none of the
// kicker costs the card prints: a line "If ~ was kicked with its {U}
// kicker" would read such a cost ("{1}{U}" written for "{U}") as that
// kicker unpaid, and the answer would rest on a slip (502.21d: the text
// names the kicker cost as the card lists it).
func kickerCostsOfCard(i int, p *Permanent, d *cards.Derived) []ProblemError {
	if len(p.KickersPaid) == 0 {
		return nil
	}
	var costs []string
	for _, ig := range d.Ignored {
		if m := kickerLine.FindStringSubmatch(strings.TrimSpace(ig.Text)); m != nil {
			for _, c := range m[1:] {
				if c != "" {
					costs = append(costs, strings.ToUpper(c))
				}
			}
		}
	}
	if len(costs) == 0 {
		return nil // the card prints no kicker line the judge can read: the core checks the costs' form
	}
	var errs []ProblemError
	for j, c := range p.KickersPaid {
		if !slices.Contains(costs, strings.ToUpper(strings.TrimSpace(c))) {
			errs = append(errs, ProblemError{Pointer: "/board/permanents/" + strconv.Itoa(i) + "/kickers_paid/" + strconv.Itoa(j),
				Detail: fmt.Sprintf("%q is not one of %s's kicker costs (%s)", c, d.Name, strings.Join(costs, ", "))})
		}
	}
	return errs
}

// enteringOf looks up the card trick i puts into play (its enters) in the
// card file: its characteristics as a permanent, its lines the judge reads
// as its abilities and those it does not as ignored (the walk says so). A
// name not there, or a creature card whose power or toughness is not a
// number, is a problem naming the field; a card file still loading, the
// request's error.
func enteringOf(cf *CardFile, name string, i int, field string) (*rules.EnteringCard, *ProblemError, error) {
	at := fmt.Sprintf("/tricks/%d/%s", i, field)
	c, face, err := cf.find(name)
	switch {
	case err == errCardsLoading:
		return nil, nil, error(err)
	case err == errNoCardFile:
		return nil, &ProblemError{Pointer: at, Detail: "card names need a card file, and this server has none: " + noCardFileAdvice}, nil
	case err != nil:
		return nil, &ProblemError{Pointer: at, Detail: err.detail}, nil
	}
	d, derr := deriveWithTricks(c, face, false) // tricks.go
	if derr != nil {
		return nil, &ProblemError{Pointer: at, Detail: fmt.Sprintf("%s: %v", name, derr)}, nil
	}
	if slices.Contains(d.Types, "Creature") && (d.Power == nil || d.Toughness == nil) {
		return nil, &ProblemError{Pointer: at, Detail: fmt.Sprintf("%s's card prints power/toughness %s/%s, not numbers: the judge puts into play only a creature card whose power and toughness are printed numbers", d.Name, d.PrintedPower, d.PrintedToughness)}, nil
	}
	e := &rules.EnteringCard{Permanent: rules.Permanent{Name: d.Name, Types: d.Types, Supertypes: d.Supertypes, Subtypes: d.Subtypes,
		Colors: d.Colors, Power: d.Power, Toughness: d.Toughness, Abilities: d.AbilityTexts()}}
	for _, ig := range d.Ignored {
		e.Ignored = append(e.Ignored, ig.Text)
	}
	return e, nil, nil
}
