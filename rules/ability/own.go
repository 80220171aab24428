package ability

import (
	"regexp"
	"slices"
	"strings"
)

// This file holds the wordings a creature says of itself under a condition
// on the board or on a player ("~ has flying as long as you control a
// Dragon.", "~ can't attack unless you control more creatures than
// defending player."), and the keywords it has that are not board state
// (Ninjutsu). Its rows join the reader's tables in table.go.

// The keywords of this file. Append only: these are wire words.
const (
	// Ninjutsu is played from its owner's hand (402.9): on a permanent in
	// play it changes no declaration the judge checks.
	Ninjutsu Keyword = "ninjutsu"

	AttackOnlyWithStronger Keyword = "can't attack unless a creature with greater power also attacks"
	BlockOnlyWithStronger  Keyword = "can't block unless a creature with greater power also blocks"
	AttackOnlyWithQuality  Keyword = "can't attack unless a [quality] creature also attacks"
	BlockOnlyWithOthers    Keyword = "can't block unless N other creatures block"
	CantBlockStronger      Keyword = "can't block creatures with power greater than its own"
	WeakerCantBlock        Keyword = "creatures with power less than its power can't block it"
	BoostPer               Keyword = "gets +N/+N for each [quality]"
)

// AttacksDespiteDefender ("[This] can attack as though it didn't have
// defender") is global.go's, read there for Auras and walls too.

// The conditions on the board and on the players. Their details (the
// quality looked for, a number, a negation) are in Ability.When.
const (
	YouControl         Condition = iota + 100 // "as long as you control a [quality]"
	OpponentControls                          // "as long as an opponent controls a [quality]"
	DefenderControls                          // "if defending player controls a [quality]": decided per player attacked
	MoreThanDefender                          // "you control more [creatures/lands] than defending player"
	MoreThanAttacker                          // "you control more [creatures/lands] than attacking player"
	HandAtLeast                               // "as long as you have N or more cards in hand"
	HandAtMost                                // "as long as you have no cards in hand" (hellbent: N is 0)
	MoreCardsInHand                           // "as long as you have more cards in hand than each opponent"
	CreatureSpellCast                         // "unless you've cast a creature spell this turn"
	Equipped                                  // "as long as it's equipped": an Equipment is attached to it
	Untapped                                  // "as long as ~ is untapped"
	IsQuality                                 // "as long as it's a Wall": the permanent itself has the quality
	AttackingAlone                            // "as long as it's attacking alone"
	Kicked                                    // "if ~ was kicked": the permanent's kicked fact
	OnBattlefield                             // "if an enchantment is on the battlefield": any player's
	HasCounter                                // "as long as it has a divinity counter on it" (When.Quality.Text: the kind)
	DefenderSharedType                        // "defending player controls N or more creatures that share a creature type"
)

// ColorsYouControl is a term of a quality: "the colors of permanents you
// control", each color among the permanents the ability's controller
// controls.
const ColorsYouControl TermKind = 201

// OnDeclaration reports whether a condition is decided only once the
// attack is declared (the player attacked, attacking alone).
func (c Condition) OnDeclaration() bool {
	return c == DefenderControls || c == MoreThanDefender || c == AttackingAlone || c == DefenderSharedType
}

// OfItself reports whether a condition speaks of the permanent with the
// ability ("as long as it's equipped"): on an Aura's line about the
// enchanted creature, "it" would be that creature, which the judge does not
// read.
func (c Condition) OfItself() bool {
	switch c {
	case Attacking, Blocking, Enchanted, Equipped, Untapped, IsQuality, AttackingAlone, HasCounter, Kicked, KickedWith:
		return true
	}
	return false
}

// ownKeywordRows are the keywords of this file.
var ownKeywordRows = []wording{
	// Ninjutsu is an activated ability played from the hand (402.9): the
	// ninja is put onto the battlefield after blockers are declared, so a
	// creature in play with it attacks and blocks as any other. The seeds
	// do not define it; 402.9 is the nearest verified rule.
	{Pattern: "Ninjutsu [cost]", Example: "Ninjutsu {1}{U}", Rule: "402.9", g: gr(`ninjutsu {mana-cost}`), build: plain(Ninjutsu)},
}

