package rules_test

import (
	"testing"

	"rulesjudge/rules"
)

// bobsCreature is a creature of bob's with the given power, toughness and
// abilities.
func bobsCreature(id string, power, toughness int, abilities ...string) rules.Permanent {
	return sized(with(creature(id, abilities...), bobs), power, toughness)
}

func sized(p rules.Permanent, power, toughness int) rules.Permanent {
	p.Power, p.Toughness = &power, &toughness
	return p
}

func assign(source string, shares ...any) rules.Assignment {
	a := rules.Assignment{Source: rules.ObjectID(source)}
	for i := 0; i < len(shares); i += 2 {
		a.Damage = append(a.Damage, rules.DamageShare{To: rules.ObjectID(shares[i].(string)), Amount: shares[i+1].(int)})
	}
	return a
}

func TestCheckDamage(t *testing.T) {
	green := func(p *rules.Permanent) { p.Colors = []string{"Green"} }
	tests := []struct {
		name        string
		board       rules.Board
		attackers   []rules.Attacker
		blockers    []rules.Blocker
		step        rules.Step
		assignments []rules.Assignment
		verdict     rules.Verdict
		rules       []string
	}{
		// 502.9d's example: 6/6 green trampler, 2/2 with protection from green.
		{"502.9d legal", board(with(sized(creature("t", "Trample"), 6, 6), green), bobsCreature("p", 2, 2, "Protection from green")), attack("t"), blocks([]string{"p", "t"}), "",
			[]rules.Assignment{assign("t", "p", 2, "bob", 4)}, rules.Legal, nil},
		{"502.9d one short", board(with(sized(creature("t", "Trample"), 6, 6), green), bobsCreature("p", 2, 2, "Protection from green")), attack("t"), blocks([]string{"p", "t"}), "",
			[]rules.Assignment{assign("t", "p", 1, "bob", 5)}, rules.Illegal, []string{"502.9b"}},
		// 502.9e's example: a 2/2 blocking a 1/1 and a 3/3 trampler.
		{"502.9e", board(sized(creature("one"), 1, 1), sized(creature("t", "Trample"), 3, 3), bobsCreature("w", 2, 2, "~ can block an additional creature.")), attack("one", "t"),
			blocks([]string{"w", "one", "t"}), "", []rules.Assignment{assign("one", "w", 1), assign("t", "w", 1, "bob", 2), assign("w", "one", 2)}, rules.Legal, nil},
		// Damage already marked counts towards lethal (502.9b).
		{"marked damage", board(sized(creature("t", "Trample"), 4, 4), with(bobsCreature("b", 3, 3), func(p *rules.Permanent) { p.Damage = 2 })), attack("t"), blocks([]string{"b", "t"}), "",
			[]rules.Assignment{assign("t", "b", 1, "bob", 3)}, rules.Legal, nil},
		// 310.2c: free division among blockers, lethal damage doesn't matter.
		{"free division", board(sized(creature("g"), 5, 5), bobsCreature("b1", 2, 2), bobsCreature("b2", 2, 2)), attack("g"), blocks([]string{"b1", "g"}, []string{"b2", "g"}), "",
			[]rules.Assignment{assign("g", "b1", 5, "b2", 0)}, rules.Legal, nil},
		{"no trample to player", board(sized(creature("g"), 5, 5), bobsCreature("b1", 2, 2)), attack("g"), blocks([]string{"b1", "g"}), "",
			[]rules.Assignment{assign("g", "b1", 2, "bob", 3)}, rules.Illegal, []string{"310.2c"}},
		{"total differs from power", board(sized(creature("g"), 5, 5), bobsCreature("b1", 2, 2), bobsCreature("b2", 2, 2)), attack("g"), blocks([]string{"b1", "g"}, []string{"b2", "g"}), "",
			[]rules.Assignment{assign("g", "b1", 2, "b2", 2)}, rules.Illegal, []string{"310.2a"}},
		// 310.2b: an unblocked attacker hits the defending player only.
		{"unblocked to creature", board(sized(creature("g"), 2, 2), bobsCreature("b1", 2, 2)), attack("g"), blocks(), "",
			[]rules.Assignment{assign("g", "b1", 2)}, rules.Illegal, []string{"310.2b"}},
		// The blocker left play: a blocked creature assigns nothing (310.2c);
		// with trample, all to the player (502.9c).
		{"blocker gone", board(sized(creature("g"), 3, 3)), attack("g"), blocks([]string{"gone", "g"}), "",
			[]rules.Assignment{assign("g", "bob", 3)}, rules.Illegal, []string{"310.2c"}},
		{"blocker gone, trample", board(sized(creature("g", "Trample"), 3, 3)), attack("g"), blocks([]string{"gone", "g"}), "",
			[]rules.Assignment{assign("g", "bob", 3)}, rules.Legal, nil},
		// 502.10h: a banding attacker's controller divides the blocker's damage.
		{"banding attacker, defender divides", board(sized(creature("h1", "Banding"), 1, 1), sized(creature("h2"), 2, 2), bobsCreature("b", 4, 4)),
			[]rules.Attacker{{Creature: "h1", Band: "x"}, {Creature: "h2", Band: "x"}}, blocks([]string{"b", "h1"}), "",
			[]rules.Assignment{assign("h1", "b", 1), assign("h2", "b", 2), assign("b", "h1", 4)}, rules.Illegal, []string{"502.10h"}},
		{"banding attacker, attacker divides", board(sized(creature("h1", "Banding"), 1, 1), sized(creature("h2"), 2, 2), bobsCreature("b", 4, 4)),
			[]rules.Attacker{{Creature: "h1", Band: "x"}, {Creature: "h2", Band: "x"}}, blocks([]string{"b", "h1"}), "",
			[]rules.Assignment{assign("h1", "b", 1), assign("h2", "b", 2), {Source: "b", AssignedBy: "alice", Damage: []rules.DamageShare{{To: "h2", Amount: 4}}}}, rules.Legal, nil},
		// 502.2b: only first strikers in the first-strike step.
		{"first strike step", board(sized(creature("fs", "First strike"), 2, 2), bobsCreature("b", 2, 2)), attack("fs"), blocks([]string{"b", "fs"}), "",
			[]rules.Assignment{assign("fs", "b", 2), assign("b", "fs", 2)}, rules.Illegal, []string{"502.2b"}},
		{"regular step after first strike", board(sized(creature("fs", "First strike"), 2, 2), bobsCreature("b", 2, 2)), attack("fs"), blocks([]string{"b", "fs"}), rules.RegularStep,
			[]rules.Assignment{assign("b", "fs", 2)}, rules.Legal, nil},
		{"no first strike step", board(sized(creature("g"), 2, 2)), attack("g"), blocks(), rules.FirstStrikeStep,
			[]rules.Assignment{assign("g", "bob", 2)}, rules.Illegal, []string{"310.5"}},
		// 310.2e: an effect says it assigns no combat damage this turn.
		{"assigns no combat damage", board(sized(creature("o", "~ assigns no combat damage this turn."), 1, 3)), attack("o"), blocks(), "",
			[]rules.Assignment{assign("o", "bob", 1)}, rules.Illegal, []string{"310.2e"}},
		{"assigns no combat damage, none announced", board(sized(creature("o", "~ assigns no combat damage this turn."), 1, 3), sized(creature("g"), 2, 2)), attack("o", "g"), blocks(), "",
			[]rules.Assignment{assign("g", "bob", 2)}, rules.Legal, nil},
		// A choice left unannounced (310.1).
		{"missing assignment", board(sized(creature("g"), 5, 5), bobsCreature("b1", 2, 2), bobsCreature("b2", 2, 2)), attack("g"), blocks([]string{"b1", "g"}, []string{"b2", "g"}), "",
			nil, rules.Illegal, []string{"310.1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := rules.DamageDeclaration{Board: tt.board, Attackers: tt.attackers, Blockers: tt.blockers, Step: tt.step, Assignments: tt.assignments}
			j, err := rules.CheckDamage(d)
			assertJudgement(t, j, err, tt.verdict, tt.rules, -1, 0)
			if j.Verdict != rules.Illegal {
				return
			}
			if j.Example == nil {
				t.Fatal("an illegal assignment comes with no example")
			}
			d.Assignments = j.Example.Assignments
			ex, err := rules.CheckDamage(d)
			if err != nil || ex.Verdict != rules.Legal {
				t.Errorf("example %+v judged %s %+v (err %v), want legal", d.Assignments, ex.Verdict, ex.Violations, err)
			}
		})
	}
}

