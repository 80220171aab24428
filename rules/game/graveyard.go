package game

import "slices"

// OwnerOf is who owns permanent p: the owner given, or else its controller
// (200.1a).
func OwnerOf(p Permanent) PlayerID {
	if p.Owner != "" {
		return p.Owner
	}
	return p.Controller
}

// IntoGraveyards is players after the permanents gone were put into their
// owners' graveyards (217.1a): each owner's count of cards there, when the
// board gives it, is one more for each card. A token is not a card: it
// ceases to exist there (420.5f) and counts for nothing. players itself is
// not changed (boards share it).
func IntoGraveyards(players []Player, gone ...Permanent) []Player {
	out := players
	for _, p := range gone {
		if p.Token {
			continue
		}
		out = CardsIntoGraveyard(out, OwnerOf(p), 1)
	}
	return out
}

// CardsIntoGraveyard is players after n cards were put into player who's
// graveyard (a card discarded, an instant resolved, the top of a library):
// its count, when the board gives it, is n more. players itself is not
// changed.
func CardsIntoGraveyard(players []Player, who PlayerID, n int) []Player {
	i := slices.IndexFunc(players, func(p Player) bool { return p.ID == who })
	if i < 0 || players[i].Graveyard == nil || n == 0 {
		return players
	}
	out := slices.Clone(players)
	g := max(*out[i].Graveyard+n, 0)
	out[i].Graveyard = &g
	return out
}
