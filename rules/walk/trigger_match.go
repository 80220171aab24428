package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/state"
)

// Which of a permanent's triggered abilities wait for an occurrence: the
// walk and the checks ask it of the typed trigger (ability.Trigger: the
// event, whose event it is, the recipient, the other creature named, the
// refinement), never of lists of wire names.

// triggersWhere are p's triggered abilities whose trigger matches, in the
// order of its readings.
func triggersWhere(p *state.Perm, match func(t *ability.Trigger) bool) []ability.Ability {
	var out []ability.Ability
	for i := range p.Readings { // by index: an Ability is a large value to copy
		if t := ability.TriggerOf(p.Readings[i].Keyword); t != nil && match(t) {
			out = append(out, p.Readings[i])
		}
	}
	return out
}

// hasTriggerWhere reports whether p has a triggered ability whose trigger
// matches.
func hasTriggerWhere(p *state.Perm, match func(t *ability.Trigger) bool) bool {
	for i := range p.Readings {
		if t := ability.TriggerOf(p.Readings[i].Keyword); t != nil && match(t) {
			return true
		}
	}
	return false
}

// ownEvent reports whether t waits for event e of its own creature, with
// no other creature or recipient named and refinement refine: "whenever ~
// attacks" is ownEvent(t, Attacks, NoRefinement).
func ownEvent(t *ability.Trigger, e ability.Event, refine ability.Refinement) bool {
	return t.Whose.Subject == ability.Itself && t.Event == e && t.Other == ability.NoOther && t.To == ability.AnyRecipient && t.Refine == refine
}

// ownTriggers are p's triggered abilities on event e of its own, as
// ownEvent says.
func ownTriggers(p *state.Perm, e ability.Event, refine ability.Refinement) []ability.Ability {
	return triggersWhere(p, func(t *ability.Trigger) bool { return ownEvent(t, e, refine) })
}

// ofCreatures reports whether t waits for event e of each creature of a
// quality (Whose Selected), to recipient to, refined by refine, with no
// other creature named: "whenever a creature attacks you" is
// ofCreatures(t, Attacks, ToYou, NoRefinement).
func ofCreatures(t *ability.Trigger, e ability.Event, to ability.Recipient, refine ability.Refinement) bool {
	return t.Whose.Subject == ability.Selected && t.Event == e && t.To == to && t.Other == ability.NoOther && t.Refine == refine
}

// creaturesTriggers are p's triggered abilities as ofCreatures says.
func creaturesTriggers(p *state.Perm, e ability.Event, to ability.Recipient, refine ability.Refinement) []ability.Ability {
	return triggersWhere(p, func(t *ability.Trigger) bool { return ofCreatures(t, e, to, refine) })
}

// damageRecipient reports whether a trigger on damage to recipient r is
// on damage dealt to a creature (toCreature) or a player: "to a creature",
// "to a player", or any recipient (AnyRecipient); "to an opponent" and "to
// defending player" are each their own caller's.
func damageRecipient(r ability.Recipient, toCreature bool) bool {
	switch r {
	case ability.AnyRecipient, ability.ToCreature, ability.ToPlayer:
		return r.DamageTo(toCreature)
	}
	return false
}

// ownSide reports whether t is a creature's own trigger on its side of a
// block, side (Blocks or BecomesBlocked), or on either ("blocks or becomes
// blocked"), naming the other creature as other says: "whenever ~ becomes
// blocked" is ownSide(t, BecomesBlocked, NoOther), "whenever ~ blocks a
// Wall" ownSide(t, Blocks, ByCreature).
func ownSide(t *ability.Trigger, side ability.Event, other ability.Other) bool {
	return t.Whose.Subject == ability.Itself && (t.Event == side || t.Event == ability.BlocksOrBecomesBlocked) &&
		t.Other == other && t.To == ability.AnyRecipient && t.Refine == ability.NoRefinement
}

// ownDamage reports whether t is a creature's own trigger on the damage it
// deals to a creature, to a player or to any recipient: "whenever ~ deals
// [combat] damage [to a creature / to a player]" ("to defending player" is
// the damage step's own).
func ownDamage(t *ability.Trigger) bool {
	return t.Whose.Subject == ability.Itself && (t.Event == ability.DealsCombatDamage || t.Event == ability.DealsDamage) &&
		t.To != ability.ToDefender && t.To != ability.ToOpponent && t.Other == ability.NoOther && t.Refine == ability.NoRefinement
}

// diesOwn matches "when ~ is put into a graveyard from play".
func diesOwn(t *ability.Trigger) bool {
	return ownEvent(t, ability.PutIntoGraveyard, ability.NoRefinement)
}

// diesAny matches "whenever a [quality] creature is put into a graveyard
// from play".
func diesAny(t *ability.Trigger) bool {
	return ofCreatures(t, ability.PutIntoGraveyard, ability.AnyRecipient, ability.NoRefinement)
}

// atEndOfCombat matches a permanent's own trigger on the end of combat
// step, "at end of combat, ..." (410.2), and "... if ~ attacked or blocked
// this combat" (InCombat, 410.8); not a delayed one an effect makes.
func atEndOfCombat(t *ability.Trigger) bool {
	return t.Whose.Subject == ability.TurnStep && t.Event == ability.EndOfCombat && t.Other == ability.NoOther && t.To == ability.AnyRecipient &&
		(t.Refine == ability.NoRefinement || t.Refine == ability.InCombat)
}

// endOfCombatKeywords are the keywords of the triggers atEndOfCombat
// matches, for the board's keyword filter (state.Perm.Has).
var endOfCombatKeywords = triggerKeywordsWhere(atEndOfCombat)

// triggerKeywordsWhere are the keywords of ability's table whose trigger
// matches, computed from their typed form: for the questions the board's
// keyword filter answers fastest (state.Perm.Has, All).
func triggerKeywordsWhere(match func(t *ability.Trigger) bool) []ability.Keyword {
	var out []ability.Keyword
	for _, k := range ability.TriggerKeywords() {
		if match(ability.TriggerOf(k)) {
			out = append(out, k)
		}
	}
	return out
}

// dealsDamageTo matches a trigger on the damage a creature deals to
// recipient to, with no other creature named and no refinement: event is
// DealsCombatDamage or DealsDamage (any damage, not only combat damage),
// whose is Itself ("whenever ~ deals combat damage to a player") or
// Attached ("whenever enchanted or equipped creature deals combat damage
// [to a player / to an opponent]").
func dealsDamageTo(t *ability.Trigger, whose ability.Subject, event ability.Event, to ability.Recipient) bool {
	return t.Whose.Subject == whose && t.Event == event && t.To == to && t.Other == ability.NoOther && t.Refine == ability.NoRefinement
}

// damageTrigger is dealsDamageTo as a question for triggersWhere.
func damageTrigger(whose ability.Subject, event ability.Event, to ability.Recipient) func(t *ability.Trigger) bool {
	return func(t *ability.Trigger) bool { return dealsDamageTo(t, whose, event, to) }
}
