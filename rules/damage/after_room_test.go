package damage

import (
	"reflect"
	"slices"
	"testing"

	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// afterRoomBoard is a combat where damage changes the board: a 2/2
// attacker blocked by a 2/2 and a 1/3 (both blockers survive or die by
// the assignment), and an unblocked 3/3.
func afterRoomBoard() game.Board {
	n := func(v int) *int { return &v }
	creature := func(id, who string, p, t int, abilities ...string) game.Permanent {
		return game.Permanent{ID: game.PermanentID(id), Name: id, Controller: game.PlayerID(who), Types: []string{"Creature"}, Power: n(p), Toughness: n(t), Abilities: abilities}
	}
	return game.Board{ActivePlayer: "alice", Players: []game.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}},
		Permanents: []game.Permanent{creature("a", "alice", 2, 2), creature("u", "alice", 3, 3, "Flying"), creature("b1", "bob", 2, 2),
			creature("b2", "bob", 1, 3), {ID: "land", Name: "land", Controller: "bob", Types: []string{"Land"}}}}
}

// resolveOn deals the step's damage of afterRoomBoard read from in, into
// room (nil: ResolveDamage).
func resolveOn(t *testing.T, in game.Board, room []game.Permanent) ([]game.Dealt, []game.StateBasedEvent, game.Board) {
	t.Helper()
	b, errs := state.NewBoard(in)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	c, errs := ReadCombat(b, game.DamageDeclaration{Attackers: []game.Attacker{{Creature: "a"}, {Creature: "u"}},
		Blockers: []game.Blocker{{Creature: "b1", Blocking: []game.ObjectID{"a"}}, {Creature: "b2", Blocking: []game.ObjectID{"a"}}}})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	plan, errs := ResolveAssignments(c, []game.Assignment{{Source: "a", Damage: []game.DamageShare{{To: "b1", Amount: 2}}}})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	j, full := CheckDamage(plan)
	if j.Verdict != game.Legal {
		t.Fatalf("the assignment is %s: %v (310.2)", j.Verdict, j.Violations)
	}
	dealt, events, after, _, _ := ResolveDamageInto(plan, full, room)
	return dealt, events, after
}

// ResolveDamageInto gives what ResolveDamage gives (310.4, 420.5c), in the
// caller's room when it may, and never changes the board the damage is
// dealt on, even when the room offered is that board's own permanents.
func TestResolveDamageIntoKeepsTheBoardDealtOn(t *testing.T) {
	wantDealt, wantEvents, want := resolveOn(t, afterRoomBoard(), nil)
	if !slices.ContainsFunc(wantEvents, func(e game.StateBasedEvent) bool {
		return e.Rule == "420.5c" && e.Object == "b1" && e.Event == "destroyed"
	}) {
		t.Fatalf("b1 is not destroyed by lethal damage (420.5c): %v", wantEvents)
	}
	in := afterRoomBoard()
	cases := map[string]func() []game.Permanent{
		"a room of its own": func() []game.Permanent { return slices.Clone(afterRoomBoard().Permanents) },
		"too small a room":  func() []game.Permanent { return make([]game.Permanent, 1) },
		"the board's own":   func() []game.Permanent { return in.Permanents },
	}
	for name, room := range cases {
		t.Run(name, func(t *testing.T) {
			in = afterRoomBoard()
			r := room()
			dealt, events, after := resolveOn(t, in, r)
			if !reflect.DeepEqual(dealt, wantDealt) || !reflect.DeepEqual(events, wantEvents) || !reflect.DeepEqual(after, want) {
				t.Errorf("into %s: dealt %v events %v board %+v; want %v %v %+v (310.4, 420.5c)", name, dealt, events, after, wantDealt, wantEvents, want)
			}
			if !reflect.DeepEqual(in, afterRoomBoard()) {
				t.Errorf("into %s: the board dealt on changed: %+v (310.4)", name, in)
			}
			if name == "a room of its own" && (len(after.Permanents) == 0 || &after.Permanents[0] != &r[0]) {
				t.Errorf("into %s: the board after did not take the room given (310.4)", name)
			}
		})
	}
}
