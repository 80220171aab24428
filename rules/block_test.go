package rules_test

import (
	"context"
	"testing"

	"rulesjudge/rules"
)

func blocks(pairs ...[]string) []rules.Blocker {
	out := []rules.Blocker{}
	for _, p := range pairs {
		out = append(out, rules.Blocker{Creature: rules.ObjectID(p[0]), Blocking: toIDs(p[1:])})
	}
	return out
}

func toIDs(ss []string) []rules.ObjectID {
	out := []rules.ObjectID{}
	for _, s := range ss {
		out = append(out, rules.ObjectID(s))
	}
	return out
}

func land(id, controller string, supertypes []string, subtype string) rules.Permanent {
	return rules.Permanent{ID: rules.ObjectID(id), Name: id, Controller: rules.PlayerID(controller), Types: []string{"Land"}, Supertypes: supertypes, Subtypes: []string{subtype}}
}

func TestCheckBlocks(t *testing.T) {
	const twoOrMore = "~ can't be blocked except by two or more creatures."
	const lure = "All creatures able to block ~ do so."
	const mustBlock = "~ blocks each turn if able."
	bob := func(id string, abilities ...string) rules.Permanent { return with(creature(id, abilities...), bobs) }
	tests := []struct {
		name      string
		board     rules.Board
		attackers []rules.Attacker
		blockers  []rules.Blocker
		verdict   rules.Verdict
		rules     []string
		obeyed    int // -1: no requirements section expected
		maximum   int
	}{
		// 500.5's example: "blocks if able", a vanilla creature, "two or more".
		{"500.5 both", board(creature("x", twoOrMore), bob("req", mustBlock), bob("van")), attack("x"), blocks([]string{"req", "x"}, []string{"van", "x"}), rules.Legal, nil, 1, 1},
		{"500.5 neither", board(creature("x", twoOrMore), bob("req", mustBlock), bob("van")), attack("x"), blocks(), rules.Legal, nil, 0, 0},
		{"500.5 only required", board(creature("x", twoOrMore), bob("req", mustBlock), bob("van")), attack("x"), blocks([]string{"req", "x"}), rules.Illegal, []string{"500.3"}, 1, 0},
		// Only the vanilla one: also 500.4, as the required creature joining it
		// breaks no restriction and obeys one more requirement.
		{"500.5 only vanilla", board(creature("x", twoOrMore), bob("req", mustBlock), bob("van")), attack("x"), blocks([]string{"van", "x"}), rules.Illegal, []string{"500.3", "500.4"}, 0, 1},
		// Lure against "two or more": one possible blocker, then two.
		{"lure+two one blocker", board(creature("x", lure, twoOrMore), bob("b1")), attack("x"), blocks(), rules.Legal, nil, 0, 0},
		{"lure+two two blockers none", board(creature("x", lure, twoOrMore), bob("b1"), bob("b2")), attack("x"), blocks(), rules.Illegal, []string{"500.4", "500.4"}, 0, 2},
		{"lure+two two blockers both", board(creature("x", lure, twoOrMore), bob("b1"), bob("b2")), attack("x"), blocks([]string{"b1", "x"}, []string{"b2", "x"}), rules.Legal, nil, 2, 2},
		// 501.2 / 502.8b: flying and shadow both apply.
		{"flier with shadow vs flier", board(creature("x", "Flying", "Shadow"), bob("f", "Flying")), attack("x"), blocks([]string{"f", "x"}), rules.Illegal, []string{"502.8b"}, -1, 0},
		{"flying vs ground", board(creature("x", "Flying"), bob("g")), attack("x"), blocks([]string{"g", "x"}), rules.Illegal, []string{"502.4b"}, -1, 0},
		{"flying vs as-though-flying", board(creature("x", "Flying"), bob("s", "~ can block as though it had flying.")), attack("x"), blocks([]string{"s", "x"}), rules.Legal, nil, -1, 0},
		// 502.6d: a snow forestwalker doesn't cancel snow forestwalk.
		{"502.6d", board(creature("x", "Snow forestwalk"), bob("y", "Snow forestwalk"), land("f", "bob", []string{"Basic", "Snow"}, "Forest")), attack("x"), blocks([]string{"y", "x"}), rules.Illegal, []string{"502.6c"}, -1, 0},
		// Landwalk looks at the defending player's lands only.
		{"islandwalk, attacker's island", board(creature("x", "Islandwalk"), bob("y"), land("i", "alice", []string{"Basic"}, "Island")), attack("x"), blocks([]string{"y", "x"}), rules.Legal, nil, -1, 0},
		// 502.10e: a band of a flier and a swampwalker; bob controls a Swamp.
		{"band flier named", board(creature("fl", "Flying", "Banding"), creature("sw", "Swampwalk"), bob("y", "Flying"), land("s", "bob", []string{"Basic"}, "Swamp")),
			[]rules.Attacker{{Creature: "fl", Band: "b"}, {Creature: "sw", Band: "b"}}, blocks([]string{"y", "fl"}), rules.Legal, nil, -1, 0},
		{"band swampwalker named", board(creature("fl", "Flying", "Banding"), creature("sw", "Swampwalk"), bob("y", "Flying"), land("s", "bob", []string{"Basic"}, "Swamp")),
			[]rules.Attacker{{Creature: "fl", Band: "b"}, {Creature: "sw", Band: "b"}}, blocks([]string{"y", "sw"}), rules.Illegal, []string{"502.6b"}, -1, 0},
		// 309.2a: blocking two without an ability that allows it.
		{"blocks two", board(creature("x"), creature("z"), bob("y")), attack("x", "z"), blocks([]string{"y", "x", "z"}), rules.Illegal, []string{"309.2a"}, -1, 0},
		{"blocks two with additional", board(creature("x"), creature("z"), bob("y", "~ can block an additional creature.")), attack("x", "z"), blocks([]string{"y", "x", "z"}), rules.Legal, nil, -1, 0},
		// Provoke on a creature that can't block the provoker: nothing to obey.
		{"provoke unobeyable", board(creature("x", "Provoke", "Flying"), bob("y")), []rules.Attacker{{Creature: "x", Provoke: []rules.ObjectID{"y"}}}, blocks(), rules.Legal, nil, 0, 0},
		{"provoke disobeyed", board(creature("x", "Provoke"), creature("z"), bob("y")), []rules.Attacker{{Creature: "x", Provoke: []rules.ObjectID{"y"}}, {Creature: "z"}}, blocks([]string{"y", "z"}), rules.Illegal, []string{"500.4"}, 0, 1},
		// "Must be blocked if able" is one requirement any creature may obey.
		{"must be blocked", board(creature("x", "~ must be blocked if able."), bob("y"), bob("w")), attack("x"), blocks(), rules.Illegal, []string{"500.4"}, 0, 1},
		// 502.7f, 502.25b.
		{"protection from red", board(creature("x", "Protection from red"), with(bob("y"), func(p *rules.Permanent) { p.Colors = []string{"Red"} })), attack("x"), blocks([]string{"y", "x"}), rules.Illegal, []string{"502.7f"}, -1, 0},
		{"fear vs black", board(creature("x", "Fear"), with(bob("y"), func(p *rules.Permanent) { p.Colors = []string{"Black"} })), attack("x"), blocks([]string{"y", "x"}), rules.Legal, nil, -1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := rules.BlockDeclaration{Board: tt.board, Attackers: tt.attackers, Blockers: tt.blockers}
			j, err := rules.CheckBlocks(context.Background(), d, rules.Options{})
			if !assertJudgement(t, j, err, tt.verdict, tt.rules, tt.obeyed, tt.maximum) {
				return
			}
			d.Blockers = j.Requirements.Example.Blockers
			ex, err := rules.CheckBlocks(context.Background(), d, rules.Options{})
			if err != nil || ex.Verdict != rules.Legal {
				t.Errorf("example %+v judged %s %+v (err %v), want legal", d.Blockers, ex.Verdict, ex.Violations, err)
			}
		})
	}
}
