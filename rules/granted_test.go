package rules_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"rulesjudge/internal/boards"
	"rulesjudge/rules"
)

// The lines granted.go reads as changing nothing the judge decides must be
// so on every board the judge accepts: on random dense boards, giving
// random creatures Goblin Rock Sled's untap line, Valor's line that works
// from a graveyard (the permanent is in play: 402.8) or an activated
// ability in quotes leaves every attack and block judgement as it was,
// verdict, violations and requirement figures alike.
func TestGrantedLinesThatChangeNothing(t *testing.T) {
	lines := []string{
		"~ doesn't untap during your untap step if it attacked during your last turn.",
		"As long as ~ is in your graveyard and you control a Plains, creatures you control have first strike.",
		"As long as ~ is in your graveyard, creatures you control have flying.",
		`~ has "{T}: ~ deals 1 damage to target attacking or blocking creature."`,
		`All creatures have "{1}, Sacrifice ~: Prevent the next 1 damage that would be dealt to target creature this turn."`,
	}
	with := func(r *rand.Rand, perms []rules.Permanent) []rules.Permanent {
		out := slices.Clone(perms)
		for i := range out {
			if r.IntN(2) == 0 {
				out[i].Abilities = append(slices.Clone(out[i].Abilities), lines[r.IntN(len(lines))])
			}
		}
		return out
	}
	r := rand.New(rand.NewPCG(diffSeed(1200), 12))
	for i := 0; i < boardCount(300); i++ {
		a := boards.DenseAttacks(r, 1+r.IntN(5))
		a2 := a
		a2.Board.Permanents = with(r, a.Board.Permanents)
		got, err := rules.CheckAttacks(context.Background(), a2, rules.Options{})
		want, err0 := rules.CheckAttacks(context.Background(), a, rules.Options{})
		if err != nil || err0 != nil {
			t.Fatalf("board %d: errors %v / %v", i, err, err0)
		}
		if got.Verdict != want.Verdict || !reflect.DeepEqual(rulesOf(got), rulesOf(want)) || !reflect.DeepEqual(got.Requirements, want.Requirements) {
			t.Fatalf("attack board %d: got %s %v %+v with the lines, want %s %v %+v as without", i, got.Verdict, rulesOf(got), got.Requirements, want.Verdict, rulesOf(want), want.Requirements)
		}
		b := boards.DenseBlocks(r, 1+r.IntN(3), 1+r.IntN(3))
		b2 := b
		b2.Board.Permanents = with(r, b.Board.Permanents)
		gotB, err := rules.CheckBlocks(context.Background(), b2, rules.Options{})
		wantB, err0 := rules.CheckBlocks(context.Background(), b, rules.Options{})
		if err != nil || err0 != nil {
			t.Fatalf("board %d: errors %v / %v", i, err, err0)
		}
		if gotB.Verdict != wantB.Verdict || !reflect.DeepEqual(rulesOf(gotB), rulesOf(wantB)) || !reflect.DeepEqual(gotB.Requirements, wantB.Requirements) {
			t.Fatalf("block board %d: got %s %v with the lines, want %s %v as without", i, gotB.Verdict, rulesOf(gotB), wantB.Verdict, rulesOf(wantB))
		}
	}
}

// rulesOf lists the rule of each violation of a judgement.
func rulesOf(j rules.Judgement) []rules.RuleID {
	var out []rules.RuleID
	for _, v := range j.Violations {
		out = append(out, v.Rule)
	}
	return out
}

