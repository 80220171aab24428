package ability

import "fmt"

// grantedIntervening refuses a quoted trigger with an intervening "if"
// (410.8) that a permanent gives another ("Enchanted creature has
// \"Whenever this creature deals combat damage to a player, if you have
// no cards in hand, ...\""): the board decides such a condition only for
// the permanent's own line, and a granted one was dropped without a word.
// Fail closed until the board decides it for the creature given it.
func grantedIntervening(text string, abs []Ability) error {
	for _, a := range abs {
		if a.Keyword != Grant {
			continue
		}
		for _, g := range a.Abilities {
			if g.Condition != Always && (g.Condition == HandAtMost || g.Condition == HandAtLeast || g.Condition == MoreCardsInHand) {
				return fmt.Errorf("%q: a quoted trigger with an intervening \"if\" (410.8) that a permanent gives is not read; write the trigger on the creature that has it", text)
			}
		}
	}
	return nil
}
