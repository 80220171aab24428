package ability

import "testing"

// 310.2e: "If you do, ~ assigns no combat damage this turn" is read after an
// option the walk resolves ("you may draw a card"); after any other, the
// whole line stays unread (fail closed).
func TestThenNoCombatDamage(t *testing.T) {
	abs, err := Parse("Whenever Ophidian attacks and isn't blocked, you may draw a card. If you do, Ophidian assigns no combat damage this turn.", "Ophidian")
	if err != nil {
		t.Fatalf("Ophidian: %v", err)
	}
	if len(abs) != 1 || abs[0].Keyword != WhenUnblocked || len(abs[0].Abilities) != 2 ||
		abs[0].Abilities[0].Keyword != MayDrawCard || abs[0].Abilities[1].Keyword != AssignsNoCombatDamage {
		t.Errorf("310.2e: Ophidian reads %+v, want 'you may draw a card' then 'assigns no combat damage this turn'", abs)
	}
	for name, want := range map[string]Keyword{
		"Farrel's Zealot": MayDamageAnyCreature, // "you may have it deal 3 damage to target creature"
		"Floral Spuzzem":  MayDestroyArtifact,   // "you may destroy target artifact defending player controls"
	} {
		line := map[string]string{
			"Farrel's Zealot": "Whenever Farrel's Zealot attacks and isn't blocked, you may have it deal 3 damage to target creature. If you do, Farrel's Zealot assigns no combat damage this turn.",
			"Floral Spuzzem":  "Whenever Floral Spuzzem attacks and isn't blocked, you may destroy target artifact defending player controls. If you do, Floral Spuzzem assigns no combat damage this turn.",
		}[name]
		abs, err := Parse(line, name)
		if err != nil || len(abs) != 1 || len(abs[0].Abilities) != 2 || abs[0].Abilities[0].Keyword != want || abs[0].Abilities[1].Keyword != AssignsNoCombatDamage {
			t.Errorf("310.2e: %s reads %+v, %v; want %q then 'assigns no combat damage this turn'", name, abs, err, want)
		}
	}
	// Damage equal to its power (Laccolith Grunt) is read (trigger_costs.go);
	// an option the walk doesn't resolve before "If you do" is not.
	if _, err := Parse("Whenever Laccolith Grunt becomes blocked, you may have it deal damage equal to its power to each creature. If you do, Laccolith Grunt assigns no combat damage this turn.", "Laccolith Grunt"); err == nil {
		t.Error("310.2e: an option the walk doesn't resolve before 'If you do' was read")
	}
	if abs, err := Parse("~ assigns no combat damage this turn.", ""); err != nil || len(abs) != 1 || abs[0].Keyword != AssignsNoCombatDamage {
		t.Errorf("310.2e: the line a creature carries reads %+v, %v", abs, err)
	}
}
