package rules_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"rulesjudge/rules"
)

// goblin is a creature of alice's with the Goblin subtype.
func goblin(id string, power, toughness int, abilities ...string) rules.Permanent {
	p := sized(creature(id, abilities...), power, toughness)
	p.Subtypes = []string{"Goblin"}
	return p
}

// aura is an Aura of alice's of the colors given, attached to the
// permanent to.
func aura(id, to string, colors []string, abilities ...string) rules.Permanent {
	return rules.Permanent{ID: rules.ObjectID(id), Name: id, Controller: "alice", Types: []string{"Enchantment"}, Subtypes: []string{"Aura"},
		Colors: colors, Abilities: abilities, AttachedTo: rules.ObjectID(to)}
}

func damaged(n int) func(*rules.Permanent) { return func(p *rules.Permanent) { p.Damage = n } }

// sbeOf writes the state-based events as "rule object event".
func sbeOf(events []rules.StateBasedEvent) []string {
	var out []string
	for _, e := range events {
		out = append(out, fmt.Sprintf("%s %s%s %s", e.Rule, e.Object, e.Player, e.Event))
	}
	return out
}

// TestStateBasedRepeated resolves a combat damage step in which a lord,
// Goblin King's "Other Goblins get +1/+1.", is destroyed: the state-based
// effects are checked again on the board that follows until none applies
// (420.3), each check in order.
func TestStateBasedRepeated(t *testing.T) {
	king := goblin("king", 2, 2, "Other Goblins get +1/+1.")
	blocker := sized(with(creature("b"), bobs), 2, 2)
	regen := rules.Shield{Kind: rules.RegenerateShield}
	tests := []struct {
		name  string
		more  []rules.Permanent // beside the King (attacking) and b (blocking it)
		sbe   []string
		notes []string // rules that must be among the notes
		after string   // "id damage tapped shields" of one permanent left, if any
	}{
		{"420.5c: a creature the King kept alive is destroyed in the second check",
			[]rules.Permanent{with(goblin("g", 2, 1), damaged(1))},
			[]string{"420.5c king destroyed", "420.5c b destroyed", "420.5c g destroyed"}, nil, ""},
		{"420.5c: an indestructible creature is reported once, though a third check follows",
			[]rules.Permanent{with(goblin("g", 2, 1), damaged(1)), with(goblin("i", 2, 1, "Indestructible"), damaged(1))},
			[]string{"420.5c king destroyed", "420.5c b destroyed", "420.5c g destroyed", "420.5c i not destroyed: indestructible"}, nil, "i 1 false 0"},
		{"419.6b: a regeneration shield is used in the second check",
			[]rules.Permanent{with(goblin("g", 2, 1), func(p *rules.Permanent) { p.Damage, p.Shields = 1, []rules.Shield{regen, regen} })},
			[]string{"420.5c king destroyed", "420.5c b destroyed", "420.5c g regenerated"}, []string{"419.6b"}, "g 0 true 1"},
		{"420.5b: toughness 0 in the second check, which regeneration can't replace",
			[]rules.Permanent{with(goblin("g", 1, 1), func(p *rules.Permanent) { p.Counters, p.Shields = map[string]int{"-1/-1": 1}, []rules.Shield{regen} })},
			[]string{"420.5c king destroyed", "420.5c b destroyed", "420.5b g put into its owner's graveyard"}, []string{"420.5b"}, ""},
		{"420.5d: an Aura whose creature was destroyed goes in the second check",
			[]rules.Permanent{aura("a", "b", nil, "Enchant creature", "Enchanted creature gets +0/+0.")},
			[]string{"420.5c king destroyed", "420.5c b destroyed", "420.5d a put into its owner's graveyard"}, nil, ""},
		{"420.5k: an Equipment whose creature was destroyed is unattached in the second check and stays",
			[]rules.Permanent{{ID: "e", Name: "e", Controller: "alice", Types: []string{"Artifact"}, Subtypes: []string{"Equipment"}, AttachedTo: "king"}},
			[]string{"420.5c king destroyed", "420.5c b destroyed", "420.5k e unattached"}, nil, "e 0 false 0"},
		{"420.5c: nothing the King's death changes: one check",
			[]rules.Permanent{with(goblin("g", 2, 3), damaged(1))},
			[]string{"420.5c king destroyed", "420.5c b destroyed"}, nil, "g 1 false 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := board(append([]rules.Permanent{king, blocker}, tt.more...)...)
			r, err := rules.ResolveDamage(rules.DamageDeclaration{Board: b, Attackers: attack("king"), Blockers: blocks([]string{"b", "king"})})
			if err != nil || r.Verdict != rules.Legal {
				t.Fatalf("ResolveDamage: %v, verdict %v %+v", err, r.Verdict, r.Violations)
			}
			if got := sbeOf(r.StateBased); !slices.Equal(got, tt.sbe) {
				t.Errorf("state-based effects: got %q, want %q", got, tt.sbe)
			}
			for _, rule := range tt.notes {
				if !slices.ContainsFunc(r.Notes, func(n rules.Note) bool { return string(n.Rule) == rule }) {
					t.Errorf("notes: got %+v, want one citing %s", r.Notes, rule)
				}
			}
			if tt.after == "" {
				return
			}
			for _, p := range r.Board.Permanents {
				if got := fmt.Sprintf("%s %d %v %d", p.ID, p.Damage, p.Tapped, len(p.Shields)); got[:len(p.ID)] == tt.after[:len(p.ID)] && got != tt.after {
					t.Errorf("after: got %q, want %q", got, tt.after)
				}
			}
			if slices.ContainsFunc(r.Board.Permanents, func(p rules.Permanent) bool { return p.AttachedTo != "" && p.AttachedTo == "king" }) {
				t.Errorf("after: a permanent is still attached to the King, who left play: %+v", r.Board.Permanents)
			}
		})
	}
}

