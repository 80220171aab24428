package ability

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// This file holds the wordings that say how a creature entered play: with
// which kicker it was kicked ("If ~ was kicked with its {R} kicker, it
// enters the battlefield with a +1/+1 counter on it and with first
// strike."), with a quoted ability when kicked (Prison Barricade), and
// with a counter when cast from its owner's hand (Myojin of Night's
// Reach). What such a line puts on the permanent as it enters are +1/+1 or
// other counters and keywords; the counters are those the request writes
// in the permanent's counters (the judge does not add them), the keywords
// apply when the fact the line depends on says so.

// The conditions of this file. Append only.
const (
	// KickedWith is "if ~ was kicked with its [cost] kicker": the cost is
	// in When.Quality.Text, written as the card prints it after "Kicker"
	// ("{1}{R}"); the permanent's kickers_paid decides it (502.21b, d).
	KickedWith Condition = iota + 300
)

// The keywords of this file. Append only: these are wire words.
const (
	// EntersWithCounter is "~ enters the battlefield with a divinity
	// counter on it if you cast it from your hand": the counter it entered
	// with is in the permanent's counters as the request writes them, so
	// the line adds nothing else to any board the judge takes.
	EntersWithCounter Keyword = "enters with a counter (the counters it has are those written in counters)"

	// EntersAsChosen is "As ~ enters the battlefield, it becomes your
	// choice of a 3/3 creature, a 2/2 creature with flying, or a 1/6
	// creature with defender." and the coin flip of Molten Sentry: the
	// permanent has the types and keywords of the option written in its
	// chosen; Abilities are the options, each an EntersAs.
	EntersAsChosen Keyword = "enters as the option written in chosen: its types and keywords"
	// EntersAs is one option of EntersAsChosen. Text is what chosen names
	// it by ("2/2", or "heads"), Power and Toughness its own, Abilities its
	// keywords, Quality's terms the card types and subtypes it names; N is
	// 1 when the option keeps the permanent's other types ("in addition to
	// its other types"), 0 when its card types become those named.
	EntersAs Keyword = "one option of how it enters (N 1: in addition to its other types)"
	// DomainLandwalk is "Domain - For each basic land type among lands you
	// control, ~ has landwalk of that type.": the board gives it a
	// landwalk for each basic land type among the lands its controller
	// controls (502.6).
	DomainLandwalk Keyword = "has landwalk of each basic land type among lands its controller controls"

	// DefinesPower and DefinesToughness are "~'s power and toughness are
	// each equal to [N plus] the number of [other] [quality] [you
	// control]": a characteristic-setting ability (418.5a: applied first
	// among the effects on power and toughness). N is the number added,
	// Quality, Scope.Other and When.Whose (BoostPer's) what is counted.
	// The board counts it when the request does not give the value.
	DefinesPower     Keyword = "its power is N plus the number of [quality] (counted when power is not given)"
	DefinesToughness Keyword = "its toughness is N plus the number of [quality] (counted when toughness is not given)"
)

// The terms of what a characteristic-setting ability counts besides
// permanents: each is the whole of its quality's text.
const (
	CardsInHand  TermKind = iota + 300 // "cards in your hand": players[].hand
	LifeTotal                          // "your life total"
	CountersOnIt                       // "[kind] counters on it": Word is the kind
)

