package ability

import (
	"fmt"
	"regexp"
)

// Triggers of a permanent on each pair of a blocking creature and the
// attacker it blocks (issue 27): "Whenever a creature blocks a [quality]
// creature, the blocking creature gets +N/+N until end of turn"
// (Righteous Indignation), "Whenever a creature blocks a creature with
// lesser power, destroy the attacking creature" and "Whenever a creature
// becomes blocked by a creature with lesser power, destroy the blocking
// creature" (No Quarter). Each pair is an occurrence of the event, the
// ability triggering once for each (410.6); the powers are compared as
// the blockers are declared, the trigger event. The permanent with the
// ability controls the trigger. The walk applies them
// (rules/walk/block_pairs.go). Append only: these are wire words.
const (
	// WhenACreatureBlocksA: "whenever a creature blocks a [quality]
	// creature": Quality is the attacker's.
	WhenACreatureBlocksA Keyword = "whenever a creature blocks a [quality] creature"
	// WhenBlocksLesserPower: "whenever a creature blocks a creature with
	// lesser power": the attacker's power is less than the blocker's.
	WhenBlocksLesserPower Keyword = "whenever a creature blocks a creature with lesser power"
	// WhenBlockedByLesserPower: "whenever a creature becomes blocked by a
	// creature with lesser power": the blocker's power is less than the
	// attacker's.
	WhenBlockedByLesserPower Keyword = "whenever a creature becomes blocked by a creature with lesser power"

	// The effects, on one of the pair: "the blocking / attacking creature
	// gets +N/+N until end of turn", "destroy the blocking / attacking
	// creature".
	PumpBlocking     Keyword = "the blocking creature gets +N/+N until end of turn"
	PumpAttacking    Keyword = "the attacking creature gets +N/+N until end of turn"
	DestroyBlocking  Keyword = "destroy the blocking creature"
	DestroyAttacking Keyword = "destroy the attacking creature"
)

var (
	effectPairPump    = regexp.MustCompile(`^the (blocking|attacking) creature gets ([+-]\d+)/([+-]\d+) until end of turn$`)
	effectPairDestroy = regexp.MustCompile(`^destroy the (blocking|attacking) creature$`)
)

// blockPairRows are the triggers of this file.
var blockPairRows = []wording{
	{Pattern: "Whenever a creature blocks a [quality] creature / a creature with lesser power, the blocking / attacking creature gets +N/+N until end of turn | destroy the blocking / attacking creature.",
		Example: "Whenever a creature blocks a black or red creature, the blocking creature gets +1/+1 until end of turn.", Rule: "410.6",
		g: gr(`whenever a creature @( blocks | becomes blocked by ) a @{no-comma} , @{any}`),
		build: func(text string, m []string) ([]Ability, error) {
			a := Ability{Text: text}
			switch {
			case m[2] == "creature with lesser power" && m[1] == "blocks":
				a.Keyword = WhenBlocksLesserPower
			case m[2] == "creature with lesser power":
				a.Keyword = WhenBlockedByLesserPower
			case m[1] == "blocks":
				q, err := ParseQuality(m[2])
				if err != nil || len(q.Terms) == 0 && len(q.Any) == 0 {
					return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: %q is not a quality of creatures the judge reads", text, m[2])}
				}
				a.Keyword, a.Quality = WhenACreatureBlocksA, q
			default:
				return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: of a creature becoming blocked by another the judge reads only \"by a creature with lesser power\"", text)}
			}
			e, err := pairEffect(text, m[3])
			if err != nil {
				return nil, err
			}
			a.Abilities = []Ability{e}
			return []Ability{a}, nil
		}},
}

// pairEffect reads the effect of a trigger on a blocking pair.
func pairEffect(text, effect string) (Ability, error) {
	if m := effectPairPump.FindStringSubmatch(effect); m != nil {
		a, err := pairBoost(text, m[2], m[3])
		a.Keyword, a.Text = PumpBlocking, effect
		if m[1] == "attacking" {
			a.Keyword = PumpAttacking
		}
		return a, err
	}
	if m := effectPairDestroy.FindStringSubmatch(effect); m != nil {
		if m[1] == "attacking" {
			return Ability{Keyword: DestroyAttacking, Text: effect}, nil
		}
		return Ability{Keyword: DestroyBlocking, Text: effect}, nil
	}
	return Ability{}, unrecognised{fmt.Sprintf("unrecognised ability %q: of a trigger on a creature blocking another the judge reads \"the blocking / attacking creature gets +N/+N until end of turn\" and \"destroy the blocking / attacking creature\"", text)}
}

// pairBoost reads the +N/+N of a pump of one of the pair.
func pairBoost(text, p, t string) (Ability, error) {
	var a Ability
	if _, err := fmt.Sscanf(p+" "+t, "%d %d", &a.Power, &a.Toughness); err != nil || a.Power < -1000 || a.Power > 1000 || a.Toughness < -1000 || a.Toughness > 1000 {
		return Ability{}, fmt.Errorf("%q: %s/%s is not a boost from -1000 to +1000", text, p, t)
	}
	return a, nil
}
