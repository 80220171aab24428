package ability

// The questions the board asks of the characteristic-changing statics'
// typed forms (change_kinds.go), and the one such static the board writes
// itself.

// ChangeOf is the change a static ability of keyword k makes, nil for a
// k that changes no characteristic: the table's own, which the caller
// reads and never changes.
func ChangeOf(k Keyword) *Change {
	if s := statics[k]; s != nil {
		return s.Changes
	}
	return nil
}

// Changing are the keywords of the characteristic-changing statics whose
// change answers is, in wire-name order.
func Changing(is func(*Change) bool) []Keyword {
	return StaticsOf(func(s *StaticAbility) bool { return s.Changes != nil && is(s.Changes) })
}

// Gets is the static "~ gets +power/+toughness" with text, a change of
// power and toughness by the amount written: the one the board writes
// for a count it works out (a characteristic-defining ability's, a boost
// for each permanent of a quality).
func Gets(power, toughness int, text string) Ability {
	return Ability{Keyword: Boost, Text: text, Power: power, Toughness: toughness}
}
