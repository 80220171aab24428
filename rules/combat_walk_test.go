package rules_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"rulesjudge/rules"
)

// The triggers that resolve in the declare attackers step, before any
// creature blocks: no creature is a blocking creature yet, and no attacker
// is blocked or unblocked yet (309.2f makes an attacker no creature blocks
// an unblocked creature only as the blockers are declared).
func TestResolveCombatBeforeBlocks(t *testing.T) {
	tests := []struct {
		name      string
		decl      rules.CombatDeclaration
		steps     []step
		destroyed []rules.ObjectID
		life      map[rules.PlayerID]int
		damage    map[rules.ObjectID]int // on the board afterwards
	}{
		// 410.2: the trigger on attacking deals 1 to the attacker only;
		// the 2/2 that blocks later was no blocking creature as it
		// resolved. The 4/4 (1 damage) kills the 2/2 and survives its 2.
		{"attacks: 1 damage to each attacking and each blocking creature",
			rules.CombatDeclaration{Board: board(sized(creature("a", "Whenever ~ attacks, ~ deals 1 damage to each attacking creature and each blocking creature."), 4, 4), bobsCreature("b", 2, 2)),
				Attackers: attack("a"), Blockers: blocks([]string{"b", "a"})},
			steps("declare_attackers", "308.2 308.2c 410.2 410.2", "declare_blockers", "309.2", "regular", "310.2 310.2 310.4 310.4 420.5c", "end_of_combat", ""),
			[]rules.ObjectID{"b"}, map[rules.PlayerID]int{"bob": 20}, map[rules.ObjectID]int{"a": 3}},
		// 410.2: damage equal to its power to each blocking creature, on
		// attacking: there is none yet, so it deals no damage (had it dealt
		// its 3 to the 2/2, the 2/2 would have left play before blocking);
		// the 3/3 kills the 2/2 and survives its 2.
		{"attacks: damage equal to its power to each blocking creature",
			rules.CombatDeclaration{Board: board(sized(creature("a", "Whenever ~ attacks, it deals damage equal to its power to each blocking creature."), 3, 3), bobsCreature("b", 2, 2)),
				Attackers: attack("a"), Blockers: blocks([]string{"b", "a"})},
			steps("declare_attackers", "308.2 308.2c 410.2", "declare_blockers", "309.2", "regular", "310.2 310.2 310.4 310.4 420.5c", "end_of_combat", ""),
			[]rules.ObjectID{"b"}, map[rules.PlayerID]int{"bob": 20}, map[rules.ObjectID]int{"a": 2}},
		// 410.2, 419.6c: the attack trigger's 2 damage to bob is not
		// damage by an unblocked creature (none is unblocked before the
		// declare blockers step), so the untapped Bodyguard doesn't take
		// it; the combat damage of the unblocked attacker it takes.
		{"attacks: damage to defending player before blocks, no Bodyguard",
			rules.CombatDeclaration{Board: board(sized(creature("g", "Whenever ~ attacks, ~ deals 2 damage to defending player."), 1, 1),
				bobsCreature("vb", 2, 5, "As long as ~ is untapped, all damage that would be dealt to you by unblocked creatures is dealt to ~ instead.")),
				Attackers: attack("g")},
			steps("declare_attackers", "308.2 308.2c 410.2 410.2", "declare_blockers", "309.2f", "regular", "310.2 310.4 419.6c", "end_of_combat", ""),
			nil, map[rules.PlayerID]int{"bob": 18}, map[rules.ObjectID]int{"vb": 1}},
		// 410.2, 419.6c: the same trigger on "attacks and isn't blocked"
		// resolves in the declare blockers step: the attacker is unblocked
		// and the Bodyguard takes the 2.
		{"attacks and isn't blocked: the Bodyguard takes it",
			rules.CombatDeclaration{Board: board(sized(creature("g", "Whenever ~ attacks and isn't blocked, ~ deals 2 damage to defending player."), 1, 1),
				bobsCreature("vb", 2, 5, "As long as ~ is untapped, all damage that would be dealt to you by unblocked creatures is dealt to ~ instead.")),
				Attackers: attack("g")},
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2f 410.2 410.2 419.6c", "regular", "310.2 310.4 419.6c", "end_of_combat", ""),
			nil, map[rules.PlayerID]int{"bob": 20}, map[rules.ObjectID]int{"vb": 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := walkedLegal(t, tt.decl)
			checkWalk(t, r, tt.steps, tt.destroyed, tt.life)
			for _, p := range r.Board.Permanents {
				if want, ok := tt.damage[p.ID]; ok && p.Damage != want {
					t.Errorf("damage on %s: got %d, want %d", p.ID, p.Damage, want)
				}
			}
		})
	}
}