// ownRows are the sentences of this file.
var ownRows = []wording{
	{Pattern: "[This] has protection from the colors of permanents you control.", Example: "~ has protection from the colors of permanents you control.", Rule: "502.7",
		g: gr(`~ has protection from the ( colors | colours ) of permanents you control`),
		build: func(text string, _ []string) ([]Ability, error) {
			return []Ability{{Keyword: Protection, Text: text, Quality: Quality{Text: "the colors of permanents you control", Terms: []Term{{Kind: ColorsYouControl}}}}}, nil
		}},
	{Pattern: "[This] gets +N/+N for each [other] [quality] [on the battlefield | you control | your opponents control].",
		Example: "~ gets +1/+1 for each other creature with flying on the battlefield.", Rule: "418.5a",
		g: gr(`~ gets @{boost} for each @[ other ] @{few-any} @[ on the battlefield | in play | you control | your opponents control | an opponent controls ]`),
		build: func(text string, m []string) ([]Ability, error) {
			boost, err := boostOf(m[1], m[2])
			if err != nil {
				return nil, err
			}
			q, err := ParseQuality(permanentNoun(m[4]))
			whose := controllers[m[5]]
			return []Ability{{Keyword: BoostPer, Text: text, Power: boost.Power, Toughness: boost.Toughness,
				Quality: sharedNoun(q), Scope: Scope{Other: m[3] != ""}, When: Cond{Whose: whose}}}, err
		}},
	{Pattern: "[This] can't attack unless a creature with greater power also attacks.", Example: "~ can't attack unless a creature with greater power also attacks.", Rule: "500.2",
		g: gr(`~ can't attack unless a creature with greater power also attacks`), build: plain(AttackOnlyWithStronger)},
	{Pattern: "[This] can't block unless a creature with greater power also blocks.", Example: "~ can't block unless a creature with greater power also blocks.", Rule: "500.3",
		g: gr(`~ can't block unless a creature with greater power also blocks`), build: plain(BlockOnlyWithStronger)},
	{Pattern: "[This] can't attack unless a [quality] creature also attacks.", Example: "~ can't attack unless a black or green creature also attacks.", Rule: "500.2",
		g: gr(`~ can't attack unless {a} @{few-quality-letters} creature also attacks`), build: qualified(AttackOnlyWithQuality)},
	{Pattern: "[This] can't block unless at least N other creatures block.", Example: "~ can't block unless at least two other creatures block.", Rule: "500.3",
		g: gr(`~ can't block unless at least @{count} other ( creature | creatures ) [ also ] ( block | blocks )`), build: count(BlockOnlyWithOthers)},
	{Pattern: "[This] can't block creatures with power greater than [This]'s power.", Example: "~ can't block creatures with power greater than ~'s power.", Rule: "500.3",
		g: gr(`~ can't block creatures with power greater than ( ~'s | its ) power`), build: plain(CantBlockStronger)},
	{Pattern: "Creatures with power less than [This]'s power can't block it.", Example: "Creatures with power less than ~'s power can't block it.", Rule: "500.3",
		g: gr(`creatures with power less than ( ~'s | its ) power can't block ( it | ~ )`), build: plain(WeakerCantBlock)},
	{Pattern: "[This] can't block or be blocked by [quality].", Example: "~ can't block or be blocked by creatures with power 2 or greater.", Rule: "500.3",
		g: gr(`~ can't block or be blocked by @{creatures}`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := ParseQuality(m[1])
			return []Ability{{Keyword: CantBlockQuality, Text: text, Quality: q}, {Keyword: CantBeBlockedBy, Text: text, Quality: q}}, err
		}},
	{Pattern: "[This] can block creatures with shadow as though they didn't have shadow.", Example: "~ can block creatures with shadow as though they didn't have shadow.", Rule: "502.8b",
		g: gr(`~ can block creatures with shadow as though they didn't have shadow`), build: plain(BlocksShadowAsThough)},
	// A card with two kickers ("If ~ was kicked with its {G} kicker, ...")
	// is not read: kicked says whether it was kicked, not with which.
	{Pattern: "If [This] was kicked, it enters the battlefield with N +1/+1 counters on it and with [keyword].",
		Example: "If ~ was kicked, it enters the battlefield with two +1/+1 counters on it and with flying.", Rule: "418.5a",
		g: gr(`if ~ was kicked , {enters-with} ( {counters} on it and with @{letter-words} | @{letter-words} and with {counters} on it )`),
		build: func(text string, m []string) ([]Ability, error) {
			given, err := keywordList(m[1] + m[2])
			for i := range given {
				given[i].Condition = Kicked
			}
			return given, err
		}},
}

