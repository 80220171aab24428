package ability

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// The combat triggers of issue 27 beside those of trigger.go: a creature
// that leaves play looking back at the combat it was in (410.10c-d), the
// triggers at end of combat (410.2) with their intervening "if" (410.8),
// the delayed triggers a combat trigger sets up for end of combat (404.4),
// counters put and removed, "return ... to its owner's hand", and the
// optional effects ("you may", 410.5) whose choice the request makes.
// The walk applies them (rules/combat_triggers.go). Append only: these
// are wire words.
const (
	// WhenPutIntoGraveyard: "When ~ is put into a graveyard from play"
	// (Oracle: "When ~ dies"), a leaves-play trigger (410.10c).
	WhenPutIntoGraveyard Keyword = "when ~ is put into a graveyard from play"
	// AtEndOfCombat: "At end of combat, [effect]", at the beginning of the
	// end of combat step (410.2).
	AtEndOfCombat Keyword = "at end of combat"
	// AtEndOfCombatIfInCombat: "At end of combat, if ~ attacked or blocked
	// this combat, [effect]", an intervening "if" (410.8).
	AtEndOfCombatIfInCombat Keyword = "at end of combat, if ~ attacked or blocked this combat"
	// WhenAttacksOrBlocks: "When[ever] ~ attacks or blocks, [effect]".
	WhenAttacksOrBlocks Keyword = "whenever ~ attacks or blocks"
	// WhenAttachedDamagesPlayer: an Equipment's or Aura's own trigger
	// "Whenever equipped creature deals combat damage to a player".
	WhenAttachedDamagesPlayer Keyword = "whenever enchanted or equipped creature deals combat damage to a player"

	// The effects.

	// DestroyBlockingOrBlocked: "destroy all creatures blocking or blocked
	// by ~ [. they can't be regenerated]".
	DestroyBlockingOrBlocked Keyword = "destroy all creatures blocking or blocked by ~"
	// CounterOnBlockingOrBlocked: "put a -N/-N counter on each creature
	// blocking or blocked by ~" (the counter's kind in Power/Toughness).
	CounterOnBlockingOrBlocked Keyword = "put a N/N counter on each creature blocking or blocked by ~"
	// RemoveCounterFromSelf: "remove a +N/+N counter from ~".
	RemoveCounterFromSelf Keyword = "remove a N/N counter from ~"
	// RemoveCounterAtEndOfCombat: "remove a +N/+N counter from ~ at end of
	// combat", a delayed trigger (404.4).
	RemoveCounterAtEndOfCombat Keyword = "remove a N/N counter from ~ at end of combat"
	// ReturnSelfAtEndOfCombat: "return ~ to its owner's hand at end of
	// combat", a delayed trigger.
	ReturnSelfAtEndOfCombat Keyword = "return ~ to its owner's hand at end of combat"
	// ReturnThatAtEndOfCombat: "return that creature to its owner's hand
	// at end of combat", of "whenever ~ blocks a creature".
	ReturnThatAtEndOfCombat Keyword = "return that creature to its owner's hand at end of combat"
	// DestroySelfAtEndOfCombat: "destroy ~ at end of combat".
	DestroySelfAtEndOfCombat Keyword = "destroy ~ at end of combat"
	// DestroyThatAndSelf: "destroy that creature and ~".
	DestroyThatAndSelf Keyword = "destroy that creature and ~"
	// DestroyBoth: "destroy both creatures", of an Equipment's or Aura's
	// trigger on its creature blocking or becoming blocked by a creature.
	DestroyBoth Keyword = "destroy both creatures"
	// MayUntapAndRemove: "you may untap ~ and remove it from combat", of
	// "whenever ~ becomes blocked" (an optional effect, 410.5).
	MayUntapAndRemove Keyword = "you may untap ~ and remove it from combat"
	// MayDrawCard: "you may draw a card" (optional, 410.5).
	MayDrawCard Keyword = "you may draw a card"
	// GainLifeMayReturn: "you gain N life and you may return up to one
	// target creature card from your graveyard to your hand" (the Swords);
	// the return is optional (410.5), about cards the judge doesn't keep.
	GainLifeMayReturn Keyword = "you gain N life and you may return up to one target creature card from your graveyard to your hand"
	// The optional effects with a target, which choices.may names
	// (410.4, 410.5): "you may tap target creature", "you may destroy
	// target artifact that player controls", "you may have it deal N
	// damage to target creature that player controls".
	MayTapTarget            Keyword = "you may tap target creature"
	MayDestroyArtifact      Keyword = "you may destroy target artifact that player controls"
	MayDamageTargetCreature Keyword = "you may have ~ deal N damage to target creature that player controls"
	// UntapSelf: "untap ~".
	UntapSelf Keyword = "untap ~"
	// LaterTurn: an effect only about a later turn ("it doesn't untap
	// during its controller's next untap step", "that creature can't
	// attack during its controller's next turn"): nothing of this combat
	// follows from it.
	LaterTurn Keyword = "an effect about a later turn"
	// CounterOnSelf: "put a [kind] counter on ~" of any kind ("-1/-1",
	// "infection"); Text keeps the kind.
	CounterOnSelf Keyword = "put a [kind] counter on ~"
	// PumpPerBlockerBeyondFirst: "~ gets +N/+N until end of turn for each
	// creature blocking it beyond the first".
	PumpPerBlockerBeyondFirst Keyword = "~ gets +N/+N until end of turn for each creature blocking it beyond the first"
	// PumpPerOtherAttacking: "~ gets +N/+N until end of turn for each
	// other attacking [quality]" (the Aurochs), counted as it resolves.
	PumpPerOtherAttacking Keyword = "~ gets +N/+N until end of turn for each other attacking [quality]"
	// PumpAndGain: "~ gets +N/+N and gains [keywords] until end of turn",
	// or "~ gains [keywords] until end of turn" (+0/+0); the keywords are
	// Abilities of the effect.
	PumpAndGain Keyword = "~ gets +N/+N and gains [keywords] until end of turn"

	// SacrificeSelfAtEndOfCombat: "sacrifice ~ at end of combat", a
	// delayed trigger; LibrarySelfAtEndOfCombat: "put ~ on top of its
	// owner's library at end of combat".
	SacrificeSelfAtEndOfCombat Keyword = "sacrifice ~ at end of combat"
	LibrarySelfAtEndOfCombat   Keyword = "put ~ on top of its owner's library at end of combat"
	// ReturnSelfNow: "return ~ to its owner's hand", as it resolves.
	ReturnSelfNow Keyword = "return ~ to its owner's hand"
	// CounterOnThat: "put a [kind] counter on that creature".
	CounterOnThat Keyword = "put a [kind] counter on that creature"
	// PumpThat: "that creature gets +N/+N until end of turn".
	PumpThat Keyword = "that creature gets +N/+N until end of turn"
	// DefenderMayDraw: "defending player may draw a card" (optional for
	// the defending player, 410.5).
	DefenderMayDraw Keyword = "defending player may draw a card"
	// PumpGroup and PumpAttackingGroup: "[each] [other] [attacking]
	// [quality] creatures [you control] get +N/+N until end of turn", of a
	// trigger on attacking; Scope holds "other" and "you control".
	PumpGroup          Keyword = "[quality] creatures get +N/+N until end of turn"
	PumpAttackingGroup Keyword = "attacking [quality] creatures get +N/+N until end of turn"
	// CantBeBlockedThisCombat: "~ can't be blocked this combat", of
	// "whenever ~ attacks alone".
	CantBeBlockedThisCombat Keyword = "~ can't be blocked this combat"
	// PreventDealtBy: "prevent all combat damage that would be dealt by
	// ~ this turn".
	PreventDealtBy Keyword = "prevent all combat damage that would be dealt by ~ this turn"
	// MayUntapTarget, MayBounceTarget: "you may untap target creature",
	// "you may return target creature that player controls to its
	// owner's hand" (optional, with a target).
	MayUntapTarget  Keyword = "you may untap target creature"
	MayBounceTarget Keyword = "you may return target creature that player controls to its owner's hand"

	// DestroyAllThatBlocked: "destroy each creature that blocked or was
	// blocked this turn", at end of combat (Heat Stroke).
	DestroyAllThatBlocked Keyword = "destroy each creature that blocked or was blocked this turn"
	// ExileBlockedBy: "exile all creatures blocked by ~", at end of combat.
	ExileBlockedBy Keyword = "exile all creatures blocked by ~"
	// UntapDefenders: "untap all creatures defending player controls", of
	// a trigger on attacking.
	UntapDefenders Keyword = "untap all creatures defending player controls"

	// OtherGainsFirstStrike: "the other creature gains first strike until
	// end of turn", of an Aura's trigger on its creature blocking or
	// becoming blocked by a creature (Mammoth Harness).
	OtherGainsFirstStrike Keyword = "the other creature gains first strike until end of turn"

	// More events.

	// WhenAttacksAlone: "Whenever ~ attacks alone".
	WhenAttacksAlone Keyword = "whenever ~ attacks alone"
	// WhenDealtCombatDamage: "Whenever ~ is dealt combat damage".
	WhenDealtCombatDamage Keyword = "whenever ~ is dealt combat damage"
	// WhenBlocksOneOrMore and WhenBlocksOrBlockedByOneOrMore: "Whenever ~
	// blocks [or becomes blocked by] one or more [quality] creatures":
	// once, if any creature on the other side has the quality.
	WhenBlocksOneOrMore            Keyword = "whenever ~ blocks one or more [quality] creatures"
	WhenBlocksOrBlockedByOneOrMore Keyword = "whenever ~ blocks or becomes blocked by one or more [quality] creatures"
)

