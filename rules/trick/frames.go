package trick

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
)

// The frame around a trick's effects: an effect delayed to the next end
// step, after the combat the judge walks (404.4); a delayed trigger of
// this turn, "when that creature leaves the battlefield this turn,
// sacrifice ~" (404.4b); a player's life gained. The walk applies each
// (rules/walk/delayed_effects.go, player_life.go): the delayed end-step
// effect as an event that says what will happen then.

// framed reports whether effect p is a frame whose own parts
// frameApplied checks: effects of a later point of the turn, a trigger of
// this turn on what leaves the battlefield, a player's life gained, an
// effect under a condition.
func framed(p ability.Reading) bool {
	switch e := effectOf(p); {
	case e.Is(ability.Later), ability.FormOf(p) == ifHolds:
		return true
	case e.Is(ability.TurnTrigger):
		return leavesPlay(p)
	case e.Is(ability.LifeGain):
		return p.Selector.Subject != ability.That // not the life of a creature's power (walk/life_by_power.go)
	}
	return false
}

// leavesPlay reports whether e is a delayed trigger on a permanent's
// leaving the battlefield or dying.
func leavesPlay(e ability.Reading) bool {
	return e.Trigger != nil && e.Trigger.Refine == ability.Delayed && (e.Trigger.Event == ability.LeavesPlay || e.Trigger.Event == ability.PutIntoGraveyard)
}

// delayedActs are the effects a delayed frame may hold, with the subjects
// each may name: its source itself, or what the trick targeted.
// The table is keyed by the act's typed form (ability.FormOf), as the
// walk asks it (walk/delayed_effects.go: actWords).
var delayedActs = map[ability.Effect][]ability.Subject{
	{Action: ability.Sacrificing, Duration: ability.Once}:                              {ability.Itself, ability.That},
	{Action: ability.Destruction, Duration: ability.Once}:                              {ability.Itself, ability.That},
	{Action: ability.Exiled, Duration: ability.Once}:                                   {ability.Itself, ability.That},
	{Action: ability.ReturnedToHand, Duration: ability.Once}:                           {ability.Itself, ability.That},
	{Action: ability.Sacrificing, Duration: ability.Once, By: ability.ThatsController}: {ability.Itself, ability.That},
}

// frameApplied reports whether the walk applies frame e whole.
func frameApplied(e ability.Reading) error {
	if effectOf(e).Is(ability.LifeGain) {
		return lifeApplied(e) // framed: not life equal to a creature's power
	}
	if len(e.Parts) != 1 {
		return fmt.Errorf("the effect %q is read but the judge does not apply it to a combat", e.Text)
	}
	if ability.FormOf(e) == ifHolds {
		// "If this ability has been activated four or more times this
		// turn, sacrifice ~ at the beginning of the next end step."
		if e.Condition != ability.ActivatedTimesThisTurn || !DelayedToEndStep(e.Parts[0]) || frameApplied(e.Parts[0]) != nil {
			return fmt.Errorf("the effect %q is read but the judge does not apply it to a combat", e.Text)
		}
		return nil
	}
	return delayedApplied(e)
}

// lifeApplied reports whether the walk applies a life frame whole: "target
// opponent gains N life", "you gain N life for each [creature]".
func lifeApplied(e ability.Reading) error {
	fixed := ability.FormOf(e).Amount == ability.FixedN // else counted
	if fixed && e.Selector.Subject == ability.Player {
		if e.X || e.N <= 0 || len(e.Selector.Quality.Terms) > 0 {
			return fmt.Errorf("the effect %q gains an amount of life the judge does not count", e.Text)
		}
		return nil // "you gain N life": the trick's player
	}
	if fixed {
		if len(e.Selector.Quality.Terms) != 1 || e.Selector.Quality.Terms[0].Kind != ability.OpponentPlayer || e.X || e.N <= 0 {
			return fmt.Errorf("the effect %q names a player the judge does not follow", e.Text)
		}
		return nil
	}
	if len(e.Quality.Terms) != 1 || e.Quality.Terms[0].Kind != ability.XIsCount || e.When.Whose != "" || len(e.When.Quality.Terms) == 0 || !qualityApplied(e.When.Quality) {
		return fmt.Errorf("the effect %q counts %q, which the judge does not count", e.Text, e.Quality.Text)
	}
	return nil
}

// delayedApplied reports whether the walk applies a delayed frame whole:
// its one act, on its source or what the trick targeted; a leaves-play
// trigger sacrifices or destroys something other than what it watches.
func delayedApplied(e ability.Reading) error {
	act := e.Parts[0]
	if c := act; DelayedToEndStep(e) && ability.FormOf(c) == ifHolds && c.Condition == ability.TargetAttackedThisTurn && len(c.Parts) == 1 {
		act = c.Parts[0] // "destroy that creature if it attacked this turn"
	}
	leaves := leavesPlay(e)
	f := ability.FormOf(act)
	subjects, ok := delayedActs[f]
	switch {
	case !ok || !slices.Contains(subjects, act.Selector.Subject):
		return fmt.Errorf("the effect %q is read but the judge does not apply it to a combat", e.Text)
	case leaves && f != ability.Effect{Action: ability.Sacrificing, Duration: ability.Once} && f != ability.Effect{Action: ability.Destruction, Duration: ability.Once}:
		return fmt.Errorf("the effect %q is read but the judge does not apply it to a combat", e.Text)
	case leaves && act.Selector.Subject == e.Selector.Subject:
		return fmt.Errorf("the effect %q acts on what has left the battlefield already", e.Text)
	}
	return nil
}

// framesFollowed reports whether "that creature" or "it" inside a frame
// names what the trick targets: a target named by an effect before it.
func framesFollowed(parts []ability.Reading) error {
	targeted := false
	for _, p := range parts {
		if framed(p) && namesThat(p.Parts) && !targeted {
			return fmt.Errorf("the effect %q names what an effect before it named in a way the judge does not follow", p.Text)
		}
		if namesTarget(p) || namesEntered(p.Selector.Subject) { // namesEntered: entering_lines.go
			targeted = true
		}
	}
	return nil
}

// namesTarget reports whether effect p, or an effect it holds (the
// won part of a coin flip, the kicked part of a spell), names a target.
func namesTarget(p ability.Reading) bool {
	return p.Selector.Subject == ability.Targeted || slices.ContainsFunc(p.Parts, namesTarget)
}

// namesThat reports whether an effect of parts, or one they hold, names
// "that creature" or "it".
func namesThat(parts []ability.Reading) bool {
	return slices.ContainsFunc(parts, func(a ability.Reading) bool { return a.Selector.Subject == ability.That || namesThat(a.Parts) })
}
