package state

import (
	"slices"
	"testing"

	"rulesjudge/rules/game"
)

// TestFollowInPlace: a board whose owner gives it up becomes, in place,
// the board with the attackers tapped as they attack (308.2c), as a board
// read again has it; a board that changed in more than that, or lost a
// permanent, or that an effect changed, is left as it was.
func TestFollowInPlace(t *testing.T) {
	two := 2
	perm := func(id, controller string, abilities ...string) game.Permanent {
		return game.Permanent{ID: game.ObjectID(id), Name: id, Controller: game.ObjectID(controller), Types: []string{"Creature"}, Power: &two, Toughness: &two, Abilities: abilities}
	}
	given := game.Board{ActivePlayer: "alice", Players: []game.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}},
		Permanents: []game.Permanent{perm("bear", "alice", "Flying"), perm("wolf", "alice"), perm("wall", "bob", "Defender")}}
	tapped := func(in game.Board) game.Board {
		in.Permanents = slices.Clone(in.Permanents)
		in.Permanents[0].Tapped, in.Permanents[1].Tapped = true, true
		return in
	}
	t.Run("attackers tapped", func(t *testing.T) {
		b, errs := NewBoard(given)
		if len(errs) > 0 {
			t.Fatal(errs.Err())
		}
		in := tapped(given)
		if !b.FollowInPlace(in) {
			t.Fatal("the board with its attackers tapped is not followed in place")
		}
		fresh, _ := NewBoard(in)
		for i, p := range b.Order {
			f := fresh.Order[i]
			if p.ID != f.ID || p.Tapped != f.Tapped || *p.Power != *f.Power || *p.Toughness != *f.Toughness || len(p.Readings) != len(f.Readings) {
				t.Errorf("%s: followed %+v, read again %+v", p.ID, p.Permanent, f.Permanent)
			}
			if p.Given != &in.Permanents[i] || p.Index != i || b.Perms[p.ID] != p {
				t.Errorf("%s: its given values are not the element %d of the board followed", p.ID, i)
			}
		}
		if b.PlayersByID["bob"] != &in.Players[1] || !b.Perms["bear"].Tapped || b.Perms["wall"].Tapped {
			t.Errorf("308.2c: want the attackers tapped, the blocker untapped and the players those of the board followed")
		}
	})
	for _, tc := range []struct {
		name   string
		change func(in *game.Board)
	}{
		{"a power changed", func(in *game.Board) { three := 3; in.Permanents[2].Power = &three }},
		{"a permanent gone", func(in *game.Board) { in.Permanents = in.Permanents[:2] }},
		{"a counter put on", func(in *game.Board) { in.Permanents[2].Counters = map[string]int{"+1/+1": 1} }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, _ := NewBoard(given)
			in := tapped(given)
			tc.change(&in)
			if b.FollowInPlace(in) {
				t.Fatal("followed in place: want the board left to be read whole")
			}
			if b.Perms["bear"].Tapped || b.Perms["bear"].Given != &given.Permanents[0] {
				t.Error("the board was changed although it was not followed")
			}
		})
	}
	t.Run("not inert", func(t *testing.T) {
		in := given
		in.Permanents = slices.Clone(given.Permanents)
		in.Permanents[2].Counters = map[string]int{"+1/+1": 1}
		b, _ := NewBoard(in)
		if b.FollowInPlace(tapped(in)) {
			t.Error("a board with a counter (an effect on a permanent) is followed in place")
		}
	})
}
