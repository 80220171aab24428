package ability_test

import (
	"strings"
	"testing"

	"rulesjudge/rules/ability"
)

// An Aura's or Equipment's own combat trigger about the creature it is
// attached to (410.6): read as the Aura's, narrowed to that creature, with
// the effects of a trigger on any creature.
func TestAttachedTriggers(t *testing.T) {
	tests := []struct {
		text          string
		event, effect ability.Keyword
		n, p, tough   int
	}{
		// Contaminated Bond, Nettling Curse.
		{"Whenever enchanted creature attacks or blocks, its controller loses 3 life.", ability.WhenAttachedAttacksOrBlocks, ability.ControllerLosesLife, 3, 0, 0},
		{"Whenever equipped creature attacks, it gets +2/+0 until end of turn.", ability.WhenAttachedAttacks, ability.PumpUntilEndOfTurn, 0, 2, 0},
		{"Whenever enchanted creature blocks, you gain 2 life.", ability.WhenAttachedBlocks, ability.GainLife, 2, 0, 0},
		{"Whenever enchanted creature becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.", ability.WhenAttachedBlocked, ability.PumpPerBlocker, 0, 1, 1},
		{"Whenever enchanted creature becomes blocked, ~ deals 1 damage to it.", ability.WhenAttachedBlocked, ability.DamageThatCreature, 1, 0, 0},
	}
	for _, tt := range tests {
		got, err := ability.Parse(tt.text, "")
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.text, err)
			continue
		}
		if len(got) != 1 || got[0].Keyword != tt.event || !got[0].Scope.Attached || len(got[0].Abilities) != 1 {
			t.Errorf("Parse(%q): got %+v, want one %q of the attached creature", tt.text, got, tt.event)
			continue
		}
		if e := got[0].Abilities[0]; e.Keyword != tt.effect || e.N != tt.n || e.Power != tt.p || e.Toughness != tt.tough {
			t.Errorf("Parse(%q): got the effect %+v, want %q N %d %+d/%+d", tt.text, e, tt.effect, tt.n, tt.p, tt.tough)
		}
		if m := ability.Describe(got[0]); m.Subject != "the creature it is attached to" {
			t.Errorf("Describe(%q).Subject: got %q, want the creature it is attached to", tt.text, m.Subject)
		}
	}
	// The wording's row cites 410.6.
	found := false
	for _, w := range ability.Wordings() {
		if strings.HasPrefix(w.Pattern, "Whenever enchanted / equipped creature attacks / blocks") {
			found = true
			if w.Rule != "410.6" {
				t.Errorf("the attached trigger's rule: got %s, want 410.6", w.Rule)
			}
		}
	}
	if !found {
		t.Error("Wordings(): no row of the attached triggers")
	}
	// Read as the creature's own trigger given to it, as before: its effect
	// is on the creature itself, whichever is the source.
	given, err := ability.Parse("Whenever enchanted creature blocks or becomes blocked, it gets +1/+1 until end of turn.", "")
	if err != nil || len(given) != 1 || given[0].Keyword != ability.Grant || len(given[0].Abilities) != 1 || given[0].Abilities[0].Keyword != ability.WhenBlocksOrBlocked {
		t.Errorf("the creature's own trigger given to it: got %+v, %v, want a Grant of %q", given, err, ability.WhenBlocksOrBlocked)
	}
	// Bestial Fury: "it gets +4/+0 and gains trample" is on the creature
	// itself, the same whichever is the source: read as the creature's own
	// trigger given to it (trigger_events.go).
	fury, err := ability.Parse("Whenever enchanted creature becomes blocked, it gets +4/+0 and gains trample until end of turn.", "")
	if err != nil || len(fury) != 1 || fury[0].Keyword != ability.Grant || fury[0].Abilities[0].Abilities[0].Keyword != ability.PumpAndGain {
		t.Errorf("Bestial Fury: got %+v, %v, want a Grant of a trigger whose effect is %q", fury, err, ability.PumpAndGain)
	}
	refused := []struct{ text, want string }{
		// "~ deals N damage" is the Aura's damage: not read as the
		// creature's own trigger.
		{"Whenever enchanted creature blocks or becomes blocked, it deals 1 damage to each attacking creature and each blocking creature.", "the Aura or Equipment is the source"},
		{"Whenever equipped creature becomes blocked, it deals 1 damage to each creature blocking it.", "the Aura or Equipment is the source"},
		{"Whenever enchanted creature blocks or becomes blocked by a creature, ~ deals 1 damage to that creature.", "unrecognised"},
		{"Whenever enchanted creature attacks, ~ deals 1 damage to defending player.", "unrecognised"},
	}
	for _, tt := range refused {
		got, err := ability.Parse(tt.text, "")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q): got %+v, %v, want an error saying %q", tt.text, got, err, tt.want)
		}
	}
	// "You" in the creature's own trigger given to it is the Aura's
	// controller: read, and marked for the board to refuse it on a creature
	// another player controls (rules/auratrig.go); not so of a quoted
	// trigger (Mark of Sakiko's), which is the creature's own.
	you := []struct {
		text string
		want bool
	}{
		{"Whenever enchanted creature deals damage, you gain that much life.", true}, // Armadillo Cloak
		{"Whenever enchanted creature blocks or becomes blocked, you gain 1 life.", true},
		{"Whenever enchanted creature blocks or becomes blocked, it gets +1/+1 until end of turn.", false},
		{`Enchanted creature has "Whenever this creature deals damage, you gain that much life."`, false},
	}
	for _, tt := range you {
		abs, err := ability.Parse(tt.text, "")
		if err != nil || len(abs) != 1 {
			t.Errorf("Parse(%q): got %+v, %v, want one ability", tt.text, abs, err)
			continue
		}
		if got := ability.YouOfGivenTrigger(abs[0]); got != tt.want {
			t.Errorf("YouOfGivenTrigger(%q): got %v, want %v", tt.text, got, tt.want)
		}
	}
	// Mark of Sakiko's quoted trigger is the creature's own: still read.
	if _, err := ability.Parse(`Enchanted creature has "Whenever this creature deals combat damage to a player, add that much {G}. Until end of turn, you don't lose this mana as steps and phases end."`, ""); err != nil {
		t.Errorf("Mark of Sakiko: %v", err)
	}
}