// enteringRows are the sentences of this file.
var enteringRows = []wording{
	{Pattern: "If [This] was kicked with its [cost] kicker, it enters the battlefield with N +1/+1 counters on it and with [keyword].",
		Example: "If ~ was kicked with its {1}{R} kicker, it enters the battlefield with two +1/+1 counters on it and with first strike.", Rule: "502.21b",
		g: gr(`if ~ was kicked with its @{mana-cost} kicker , {enters-with} {counters} on it and with @{letter-words}`),
		build: func(text string, m []string) ([]Ability, error) {
			given, err := keywordList(m[2])
			for i := range given {
				given[i].Text, given[i].Condition = text, KickedWith
				given[i].When = Cond{Quality: Quality{Text: strings.ToUpper(m[1])}}
			}
			return given, err
		}},
	{Pattern: "If [This] was kicked, it enters the battlefield with N +1/+1 counters on it and with \"[ability]\".",
		Example: "If ~ was kicked, it enters the battlefield with a +1/+1 counter on it and with \"~ can attack as though it didn't have defender.\"", Rule: "502.21b",
		g:     gr(`if ~ was kicked , {enters-with} {counters} on it and with @{quoted-inner}`),
		build: kickedWithQuoted},
	{Pattern: "If [This] was kicked, it enters the battlefield with [keyword] and with X +1/+1 counters on it, where X is the discarded card's mana value.",
		Example: "If ~ was kicked, it enters the battlefield with flying and with X +1/+1 counters on it, where X is the discarded card's mana value.", Rule: "502.21b",
		g: gr(`if ~ was kicked , {enters-with} @{letter-words} and with x +1/+1 counters on it , where x is the discarded card's ( mana value | converted mana cost )`),
		build: func(text string, m []string) ([]Ability, error) {
			given, err := keywordList(m[1])
			for i := range given {
				given[i].Text, given[i].Condition = text, Kicked
			}
			return given, err
		}},
	// Woolly Razorback: what it is while the ice counters it entered with
	// last. Its combat damage is prevented (419.7) and it has the keywords
	// while it has a counter of the kind, read from counters.
	{Pattern: "As long as [This] has a [kind] counter on it, prevent all combat damage it would deal and it has [keyword].",
		Example: "As long as ~ has an ice counter on it, prevent all combat damage it would deal and it has defender.", Rule: "419.7",
		g: gr(`as long as ~ has ( a | an ) @{word} counter on it, prevent all combat damage ( it | ~ ) would deal and ( it | ~ ) has @{letter-words}`),
		build: func(text string, m []string) ([]Ability, error) {
			given, err := keywordList(m[2])
			abs := append([]Ability{{Keyword: PreventBy}}, given...)
			for i := range abs {
				abs[i].Text, abs[i].Condition, abs[i].When = text, HasCounter, Cond{Quality: Quality{Text: m[1]}}
			}
			return abs, err
		}},
	{Pattern: "Domain - For each basic land type among lands you control, [This] has landwalk of that type.",
		Example: "Domain - For each basic land type among lands you control, ~ has landwalk of that type.", Rule: "502.6",
		g:     gr(`[ domain - ] for each basic land type among lands you control, ~ has landwalk of that type`),
		build: plain(DomainLandwalk)},
	{Pattern: "[This]'s power [and toughness are each | is] equal to [N plus] [the number of cards in your hand | your life total | the number of [kind] counters on it].",
		Example: "~'s power and toughness are each equal to the number of cards in your hand.", Rule: "418.5a",
		g:     gr(`~'s @( power and toughness are each | power is | toughness is ) equal to [ @{count} plus ] @( the number of cards in your hand | your life total | the number of @{word} counters on ( it | ~ ) )`),
		build: definedByFact},
	{Pattern: "[This]'s power [and toughness are each | is] equal to [N plus] the number of [other] [quality] [on the battlefield | you control | your opponents control].",
		Example: "~'s power and toughness are each equal to the number of Swamps you control.", Rule: "418.5a",
		g:     gr(`~'s @( power and toughness are each | power is | toughness is ) equal to [ @{count} plus ] the number of @[ other ] @{few-any} @[ on the battlefield | in play | you control | your opponents control | an opponent controls ]`),
		build: definedPowerToughness},
	{Pattern: "[This] enters the battlefield with a [kind] counter on it if you cast it from your hand.",
		Example: "~ enters the battlefield with a divinity counter on it if you cast it from your hand.", Rule: "418.5a",
		g:     gr(`~ ( enters the battlefield | comes into play ) with {a} {counter-kind} counter on it if you ( cast | played ) it from your hand`),
		build: plain(EntersWithCounter)},
}

