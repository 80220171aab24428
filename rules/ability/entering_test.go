package ability_test

import (
	"strings"
	"testing"

	"rulesjudge/rules/ability"
)

// How a creature entered play (entering.go): each line is read as the
// abilities it gives and the fact it needs, and described so (one meaning
// per ability, in the form of meaningString).
func TestEnteringLines(t *testing.T) {
	tests := []struct {
		text, name string
		want       []string
	}{
		// 502.21b: an ability for each kicker cost; 502.21d: the cost
		// named as the card lists it.
		{"If Degavolver was kicked with its {R} kicker, it enters the battlefield with a +1/+1 counter on it and with first strike.", "Degavolver",
			[]string{"itself | first strike | if it was kicked with its {R} kicker"}},
		{"If Cetavolver was kicked with its {1}{R} kicker, it comes into play with two +1/+1 counters on it and with first strike.", "Cetavolver",
			[]string{"itself | first strike | if it was kicked with its {1}{R} kicker"}},
		{"If Anavolver was kicked with its {1}{U} kicker, it enters the battlefield with two +1/+1 counters on it and with flying.", "Anavolver",
			[]string{"itself | flying | if it was kicked with its {1}{U} kicker"}},
		{"If ~ was kicked with its {G} kicker, it comes into play with a +1/+1 counter on it and with flying and trample.", "",
			[]string{"itself | flying | if it was kicked with its {G} kicker", "itself | trample | if it was kicked with its {G} kicker"}},
		// The quoted ability a kicked permanent enters with.
		{`If Prison Barricade was kicked, it enters the battlefield with a +1/+1 counter on it and with "Prison Barricade can attack as though it didn't have defender."`, "Prison Barricade",
			[]string{"itself | can attack as though it didn't have defender | if it was kicked"}},
		// X counters: those written in counters.
		{"If Dralnu's Pet was kicked, it enters the battlefield with flying and with X +1/+1 counters on it, where X is the discarded card's mana value.", "Dralnu's Pet",
			[]string{"itself | flying | if it was kicked"}},
		{"If Dralnu's Pet was kicked, it comes into play with flying and with X +1/+1 counters on it, where X is the discarded card's converted mana cost.", "Dralnu's Pet",
			[]string{"itself | flying | if it was kicked"}},
		// The option chosen as it entered (418.5b): each option's power
		// and toughness, types and keywords.
		{"As Primal Clay comes into play, it becomes your choice of a 3/3 artifact creature, a 2/2 artifact creature with flying, or a 1/6 Wall artifact creature with defender in addition to its other types.", "Primal Clay",
			[]string{"itself | " + string(ability.EntersAsChosen) + " | gives " + string(ability.EntersAs) + " +3/+3 artifact creature: card type artifact; " +
				string(ability.EntersAs) + " +2/+2 artifact creature: card type artifact; " + string(ability.EntersAs) + " +1/+6 wall artifact creature: subtype wall, card type artifact"}},
		{"As Molten Sentry enters the battlefield, flip a coin. If the coin comes up heads, Molten Sentry enters the battlefield as a 5/2 creature with haste. If it comes up tails, Molten Sentry enters the battlefield as a 2/5 creature with defender.", "Molten Sentry",
			[]string{"itself | " + string(ability.EntersAsChosen) + " | gives " + string(ability.EntersAs) + " +5/+2 creature: card type creature; " + string(ability.EntersAs) + " +2/+5 creature: card type creature"}},
		// While it has a counter of a kind: its combat damage prevented
		// and a keyword.
		{"As long as Woolly Razorback has an ice counter on it, prevent all combat damage it would deal and it has defender.", "Woolly Razorback",
			[]string{"itself | prevent all combat damage that would be dealt by it | as long as it has a ice counter on it",
				"itself | defender | as long as it has a ice counter on it"}},
		// Domain: a landwalk for each basic land type among your lands.
		{"Domain — For each basic land type among lands you control, Magnigoth Treefolk has landwalk of that type.", "Magnigoth Treefolk",
			[]string{"itself | " + string(ability.DomainLandwalk)}},
		// Power and toughness defined by a count of permanents (418.5a).
		{"Nightmare's power and toughness are each equal to the number of Swamps you control.", "Nightmare",
			[]string{"itself | " + string(ability.DefinesPower) + " | swamps: subtype swamps", "itself | " + string(ability.DefinesToughness) + " | swamps: subtype swamps"}},
		{"Dauthi Warlord's power is equal to the number of creatures with shadow in play.", "Dauthi Warlord",
			[]string{"itself | " + string(ability.DefinesPower) + " | creatures with shadow: with keyword shadow, card type creature"}},
		{"Gaea's Avenger's power and toughness are each equal to 1 plus the number of artifacts your opponents control.", "Gaea's Avenger",
			[]string{"itself | " + string(ability.DefinesPower) + " | N 1 | artifacts: card type artifact", "itself | " + string(ability.DefinesToughness) + " | N 1 | artifacts: card type artifact"}},
		{"People of the Woods's toughness is equal to the number of Forests you control.", "People of the Woods",
			[]string{"itself | " + string(ability.DefinesToughness) + " | forests: subtype forests"}},
		// "A and B": each permanent that is either, once.
		{"Aysen Crusader's power and toughness are each equal to 2 plus the number of Soldiers and Warriors you control.", "Aysen Crusader",
			[]string{"itself | " + string(ability.DefinesPower) + " | N 2 | soldiers and/or warriors: (subtype soldiers) or (subtype warriors)",
				"itself | " + string(ability.DefinesToughness) + " | N 2 | soldiers and/or warriors: (subtype soldiers) or (subtype warriors)"}},
		// ... or by a fact of its controller or its own counters.
		{"Maro's power and toughness are each equal to the number of cards in your hand.", "Maro",
			[]string{"itself | " + string(ability.DefinesPower) + " | cards in your hand: cards in your hand", "itself | " + string(ability.DefinesToughness) + " | cards in your hand: cards in your hand"}},
		{"Serra Avatar's power and toughness are each equal to your life total.", "Serra Avatar",
			[]string{"itself | " + string(ability.DefinesPower) + " | your life total: your life total", "itself | " + string(ability.DefinesToughness) + " | your life total: your life total"}},
		{"Tidewalker's power and toughness are each equal to the number of time counters on it.", "Tidewalker",
			[]string{"itself | " + string(ability.DefinesPower) + " | counters on it: counters on it time", "itself | " + string(ability.DefinesToughness) + " | counters on it: counters on it time"}},
		// A counter as it entered: the counters are those written.
		{"Myojin of Night's Reach enters the battlefield with a divinity counter on it if you cast it from your hand.", "Myojin of Night's Reach",
			[]string{"itself | " + string(ability.EntersWithCounter)}},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, tt.name)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.text, err)
			continue
		}
		var got []string
		for _, a := range abs {
			got = append(got, meaningString(ability.Describe(a)))
		}
		if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("Parse(%q):\n got %q\nwant %q", tt.text, got, tt.want)
		}
	}
}

