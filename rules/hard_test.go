package rules_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"rulesjudge/internal/boards"
	"rulesjudge/rules"
)

// The hardness reduction's boards (Exact Cover by 3-Sets): D0, every
// element creature blocking the gate, is legal exactly when the triples have
// no exact cover. Planted covers must be found (illegal, 500.4); random
// instances are labelled by an exact-cover solver.
func TestX3CBoards(t *testing.T) {
	r := rand.New(rand.NewPCG(2016, 1432))
	for q := 2; q <= 7; q++ {
		for k := 0; k < 9; k++ {
			var x boards.X3C
			switch k % 3 {
			case 0:
				x = boards.Planted(r, q, q)
			case 1:
				x = boards.Random(r, q, 2*q)
			default:
				x = boards.Regular(r, q, 3) // every element in three triples
			}
			_, cover := x.ExactCover()
			want := rules.Legal
			if cover {
				want = rules.Illegal
			}
			d := x.Board()
			j, err := rules.CheckBlocks(context.Background(), d, rules.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if j.Verdict != want {
				t.Fatalf("q=%d #%d (cover %v): verdict %s, want %s; %+v", q, k, cover, j.Verdict, want, j.Requirements)
			}
			wantMax := x.Universe - 1
			if cover {
				wantMax = x.Universe
			}
			if j.Requirements.Obeyed != x.Universe-1 || j.Requirements.Maximum != wantMax {
				t.Errorf("q=%d #%d: obeyed %d maximum %d, want %d and %d", q, k, j.Requirements.Obeyed, j.Requirements.Maximum, x.Universe-1, wantMax)
			}
			if cover {
				for _, v := range j.Violations {
					if v.Rule != "500.4" {
						t.Errorf("q=%d #%d: violation %s, want only 500.4", q, k, v.Rule)
					}
				}
			}
		}
	}
}

// x3cFamilies are the hardness reduction's families by name: planted
// covers, random triples (2q of them), 3- and 5-regular instances, and the two
// adversarial families without a cover (internal/boards): Obstructed, where
// only counting colours shows it, and Indivisible, where only counting
// elements does, both with about four triples per element.
var x3cFamilies = []string{"planted", "random", "regular", "regular5", "obstructed", "indivisible"}

func x3cInstance(family string, q int) boards.X3C {
	r := rand.New(rand.NewPCG(uint64(q), 3))
	x := boards.Planted(r, q, q)
	switch family {
	case "random":
		x = boards.Random(r, q, 2*q)
	case "regular":
		x = boards.Regular(r, q, 3)
	case "regular5": // every element in five triples: mostly no cover
		x = boards.Regular(r, q, 5)
	case "obstructed":
		x = boards.Obstructed(r, q, 4*q)
	case "indivisible":
		x = boards.Indivisible(r, q, 4*q)
	}
	return x
}

// The hard families are decided, never indeterminate, up to 99 blockers
// (and 168 outside -short, but for the 5-regular family): illegal under 500.4 exactly when a cover
// exists (the exact-cover solver labels planted, random and regular
// instances; the adversarial ones have none by construction, which it
// confirms on the smaller ones), with obeyed |U|-1 and maximum |U| or |U|-1.
func TestX3CBoardsDecided(t *testing.T) {
	sizes := []int{10, 15, 25, 33}
	if !testing.Short() {
		sizes = append(sizes, 56)
	}
	for _, q := range sizes {
		for _, family := range x3cFamilies {
			if family == "regular5" && q > 33 {
				continue // at 168 elements it reaches the budget (BenchmarkX3C)
			}
			x := x3cInstance(family, q)
			t.Run(fmt.Sprintf("U=%d/%s", x.Universe, family), func(t *testing.T) {
				cover := family == "planted"
				switch family {
				case "random", "regular", "regular5":
					_, cover = x.ExactCover()
				case "obstructed", "indivisible":
					if q <= 15 {
						if _, found := x.ExactCover(); found {
							t.Fatalf("the %s instance has a cover", family)
						}
					}
				}
				j, err := rules.CheckBlocks(context.Background(), x.Board(), rules.Options{})
				if err != nil {
					t.Fatal(err)
				}
				want, wantMax := rules.Legal, x.Universe-1
				if cover {
					want, wantMax = rules.Illegal, x.Universe
				}
				if j.Verdict != want || j.Requirements == nil || len(j.Requirements.Undecided) > 0 {
					t.Fatalf("got %s %+v, want %s, decided", j.Verdict, j.Requirements, want)
				}
				if j.Requirements.Obeyed != x.Universe-1 || j.Requirements.Maximum != wantMax {
					t.Errorf("obeyed %d maximum %d, want %d and %d", j.Requirements.Obeyed, j.Requirements.Maximum, x.Universe-1, wantMax)
				}
				if cover == (len(j.Violations) == 0) {
					t.Errorf("cover %v but %d violations", cover, len(j.Violations))
				}
				for _, v := range j.Violations {
					if v.Rule != "500.4" {
						t.Errorf("violation %s, want only 500.4", v.Rule)
					}
				}
				t.Logf("%s, %d nodes, %d units of work", j.Verdict, j.Requirements.Nodes, j.Requirements.Work)
			})
		}
	}
}

// BenchmarkX3C times the hardness reduction's boards by size and family
// (x3cFamilies): planted covers (illegal), random triples, 3-regular
// instances (most have no cover, so D0 is legal and the search must prove
// it), and the adversarial families with no cover, at 45, 99 and 168
// blockers among the others.
func BenchmarkX3C(b *testing.B) {
	for _, q := range []int{5, 10, 15, 20, 30, 33, 40, 56, 60, 80, 90} {
		for _, family := range x3cFamilies {
			d := x3cInstance(family, q).Board()
			b.Run(fmt.Sprintf("U=%d/%s", len(d.Blockers), family), func(b *testing.B) {
				b.ReportAllocs()
				var j rules.Judgement
				for b.Loop() {
					j, _ = rules.CheckBlocks(context.Background(), d, rules.Options{})
				}
				if len(j.Requirements.Undecided) > 0 {
					b.ReportMetric(1, "budget-reached")
				}
			})
		}
	}
}
