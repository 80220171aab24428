package trick

import (
	"fmt"

	"rulesjudge/rules/ability"
)

// Effects that count "the damage prevented this way": the prevention
// shield of the effect just before them prevents damage, and for each 1
// damage it prevents a +1/+1 counter is put on the shielded creature (Test
// of Faith) or the caster gains 1 life (Candles' Glow), as the damage is
// prevented (419.5, rules/damage/prevented_this_way.go); "at the beginning
// of the next end step, put a +0/+1 counter on that creature for each 1
// damage prevented this way" (Sacred Boon) is reported as it is prevented,
// the end step being after the combat the judge walks.

// CountsPrevented reports whether effect e counts the damage a shield
// before it prevents.
func CountsPrevented(e ability.Reading) bool {
	if DelayedToEndStep(e) && len(e.Parts) == 1 {
		e = e.Parts[0]
	}
	return len(e.Quality.Terms) == 1 && e.Quality.Terms[0].Kind == ability.XThisWay && e.Quality.Terms[0].Word == "damage prevented"
}

// preventedApplied reports whether the walk applies effect e, one that
// counts the damage prevented this way, whole.
func preventedApplied(e ability.Reading) error {
	later := DelayedToEndStep(e)
	if later {
		e = e.Parts[0]
	}
	switch {
	case ability.FormOf(e) == ability.Effect{Action: ability.LifeGain, Amount: ability.Counted, Duration: ability.Once} && !later && e.N == 1 && e.Selector.Subject == ability.Player:
		return nil
	case ability.FormOf(e) == ability.Effect{Action: ability.CountersPut, Amount: ability.FixedN, Duration: ability.Once} && e.N == 1 && e.Selector.Subject == ability.That && (later || e.Power == 1 && e.Toughness == 1):
		return nil
	}
	return fmt.Errorf("the effect %q counts %q, which the judge does not count", e.Text, e.Quality.Text)
}

// preventedThisWayRead reports whether each effect counting the damage
// prevented this way follows the one prevention shield it counts: "prevent
// the next N damage that would be dealt to target creature [or any
// target] this turn", the effect just before it.
func preventedThisWayRead(parts []ability.Reading) error {
	for i, p := range parts {
		if !CountsPrevented(p) {
			continue
		}
		if i == 0 || ability.FormOf(parts[i-1]) != nextDamageShield || (parts[i-1].Selector.Subject != ability.Targeted && parts[i-1].Selector.Subject != ability.AnyOne) {
			return fmt.Errorf("the effect %q counts %q, which no prevention shield just before it prevents", p.Text, p.Quality.Text)
		}
	}
	return nil
}
