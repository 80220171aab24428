package rules_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"rulesjudge/rules"
)

// The trigger effects "tap that creature" and "~ deals N damage to ...",
// walked through whole combats.
func TestResolveCombatTapAndDamageTriggers(t *testing.T) {
	red := func(p *rules.Permanent) { p.Colors = []string{"Red"} }
	tests := []struct {
		name      string
		decl      rules.CombatDeclaration
		steps     []step
		destroyed []rules.ObjectID
		life      map[rules.PlayerID]int
		tapped    []rules.ObjectID // on the board afterwards
	}{
		// 410.9b, 306.2b: the blocker's trigger taps the attacker, which
		// has vigilance and was untapped; it stays in combat and, 310.2a
		// making no exception for a tapped creature, deals its 2 and is
		// dealt 1.
		{"blocks a creature: tap that creature",
			rules.CombatDeclaration{Board: board(creature("v", "Vigilance"),
				bobsCreature("spawn", 1, 3, "Whenever ~ blocks a creature, tap that creature. That creature doesn't untap during its controller's next untap step.")),
				Attackers: attack("v"), Blockers: blocks([]string{"spawn", "v"})},
			steps("declare_attackers", "308.2 502.14", "declare_blockers", "309.2 410.9b 306.2b", "regular", "310.2 310.2 310.4 310.4", "end_of_combat", ""),
			nil, map[rules.PlayerID]int{"bob": 20}, []rules.ObjectID{"v"}},
		// 410.2, 306.2b, 310.2a: the first striker's damage trigger taps
		// its blocker, which still deals its 3 in the regular step and
		// destroys the 2/2 (420.5c).
		{"deals combat damage to a creature: tap it, it still strikes back",
			rules.CombatDeclaration{Board: board(creature("k", "First strike", "Whenever ~ deals combat damage to a creature, tap that creature and it doesn't untap during its controller's next untap step."),
				bobsCreature("b", 3, 3)), Attackers: attack("k"), Blockers: blocks([]string{"b", "k"})},
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2", "first_strike", "310.2 502.2b 310.4 410.2 306.2b", "regular", "310.2 310.4 420.5c", "end_of_combat", ""),
			[]rules.ObjectID{"k"}, map[rules.PlayerID]int{"bob": 20}, []rules.ObjectID{"b"}},
		// 410.9a: "deals 2 damage to each attacking creature and each
		// blocking creature" hits the red attacker itself, the other
		// attacker and both blockers; protection from red prevents its
		// share (502.7e); the three others die (420.5c) before any combat
		// damage, so the regular step has nothing to deal.
		{"becomes blocked: 2 damage to each attacking and blocking creature",
			rules.CombatDeclaration{Board: board(with(sized(creature("swine", "Whenever ~ becomes blocked, it deals 2 damage to each attacking creature and each blocking creature."), 1, 1), red),
				creature("g"), bobsCreature("b", 2, 2), bobsCreature("p", 2, 2, "Protection from red")),
				Attackers: attack("swine", "g"), Blockers: blocks([]string{"b", "swine"}, []string{"p", "swine"})},
			steps("declare_attackers", "308.2 308.2c 308.2 308.2c", "declare_blockers", "309.2 309.2 309.2f 410.9a 410.9a 410.9a 410.9a 502.7e 420.5c 420.5c 420.5c", "regular", "", "end_of_combat", ""),
			[]rules.ObjectID{"swine", "g", "b"}, map[rules.PlayerID]int{"bob": 20}, nil},
		// 410.2, 419.7: a static that prevents combat damage only doesn't
		// prevent the trigger's 1 damage to the defending player; it does
		// prevent the 2 combat damage.
		{"attacks: 1 damage to defending player, not combat damage",
			rules.CombatDeclaration{Board: board(creature("o", "Whenever ~ attacks, ~ deals 1 damage to defending player."),
				enchant("chasm", "Prevent all combat damage that would be dealt to you.", "bob")), Attackers: attack("o")},
			steps("declare_attackers", "308.2 308.2c 410.2 410.2", "declare_blockers", "309.2f", "regular", "310.2 419.7 419.7", "end_of_combat", ""),
			nil, map[rules.PlayerID]int{"bob": 19}, []rules.ObjectID{"o"}},
		// 419.7: "prevent all damage that would be dealt to ~" prevents the
		// trigger's damage too; the blocker survives its 1.
		{"becomes blocked: damage to each creature blocking it, prevented",
			rules.CombatDeclaration{Board: board(sized(creature("a", "Whenever ~ becomes blocked, ~ deals 1 damage to each creature blocking it."), 0, 2),
				bobsCreature("fog", 0, 1, "Prevent all damage that would be dealt to ~.")), Attackers: attack("a"), Blockers: blocks([]string{"fog", "a"})},
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2 410.9a 419.7 419.7", "regular", "", "end_of_combat", ""),
			nil, map[rules.PlayerID]int{"bob": 20}, []rules.ObjectID{"a"}},
		// 410.9c: Retaliation gives its controller's creatures a trigger
		// once for each creature blocking them; the attacker, blocked by
		// two 1/1s, gets +1/+1 twice (4/4), kills both and survives their 2.
		{"granted by a lord: becomes blocked by a creature, +1/+1 for each",
			rules.CombatDeclaration{Board: board(creature("a"),
				enchant("ret", `Creatures you control have "Whenever this creature becomes blocked by a creature, this creature gets +1/+1 until end of turn."`, "alice"),
				bobsCreature("b1", 1, 1), bobsCreature("b2", 1, 1)), Attackers: attack("a"), Blockers: blocks([]string{"b1", "a"}, []string{"b2", "a"})},
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2 309.2 410.3 410.9c 410.9c", "regular", "310.2 310.2 310.2 310.2 310.4 310.4 310.4 310.4 420.5c 420.5c", "end_of_combat", ""),
			[]rules.ObjectID{"b1", "b2"}, map[rules.PlayerID]int{"bob": 20}, []rules.ObjectID{"a"}},
		// 410.2: Mark of Sakiko's trigger, the enchanted creature's own,
		// adds mana the walk keeps no account of; Instill Furor's end step
		// trigger does nothing in combat.
		{"granted by Auras: combat damage to a player adds mana; an end step trigger",
			rules.CombatDeclaration{Board: board(creature("a"),
				with(enchant("mark", `Enchanted creature has "Whenever this creature deals combat damage to a player, add that much {G}. Until end of turn, you don't lose this mana as steps and phases end."`, "alice"), attachedTo("a")),
				with(enchant("furor", `Enchanted creature has "At the beginning of your end step, sacrifice this creature unless it attacked this turn."`, "alice"), attachedTo("a"))),
				Attackers: attack("a")},
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2f", "regular", "310.2 310.4 410.2", "end_of_combat", ""),
			nil, map[rules.PlayerID]int{"bob": 18}, []rules.ObjectID{"a"}},
		// 410.6, 410.3: Caltrops, an artifact, triggers once for each
		// attacker; bob's two triggers resolve in the walk's order. Its 1
		// damage kills the 1/1 whose static prevents only damage by
		// creatures (Caltrops is none), and protection from artifacts
		// prevents the other's (502.7e).
		{"a creature attacks: an artifact deals 1 damage to it",
			rules.CombatDeclaration{Board: board(sized(creature("z", "Prevent all damage that would be dealt to ~ by creatures."), 1, 1), creature("y", "Protection from artifacts"),
				rules.Permanent{ID: "caltrops", Name: "Caltrops", Controller: "bob", Types: []string{"Artifact"}, Abilities: []string{"Whenever a creature attacks, Caltrops deals 1 damage to it."}}),
				Attackers: attack("z", "y")},
			steps("declare_attackers", "308.2 308.2c 308.2 308.2c 410.3 410.6 410.6 420.5c 410.6 502.7e", "declare_blockers", "309.2f", "regular", "310.2 310.4", "end_of_combat", ""),
			[]rules.ObjectID{"z"}, map[rules.PlayerID]int{"bob": 18}, []rules.ObjectID{"y"}},
		// 410.6: "attacks you" with a quality: only the attacker without
		// flying triggers Barbed Foliage; it survives its 1 damage.
		{"a creature without flying attacks you",
			rules.CombatDeclaration{Board: board(sized(creature("f", "Flying"), 1, 1), creature("g"),
				enchant("foliage", "Whenever a creature without flying attacks you, ~ deals 1 damage to it.", "bob")),
				Attackers: attack("f", "g")},
			steps("declare_attackers", "308.2 308.2c 308.2 308.2c 410.6 410.6", "declare_blockers", "309.2f 309.2f", "regular", "310.2 310.2 310.4 310.4", "end_of_combat", ""),
			nil, map[rules.PlayerID]int{"bob": 17}, []rules.ObjectID{"f", "g"}},
		// 410.6: alice's Battle Strain deals 1 damage to the controller of
		// the creature that blocks.
		{"a creature blocks: damage to its controller",
			rules.CombatDeclaration{Board: board(creature("a"), bobsCreature("b", 2, 2),
				enchant("strain", "Whenever a creature blocks, ~ deals 1 damage to that creature's controller.", "alice")),
				Attackers: attack("a"), Blockers: blocks([]string{"b", "a"})},
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2 410.6 410.6", "regular", "310.2 310.2 310.4 310.4 420.5c 420.5c", "end_of_combat", ""),
			[]rules.ObjectID{"a", "b"}, map[rules.PlayerID]int{"bob": 19}, nil},
		// 410.6, 410.3: alice's "+2/+2" and bob's "its controller loses 1
		// life" both trigger on the attacker; bob's resolves first. The
		// 4/4 deals 4.
		{"a creature you control attacks: pump; a creature attacks you: its controller loses life",
			rules.CombatDeclaration{Board: board(creature("a"),
				enchant("charge", "Whenever a creature you control attacks, it gets +2/+2 until end of turn.", "alice"),
				enchant("miasma", "Whenever a creature attacks you, its controller loses 1 life.", "bob")),
				Attackers: attack("a")},
			steps("declare_attackers", "308.2 308.2c 410.3 410.6 410.6", "declare_blockers", "309.2f", "regular", "310.2 310.4", "end_of_combat", ""),
			nil, map[rules.PlayerID]int{"alice": 19, "bob": 16}, []rules.ObjectID{"a"}},
		// 410.6: "Whenever a Sliver becomes blocked, that Sliver gets +1/+1
		// ... for each creature blocking it": two blockers, 4/4; bob's
		// "Whenever a creature you control blocks, you gain 2 life" twice.
		{"a Sliver becomes blocked: pump per blocker; a creature you control blocks: life",
			rules.CombatDeclaration{Board: board(with(creature("s", "Whenever a Sliver becomes blocked, that Sliver gets +1/+1 until end of turn for each creature blocking it."), func(p *rules.Permanent) { p.Subtypes = []string{"Sliver"} }),
				bobsCreature("b1", 1, 1), bobsCreature("b2", 1, 1), enchant("stand", "Whenever a creature you control blocks, you gain 2 life.", "bob")),
				Attackers: attack("s"), Blockers: blocks([]string{"b1", "s"}, []string{"b2", "s"})},
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2 309.2 410.3 410.6 410.6 410.6", "regular", "310.2 310.2 310.2 310.2 310.4 310.4 310.4 310.4 420.5c 420.5c", "end_of_combat", ""),
			[]rules.ObjectID{"b1", "b2"}, map[rules.PlayerID]int{"bob": 24}, []rules.ObjectID{"s"}},
		// 410.2: Electryte, unblocked, deals combat damage to the player it
		// attacks; its trigger then deals 3 (its power) to each blocking
		// creature: the 2/4 that blocked the Bears, and still blocks after
		// they died, has 5 damage and is destroyed (420.5c).
		{"deals combat damage to defending player: damage equal to its power to each blocking creature",
			rules.CombatDeclaration{Board: board(sized(creature("e", "Whenever ~ deals combat damage to defending player, it deals damage equal to its power to each blocking creature."), 3, 3),
				creature("g"), bobsCreature("b", 2, 4)), Attackers: attack("e", "g"), Blockers: blocks([]string{"b", "g"})},
			steps("declare_attackers", "308.2 308.2c 308.2 308.2c", "declare_blockers", "309.2 309.2f", "regular", "310.2 310.2 310.2 310.4 310.4 310.4 420.5c 410.2 410.2 420.5c", "end_of_combat", ""),
			[]rules.ObjectID{"g", "b"}, map[rules.PlayerID]int{"bob": 17}, []rules.ObjectID{"e"}},
		// 410.6, 404.4: a Warrior's combat damage to its blocker triggers
		// the enchantment; the Warrior dies of the blocker's 4 (420.5c), the
		// blocker is destroyed at end of combat.
		{"a Warrior you control deals combat damage to a creature: destroy it at end of combat",
			rules.CombatDeclaration{Board: board(with(sized(creature("w"), 1, 1), func(p *rules.Permanent) { p.Subtypes = []string{"Warrior"} }), bobsCreature("b", 4, 4),
				enchant("sosuke", "Whenever a Warrior you control deals combat damage to a creature, destroy that creature at end of combat.", "alice")),
				Attackers: attack("w"), Blockers: blocks([]string{"b", "w"})},
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2", "regular", "310.2 310.2 310.4 310.4 420.5c 410.6", "end_of_combat", "404.4"),
			[]rules.ObjectID{"w", "b"}, map[rules.PlayerID]int{"bob": 20}, nil},
		// 410.6: "deals combat damage, you gain that much life"; and a
		// Sliver's combat damage to a creature destroys it now.
		{"a creature you control deals combat damage: gain that much; a Sliver's: destroy that creature",
			rules.CombatDeclaration{Board: board(creature("a"), with(creature("s"), func(p *rules.Permanent) { p.Subtypes = []string{"Sliver"} }), bobsCreature("b", 0, 4),
				enchant("purpose", "Whenever a creature you control deals combat damage, you gain that much life.", "alice"),
				enchant("toxin", "Whenever a Sliver deals combat damage to a creature, destroy that creature. It can't be regenerated.", "alice")),
				Attackers: attack("a", "s"), Blockers: blocks([]string{"b", "s"})},
			steps("declare_attackers", "308.2 308.2c 308.2 308.2c", "declare_blockers", "309.2 309.2f", "regular", "310.2 310.2 310.4 310.4 410.3 410.6 410.6 410.6", "end_of_combat", ""),
			[]rules.ObjectID{"b"}, map[rules.PlayerID]int{"alice": 24, "bob": 18}, []rules.ObjectID{"a", "s"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := walkedLegal(t, tt.decl)
			checkWalk(t, r, tt.steps, tt.destroyed, tt.life)
			var tapped []rules.ObjectID
			for _, p := range r.Board.Permanents {
				if p.Tapped {
					tapped = append(tapped, p.ID)
				}
			}
			if !slices.Equal(tapped, tt.tapped) {
				t.Errorf("tapped afterwards: got %v, want %v", tapped, tt.tapped)
			}
		})
	}
}

