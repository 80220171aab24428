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
}

// listedEffects are the readers, asked in this order.
var listedEffects = []func(text, effect string, ev effectFacts) (Ability, bool, error){countedEffect, combatantEffect}

// readListedEffect reads an effect of one of the listed readers; ok is
// false when it is none of theirs.
func readListedEffect(text, effect string, ev effectFacts) (Ability, bool, error) {
	for _, read := range listedEffects {
		if a, ok, err := read(text, effect, ev); ok {
			return a, true, err
		}
	}
	return Ability{}, false, nil
}
