package ability

import (
	"errors"
	"fmt"
	"strings"
)

// An Aura's or Equipment's own combat triggers about the creature it is
// attached to (Contaminated Bond, Nettling Curse): "Whenever enchanted
// creature attacks or blocks, its controller loses 3 life." The Aura or
// Equipment has the ability and is its source: it controls the trigger
// ("you" is its controller) and deals its damage ("~" names it), and its
// event is the attached creature's combat (410.6, as triggers_global.go's
// on any creature, narrowed to the one it is attached to: Scope.Attached).
// The effects are triggers_global.go's; another effect stays unread.
// Append only: these are wire words.
const (
	WhenAttachedAttacks         Keyword = "whenever enchanted or equipped creature attacks"
	WhenAttachedBlocks          Keyword = "whenever enchanted or equipped creature blocks"
	WhenAttachedAttacksOrBlocks Keyword = "whenever enchanted or equipped creature attacks or blocks"
	WhenAttachedBlocked         Keyword = "whenever enchanted or equipped creature becomes blocked"
)

// attachedEvents maps each event to its keyword and to the keyword of the
// same event on any creature, whose effects it reads.
var attachedEvents = map[string][2]Keyword{
	"attacks":           {WhenAttachedAttacks, WhenACreatureAttacks},
	"blocks":            {WhenAttachedBlocks, WhenACreatureBlocks},
	"attacks or blocks": {WhenAttachedAttacksOrBlocks, WhenACreatureAttacksOrBlocks},
	"becomes blocked":   {WhenAttachedBlocked, WhenACreatureBlocked},
}

