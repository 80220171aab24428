package ability

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// The effects of combat tricks: what an activated ability ("{R}: ~ gets
// +1/+0 until end of turn.") or an instant ("Target creature gets +3/+3
// until end of turn.") does when it resolves, read by the same grammar as
// the abilities. ReadEffect reads them into typed readings; no consumer
// applies them yet (the combat-tricks issue will): Parse does not read
// these lines, so the judge still reports them as not understood, and
// nothing of them is applied unsaid.

// The modes of effects. Append only: these are wire words.
const (
	GainsUntilEndOfTurn Keyword = "[target] gains [keywords] until end of turn"
	PreventNext         Keyword = "prevent the next N damage that would be dealt to [target] this turn"
	PreventCombatDamage Keyword = "prevent all combat damage that would be dealt this turn"
	PreventCombatBy     Keyword = "prevent all combat damage that would be dealt by [target] this turn"
	PreventCombatTo     Keyword = "prevent all combat damage that would be dealt to [target] this turn"
	// PreventAllTo: prevent all damage, combat or not, that would be dealt
	// to [target] this turn.
	PreventAllTo       Keyword = "prevent all damage that would be dealt to [target] this turn"
	Regenerate         Keyword = "regenerate [target]"
	DealsDamageTo      Keyword = "~ deals N damage to [target]"
	CantBlockThisTurn  Keyword = "[target] can't block this turn"
	CantBlockSelfTurn  Keyword = "[target] can't block ~ this turn"
	BlocksSelfIfAble   Keyword = "[target] blocks ~ this turn if able"
	TapTarget          Keyword = "tap [target]"
	UntapTarget        Keyword = "untap [target]"
	RemoveFromCombat   Keyword = "remove [target] from combat"
	ReturnToHand       Keyword = "return [target] to its owner's hand"
	DestroyTarget      Keyword = "destroy [target]"
	CanBlockAdditional Keyword = "[target] can block an additional creature this turn"
	// BlocksThisTurnIfAble: the creature blocks this turn if able, any
	// attacking creature it can (a requirement, 500.3 of the seeds' own
	// words for requirements on blocking).
	BlocksThisTurnIfAble Keyword = "[target] blocks this turn if able"
	// SacrificeTarget: the effect's controller sacrifices the permanent
	// ("sacrifice ~", "sacrifice it").
	SacrificeTarget Keyword = "sacrifice [target]"
	// AtNextEndStep is a delayed effect: its Parts happen at the beginning
	// of the next end step, after the combat is over ("Sacrifice ~ at the
	// beginning of the next end step.").
	AtNextEndStep Keyword = "at the beginning of the next end step, [effect]"
	// ChosenMode is one mode of a modal spell, a line "• [effect]" under
	// "Choose one —": its Parts happen only when that mode is chosen.
	ChosenMode Keyword = "• [effect]"
	// TapOrUntap: its controller chooses, as it resolves, to tap or to
	// untap the target ("You may tap or untap target creature.").
	TapOrUntap Keyword = "tap or untap [target]"
	// PutCounter: N counters of +Power/+Toughness on the target ("Put a
	// +2/+2 counter on target Chimera creature."); N times X when its
	// Quality has the term XThisWay ("for each 1 damage prevented this
	// way").
	PutCounter Keyword = "put N +P/+T counters on [target]"
	// Gains: the target gains the keywords for as long as it stays on the
	// battlefield, no end said ("It gains flying.").
	Gains Keyword = "[target] gains [keywords]"
	// PreventNextDivided: prevent the next N damage that would be dealt
	// this turn to any number of targets, N divided among them as its
	// controller chooses when the spell is cast.
	PreventNextDivided Keyword = "prevent the next N damage that would be dealt this turn to any number of targets, divided as you choose"
	// WhenCycled is a triggered ability of a card in its owner's hand:
	// when it is cycled, its controller may have its Parts happen. Never
	// when the card is cast.
	WhenCycled Keyword = "when you cycle ~, you may [effect]"
	// GainControlUntilEndOfTurn: the effect's controller gains control of
	// the target until end of turn.
	GainControlUntilEndOfTurn Keyword = "gain control of [target] until end of turn"
	// ControllerSacrifices: the target's controller sacrifices it ("its
	// controller sacrifices it").
	ControllerSacrifices Keyword = "[target]'s controller sacrifices it"
	// PlayerGainsLife: the player gains N life ("target opponent gains 2
	// life").
	PlayerGainsLife Keyword = "[player] gains N life"
	// PreventNextBy: prevent the next N damage that [target] would deal
	// this turn.
	PreventNextBy Keyword = "prevent the next N damage that would be dealt by [target] this turn"
	// CanBlockAdditionalN: [target] can block up to N additional
	// creatures this turn (N more than it could).
	CanBlockAdditionalN Keyword = "[target] can block up to N additional creatures this turn"
	// IfCondition: its Parts happen only if the reading's Condition (and
	// When) holds as it resolves ("If you control a Forest, ...";
	// KickedWith: "if this spell was kicked").
	IfCondition Keyword = "if [condition], [effect]"
	// IfConditionInstead: when the Condition holds, its Parts happen
	// instead of the part before it ("If this spell was kicked, that
	// creature gets +5/+5 until end of turn instead.").
	IfConditionInstead Keyword = "if [condition], [effect] instead"
	// FlipCoin: its controller flips a coin (an IfCondition after it,
	// WonFlip or LostFlip, says what the flip does).
	FlipCoin Keyword = "flip a coin"
	// UnlessAnyPlayerPays: its Parts happen unless any player pays the
	// mana in its Cost ("... unless any player pays {2}").
	UnlessAnyPlayerPays Keyword = "[effect] unless any player pays [cost]"
	// PumpTimesX: [target] gets +P×X/+T×X until end of turn, P and T its
	// Power and Toughness, X the amount its Quality says as it resolves:
	// a term XIsPower, XIsManaValue, or XIsCount (the number of the
	// permanents of When.Quality, When.Whose saying whose: "you" you
	// control, "defending" defending player controls, "other" other than
	// the creature that gets it). "+X/+0 until end of turn, where X is its
	// power": P 1, T 0; "-1/-1 until end of turn for each artifact you
	// control": P -1, T -1.
	PumpTimesX Keyword = "[target] gets +N/+N times X until end of turn, X [amount]"
	// BecomesColorUntilEndOfTurn: [target] becomes the color of its
	// Quality until end of turn (no other color).
	BecomesColorUntilEndOfTurn Keyword = "[target] becomes [color] until end of turn"
	// DiscardAnyNumber: its controller discards any number of cards (at
	// random when its Quality's text says "at random"); the number is a
	// later part's "cards discarded this way" (XThisWay).
	DiscardAnyNumber Keyword = "discard any number of cards"
	// ReturnAnyNumberToHand: its controller returns any number of the
	// permanents its Selector names to their owner's hand; the number is
	// a later part's "[permanents] returned this way" (XThisWay).
	ReturnAnyNumberToHand Keyword = "return any number of [quality] you control to their owner's hand"
	// CanBlockAnyNumber: [target] can block any number of creatures this
	// turn.
	CanBlockAnyNumber Keyword = "[target] can block any number of creatures this turn"
	// BlocksEachAttackerIfAble: [target] blocks each attacking creature
	// this turn if able.
	BlocksEachAttackerIfAble Keyword = "[target] blocks each attacking creature this turn if able"
	// WhenBecomesBlockedThisTurn is a trigger of this turn: when [target]
	// becomes blocked this turn, its Parts happen.
	WhenBecomesBlockedThisTurn Keyword = "when [target] becomes blocked this turn, [effect]"
	// WheneverCreatureBlocksThisTurn is a trigger of this turn: whenever a
	// creature blocks this turn, it gets +Power/+Toughness until end of
	// turn.
	WheneverCreatureBlocksThisTurn Keyword = "whenever a creature blocks this turn, it gets +N/+N until end of turn"
	// ReturnToBattlefield: return the card its Selector names (a target
	// creature card in its controller's graveyard, the top creature card
	// of it) to the battlefield under its owner's control.
	ReturnToBattlefield Keyword = "return [card] to the battlefield"
	// ExileTarget: exile [target].
	ExileTarget Keyword = "exile [target]"
	// DealsDamageTimesX: ~ deals X damage to [target], X the amount its
	// Quality says (XIsCount: the number of the permanents of When).
	DealsDamageTimesX Keyword = "~ deals X damage to [target], X [amount]"
	// GainLifeTimesX: you gain N times X life, X the number of the
	// permanents of When.Quality (Quality: the term XIsCount).
	GainLifeTimesX Keyword = "you gain N life for each [quality]"
	// ChooseColor: its controller chooses a color as the effect resolves,
	// the color a later part's "the chosen color" is.
	ChooseColor Keyword = "choose a color"
	// WhenLeavesThisTurn is a delayed trigger: when [target] leaves the
	// battlefield this turn, its Parts happen.
	WhenLeavesThisTurn Keyword = "when [target] leaves the battlefield this turn, [effect]"
	// WhenDiesThisTurn is a delayed trigger: when [target] is put into a
	// graveyard from the battlefield this turn, its Parts happen.
	WhenDiesThisTurn Keyword = "when [target] dies this turn, [effect]"
	// GainsChoiceUntilEndOfTurn: [target] gains the one of its Parts its
	// controller chooses as it resolves, until end of turn ("gains your
	// choice of banding, flying, first strike, or trample until end of
	// turn").
	GainsChoiceUntilEndOfTurn Keyword = "[target] gains your choice of [keywords] until end of turn"
	// CantBeBlockedThisTurn: [target] can't be blocked this turn (an
	// evasion ability until end of turn, evasion.go); its Quality, when
	// given, names the blockers: CantBeBlockedByThisTurn, "can't be
	// blocked by Walls this turn"; CantBeBlockedExceptByThisTurn, "can't
	// be blocked this turn except by Walls".
	CantBeBlockedThisTurn         Keyword = "[target] can't be blocked this turn"
	CantBeBlockedByThisTurn       Keyword = "[target] can't be blocked by [quality] this turn"
	CantBeBlockedExceptByThisTurn Keyword = "[target] can't be blocked this turn except by [quality]"
	// DealsDamageAndEachPlayer: ~ deals N damage to each creature its
	// Selector names and to each player, all at once.
	DealsDamageAndEachPlayer Keyword = "~ deals N damage to [creatures] and each player"
	// PumpUntilEndOfTurn ("gets +N/+N until end of turn") is trigger.go's;
	// PlusOneCounterOnSelf ("put a +1/+1 counter on ~") too;
	// NotCombat (a part that changes no verdict: "Draw a card.", "Scry
	// 2.", "You skip your next turn.") is global.go's.
)

