package declare

import (
	"math/rand/v2"
	"strings"
	"testing"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// TestBlocksAtAllAgrees holds blocksAtAll, the solver's question, to
// mayBlockAtAll, the check's: a creature blocks at all exactly when the
// check finds no reason it can't.
func TestBlocksAtAllAgrees(t *testing.T) {
	abilities := []string{"", "Flying", "~ can't block.", "Defender", "~ can block only creatures with flying."}
	statics := []string{"", "Creatures with flying can't block.", "Green creatures can't block.", "Walls can't block.",
		"Tapped creatures you control can block as though they were untapped."}
	r := rand.New(rand.NewPCG(16, 16))
	for n := range 300 {
		var perms []game.Permanent
		for i := range 6 {
			pw := 2
			c := game.Permanent{ID: game.ObjectID(rune('a' + i)), Controller: "bob", Types: []string{"Creature"}, Power: &pw, Toughness: &pw, Tapped: r.IntN(4) == 0}
			if ab := abilities[r.IntN(len(abilities))]; ab != "" {
				c.Abilities = []string{ab}
			}
			if r.IntN(2) == 0 {
				c.Colors = []string{"Green"}
			}
			if r.IntN(3) == 0 {
				c.Subtypes = []string{"Wall"}
			}
			perms = append(perms, c)
		}
		if s := statics[r.IntN(len(statics))]; s != "" {
			perms = append(perms, game.Permanent{ID: "static", Controller: []game.PlayerID{"alice", "bob"}[r.IntN(2)], Types: []string{"Enchantment"}, Abilities: []string{s}})
		}
		b, errs := state.NewBoard(game.Board{ActivePlayer: "alice", Players: []game.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}}, Permanents: perms})
		if len(errs) > 0 {
			t.Fatalf("board %d: %v", n, errs)
		}
		for _, c := range b.Order {
			if !c.IsCreature() {
				continue
			}
			v := mayBlockAtAll(b, c)
			if got, want := blocksAtAll(b, c), len(v) == 0; got != want {
				t.Errorf("board %d, %s (tapped %v, %v): blocksAtAll = %v; want %v (mayBlockAtAll: %v)", n, c.ID, c.Tapped, c.Abilities, got, want, v)
			}
		}
	}
}

// TestAllAliases holds perm.all to its meaning, the abilities with the
// keyword in order, whether it answers with a part of the permanent's
// abilities or a copy, and checks that an append to its answer never
// writes over the permanent's abilities.
func TestAllAliases(t *testing.T) {
	fly := ability.Ability{Keyword: ability.Flying, Text: "Flying"}
	trample := ability.Ability{Keyword: ability.Trample, Text: "Trample"}
	lure1 := ability.Ability{Keyword: ability.Lure, Text: "All creatures able to block ~ do so."}
	lure2 := ability.Ability{Keyword: ability.Lure, Text: "Lure 2"}
	tests := []struct {
		abilities []ability.Ability
		k         ability.Keyword
		want      []string
	}{
		{nil, ability.Lure, nil},
		{[]ability.Ability{fly}, ability.Lure, nil},
		{[]ability.Ability{lure1}, ability.Lure, []string{lure1.Text}},
		{[]ability.Ability{fly, lure1, lure2, trample}, ability.Lure, []string{lure1.Text, lure2.Text}},
		{[]ability.Ability{lure1, fly, lure2}, ability.Lure, []string{lure1.Text, lure2.Text}},
		{[]ability.Ability{fly, trample, lure2}, ability.Lure, []string{lure2.Text}},
	}
	for _, tt := range tests {
		p := &state.Perm{Readings: tt.abilities}
		got := p.All(tt.k)
		var texts []string
		for _, a := range got {
			texts = append(texts, a.Text)
		}
		if len(texts) != len(tt.want) {
			t.Errorf("all(%v) of %v = %v; want %v", tt.k, tt.abilities, texts, tt.want)
			continue
		}
		for i := range texts {
			if texts[i] != tt.want[i] {
				t.Errorf("all(%v) of %v = %v; want %v", tt.k, tt.abilities, texts, tt.want)
			}
		}
		before := append([]ability.Ability(nil), p.Readings...)
		_ = append(got, trample, trample)
		for i := range before {
			if p.Readings[i].Text != before[i].Text {
				t.Errorf("an append to all(%v) of %v changed the permanent's abilities to %v", tt.k, before, p.Readings)
			}
		}
	}
}

