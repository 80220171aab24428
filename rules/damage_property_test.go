package rules_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"rulesjudge/rules"
)

// randomCombat builds a small combat at the damage step: attackers and
// blockers with random power, toughness, marked damage and combat keywords,
// blocks (some blockers block two attackers), creatures that left play or
// combat, and a random step.
func randomCombat(r *rand.Rand) rules.DamageDeclaration {
	keywords := []string{"Trample", "First strike", "Double strike", "Banding", "Protection from green"}
	var d rules.DamageDeclaration
	var perms []rules.Permanent
	na, nb := 1+r.IntN(3), r.IntN(4)
	for i := 0; i < na; i++ {
		c := sized(creature(fmt.Sprintf("a%d", i)), r.IntN(6)-1, 1+r.IntN(5))
		if r.IntN(2) == 0 {
			c.Abilities = []string{keywords[r.IntN(len(keywords))]}
		}
		if r.IntN(3) == 0 {
			c.Colors = []string{"Green"}
		}
		perms = append(perms, c)
		a := rules.Attacker{Creature: c.ID}
		if r.IntN(4) == 0 {
			a.Band = "x"
		}
		d.Attackers = append(d.Attackers, a)
	}
	for i := 0; i < nb; i++ {
		c := with(sized(creature(fmt.Sprintf("b%d", i)), r.IntN(5), 1+r.IntN(4)), bobs)
		c.Damage = r.IntN(2)
		if r.IntN(2) == 0 {
			c.Abilities = []string{keywords[r.IntN(len(keywords))]}
		}
		perms = append(perms, c)
		bl := rules.Blocker{Creature: c.ID, Blocking: []rules.ObjectID{rules.ObjectID(fmt.Sprintf("a%d", r.IntN(na)))}}
		if other := rules.ObjectID(fmt.Sprintf("a%d", r.IntN(na))); r.IntN(4) == 0 && other != bl.Blocking[0] {
			bl.Blocking = append(bl.Blocking, other)
		}
		d.Blockers = append(d.Blockers, bl)
	}
	// Some creatures left play (gone from the board) or combat.
	var kept []rules.Permanent
	for _, p := range perms {
		switch r.IntN(8) {
		case 0:
			continue
		case 1:
			d.RemovedFromCombat = append(d.RemovedFromCombat, p.ID)
		}
		kept = append(kept, p)
	}
	d.Board = board(kept...)
	d.Step = []rules.Step{"", rules.FirstStrikeStep, rules.RegularStep}[r.IntN(3)]
	// Random assignments for some creatures to random recipients.
	ids := []rules.ObjectID{"alice", "bob"}
	for _, p := range kept {
		ids = append(ids, p.ID)
	}
	for _, p := range kept {
		if r.IntN(2) == 0 {
			continue
		}
		a := rules.Assignment{Source: p.ID}
		if r.IntN(5) == 0 {
			a.AssignedBy = []rules.PlayerID{"alice", "bob"}[r.IntN(2)]
		}
		left := max(*p.Power, 0)
		for k := r.IntN(3); k >= 0 && left > 0; k-- {
			n := 1 + r.IntN(left)
			if k == 0 {
				n = left
			}
			a.Damage = append(a.Damage, rules.DamageShare{To: ids[r.IntN(len(ids))], Amount: n})
			left -= n
		}
		d.Assignments = append(d.Assignments, a)
	}
	return d
}

// Property (issue 4): on random small combats, every assignment judged
// legal resolves, and the example given for an illegal one is judged legal
// and resolves.
func TestDamageProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(310, 2))
	legal, illegal := 0, 0
	for i := 0; i < 3000; i++ {
		d := randomCombat(r)
		j, err := rules.CheckDamage(d)
		if err != nil {
			t.Fatalf("combat %d: %v\n%+v", i, err, d)
		}
		switch j.Verdict {
		case rules.Legal:
			legal++
			res, err := rules.ResolveDamage(d)
			if err != nil || res.Verdict != rules.Legal || res.Board == nil {
				t.Fatalf("combat %d: judged legal but resolves to %s %v", i, res.Verdict, err)
			}
		case rules.Illegal:
			illegal++
			if j.Example == nil {
				t.Fatalf("combat %d: illegal %+v without an example", i, j.Violations)
			}
			d.Assignments = j.Example.Assignments
			ex, err := rules.ResolveDamage(d)
			if err != nil || ex.Verdict != rules.Legal {
				t.Fatalf("combat %d: example %+v judged %s %+v (err %v); original violations %+v\n%+v", i, d.Assignments, ex.Verdict, ex.Violations, err, j.Violations, d)
			}
		default:
			t.Fatalf("combat %d: verdict %s", i, j.Verdict)
		}
	}
	t.Logf("legal %d, illegal %d", legal, illegal)
	if legal < 100 || illegal < 100 {
		t.Errorf("legal %d, illegal %d: the generator should make plenty of both", legal, illegal)
	}
}
