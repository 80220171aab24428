package rules_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"rulesjudge/rules"
)

// step is a wanted step of a walk: its name and its events' rules, in the
// order they happen.
type step struct {
	name  rules.Step
	rules []rules.RuleID
}

func steps(in ...any) []step {
	var out []step
	for i := 0; i < len(in); i += 2 {
		var rs []rules.RuleID
		for _, r := range strings.Fields(in[i+1].(string)) {
			rs = append(rs, rules.RuleID(r))
		}
		out = append(out, step{rules.Step(in[i].(string)), rs})
	}
	return out
}

func TestResolveCombat(t *testing.T) {
	threePlayers := func(b rules.Board) rules.Board {
		b.Players = []rules.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 1}, {ID: "carol", Life: 20}}
		return b
	}
	tests := []struct {
		name      string
		decl      rules.CombatDeclaration
		verdict   rules.Verdict
		violation []rules.RuleID
		steps     []step
		destroyed []rules.ObjectID
		life      map[rules.PlayerID]int
	}{
		// 410.3: the defending player's trigger goes on the stack last and
		// resolves first: bushido makes the 1/1 blocker 2/2 before flanking
		// makes it 1/1, so it survives the declare blockers step (had
		// flanking resolved first, it would have died at 0/0, 420.5b), then
		// dies of the attacker's 2 damage (420.5c).
		{"410.3 other player's trigger first",
			rules.CombatDeclaration{Board: board(creature("f", "Flanking"), bobsCreature("s", 1, 1, "Bushido 1")), Attackers: attack("f"), Blockers: blocks([]string{"s", "f"})},
			rules.Legal, nil,
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2 410.3 502.38a 502.3a", "regular", "310.2 310.2 310.4 310.4 420.5c", "end_of_combat", ""),
			[]rules.ObjectID{"s"}, map[rules.PlayerID]int{"alice": 20, "bob": 20}},
		// 410.2: an attack trigger puts a +1/+1 counter on the attacker
		// before it deals damage: 3 to bob.
		{"attack trigger counter",
			rules.CombatDeclaration{Board: board(creature("c", "Whenever ~ attacks, put a +1/+1 counter on ~.")), Attackers: attack("c")},
			rules.Legal, nil,
			steps("declare_attackers", "308.2 308.2c 410.2", "declare_blockers", "309.2f", "regular", "310.2 310.4", "end_of_combat", ""),
			nil, map[rules.PlayerID]int{"bob": 17}},
		// 502.12a: rampage counts blockers beyond the first: one blocker, no
		// bonus; the 2/2s trade.
		{"rampage one blocker",
			rules.CombatDeclaration{Board: board(creature("r", "Rampage 2"), bobsCreature("b", 2, 2)), Attackers: attack("r"), Blockers: blocks([]string{"b", "r"})},
			rules.Legal, nil,
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2 502.12a", "regular", "310.2 310.2 310.4 310.4 420.5c 420.5c", "end_of_combat", ""),
			[]rules.ObjectID{"r", "b"}, map[rules.PlayerID]int{"bob": 20}},
		// 502.2b: the only first striker is removed from combat before the
		// combat damage step begins: no first-strike step.
		{"first striker removed before the first step",
			rules.CombatDeclaration{Board: board(creature("k", "First strike"), creature("g")), Attackers: attack("k", "g"),
				Events: []rules.CombatEvent{{Before: rules.FirstStrikeStep, Kind: rules.RemovedFromCombat, Object: "k"}}},
			rules.Legal, nil,
			steps("declare_attackers", "308.2 308.2c 308.2 308.2c", "declare_blockers", "309.2f 309.2f", "regular", "306.2 310.2 310.4", "end_of_combat", ""),
			nil, map[rules.PlayerID]int{"bob": 18}},
		// 420.5a: with three players, one who loses doesn't end the game:
		// the walk goes on to the regular step.
		{"three players go on",
			rules.CombatDeclaration{Board: threePlayers(board(creature("k", "First strike"), creature("g"))),
				Attackers: []rules.Attacker{{Creature: "k", Player: "bob"}, {Creature: "g", Player: "carol"}}},
			rules.Legal, nil,
			steps("declare_attackers", "308.2 308.2c 308.2 308.2c", "declare_blockers", "309.2f 309.2f", "first_strike", "310.2 502.2b 310.4 420.5a", "regular", "310.2 310.4", "end_of_combat", ""),
			nil, map[rules.PlayerID]int{"bob": -1, "carol": 18}},
		// 309.2a via CheckBlocks: an illegal block is the answer, no steps.
		{"illegal block", rules.CombatDeclaration{Board: board(creature("g"), with(bobsCreature("b", 2, 2), tapped)), Attackers: attack("g"), Blockers: blocks([]string{"b", "g"})},
			rules.Illegal, []rules.RuleID{"309.2a"}, nil, nil, nil},
		// 310.2c: a choice that assigns a blocked creature's damage to the
		// player stops the walk at that step.
		{"illegal choice", rules.CombatDeclaration{Board: board(creature("g"), bobsCreature("b", 2, 2)), Attackers: attack("g"), Blockers: blocks([]string{"b", "g"}),
			Choices: map[rules.Step][]rules.Assignment{rules.RegularStep: {assign("g", "bob", 2)}}},
			rules.Illegal, []rules.RuleID{"310.2c"}, steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2", "regular", ""), nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := rules.ResolveCombat(context.Background(), tt.decl, rules.Options{})
			if err != nil {
				t.Fatalf("ResolveCombat: %v", err)
			}
			var got []rules.RuleID
			for _, v := range r.Violations {
				got = append(got, v.Rule)
			}
			if r.Verdict != tt.verdict || !slices.Equal(got, tt.violation) {
				t.Errorf("verdict %s %v, want %s %v", r.Verdict, got, tt.verdict, tt.violation)
			}
			if gs, ws := showSteps(r.Steps), fmt.Sprint(tt.steps); gs != ws {
				t.Errorf("steps:\ngot  %s\nwant %s", gs, ws)
			}
			if tt.verdict != rules.Legal {
				if r.Board != nil {
					t.Errorf("board: got one for a walk that stopped, want none")
				}
				return
			}
			checkWalk(t, r, nil, tt.destroyed, tt.life)
		})
	}
}

