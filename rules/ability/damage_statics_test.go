package ability_test

import (
	"slices"
	"testing"

	"rulesjudge/rules/ability"
)

// The damage statics of other permanents (damage_statics.go), each read as one
// meaning a user can check: the effect (with the rule of its row), the
// quality of the source or recipient term by term, and the condition.
func TestDamageStaticsReadings(t *testing.T) {
	tests := []struct {
		text, name string
		want       string // the meaning, in the form of meaningString
	}{
		// 419.7: Statecraft.
		{"Prevent all combat damage that would be dealt to and dealt by creatures you control.", "Statecraft",
			"creatures its controller controls | prevent all combat damage that would be dealt to and dealt by creatures you control"},
		// 419.7: "to ~": all damage, combat damage only (Fog Bank, half of its
		// line), or the damage of creatures (Uncle Istvan): three readings.
		{"Prevent all damage that would be dealt to Glittering Lion.", "Glittering Lion",
			"itself | prevent all damage that would be dealt to it"},
		{"Prevent all damage that would be dealt to Uncle Istvan by creatures.", "Uncle Istvan",
			"itself | prevent all damage that would be dealt to it by creatures"},
		// 419.7: Wall of Putrid Flesh, Enchanted Being: the source's state.
		{"Prevent all damage that would be dealt to Wall of Putrid Flesh by enchanted creatures.", "Wall of Putrid Flesh",
			"itself | prevent all damage that would be dealt to it by enchanted creatures | enchanted creatures: card type creature, enchanted enchanted"},
		{"Prevent all combat damage that would be dealt to Enchanted Being by enchanted creatures.", "Enchanted Being",
			"itself | prevent all damage that would be dealt to it by enchanted creatures | enchanted creatures: card type creature, enchanted enchanted"},
		// 419.7: Thunderstaff, only while untapped.
		{"As long as Thunderstaff is untapped, if a creature would deal combat damage to you, prevent 1 of that damage.", "Thunderstaff",
			"its controller | if a creature would deal combat damage to you, prevent 1 of that damage | as long as it's untapped"},
		// 419.7: Daunting Defender: the recipient's quality.
		{"If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.", "Daunting Defender",
			"creatures its controller controls | if a source would deal damage to a [quality] creature you control, prevent 1 of that damage | cleric: subtype cleric"},
		// 419.6c: the Bodyguards and Martyrs of Korlis, while untapped.
		{"As long as Veteran Bodyguard is untapped, all damage that would be dealt to you by unblocked creatures is dealt to Veteran Bodyguard instead.", "Veteran Bodyguard",
			"itself | all damage that would be dealt to you by [quality] is dealt to it instead | unblocked creatures: card type creature, unblocked unblocked | as long as it's untapped"},
		{"As long as Weathered Bodyguards is untapped, all combat damage that would be dealt to you by unblocked creatures is dealt to Weathered Bodyguards instead.", "Weathered Bodyguards",
			"itself | all damage that would be dealt to you by [quality] is dealt to it instead | unblocked creatures: card type creature, unblocked unblocked | as long as it's untapped"},
		{"As long as Martyrs of Korlis is untapped, all damage that would be dealt to you by artifacts is dealt to Martyrs of Korlis instead.", "Martyrs of Korlis",
			"itself | all damage that would be dealt to you by [quality] is dealt to it instead | artifacts: card type artifact | as long as it's untapped"},
		// 419.7: Excruciator.
		{"Damage that would be dealt by Excruciator can't be prevented.", "Excruciator", "itself | damage that would be dealt by it can't be prevented"},
		// 419.6: Ghosts of the Innocent; Anthem of Rakdos, hellbent.
		{"If a source would deal damage to a permanent or player, it deals half that damage, rounded down, to that permanent or player instead.", "Ghosts of the Innocent",
			"every source | each source deals half its damage, rounded down, instead"},
		{"Hellbent — As long as you have no cards in hand, if a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.", "Anthem of Rakdos",
			"sources its controller controls | each source you control deals double its damage instead | as long as its controller has 0 or fewer cards in hand"},
		// 419.7a: damage from spells, which the judge never deals.
		{"Prevent all damage that would be dealt by instant and sorcery spells.", "Energy Storm", "spells | damage dealt by spells"},
		{"If a spell would deal damage to a permanent or player, prevent 1 damage that spell would deal to that permanent or player.", "Plated Pegasus", "spells | damage dealt by spells"},
		{"If a spell would deal damage to a permanent or player, it deals that much damage minus 1 to that permanent or player instead.", "Benevolent Unicorn", "spells | damage dealt by spells"},
		{"As long as you control another creature, prevent all damage that would be dealt to Bronze Horse by spells that target it.", "Bronze Horse",
			"spells | damage dealt by spells | as long as its controller controls creature"},
		// 419.7: Rune-Tail's Essence, Inner Sanctum: all damage to its
		// controller's creatures.
		{"Prevent all damage that would be dealt to creatures you control.", "Rune-Tail's Essence",
			"creatures its controller controls | prevent all damage that would be dealt to creatures you control"},
		// 419.6: Tok-Tok, Volcano Born: the source's quality, and N.
		{"If a red source would deal damage to a player, it deals that much damage plus 1 to that player instead.", "Tok-Tok, Volcano Born",
			"sources | if a [quality] source would deal damage to a player, it deals that much damage plus N to that player instead | N 1 | red: color red"},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, tt.name)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.text, err)
			continue
		}
		if len(abs) != 1 {
			t.Errorf("Parse(%q): got %d abilities, want 1", tt.text, len(abs))
			continue
		}
		if got := meaningString(ability.Describe(abs[0])); got != tt.want {
			t.Errorf("Describe(%q):\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}

// Fail closed: near wordings the rows do not read whole are refused, not
// taken for a quality.
func TestDamageStaticsRefusals(t *testing.T) {
	for _, text := range []string{
		// A spell's damage to a creature of a quality: not one of the era's lines.
		"Prevent all damage that would be dealt by red instant spells.",
		// A redirection from a creature, not from its controller.
		"All damage that would be dealt to target creature by unblocked creatures is dealt to ~ instead.",
		// "Prevent 2" is not read.
		"If a creature would deal combat damage to you, prevent 2 of that damage.",
		// Halving damage to creatures only is not the era's wording.
		"If a source would deal damage to a creature, it deals half that damage, rounded down, to that creature instead.",
		// A state the judge does not decide for a source: "tapped" is a
		// quality term, "blocking" is refused.
		"All damage that would be dealt to you by blocking creatures is dealt to ~ instead.",
		// Light of Sanction: only the damage of sources you control, which
		// the row does not read; nor "this turn" (Divine Light, an instant).
		"Prevent all damage that would be dealt to creatures you control by sources you control.",
		"Prevent all damage that would be dealt this turn to creatures you control.",
		// "plus N" with no quality of the source, or to a creature: not the
		// era's wording.
		"If a source would deal damage to a player, it deals that much damage plus 1 to that player instead.",
		"If a red source would deal damage to a creature, it deals that much damage plus 1 to that creature instead.",
		// A state the judge does not decide for a source.
		"If a blocking source would deal damage to a player, it deals that much damage plus 1 to that player instead.",
	} {
		if abs, err := ability.Parse(text, ""); err == nil {
			t.Errorf("Parse(%q) = %+v, want an error", text, abs)
		}
	}
}

// 310.2e: the lines that change how a creature assigns its combat damage.
func TestDamageStaticsAssignmentReadings(t *testing.T) {
	tests := []struct {
		text, name string
		want       ability.Keyword
	}{
		{"If Cunning Giant is unblocked, you may have it assign its combat damage to a creature defending player controls.", "Cunning Giant", ability.AssignToDefendersCreature},
		{"You may assign Butcher Orgg's combat damage divided as you choose among defending player and/or any number of creatures they control.", "Butcher Orgg", ability.AssignAmongDefenders},
		{"You may assign Butcher Orgg's combat damage divided as you choose among defending player and/or any number of creatures he or she controls.", "Butcher Orgg", ability.AssignAmongDefenders},
		{"Rather than the attacking player, you assign the combat damage of each creature attacking you. You can divide that creature's combat damage as you choose among any of the creatures blocking it.", "Defensive Formation", ability.DefenderAssigns},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, tt.name)
		if err != nil || len(abs) != 1 || abs[0].Keyword != tt.want || abs[0].Condition != ability.Always {
			t.Errorf("Parse(%q) = %+v, %v; want one %q that always holds", tt.text, abs, err, tt.want)
		}
	}
}

// Cover of Winter, Camel and Szadek: each read as one ability, Camel's only
// while it attacks.
func TestDamageStaticsCounterAndBandReadings(t *testing.T) {
	tests := []struct {
		text, name string
		want       string // the meaning, in the form of meaningString
	}{
		{"If a creature would deal combat damage to you and/or one or more creatures you control, prevent X of that damage, where X is the number of age counters on Cover of Winter.", "Cover of Winter",
			"its controller and the creatures he or she controls | prevent X of each creature's combat damage to you and your creatures, X its age counters"},
		{"As long as Camel is attacking, prevent all damage Deserts would deal to Camel and to creatures banded with Camel.", "Camel",
			"itself and its band | prevent all damage [quality] would deal to it and to creatures banded with it | deserts: subtype deserts | as long as it's attacking"},
		{"If Szadek, Lord of Secrets would deal combat damage to a player, instead put that many +1/+1 counters on Szadek, Lord of Secrets and that player mills that many cards.", "Szadek, Lord of Secrets",
			"itself | instead of combat damage to a player, that many +1/+1 counters on it and that player mills that many"},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, tt.name)
		if err != nil || len(abs) != 1 {
			t.Errorf("Parse(%q) = %+v, %v; want one ability", tt.text, abs, err)
			continue
		}
		if got := meaningString(ability.Describe(abs[0])); got != tt.want {
			t.Errorf("Describe(%q):\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}

// Sekki, Seasons' Guide, in today's words and in this edition's.
func TestDamageStaticsSekkiReading(t *testing.T) {
	for _, text := range []string{
		"If damage would be dealt to Sekki, Seasons' Guide, prevent that damage, remove that many +1/+1 counters from Sekki, Seasons' Guide, and create that many 1/1 colorless Spirit creature tokens.",
		"If damage would be dealt to Sekki, Seasons' Guide, prevent that damage, remove that many +1/+1 counters from Sekki, Seasons' Guide, and put that many 1/1 colorless Spirit creature tokens into play.",
	} {
		abs, err := ability.Parse(text, "Sekki, Seasons' Guide")
		if err != nil || len(abs) != 1 || abs[0].Keyword != ability.PreventIntoTokens {
			t.Errorf("Parse(%q) = %+v, %v; want one %q", text, abs, err, ability.PreventIntoTokens)
		}
	}
}

// 419.7: Fog Bank's line is two preventions of combat damage only, to it and
// by it: not "all damage dealt to it", which would stop an ability's damage.
func TestPreventCombatDamageToAndBy(t *testing.T) {
	got, err := ability.Parse("Prevent all combat damage that would be dealt to and dealt by Fog Bank.", "Fog Bank")
	if err != nil {
		t.Fatal(err)
	}
	var keys []ability.Keyword
	for _, a := range got {
		keys = append(keys, a.Keyword)
	}
	if want := []ability.Keyword{ability.PreventCombatToIt, ability.PreventBy}; !slices.Equal(keys, want) {
		t.Errorf("419.7: Fog Bank reads %v, want %v", keys, want)
	}
}
