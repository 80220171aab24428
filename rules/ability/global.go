package ability

import (
	"regexp"
	"slices"
	"strings"
)

// The wordings of statics that reach other permanents or the whole game
// (global rules, Aura and Equipment grants), and the few abilities of a
// creature's own that only those statics give in the era's cards. Append
// only: these are wire words.
const (
	CreaturesCantAttackYou  Keyword = "[quality] creatures can't attack you"
	AttackCapYou            Keyword = "no more than N creatures can attack you"
	AttacksAsThoughHaste    Keyword = "can attack as though it had haste"
	AttacksDespiteDefender  Keyword = "can attack as though it didn't have defender"
	AttacksOnlyAlone        Keyword = "can only attack alone"
	AttackCost              Keyword = "can't attack unless its controller pays {N}"
	BlocksLandwalkers       Keyword = "can block creatures with landwalk abilities as though they didn't have them"
	AllLandwalkIgnored      Keyword = "creatures with landwalk abilities can be blocked as though they didn't have them"
	CreaturesCantBlockYours Keyword = "[quality] creatures can't block creatures you control"
	BlockTaxLife            Keyword = "[quality] creatures can't block creatures you control unless their controller pays N life for each blocking creature"
	BlockedCost             Keyword = "can't be blocked unless defending player pays {N} for each creature blocking it"
	AttackSacrificeTax      Keyword = "[quality] creatures can't attack unless their controller sacrifices a land for each"
	AttackTaxDomain         Keyword = "creatures can't attack you unless their controller pays {X} for each, X the basic land types among lands you control"
	// NotCombat is a line, or the part of one, that can change no verdict
	// of the judge, read so that the line is understood whole: "its
	// activated abilities can't be activated", an activated ability given
	// in quotes (the judge reads a board as it is and activates nothing:
	// what an activation did is written on the permanent), "doesn't untap
	// during ... untap step" (the board says what is tapped).
	NotCombat Keyword = "not about combat"
)

