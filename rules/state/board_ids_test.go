package state

import (
	"fmt"
	"rulesjudge/rules/game"
	"slices"
	"testing"
)

// TestBoardIDs holds newBoard's index of ids: players and permanents share
// one namespace, an id used twice is refused at the later element, the
// first permanent with an id keeps it, and a controller must be one of the
// players, on a board of a few players and on one of many (more than eight
// are looked up in the map of players).
func TestBoardIDs(t *testing.T) {
	two := 2
	perm := func(id, controller string) game.Permanent {
		return game.Permanent{ID: game.ObjectID(id), Name: id, Controller: game.ObjectID(controller), Types: []string{"Creature"}, Power: &two, Toughness: &two}
	}
	players := func(n int) []game.Player {
		out := []game.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}}
		for i := 3; i <= n; i++ {
			out = append(out, game.Player{ID: game.ObjectID(fmt.Sprintf("p%d", i)), Life: 20})
		}
		return out
	}
	for _, tc := range []struct {
		name    string
		players int
		perms   []game.Permanent
		want    []string // the paths of the errors
		first   map[game.ObjectID]int
	}{
		{"distinct ids", 2, []game.Permanent{perm("bear", "alice"), perm("wolf", "bob")}, nil, map[game.ObjectID]int{"bear": 0, "wolf": 1}},
		{"a permanent's id twice", 2, []game.Permanent{perm("bear", "alice"), perm("bear", "bob")}, []string{"board.permanents[1].id"}, map[game.ObjectID]int{"bear": 0}},
		{"three times, and another between", 2, []game.Permanent{perm("bear", "alice"), perm("wolf", "bob"), perm("bear", "bob"), perm("bear", "alice")},
			[]string{"board.permanents[2].id", "board.permanents[3].id"}, map[game.ObjectID]int{"bear": 0, "wolf": 1}},
		{"a player's id", 2, []game.Permanent{perm("bob", "alice"), perm("bear", "bob")}, []string{"board.permanents[0].id"}, map[game.ObjectID]int{"bear": 1}},
		{"a controller that is no player", 2, []game.Permanent{perm("bear", "carol")}, []string{"board.permanents[0].controller"}, map[game.ObjectID]int{"bear": 0}},
		{"many players: a controller among them", 12, []game.Permanent{perm("bear", "p12"), perm("wolf", "alice")}, nil, map[game.ObjectID]int{"bear": 0, "wolf": 1}},
		{"many players: a player's id", 12, []game.Permanent{perm("p7", "alice")}, []string{"board.permanents[0].id"}, map[game.ObjectID]int{}},
		{"many players: a controller that is no player", 12, []game.Permanent{perm("bear", "p13")}, []string{"board.permanents[0].controller"}, map[game.ObjectID]int{"bear": 0}},
	} {
		b, errs := NewBoard(game.Board{ActivePlayer: "alice", Players: players(tc.players), Permanents: tc.perms})
		var got []string
		for _, e := range errs {
			got = append(got, e.Path.String())
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: got errors at %v, want at %v (%v)", tc.name, got, tc.want, errs)
		}
		if len(b.Perms) != len(tc.first) {
			t.Errorf("%s: got %d permanents indexed, want %d", tc.name, len(b.Perms), len(tc.first))
		}
		for id, i := range tc.first {
			if got := b.Perms[id]; got != b.Order[i] {
				at := -1 // not indexed
				if got != nil {
					at = got.Index
				}
				t.Errorf("%s: got %q indexed as the permanent at %d, want at %d", tc.name, id, at, i)
			}
		}
	}
}
