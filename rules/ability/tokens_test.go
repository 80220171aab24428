package ability

import (
	"slices"
	"testing"
)

// TestTokenProduction: the words of "create ..." the grammar reads into a
// creature token (418.6d), and those it refuses so that the line stays
// ignored.
func TestTokenProduction(t *testing.T) {
	for _, c := range []struct {
		line, name string
		want       Token
	}{
		{"{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named Wasp.", "The Hive",
			Token{Count: 1, Power: 1, Toughness: 1, Name: "Wasp", Types: []string{"Artifact", "Creature"}, Subtypes: []string{"Insect"}, Abilities: []string{"Flying"}}},
		{"{U}{U}, {T}: Create a 0/1 blue Plant Wall creature token with defender named Kelp.", "Wall of Kelp",
			Token{Count: 1, Power: 0, Toughness: 1, Name: "Kelp", Colors: []string{"Blue"}, Types: []string{"Creature"}, Subtypes: []string{"Plant", "Wall"}, Abilities: []string{"Defender"}}},
		{"{3}{B}{B}, Sacrifice a Bat: Create two 1/1 black Bat creature tokens with flying.", "Skeletal Vampire",
			Token{Count: 2, Power: 1, Toughness: 1, Name: "Bat", Colors: []string{"Black"}, Types: []string{"Creature"}, Subtypes: []string{"Bat"}, Abilities: []string{"Flying"}}},
		{"{3}{R}: Create a 2/1 red Goblin creature token with haste. Exile it at the beginning of the next end step.", "Rakdos Guildmage",
			Token{Count: 1, Power: 2, Toughness: 1, Name: "Goblin", Colors: []string{"Red"}, Types: []string{"Creature"}, Subtypes: []string{"Goblin"}, Abilities: []string{"Haste"}}},
		{"{1}{W}: Create a 1/1 white and blue Bird creature token with flying.", "x",
			Token{Count: 1, Power: 1, Toughness: 1, Name: "Bird", Colors: []string{"White", "Blue"}, Types: []string{"Creature"}, Subtypes: []string{"Bird"}, Abilities: []string{"Flying"}}},
	} {
		r, err := ReadEffect(c.line, c.name)
		if err != nil {
			t.Fatalf("%q: %v", c.line, err)
		}
		got := r.Parts[0]
		if got.Mode != CreateToken || got.Token == nil || got.Selector.Subject != Entered {
			t.Fatalf("%q: read %+v, want a token created", c.line, got)
		}
		tok := *got.Token
		if tok.Count != c.want.Count || tok.Power != c.want.Power || tok.Toughness != c.want.Toughness || tok.Name != c.want.Name ||
			!slices.Equal(tok.Colors, c.want.Colors) || !slices.Equal(tok.Types, c.want.Types) || !slices.Equal(tok.Subtypes, c.want.Subtypes) ||
			!slices.Equal(tok.Abilities, c.want.Abilities) {
			t.Errorf("%q: token %+v, want %+v", c.line, tok, c.want)
		}
	}
	// "It" after the token names the token, not the source.
	r, err := ReadEffect("{2}{R}: Create a 3/1 black and red Graveborn creature token with haste. Sacrifice it at the beginning of the next end step.", "x")
	if err != nil || len(r.Parts) != 2 || r.Parts[1].Mode != AtNextEndStep || r.Parts[1].Parts[0].Selector.Subject != That {
		t.Errorf("Balduvian Dead's line: %+v, %v; want the delayed sacrifice of \"it\", the token", r.Parts, err)
	}
}

// TestTokenRefused: a token whose words say more than the grammar reads is
// no reading (fail closed).
func TestTokenRefused(t *testing.T) {
	for _, line := range []string{
		"{2}{G}{G}: Create a 1/1 green Wolf creature token named Wolves of the Hunt. It has \"bands with other creatures named Wolves of the Hunt.\"",
		"{4}, {T}: Create a token that's a copy of target creature.",
		"{G}, Sacrifice ~: Create a 1/1 green Insect creature token with flying named Butterfly at the beginning of the next end step.",
		"{X}: Create X 1/1 green Saproling creature tokens.",
		"{1}: Create a 1/1 white Spirit creature token with flying for each creature you control.",
	} {
		if r, err := ReadEffect(line, "x"); err == nil {
			t.Errorf("%q: read %+v, want it refused", line, r)
		}
	}
	if _, err := Parse("Whenever ~ deals combat damage to a player, create that many tokens that are copies of ~.", "x"); err == nil {
		t.Error("\"create that many\" copies: read, want refused")
	}
	// An Aura's own token trigger is never read as an ability it gives the
	// creature (the Aura's controller gets the token): it is the Aura's
	// trigger on the creature it is attached to (dies_triggers.go, 410.10d).
	abs, err := Parse("When enchanted creature is put into a graveyard from play, create a 2/2 white Griffin creature token with flying.", "Griffin Guide")
	if err != nil || len(abs) != 1 || abs[0].Keyword != WhenACreatureDies || !abs[0].Scope.Attached || abs[0].Abilities[0].Keyword != CreateToken {
		t.Errorf("an Aura's own token trigger: read %+v, %v; want the Aura's own trigger on its creature (%q, Scope.Attached), not one given to the creature", abs, err, WhenACreatureDies)
	}
}
