package trick

import (
	"regexp"
	"strings"
)

// An instant may say when it may be cast ("Cast this spell only during
// combat after blockers are declared."): a restriction on playing it
// (408.1a), no effect. The walk checks it at the trick's point of the
// combat.

// CastWindow is a part of the combat an instant's restriction allows.
type CastWindow int

// The restrictions read: "during combat after blockers are declared",
// "during combat before blockers are declared", "during the declare
// blockers step", "during the declare attackers step", "during combat",
// "before the combat damage step", "after combat".
const (
	AfterBlockers CastWindow = iota + 1
	BeforeBlockers
	InDeclareBlockers
	InDeclareAttackers
	DuringCombat
	BeforeCombatDamage
	AfterCombat
)

var castWindows = map[string]CastWindow{
	"during combat after blockers are declared":  AfterBlockers,
	"during combat before blockers are declared": BeforeBlockers,
	"during the declare blockers step":           InDeclareBlockers,
	"during the declare attackers step":          InDeclareAttackers,
	"during combat":                              DuringCombat,
	"before the combat damage step":              BeforeCombatDamage,
	"after combat":                               AfterCombat,
}

var castOnly = regexp.MustCompile(`(?i)\bcast this spell only ([^.]+)\.\s*`)

// CastOnlyOf cuts from an instant's text the restrictions on when it may
// be cast: the rest of the text, the windows they allow, and their words.
// A restriction not read leaves the text as it is (ok false), for the
// reading to refuse.
func CastOnlyOf(text string) (rest string, windows []CastWindow, said []string, ok bool) {
	plain := Reminder.ReplaceAllString(text, "")
	if !castOnly.MatchString(plain) {
		return text, nil, nil, true
	}
	for _, m := range castOnly.FindAllStringSubmatch(plain, -1) {
		w, known := castWindows[strings.ToLower(strings.TrimSpace(m[1]))]
		if !known {
			return text, nil, nil, false
		}
		windows, said = append(windows, w), append(said, strings.TrimSpace(m[0]))
	}
	return strings.TrimSpace(castOnly.ReplaceAllString(plain, "")), windows, said, true
}
