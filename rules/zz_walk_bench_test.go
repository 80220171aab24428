package rules_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"rulesjudge/internal/boards"
	"rulesjudge/rules"
)

func BenchmarkZZWalked(b *testing.B) {
	d := boards.DenseBlocks(rand.New(rand.NewPCG(10, 10)), 5, 5)
	j, _ := rules.CheckBlocks(context.Background(), d, rules.Options{})
	d.Blockers = j.Requirements.Example.Blockers
	d.Board.Permanents = slices.Clone(d.Board.Permanents)
	for i := range d.Board.Permanents {
		if slices.ContainsFunc(d.Attackers, func(a rules.Attacker) bool { return a.Creature == d.Board.Permanents[i].ID }) {
			d.Board.Permanents[i].Tapped = false
		}
	}
	cd := rules.CombatDeclaration{Board: d.Board, Attackers: d.Attackers, Blockers: d.Blockers}
	b.ReportAllocs()
	for b.Loop() {
		rules.ResolveCombat(context.Background(), cd, rules.Options{})
	}
}
