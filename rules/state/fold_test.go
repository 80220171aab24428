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

// TestContainsFoldAsWindows: containsFold finds a word, whose first byte
// is a letter or not, where a window of the text as long as the word
// folds to it (strings.EqualFold) and begins with a byte that folds to
// the word's first in ASCII, as reading the text byte by byte does.
func TestContainsFoldAsWindows(t *testing.T) {
	byWindows := func(text, word string) bool {
		for i := 0; i+len(word) <= len(text); i++ {
			if text[i]|0x20 == word[0]|0x20 && strings.EqualFold(text[i:i+len(word)], word) {
				return true
			}
		}
		return false
	}
	parts := []string{"t", "T", "a", "p", "P", "e", "d", "k", "K", "\u212a", "s", "\u017f", " ", "@", "`", "\xff", "é"}
	r := rand.New(rand.NewPCG(26, 2))
	word := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteString(parts[r.IntN(len(parts))])
		}
		return b.String()
	}
	for _, c := range [][2]string{{"~ can't block tapped creatures", "tapped"}, {"Tapped", "tapped"}, {"untap", "tapped"}, {"", "tapped"}, {"@x", "`x"}} {
		if got, want := ContainsFold(c[0], c[1]), byWindows(c[0], c[1]); got != want {
			t.Errorf("ContainsFold(%q, %q) = %v, by windows %v", c[0], c[1], got, want)
		}
	}
	for range 200000 {
		text, w := word(r.IntN(12)), word(1+r.IntN(3))
		if got, want := ContainsFold(text, w), byWindows(text, w); got != want {
			t.Fatalf("ContainsFold(%q, %q) = %v, by windows %v", text, w, got, want)
		}
	}
}