// globalBaseRows are read before the sentences about the permanent itself and
// before an Aura's or Equipment's line is read as the ability it gives.
var globalBaseRows = []wording{
	{Pattern: "Enchanted creature loses [keywords].", Example: "Enchanted creature loses flying.", Rule: "418.5a",
		g: gr(`enchanted ( creature | permanent ) loses @{any}`),
		build: func(text string, m []string) ([]Ability, error) {
			lost, err := keywordList(m[1])
			if err != nil {
				return nil, err
			}
			return []Ability{{Keyword: Lose, Text: text, Scope: Scope{Attached: true}, Abilities: lost}}, nil
		}},
	{Pattern: "Enchanted permanent/artifact/Wall/land [an ability].", Example: "Enchanted Wall can attack as though it didn't have defender.", Rule: "418.5a",
		g: gr(`( enchanted | equipped ) ( permanent | artifact | wall | land ) @{any}`),
		build: func(text string, m []string) ([]Ability, error) {
			abs, err := parseSelf(text, "enchanted creature "+m[1])
			for i := range abs {
				abs[i].Text = text
			}
			return abs, err
		}},
	{Pattern: "Enchanted creature can't block if it's [quality].", Example: "Enchanted creature can't block if it's black.", Rule: "418.5a",
		g: gr(`@( ( enchanted | equipped ) creature ( can't | can | has | gets ) {any} ) if it's @{words}`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := ParseQuality(m[2])
			if err != nil {
				return nil, err
			}
			abs, err := parseSelf(text, m[1])
			if err != nil {
				return nil, err
			}
			for i := range abs {
				if !abs[i].Scope.Attached || abs[i].Quality.Given() {
					return nil, errUnknown
				}
				abs[i].Quality = q // it holds only while the permanent has the quality
			}
			return abs, nil
		}},
	{Pattern: "Equipped creature [ability]. As long as it's [quality], it [gets an additional +N/+N | has ...].", Example: "Equipped creature gets +1/+1. As long as it's legendary, it gets an additional +2/+2. As long as it's red, it has trample.", Rule: "418.5a",
		g: gr(`@( ( enchanted | equipped ) creature {sentence} ) @{as-long-as-its}`),
		build: func(text string, m []string) ([]Ability, error) {
			out, err := parseSelf(text, m[1])
			if err != nil {
				return nil, err
			}
			for _, part := range strings.Split(strings.TrimPrefix(m[2], ". "), ". ") {
				c := asLongAsIts.FindStringSubmatch(part)
				if c == nil {
					return nil, errUnknown
				}
				more, err := parseSelf(text, strings.Fields(m[1])[0]+" creature "+strings.Replace(c[2], "gets an additional ", "gets ", 1)+" if it's "+c[1])
				if err != nil {
					return nil, err
				}
				out = append(out, more...)
			}
			return out, nil
		}},
	{Pattern: "As long as [This] is a creature, [an ability of its own].", Example: "As long as ~ is a creature, ~ can block an additional creature.", Rule: "309.2a",
		g: gr(`as long as ~ is a creature , ( it | ~ ) @( can {any} | can't {any} | has {any} )`),
		build: func(text string, m []string) ([]Ability, error) {
			// Only a creature attacks or blocks: the condition holds whenever
			// the ability could matter.
			return parseSelf(text, "~ "+m[1])
		}},
	{Pattern: "[This] can block creatures with shadow as though they didn't have shadow.", Example: "~ can block creatures with shadow as though they didn't have shadow.", Rule: "502.8b",
		g: gr(`~ can block creatures with shadow as though they didn't have shadow`), build: plain(BlocksShadowAsThough)},
	{Pattern: "[This] gets +N/+N, has [keywords], and [an ability of its own].", Example: "~ gets +1/+1, has flying, and can block creatures with shadow as though they didn't have shadow.", Rule: "418.5a",
		g: gr(`~ gets @{boost} , has @{few-any} , and @( can {any} | can't {any} )`),
		build: func(text string, m []string) ([]Ability, error) {
			boost, err := boostOf(m[1], m[2])
			if err != nil {
				return nil, err
			}
			given, err := keywordList(m[3])
			if err != nil {
				return nil, err
			}
			own, err := parseSelf(m[0], "~ "+m[4])
			return append(append([]Ability{boost}, given...), own...), err
		}},
	{Pattern: "Threshold - [Enchanted creature ...] as long as seven or more cards are in your graveyard.", Example: "Threshold - Enchanted creature can't block as long as seven or more cards are in your graveyard.", Rule: "418.5a",
		g: gr(`threshold - @{any} as long as seven or more cards are in your graveyard`),
		build: func(text string, m []string) ([]Ability, error) {
			return parseSelf(text, "threshold - as long as seven or more cards are in your graveyard, "+m[1])
		}},
	{Pattern: "[This] can't attack or block, and its activated abilities can't be activated.", Example: "~ can't attack or block, and its activated abilities can't be activated.", Rule: "500.2",
		g: gr(`~ @( can't attack or block | can't attack | can't block ) , and {activated-abilities}`),
		build: func(text string, m []string) ([]Ability, error) {
			abs, err := parseSelf(text, "~ "+m[1])
			return append(abs, Ability{Keyword: NotCombat, Text: text}), err
		}},
	{Pattern: "[Quality] creatures don't untap during their controllers' untap steps. / Enchanted creature doesn't untap during its controller's untap step [if ...].", Example: "Creatures without flying don't untap during their controllers' untap steps.", Rule: "500.1",
		g: gr(`( @{creatures-subject} don't untap during their controllers' untap steps | ~ doesn't untap during its controller's untap step [ if it attacked during its controller's last turn ] )`),
		build: func(text string, m []string) ([]Ability, error) {
			if m[1] != "" {
				if _, err := ParseQuality(m[1]); err != nil {
					return nil, err
				}
			}
			return []Ability{{Keyword: NotCombat, Text: text}}, nil
		}},
	{Pattern: "During combat, players can't cast instant spells or activate abilities that aren't mana abilities.", Example: "During combat, players can't cast instant spells or activate abilities that aren't mana abilities.", Rule: "500.1",
		g: gr(`during combat, players can't cast instant spells or activate abilities that aren't mana abilities`), build: plain(NotCombat)},
	{Pattern: "[This] has [keywords and] \"[an activated ability]\".", Example: "~ has flying and \"{T}: ~ deals 1 damage to target attacking or blocking creature.\"", Rule: "500.1",
		g: gr(`~ ( has | gets @{boost} and has ) [ @{few-any} [ , ] and ] @{quoted-activated}`),
		build: func(text string, m []string) ([]Ability, error) {
			var out []Ability
			if m[1] != "" {
				boost, err := boostOf(m[1], m[2])
				if err != nil {
					return nil, err
				}
				out = append(out, boost)
			}
			if m[3] != "" {
				given, err := keywordList(m[3])
				if err != nil {
					return nil, err
				}
				out = append(out, given...)
			}
			return append(out, Ability{Keyword: NotCombat, Text: text}), nil
		}},
	{Pattern: "[This] has [keywords] and [an ability of its own].", Example: "~ has trample and can't be blocked by more than one creature.", Rule: "418.5a",
		g: gr(`~ has @{few-any} [ , ] and @( can't {any} | can {any} )`),
		build: func(text string, m []string) ([]Ability, error) {
			given, err := keywordList(m[1])
			if err != nil {
				return nil, err
			}
			own, err := parseSelf(text, "~ "+m[2])
			return append(given, own...), err
		}},
	{Pattern: "[This] has [keywords], and [keyword]. / [This] has reach. / [This] has menace.", Example: "~ has first strike, trample, and haste.", Rule: "418.5a",
		g: gr(`~ ( has | have ) @{any}`), build: hasList},
	{Pattern: "[This] can attack as though it had haste.", Example: "~ can attack as though it had haste.", Rule: "212.3d",
		g: gr(`~ can attack as though ( it | ~ ) had haste`), build: plain(AttacksAsThoughHaste)},
	{Pattern: "[This] can attack as though it didn't have defender.", Example: "~ can attack as though it didn't have defender.", Rule: "502.41b",
		g: gr(`~ can attack as though ( it | ~ ) didn't have defender`), build: plain(AttacksDespiteDefender)},
	{Pattern: "[Quality] creatures can attack as though they didn't have defender.", Example: "Wall creatures can attack as though they didn't have defender.", Rule: "502.41b",
		g: gr(`@{creatures-subject} can attack as though they didn't have defender`),
		build: func(text string, m []string) ([]Ability, error) {
			return subjectAbility(text, Grant, m[1], Scope{}, []Ability{{Keyword: AttacksDespiteDefender, Text: m[0]}})
		}},
	{Pattern: "[This] can only attack alone.", Example: "~ can only attack alone.", Rule: "500.2",
		g: gr(`~ can ( only attack alone | attack only alone )`), build: plain(AttacksOnlyAlone)},
	{Pattern: "[This] can't attack unless its controller pays {N}.", Example: "~ can't attack unless its controller pays {3}.", Rule: "308.2d",
		g: gr(`~ can't attack unless its controller pays @{mana-number}`),
		build: func(text string, m []string) ([]Ability, error) {
			n, err := number(m[1])
			return []Ability{{Keyword: AttackCost, Text: text, N: n}}, err
		}},
	{Pattern: "[This] can block creatures with landwalk abilities as though they didn't have those abilities.", Example: "~ can block creatures with landwalk abilities as though they didn't have those abilities.", Rule: "502.6b",
		g: gr(`~ can block creatures with landwalk abilities as though they didn't have those abilities`), build: plain(BlocksLandwalkers)},
	{Pattern: "Creatures with landwalk abilities can be blocked as though they didn't have those abilities.", Example: "Creatures with landwalk abilities can be blocked as though they didn't have those abilities.", Rule: "502.6b",
		g: gr(`creatures with landwalk abilities can be blocked as though they didn't have those abilities`), build: plain(AllLandwalkIgnored)},
	{Pattern: "[Quality] creatures can't attack you.", Example: "Creatures without flying can't attack you.", Rule: "500.2",
		g: gr(`@{creatures-subject} can't attack you`), build: qualified(CreaturesCantAttackYou)},
	{Pattern: "[Quality] creatures can't attack you unless their controller pays {N} for each creature he or she controls that's attacking you.",
		Example: "Nonblack creatures can't attack you unless their controller pays {2} for each creature he or she controls that's attacking you.", Rule: "308.2d",
		g: gr(`@( {words} creatures [ {few-with-clause} ] | creatures {few-with-clause} ) can't attack you unless their controller pays @{mana-number} for each ( creature | attacking creature ) ( he or she controls | they control ) [ that's attacking you ]`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := ParseQuality(m[1])
			if err != nil {
				return nil, err
			}
			n, err := number(m[2])
			if err != nil {
				return nil, err
			}
			return []Ability{{Keyword: AttackTax, Text: text, N: n, Quality: q}}, nil
		}},
	{Pattern: "[Quality] creatures can't block creatures you control.", Example: "Blue creatures can't block creatures you control.", Rule: "500.3",
		g: gr(`@{creatures-subject} can't block creatures you control`), build: qualified(CreaturesCantBlockYours)},
	{Pattern: "[Quality] creatures can't block creatures you control unless their controller pays N life for each blocking creature he or she controls.",
		Example: "Nonblue creatures can't block creatures you control unless their controller pays 1 life for each blocking creature he or she controls.", Rule: "309.2b",
		g: gr(`@{creatures-subject} can't block creatures you control unless their controller pays @{count} life for each blocking creature ( he or she controls | they control )`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := ParseQuality(m[1])
			if err != nil {
				return nil, err
			}
			n, err := number(m[2])
			return []Ability{{Keyword: BlockTaxLife, Text: text, N: n, Quality: q}}, err
		}},
	{Pattern: "[This] can't be blocked unless defending player pays {N} for each creature he or she controls that's blocking it.",
		Example: "~ can't be blocked unless defending player pays {3} for each creature he or she controls that's blocking it.", Rule: "309.2b",
		g: gr(`~ can't be blocked unless defending player pays @{mana-number} for each creature ( he or she controls | they control ) that's blocking ( it | ~ )`), build: count(BlockedCost)},
	{Pattern: "[Quality] creatures can't attack unless their controller sacrifices a land for each [quality] creature he or she controls that's attacking.",
		Example: "Green creatures can't attack unless their controller sacrifices a land for each green creature he or she controls that's attacking.", Rule: "308.2d",
		g: gr(`@{creatures-subject} can't attack unless their controller sacrifices a land for each @{few-any} ( he or she controls | they control ) that's attacking`),
		build: func(text string, m []string) ([]Ability, error) {
			if strings.TrimSuffix(m[2], "s") != strings.TrimSuffix(strings.TrimPrefix(m[1], "all "), "s") && m[2]+"s" != m[1] {
				return nil, errUnknown // "for each" counts other creatures than those it restricts
			}
			return qualified(AttackSacrificeTax)(text, m)
		}},
	{Pattern: "Domain - Creatures can't attack you unless their controller pays {X} for each creature he or she controls that's attacking you, where X is the number of basic land types among lands you control.",
		Example: "Domain - Creatures can't attack you unless their controller pays {X} for each creature he or she controls that's attacking you, where X is the number of basic land types among lands you control.", Rule: "308.2d",
		g:     gr(`[ domain - ] creatures can't attack you unless their controller pays {mana-x} for each creature ( he or she controls | they control ) that's attacking you, where x is the number of basic land types among lands you control`),
		build: plain(AttackTaxDomain)},
	{Pattern: "No more than N creatures can attack you each combat.", Example: "No more than two creatures can attack you each combat.", Rule: "500.2",
		g: gr(`no more than @{count} ( creature | creatures ) ( can | may ) attack you each ( turn | combat )`), build: count(AttackCapYou)},
	{Pattern: "[Quality] creatures can't attack or block [, and their activated abilities can't be activated].", Example: "Green creatures can't attack or block.", Rule: "500.2",
		g: gr(`@{creatures-subject} can't attack or block @[ , and {activated-abilities} ]`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := ParseQuality(m[1])
			if err != nil {
				return nil, err
			}
			out := []Ability{{Keyword: CreaturesCantAttack, Text: text, Quality: q}, {Keyword: CreaturesCantBlock, Text: text, Quality: q}}
			if m[2] != "" {
				out = append(out, Ability{Keyword: NotCombat, Text: text})
			}
			return out, nil
		}},
	{Pattern: "[Quality] creatures and [quality] creatures [can't attack / can't block / ...].", Example: "White creatures and blue creatures can't block.", Rule: "500.3",
		g: gr(`@( {hyphen-word} creatures ) and @( {hyphen-word} creatures ) @( can't {any} )`),
		build: func(text string, m []string) ([]Ability, error) {
			return parseSelf(text, m[1]+" or "+m[2]+" "+m[3])
		}},
	{Pattern: "[Quality] creatures can block only creatures with flying.", Example: "Creatures with flying can block only creatures with flying.", Rule: "500.3",
		g: gr(`@{creatures-subject} can block only creatures with flying`),
		build: func(text string, m []string) ([]Ability, error) {
			return subjectAbility(text, Grant, m[1], Scope{}, []Ability{{Keyword: BlocksOnlyFliers, Text: m[0]}})
		}},
	{Pattern: "Attacking creatures [you control] get +N/+N.", Example: "Attacking creatures you control get +1/+0.", Rule: "418.5a",
		g: gr(`attacking creatures @[ you control ] get @{boost}`),
		build: func(text string, m []string) ([]Ability, error) {
			boost, err := boostOf(m[2], m[3])
			if err != nil {
				return nil, err
			}
			boost.Condition = Attacking // once the declaration says it attacks
			return subjectAbility(text, Grant, "creatures", Scope{YouControl: m[1] != ""}, []Ability{boost})
		}},
	{Pattern: "Creatures [you control] that are enchanted [get +N/+N and have ... / can't attack or block].", Example: "Creatures that are enchanted can't attack or block.", Rule: "418.5a",
		g: gr(`creatures @[ you control ] that are enchanted @{any}`),
		build: func(text string, m []string) ([]Ability, error) {
			own, err := parseSelf(m[0], "~ "+singularPredicate(m[2])) // read as written, normalized
			if err != nil {
				return nil, err
			}
			for i := range own {
				if own[i].Condition != Always {
					return nil, errUnknown
				}
				own[i].Condition = Enchanted
				if own[i].Keyword != Boost {
					own[i].Text = m[0] // as said of the creatures, not of "~"
				}
			}
			return subjectAbility(text, Grant, "creatures", Scope{YouControl: m[1] != ""}, own)
		}},
}