// Optional reports whether an effect is optional ("you may", 410.5): its
// controller chooses as it resolves, and the request may say what.
func Optional(k Keyword) bool {
	return k == MayUntapAndRemove || k == MayDrawCard || k == GainLifeMayReturn || k == DefenderMayDraw || TargetedEffect(k) || k == MayDamageDefendersCreatures || k == MaySteps || k == UnlessPays ||
		k == UnlessCost || k == DefenderMayPay || k == MaySacrificeSelf || slices.Contains(moreOptional, k)
}

// moreOptional are the optional effects other files read (table.go lists
// them).
var moreOptional []Keyword

// TargetedEffect reports whether an optional effect has a target, which the
// request's answer names (choices.may[].targets).
func TargetedEffect(k Keyword) bool {
	return k == MayTapTarget || k == MayDestroyArtifact || k == MayDamageTargetCreature || k == MayUntapTarget || k == MayBounceTarget || k == MayDamageAnyCreature || k == MayPayTargetCantBlock ||
		k == MayDamagePowerToCreature || slices.Contains(moreTargeted, k)
}

// moreTargeted are the optional effects with a target other files read,
// each adding its own at init (defender_effects.go).
var moreTargeted []Keyword

var (
	effectAllBlocking     = regexp.MustCompile(`^destroy all creatures blocking or blocked by (?:~|it)(\. they can't be regenerated)?$`)
	effectCounterBlocking = regexp.MustCompile(`^put an? ([+-]\d+)/([+-]\d+) counter on each creature blocking or blocked by (?:~|it)$`)
	effectRemoveCounter   = regexp.MustCompile(`^remove an? ([+-]\d+)/([+-]\d+) counter from (?:~|it)( at end of combat)?$`)
	effectReturnSelf      = regexp.MustCompile(`^return (?:~|it) to its owner's hand at end of combat$`)
	effectReturnThat      = regexp.MustCompile(`^return that creature to its owner's hand at end of combat$`)
	effectDestroySelfAt   = regexp.MustCompile(`^destroy (?:~|it) at end of combat$`)
	effectDestroyThatSelf = regexp.MustCompile(`^destroy that creature and (?:~|it)$`)
	effectMayUntapRemove  = regexp.MustCompile(`^you may untap (?:~|it) and remove (?:~|it) from combat$`)
	effectMayDraw         = regexp.MustCompile(`^you may draw (a card|\w+ cards)$`)
	effectSelfAtEnd       = regexp.MustCompile(`^(sacrifice (?:~|it)|put (?:~|it) on top of its owner's library) at end of combat$`)
	effectReturnSelfNow   = regexp.MustCompile(`^return (?:~|it) to its owner's hand$`)
	effectCounterOnThat   = regexp.MustCompile(`^put an? ([+-]\d+)/([+-]\d+) counter on that creature$`)
	effectPumpThat        = regexp.MustCompile(`^that creature gets ([+-]\d+)/([+-]\d+) until end of turn$`)
	effectDefenderMayDraw = regexp.MustCompile(`^defending player may draw a card$`)
	effectPumpGroup       = regexp.MustCompile(`^(each other |other |all )?(attacking )?([a-z]+ )?creatures? (you control )?(?:gets? ([+-]\d+)/([+-]\d+)|gains? (first strike|trample|flying|vigilance|banding|fear)) until end of turn$`)
	effectCantBeBlocked   = regexp.MustCompile(`^(?:~|it) can't be blocked this combat$`)
	effectPreventDealtBy  = regexp.MustCompile(`^prevent all combat damage that would be dealt by (?:~|it) this turn$`)
	effectDestroyThatType = regexp.MustCompile(`^destroy that ([a-z]+) at end of combat$`)
	effectDestroyBlocked  = regexp.MustCompile(`^destroy each creature that blocked or was blocked this turn$`)
	effectExileBlockedBy  = regexp.MustCompile(`^exile all creatures blocked by (?:~|it)$`)
	effectUntapDefenders  = regexp.MustCompile(`^untap all creatures defending player controls$`)
	effectMayUntapTarget  = regexp.MustCompile(`^you may untap target creature$`)
	effectMayBounce       = regexp.MustCompile(`^you may return target creature that player controls to its owner's hand$`)
	effectMayTap          = regexp.MustCompile(`^you may tap target creature$`)
	effectMayDestroyArt   = regexp.MustCompile(`^you may destroy target artifact that player controls$`)
	effectMayDamage       = regexp.MustCompile(`^you may have (?:~|it) deal (\w+) damage to target creature that player controls$`)
	effectUntapSelf       = regexp.MustCompile(`^untap (?:~|it)$`)
	effectLaterTurn       = regexp.MustCompile(`^(?:(?:~|it) doesn't untap during (?:its|your) (?:controller's )?next untap step|that creature (?:doesn't untap during its controller's next untap step|can't attack during its controller's next turn))$`)
	effectCounterOnSelf   = regexp.MustCompile(`^put an? ([+-]\d+/[+-]\d+|[a-z]+) counter on (?:~|it)$`)
	effectPerBlockBeyond  = regexp.MustCompile(`^(?:~|it) gets ([+-]\d+)/([+-]\d+) until end of turn for each creature blocking it beyond the first$`)
	effectPerAttacking    = regexp.MustCompile(`^(?:~|it) gets ([+-]\d+)/([+-]\d+) until end of turn for each other attacking (~|[a-z]+)$`)
	effectPumpAndGain     = regexp.MustCompile(`^(?:~|it) (?:gets ([+-]\d+)/([+-]\d+) and )?gains ([a-z ,]+?) until end of turn$`)
	effectGainMayReturn   = regexp.MustCompile(`^you gain (\w+) life and you may return up to one target creature card from your graveyard to your hand$`)
)

