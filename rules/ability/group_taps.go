package ability

import (
	"fmt"
	"regexp"
)

// A combat trigger's effect tapping every permanent of a quality (issue
// 27): "Whenever ~ attacks, tap all artifacts." (Roaring Slagwurm's). The
// walk taps each one in play as it resolves (rules/walk/group_taps.go); a
// declared attacker or blocker tapped stays in combat (306.2b). Append
// only: a wire word.
const TapAllOfQuality Keyword = "tap all [quality]s"

var effectTapAll = regexp.MustCompile(`^tap all ([a-z-]+ )?(artifact|creature|land|enchantment|permanent)s$`)

// tapAllEffect reads that effect; ok is false for any other.
func tapAllEffect(text, effect string, _ effectFacts) (Ability, bool, error) {
	m := effectTapAll.FindStringSubmatch(effect)
	if m == nil {
		return Ability{}, false, nil
	}
	q, err := permanentQuality(m[1] + m[2])
	if err != nil {
		return Ability{}, true, fmt.Errorf("%q: %v", text, err)
	}
	return Ability{Keyword: TapAllOfQuality, Text: effect, Quality: q}, true, nil
}
