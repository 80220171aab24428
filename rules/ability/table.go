package ability

import "slices"

// The reader's tables, in the order they are tried: the one place where
// which wording wins is written. When two rows could read a sentence, the
// earlier one reads it; the files hold the rows, this file their order,
// so renaming or adding a file changes no reading. The catalog of wordings
// lists the rows in this order (Wordings).

// keywordRows are the keywords, alone or in comma lists.
var keywordRows = slices.Concat(keywordBaseRows, aurasKeywordRows, ownKeywordRows)

// sentenceRows are the sentences, tried after the global rows and the
// conditions (parseNormalized).
var sentenceRows = slices.Concat(
	// Triggers first: no other sentence begins with "whenever". The
	// trigger on any creature before the creature's own; the intervening
	// "if" before the triggers, which would read it as the effect.
	[]wording{globalTriggerRow, defenderDamageTrigger, interveningIf},
	triggerRows,
	eventRows, // trigger_events.go: "when", "at end of combat"
	[]wording{deathtouchTrigger},
	blockPairRows, // block_pairs.go: "whenever a creature blocks a [quality] creature"
	// The lords' subjects before the general subject patterns, which would
	// take some of them and refuse their words.
	lordRows,
	[]wording{combatDamageTrigger},
	// Ahead of the general prevention rows: "prevent all damage that would
	// be dealt to ~ by [quality]" would take "by spells that target it"
	// and refuse it.
	damageStaticRows,
	// Listed for Wordings; attachedTriggerOf reads it before any row.
	[]wording{attachedTrigger},
	sentenceBaseRows,
	preventionRows,
	noCombatDamageRows,
	aurasRows,
	[]wording{attachedPair, attachedDamageRow}, // for Wordings; attachedTriggerOf reads them first
	enteringRows,
	entersAsRows,
	[]wording{cantBlockPluralRow},
	ownRows,
	requireRows,
	costRows,
	[]wording{handCostRow, qualityCostRow},
	keywordLossRows,
	// damage_trigger_events.go: the triggers on combat damage to an
	// opponent; attachedTriggerOf reads the attached ones before any row.
	[]wording{opponentDamageRow},
	attachedDamageRows,
	[]wording{creaturesDamagePlayerRow}, // group_damage_trigger.go
	// Last: a line another row reads is never taken for a tribal one.
	[]wording{tribalRow},
	endOfCombatRows,    // end_of_combat_effects.go: "becomes blocked by a Wall"
	attachedEffectRows, // attached_effects.go; attachedTriggerOf reads them first
	blockTriggerRows,   // block_trigger_effects.go: "blocks or becomes blocked by a creature that has been dealt damage this turn"
	// next_cleanup.go; attachedTriggerOf reads it first
	[]wording{attachedCleanupRow},
)

// globalRows are read before the sentences about the permanent itself and
// before an Aura's or Equipment's line is read as the ability it gives.
var globalRows = slices.Concat(
	// Ahead of the restrictions on "[quality] creatures", whose pattern
	// would take the sentence and not read its quality.
	handRows,
	// Before "~ has [keywords]".
	[]wording{bushidoXRow, sameIsTrueRow},
	grantedRows,
	globalBaseRows,
	aurasGlobalRows,
	aurasTypeRows,
	cappedShrinkRows,
	// Triggers on other creatures no sentence row reads: last, so that the
	// catalog only grows at its end.
	[]wording{anotherCreatureTrigger, creaturesBlockRow, creaturesAttackYouRow, diesTriggerRow, diesAttachedRow},
	[]wording{attackWithRow, attackSacrificeRow}, // attack_count_trigger.go
)

// conditionRows are the conditions read ("as long as you control a
// Swamp", "unless it entered the battlefield this turn").
var conditionRows = slices.Concat(boardConditionRows, historyConditions)

// The readers the rows call back into are set here: the rows can't name
// the reader that reads them while they are being built.
func init() {
	parseSelf = func(text, norm string) ([]Ability, error) { return parseNormalized(text, norm, "") }
	parseOwn = parseConditioned
	keywordList = readKeywordList
	parseKeyword = readKeyword
	readCondition = readConditionRows
	// defender_effects.go
	readDefenderEffect, readConditionedAttack, readUnblockedOption = defenderEffect, conditionedAttackTrigger, unblockedOption
	// dies_triggers.go
	readDiesEffect = diesEffect
	// end_of_combat_effects.go
	readEndOfCombatEffect = endOfCombatEffect
	endOfCombatEffectAtEnd = atEndOfCombatEffect
	moreAttachedRows = slices.Concat(attachedEffectRows, // attached_effects.go
		[]wording{attachedReturnRow, attachedToughnessRow}, // end_of_combat_effects.go
		// next_cleanup.go
		[]wording{attachedCleanupRow})
	// The lists other files' readings join, each in one order here.
	moreOptional = []Keyword{MayCounterOnIt, // attached_effects.go
		MayReturnNamedSelf, MayPayFirstStrikeElseOthers, MayDamageAnyTarget, AnyPlayerMayExileNoDamage, MayUntapThatAndRemove, // block_trigger_effects.go
		MayUntapYoursIfUntapped, MayRevealDefendersHand, MayControlDefendersPermanent, MayPayDestroyArtifactNoDamage, // defender_effects.go
		MayTapUpToTargets} // multiple_targets.go
	moreTargeted = []Keyword{MayControlDefendersPermanent, MayPayDestroyArtifactNoDamage, // defender_effects.go
		MayTapUpToTargets} // multiple_targets.go
	listedEffects = append(listedEffects, mayTapUpTo, // multiple_targets.go
		pumpUntilEndOfCombat, bandGains) // until_end_of_combat.go, banded_effects.go
	listedCreatureEffects = append(listedCreatureEffects, mayUntapThat, pumpDamageYou)                                                 // block_trigger_effects.go, costly_pumps.go
	termKindNames[DealtDamageThisTurn] = "dealt damage this turn"                                                                      // block_trigger_effects.go, meaning.go
	moreTriggerEffects = []func(text string, k Keyword, effect string) (Ability, bool, error){blockTriggerEffect, otherCreatureEffect} // block_trigger_effects.go

	listedCreatureEffects = append(listedCreatureEffects, phasesOutLater) // phase_out_later.go
}
