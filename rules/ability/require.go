package ability

import (
	"fmt"
	"strings"
)

// This file holds the requirements to attack that hold only under the
// declaration itself (500.1: a creature "must attack if some condition is
// met"): Viashino Bey, Ekundu Cyclops, War's Toll, Magnetic Web. Whether
// each is in force depends on which creatures the declaration makes attack,
// so the judge counts each one under its own condition (rules/require.go).
// Its rows join the reader's table in table.go.

// The keywords of this file. Append only: these are wire words.
const (
	// CreaturesYouControlAttack is "all creatures you control attack if
	// able", said under ThisAttacks (Viashino Bey).
	CreaturesYouControlAttack Keyword = "all creatures you control attack if able"
	// AlsoAttacks is "~ also attacks if able", said under
	// AnotherYouControlAttacks (Ekundu Cyclops).
	AlsoAttacks Keyword = "~ also attacks if able"
	// PlayersCreaturesAttack is "all creatures that opponent controls attack
	// if able", said under OpponentCreatureAttacks (War's Toll).
	PlayersCreaturesAttack Keyword = "all creatures that opponent controls attack if able"
	// CounterCreaturesAttack is "all creatures with [kind] counters on them
	// attack if able", said under CounterCreatureAttacks (Magnetic Web); the
	// kind is When.Quality.Text.
	CounterCreaturesAttack Keyword = "all creatures with [kind] counters on them attack if able"
)

// The costs of this file (308.2d, 309.2b): what a creature's own attack or
// block costs its controller. Append only: these are wire words.
const (
	// AttackCostPerCounter is "~ can't attack unless you pay {N} for each
	// +1/+1 counter on it" (Phyrexian Marauder): N per counter.
	AttackCostPerCounter Keyword = "can't attack unless its controller pays {N} for each +1/+1 counter on it"
	// BlockCostPerCounter is the same for blocking (Myr Prototype).
	BlockCostPerCounter Keyword = "can't block unless its controller pays {N} for each +1/+1 counter on it"
	// AttackSacrifice is "~ can't attack unless you sacrifice N [quality]"
	// (Exalted Dragon: a land; Leviathan: two Islands).
	AttackSacrifice Keyword = "can't attack unless its controller sacrifices N [quality]"
	// BlockCostQuality is "~ can't block [quality] unless you pay {N}"
	// (Hipparion): N for each attacker of the quality it blocks.
	BlockCostQuality Keyword = "can't block [quality] unless its controller pays {N}"
	// AttackCostPerHand and BlockCostPerHand are "~ can't attack or block
	// unless its controller pays {N} for each card in your hand" (Cowed by
	// Wisdom, an Aura): "your" is the controller of the permanent the line
	// is written on (the Aura's), whose hand is players[].hand.
	AttackCostPerHand Keyword = "can't attack unless its controller pays {N} for each card in your hand"
	BlockCostPerHand  Keyword = "can't block unless its controller pays {N} for each card in your hand"
	// AttackCostPerQuality and BlockCostPerQuality are "~ can't attack or
	// block unless its controller pays {N} for each [quality] in play"
	// (the ability Whipgrass Entangler gives): N for each permanent of the
	// quality in play, whoever controls it.
	AttackCostPerQuality Keyword = "can't attack unless its controller pays {N} for each [quality] in play"
	BlockCostPerQuality  Keyword = "can't block unless its controller pays {N} for each [quality] in play"
)

// MustBeBlockedByOne is Nacatl War-Pride's requirement (500.3): "~ must be
// blocked by exactly one creature if able".
const MustBeBlockedByOne Keyword = "must be blocked by exactly one creature if able"

// PowerOverHandCantAttack is Ensnaring Bridge's restriction (500.2):
// "Creatures with power greater than the number of cards in your hand can't
// attack", "your" its controller's hand (players[].hand).
const PowerOverHandCantAttack Keyword = "creatures with power greater than the number of cards in your hand can't attack"

