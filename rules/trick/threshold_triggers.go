package trick

import (
	"fmt"
	"regexp"
	"strings"
)

// A trigger on a permanent's own coming into play that a threshold line
// gives in quotes ("Threshold — As long as seven or more cards are in
// your graveyard, Teroh's Vanguard has \"When Teroh's Vanguard comes into
// play, ...\""): the permanent has the ability the moment it comes into
// play when seven or more cards are in its controller's graveyard then
// (410.10b: the continuous effect applies as it enters), and the ability
// triggers (410.10a); otherwise it never had it, and nothing triggers. The
// walk checks the graveyard (rules/walk/threshold_triggers.go).

// thresholdGiving is such a line, lower case, "~" for the permanent: the
// quoted ability alone is what it gives.
var thresholdGiving = regexp.MustCompile(`^threshold ?[—-] ?as long as seven or more cards are in your graveyard, ~ has ["“](when ~ (?:enters the battlefield|comes into play), [^"“”]+?)\.?["”]$`)

// thresholdGiven is the quoted trigger of line low (lower case, "~" for
// the permanent), when low is such a line.
func thresholdGiven(low string) (string, bool) {
	m := thresholdGiving.FindStringSubmatch(low)
	if m == nil {
		return "", false
	}
	return m[1], true
}

// readThresholdTrigger reads the trigger given (lower case, "~" for the
// permanent) of line, a threshold line, as ReadOwnTrigger reads it on its
// own, its condition the threshold.
func readThresholdTrigger(line, given, name string) (OwnTrigger, error) {
	inner := given + "."
	if name != "" {
		inner = strings.ReplaceAll(inner, "~", name)
	}
	o, err := ReadOwnTrigger(inner, name)
	if err != nil {
		return OwnTrigger{}, fmt.Errorf("%q gives an ability in quotes: %v", line, err)
	}
	if o.Condition != NoCondition || o.Event != ComesIntoPlay {
		return OwnTrigger{}, fmt.Errorf("%q gives a trigger with a condition of its own, which is not read", line)
	}
	o.Condition = WithThreshold
	return o, nil
}
