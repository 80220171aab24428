package ability_test

import (
	"testing"

	"rulesjudge/rules/ability"
)

// The steps on the players' permanents and the game (board_steps.go):
// each read with the player it names, its number and, for a sacrifice,
// the kind; a token's count. The walk applies each (413.2c, 417.1,
// 418.6d).
func TestBoardSteps(t *testing.T) {
	type step struct {
		k       ability.Keyword
		whose   string
		n       int
		quality string
	}
	tests := []struct {
		text, name string
		event      ability.Keyword
		effect     ability.Keyword
		steps      []step
	}{
		// Cabal Executioner: the player dealt the damage chooses (413.2c).
		{"Whenever Cabal Executioner deals combat damage to a player, that player sacrifices a creature.", "Cabal Executioner", ability.WhenDamagesPlayer, ability.Steps,
			[]step{{ability.SacrificeStep, "that player", 1, "creature"}}},
		// Greater Harvester: two of any kind.
		{"Whenever Greater Harvester deals combat damage to a player, that player sacrifices two permanents.", "Greater Harvester", ability.WhenDamagesPlayer, ability.Steps,
			[]step{{ability.SacrificeStep, "that player", 2, "permanent"}}},
		// Rakdos: half, rounded up, counted as it resolves.
		{"Whenever Rakdos deals combat damage to a player, that player sacrifices half the non-Demon permanents they control, rounded up.", "Rakdos the Defiler", ability.WhenDamagesPlayer, ability.Steps,
			[]step{{ability.SacrificeStep, "that player", ability.HalfRoundedUp, "non-demon permanent"}}},
		// The same in this edition's words.
		{"Whenever Rakdos deals combat damage to a player, that player sacrifices half the non-Demon permanents he or she controls, rounded up.", "Rakdos the Defiler", ability.WhenDamagesPlayer, ability.Steps,
			[]step{{ability.SacrificeStep, "that player", ability.HalfRoundedUp, "non-demon permanent"}}},
		// Drinker of Sorrow: its controller, on any combat damage.
		{"Whenever Drinker of Sorrow deals combat damage, sacrifice a permanent.", "Drinker of Sorrow", ability.WhenDealsCombatDamage, ability.Steps,
			[]step{{ability.SacrificeStep, "you", 1, "permanent"}}},
		// Thresher Beast: a block names the defending player.
		{"Whenever Thresher Beast becomes blocked, defending player sacrifices a land.", "Thresher Beast", ability.WhenBlocked, ability.Steps,
			[]step{{ability.SacrificeStep, ability.PlayerDefending, 1, "land"}}},
		// Lesser Gargadon: its own attack or block.
		{"Whenever Lesser Gargadon attacks or blocks, sacrifice a land.", "Lesser Gargadon", ability.WhenAttacksOrBlocks, ability.Steps,
			[]step{{ability.SacrificeStep, "you", 1, "land"}}},
		// Phage: a one-shot effect (417.1).
		{"Whenever Phage deals combat damage to a player, that player loses the game.", "Phage the Untouchable", ability.WhenDamagesPlayer, ability.Steps,
			[]step{{ability.LoseGameStep, "that player", 0, ""}}},
		// Living Hive: "that many" is the damage dealt.
		{"Whenever Living Hive deals combat damage to a player, create that many 1/1 green Insect creature tokens.", "Living Hive", ability.WhenDamagesPlayer, ability.Steps,
			[]step{{ability.TokensStep, "you", ability.ThatMuch, ""}}},
		// Dune-Brood Nephilim: one for each land its controller controls.
		{"Whenever Dune-Brood Nephilim deals combat damage to a player, create a 1/1 colorless Sand creature token for each land you control.", "Dune-Brood Nephilim", ability.WhenDamagesPlayer, ability.Steps,
			[]step{{ability.TokensStep, "you", ability.ForEach, "land"}}},
		// Brood Sliver: the option of the Sliver's controller (410.5).
		{"Whenever a Sliver deals combat damage to a player, its controller may create a 1/1 colorless Sliver creature token.", "Brood Sliver", ability.WhenACreatureDamagesPlayer, ability.MaySteps,
			[]step{{ability.TokensStep, "its controller", 1, ""}}},
		// Dromar: mana taken as paid, a color chosen (413.2c), then creatures of it.
		{"Whenever Dromar, the Banisher deals combat damage to a player, you may pay {2}{U}. If you do, choose a color, then return all creatures of that color to their owners' hands.", "Dromar, the Banisher", ability.WhenDamagesPlayer, ability.MaySteps,
			[]step{{ability.PayMana, "you", 0, ""}, {ability.ChooseColorStep, "you", 0, ""}, {ability.ReturnAllCreatures, "you", 0, ability.ThatColor}}},
		{"Whenever Rith, the Awakener deals combat damage to a player, you may pay {2}{G}. If you do, choose a color, then create a 1/1 green Saproling creature token for each permanent of that color.", "Rith, the Awakener", ability.WhenDamagesPlayer, ability.MaySteps,
			[]step{{ability.PayMana, "you", 0, ""}, {ability.ChooseColorStep, "you", 0, ""}, {ability.TokensStep, "you", ability.ForEach, ability.ThatColor}}},
		{"Whenever Treva, the Renewer deals combat damage to a player, you may pay {2}{W}. If you do, choose a color, then you gain 1 life for each permanent of that color.", "Treva, the Renewer", ability.WhenDamagesPlayer, ability.MaySteps,
			[]step{{ability.PayMana, "you", 0, ""}, {ability.ChooseColorStep, "you", 0, ""}, {ability.GainLifeForEach, "you", 1, ability.ThatColor}}},
		// Oros: damage to each creature of a quality, not combat damage.
		{"Whenever Oros, the Avenger deals combat damage to a player, you may pay {2}{W}. If you do, Oros deals 3 damage to each nonwhite creature.", "Oros, the Avenger", ability.WhenDamagesPlayer, ability.MaySteps,
			[]step{{ability.PayMana, "you", 0, ""}, {ability.DamageEachStep, "you", 3, "nonwhite creature"}}},
	}
	for _, tt := range tests {
		got, err := ability.Parse(tt.text, tt.name)
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
			if want := tt.steps[i]; s.Keyword != want.k || s.When.Whose != want.whose || s.N != want.n || want.quality != "" && s.Quality.Text != want.quality {
				t.Errorf("Parse(%q) step %d: got %q of %q, N %d, %q; want %q of %q, N %d, %q", tt.text, i, s.Keyword, s.When.Whose, s.N, s.Quality.Text, want.k, want.whose, want.n, want.quality)
			}
		}
	}
}

// What these steps don't read stays refused whole (fail closed): a step
// other than a sacrifice on an attack, an optional sacrifice on a block,
// "of that color" with no color chosen, "defending player" where the
// event names none, a token for each of a kind counted otherwise.
func TestBoardStepsRefused(t *testing.T) {
	for _, text := range []string{
		"Whenever ~ attacks, sacrifice a land and you gain 2 life.",
		"Whenever ~ blocks, you may sacrifice a land.",
		"Whenever ~ deals combat damage to a player, choose a color, then you gain 2 life.",
		"Whenever ~ deals combat damage to a player, defending player sacrifices a land.",
		"Whenever ~ deals combat damage to a player, create two 1/1 green Saproling creature tokens for each land you control.",
		"Whenever ~ deals combat damage to a player, that player sacrifices three creatures with flying.",
	} {
		if got, err := ability.Parse(text, ""); err == nil {
			t.Errorf("Parse(%q): got %+v, want it refused", text, got)
		}
	}
}