// effectRow is one effect of the grammar: its production, what it means,
// and a card that says it. build reads one effect; parts, when set
// instead, the several a sentence says ("... and deals 1 damage to you").
type effectRow struct {
	Pattern, Example, Card string
	g                      *production
	build                  func(m []string) (Reading, error)
	parts                  func(m []string) ([]Reading, error)
}

// effectRows are the effects read, tried in order: those of this file,
// then those of the files named, in the order named here.
var effectRows []effectRow

// baseEffectRows are the effect rows of this file.
var baseEffectRows = []effectRow{
	{Pattern: "[target] gets +N/+N and gains [keywords] until end of turn.", Example: "Target creature gets +2/+2 and gains trample until end of turn.", Card: "Sylvan Might",
		g:     gr(`@{target} [ each ] ( gets | get ) @{boost} and ( gains | gain ) @{any} {until-end-of-turn}`),
		build: func(m []string) (Reading, error) { return pumpAndGain(m[1], m[2], m[3], m[4]) }},
	{Pattern: "~ gets +N/+N until end of turn and deals N damage to [target].", Example: "~ gets +2/+0 until end of turn and deals 1 damage to you.", Card: "Electric Eel",
		g: gr(`@{target} ( gets | get ) @{boost} {until-end-of-turn} and deals @{count} damage to @{target}`),
		parts: func(m []string) ([]Reading, error) {
			pump, err := pumpEffect(m[1], m[2], m[3])
			if err != nil {
				return nil, err
			}
			return selfAndDamage(pump, m[4], m[5])
		}},
	{Pattern: "~ gains [keywords] until end of turn and deals N damage to [target].", Example: "~ gains forestwalk until end of turn and deals 1 damage to you.", Card: "Wormwood Dryad",
		g: gr(`@{target} ( gains | gain ) @{any} {until-end-of-turn} and deals @{count} damage to @{target}`),
		parts: func(m []string) ([]Reading, error) {
			gain, err := gainEffect(m[1], m[2])
			if err != nil {
				return nil, err
			}
			return selfAndDamage(gain, m[3], m[4])
		}},
	{Pattern: "~ gets +N/+N until end of turn and can attack this turn as though it didn't have defender.", Example: "~ gets +3/-1 until end of turn and can attack this turn as though it didn't have defender.", Card: "Mobile Fort",
		g: gr(`~ gets @{boost} {until-end-of-turn} and can attack {this-turn} as though it didn't have defender`),
		build: func(m []string) (Reading, error) {
			pump, err := pumpEffect("~", m[1], m[2])
			// What it gains until end of turn, as a permanent's ability reads.
			pump.Parts = []Reading{Classify(Ability{Keyword: AttacksDespiteDefender, Text: "~ can attack as though it didn't have defender"})}
			return pump, err
		}},
	{Pattern: "[target] gets +N/+N until end of turn.", Example: "~ gets +1/+0 until end of turn.", Card: "Shivan Dragon",
		g:     gr(`@{target} [ each ] ( gets | get ) [ an additional ] @{boost} {until-end-of-turn}`),
		build: func(m []string) (Reading, error) { return pumpEffect(m[1], m[2], m[3]) }},
	{Pattern: "[target] gets +N/+N until end of turn and [target] get +N/+N until end of turn.", Example: "Creatures with shadow get +1/+0 until end of turn and creatures without shadow get -1/-0 until end of turn.", Card: "Stronghold Overseer",
		g: gr(`@{target} ( gets | get ) @{boost} {until-end-of-turn} and @{target} ( gets | get ) @{boost} {until-end-of-turn}`),
		parts: func(m []string) ([]Reading, error) {
			a, err := pumpEffect(m[1], m[2], m[3])
			if err != nil {
				return nil, err
			}
			b, err := pumpEffect(m[4], m[5], m[6])
			return []Reading{a, b}, err
		}},
	{Pattern: "[target] gets +N/+N until end of turn for each [quality] [you control | defending player controls].", Example: "Target creature gets -1/-1 until end of turn for each artifact you control.", Card: "Irradiate",
		g: gr(`@{target} ( gets | get ) @{boost} {until-end-of-turn} for each @[ other ] @[ {combat-state} ] @{few-quality} @[ you control | defending player controls ]`),
		build: func(m []string) (Reading, error) {
			r, err := pumpEffect(m[1], m[2], m[3])
			if err != nil {
				return Reading{}, err
			}
			q, err := ParseQuality(singularNoun(m[6]))
			if m[5] != "" {
				q = withState(q, m[5])
			}
			whose := map[string]string{"you control": "you", "defending player controls": "defending"}[m[7]]
			if m[4] != "" {
				if whose != "" {
					return Reading{}, fmt.Errorf("%q: other and whose at once", m[0])
				}
				whose = "other"
			}
			r.Mode, r.When = PumpTimesX, Cond{Quality: sharedNoun(q), Whose: whose}
			r.Quality = Quality{Text: "the number of " + m[0][strings.Index(m[0], " for each ")+len(" for each "):], Terms: []Term{{Kind: XIsCount}}}
			return r, err
		}},
	{Pattern: "[target] gets +X/+0 until end of turn, where X is [amount].", Example: "Target creature gains trample and gets +X/+0 until end of turn, where X is its power.", Card: "Berserk",
		g: gr(`( @{target} ( gains | gain ) @{any} and gets @{x-boost} {until-end-of-turn} | {until-end-of-turn} , @{target} gains @{any} and gets @{x-boost} | @{target} ( gets | get ) @{x-boost} {until-end-of-turn} ) , where x is @{x-amount}`),
		build: func(m []string) (Reading, error) {
			target, gains, p, t := m[1]+m[5]+m[9], m[2]+m[6], m[3]+m[7]+m[10], m[4]+m[8]+m[11]
			r := Reading{Kind: EffectKind, Mode: PumpTimesX, Duration: UntilEndOfTurn, Power: strings.Count(p, "x"), Toughness: strings.Count(t, "x")}
			var err error
			if r.Selector, err = readTarget(target); err != nil {
				return Reading{}, err
			}
			switch amount := m[12]; {
			case strings.HasSuffix(amount, "power"):
				r.Quality = Quality{Text: amount, Terms: []Term{{Kind: XIsPower, Word: amount}}}
			case strings.HasSuffix(amount, "mana value"):
				r.Quality = Quality{Text: amount, Terms: []Term{{Kind: XIsManaValue, Word: amount}}}
			default:
				r.Quality = Quality{Text: amount, Terms: []Term{{Kind: XIsCount, Word: amount}}}
				r.When = Cond{Quality: withState(Quality{Text: "creatures", Terms: []Term{{Kind: CardType, Word: "creature"}}}, "attacking")}
			}
			if gains != "" {
				gain, err := gainEffect(target, gains)
				if err != nil {
					return Reading{}, err
				}
				r.Parts = []Reading{gain}
			}
			return r, nil
		}},
	{Pattern: "[target] gets +N/+N, becomes [color], and gains [keywords] until end of turn.", Example: "Target creature gets +1/+0, becomes black, and gains shadow until end of turn.", Card: "Traitor's Clutch",
		g: gr(`( @{target} gets @{boost} , becomes @{word} , and gains @{any} {until-end-of-turn} | {until-end-of-turn} , @{target} becomes @{word} , gets @{boost} , and gains @{any} | @{target} gains @{any} and becomes @{word} {until-end-of-turn} )`),
		parts: func(m []string) ([]Reading, error) {
			target, color := m[1]+m[6]+m[11], m[4]+m[7]+m[13]
			if !slices.Contains(ColorWords, color) {
				return nil, fmt.Errorf("%q is not a color", color)
			}
			var first Reading
			var err error
			if m[12] != "" {
				first, err = gainEffect(target, m[12])
			} else {
				first, err = pumpAndGain(target, m[2]+m[8], m[3]+m[9], m[5]+m[10])
			}
			if err != nil {
				return nil, err
			}
			becomes := Reading{Kind: EffectKind, Mode: BecomesColorUntilEndOfTurn, Selector: first.Selector, Duration: UntilEndOfTurn,
				Quality: Quality{Text: color, Terms: []Term{{Kind: Color, Word: color}}}}
			if first.Selector.Subject == Targeted {
				becomes.Selector = Selector{Subject: That, Quality: Quality{Text: "it"}}
			}
			return []Reading{first, becomes}, nil
		}},
	{Pattern: "You gain life equal to the damage prevented this way.", Example: "You gain life equal to the damage prevented this way.", Card: "Candles' Glow",
		g: gr(`you gain life equal to the damage prevented this way`),
		build: func([]string) (Reading, error) {
			return Reading{Kind: EffectKind, Mode: GainLifeTimesX, Selector: Selector{Subject: Player}, Duration: Once, N: 1,
				Quality: Quality{Text: "the damage prevented this way", Terms: []Term{{Kind: XThisWay, Word: "damage prevented"}}}}, nil
		}},
	{Pattern: "[At the beginning of the next end step,] put a +N/+N counter on [target] for each 1 damage prevented this way.", Example: "Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 damage prevented this way, put a +1/+1 counter on that creature.", Card: "Test of Faith",
		g: gr(`( for each 1 damage prevented this way , put @{counters-of} on @{target} | @[ at the beginning of the next end step , ] put @{counters-of} on @{target} for each 1 damage prevented this way )`),
		build: func(m []string) (Reading, error) {
			r, err := putCounters(m[1]+m[4], m[2]+m[5])
			if err != nil {
				return Reading{}, err
			}
			r.Quality = Quality{Text: "the damage prevented this way", Terms: []Term{{Kind: XThisWay, Word: "damage prevented"}}}
			if m[3] != "" {
				return Reading{Kind: EffectKind, Mode: AtNextEndStep, Duration: Once, Parts: []Reading{r}}, nil
			}
			return r, nil
		}},
	{Pattern: "Prevent the next N damage this way instead.", Example: "Prevent the next 6 damage this way.", Card: "Pollen Remedy",
		g: gr(`prevent the next @{count} damage this way`),
		build: func(m []string) (Reading, error) {
			return amount(Reading{Kind: EffectKind, Mode: PreventNextDivided, Selector: Selector{Subject: SeveralTargeted, Targets: AnyNumber, Quality: Quality{Text: "any target"}}, Duration: ThisTurn}, m[1])
		}},
	{Pattern: "You gain N life for each [quality].", Example: "You gain 1 life for each attacking creature.", Card: "Respite",
		g: gr(`you gain @{count} life for each @[ {combat-state} ] @{few-quality}`),
		build: func(m []string) (Reading, error) {
			q, err := ParseQuality(singularNoun(m[3]))
			if err != nil {
				return Reading{}, err
			}
			if m[2] != "" {
				q = withState(q, m[2])
			}
			r, err := amount(Reading{Kind: EffectKind, Mode: GainLifeTimesX, Selector: Selector{Subject: Player}, Duration: Once, When: Cond{Quality: sharedNoun(q)},
				Quality: Quality{Text: "the number of " + m[2] + " " + m[3], Terms: []Term{{Kind: XIsCount}}}}, m[1])
			return r, err
		}},
	{Pattern: "[target] gets +N/+N until end of turn for each basic land type among lands you control / for each of its colors.", Example: "Target creature gets +2/+2 until end of turn for each of its colors.", Card: "Might of the Nephilim",
		g: gr(`@{target} ( gets | get ) @{boost} {until-end-of-turn} for each @( basic land type among lands you control | of its colors )`),
		build: func(m []string) (Reading, error) {
			r, err := pumpEffect(m[1], m[2], m[3])
			term := XIsDomain
			if m[4] == "of its colors" {
				term = XIsColors
			}
			r.Mode, r.Quality = PumpTimesX, Quality{Text: "the number of " + strings.TrimPrefix(m[4], "of "), Terms: []Term{{Kind: term}}}
			return r, err
		}},
	{Pattern: "[target] gets +N/+N until end of turn for each [thing] [discarded | returned | sacrificed] this way.", Example: "Creatures you control get +0/+1 until end of turn for each card discarded this way.", Card: "Sacred Rites",
		g: gr(`( @{target} ( gets | get ) @{boost} {until-end-of-turn} for each @{few-any} this way | for each @{few-any} this way , @{target} ( gets | get ) [ an additional ] @{boost} {until-end-of-turn} )`),
		build: func(m []string) (Reading, error) {
			r, err := pumpEffect(m[1]+m[6], m[2]+m[7], m[3]+m[8])
			what := m[4] + m[5]
			if !thisWay.MatchString(what) {
				return Reading{}, fmt.Errorf("%q is not what an effect counts", what)
			}
			r.Mode, r.Quality = PumpTimesX, Quality{Text: "the number of " + what + " this way", Terms: []Term{{Kind: XThisWay, Word: what}}}
			return r, err
		}},
	{Pattern: "Discard any number of cards [at random]. / Return any number of [quality] you control to their owner's hand.", Example: "Discard any number of cards.", Card: "Sacred Rites",
		g: gr(`( discard any number of cards @[ at random ] | return any number of @{few-quality} you control to their owner's hand )`),
		build: func(m []string) (Reading, error) {
			if m[2] == "" {
				return Reading{Kind: EffectKind, Mode: DiscardAnyNumber, Selector: Selector{Subject: Player}, Duration: Once, Quality: Quality{Text: m[1]}}, nil
			}
			q, err := ParseQuality(singularNoun(m[2]))
			return Reading{Kind: EffectKind, Mode: ReturnAnyNumberToHand, Duration: Once,
				Selector: Selector{Subject: Selected, Quality: q, Scope: Scope{YouControl: true}}}, err
		}},
	{Pattern: "[target] gains [keywords] until end of turn.", Example: "Target creature gains flying until end of turn.", Card: "Jump",
		g:     gr(`@{target} [ also ] ( gains | gain ) @{any} {until-end-of-turn}`),
		build: func(m []string) (Reading, error) { return gainEffect(m[1], m[2]) }},
	{Pattern: "Until end of turn, [target] gets +N/+N and gains [keywords].", Example: "Until end of turn, target creature gains trample and \"{G}: Regenerate this creature.\"", Card: "Run Wild",
		g: gr(`{until-end-of-turn} , @{target} ( ( gains | gain ) @{any} | gets @{boost} and gains @{any} )`),
		build: func(m []string) (Reading, error) {
			if m[2] != "" {
				return gainEffect(m[1], m[2])
			}
			return pumpAndGain(m[1], m[3], m[4], m[5])
		}},
	{Pattern: "Prevent the next N damage that would be dealt to [target] this turn.", Example: "Prevent the next 1 damage that would be dealt to any target this turn.", Card: "Samite Healer",
		g: gr(`prevent the next @{count} damage that would be dealt ( to @{target} {this-turn} | {this-turn} to @{target} )`),
		build: func(m []string) (Reading, error) {
			r, err := amount(Reading{Kind: EffectKind, Mode: PreventNext, Duration: ThisTurn}, m[1])
			if err != nil {
				return Reading{}, err
			}
			r.Selector, err = readTarget(m[2] + m[3])
			return r, err
		}},
	{Pattern: "Prevent the next N damage that would be dealt this turn to any number of targets, divided as you choose.", Example: "Prevent the next 5 damage that would be dealt this turn to any number of targets, divided as you choose.", Card: "Remedy",
		g: gr(`prevent the next @{count} damage that would be dealt {this-turn} to any number of targets , divided as you choose`),
		build: func(m []string) (Reading, error) {
			return amount(Reading{Kind: EffectKind, Mode: PreventNextDivided, Selector: Selector{Subject: SeveralTargeted, Targets: AnyNumber, Quality: Quality{Text: "any target"}}, Duration: ThisTurn}, m[1])
		}},
	{Pattern: "When you cycle ~, you may [effect].", Example: "When you cycle ~, you may tap target creature.", Card: "Choking Tethers",
		g: gr(`when you cycle ~ , you may ( have @{target} get @{boost} {until-end-of-turn} | tap @{target} | prevent the next @{count} damage that would be dealt to @{target} {this-turn} )`),
		build: func(m []string) (Reading, error) {
			var e Reading
			var err error
			switch {
			case m[1] != "":
				e, err = pumpEffect(m[1], m[2], m[3])
			case m[4] != "":
				e, err = targetEffect(TapTarget, Once)([]string{"", m[4]})
			default:
				if e, err = amount(Reading{Kind: EffectKind, Mode: PreventNext, Duration: ThisTurn}, m[5]); err == nil {
					e.Selector, err = readTarget(m[6])
				}
			}
			return Reading{Kind: EffectKind, Mode: WhenCycled, Duration: Once, Selector: Selector{Subject: Player}, Parts: []Reading{e}}, err
		}},
	{Pattern: "Prevent the next N damage that would be dealt by [target] this turn.", Example: "Prevent the next 1 damage that would be dealt by ~ this turn.", Card: "Barbed Wire",
		g: gr(`prevent the next @{count} damage that would be dealt by @{target} {this-turn}`),
		build: func(m []string) (Reading, error) {
			r, err := amount(Reading{Kind: EffectKind, Mode: PreventNextBy, Duration: ThisTurn}, m[1])
			if err != nil {
				return Reading{}, err
			}
			r.Selector, err = readTarget(m[2])
			return r, err
		}},
	{Pattern: "Target opponent gains N life.", Example: "Target opponent gains 2 life.", Card: "Phelddagrif",
		g: gr(`target opponent gains @{count} life`),
		build: func(m []string) (Reading, error) {
			return amount(Reading{Kind: EffectKind, Mode: PlayerGainsLife, Duration: Once,
				Selector: Selector{Subject: Targeted, Quality: Quality{Text: "opponent", Terms: []Term{{Kind: OpponentPlayer, Word: "opponent"}}}}}, m[1])
		}},
	{Pattern: "[target] can block up to N additional creatures this turn.", Example: "Target creature defending player controls gets +3/+0 until end of turn. That creature can block up to two additional creatures this turn.", Card: "Yare",
		g: gr(`@{target} can block up to @{count} additional creatures {this-turn}`),
		build: func(m []string) (Reading, error) {
			r, err := amount(Reading{Kind: EffectKind, Mode: CanBlockAdditionalN, Duration: ThisTurn}, m[2])
			if err != nil {
				return Reading{}, err
			}
			r.Selector, err = readTarget(m[1])
			return r, err
		}},
	{Pattern: "Prevent all combat damage that would be dealt this turn.", Example: "Prevent all combat damage that would be dealt this turn.", Card: "Fog",
		g: gr(`prevent all combat damage that would be dealt {this-turn}`),
		build: func([]string) (Reading, error) {
			return Reading{Kind: EffectKind, Mode: PreventCombatDamage, Selector: Selector{Subject: Each}, Duration: ThisTurn}, nil
		}},
	{Pattern: "Prevent all combat damage that would be dealt to and dealt by [target] this turn.", Example: "Prevent all combat damage that would be dealt to and dealt by ~ this turn.", Card: "Urborg Phantom",
		g: gr(`prevent all combat damage that would be dealt to and dealt by @{target} {this-turn}`),
		parts: func(m []string) ([]Reading, error) {
			sel, err := readTarget(m[1])
			return []Reading{
				{Kind: EffectKind, Mode: PreventCombatTo, Selector: sel, Duration: ThisTurn},
				{Kind: EffectKind, Mode: PreventCombatBy, Selector: Selector{Subject: That, Quality: Quality{Text: "it"}}, Duration: ThisTurn},
			}, err
		}},
	{Pattern: "Prevent all combat damage that would be dealt by / to [target] this turn.", Example: "Prevent all combat damage that would be dealt by target creature this turn.", Card: "Maze of Ith",
		g: gr(`prevent all combat damage that would be dealt ( @( by | to ) @{target} {this-turn} | {this-turn} by @{target} )`),
		build: func(m []string) (Reading, error) {
			sel, err := readTarget(m[2] + m[3])
			mode := PreventCombatBy
			if m[1] == "to" {
				mode = PreventCombatTo
			}
			return Reading{Kind: EffectKind, Mode: mode, Selector: sel, Duration: ThisTurn}, err
		}},
	{Pattern: "Prevent all combat damage [target] would deal this turn.", Example: "Prevent all combat damage target creature would deal this turn.", Card: "Resistance Fighter",
		g:     gr(`prevent all combat damage @{target} would deal {this-turn}`),
		build: targetEffect(PreventCombatBy, ThisTurn)},
	{Pattern: "Regenerate [target].", Example: "Regenerate ~.", Card: "Drudge Skeletons",
		g:     gr(`regenerate @{target}`),
		build: targetEffect(Regenerate, ThisTurn)},
	{Pattern: "~ deals N damage to [target].", Example: "~ deals 1 damage to target attacking or blocking creature.", Card: "Heavy Ballista",
		g: gr(`( ~ | it ) deals @{count} damage to @{target}`),
		build: func(m []string) (Reading, error) {
			r, err := amount(Reading{Kind: EffectKind, Mode: DealsDamageTo, Duration: Once}, m[1])
			if err != nil {
				return Reading{}, err
			}
			r.Selector, err = readTarget(m[2])
			return r, err
		}},
	{Pattern: "~ deals damage to [target] equal to the number of [quality] [you control].", Example: "~ deals damage to target attacking creature equal to the number of attacking creatures.", Card: "Divine Retribution",
		g: gr(`~ deals damage to @{target} equal to the number of @[ {combat-state} ] @{few-quality} @[ you control ]`),
		build: func(m []string) (Reading, error) {
			sel, err := readTarget(m[1])
			if err != nil {
				return Reading{}, err
			}
			q, err := ParseQuality(singularNoun(permanentNoun(m[3])))
			if err != nil {
				return Reading{}, err
			}
			if m[2] != "" {
				q = withState(q, m[2])
			}
			return Reading{Kind: EffectKind, Mode: DealsDamageTimesX, Selector: sel, Duration: Once, N: 1,
				Quality: Quality{Text: "the number of " + strings.TrimSpace(m[2]+" "+m[3]+" "+m[4]), Terms: []Term{{Kind: XIsCount}}},
				When:    Cond{Quality: sharedNoun(q), Whose: map[string]string{"you control": "you"}[m[4]]}}, nil
		}},
	{Pattern: "[target] can't block this turn.", Example: "Target creature can't block this turn.", Card: "Panic",
		g:     gr(`@{target} can't block {this-turn}`),
		build: targetEffect(CantBlockThisTurn, ThisTurn)},
	{Pattern: "[target] can't block ~ this turn.", Example: "Target creature can't block ~ this turn.", Card: "Duct Crawler",
		g:     gr(`@{target} can't block ~ {this-turn}`),
		build: targetEffect(CantBlockSelfTurn, ThisTurn)},
	{Pattern: "[target] blocks ~ this turn if able.", Example: "Target creature blocks ~ this turn if able.", Card: "Crashing Boars",
		g:     gr(`@{target} blocks ~ {this-turn} if able`),
		build: targetEffect(BlocksSelfIfAble, ThisTurn)},
	{Pattern: "[target] blocks this turn if able.", Example: "Untap target creature you don't control. That creature blocks this turn if able.", Card: "Provoke",
		g:     gr(`@{target} blocks {this-turn} if able`),
		build: targetEffect(BlocksThisTurnIfAble, ThisTurn)},
	{Pattern: "[target] can block any number of creatures this turn. / [target] blocks each attacking creature this turn if able.", Example: "Target creature defending player controls can block any number of creatures this turn. It blocks each attacking creature this turn if able.", Card: "Blaze of Glory",
		g: gr(`@{target} ( can block any number of creatures {this-turn} | @( blocks each attacking creature {this-turn} if able ) )`),
		build: func(m []string) (Reading, error) {
			mode := CanBlockAnyNumber
			if m[2] != "" {
				mode = BlocksEachAttackerIfAble
			}
			return targetEffect(mode, ThisTurn)(m)
		}},
	{Pattern: "When [target] becomes blocked this turn, it gets +N/+N until end of turn for each creature blocking it.", Example: "Target creature gains trample until end of turn. When that creature becomes blocked this turn, it gets +1/+1 until end of turn for each creature blocking it.", Card: "Barreling Attack",
		g: gr(`when @{target} becomes blocked {this-turn} , it gets @{boost} {until-end-of-turn} for each creature blocking it`),
		build: func(m []string) (Reading, error) {
			sel, err := readTarget(m[1])
			if err != nil {
				return Reading{}, err
			}
			b, err := boostOf(m[2], m[3])
			return Reading{Kind: EffectKind, Mode: WhenBecomesBlockedThisTurn, Selector: sel, Duration: ThisTurn,
				Parts: []Reading{{Kind: EffectKind, Mode: PumpPerBlocker, Selector: Selector{Subject: That, Quality: Quality{Text: "it"}}, Duration: UntilEndOfTurn, Power: b.Power, Toughness: b.Toughness}}}, err
		}},
	{Pattern: "Whenever a creature blocks this turn, it gets +N/+N until end of turn.", Example: "Whenever a creature blocks this turn, it gets +0/+1 until end of turn.", Card: "Battle Cry",
		g: gr(`whenever a creature blocks {this-turn} , it gets @{boost} {until-end-of-turn}`),
		build: func(m []string) (Reading, error) {
			b, err := boostOf(m[1], m[2])
			return Reading{Kind: EffectKind, Mode: WheneverCreatureBlocksThisTurn, Duration: ThisTurn, Power: b.Power, Toughness: b.Toughness}, err
		}},
	{Pattern: "[target] can block an additional creature this turn.", Example: "~ can block an additional creature this turn.", Card: "Mounted Archers",
		g:     gr(`@{target} can block an additional creature {this-turn}`),
		build: targetEffect(CanBlockAdditional, ThisTurn)},
	{Pattern: "Tap [target].", Example: "Tap target creature.", Card: "Master Decoy",
		g:     gr(`tap @{target}`),
		build: targetEffect(TapTarget, Once)},
	{Pattern: "Untap [target].", Example: "Untap target creature.", Card: "Foxfire",
		g:     gr(`untap @{target}`),
		build: targetEffect(UntapTarget, Once)},
	{Pattern: "Remove [target] from combat [and untap it].", Example: "Remove target attacking creature you control from combat and untap it.", Card: "Reconnaissance",
		g: gr(`remove @{target} from combat [ and untap @{target} ]`),
		parts: func(m []string) ([]Reading, error) {
			sel, err := readTarget(m[1])
			out := []Reading{{Kind: EffectKind, Mode: RemoveFromCombat, Selector: sel, Duration: Once}}
			if err != nil || m[2] == "" {
				return out, err
			}
			untap, err := readTarget(m[2])
			return append(out, Reading{Kind: EffectKind, Mode: UntapTarget, Selector: untap, Duration: Once}), err
		}},
	{Pattern: "Untap [target] and gain control of it until end of turn.", Example: "Untap target nonlegendary creature and gain control of it until end of turn.", Card: "Blind with Anger",
		g: gr(`untap @{target} and ( gain control of @{target} until end of turn | remove @{target} from combat )`),
		parts: func(m []string) ([]Reading, error) {
			untap, err := readTarget(m[1])
			if err != nil {
				return nil, err
			}
			mode, second := GainControlUntilEndOfTurn, m[2]
			if m[3] != "" {
				mode, second = RemoveFromCombat, m[3]
			}
			sel, err := readTarget(second)
			return []Reading{{Kind: EffectKind, Mode: UntapTarget, Selector: untap, Duration: Once},
				{Kind: EffectKind, Mode: mode, Selector: sel, Duration: map[Keyword]Duration{GainControlUntilEndOfTurn: UntilEndOfTurn, RemoveFromCombat: Once}[mode]}}, err
		}},
	{Pattern: "[Until end of turn,] gain control of [target] [until end of turn] [and it gains [keywords]].", Example: "Untap target attacking creature and remove it from combat. Gain control of that creature until end of turn.", Card: "Disharmony",
		g: gr(`( gain control of @{target} until end of turn | until end of turn , you gain control of @{target} and @{target} gains @{any} )`),
		parts: func(m []string) ([]Reading, error) {
			sel, err := readTarget(m[1] + m[2])
			out := []Reading{{Kind: EffectKind, Mode: GainControlUntilEndOfTurn, Selector: sel, Duration: UntilEndOfTurn}}
			if err != nil || m[3] == "" {
				return out, err
			}
			gain, err := gainEffect(m[3], m[4])
			return append(out, gain), err
		}},
	{Pattern: "Return [a creature card of your graveyard] to the battlefield.", Example: "Return the top creature card of your graveyard to the battlefield.", Card: "Shallow Grave",
		g:     gr(`return @{target} to the battlefield`),
		build: targetEffect(ReturnToBattlefield, Once)},
	{Pattern: "Return [target] to its owner's hand.", Example: "Return target attacking creature to its owner's hand.", Card: "Remove",
		g:     gr(`return @{target} to its owner's hand`),
		build: targetEffect(ReturnToHand, Once)},
	{Pattern: "Destroy [target].", Example: "Destroy target blocking creature.", Card: "Vanquish",
		g:     gr(`destroy @{target}`),
		build: targetEffect(DestroyTarget, Once)},
	{Pattern: "Sacrifice / destroy / return [target] at the beginning of the next end step.", Example: "Sacrifice ~ at the beginning of the next end step.", Card: "Pyric Salamander",
		g: gr(`( @( sacrifice | destroy | exile ) @{target} | return @{target} to ( its owner's | your ) hand | its controller sacrifices @{target} ) at the beginning of the next end step`),
		build: func(m []string) (Reading, error) {
			mode := map[string]Keyword{"sacrifice": SacrificeTarget, "destroy": DestroyTarget, "exile": ExileTarget, "": ReturnToHand}[m[1]]
			if m[4] != "" {
				mode = ControllerSacrifices
			}
			sel, err := readTarget(m[2] + m[3] + m[4])
			return Reading{Kind: EffectKind, Mode: AtNextEndStep, Duration: Once,
				Parts: []Reading{{Kind: EffectKind, Mode: mode, Selector: sel, Duration: Once}}}, err
		}},
	{Pattern: "At the beginning of the next end step, destroy [target] if it attacked this turn.", Example: "Target creature gains trample and gets +X/+0 until end of turn, where X is its power. At the beginning of the next end step, destroy that creature if it attacked this turn.", Card: "Berserk",
		g: gr(`at the beginning of the next end step , destroy @{target} if it attacked {this-turn}`),
		build: func(m []string) (Reading, error) {
			sel, err := readTarget(m[1])
			return Reading{Kind: EffectKind, Mode: AtNextEndStep, Duration: Once,
				Parts: []Reading{{Kind: EffectKind, Mode: IfCondition, Condition: TargetAttackedThisTurn, Duration: Once,
					Parts: []Reading{{Kind: EffectKind, Mode: DestroyTarget, Selector: sel, Duration: Once}}}}}, err
		}},
	{Pattern: "When [target] leaves the battlefield (dies) this turn, sacrifice / destroy [target].", Example: "{T}: Target creature gets +2/+2 until end of turn. When that creature leaves the battlefield this turn, sacrifice Kjeldoran Elite Guard. Activate only during combat.", Card: "Kjeldoran Elite Guard",
		g: gr(`when @{target} @( leaves the battlefield | dies ) {this-turn} , @( sacrifice | destroy ) @{target}`),
		build: func(m []string) (Reading, error) {
			watched, err := readTarget(m[1])
			if err != nil {
				return Reading{}, err
			}
			sel, err := readTarget(m[4])
			mode := map[string]Keyword{"sacrifice": SacrificeTarget, "destroy": DestroyTarget}[m[3]]
			when := map[string]Keyword{"dies": WhenDiesThisTurn}[m[2]]
			return Reading{Kind: EffectKind, Mode: cmp.Or(when, WhenLeavesThisTurn), Selector: watched, Duration: ThisTurn,
				Parts: []Reading{{Kind: EffectKind, Mode: mode, Selector: sel, Duration: Once}}}, err
		}},
	{Pattern: "You may tap or untap [target].", Example: "You may tap or untap target creature.", Card: "Puppeteer",
		g:     gr(`you may tap or untap @{target}`),
		build: targetEffect(TapOrUntap, Once)},
	{Pattern: "Put a +1/+1 counter on ~.", Example: "Put a +1/+1 counter on ~.", Card: "Consumptive Goo",
		g: gr(`put a +1/+1 counter on ~`),
		build: func([]string) (Reading, error) {
			return Reading{Kind: EffectKind, Mode: PlusOneCounterOnSelf, Selector: Selector{Subject: Itself}, Duration: Once, N: 1}, nil
		}},
	{Pattern: "Put a +N/+N counter on [target].", Example: "Put a +2/+2 counter on target Chimera creature.", Card: "Tin-Wing Chimera",
		g:     gr(`put @{counters-of} on @{target}`),
		build: func(m []string) (Reading, error) { return putCounters(m[1], m[2]) }},
	{Pattern: "[target] gains [keywords].", Example: "It gains flying.", Card: "Tin-Wing Chimera",
		g: gr(`@{target} gains @{any}`),
		build: func(m []string) (Reading, error) {
			r, err := gainEffect(m[1], m[2])
			r.Mode, r.Duration = Gains, WhileInPlay
			return r, err
		}},
	{Pattern: "Choose a color.", Example: "Choose a color.", Card: "Akroma's Blessing",
		g: gr(`choose a color`),
		build: func([]string) (Reading, error) {
			return Reading{Kind: EffectKind, Mode: ChooseColor, Selector: Selector{Subject: Player}, Duration: Once}, nil
		}},
	{Pattern: "Tap [target], then return ~ to its owner's hand.", Example: "Tap target creature, then return ~ to its owner's hand.", Card: "Cyclopean Snare",
		g: gr(`tap @{target} , then return @{target} to its owner's hand`),
		parts: func(m []string) ([]Reading, error) {
			tap, err := readTarget(m[1])
			if err != nil {
				return nil, err
			}
			back, err := readTarget(m[2])
			return []Reading{{Kind: EffectKind, Mode: TapTarget, Selector: tap, Duration: Once}, {Kind: EffectKind, Mode: ReturnToHand, Selector: back, Duration: Once}}, err
		}},
	{Pattern: "If [condition], [effect] [instead].", Example: "If you control a Forest, each blocked creature gets +2/+2 until end of turn.", Card: "Roar of Jukai",
		g: gr(`if @( this spell was kicked | {few-any} ) , @{any}`),
		build: func(m []string) (Reading, error) {
			var r Reading
			if m[1] == "this spell was kicked" {
				r.Condition = Kicked
			} else if t := targetCondition.match(m[1]); t != nil {
				// "If it's a Spirit", "if it doesn't have rampage": of the
				// target named before.
				words := t[1] + t[2]
				if t[2] != "" {
					words = "creature with " + t[2]
				}
				q, err := ParseQuality(words)
				if err != nil && numberedKeywords[t[2]] {
					// "It doesn't have rampage": rampage of any N.
					q, err = Quality{Text: t[2], Terms: []Term{{Kind: WithKeyword, Word: t[2]}}}, nil
				}
				if err != nil {
					return Reading{}, err
				}
				r.Condition, r.When = TargetIs, Cond{Quality: q, Not: t[2] != ""}
			} else if n, ok := activatedTimes(m[1]); ok {
				r.Condition, r.When = ActivatedTimesThisTurn, Cond{N: n}
			} else if m[1] == "you cast this spell during your main phase" {
				r.Condition = CastInMainPhase
			} else {
				c, d, ok, err := readCondition(m[1])
				if err != nil {
					return Reading{}, err
				}
				if first, _, _ := strings.Cut(m[1], " "); !ok || first == "it" || first == "it's" || c == Attacking || c == Blocking || c == Enchanted {
					// "It's a Spirit", "it's attacking" speak of the source
					// in a static ability; in an effect "it" is its target,
					// a condition not read.
					return Reading{}, fmt.Errorf("%q is not a condition of an effect the judge reads", m[1])
				}
				r.Condition, r.When = c, d
			}
			r.Kind, r.Mode, r.Duration = EffectKind, IfCondition, Once
			effect := m[2]
			if e, ok := strings.CutSuffix(effect, " instead"); ok {
				r.Mode, effect = IfConditionInstead, e
			}
			parts, err := readSentence(effect)
			r.Parts = parts
			return r, err
		}},
	{Pattern: "Flip a coin. / If you win (lose) the flip, [effect].", Example: "If you win the flip, target creature gets +1/+1 until end of turn.", Card: "Aleatory",
		g: gr(`( flip a coin | if you @( win | lose ) the flip , @{any} )`),
		build: func(m []string) (Reading, error) {
			if m[1] == "" {
				return Reading{Kind: EffectKind, Mode: FlipCoin, Selector: Selector{Subject: Player}, Duration: Once}, nil
			}
			c := WonFlip
			if m[1] == "lose" {
				c = LostFlip
			}
			parts, err := readSentence(m[2])
			return Reading{Kind: EffectKind, Mode: IfCondition, Condition: c, Duration: Once, Parts: parts}, err
		}},
	{Pattern: "[effect] unless any player pays {N}.", Example: "Target creature gets +1/+1 until end of turn. That creature gets an additional +4/+4 until end of turn unless any player pays {2}.", Card: "Wild Might",
		g: gr(`@{any} unless any player pays @{mana-cost}`),
		build: func(m []string) (Reading, error) {
			parts, err := readSentence(m[1])
			return Reading{Kind: EffectKind, Mode: UnlessAnyPlayerPays, Cost: m[2], Duration: Once, Parts: parts}, err
		}},
	{Pattern: "Draw a card. / Scry N. / You skip your next turn. / [Target] doesn't untap during its controller's next untap step.", Example: "Scry 2.", Card: "Stand Firm",
		g: gr(`( draw a card | target opponent may draw a card | scry {count} | you skip your next ( turn | untap step )` +
			` | {target} doesn't untap during ( your | its controller's ) ( next untap step | next two untap steps | untap step for as long as ~ remains tapped ) )`),
		build: func([]string) (Reading, error) {
			return Reading{Kind: EffectKind, Mode: NotCombat, Duration: Once}, nil
		}},
	{Pattern: "[target] can attack this turn as though it didn't have defender.", Example: "~ can attack this turn as though it didn't have defender.", Card: "Mirror Wall",
		g: gr(`@{target} can attack {this-turn} as though ( it | they | ~ ) didn't have defender`),
		build: func(m []string) (Reading, error) {
			sel, err := readTarget(m[1])
			// What it has until end of turn, as a permanent's ability reads.
			return Reading{Kind: EffectKind, Mode: GainsUntilEndOfTurn, Selector: sel, Duration: UntilEndOfTurn,
				Parts: []Reading{Classify(Ability{Keyword: AttacksDespiteDefender, Text: "~ can attack as though it didn't have defender"})}}, err
		}},
	{Pattern: "~ deals N damage to each [quality] creature and each player.", Example: "~ deals 1 damage to each creature with flying and each player.", Card: "Squallmonger",
		g: gr(`( ~ | it ) deals @{count} damage to @( each [ other ] [ {combat-state} ] ?[ {few-quality} ] creature [ {few-with-clause} ] ) and each player`),
		build: func(m []string) (Reading, error) {
			r, err := amount(Reading{Kind: EffectKind, Mode: DealsDamageAndEachPlayer, Duration: Once}, m[1])
			if err != nil {
				return Reading{}, err
			}
			r.Selector, err = readTarget(m[2])
			return r, err
		}},
	{Pattern: "Exile [target].", Example: "Exile target attacking creature.", Card: "Lieutenant Kirtar",
		g:     gr(`exile @{target}`),
		build: targetEffect(ExileTarget, Once)},
	{Pattern: "Prevent all damage that would be dealt to [target] this turn.", Example: "Prevent all damage that would be dealt to target creature this turn.", Card: "Oriss, Samite Guardian",
		g:     gr(`prevent all damage that would be dealt to @{target} {this-turn}`),
		build: targetEffect(PreventAllTo, ThisTurn)},
}

