package rules_test

import (
	"context"
	"fmt"
	"syscall"
	"testing"
	"time"

	"rulesjudge/rules"
	"rulesjudge/rules/walk"
)

// triggeredCombat is n attackers of alice's against n blockers of bob's,
// each blocker blocking one attacker, every creature with two combat
// triggers: issue 25's measure of how the walk's cost grows with the
// triggers it resolves.
func triggeredCombat(n int) rules.CombatDeclaration {
	var perms []rules.Permanent
	var attackers []rules.Attacker
	var blockers []rules.Blocker
	for i := range n {
		a, bl := fmt.Sprint("a", i), fmt.Sprint("b", i)
		perms = append(perms,
			sized(creature(a, "Whenever ~ attacks, it gets +1/+0 until end of turn.", "Whenever ~ becomes blocked, it gets +0/+1 until end of turn."), 2, 2),
			bobsCreature(bl, 1, 3, "Whenever ~ blocks, it gets +0/+1 until end of turn.", "Whenever ~ blocks, it gets +1/+0 until end of turn."))
		attackers = append(attackers, rules.Attacker{Creature: rules.ObjectID(a)})
		blockers = append(blockers, rules.Blocker{Creature: rules.ObjectID(bl), Blocking: []rules.ObjectID{rules.ObjectID(a)}})
	}
	return rules.CombatDeclaration{Board: board(perms...), Attackers: attackers, Blockers: blockers}
}

// BenchmarkWalkTriggers walks triggeredCombat at 50, 100 and 250 pairs
// (200, 400 and 1,000 triggers); a walk linear in its triggers takes about
// twice and five times as long at 100 and 250 as at 50. A combat the work
// budget refuses is reported as a failure. Beside the time per trigger it
// reports the process's CPU time per trigger (cpu-ns/trigger), which the
// load of other processes on a shared machine disturbs far less, and the
// units of work the walk's budget counted (units/op, which must stay
// under the walk's limit, a quarter of rules.DefaultWorkBudget).
func BenchmarkWalkTriggers(b *testing.B) {
	for _, n := range []int{50, 100, 250} {
		d := triggeredCombat(n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.ReportAllocs()
			start := cpuTime(b)
			for b.Loop() {
				r, err := rules.ResolveCombat(context.Background(), d, rules.Options{})
				if err != nil {
					b.Fatal(err)
				}
				if r.Verdict != rules.Legal {
					b.Fatalf("verdict %s: %v", r.Verdict, r.Violations)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(4*n), "ns/trigger")
			b.ReportMetric(float64((cpuTime(b)-start).Nanoseconds())/float64(b.N)/float64(4*n), "cpu-ns/trigger")
			b.ReportMetric(float64(walk.WalkWork(d)), "units/op")
		})
	}
}

// cpuTime is the CPU time the process has used (user and system, every
// thread: the garbage collector's too).
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