// counterKind reads the kind of a counter, "+1/+0", as a boost.
func counterKind(text, p, t string) (Ability, error) {
	a, err := pump("", text, p, t)
	if err != nil || a.Power < -10 || a.Power > 10 || a.Toughness < -10 || a.Toughness > 10 {
		return Ability{}, fmt.Errorf("%q: a counter of %s/%s is not one the judge reads (from -10 to +10)", text, p, t)
	}
	return a, nil
}

// eventEffect reads the effects of this file of a trigger of event k; ok
// is false when effect is none of them.
func eventEffect(text string, k Keyword, effect string) (Ability, bool, error) {
	switch {
	case effectAllBlocking.MatchString(effect):
		if k != WhenPutIntoGraveyard && k != AtEndOfCombat {
			return Ability{}, true, fmt.Errorf("%q: \"all creatures blocking or blocked by it\" is read only when it is put into a graveyard or at end of combat", text)
		}
		return Ability{Keyword: DestroyBlockingOrBlocked, Text: effect}, true, nil
	case effectCounterBlocking.MatchString(effect):
		if k != AtEndOfCombat {
			return Ability{}, true, fmt.Errorf("%q: counters on \"each creature blocking or blocked by it\" are read only at end of combat", text)
		}
		m := effectCounterBlocking.FindStringSubmatch(effect)
		a, err := counterKind(text, m[1], m[2])
		a.Keyword, a.Text = CounterOnBlockingOrBlocked, effect
		return a, true, err
	case effectRemoveCounter.MatchString(effect):
		m := effectRemoveCounter.FindStringSubmatch(effect)
		a, err := counterKind(text, m[1], m[2])
		a.Keyword, a.Text = RemoveCounterFromSelf, effect
		if m[3] != "" {
			a.Keyword = RemoveCounterAtEndOfCombat
		}
		return a, true, err
	case effectReturnSelf.MatchString(effect):
		return Ability{Keyword: ReturnSelfAtEndOfCombat, Text: effect}, true, nil
	case effectDestroySelfAt.MatchString(effect):
		return Ability{Keyword: DestroySelfAtEndOfCombat, Text: effect}, true, nil
	case effectReturnThat.MatchString(effect), effectDestroyThatSelf.MatchString(effect):
		if !namesCreature(k) {
			return Ability{}, true, fmt.Errorf("%q: \"that creature\" names no creature in this trigger", text)
		}
		if effectReturnThat.MatchString(effect) {
			return Ability{Keyword: ReturnThatAtEndOfCombat, Text: effect}, true, nil
		}
		return Ability{Keyword: DestroyThatAndSelf, Text: effect}, true, nil
	case effectMayUntapRemove.MatchString(effect):
		if k != WhenBlocked {
			return Ability{}, true, fmt.Errorf("%q: \"untap it and remove it from combat\" is read only when it becomes blocked", text)
		}
		return Ability{Keyword: MayUntapAndRemove, Text: effect}, true, nil
	case effectMayDraw.MatchString(effect):
		n := 1
		if w := effectMayDraw.FindStringSubmatch(effect)[1]; w != "a card" {
			var err error
			if n, err = number(strings.TrimSuffix(w, " cards")); err != nil {
				return Ability{}, true, fmt.Errorf("%q: %v", text, err)
			}
		}
		return Ability{Keyword: MayDrawCard, Text: effect, N: n}, true, nil
	case effectGainMayReturn.MatchString(effect):
		n, err := number(effectGainMayReturn.FindStringSubmatch(effect)[1])
		return Ability{Keyword: GainLifeMayReturn, Text: effect, N: n}, true, err
	}
	return laterEventEffect(text, k, effect)
}

