package ability

import (
	"fmt"
	"regexp"
	"strings"
)

// This file reads the lords and global rules whose subject the other rows
// do not read: creatures named like the source ("Each other creature named
// ~ gets +2/+2 and has haste."), a list of creature types with articles
// ("Each creature that's a Barbarian, a Warrior, or a Berserker ..."), two
// subjects joined by "and" ("Green creatures and white creatures have
// ..."), a creature type's plural as what can't be blocked ("Cowards can't
// block Warriors."), the creatures of the source's opponents ("Creatures
// your opponents control attack each combat if able."), tapped creatures
// that block (Masako), boosts counted on bushido (Takeno) or holding
// while a creature attacks the source's controller (Watchdog) or does not
// attack (Arcades Sabboth), bushido X (Fumiko), deathtouch as the trigger
// this edition printed, and the facts of a permanent's history that a
// board does not show: whether it entered the battlefield this turn,
// whether it attacked during its controller's last turn (Chaos Lord,
// Giant Turtle, Halls of Mist). Its rows join the reader's tables in table.go.

// The conditions of this file: facts of the permanent's history, given on
// the permanent (entered_this_turn, attacked_last_turn), and two that the
// attack decides.
const (
	EnteredThisTurn  Condition = iota + 500 // "unless it entered the battlefield this turn"
	AttackedLastTurn                        // "if it attacked during your last turn"
	// NotAttacking holds for a creature that is not attacking: given by the
	// board, taken away from each attacker once the attack is declared
	// (Arcades Sabboth).
	NotAttacking
	// AttackingYou holds for a creature attacking the controller of the
	// effect's source (When.Whose, set as the effect is applied): "all
	// creatures attacking you get -1/-0" (Watchdog).
	AttackingYou
)

// The terms of this file.
const (
	// Named is a creature's name: "creatures named Brothers Yamazaki". Word
	// is the name as normalize writes it (lowercase); "~" in the line is
	// the permanent's own name, filled in by Parse.
	Named TermKind = iota + 500
	// AttackedDuringLastTurn holds for a creature that attacked during its
	// controller's last turn (its attacked_last_turn).
	AttackedDuringLastTurn
)

// WhenDealsDamageToCreature is "Whenever ~ deals damage to a creature,
// [effect]": the trigger this edition's cards printed where Oracle now says
// deathtouch (EraWording). In a combat walk the only damage dealt is combat
// damage, so it triggers as "deals combat damage to a creature" does
// (410.2). Append only: a wire word.
const WhenDealsDamageToCreature Keyword = "whenever ~ deals damage to a creature"

// BoostPerBushido is "gets +N/+N for each point of bushido it has": the
// boost times the total N of the creature's bushido abilities (418.5a,
// 502.38). Append only: a wire word.
const BoostPerBushido Keyword = "gets +N/+N for each point of bushido it has"

// BushidoX is "~ has bushido X, where X is the number of attacking
// creatures" (Fumiko the Lowblood): bushido (502.38a) whose N is counted
// as the trigger resolves. Append only: a wire word.
const BushidoX Keyword = "bushido X, where X is the number of attacking creatures"

// bushidoXRow is read among the global rows, before "~ has [keywords]".
var bushidoXRow = wording{Pattern: "[This] has bushido X, where X is the number of attacking creatures.", Example: "~ has bushido X, where X is the number of attacking creatures.", Rule: "502.38a",
	g: gr(`~ has bushido x, where x is the number of attacking creatures`), build: plain(BushidoX)}

// BlocksAsThoughUntapped is "can block as though it were untapped": its
// being tapped does not keep it from blocking (309.2a). Append only: a
// wire word.
const BlocksAsThoughUntapped Keyword = "can block as though it were untapped"

