package rules_test

import (
	"context"
	"fmt"
	"reflect"
	"runtime"
	"testing"

	"rulesjudge/rules"
)

// Issue 19: boards within the documented limits (500 permanents, 32
// abilities each) built to make the judge's enumeration and constraint
// building blow up. Each must be judged within its work budget, whatever
// the clock says: the test reads the work counter and the bytes allocated,
// never the time, and judges each board twice to see the same answer.

// worstBoard is alice attacking with attackers creatures carrying attackerAbilities,
// bob defending with defenders creatures carrying defenderAbilities.
func worstBoard(attackers, defenders int, attackerAbilities, defenderAbilities []string, flier bool) rules.BlockDeclaration {
	n := func(v int) *int { return &v }
	d := rules.BlockDeclaration{Board: rules.Board{ActivePlayer: "alice",
		Players: []rules.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}}}}
	add := func(p rules.Permanent) { d.Board.Permanents = append(d.Board.Permanents, p) }
	if flier {
		add(rules.Permanent{ID: "lure", Name: "Lure Bird", Controller: "alice", Types: []string{"Creature"},
			Power: n(1), Toughness: n(1), Tapped: true, Abilities: []string{"Flying", "All creatures able to block Lure Bird do so."}})
		d.Attackers = append(d.Attackers, rules.Attacker{Creature: "lure"})
	}
	for i := range attackers {
		id := rules.PermanentID(fmt.Sprintf("a%d", i))
		add(rules.Permanent{ID: id, Name: fmt.Sprintf("Attacker %d", i), Controller: "alice", Types: []string{"Creature"},
			Power: n(1), Toughness: n(1), Tapped: true, Abilities: attackerAbilities})
		d.Attackers = append(d.Attackers, rules.Attacker{Creature: id})
	}
	for i := range defenders {
		add(rules.Permanent{ID: rules.PermanentID(fmt.Sprintf("d%d", i)), Name: fmt.Sprintf("Defender %d", i), Controller: "bob",
			Types: []string{"Creature"}, Power: n(0), Toughness: n(4), Abilities: defenderAbilities})
	}
	return d
}

func repeat(s string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = s
	}
	return out
}

func TestWorstBoardsStayWithinTheWorkBudget(t *testing.T) {
	anyNumber := "~ can block any number of creatures."
	tests := []struct {
		name string
		d    rules.BlockDeclaration
		// want is the verdict the rules call for where it is known; "" when
		// the board is meant only to exhaust the budget.
		want rules.Verdict
	}{
		// A Lure flier no defender can block: the requirement can't be
		// obeyed, so not blocking is legal (500.4), however many plain
		// attackers the wall could block.
		{"lure flier, 25 attackers, wall blocks any number", worstBoard(25, 1, nil, []string{anyNumber}, true), rules.Legal},
		{"lure flier, 499 attackers, wall blocks any number", worstBoard(498, 1, nil, []string{anyNumber}, true), rules.Legal},
		{"lure flier, 25 attackers, wall blocks 31 more", worstBoard(25, 1, nil, repeat("~ can block an additional creature.", 31), true), rules.Legal},
		// Every defender must block if able and can block any number: each
		// has more ways to block than can be listed.
		{"250 attackers, 249 walls that must block, can't block alone", worstBoard(250, 249, nil,
			[]string{"~ blocks each turn if able.", "~ can't block alone.", anyNumber}, false), ""},
		{"250 attackers that can't be blocked by more than one, 249 walls", worstBoard(250, 249,
			[]string{"~ can't be blocked by more than one creature."},
			[]string{"~ blocks each turn if able.", "~ can't block alone.", anyNumber}, false), ""},
		{"250 lures, 249 walls blocking any number", worstBoard(250, 249,
			[]string{"All creatures able to block ~ do so.", "~ can't be blocked except by two or more creatures."},
			[]string{"~ can't block alone.", anyNumber}, false), ""},
		{"250 attackers with 32 lures each, 249 walls", worstBoard(250, 249,
			repeat("All creatures able to block ~ do so.", 32),
			[]string{"~ can't block alone.", anyNumber}, false), ""},
		{"250 attackers that must be blocked 32 times, 249 walls", worstBoard(250, 249,
			repeat("~ must be blocked if able.", 32),
			[]string{"~ can't block alone.", anyNumber}, false), ""},
		// Small enough that the problem is built and searched, with long
		// options that each count in many constraints.
		{"30 attackers that can't be blocked by more than one, 30 walls", worstBoard(30, 30,
			[]string{"~ can't be blocked by more than one creature."},
			[]string{"~ blocks each turn if able.", anyNumber}, false), ""},
		{"60 attackers blocked only by 2 or more, 60 walls that must block but not alone", worstBoard(60, 60,
			[]string{"~ can't be blocked except by two or more creatures."},
			[]string{"~ blocks each turn if able.", "~ can't block alone.", anyNumber}, false), ""},
		{"32 lures, 32 walls with 31 extra blocks", worstBoard(32, 32,
			[]string{"All creatures able to block ~ do so."},
			append([]string{"~ can't block alone."}, repeat("~ can block an additional creature.", 31)...), false), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			j, err := rules.CheckBlocks(context.Background(), tt.d, rules.Options{})
			runtime.ReadMemStats(&after)
			if err != nil {
				t.Fatal(err)
			}
			if tt.want != "" && j.Verdict != tt.want {
				t.Errorf("got %s %v, want %s", j.Verdict, j.Violations, tt.want)
			}
			if j.Requirements == nil {
				t.Fatalf("got no requirement summary (%s)", j.Verdict)
			}
			// Building may spend DefaultWorkBudget, weighing options ten
			// times as much; one last charge may pass the line.
			work := j.Requirements.Work
			if limit := 11*rules.DefaultWorkBudget + 100_000; work > limit {
				t.Errorf("spent %d units of work; the budgets allow %d", work, limit)
			}
			const maxBytes = 64 << 20
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > maxBytes {
				t.Errorf("allocated %d MiB; want at most %d MiB", alloc>>20, maxBytes>>20)
			}
			again, err := rules.CheckBlocks(context.Background(), tt.d, rules.Options{})
			if err != nil || !reflect.DeepEqual(again, j) {
				t.Errorf("judged twice, the answers differ")
			}
			t.Logf("%s, %d nodes, %d units of work, %d KiB allocated", j.Verdict, j.Requirements.Nodes, work, (after.TotalAlloc-before.TotalAlloc)>>10)
		})
	}
}

// A deadline that has passed stops a check that still has work to do with
// ErrStopped, not with figures that depend on when it stopped.
func TestDeadlineStopsWithAnError(t *testing.T) {
	d := worstBoard(250, 249, nil, []string{"~ blocks each turn if able.", "~ can't block alone.", "~ can block any number of creatures."}, false)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := rules.CheckBlocks(ctx, d, rules.Options{})
	if err != rules.ErrStopped {
		t.Fatalf("got %v, want rules.ErrStopped", err)
	}
}