// TestStateBasedCountedPowerToughness: a creature whose power and
// toughness count the creatures its controller controls shrinks when one
// of them is destroyed, and dies in the second check (420.3, 420.5c).
func TestStateBasedCountedPowerToughness(t *testing.T) {
	scion := creature("scion", "~'s power and toughness are each equal to the number of creatures you control.")
	scion.Power, scion.Toughness = nil, nil
	b := board(scion, creature("bears"), creature("lions"), sized(with(creature("ogre"), bobs), 2, 2), sized(with(creature("giant"), bobs), 3, 3))
	r, err := rules.ResolveDamage(rules.DamageDeclaration{Board: b, Attackers: attack("scion", "bears"),
		Blockers: blocks([]string{"ogre", "scion"}, []string{"giant", "bears"}), Assignments: []rules.Assignment{assign("scion", "ogre", 3)}})
	if err != nil || r.Verdict != rules.Legal {
		t.Fatalf("ResolveDamage: %v, verdict %v %+v", err, r.Verdict, r.Violations)
	}
	want := []string{"420.5c bears destroyed", "420.5c ogre destroyed", "420.5c scion destroyed"}
	if got := sbeOf(r.StateBased); !slices.Equal(got, want) {
		t.Errorf("state-based effects: got %q, want %q", got, want)
	}
}

