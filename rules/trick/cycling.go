package trick

import "rulesjudge/rules/ability"

// A card's trigger on being cycled ("When you cycle ~, you may tap target
// creature."): cycling is an activated ability of the card in a hand
// (502.18a), not the card cast, so the trigger is no part of what the
// spell does. A trick that cycles the card (game.Trick.Cycled) uses the
// trigger's effects only; a trick that casts it, the rest of its text
// only. Each is checked as a text of its own.

// SplitCycled parts the effects of a card's text into the triggers on
// its being cycled and the rest, what the card does cast.
func SplitCycled(parts []ability.Reading) (cycled, rest []ability.Reading) {
	for _, p := range parts {
		if effectOf(p).Is(ability.CycleTrigger) {
			cycled = append(cycled, p)
			continue
		}
		rest = append(rest, p)
	}
	return cycled, rest
}

// CycledEffects are the effects the triggers on cycling cause, in order
// ("you may" taken as yes: the trick that cycles the card for them says
// so).
func CycledEffects(cycled []ability.Reading) []ability.Reading {
	var out []ability.Reading
	for _, c := range cycled {
		out = append(out, c.Parts...)
	}
	return out
}
