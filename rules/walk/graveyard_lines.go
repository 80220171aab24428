package walk

import (
	"fmt"
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// checkGraveyardLines refuses to walk on once a permanent with a line that
// works from a graveyard ("As long as Brawn is in your graveyard and you
// control a Forest, creatures you control have trample.") has left play
// during the walk: put into a graveyard, its line would give the creatures
// still in combat what it says (402.8: abilities that say so work from
// other zones), and the walk reads no card in a graveyard. Before it
// leaves, the line changes nothing: a permanent on the board is in play.
func (w *walk) checkGraveyardLines(step game.Step) {
	if w.errs != nil {
		return
	}
	for _, p := range w.d.Board.Permanents {
		if w.inPlay(p.ID) {
			continue
		}
		for _, text := range p.Abilities {
			abs, err := state.ParseAbility(text, p.Name)
			if err != nil {
				continue
			}
			for _, a := range abs {
				if s := ability.StaticOf(a.Keyword); s == nil || s.Kind != ability.WorksElsewhere {
					continue
				}
				w.errs = game.InputError{{Path: game.At("board"), Detail: fmt.Sprintf(
					"%s has left play before the %s combat damage step, and its line %q works from its owner's graveyard (402.8); the walk does not read cards in graveyards: judge that step with POST /v1/damage/check on the board as it is then, with what the line gives written on the creatures it gives it to",
					w.name(p.ID), step, text)}}
				return
			}
		}
	}
}