// lordRows are the sentences of this file; they are read before the other
// sentences (table.go), whose subject patterns would take some of these
// subjects and refuse their words.
var lordRows = []wording{
	{Pattern: "Each [other] creature named [name] gets +N/+N [and has [keywords]].", Example: "Each other creature named Brothers Yamazaki gets +2/+2 and has haste.", Rule: "418.5a",
		g: gr(`each @[ other ] creature named @{few-name} @( gets {any} | has {any} )`),
		build: func(text string, m []string) ([]Ability, error) {
			given, err := parseSelf(m[0], "~ "+m[3]) // read as written, normalized
			if err != nil {
				return nil, err
			}
			q := Quality{Text: "creatures named " + m[2], Terms: []Term{{Kind: Named, Word: m[2]}}}
			return []Ability{{Keyword: Grant, Text: text, Quality: q, Scope: Scope{Other: m[1] != ""}, Abilities: given}}, nil
		}},
	// The same lord, of the creatures named so that its controller
	// controls: the Named quality and the you-control scope the rows
	// already have, composed.
	{Pattern: "Creatures you control named [name] get +N/+N [and have [keywords]].", Example: "Creatures you control named Kobolds of Kher Keep get +2/+2.", Rule: "418.5a",
		g: gr(`creatures you control named @{few-name} @( get {any} | have {any} )`),
		build: func(text string, m []string) ([]Ability, error) {
			given, err := parseSelf(m[0], "~ "+singularPredicate(m[2]))
			if err != nil {
				return nil, err
			}
			q := Quality{Text: "creatures named " + m[1], Terms: []Term{{Kind: Named, Word: m[1]}}}
			return []Ability{{Keyword: Grant, Text: text, Quality: q, Scope: Scope{YouControl: true}, Abilities: given}}, nil
		}},
	{Pattern: "Except for creatures named [name] and [quality] creatures, creatures you control can't attack.", Example: "Except for creatures named Akron Legionnaire and artifact creatures, creatures you control can't attack.", Rule: "500.2",
		g: gr(`except for creatures named @{few-name-nocomma} and @{hyphen-word} creatures , creatures you control @( can't attack | can't block | can't attack or block )`),
		build: func(text string, m []string) ([]Ability, error) {
			given, err := parseSelf(m[0], "~ "+m[3]) // read as written, normalized
			if err != nil {
				return nil, err
			}
			other, err := ParseQuality(m[2])
			if err != nil {
				return nil, err
			}
			if len(other.Terms) != 1 || len(other.Any) > 0 || other.Terms[0].Not {
				return nil, errUnknown
			}
			not := other.Terms[0]
			not.Not = true
			q := Quality{Text: "non-" + m[2] + " creatures not named " + m[1], Terms: []Term{{Kind: Named, Word: m[1], Not: true}, not}}
			return []Ability{{Keyword: Grant, Text: text, Quality: q, Scope: Scope{YouControl: true}, Abilities: given}}, nil
		}},
	{Pattern: "Each [other] creature that's a [creature type], a [creature type], or a [creature type] gets +N/+N [and has [keywords]].", Example: "Each creature that's a Barbarian, a Warrior, or a Berserker gets +2/+2 and has haste.", Rule: "418.5a",
		g: gr(`each @[ other ] creature that's @{article-list} @( gets {any} | has {any} )`),
		build: func(text string, m []string) ([]Ability, error) {
			subject := strings.Join(strings.Fields(articleList.ReplaceAllString(m[2], " or ")), " ")
			subject = strings.TrimPrefix(strings.TrimPrefix(subject, "a "), "an ")
			other := ""
			if m[1] != "" {
				other = "other "
			}
			return parseSelf(text, other+subject+" creatures "+pluralPredicate(m[3]))
		}},
	{Pattern: "[Quality] creatures and [quality] creatures have [keywords]. / ... get +N/+N.", Example: "Green creatures and white creatures have protection from Gorgons.", Rule: "418.5a",
		g: gr(`@( {hyphen-word} creatures ) and @( {hyphen-word} creatures ) @( have {any} | get {any} | lose {any} )`),
		build: func(text string, m []string) ([]Ability, error) {
			return parseSelf(text, m[1]+" or "+m[2]+" "+m[3])
		}},
	{Pattern: "[Quality] creatures your opponents control [an ability of their own].", Example: "Creatures your opponents control attack each combat if able.", Rule: "418.5a",
		g: gr(`@[ other ] @{creatures-subject} your opponents control @( can't {any} | can {any} | attack each {any} | block each {any} | must {any} | get {any} | have {any} )`),
		build: func(text string, m []string) ([]Ability, error) {
			own, err := parseSelf(m[0], "~ "+singularPredicate(m[3]))
			if err != nil {
				return nil, err
			}
			return subjectAbility(text, Grant, m[2], Scope{Opponents: true, Other: m[1] != ""}, own)
		}},
	{Pattern: "Each [other] [quality] creature you control gets +N/+N for each point of bushido it has.", Example: "Each other Samurai creature you control gets +1/+1 for each point of bushido it has.", Rule: "418.5a",
		g: gr(`[ each ] @[ other ] @( [ {words} ] ( creature | creatures ) ) you control ( get | gets ) @{boost} for each point of bushido ( it | they ) ( has | have )`),
		build: func(text string, m []string) ([]Ability, error) {
			boost, err := boostOf(m[3], m[4])
			if err != nil {
				return nil, err
			}
			per := Ability{Keyword: BoostPerBushido, Text: m[0], Power: boost.Power, Toughness: boost.Toughness}
			return subjectAbility(text, Grant, m[2], Scope{YouControl: true, Other: m[1] != ""}, []Ability{per})
		}},
	{Pattern: "Each [untapped] creature you control gets +N/+N as long as it's not attacking.", Example: "Each untapped creature you control gets +0/+2 as long as it's not attacking.", Rule: "418.5a",
		g: gr(`each @[ tapped | untapped ] creature you control gets @{boost} as long as ( it's | it is ) not attacking`),
		build: func(text string, m []string) ([]Ability, error) {
			boost, err := boostOf(m[2], m[3])
			if err != nil {
				return nil, err
			}
			boost.Condition = NotAttacking
			state := m[1]
			if state != "" {
				state += " "
			}
			return subjectAbility(text, Grant, state+"creatures", Scope{YouControl: true}, []Ability{boost})
		}},
	{Pattern: "[As long as [This] is untapped,] all creatures attacking you get +N/+N.", Example: "As long as ~ is untapped, all creatures attacking you get -1/-0.", Rule: "418.5a",
		g: gr(`[ all ] creatures attacking you get @{boost}`),
		build: func(text string, m []string) ([]Ability, error) {
			boost, err := boostOf(m[1], m[2])
			if err != nil {
				return nil, err
			}
			boost.Condition = AttackingYou
			return subjectAbility(text, Grant, "creatures", Scope{}, []Ability{boost})
		}},
	{Pattern: "Creatures that attacked during their controller's last turn can't attack.", Example: "Creatures that attacked during their controller's last turn can't attack.", Rule: "500.2",
		g: gr(`creatures that attacked during their controller's last turn can't attack`),
		build: func(text string, _ []string) ([]Ability, error) {
			q := Quality{Text: historyPhrase, Terms: []Term{{Kind: AttackedDuringLastTurn}}}
			return []Ability{{Keyword: CreaturesCantAttack, Text: text, Quality: q}}, nil
		}},
	{Pattern: "[Quality] creatures you control can block as though they were untapped.", Example: "Tapped creatures you control can block as though they were untapped.", Rule: "309.2a",
		g: gr(`@( [ {words} ] creatures ) you control can block as though they were untapped`),
		build: func(text string, m []string) ([]Ability, error) {
			return subjectAbility(text, Grant, m[1], Scope{YouControl: true}, []Ability{{Keyword: BlocksAsThoughUntapped, Text: m[0]}})
		}},
}

