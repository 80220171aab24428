package rules_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

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
		for k := 0; k < 6; k++ {
			var x boards.X3C
			if k%2 == 0 {
				x = boards.Planted(r, q, q)
			} else {
				x = boards.Random(r, q, 2*q)
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

// TestX3CTimes logs how long the hard family takes by size (go test -v -run X3CTimes).
func TestX3CTimes(t *testing.T) {
	if testing.Short() {
		t.Skip("timing log")
	}
	r := rand.New(rand.NewPCG(7, 7))
	for q := 3; q <= 40; q += 3 {
		for _, family := range []string{"planted", "random", "covered"} {
			var x boards.X3C
			switch family {
			case "planted":
				x = boards.Planted(r, q, q)
			case "random":
				x = boards.Random(r, q, 2*q)
			default:
				x = boards.Covered(r, q, 2*q+2)
			}
			_, cover := x.ExactCover()
			d := x.Board()
			start := time.Now()
			j, _ := rules.CheckBlocks(context.Background(), d, rules.Options{})
			t.Logf("q=%2d |U|=%3d %-8s cover=%-5v %-13s undecided=%d  %v", q, x.Universe, family, cover, j.Verdict, len(j.Requirements.Undecided), time.Since(start))
		}
	}
}

func BenchmarkX3C(b *testing.B) {
	for _, q := range []int{5, 10, 15, 20, 25, 30, 35, 39} {
		for _, planted := range []bool{true, false} {
			r := rand.New(rand.NewPCG(uint64(q), 3))
			x := boards.Random(r, q, 2*q)
			if planted {
				x = boards.Planted(r, q, q)
			}
			d := x.Board()
			b.Run(fmt.Sprintf("U=%d/planted=%v", x.Universe, planted), func(b *testing.B) {
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
