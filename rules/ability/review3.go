package ability

import "fmt"

// grantedIntervening refuses an ability a permanent gives in quotes under
// a condition the board decides only for a permanent's own lines: a
// quoted trigger with an intervening "if" (410.8: "Enchanted creature has
// \"Whenever this creature deals combat damage to a player, if you have
// no cards in hand, ...\""), a quoted "as long as you have seven or more
// cards in hand, ...". The board gives a granted ability only under the
// conditions of grantedUnder (rules/global.go): always, enchanted, while
// attacking or blocking, until it attacks, with a counter, against the
// player attacked ("as long as defending player controls ..."). Any other was
// accepted and dropped without a word; fail closed.
func grantedIntervening(text string, abs []Ability) error {
	for _, a := range abs {
		if a.Keyword != Grant {
			continue
		}
		for _, g := range a.Abilities {
			switch g.Condition {
			case Always, Enchanted, NotAttacking, AttackingYou, Attacking, Blocking, HasCounter, DefenderControls:
				continue
			}
			return fmt.Errorf("%q: an ability given to other creatures under a condition of its own (an intervening \"if\", 410.8, or \"as long as ...\" on the cards in hand or the board) is not read; write it on the creature that has it", text)
		}
	}
	return nil
}