func attachedTo(id string) func(*rules.Permanent) {
	return func(p *rules.Permanent) {
		p.AttachedTo = rules.ObjectID(id)
		p.Subtypes = []string{"Aura"}
	}
}

// 410.8: Jagged Poppet's hellbent trigger on combat damage to a player
// triggers only if its controller has no cards in hand, and makes the
// player dealt the damage discard that many cards; with a card in hand,
// nothing triggers; with no hand given, the board can't be judged.
func TestResolveCombatHellbentDiscard(t *testing.T) {
	poppet := sized(creature("poppet", "Hellbent - Whenever ~ deals combat damage to a player, if you have no cards in hand, that player discards cards equal to the damage."), 3, 2)
	hands := func(alice, bob *int) rules.Board {
		b := board(poppet)
		b.Players[0].Hand, b.Players[1].Hand = alice, bob
		return b
	}
	n := func(v int) *int { return &v }
	tests := []struct {
		name    string
		board   rules.Board
		steps   []step
		bobHand *int
	}{
		{"hellbent: bob discards 3 of 5", hands(n(0), n(5)),
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2f", "regular", "310.2 310.4 410.2", "end_of_combat", ""), n(2)},
		{"hellbent: bob discards his 2", hands(n(0), n(2)),
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2f", "regular", "310.2 310.4 410.2", "end_of_combat", ""), n(0)},
		{"hellbent: bob's hand not given", hands(n(0), nil),
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2f", "regular", "310.2 310.4 410.2", "end_of_combat", ""), nil},
		{"a card in hand: no trigger", hands(n(1), n(5)),
			steps("declare_attackers", "308.2 308.2c", "declare_blockers", "309.2f", "regular", "310.2 310.4", "end_of_combat", ""), n(5)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := rules.ResolveCombat(context.Background(), rules.CombatDeclaration{Board: tt.board, Attackers: attack("poppet")}, rules.Options{})
			if err != nil || r.Board == nil {
				t.Fatalf("ResolveCombat: %v, board %v", err, r.Board)
			}
			if gs, ws := showSteps(r.Steps), fmt.Sprint(tt.steps); gs != ws {
				t.Errorf("steps:\ngot  %s\nwant %s", gs, ws)
			}
			got := r.Board.Players[1].Hand
			if (got == nil) != (tt.bobHand == nil) || got != nil && *got != *tt.bobHand {
				t.Errorf("bob's hand afterwards: got %v, want %v", show(got), show(tt.bobHand))
			}
			if r.Life["bob"] != 17 {
				t.Errorf("bob's life: got %d, want 17", r.Life["bob"])
			}
		})
	}
	_, err := rules.ResolveCombat(context.Background(), rules.CombatDeclaration{Board: hands(nil, n(5)), Attackers: attack("poppet")}, rules.Options{})
	var ie rules.InputError
	if !errors.As(err, &ie) || len(ie) != 1 || ie[0].Path.String() != "board.permanents[0].abilities[0]" {
		t.Errorf("no hand for the poppet's controller: got %v, want an InputError at board.permanents[0].abilities[0]", err)
	}
}

func show(n *int) string {
	if n == nil {
		return "none"
	}
	return fmt.Sprint(*n)
}

// 410.8: the condition of an intervening "if" is checked again as the
// trigger resolves. Both attackers' damage to bob is redirected to alice,
// their controller (419.6c); both triggers trigger with her 2 cards in
// hand; the first makes her discard both, so the second's condition ("one
// or more cards in hand") no longer holds and it does nothing.
func TestResolveCombatInterveningIfRechecked(t *testing.T) {
	line := "Whenever ~ deals combat damage to a player, if you have one or more cards in hand, that player discards cards equal to the damage."
	b := board(creature("a", line), creature("c", line))
	two, five := 2, 5
	b.Players[0].Hand, b.Players[1].Hand = &two, &five
	b.Players[1].Shields = []rules.Shield{{Kind: rules.RedirectShield, Amount: 4, To: "alice"}}
	r, err := rules.ResolveCombat(context.Background(), rules.CombatDeclaration{Board: b, Attackers: attack("a", "c")}, rules.Options{})
	if err != nil || r.Board == nil {
		t.Fatalf("ResolveCombat: %v, board %v", err, r.Board)
	}
	var got []rules.RuleID
	for _, e := range r.Steps[2].Events {
		if e.Kind == rules.EventTrigger {
			got = append(got, e.Rule)
		}
	}
	if want := []rules.RuleID{"410.2", "410.8"}; !slices.Equal(got, want) {
		t.Errorf("trigger events of the regular step: got %v, want %v", got, want)
	}
	if h := r.Board.Players[0].Hand; h == nil || *h != 0 || *r.Board.Players[1].Hand != 5 || r.Life["alice"] != 16 || r.Life["bob"] != 20 {
		t.Errorf("got alice's hand %s, bob's %d, life %v; want 0, 5, alice 16 and bob 20", show(h), *r.Board.Players[1].Hand, r.Life)
	}
}

// 410.2, 410.9a, 410.6: the discards of N cards: of combat damage to a
// player (the creature's own, and Larceny's for any creature its
// controller controls), and "defending player discards" when it becomes
// blocked. Bob's 5 cards: 1 when the Grifters are blocked, then 1 for the
// Specter's damage and 1 more for Larceny's: 2 left.
func TestResolveCombatDiscards(t *testing.T) {
	b := board(creature("specter", "Whenever ~ deals combat damage to a player, that player discards a card."),
		creature("grifters", "Whenever ~ becomes blocked, defending player discards a card."),
		sized(with(creature("wall"), bobs), 0, 4),
		enchant("larceny", "Whenever a creature you control deals combat damage to a player, that player discards a card.", "alice"))
	five := 5
	b.Players[1].Hand = &five
	r, err := rules.ResolveCombat(context.Background(), rules.CombatDeclaration{Board: b, Attackers: attack("specter", "grifters"), Blockers: blocks([]string{"wall", "grifters"})}, rules.Options{})
	if err != nil || r.Board == nil {
		t.Fatalf("ResolveCombat: %v, board %v", err, r.Board)
	}
	want := steps("declare_attackers", "308.2 308.2c 308.2 308.2c", "declare_blockers", "309.2 309.2f 410.9a", "regular", "310.2 310.2 310.4 310.4 410.3 410.2 410.6", "end_of_combat", "")
	if gs, ws := showSteps(r.Steps), fmt.Sprint(want); gs != ws {
		t.Errorf("steps:\ngot  %s\nwant %s", gs, ws)
	}
	if h := r.Board.Players[1].Hand; h == nil || *h != 2 {
		t.Errorf("bob's hand afterwards: got %s, want 2", show(h))
	}
}
