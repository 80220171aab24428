package rules_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"rulesjudge/rules"
)

// TestDamage2Amounts pins the statics of other permanents that change or
// prevent an amount of damage (damage_replacements.go): what is dealt, replaced and
// prevented, with the rule, for boards the scenarios don't cover.
func TestDamage2Amounts(t *testing.T) {
	const (
		anthem = "Hellbent - As long as you have no cards in hand, if a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead."
		ghosts = "If a source would deal damage to a permanent or player, it deals half that damage, rounded down, to that permanent or player instead."
		staff  = "As long as ~ is untapped, if a creature would deal combat damage to you, prevent 1 of that damage."
		guard  = "As long as ~ is untapped, all damage that would be dealt to you by unblocked creatures is dealt to ~ instead."
	)
	hellbent := func(b rules.Board) rules.Board {
		zero := 0
		b.Players[0].Hand = &zero
		return b
	}
	tests := []struct {
		name  string
		board rules.Board
		dealt []string // "source>to amount/prevented/replaced/redirected rule"
	}{
		// 419.6a: two doublings of one damage apply once each: four times.
		{"two Anthems quadruple", hellbent(board(sized(creature("g"), 3, 3), enchant("a1", anthem, "alice"), enchant("a2", anthem, "alice"))),
			[]string{"g>bob 12/0/9/0 "}},
		// 419.6a: two halvings: 7 → 3 → 1.
		{"two Ghosts halve twice", board(sized(creature("g"), 7, 7), bobsCreature("h1", 1, 1, ghosts), bobsCreature("h2", 1, 1, ghosts)),
			[]string{"g>bob 1/0/-6/0 "}},
		// 419.5a: halved to 0, no damage is dealt, and no prevention applies.
		{"halved to nothing", board(sized(creature("g"), 1, 1), bobsCreature("h", 1, 1, ghosts), enchant("s", staff, "bob")),
			[]string{"g>bob 0/0/-1/0 "}},
		// Thunderstaff prevents 1 of each creature's damage: of the 1 left
		// after halving 3, none is dealt.
		{"halved then 1 prevented", board(sized(creature("g"), 3, 3), bobsCreature("h", 1, 1, ghosts), enchant("s", staff, "bob")),
			[]string{"g>bob 0/1/-2/0 419.7"}},
		// Two Bodyguards: the first listed takes the damage (the default for
		// bob's choice), and the damage it takes is no longer bob's.
		{"two Bodyguards, the first takes it", board(sized(creature("g"), 3, 3), bobsCreature("v1", 2, 5, guard), bobsCreature("v2", 2, 5, guard)),
			[]string{"g>bob 0/0/0/3 ", "g>v1 3/0/0/0 "}},
		// 419.6: Szadek's 5, doubled first by default (a note says the
		// order is bob's choice), become 10 counters: 5 assigned, +5
		// doubled, -10 replaced, none dealt.
		{"Szadek doubled then replaced", hellbent(board(sized(creature("g", "If ~ would deal combat damage to a player, instead put that many +1/+1 counters on ~ and that player mills that many cards."), 5, 5), enchant("a", anthem, "alice"))),
			[]string{"g>bob 0/0/-5/0 "}},
		// A tapped Bodyguard redirects nothing; the untapped one does.
		{"a tapped Bodyguard is skipped", board(sized(creature("g"), 3, 3), with(bobsCreature("v1", 2, 5, guard), tapped), bobsCreature("v2", 2, 5, guard)),
			[]string{"g>bob 0/0/0/3 ", "g>v2 3/0/0/0 "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := rules.ResolveDamage(rules.DamageDeclaration{Board: tt.board, Attackers: attack("g")})
			if err != nil || r.Verdict != rules.Legal {
				t.Fatalf("got %s %+v %v, want legal", r.Verdict, r.Violations, err)
			}
			var dealt []string
			for _, d := range r.Dealt {
				dealt = append(dealt, fmt.Sprintf("%s>%s %d/%d/%d/%d %s", d.Source, d.To, d.Amount, d.Prevented, d.Replaced, d.Redirected, d.Rule))
			}
			if !slices.Equal(dealt, tt.dealt) {
				t.Errorf("dealt = %q, want %q", dealt, tt.dealt)
			}
		})
	}
}

// TestSekkiTokens: Sekki's Spirit tokens take ids no permanent has, and a
// board that could make more tokens than the judge builds is refused at
// Sekki's ability (a 422), not answered with a board of any size.
func TestSekkiTokens(t *testing.T) {
	const sekki = "If damage would be dealt to ~, prevent that damage, remove that many +1/+1 counters from ~, and create that many 1/1 colorless Spirit creature tokens."
	s := with(with(sized(creature("s", sekki), 0, 0), bobs), dmgCounters("+1/+1", 4))
	taken := with(sized(creature("s-spirit-1"), 1, 1), bobs)
	r, err := rules.ResolveDamage(rules.DamageDeclaration{Board: board(sized(creature("g"), 3, 3), s, taken), Attackers: attack("g"), Blockers: blocks([]string{"s", "g"})})
	if err != nil || r.Verdict != rules.Legal {
		t.Fatalf("got %s %+v %v, want legal", r.Verdict, r.Violations, err)
	}
	var ids []string
	for _, p := range r.Board.Permanents {
		ids = append(ids, string(p.ID))
	}
	want := []string{"s", "s-spirit-1", "s-spirit-2", "s-spirit-3", "s-spirit-4"} // g is destroyed by Sekki's 4
	if !slices.Equal(ids, want) {
		t.Errorf("board after = %q, want %q (419.7: three tokens, past the id taken)", ids, want)
	}
	big := sized(creature("g"), 600, 600)
	_, err = rules.ResolveDamage(rules.DamageDeclaration{Board: board(big, s), Attackers: attack("g"), Blockers: blocks([]string{"s", "g"})})
	var fe rules.InputError
	if !errors.As(err, &fe) || len(fe) != 1 || fe[0].Path.String() != "board.permanents[1].abilities[0]" {
		t.Errorf("got %v, want one error at board.permanents[1].abilities[0]", err)
	}
}

// TestDoublingBound: a board with more abilities that double damage than
// the judge computes exactly is refused at the first one past the bound
// (a 422), never answered with an amount that overflowed.
func TestDoublingBound(t *testing.T) {
	const anthem = "If a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead."
	perms := []rules.Permanent{sized(creature("g"), 1000000, 1)}
	for i := 0; i <= rules.MaxDoublings; i++ {
		perms = append(perms, enchant(fmt.Sprintf("a%d", i), anthem, "alice"))
	}
	_, err := rules.ResolveDamage(rules.DamageDeclaration{Board: board(perms...), Attackers: attack("g")})
	want := fmt.Sprintf("board.permanents[%d].abilities[0]", rules.MaxDoublings+1)
	var fe rules.InputError
	if !errors.As(err, &fe) || len(fe) != 1 || fe[0].Path.String() != want {
		t.Fatalf("got %v, want one error at %s", err, want)
	}
	r, err := rules.ResolveDamage(rules.DamageDeclaration{Board: board(perms[:rules.MaxDoublings+1]...), Attackers: attack("g")})
	if err != nil || r.Verdict != rules.Legal || r.Dealt[0].Amount != 1000000<<rules.MaxDoublings || r.Dealt[0].Rule != "" {
		t.Fatalf("got %+v %v, want legal and %d dealt (419.6a: each doubling once)", r.Dealt, err, 1000000<<rules.MaxDoublings)
	}
}