var attachedTrigger = wording{Pattern: "Whenever enchanted / equipped creature attacks / blocks / attacks or blocks / becomes blocked, [This] deals N damage to it / to that creature's controller | it gets +N/+N until end of turn [for each creature blocking it] | you gain N life | its controller loses N life.",
	Example: "Whenever enchanted creature attacks or blocks, its controller loses 3 life.", Rule: "410.6",
	g: gr(`whenever ( enchanted | equipped ) creature @( attacks or blocks | attacks | blocks | becomes blocked ) , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		k := attachedEvents[m[1]]
		effect, own, err := attachedCreatureEffect(text, m[2]) // attached_creature_damage.go
		if !own {
			effect, err = globalEffect(text, k[1], m[2])
		}
		if err != nil {
			return nil, err
		}
		q, err := ParseQuality("creature")
		if err != nil {
			return nil, fmt.Errorf("%q: %v", text, err)
		}
		return []Ability{{Keyword: k[0], Text: text, Quality: q, Scope: Scope{Attached: true}, Abilities: []Ability{effect}}}, nil
	}}

// attachedTriggerOf reads an Aura's or Equipment's own trigger of this
// file; ok is false when norm is none, or its effect is none of those read
// here (the sentence then reads as the creature's own trigger given to it,
// when sourceBound allows).
func attachedTriggerOf(text, norm string) (abs []Ability, ok bool, err error) {
	row := attachedTrigger
	m := row.match(norm)
	if pair := attachedPair.match(norm); pair != nil {
		row, m = attachedPair, pair
	}
	if dm := attachedDamageRow.match(norm); dm != nil { // trigger_events.go
		row, m = attachedDamageRow, dm
	}
	for _, r := range attachedDamageRows { // damage_trigger_events.go
		if dm := r.match(norm); dm != nil {
			row, m = r, dm
		}
	}
	for _, r := range moreAttachedRows {
		if dm := r.match(norm); dm != nil {
			row, m = r, dm
		}
	}
	if m == nil {
		return nil, false, nil
	}
	abs, err = row.build(text, m)
	var u unrecognised
	if errors.As(err, &u) {
		return nil, false, nil
	}
	return abs, true, err
}

// moreAttachedRows are the Auras' own triggers other files read, in the
// order table.go gives them (a later row that matches wins).
var moreAttachedRows []wording

// sourceBound refuses an Aura's or Equipment's trigger about the creature
// it is attached to ("Whenever enchanted creature ...", not in quotes)
// read as the creature's own trigger given to it, when its effect is
// damage: "~ deals N damage" is the Aura's damage, not the creature's. The
// other effects (on the creature itself, on "that creature", on defending
// player) are the same whichever of the two is the source, but for "you"
// (you gain life), the Aura's controller: the board refuses such an Aura
// on a creature another player controls (YouOfGivenTrigger, rules/auratrig.go).
func sourceBound(text, norm string, inner []Ability) error {
	if createsToken(inner) { // tokens.go
		return unrecognised{fmt.Sprintf("unrecognised ability %q: a triggered ability of the Aura or Equipment itself creates the token, under its controller's control; the judge does not read it as an ability the creature has", text)}
	}
	if !strings.HasPrefix(norm, "whenever ") {
		return nil
	}
	for _, a := range inner {
		for _, e := range a.Abilities {
			if MandatoryTarget(e.Keyword) { // attack_triggers.go
				return unrecognised{fmt.Sprintf("unrecognised ability %q: an Aura's or Equipment's own trigger with a target (\"%s\") is not read: whether it or the creature deals the damage, the judge doesn't decide", text, e.Text)}
			}
			if damageEffect(e.Keyword) {
				return unrecognised{fmt.Sprintf("unrecognised ability %q: the Aura or Equipment is the source of its trigger, and the judge reads \"%s\" of it only on attacking, blocking or becoming blocked; "+Catalog+" lists the wordings", text, e.Text)}
			}
		}
	}
	return nil
}

// YouOfGivenTrigger reports whether a, an ability an Aura or Equipment
// gives the creature it is attached to, is a trigger of its own about that
// creature ("Whenever enchanted creature deals damage, you gain that much
// life.") whose effect names "you": the Aura's controller, which the
// creature's own trigger would read as the creature's.
func YouOfGivenTrigger(a Ability) bool {
	if a.Keyword != Grant || !a.Scope.Attached || !strings.HasPrefix(strings.ToLower(a.Text), "whenever ") {
		return false
	}
	for _, g := range a.Abilities {
		for _, e := range g.Abilities {
			if e.Keyword == GainLife || e.Keyword == GainThatMuch || e.Keyword == AddManaThatMuch {
				return true
			}
		}
	}
	return false
}

// WhenAttachedBlocksOrBlockedBy is Venom's: "Whenever enchanted creature
// blocks or becomes blocked by a non-Wall creature, destroy the other
// creature at end of combat." It triggers once for each creature of the
// quality that the attached creature blocks or that blocks it (410.9b,
// 410.9c); the Aura is its source and controls it, and the one effect read
// is DestroyAtEndOfCombat, on that other creature. Append only: a wire
// word.
const WhenAttachedBlocksOrBlockedBy Keyword = "whenever enchanted or equipped creature blocks or becomes blocked by a [quality] creature"

var attachedPair = wording{Pattern: "Whenever enchanted / equipped creature blocks or becomes blocked by a [quality] creature, destroy the other creature at end of combat | destroy both creatures | the other creature gains first strike until end of turn.",
	Example: "Whenever enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the other creature at end of combat.", Rule: "410.9c",
	g: gr(`whenever ( enchanted | equipped ) creature blocks or becomes blocked by {a} @[ {few-any} ] creature , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		effect := DestroyAtEndOfCombat
		switch m[2] {
		case "destroy the other creature at end of combat":
		case "destroy both creatures": // Dead-Iron Sledge's (trigger_events.go)
			effect = DestroyBoth
		case "the other creature gains first strike until end of turn": // Mammoth Harness's
			effect = OtherGainsFirstStrike
		default:
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: of an Aura's or Equipment's trigger on the creature it is attached to blocking or becoming blocked by a creature, the judge reads only the effects \"destroy the other creature at end of combat\", \"destroy both creatures\" and \"the other creature gains first strike until end of turn\"", text)}
		}
		q, err := creatureQuality(m[1])
		if err != nil {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: %v", text, err)}
		}
		return []Ability{{Keyword: WhenAttachedBlocksOrBlockedBy, Text: text, Quality: q, Scope: Scope{Attached: true},
			Abilities: []Ability{{Keyword: effect, Text: m[2]}}}}, nil
	}}
