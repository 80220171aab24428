package ability_test

import (
	"testing"

	"rulesjudge/rules/ability"
)

// ExtentOf fails closed: a line reaches into combat unless its words show
// it cannot. Each row is a real card's line (or its shape) and the first
// moment it could change what the judge reads.
func TestExtentOfReachesCombat(t *testing.T) {
	tests := []struct {
		name, text string
		form       ability.Kind
		from       ability.Moment
	}{
		// Static lines reach every answer, whatever their words: a land
		// type changed (mountainwalk, forestwalk), a keyword not read, a
		// line about losing the game, a replacement of dying.
		{"Glaciers", "All Mountains are Plains.", ability.Static, ability.AtAttackers},
		{"Life and Limb", "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types.", ability.Static, ability.AtAttackers},
		{"Virulent Sliver", "All Sliver creatures have poisonous 1.", ability.Static, ability.AtAttackers},
		{"Arcbound Fiend", "Modular 3", ability.Static, ability.AtAttackers},
		{"Blind Hunter", "Haunt", ability.Static, ability.AtAttackers},
		{"Platinum Angel", "You can't lose the game and your opponents can't win the game.", ability.Static, ability.AtAttackers},
		{"Firestorm Phoenix", "If Firestorm Phoenix would die, return it to its owner's hand instead.", ability.Static, ability.AtAttackers},
		{"Leaden Fists", "Enchanted creature gets +3/+3 and doesn't untap during its controller's untap step.", ability.Static, ability.AtAttackers},
		{"Degavolver", `If Degavolver was kicked with its {1}{B} kicker, it enters the battlefield with two +1/+1 counters on it and with "Pay 3 life: Regenerate Degavolver."`, ability.Static, ability.AtAttackers},
		{"Cat", "Hexproof", ability.Static, ability.AtAttackers},
		{"Test", "You have shroud.", ability.Static, ability.AtAttackers},
		{"Test", "Prevent all damage red spells would deal.", ability.Static, ability.AtAttackers},
		// A trigger whose event is also another than entering play (haunt).
		{"Blind Hunter", "When Blind Hunter enters the battlefield or the creature it haunts dies, target player loses 2 life and you gain 2 life.", ability.Triggered, ability.AtBlockers},
		// A trigger outside combat whose effect lasts into it: an upkeep
		// choice of a keyword, a pump until end of turn when a creature
		// entered.
		{"Gabriel Angelfire", "At the beginning of your upkeep, choose flying, first strike, trample, or rampage 3. Gabriel Angelfire gains that ability until your next upkeep.", ability.Triggered, ability.AtAttackers},
		{"Rank and File", "When Rank and File enters the battlefield, green creatures get -1/-1 until end of turn.", ability.Triggered, ability.AtAttackers},
		{"Opal Archangel", "When an opponent casts a creature spell, if Opal Archangel is an enchantment, Opal Archangel becomes a 5/5 Angel creature with flying and vigilance.", ability.Triggered, ability.AtAttackers},
		{"Test", "At the beginning of combat on your turn, target creature gets +1/+1 until end of turn.", ability.Triggered, ability.AtAttackers},
		// Triggers by the step of combat their event happens in.
		{"Ma Chao, Western Warrior", "Whenever Ma Chao, Western Warrior attacks alone, it can't be blocked this combat.", ability.Triggered, ability.AtBlockers},
		{"Test", "Whenever Test becomes blocked, it gets +2/+0 until end of turn.", ability.Triggered, ability.AtDamage},
		{"Test", "Whenever Test deals combat damage to a player, that player sacrifices a creature.", ability.Triggered, ability.AfterDamage},
		// What follows the verb only narrows the event, unless it is
		// another event.
		{"Murk Dwellers", "Whenever Murk Dwellers attacks and isn't blocked, it gets +2/+0 until end of combat.", ability.Triggered, ability.AtDamage},
		{"Giant Shark", "Whenever Giant Shark blocks or becomes blocked by a creature that has been dealt damage this turn, Giant Shark gets +2/+0 and gains trample until end of turn.", ability.Triggered, ability.AtDamage},
		{"Test", "Whenever Test blocks or dies, you gain 1 life.", ability.Triggered, ability.AtBlockers},
		// A poison counter is on the board given: it lasts not.
		{"Pit Scorpion", "Whenever Pit Scorpion deals damage to a player, that player gets a poison counter.", ability.Triggered, ability.AtBlockers},
		{"Test", "At end of combat, destroy Test.", ability.Triggered, ability.AfterCombat},
		// A death, damage dealt, life: it could follow from a trigger the
		// walk applies, from the declare attackers step on.
		{"Test", "When Test dies, you lose 2 life.", ability.Triggered, ability.AtBlockers},
		{"Test", "Whenever Test deals damage to an opponent, flip it.", ability.Triggered, ability.AtBlockers},
		// "It" may be a permanent: a creature returned to its owner's hand
		// leaves combat.
		{"Test", "When Test dies, return it to its owner's hand.", ability.Triggered, ability.AtBlockers},
		{"Test", "Whenever a creature blocks, return it to its owner's hand.", ability.Triggered, ability.AtDamage},
		// A card drawn can happen in combat (a trigger draws it).
		{"Niv-Mizzet, the Firemind", "Whenever you draw a card, Niv-Mizzet, the Firemind deals 1 damage to any target.", ability.Triggered, ability.AtBlockers},
	}
	for _, tt := range tests {
		e := ability.ExtentOf(tt.text, tt.name)
		if e.Form != tt.form || e.From != tt.from || e.Why == "" {
			t.Errorf("%s: %q: got form %q from %d (%q), want form %q from %d, with why", tt.name, tt.text, e.Form, e.From, e.Why, tt.form, tt.from)
		}
		if _, ok := e.At(tt.from, 0); !ok {
			t.Errorf("%s: %q: no caveat at %d", tt.name, tt.text, tt.from)
		}
		if _, ok := e.At(tt.from-1, 0); ok && tt.from > ability.AtAttackers {
			t.Errorf("%s: %q: a caveat at %d, before its event", tt.name, tt.text, tt.from-1)
		}
	}
}

