package walk

import (
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// Which objects may be the targets of the steps of ability/target_steps.go
// (the steps of a trigger's effect with targets on the board, chosen as
// the ability is put on the stack, 410.4, and named by the request in
// choices.may[].targets): a permanent of the kind the text names, of any
// player's unless the text names "that player"; a player too for "any
// target". damage_triggers.go chooses and checks them, target_steps.go
// resolves them.

// targetStepIllegal says why id is no legal target of step s of p's
// ability ("" when it is one); ok is false for a step whose target is
// "[quality] that player controls" (stepTargetIllegal checks it).
func (w *walk) targetStepIllegal(p *state.Perm, s ability.Ability, id game.ObjectID) (why string, ok bool) {
	switch effectOf(s).Form() {
	case ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.AnyOne}:
		if w.view().PlayersByID[game.PlayerID(id)] != nil {
			return "", true
		}
		return w.anyControllerTargetIllegal(p, id, func(t *state.Perm) bool { return t.IsCreature() }, "creature or player"), true
	case ability.Effect{Action: ability.Destruction, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Targeted, UpTo: true},
		ability.Effect{Action: ability.CountersRemoved, Duration: ability.Once, Whom: ability.Targeted},
		ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.UntilEndOfTurn, Whom: ability.Targeted, UpTo: true}:
		return w.anyControllerTargetIllegal(p, id, func(t *state.Perm) bool {
			return state.Holds(s.Quality, t) && (!strings.Contains(s.Quality.Text, "creature") || t.IsCreature())
		}, s.Quality.Text), true
	}
	return "", false
}

// stepCandidates are the objects that may be a target of step s: the
// permanents, and the players for "any target".
func (w *walk) stepCandidates(s ability.Ability) []game.ObjectID {
	var ids []game.ObjectID
	for _, q := range w.view().Order {
		ids = append(ids, q.ID)
	}
	if effectOf(s).Whom == ability.AnyOne { // "any target"
		for _, pl := range w.board.Players {
			if w.lost[pl.ID] == "" {
				ids = append(ids, game.ObjectID(pl.ID))
			}
		}
	}
	return ids
}

// mayTargets is the request's answer to src's line text: its targets,
// and whether it gave one at all (an answer may name no target for "up to
// N").
func (w *walk) mayTargets(src game.ObjectID, text string) ([]game.ObjectID, bool) {
	for _, m := range w.d.May {
		if m.Source != src {
			continue
		}
		p := w.view().Perms[src]
		if p == nil || m.Text == "" || strings.EqualFold(choiceLine(p, m.Text, ability.Answerable), text) {
			return m.Targets, true
		}
	}
	return nil, false
}

// upToMost is the most targets of an "up to N" step: N, or the combat
// damage dealt for "that many".
func upToMost(s ability.Ability, ctx effectContext) int {
	if s.N == ability.ThatMuch {
		return ctx.amount
	}
	return s.N
}