// entersAsRows are the sentences of a choice made as the permanent
// entered: an option is "a 2/2 artifact creature with flying".
var entersAsRows = []wording{
	{Pattern: "As [This] enters the battlefield, it becomes your choice of a P/T [types] with [keyword], ... or a P/T [types] [in addition to its other types].",
		Example: "As ~ enters the battlefield, it becomes your choice of a 3/3 creature, a 2/2 creature with flying, or a 1/6 creature with defender.", Rule: "418.5b",
		g: gr(`as ~ ( enters the battlefield | comes into play ) , ( it | ~ ) becomes your choice of @{few-any} @[ in addition to its other types ]`),
		build: func(text string, m []string) ([]Ability, error) {
			var opts []Ability
			for _, part := range optionSplit.Split(m[1], -1) {
				o, err := enteringOption(part, "", m[2] != "")
				if err != nil {
					return nil, fmt.Errorf("%q: %v", text, err)
				}
				opts = append(opts, o)
			}
			if len(opts) < 2 {
				return nil, fmt.Errorf("%q: a choice of fewer than two options is not read", text)
			}
			return []Ability{{Keyword: EntersAsChosen, Text: text, Abilities: opts}}, nil
		}},
	{Pattern: "As [This] enters the battlefield, flip a coin. If the coin comes up heads, [This] enters the battlefield as a P/T creature with [keyword]. If it comes up tails, [This] enters the battlefield as a P/T creature with [keyword].",
		Example: "As ~ enters the battlefield, flip a coin. If the coin comes up heads, ~ enters the battlefield as a 5/2 creature with haste. If it comes up tails, ~ enters the battlefield as a 2/5 creature with defender.", Rule: "418.5b",
		g: gr(`as ~ ( enters the battlefield | comes into play ) , flip a coin . if the coin comes up heads , ~ ( enters the battlefield | comes into play ) as @{few-any} . if it comes up tails , ~ ( enters the battlefield | comes into play ) as @{few-any}`),
		build: func(text string, m []string) ([]Ability, error) {
			heads, err1 := enteringOption(m[1], "heads", false)
			tails, err2 := enteringOption(m[2], "tails", false)
			if err := errors.Join(err1, err2); err != nil {
				return nil, fmt.Errorf("%q: %v", text, err)
			}
			return []Ability{{Keyword: EntersAsChosen, Text: text, Abilities: []Ability{heads, tails}}}, nil
		}},
}

// optionSplit separates the options of a choice.
var optionSplit = regexp.MustCompile(`,(?: or)? `)

// option is one option of a choice as it entered: "a 2/2 artifact creature
// with flying".
var option = regexp.MustCompile(`^an? (\d+)/(\d+) ((?:[a-z]+ )*?(?:artifact )?creature)(?: with ([a-z ]+))?$`)

// enteringOption reads one option; name is what chosen calls it besides
// its power and toughness ("heads"), inAddition whether it keeps the
// permanent's other types.
func enteringOption(text, name string, inAddition bool) (Ability, error) {
	m := option.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return Ability{}, fmt.Errorf("%q is not an option the judge reads (a P/T [types] creature [with keywords])", text)
	}
	pt, err := boostOf("+"+m[1], "+"+m[2])
	if err != nil {
		return Ability{}, err
	}
	q, err := ParseQuality(m[3])
	if err != nil {
		return Ability{}, err
	}
	for _, t := range q.Terms {
		if (t.Kind != CardType && t.Kind != Subtype) || t.Not {
			return Ability{}, fmt.Errorf("%q: only card types and subtypes are read before \"creature\"", text)
		}
	}
	var given []Ability
	if m[4] != "" {
		if given, err = keywordList(m[4]); err != nil {
			return Ability{}, err
		}
	}
	label := m[1] + "/" + m[2]
	if name != "" {
		label = name
	}
	o := Ability{Keyword: EntersAs, Text: label, Power: pt.Power, Toughness: pt.Toughness, Abilities: given, Quality: q}
	if inAddition {
		o.N = 1
	}
	return o, nil
}