// laterEventEffect reads the rest of the effects of this file: the
// optional ones with a target, untapping, a later turn, counters of any
// kind, the pumps counted as they resolve and keywords gained.
func laterEventEffect(text string, k Keyword, effect string) (Ability, bool, error) {
	if a, ok, err := moreEventEffect(text, k, effect); ok {
		return a, ok, err
	}
	switch {
	case effectMayTap.MatchString(effect):
		return Ability{Keyword: MayTapTarget, Text: effect}, true, nil
	case effectMayDestroyArt.MatchString(effect), effectMayDamage.MatchString(effect):
		if k != WhenDamagesPlayer {
			return Ability{}, true, fmt.Errorf("%q: \"that player\" is read only of combat damage to a player", text)
		}
		if m := effectMayDamage.FindStringSubmatch(effect); m != nil {
			n, err := number(m[1])
			return Ability{Keyword: MayDamageTargetCreature, Text: effect, N: n}, true, err
		}
		return Ability{Keyword: MayDestroyArtifact, Text: effect}, true, nil
	case effectUntapSelf.MatchString(effect):
		return Ability{Keyword: UntapSelf, Text: effect}, true, nil
	case effectLaterTurn.MatchString(effect):
		if strings.HasPrefix(effect, "that creature") && !namesCreature(k) {
			return Ability{}, true, fmt.Errorf("%q: \"that creature\" names no creature in this trigger", text)
		}
		return Ability{Keyword: LaterTurn, Text: effect}, true, nil
	case effectCounterOnSelf.MatchString(effect) && effect != "put a +1/+1 counter on ~" && effect != "put a +1/+1 counter on it":
		kind := effectCounterOnSelf.FindStringSubmatch(effect)[1]
		if p, t, ok := strings.Cut(kind, "/"); ok {
			if _, err := counterKind(text, p, t); err != nil {
				return Ability{}, true, err
			}
		}
		return Ability{Keyword: CounterOnSelf, Text: kind}, true, nil
	}
	return pumpEventEffect(text, k, effect)
}

