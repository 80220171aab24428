package ability

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// This file reads the lines that give a creature other text (issue 12):
// a list of what a creature "gets", "is" and "has" under one condition
// ("Threshold - As long as seven or more cards are in your graveyard, ~
// gets +3/+3, is black, has trample, and has \"...\"."), a quoted ability
// given ("~ has \"Whenever ~ deals combat damage, you gain 3 life.\"",
// "All Slivers have \"{T}: ...\""), a keyword for each of several
// conditions (Tribal Golem), and lines that do nothing while the card is
// in play (Valor: it works from a graveyard). Its rows join the reader's
// global rows in table.go, ahead of them.
//
// A quoted ability is read exactly as the judge reads that text written as
// a line of its own (502.23a: threshold gives its text as such an
// ability): a trigger the combat walk reads is read; an activated ability
// changes nothing the judge decides (the judge activates nothing: what an
// activation did is written on the permanent, as for the era's "~ has
// \"{T}: ...\"" lines read in global.go); any other is refused, naming it,
// and the card reader reports it among the ignored lines with its reason
// (SplitQuoted), keeping the rest of the line.

// The keywords of this file. Append only: these are wire words.
const (
	// ColorIs is "~ is black": a color-changing effect, applied in the
	// layer of 418.5a that changes colors, before abilities are given and
	// power and toughness change. Quality is the color.
	ColorIs Keyword = "is [color]"
	// WhenDealsCombatDamage is "Whenever ~ deals combat damage, [effect]":
	// once for the combat damage it deals at once, whatever its recipients.
	WhenDealsCombatDamage Keyword = "whenever ~ deals combat damage"
	// InGraveyardOnly is a line that works only while its card is in a
	// graveyard ("As long as Valor is in your graveyard and you control a
	// Plains, creatures you control have first strike."): abilities work
	// only while their permanent is in play unless they say otherwise
	// (402.8), and a permanent on the board is in play, so on it the line
	// changes nothing. Abilities holds what it gives from the graveyard.
	InGraveyardOnly Keyword = "works only while ~ is in a graveyard"
)

// quotedText is a quoted ability in a normalized line.
var quotedText = regexp.MustCompile(`"([^"]*)"|“([^”]*)”`)

// activatedText is a quoted ability that is an activated ability: a cost,
// a colon, the effect.
var activatedText = regexp.MustCompile(`^(?:\{[^}]*\}|sacrifice|unattach|tap|untap|discard|pay|remove|return|put)[^":]*: `)

// grantedRows are the wordings of this file.
var grantedRows = []wording{
	{Pattern: "[This] gets +N/+N, is [color], has [keywords], and has \"[ability]\".",
		Example: "~ gets +3/+3, is black, has trample, and has \"{T}: ~ deals 1 damage to target attacking or blocking creature.\"", Rule: "418.5a",
		g: gr(`~ @( ( gets | is | has ) {any} )`), build: predicateList},
	{Pattern: "[This] has [keyword] as long as [condition], [keyword] as long as [condition], ..., and \"[ability]\" as long as [condition].",
		Example: "~ has trample as long as you control a Beast, haste as long as you control a Goblin, and \"{B}: Regenerate ~\" as long as you control a Zombie.", Rule: "418.5a",
		g: gr(`~ has @( {any} as long as {any} as long as {any} )`), build: keywordClauses},
	{Pattern: "[Quality] creatures have \"[activated ability]\".", Example: "All Slivers have \"{T}: ~ deals 1 damage to target attacking or blocking creature.\"", Rule: "418.5a",
		g: gr(`@[ other ] [ all ] @{lord-subject} @[ you control ] have @{quoted}`),
		build: func(text string, m []string) ([]Ability, error) {
			q := unquote(m[4])
			if !activatedText.MatchString(q) {
				return nil, errUnknown // a keyword in quotes: the grant rows read it
			}
			return subjectAbility(text, Grant, m[2], Scope{YouControl: m[3] != "", Other: m[1] != ""}, []Ability{{Keyword: NotCombat, Text: m[0]}}) // as written, normalized
		}},
	{Pattern: "As long as [This] is in your graveyard [and you control a [quality]], [an ability].",
		Example: "As long as ~ is in your graveyard and you control a Plains, creatures you control have first strike.", Rule: "402.8",
		g: gr(`as long as ~ is in your graveyard [ and @{few-any} ] , @{any}`),
		build: func(text string, m []string) ([]Ability, error) {
			// Read whole, so every word is understood, though on a
			// permanent in play none of it applies.
			if m[1] != "" {
				if _, _, ok, err := readCondition(m[1]); !ok || err != nil {
					return nil, fmt.Errorf("%q: the condition %q is not one the judge reads", text, m[1])
				}
			}
			given, err := parseSelf(m[0], m[2])
			if err != nil {
				return nil, err
			}
			return []Ability{{Keyword: InGraveyardOnly, Text: text, Abilities: given}}, nil
		}},
	{Pattern: "[This] doesn't untap during your untap step if it attacked during your last turn.", Example: "~ doesn't untap during your untap step if it attacked during your last turn.", Rule: "408.2g",
		// The untap step is not part of combat, and a board says what is
		// tapped: the line changes no answer of the judge.
		g: gr(`~ doesn't untap during your untap step [ if ( it | ~ ) attacked during your last turn ]`), build: plain(NotCombat)},
}

