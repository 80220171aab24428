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

// BenchmarkX3C times the hardness reduction's boards by size, for planted
// covers (illegal), random triples, and 3-regular instances (every element
// in three triples; most have no cover, so D0 is legal and the search must
// prove it).
func BenchmarkX3C(b *testing.B) {
	for _, q := range []int{5, 10, 20, 30, 40, 60, 80, 90} {
		for _, family := range []string{"planted", "random", "regular"} {
			r := rand.New(rand.NewPCG(uint64(q), 3))
			x := boards.Planted(r, q, q)
			switch family {
			case "random":
				x = boards.Random(r, q, 2*q)
			case "regular":
				x = boards.Regular(r, q, 3)
			}
			d := x.Board()
			b.Run(fmt.Sprintf("U=%d/%s", x.Universe, family), func(b *testing.B) {
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
