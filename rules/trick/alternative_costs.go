package trick

import (
	"regexp"
	"strings"
)

// An instant's alternative cost ("You may discard a Forest card rather
// than pay this spell's mana cost."): an ability of the card (402.4), a
// way to pay for the spell its caster announces as it is cast (409.1b),
// not an effect. The judge takes mana costs as paid, so a trick casts the
// card for its mana cost and the alternative cost goes unused; the walk
// says so. A cost that sets an amount the text uses ("a card with mana
// value X") is not cut: the text is refused.

// alternativeCost is an alternative cost sentence at the start of an
// instant's text: its cost in group 1.
var alternativeCost = regexp.MustCompile(`(?i)^(?:if you control an? (?:plains|island|swamp|mountain|forest), )?you may ([^.]+?) rather than pay this spell's mana cost\.\s*`)

// AlternativeCostOf cuts an instant's alternative cost from the start of
// its text: the rest of the text, and the cost as written, lower case (""
// when it has none).
func AlternativeCostOf(text string) (rest, cost string) {
	plain := strings.TrimSpace(Reminder.ReplaceAllString(text, ""))
	m := alternativeCost.FindStringSubmatch(plain)
	if m == nil || strings.Contains(" "+strings.ToLower(m[1])+" ", " x ") {
		return text, ""
	}
	return plain[len(m[0]):], strings.ToLower(m[1])
}