// 502.28c: a creature that had double strike in the first-strike step
// and lost it since (the lord that gave it died there) doesn't assign in
// the second step: the walk cites the double strike rule, not first
// strike's 502.2c. The 2/5 survives the Bears' 2 and kills them.
func TestResolveCombatLostDoubleStrike(t *testing.T) {
	for _, tt := range []struct {
		name  string
		grant string
		lost  rules.RuleID
	}{
		{"double strike lost", "Other creatures you control have double strike.", "502.28c"},
		{"first strike lost", "Other creatures you control have first strike.", "502.2c"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			decl := rules.CombatDeclaration{Board: board(sized(creature("lord", tt.grant), 1, 1), creature("bear"),
				bobsCreature("x", 3, 3, "First strike"), bobsCreature("y", 2, 5)),
				Attackers: attack("lord", "bear"), Blockers: blocks([]string{"x", "lord"}, []string{"y", "bear"})}
			r, err := rules.ResolveCombat(context.Background(), decl, rules.Options{})
			if err != nil {
				t.Fatalf("ResolveCombat: %v", err)
			}
			want := steps("declare_attackers", "308.2 308.2c 308.2 308.2c", "declare_blockers", "309.2 309.2",
				"first_strike", "310.2 310.2 502.2b 310.4 310.4 420.5c", "regular", string(tt.lost)+" 310.2 310.4 420.5c", "end_of_combat", "")
			if gs, ws := showSteps(r.Steps), fmt.Sprint(want); gs != ws {
				t.Errorf("steps:\ngot  %s\nwant %s", gs, ws)
			}
			if w := []rules.ObjectID{"lord", "bear"}; r.Verdict != rules.Legal || !slices.Equal(r.Destroyed, w) {
				t.Errorf("got %s, destroyed %v; want legal, destroyed %v", r.Verdict, r.Destroyed, w)
			}
		})
	}
}

// 410.2: "Whenever ~ deals damage to a creature, destroy that creature"
// (the era's deathtouch) triggers on any damage its creature deals, the
// damage of its own triggered ability too, not combat damage only: the
// 0/8 dealt 1 by the attacker's trigger on becoming blocked is destroyed
// in the declare blockers step, and the regular step has nothing to deal
// (the attacker stays blocked, 310.2c).
func TestResolveCombatTriggerDamageTriggersDeathtouch(t *testing.T) {
	decl := rules.CombatDeclaration{Board: board(sized(creature("rats", "Whenever ~ becomes blocked, it deals 1 damage to each creature blocking it.", "Whenever ~ deals damage to a creature, destroy that creature."), 1, 5),
		sized(with(creature("wall", "Prevent all combat damage that would be dealt to and dealt by ~."), bobs), 0, 8)),
		Attackers: attack("rats"), Blockers: blocks([]string{"wall", "rats"})}
	r, err := rules.ResolveCombat(context.Background(), decl, rules.Options{})
	if err != nil {
		t.Fatalf("ResolveCombat: %v", err)
	}
	want := steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2 410.9a 410.9a 410.2", "regular", "", "end_of_combat", "")
	if gs, ws := showSteps(r.Steps), fmt.Sprint(want); gs != ws {
		t.Errorf("steps:\ngot  %s\nwant %s", gs, ws)
	}
	if w := []rules.ObjectID{"wall"}; r.Verdict != rules.Legal || !slices.Equal(r.Destroyed, w) {
		t.Errorf("got %s, destroyed %v; want legal, destroyed %v", r.Verdict, r.Destroyed, w)
	}
}