// readCondition reads a condition; ok is false when no row matches. It is
// reader.go's readConditionRows, set in table.go's init, as the rows can't
// name the table that holds them.
var readCondition func(s string) (Condition, Cond, bool, error)

// parseOwn is the hook through which parseNormalized reads a sentence under
// a condition of this file; set in table.go's init, as the reader can't name itself
// while it is built.
var parseOwn func(text, norm, name string) ([]Ability, bool, error)

// conditionRow is one condition read: a pattern and what it becomes from
// its submatches.
type conditionRow struct {
	g     *production
	build func(m []string) (Condition, Cond, error)
}

// boardConditionRows are the conditions read, each a pattern and what it
// becomes from its submatches.
var boardConditionRows = []conditionRow{
	{gr(`you control @( no | a | an ) @{any}`), controlled(YouControl)},
	{gr(`you control another @{any}`), func(m []string) (Condition, Cond, error) {
		q, err := ParseQuality(permanentNoun(m[1]))
		return YouControl, Cond{Quality: sharedNoun(q), Whose: "other"}, err
	}},
	{gr(`@( no | an ) opponent controls {a} @{any}`), controlled(OpponentControls)},
	{gr(`defending player controls @( no | a | an ) @{any}`), controlled(DefenderControls)},
	{gr(`defending player controls @{count} or more creatures that share a creature type`), func(m []string) (Condition, Cond, error) {
		n, err := number(m[1])
		return DefenderSharedType, Cond{N: n}, err
	}},
	{gr(`you control more @( creatures | lands ) than @( defending | attacking ) player`), func(m []string) (Condition, Cond, error) {
		q, err := ParseQuality(m[1])
		c := MoreThanDefender
		if m[2] == "attacking" {
			c = MoreThanAttacker
		}
		return c, Cond{Quality: q}, err
	}},
	{gr(`you have no cards in hand`), func([]string) (Condition, Cond, error) { return HandAtMost, Cond{}, nil }},
	{gr(`you have @{count} or more cards in hand`), func(m []string) (Condition, Cond, error) {
		n, err := number(m[1])
		return HandAtLeast, Cond{N: n}, err
	}},
	{gr(`you have more cards in hand than each opponent`), func([]string) (Condition, Cond, error) { return MoreCardsInHand, Cond{}, nil }},
	{gr(`you've cast a creature spell this turn`), func([]string) (Condition, Cond, error) { return CreatureSpellCast, Cond{}, nil }},
	{gr(`( it's | it is | ~ is ) @( attacking | blocking | enchanted )`), func(m []string) (Condition, Cond, error) {
		return map[string]Condition{"attacking": Attacking, "blocking": Blocking, "enchanted": Enchanted}[m[1]], Cond{}, nil
	}},
	{gr(`( ( there's | there is ) @( a | an | another ) @{any} ( on the battlefield | in play ) | {a} @{any} is ( on the battlefield | in play ) )`), func(m []string) (Condition, Cond, error) {
		q, err := ParseQuality(permanentNoun(m[2] + m[3]))
		whose := ""
		if m[1] == "another" {
			whose = "other"
		}
		return OnBattlefield, Cond{Quality: sharedNoun(q), Whose: whose}, err
	}},
	{gr(`( it | ~ ) has @( no | a | an ) @{word} ( counter | counters ) on it`), func(m []string) (Condition, Cond, error) {
		return HasCounter, Cond{Quality: Quality{Text: m[2]}, Not: m[1] == "no"}, nil
	}},
	{gr(`( it's | it is | ~ is ) equipped`), func([]string) (Condition, Cond, error) { return Equipped, Cond{}, nil }},
	{gr(`( it's | it is | ~ is ) untapped`), func([]string) (Condition, Cond, error) { return Untapped, Cond{}, nil }},
	{gr(`( it's | it is | ~ is ) attacking alone`), func([]string) (Condition, Cond, error) { return AttackingAlone, Cond{}, nil }},
	{gr(`( it's | it is | ~ is ) {a} @{hyphen-word}`), func(m []string) (Condition, Cond, error) {
		if m[1] == "attacking" || m[1] == "blocking" || m[1] == "enchanted" {
			return 0, Cond{}, errUnknown
		}
		q, err := ParseQuality(m[1])
		return IsQuality, Cond{Quality: q}, err
	}},
	{gr(`seven or more cards are in your graveyard`), func([]string) (Condition, Cond, error) { return Threshold, Cond{}, nil }},
}

