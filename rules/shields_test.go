package rules_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"rulesjudge/rules"
)

func dmgShields(ss ...rules.Shield) func(*rules.Permanent) {
	return func(p *rules.Permanent) { p.Shields = ss }
}

func dmgCounters(kind string, n int) func(*rules.Permanent) {
	return func(p *rules.Permanent) { p.Counters = map[string]int{kind: n} }
}

// TestResolveWithShields resolves combat damage against shields and
// prevention statics, checking what was dealt (with the rule that
// prevented it), the state-based effects (with their rules) and what is
// left of the shields.
func TestResolveWithShields(t *testing.T) {
	bob := func(id string, power, toughness int, f func(*rules.Permanent), abilities ...string) rules.Permanent {
		return with(sized(with(creature(id, abilities...), bobs), power, toughness), f)
	}
	none := func(*rules.Permanent) {}
	prevent := func(n int) rules.Shield { return rules.Shield{Kind: rules.PreventShield, Amount: n} }
	regen := rules.Shield{Kind: rules.RegenerateShield}
	phantom := "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."
	hydra := "For each 1 damage that would be dealt to ~, if it has a +1/+1 counter on it, remove a +1/+1 counter from it and prevent that 1 damage."
	tests := []struct {
		name      string
		board     rules.Board
		blockers  []rules.Blocker
		assign    []rules.Assignment
		dealt     []string // "source>to amount/prevented rule"
		sbe       []string // "rule object event"
		shieldsOf string   // a permanent whose shields are checked after
		shields   int      // how many it has left
	}{
		{"419.7b shield of 2 on a 2/2 blocking a 3/3", board(sized(creature("g"), 3, 3), bob("b", 2, 2, dmgShields(prevent(2)))), blocks([]string{"b", "g"}), nil,
			[]string{"g>b 1/2 419.7b", "b>g 2/0 "}, nil, "b", 0},
		{"419.7b shield outlasts the damage", board(sized(creature("g"), 1, 1), bob("b", 2, 2, dmgShields(prevent(3)))), blocks([]string{"b", "g"}), nil,
			[]string{"g>b 0/1 419.7b", "b>g 2/0 "}, []string{"420.5c g destroyed"}, "b", 1},
		{"419.7b shield limited to another source", board(sized(creature("g"), 3, 3), bob("b", 2, 2, dmgShields(rules.Shield{Kind: rules.PreventShield, Amount: 3, Source: "x"})), bob("x", 1, 1, none)),
			blocks([]string{"b", "g"}), nil, []string{"g>b 3/0 ", "b>g 2/0 "}, []string{"420.5c b destroyed"}, "", 0},
		{"419.6c redirection to another creature", board(sized(creature("g"), 3, 3), bob("b", 1, 1, dmgShields(rules.Shield{Kind: rules.RedirectShield, Amount: 3, To: "o"})), bob("o", 4, 4, none)),
			blocks([]string{"b", "g"}), nil, []string{"g>b 0/0 ", "g>o 3/0 ", "b>g 1/0 "}, nil, "b", 0},
		{"419.6a each redirection once: back and forth ends", board(sized(creature("g"), 3, 3),
			bob("b", 1, 1, dmgShields(rules.Shield{Kind: rules.RedirectShield, Amount: 3, To: "o"})), bob("o", 4, 4, dmgShields(rules.Shield{Kind: rules.RedirectShield, Amount: 3, To: "b"}))),
			blocks([]string{"b", "g"}), nil, []string{"g>b 0/0 ", "g>o 0/0 ", "g>b 3/0 ", "b>g 1/0 "}, []string{"420.5c b destroyed"}, "o", 0},
		{"419.6b regeneration replaces lethal damage", board(sized(creature("g"), 3, 3), bob("b", 1, 1, dmgShields(regen, regen))), blocks([]string{"b", "g"}), nil,
			[]string{"g>b 3/0 ", "b>g 1/0 "}, []string{"420.5c b regenerated"}, "b", 1},
		{"420.5b regeneration can't replace toughness 0", board(sized(creature("g"), 3, 3), bob("b", 1, 1, func(p *rules.Permanent) { dmgShields(regen)(p); dmgCounters("-1/-1", 1)(p) })),
			blocks([]string{"b", "g"}), nil, []string{"g>b 3/0 "}, []string{"420.5b b put into its owner's graveyard"}, "", 0},
		{"420.5c indestructible keeps its regeneration shield", board(sized(creature("g"), 3, 3), bob("b", 1, 1, dmgShields(regen), "Indestructible")), blocks([]string{"b", "g"}), nil,
			[]string{"g>b 3/0 ", "b>g 1/0 "}, []string{"420.5c b not destroyed: indestructible"}, "b", 1},
		{"419.7 Phantom: one counter for a double block", board(with(sized(creature("p", phantom), 0, 0), dmgCounters("+1/+1", 3)), bob("b1", 2, 2, none), bob("b2", 2, 2, none)),
			blocks([]string{"b1", "p"}, []string{"b2", "p"}), []rules.Assignment{assign("p", "b1", 3)},
			[]string{"p>b1 3/0 ", "b1>p 0/2 419.7", "b2>p 0/2 419.7"}, []string{"420.5c b1 destroyed"}, "", 0},
		{"419.7 Phantom's last counter: toughness 0", board(sized(creature("g"), 3, 3), bob("p", 0, 0, dmgCounters("+1/+1", 1), phantom)), blocks([]string{"p", "g"}), nil,
			[]string{"g>p 0/3 419.7", "p>g 1/0 "}, []string{"420.5b p put into its owner's graveyard"}, "", 0},
		{"419.7 Rock Hydra: a counter a point", board(sized(creature("g"), 5, 5), bob("h", 0, 0, dmgCounters("+1/+1", 3), hydra)), blocks([]string{"h", "g"}), nil,
			[]string{"g>h 2/3 419.7", "h>g 3/0 "}, []string{"420.5b h put into its owner's graveyard"}, "", 0},
		{"419.7 N or less from each source", board(with(sized(creature("c", "If a source would deal 3 or less damage to ~, prevent that damage."), 4, 4), tapped), bob("h1", 3, 3, none), bob("h2", 3, 3, none)),
			blocks([]string{"h1", "c"}, []string{"h2", "c"}), []rules.Assignment{assign("c", "h1", 4)},
			[]string{"c>h1 4/0 ", "h1>c 0/3 419.7", "h2>c 0/3 419.7"}, []string{"420.5c h1 destroyed"}, "", 0},
		{"419.7 by [quality]: first strike", board(sized(creature("k", "First strike"), 2, 2), bob("s", 5, 3, none, "Prevent all damage that would be dealt to ~ by creatures with first strike.")),
			blocks([]string{"s", "k"}), nil, []string{"k>s 0/2 419.7"}, nil, "", 0},
		{"419.7 to [quality] creatures", board(with(sized(creature("r"), 2, 2), func(p *rules.Permanent) { p.Colors = []string{"Red"} }), bob("o", 4, 3, none, "Prevent all damage that ~ would deal to red creatures.")),
			blocks([]string{"o", "r"}), nil, []string{"r>o 2/0 ", "o>r 0/4 419.7"}, nil, "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := rules.ResolveDamage(rules.DamageDeclaration{Board: tt.board, Attackers: attack(string(tt.board.Permanents[0].ID)), Blockers: tt.blockers, Assignments: tt.assign})
			if err != nil || r.Verdict != rules.Legal {
				t.Fatalf("got %s %+v %v, want legal", r.Verdict, r.Violations, err)
			}
			var dealt, sbe []string
			for _, d := range r.Dealt {
				dealt = append(dealt, fmt.Sprintf("%s>%s %d/%d %s", d.Source, d.To, d.Amount, d.Prevented, d.Rule))
			}
			for _, e := range r.StateBased {
				sbe = append(sbe, fmt.Sprintf("%s %s %s", e.Rule, e.Object, e.Event))
			}
			if !slices.Equal(dealt, tt.dealt) {
				t.Errorf("dealt = %q, want %q", dealt, tt.dealt)
			}
			if !slices.Equal(sbe, tt.sbe) {
				t.Errorf("state-based = %q, want %q", sbe, tt.sbe)
			}
			if tt.shieldsOf == "" {
				return
			}
			for _, p := range r.Board.Permanents {
				if string(p.ID) == tt.shieldsOf && len(p.Shields) != tt.shields {
					t.Errorf("%s has shields %+v after, want %d", p.ID, p.Shields, tt.shields)
				}
			}
		})
	}
}

