package state

import (
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// A permanent that had its controller choose a color or a type as it came
// into play speaks of the choice; package ability says which
// (ability.ChoiceKind) and writes it into the text (ability.WithChoice).

// ChoiceKind says what choice an ability text needs: "color", "creature
// type", "land type", or "" for none (ability.ChoiceKind).
func ChoiceKind(text string) string { return ability.ChoiceKind(text) }

// WithChoice writes the choice into an ability text that speaks of it, or
// says why chosen is no choice of the kind the text needs
// (ability.WithChoice).
func WithChoice(text, chosen string) (string, error) { return ability.WithChoice(text, chosen) }

// readChoice is the ability text of permanent i with its choice in place,
// adding an error when the text needs a choice the request does not give
// or gives one that is not of the kind it needs.
func readChoice(errs *game.ErrorList, i, j int, p *Perm, text string) (string, bool) {
	kind := ChoiceKind(text)
	if kind == "" {
		return text, true
	}
	if strings.TrimSpace(p.Chosen) == "" {
		errs.Add(game.At("board", "permanents", i, "abilities", j), "%s speaks of the %s chosen as it came into play: give it in chosen", p.Label(), kind)
		return "", false
	}
	out, err := WithChoice(text, p.Chosen)
	if err != nil {
		errs.Add(game.At("board", "permanents", i, "chosen"), "%s's ability %q needs a %s: %v", p.Label(), text, kind, err)
		return "", false
	}
	return out, true
}

// containsFold reports whether text contains word, ignoring ASCII case.
func ContainsFold(text, word string) bool {
	if c := word[0] | 0x20; 'a' <= c && c <= 'z' {
		return containsFoldLetter(text, word, c)
	}
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

// containsFoldLetter is containsFold for a word that begins with a letter,
// c in lower case: the places where a match may begin are those of c in
// either case, found by strings.IndexByte instead of byte by byte (the
// walk asks it of every ability's text).
func containsFoldLetter(text, word string, c byte) bool {
	last := len(text) - len(word) // the last place a match may begin
	for i := 0; i <= last; i++ {
		rest := text[i : last+1]
		j := strings.IndexByte(rest, c)
		if k := strings.IndexByte(rest, c-('a'-'A')); k >= 0 && (j < 0 || k < j) {
			j = k
		}
		if j < 0 {
			return false
		}
		i += j
		if strings.EqualFold(text[i:i+len(word)], word) {
			return true
		}
	}
	return false
}
