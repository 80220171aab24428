package rules_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"rulesjudge/rules"
	"rulesjudge/rules/walk"
)

// patchLines are lines whose triggers change one creature's power and
// toughness (the walk's patches) or read other permanents (a lord, a
// count, a power restriction: boards the walk reads whole), with deaths
// from flanking, damage and shrinking boosts.
var patchLines = []string{
	"Flanking", "Bushido 1", "Rampage 1", "First strike", "Trample", "Indestructible",
	"Whenever ~ attacks, it gets +2/+0 until end of turn.",
	"Whenever ~ attacks, it gets -1/-1 until end of turn.",
	"Whenever ~ becomes blocked, it gets +1/+1 until end of turn.",
	"Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.",
	"Whenever ~ blocks, it gets +0/+2 until end of turn.",
	"Whenever ~ blocks, it gets -2/-2 until end of turn.",
	"Whenever ~ deals combat damage to a player, you gain 1 life.",
	"Whenever a creature attacks you, it gets -1/-0 until end of turn.",
	"Whenever a creature you control attacks, it gets +2/+2 until end of turn.",
	"Whenever a creature attacks, ~ deals 1 damage to it.",
	"Other creatures you control get +1/+1.",
	"~ can't block creatures with power 2 or greater.",
}

// patchCombat is a random combat of up to eight attackers and eight
// blockers with patchLines, some creatures damaged already.
func patchCombat(r *rand.Rand) rules.CombatDeclaration {
	var perms []rules.Permanent
	var d rules.CombatDeclaration
	lines := func(p *rules.Permanent) {
		for range r.IntN(4) {
			p.Abilities = append(p.Abilities, strings.ReplaceAll(patchLines[r.IntN(len(patchLines))], "~", p.Name))
		}
		if r.IntN(5) == 0 {
			p.Damage = r.IntN(2)
		}
	}
	na, nb := 1+r.IntN(8), r.IntN(9)
	for i := range na {
		c := sized(creature(fmt.Sprintf("a%d", i)), r.IntN(4), 1+r.IntN(4))
		lines(&c)
		perms = append(perms, c)
		d.Attackers = append(d.Attackers, rules.Attacker{Creature: c.ID})
	}
	for i := range nb {
		c := bobsCreature(fmt.Sprintf("b%d", i), r.IntN(4), 1+r.IntN(4))
		lines(&c)
		perms = append(perms, c)
		if r.IntN(4) > 0 {
			d.Blockers = append(d.Blockers, rules.Blocker{Creature: c.ID, Blocking: []rules.ObjectID{d.Attackers[r.IntN(na)].Creature}})
		}
	}
	d.Board = board(perms...)
	return d
}

// TestDerivedPatchAgrees: the walk that derives again only the creature a
// trigger changed, and skips the state-based check when nothing it
// changed can die, answers exactly as the walk that reads the whole board
// again after every change (derived_patch.go); each patch and each check
// skipped is compared with the whole board read again as it happens.
func TestDerivedPatchAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 11))
	ctx, opt := context.Background(), rules.Options{}
	off := walk.VerifyDelta()
	defer off()
	walked := 0
	for i := range 400 {
		var d rules.CombatDeclaration
		switch i % 3 {
		case 0:
			d = patchCombat(r)
		case 1:
			d = randomSteps(r)
		default:
			d = triggeredCombat(1 + r.IntN(6))
		}
		got, gotErr := rules.ResolveCombat(ctx, d, opt)
		whole := walk.WholeReads()
		want, wantErr := rules.ResolveCombat(ctx, d, opt)
		whole()
		if fmt.Sprint(gotErr) != fmt.Sprint(wantErr) || !reflect.DeepEqual(got, want) {
			t.Fatalf("%s:\ngot  %v %+v\nwant %v %+v", describe(d), gotErr, got, wantErr, want)
		}
		if gotErr == nil && got.Stage == rules.EndOfCombatStep {
			walked++
		}
	}
	if walked < 100 {
		t.Errorf("only %d combats were walked to the end", walked)
	}
}