// TestFirstStrikeHistory judges the regular step with the creatures that
// assigned in the first-strike step given (502.2b, 502.2c, 502.28d).
func TestFirstStrikeHistory(t *testing.T) {
	b := func(power int, abilities ...string) rules.Board {
		return board(sized(creature("k", abilities...), power, 1), sized(with(creature("c"), bobs), 3, 3))
	}
	tests := []struct {
		name    string
		board   rules.Board
		history []rules.PermanentID
		assign  []rules.Assignment
		verdict rules.Verdict
		rules   []string
	}{
		{"lost first strike after assigning", b(2), []rules.PermanentID{"k"}, []rules.Assignment{assign("k", "c", 2)}, rules.Illegal, []string{"502.2b"}},
		{"still first strike after assigning", b(2, "First strike"), []rules.PermanentID{"k"}, []rules.Assignment{assign("k", "c", 2)}, rules.Illegal, []string{"502.2b"}},
		{"gained double strike after assigning", b(2, "First strike", "Double strike"), []rules.PermanentID{"k"}, []rules.Assignment{assign("k", "c", 2)}, rules.Legal, nil},
		{"gained first strike after the first step", b(2, "First strike"), []rules.PermanentID{}, []rules.Assignment{assign("k", "c", 2)}, rules.Legal, nil},
		{"the blocker that didn't assign then assigns now", b(2, "First strike"), []rules.PermanentID{"k"}, []rules.Assignment{assign("c", "k", 3)}, rules.Legal, nil},
		{"the first striker listed twice over: still no second assignment", b(2, "First strike"), []rules.PermanentID{"k", "k"}, []rules.Assignment{assign("k", "c", 2), assign("c", "k", 3)}, rules.Illegal, []string{"502.2b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j, err := rules.CheckDamage(rules.DamageDeclaration{Board: tt.board, Attackers: attack("k"), Blockers: blocks([]string{"c", "k"}),
				Step: rules.RegularStep, AssignedFirstStrike: tt.history, Assignments: tt.assign})
			assertJudgement(t, j, err, tt.verdict, tt.rules, -1, 0)
		})
	}
	// With step first_strike, the history is refused, naming the field.
	_, err := rules.CheckDamage(rules.DamageDeclaration{Board: b(2, "First strike"), Attackers: attack("k"), Step: rules.FirstStrikeStep, AssignedFirstStrike: []rules.PermanentID{"k"}})
	var fe rules.InputError
	if !errors.As(err, &fe) || len(fe) != 1 || fe[0].Path.String() != "assigned_first_strike_damage" {
		t.Errorf("first_strike with a history: err = %v, want one error at /assigned_first_strike_damage", err)
	}
}

