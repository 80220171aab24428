package ability

import "strings"

// shortName is the short name a legendary card's text calls itself by:
// the words before the comma of "Jareth, Leonine Titan" ("Jareth"), or
// the one word before "the" of "Rashka the Slayer" ("Rashka"). "" for a
// name with neither ("Lord of the Pit" keeps its whole name: "Lord of" is
// no name). name is lower case, as normalize has it.
func shortName(name string) string {
	if before, _, ok := strings.Cut(name, ", "); ok && before != "" {
		return before
	}
	if before, _, ok := strings.Cut(name, " the "); ok && before != "" && !strings.Contains(before, " ") {
		return before
	}
	return ""
}