// combatDamageTrigger is the row of "Whenever ~ deals combat damage".
var combatDamageTrigger = trigger("Whenever [This] deals combat damage, [effect].", "Whenever ~ deals combat damage, you gain 3 life.", WhenDealsCombatDamage, `~ deals combat damage`)

// unquote takes the quotes and a final period off a quoted ability.
func unquote(q string) string {
	q = strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(q, `"`), "“"), `"`)
	q = strings.TrimSuffix(q, "”")
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(q), "."))
}

// quotedAbility reads a quoted ability, normalized, as the judge reads it
// written as a line of its own.
func quotedAbility(q string) ([]Ability, error) {
	// A combat trigger, or Instill Furor's end step trigger, as the
	// triggers a lord or an Aura gives are read (triggers_effects.go).
	if abs, ok, err := quotedTrigger(q); ok && err == nil {
		return abs, nil
	}
	q = unquote(q)
	if activatedText.MatchString(q) {
		return []Ability{{Keyword: NotCombat, Text: q}}, nil
	}
	abs, err := parseSelf(q, q)
	if err != nil {
		return nil, fmt.Errorf("the ability given in quotes, %q, is not one the judge reads (%w)", q, err)
	}
	return abs, nil
}

// hideQuotes writes each quoted ability as a placeholder, so that the
// commas and "and"s inside it do not split a list; the placeholders are
// "\x00N\x00", N the quote's index.
func hideQuotes(s string) (string, []string) {
	var quotes []string
	out := quotedText.ReplaceAllStringFunc(s, func(q string) string {
		quotes = append(quotes, q)
		return fmt.Sprintf("\x00%d\x00", len(quotes)-1)
	})
	return out, quotes
}

// showQuotes puts the quoted abilities back.
func showQuotes(s string, quotes []string) string {
	for i, q := range quotes {
		s = strings.ReplaceAll(s, fmt.Sprintf("\x00%d\x00", i), q)
	}
	return s
}

// conditionWords are the words that put an item under a condition.
var conditionWords = regexp.MustCompile(` (?:as long as|if|unless) `)

// listBreak separates the items of a list: "a, b, and c", "a and b".
var listBreak = regexp.MustCompile(`,? and |, `)

// predicate is one item of what a creature gets, is or has.
var (
	predGets = regexp.MustCompile(`^gets ([+-]\d+)/([+-]\d+)$`)
	predIs   = regexp.MustCompile(`^is (white|blue|black|red|green)$`)
	predHas  = regexp.MustCompile(`^has (.+)$`)
)

