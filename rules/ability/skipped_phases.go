package ability

// An effect that has a player skip a later combat phase ("Target player
// skips their next combat phase.", Moment of Silence, Revenant
// Patriarch): skipping is a replacement effect (419.6e), and a phase that
// has begun can no longer be skipped, so within a combat the judge walks
// it changes nothing of that combat: the walk reports it as an event
// (rules/walk/skipped_combats.go).

// SkipsNextCombat: the target player skips their next combat phase.
const SkipsNextCombat Keyword = "target player skips their next combat phase"

// AnyPlayer is the term of a target that may be any player ("target
// player").
const AnyPlayer TermKind = 852

// skipCombatRows are the effect rows of this file.
var skipCombatRows = []effectRow{
	{Pattern: "Target player skips their next combat phase.", Example: "Target player skips their next combat phase.", Card: "Moment of Silence",
		g: gr(`target player skips ( their | his or her ) next combat phase`),
		build: func([]string) (Reading, error) {
			return Reading{Kind: EffectKind, Mode: SkipsNextCombat, Duration: Once,
				Selector: Selector{Subject: Targeted, Quality: Quality{Text: "player", Terms: []Term{{Kind: AnyPlayer, Word: "player"}}}}}, nil
		}},
}
