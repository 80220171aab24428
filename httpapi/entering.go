package httpapi

import (
	"slices"
	"strings"

	"rulesjudge/cards"
	"rulesjudge/rules"
	"rulesjudge/rules/ability"
)

// reasonNoOption is why a card's line "it becomes your choice of ..." (or
// Molten Sentry's coin flip) is not applied when the request does not say
// which option it became.
const reasonNoOption = "it became one of %s as it came into play: give which in chosen to apply it"

// optionPowerToughness gives a card that prints "*" for its power or
// toughness, and that became one option of its choice as it came into play
// ("a 2/2 creature with flying"), that option's power and toughness when
// the permanent does not write them and chosen names the option.
func optionPowerToughness(p *Permanent, d cards.Derived) {
	if p.Power != nil && p.Toughness != nil || strings.TrimSpace(p.Chosen) == "" {
		return
	}
	for _, text := range d.AbilityTexts() {
		abs, err := rules.ParseAbility(text, d.Name)
		if err != nil || len(abs) != 1 || abs[0].Keyword != ability.EntersAsChosen {
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
func countedByCard(d cards.Derived, field string) bool {
	k := ability.DefinesPower
	if field == "toughness" {
		k = ability.DefinesToughness
	}
	for _, text := range d.AbilityTexts() {
		abs, err := rules.ParseAbility(text, d.Name)
		if err == nil && slices.ContainsFunc(abs, func(a ability.Ability) bool { return a.Keyword == k }) {
			return true
		}
	}
	return false
}
