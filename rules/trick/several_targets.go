package trick

import "rulesjudge/rules/ability"

// An effect naming all the targets of an effect before it that names
// several ("Untap two target creatures. Each of them gets +1/+1 until end
// of turn."; "Untap any number of target creatures. Prevent all combat
// damage that would be dealt to and dealt by those creatures this turn."):
// the walk applies it to each of those targets still legal as it
// resolves (walk.partAffects). Only the plural words follow several
// targets: "it" or "that creature" after them names no one the judge can
// tell.

// namesSeveral reports whether effect p, after the effects before, names
// in plural words the targets of an effect before it whose subject was
// last. The reading splits "prevent all combat damage that would be dealt
// to and dealt by those creatures" in two, the second half saying "it":
// that half names what the first names.
func namesSeveral(last ability.Subject, before []ability.Reading, p ability.Reading) bool {
	if last != ability.SeveralTargeted || p.Selector.Subject != ability.That {
		return false
	}
	switch p.Selector.Quality.Text {
	case "those creatures", "they", "each of them":
		return true
	}
	if n := len(before); n > 0 && ability.FormOf(p) == combatShieldBy && ability.FormOf(before[n-1]) == combatShieldTo && p.Selector.Quality.Text == "it" {
		return namesSeveral(last, before[:n-1], before[n-1])
	}
	return false
}
