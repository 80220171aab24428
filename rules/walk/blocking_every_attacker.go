package walk

import (
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// A creature that may block every attacker and must ("Target creature
// defending player controls can block any number of creatures this turn.
// It blocks each attacking creature this turn if able."): until end of
// turn it has the ability to block any number of creatures (309.2a), and
// a requirement to block each attacking creature (500.4), one for each
// attacker, as the line "~ blocks <attacker> this turn if able." the
// declaration of blockers obeys as far as it can (500.5). The attackers
// are those the request declares (the trick may be used before they are
// declared): an attacker gone by the declaration of blockers makes no
// requirement then.

// blockEveryAttacker applies an effect of form f of a trick to creature
// id: blocks of any number of creatures (additional blocks), or a block
// of each attacker if able (a requirement).
func (w *walk) blockEveryAttacker(t game.Trick, line trickLine, f ability.Effect, id game.ObjectID) {
	what := w.usedName(t, line)
	if f.Action == ability.ExtraBlocks {
		w.gain(id, "~ can block any number of creatures.")
		w.event(EventTrick, "309.2a", []game.ObjectID{id}, "%s resolves: %s can block any number of creatures this turn.", what, w.name(id))
		return
	}
	var lines []string
	var tied []game.ObjectID
	for _, a := range w.d.Attackers {
		p := w.permanent(a.Creature)
		if p == nil {
			continue
		}
		// The line names its attacker by name: another permanent of that
		// name would be named too, so the judge refuses rather than tie
		// the block to the wrong creature.
		for _, o := range w.board.Permanents {
			if o.ID != p.ID && o.Name == p.Name {
				var errs game.ErrorList
				errs.Add(game.At("tricks"), "%s ties %s's blocks to each attacker by name, and %s and %s are both named %s: the judge can't tell them apart; give one of them another name", what, w.name(id), p.ID, o.ID, p.Name)
				w.errs = errs.Err()
				return
			}
		}
		l := "~ blocks " + p.Name + " this turn if able."
		if _, err := ability.Parse(l, ""); err != nil {
			var errs game.ErrorList
			errs.Add(game.At("tricks"), "%s ties %s's blocks to %s by name, a name the judge does not read in the line it grants", what, w.name(id), p.Name)
			w.errs = errs.Err()
			return
		}
		if !slices.Contains(lines, l) {
			lines, tied = append(lines, l), append(tied, p.ID)
		}
	}
	w.gain(id, lines...)
	w.event(EventTrick, "500.4", append([]game.ObjectID{id}, tied...), "%s resolves: %s blocks each attacking creature this turn if able (%s).", what, w.name(id), w.names(tied))
}
