package walk

import (
	"strings"

	"rulesjudge/rules/ability"
)

// sameTriggerLine reports whether two wordings of a triggered line of a
// permanent named name are the same: the same words, whatever their case,
// spacing and final period, the name written as itself or as "~".
func sameTriggerLine(a, b, name string) bool {
	norm := func(s string) string {
		s = strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(s, "’", "'")), " "))
		s = strings.TrimSuffix(s, ".")
		if name != "" {
			s = ability.ReplaceWords(s, name, "~")
		}
		return s
	}
	return norm(a) == norm(b)
}
