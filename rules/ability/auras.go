package ability

import "fmt"

// This file holds the wordings of the era's Auras and Equipment that the
// other tables do not read (issue 13): shroud and phasing, what an Aura
// gives only while the enchanted creature attacks or blocks ("Enchanted
// creature has first strike as long as it's blocking and you control a
// snow land.", "... gets +3/+0 as long as it's attacking. Otherwise, it
// gets -2/-1."), the blocking restriction of Ironclaw Curse, an effect its
// controller may pay to ignore this turn (Volrath's Curse), and the type
// changes of Aurification and Natural Emergence. Its rows join the
// reader's tables in table.go.

// The keywords of this file. Append only: these are wire words.
const (
	// Shroud: the permanent can't be the target of spells or abilities.
	// The seeds do not define it; the only target a combat the judge
	// checks chooses is provoke's, a triggered ability whose targets are
	// chosen as it goes on the stack (410.4, 409.1c).
	Shroud Keyword = "shroud"
	// Phasing changes the untap step only (502.15a, 502.15b): no step
	// the judge checks is an untap step. A creature with it in play on
	// its controller's turn may have phased in then (502.15m), which the
	// request says (phased_in) when it is summoning sick.
	Phasing Keyword = "phasing"
	// CantBlockPowerAtLeastToughness: "[This] can't block creatures with
	// power equal to or greater than [This]'s toughness" (Ironclaw Curse).
	CantBlockPowerAtLeastToughness Keyword = "can't block creatures with power equal to or greater than its toughness"
	// CounterCreatureType (Aurification): each creature with a counter of
	// a kind (When.Quality.Text) is also of a creature type (Quality), a
	// type-changing effect (418.5a, layer 4). What it also has is a Grant
	// beside it, each ability under HasCounter.
	CounterCreatureType Keyword = "each creature with a [kind] counter on it is a [creature type] in addition to its other creature types"
	// LandsBecomeCreatures (Natural Emergence): the lands its controller
	// controls are N/N creatures with the keywords in Abilities, and still
	// lands; all of it applies with the type change (418.5b).
	LandsBecomeCreatures Keyword = "lands you control are N/N creatures"
)

// The conditions of this file.
const (
	// Unignored is the condition of Volrath's Curse and Lost in Thought:
	// "[its controller] may [pay] ... to ignore this effect until end of
	// turn". The effect holds unless the Aura's effect_ignored says the
	// cost was paid this turn.
	Unignored Condition = iota + 900
)

// The "Otherwise" of "as long as it's attacking" is lords.go's
// NotAttacking: it holds until the creature is declared an attacker.

// aurasFact names the fact of the game a condition or keyword of this
// file needs (NoFact for none): Ability.Fact asks it first.
func aurasFact(a Ability) Fact {
	switch {
	case a.Condition == Unignored:
		return FactEffectIgnored
	case a.Keyword == Phasing:
		return FactPhasedIn
	}
	return NoFact
}

// aurasKeywordRows are the keywords of this file.
var aurasKeywordRows = []wording{
	kw("Shroud", Shroud, "410.4"),
	kw("Phasing", Phasing, "502.15"),
}

// aurasRows are the sentences of this file about the permanent itself.
var aurasRows = []wording{
	{Pattern: "[This] can't be blocked and has [keywords].", Example: "~ can't be blocked and has shroud.", Rule: "500.3",
		g: gr(`~ can't be blocked and has @{any}`),
		build: func(text string, m []string) ([]Ability, error) {
			given, err := keywordList(m[1])
			return append([]Ability{{Keyword: Unblockable, Text: text}}, given...), err
		}},
	{Pattern: "[This] can't block creatures with power equal to or greater than [This]'s toughness.",
		Example: "~ can't block creatures with power equal to or greater than ~'s toughness.", Rule: "500.3",
		g: gr(`~ can't block creatures with power equal to or greater than [ the ] ( ~'s | its ) toughness`), build: plain(CantBlockPowerAtLeastToughness)},
}

