package state

import (
	"slices"
	"strings"
	"testing"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// hasByReading is Has read from the abilities one by one, as without a
// filter.
func hasByReading(p *Perm, k ability.Keyword) bool {
	return slices.ContainsFunc(p.Readings, func(a ability.Ability) bool { return a.Keyword == k })
}

// TestKeywordFilterAgrees: Has, All and Sources answer as the abilities
// read one by one, on a board as derived and after its abilities change:
// in the ways the board's code changes them (AddAbility, drop), and in
// the ways code that keeps no filter does (an append, a copy without one,
// a list as long as before).
func TestKeywordFilterAgrees(t *testing.T) {
	two := 2
	perm := func(id, controller string, abilities ...string) game.Permanent {
		return game.Permanent{ID: game.ObjectID(id), Name: id, Controller: game.ObjectID(controller), Types: []string{"Creature"}, Power: &two, Toughness: &two, Abilities: abilities}
	}
	b, errs := NewBoard(game.Board{ActivePlayer: "alice", Players: []game.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}},
		Permanents: []game.Permanent{perm("bird", "alice", "Flying", "First strike"), perm("wolf", "alice", "Trample"), perm("bear", "bob"),
			perm("wall", "bob", "Defender", "~ can block an additional creature.")}})
	if len(errs) > 0 {
		t.Fatal(errs.Err())
	}
	kws := []ability.Keyword{ability.Flying, ability.FirstStrike, ability.DoubleStrike, ability.Trample, ability.Defender, ability.AdditionalBlock,
		ability.Haste, ability.Vigilance, ability.Shroud, ability.Lure, ability.Banding, "", "x"}
	check := func(when string) {
		t.Helper()
		for _, k := range kws {
			var want []Sourced
			for _, p := range b.Order {
				if got, want := p.Has(k), hasByReading(p, k); got != want {
					t.Errorf("%s: %s.Has(%q) = %v, its abilities say %v", when, p.ID, k, got, want)
				}
				all := p.All(k)
				if n := len(all); n != len(slices.DeleteFunc(slices.Clone(p.Readings), func(a ability.Ability) bool { return a.Keyword != k })) {
					t.Errorf("%s: %s.All(%q) has %d abilities", when, p.ID, k, n)
				}
				for _, a := range all {
					want = append(want, Sourced{p, a})
				}
			}
			b.BySource.Reset() // the abilities changed below without it: the answers kept are not asked
			if got := b.Sources(k); len(got) != len(want) {
				t.Errorf("%s: Sources(%q) has %d, the abilities %d", when, k, len(got), len(want))
			}
		}
	}
	check("derived")
	bird, wolf, bear, wall := b.Perms["bird"], b.Perms["wolf"], b.Perms["bear"], b.Perms["wall"]
	bird.AddAbility(ability.Ability{Keyword: ability.Haste, Text: "haste"})
	bird.drop(func(a ability.Ability) bool { return a.Keyword == ability.Flying })
	check("given and taken by the board's code")
	wolf.Readings = append(wolf.Readings, ability.Ability{Keyword: ability.Shroud, Text: "shroud"}) // no filter made
	bear.Readings = append(bear.Readings, ability.Ability{Keyword: ability.Lure, Text: "lure"})
	check("appended without a filter")
	wall.Readings = []ability.Ability{{Keyword: ability.Vigilance}, {Keyword: ability.Banding}} // as long as before, another list
	bird.Readings = slices.DeleteFunc(slices.Clone(bird.Readings), func(a ability.Ability) bool { return a.Keyword == ability.Haste })
	check("replaced without a filter")
}

// TestKeywordBitsSpread: the judge's keywords spread over the filter's
// bits, none holding many: a permanent's few keywords then rule out most
// others.
func TestKeywordBitsSpread(t *testing.T) {
	per := map[keywordBits]int{}
	for _, k := range []ability.Keyword{ability.Flying, ability.FirstStrike, ability.DoubleStrike, ability.Trample, ability.Haste, ability.Vigilance,
		ability.Defender, ability.Banding, ability.Shroud, ability.Lure, ability.Provoke, ability.Bushido, ability.Flanking, ability.Rampage,
		ability.CantBlock, ability.Unblockable, ability.Protection, ability.Landwalk, ability.Shadow, ability.Horsemanship, ability.Fear} {
		per[keywordBit(k)]++
	}
	for bit, n := range per {
		if n > 2 {
			t.Errorf("%d of the common keywords share bit %x", n, uint64(bit))
		}
	}
}

// TestSourceMemoPlaces: the memo of Sources gives each keyword its own
// answer when keywords share a place (their filter index) and past its
// few places, and none for a keyword not kept; Reset forgets them all.
func TestSourceMemoPlaces(t *testing.T) {
	var kws []ability.Keyword
	for i := range 40 {
		kws = append(kws, ability.Keyword(strings.Repeat("k", 1+i%5)+string(rune('a'+i))))
	}
	// Two more keywords in the place of the first.
	for c := 'a'; len(kws) < 42 && c <= 'z'; c++ {
		for d := 'a'; d <= 'z'; d++ {
			if k := ability.Keyword(string(c) + "x" + string(d)); keywordIndex(k) == keywordIndex(kws[0]) && !slices.Contains(kws, k) {
				kws = append(kws, k)
				break
			}
		}
	}
	if len(kws) < 42 {
		t.Fatal("no keywords found sharing a place")
	}
	m := sourceMemo{on: true}
	answer := func(i int) []Sourced { return make([]Sourced, i) }
	for i, k := range kws {
		m.put(k, keywordIndex(k), answer(i))
	}
	for i, k := range kws {
		if out, ok := m.get(k, keywordIndex(k)); !ok || len(out) != i {
			t.Errorf("%q: kept %v, %d sources; want %d", k, ok, len(out), i)
		}
	}
	if _, ok := m.get("never kept", keywordIndex("never kept")); ok {
		t.Error("a keyword never kept is found")
	}
	m.Reset()
	for _, k := range kws {
		if _, ok := m.get(k, keywordIndex(k)); ok {
			t.Errorf("%q is kept after Reset", k)
		}
	}
}
