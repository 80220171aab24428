package ability

import "testing"

// A legendary card's text calls it by its short name; the reader reads that
// name as the card itself, as it reads the whole name.
func TestShortName(t *testing.T) {
	for name, want := range map[string]string{
		"rashka the slayer":     "rashka",
		"jareth, leonine titan": "jareth",
		"lu su, wu advisor":     "lu su",
		"lord of the pit":       "", // "lord of" is no name
		"the wretched":          "",
		"grizzly bears":         "",
	} {
		if got := shortName(name); got != want {
			t.Errorf("shortName(%q) = %q, want %q", name, got, want)
		}
	}
	abs, err := Parse("Whenever Rashka the Slayer blocks one or more black creatures, Rashka gets +1/+2 until end of turn.", "Rashka the Slayer")
	if err != nil {
		t.Fatalf("Rashka the Slayer's trigger: %v", err)
	}
	if len(abs) != 1 || abs[0].Keyword != WhenBlocksOneOrMore || len(abs[0].Abilities) != 1 || abs[0].Abilities[0].Keyword != PumpUntilEndOfTurn {
		t.Errorf("Rashka the Slayer's trigger reads %+v, want 'whenever ~ blocks one or more [quality] creatures: ~ gets +1/+2 until end of turn'", abs)
	}
}
