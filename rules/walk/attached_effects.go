package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/attached_effects.go: an Aura's or
// Equipment's own trigger on the creature it is attached to blocking or
// becoming blocked (creatureTriggers finds it, once for the creature,
// 410.9a), its effects on that creature ("it") and on its controller
// ("you").

func init() {
	listForms(map[ability.Effect]effectResolver{ // trigger_effect_forms.go
		{Action: ability.Series, Duration: ability.Once, Whom: ability.That}:                                              effectsInOrder,
		{Action: ability.CountersPut, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.That, Optional: true}: mayCounterOnIt,
		itCantBeBlockedIfPower: cantBeBlockedIfPower,
		{Action: ability.Tapping, Duration: ability.Once, Whom: ability.DefendersPermanents}: tapDefendersLands,
	})
	creatureConditionHolds = powerConditionHolds
}

// effectsInOrder resolves each effect of "[effect] and [effect]" in turn,
// as the trigger on that creature it is part of (triggers_walk.go).
func effectsInOrder(w *walk, p *state.Perm, ab ability.Ability, _ game.RuleID, ctx effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, other: ctx.other, text: ab.Text, resolve: func() {
		for _, e := range ab.Abilities[0].Abilities {
			part := ab
			part.Abilities = []ability.Ability{e}
			w.creatureTrigger(p, part, ctx)
		}
	}}
}

// mayCounterOnIt puts a +1/+1 counter on that creature if the trigger's
// controller chooses to as it resolves (410.5): the request's answer
// (choices.may), or by default not.
func mayCounterOnIt(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, other: ctx.other, text: ab.Text, resolve: func() {
		yes, given := w.mayAnswer(p.ID, ab.Text)
		w.mayEvent(p, ab, yes, given)
		switch {
		case !yes:
		case w.addCounter(ctx.other):
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID, ctx.other}, "a +1/+1 counter is put on %s (now %s).", w.name(ctx.other), w.pt(ctx.other))
		default:
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID, ctx.other}, "%s has left play: no counter is put on it.", w.name(ctx.other))
		}
	}}
}

// powerConditionHolds reports whether the intervening "if" of a trigger
// on creature c holds as the trigger would trigger: a trigger whose
// condition doesn't hold doesn't trigger at all (410.8). Only Writ of
// Passage's has one.
func powerConditionHolds(ab ability.Ability, c *state.Perm) bool {
	e := ab.Abilities[0]
	return effectOf(e).Form() != itCantBeBlockedIfPower || damage.Power(c) <= e.N
}

// itCantBeBlockedIfPower is the typed form of "if its power is N or less,
// it can't be blocked this turn".
var itCantBeBlockedIfPower = ability.Effect{Action: ability.Evading, Amount: ability.FixedN, Duration: ability.ThisTurn, Whom: ability.That}

// cantBeBlockedIfPower checks the condition again as the trigger resolves
// (410.8), on that creature's power then; if it holds, the creature gets
// "can't be blocked" for the rest of the turn, which the declaration of
// blockers obeys (500.3).
func cantBeBlockedIfPower(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, other: ctx.other, text: ab.Text, resolve: func() {
		e, on := ab.Abilities[0], w.view().Perms[ctx.other]
		switch {
		case on == nil:
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID, ctx.other}, "%s has left play: it does nothing.", w.name(ctx.other))
		case damage.Power(on) > e.N:
			w.event(EventTrigger, "410.8", []game.ObjectID{p.ID, ctx.other}, "%s's ability \"%s\" resolves, but %s's power is now %d, more than %d: its condition no longer holds, and it does nothing.", p.Label(), ab.Text, on.Label(), damage.Power(on), e.N)
		default:
			line := selfName(w.permanent(ctx.other)) + " can't be blocked."
			w.gain(ctx.other, line)
			w.event(EventTrigger, "500.3", []game.ObjectID{p.ID, ctx.other}, "%s's ability \"%s\" resolves: %s's power is %d, %d or less, so it has \"%s\" for the rest of this turn (written on the permanent, as what an effect gave it this turn is).", p.Label(), ab.Text, on.Label(), damage.Power(on), e.N, line)
		}
	}}
}

// tapDefendersLands taps the lands the defending player (the player that
// creature attacks) controls, as it resolves: those the board lists. The
// request lists only some permanents: lands it doesn't list are tapped
// too, which the board afterwards can't show, and the event says so. A
// land that is a declared creature stays in combat (306.2b).
func tapDefendersLands(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, other: ctx.other, text: ab.Text, resolve: func() {
		defender := w.defenders()[ctx.other]
		if defender == "" {
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID, ctx.other}, "%s is no longer attacking a player: no defending player, so it does nothing.", w.name(ctx.other))
			return
		}
		var tapped []game.ObjectID
		for _, q := range w.view().Order {
			if q.Controller == defender && q.HasType("land") && !q.Tapped {
				tapped = append(tapped, q.ID)
			}
		}
		for _, id := range tapped {
			w.permanent(id).Tapped = true
		}
		if len(tapped) > 0 {
			w.changed()
		}
		said := "the board lists no untapped land of his or hers"
		if len(tapped) > 0 {
			said = "the board's untapped lands of his or hers become tapped: " + w.names(tapped)
		}
		w.resolvedSays(p, ab, rule, append([]game.ObjectID{p.ID, ctx.other}, tapped...), "%s is the defending player; %s. Lands the request doesn't list are tapped too, which the board afterwards doesn't show.", defender, said)
		for _, id := range tapped {
			if declared(w.d, id) {
				w.event(EventTapped, "306.2b", []game.ObjectID{id}, "%s is tapped but stays in combat: tapping an attacking or blocking creature doesn't remove it from combat.", w.name(id))
			}
		}
	}}
}