// The fact of the game each line needs.
func TestEnteringFacts(t *testing.T) {
	tests := []struct {
		text string
		want ability.Fact
	}{
		{"If ~ was kicked with its {R} kicker, it enters the battlefield with a +1/+1 counter on it and with first strike.", ability.FactKickersPaid},
		{`If ~ was kicked, it enters the battlefield with a +1/+1 counter on it and with "~ can attack as though it didn't have defender."`, ability.FactKicked},
		{"If ~ was kicked, it enters the battlefield with flying and with X +1/+1 counters on it, where X is the discarded card's mana value.", ability.FactKicked},
		{"~ enters the battlefield with a divinity counter on it if you cast it from your hand.", ability.NoFact},
		{"~'s power is equal to the number of cards in your hand.", ability.FactHand},
		{"~'s power is equal to your life total.", ability.NoFact},
		{"As ~ enters the battlefield, it becomes your choice of a 3/3 creature, a 2/2 creature with flying, or a 1/6 creature with defender.", ability.FactChosen},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, "")
		if err != nil || len(abs) == 0 {
			t.Errorf("Parse(%q): %v", tt.text, err)
			continue
		}
		if got := abs[0].Fact(); got != tt.want {
			t.Errorf("Fact of %q: got %d, want %d", tt.text, got, tt.want)
		}
	}
}

