package ability

import "regexp"

// PhasesOutAtEndOfCombat is Teferi's Veil's effect, of a trigger on any
// creature (triggers_global.go): "Whenever a creature you control attacks,
// it phases out at end of combat." As the trigger resolves it creates a
// delayed triggered ability (404.4) that phases that creature out (502.15)
// at end of combat. Append only: a wire word.
const PhasesOutAtEndOfCombat Keyword = "it phases out at end of combat"

var effectPhasesOutLater = regexp.MustCompile(`^it phases out at end of combat$`)

// phasesOutLater reads that effect of a trigger on any creature; ok is
// false for any other effect.
func phasesOutLater(_, effect string, ev effectFacts) (Ability, bool, error) {
	if !ev.anyCreature || !effectPhasesOutLater.MatchString(effect) {
		return Ability{}, false, nil
	}
	return Ability{Keyword: PhasesOutAtEndOfCombat, Text: effect}, true, nil
}
