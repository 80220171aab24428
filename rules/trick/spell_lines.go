package trick

import "rulesjudge/rules/ability"

// SpellLine reads one line of an instant whose whole text is text, for a
// card's view: as TrickLine reads it, with the card's additional
// sacrifice cost before it when the card has one, so that a count of what
// was "sacrificed this way" is read as the walk, reading the whole text,
// reads it.
func SpellLine(text, line, name string) (ability.Reading, error) {
	_, cost, err := AdditionalSacrificeOf(text)
	if err != nil || cost == nil {
		return TrickLine(line, name)
	}
	if _, own, _ := AdditionalSacrificeOf(line); own != nil {
		return TrickLine(line, name) // the cost's own line
	}
	return TrickLine(cost.Text+" "+line, name)
}
