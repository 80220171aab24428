package trick

import (
	"fmt"

	"rulesjudge/rules/ability"
)

// Amounts a trick counts as it resolves (413.2b) other than a pump's: the
// damage "equal to the number of [quality] [you control]" of Divine
// Retribution, Armed Response or Ben-Ben, Akki Hermit. The walk counts the
// permanents on the board as the trick resolves (walk/trick_counts.go),
// the same count a pump's "for each" makes (timesXApplied).

// countApplied reports whether the walk counts the X of effect e, an
// amount of damage counted as it resolves.
func countApplied(e ability.Reading) error {
	if ability.FormOf(e) != (ability.Effect{Action: ability.DamageDealt, Amount: ability.Counted, Duration: ability.Once}) {
		return nil
	}
	if !timesXApplied(e) || e.When.Whose == "other" {
		return fmt.Errorf("the effect %q counts %q, which the judge does not count", e.Text, e.Quality.Text)
	}
	return nil
}

// discardedThisWayRead reports whether each count of "cards discarded
// this way" follows the effect that discards them ("Discard any number of
// cards [at random]. Creatures you control get +0/+1 until end of turn
// for each card discarded this way."): the walk discards the cards the
// trick's discard list names and counts them.
func discardedThisWayRead(parts []ability.Reading) error {
	discarded := false
	for _, p := range flatParts(parts) {
		if ability.FormOf(p) == (ability.Effect{Action: ability.Discarding, Amount: ability.AllOf, Duration: ability.Once}) {
			discarded = true
		}
		if pumpCounted(p) && len(p.Quality.Terms) == 1 && p.Quality.Terms[0].Kind == ability.XThisWay && !discarded && !SacrificedThisWay(p) {
			return fmt.Errorf("the effect %q counts %q, which no effect before it discards", p.Text, p.Quality.Text)
		}
	}
	return nil
}

// The amounts of a trick's shields and counters the walk counts as the
// trick resolves (walk/trick_amounts.go): "prevent the next X damage
// ..., where X is the number of Clerics on the battlefield", "put a +2/+2
// counter on target Chimera creature". An amount the walk does not count
// is refused here.

// countedApplied reports whether the walk counts the amount of effect e,
// a shield of X counted as it resolves or counters put on a creature.
func countedApplied(e ability.Reading) error {
	switch {
	case ability.FormOf(e) == ability.Effect{Action: ability.PreventionShield, Amount: ability.Counted, Duration: ability.ThisTurn}:
		if !timesXApplied(e) || e.When.Whose == "other" || e.When.Whose == "defending" {
			return fmt.Errorf("the effect %q counts %q, which the judge does not count", e.Text, e.Quality.Text)
		}
	case ability.FormOf(e) == ability.Effect{Action: ability.CountersPut, Amount: ability.FixedN, Duration: ability.Once}:
		if e.X || len(e.Quality.Terms) > 0 || e.N < 1 {
			return fmt.Errorf("the effect %q puts a number of counters the judge does not count", e.Text)
		}
	}
	return nil
}