// chosenProtection is protection from a color chosen as the effect
// resolves.
var chosenProtection = gr(`protection from @( the color of your choice | the color of its controller's choice | the chosen color | artifacts or from the color of your choice )`)

// ChosenColor is the term of a color chosen as an effect resolves: Word
// says who chooses ("the color of your choice": its controller; "the
// color of its controller's choice": the target's controller; "the chosen
// color": the color a ChooseColor part before it chose).
const ChosenColor TermKind = 850

// The conditions of effects: the coin its controller flipped before was
// won, lost; the target named before is of When.Quality (When.Not: is
// not); the spell was cast in its controller's main phase. Append only.
const (
	WonFlip Condition = iota + 950
	LostFlip
	TargetIs
	CastInMainPhase
	// TargetAttackedThisTurn: the target named before attacked this turn.
	TargetAttackedThisTurn
	// ActivatedTimesThisTurn: the ability has been activated When.N or
	// more times this turn ("if this ability has been activated four or
	// more times this turn").
	ActivatedTimesThisTurn
)

// activatedTimes reads "this ability has been activated N or more times
// this turn": N.
func activatedTimes(s string) (int, bool) {
	m := activatedTimesWords.FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	n, ok := map[string]int{"two": 2, "three": 3, "four": 4, "five": 5}[m[1]]
	return n, ok
}

