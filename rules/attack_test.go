package rules_test

import (
	"context"
	"slices"
	"testing"

	"rulesjudge/rules"
)

// creature builds a 2/2 creature controlled by alice unless says otherwise.
func creature(id string, abilities ...string) rules.Permanent {
	p, t := 2, 2
	return rules.Permanent{ID: rules.ObjectID(id), Name: id, Controller: "alice", Types: []string{"Creature"}, Power: &p, Toughness: &t, Abilities: abilities}
}

func with(p rules.Permanent, f func(*rules.Permanent)) rules.Permanent { f(&p); return p }

func tapped(p *rules.Permanent) { p.Tapped = true }
func sick(p *rules.Permanent)   { p.SummoningSick = true }
func bobs(p *rules.Permanent)   { p.Controller = "bob" }
func enchant(id, ability, controller string) rules.Permanent {
	return rules.Permanent{ID: rules.ObjectID(id), Name: id, Controller: rules.PlayerID(controller), Types: []string{"Enchantment"}, Abilities: []string{ability}}
}

func board(perms ...rules.Permanent) rules.Board {
	return rules.Board{ActivePlayer: "alice", Players: []rules.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}}, Permanents: perms}
}

func attack(ids ...string) []rules.Attacker {
	out := []rules.Attacker{}
	for _, id := range ids {
		out = append(out, rules.Attacker{Creature: rules.ObjectID(id)})
	}
	return out
}

func ruleIDs(v []rules.Violation) []string {
	out := []string{}
	for _, x := range v {
		out = append(out, string(x.Rule))
	}
	slices.Sort(out)
	return out
}

