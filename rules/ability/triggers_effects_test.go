package ability_test

import (
	"strings"
	"testing"

	"rulesjudge/rules/ability"
)

// The trigger effects "tap that creature" and "~ deals N damage to ..."
// (410.2, 410.9): read with their event, or refused when the event names
// no creature (or no blocker, no defending player) the effect speaks of.
func TestTriggerEffectsTapAndDamage(t *testing.T) {
	tests := []struct {
		text, name string
		event      ability.Keyword
		effect     ability.Keyword
		n          int
	}{
		// Kashi-Tribe Warriors, Mercurial Kite: 410.2.
		{"Whenever Kashi-Tribe Warriors deals combat damage to a creature, tap that creature and it doesn't untap during its controller's next untap step.", "Kashi-Tribe Warriors",
			ability.WhenDamagesCreature, ability.TapThatCreature, 0},
		{"Whenever ~ deals combat damage to a creature, tap that creature. That creature doesn't untap during its controller's next untap step.", "",
			ability.WhenDamagesCreature, ability.TapThatCreature, 0},
		// Vertigo Spawn: 410.9b.
		{"Whenever Vertigo Spawn blocks a creature, tap that creature. It doesn't untap during its controller's next untap step.", "Vertigo Spawn",
			ability.WhenBlocksCreature, ability.TapThatCreature, 0},
		{"Whenever ~ blocks or becomes blocked by a creature, ~ deals 1 damage to that creature.", "", ability.WhenBlocksOrBlockedBy, ability.DamageThatCreature, 1},
		// Goblin Swine-Rider: 410.9a.
		{"Whenever Goblin Swine-Rider becomes blocked, it deals 2 damage to each attacking creature and each blocking creature.", "Goblin Swine-Rider",
			ability.WhenBlocked, ability.DamageCombatants, 2},
		{"Whenever ~ becomes blocked, ~ deals two damage to each creature blocking it.", "", ability.WhenBlocked, ability.DamageBlockers, 2},
		{"Whenever ~ attacks, ~ deals 1 damage to defending player.", "", ability.WhenAttacks, ability.DamageDefender, 1},
		// Silent Specter, Corrupt Official: 410.2, 410.9a.
		{"Whenever Silent Specter deals combat damage to a player, that player discards two cards.", "Silent Specter", ability.WhenDamagesPlayer, ability.DiscardN, 2},
		{"Whenever Corrupt Official becomes blocked, defending player discards a card at random.", "Corrupt Official", ability.WhenBlocked, ability.DiscardDefenderN, 1},
		// Electryte: 410.2.
		{"Whenever Electryte deals combat damage to defending player, it deals damage equal to its power to each blocking creature.", "Electryte",
			ability.WhenDamagesDefender, ability.DamagePowerToBlockers, 0},
	}
	for _, tt := range tests {
		got, err := ability.Parse(tt.text, tt.name)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.text, err)
			continue
		}
		if len(got) != 1 || got[0].Keyword != tt.event || len(got[0].Abilities) != 1 || got[0].Abilities[0].Keyword != tt.effect || got[0].Abilities[0].N != tt.n {
			t.Errorf("Parse(%q): got %+v, want %q with the effect %q, N %d", tt.text, got, tt.event, tt.effect, tt.n)
		}
	}
	refused := []struct{ text, want string }{
		{"Whenever ~ attacks, tap that creature.", "names no creature"},
		{"Whenever ~ blocks, ~ deals 1 damage to that creature.", "names no creature"},
		{"Whenever ~ blocks, ~ deals 1 damage to each creature blocking it.", "only when the creature becomes blocked"},
		{"Whenever ~ blocks, ~ deals 1 damage to defending player.", "only in a trigger on attacking"},
		{"Whenever ~ blocks, defending player discards a card.", "only in a trigger on attacking or becoming blocked"},
		{"Whenever ~ attacks, that player discards a card.", "only of combat damage to a player"},
		{"Whenever ~ attacks, ~ deals 1001 damage to defending player.", "not a number from 0 to 1000"},
		// At end of combat (Sawtooth Ogre's, read): "that creature" must
		// name one. To a target attacking creature (Elite Javelineer's) is
		// read of blocking only.
		{"Whenever ~ attacks, ~ deals 1 damage to that creature at end of combat.", "names no creature"},
		{"Whenever ~ attacks, ~ deals 1 damage to target attacking creature.", "only when the creature blocks"},
	}
	for _, tt := range refused {
		_, err := ability.Parse(tt.text, "")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q): got error %v, want one saying %q", tt.text, err, tt.want)
		}
	}
}

