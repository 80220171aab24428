package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/banded_effects.go: "all creatures banded with
// ~ gain [keyword] until end of turn" gives the keyword to the other
// creatures declared in the trigger's creature's attacking band (502.10),
// as they are when it resolves.

func init() {
	listForms(map[ability.Effect]effectResolver{ // trigger_effect_forms.go
		{Action: ability.KeywordGrant, Duration: ability.UntilEndOfTurn, Whom: ability.BandedWithIt}: bandGains,
	})
}

// bandGains resolves it.
func bandGains(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, _ effectContext) pending {
	keyword := ab.Abilities[0].Text
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		band := ""
		for _, a := range w.d.Attackers {
			if a.Creature == p.ID {
				band = a.Band
			}
		}
		var gained []game.ObjectID
		for _, a := range w.d.Attackers {
			if band == "" || a.Band != band || a.Creature == p.ID || !w.inPlay(a.Creature) {
				continue
			}
			w.gain(a.Creature, keyword)
			gained = append(gained, a.Creature)
		}
		if len(gained) == 0 {
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID}, "no other creature in play is banded with %s: it does nothing.", p.Label())
			return
		}
		w.resolvedSays(p, ab, "418.3a", append([]game.ObjectID{p.ID}, gained...), "%s, banded with %s, gain %s until end of turn.", w.names(gained), p.Label(), keyword)
	}}
}
