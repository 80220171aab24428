package ability

import (
	"fmt"
	"regexp"
	"strings"
)

// The effects that happen at end of combat, beside those of
// trigger_events.go: the delayed ones a combat trigger sets up for the end
// of combat step (404.4: "~ deals 1 damage to that creature at end of
// combat", "gain control of that creature at end of combat", "at end of
// combat, sacrifice it and it deals 5 damage to you"), and the effects of
// "at end of combat" triggers that look at the blocks of this combat (410.2:
// "tap all creatures that blocked ~ this turn", the paralyzation counters,
// "gain control of all creatures blocking ~"). The walk applies them
// (rules/walk/end_of_combat_effects.go). Append only: these are wire words.
const (
	// DamageThatAtEndOfCombat: "~ deals N damage to that creature at end
	// of combat", a delayed trigger on the creature the event names.
	DamageThatAtEndOfCombat Keyword = "~ deals N damage to that creature at end of combat"
	// CounterOnSelfAtEndOfCombat: "put a +N/+N counter on ~ at end of
	// combat" (the counter's kind in Power/Toughness).
	CounterOnSelfAtEndOfCombat Keyword = "put a N/N counter on ~ at end of combat"
	// ControlThatAtEndOfCombat: "gain control of that creature at end of
	// combat", with no end: it lasts past this turn.
	ControlThatAtEndOfCombat Keyword = "gain control of that creature at end of combat"
	// ThatSacrificedAtEndOfCombat: "that creature's controller sacrifices
	// it at end of combat. If the player does, they create [a token]" (the
	// token in Token).
	ThatSacrificedAtEndOfCombat Keyword = "that creature's controller sacrifices it at end of combat. if the player does, they create [token]"
	// SacrificeSelfDamagesYou: "at end of combat, sacrifice ~ and it deals
	// N damage to you".
	SacrificeSelfDamagesYou Keyword = "at end of combat, sacrifice ~ and it deals N damage to you"
	// DestroySelfAndBlocked: "at end of combat, destroy ~ and all
	// creatures it blocked this turn", of "when ~ blocks".
	DestroySelfAndBlocked Keyword = "at end of combat, destroy ~ and all creatures it blocked this turn"

	// The effects of "at end of combat" triggers.

	// TapThoseThatBlocked: "tap all creatures that blocked ~ this turn.
	// They don't untap during their controller's next untap step."
	TapThoseThatBlocked Keyword = "tap all creatures that blocked ~ this turn"
	// ParalyzeBlockingOrBlocked: "put a paralyzation counter on each
	// creature blocking or blocked by ~ and tap those creatures", with
	// what the counters do on later turns.
	ParalyzeBlockingOrBlocked Keyword = "put a paralyzation counter on each creature blocking or blocked by ~ and tap those creatures"
	// CounterOnSelfAndToken: "put a -N/-N counter on ~ and create [a
	// token]" (the counter's kind in Power/Toughness, the token in Token).
	CounterOnSelfAndToken Keyword = "put a N/N counter on ~ and create [token]"
	// ControlBlockingWhileYouControl: "gain control of all creatures
	// blocking ~ for as long as you control ~".
	ControlBlockingWhileYouControl Keyword = "gain control of all creatures blocking ~ for as long as you control ~"
)

var (
	effectDamageThatAt    = regexp.MustCompile(`^(?:~|it) deals (\w+) damage to that creature at end of combat$`)
	effectCounterSelfAt   = regexp.MustCompile(`^put an? ([+-]\d+)/([+-]\d+) counter on (?:~|it) at end of combat$`)
	effectControlThatAt   = regexp.MustCompile(`^gain control of that creature at end of combat$`)
	effectThatSacrificed  = regexp.MustCompile(`^that creature's controller sacrifices it at end of combat\. if the player does, (?:they|he or she) creates? (.+)$`)
	effectSacrificeHurts  = regexp.MustCompile(`^at end of combat, sacrifice (?:~|it) and (?:~|it) deals (\w+) damage to you$`)
	effectDestroyBlocked2 = regexp.MustCompile(`^at end of combat, destroy (?:~|it) and all creatures (?:~|it) blocked this turn$`)
	effectTapThatBlocked  = regexp.MustCompile(`^tap all creatures that blocked (?:~|it) this turn\. they don't untap during their controller's next untap step$`)
	effectParalyze        = regexp.MustCompile(`^put a paralyzation counter on each creature blocking or blocked by (?:~|it) and tap those creatures\. each of those creatures doesn't untap during its controller's untap step for as long as it has a paralyzation counter on it\. each of those creatures gains "\{4\}: remove a paralyzation counter from (?:~|this creature)\.?"$`)
	effectCounterToken    = regexp.MustCompile(`^put an? ([+-]\d+)/([+-]\d+) counter on (?:~|it) and (create .+)$`)
	effectControlBlocking = regexp.MustCompile(`^gain control of all creatures blocking ~ for as long as you control ~$`)
)