// Lines like these but with words the reader can't give a meaning are
// refused, never read in part.
func TestEnteringRefused(t *testing.T) {
	for _, text := range []string{
		// A quoted activated ability is not a combat ability the judge reads.
		`If ~ was kicked with its {1}{B} kicker, it enters the battlefield with two +1/+1 counters on it and with "Pay 3 life: Regenerate ~."`,
		// A trigger in quotes: not board state the judge applies.
		`If ~ was kicked with its {W} kicker, it enters the battlefield with a +1/+1 counter on it and with "Whenever ~ deals damage, you gain that much life."`,
		// A quoted ability that affects other creatures.
		`If ~ was kicked, it enters the battlefield with a +1/+1 counter on it and with "Other creatures you control get +1/+1."`,
		// A quoted ability under a condition of its own.
		`If ~ was kicked, it enters the battlefield with a +1/+1 counter on it and with "~ has flying as long as you control an Island."`,
		// X from something else than counters written.
		"If ~ was kicked, it enters the battlefield with flying and with X +1/+1 counters on it, where X is the number of cards in your hand.",
		// Counters from another condition than being cast from the hand.
		"~ enters the battlefield with a divinity counter on it if you control a Swamp.",
		// No kicker cost named.
		"If ~ was kicked with its kicker, it enters the battlefield with a +1/+1 counter on it and with first strike.",
		// Options the reader can't give a whole meaning.
		"As ~ enters the battlefield, it becomes your choice of a 3/3 creature or a 2/2 creature with sparkles.",
		"As ~ enters the battlefield, it becomes your choice of a 3/3 creature, a 2/2 nontoken creature with flying, or a 1/6 creature with defender.",
		"As ~ enters the battlefield, it becomes your choice of a 3/3 creature.",
		"As ~ enters the battlefield, it becomes your choice of a 3/3 creature, a 2/2 creature with flying until end of turn, or a 1/6 creature with defender.",
		"As ~ enters the battlefield, flip a coin. If the coin comes up heads, ~ enters the battlefield as a 5/2 creature with haste. If it comes up tails, sacrifice it.",
		// Prevention of other damage than its combat damage, under a counter.
		"As long as ~ has an ice counter on it, prevent all damage that would be dealt to it and it has defender.",
		// Counts the board does not hold, or whose words are not all read.
		"~'s power and toughness are each equal to the number of cards in all players' hands.",
		"~'s power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.",
		"~'s power and toughness are each equal to the number of creatures named ~ in play.",
		"~'s power and toughness are each equal to the number of untapped artifacts, creatures, and lands you control.",
		"~'s power and toughness are each equal to the number of creatures with power 2 or greater you control.",
		"~'s power and toughness are each equal to twice the number of cards in your hand.",
		"~'s power and toughness are each equal to the number of face-down creatures in play.",
		// A keyword the judge does not read.
		"If ~ was kicked with its {R} kicker, it enters the battlefield with a +1/+1 counter on it and with sparkles.",
	} {
		if abs, err := ability.Parse(text, ""); err == nil {
			t.Errorf("Parse(%q) = %+v, want it refused", text, abs)
		}
	}
}

// Domain landwalk (entering.go, rules.resolveDomain) gives the landwalk of
// each basic land type: each reads as a landwalk of that land type (502.6).
func TestBasicLandwalksRead(t *testing.T) {
	for _, land := range []string{"plains", "island", "swamp", "mountain", "forest"} {
		abs, err := ability.Parse(land+"walk", "")
		if err != nil || len(abs) != 1 || abs[0].Keyword != ability.Landwalk || len(abs[0].Quality.Terms) != 1 || abs[0].Quality.Terms[0].Word != land {
			t.Errorf("Parse(%q) = %+v, %v; want one landwalk of %s", land+"walk", abs, err, land)
		}
	}
}