var activatedTimesWords = regexp.MustCompile(`^this ability has been activated (\w+) or more times this turn$`)

// numberedKeywords are the keywords written with a number ("rampage 2"),
// named without one in a condition ("if it doesn't have rampage").
var numberedKeywords = map[string]bool{"rampage": true, "bushido": true, "flanking": true}

// targetCondition is a condition on the target named before: "it's a
// Spirit", "it doesn't have rampage".
var targetCondition = gr(`( it's {a} @{few-quality} | it doesn't have @{few-quality} )`)

// The amounts X of PumpTimesX: the target's power, its mana value, the
// number of the permanents of the reading's When.
const (
	XIsPower TermKind = iota + 860
	XIsManaValue
	XIsCount
	// XIsDomain: the number of basic land types among the lands the
	// effect's controller controls; XIsColors: the number of the target's
	// colors.
	XIsDomain
	XIsColors
	// XThisWay: the number of cards or permanents an earlier part of the
	// same effect, or its cost, discarded, returned or sacrificed ("for
	// each card discarded this way").
	XThisWay
)

// OpponentPlayer is the term of a target that is an opponent of the
// effect's controller ("target opponent").
const OpponentPlayer TermKind = 851

// putCounters is "put [counters] on [target]": N counters of +P/+T.
func putCounters(counters, target string) (Reading, error) {
	r := Reading{Kind: EffectKind, Mode: PutCounter, Duration: Once}
	c := countersRow.match(counters)
	if c == nil {
		return Reading{}, fmt.Errorf("%q are not counters the judge reads", counters)
	}
	n := 1
	if c[1] != "a" && c[1] != "an" {
		var err error
		if n, err = number(c[1]); err != nil {
			return Reading{}, err
		}
	}
	b, err := boostOf(c[2], c[3])
	if err != nil {
		return Reading{}, err
	}
	r.N, r.Power, r.Toughness = n, b.Power, b.Toughness
	r.Selector, err = readTarget(target)
	return r, err
}