// pumpEventEffect reads the pumps of this file: for each blocker beyond
// the first, for each other attacking creature of a quality, and with
// keywords gained.
func pumpEventEffect(text string, k Keyword, effect string) (Ability, bool, error) {
	switch {
	case effectPerBlockBeyond.MatchString(effect):
		if k != WhenBlocked {
			return Ability{}, true, fmt.Errorf("%q: \"for each creature blocking it\" is read only when the creature becomes blocked", text)
		}
		m := effectPerBlockBeyond.FindStringSubmatch(effect)
		a, err := pump(PumpPerBlockerBeyondFirst, effect, m[1], m[2])
		return a, true, err
	case effectPerAttacking.MatchString(effect):
		if k != WhenAttacks {
			return Ability{}, true, fmt.Errorf("%q: \"for each other attacking\" is read only when the creature attacks", text)
		}
		m := effectPerAttacking.FindStringSubmatch(effect)
		a, err := pump(PumpPerOtherAttacking, effect, m[1], m[2])
		if err != nil {
			return Ability{}, true, err
		}
		if m[3] == "~" { // its own name as a creature type (Aurochs): fillNames writes it in
			a.Quality = ownTypeQuality() // counted_pumps.go
			return a, true, nil
		}
		q := m[3] + " creatures"
		a.Quality, err = ParseQuality(q)
		if err != nil {
			return Ability{}, true, unrecognised{fmt.Sprintf("unrecognised ability %q: %v", text, err)}
		}
		return a, true, nil
	case effectPumpAndGain.MatchString(effect):
		m := effectPumpAndGain.FindStringSubmatch(effect)
		a := Ability{Keyword: PumpAndGain, Text: effect}
		if m[1] != "" {
			b, err := pump(PumpAndGain, effect, m[1], m[2])
			if err != nil {
				return Ability{}, true, err
			}
			a = b
		}
		for _, part := range splitKeywords(andList(m[3])) {
			abs, err := parseKeyword(text, part)
			if err != nil || len(abs) != 1 || !gainable(abs[0].Keyword) {
				return Ability{}, true, unrecognised{fmt.Sprintf("unrecognised ability %q: of a keyword gained until end of turn the judge reads first strike, trample, flying, vigilance, banding and fear", text)}
			}
			kw := abs[0]
			kw.Text = part // as the permanent would have it written
			a.Abilities = append(a.Abilities, kw)
		}
		return a, true, nil
	}
	return Ability{}, false, nil
}

// eventRows are the triggers of this file.
var eventRows = []wording{
	{Pattern: "When [This] is put into a graveyard from play [during combat], destroy all creatures blocking or blocked by it. They can't be regenerated.",
		Example: "When ~ is put into a graveyard from play, destroy all creatures blocking or blocked by it. They can't be regenerated.", Rule: "410.10c",
		// "during combat": the judge walks only the combat phase, so every
		// leaves-play event it sees is during combat (dies_triggers.go).
		g:     gr(`( when | whenever ) ~ ( is put into a graveyard from play | dies ) ?[ during combat ] , @{any}`),
		build: eventBuild(WhenPutIntoGraveyard)},
	{Pattern: "At end of combat, [if [This] attacked or blocked this combat,] destroy all creatures blocking or blocked by [This] | put a -N/-N counter on each creature blocking or blocked by [This] | remove a +N/+N counter from it.",
		Example: "At end of combat, put a -0/-2 counter on each creature blocking or blocked by ~.", Rule: "410.2",
		g: gr(`at end of combat , @[ if ~ attacked or blocked this combat , ] @{any}`),
		build: func(text string, m []string) ([]Ability, error) {
			if m[1] != "" {
				return eventBuild(AtEndOfCombatIfInCombat)(text, []string{m[0], m[2]})
			}
			return eventBuild(AtEndOfCombat)(text, []string{m[0], m[2]})
		}},
	{Pattern: "When[ever] [This] attacks or blocks, return it to its owner's hand | destroy it | remove a +N/+N counter from it at end of combat.",
		Example: "Whenever ~ attacks or blocks, remove a +1/+1 counter from it at end of combat.", Rule: "404.4",
		g:     gr(`( when | whenever ) ~ attacks or blocks , @{any}`),
		build: eventBuild(WhenAttacksOrBlocks)},
	{Pattern: "Whenever [This] attacks alone, [effect].", Example: "Whenever ~ attacks alone, it gets +2/+0 until end of turn.", Rule: "410.2",
		g: gr(`whenever ~ attacks alone , @{any}`), build: eventBuild(WhenAttacksAlone)},
	{Pattern: "Whenever [This] is dealt combat damage, you gain that much life.", Example: "Whenever ~ is dealt combat damage, you gain that much life.", Rule: "410.2",
		g: gr(`whenever ~ is dealt combat damage , @{any}`), build: eventBuild(WhenDealtCombatDamage)},
	{Pattern: "Whenever [This] blocks one or more [quality] creatures, [effect].", Example: "Whenever ~ blocks one or more black creatures, ~ gets +1/+2 until end of turn.", Rule: "410.9a",
		g: gr(`whenever ~ @( blocks ) one or more @{few-any} , @{any}`), build: oneOrMoreTrigger},
	{Pattern: "Whenever [This] blocks or becomes blocked by one or more [quality] creatures, [effect].", Example: "Whenever ~ blocks or becomes blocked by one or more white creatures, ~ gets +2/+0 until end of turn.", Rule: "410.9a",
		g: gr(`whenever ~ @( blocks or becomes blocked by ) one or more @{few-any} , @{any}`), build: oneOrMoreTrigger},
	{Pattern: "Whenever [This] blocks a creature with / without [quality], [effect].", Example: "Whenever ~ blocks a creature with flying, ~ gets +2/+0 until end of turn.", Rule: "410.9b",
		g: gr(`whenever ~ blocks a creature @{few-with-clause} , @{any}`),
		build: func(text string, m []string) ([]Ability, error) {
			q, err := ParseQuality("creatures " + m[1])
			if err != nil {
				return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: %v", text, err)}
			}
			abs, err := eventBuild(WhenBlocksCreature)(text, []string{m[0], m[2]})
			for i := range abs {
				abs[i].Quality = q
			}
			return abs, err
		}},
	// "When ~ blocks a creature, ...": this edition's "when" of a combat
	// event says what "whenever" says; the trigger rows read it.
	{Pattern: "When [This] attacks / blocks [a creature] / becomes blocked, [effect].",
		Example: "When ~ blocks a creature, destroy that creature and ~.", Rule: "410.2",
		g: gr(`when ~ @( attacks | blocks | becomes blocked ) @{any}`),
		build: func(text string, m []string) ([]Ability, error) {
			rest := "whenever " + strings.TrimPrefix(m[0], "when ")
			for _, row := range triggerRows {
				if t := row.match(rest); t != nil {
					return row.build(text, t)
				}
			}
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: its trigger event is not one the judge reads", text)}
		}},
}