// TestChangedSidesRemovedFromCombat: a declared creature that changed
// controller or stopped being a creature is removed from combat (306.2).
func TestChangedSidesRemovedFromCombat(t *testing.T) {
	land := rules.Permanent{ID: "f", Name: "Factory", Controller: "alice", Types: []string{"Land"}}
	tests := []struct {
		name     string
		board    rules.Board
		attacker string
		blockers []rules.Blocker
		assign   []rules.Assignment
		verdict  rules.Verdict
		rules    []string
	}{
		{"attacker now bob's assigns nothing", board(sized(with(creature("g"), bobs), 3, 3)), "g", nil, []rules.Assignment{assign("g", "bob", 3)}, rules.Illegal, []string{"306.2"}},
		{"attacker no longer a creature", board(land), "f", nil, []rules.Assignment{assign("f", "bob", 2)}, rules.Illegal, []string{"306.2"}},
		{"blocker now alice's: attacker blocked, no recipient", board(sized(creature("g"), 3, 3), creature("b")), "g", blocks([]string{"b", "g"}), []rules.Assignment{assign("g", "b", 3)}, rules.Illegal, []string{"310.2c"}},
		{"blocker now alice's: nothing to assign", board(sized(creature("g"), 3, 3), creature("b")), "g", blocks([]string{"b", "g"}), nil, rules.Legal, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j, err := rules.CheckDamage(rules.DamageDeclaration{Board: tt.board, Attackers: attack(tt.attacker), Blockers: tt.blockers, Assignments: tt.assign})
			if !assertJudgement(t, j, err, tt.verdict, tt.rules, -1, 0) || j.Verdict != rules.Legal {
				return
			}
			if !slices.ContainsFunc(j.Notes, func(n rules.Note) bool {
				return n.Rule == "306.2" && strings.Contains(n.Message, "removed from combat")
			}) {
				t.Errorf("notes %+v, want a 306.2 note", j.Notes)
			}
		})
	}
}