// AttackOnlyIfDefenderActed is Arboria's restriction (500.2): "Creatures
// can't attack a player unless that player cast a spell or put a nontoken
// permanent into play during his or her last turn", read from
// players[].cast_or_played_last_turn of the player attacked.
const AttackOnlyIfDefenderActed Keyword = "creatures can't attack a player unless that player cast a spell or put a nontoken permanent into play during his or her last turn"

// SanctuaryAttackers is Island Sanctuary's restriction (500.2) on
// attacking its controller, in force when that player skipped the draw of
// their last draw step with it (players[].skipped_draw): only creatures with
// flying or islandwalk may attack them. The line's first sentence, the
// replacement of the draw, is read as that fact.
const SanctuaryAttackers Keyword = "if its controller skipped their draw with it, its controller can't be attacked except by creatures with flying and/or islandwalk"

// handRows are read before the restrictions on "[quality] creatures",
// whose pattern would take the sentence and not read its quality.
var handRows = []wording{
	{Pattern: "If you would draw a card during your draw step, instead you may skip that draw. If you do, until your next turn, you can't be attacked except by creatures with flying and/or islandwalk.",
		Example: "If you would draw a card during your draw step, instead you may skip that draw. If you do, until your next turn, you can't be attacked except by creatures with flying and/or islandwalk.", Rule: "500.2",
		g:     gr(`if you would draw a card during your draw step, instead you may skip that draw. if you do, until your next turn, you can't be attacked except by creatures with flying and/or islandwalk`),
		build: plain(SanctuaryAttackers)},
	{Pattern: "Creatures can't attack a player unless that player cast a spell or put a nontoken permanent into play during his or her last turn.",
		Example: "Creatures can't attack a player unless that player cast a spell or put a nontoken permanent into play during his or her last turn.", Rule: "500.2",
		g:     gr(`creatures can't attack a player unless that player cast a spell or put a nontoken permanent ( into play | onto the battlefield ) during ( his or her | their ) last turn`),
		build: plain(AttackOnlyIfDefenderActed)},
	{Pattern: "[This] must be blocked by exactly one creature if able.", Example: "~ must be blocked by exactly one creature if able.", Rule: "500.3",
		g: gr(`~ must be blocked by exactly one creature [ each ( turn | combat ) ] if able`), build: plain(MustBeBlockedByOne)},
	{Pattern: "Creatures with power greater than the number of cards in your hand can't attack.", Example: "Creatures with power greater than the number of cards in your hand can't attack.", Rule: "500.2",
		g: gr(`[ all ] creatures with power greater than the number of cards in your hand can't attack`), build: plain(PowerOverHandCantAttack)},
}

// The conditions of this file: each is met by the declaration of
// attackers, never by the board alone.
const (
	ThisAttacks              Condition = iota + 600 // "if ~ attacks"
	AnotherYouControlAttacks                        // "if a creature you control attacks" (another one: "~ also attacks")
	OpponentCreatureAttacks                         // "if a creature an opponent controls attacks"
	CounterCreatureAttacks                          // "if a creature with a [kind] counter on it attacks"
)

// DeclaredCondition reports whether a condition is one of this file's:
// met or not by which creatures the declaration of attackers makes attack.
func (c Condition) DeclaredCondition() bool {
	return c >= ThisAttacks && c <= CounterCreatureAttacks
}

