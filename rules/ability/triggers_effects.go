package ability

import (
	"fmt"
	"regexp"
	"strings"
)

// The last effects of the era's combat triggers (issue 14, item 3): "tap
// that creature" and "~ deals N damage to ...". The walk (rules/combat.go,
// rules/triggers_walk.go) applies them: tapping a creature in combat
// doesn't remove it from combat (306.2b), and the damage of a trigger is
// not combat damage, dealt through protection, the prevention statics
// that are not about combat damage only, the shields, then state-based
// effects. Append only: these are wire words.
const (
	// TapThatCreature: "tap that creature", the creature the trigger
	// names; "and it doesn't untap during its controller's next untap
	// step" may follow, which is about a later turn (Text keeps it).
	TapThatCreature Keyword = "tap that creature"
	// DamageThatCreature: "~ deals N damage to that creature".
	DamageThatCreature Keyword = "~ deals N damage to that creature"
	// DamageBlockers: "~ deals N damage to each creature blocking it".
	DamageBlockers Keyword = "~ deals N damage to each creature blocking it"
	// DamageCombatants: "~ deals N damage to each attacking creature and
	// each blocking creature" (itself too, when it attacks or blocks).
	DamageCombatants Keyword = "~ deals N damage to each attacking creature and each blocking creature"
	// DamageDefender: "~ deals N damage to defending player", of a trigger
	// on attacking ("whenever ~ attacks [and isn't blocked]").
	DamageDefender Keyword = "~ deals N damage to defending player"
)

var (
	effectTap    = regexp.MustCompile(`^tap that creature(?:(?: and it|\. (?:it|that creature)) doesn't untap during its controller's next untap step)?$`)
	effectDamage = regexp.MustCompile(`^(?:~|it) deals (\w+) damage to (that creature|each creature blocking (?:it|~)|each attacking creature and each blocking creature|defending player)$`)
)

// moreEffect reads the effects of this file; ok is false when effect is
// none of them.
func moreEffect(text string, k Keyword, effect string) (a Ability, ok bool, err error) {
	if a, ok, err := readDefenderEffect(k, effect); ok { // defender_effects.go
		return a, true, err
	}
	if a, ok, err := readListedEffect(text, effect, effectFacts{attack: k == WhenAttacks, namesOther: namesCreature(k)}); ok { // listed_effects.go
		return a, true, err
	}
	if a, ok, err := discardN(text, k, effect); ok {
		return a, true, err
	}
	if effectDiscard.MatchString(effect) {
		if k != WhenDamagesPlayer && k != WhenDamagesDefender {
			return Ability{}, true, fmt.Errorf("%q: \"that player\" is read only of combat damage to a player", text)
		}
		return Ability{Keyword: DiscardThatMuch, Text: effect}, true, nil
	}
	if effectPowerToBlockers.MatchString(effect) {
		return Ability{Keyword: DamagePowerToBlockers, Text: effect}, true, nil
	}
	if effectMana.MatchString(effect) {
		if k != WhenDamagesPlayer && k != WhenDamagesDefender {
			return Ability{}, true, fmt.Errorf("%q: \"that much\" mana is read only of combat damage to a player", text)
		}
		return Ability{Keyword: AddManaThatMuch, Text: effect}, true, nil
	}
	if effectTap.MatchString(effect) {
		if !namesCreature(k) {
			return Ability{}, true, fmt.Errorf("%q: \"that creature\" names no creature in this trigger", text)
		}
		return Ability{Keyword: TapThatCreature, Text: effect}, true, nil
	}
	m := effectDamage.FindStringSubmatch(effect)
	if m == nil { // trigger_costs.go: an effect hanging on a cost or a choice
		return costEffect(effect, costEvents{attack: k == WhenAttacks || k == WhenUnblocked, unblocked: k == WhenUnblocked})
	}
	n, err := number(m[1])
	if err != nil {
		return Ability{}, true, fmt.Errorf("%q: %v", text, err)
	}
	a = Ability{Text: effect, N: n}
	switch m[2] {
	case "that creature":
		if !namesCreature(k) {
			return Ability{}, true, fmt.Errorf("%q: \"that creature\" names no creature in this trigger", text)
		}
		a.Keyword = DamageThatCreature
	case "defending player":
		if k != WhenAttacks && k != WhenUnblocked {
			return Ability{}, true, fmt.Errorf("%q: \"defending player\" is read only in a trigger on attacking (\"whenever ~ attacks\")", text)
		}
		a.Keyword = DamageDefender
	case "each attacking creature and each blocking creature":
		a.Keyword = DamageCombatants
	default:
		if k != WhenBlocked {
			return Ability{}, true, fmt.Errorf("%q: \"each creature blocking it\" is read only when the creature becomes blocked", text)
		}
		a.Keyword = DamageBlockers
	}
	return a, true, nil
}