// predicateList reads "~ gets +3/+3, is black, has trample, and has
// \"...\"": each item one effect on the creature itself. It takes only a
// list the other rows do not: one with a color, a quoted ability, or
// three items or more.
func predicateList(text string, m []string) ([]Ability, error) {
	list, quotes := hideQuotes(m[1])
	if conditionWords.MatchString(list) {
		return nil, errUnknown // under a condition: the condition readers split it first
	}
	items := listBreak.Split(list, -1)
	if len(quotes) == 0 && !slices.ContainsFunc(items, func(it string) bool { return strings.HasPrefix(it, "is ") }) {
		return nil, errUnknown // no color and no quoted ability: the other rows read it
	}
	var out []Ability
	for k := 0; k < len(items); k++ {
		item := items[k]
		switch {
		case predGets.MatchString(item):
			p := predGets.FindStringSubmatch(item)
			boost, err := boostOf(p[1], p[2])
			if err != nil {
				return nil, err
			}
			out = append(out, boost)
		case predIs.MatchString(item):
			c := predIs.FindStringSubmatch(item)[1]
			out = append(out, Ability{Keyword: ColorIs, Text: text, Quality: Quality{Text: c, Terms: []Term{{Kind: Color, Word: c}}}})
		case predHas.MatchString(item):
			// "has flying, first strike" or "has flying and trample": the
			// keywords that follow without a verb are this item's.
			words := predHas.FindStringSubmatch(item)[1]
			for k+1 < len(items) && !startsPredicate(items[k+1]) {
				k++
				words += ", " + items[k]
			}
			given, err := hasItems(words, quotes)
			if err != nil {
				return nil, fmt.Errorf("%q: %w", text, err)
			}
			for i := range given {
				if given[i].Keyword == NotCombat {
					given[i].Text = text // the line that gives it, as global.go's quoted row
				}
			}
			out = append(out, given...)
		default:
			return nil, errUnknown
		}
	}
	return out, nil
}

// startsPredicate reports whether a list item begins a new predicate.
func startsPredicate(item string) bool {
	return strings.HasPrefix(item, "gets ") || strings.HasPrefix(item, "is ") || strings.HasPrefix(item, "has ")
}

// hasItems reads what follows "has": keywords and quoted abilities, a
// comma list.
func hasItems(words string, quotes []string) ([]Ability, error) {
	var out []Ability
	for _, part := range splitKeywords(andList(words)) {
		if q, ok := placeholder(part, quotes); ok {
			abs, err := quotedAbility(q)
			if err != nil {
				return nil, err
			}
			out = append(out, abs...)
			continue
		}
		given, err := keywordList(part)
		if err != nil {
			return nil, err
		}
		out = append(out, given...)
	}
	return out, nil
}

// placeholder reports whether part is a hidden quoted ability, and which.
func placeholder(part string, quotes []string) (string, bool) {
	var i int
	if n, err := fmt.Sscanf(part, "\x00%d\x00", &i); err != nil || n != 1 || i < 0 || i >= len(quotes) || part != fmt.Sprintf("\x00%d\x00", i) {
		return "", false
	}
	return quotes[i], true
}

// keywordClauses reads "~ has trample as long as you control a Beast,
// haste as long as you control a Goblin, ..., and \"{B}: Regenerate ~\" as
// long as you control a Zombie": each clause a keyword (or a quoted
// ability) under its own condition.
func keywordClauses(text string, m []string) ([]Ability, error) {
	list, quotes := hideQuotes(m[1])
	var out []Ability
	for _, clause := range listBreak.Split(list, -1) {
		if !strings.Contains(clause, " as long as ") {
			return nil, errUnknown
		}
		clause = strings.TrimPrefix(clause, "has ")
		abs, ok, err := parseOwn(text, "~ has "+showQuotes(clause, quotes), "")
		switch {
		case err != nil:
			return nil, err
		case !ok:
			return nil, fmt.Errorf("%q: %q has no condition the judge reads", text, clause)
		}
		out = append(out, abs...)
	}
	return out, nil
}

// colorAllowed reports whether a color change may hold under condition c: those
// that read no permanent's color, so that colors are settled before any
// condition that reads them is decided (418.5a: colors first).
func colorAllowed(c Condition) bool {
	switch c {
	case Always, Threshold, Enchanted, Equipped, Untapped, HandAtLeast, HandAtMost, MoreCardsInHand, CreatureSpellCast, Kicked, HasCounter:
		return true
	}
	return false
}

// CheckColorCondition refuses a color change under a condition that reads
// the board's permanents or the declaration: which permanents are black
// would then depend on itself.
func CheckColorCondition(text string, c Condition, a Ability) error {
	if a.Keyword == ColorIs && !colorAllowed(c) {
		return fmt.Errorf("%q: a color change under a condition on the permanents in play or on the declaration is not read", text)
	}
	return nil
}

// QuotedError reads a quoted ability of a line about the permanent named
// name as the judge reads it given in quotes (an activated ability changes
// nothing; any other is read as a line of its own), and answers the error
// that refuses it, or nil.
func QuotedError(q, name string) error {
	_, err := quotedAbility(normalize(q, name))
	return err
}

