package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/combatant_effects.go: a combat trigger's
// effect on the creature it names ("that creature"), on its own creature,
// or on every creature. What the effect gives a creature is written on it
// as a line of its own, as what an effect gave it this turn is: the board
// applies it from then on (a keyword lost after the effects of its
// permanents, 418.5h; a color in the layer of colors, 418.5a).

func init() {
	listForms(map[ability.Effect]effectResolver{ // trigger_effect_forms.go
		{Action: ability.KeywordLoss, Duration: ability.UntilEndOfTurn, Whom: ability.That}:    thatLosesKeyword,
		{Action: ability.ColorChange, Duration: ability.Once, Whom: ability.That}:              thatBecomesColor,
		{Action: ability.Destruction, Duration: ability.Once, Whom: ability.AurasOnThat}:       destroyAurasOnThat,
		{Action: ability.RegenerationShield, Duration: ability.ThisTurn, Whom: ability.Itself}: regenerateSelf,
		// Prevent all combat damage dealt to and by ~ this turn; all
		// combat damage this turn (the trick's row: it names no one).
		{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn, Whom: ability.Itself, CombatOnly: true, DealtBy: true, Plus: ability.PreventionShield}: preventToAndBySelf,
		{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn, CombatOnly: true, EachPlayer: true}:                                                    preventAllCombatDamage,
	})
}

// namedInPlay reports whether the creature the trigger names is still in
// play; if not, the trigger says it does nothing.
func (w *walk) namedInPlay(p *state.Perm, ab ability.Ability, rule game.RuleID, other game.ObjectID) bool {
	if q := w.view().Perms[other]; q != nil && q.IsCreature() {
		return true
	}
	w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID, other}, "%s has left play: it does nothing.", w.name(other))
	return false
}

// selfInPlay reports the same of the trigger's own permanent.
func (w *walk) selfInPlay(p *state.Perm, ab ability.Ability, rule game.RuleID) bool {
	if w.inPlay(p.ID) {
		return true
	}
	w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID}, "%s has left play: it does nothing.", p.Label())
	return false
}

// thatLosesKeyword: the creature named has "~ loses [keyword]." written on
// it for the rest of the turn.
func thatLosesKeyword(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending {
	lost := ab.Abilities[0].Abilities[0].Text
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		if !w.namedInPlay(p, ab, rule, ctx.other) {
			return
		}
		w.gain(ctx.other, "~ loses "+lost+".")
		w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID, ctx.other}, "%s loses %s until end of turn: the loss is later than the effects of the permanents in play, so none of them gives it back (418.5h).", w.name(ctx.other), lost)
	}}
}

// thatBecomesColor: the creature named is of the color only, with no end.
func thatBecomesColor(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending {
	c := ab.Abilities[0].Quality.Text
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		if !w.namedInPlay(p, ab, rule, ctx.other) {
			return
		}
		w.gain(ctx.other, "~ is "+c+".")
		w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID, ctx.other}, "%s becomes %s (%s only: the new color replaces its colors, in the layer of colors, 418.5a), with no end: it stays %s after this turn.", w.name(ctx.other), c, c, c)
	}}
}

// destroyAurasOnThat destroys each Aura attached to the creature named as
// it resolves.
func destroyAurasOnThat(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		if !w.namedInPlay(p, ab, rule, ctx.other) {
			return
		}
		var auras []game.ObjectID
		for _, q := range w.view().Order {
			if q.AttachedTo == ctx.other && q.HasSubtype("aura") {
				auras = append(auras, q.ID)
			}
		}
		if len(auras) == 0 {
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID, ctx.other}, "no Aura is attached to %s, so it does nothing.", w.name(ctx.other))
			return
		}
		for _, id := range auras {
			w.destroy(EventTrigger, p.ID, id, ab.Text, rule) // destruction.go
		}
	}}
}

// regenerateSelf: a regeneration shield on its own creature (419.6b).
func regenerateSelf(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, _ effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		if w.selfInPlay(p, ab, rule) {
			w.addShield(CombatEvent{Kind: ShieldAdded, Object: p.ID, Shield: &game.Shield{Kind: game.RegenerateShield}}, "its ability \""+ab.Text+"\"") // shields.go
		}
	}}
}

// preventToAndBySelf: its own creature has "Prevent all combat damage that
// would be dealt to and dealt by ~." for the rest of the turn.
func preventToAndBySelf(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, _ effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		if !w.selfInPlay(p, ab, rule) {
			return
		}
		w.gain(p.ID, "Prevent all combat damage that would be dealt to and dealt by ~.")
		w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID}, "all combat damage that would be dealt to %s and all it would deal are prevented this turn (419.7).", p.Label())
	}}
}

// preventAllCombatDamage: only creatures deal combat damage, so each
// creature in play has the prevention of all the combat damage it would
// deal this turn.
func preventAllCombatDamage(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, _ effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		var ids []game.ObjectID
		for _, q := range w.view().Order {
			if q.IsCreature() {
				ids = append(ids, q.ID)
			}
		}
		for _, id := range ids {
			w.gain(id, "Prevent all combat damage that would be dealt by ~.")
		}
		w.resolvedSays(p, ab, rule, append([]game.ObjectID{p.ID}, ids...), "all combat damage that would be dealt this turn is prevented (419.7): only creatures deal combat damage, and each in play (%s) has that prevention of all it would deal.", w.names(ids))
	}}
}