// endOfCombatEffect reads the effects of this file of a trigger of event
// k; ok is false when effect is none of them.
func endOfCombatEffect(text string, k Keyword, effect string) (Ability, bool, error) {
	atEnd := k == AtEndOfCombat || k == AtEndOfCombatIfInCombat
	only := func(fits bool, a Ability, what string) (Ability, bool, error) {
		if !fits {
			return Ability{}, true, unrecognised{fmt.Sprintf("unrecognised ability %q: %s", text, what)}
		}
		return a, true, nil
	}
	switch {
	case effectDamageThatAt.MatchString(effect):
		n, err := number(effectDamageThatAt.FindStringSubmatch(effect)[1])
		if err != nil {
			return Ability{}, true, fmt.Errorf("%q: %v", text, err)
		}
		return only(namesCreature(k), Ability{Keyword: DamageThatAtEndOfCombat, Text: effect, N: n}, "\"that creature\" names no creature in this trigger")
	case effectCounterSelfAt.MatchString(effect):
		m := effectCounterSelfAt.FindStringSubmatch(effect)
		a, err := counterKind(text, m[1], m[2])
		if err != nil {
			return Ability{}, true, err
		}
		a.Keyword, a.Text = CounterOnSelfAtEndOfCombat, effect
		return only(!atEnd, a, "a counter \"at end of combat\" is read of a trigger on a combat event")
	case effectControlThatAt.MatchString(effect):
		return only(namesCreature(k), Ability{Keyword: ControlThatAtEndOfCombat, Text: effect}, "\"that creature\" names no creature in this trigger")
	case effectThatSacrificed.MatchString(effect):
		t, ok, _ := readTokenEffect("create " + effectThatSacrificed.FindStringSubmatch(effect)[1])
		if !ok {
			return Ability{}, true, unrecognised{fmt.Sprintf("unrecognised ability %q: its token is not one the judge reads", text)}
		}
		return only(namesCreature(k), Ability{Keyword: ThatSacrificedAtEndOfCombat, Text: effect, Token: t.Token}, "\"that creature\" names no creature in this trigger")
	case effectSacrificeHurts.MatchString(effect):
		n, err := number(effectSacrificeHurts.FindStringSubmatch(effect)[1])
		if err != nil {
			return Ability{}, true, fmt.Errorf("%q: %v", text, err)
		}
		return only(k == WhenAttacksOrBlocks || k == WhenAttacks || k == WhenBlocks, Ability{Keyword: SacrificeSelfDamagesYou, Text: effect, N: n}, "it is read of a trigger on attacking or blocking")
	case effectDestroyBlocked2.MatchString(effect):
		return only(k == WhenBlocks, Ability{Keyword: DestroySelfAndBlocked, Text: effect}, "\"all creatures it blocked\" is read of a trigger on blocking")
	case effectTapThatBlocked.MatchString(effect):
		return only(atEnd, Ability{Keyword: TapThoseThatBlocked, Text: effect}, "it is read at end of combat")
	case effectParalyze.MatchString(effect):
		return only(atEnd, Ability{Keyword: ParalyzeBlockingOrBlocked, Text: effect}, "it is read at end of combat")
	case effectCounterToken.MatchString(effect):
		m := effectCounterToken.FindStringSubmatch(effect)
		a, err := counterKind(text, m[1], m[2])
		if err != nil {
			return Ability{}, true, err
		}
		t, ok, _ := readTokenEffect(m[3])
		if !ok {
			return Ability{}, true, unrecognised{fmt.Sprintf("unrecognised ability %q: its token is not one the judge reads", text)}
		}
		a.Keyword, a.Text, a.Token = CounterOnSelfAndToken, effect, t.Token
		return only(atEnd, a, "it is read at end of combat")
	case effectControlBlocking.MatchString(effect):
		return only(atEnd, Ability{Keyword: ControlBlockingWhileYouControl, Text: effect}, "it is read at end of combat")
	}
	return Ability{}, false, nil
}

// atEndOfCombatEffect reports whether k is an effect of this file an "at
// end of combat" trigger has.
func atEndOfCombatEffect(k Keyword) bool {
	return k == TapThoseThatBlocked || k == ParalyzeBlockingOrBlocked || k == CounterOnSelfAndToken || k == ControlBlockingWhileYouControl
}

