package httpapi

import (
	"testing"

	"rulesjudge/cards"
)

// A line the judge applies as a trick is listed understood with its oracle
// line as the card prints it (reminder text kept), and a modal instant's
// mode with its own printed "•" line.
func TestTrickViewOracleIsThePrintedLine(t *testing.T) {
	for _, c := range []struct {
		card cards.Card
		want string
		rule string
	}{
		{cards.Card{Name: "Drudge Skeletons", TypeLine: "Creature — Skeleton", Power: "1", Toughness: "1",
			OracleText: "{B}: Regenerate Drudge Skeletons. (The next time this creature would be destroyed this turn, it isn't. Instead tap it, remove all damage from it, and remove it from combat.)"},
			"{B}: Regenerate Drudge Skeletons. (The next time this creature would be destroyed this turn, it isn't. Instead tap it, remove all damage from it, and remove it from combat.)", "419.6b"},
		{cards.Card{Name: "Funeral Charm", TypeLine: "Instant",
			OracleText: "Choose one —\n• Target player discards a card.\n• Target creature gets +2/-1 until end of turn.\n• Target creature gains swampwalk until end of turn. (It can't be blocked as long as defending player controls a Swamp.)"},
			"• Target creature gains swampwalk until end of turn. (It can't be blocked as long as defending player controls a Swamp.)", ""},
	} {
		d, err := deriveWithTricks(c.card, "", true)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, a := range viewOf(c.card.Name, d).Understood {
			if a.Oracle == c.want {
				found = true
				if c.rule != "" && a.Rule != c.rule {
					t.Errorf("%s: rule %s, want %s", c.card.Name, a.Rule, c.rule)
				}
			}
		}
		if !found {
			t.Errorf("%s: no understood line with oracle %q: %+v", c.card.Name, c.want, d.Abilities)
		}
	}
}

// An instant's flashback line is ignored with the reason that it is no
// part of what the spell does, and the spell's effect line is understood
// under its rule.
func TestTrickViewSpellApartLine(t *testing.T) {
	c := cards.Card{Name: "Sylvan Might", TypeLine: "Instant",
		OracleText: "Target creature gets +2/+2 and gains trample until end of turn.\nFlashback {2}{G}{G} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"}
	d, err := deriveWithTricks(c, "", true)
	if err != nil {
		t.Fatal(err)
	}
	v := viewOf(c.Name, d)
	if len(v.Understood) != 1 || v.Understood[0].Rule != "418.3a" {
		t.Errorf("understood %+v, want the effect line under 418.3a", v.Understood)
	}
	if len(v.Ignored) != 1 || v.Ignored[0].Text != "Flashback {2}{G}{G}" || v.Ignored[0].Reason != reasonSpellApart {
		t.Errorf("ignored %+v, want the flashback line, no part of the spell", v.Ignored)
	}
}

// A modal instant's view lists its modes in the card's order, each saying
// whether the judge applies it: a trick's mode is an index into them
// (409.1b), whatever the split between understood and ignored.
func TestTrickViewModesInTheCardsOrder(t *testing.T) {
	c := cards.Card{Name: "Healing Salve", TypeLine: "Instant",
		OracleText: "Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that would be dealt to any target this turn."}
	d, err := deriveWithTricks(c, "", true)
	if err != nil {
		t.Fatal(err)
	}
	v := viewOf(c.Name, d)
	want := []CardMode{{Text: "• Target player gains 3 life.", Understood: false}, {Text: "• Prevent the next 3 damage that would be dealt to any target this turn.", Understood: true}}
	if len(v.Modes) != len(want) || v.Modes[0] != want[0] || v.Modes[1] != want[1] {
		t.Errorf("modes %+v, want %+v", v.Modes, want)
	}
	if len(v.Understood) != 1 || v.Understood[0].Rule != "419.7b" {
		t.Errorf("understood %+v, want the prevention mode under 419.7b", v.Understood)
	}
	sylvan := cards.Card{Name: "Sylvan Might", TypeLine: "Instant", OracleText: "Target creature gets +2/+2 and gains trample until end of turn."}
	if d, err := deriveWithTricks(sylvan, "", true); err != nil || viewOf(sylvan.Name, d).Modes != nil {
		t.Errorf("a card with no modes: %v, modes %+v, want none", err, viewOf(sylvan.Name, d).Modes)
	}
}