// countersRow reads {counters-of}: how many counters, each's power and
// toughness.
var countersRow = gr(`@( a | an | {count} ) @{boost} ( counter | counters )`)

// singularNoun writes the last word of the words of a count singular, as
// a permanent's type is ("untapped Mountains": "untapped mountain";
// Plains is one Plains).
func singularNoun(words string) string {
	head, last := "", words
	if i := strings.LastIndexByte(words, ' '); i >= 0 {
		head, last = words[:i+1], words[i+1:]
	}
	if len(last) > 2 && strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss") && last != "plains" {
		last = last[:len(last)-1]
	}
	return head + last
}

// amount sets the amount N of r: a number, or X (the value the trick is
// given).
func amount(r Reading, n string) (Reading, error) {
	if n == "x" {
		r.X = true
		return r, nil
	}
	var err error
	r.N, err = number(n)
	return r, err
}

// selfAndDamage is an effect on the source itself and the damage it deals
// ("~ gets +2/+0 until end of turn and deals 1 damage to you").
func selfAndDamage(self Reading, n, target string) ([]Reading, error) {
	if self.Selector.Subject != Itself {
		return nil, fmt.Errorf("%q: only the source itself is said to deal the damage", self.Text)
	}
	dmg, err := amount(Reading{Kind: EffectKind, Mode: DealsDamageTo, Duration: Once}, n)
	if err != nil {
		return nil, err
	}
	dmg.Selector, err = readTarget(target)
	return []Reading{self, dmg}, err
}