// blockedByTypeRow is "Whenever ~ becomes blocked by a Wall, [effect]": the
// blocker named by a creature type alone, one trigger for each such
// blocker (410.9c), as "becomes blocked by a Wall creature" would be.
var blockedByTypeRow = wording{Pattern: "Whenever [This] becomes blocked by a [creature type], [effect].",
	Example: "Whenever ~ becomes blocked by a Wall, destroy that Wall at end of combat.", Rule: "410.9c",
	g: gr(`whenever ~ becomes blocked by {a} @{word} , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		word := strings.TrimSpace(m[1])
		if word == "creature" {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q", text)}
		}
		q, err := ParseQuality(word)
		if err != nil || len(q.Terms) != 1 || q.Terms[0].Kind != Subtype || q.Terms[0].Not {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: %q is not a creature type the judge reads", text, word)}
		}
		abs, err := eventBuild(WhenBlockedByCreature)(text, []string{m[0], m[2]})
		for i := range abs {
			abs[i].Quality = q
		}
		return abs, err
	}}

// endOfCombatRows are the rows of this file.
var endOfCombatRows = []wording{blockedByTypeRow, attachedReturnRow, attachedToughnessRow}

// ReturnWithSourceAtEndOfCombat: "return it and ~ to their owners' hands
// at end of combat", of an Aura's own trigger on the creature it
// enchants attacking (Contempt): a delayed trigger naming both.
const ReturnWithSourceAtEndOfCombat Keyword = "return it and ~ to their owners' hands at end of combat"

// attachedReturnRow is Contempt's trigger, the Aura's own (it controls the
// trigger and is its source, 410.2): attachedTriggerOf reads it before
// the line could be taken for an ability given to the creature.
var attachedReturnRow = wording{Pattern: "When[ever] enchanted creature attacks, return it and [This] to their owners' hands at end of combat.",
	Example: "When enchanted creature attacks, return it and ~ to their owners' hands at end of combat.", Rule: "404.4",
	g: gr(`( when | whenever ) enchanted creature attacks , return it and ~ to their owners' hands at end of combat`),
	build: func(text string, m []string) ([]Ability, error) {
		q, err := ParseQuality("creature")
		if err != nil {
			return nil, fmt.Errorf("%q: %v", text, err)
		}
		return []Ability{{Keyword: WhenAttachedAttacks, Text: text, Quality: q, Scope: Scope{Attached: true},
			Abilities: []Ability{{Keyword: ReturnWithSourceAtEndOfCombat, Text: "return it and ~ to their owners' hands at end of combat"}}}}, nil
	}}

// CounterOnFirstAtNextEndStep: "at the beginning of the next end step, if
// that creature was destroyed this way, put a +1/+1 counter on the first
// creature", the second effect of Infinite Authority's trigger: a delayed
// trigger for the end step after the combat the judge walks.
const CounterOnFirstAtNextEndStep Keyword = "at the beginning of the next end step, if that creature was destroyed this way, put a +1/+1 counter on the first creature"

// attachedToughnessRow is Infinite Authority's trigger: Venom's
// (attachedPair) on the creatures "with toughness N or less", with a
// counter at the next end step for each one destroyed this way.
var attachedToughnessRow = wording{Pattern: "Whenever enchanted creature blocks or becomes blocked by a creature with toughness N or less, destroy the other creature at end of combat. At the beginning of the next end step, if that creature was destroyed this way, put a +1/+1 counter on the first creature.",
	Example: "Whenever enchanted creature blocks or becomes blocked by a creature with toughness 3 or less, destroy the other creature at end of combat. At the beginning of the next end step, if that creature was destroyed this way, put a +1/+1 counter on the first creature.", Rule: "404.4",
	g: gr(`whenever enchanted creature blocks or becomes blocked by {a} creature with toughness @{digits} or less , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		const destroy, later = "destroy the other creature at end of combat", "at the beginning of the next end step, if that creature was destroyed this way, put a +1/+1 counter on the first creature"
		if strings.TrimSuffix(strings.TrimSpace(m[2]), ".") != destroy+". "+later {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q", text)}
		}
		q, err := ParseQuality("creatures with toughness " + m[1] + " or less")
		if err != nil {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: %v", text, err)}
		}
		return []Ability{{Keyword: WhenAttachedBlocksOrBlockedBy, Text: text, Quality: q, Scope: Scope{Attached: true},
			Abilities: []Ability{{Keyword: DestroyAtEndOfCombat, Text: destroy}, {Keyword: CounterOnFirstAtNextEndStep, Text: later}}}}, nil
	}}