// A trigger a lord or an Aura gives in quotes is the creature's own: "~"
// (this creature, or the source's name as the card reader writes it) is
// the creature that has it (410.2, 410.9c). Instill Furor's end step
// trigger is read as one nothing in combat follows from.
func TestQuotedTriggersGiven(t *testing.T) {
	tests := []struct {
		text, name string
		given      ability.Keyword
		effect     ability.Keyword // of the given trigger, if any
		shown      string          // the given trigger's text
	}{
		{`Creatures you control have "Whenever Retaliation becomes blocked by a creature, Retaliation gets +1/+1 until end of turn."`, "Retaliation",
			ability.WhenBlockedByCreature, ability.PumpUntilEndOfTurn, "Whenever this creature becomes blocked by a creature, this creature gets +1/+1 until end of turn."},
		{`Enchanted creature has "Whenever this creature deals combat damage to a player, add that much {G}. Until end of turn, you don't lose this mana as steps and phases end."`, "Mark of Sakiko",
			ability.WhenDamagesPlayer, ability.AddManaThatMuch, "Whenever this creature deals combat damage to a player, add that much {G}. Until end of turn, you don't lose this mana as steps and phases end."},
		{`Enchanted creature has "Whenever this creature deals combat damage to a player, add that much {G} to your mana pool. This mana doesn't cause mana burn. Until end of turn, this mana doesn't empty from your mana pool as phases end."`, "",
			ability.WhenDamagesPlayer, ability.AddManaThatMuch, ""},
		{`Enchanted creature has "At the beginning of your end step, sacrifice Instill Furor unless it attacked this turn."`, "Instill Furor",
			ability.EndStepSacrifice, "", "At the beginning of your end step, sacrifice this creature unless it attacked this turn."},
		{`Enchanted creature has "At the end of your turn, sacrifice this creature if it didn't attack this turn."`, "", ability.EndStepSacrifice, "", ""},
	}
	for _, tt := range tests {
		got, err := ability.Parse(tt.text, tt.name)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.text, err)
			continue
		}
		if len(got) != 1 || got[0].Keyword != ability.Grant || len(got[0].Abilities) != 1 || got[0].Abilities[0].Keyword != tt.given {
			t.Errorf("Parse(%q): got %+v, want a grant of %q (418.5a)", tt.text, got, tt.given)
			continue
		}
		g := got[0].Abilities[0]
		if tt.effect != "" && (len(g.Abilities) != 1 || g.Abilities[0].Keyword != tt.effect) {
			t.Errorf("Parse(%q): the given trigger's effect is %+v, want %q", tt.text, g.Abilities, tt.effect)
		}
		if tt.shown != "" && g.Text != tt.shown {
			t.Errorf("Parse(%q): the given trigger's text is %q, want %q", tt.text, g.Text, tt.shown)
		}
	}
	refused := []string{
		`Enchanted creature has "Whenever this creature deals combat damage to a player, that player sacrifices the creature with the greatest power among creatures they control."`,
		`Creatures you control have "Whenever this creature attacks, add that much {G}. Until end of turn, you don't lose this mana as steps and phases end."`,
		`Enchanted creature has "At the beginning of your upkeep, sacrifice this creature unless it attacked this turn."`,
	}
	for _, text := range refused {
		if got, err := ability.Parse(text, ""); err == nil {
			t.Errorf("Parse(%q): got %+v, want it refused", text, got)
		}
	}
}

// 410.8: a combat trigger with an intervening "if" on the cards in hand
// (Jagged Poppet's hellbent) holds its condition; others are refused.
func TestInterveningIfTrigger(t *testing.T) {
	got, err := ability.Parse("Hellbent — Whenever Jagged Poppet deals combat damage to a player, if you have no cards in hand, that player discards cards equal to the damage.", "Jagged Poppet")
	if err != nil || len(got) != 1 || got[0].Keyword != ability.WhenDamagesPlayer || got[0].Condition != ability.HandAtMost || got[0].When.N != 0 ||
		len(got[0].Abilities) != 1 || got[0].Abilities[0].Keyword != ability.DiscardThatMuch {
		t.Errorf("Jagged Poppet: got %+v, %v; want a combat damage trigger under \"no cards in hand\" with a discard", got, err)
	}
	refused := []struct{ text, want string }{
		{"Hellbent - Whenever ~ deals combat damage to a player, if you have two or more cards in hand, that player discards cards equal to the damage.", "hellbent is"},
		// Read by the conditions of own.go first, and refused there.
		{"Whenever ~ attacks, if you control a Forest, ~ deals 1 damage to defending player.", ""},
		{"Whenever ~ attacks, if you have no cards in hand, ~ gets +1/+1 until end of turn.", "is read only with the effects"},
		{"Whenever ~ blocks, if you have no cards in hand, that player discards cards equal to the damage.", "only of combat damage to a player"},
		{"Whenever ~ attacks, if the moon is full, ~ deals 1 damage to defending player.", "unrecognised"},
	}
	for _, tt := range refused {
		if _, err := ability.Parse(tt.text, ""); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q): got error %v, want one saying %q", tt.text, err, tt.want)
		}
	}
}