// pumpAndGain is "[target] gets +N/+N and gains [keywords] until end of
// turn": a pump whose part is the gain.
func pumpAndGain(target, p, t, list string) (Reading, error) {
	pump, err := pumpEffect(target, p, t)
	if err != nil {
		return Reading{}, err
	}
	gain, err := gainEffect(target, list)
	pump.Parts = []Reading{gain}
	return pump, err
}

// targetEffect is an effect on its target alone.
func targetEffect(mode Keyword, d Duration) func([]string) (Reading, error) {
	return func(m []string) (Reading, error) {
		sel, err := readTarget(m[1])
		return Reading{Kind: EffectKind, Mode: mode, Selector: sel, Duration: d}, err
	}
}

// pumpEffect is "[target] gets +N/+N until end of turn".
func pumpEffect(target, p, t string) (Reading, error) {
	b, err := boostOf(p, t)
	if err != nil {
		return Reading{}, err
	}
	sel, err := readTarget(target)
	return Reading{Kind: EffectKind, Mode: PumpUntilEndOfTurn, Selector: sel, Duration: UntilEndOfTurn, Power: b.Power, Toughness: b.Toughness}, err
}

// gainEffect is "[target] gains [keywords] until end of turn": the
// keywords read by the keyword grammar, as a lord's are.
func gainEffect(target, list string) (Reading, error) {
	sel, err := readTarget(target)
	if err != nil {
		return Reading{}, err
	}
	if m := chosenProtection.match(list); m != nil {
		// Protection from a color chosen as the effect resolves: by its
		// controller ("your choice", "the chosen color") or by the
		// target's ("its controller's choice"); or, as its controller
		// chooses, from artifacts or from a color ("artifacts or from the
		// color of your choice").
		q := Quality{Text: m[0], Terms: []Term{{Kind: ChosenColor, Word: m[1]}}}
		return Reading{Kind: EffectKind, Mode: GainsUntilEndOfTurn, Selector: sel, Duration: UntilEndOfTurn,
			Parts: []Reading{{Kind: Static, Mode: Protection, Text: m[0], Selector: Selector{Subject: Itself}, Quality: q}}}, nil
	}
	if options, ok := strings.CutPrefix(list, "your choice of "); ok {
		// One keyword of a list, chosen as the effect resolves.
		given, err := keywordList(strings.Replace(strings.Replace(options, ", or ", ", and ", 1), " or ", " and ", 1))
		if err != nil {
			return Reading{}, err
		}
		r := Reading{Kind: EffectKind, Mode: GainsChoiceUntilEndOfTurn, Selector: sel, Duration: UntilEndOfTurn}
		for _, g := range given {
			r.Parts = append(r.Parts, Classify(g))
		}
		return r, nil
	}
	var quoted []Reading
	if m := gainsQuoted.FindStringSubmatch(list); m != nil {
		// An activated ability given in quotes: read as an activated
		// ability of the creature that gains it.
		a, err := readQuoted(m[2])
		if err != nil {
			return Reading{}, err
		}
		if a.Kind != Activated {
			return Reading{}, fmt.Errorf("%q is not an activated ability", m[2])
		}
		quoted, list = []Reading{a}, m[1]
	}
	var given []Ability
	if list != "" {
		if given, err = keywordList(list); err != nil {
			return Reading{}, err
		}
	}
	r := Reading{Kind: EffectKind, Mode: GainsUntilEndOfTurn, Selector: sel, Duration: UntilEndOfTurn}
	for _, g := range given {
		r.Parts = append(r.Parts, Classify(g))
	}
	return Reading{Kind: r.Kind, Mode: r.Mode, Selector: r.Selector, Duration: r.Duration, Parts: append(r.Parts, quoted...)}, nil
}

