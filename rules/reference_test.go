package rules_test

import (
	"context"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"rulesjudge/internal/boards"
	"rulesjudge/rules"
	"rulesjudge/rules/solver"
)

// The reference below decides 500.4 by brute force, independently of the
// solver: it lists each creature's options as 500.5 allows them (not
// attacking or blocking, what the proposal has it do, and any option that on
// its own obeys a requirement the empty declaration doesn't), enumerates
// every combination, and asks the judge only two things about each complete
// declaration: does it break a restriction (any violation but 500.4), and how
// many requirements does it obey. Cheap questions with no search in them.

var quick = rules.Options{NodeBudget: 1} // the solver's answer is not used

// restrictionFree reports whether a judgement has no violation but 500.4.
func restrictionFree(j rules.Judgement) bool {
	for _, v := range j.Violations {
		if v.Rule != "500.4" {
			return false
		}
	}
	return true
}

func obeyed(j rules.Judgement) int {
	if j.Requirements == nil {
		return 0
	}
	return j.Requirements.Obeyed
}

// enumerate calls visit with every combination of one option per creature.
func enumerate[T any](domains [][]T, visit func([]T)) {
	choice := make([]T, len(domains))
	var walk func(i int)
	walk = func(i int) {
		if i == len(domains) {
			visit(choice)
			return
		}
		for _, o := range domains[i] {
			choice[i] = o
			walk(i + 1)
		}
	}
	walk(0)
}

// referenceBlocks is the brute-force verdict and maximum of a declaration
// of blockers.
func referenceBlocks(t *testing.T, d rules.BlockDeclaration) (rules.Verdict, int, bool) {
	t.Helper()
	check := func(bl []rules.Blocker) rules.Judgement {
		j, err := rules.CheckBlocks(context.Background(), rules.BlockDeclaration{Board: d.Board, Attackers: d.Attackers, Blockers: bl}, quick)
		if err != nil {
			t.Fatalf("reference: %v", err)
		}
		return j
	}
	prop := check(d.Blockers)
	if prop.Requirements == nil {
		if restrictionFree(prop) {
			return rules.Legal, 0, false
		}
		return rules.Illegal, 0, false
	}
	var attackerIDs []rules.ObjectID
	for _, a := range d.Attackers {
		attackerIDs = append(attackerIDs, a.Creature)
	}
	var subsets [][]rules.ObjectID // every set of at most two attackers
	for i := range attackerIDs {
		subsets = append(subsets, []rules.ObjectID{attackerIDs[i]})
		for k := i + 1; k < len(attackerIDs); k++ {
			subsets = append(subsets, []rules.ObjectID{attackerIDs[i], attackerIDs[k]})
		}
	}
	base := obeyed(check(nil))
	var domains [][]rules.Blocker
	for _, p := range d.Board.Permanents {
		if p.Controller != "bob" || p.Power == nil {
			continue
		}
		dom := []rules.Blocker{{Creature: p.ID}} // does not block
		for _, bl := range d.Blockers {
			if bl.Creature == p.ID {
				dom = append(dom, bl)
			}
		}
		for _, s := range subsets {
			o := rules.Blocker{Creature: p.ID, Blocking: s}
			if obeyed(check([]rules.Blocker{o})) > base {
				dom = append(dom, o)
			}
		}
		domains = append(domains, dom)
	}
	best := -1
	enumerate(domains, func(choice []rules.Blocker) {
		var bl []rules.Blocker
		for _, o := range choice {
			if len(o.Blocking) > 0 {
				bl = append(bl, o)
			}
		}
		if j := check(bl); restrictionFree(j) {
			best = max(best, obeyed(j))
		}
	})
	if !restrictionFree(prop) || best > obeyed(prop) {
		return rules.Illegal, best, true
	}
	return rules.Legal, best, true
}

// referenceAttacks is the same for a declaration of attackers (two players:
// an option is to attack bob or not).
func referenceAttacks(t *testing.T, d rules.AttackDeclaration) (rules.Verdict, int, bool) {
	t.Helper()
	check := func(at []rules.Attacker) rules.Judgement {
		j, err := rules.CheckAttacks(context.Background(), rules.AttackDeclaration{Board: d.Board, Attackers: at}, quick)
		if err != nil {
			t.Fatalf("reference: %v", err)
		}
		return j
	}
	prop := check(d.Attackers)
	if prop.Requirements == nil {
		if restrictionFree(prop) {
			return rules.Legal, 0, false
		}
		return rules.Illegal, 0, false
	}
	base := obeyed(check(nil))
	var domains [][]*rules.Attacker
	for _, p := range d.Board.Permanents {
		if p.Controller != "alice" || p.Power == nil {
			continue
		}
		dom := []*rules.Attacker{nil}
		attacks := &rules.Attacker{Creature: p.ID}
		declared := false
		for _, a := range d.Attackers {
			declared = declared || a.Creature == p.ID
		}
		if declared || obeyed(check([]rules.Attacker{*attacks})) > base {
			dom = append(dom, attacks)
		}
		domains = append(domains, dom)
	}
	best := -1
	enumerate(domains, func(choice []*rules.Attacker) {
		var at []rules.Attacker
		for _, o := range choice {
			if o != nil {
				at = append(at, *o)
			}
		}
		if j := check(at); restrictionFree(j) {
			best = max(best, obeyed(j))
		}
	})
	if !restrictionFree(prop) || best > obeyed(prop) {
		return rules.Illegal, best, true
	}
	return rules.Legal, best, true
}