// 410.6: the triggers of a permanent on any creature that attacks, blocks
// or becomes blocked, with their quality and "you control".
func TestTriggersOnAnyCreature(t *testing.T) {
	tests := []struct {
		text, name string
		event      ability.Keyword
		quality    string
		yours      bool
		effect     ability.Keyword
	}{
		{"Whenever a creature attacks, Caltrops deals 1 damage to it.", "Caltrops", ability.WhenACreatureAttacks, "creature", false, ability.DamageThatCreature},
		{"Whenever a creature attacks or blocks, Powerstone Minefield deals 2 damage to it.", "Powerstone Minefield", ability.WhenACreatureAttacksOrBlocks, "creature", false, ability.DamageThatCreature},
		{"Whenever a creature without flying attacks you, Barbed Foliage deals 1 damage to it.", "Barbed Foliage", ability.WhenACreatureAttacksYou, "creature without flying", false, ability.DamageThatCreature},
		{"Whenever a creature blocks, Heat of Battle deals 1 damage to that creature's controller.", "Heat of Battle", ability.WhenACreatureBlocks, "creature", false, ability.DamageItsController},
		{"Whenever a creature you control with trample attacks, it gets +2/+2 until end of turn.", "Stonebrow, Krosan Hero", ability.WhenACreatureAttacks, "creature with trample", true, ability.PumpUntilEndOfTurn},
		{"Whenever a creature attacks you, it gets -1/-0 until end of turn.", "Briar Patch", ability.WhenACreatureAttacksYou, "creature", false, ability.PumpUntilEndOfTurn},
		{"Whenever a Sliver becomes blocked, that Sliver gets +1/+1 until end of turn for each creature blocking it.", "Spined Sliver", ability.WhenACreatureBlocked, "slivers", false, ability.PumpPerBlocker},
		{"Whenever a creature attacks you, its controller loses 1 life.", "Hissing Miasma", ability.WhenACreatureAttacksYou, "creature", false, ability.ControllerLosesLife},
		{"Whenever a creature you control blocks, you gain 2 life.", "Noble Stand", ability.WhenACreatureBlocks, "creature", true, ability.GainLife},
		{"Whenever a Warrior you control deals combat damage to a creature, destroy that creature at end of combat.", "Sosuke, Son of Seshiro", ability.WhenACreatureDamagesCreature, "warriors", true, ability.DestroyAtEndOfCombat},
		{"Whenever a Sliver deals combat damage to a creature, destroy that creature. It can't be regenerated.", "Toxin Sliver", ability.WhenACreatureDamagesCreature, "slivers", false, ability.DestroyNoRegeneration},
		{"Whenever a creature you control deals combat damage, you gain that much life.", "Noble Purpose", ability.WhenACreatureDealsDamage, "creature", true, ability.GainThatMuch},
		{"Whenever a Goblin deals combat damage to a player, that player discards a card.", "Cabal Slaver", ability.WhenACreatureDamagesPlayer, "goblins", false, ability.DiscardN},
		{"Whenever a creature attacks, you may gain 1 life.", "Patron of the Kitsune", ability.WhenACreatureAttacks, "creature", false, ability.MaySteps}, // a choice, answered in choices.may
	}
	for _, tt := range tests {
		got, err := ability.Parse(tt.text, tt.name)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.text, err)
			continue
		}
		if len(got) != 1 || got[0].Keyword != tt.event || got[0].Quality.Text != tt.quality || got[0].Scope.YouControl != tt.yours || got[0].Abilities[0].Keyword != tt.effect {
			t.Errorf("Parse(%q): got %+v, want %q of %q (you control: %v) with %q", tt.text, got, tt.event, tt.quality, tt.yours, tt.effect)
		}
	}
	refused := []string{
		"Whenever a creature attacks, it gets +1/+1 until end of turn for each creature blocking it.", // not blocked yet
		"Whenever a creature you control becomes blocked, Close Quarters deals 1 damage to any target.",
		"Whenever a player attacks with one or more creatures, destroy all untapped creatures.",
		"Whenever a creature deals combat damage to a player, destroy that creature.", // names no creature dealt damage
		"Whenever a Goblin deals combat damage to a creature, that player discards a card.",
	}
	for _, text := range refused {
		if got, err := ability.Parse(text, ""); err == nil {
			t.Errorf("Parse(%q): got %+v, want it refused", text, got)
		}
	}
}
