package rules_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"rulesjudge/internal/boards"
	"rulesjudge/rules"
	"rulesjudge/rules/solver"
)

// The requirements that hold only under the declaration (require.go):
// Viashino Bey, Ekundu Cyclops, War's Toll, Magnetic Web.
const (
	beyText   = "If ~ attacks, all creatures you control attack if able."
	cycText   = "If a creature you control attacks, ~ also attacks if able."
	tollText  = "If a creature an opponent controls attacks, all creatures that opponent controls attack if able."
	webText   = "If a creature with a magnet counter on it attacks, all creatures with magnet counters on them attack if able."
	eachTurn  = "~ attacks each turn if able."
	aloneText = "~ can't attack alone."
)

// condBoard is a random board of alice's creatures under requirements
// with conditions on the declaration, unconditional ones and restrictions,
// and a random proposal.
func condBoard(r *rand.Rand) rules.AttackDeclaration { return condBoardN(r, 1+r.IntN(5)) }

// condBoardN is condBoard with n creatures.
func condBoardN(r *rand.Rand, n int) rules.AttackDeclaration {
	var perms []rules.Permanent
	var attackers []rules.Attacker
	for i := 0; i < n; i++ {
		p, t := 2, 2
		c := rules.Permanent{ID: rules.ObjectID(fmt.Sprintf("c%d", i)), Name: fmt.Sprintf("c%d", i), Controller: "alice",
			Types: []string{"Creature"}, Power: &p, Toughness: &t}
		for k := r.IntN(3); k > 0; k-- {
			if ab := pick(r, "", beyText, cycText, cycText, eachTurn, aloneText); ab != "" && !slices.Contains(c.Abilities, ab) {
				c.Abilities = append(c.Abilities, ab)
			}
		}
		if r.IntN(3) == 0 {
			c.Counters = map[string]int{"magnet": 1}
		}
		c.Tapped = r.IntN(8) == 0
		perms = append(perms, c)
		if r.IntN(2) == 0 {
			attackers = append(attackers, rules.Attacker{Creature: c.ID})
		}
	}
	global := func(id, controller, text string) {
		perms = append(perms, rules.Permanent{ID: rules.ObjectID(id), Name: id, Controller: rules.PlayerID(controller), Types: []string{"Enchantment"}, Abilities: []string{text}})
	}
	if r.IntN(3) == 0 {
		global("toll", pick(r, "bob", "bob", "alice"), tollText)
	}
	if r.IntN(3) == 0 {
		global("web", "bob", webText)
	}
	if r.IntN(4) == 0 {
		if n <= 5 {
			global("cap", "bob", pick(r, "No more than one creature can attack each combat.", "No more than two creatures can attack each combat."))
		} else {
			global("cap", "bob", fmt.Sprintf("No more than %d creatures can attack each combat.", 1+r.IntN(n)))
		}
	}
	return rules.AttackDeclaration{Board: rules.Board{ActivePlayer: "alice", Players: []rules.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}}, Permanents: perms}, Attackers: attackers}
}

func pick(r *rand.Rand, choices ...string) string { return choices[r.IntN(len(choices))] }

// condReq is one requirement as the reference reads the board, on its own:
// creature must attack if one of when attacks (when nil: always).
type condReq struct {
	creature rules.ObjectID
	when     []rules.ObjectID
}

// condRequirements reads the requirements of condBoard's boards from their
// texts, without the judge.
func condRequirements(b rules.Board) []condReq {
	var mine, magnets []rules.ObjectID
	toll, web := false, false
	for _, p := range b.Permanents {
		switch {
		case p.Power != nil:
			mine = append(mine, p.ID)
			if p.Counters["magnet"] > 0 {
				magnets = append(magnets, p.ID)
			}
		case slices.Contains(p.Abilities, tollText):
			toll = toll || p.Controller == "bob"
		case slices.Contains(p.Abilities, webText):
			web = true
		}
	}
	var out []condReq
	for _, c := range b.Permanents {
		if c.Power == nil || c.Tapped {
			continue // tapped creatures are exempt (500.2)
		}
		if slices.Contains(c.Abilities, eachTurn) {
			out = append(out, condReq{creature: c.ID})
		}
		for _, o := range b.Permanents {
			if o.Power != nil && o.ID != c.ID && slices.Contains(o.Abilities, beyText) {
				out = append(out, condReq{creature: c.ID, when: []rules.ObjectID{o.ID}})
			}
		}
		if slices.Contains(c.Abilities, cycText) {
			others := slices.DeleteFunc(slices.Clone(mine), func(id rules.ObjectID) bool { return id == c.ID })
			if len(others) > 0 {
				out = append(out, condReq{creature: c.ID, when: others})
			}
		}
		if toll {
			out = append(out, condReq{creature: c.ID, when: mine})
		}
		if web && c.Counters["magnet"] > 0 {
			out = append(out, condReq{creature: c.ID, when: magnets})
		}
	}
	return out
}

