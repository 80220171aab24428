package walk

import (
	"fmt"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// Whether a permanent a trigger's controller names is a legal target of
// it as it resolves (410.4, 413.2a): the kind the text names, the
// controller it names, no shroud, no protection from a quality of the
// source (502.7b).

// controlledTargetIllegal says why id is no legal target of p's ability
// that names a [kind] controlled by player (said as who), "" when it is
// one: a permanent in play that is of the kind (is), that player's,
// without shroud or protection from a quality of the source, as it is or
// as it last existed (402.6, 502.7b). With player "", any player may
// control it.
func (w *walk) controlledTargetIllegal(p *state.Perm, id game.ObjectID, player game.PlayerID, who string, is func(*state.Perm) bool, kind string) string {
	b := w.view()
	t, src := b.Perms[id], b.Perms[p.ID]
	if src == nil {
		src = p // its last known information (402.6)
	}
	switch {
	case t == nil:
		return fmt.Sprintf("%s is not a permanent in play", w.name(id))
	case !is(t):
		return fmt.Sprintf("%s is no %s", t.Label(), kind)
	case player != "" && t.Controller != player:
		return fmt.Sprintf("%s is not controlled by %s, %s", t.Label(), player, who)
	case state.Shrouded(t):
		return fmt.Sprintf("%s has shroud", t.Label())
	}
	if pr, ok := declare.ProtectedFrom(t, src); ok {
		return fmt.Sprintf("%s has %s", t.Label(), pr.Text)
	}
	return ""
}

// anyControllerTargetIllegal is controlledTargetIllegal for a target any
// player may control.
func (w *walk) anyControllerTargetIllegal(p *state.Perm, id game.ObjectID, is func(*state.Perm) bool, kind string) string {
	return w.controlledTargetIllegal(p, id, "", "", is, kind)
}

// onlyOpponent is the one opponent of p's controller the board holds, for
// p's line ab that gives or targets "an opponent" (what the line does with
// that player: says, and whom, how the player is then named); with another
// number of opponents the judge stops with an input error at the board's
// players, as it doesn't choose among them.
func (w *walk) onlyOpponent(p *state.Perm, ab ability.Ability, says, whom string) (game.PlayerID, bool) {
	var opponents []game.PlayerID
	for _, q := range w.board.Players {
		if q.ID != p.Controller {
			opponents = append(opponents, q.ID)
		}
	}
	if len(opponents) != 1 {
		w.errs = game.InputError{{Path: game.At("board", "players"), Detail: fmt.Sprintf("%s's ability \"%s\" %s: the judge reads it only with one opponent of %s on the board%s (%d here)", p.Label(), ab.Text, says, p.Controller, whom, len(opponents))}}
		return "", false
	}
	return opponents[0], true
}