// walkedLegal walks d whole and fails the test unless the walk is legal
// and answers the board after combat.
func walkedLegal(t *testing.T, d rules.CombatDeclaration) rules.CombatResolution {
	t.Helper()
	r, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
	if err != nil {
		t.Fatalf("ResolveCombat: %v", err)
	}
	if r.Verdict != rules.Legal || r.Board == nil {
		t.Fatalf("verdict %s %v, want legal with a board", r.Verdict, r.Violations)
	}
	return r
}

// checkWalk holds a walk's answer to its wanted steps (each with its
// events' rules; nil: not checked here), the permanents destroyed and the
// players' life.
func checkWalk(t *testing.T, r rules.CombatResolution, steps []step, destroyed []rules.ObjectID, life map[rules.PlayerID]int) {
	t.Helper()
	if steps != nil {
		if gs, ws := showSteps(r.Steps), fmt.Sprint(steps); gs != ws {
			t.Errorf("steps:\ngot  %s\nwant %s", gs, ws)
		}
	}
	if !slices.Equal(r.Destroyed, destroyed) && (len(r.Destroyed) > 0 || len(destroyed) > 0) {
		t.Errorf("destroyed: got %v, want %v", r.Destroyed, destroyed)
	}
	for p, want := range life {
		if r.Life[p] != want {
			t.Errorf("life of %s: got %d, want %d", p, r.Life[p], want)
		}
	}
}

func showSteps(in []rules.CombatStep) string {
	var out []step
	for _, s := range in {
		var rs []rules.RuleID
		for _, e := range s.Events {
			rs = append(rs, e.Rule)
		}
		out = append(out, step{s.Name, rs})
	}
	return fmt.Sprint(out)
}

// The counter an attack trigger puts, and the bonus until end of turn of a
// block trigger, stay on the board afterwards.
func TestResolveCombatBoardAfter(t *testing.T) {
	b := board(creature("c", "Whenever ~ attacks, put a +1/+1 counter on ~."),
		sized(with(creature("s", "Whenever ~ blocks, ~ gets +0/+3 until end of turn."), bobs), 1, 1), creature("x"))
	r, err := rules.ResolveCombat(context.Background(), rules.CombatDeclaration{Board: b, Attackers: attack("c", "x"), Blockers: blocks([]string{"s", "c"})}, rules.Options{})
	if err != nil || r.Board == nil {
		t.Fatalf("ResolveCombat: %v, board %v", err, r.Board)
	}
	got := map[rules.ObjectID]rules.Permanent{}
	for _, p := range r.Board.Permanents {
		got[p.ID] = p
	}
	c, s := got["c"], got["s"]
	if c.Counters["+1/+1"] != 1 || !c.Tapped || c.Damage != 1 {
		t.Errorf("c: got counters %v, tapped %v, damage %d; want a +1/+1 counter, tapped, 1 damage (410.2, 308.2c)", c.Counters, c.Tapped, c.Damage)
	}
	if *s.Toughness != 4 || s.Damage != 3 {
		t.Errorf("s: got toughness %d and %d damage, want 4 (1 +3 until end of turn, 410.9a) and 3", *s.Toughness, s.Damage)
	}
	if b.Permanents[0].Counters != nil || *b.Permanents[1].Toughness != 1 {
		t.Errorf("the request's board changed: %+v", b.Permanents[:2])
	}
}

