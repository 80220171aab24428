package trick

import "slices"

// Abilities of a card in its owner's hand (402.8): a cost that discards
// the card ("Channel — {1}{W}, Discard ~: ...") or reveals it from the
// hand ("Forecast — ..., Reveal ~ from your hand: ...") moves or shows the
// card from that zone, so the ability is used only there. A trick names
// such a card by card and player, as an instant; the same line of the
// card in play can't be used (walk/hand_abilities.go).

// FromHand reports whether costs name the card in its owner's hand: the
// ability is used from there only.
func FromHand(costs []CostPart) bool {
	return slices.ContainsFunc(costs, func(c CostPart) bool { return c.Kind == CostDiscardSelf || c.Kind == CostRevealSelf })
}
