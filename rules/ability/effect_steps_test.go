package ability_test

import (
	"strings"
	"testing"

	"rulesjudge/rules/ability"
)

// The effects of the triggers on combat damage read as typed steps
// (410.2, 410.5, 410.6): each sentence composed of steps joined by "and",
// ", then", "." or ". If you do,", every step typed, with the player it
// names and its number.
func TestEffectSteps(t *testing.T) {
	type step struct {
		k     ability.Keyword
		whose string
		n     int
	}
	tests := []struct {
		text, name string
		event      ability.Keyword
		effect     ability.Keyword
		steps      []step
	}{
		// Dimir Cutpurse: 410.2, two steps, two players.
		{"Whenever Dimir Cutpurse deals combat damage to a player, that player discards a card and you draw a card.", "Dimir Cutpurse", ability.WhenDamagesPlayer, ability.Steps,
			[]step{{ability.DiscardStep, "that player", 1}, {ability.DrawStep, "you", 1}}},
		// Dragon Mage: ", then" keeps the subject.
		{"Whenever Dragon Mage deals combat damage to a player, each player discards their hand, then draws seven cards.", "Dragon Mage", ability.WhenDamagesPlayer, ability.Steps,
			[]step{{ability.DiscardStep, "each player", ability.AllCards}, {ability.DrawStep, "each player", 7}}},
		// Mask of Memory: optional (410.5), "If you do" keeps "you".
		{"Whenever equipped creature deals combat damage to a player, you may draw two cards. If you do, discard a card.", "Mask of Memory", ability.WhenAttachedDamagesPlayer, ability.MaySteps,
			[]step{{ability.DrawStep, "you", 2}, {ability.DiscardStep, "you", 1}}},
		// Souls of the Faultless: "that much" is the damage dealt to it.
		{"Whenever Souls of the Faultless is dealt combat damage, you gain that much life and attacking player loses that much life.", "Souls of the Faultless", ability.WhenDealtCombatDamage, ability.Steps,
			[]step{{ability.GainLifeStep, "you", ability.ThatMuch}, {ability.LoseLifeStep, "attacking player", ability.ThatMuch}}},
		// Flayed Nim: the controller of the creature dealt damage.
		{"Whenever Flayed Nim deals combat damage to a creature, that creature's controller loses that much life.", "Flayed Nim", ability.WhenDamagesCreature, ability.Steps,
			[]step{{ability.LoseLifeStep, "that creature's controller", ability.ThatMuch}}},
		// Borborygmos, Umezawa's Jitte: counters.
		{"Whenever Borborygmos deals combat damage to a player, put a +1/+1 counter on each creature you control.", "Borborygmos", ability.WhenDamagesPlayer, ability.Steps,
			[]step{{ability.CounterOnEachYouControl, "you", 1}}},
		{"Whenever equipped creature deals combat damage, put two charge counters on Umezawa's Jitte.", "Umezawa's Jitte", ability.WhenAttachedDealsCombatDamage, ability.Steps,
			[]step{{ability.CountersOnSource, "you", 2}}},
		// Throat Slitter: a target its controller chooses (410.4).
		{"Whenever Throat Slitter deals combat damage to a player, destroy target nonblack creature that player controls.", "Throat Slitter", ability.WhenDamagesPlayer, ability.Steps,
			[]step{{ability.DestroyTargetThatPlayer, "you", 0}}},
		// Synapse Sliver: the option of the creature's controller.
		{"Whenever a Sliver deals combat damage to a player, its controller may draw a card.", "Synapse Sliver", ability.WhenACreatureDamagesPlayer, ability.MaySteps,
			[]step{{ability.DrawStep, "its controller", 1}}},
		// Hidden zones: a hand looked at, a graveyard, a later turn.
		{"Whenever Doomsday Specter deals combat damage to a player, look at that player's hand and choose a card from it. The player discards that card.", "Doomsday Specter", ability.WhenDamagesPlayer, ability.Steps,
			[]step{{ability.LookAtHand, "that player", 0}, {ability.DiscardStep, "that player", 1}}},
		{"Whenever Skullsnatcher deals combat damage to a player, exile up to two target cards from that player's graveyard.", "Skullsnatcher", ability.WhenDamagesPlayer, ability.Steps,
			[]step{{ability.ExileFromGraveyard, "that player", 2}}},
		{"Whenever Shisato, Whispering Hunter deals combat damage to a player, that player skips their next untap step.", "Shisato, Whispering Hunter", ability.WhenDamagesPlayer, ability.Steps,
			[]step{{ability.SkipNext, "that player", 0}}},
		// Plague Fiend, Death Charmer: "unless [player] pays {2}" (410.5).
		{"Whenever Plague Fiend deals combat damage to a creature, destroy that creature unless its controller pays {2}.", "Plague Fiend", ability.WhenDamagesCreature, ability.UnlessPays,
			[]step{{ability.DestroyThatStep, "you", 0}}},
		{"Whenever Death Charmer deals combat damage to a creature, that creature's controller loses 2 life unless they pay {2}.", "Death Charmer", ability.WhenDamagesCreature, ability.UnlessPays,
			[]step{{ability.LoseLifeStep, "that creature's controller", 2}}},
		// Vorosh: mana taken as paid, then six counters.
		{"Whenever Vorosh, the Hunter deals combat damage to a player, you may pay {2}{G}. If you do, put six +1/+1 counters on Vorosh.", "Vorosh, the Hunter", ability.WhenDamagesPlayer, ability.MaySteps,
			[]step{{ability.PayMana, "you", 0}, {ability.CountersOnSource, "you", 6}}},
	}
	payers := map[string]string{"Plague Fiend": "that creature's controller", "Death Charmer": "that creature's controller"}
	for _, tt := range tests {
		got, err := ability.Parse(tt.text, tt.name)
		if want, ok := payers[tt.name]; ok && err == nil && len(got) == 1 && len(got[0].Abilities) == 1 && got[0].Abilities[0].When.Whose != want {
			t.Errorf("Parse(%q): the player who may pay is %q, want %q", tt.text, got[0].Abilities[0].When.Whose, want)
		}
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.text, err)
			continue
		}
		if len(got) != 1 || got[0].Keyword != tt.event || len(got[0].Abilities) != 1 || got[0].Abilities[0].Keyword != tt.effect {
			t.Errorf("Parse(%q): got %+v, want %q with the effect %q", tt.text, got, tt.event, tt.effect)
			continue
		}
		steps := got[0].Abilities[0].Abilities
		if len(steps) != len(tt.steps) {
			t.Errorf("Parse(%q): got %d steps, want %d", tt.text, len(steps), len(tt.steps))
			continue
		}
		for i, s := range steps {
			if want := tt.steps[i]; s.Keyword != want.k || s.When.Whose != want.whose || s.N != want.n {
				t.Errorf("Parse(%q) step %d: got %q of %q, N %d; want %q of %q, N %d", tt.text, i, s.Keyword, s.When.Whose, s.N, want.k, want.whose, want.n)
			}
		}
	}
}