// gainsQuoted is what an effect gives that ends with an ability in
// quotes: the keywords before it, the ability.
var gainsQuoted = regexp.MustCompile(`^(?:(.*?) and )?"([^"]+)"$`)

// readSentence reads a sentence inside another ("If you control a Forest,
// [sentence]") as readEffect does (set at init: readEffect reads the rows
// that call it).
var readSentence func(string) ([]Reading, error)

// readQuoted reads an ability given in quotes as ReadEffect does (set at
// init: ReadEffect reads the rows that call it).
var readQuoted func(string) (Reading, error)

// timingRows are the restrictions on when an activated ability may be
// activated, and who may activate it. A sentence of several ("Activate
// only during combat and only once each turn.") is written in Timing as
// one restriction each ("activate only during combat", "activate only
// once each turn").
var timingRows = []*production{
	gr(`activate ( only | this ability only ) once each turn`),
	gr(`activate ( no more than | this ability no more than ) ( twice | three times ) each turn`),
	gr(`activate ( only | this ability only ) during your turn [ , before attackers are declared ]`),
	gr(`activate ( only | this ability only ) as a sorcery`),
	gr(`activate ( only | this ability only ) during combat`),
	gr(`any player may activate this ability`),
	gr(`activate ( only | this ability only ) if seven or more cards are in your graveyard`),
	gr(`activate only if ~ is ( attacking or blocking | attacking | blocked )`),
	gr(`activate only during the ( declare attackers | declare blockers | end of combat ) step`),
	gr(`activate only before the combat damage step`),
	gr(`activate only during your upkeep`),
	gr(`activate only once`),
	gr(`activate only if ~ is ( a creature | in your graveyard )`),
	gr(`activate only if defending player controls ( a snow land | no snow lands )`),
	gr(`activate only if you've been attacked this step`),
	gr(`activate only if ( at least one creature | a creature ) is blocking ~`),
	gr(`activate only if you have more cards in hand than each opponent`),
	gr(`activate only if ~ blocked or was blocked by ( a | an ) {word} creature this turn`),
}

