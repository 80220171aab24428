package state

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestFoldEqualAsEqualFold: foldEqual answers as strings.EqualFold on
// words of ASCII in every case, words with runes that fold to ASCII
// (the Kelvin sign, the long s), other runes and invalid UTF-8.
func TestFoldEqualAsEqualFold(t *testing.T) {
	parts := []string{"c", "C", "r", "R", "k", "K", "s", "S", "\u212a", "\u017f", "é", "É", "\xff", " ", "@", "`", "[", "{", "0"}
	r := rand.New(rand.NewPCG(26, 1))
	word := func() string {
		var b strings.Builder
		for range r.IntN(5) {
			b.WriteString(parts[r.IntN(len(parts))])
		}
		return b.String()
	}
	for _, c := range [][2]string{{"Creature", "creature"}, {"creature", "Creature"}, {"CREATURE", "creature"}, {"Creatures", "creature"}, {"\u212aor", "kor"}, {"Wa\u017f", "was"}, {"Wall", "wall"}, {"Wal", "wall"}} {
		if got, want := foldEqual(c[0], c[1]), strings.EqualFold(c[0], c[1]); got != want {
			t.Errorf("foldEqual(%q, %q) = %v, EqualFold %v", c[0], c[1], got, want)
		}
	}
	for range 200000 {
		a, b := word(), word()
		if r.IntN(3) == 0 {
			b = strings.ToUpper(a)
		}
		if got, want := foldEqual(a, b), strings.EqualFold(a, b); got != want {
			t.Fatalf("foldEqual(%q, %q) = %v, EqualFold %v", a, b, got, want)
		}
	}
}
