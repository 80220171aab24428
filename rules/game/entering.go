package game

// EnteringCard is the card a trick's effect puts into play from outside
// the board (a graveyard, a hand): "Return target creature card from your
// graveyard to the battlefield", "You may put a creature card from your
// hand onto the battlefield". The edge fills it from the card file.
type EnteringCard struct {
	// Permanent is the card's characteristics as a permanent: name, types,
	// colors, power and toughness, and its lines the judge reads in
	// Abilities; the walk gives it its id and controller.
	Permanent Permanent
	// Ignored are the card's lines the judge does not read: the walk says
	// so as the card comes into play.
	Ignored []string
}