// requireRows are the sentences of this file.
var requireRows = []wording{
	{Pattern: "If [This] attacks, all creatures you control attack if able.", Example: "If ~ attacks, all creatures you control attack if able.", Rule: "500.2",
		g: gr(`if ~ attacks, all creatures you control attack if able`), build: conditionedOn(CreaturesYouControlAttack, ThisAttacks, "")},
	{Pattern: "If a creature you control attacks, [This] also attacks if able.", Example: "If a creature you control attacks, ~ also attacks if able.", Rule: "500.2",
		g: gr(`if a creature you control attacks, ~ also attacks if able`), build: conditionedOn(AlsoAttacks, AnotherYouControlAttacks, "")},
	{Pattern: "If a creature an opponent controls attacks, all creatures that opponent controls attack if able.",
		Example: "If a creature an opponent controls attacks, all creatures that opponent controls attack if able.", Rule: "500.2",
		g: gr(`if a creature an opponent controls attacks, all creatures that ( opponent | player ) controls attack if able`), build: conditionedOn(PlayersCreaturesAttack, OpponentCreatureAttacks, "")},
	// The counter's kind is taken as written; the board's counters map
	// names it (permanents[].counters).
	{Pattern: "If a creature with a [kind] counter on it attacks, all creatures with [kind] counters on them attack if able.",
		Example: "If a creature with a magnet counter on it attacks, all creatures with magnet counters on them attack if able.", Rule: "500.2",
		g: gr(`if a creature with ( a | an ) @{word} counter on it attacks, all creatures with @{word} counters on them attack if able`),
		build: func(text string, m []string) ([]Ability, error) {
			if m[1] != m[2] {
				return nil, fmt.Errorf("%q: the counters looked for and the creatures required differ", text)
			}
			return conditionedOn(CounterCreaturesAttack, CounterCreatureAttacks, m[1])(text, m)
		}},
}

// costRows are the costs of this file. "You" is the creature's controller,
// who declares it and pays.
var costRows = []wording{
	{Pattern: "[This] can't attack unless you pay {N} for each +1/+1 counter on it.", Example: "~ can't attack unless you pay {1} for each +1/+1 counter on it.", Rule: "308.2d",
		g: gr(`~ can't attack unless you pay @{mana-number} for each +1/+1 counter on ( it | ~ )`), build: count(AttackCostPerCounter)},
	{Pattern: "[This] can't attack or block unless you pay {N} for each +1/+1 counter on it.", Example: "~ can't attack or block unless you pay {1} for each +1/+1 counter on it.", Rule: "308.2d",
		g: gr(`~ can't attack or block unless you pay @{mana-number} for each +1/+1 counter on ( it | ~ )`),
		build: func(text string, m []string) ([]Ability, error) {
			n, err := number(m[1])
			return []Ability{{Keyword: AttackCostPerCounter, Text: text, N: n}, {Keyword: BlockCostPerCounter, Text: text, N: n}}, err
		}},
	{Pattern: "[This] can't attack unless you sacrifice a land / N [land type]s.", Example: "~ can't attack unless you sacrifice two Islands.", Rule: "308.2d",
		g: gr(`~ can't attack unless you sacrifice @( a | an | {count} ) @{singular}`),
		build: func(text string, m []string) ([]Ability, error) {
			n := 1
			if m[1] != "a" && m[1] != "an" {
				var err error
				if n, err = number(m[1]); err != nil || n < 1 {
					return nil, fmt.Errorf("%q: the number of permanents to sacrifice must be 1 or more", text)
				}
			}
			if m[2] == "plain" {
				m[2] = "plains" // "Plains" is its own plural
			}
			q, err := landQuality(m[2])
			if err != nil {
				return nil, err
			}
			if !landNoun(q) {
				return nil, fmt.Errorf("%q: only a sacrifice of lands (a land, or a land type) is read", text)
			}
			return []Ability{{Keyword: AttackSacrifice, Text: text, N: n, Quality: q}}, nil
		}},
	{Pattern: "[This] can't block [quality] unless you pay {N}.", Example: "~ can't block creatures with power 3 or greater unless you pay {1}.", Rule: "309.2b",
		g: gr(`~ can't block @( [ {word} ] creatures [ {few-with-clause} ] ) unless you pay @{mana-number}`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := ParseQuality(m[1])
			if err != nil {
				return nil, err
			}
			n, err := number(m[2])
			return []Ability{{Keyword: BlockCostQuality, Text: text, N: n, Quality: q}}, err
		}},
}

