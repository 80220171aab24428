package ability

import "strings"

// A target's quality whose alternatives are a quality and a combat state:
// "target tapped or blocking creature" (Tetsuo Umezawa) is a tapped
// creature or a blocking one, either alternative enough.

// stateAlternatives reads the quality words of a target, its noun and its
// with clause when one of the words' alternatives ("tapped or blocking")
// is a combat state: the quality of each alternative, the state a term of
// its own. ok is false when no alternative is a combat state.
func stateAlternatives(words, noun, with string) (Quality, bool, error) {
	alts := strings.Split(words, " or ")
	if len(alts) != 2 {
		return Quality{}, false, nil
	}
	state := -1
	for i, a := range alts {
		if _, ok := stateTerms[a]; ok {
			state = i
		}
	}
	if state < 0 {
		return Quality{}, false, nil
	}
	rest := func(w string) string {
		return strings.Join(strings.Fields(strings.Join([]string{w, noun, with}, " ")), " ")
	}
	q := Quality{Text: rest(words)}
	for i, a := range alts {
		var alt Quality
		var err error
		if i == state {
			base, err := ParseQuality(rest(""))
			if err != nil {
				return Quality{}, true, err
			}
			alt = withState(base, a)
		} else if alt, err = ParseQuality(rest(a)); err != nil {
			return Quality{}, true, err
		}
		q.Any = append(q.Any, alt)
	}
	return q, true, nil
}
