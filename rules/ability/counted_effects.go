package ability

import (
	"fmt"
	"strings"
)

// Effects of activated abilities whose amount is counted as they resolve
// (413.2b), or that deal damage to two at once: "Prevent the next X damage
// that would be dealt to target creature this turn, where X is the number
// of Clerics on the battlefield" (Battlefield Medic), "... where X is the
// number of basic land types among lands you control" (Samite Pilgrim),
// "~ deals damage equal to the number of +1/+1 counters on it to target
// attacking or blocking creature" (Daru Stinger), "~ deals 1 damage to any
// target and 1 damage to you" (Shadow Guildmage). The walk counts on the
// board as the effect resolves (rules/walk/trick_amounts.go). Append
// only: these are wire words.
const (
	// PreventNextTimesX: prevent the next X damage that would be dealt to
	// [target] this turn, X the amount its Quality says (XIsCount: the
	// number of the permanents of When; XIsDomain), counted as it
	// resolves.
	PreventNextTimesX Keyword = "prevent the next X damage that would be dealt to [target] this turn, X [amount]"
)

// XIsCounters is the amount X of the counters of its Word's kind on the
// effect's source ("the number of +1/+1 counters on it").
const XIsCounters TermKind = 1310

// countedEffectRows are the effect rows of this file.
var countedEffectRows = []effectRow{
	{Pattern: "Prevent the next X damage that would be dealt to [target] this turn, where X is the number of [quality] on the battlefield / basic land types among lands you control.", Example: "Prevent the next X damage that would be dealt to target creature this turn, where X is the number of Clerics on the battlefield.", Card: "Battlefield Medic",
		g: gr(`prevent the next x damage that would be dealt to @{target} {this-turn} , where x is the number of ( @{few-quality} ( on the battlefield | in play ) | @( basic land types among lands you control ) )`),
		build: func(m []string) (Reading, error) {
			sel, err := readTarget(m[1])
			if err != nil {
				return Reading{}, err
			}
			r := Reading{Kind: EffectKind, Mode: PreventNextTimesX, Selector: sel, Duration: ThisTurn, N: 1}
			if m[3] != "" {
				r.Quality = Quality{Text: "the number of " + m[3], Terms: []Term{{Kind: XIsDomain}}}
				return r, nil
			}
			q, err := ParseQuality(singularNoun(m[2]))
			r.Quality = Quality{Text: "the number of " + m[2] + " on the battlefield", Terms: []Term{{Kind: XIsCount}}}
			r.When = Cond{Quality: sharedNoun(q)}
			return r, err
		}},
	{Pattern: "~ deals damage equal to the number of [kind] counters on it to [target].", Example: "~ deals damage equal to the number of +1/+1 counters on it to target attacking or blocking creature.", Card: "Daru Stinger",
		g: gr(`~ deals damage equal to the number of @{counter-kind} counters on ( it | ~ ) to @{target}`),
		build: func(m []string) (Reading, error) {
			sel, err := readTarget(m[2])
			return Reading{Kind: EffectKind, Mode: DealsDamageTimesX, Selector: sel, Duration: Once, N: 1,
				Quality: Quality{Text: "the number of " + m[1] + " counters on it", Terms: []Term{{Kind: XIsCounters, Word: m[1]}}}}, err
		}},
	{Pattern: "~ deals N damage to [target] and N damage to you.", Example: "~ deals 1 damage to any target and 1 damage to you.", Card: "Shadow Guildmage",
		g: gr(`( ~ | it ) deals @{count} damage to @{target} and @{count} damage to you`),
		parts: func(m []string) ([]Reading, error) {
			first, err := amount(Reading{Kind: EffectKind, Mode: DealsDamageTo, Duration: Once}, m[1])
			if err != nil {
				return nil, err
			}
			if first.Selector, err = readTarget(m[2]); err != nil {
				return nil, err
			}
			if strings.Contains(m[2], " and ") {
				return nil, fmt.Errorf("%q: two targets joined before the damage to you", m[2])
			}
			you, err := amount(Reading{Kind: EffectKind, Mode: DealsDamageTo, Duration: Once}, m[3])
			if err != nil {
				return nil, err
			}
			you.Selector, err = readTarget("you")
			return []Reading{first, you}, err
		}},
	{Pattern: "~ deals N damage to [target] and that creature loses [keywords] until end of turn.", Example: "~ deals 2 damage to target creature with flying and that creature loses flying until end of turn.", Card: "Burning Palm Efreet",
		g: gr(`( ~ | it ) deals @{count} damage to @{target} and @( that creature loses {any} )`),
		parts: func(m []string) ([]Reading, error) {
			dmg, err := amount(Reading{Kind: EffectKind, Mode: DealsDamageTo, Duration: Once}, m[1])
			if err != nil {
				return nil, err
			}
			if dmg.Selector, err = readTarget(m[2]); err != nil {
				return nil, err
			}
			loss, err := readSentence(m[3])
			if err != nil {
				return nil, err
			}
			for i := range loss {
				loss[i].Text = m[3]
			}
			return append([]Reading{dmg}, loss...), nil
		}},
	{Pattern: "~ deals N damage to [target] that's attacking you.", Example: "~ deals 1 damage to target creature without flying that's attacking you.", Card: "Snow Fortress",
		g: gr(`( ~ | it ) deals @{count} damage to @{target} that's attacking you`),
		build: func(m []string) (Reading, error) {
			r, err := amount(Reading{Kind: EffectKind, Mode: DealsDamageTo, Duration: Once}, m[1])
			if err != nil {
				return Reading{}, err
			}
			if r.Selector, err = readTarget(m[2]); err != nil {
				return Reading{}, err
			}
			return narrowedTarget(r, m[2], " that's attacking you", Term{Kind: AttackingYouTerm, Word: "attacking you"})
		}},
}

// AttackingYouTerm is the term of a creature attacking the effect's
// controller ("target creature that's attacking you").
const AttackingYouTerm TermKind = 1312

// errNotOneTarget is the error of a quality said of one target, read
// after words that name more than one or several alternatives.
func errNotOneTarget(words string) error {
	return fmt.Errorf("%q: the quality after it is said of one target only", words)
}

// narrowedTarget adds to r's one target the quality its row reads after
// the target's own words (" that's attacking you"): text to its quality's
// words, t to its terms. An error names target when r has not exactly one
// target.
func narrowedTarget(r Reading, target, text string, t Term) (Reading, error) {
	if r.Selector.Subject != Targeted || len(r.Selector.Quality.Any) > 0 {
		return Reading{}, errNotOneTarget(target)
	}
	q := &r.Selector.Quality
	q.Text += text
	q.Terms = append(q.Terms, t)
	return r, nil
}
