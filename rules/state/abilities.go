package state

import "rulesjudge/rules/ability"

// ParseAbility reads one ability text of a permanent named name with
// package ability's reader, keeping the readings (ability.ParseKept).
// Callers must not change the abilities returned.
func ParseAbility(text, name string) ([]ability.Ability, error) {
	return ability.ParseKept(text, name)
}

// asciiOneOf reports whether w, all ASCII, is one of the lowercase ASCII
// words known but for case: what ability.IsOneOf(strings.ToLower(w), known)
// answers for an ASCII w, without the lowered copy. A w with another byte
// is not taken here (the caller lowers it and asks IsOneOf).
func AsciiOneOf(w string, known []string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= 0x80 {
			return false
		}
	}
	for _, k := range known {
		if len(k) != len(w) {
			continue
		}
		if len(w) > 0 && lowerASCII(w[0]) == k[0] && w[1:] == k[1:] {
			return true // "Creature", "creature": the rest compared at once
		}
		same := true
		for i := 0; i < len(w) && same; i++ {
			c := w[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			same = c == k[i]
		}
		if same {
			return true
		}
	}
	return false
}
