package ability

import (
	"fmt"
	"regexp"
	"strings"
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
	if !hasChosen(text) { // most texts: no regexp run
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
		if !IsOneOf(c, ColorWords) {
			return "", fmt.Errorf("%q is not a color (white, blue, black, red or green)", chosen)
		}
	default:
		q, err := ParseQuality(c)
		if err != nil || len(q.Terms) != 1 || q.Terms[0].Kind != Subtype || q.Terms[0].Not || strings.ContainsAny(c, " ,") {
			return "", fmt.Errorf("%q is not a %s", chosen, kind)
		}
	}
	text = chosenLandwalk.ReplaceAllString(text, strings.ToLower(c)+"walk")
	text = chosenCreatures.ReplaceAllString(text, c+" creatures")
	return chosenColor.ReplaceAllString(text, strings.ToLower(c)), nil
}

// hasChosen reports whether text holds the word "chosen" in any case,
// without a lowered copy of text.
func hasChosen(text string) bool {
	const word = "chosen"
	for i := 0; i+len(word) <= len(text); i++ {
		if text[i]|0x20 == 'c' && strings.EqualFold(text[i:i+len(word)], word) {
			return true
		}
	}
	return false
}