// eventBuild builds a trigger of event k whose effect is the last capture.
func eventBuild(k Keyword) func(text string, m []string) ([]Ability, error) {
	return func(text string, m []string) ([]Ability, error) {
		effect := strings.TrimSpace(m[len(m)-1])
		e, ok, err := eventEffect(text, k, effect)
		if !ok && k == WhenPutIntoGraveyard {
			e, ok, err = readTokenEffect(effect) // tokens.go
		}
		if !ok && k == WhenPutIntoGraveyard {
			e, ok, err = readDiesEffect(text, effect) // dies_triggers.go
		}
		if abs, isSteps, err := eventSteps(text, k, effect, ok); isSteps {
			return abs, err
		}
		if e, ok := dealtDamageEffect(effect); ok && k == WhenDealtCombatDamage { // dealt_damage_back.go
			return []Ability{{Keyword: k, Text: text, Abilities: []Ability{e}}}, nil
		}
		if k == WhenDealtCombatDamage {
			if !effectGainMuch.MatchString(effect) {
				return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: of a trigger on the combat damage dealt to it the judge reads only \"you gain that much life\"", text)}
			}
			e, ok, err = Ability{Keyword: GainThatMuch, Text: effect}, true, nil
		}
		if !ok {
			if k == WhenAttachedDamagesPlayer || k == WhenPutIntoGraveyard {
				return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: of this trigger the judge reads only the effects "+Catalog+" lists", text)}
			}
			e, err = triggerEffect(text, k, effect) // trigger.go: the effects of any combat trigger
		}
		if err != nil {
			return nil, err
		}
		if err := eventEffectFits(text, k, e); err != nil {
			return nil, err
		}
		return []Ability{{Keyword: k, Text: text, Abilities: []Ability{e}}}, nil
	}
}

// eventEffectFits reports whether effect e, read, is one the judge reads
// of a trigger on event k: some events take only some effects.
func eventEffectFits(text string, k Keyword, e Ability) error {
	if (k == AtEndOfCombat || k == AtEndOfCombatIfInCombat) && e.Keyword != DestroyBlockingOrBlocked && e.Keyword != CounterOnBlockingOrBlocked && e.Keyword != RemoveCounterFromSelf && e.Keyword != DestroyAllThatBlocked && e.Keyword != ExileBlockedBy && !endOfCombatEffectAtEnd(e.Keyword) {
		return unrecognised{fmt.Sprintf("unrecognised ability %q: at end of combat the judge reads the effects \"destroy all creatures blocking or blocked by ~\", \"put a -N/-N counter on each creature blocking or blocked by ~\" and \"remove a +N/+N counter from it\"", text)}
	}
	if (e.Keyword == DestroyAllThatBlocked || e.Keyword == ExileBlockedBy) && k != AtEndOfCombat {
		return fmt.Errorf("%q: this effect is read only at end of combat", text)
	}
	if k == WhenPutIntoGraveyard && e.Keyword != DestroyBlockingOrBlocked && e.Keyword != MayDrawCard && e.Keyword != CreateToken && !diesEffectKeyword(e.Keyword) {
		// The card is in a graveyard then, a zone the judge doesn't
		// keep: an effect on it ("return it to its owner's hand") is
		// not read.
		return unrecognised{fmt.Sprintf("unrecognised ability %q: of a trigger on being put into a graveyard the judge reads \"destroy all creatures blocking or blocked by it\" and \"you may draw a card\"", text)}
	}
	if k == WhenAttachedDamagesPlayer && e.Keyword != GainLifeMayReturn {
		return unrecognised{fmt.Sprintf("unrecognised ability %q", text)}
	}
	return nil
}

