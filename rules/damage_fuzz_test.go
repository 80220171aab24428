package rules_test

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"

	"rulesjudge/rules"
)

// FuzzDamageSums checks the judge's arithmetic, not only that it does not
// panic: a blocked attacker divides its damage between its two blockers
// (310.2c), with any int values for its power, the blockers' marked damage,
// the players' life and the amounts. A number outside the documented range
// (rules.MaxNumber) is an input error naming that field. Otherwise the
// division is legal exactly when the amounts, summed without overflow, equal
// the power (310.2a), and resolving it deals exactly those amounts and
// leaves each blocker with its damage marked plus what it was dealt.
//
//	go test -run='^$' -fuzz='^FuzzDamageSums$' -fuzztime=1m ./rules
func FuzzDamageSums(f *testing.F) {
	f.Add(int64(5), int64(2), int64(3), int64(0), int64(20))
	f.Add(int64(-2), int64(math.MaxInt64), int64(math.MaxInt64), int64(0), int64(20)) // the sum wraps to -2
	f.Add(int64(2), int64(math.MaxInt64), int64(math.MinInt64+3), int64(0), int64(20))
	f.Add(int64(3), int64(1), int64(2), int64(math.MaxInt64-1), int64(20))
	f.Add(int64(1_000_000), int64(1_000_000), int64(0), int64(1_000_000), int64(-1_000_000))
	f.Add(int64(1_000_001), int64(1_000_001), int64(0), int64(0), int64(20))
	f.Add(int64(-3), int64(0), int64(0), int64(0), int64(math.MinInt64))
	f.Fuzz(func(t *testing.T, power, a, b, marked, life int64) {
		if int64(int(power)) != power || int64(int(a)) != a || int64(int(b)) != b ||
			int64(int(marked)) != marked || int64(int(life)) != life {
			t.Skip("int is narrower than int64 here")
		}
		d := divisionBetweenTwoBlockers(int(power), int(a), int(b), int(marked), int(life))
		j, err := rules.ResolveDamage(d)

		wantFields := map[string]bool{}
		out := func(n, lo int64, field string) {
			if n < lo || n > rules.MaxNumber {
				wantFields[field] = true
			}
		}
		out(power, -rules.MaxNumber, "/board/permanents/0/power")
		out(marked, 0, "/board/permanents/1/damage")
		out(life, -rules.MaxNumber, "/board/players/1/life")
		out(a, 0, "/assignments/0/damage/0/amount")
		out(b, 0, "/assignments/0/damage/1/amount")
		if len(wantFields) > 0 {
			var in rules.InputError
			if !errors.As(err, &in) {
				t.Fatalf("power %d, amounts %d+%d, marked %d, life %d: got %v, want an input error naming %v", power, a, b, marked, life, err, wantFields)
			}
			for _, fe := range in {
				delete(wantFields, slashed(fe.Path))
			}
			if len(wantFields) > 0 {
				t.Fatalf("got %v, want it to name %v too", in, wantFields)
			}
			return
		}
		if err != nil {
			t.Fatalf("power %d, amounts %d+%d, marked %d, life %d: got error %v, want a verdict", power, a, b, marked, life, err)
		}
		sum := new(big.Int).Add(big.NewInt(a), big.NewInt(b))
		want := rules.Illegal
		if sum.Cmp(big.NewInt(max(power, 0))) == 0 {
			want = rules.Legal
		}
		if j.Verdict != want {
			t.Fatalf("power %d assigns %d+%d: got %s %v, want %s", power, a, b, j.Verdict, j.Violations, want)
		}
		if want == rules.Illegal {
			if len(j.Violations) != 1 || j.Violations[0].Rule != "310.2a" {
				t.Fatalf("power %d assigns %d+%d: got %v, want one 310.2a violation", power, a, b, j.Violations)
			}
			return
		}
		dealt := map[rules.ObjectID]int{}
		for _, x := range j.Dealt {
			if x.Source == "attacker" {
				dealt[x.To] += x.Amount
			}
		}
		if int64(dealt["b1"]) != a || int64(dealt["b2"]) != b {
			t.Fatalf("power %d assigns %d+%d: dealt %v", power, a, b, j.Dealt)
		}
	})
}

// divisionBetweenTwoBlockers is alice's attacker blocked by bob's two walls
// (toughness 1,000,000, so nothing dies), dividing its damage a and b.
func divisionBetweenTwoBlockers(power, a, b, marked, life int) rules.DamageDeclaration {
	n := func(v int) *int { return &v }
	wall := func(id rules.PermanentID, damage int) rules.Permanent {
		return rules.Permanent{ID: id, Name: string(id), Controller: "bob", Types: []string{"Creature"},
			Power: n(0), Toughness: n(rules.MaxNumber), Damage: damage}
	}
	return rules.DamageDeclaration{
		Board: rules.Board{
			ActivePlayer: "alice",
			Players:      []rules.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: life}},
			Permanents: []rules.Permanent{
				{ID: "attacker", Name: "Attacker", Controller: "alice", Types: []string{"Creature"}, Power: n(power), Toughness: n(4), Tapped: true},
				wall("b1", marked), wall("b2", 0),
			},
		},
		Attackers: []rules.Attacker{{Creature: "attacker"}},
		Blockers:  []rules.Blocker{{Creature: "b1", Blocking: []rules.PermanentID{"attacker"}}, {Creature: "b2", Blocking: []rules.PermanentID{"attacker"}}},
		Assignments: []rules.Assignment{{Source: "attacker", Damage: []rules.DamageShare{
			{To: "b1", Amount: a}, {To: "b2", Amount: b},
		}}},
	}
}

// slashed writes a path as /board/permanents/0/power.
func slashed(p rules.Path) string {
	var b strings.Builder
	for _, step := range p {
		fmt.Fprintf(&b, "/%v", step)
	}
	return b.String()
}
