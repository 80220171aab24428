package ability

import "regexp"

// Hollow Specter's "you may pay {X}. If you do, that player reveals X
// cards from their hand and you choose one of them. That player discards
// that card." (effect_steps.go reads the sentence; the walk, in
// rules/walk/target_steps.go, applies it). The judge keeps no mana and no
// cards of a hand: a yes to the "you may" is a payment of an X of one or
// more (an X of 0 reveals nothing and discards nothing, the same as no),
// and whatever X is, that player then discards one card he or she revealed,
// the count of players[].hand going down by one when the request gives
// it. Append only: these are wire words.
const (
	// PayX: "pay {X}", X of one or more.
	PayX Keyword = "pay {X}"
	// RevealXDiscardChosen: "[player] reveals X cards from his or her hand
	// and you choose one of them. [player] discards that card."
	RevealXDiscardChosen Keyword = "[player] reveals X cards from his or her hand; you choose one, which he or she discards"
)

var (
	stepPayX          = regexp.MustCompile(`^pay \{x\}$`)
	stepRevealDiscard = regexp.MustCompile(`^(that player) reveals x cards from (?:their|his or her) hand and you choose one of them\. that player discards that card$`)
)

// revealedDiscardStep reads one step of this file.
func revealedDiscardStep(clause string) (Ability, bool) {
	switch {
	case stepPayX.MatchString(clause):
		return Ability{Keyword: PayX, Text: clause, When: Cond{Whose: PlayerYou}}, true
	case stepRevealDiscard.MatchString(clause):
		return Ability{Keyword: RevealXDiscardChosen, Text: clause, N: 1, When: Cond{Whose: PlayerDamaged}}, true
	}
	return Ability{}, false
}