// TestProtectedAuraShed: an Aura attached to a permanent with protection
// from a quality it has is put into its owner's graveyard before anything
// is judged (502.7c, 420.5d): the checks note it, the resolution lists it
// first among the state-based effects, and its effects don't apply.
func TestProtectedAuraShed(t *testing.T) {
	red := []string{"Red"}
	akroma := sized(with(creature("akroma", "Protection from red"), bobs), 6, 6)
	rage := aura("rage", "akroma", red, "Enchant creature", "Enchanted creature gets +2/+2 and can't block.")
	t.Run("blocks: the Aura's restriction doesn't apply", func(t *testing.T) {
		j, err := rules.CheckBlocks(context.Background(), rules.BlockDeclaration{Board: board(creature("g"), akroma, rage), Attackers: attack("g"), Blockers: blocks([]string{"akroma", "g"})}, rules.Options{})
		assertJudgement(t, j, err, rules.Legal, nil, -1, 0)
		if !hasNote(j.Notes, "502.7c", "rage") {
			t.Errorf("notes: got %+v, want a 502.7c note naming rage", j.Notes)
		}
	})
	t.Run("blocks: the note stays on an illegal declaration", func(t *testing.T) {
		flier := creature("f", "Flying")
		j, err := rules.CheckBlocks(context.Background(), rules.BlockDeclaration{Board: board(flier, akroma, rage), Attackers: attack("f"), Blockers: blocks([]string{"akroma", "f"})}, rules.Options{})
		assertJudgement(t, j, err, rules.Illegal, []string{"502.4b"}, -1, 0)
		if !hasNote(j.Notes, "502.7c", "rage") {
			t.Errorf("notes: got %+v, want a 502.7c note naming rage", j.Notes)
		}
	})
	t.Run("attacks: an Aura of another color stays", func(t *testing.T) {
		pacifism := aura("pacifism", "akroma", []string{"White"}, "Enchant creature", "Enchanted creature can't attack or block.")
		a := with(akroma, func(p *rules.Permanent) { p.Controller = "alice" })
		pacifism.Controller = "bob"
		j, err := rules.CheckAttacks(context.Background(), rules.AttackDeclaration{Board: board(a, pacifism), Attackers: attack("akroma")}, rules.Options{})
		assertJudgement(t, j, err, rules.Illegal, []string{"500.2"}, -1, 0)
	})
	t.Run("resolve: 420.5d first, then the damage without the Aura's bonus", func(t *testing.T) {
		r, err := rules.ResolveDamage(rules.DamageDeclaration{Board: board(sized(creature("g"), 7, 7), akroma, rage), Attackers: attack("g"),
			Blockers: blocks([]string{"akroma", "g"})})
		if err != nil || r.Verdict != rules.Legal {
			t.Fatalf("ResolveDamage: %v, verdict %v %+v", err, r.Verdict, r.Violations)
		}
		want := []string{"420.5d rage put into its owner's graveyard", "420.5c akroma destroyed"} // 7 damage, toughness 6 without the Rage
		if got := sbeOf(r.StateBased); !slices.Equal(got, want) {
			t.Errorf("state-based effects: got %q, want %q", got, want)
		}
		if slices.ContainsFunc(r.Board.Permanents, func(p rules.Permanent) bool { return p.ID == "rage" }) {
			t.Errorf("the board after still holds the Rage")
		}
	})
	t.Run("420.3: Auras illegal at the same time go together", func(t *testing.T) {
		// The white Aura gives protection from red; the creature's own
		// protection from white makes the white Aura illegal. Checked
		// together, both go: the red one is illegal while the white one is
		// still attached.
		c := sized(with(creature("c", "Protection from white"), bobs), 2, 2)
		white := aura("w", "c", []string{"White"}, "Enchant creature", "Enchanted creature has protection from red.")
		redAura := aura("r", "c", red, "Enchant creature", "Enchanted creature gets +2/+2.")
		r, err := rules.ResolveDamage(rules.DamageDeclaration{Board: board(sized(creature("g"), 3, 3), c, white, redAura), Attackers: attack("g"),
			Blockers: blocks([]string{"c", "g"})})
		if err != nil || r.Verdict != rules.Legal {
			t.Fatalf("ResolveDamage: %v, verdict %v %+v", err, r.Verdict, r.Violations)
		}
		want := []string{"420.5d w put into its owner's graveyard", "420.5d r put into its owner's graveyard", "420.5c c destroyed"}
		if got := sbeOf(r.StateBased); !slices.Equal(got, want) {
			t.Errorf("state-based effects: got %q, want %q", got, want)
		}
	})
	t.Run("a creature the Aura kept alive makes the board one the judge can't take as given", func(t *testing.T) {
		hurt := with(akroma, damaged(7)) // 8/8 with the Rage, 6/6 with 7 damage without it
		_, err := rules.CheckBlocks(context.Background(), rules.BlockDeclaration{Board: board(creature("g"), hurt, rage), Attackers: attack("g"), Blockers: blocks([]string{"akroma", "g"})}, rules.Options{})
		if err == nil || !strings.HasPrefix(err.Error(), "board.permanents[1]: ") || !strings.Contains(err.Error(), "420.5c") {
			t.Errorf("got %v, want an error at board.permanents[1] citing 420.5c", err)
		}
	})
	t.Run("an input error on a board with such an Aura names the request's field", func(t *testing.T) {
		bad := with(creature("x"), func(p *rules.Permanent) { p.Damage = -1 })
		_, err := rules.CheckBlocks(context.Background(), rules.BlockDeclaration{Board: board(creature("g"), akroma, rage, bad), Attackers: attack("g")}, rules.Options{})
		if err == nil || !strings.HasPrefix(err.Error(), "board.permanents[3].damage: ") {
			t.Errorf("got %v, want the error at board.permanents[3].damage", err)
		}
	})
}