// controlled builds a condition on what a player controls: "a Dragon",
// "no untapped lands", "no opponent controls a white or black creature".
func controlled(c Condition) func(m []string) (Condition, Cond, error) {
	return func(m []string) (Condition, Cond, error) {
		q, err := ParseQuality(permanentNoun(m[2]))
		return c, Cond{Quality: sharedNoun(q), Not: m[1] == "no"}, err
	}
}

// controllers are whose permanents a count reads: "you control",
// "your opponents control"; absent, every player's.
var controllers = map[string]string{"you control": "you", "your opponents control": "opponents", "an opponent controls": "opponents"}

// permanentNoun drops the word "permanent(s)" after the words of a quality
// ("a black permanent"): every thing a player controls is a permanent, so
// the word adds nothing to the others.
func permanentNoun(s string) string {
	if rest, ok := strings.CutSuffix(s, " permanents"); ok && rest != "" {
		return rest
	}
	if rest, ok := strings.CutSuffix(s, " permanent"); ok && rest != "" {
		return rest
	}
	return s
}

// sharedNoun keeps the noun of a quality of permanents a player controls:
// the quality reader drops "creature" beside other words (the subject of
// its other uses is always creatures), but "you control a blue creature"
// is not "you control a blue permanent". Each alternative that names no
// card type is made a creature's when the text says "creature": "a white
// or blue creature" is a white creature or a blue creature.
func sharedNoun(q Quality) Quality {
	if !creatureWord.MatchString(q.Text) {
		return q
	}
	isType := func(t Term) bool { return t.Kind == CardType && !t.Not }
	add := func(terms []Term) []Term {
		if slices.ContainsFunc(terms, isType) {
			return terms
		}
		return append(slices.Clone(terms), Term{Kind: CardType, Word: "creature"})
	}
	if len(q.Any) == 0 {
		q.Terms = add(q.Terms)
		return q
	}
	q.Any = slices.Clone(q.Any)
	for i := range q.Any {
		q.Any[i].Terms = add(q.Any[i].Terms)
	}
	return q
}

var creatureWord = regexp.MustCompile(`\bcreatures?\b`)

// andList writes the "and" of a list of keywords as a comma: "flying and
// trample", "flying, first strike, and trample" → "flying, first strike,
// trample".
func andList(s string) string { return andWord.ReplaceAllString(s, ", ") }

var andWord = regexp.MustCompile(`,? and `)
