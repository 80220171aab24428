package walk

import "rulesjudge/rules/game"

// A restriction of one turn ("Target creature can't attack this turn."):
// the creature has "~ can't attack." as a line of its own until end of
// turn, which the declare package reads when attackers are declared
// (500.2).

// cantAttackThisTurn gives creature id "~ can't attack." until end of turn
// (500.2): once attackers are declared it changes no attack declared.
func (w *walk) cantAttackThisTurn(t game.Trick, line trickLine, id game.ObjectID) {
	w.gain(id, "~ can't attack.")
	more := ""
	if w.passed(DeclareAttackersStep) {
		more = " Attackers are declared already: it changes no attack declared."
	}
	w.event(EventTrick, "500.2", []game.ObjectID{id}, "%s resolves: %s can't attack this turn.%s", w.usedName(t, line), w.name(id), more)
}