// asLongAsIts is one sentence of an Equipment's line that holds only while
// the equipped creature has a quality: "as long as it's red, it has
// trample".
var asLongAsIts = regexp.MustCompile(`^as long as it's ([a-z]+), it (.+)$`)

// singularPredicate writes a predicate said of several creatures as said of
// one: "get +1/+1 and have first strike" → "gets +1/+1 and has first
// strike".
func singularPredicate(pred string) string {
	if rest, ok := strings.CutPrefix(pred, "get "); ok {
		pred = "gets " + rest
	}
	if rest, ok := strings.CutPrefix(pred, "have "); ok {
		pred = "has " + rest
	}
	return strings.Replace(singularVerb(pred), " and have ", " and has ", 1)
}

// writtenOut reads a keyword of a later edition that the era wrote out
// (EraWording), as an Aura or a global static gives it ("Enchanted creature
// has reach."): the ability given is the sentence the era printed.
func writtenOut(part string) ([]Ability, bool, error) {
	s, ok := EraWording[part]
	if !ok {
		return nil, false, nil
	}
	s = normalize(s, "")
	abs, err := parseSelf(s, s)
	return abs, true, err
}

// hasList is a keyword list said of the permanent itself that the plain
// reading does not take: one with "and" before its last item ("first
// strike, trample, and haste") or a later keyword the era wrote out.
func hasList(text string, m []string) ([]Ability, error) {
	if abs, ok, err := quotedTrigger(m[1]); ok { // triggers_effects.go: a quoted trigger keeps its own text
		return abs, err
	}
	if !strings.Contains(m[1], ", and ") && !slices.ContainsFunc(splitKeywords(strings.ReplaceAll(m[1], " and ", ", ")), func(p string) bool { _, ok := EraWording[p]; return ok }) {
		return nil, errUnknown // the plain reading's
	}
	abs, err := keywordList(m[1])
	for i := range abs {
		abs[i].Text = text
	}
	return abs, err
}

// Given reports whether the quality says anything: a permanent's own
// quality or an Aura's "if it's black" is then to be checked.
func (q Quality) Given() bool { return len(q.Terms) > 0 || len(q.Any) > 0 }