// TestShieldLimits: more than MaxShields shields on one permanent is an
// input error naming the list, and a ring of redirection shields as long as
// allowed resolves, each shield applying once to the same damage (419.6a).
func TestShieldLimits(t *testing.T) {
	many := make([]rules.Shield, rules.MaxShields+1)
	for i := range many {
		many[i] = rules.Shield{Kind: rules.PreventShield, Amount: 1}
	}
	_, err := rules.ResolveDamage(rules.DamageDeclaration{Board: board(with(creature("g"), dmgShields(many...))), Attackers: attack("g")})
	var in rules.InputError
	if !errors.As(err, &in) || len(in) != 1 || in[0].Path.String() != "board.permanents[0].shields" {
		t.Errorf("%d shields: err = %v, want one error at board.permanents[0].shields", len(many), err)
	}
	ring := func(to string) []rules.Shield {
		out := make([]rules.Shield, rules.MaxShields)
		for i := range out {
			out[i] = rules.Shield{Kind: rules.RedirectShield, Amount: 1, To: rules.ObjectID(to)}
		}
		return out
	}
	b := board(sized(creature("g"), 1000, 3), with(with(creature("a"), bobs), dmgShields(ring("b")...)), with(with(creature("b"), bobs), dmgShields(ring("a")...)))
	r, err := rules.ResolveDamage(rules.DamageDeclaration{Board: b, Attackers: attack("g"), Blockers: blocks([]string{"a", "g"})})
	if err != nil || r.Verdict != rules.Legal {
		t.Fatalf("got %s %v, want legal", r.Verdict, err)
	}
	// Every shield sends 1 on (200 in all); the rest lands where the chain
	// runs out of shields. The Giant's 1000 damage is all dealt, none
	// prevented.
	total, redirected := 0, 0
	for _, d := range r.Dealt {
		if d.Source == "g" {
			total += d.Amount
			redirected += d.Redirected
		}
	}
	if total != 1000 || redirected != 2*rules.MaxShields {
		t.Errorf("dealt %d in all with %d redirected, want 1000 and %d: %+v", total, redirected, 2*rules.MaxShields, r.Dealt)
	}
}