// "is black" (418.5a) sets the creature's colors once its condition holds,
// and a protection, fear or a quality then sees the new color: a black
// Wayward Angel with threshold can't block White Knight (502.7f), a white
// one can; and it is black only, so Black Knight's protection from white
// no longer stops it.
func TestColorChangeDecidesTheBlock(t *testing.T) {
	angel := func(graveyard int, attacker rules.Permanent) rules.BlockDeclaration {
		p, t4 := 4, 4
		ap, at := 2, 2
		attacker.Power, attacker.Toughness = &ap, &at
		return rules.BlockDeclaration{
			Board: rules.Board{ActivePlayer: "bob",
				Players: []rules.Player{{ID: "alice", Life: 20, Graveyard: &graveyard}, {ID: "bob", Life: 20}},
				Permanents: []rules.Permanent{attacker, {ID: "angel", Name: "Wayward Angel", Controller: "alice", Types: []string{"Creature"},
					Colors: []string{"White"}, Power: &p, Toughness: &t4,
					Abilities: []string{"Flying", "Threshold — As long as seven or more cards are in your graveyard, Wayward Angel gets +3/+3, is black, and has trample."}}}},
			Attackers: []rules.Attacker{{Creature: attacker.ID}},
			Blockers:  []rules.Blocker{{Creature: "angel", Blocking: []rules.PermanentID{attacker.ID}}},
		}
	}
	white := rules.Permanent{ID: "wk", Name: "White Knight", Controller: "bob", Types: []string{"Creature"}, Colors: []string{"White"}, Abilities: []string{"Protection from black"}}
	black := rules.Permanent{ID: "bk", Name: "Black Knight", Controller: "bob", Types: []string{"Creature"}, Colors: []string{"Black"}, Abilities: []string{"Protection from white"}}
	tests := []struct {
		name      string
		graveyard int
		attacker  rules.Permanent
		want      rules.Verdict
		rules     []rules.RuleID
	}{
		{"threshold: black, can't block protection from black (502.7f)", 7, white, rules.Illegal, []rules.RuleID{"502.7f"}},
		{"no threshold: white, blocks protection from black", 6, white, rules.Legal, nil},
		{"threshold: black and not white, blocks protection from white", 7, black, rules.Legal, nil},
		{"no threshold: white, can't block protection from white (502.7f)", 6, black, rules.Illegal, []rules.RuleID{"502.7f"}},
	}
	for _, tt := range tests {
		got, err := rules.CheckBlocks(context.Background(), angel(tt.graveyard, tt.attacker), rules.Options{})
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if got.Verdict != tt.want || !reflect.DeepEqual(rulesOf(got), tt.rules) {
			t.Errorf("%s: got %s %v, want %s %v", tt.name, got.Verdict, rulesOf(got), tt.want, tt.rules)
		}
	}
}

// Fail closed: a quoted trigger with an intervening "if" (410.8) given by
// an Aura was accepted and never applied (the board decides that
// condition only for a permanent's own line): it is refused at the Aura's
// line, whoever controls the Aura.
func TestGrantedInterveningIfRefused(t *testing.T) {
	for _, tt := range []struct{ controller, text string }{
		{"alice", `Enchanted creature has "Whenever this creature deals combat damage to a player, if you have no cards in hand, that player discards cards equal to the damage."`},
		{"bob", `Enchanted creature has "Whenever this creature deals combat damage to a player, if you have no cards in hand, that player discards cards equal to the damage."`},
		// The same of a quoted static under a condition on the hand.
		{"alice", `Enchanted creature has "As long as you have seven or more cards in hand, this creature has flying."`},
	} {
		controller := tt.controller
		aura := with(enchant("aura", tt.text, controller), attachedTo("bear"))
		b := board(creature("bear"), aura)
		zero, five := 0, 5
		b.Players[0].Hand, b.Players[1].Hand = &zero, &five
		_, err := rules.ResolveCombat(context.Background(), rules.CombatDeclaration{Board: b, Attackers: attack("bear")}, rules.Options{})
		var in rules.InputError
		if !errors.As(err, &in) || len(in) != 1 || !strings.HasPrefix(err.Error(), "board.permanents[1].abilities[0]: ") {
			t.Errorf("Aura of %s, %q: got %v, want one input error at board/permanents/1/abilities/0", controller, tt.text, err)
		}
	}
}
