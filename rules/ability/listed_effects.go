package ability

// The effects of combat triggers read by the files that list them here
// (counted_pumps.go, combatant_effects.go): each reader says whether the
// effect is one of its own, from the effect's words and what the trigger's
// event says of them. The trigger rows ask them after their own effects
// (trigger.go's triggerEffect, through moreEffect).

// effectFacts is what a trigger's event says that its effect's words
// need.
type effectFacts struct {
	attack     bool // the creature's own attack ("whenever ~ attacks"): "attacking creatures"
	namesOther bool // the event names another creature: "that creature"
	// anyCreature: a trigger of a permanent on any creature
	// (triggers_global.go), "it" that creature.
	anyCreature bool
}

type effectReader func(text, effect string, ev effectFacts) (Ability, bool, error)

// listedEffects are the readers of a creature's own triggers, asked in
// this order; listedCreatureEffects those of the triggers on any creature.
var (
	listedEffects         = []effectReader{countedEffect, combatantEffect, tapAllEffect}
	listedCreatureEffects = []effectReader{creatureLosesKeyword, mayGainLife}
)

// readListedEffect reads an effect of one of the listed readers; ok is
// false when it is none of theirs.
func readListedEffect(text, effect string, ev effectFacts) (Ability, bool, error) {
	readers := listedEffects
	if ev.anyCreature {
		readers = listedCreatureEffects
	}
	for _, read := range readers {
		if a, ok, err := read(text, effect, ev); ok {
			return a, true, err
		}
	}
	return Ability{}, false, nil
}