// deathtouchTrigger is the trigger this edition printed for deathtouch.
var deathtouchTrigger = trigger("Whenever [This] deals damage to a creature, [effect].", "Whenever ~ deals damage to a creature, destroy that creature.", WhenDealsDamageToCreature, `~ deals damage to a creature`)

// cantBlockPluralRow is "~ can't block Warriors": a creature type's plural,
// after "can't block" (Boldwyr Intimidator's "Cowards can't block
// Warriors.").
var cantBlockPluralRow = wording{Pattern: "[This] can't block [creature type, plural].", Example: "~ can't block Warriors.", Rule: "500.3",
	g: gr(`~ can't block @{tribal-plural}`), build: qualified(CantBlockQuality)}

// historyPhrase is Halls of Mist's subject, read whole as one term.
const historyPhrase = "creatures that attacked during their controller's last turn"

// articleList is the separator of "a Barbarian, a Warrior, or a Berserker".
var articleList = regexp.MustCompile(`(?:,? or |, )an? `)

// pluralPredicate writes a predicate said of one creature as said of
// several: "gets +2/+2 and has haste" → "get +2/+2 and have haste".
func pluralPredicate(pred string) string {
	if rest, ok := strings.CutPrefix(pred, "gets "); ok {
		pred = "get " + rest
	}
	if rest, ok := strings.CutPrefix(pred, "has "); ok {
		pred = "have " + rest
	}
	return strings.Replace(pred, " and has ", " and have ", 1)
}

