package ability

import (
	"fmt"
	"strings"
)

// Evasion until end of turn: an effect that makes a creature unblockable
// this turn, or blockable only by some creatures or by all but some
// ("Target creature with power 2 or less can't be blocked this turn.",
// "~ can't be blocked this turn except by Walls."). The walk gives the
// creature the evasion ability as a line of its own until end of turn
// (EvasionLine), the line a permanent's printed ability reads as.

// evasionEffect reads "[target] can't be blocked this turn": except,
// the blockers after "except by"; by, those after "by".
func evasionEffect(target, except, by string) (Reading, error) {
	except = strings.TrimPrefix(except, "except by ")
	sel, err := readTarget(target)
	if err != nil {
		return Reading{}, err
	}
	r := Reading{Kind: EffectKind, Mode: CantBeBlockedThisTurn, Selector: sel, Duration: ThisTurn}
	switch {
	case except != "":
		r.Mode, r.Quality = CantBeBlockedExceptByThisTurn, Quality{Text: except}
	case by != "":
		r.Mode, r.Quality = CantBeBlockedByThisTurn, Quality{Text: by}
	}
	if _, ok := EvasionLine(r); !ok {
		return Reading{}, fmt.Errorf("%q: the blockers \"%s\" are not read as an evasion ability", target, r.Quality.Text)
	}
	return r, nil
}

// EvasionLine is the line a creature an evasion effect e affects has
// until end of turn ("~ can't be blocked except by walls."), and whether
// the ability grammar reads it as the evasion it gives.
func EvasionLine(e Reading) (string, bool) {
	var line string
	switch e.Mode {
	case CantBeBlockedThisTurn:
		line = "~ can't be blocked."
	case CantBeBlockedByThisTurn:
		line = "~ can't be blocked by " + e.Quality.Text + "."
	case CantBeBlockedExceptByThisTurn:
		line = "~ can't be blocked except by " + e.Quality.Text + "."
	default:
		return "", false
	}
	abs, err := Parse(line, "")
	if err != nil || len(abs) != 1 {
		return "", false
	}
	switch abs[0].Keyword {
	case Unblockable, CantBeBlockedBy, BlockableOnlyBy:
		return line, true
	}
	return "", false
}

// evasionEffectRows are the effect rows of this file, tried after those of
// effects.go in the order effectRows lists them.
var evasionEffectRows = []effectRow{
	{Pattern: "[target] can't be blocked [by [quality]] this turn [except by [quality]].", Example: "Target creature with power 2 or less can't be blocked this turn.", Card: "Dwarven Warriors",
		g:     gr(`@{target} can't be blocked ( {this-turn} @[ except by {few-any} ] | by @{few-any} {this-turn} )`),
		build: func(m []string) (Reading, error) { return evasionEffect(m[1], m[2], m[3]) }},
	{Pattern: "[target] gains [keywords] until end of turn and can't be blocked this turn.", Example: "~ gains shroud until end of turn and can't be blocked this turn.", Card: "Cephalid Inkshrouder",
		g: gr(`@{target} gains @{few-any} {until-end-of-turn} and can't be blocked {this-turn}`),
		parts: func(m []string) ([]Reading, error) {
			gain, err := gainEffect(m[1], m[2])
			if err != nil {
				return nil, err
			}
			evasion, err := evasionEffect(m[1], "", "")
			return []Reading{gain, sameObject(evasion)}, err
		}},
}
