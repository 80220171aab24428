package damage

import (
	"fmt"

	"rulesjudge/rules/game"
)

// A prevention shield whose effect counts "the damage prevented this way"
// (Test of Faith, Candles' Glow): each time the shield prevents damage,
// the prevented event is replaced by the effect's follow-up (419.5), done
// then, in the same damage event, before state-based effects are checked:
// a creature that gets +1/+1 counters for the damage prevented is judged
// with them. An end-step follow-up (Sacred Boon) is only reported: the
// judge walks the combat, not the end step.

// preventedThisWay applies the follow-up of shield s on to, which has just
// prevented k damage.
func (d *dealing) preventedThisWay(s *liveShield, to game.ObjectID, k int) {
	w := s.ThisWay
	if k <= 0 || w.Kind == "" {
		return
	}
	switch w.Kind {
	case game.CountersThisWay:
		r := d.plan.B.Perms[to]
		if r == nil || w.Power != 1 || w.Toughness != 1 {
			return
		}
		if d.added == nil {
			d.added = map[game.ObjectID]int{}
		}
		d.added[to] += k
		d.Notes = append(d.Notes, game.Note{Rule: "419.5", Objects: game.Objects(to),
			Message: fmt.Sprintf("%s: for the %d damage prevented this way, %d +1/+1 counter(s) are put on %s as the damage is prevented, before state-based effects are checked.", w.By, k, k, r.Label())})
	case game.LifeThisWay:
		life := d.life(w.Player)
		if life == nil {
			return
		}
		*life += k
		d.Notes = append(d.Notes, game.Note{Rule: "419.5", Objects: game.Objects(to, w.Player),
			Message: fmt.Sprintf("%s: for the %d damage prevented this way, %s gains %d life as the damage is prevented.", w.By, k, w.Player, k)})
	case game.LaterThisWay:
		d.Notes = append(d.Notes, game.Note{Rule: "419.5", Objects: game.Objects(to),
			Message: fmt.Sprintf("%s: %d damage prevented this way by this damage; at the beginning of the next end step, after this combat, a %+d/%+d counter is put on %s for each 1 damage the shield has prevented this turn. The judge walks the combat only: that end step is not walked.", w.By, k, w.Power, w.Toughness, d.plan.Name(to))})
	}
}
