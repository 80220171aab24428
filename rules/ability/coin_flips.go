package ability

import (
	"fmt"
	"strings"
)

// Combat triggers whose effect hangs on a coin flip (Mijae Djinn, Tide of
// War): "flip a coin. If you win / lose the flip, [effect]". Who wins is
// chance, which no rule decides: the request says it, and a walk that
// reaches a flip the request doesn't answer stops with an input error, as
// no default outcome would be honest (rules/walk/coin_flips.go). Append only: these
// are wire words.
const (
	// WhenCreaturesBlock: "Whenever one or more creatures block": once
	// when blockers are declared, if any creature blocks (410.9a reads a
	// "one or more" trigger once).
	WhenCreaturesBlock Keyword = "whenever one or more creatures block"
	// FlipRemoveAndTap: "flip a coin. if you lose the flip, remove ~ from
	// combat and tap it" (Mijae Djinn's), of a trigger on attacking.
	FlipRemoveAndTap Keyword = "flip a coin. if you lose the flip, remove ~ from combat and tap it"
	// FlipSacrificeCombatants: "flip a coin. if you win the flip, each
	// blocking creature is sacrificed by its controller. if you lose the
	// flip, each blocked creature is sacrificed by its controller" (Tide
	// of War's).
	FlipSacrificeCombatants Keyword = "flip a coin. if you win the flip, each blocking creature is sacrificed by its controller. if you lose the flip, each blocked creature is sacrificed by its controller"
	// FlipAtEndOfCombatOpponentControls: "flip a coin at end of combat.
	// if you lose the flip, an opponent gains control of ~" (Fickle
	// Efreet's), of a trigger on attacking or blocking: a delayed
	// ability (404.4) flips at end of combat.
	FlipAtEndOfCombatOpponentControls Keyword = "flip a coin at end of combat. if you lose the flip, an opponent gains control of ~"
	// FlipRemoveAndUnblock: "flip a coin. if you lose the flip, remove ~
	// from combat and it can't block this turn. creatures it was blocking
	// that had become blocked by only ~ this combat become unblocked"
	// (Ydwen Efreet's).
	FlipRemoveAndUnblock Keyword = "flip a coin. if you lose the flip, remove ~ from combat and it can't block this turn. creatures it was blocking that had become blocked by only ~ this combat become unblocked"
)

// Flipped reports whether an effect flips a coin, whose outcome the
// request gives (choices.flips).
func Flipped(k Keyword) bool {
	return k == FlipRemoveAndTap || k == FlipSacrificeCombatants || k == FlipAtEndOfCombatOpponentControls || k == FlipRemoveAndUnblock
}

// laterFlipEffect reads the flip a creature's own trigger sets up for end
// of combat, whatever its event: the delayed ability names only the
// creature (rules/walk/delayed_flips.go); ok is false when effect is no
// such flip.
func laterFlipEffect(effect string) (Ability, bool) {
	switch effect {
	case "flip a coin at end of combat. if you lose the flip, an opponent gains control of ~", "flip a coin at end of combat. if you lose the flip, an opponent gains control of it":
		return Ability{Keyword: FlipAtEndOfCombatOpponentControls, Text: effect}, true
	case string(FlipRemoveAndUnblock):
		return Ability{Keyword: FlipRemoveAndUnblock, Text: effect}, true // what it blocks, if anything, as it resolves
	}
	return Ability{}, false
}

// flipEffect reads the effects of this file; ok is false when effect is
// none of them. onAttack says the trigger's event is the creature's own
// attack, onBlock that it is creatures blocking (WhenCreaturesBlock).
func flipEffect(text, effect string, onAttack, onBlock bool) (Ability, bool, error) {
	if a, ok := laterFlipEffect(effect); ok {
		return a, ok, nil
	}
	switch effect {
	case "flip a coin. if you lose the flip, remove ~ from combat and tap it", "flip a coin. if you lose the flip, remove it from combat and tap it":
		if !onAttack {
			return Ability{}, true, fmt.Errorf("%q: \"remove ~ from combat and tap it\" on a flip is read only when the creature attacks", text)
		}
		return Ability{Keyword: FlipRemoveAndTap, Text: effect}, true, nil
	case string(FlipSacrificeCombatants):
		if !onBlock {
			return Ability{}, true, fmt.Errorf("%q: this flip is read only when creatures block", text)
		}
		return Ability{Keyword: FlipSacrificeCombatants, Text: effect}, true, nil
	}
	return Ability{}, false, nil
}

// creaturesBlockRow is "Whenever one or more creatures block, [effect]".
var creaturesBlockRow = wording{Pattern: "Whenever one or more creatures block, flip a coin. If you win the flip, each blocking creature is sacrificed by its controller. If you lose the flip, each blocked creature is sacrificed by its controller.",
	Example: "Whenever one or more creatures block, flip a coin. If you win the flip, each blocking creature is sacrificed by its controller. If you lose the flip, each blocked creature is sacrificed by its controller.", Rule: "410.9a",
	g: gr(`whenever one or more creatures block , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		if strings.HasPrefix(m[1], "if ") {
			return nil, errUnknown // an intervening "if": not this row's
		}
		e, ok, err := flipEffect(text, m[1], false, true)
		switch {
		case !ok:
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: of a trigger on creatures blocking the judge reads only Tide of War's flip", text)}
		case err != nil:
			return nil, err
		}
		return []Ability{{Keyword: WhenCreaturesBlock, Text: text, Abilities: []Ability{e}}}, nil
	}}