// The condition of Escaped Shapeshifter's line, and its terms. Append
// only.
const (
	// OpponentHasIt is "as long as an opponent controls a creature with
	// [keyword] not named ~, ~ has [keyword]": When.Quality says what the
	// creature looked for has. It is decided once the abilities layer is
	// done: what it looks for is an ability other effects may give (418.5c).
	OpponentHasIt Condition = iota + 400
)

// The terms of the quality OpponentHasIt looks for.
const (
	// NotNamedSelf is "not named ~": a name other than the name of the
	// permanent with the ability. Word: "not named ~".
	NotNamedSelf TermKind = iota + 400
	// WithProtectionFrom is "with protection from [color]": a protection
	// from exactly that color. Word: "protection from red".
	WithProtectionFrom
)

// sameIsTrueRow is Escaped Shapeshifter's line.
var sameIsTrueRow = wording{Pattern: "As long as an opponent controls a creature with [keyword] not named [This], [This] has [keyword]. The same is true for [keywords] [and protection from any color].",
	Example: "As long as an opponent controls a creature with flying not named ~, ~ has flying. The same is true for first strike, trample, and protection from any color.", Rule: "418.5a",
	g: gr(`as long as an opponent controls a creature with @{few-letter-words} not named ~ , ~ has @{few-letter-words} [ . the same is true for @{any} ]`), build: sameIsTrue}

// sameIsTrue reads Escaped Shapeshifter's line: for the keyword named and
// each one "the same is true for", ~ has it as long as an opponent controls
// a creature with it not named ~; "protection from any color" is each
// color's protection, looked for color by color.
func sameIsTrue(text string, m []string) ([]Ability, error) {
	if m[1] != m[2] {
		return nil, fmt.Errorf("%q: the keyword looked for and the keyword had differ", text)
	}
	items := []string{m[1]}
	if m[3] != "" {
		items = append(items, splitKeywords(andList(m[3]))...)
	}
	notNamed := Term{Kind: NotNamedSelf, Word: "not named ~"}
	var out []Ability
	for _, item := range items {
		if item == "protection from any color" {
			for _, c := range ColorWords {
				q, _ := ParseQuality(c)
				looked := Quality{Text: "creature with protection from " + c + " not named ~",
					Terms: []Term{{Kind: CardType, Word: "creature"}, {Kind: WithProtectionFrom, Word: "protection from " + c}, notNamed}}
				out = append(out, Ability{Keyword: Protection, Text: text, Quality: q, Condition: OpponentHasIt, When: Cond{Quality: looked}})
			}
			continue
		}
		k := Keyword(item)
		if !slices.Contains(withKeywords, k) {
			return nil, fmt.Errorf("%q: %q is not a keyword the judge looks for on other creatures", text, item)
		}
		abs, err := parseKeyword(text, item)
		if err != nil {
			return nil, err
		}
		looked := Quality{Text: "creature with " + item + " not named ~",
			Terms: []Term{{Kind: CardType, Word: "creature"}, {Kind: WithKeyword, Word: item}, notNamed}}
		for i := range abs {
			abs[i].Condition, abs[i].When = OpponentHasIt, Cond{Quality: looked}
		}
		out = append(out, abs...)
	}
	return out, nil
}

// grantedIntervening refuses an ability a permanent gives in quotes under
// a condition the board decides only for a permanent's own lines: a
// quoted trigger with an intervening "if" (410.8: "Enchanted creature has
// \"Whenever this creature deals combat damage to a player, if you have
// no cards in hand, ...\""), a quoted "as long as you have seven or more
// cards in hand, ...". The board gives a granted ability only under the
// conditions of grantedUnder (rules/global.go): always, enchanted, while
// attacking or blocking, until it attacks, with a counter, against the
// player attacked ("as long as defending player controls ..."). Any other was
// accepted and dropped without a word; fail closed.
func grantedIntervening(text string, abs []Ability) error {
	for _, a := range abs {
		if a.Keyword != Grant {
			continue
		}
		for _, g := range a.Abilities {
			switch g.Condition {
			case Always, Enchanted, NotAttacking, AttackingYou, Attacking, Blocking, HasCounter, DefenderControls:
				continue
			}
			return fmt.Errorf("%q: an ability given to other creatures under a condition of its own (an intervening \"if\", 410.8, or \"as long as ...\" on the cards in hand or the board) is not read; write it on the creature that has it", text)
		}
	}
	return nil
}