// definedPowerToughness reads a characteristic-defining ability that
// counts permanents: only qualities of types, colors, keywords and
// tapped are counted (one of power would depend on the count itself).
func definedPowerToughness(text string, m []string) ([]Ability, error) {
	n, err := plusNumber(m[2])
	if err != nil {
		return nil, err
	}
	counted := permanentNoun(m[4])
	if a, b, ok := strings.Cut(counted, " and "); ok && !strings.ContainsAny(counted, ",/") && !strings.Contains(b, " and ") {
		// "the number of Soldiers and Warriors": each permanent that is
		// either, counted once.
		counted = a + " and/or " + b
	}
	q, err := ParseQuality(counted)
	if err != nil {
		return nil, err
	}
	if !countable(q) {
		return nil, fmt.Errorf("%q: a count of permanents by their power, toughness or what else the quality names is not read", text)
	}
	whose := controllers[m[5]]
	a := Ability{Text: text, N: n, Quality: sharedNoun(q), Scope: Scope{Other: m[3] != ""}, When: Cond{Whose: whose}}
	return definedSides(m[1], a), nil
}

// definedByFact reads a characteristic-setting ability that counts the
// cards in its controller's hand, its controller's life or its own
// counters of a kind.
func definedByFact(text string, m []string) ([]Ability, error) {
	n, err := plusNumber(m[2])
	if err != nil {
		return nil, err
	}
	q := Quality{Text: "cards in your hand", Terms: []Term{{Kind: CardsInHand}}}
	switch {
	case m[3] == "your life total":
		q = Quality{Text: "your life total", Terms: []Term{{Kind: LifeTotal}}}
	case m[4] != "":
		q = Quality{Text: "counters on it", Terms: []Term{{Kind: CountersOnIt, Word: m[4]}}}
	}
	a := Ability{Text: text, N: n, Quality: q}
	return definedSides(m[1], a), nil
}

// plusNumber reads the "N plus" of "equal to N plus the number of ...",
// 0 when the line has none.
func plusNumber(s string) (int, error) {
	if s == "" {
		return 0, nil
	}
	return number(s)
}

// definedSides is a as the abilities that define power, toughness or both,
// as sides says ("power is", "toughness is", "power and toughness are").
func definedSides(sides string, a Ability) []Ability {
	var out []Ability
	if sides != "toughness is" {
		a.Keyword = DefinesPower
		out = append(out, a)
	}
	if sides != "power is" {
		a.Keyword = DefinesToughness
		out = append(out, a)
	}
	return out
}

// CountsFact is the term of what a characteristic-setting ability counts
// that is no permanent (cards in hand, life, counters on it), if any.
func CountsFact(a Ability) (Term, bool) {
	if (a.Keyword == DefinesPower || a.Keyword == DefinesToughness) && len(a.Quality.Terms) == 1 {
		if t := a.Quality.Terms[0]; t.Kind == CardsInHand || t.Kind == LifeTotal || t.Kind == CountersOnIt {
			return t, true
		}
	}
	return Term{}, false
}

// countable reports whether a quality names only types, colors, keywords
// and tapped, each decided before power and toughness are.
func countable(q Quality) bool {
	for _, t := range q.Terms {
		switch t.Kind {
		case Color, CardType, Supertype, Subtype, Colorless, Multicolored, Monocolored, WithKeyword, Tapped:
		default:
			return false
		}
	}
	for _, alt := range q.Any {
		if !countable(alt) {
			return false
		}
	}
	return true
}

// kickedWithQuoted reads the quoted ability a kicked permanent enters
// with: an ability of the permanent itself, under no condition of its own,
// that holds when the permanent was kicked.
func kickedWithQuoted(text string, m []string) ([]Ability, error) {
	inner := strings.TrimSuffix(strings.TrimSpace(m[1]), ".")
	given, err := parseSelf(text, inner)
	if err != nil {
		return nil, err
	}
	for i := range given {
		g := &given[i]
		if g.Condition != Always || g.Scope != (Scope{}) || g.Keyword == Grant || g.Keyword == Lose {
			return nil, fmt.Errorf("%q: only an ability of the permanent itself, under no condition, is read in quotes", text)
		}
		g.Condition = Kicked
	}
	return given, nil
}
