package ability

import (
	"fmt"
	"regexp"
)

// Effects of combat triggers on a creature in the combat (issue 27): on
// "that creature", the one the trigger names ("loses first strike until
// end of turn", "becomes green", "destroy all Auras attached to that
// creature"), on the creature itself ("regenerate it", "prevent all
// combat damage that would be dealt to and dealt by it this turn") and on
// every creature ("prevent all combat damage that would be dealt this
// turn"). The walk applies them (rules/walk/combatant_effects.go). Append
// only: these are wire words.
const (
	// ThatLosesKeyword: "that creature loses [keyword] until end of
	// turn"; the keyword lost is the effect's one Abilities entry.
	ThatLosesKeyword Keyword = "that creature loses [keyword] until end of turn"
	// ThatBecomesColor: "that creature becomes [color]", with no duration:
	// it stays that color (Quality holds the color).
	ThatBecomesColor Keyword = "that creature becomes [color]"
	// DestroyAurasOnThat: "destroy all Auras attached to that creature".
	DestroyAurasOnThat Keyword = "destroy all auras attached to that creature"
	// RegenerateSelf: "regenerate ~": a regeneration shield on it (419.6b).
	RegenerateSelf Keyword = "regenerate ~"
	// PreventToAndBySelf: "prevent all combat damage that would be dealt
	// to and dealt by ~ this turn".
	PreventToAndBySelf Keyword = "prevent all combat damage that would be dealt to and dealt by ~ this turn"
	// PreventAllCombatDamage: "prevent all combat damage that would be
	// dealt this turn" (a Fog of a trigger).
	PreventAllCombatDamage Keyword = "prevent all combat damage that would be dealt this turn"
)

var (
	effectItLoses      = regexp.MustCompile(`^it loses ([a-z ]+?) until end of turn$`)
	effectThatLoses    = regexp.MustCompile(`^that creature loses ([a-z ]+?) until end of turn$`)
	effectThatBecomes  = regexp.MustCompile(`^that creature becomes (white|blue|black|red|green)$`)
	effectDestroyAuras = regexp.MustCompile(`^destroy all auras attached to that creature$`)
	effectRegenerate   = regexp.MustCompile(`^regenerate (?:~|it)$`)
	effectPreventToBy  = regexp.MustCompile(`^prevent all combat damage that would be dealt to and dealt by (?:~|it) this turn$`)
	effectPreventAll   = regexp.MustCompile(`^prevent all combat damage that would be dealt this turn$`)
)

// combatantEffect reads the effects of this file of a trigger whose event
// ev says; ok is false when effect is none of them.
func combatantEffect(text, effect string, ev effectFacts) (Ability, bool, error) {
	that := func(a Ability) (Ability, bool, error) {
		if !ev.namesOther {
			return Ability{}, true, fmt.Errorf("%q: \"that creature\" names no creature in this trigger", text)
		}
		return a, true, nil
	}
	switch {
	case effectThatLoses.MatchString(effect):
		a, err := lostKeyword(text, effectThatLoses.FindStringSubmatch(effect)[1])
		if err != nil {
			return Ability{}, true, err
		}
		return that(Ability{Keyword: ThatLosesKeyword, Text: effect, Abilities: []Ability{a}})
	case effectThatBecomes.MatchString(effect):
		c := effectThatBecomes.FindStringSubmatch(effect)[1]
		return that(Ability{Keyword: ThatBecomesColor, Text: effect, Quality: Quality{Text: c, Terms: []Term{{Kind: Color, Word: c}}}})
	case effectDestroyAuras.MatchString(effect):
		return that(Ability{Keyword: DestroyAurasOnThat, Text: effect})
	case effectRegenerate.MatchString(effect):
		return Ability{Keyword: RegenerateSelf, Text: effect}, true, nil
	case effectPreventToBy.MatchString(effect):
		return Ability{Keyword: PreventToAndBySelf, Text: effect}, true, nil
	case effectPreventAll.MatchString(effect):
		return Ability{Keyword: PreventAllCombatDamage, Text: effect}, true, nil
	}
	return Ability{}, false, nil
}

// lostKeyword reads the one keyword a creature loses, as the line the
// walk writes on it ("~ loses flanking.", lost_keywords.go) reads it.
func lostKeyword(text, words string) (Ability, error) {
	abs, err := keywordList(words)
	if err != nil || len(abs) != 1 {
		return Ability{}, unrecognised{fmt.Sprintf("unrecognised ability %q: %q is not one keyword the judge reads", text, words)}
	}
	a := abs[0]
	a.Text = words
	return a, nil
}

// creatureLosesKeyword reads "it loses [keyword] until end of turn" of a
// trigger on any creature (Barbed Foliage's "Whenever a creature attacks
// you"): "it" is that creature, as "that creature" of ThatLosesKeyword.
func creatureLosesKeyword(text, effect string, _ effectFacts) (Ability, bool, error) {
	m := effectItLoses.FindStringSubmatch(effect)
	if m == nil {
		return Ability{}, false, nil
	}
	a, err := lostKeyword(text, m[1])
	if err != nil {
		return Ability{}, true, err
	}
	return Ability{Keyword: ThatLosesKeyword, Text: effect, Abilities: []Ability{a}}, true, nil
}
