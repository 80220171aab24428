package state

import "rulesjudge/rules/game"

// This file derives the board that follows a board as a combat moves on
// (combat damage marked and the permanents it destroyed gone; attackers
// tapped as they attack) from that board, instead of reading it again pass
// by pass, when nothing on it can make the difference: no effect of the
// board changed any permanent (no boost, ability given or taken, counter,
// type or power set, count), none holds under a condition, nothing is
// attached, no shield waits, and no Aura was shed. The permanents left
// then have the characteristics they had: marked damage is no input of
// any pass, and a permanent gone takes with it only effects that changed
// nothing. The caller shows in addition that no ability of the board could
// begin to apply as the board shrinks or a permanent becomes tapped (one
// that counts, or reads another permanent's power or whether it is tapped,
// or holds under a condition, or gives or takes abilities: the walk's
// isolated).

// inert reports whether no effect of b changed a permanent, and nothing
// on b is attached, shielded or counted (Follow).
func (b *Board) inert() bool {
	if len(b.Shed) > 0 {
		return false
	}
	for _, p := range b.Order {
		if p.changes != nil || len(p.Conditional) > 0 || p.Rare != 0 || p.TypeSet != nil || p.Counted != [2]bool{} || p.OnCount != [2]bool{} ||
			p.AttachedTo != "" || len(p.Shields) > 0 || len(p.Counters) > 0 {
			return false
		}
	}
	for i := range b.Players {
		if len(b.Players[i].Shields) > 0 {
			return false
		}
	}
	return true
}

// Follow derives in, the board that follows b once combat damage is
// marked and the permanents it destroyed are gone, or attackers are
// tapped, from b: each permanent of in is its permanent of b, with the
// damage and tapped state in gives.
// It reports false, leaving in to be read whole (NewBoard), when b is not
// inert or in is not such a board: a permanent b doesn't have or that
// changed in more than its damage and tapped state, a player changed in more than life, or
// a number out of its range (NewBoard reports it).
func (b *Board) Follow(in game.Board) (*Board, bool) {
	if !b.followsPlayers(in) {
		return nil, false
	}
	perms := make([]Perm, len(in.Permanents))
	for i := range in.Permanents {
		q, old := &in.Permanents[i], b.Perms[in.Permanents[i].ID]
		if !followsPerm(q, old) {
			return nil, false
		}
		p := &perms[i]
		*p = *old
		p.Damage, p.Tapped = q.Damage, q.Tapped
		p.Given, p.Index = q, i
	}
	out := &Board{Board: in, PlayersByID: make(map[game.ObjectID]*game.Player, len(in.Players)), Perms: make(map[game.ObjectID]*Perm, len(in.Permanents)),
		Order: make([]*Perm, 0, len(in.Permanents))}
	for i := range out.Board.Players {
		out.PlayersByID[out.Board.Players[i].ID] = &out.Board.Players[i]
	}
	for i := range perms {
		if !out.addPerm(&perms[i]) {
			return nil, false
		}
		out.Order = append(out.Order, &perms[i])
	}
	out.BySource.on = true
	return out, true
}

// Follows reports whether Follow derives in from b, without deriving it,
// for an in that keeps b's permanents in b's order (one gone leaves the
// others in theirs), as the state-based effects leave them: each
// permanent of the board Follow derives is then b's, with in's damage and
// tapped state. False when in is not such a board (Follow may still
// derive it).
func (b *Board) Follows(in game.Board) bool {
	if !b.followsPlayers(in) {
		return false
	}
	j := 0
	for i := range in.Permanents {
		q := &in.Permanents[i]
		for j < len(b.Order) && b.Order[j].ID != q.ID {
			j++
		}
		if j == len(b.Order) || !followsPerm(q, b.Order[j]) {
			return false
		}
		j++ // each permanent once: its ids are all different, as Follow's addPerm finds them
	}
	return true
}

// followsPlayers reports whether b is inert and in's players are b's,
// changed in no more than life (Follow).
func (b *Board) followsPlayers(in game.Board) bool {
	if !b.inert() || len(in.Players) != len(b.Players) {
		return false
	}
	for i := range in.Players {
		p := &in.Players[i]
		if p.ID != b.Players[i].ID || len(p.Shields) > 0 || !WithinRange(p.Life, -MaxNumber) || !WithinRange(p.Poison, 0) {
			return false
		}
	}
	return true
}

// followsPerm reports whether q, a permanent of the board that follows,
// is old (nil: b has none with its id) but for its damage and tapped
// state (Follow).
func followsPerm(q *game.Permanent, old *Perm) bool {
	return old != nil && sameGiven(q, old.Given) && WithinRange(q.Damage, 0)
}

// sameGiven reports whether q is given as p is but for its damage and
// tapped state: the same values, and the same slices and numbers (a
// copy of p, as the damage step makes it).
func sameGiven(q, p *game.Permanent) bool {
	return q.ID == p.ID && q.Name == p.Name && q.Controller == p.Controller && sameNumber(q.Power, p.Power) && sameNumber(q.Toughness, p.Toughness) &&
		q.AttachedTo == "" && len(q.Shields) == 0 && len(q.Counters) == 0 && q.SummoningSick == p.SummoningSick && q.Chosen == p.Chosen &&
		sameSlice(q.Abilities, p.Abilities) && sameSlice(q.Types, p.Types) && sameSlice(q.Subtypes, p.Subtypes) &&
		sameSlice(q.Supertypes, p.Supertypes) && sameSlice(q.Colors, p.Colors) && q.OnCount == p.OnCount &&
		q.Kicked == p.Kicked && sameSlice(q.KickersPaid, p.KickersPaid) && q.EffectIgnored == p.EffectIgnored && q.PhasedIn == p.PhasedIn &&
		q.EnteredThisTurn == p.EnteredThisTurn && q.AttackedLastTurn == p.AttackedLastTurn
}

// sameSlice reports whether a and b are the same slice (not equal values:
// the same elements in memory).
func sameSlice(a, b []string) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// sameNumber reports whether a and b are both absent or the same number.
func sameNumber(a, b *int) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }
