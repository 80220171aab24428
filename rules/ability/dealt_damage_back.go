package ability

import "regexp"

// DamageThatMuchToOpponent is Wall of Souls's effect of a trigger on the
// combat damage dealt to its own creature: "Whenever ~ is dealt combat
// damage, it deals that much damage to target opponent or planeswalker."
// The edition has no planeswalkers: the target is an opponent of the
// ability's controller, and the judge reads it only with one opponent on
// the board (then the target). The creature deals the damage, as it is
// in play or as it last existed there. Append only: a wire word.
const DamageThatMuchToOpponent Keyword = "~ deals that much damage to target opponent"

var effectThatMuchToOpponent = regexp.MustCompile(`^(?:it|~) deals that much damage to target opponent(?: or planeswalker)?$`)

// dealtDamageEffect reads that effect; ok is false for any other.
func dealtDamageEffect(effect string) (Ability, bool) {
	if !effectThatMuchToOpponent.MatchString(effect) {
		return Ability{}, false
	}
	return Ability{Keyword: DamageThatMuchToOpponent, Text: effect}, true
}