// Venom's trigger on each creature the attached creature blocks or is
// blocked by (410.9b, 410.9c): read with the one effect "destroy the other
// creature at end of combat", Dead-Iron Sledge's "destroy both
// creatures" and Mammoth Harness's "the other creature gains first strike
// until end of turn" (trigger_events.go); another effect on the creature itself still
// reads as the creature's own trigger given to it.
func TestAttachedPairTrigger(t *testing.T) {
	got, err := ability.Parse("Whenever enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the other creature at end of combat.", "Venom")
	if err != nil || len(got) != 1 || got[0].Keyword != ability.WhenAttachedBlocksOrBlockedBy || !got[0].Scope.Attached ||
		len(got[0].Abilities) != 1 || got[0].Abilities[0].Keyword != ability.DestroyAtEndOfCombat || got[0].Quality.Text != "non-wall creature" {
		t.Errorf("Venom: got %+v, %v, want %q of a non-Wall creature with %q", got, err, ability.WhenAttachedBlocksOrBlockedBy, ability.DestroyAtEndOfCombat)
	}
	found := false
	for _, w := range ability.Wordings() {
		if strings.HasPrefix(w.Pattern, "Whenever enchanted / equipped creature blocks or becomes blocked by") {
			found = true
			if w.Rule != "410.9c" {
				t.Errorf("Venom's row: got rule %s, want 410.9c", w.Rule)
			}
		}
	}
	if !found {
		t.Error("Wordings(): no row of Venom's trigger")
	}
	// Mammoth Harness's effect on the other creature is read too
	// (trigger_events.go).
	harness, err := ability.Parse("Whenever enchanted creature blocks or becomes blocked by a creature, the other creature gains first strike until end of turn.", "")
	if err != nil || len(harness) != 1 || harness[0].Abilities[0].Keyword != ability.OtherGainsFirstStrike {
		t.Errorf("Mammoth Harness: got %+v, %v, want the Aura's own trigger whose effect is %q", harness, err, ability.OtherGainsFirstStrike)
	}
	given, err := ability.Parse("Whenever enchanted creature blocks or becomes blocked by a creature, it gets +1/+1 until end of turn.", "")
	if err != nil || len(given) != 1 || given[0].Keyword != ability.Grant || len(given[0].Abilities) != 1 || given[0].Abilities[0].Keyword != ability.WhenBlocksOrBlockedBy {
		t.Errorf("the creature's own trigger given to it: got %+v, %v, want a Grant of %q", given, err, ability.WhenBlocksOrBlockedBy)
	}
}

// Dead-Iron Sledge's trigger reads with the effect "destroy both
// creatures", the Equipment its source (410.9b, 410.9c).
func TestAttachedPairDestroysBoth(t *testing.T) {
	abs, err := ability.Parse("Whenever equipped creature blocks or becomes blocked by a creature, destroy both creatures.", "")
	if err != nil || len(abs) != 1 || abs[0].Keyword != ability.WhenAttachedBlocksOrBlockedBy || !abs[0].Scope.Attached || abs[0].Abilities[0].Keyword != ability.DestroyBoth {
		t.Fatalf("Parse: %+v, %v; want the Equipment's own trigger destroying both creatures", abs, err)
	}
}
