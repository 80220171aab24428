package ability

import "slices"

// The effect rows of the ability language in the one order they are
// tried (ReadEffect: the first row whose grammar reads the whole sentence
// wins). The order is written here and nowhere else: no file adds rows of
// its own, so renaming or adding a file changes no reading.
//
// The list is made as the package starts, not in a variable's
// initializer: some rows read effects themselves (a quoted ability, a
// token's abilities), which an initializer may not refer back to.
func init() {
	effectRows = slices.Concat(baseEffectRows, attackRestrictionEffectRows, evasionEffectRows, keywordLossEffectRows,
		redirectionEffectRows, controlChangeEffectRows, chosenSourceEffectRows, animationRows, skipCombatRows,
		countedEffectRows, delayedDestructionRows, preventionEffectRows, sourcePowerRows, lifeByPowerRows,
		lifeGainEffectRows, selfAndTargetEffectRows, revealEffectRows, grantedRequirementEffectRows,
		tappedSourceEffectRows,
		[]effectRow{putRow},
		[]effectRow{tokenRow, opponentTokenRow}) // last: the rows before them read no "create"
	// The effect readers the rows call back into: effects.go, tokens.go;
	// the effects' types (effect_kinds.go).
	readQuoted = func(s string) (Reading, error) { return ReadEffect(s, "") }
	readSentence = readEffect
	readTokenEffect = tokenEffect
	readTokenWords = readToken    // board_steps.go
	typeReadEffects = typeEffects // effect_kinds.go
}