// TestShieldConservation deals random combat damage through random
// prevention and redirection shields and checks the bookkeeping that must
// hold whatever the shields: each source's damage to each recipient it was
// assigned to is dealt, prevented or redirected, point for point; what was
// redirected arrives as damage elsewhere (dealt, prevented or redirected
// again); the shields lose exactly the points they prevented or
// redirected; and the board afterwards carries exactly the
// damage and life the dealt list says.
func TestShieldConservation(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 2))
	ids := []string{"b0", "b1", "b2", "bob", "alice", "x"}
	for round := range 300 {
		n := 1 + rng.IntN(3)
		perms := []rules.Permanent{sized(creature("g", "Trample"), 1+rng.IntN(12), 20)}
		var bl []string
		for i := range n {
			id := fmt.Sprint("b", i)
			var ss []rules.Shield
			for range rng.IntN(4) {
				s := rules.Shield{Kind: rules.PreventShield, Amount: 1 + rng.IntN(3)}
				if rng.IntN(2) == 0 {
					s = rules.Shield{Kind: rules.RedirectShield, Amount: 1 + rng.IntN(3), To: rules.ObjectID(ids[rng.IntN(len(ids))])}
					if s.To == rules.ObjectID(id) || (s.To == "b1" && n < 2) || (s.To == "b2" && n < 3) {
						s.To = "bob"
					}
				}
				ss = append(ss, s)
			}
			perms = append(perms, with(sized(with(creature(id), bobs), 0, 50), dmgShields(ss...)))
			bl = append(bl, id, "g")
		}
		perms = append(perms, sized(with(creature("x"), bobs), 0, 50))
		var blockers []rules.Blocker
		for i := 0; i < len(bl); i += 2 {
			blockers = append(blockers, rules.Blocker{Creature: rules.ObjectID(bl[i]), Blocking: []rules.PermanentID{"g"}})
		}
		power := *perms[0].Power
		a := rules.Assignment{Source: "g"}
		left := power
		for i := range n {
			k := rng.IntN(left + 1)
			if i == n-1 {
				k = left
			}
			a.Damage = append(a.Damage, rules.DamageShare{To: rules.ObjectID(fmt.Sprint("b", i)), Amount: k})
			left -= k
		}
		r, err := rules.ResolveDamage(rules.DamageDeclaration{Board: board(perms...), Attackers: attack("g"), Blockers: blockers, Assignments: []rules.Assignment{a}})
		if err != nil || r.Verdict != rules.Legal {
			t.Fatalf("round %d: got %s %+v %v, want legal", round, r.Verdict, r.Violations, err)
		}
		assigned := map[rules.ObjectID]int{}
		for _, s := range a.Damage {
			assigned[s.To] += s.Amount
		}
		inbound := map[rules.ObjectID]int{} // redirected to each recipient
		outbound := map[rules.ObjectID]int{}
		dealtTo := map[rules.ObjectID]int{}
		for _, d := range r.Dealt {
			if d.Source != "g" {
				t.Fatalf("round %d: dealt %+v: only g deals damage", round, d)
			}
			whole := d.Amount + d.Prevented + d.Redirected
			if d.RedirectedFrom == "" && whole != assigned[d.To] {
				t.Errorf("round %d: %+v: %d accounted for, %d assigned", round, d, whole, assigned[d.To])
			}
			if d.RedirectedFrom != "" {
				inbound[d.RedirectedFrom] += whole
			}
			outbound[d.To] += d.Redirected
			dealtTo[d.To] += d.Amount
		}
		for id, out := range outbound {
			if inbound[id] != out {
				t.Errorf("round %d: %s redirected %d away, %d arrived elsewhere: %+v", round, id, out, inbound[id], r.Dealt)
			}
		}
		// Each point prevented or redirected used up one point of a shield
		// of its recipient (no statics here: every prevention is a shield's).
		used := map[rules.ObjectID]int{}
		for _, d := range r.Dealt {
			used[d.To] += d.Prevented + d.Redirected
		}
		sum := func(ss []rules.Shield) (n int) {
			for _, s := range ss {
				n += s.Amount
			}
			return n
		}
		for i, p := range r.Board.Permanents {
			if before, after := sum(perms[i].Shields), sum(p.Shields); before-after != used[p.ID] {
				t.Errorf("round %d: %s's shields went from %d to %d, but %d points were prevented or redirected", round, p.ID, before, after, used[p.ID])
			}
		}
		for _, p := range r.Board.Permanents {
			if p.Damage != dealtTo[p.ID] {
				t.Errorf("round %d: %s has %d damage after, the dealt list says %d", round, p.ID, p.Damage, dealtTo[p.ID])
			}
			for i, s := range p.Shields {
				if s.Amount < 1 {
					t.Errorf("round %d: %s keeps a spent shield %d: %+v", round, p.ID, i, s)
				}
			}
		}
		for _, p := range r.Board.Players {
			if p.Life != 20-dealtTo[p.ID] {
				t.Errorf("round %d: %s at %d life, the dealt list says %d", round, p.ID, p.Life, 20-dealtTo[p.ID])
			}
		}
	}
}
