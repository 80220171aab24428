package ability

import (
	"fmt"
	"strings"
)

// The prevention statics of the era (419.7), beside PreventTo, PreventBy
// and PreventFromBlocked. Append only: these are wire words.
const (
	// PreventFromQuality: "Prevent all [combat] damage that would be dealt
	// to ~ by [quality] creatures / sources / Walls" (Argothian Pixies,
	// Marble Priest, Tresserhorn Skyknight). Quality is the source's.
	PreventFromQuality Keyword = "prevent all damage that would be dealt to it by [quality]"
	// PreventToQuality: "Prevent all damage that ~ would deal to [quality]
	// creatures" (Indentured Oaf). Quality is the recipient's.
	PreventToQuality Keyword = "prevent all damage it would deal to [quality] creatures"
	// PreventAndRemoveCounter: "If damage would be dealt to ~, prevent that
	// damage. Remove a +1/+1 counter from ~." (the Phantom creatures).
	PreventAndRemoveCounter Keyword = "if damage would be dealt to it, prevent that damage and remove a +1/+1 counter"
	// PreventPerCounter: "For each 1 damage that would be dealt to ~, if it
	// has a +1/+1 counter on it, remove a +1/+1 counter from it and prevent
	// that 1 damage." (Rock Hydra).
	PreventPerCounter Keyword = "for each 1 damage, remove a +1/+1 counter and prevent it"
	// PreventUpTo: "If a source would deal N or less damage to ~, prevent
	// that damage." (Callous Giant). N is the most prevented.
	PreventUpTo Keyword = "if a source would deal N or less damage to it, prevent that damage"
	// PreventToController: "Prevent all damage that would be dealt to you."
	// (Glacial Chasm): to its controller.
	PreventToController Keyword = "prevent all damage that would be dealt to you"
	// PreventCombatToIt: "Prevent all combat damage that would be dealt to
	// ~" (Fog Bank's half): combat damage only, not an ability's damage.
	PreventCombatToIt Keyword = "prevent all combat damage that would be dealt to it"
	// PreventToItByCreatures: "Prevent all damage that would be dealt to ~ by
	// creatures": any damage whose source is a creature.
	PreventToItByCreatures Keyword = "prevent all damage that would be dealt to it by creatures"
)

// preventToIt reads "Prevent all [combat] damage that would be dealt to ~
// [by creatures]" (419.7): all damage, combat damage only, or the damage
// of creatures. Combat damage is always a creature's, so "combat damage
// ... by creatures" is combat damage.
func preventToIt(text string, _ []string) ([]Ability, error) {
	k := PreventTo
	switch t := strings.Join(strings.Fields(strings.ToLower(text)), " "); {
	case strings.Contains(t, "combat damage"):
		k = PreventCombatToIt
	case strings.Contains(t, "by creatures"):
		k = PreventToItByCreatures
	}
	return []Ability{{Keyword: k, Text: text}}, nil
}

// preventionRows are the prevention statics, read as sentences. The reader
// adds them to its sentence rows.
var preventionRows = []wording{
	{Pattern: "Prevent all combat damage that would be dealt to and dealt by [This].", Example: "Prevent all combat damage that would be dealt to and dealt by ~.", Rule: "419.7",
		g: gr(`prevent all combat damage that would be dealt to and dealt by ~`), build: plain(PreventCombatToIt, PreventBy)},
	{Pattern: "Prevent all damage that would be dealt by [This].", Example: "Prevent all damage that would be dealt by ~.", Rule: "419.7",
		g: gr(`prevent all damage that would be dealt by ~`), build: plain(PreventBy)},
	{Pattern: "Prevent all [combat] damage that would be dealt to [This] by [quality] creatures / sources.", Example: "Prevent all damage that would be dealt to ~ by artifact creatures.", Rule: "419.7",
		g: gr(`prevent all [ combat ] damage that would be dealt to ~ by @{quality}`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := sourceQuality(m[1])
			return []Ability{{Keyword: PreventFromQuality, Text: text, Quality: q}}, err
		}},
	{Pattern: "Prevent all [combat] damage that [This] would deal to [quality] creatures.", Example: "Prevent all damage that ~ would deal to green creatures.", Rule: "419.7",
		g: gr(`prevent all [ combat ] damage [ that ] ~ would deal to @( [ {quality} ] creatures [ {with-clause} ] )`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := preventionQuality(m[1])
			return []Ability{{Keyword: PreventToQuality, Text: text, Quality: q}}, err
		}},
	{Pattern: "If damage would be dealt to [This], prevent that damage. Remove a +1/+1 counter from [This].", Example: "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.", Rule: "419.7",
		g: gr(`if damage would be dealt to ~, prevent that damage. remove a +1/+1 counter from ~`), build: plain(PreventAndRemoveCounter)},
	{Pattern: "For each 1 damage that would be dealt to [This], if it has a +1/+1 counter on it, remove a +1/+1 counter from it and prevent that 1 damage.",
		Example: "For each 1 damage that would be dealt to ~, if it has a +1/+1 counter on it, remove a +1/+1 counter from it and prevent that 1 damage.", Rule: "419.7",
		g:     gr(`for each 1 damage that would be dealt to ~, if ( it | ~ ) has a +1/+1 counter on it, remove a +1/+1 counter from it and prevent that 1 damage`),
		build: plain(PreventPerCounter)},
	{Pattern: "Prevent all [combat] damage that would be dealt to you.", Example: "Prevent all damage that would be dealt to you.", Rule: "419.7",
		g: gr(`prevent all [ combat ] damage that would be dealt to you`), build: plain(PreventToController)},
	{Pattern: "If a source would deal N or less damage to [This], prevent that damage.", Example: "If a source would deal 3 or less damage to ~, prevent that damage.", Rule: "419.7",
		g: gr(`if a source would deal @{count} or less damage to ~, prevent that damage`), build: count(PreventUpTo)},
}

// sourceQuality reads the sources a prevention static names: "artifact
// creatures", "Walls", "creatures with first strike", "artifact sources".
// A source of combat damage is a creature, so "[quality] sources" is read
// as the quality alone.
func sourceQuality(s string) (Quality, error) {
	if rest, ok := strings.CutSuffix(s, " sources"); ok {
		if rest == "" || strings.Contains(rest, " ") {
			return Quality{}, fmt.Errorf("%q: only a single quality of sources is read, such as \"artifact sources\"", s)
		}
		return preventionQuality(rest)
	}
	return preventionQuality(s)
}

// statusWords are words of a quality that speak of a permanent's state in
// the game, not of its characteristics; a quality reader would take them
// for a creature type, so a prevention static naming them is refused.
var statusWords = []string{"enchanted", "equipped", "attacking", "blocking", "blocked", "unblocked", "target"}

// preventionQuality reads the quality of a prevention static, refusing the
// words of state it can't judge.
func preventionQuality(s string) (Quality, error) {
	for _, w := range strings.Fields(s) {
		if IsOneOf(w, statusWords) {
			return Quality{}, fmt.Errorf("%q: the judge does not read %q as a quality of a source of damage", s, w)
		}
	}
	return ParseQuality(s)
}