func TestResolveDamage(t *testing.T) {
	green := func(p *rules.Permanent) { p.Colors = []string{"Green"} }
	// 502.9d's board resolved: the protected blocker takes nothing, bob 4.
	d := rules.DamageDeclaration{
		Board:     board(with(sized(creature("t", "Trample"), 6, 6), green), sized(with(creature("p", "Protection from green"), bobs), 2, 2)),
		Attackers: attack("t"), Blockers: blocks([]string{"p", "t"}),
		Assignments: []rules.Assignment{assign("t", "p", 2, "bob", 4), assign("p", "t", 2)},
	}
	r, err := rules.ResolveDamage(d)
	if err != nil || r.Verdict != rules.Legal {
		t.Fatalf("got %s %+v %v, want legal", r.Verdict, r.Violations, err)
	}
	want := []rules.Dealt{{Source: "t", To: "p", Amount: 0, Prevented: 2, Rule: "502.7e"}, {Source: "t", To: "bob", Amount: 4}, {Source: "p", To: "t", Amount: 2}}
	if len(r.Dealt) != len(want) {
		t.Fatalf("dealt = %+v, want %+v", r.Dealt, want)
	}
	for i := range want {
		if r.Dealt[i] != want[i] {
			t.Errorf("dealt[%d] = %+v, want %+v", i, r.Dealt[i], want[i])
		}
	}
	if r.Board.Players[1].Life != 16 || len(r.StateBased) != 0 {
		t.Errorf("bob's life = %d, state-based %+v; want 16 and none", r.Board.Players[1].Life, r.StateBased)
	}
	// A 2/2 blocking a 3/3: destroyed (420.5c); bob at 2 life hit by an unblocked 2/2: loses (420.5a).
	d = rules.DamageDeclaration{
		Board:     rules.Board{ActivePlayer: "alice", Players: []rules.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 2}}, Permanents: []rules.Permanent{sized(creature("g"), 3, 3), sized(creature("u"), 2, 2), sized(with(creature("b"), bobs), 2, 2)}},
		Attackers: attack("g", "u"), Blockers: blocks([]string{"b", "g"}),
	}
	r, err = rules.ResolveDamage(d)
	if err != nil || r.Verdict != rules.Legal {
		t.Fatalf("got %s %+v %v, want legal", r.Verdict, r.Violations, err)
	}
	var got []string
	for _, e := range r.StateBased {
		got = append(got, string(e.Rule)+" "+string(e.Object)+string(e.Player))
	}
	if len(got) != 2 || got[0] != "420.5a bob" || got[1] != "420.5c b" {
		t.Errorf("state-based = %v, want [420.5a bob, 420.5c b]", got)
	}
	if len(r.Board.Permanents) != 2 || r.Board.Permanents[0].Damage != 2 {
		t.Errorf("board after = %+v, want g with 2 damage and u; b gone", r.Board.Permanents)
	}
}