// qualityCostRow is the cost of the ability Whipgrass Entangler gives.
var qualityCostRow = wording{Pattern: "[This] can't attack or block unless its controller pays {N} for each [quality] in play.",
	Example: "~ can't attack or block unless its controller pays {1} for each Cleric in play.", Rule: "308.2d",
	g: gr(`~ can't attack or block unless its controller pays @{mana-number} for each @{word} ( in play | on the battlefield )`),
	build: func(text string, m []string) ([]Ability, error) {
		n, err := number(m[1])
		if err != nil {
			return nil, err
		}
		q, err := ParseQuality(m[2])
		if err != nil {
			return nil, err
		}
		return []Ability{{Keyword: AttackCostPerQuality, Text: text, N: n, Quality: q}, {Keyword: BlockCostPerQuality, Text: text, N: n, Quality: q}}, nil
	}}

// handCostRow is the cost of Cowed by Wisdom.
var handCostRow = wording{Pattern: "[This] can't attack or block unless its controller pays {N} for each card in your hand.",
	Example: "Enchanted creature can't attack or block unless its controller pays {1} for each card in your hand.", Rule: "308.2d",
	g: gr(`~ can't attack or block unless its controller pays @{mana-number} for each card in your hand`),
	build: func(text string, m []string) ([]Ability, error) {
		n, err := number(m[1])
		return []Ability{{Keyword: AttackCostPerHand, Text: text, N: n}, {Keyword: BlockCostPerHand, Text: text, N: n}}, err
	}}

// landNoun reports whether a quality names lands only: the card type land,
// or one basic land type.
func landNoun(q Quality) bool {
	if len(q.Terms) != 1 || len(q.Any) > 0 || q.Terms[0].Not {
		return false
	}
	t := q.Terms[0]
	switch t.Kind {
	case CardType:
		return strings.EqualFold(t.Word, "land")
	case Subtype:
		for _, w := range []string{"plains", "island", "swamp", "mountain", "forest"} {
			if strings.EqualFold(t.Word, w) {
				return true
			}
		}
	}
	return false
}

// keywordFacts name the fact of the game a keyword of this file needs,
// for Ability.Fact.
var keywordFacts = map[Keyword]Fact{
	PowerOverHandCantAttack:   FactHand,
	AttackCostPerHand:         FactHand,
	AttackOnlyIfDefenderActed: FactCastOrPlayedLastTurn,
	SanctuaryAttackers:        FactSkippedDraw,
	BlockCostPerHand:          FactHand,
}

// keywordSubjects are the creatures this file's requirements are on, for
// Describe.
var keywordSubjects = map[Keyword]string{
	CreaturesYouControlAttack: "other creatures its controller controls",
	PlayersCreaturesAttack:    "creatures an opponent of its controller controls",
	CounterCreaturesAttack:    "creatures with counters of the kind named",
	PowerOverHandCantAttack:   "creatures with power greater than the number of cards in its controller's hand",
	AttackOnlyIfDefenderActed: "creatures attacking a player who neither cast a spell nor put a nontoken permanent into play during their last turn",
	SanctuaryAttackers:        "creatures attacking its controller",
	LandwalkIgnored:           "creatures with the landwalk named",
	// Lure's requirement is on the creatures able to block it, but its
	// words name them after "it", the permanent with it: said of itself.
	Lure:               "itself",
	AllLandwalkIgnored: "creatures with landwalk",

	// attached_triggers.go: an Aura's or Equipment's trigger on what it is attached to.
	WhenAttachedAttacks:           "the creature it is attached to",
	WhenAttachedBlocks:            "the creature it is attached to",
	WhenAttachedAttacksOrBlocks:   "the creature it is attached to",
	WhenAttachedBlocked:           "the creature it is attached to",
	WhenAttachedBlocksOrBlockedBy: "the creature it is attached to",
}

// conditionedOn builds a requirement of this file: the keyword under its
// condition, the counter's kind (if any) in When.Quality.Text.
func conditionedOn(k Keyword, c Condition, kind string) func(string, []string) ([]Ability, error) {
	return func(text string, _ []string) ([]Ability, error) {
		return []Ability{{Keyword: k, Text: text, Condition: c, When: Cond{Quality: Quality{Text: kind}}}}, nil
	}
}