func TestCheckAttacks(t *testing.T) {
	const ifAble = "~ attacks each turn if able."
	const cap1 = "No more than one creature can attack each combat."
	const alone = "~ can't attack alone."
	tests := []struct {
		name      string
		board     rules.Board
		attackers []rules.Attacker
		verdict   rules.Verdict
		rules     []string
		obeyed    int // -1: no requirements section expected
		maximum   int
	}{
		// 500.2, first example: two "can't attack alone" creatures may attack together.
		{"500.2 ex1 both attack", board(creature("a", alone), creature("b", alone)), attack("a", "b"), rules.Legal, nil, -1, 0},
		{"500.2 ex1 one alone", board(creature("a", alone), creature("b", alone)), attack("a"), rules.Illegal, []string{"500.2"}, -1, 0},
		// 500.2, second example: "attacks if able", a vanilla creature, a cap of one.
		{"500.2 ex2 only the required one", board(creature("req", ifAble), creature("van"), enchant("cap", cap1, "bob")), attack("req"), rules.Legal, nil, 1, 1},
		{"500.2 ex2 the other one", board(creature("req", ifAble), creature("van"), enchant("cap", cap1, "bob")), attack("van"), rules.Illegal, []string{"500.4"}, 0, 1},
		{"500.2 ex2 both", board(creature("req", ifAble), creature("van"), enchant("cap", cap1, "bob")), attack("req", "van"), rules.Illegal, []string{"500.2"}, 1, 1},
		{"500.2 ex2 neither", board(creature("req", ifAble), creature("van"), enchant("cap", cap1, "bob")), attack(), rules.Illegal, []string{"500.4"}, 0, 1},
		// 500.5: a partner without requirements need not be added to obey one.
		{"500.5 alone and required, partner not considered", board(creature("req", ifAble, alone), creature("van")), attack(), rules.Legal, nil, 0, 0},
		{"500.5 alone and required, with partner", board(creature("req", ifAble, alone), creature("van")), attack("req", "van"), rules.Legal, nil, 1, 1},
		// Two requirement creatures that can't attack alone: both must attack.
		{"two alone+required", board(creature("a", ifAble, alone), creature("b", ifAble, alone)), attack(), rules.Illegal, []string{"500.4", "500.4"}, 0, 2},
		// 308.2a, 212.3d, 502.5b, 502.41b.
		{"tapped", board(with(creature("a"), tapped)), attack("a"), rules.Illegal, []string{"308.2a"}, -1, 0},
		{"tapped and sick", board(with(with(creature("a"), tapped), sick)), attack("a"), rules.Illegal, []string{"212.3d", "308.2a"}, -1, 0},
		{"sick", board(with(creature("a"), sick)), attack("a"), rules.Illegal, []string{"212.3d"}, -1, 0},
		{"sick with haste", board(with(creature("a", "Haste"), sick)), attack("a"), rules.Legal, nil, -1, 0},
		{"defender", board(creature("a", "Defender")), attack("a"), rules.Illegal, []string{"502.41b"}, -1, 0},
		{"opponent's creature", board(with(creature("a"), bobs)), attack("a"), rules.Illegal, []string{"308.2a"}, -1, 0},
		// 500.2 exemption: tapped creatures are exempt from requirements.
		{"tapped required creature need not attack", board(with(creature("a", ifAble), tapped)), attack(), rules.Legal, nil, -1, 0},
		// 500.2 exemption: a creature that could attack only by paying a cost.
		{"propaganda exempts", board(creature("a", ifAble), enchant("prop", "Creatures can't attack you unless their controller pays {2} for each creature he or she controls that's attacking you.", "bob")), attack(), rules.Legal, nil, -1, 0},
		// "Red creatures attack each turn if able." applies to red ones only.
		{"quality requirement", board(with(creature("r"), func(p *rules.Permanent) { p.Colors = []string{"Red"} }), with(creature("g"), func(p *rules.Permanent) { p.Colors = []string{"Green"} }), enchant("war", "Red creatures attack each turn if able.", "bob")), attack(), rules.Illegal, []string{"500.4"}, 0, 1},
		// Summoning sick creatures can't obey their requirement: counted, never obeyable.
		{"sick required creature", board(with(creature("a", ifAble), sick)), attack(), rules.Legal, nil, 0, 0},
		// Bands, 502.10b and 502.11b.
		{"band banding+vanilla", board(creature("a", "Banding"), creature("b")), []rules.Attacker{{Creature: "a", Band: "x"}, {Creature: "b", Band: "x"}}, rules.Legal, nil, -1, 0},
		{"band two vanilla", board(creature("a"), creature("b")), []rules.Attacker{{Creature: "a", Band: "x"}, {Creature: "b", Band: "x"}}, rules.Illegal, []string{"502.10b"}, -1, 0},
		{"bands with other pair", board(creature("a", "Bands with other Wolves"), creature("b", "Bands with other Wolves")), []rules.Attacker{{Creature: "a", Band: "x"}, {Creature: "b", Band: "x"}}, rules.Legal, nil, -1, 0},
		{"bands with other + vanilla", board(creature("a", "Bands with other Wolves"), creature("b")), []rules.Attacker{{Creature: "a", Band: "x"}, {Creature: "b", Band: "x"}}, rules.Illegal, []string{"502.11b"}, -1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j, err := rules.CheckAttacks(context.Background(), rules.AttackDeclaration{Board: tt.board, Attackers: tt.attackers}, rules.Options{})
			if !assertJudgement(t, j, err, tt.verdict, tt.rules, tt.obeyed, tt.maximum) {
				return
			}
			// The example must itself be judged legal.
			ex, err := rules.CheckAttacks(context.Background(), rules.AttackDeclaration{Board: tt.board, Attackers: j.Requirements.Example.Attackers}, rules.Options{})
			if err != nil || ex.Verdict != rules.Legal {
				t.Errorf("example %+v judged %s %+v (err %v), want legal", j.Requirements.Example.Attackers, ex.Verdict, ex.Violations, err)
			}
		})
	}
}

// assertJudgement checks a judgement's verdict, its violations' rule
// numbers (as a multiset) and its requirement summary (obeyed < 0: none
// expected). It reports whether an example declaration is there to recheck.
func assertJudgement(t *testing.T, j rules.Judgement, err error, verdict rules.Verdict, wantRules []string, obeyed, maximum int) bool {
	t.Helper()
	if err != nil {
		t.Fatalf("check: %v", err)
	}
	if j.Verdict != verdict {
		t.Errorf("verdict = %s, want %s (violations %+v)", j.Verdict, verdict, j.Violations)
	}
	want := append([]string{}, wantRules...)
	slices.Sort(want)
	if got := ruleIDs(j.Violations); !slices.Equal(got, want) {
		t.Errorf("rules = %v, want %v (%+v)", got, want, j.Violations)
	}
	if obeyed < 0 {
		if j.Requirements != nil {
			t.Errorf("requirements = %+v, want none", *j.Requirements)
		}
		return false
	}
	if j.Requirements == nil {
		t.Fatalf("requirements missing, want obeyed %d maximum %d", obeyed, maximum)
	}
	if j.Requirements.Obeyed != obeyed || j.Requirements.Maximum != maximum {
		t.Errorf("requirements = %d/%d, want %d/%d", j.Requirements.Obeyed, j.Requirements.Maximum, obeyed, maximum)
	}
	return true
}