// AddManaThatMuch: "add that much {G}. Until end of turn, you don't lose
// this mana as steps and phases end." (Mark of Sakiko's, as Oracle and as
// the era wrote it), of a trigger on combat damage to a player. The judge
// keeps no mana pool; the mana stays until end of turn, past every step
// and phase of the combat, so nothing the walk decides follows from it.
// Append only: a wire word.
const AddManaThatMuch Keyword = "add that much {G}"

var effectMana = regexp.MustCompile(`^add that much \{g\}(?: to your mana pool)?\. (?:this mana doesn't cause mana burn\. )?until end of turn, (?:you don't lose this mana as steps and phases end|this mana doesn't empty from your mana pool as phases end)$`)

// EndStepSacrifice: "At the beginning of your end step, sacrifice this
// creature unless it attacked this turn." (Instill Furor's, as Oracle and
// as the era wrote it: "At the end of your turn, sacrifice this creature
// if it didn't attack this turn."). It triggers in its controller's end
// step, after the combat phase: no answer of the judge reaches that step,
// and it requires nothing of an attack (500.1: it doesn't say the creature
// must attack), so no verdict, damage or walk depends on it. Append only:
// a wire word.
const EndStepSacrifice Keyword = "at the beginning of your end step, sacrifice ~ unless it attacked this turn"

var endStepSacrifice = regexp.MustCompile(`^at (?:the beginning of your end step|the end of your turn), sacrifice ~ (?:unless (?:it|~) attacked this turn|if (?:it|~) didn't attack this turn)$`)

// quotedTrigger reads a keyword list that is one quoted combat trigger, as
// a lord or an Aura gives it ("Creatures you control have \"Whenever this
// creature becomes blocked by a creature, this creature gets +1/+1 until
// end of turn.\""): the creature that has it reads it as its own, "~"
// standing for that creature. ok is false when list is not one quoted
// sentence beginning with "whenever", or Instill Furor's end step trigger.
func quotedTrigger(list string) (abs []Ability, ok bool, err error) {
	inner, found := strings.CutPrefix(strings.TrimSpace(list), `"`)
	if !found || !strings.HasPrefix(inner, "whenever ") && !strings.HasPrefix(inner, "at ") {
		return nil, false, nil
	}
	inner, found = strings.CutSuffix(inner, `"`)
	if !found || strings.Contains(inner, `"`) {
		return nil, false, nil
	}
	inner = strings.TrimSuffix(inner, ".")
	shown := sentenceCase(strings.ReplaceAll(inner, "~", "this creature")) + "."
	if endStepSacrifice.MatchString(inner) {
		return []Ability{{Keyword: EndStepSacrifice, Text: shown}}, true, nil
	}
	if !strings.HasPrefix(inner, "whenever ") {
		return nil, false, nil
	}
	for _, row := range triggerRows {
		if m := row.match(inner); m != nil {
			abs, err := row.build(shown, m)
			return abs, true, err
		}
	}
	return nil, true, unrecognised{fmt.Sprintf("unrecognised ability %q: the judge reads a quoted trigger that a permanent gives only in the wordings of its combat triggers; "+Catalog+" lists them", shown)}
}