// aurasGlobalRows are the Aura and Equipment lines of this file, read
// before the line is read as the ability it gives.
var aurasGlobalRows = []wording{
	{Pattern: "Enchanted creature gets +N/+N as long as it's attacking. Otherwise, it gets +N/+N.",
		Example: "Enchanted creature gets +3/+0 as long as it's attacking. Otherwise, it gets -2/-1.", Rule: "418.5a",
		g: gr(`( enchanted | equipped ) creature gets @{boost} as long as it's attacking. otherwise, it gets @{boost}`),
		build: func(text string, m []string) ([]Ability, error) {
			attacking, err := boostOf(m[1], m[2])
			if err != nil {
				return nil, err
			}
			otherwise, err := boostOf(m[3], m[4])
			if err != nil {
				return nil, err
			}
			attacking.Condition, otherwise.Condition = Attacking, NotAttacking
			return []Ability{{Keyword: Grant, Text: text, Scope: Scope{Attached: true}, Abilities: []Ability{attacking, otherwise}}}, nil
		}},
	{Pattern: "Enchanted creature has [keywords] as long as it's [attacking | blocking] and [a condition on its controller or the board].",
		Example: "Enchanted creature has first strike as long as it's blocking and you control a snow land.", Rule: "418.5a",
		g: gr(`@( ( enchanted | equipped ) creature ( has | can't | can ) {any} ) as long as it's @( attacking | blocking ) and @{any}`),
		build: func(text string, m []string) ([]Ability, error) {
			c, detail, ok, err := readCondition(m[3])
			switch {
			case !ok:
				return nil, errUnknown
			case err != nil:
				return nil, err
			case c.OfItself() || c.OnDeclaration():
				// "it" would be the enchanted creature, or the condition
				// waits for the declaration: two conditions on combat.
				return nil, fmt.Errorf("%q: a second condition on the creature or on the declared attack is not read", text)
			}
			abs, err := parseSelf(text, m[1])
			if err != nil {
				return nil, err
			}
			if len(abs) != 1 || abs[0].Keyword != Grant || !abs[0].Scope.Attached || abs[0].Condition != Always {
				return nil, errUnknown
			}
			g := abs[0]
			for _, a := range g.Abilities {
				if a.Keyword == Boost || a.Keyword == Grant || a.Keyword == Lose || a.Condition != Always {
					return nil, fmt.Errorf("%q: an effect on power and toughness, or an ability under a condition of its own, under two conditions is not read", text)
				}
			}
			g.Text = text
			g.Abilities = withCondition(g.Abilities, map[string]Condition{"attacking": Attacking, "blocking": Blocking}[m[2]])
			// The second condition is the Aura's: "you" is its controller.
			g.Condition, g.When = c, detail
			return []Ability{g}, nil
		}},
	{Pattern: "Enchanted creature can't attack or block[, and its activated abilities can't be activated]. [Its | That creature's] controller may [a cost] for that player to ignore this effect until end of turn.",
		Example: "Enchanted creature can't attack or block, and its activated abilities can't be activated. That creature's controller may sacrifice a permanent for that player to ignore this effect until end of turn.", Rule: "500.2",
		g: gr(`@( ( enchanted | equipped ) creature can't {sentence} ) . ( its | that creature's ) controller may @{few-sentence} [ for that player ] to ignore this effect until end of turn`),
		build: func(text string, m []string) ([]Ability, error) {
			abs, err := parseSelf(text, m[1])
			if err != nil {
				return nil, err
			}
			if len(abs) != 1 || abs[0].Keyword != Grant || !abs[0].Scope.Attached || abs[0].Condition != Always || !allAlways(abs[0].Abilities) {
				return nil, errUnknown
			}
			// What is paid is no business of the judge: the board says
			// whether it was (effect_ignored), before any declaration.
			g := abs[0]
			g.Text, g.Condition = text, Unignored
			return []Ability{g}, nil
		}},
}

// aurasTypeRows are the type-changing statics of this file, read with the
// global rows.
var aurasTypeRows = []wording{
	{Pattern: "Each creature with a [kind] counter on it is a [creature type] in addition to its other creature types and has [keywords].",
		Example: "Each creature with a gold counter on it is a Wall in addition to its other creature types and has defender.", Rule: "418.5a",
		g: gr(`each creature with ( a | an ) @{word} counter on it is ( a | an ) @{hyphen-word} in addition to its other creature types [ and has @{any} ]`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := ParseQuality(m[2])
			if err != nil {
				return nil, err
			}
			if len(q.Terms) != 1 || q.Terms[0].Kind != Subtype || q.Terms[0].Not || len(q.Any) > 0 {
				return nil, fmt.Errorf("%q is not one creature type", m[2])
			}
			kind := Cond{Quality: Quality{Text: m[1]}}
			out := []Ability{{Keyword: CounterCreatureType, Text: text, Quality: q, When: kind}}
			if m[3] == "" {
				return out, nil
			}
			given, err := keywordList(m[3])
			if err != nil {
				return nil, err
			}
			for i := range given {
				given[i].Condition, given[i].When = HasCounter, kind
			}
			every, err := ParseQuality("creatures")
			return append(out, Ability{Keyword: Grant, Text: text, Quality: every, Abilities: given}), err
		}},
	{Pattern: "Lands you control are N/N creatures [with [keywords]]. They're still lands.",
		Example: "Lands you control are 2/2 creatures with first strike. They're still lands.", Rule: "418.5b",
		g: gr(`lands you control are @{pt} creatures [ with @{few-any} ] . they're still lands`),
		build: func(text string, m []string) ([]Ability, error) {
			b, err := boostOf(m[1], m[2])
			if err != nil || b.Power < 0 || b.Toughness < 0 {
				return nil, fmt.Errorf("%s/%s is not a power and toughness", m[1], m[2])
			}
			a := Ability{Keyword: LandsBecomeCreatures, Text: text, Power: b.Power, Toughness: b.Toughness, Scope: Scope{YouControl: true}}
			if m[3] != "" {
				if a.Abilities, err = keywordList(m[3]); err != nil {
					return nil, err
				}
			}
			return []Ability{a}, nil
		}},
}

// withCondition gives each ability of an Aura's grant the condition on the
// enchanted creature (the callers pass only abilities that always hold).
func withCondition(abs []Ability, c Condition) []Ability {
	out := make([]Ability, len(abs))
	for i, a := range abs {
		a.Condition = c
		out[i] = a
	}
	return out
}

// onAttached moves a condition on combat ("as long as it's attacking") of
// an Aura's or Equipment's grant onto what it gives: "it" is the enchanted
// or equipped creature, which attacks or blocks, not the Aura. A boost
// that holds only while the creature blocks stays where it was (the board
// refuses it: a blocker's power and toughness are not changed by its
// block).
func onAttached(abs []Ability) []Ability {
	for i, a := range abs {
		if a.Keyword != Grant || !a.Scope.Attached || (a.Condition != Attacking && a.Condition != Blocking) {
			continue
		}
		if a.Condition == Blocking && hasBoost(a.Abilities) || !allAlways(a.Abilities) {
			continue
		}
		a.Abilities = withCondition(a.Abilities, a.Condition)
		a.Condition = Always
		abs[i] = a
	}
	return abs
}

func hasBoost(abs []Ability) bool {
	for _, a := range abs {
		if a.Keyword == Boost {
			return true
		}
	}
	return false
}

func allAlways(abs []Ability) bool {
	for _, a := range abs {
		if a.Condition != Always {
			return false
		}
	}
	return true
}
