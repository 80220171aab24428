package state

import "rulesjudge/rules/game"

// FollowInPlace is Follow for a board its owner gives up: b itself
// becomes the board that follows it, in, instead of a new board with a
// copy of each permanent. It asks more than Follow: in holds b's
// permanents, in b's order, none gone (the attackers tapped, as the
// declare attackers step leaves the board), and b holds no id twice.
// It reports false, leaving b as it was, when Follow would fail or in is
// not such a board; the caller then follows b (Follow) or reads in whole.
// Whoever holds b, its permanents or their answers (the sources kept)
// sees the board that follows: only its owner may ask.
func (b *Board) FollowInPlace(in game.Board) bool {
	if len(in.Permanents) != len(b.Order) || len(b.Perms) != len(b.Order) || !b.followsPlayers(in) { // followed_board.go
		return false
	}
	for i, old := range b.Order {
		if q := &in.Permanents[i]; q.ID != old.ID || !followsPerm(q, old) {
			return false
		}
	}
	b.Board = in
	for i, p := range b.Order {
		q := &b.Board.Permanents[i]
		p.Damage, p.Tapped = q.Damage, q.Tapped
		p.Given, p.Index = q, i
	}
	clear(b.PlayersByID)
	for i := range b.Board.Players {
		b.PlayersByID[b.Board.Players[i].ID] = &b.Board.Players[i]
	}
	b.BySource, b.snow = sourceMemo{on: true}, snowState{} // as a board Follow makes: nothing kept of b
	return true
}