func hasNote(notes []rules.Note, rule string, object rules.ObjectID) bool {
	return slices.ContainsFunc(notes, func(n rules.Note) bool { return string(n.Rule) == rule && slices.Contains(n.Objects, object) })
}

// TestStateBasedWalk walks whole combats: the state-based effects are
// checked until none applies after each damage step and after the
// request's events before a step (420.3); an Aura of a protected quality
// leaves as the walk begins (502.7c, 420.5d).
func TestStateBasedWalk(t *testing.T) {
	king := goblin("king", 2, 2, "Other Goblins get +1/+1.")
	first := sized(with(creature("k", "First strike"), bobs), 1, 5)
	tests := []struct {
		name      string
		decl      rules.CombatDeclaration
		destroyed []rules.PermanentID
		steps     string
	}{
		{"420.5c: the King and his Goblin destroyed in two checks of one step",
			rules.CombatDeclaration{Board: board(king, goblin("g", 2, 1), sized(with(creature("b"), bobs), 2, 2), sized(with(creature("e"), bobs), 1, 1)),
				Attackers: attack("king", "g"), Blockers: blocks([]string{"b", "king"}, []string{"e", "g"})},
			[]rules.PermanentID{"king", "b", "e", "g"}, ""},
		{"420.3: the King leaves play before the regular step; his Goblin, dealt 1 by first strike, is destroyed before that step",
			rules.CombatDeclaration{Board: board(king, goblin("g", 2, 1), first), Attackers: attack("g"), Blockers: blocks([]string{"k", "g"}),
				Events: []rules.CombatEvent{{Before: rules.RegularStep, Kind: rules.LeavesPlay, Object: "king"}}},
			[]rules.PermanentID{"g"}, "[{declare_attackers [308.2 308.2c]} {declare_blockers [309.2]} {first_strike [310.2 502.2b 310.4]} {regular [418.4b 420.5c]} {end_of_combat []}]"},
		{"502.7c: the Aura leaves as the walk begins",
			rules.CombatDeclaration{Board: board(creature("g"), sized(with(creature("akroma", "Protection from red"), bobs), 6, 6),
				aura("rage", "akroma", []string{"Red"}, "Enchant creature", "Enchanted creature gets +2/+2 and can't block.")),
				Attackers: attack("g"), Blockers: blocks([]string{"akroma", "g"})},
			[]rules.PermanentID{"rage", "g"}, "[{declare_attackers [420.5d 308.2 308.2c]} {declare_blockers [309.2]} {regular [310.2 310.2 310.4 310.4 420.5c]} {end_of_combat []}]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := rules.ResolveCombat(context.Background(), tt.decl, rules.Options{})
			if err != nil || r.Verdict != rules.Legal {
				t.Fatalf("ResolveCombat: %v, verdict %v %+v", err, r.Verdict, r.Violations)
			}
			if !slices.Equal(r.Destroyed, tt.destroyed) {
				t.Errorf("destroyed: got %v, want %v", r.Destroyed, tt.destroyed)
			}
			if got := showSteps(r.Steps); tt.steps != "" && got != tt.steps {
				t.Errorf("steps: got %s, want %s", got, tt.steps)
			}
		})
	}
}
