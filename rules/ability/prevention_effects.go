package ability

import "fmt"

// Prevention effects of activated abilities beside those of effects.go:
// "The next time ~ would deal damage to you this turn, prevent that
// damage." (Mercenaries), "Prevent all combat damage blue creatures and
// black creatures would deal this turn." (Radiant Kavu), "Prevent the next
// 1 damage that would be dealt to each creature and each player this
// turn." (Kitsune Palliator). The walk gives the shields
// (rules/walk/prevention_shields.go). Append only: these are wire words.
const (
	// PreventNextFromSelf: the next time ~ would deal damage to [target]
	// this turn, prevent that damage (a shield of the next time, its
	// source the effect's source).
	PreventNextFromSelf Keyword = "the next time ~ would deal damage to [target] this turn, prevent that damage"
	// PreventNextToEachPlayer: prevent the next N damage that would be
	// dealt to each player this turn.
	PreventNextToEachPlayer Keyword = "prevent the next N damage that would be dealt to each player this turn"
)

// preventionEffectRows are the effect rows of this file.
var preventionEffectRows = []effectRow{
	{Pattern: "The next time ~ would deal damage to [target] this turn, prevent that damage.", Example: "The next time ~ would deal damage to you this turn, prevent that damage.", Card: "Mercenaries",
		g:     gr(`the next time ~ would deal damage to @{target} {this-turn} , prevent that damage`),
		build: targetEffect(PreventNextFromSelf, ThisTurn)},
	{Pattern: "Prevent all combat damage [color] creatures and [color] creatures would deal this turn.", Example: "Prevent all combat damage blue creatures and black creatures would deal this turn.", Card: "Radiant Kavu",
		g: gr(`prevent all combat damage @{word} creatures and @{word} creatures would deal {this-turn}`),
		build: func(m []string) (Reading, error) {
			var q Quality
			for _, c := range m[1:3] {
				if !IsOneOf(c, ColorWords) {
					return Reading{}, fmt.Errorf("%q is not a color", c)
				}
				q.Any = append(q.Any, Quality{Text: c + " creature", Terms: []Term{{Kind: Color, Word: c}, {Kind: CardType, Word: "creature"}}})
			}
			q.Text = m[1] + " creatures and " + m[2] + " creatures"
			return Reading{Kind: EffectKind, Mode: PreventCombatBy, Selector: Selector{Subject: Selected, Quality: q}, Duration: ThisTurn}, nil
		}},
	{Pattern: "Prevent the next N damage that would be dealt to each creature and each player this turn.", Example: "Prevent the next 1 damage that would be dealt to each creature and each player this turn.", Card: "Kitsune Palliator",
		g: gr(`prevent the next @{count} damage that would be dealt to each creature and each player {this-turn}`),
		parts: func(m []string) ([]Reading, error) {
			creatures, err := amount(Reading{Kind: EffectKind, Mode: PreventNext, Duration: ThisTurn}, m[1])
			if err != nil {
				return nil, err
			}
			if creatures.Selector, err = readTarget("each creature"); err != nil {
				return nil, err
			}
			players, err := amount(Reading{Kind: EffectKind, Mode: PreventNextToEachPlayer, Duration: ThisTurn}, m[1])
			return []Reading{creatures, players}, err
		}},
	{Pattern: "Destroy ~ and [target].", Example: "Destroy ~ and target creature it's blocking.", Card: "Wall of Vipers",
		g: gr(`destroy ~ and @{target}`),
		parts: func(m []string) ([]Reading, error) {
			sel, err := readTarget(m[1])
			return []Reading{{Kind: EffectKind, Mode: DestroyTarget, Selector: Selector{Subject: Itself}, Duration: Once},
				{Kind: EffectKind, Mode: DestroyTarget, Selector: sel, Duration: Once}}, err
		}},
	{Pattern: "If it's [quality], prevent the next N damage instead.", Example: "Prevent the next 1 damage that would be dealt to any target this turn. If it's a green creature, prevent the next 2 damage instead.", Card: "Elvish Healer",
		g: gr(`if it's {a} @{few-quality} , prevent the next @{count} damage instead`),
		build: func(m []string) (Reading, error) {
			q, err := ParseQuality(m[1])
			if err != nil {
				return Reading{}, err
			}
			more, err := amount(Reading{Kind: EffectKind, Mode: PreventNext, Selector: Selector{Subject: That, Quality: Quality{Text: "it"}}, Duration: ThisTurn}, m[2])
			return Reading{Kind: EffectKind, Mode: IfConditionInstead, Condition: TargetIs, When: Cond{Quality: q}, Duration: Once, Parts: []Reading{more}}, err
		}},
}