// outsideQuotes is a normalized text without its quoted parts.
func outsideQuotes(norm string) string {
	var b strings.Builder
	in := false
	for _, r := range norm {
		if r == '"' {
			in = !in
			continue
		}
		if !in {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// sentenceCase writes a normalized (lowercase) text with a capital at the
// start of each sentence and mana symbols in capitals ("{G}").
func sentenceCase(s string) string {
	b := []byte(s)
	start, brace := true, false
	for i, c := range b {
		switch {
		case c == '{':
			brace = true
		case c == '}':
			brace = false
		case c == '.':
			start = true
			continue
		}
		if 'a' <= c && c <= 'z' && (start || brace) {
			b[i] = c - 'a' + 'A'
		}
		if c != ' ' {
			start = false
		}
	}
	return string(b)
}

// DiscardThatMuch: "that player discards cards equal to the damage" (Jagged
// Poppet's), of a trigger on combat damage to a player. Append only: a
// wire word.
const DiscardThatMuch Keyword = "that player discards cards equal to the damage"

var effectDiscard = regexp.MustCompile(`^that player discards (?:cards equal to the damage|that many cards)$`)

// damageEffect reports whether k is one of the "~ deals N damage to ..."
// effects.
func damageEffect(k Keyword) bool {
	return k == DamageThatCreature || k == DamageBlockers || k == DamageCombatants || k == DamageDefender || k == DamagePowerToBlockers
}

// readDefenderEffect reads the effects of defender_effects.go of a trigger
// on event k, and readConditionedAttack its triggers on attacking with an
// intervening "if" on the board (the words of "whenever [event], if
// [condition], [effect]"); ok is false for any other.
var (
	readDefenderEffect    func(k Keyword, effect string) (Ability, bool, error)
	readConditionedAttack func(text, event, condition, effect string) ([]Ability, bool, error)
)

// interveningIf is a combat trigger with an "intervening 'if'" (404.3,
// 410.8): "[Hellbent -] Whenever [event], if [condition], [effect]." The
// condition is one of own.go's on the cards in its controller's hand; the
// trigger exists on the board only while it
// holds, and the walk checks it again as the trigger resolves. An ability
// word must say what its condition says ("Hellbent" is no cards in hand).
var interveningIf = wording{Pattern: "[Hellbent -] Whenever [This] [event], if [condition], [effect].",
	Example: "Hellbent - Whenever ~ deals combat damage to a player, if you have no cards in hand, that player discards cards equal to the damage.", Rule: "410.8",
	g: gr(`@[ hellbent - ] @( whenever {no-comma} ) , if @{no-comma} , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		if abs, ok, err := readConditionedAttack(text, m[2], m[3], m[4]); ok && m[1] == "" { // defender_effects.go
			return abs, err
		}
		c, detail, ok, err := readCondition(m[3])
		switch {
		case !ok:
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: the condition %q of its intervening \"if\" is not one the judge reads", text, m[3])}
		case err != nil:
			return nil, fmt.Errorf("%q: %v", text, err)
		case c != HandAtMost && c != HandAtLeast && c != MoreCardsInHand:
			return nil, fmt.Errorf("%q: of an intervening \"if\", only a condition on the cards in hand is read", text)
		case m[1] != "" && (c != HandAtMost || detail.N != 0 || detail.Not):
			return nil, fmt.Errorf("%q: hellbent is \"if you have no cards in hand\"", text)
		}
		for _, row := range triggerRows {
			t := row.match(m[2] + ", " + m[4])
			if t == nil {
				continue
			}
			abs, err := row.build(text, t)
			if err != nil {
				return nil, err
			}
			if e := abs[0].Abilities[0].Keyword; e != DiscardThatMuch && e != TapThatCreature && e != AddManaThatMuch && !damageEffect(e) {
				// The walk checks the condition again as it resolves only
				// for the effects of this file (rules/triggers_walk.go).
				return nil, fmt.Errorf("%q: an intervening \"if\" is read only with the effects \"that player discards cards equal to the damage\", \"tap that creature\", \"~ deals N damage to ...\" or \"add that much {G}\"", text)
			}
			for i := range abs {
				abs[i].Condition, abs[i].When = c, detail
			}
			return abs, nil
		}
		return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: its trigger event is not one the judge reads", text)}
	}}

// Electryte's: "Whenever ~ deals combat damage to defending player, it
// deals damage equal to its power to each blocking creature." Append only:
// wire words.
const (
	// WhenDamagesDefender: combat damage to the player it attacks (not to
	// another player a redirection sent it to).
	WhenDamagesDefender Keyword = "whenever ~ deals combat damage to defending player"
	// DamagePowerToBlockers: "~ deals damage equal to its power to each
	// blocking creature", its power as the ability resolves.
	DamagePowerToBlockers Keyword = "~ deals damage equal to its power to each blocking creature"
)

var effectPowerToBlockers = regexp.MustCompile(`^(?:~|it) deals damage equal to its power to each blocking creature$`)

// defenderDamageTrigger is the row of "Whenever ~ deals combat damage to
// defending player".
var defenderDamageTrigger = trigger("Whenever [This] deals combat damage to defending player, [effect].",
	"Whenever ~ deals combat damage to defending player, it deals damage equal to its power to each blocking creature.", WhenDamagesDefender, `~ deals combat damage to defending player`)

// The discards of a number of cards (the Specters, Headhunter, Abyssal
// Nightstalker, Larceny): "that player discards a card / N cards [at
// random]" of combat damage to a player, "defending player discards ..."
// of a trigger on attacking or becoming blocked. Which cards, chosen or at
// random, the judge doesn't model: only how many leave the hand. Append
// only: wire words.
const (
	DiscardN         Keyword = "that player discards N cards"
	DiscardDefenderN Keyword = "defending player discards N cards"
)

var effectDiscardN = regexp.MustCompile(`^(that player|defending player) discards (a|\w+) cards?(?: at random)?$`)

// discardN reads those; ok is false when effect is none of them.
func discardN(text string, k Keyword, effect string) (Ability, bool, error) {
	m := effectDiscardN.FindStringSubmatch(effect)
	if m == nil {
		return Ability{}, false, nil
	}
	n := 1
	if m[2] != "a" {
		var err error
		if n, err = number(m[2]); err != nil {
			return Ability{}, true, fmt.Errorf("%q: %v", text, err)
		}
	}
	if m[1] == "that player" {
		if k != WhenDamagesPlayer && k != WhenDamagesDefender && k != WhenACreatureDamagesPlayer {
			return Ability{}, true, fmt.Errorf("%q: \"that player\" is read only of combat damage to a player", text)
		}
		return Ability{Keyword: DiscardN, Text: effect, N: n}, true, nil
	}
	if k != WhenAttacks && k != WhenUnblocked && k != WhenBlocked {
		return Ability{}, true, fmt.Errorf("%q: \"defending player\" is read only in a trigger on attacking or becoming blocked", text)
	}
	return Ability{Keyword: DiscardDefenderN, Text: effect, N: n}, true, nil
}
