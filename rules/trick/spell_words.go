package trick

import "regexp"

// The ability words of an instant's lines ("Threshold —", "Sweep —")
// name the line and say nothing of their own (the text after the dash
// does); ReadEffect takes one at the start of the text, and a card's
// later lines lose theirs here, so a card whose second line carries one
// ("All creatures gain menace until end of turn. / Threshold — If seven
// or more cards are in your graveyard, ...") reads as its effects.

// lineWord is an ability word at the start of a line after the first:
// after a line break, or after the sentence (or reminder) before it where the card
// file's lines are joined.
var lineWord = regexp.MustCompile(`([.)\n])\s*(?:Radiance|Threshold|Domain|Sweep)\s*[—-]\s*`)

// WithoutLineWords is an instant's text without the ability words of its
// lines after the first.
func WithoutLineWords(text string) string {
	return lineWord.ReplaceAllString(text, "$1 ")
}
