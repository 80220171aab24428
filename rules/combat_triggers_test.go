package rules_test

import (
	"context"
	"errors"
	"testing"

	"rulesjudge/rules"
)

// The triggers of combat_triggers.go walked through whole combats: the
// verdict, the events' rules step by step, what was destroyed and the
// life totals.
func TestResolveCombatEventTriggers(t *testing.T) {
	abu := "When ~ is put into a graveyard from play, destroy all creatures blocking or blocked by it. They can't be regenerated."
	tests := []struct {
		name      string
		decl      rules.CombatDeclaration
		steps     []step
		destroyed []rules.ObjectID
		life      map[rules.PlayerID]int
	}{
		// 410.2, 410.10c-d: the Frostbeast's end-of-combat trigger destroys
		// the blocked Abu Ja'far (its own destruction, not state-based);
		// Abu's leaves-play trigger looks back: the Frostbeast was blocking
		// it, so it is destroyed too.
		{"end of combat destroys a creature whose leaves-play trigger looks back",
			rules.CombatDeclaration{Board: board(sized(creature("abu", abu), 0, 4),
				bobsCreature("beast", 2, 5, "At end of combat, destroy all creatures blocking or blocked by ~.")),
				Attackers: attack("abu"), Blockers: blocks([]string{"beast", "abu"})},
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2", "regular", "310.2 310.4", "end_of_combat", "410.2 410.10d 410.10c"),
			[]rules.ObjectID{"abu", "beast"}, map[rules.PlayerID]int{"bob": 20}},
		// 410.6, 410.10d: a permanent's trigger on each attacker kills
		// the 0/1 in the declare attackers step, before any blocker:
		// looking back, nothing was blocking it or blocked by it, so its
		// leaves-play trigger does nothing.
		{"leaves play before blockers: nothing to destroy",
			rules.CombatDeclaration{Board: board(sized(creature("abu", abu), 0, 1), bobsCreature("wall", 0, 4, "Defender"),
				enchant("spikes", "Whenever a creature attacks, ~ deals 1 damage to it.", "bob")), Attackers: attack("abu")},
			steps("declare_attackers", "308.2 308.2c 410.6 410.6 420.5c 410.10d 410.10c", "declare_blockers", "", "regular", "", "end_of_combat", ""),
			[]rules.ObjectID{"abu"}, map[rules.PlayerID]int{"bob": 20}},
		// 404.4, 404.4d: a creature returned at end of combat by one
		// delayed trigger is gone when the other resolves: it does nothing.
		{"two delayed triggers on one creature: the second finds it gone",
			rules.CombatDeclaration{Board: board(creature("w", "When ~ attacks or blocks, return it to its owner's hand at end of combat.", "Whenever ~ attacks or blocks, remove a +1/+1 counter from it at end of combat.")),
				Attackers: attack("w")},
			steps("declare_attackers", "308.2 308.2c 410.3 410.2 410.2", "declare_blockers", "309.2f", "regular", "310.2 310.4", "end_of_combat", "410.3 404.4 404.4d"),
			nil, map[rules.PlayerID]int{"bob": 18}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := walkedLegal(t, tt.decl)
			if tt.steps != nil {
				checkWalk(t, r, tt.steps, tt.destroyed, tt.life)
			}
		})
	}
}

// choices.may: the answers are checked against the board, each error
// naming its field.
func TestResolveCombatMayChoicesRefused(t *testing.T) {
	b := board(creature("runner", "Whenever ~ becomes blocked, you may untap it and remove it from combat."),
		creature("marshal", "Whenever ~ attacks, you may tap target creature."), bobsCreature("giant", 3, 3))
	tests := []struct {
		name string
		may  []rules.MayChoice
		path string
	}{
		{"unknown source", []rules.MayChoice{{Source: "nobody", Answer: true}}, "choices.may[0].source"},
		{"no optional line", []rules.MayChoice{{Source: "giant", Answer: true}}, "choices.may[0].source"},
		{"text not a line of it", []rules.MayChoice{{Source: "runner", Text: "Flying", Answer: true}}, "choices.may[0].text"},
		{"answered twice", []rules.MayChoice{{Source: "runner", Answer: true}, {Source: "runner", Answer: false}}, "choices.may[1]"},
		{"a yes with no target", []rules.MayChoice{{Source: "marshal", Answer: true}}, "choices.may[0].targets"},
		{"a target on a line with none", []rules.MayChoice{{Source: "runner", Answer: true, Targets: []rules.ObjectID{"giant"}}}, "choices.may[0].targets"},
		{"an unknown target", []rules.MayChoice{{Source: "marshal", Answer: true, Targets: []rules.ObjectID{"ghost"}}}, "choices.may[0].targets[0]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rules.ResolveCombat(context.Background(), rules.CombatDeclaration{Board: b, Attackers: attack("runner", "marshal"), May: tt.may}, rules.Options{})
			var ie rules.InputError
			if !errors.As(err, &ie) || len(ie) != 1 || ie[0].Path.String() != tt.path {
				t.Fatalf("got %v, want one input error at %s", err, tt.path)
			}
		})
	}
}
