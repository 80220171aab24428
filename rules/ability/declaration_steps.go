package ability

import "regexp"

// The steps a creature's own attack or block trigger may take besides the
// sacrifices of board_steps.go (issue 27): a draw of its controller's
// ("Whenever ~ becomes blocked, draw a card."), a look at the defending
// player's hand, and the defending player putting the top cards of his or
// her library into his or her graveyard ("defending player mills three
// cards"). None changes a permanent in play: the walk says each as an
// event (rules/walk/damage_triggers.go), and a draw moves the hand's count
// when the request gives it (players[].hand). Append only: these are wire
// words.
const (
	// MillStep: "[player] mills N cards", his or her library's top N
	// cards put into his or her graveyard.
	MillStep Keyword = "[player] puts the top N cards of his or her library into his or her graveyard"
)

var (
	stepMill        = regexp.MustCompile(`^(?:(defending player) |` + stepSubject[len(`(?:`):] + `(?:mills? (\w+) cards|puts? the top (\w+) cards of (?:their|his or her) library into (?:their|his or her) graveyard)$`)
	stepLookDefense = regexp.MustCompile(`^look at defending player's hand$`)
)

// declarationStep reads a step of this file; ok is false for any other.
func declarationStep(clause string, subject func(string) string) (Ability, bool) {
	if stepLookDefense.MatchString(clause) {
		return Ability{Keyword: LookAtHand, Text: clause, When: Cond{Whose: PlayerDefending}}, true
	}
	m := stepMill.FindStringSubmatch(clause)
	if m == nil {
		return Ability{}, false
	}
	words := m[3] + m[4]
	n, err := number(words)
	whose := subject(m[2])
	if m[1] != "" {
		whose = PlayerDefending
	}
	return Ability{Keyword: MillStep, Text: clause, N: n, When: Cond{Whose: whose}}, err == nil && n > 0
}

// declarationStepRead reports whether step s is one read on a creature's
// own attack or block: a sacrifice, a draw of a number of cards, a look at
// the defending player's hand, a mill, or a boost of up to N target
// creatures (target_steps.go).
func declarationStepRead(s Ability) bool {
	switch s.Keyword {
	case SacrificeStep, MillStep, PumpUpToTargets:
		return true
	case DrawStep:
		return s.N > 0
	case LookAtHand:
		return s.When.Whose == PlayerDefending
	}
	return false
}