// activatedLine is an activated ability: its cost, a colon, what it does.
// An ability word before it ("Threshold —") names it and says nothing of
// its own: the text after it does ("Activate only if seven or more cards
// are in your graveyard.", "discard ~").
var activatedLine = gr(`[ ( channel | threshold | radiance | domain ) - ] @( {cost} [ or {cost} ] ) : @{any}`)

// forecastLine is a forecast ability: activated from its owner's hand by
// revealing the card, only during its owner's upkeep and only once each
// turn (the restrictions its keyword says, written in Timing).
var forecastLine = gr(`forecast - @{cost} : @{any}`)

// forecastTiming are the restrictions a forecast ability has.
var forecastTiming = []string{"activate only during your upkeep", "activate only once each turn"}

// spellWord is the ability word of an instant that says nothing of its
// own: "Radiance — Target creature and each other creature that shares a
// color with it get +1/+1 until end of turn."
var spellWord = gr(`( radiance | threshold | domain | sweep ) - @{any}`)

// thisWay is what an effect counts "this way": cards discarded,
// permanents returned or sacrificed, counters removed.
var thisWay = regexp.MustCompile(`^(?:card discarded|[a-z]+ (?:returned|sacrificed)|counter removed)$`)

// modeLine is a mode of a modal spell: "• Target creature gains flying
// until end of turn."
var modeLine = gr(`• @{any}`)

// ReadEffect reads the text of an activated ability or of an instant
// ("{R}: ~ gets +1/+0 until end of turn.", "Target creature gets +3/+3
// until end of turn.") of a permanent or card named name: an Activated
// reading (its cost, the restrictions on activating it in Timing, its
// effects in Parts) or a Spell reading (its effects; a mode of a modal
// spell, "• ...", one ChosenMode part holding them), or an error that
// names the words no effect reads. "That creature" or "it" after the
// first effect is what the effect before it named (resolveThat).
func ReadEffect(text, name string) (Reading, error) {
	if len(text) > MaxAbilityLen {
		return Reading{}, fmt.Errorf("an effect of %d characters is longer than any read (at most %d)", len(text), MaxAbilityLen)
	}
	norm := normalize(text, name)
	for _, cut := range []string{",", " the "} {
		if short, _, ok := strings.Cut(name, cut); ok && strings.TrimSpace(short) != "" {
			// "Ink-Eyes, Servant of Oni" says itself "Ink-Eyes"; "Crovax
			// the Cursed", "Crovax".
			norm = ReplaceWords(norm, strings.TrimSpace(short), "~")
		}
	}
	if norm == "" {
		return Reading{}, fmt.Errorf("empty effect")
	}
	r := Reading{Kind: Spell, Text: text}
	mode := modeLine.match(norm)
	if mode != nil {
		norm = mode[1]
	} else if m := activatedLine.match(norm); m != nil {
		r.Kind, r.Cost, norm = Activated, m[1], m[2]
	} else if m := forecastLine.match(norm); m != nil {
		r.Kind, r.Cost, r.Timing, norm = Activated, m[1], slices.Clone(forecastTiming), m[2]
	} else if m := spellWord.match(norm); m != nil {
		norm = m[1]
	}
	for _, sentence := range sentencesOf(norm) {
		if ts, ok := timing(sentence); ok {
			if r.Kind != Activated {
				return Reading{}, fmt.Errorf("%q: %q is said of an activated ability", text, sentence)
			}
			r.Timing = append(r.Timing, ts...)
			continue
		}
		e, err := readEffect(sentence)
		if err != nil {
			return Reading{}, fmt.Errorf("%q: %w", text, err)
		}
		r.Parts = append(r.Parts, e...)
	}
	if len(r.Parts) == 0 {
		return Reading{}, fmt.Errorf("%q has no effect the judge reads", text)
	}
	if err := resolveThat(r.Parts); err != nil {
		return Reading{}, fmt.Errorf("%q: %w", text, err)
	}
	typeTriggers(r.Parts)
	if mode != nil {
		r.Parts = []Reading{{Kind: EffectKind, Mode: ChosenMode, Text: norm, Duration: Once, Parts: r.Parts}}
	}
	typeReadEffects(r.Parts)
	return r, nil
}

// typeReadEffects gives each part its typed Effect (effect_kinds.go's
// typeEffects, set in effect_table.go).
var typeReadEffects func(parts []Reading)

// typeTriggers gives each part that is a trigger an effect makes ("when
// that creature dies this turn, ...", kinds.go's table) its Trigger, where
// its production gave it none.
func typeTriggers(parts []Reading) {
	for i := range parts {
		if parts[i].Trigger == nil {
			parts[i].Trigger = TriggerOf(parts[i].Mode)
		}
		typeTriggers(parts[i].Parts)
	}
}

// sentencesOf splits a text at the periods that end its sentences, not
// at those inside quotes (an ability given: "{0}: Untap this creature.
// Activate only once.").
func sentencesOf(s string) []string {
	var out []string
	start, in := 0, false
	add := func(p string) {
		if p = strings.TrimSpace(strings.TrimSuffix(p, ".")); p != "" {
			out = append(out, p)
		}
	}
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '"':
			in = !in
		case !in && strings.HasPrefix(s[i:], ". "):
			add(s[start:i])
			start = i + 2
		}
	}
	add(s[start:])
	return out
}

// timing reads a sentence as the restrictions on activating an ability,
// each one of timingRows: "activate only A, only B, and only C" is
// "activate only A", "activate only B", "activate only C".
func timing(sentence string) ([]string, bool) {
	var out []string
	for _, s := range timingSplit(sentence) {
		if !slices.ContainsFunc(timingRows, func(p *production) bool { return p.match(s) != nil }) {
			return nil, false
		}
		out = append(out, s)
	}
	return out, len(out) > 0
}

// timingSplit splits "activate only A and only B" into its restrictions.
func timingSplit(sentence string) []string {
	rest, ok := strings.CutPrefix(sentence, "activate only ")
	if !ok {
		return []string{sentence}
	}
	var out []string
	for _, p := range onlyJoin.Split(rest, -1) {
		out = append(out, "activate only "+p)
	}
	return out
}

// onlyJoin joins the restrictions of one sentence: ", only", " and only",
// ", and only".
var onlyJoin = regexp.MustCompile(`,? (?:and )?only |, only `)

// readEffect reads one sentence as its effects, whole; when none reads
// it, the error names the words left over after the longest reading.
func readEffect(sentence string) ([]Reading, error) {
	bestAt, words := 0, textTokens(sentence)
	var first error // a row's words read but not what they name: tried on
	for _, row := range effectRows {
		m, furthest := row.g.read(sentence)
		if m == nil {
			if furthest < len(words) { // a row of any words reads to the end and fails after
				bestAt = max(bestAt, furthest)
			}
			continue
		}
		var rs []Reading
		var err error
		if row.parts != nil {
			rs, err = row.parts(m)
		} else {
			var r Reading
			r, err = row.build(m)
			rs = []Reading{r}
		}
		if err != nil {
			if first == nil {
				first = err
			}
			continue
		}
		for i := range rs {
			rs[i].Text = sentence
		}
		return rs, nil
	}
	if first != nil {
		return nil, first
	}
	if bestAt == 0 {
		return nil, unrecognised{fmt.Sprintf("unrecognised effect %q", sentence)}
	}
	at := words[bestAt][0]
	return nil, unrecognised{fmt.Sprintf("unrecognised effect %q: the words %q after %q are not read", sentence, sentence[at:], strings.TrimSpace(sentence[:at]))}
}
