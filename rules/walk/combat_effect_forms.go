package walk

import "rulesjudge/rules/ability"

// The typed forms of the effects of combat triggers, end-of-combat and
// leaves-play triggers that combat_triggers.go resolves (ability's
// effects table, each with whom it acts on): the walk asks a trigger's
// effect its form (effectOf(e).Form()), never its keyword (410.1).
var (
	// On the creatures blocking or blocked by the trigger's creature.
	destroyInCombatWithIt = ability.Effect{Action: ability.Destruction, Duration: ability.Once, Whom: ability.InCombatWithIt}
	counterInCombatWithIt = ability.Effect{Action: ability.CountersPut, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.InCombatWithIt}

	// Counters removed, now or at end of combat (404.4).
	removeCounterNow   = ability.Effect{Action: ability.CountersRemoved, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Itself}
	removeCounterLater = ability.Effect{Action: ability.CountersRemoved, Amount: ability.FixedN, Duration: ability.Once, Delayed: true, Whom: ability.Itself}

	// What a delayed trigger does at end of combat (404.4).
	returnItselfLater    = ability.Effect{Action: ability.ReturnedToHand, Duration: ability.Once, Delayed: true, Whom: ability.Itself}
	returnThatLater      = ability.Effect{Action: ability.ReturnedToHand, Duration: ability.Once, Delayed: true, Whom: ability.That}
	destroyItselfLater   = ability.Effect{Action: ability.Destruction, Duration: ability.Once, Delayed: true, Whom: ability.Itself}
	sacrificeItselfLater = ability.Effect{Action: ability.Sacrificing, Duration: ability.Once, Delayed: true, Whom: ability.Itself}
	libraryItselfLater   = ability.Effect{Action: ability.PutOnLibrary, Duration: ability.Once, Delayed: true, Whom: ability.Itself}

	destroyThatAndItself = ability.Effect{Action: ability.Destruction, Duration: ability.Once, Whom: ability.ThatAndItself}

	// The optional effects with no target (410.5).
	mayUntapAndRemove = ability.Effect{Action: ability.CombatRemoval, Duration: ability.Once, Whom: ability.Itself, Optional: true}
	mayDraw           = ability.Effect{Action: ability.Drawing, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Player, Optional: true}
	defenderMayDraw   = ability.Effect{Action: ability.Drawing, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.DefendingPlayer, Optional: true}
	gainLifeMayReturn = ability.Effect{Action: ability.LifeGain, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Player, Optional: true}

	// The optional effects with a target, which choices.may names (410.4,
	// 410.5).
	mayTapTarget         = ability.Effect{Action: ability.Tapping, Duration: ability.Once, Whom: ability.Targeted, Optional: true}
	mayUntapTarget       = ability.Effect{Action: ability.Untapping, Duration: ability.Once, Whom: ability.Targeted, Optional: true}
	mayDamageTarget      = ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Targeted, Optional: true}
	mayDamagePowerTo     = ability.Effect{Action: ability.DamageDealt, Amount: ability.SourcePower, Duration: ability.Once, Whom: ability.Targeted, Optional: true}
	mayDamagePlayersOwn  = ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.ThatPlayersCreature, Optional: true}
	mayBouncePlayersOwn  = ability.Effect{Action: ability.ReturnedToHand, Duration: ability.Once, Whom: ability.ThatPlayersCreature, Optional: true}
	mayDestroyPlayersOwn = ability.Effect{Action: ability.Destruction, Duration: ability.Once, Whom: ability.ThatPlayersArtifact, Optional: true}
	// "you may pay [mana]. if you do, target creature can't block this
	// turn" (attack_triggers.go).
	mayPayTargetCantBlock = ability.Effect{Action: ability.BlockRestriction, Duration: ability.ThisTurn, Whom: ability.Targeted, Optional: true, IfYouDo: true}

	// On the trigger's own creature.
	untapItself           = ability.Effect{Action: ability.Untapping, Duration: ability.Once, Whom: ability.Itself}
	counterOnItself       = ability.Effect{Action: ability.CountersPut, Duration: ability.Once, Whom: ability.Itself, NamedKind: true}
	pumpBeyondFirst       = ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.PerBlockerBeyondFirst, Duration: ability.UntilEndOfTurn, Whom: ability.Itself}
	pumpPerOtherAttacking = ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.PerOtherAttacker, Duration: ability.UntilEndOfTurn, Whom: ability.Itself}
	pumpAndGainItself     = ability.Effect{Action: ability.KeywordGrant, Amount: ability.FixedN, Duration: ability.UntilEndOfTurn, Whom: ability.Itself}
	returnItself          = ability.Effect{Action: ability.ReturnedToHand, Duration: ability.Once, Whom: ability.Itself}
	evadesThisCombat      = ability.Effect{Action: ability.Evading, Duration: ability.UntilEndOfCombat, Whom: ability.Itself}
	preventDealtByItself  = ability.Effect{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn, Whom: ability.Itself, CombatOnly: true, DealtBy: true}

	// On that creature, a group, the creatures a combat's blocks name.
	counterOnThat      = ability.Effect{Action: ability.CountersPut, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.That, NamedKind: true}
	pumpThat           = ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.UntilEndOfTurn, Whom: ability.That}
	pumpSelected       = ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.UntilEndOfTurn, Whom: ability.Selected}
	pumpAttackingGroup = ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.UntilEndOfTurn, Whom: ability.AttackingSelected}
	destroyThatBlocked = ability.Effect{Action: ability.Destruction, Duration: ability.Once, Whom: ability.BlockersAndBlocked}
	exileBlockedByIt   = ability.Effect{Action: ability.Exiled, Duration: ability.Once, Whom: ability.BlockedByIt}
	untapDefenders     = ability.Effect{Action: ability.Untapping, Duration: ability.Once, Whom: ability.DefendersCreatures}

	// The effects at end of combat (end_of_combat_effects.go).
	tapItsBlockers          = ability.Effect{Action: ability.Tapping, Duration: ability.Once, Whom: ability.ItsBlockers}
	paralyzeInCombatWith    = ability.Effect{Action: ability.CountersPut, Duration: ability.Once, Whom: ability.InCombatWithIt, NamedKind: true}
	counterOnItselfAndToken = ability.Effect{Action: ability.CountersPut, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Itself, Plus: ability.TokenMade}
	controlItsBlockers      = ability.Effect{Action: ability.ControlChange, Duration: ability.WhileYouControlSource, Whom: ability.ItsBlockers}
	damageThatLater         = ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Delayed: true, Whom: ability.That}
	counterOnItselfLater    = ability.Effect{Action: ability.CountersPut, Amount: ability.FixedN, Duration: ability.Once, Delayed: true, Whom: ability.Itself}
	controlThatLater        = ability.Effect{Action: ability.ControlChange, Duration: ability.Once, Delayed: true, Whom: ability.That}
	thatSacrificedLater     = ability.Effect{Action: ability.Sacrificing, Duration: ability.Once, Delayed: true, Whom: ability.That, By: ability.ThatsController}
)
