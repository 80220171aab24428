package ability

import (
	"fmt"
	"regexp"
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
)

// Optional reports whether an effect is optional ("you may", 410.5): its
// controller chooses as it resolves, and the request may say what.
func Optional(k Keyword) bool {
	return k == MayUntapAndRemove || k == MayDrawCard || k == GainLifeMayReturn
}

var (
	effectAllBlocking     = regexp.MustCompile(`^destroy all creatures blocking or blocked by (?:~|it)(\. they can't be regenerated)?$`)
	effectCounterBlocking = regexp.MustCompile(`^put an? ([+-]\d+)/([+-]\d+) counter on each creature blocking or blocked by (?:~|it)$`)
	effectRemoveCounter   = regexp.MustCompile(`^remove an? ([+-]\d+)/([+-]\d+) counter from (?:~|it)( at end of combat)?$`)
	effectReturnSelf      = regexp.MustCompile(`^return (?:~|it) to its owner's hand at end of combat$`)
	effectReturnThat      = regexp.MustCompile(`^return that creature to its owner's hand at end of combat$`)
	effectDestroySelfAt   = regexp.MustCompile(`^destroy (?:~|it) at end of combat$`)
	effectDestroyThatSelf = regexp.MustCompile(`^destroy that creature and (?:~|it)$`)
	effectMayUntapRemove  = regexp.MustCompile(`^you may untap (?:~|it) and remove (?:~|it) from combat$`)
	effectMayDraw         = regexp.MustCompile(`^you may draw a card$`)
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
		return Ability{Keyword: MayDrawCard, Text: effect}, true, nil
	case effectGainMayReturn.MatchString(effect):
		n, err := number(effectGainMayReturn.FindStringSubmatch(effect)[1])
		return Ability{Keyword: GainLifeMayReturn, Text: effect, N: n}, true, err
	}
	return Ability{}, false, nil
}

// eventRows are the triggers of this file.
var eventRows = []wording{
	{Pattern: "When [This] is put into a graveyard from play, destroy all creatures blocking or blocked by it. They can't be regenerated.",
		Example: "When ~ is put into a graveyard from play, destroy all creatures blocking or blocked by it. They can't be regenerated.", Rule: "410.10c",
		g:     gr(`( when | whenever ) ~ ( is put into a graveyard from play | dies ) , @{any}`),
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
		if !ok {
			if k == WhenAttachedDamagesPlayer || k == WhenPutIntoGraveyard {
				return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: of this trigger the judge reads only the effects GET /v1/abilities lists", text)}
			}
			e, err = triggerEffect(text, k, effect) // trigger.go: the effects of any combat trigger
		}
		if err != nil {
			return nil, err
		}
		if (k == AtEndOfCombat || k == AtEndOfCombatIfInCombat) && e.Keyword != DestroyBlockingOrBlocked && e.Keyword != CounterOnBlockingOrBlocked && e.Keyword != RemoveCounterFromSelf {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: at end of combat the judge reads the effects \"destroy all creatures blocking or blocked by ~\", \"put a -N/-N counter on each creature blocking or blocked by ~\" and \"remove a +N/+N counter from it\"", text)}
		}
		if k == WhenAttachedDamagesPlayer && e.Keyword != GainLifeMayReturn {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q", text)}
		}
		return []Ability{{Keyword: k, Text: text, Abilities: []Ability{e}}}, nil
	}
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