// attachedDamageRow is the Swords' trigger, an Equipment's own (the
// Equipment controls it and is its source, 410.2): attachedTriggerOf
// reads it before the line could be taken for an ability given to the
// creature.
var attachedDamageRow = wording{Pattern: "Whenever equipped / enchanted creature deals combat damage to a player, you gain N life and you may return up to one target creature card from your graveyard to your hand.",
	Example: "Whenever equipped creature deals combat damage to a player, you gain 3 life and you may return up to one target creature card from your graveyard to your hand.", Rule: "410.5",
	g: gr(`whenever ( enchanted | equipped ) creature deals combat damage to a player , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		abs, err := eventBuild(WhenAttachedDamagesPlayer)(text, m)
		for i := range abs {
			abs[i].Scope = Scope{Attached: true}
		}
		return abs, err
	}}

// gainable are the keywords a trigger's "gains [keyword] until end of
// turn" is read with: written on the permanent, they hold from then on.
func gainable(k Keyword) bool {
	return k == FirstStrike || k == Trample || k == Flying || k == Vigilance || k == Banding || k == Fear
}

// moreEventEffect reads the third part of the effects of this file: leaving
// play at end of combat or at once, effects on "that creature", the
// defending player's draw, the pumps of a group as a creature attacks,
// "can't be blocked this combat" and the prevention of its damage.
func moreEventEffect(text string, k Keyword, effect string) (Ability, bool, error) {
	that := func(a Ability) (Ability, bool, error) {
		if !namesCreature(k) {
			return Ability{}, true, fmt.Errorf("%q: \"that creature\" names no creature in this trigger", text)
		}
		return a, true, nil
	}
	switch {
	case effectSelfAtEnd.MatchString(effect):
		if strings.HasPrefix(effect, "sacrifice") {
			return Ability{Keyword: SacrificeSelfAtEndOfCombat, Text: effect}, true, nil
		}
		return Ability{Keyword: LibrarySelfAtEndOfCombat, Text: effect}, true, nil
	case effectReturnSelfNow.MatchString(effect):
		return Ability{Keyword: ReturnSelfNow, Text: effect}, true, nil
	case effectCounterOnThat.MatchString(effect):
		m := effectCounterOnThat.FindStringSubmatch(effect)
		a, err := counterKind(text, m[1], m[2])
		if err != nil {
			return Ability{}, true, err
		}
		a.Keyword, a.Text = CounterOnThat, effect
		return that(a)
	case effectPumpThat.MatchString(effect):
		m := effectPumpThat.FindStringSubmatch(effect)
		a, err := pump(PumpThat, effect, m[1], m[2])
		if err != nil {
			return Ability{}, true, err
		}
		return that(a)
	case effectDefenderMayDraw.MatchString(effect):
		if k != WhenAttacks {
			return Ability{}, true, fmt.Errorf("%q: \"defending player\" is read here only when the creature attacks", text)
		}
		return Ability{Keyword: DefenderMayDraw, Text: effect, N: 1}, true, nil
	case effectPumpGroup.MatchString(effect):
		return pumpGroup(text, k, effect)
	case effectCantBeBlocked.MatchString(effect):
		if k != WhenAttacksAlone && k != WhenAttacks {
			return Ability{}, true, fmt.Errorf("%q: \"can't be blocked this combat\" is read only when the creature attacks", text)
		}
		return Ability{Keyword: CantBeBlockedThisCombat, Text: effect}, true, nil
	case effectPreventDealtBy.MatchString(effect):
		return Ability{Keyword: PreventDealtBy, Text: effect}, true, nil
	case effectMayUntapTarget.MatchString(effect):
		return Ability{Keyword: MayUntapTarget, Text: effect}, true, nil
	case effectDestroyThatType.MatchString(effect) && effect != "destroy that creature at end of combat":
		// "that Wall" of "becomes blocked by a Wall": the creature the
		// trigger names, by its type.
		return that(Ability{Keyword: DestroyAtEndOfCombat, Text: effect})
	case effectDestroyBlocked.MatchString(effect):
		return Ability{Keyword: DestroyAllThatBlocked, Text: effect}, true, nil
	case effectExileBlockedBy.MatchString(effect):
		return Ability{Keyword: ExileBlockedBy, Text: effect}, true, nil
	case effectUntapDefenders.MatchString(effect):
		if k != WhenAttacks {
			return Ability{}, true, fmt.Errorf("%q: \"defending player\" is read here only when the creature attacks", text)
		}
		return Ability{Keyword: UntapDefenders, Text: effect}, true, nil
	case effectMayBounce.MatchString(effect):
		if k != WhenDamagesPlayer {
			return Ability{}, true, fmt.Errorf("%q: \"that player\" is read only of combat damage to a player", text)
		}
		return Ability{Keyword: MayBounceTarget, Text: effect}, true, nil
	}
	return readEndOfCombatEffect(text, k, effect)
}

// readEndOfCombatEffect reads the effects at end of combat of
// end_of_combat_effects.go (set at init); endOfCombatEffectAtEnd reports
// whether an effect it read is one of an "at end of combat" trigger.
var (
	readEndOfCombatEffect  func(text string, k Keyword, effect string) (Ability, bool, error)
	endOfCombatEffectAtEnd func(k Keyword) bool
)

// pumpGroup reads "[each] [other] [attacking] [quality] creatures [you
// control] get +N/+N until end of turn" of a trigger on attacking.
func pumpGroup(text string, k Keyword, effect string) (Ability, bool, error) {
	if k != WhenAttacks {
		return Ability{}, true, unrecognised{fmt.Sprintf("unrecognised ability %q: a pump of a group of creatures is read only when the creature attacks", text)}
	}
	m := effectPumpGroup.FindStringSubmatch(effect)
	kw := PumpGroup
	if m[2] != "" {
		kw = PumpAttackingGroup
	}
	a := Ability{Keyword: kw, Text: effect}
	if m[7] != "" { // "gain first strike": a keyword, +0/+0
		kws, err := parseKeyword(text, m[7])
		if err != nil || len(kws) != 1 {
			return Ability{}, true, unrecognised{fmt.Sprintf("unrecognised ability %q", text)}
		}
		kws[0].Text = m[7]
		a.Abilities = kws
	} else {
		var err error
		if a, err = pump(kw, effect, m[5], m[6]); err != nil {
			return Ability{}, true, err
		}
	}
	var err error
	if kw == PumpGroup && m[4] == "" {
		// "other creatures get +1/+1": every creature in play, not read.
		return Ability{}, true, unrecognised{fmt.Sprintf("unrecognised ability %q: of a pump of a group the judge reads the attacking creatures or those you control", text)}
	}
	if a.Quality, err = ParseQuality(strings.TrimSpace(m[3] + "creatures")); err != nil {
		return Ability{}, true, unrecognised{fmt.Sprintf("unrecognised ability %q: %v", text, err)}
	}
	a.Scope = Scope{Other: strings.Contains(m[1], "other"), YouControl: m[4] != ""}
	return a, true, nil
}

// oneOrMoreTrigger builds "Whenever ~ blocks [or becomes blocked by] one or
// more [quality] creatures, [effect]": m[1] the event, m[2] the quality,
// m[3] the effect.
func oneOrMoreTrigger(text string, m []string) ([]Ability, error) {
	k := WhenBlocksOneOrMore
	if m[1] != "blocks" {
		k = WhenBlocksOrBlockedByOneOrMore
	}
	words := strings.TrimSuffix(m[2], " creatures")
	q, err := ParseQuality(words + " creatures")
	if err != nil {
		return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: %v", text, err)}
	}
	abs, err := eventBuild(k)(text, []string{m[0], m[3]})
	for i := range abs {
		abs[i].Quality = q
	}
	return abs, err
}

// damageStepEvent is what the combat damage event k names, for the steps
// of its effect (effect_steps.go), or a creature's own attack or block,
// whose steps are only sacrifices (board_steps.go); the zero stepEvent
// for any other k.
func damageStepEvent(k Keyword) stepEvent {
	switch k {
	case WhenDamagesPlayer, WhenDamagesDefender, WhenAttachedDamagesPlayer, WhenAttachedDamagesOpponent:
		return stepEvent{damage: true, player: true}
	case WhenACreatureDamagesPlayer, WhenACreatureDamagesOpponent:
		return stepEvent{damage: true, player: true, dealer: true}
	case WhenDamagesCreature:
		return stepEvent{damage: true, creature: true}
	case WhenDealtCombatDamage, WhenDealsCombatDamage, WhenAttachedDealsCombatDamage:
		return stepEvent{damage: true}
	case WhenAttacks, WhenBlocks, WhenAttacksOrBlocks:
		return stepEvent{declared: true} // board_steps.go: sacrifices only
	case WhenBlocked:
		return stepEvent{declared: true, defender: true}
	}
	return stepEvent{}
}

// eventSteps reads as steps (effect_steps.go) the effect of a trigger on
// the combat damage dealt to its creature other than "you gain that much
// life", or of the Swords' event that eventEffect didn't read (read
// false); ok is false when it doesn't.
func eventSteps(text string, k Keyword, effect string, read bool) (abs []Ability, ok bool, err error) {
	if k != WhenDealtCombatDamage && k != WhenAttachedDamagesPlayer || k == WhenDealtCombatDamage && effectGainMuch.MatchString(effect) || read {
		return nil, false, nil
	}
	a, ok, err := stepsEffect(text, damageStepEvent(k), effect)
	if !ok || err != nil {
		return nil, ok, err
	}
	return []Ability{{Keyword: k, Text: text, Abilities: []Ability{a}}}, true, nil
}
