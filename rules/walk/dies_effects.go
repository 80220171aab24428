package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The leaves-play triggers of ability/dies_triggers.go as the walk applies
// them (dies_triggers.go says which trigger): a layer above the triggers
// of combat_triggers.go, whose diesTriggers calls them through
// ownDiesTrigger and anyDiesTriggers, set here as the package starts.

func init() {
	ownDiesTrigger = (*walk).ownDiesTrigger
	anyDiesTriggers = (*walk).anyDiesTriggers
}

// anyDiesTriggers are the triggers of the permanents in play just before
// gone left (before.B) on each creature of gone (410.10d): one for each
// creature that matches, in the board's order.
func (w *walk) anyDiesTriggers(before *damage.Combat, gone []game.ObjectID) []pending {
	if !hasAnyDiesTrigger(before.B) {
		return nil
	}
	var out []pending
	for _, src := range before.B.Order {
		for _, ab := range creaturesTriggers(src, ability.PutIntoGraveyard, ability.AnyRecipient, ability.NoRefinement) {
			for _, id := range gone {
				dead := before.B.Perms[id]
				if dead == nil || !diesWatches(src, ab, dead) {
					continue
				}
				t, ok := w.eventTrigger(src, ab, "410.10c", effectContext{})
				if !ok {
					continue
				}
				src, ab, dead, inner := src, ab, dead, t.resolve
				t.resolve = func() {
					w.event(EventTrigger, "410.10d", []game.ObjectID{src.ID, dead.ID}, "%s was put into a graveyard from play: %s's ability \"%s\" triggered, looking back at %s as it was just before it left (%s).", dead.Label(), src.Label(), ab.Text, dead.Label(), ab.Quality.Text)
					inner()
				}
				out = append(out, t)
			}
		}
	}
	return out
}

// ownDiesTrigger is the resolution of a creature's own leaves-play
// trigger whose effect is one of ability/dies_triggers.go's; ok is false
// for any other effect. p is the creature as it last existed in play, on
// before.B.
func (w *walk) ownDiesTrigger(before *damage.Combat, p *state.Perm, ab ability.Ability) (pending, bool) {
	e := ab.Abilities[0]
	said := func(rule game.RuleID, format string, args ...any) {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	resolve := func(f func()) (pending, bool) {
		return pending{controller: p.Controller, source: p.ID, resolve: f}, true
	}
	if f := effectOf(e); f.Is(ability.LifeGain) && f.If == ability.ItWasBlocked {
		// An intervening "if" (410.8): it triggers only if the creature
		// was blocked this turn, which stays so.
		if !w.wasBlocked(before, p.ID) {
			return pending{}, true
		}
		return resolve(func() {
			said("410.8", "%s was blocked this turn, so %s gains %d life (now %d).", p.Label(), p.Controller, e.N, w.player(p.Controller, e.N, 0))
		})
	}
	switch effectOf(e).Form() {
	case ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Selected}:
		return resolve(func() { w.diesDamageEach(p, ab) }) // N damage to each creature of its quality
	case ability.Effect{Action: ability.TokenMade, Amount: ability.Counted, Duration: ability.Once, Whom: ability.Player}: // for each counter of a kind
		kind := e.Abilities[0].Text
		n := p.Counters[kind]
		if n > ability.MaxTokens {
			w.errs = game.InputError{{Path: game.At("board", "permanents"), Detail: fmt.Sprintf("%s had %d %s counters as it left play: the judge creates at most %d tokens of one effect (\"%s\")", p.Label(), n, kind, ability.MaxTokens, ab.Text)}}
			return pending{}, true
		}
		return resolve(func() {
			if n == 0 {
				said("410.10c", "%s had no %s counter as it last existed in play, so no token is created.", p.Label(), kind)
				return
			}
			said("410.10c", "%s had %d %s counter(s) as it last existed in play (402.6), so %d token(s).", p.Label(), n, kind, n)
			t := *e.Token
			t.Count = n
			w.createTokens(t, p.Controller, EventTrigger, fmt.Sprintf("%s's ability", p.Label()))
		})
	case ability.Effect{Action: ability.TokenMade, Duration: ability.Once, Delayed: true, Whom: ability.Player, At: ability.NextEndStep}:
		return resolve(func() {
			message := fmt.Sprintf("at the beginning of the next end step, after this combat, %s puts into play %d %s. The judge walks the combat only: that end step is not walked, so the board after the combat doesn't show the token.", p.Controller, max(e.Token.Count, 1), describeToken(*e.Token))
			said("404.4", "it creates a delayed triggered ability: %s", message)
			w.later = append(w.later, game.Note{Rule: "404.4", Objects: []game.ObjectID{p.ID}, Message: fmt.Sprintf("%s's ability \"%s\": %s", p.Label(), ab.Text, message)})
		})
	case ability.Effect{Action: ability.TokenMade, Duration: ability.Once, Whom: ability.EachOtherPlayer}: // and ~ exiled
		return resolve(func() {
			said("410.10c", "%s is exiled from its owner's graveyard, the first zone it went to; nothing in play changes.", p.Label())
			for _, pl := range w.board.Players {
				if pl.ID != p.Controller {
					w.createTokens(*e.Token, pl.ID, EventTrigger, fmt.Sprintf("%s's ability", p.Label()))
				}
			}
		})
	}
	return pending{}, false
}

// diesDamageEach deals the damage of "it deals N damage to each [quality]
// creature": src, gone, deals it as it last existed in play (its colors
// decide what protection prevents, 502.7e), to each creature of the
// quality in play as the ability resolves, all at once; it is not combat
// damage. The state-based effects are then checked (420.3).
func (w *walk) diesDamageEach(src *state.Perm, ab ability.Ability) {
	e := ab.Abilities[0]
	c, b := w.combatNow(game.RegularStep)
	if w.errs != nil {
		return
	}
	var to []game.ObjectID
	for _, q := range b.Order {
		if q.IsCreature() && state.Holds(e.Quality, q) {
			to = append(to, q.ID)
		}
	}
	if len(to) == 0 {
		w.event(EventTrigger, "410.10c", []game.ObjectID{src.ID}, "%s's ability \"%s\" resolves: no %s is in play, so it deals no damage.", src.Label(), ab.Text, e.Quality.Text)
		return
	}
	w.event(EventTrigger, "410.10c", append([]game.ObjectID{src.ID}, to...), "%s's ability \"%s\" resolves: %s, as it last existed in play, deals %d damage to each of %s at once. It is not combat damage: what prevents only combat damage doesn't apply to it.", src.Label(), ab.Text, src.Label(), e.N, w.names(to))
	w.dealAtOnce(c, b, src, src.Label(), to, e.N, "410.10c") // group_damage.go
}

// wasBlocked reports whether attacker id was blocked this turn: blocked in
// the combat just before it left (before), or, once blockers were
// declared, declared blocked (309.2), though it was removed from combat
// since.
func (w *walk) wasBlocked(before *damage.Combat, id game.ObjectID) bool {
	if before.Blocked[id] {
		return true
	}
	if !w.passed(DeclareBlockersStep) {
		return false
	}
	return slices.ContainsFunc(w.d.Blockers, func(b game.Blocker) bool { return slices.Contains(b.Blocking, id) })
}