// historyConditions are the conditions of this file.
var historyConditions = []conditionRow{
	{gr(`( it | ~ ) ( entered the battlefield | came into play ) this turn`), func([]string) (Condition, Cond, error) { return EnteredThisTurn, Cond{}, nil }},
	{gr(`( it | ~ ) attacked during ( your | its controller's ) last turn`), func([]string) (Condition, Cond, error) { return AttackedLastTurn, Cond{}, nil }},
}

// historyFact names the fact of a permanent's history a condition or
// term of ability a needs; NoFact when it needs none.
func historyFact(a Ability) Fact {
	switch a.Condition {
	case EnteredThisTurn:
		return FactEnteredThisTurn
	case AttackedLastTurn:
		return FactAttackedLastTurn
	}
	if UsesTerm(a.Quality, AttackedDuringLastTurn) {
		return FactAttackedLastTurn
	}
	return NoFact
}

// UsesTerm reports whether quality q has a term of kind k, in any of its
// alternatives.
func UsesTerm(q Quality, k TermKind) bool {
	for _, t := range q.Terms {
		if t.Kind == k {
			return true
		}
	}
	for _, alt := range q.Any {
		if UsesTerm(alt, k) {
			return true
		}
	}
	return false
}

// NameWord is a permanent's name as a Named term holds it: the words of
// the name as normalize writes them.
func NameWord(name string) string {
	s := strings.ToLower(strings.TrimSpace(name))
	s = typography.Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// fillNames writes the permanent's own name into the Named terms that say
// "~" ("Each other creature named ~ ..."): a line naming the permanent
// itself needs the permanent's name.
func fillNames(abs []Ability, name string) ([]Ability, error) {
	for i := range abs {
		a := &abs[i]
		for j := range a.Quality.Terms {
			t := &a.Quality.Terms[j]
			if t.Kind != Named && t.Kind != Subtype || t.Word != "~" { // Subtype: counted_pumps.go's ownTypeQuality
				continue
			}
			if NameWord(name) == "" {
				return nil, fmt.Errorf("%q speaks of creatures named as the permanent itself: give the permanent's name", a.Text)
			}
			t.Word = NameWord(name)
			written := strings.TrimSpace(name)
			if t.Kind == Subtype { // a creature type, lowercase as the line's other words
				written = t.Word
			}
			a.Quality.Text = strings.ReplaceAll(a.Quality.Text, "~", written)
		}
		if a.Keyword == WhenAttacks && len(a.Abilities) == 1 && a.Abilities[0].Keyword == PumpPerOtherAttacking {
			// the effect's own quality: "each other attacking ~" (counted_pumps.go)
			if _, err := fillNames(a.Abilities, name); err != nil {
				return nil, err
			}
		}
	}
	return abs, nil
}
