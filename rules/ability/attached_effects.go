package ability

import (
	"fmt"
	"slices"
	"strings"
)

// An Aura's or Equipment's own trigger on the creature it is attached to
// blocking or becoming blocked (Gift of the Woods, Ferocity): "Whenever
// enchanted creature blocks or becomes blocked, it gets +0/+3 until end of
// turn and you gain 1 life." The creature blocks or becomes blocked once
// in a combat, so it triggers once (410.9a: one trigger however many
// creatures it blocks or blocks it); the Aura or Equipment is its source
// and its controller is "you" (410.6, as attached_triggers.go). Append
// only: these are wire words.
const (
	WhenAttachedBlocksOrBlocked Keyword = "whenever enchanted or equipped creature blocks or becomes blocked"
	// EffectsInOrder is an effect of such a trigger made of effects joined
	// by "and", each read by triggers_global.go and applied in order:
	// Abilities are they.
	EffectsInOrder Keyword = "[effect] and [effect]"
	// MayCounterOnIt: "you may put a +1/+1 counter on it", "it" the
	// creature the Aura or Equipment is attached to; the trigger's
	// controller chooses as it resolves (410.5, choices.may).
	MayCounterOnIt Keyword = "you may put a +1/+1 counter on it"
)

// attachedBlockEffects are the effects of triggers_global.go a part of
// EffectsInOrder may be: those on "it" or a player, which the walk applies
// whether the creature blocks or becomes blocked.
var attachedBlockEffects = []Keyword{PumpUntilEndOfTurn, GainLife, ControllerLosesLife}

var attachedBlockRow = wording{Pattern: "Whenever enchanted / equipped creature blocks or becomes blocked, it gets +N/+N until end of turn | you gain N life | its controller loses N life [and ...] | you may put a +1/+1 counter on it.",
	Example: "Whenever enchanted creature blocks or becomes blocked, it gets +0/+3 until end of turn and you gain 1 life.", Rule: "410.9a",
	g: gr(`whenever ( enchanted | equipped ) creature blocks or becomes blocked , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		effect, err := attachedBlockEffect(text, strings.TrimSuffix(strings.TrimSpace(m[1]), "."))
		if err != nil {
			return nil, err
		}
		q, err := ParseQuality("creature")
		if err != nil {
			return nil, fmt.Errorf("%q: %v", text, err)
		}
		return []Ability{{Keyword: WhenAttachedBlocksOrBlocked, Text: text, Quality: q, Scope: Scope{Attached: true}, Abilities: []Ability{effect}}}, nil
	}}

// attachedBlockEffect reads the effect of attachedBlockRow: "you may put a
// +1/+1 counter on it", or two or more effects joined by "and", each one
// of attachedBlockEffects. One effect alone is left to the reading of the
// line as the creature's own trigger given to it (trigger_events.go),
// which applies it the same.
func attachedBlockEffect(text, effect string) (Ability, error) {
	if effect == "you may put a +1/+1 counter on it" {
		return Ability{Keyword: MayCounterOnIt, Text: effect}, nil
	}
	var parts []Ability
	for _, words := range strings.Split(effect, " and ") {
		a, err := globalEffect(text, WhenACreatureBlocks, words)
		if err != nil || !slices.Contains(attachedBlockEffects, a.Keyword) {
			return Ability{}, unrecognised{fmt.Sprintf("unrecognised ability %q: of an Aura's or Equipment's trigger on the creature blocking or becoming blocked, the judge reads \"it gets +N/+N until end of turn\", \"you gain N life\" and \"its controller loses N life\", joined by \"and\", or \"you may put a +1/+1 counter on it\"", text)}
		}
		parts = append(parts, a)
	}
	if len(parts) == 1 { // the creature's own trigger given to it reads it (attachedTriggerOf)
		return Ability{}, unrecognised{fmt.Sprintf("unrecognised ability %q: one effect", text)}
	}
	return Ability{Keyword: EffectsInOrder, Text: effect, Abilities: parts}, nil
}

// attachedEffectRows are this file's rows, listed for Wordings;
// attachedTriggerOf reads them before any row.
var attachedEffectRows = []wording{attachedBlockRow, attachedUnblockableRow, attachedTapLandsRow}

// ItCantBeBlockedIfPowerAtMost is Writ of Passage's effect with its
// intervening "if": "if its power is N or less, it can't be blocked this
// turn", "its" and "it" the creature the Aura or Equipment is attached to.
// The trigger triggers only if that creature's power is N or less as it
// attacks, and does nothing unless it still is as it resolves (410.8).
// Append only: a wire word.
const ItCantBeBlockedIfPowerAtMost Keyword = "if its power is N or less, it can't be blocked this turn"

var attachedUnblockableRow = wording{Pattern: "Whenever enchanted / equipped creature attacks, if its power is N or less, it can't be blocked this turn.",
	Example: "Whenever enchanted creature attacks, if its power is 2 or less, it can't be blocked this turn.", Rule: "410.8",
	g: gr(`whenever ( enchanted | equipped ) creature attacks , if its power is @{digits} or less , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		effect := strings.TrimSuffix(strings.TrimSpace(m[2]), ".")
		if effect != "it can't be blocked this turn" {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: after \"if its power is N or less\", the judge reads only \"it can't be blocked this turn\"", text)}
		}
		n, err := number(strings.TrimSpace(m[1]))
		if err != nil {
			return nil, fmt.Errorf("%q: %v", text, err)
		}
		q, err := ParseQuality("creature")
		if err != nil {
			return nil, fmt.Errorf("%q: %v", text, err)
		}
		return []Ability{{Keyword: WhenAttachedAttacks, Text: text, Quality: q, Scope: Scope{Attached: true},
			Abilities: []Ability{{Keyword: ItCantBeBlockedIfPowerAtMost, Text: "if its power is " + strings.TrimSpace(m[1]) + " or less, " + effect, N: n}}}}, nil
	}}

// TapDefendersLands is Pretender's Claim's effect: "tap all lands
// defending player controls", the player the creature attacks. Append
// only: a wire word.
const TapDefendersLands Keyword = "tap all lands defending player controls"

var attachedTapLandsRow = wording{Pattern: "Whenever enchanted / equipped creature becomes blocked, tap all lands defending player controls.",
	Example: "Whenever enchanted creature becomes blocked, tap all lands defending player controls.", Rule: "410.6",
	g: gr(`whenever ( enchanted | equipped ) creature becomes blocked , tap all lands defending player controls`),
	build: func(text string, m []string) ([]Ability, error) {
		q, err := ParseQuality("creature")
		if err != nil {
			return nil, fmt.Errorf("%q: %v", text, err)
		}
		return []Ability{{Keyword: WhenAttachedBlocked, Text: text, Quality: q, Scope: Scope{Attached: true},
			Abilities: []Ability{{Keyword: TapDefendersLands, Text: "tap all lands defending player controls"}}}}, nil
	}}