func (q condReq) inForce(attacks map[rules.ObjectID]bool) bool {
	return q.when == nil || slices.ContainsFunc(q.when, func(id rules.ObjectID) bool { return attacks[id] })
}

func (q condReq) obeyed(attacks map[rules.ObjectID]bool) bool {
	return attacks[q.creature] && q.inForce(attacks)
}

// referenceConditional decides 500.4 by brute force under the reading of
// require.go: each declaration counts the requirements in force for it
// that it obeys; a proposal breaking no restriction is illegal when a
// declaration breaking none obeys a requirement in force for the proposal
// and not followed by it, and obeys more in all. Options (500.5): not
// attacking, the proposal's choice, and attacking for a creature under any
// requirement. The judge is asked only whether a declaration breaks a
// restriction.
func referenceConditional(t *testing.T, d rules.AttackDeclaration) (v rules.Verdict, obeyedP, maximum int, hasReqs bool) {
	t.Helper()
	reqs := condRequirements(d.Board)
	if len(reqs) == 0 {
		return "", 0, 0, false
	}
	check := func(at []rules.Attacker) rules.Judgement {
		j, err := rules.CheckAttacks(context.Background(), rules.AttackDeclaration{Board: d.Board, Attackers: at}, quick)
		if err != nil {
			t.Fatalf("reference: %v", err)
		}
		return j
	}
	count := func(attacks map[rules.ObjectID]bool) (n int) {
		for _, q := range reqs {
			if q.obeyed(attacks) {
				n++
			}
		}
		return n
	}
	prop := map[rules.ObjectID]bool{}
	for _, a := range d.Attackers {
		prop[a.Creature] = true
	}
	obeyedP = count(prop)
	propFree := restrictionFree(check(d.Attackers))
	var unfollowed []condReq
	for _, q := range reqs {
		if q.inForce(prop) && !q.obeyed(prop) {
			unfollowed = append(unfollowed, q)
		}
	}
	var domains [][]*rules.Attacker
	for _, p := range d.Board.Permanents {
		if p.Power == nil {
			continue
		}
		dom := []*rules.Attacker{nil}
		required := slices.ContainsFunc(reqs, func(q condReq) bool { return q.creature == p.ID })
		if prop[p.ID] || required {
			dom = append(dom, &rules.Attacker{Creature: p.ID})
		}
		domains = append(domains, dom)
	}
	best, bestHit := -1, -1
	enumerate(domains, func(choice []*rules.Attacker) {
		var at []rules.Attacker
		attacks := map[rules.ObjectID]bool{}
		for _, o := range choice {
			if o != nil {
				at = append(at, *o)
				attacks[o.Creature] = true
			}
		}
		if !restrictionFree(check(at)) {
			return
		}
		n := count(attacks)
		best = max(best, n)
		if slices.ContainsFunc(unfollowed, func(q condReq) bool { return q.obeyed(attacks) }) {
			bestHit = max(bestHit, n)
		}
	})
	switch {
	case !propFree:
		return rules.Illegal, obeyedP, best, true
	case bestHit > obeyedP:
		return rules.Illegal, obeyedP, bestHit, true
	}
	return rules.Legal, obeyedP, obeyedP, true
}

// Differential test: on random boards under requirements with conditions
// on the declaration (500.1), the judge's verdict and its figures equal the
// brute-force reference's (500.4, 500.5).
// With every pass, the propagating search and its replay decide each
// board too, auxiliary variables and all.
func TestConditionalRequirementsAgreeWithReference(t *testing.T) {
	t.Run("first pass", func(t *testing.T) { conditionalAgree(t) })
	t.Run("every pass", func(t *testing.T) {
		defer solver.EveryPass()()
		conditionalAgree(t)
	})
}

func conditionalAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(diffSeed(600), 6))
	n := boardCount(1500)
	withReqs, illegal := 0, 0
	for i := 0; i < n; i++ {
		d := condBoard(r)
		wantV, wantObeyed, wantMax, hasReqs := referenceConditional(t, d)
		j, err := rules.CheckAttacks(context.Background(), d, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if hasReqs != (j.Requirements != nil) {
			t.Fatalf("board %d: requirements %+v; reference has requirements: %v\n%+v", i, j.Requirements, hasReqs, d)
		}
		if !hasReqs {
			continue
		}
		withReqs++
		if wantV == rules.Illegal {
			illegal++
		}
		got := j.Requirements
		if j.Verdict != wantV || got.Obeyed != wantObeyed || got.Maximum != wantMax {
			t.Fatalf("board %d: got %s obeyed %d maximum %d %+v; want %s obeyed %d maximum %d\n%+v",
				i, j.Verdict, got.Obeyed, got.Maximum, j.Violations, wantV, wantObeyed, wantMax, d)
		}
		// The example obeys Maximum, under the reference's counting, and
		// breaks no restriction.
		if ex := got.Example; ex != nil && wantV == rules.Legal || ex != nil && !got.BreaksRestriction {
			attacks := map[rules.ObjectID]bool{}
			for _, a := range ex.Attackers {
				attacks[a.Creature] = true
			}
			n := 0
			for _, q := range condRequirements(d.Board) {
				if q.obeyed(attacks) {
					n++
				}
			}
			jx, err := rules.CheckAttacks(context.Background(), rules.AttackDeclaration{Board: d.Board, Attackers: ex.Attackers}, quick)
			if err != nil {
				t.Fatal(err)
			}
			if n != got.Maximum || !restrictionFree(jx) {
				t.Fatalf("board %d: the example %+v obeys %d (restriction-free %v); want maximum %d\n%+v", i, ex.Attackers, n, restrictionFree(jx), got.Maximum, d)
			}
		}
		// A 500.4 violation names a requirement in force for the proposal.
		for _, v := range j.Violations {
			if v.Rule == "500.4" && wantV != rules.Illegal {
				t.Fatalf("board %d: 500.4 on a legal proposal: %+v", i, v)
			}
		}
	}
	t.Logf("%d boards, %d with requirements, %d of them illegal", n, withReqs, illegal)
	if withReqs < n/2 || illegal < withReqs/10 {
		t.Errorf("only %d of %d boards had requirements, %d illegal; the generator should make more", withReqs, n, illegal)
	}
}

// Differential test for "must be blocked by exactly one creature if able"
// (Nacatl War-Pride): the dense boards of the block reference, with the
// requirement on some attackers, judged as the brute-force reference
// judges them.
func TestExactlyOneBlockerAgreesWithReference(t *testing.T) {
	for _, every := range []bool{false, true} {
		t.Run(fmt.Sprintf("every pass %v", every), func(t *testing.T) {
			if every {
				defer solver.EveryPass()()
			}
			agreeWithReference(t, boardCount(600),
				func(r *rand.Rand) rules.BlockDeclaration {
					d := boards.DenseBlocks(r, 1+r.IntN(3), 1+r.IntN(3))
					for i, p := range d.Board.Permanents {
						if p.Controller == "alice" && r.IntN(2) == 0 {
							d.Board.Permanents[i].Abilities = append(slices.Clone(p.Abilities), "~ must be blocked by exactly one creature if able.")
						}
					}
					return d
				},
				referenceBlocks,
				func(d rules.BlockDeclaration) (rules.Judgement, error) {
					return rules.CheckBlocks(context.Background(), d, rules.Options{})
				}, rand.New(rand.NewPCG(diffSeed(600), 7)))
		})
	}
}

// Boards under requirements with conditions on the declaration stay
// bounded: up to 20 creatures every board is decided within the default
// budget; larger ones with a cap (a max-coverage problem over the
// conditions) may run out of it, and then answer, deterministically, within
// the same budget of work (the figures are logged).
func TestConditionalBoardsBounded(t *testing.T) {
	for _, n := range []int{10, 20, 40, 60} {
		undecided := 0
		for seed := range uint64(20) {
			d := condBoardN(rand.New(rand.NewPCG(seed, uint64(n))), n)
			j, err := rules.CheckAttacks(context.Background(), d, rules.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if j.Requirements != nil && j.Requirements.Work > 12*rules.DefaultWorkBudget {
				t.Errorf("n=%d seed %d: %d units of work, past the budget", n, seed, j.Requirements.Work)
			}
			if j.Verdict == rules.Indeterminate || j.Requirements != nil && len(j.Requirements.Undecided) > 0 {
				undecided++
			}
		}
		t.Logf("n=%d: %d of 20 boards undecided within the default budget", n, undecided)
		if n <= 20 && undecided > 0 {
			t.Errorf("n=%d: %d of 20 boards undecided; want none", n, undecided)
		}
	}
}

// BenchmarkConditionalAttacks: n creatures under Viashino Bey's, Ekundu
// Cyclops's, War's Toll's and Magnetic Web's requirements, "attacks each
// turn", "can't attack alone" and a cap.
func BenchmarkConditionalAttacks(b *testing.B) {
	for _, n := range []int{10, 20, 40, 60} {
		d := condBoardN(rand.New(rand.NewPCG(uint64(n), 9)), n)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			var j rules.Judgement
			for b.Loop() {
				j, _ = rules.CheckAttacks(context.Background(), d, rules.Options{})
			}
			reportBudget(b, j)
		})
	}
}