// A step naming what the event doesn't (410.2: "that player" of a trigger
// on damage to a creature), two targets, or a step not read: the whole
// sentence is refused (fail closed), never read in part.
func TestEffectStepsRefused(t *testing.T) {
	refused := []struct{ text, want string }{
		{"Whenever ~ deals combat damage to a creature, that player discards a card.", "only of combat damage to a player"},
		{"Whenever ~ deals combat damage to a player, that creature's controller loses 2 life.", "names a player or creature"},
		{"Whenever ~ is dealt combat damage, look at that player's hand.", "names a player or creature"},
		{"Whenever ~ is dealt combat damage, you gain 2 life unless that creature's controller pays {2}.", "the player who may pay"},
		{"Whenever ~ deals combat damage to a player, destroy target creature that player controls and destroy target land that player controls.", "one target"},
		// A sacrifice of a kind the judge doesn't read (board_steps.go reads "a creature", "two permanents").
		{"Whenever ~ deals combat damage to a player, that player sacrifices the creature with the greatest power among creatures they control.", "unrecognised"},
		// A token that is a copy is not read.
		{"Whenever ~ deals combat damage to a player, you draw a card and create a token that's a copy of ~.", "unrecognised"},
		// "of that color" with no color chosen.
		{"Whenever ~ deals combat damage to a player, return all creatures of that color to their owners' hands.", "choose a color"},
		// Not a trigger on combat damage: the steps are not read.
		{"Whenever ~ attacks, you draw a card and that player discards a card.", "unrecognised"},
	}
	for _, tt := range refused {
		_, err := ability.Parse(tt.text, "")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q): got %v, want an error with %q", tt.text, err, tt.want)
		}
	}
}
