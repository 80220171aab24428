package cards

import (
	"regexp"
	"strings"
)

// An instant's keyword lines that are abilities of the card, not part of
// what the spell does as it resolves: whether the card is cast from a hand
// or from elsewhere, and whatever was paid for them, the spell's effect is
// the same.
//   - Flashback: the card may be played from a graveyard for another cost
//     (502.22a).
//   - Buyback: an optional additional cost; paid, the card goes to its
//     owner's hand as it resolves (502.16a).
//   - Cycling (and its kinds, "swampcycling"): an activated ability of the
//     card in a hand, discarding it (502.18a).
//   - Madness: the card may be played as it is discarded (502.24a).
//   - Split second: while the spell is on the stack, no player casts
//     spells or activates non-mana abilities; the judge models no
//     responses (each trick resolves before the next is used), so the
//     spell does the same with it or without it.
//
// Every other keyword line stays in the spell's text (kicker, entwine,
// storm, splice, ...: they change what the spell does, or the judge has
// not checked that they do not), where the judge, not reading it, refuses
// the spell.
var spellApart = regexp.MustCompile(`(?i)^(flashback|buyback|madness|[a-z]*cycling)(\s*[—-]\s*[^.]+\.|(\s*\{[^}]+\})+)$|^split second$`)

// SpellText is an instant's or sorcery's oracle text as the spell does it:
// its lines joined by spaces, without the keyword lines that are no part of
// what it does (spellApart).
func SpellText(text string) string {
	var kept []string
	for _, line := range strings.Split(text, "\n") {
		if SpellApart(line) {
			continue
		}
		kept = append(kept, line)
	}
	return strings.Join(kept, " ")
}

// SpellApart reports whether a line of an instant's or sorcery's oracle
// text is a keyword ability that is no part of what the spell does
// (spellApart), reminder text aside.
func SpellApart(line string) bool {
	return spellApart.MatchString(strings.TrimSpace(reminder.ReplaceAllString(line, "")))
}