// TestCanBlockPairAgrees holds canBlockPair, the solver's question, to
// mayBlock, the check's, on random boards with evasion, "can block as
// though it had flying" and two defending players.
func TestCanBlockPairAgrees(t *testing.T) {
	abilities := []string{"", "Flying", "Shadow", "Fear", "Islandwalk", "Protection from green", "~ can block as though it had flying.",
		"~ can block only creatures with flying.", "~ can't be blocked by Walls.", "~ can't be blocked.",
		"~ can't be blocked except by Walls.", "~ can't block green creatures.", "~ can't block Walls."}
	r := rand.New(rand.NewPCG(16, 17))
	for n := range 300 {
		var perms []game.Permanent
		var attackers []game.Attacker
		for i := range 8 {
			pw := 1 + r.IntN(3)
			controller := []game.PlayerID{"alice", "bob", "carol"}[min(i%4, 2)]
			c := game.Permanent{ID: game.ObjectID(rune('a' + i)), Controller: controller, Types: []string{"Creature"}, Power: &pw, Toughness: &pw}
			if ab := abilities[r.IntN(len(abilities))]; ab != "" {
				c.Abilities = []string{ab}
			}
			if r.IntN(2) == 0 {
				c.Colors = []string{"Green"}
			}
			if r.IntN(4) == 0 {
				c.Subtypes = []string{"Wall"}
			}
			perms = append(perms, c)
			if controller == "alice" {
				attackers = append(attackers, game.Attacker{Creature: c.ID, Player: []game.PlayerID{"bob", "carol"}[r.IntN(2)]})
			}
		}
		perms = append(perms, game.Permanent{ID: "island", Controller: "bob", Types: []string{"Land"}, Subtypes: []string{"Island"}})
		b, errs := state.NewBoard(game.Board{ActivePlayer: "alice", Players: []game.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}, {ID: "carol", Life: 20}}, Permanents: perms})
		attack, more := ResolveAttackers(b, attackers, false)
		errs = append(errs, more...)
		plan, more := ResolveBlockers(b, attack, nil)
		if errs = append(errs, more...); len(errs) > 0 {
			t.Fatalf("board %d: %v", n, errs)
		}
		for _, c := range b.Order {
			if !c.IsCreature() {
				continue
			}
			for _, a := range attack.Attackers {
				v := plan.mayBlock(c, a)
				if got, want := plan.canBlockPair(c, a), len(v) == 0; got != want {
					t.Errorf("board %d: canBlockPair(%s %v, %s %v) = %v; want %v (mayBlock: %v)", n, c.ID, c.Abilities, a.ID, a.Abilities, got, want, v)
				}
			}
		}
	}
}

// TestASCIIOneOf holds asciiOneOf to what checkWords asked before it:
// ability.IsOneOf of the lowered word, for every ASCII word.
func TestASCIIOneOf(t *testing.T) {
	known := []string{"creature", "artifact", "land"}
	for _, w := range []string{"creature", "Creature", "CREATURE", "creatures", "creatur", "", "Land", "lAnD", "artifact ", "Cre@ture", "ARTİFACT", "Kreature"} {
		want := ability.IsOneOf(strings.ToLower(w), known)
		got := state.AsciiOneOf(w, known)
		if got && !want || !got && want && isASCII(w) {
			t.Errorf("asciiOneOf(%q) = %v; IsOneOf(ToLower) = %v", w, got, want)
		}
	}
}

// TestContainsFold holds containsFold to strings.EqualFold at every
// offset, as it was written before it skipped the offsets that can't match.
func TestContainsFold(t *testing.T) {
	for _, text := range []string{"", "chosen", "CHOSEN", "the Chosen color", "choſen", "xchosenx", "chose", "c", "Creatures of the chosen type"} {
		want := false
		for i := 0; i+len("chosen") <= len(text); i++ {
			want = want || strings.EqualFold(text[i:i+len("chosen")], "chosen")
		}
		if got := state.ContainsFold(text, "chosen"); got != want {
			t.Errorf("containsFold(%q) = %v; want %v", text, got, want)
		}
	}
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
