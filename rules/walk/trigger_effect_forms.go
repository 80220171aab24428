package walk

import "rulesjudge/rules/ability"

// The typed form of the effects of triggered abilities: what the walk
// asks of a trigger's effect (its action, amount, duration and whom it
// acts on) instead of its keyword (ability/effect_kinds.go).

// effectOf is the typed effect of a trigger's effect e (its action, amount
// and whom it acts on: ability.EffectOf), the zero Effect for a mode the
// table has none of. Callers read it and never change it.
func effectOf(e ability.Ability) *ability.Effect {
	if t := ability.EffectOf(e.Keyword); t != nil {
		return t
	}
	return &noEffect
}

// noEffect is effectOf's answer for a mode with no typed effect.
var noEffect ability.Effect