// A request the walk can't read is an InputError naming the field, as the
// request writes it.
func TestResolveCombatInputErrors(t *testing.T) {
	b := board(creature("g"), sized(with(creature("b"), bobs), 2, 2))
	tests := []struct {
		name string
		decl rules.CombatDeclaration
		want string // the paths at fault, ", " between them
	}{
		{"choice of an unknown source", rules.CombatDeclaration{Board: b, Attackers: attack("g"), Blockers: blocks([]string{"b", "g"}),
			Choices: map[rules.Step][]rules.Assignment{rules.RegularStep: {assign("ghost", "b", 2)}}}, "choices.regular[0].source"},
		{"choices for a step that isn't one", rules.CombatDeclaration{Board: b, Attackers: attack("g"),
			Choices: map[rules.Step][]rules.Assignment{"second": {assign("g", "bob", 2)}}}, "choices.second"},
		{"310.5: no first-strike step", rules.CombatDeclaration{Board: b, Attackers: attack("g"),
			Choices: map[rules.Step][]rules.Assignment{rules.FirstStrikeStep: {assign("g", "bob", 2)}}}, "choices.first_strike"},
		{"event of an unknown kind", rules.CombatDeclaration{Board: b, Attackers: attack("g"),
			Events: []rules.CombatEvent{{Before: rules.RegularStep, Kind: "sacrificed", Object: "g"}}}, "events[0].event"},
		{"event of an unknown permanent", rules.CombatDeclaration{Board: b, Attackers: attack("g"),
			Events: []rules.CombatEvent{{Before: rules.EndOfCombatStep, Kind: rules.LeavesPlay, Object: "ghost"}}}, "events[0].object"},
		{"removed: unknown", rules.CombatDeclaration{Board: b, Attackers: attack("g"), RemovedFromCombat: []rules.ObjectID{"ghost"}}, "removed_from_combat[0]"},
		// 306.2: only a creature in combat can be removed from it.
		{"removed: not in combat", rules.CombatDeclaration{Board: b, Attackers: attack("g"), RemovedFromCombat: []rules.ObjectID{"b"}}, "removed_from_combat[0]"},
		{"removed by an event: not in combat", rules.CombatDeclaration{Board: b, Attackers: attack("g"),
			Events: []rules.CombatEvent{{Before: rules.RegularStep, Kind: rules.RemovedFromCombat, Object: "b"}}}, "events[0].object"},
		// Every problem at once: the attack's and the walk's own.
		{"an unknown attacker and an unknown event object", rules.CombatDeclaration{Board: b, Attackers: attack("ghost"),
			Events: []rules.CombatEvent{{Before: rules.RegularStep, Kind: rules.LeavesPlay, Object: "nobody"}}}, "attackers[0].creature, events[0].object"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rules.ResolveCombat(context.Background(), tt.decl, rules.Options{})
			var ie rules.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("got %v, want an InputError at %s", err, tt.want)
			}
			var paths []string
			for _, fe := range ie {
				paths = append(paths, fe.Path.String())
			}
			if strings.Join(paths, ", ") != tt.want {
				t.Errorf("paths: got %q, want [%s]", paths, tt.want)
			}
		})
	}
}

// BenchmarkResolveCombat walks a combat with a first striker, a trampler,
// a bushido creature, rampage and flanking, and Thicket Basilisk's delayed
// destroy: eight attackers and eight blockers.
func BenchmarkResolveCombat(b *testing.B) {
	perms := []rules.Permanent{
		creature("k", "First strike"), sized(creature("w", "Trample"), 6, 4), creature("s", "Bushido 1"),
		sized(creature("bas", "Whenever ~ blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat."), 0, 4),
		sized(creature("r", "Rampage 2"), 4, 4), creature("f", "Flanking"), creature("p", "Whenever ~ attacks, it gets +0/+3 until end of turn."), creature("x"),
	}
	var bl []rules.Blocker
	for i, a := range []string{"k", "w", "s", "bas", "r", "r", "f", "p"} {
		id := fmt.Sprint("b", i)
		perms = append(perms, bobsCreature(id, 2, 2))
		bl = append(bl, rules.Blocker{Creature: rules.ObjectID(id), Blocking: []rules.ObjectID{rules.ObjectID(a)}})
	}
	d := rules.CombatDeclaration{Board: board(perms...), Attackers: attack("k", "w", "s", "bas", "r", "f", "p", "x"), Blockers: bl}
	r, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
	if err != nil || r.Verdict != rules.Legal {
		b.Fatalf("ResolveCombat: %v %s %v", err, r.Verdict, r.Violations)
	}
	b.ReportMetric(float64(len(r.Destroyed)), "destroyed")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := rules.ResolveCombat(context.Background(), d, rules.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