// diffSeed is the differential tests' seed: fixed, or RULESJUDGE_DIFF_SEED
// for a long run that explores other boards.
func diffSeed(def uint64) uint64 {
	if n, err := strconv.ParseUint(os.Getenv("RULESJUDGE_DIFF_SEED"), 10, 64); err == nil {
		return n
	}
	return def
}

// boardCount is how many random boards the differential tests try: a few
// seconds' worth by default, more with RULESJUDGE_DIFF_BOARDS for a long run.
func boardCount(def int) int {
	if n, err := strconv.Atoi(os.Getenv("RULESJUDGE_DIFF_BOARDS")); err == nil && n > 0 {
		return n
	}
	return def
}

// agreeWithReference checks n random boards: the judge's verdict, whether
// it reports requirements, and its maximum must equal the reference's.
func agreeWithReference[D any](t *testing.T, n int, gen func(*rand.Rand) D,
	reference func(*testing.T, D) (rules.Verdict, int, bool),
	judge func(D) (rules.Judgement, error), r *rand.Rand) {
	t.Helper()
	withReqs := 0
	for i := 0; i < n; i++ {
		d := gen(r)
		wantV, wantMax, hasReqs := reference(t, d)
		j, err := judge(d)
		if err != nil {
			t.Fatal(err)
		}
		if j.Verdict != wantV || hasReqs != (j.Requirements != nil) || hasReqs && j.Requirements.Maximum != wantMax {
			t.Fatalf("board %d: judge %s %+v %+v; reference %s maximum %d\n%+v", i, j.Verdict, j.Violations, j.Requirements, wantV, wantMax, d)
		}
		if hasReqs {
			withReqs++
		}
		// Issue 15: both figures count restriction-free declarations, so a
		// proposal with a count of its own never obeys more than the maximum,
		// and one breaks a restriction exactly when a violation other than
		// 500.4 is found.
		if rs := j.Requirements; rs != nil {
			switch {
			case !rs.BreaksRestriction && rs.Obeyed > rs.Maximum:
				t.Fatalf("board %d: obeyed %d > maximum %d\n%+v", i, rs.Obeyed, rs.Maximum, d)
			case rs.BreaksRestriction == restrictionFree(j):
				t.Fatalf("board %d: BreaksRestriction is %v with violations %+v", i, rs.BreaksRestriction, j.Violations)
			}
		}
	}
	t.Logf("%d boards, %d with requirements", n, withReqs)
	if withReqs < n/4 {
		t.Errorf("only %d of %d boards had requirements; the generator should make more", withReqs, n)
	}
}

// Differential test (issue 7): on random small boards the judge's verdict
// and maximum equal the brute-force reference's.
func TestBlocksAgreeWithReference(t *testing.T) {
	agreeWithReference(t, boardCount(3000),
		func(r *rand.Rand) rules.BlockDeclaration { return boards.DenseBlocks(r, 1+r.IntN(3), 1+r.IntN(3)) },
		referenceBlocks,
		func(d rules.BlockDeclaration) (rules.Judgement, error) {
			return rules.CheckBlocks(context.Background(), d, rules.Options{})
		}, rand.New(rand.NewPCG(diffSeed(500), 5)))
}

func TestAttacksAgreeWithReference(t *testing.T) {
	agreeWithReference(t, boardCount(3000),
		func(r *rand.Rand) rules.AttackDeclaration { return boards.DenseAttacks(r, 1+r.IntN(6)) },
		referenceAttacks,
		func(d rules.AttackDeclaration) (rules.Judgement, error) {
			return rules.CheckAttacks(context.Background(), d, rules.Options{})
		}, rand.New(rand.NewPCG(diffSeed(500), 2)))
}

// The solver's later passes (the propagating search with its Lagrangian
// bound, and the replay of the original search) seldom run on small boards:
// the first pass decides them. Here every component goes through them, and
// the verdicts and maximums must still equal the brute-force reference's
// (a trigger listed twice in a minimum once made the bound unsound, and
// only whole checks showed it).
func TestEveryPassAgreesWithReference(t *testing.T) {
	defer solver.EveryPass()()
	t.Run("blocks", func(t *testing.T) {
		agreeWithReference(t, boardCount(2000),
			func(r *rand.Rand) rules.BlockDeclaration { return boards.DenseBlocks(r, 1+r.IntN(3), 1+r.IntN(3)) },
			referenceBlocks,
			func(d rules.BlockDeclaration) (rules.Judgement, error) {
				return rules.CheckBlocks(context.Background(), d, rules.Options{})
			}, rand.New(rand.NewPCG(diffSeed(501), 5)))
	})
	t.Run("attacks", func(t *testing.T) {
		agreeWithReference(t, boardCount(2000),
			func(r *rand.Rand) rules.AttackDeclaration { return boards.DenseAttacks(r, 1+r.IntN(6)) },
			referenceAttacks,
			func(d rules.AttackDeclaration) (rules.Judgement, error) {
				return rules.CheckAttacks(context.Background(), d, rules.Options{})
			}, rand.New(rand.NewPCG(diffSeed(501), 2)))
	})
}