// A line whose words show it touches no combat gets no caveat: about
// spells, mana and libraries; the card's own entering, casting or
// upkeep costs; an untap step; a trigger outside combat whose result is on
// the board given (damage marked, life, counters, a permanent gone, a
// token made, a controller changed); an activated ability.
func TestExtentOfProvesNoReach(t *testing.T) {
	tests := []struct{ name, text string }{
		{"Test", "This spell can't be countered."},
		{"Test", "Black spells you cast cost {B} more to cast."},
		{"Test", "Sliver spells can't be countered."},
		{"Test", "You have no maximum hand size."},
		{"Test", "Vanishing"},
		{"Test", "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost."},
		{"Test", "Play with the top card of your library revealed."},
		{"Rock Hydra", "Rock Hydra enters the battlefield with X +1/+1 counters on it."},
		{"Test", "If Test was kicked, it enters the battlefield with a +1/+1 counter on it."},
		{"Test", "As Test enters the battlefield, choose a color."},
		{"Polar Kraken", "Polar Kraken enters the battlefield tapped."},
		{"Test", "You may choose not to untap Test during your untap step."},
		{"Cocoon", "Enchanted creature doesn't untap during your untap step if Cocoon has a pupa counter on it."},
		{"Leviathan", "Leviathan enters the battlefield tapped and doesn't untap during your untap step."},
		{"Test", "Cast this spell only if you control a snow land."},
		{"Test", "Players can't untap more than one creature during their untap steps."},
		{"Test", "Flash"},
		{"Test", "Cumulative upkeep—Pay 1 life."},
		{"Test", "Echo {2}{R}"},
		{"Test", "Morph {1}{G}"},
		{"Test", "At the beginning of your upkeep, Juzám Djinn deals 1 damage to you."},
		{"Lord of the Pit", "At the beginning of your upkeep, sacrifice a creature other than Lord of the Pit. If you can't, Lord of the Pit deals 7 damage to you."},
		{"Wild Dogs", "At the beginning of your upkeep, if a player has more life than each other player, the player with the most life gains control of Wild Dogs."},
		{"Cao Ren, Wei Commander", "When Cao Ren, Wei Commander enters the battlefield, you lose 3 life."},
		{"Nekrataal", "When Nekrataal enters the battlefield, destroy target nonartifact, nonblack creature. That creature can't be regenerated."},
		{"Test", "Whenever a player casts a red spell, you may pay {1}. If you do, you gain 1 life."},
		{"Test", "At the beginning of the end step, destroy all untapped creatures that didn't attack this turn."},
		{"Su-Chi", "When Su-Chi dies, add {C}{C}{C}{C}."},
		{"Radha, Heir to Keld", "Whenever Radha, Heir to Keld attacks, you may add {R}{R}."},
		{"Test", "{R}: Test gets +1/+0 until end of turn."},
		{"Test", "Equip {2}"},
	}
	for _, tt := range tests {
		e := ability.ExtentOf(tt.text, tt.name)
		for m := ability.AtAttackers; m <= ability.AfterCombat; m++ {
			if why, ok := e.At(m, ability.Hand|ability.Graveyard); ok {
				t.Errorf("%s: %q: a caveat at %d (%s), want none", tt.name, tt.text, m, why)
			}
		}
	}
}

// A line that changes only the cards of a hand or graveyard reaches a
// board that counts them (players[].hand or players[].graveyard given:
// a line on it reads the count), and no other.
func TestExtentOfHandAndGraveyard(t *testing.T) {
	tests := []struct {
		name, text string
		from       ability.Moment
	}{
		{"Test", "Whenever Test attacks, draw a card.", ability.AtBlockers},
		{"Test", "When Test dies, return target creature card from your graveyard to your hand.", ability.AtBlockers},
		{"Test", "Soulshift 4", ability.AtBlockers},
		{"Test", "Your maximum hand size is reduced by four.", ability.Never},
	}
	for _, tt := range tests {
		e := ability.ExtentOf(tt.text, tt.name)
		for m := ability.AtAttackers; m <= ability.AfterCombat; m++ {
			if why, ok := e.At(m, 0); ok {
				t.Errorf("%q: a caveat at %d (%s) on a board that counts no cards, want none", tt.text, m, why)
			}
			_, ok := e.At(m, ability.Hand|ability.Graveyard)
			if want := tt.from != ability.Never && m >= tt.from; ok != want {
				t.Errorf("%q at %d on a board that counts the cards: got a caveat %v, want %v", tt.text, m, ok, want)
			}
		}
	}
}
