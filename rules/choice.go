package rules

import (
	"fmt"
	"regexp"
	"strings"

	"rulesjudge/rules/ability"
)

// A permanent that had its controller choose a color or a type as it came
// into play (Teferi's Moat, Cover of Darkness, Traveler's Cloak, Voice of
// All) speaks of "the chosen color" or "the chosen type". The choice is
// written on the permanent (chosen), and its lines are read with it in
// place: "Creatures of the chosen color without flying can't attack you."
// with chosen "blue" reads as "blue creatures without flying can't attack
// you.".

var (
	chosenCreatures = regexp.MustCompile(`(?i)\bcreatures of the chosen (color|creature type|type)\b`)
	chosenLandwalk  = regexp.MustCompile(`(?i)\blandwalk of the chosen (land type|type)\b`)
	chosenColor     = regexp.MustCompile(`(?i)\bthe chosen colou?r\b`)
)

// ChoiceKind says what choice an ability text needs: "color", "creature
// type", "land type", or "" for none.
func ChoiceKind(text string) string {
	if !containsFold(text, "chosen") { // most texts: no regexp run
		return ""
	}
	switch {
	case chosenLandwalk.MatchString(text):
		return "land type"
	case chosenColor.MatchString(text):
		return "color"
	case chosenCreatures.MatchString(text):
		return "creature type"
	}
	return ""
}

// WithChoice writes the choice into an ability text that speaks of it, or
// says why chosen is no choice of the kind the text needs.
func WithChoice(text, chosen string) (string, error) {
	kind := ChoiceKind(text)
	if kind == "" {
		return text, nil
	}
	c := strings.TrimSpace(chosen)
	switch kind {
	case "color":
		c = strings.ToLower(c)
		if !ability.IsOneOf(c, ability.ColorWords) {
			return "", fmt.Errorf("%q is not a color (white, blue, black, red or green)", chosen)
		}
	default:
		q, err := ability.ParseQuality(c)
		if err != nil || len(q.Terms) != 1 || q.Terms[0].Kind != ability.Subtype || q.Terms[0].Not || strings.ContainsAny(c, " ,") {
			return "", fmt.Errorf("%q is not a %s", chosen, kind)
		}
	}
	text = chosenLandwalk.ReplaceAllString(text, strings.ToLower(c)+"walk")
	text = chosenCreatures.ReplaceAllString(text, c+" creatures")
	return chosenColor.ReplaceAllString(text, strings.ToLower(c)), nil
}

// readChoice is the ability text of permanent i with its choice in place,
// adding an error when the text needs a choice the request does not give
// or gives one that is not of the kind it needs.
func readChoice(errs *errorList, i, j int, p *perm, text string) (string, bool) {
	kind := ChoiceKind(text)
	if kind == "" {
		return text, true
	}
	if strings.TrimSpace(p.Chosen) == "" {
		errs.add(path("board", "permanents", i, "abilities", j), "%s speaks of the %s chosen as it came into play: give it in chosen", p.label(), kind)
		return "", false
	}
	out, err := WithChoice(text, p.Chosen)
	if err != nil {
		errs.add(path("board", "permanents", i, "chosen"), "%s's ability %q needs a %s: %v", p.label(), text, kind, err)
		return "", false
	}
	return out, true
}

// containsFold reports whether text contains word, ignoring ASCII case.
func containsFold(text, word string) bool {
	for i := 0; i+len(word) <= len(text); i++ {
		// Only where the first byte can begin a match: a window of as many
		// bytes as the word, which is ASCII, folds to it only byte for byte.
		if text[i]|0x20 != word[0]|0x20 {
			continue
		}
		if strings.EqualFold(text[i:i+len(word)], word) {
			return true
		}
	}
	return false
}
