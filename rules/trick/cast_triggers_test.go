package trick

import (
	"strings"
	"testing"
)

// A trigger on a spell cast or a card cycled is read whole, its effect
// as an instant's (410.2), or refused with what is not applied.
func TestReadCastTrigger(t *testing.T) {
	for _, c := range []struct {
		name, text string
		by         Caster
		spell      string // the spell words, joined by " or "
		ifType     string
		refused    string // words of the refusal; "" read
	}{
		{"Earthshaker", "Whenever you cast a Spirit or Arcane spell, Earthshaker deals 2 damage to each creature without flying.", CastByYou, "spirit or arcane", "", ""},
		{"Tibor and Lumia", "Whenever you cast a blue spell, target creature gains flying until end of turn.", CastByYou, "blue", "", ""},
		{"Warped Researcher", "Whenever a player cycles a card, Warped Researcher gains flying and shroud until end of turn.", CastByAnyone, "", "", ""},
		// 410.8: an intervening "if" on the source's type.
		{"Veil of Birds", "When an opponent casts a spell, if Veil of Birds is an enchantment, Veil of Birds becomes a 1/1 Bird creature with flying.", CastByOpponent, "", "enchantment", ""},
		// A color chosen: no trick field gives it to a trigger.
		{"Kami of the Painted Road", "Whenever you cast a Spirit or Arcane spell, Kami of the Painted Road gains protection from the color of your choice until end of turn.", "", "", "", "choice"},
		{"Dovescape", "Whenever a player casts a noncreature spell, counter that spell.", "", "", "", "noncreature"},
		{"Grizzly Bears", "Whenever Grizzly Bears attacks, it gets +1/+1 until end of turn.", "", "", "", "no trigger on a spell cast"},
	} {
		ct, err := ReadCastTrigger(c.text, c.name)
		switch {
		case c.refused != "" && (err == nil || !strings.Contains(err.Error(), c.refused)):
			t.Errorf("%s: got %v, want a refusal naming %q", c.name, err, c.refused)
		case c.refused == "" && err != nil:
			t.Errorf("%s: got %v, want it read", c.name, err)
		case c.refused == "" && (ct.By != c.by || strings.Join(ct.Spell, " or ") != c.spell || ct.IfType != c.ifType):
			t.Errorf("%s: got by %q, spell %q, if %q; want %q, %q, %q", c.name, ct.By, ct.Spell, ct.IfType, c.by, c.spell, c.ifType)
		}
	}
}

// Fires: the caster as the line names it, and one of the spell's words
// among its types, subtypes and colors (410.2).
func TestCastTriggerFires(t *testing.T) {
	arcane, _ := ReadCastTrigger("Whenever you cast a Spirit or Arcane spell, target creature can't block this turn.", "Kami of Fire's Roar")
	opponent, _ := ReadCastTrigger("When an opponent casts a spell, if Veil of Birds is an enchantment, Veil of Birds becomes a 1/1 Bird creature with flying.", "Veil of Birds")
	creature, _ := ReadCastTrigger("Whenever you cast a creature spell, Halcyon Glaze becomes a 4/4 Illusion creature with flying in addition to its other types until end of turn.", "Halcyon Glaze")
	for _, c := range []struct {
		what             string
		ct               CastTrigger
		subtypes, colors []string
		caster           string
		want             bool
	}{
		{"an Arcane instant of its controller", arcane, []string{"Arcane"}, []string{"Red"}, "alice", true},
		{"an Arcane instant of the opponent", arcane, []string{"Arcane"}, []string{"Red"}, "bob", false},
		{"an instant that is no Arcane", arcane, nil, []string{"Green"}, "alice", false},
		{"any spell of the opponent", opponent, nil, []string{"Green"}, "bob", true},
		{"a spell of its own controller", opponent, nil, []string{"Green"}, "alice", false},
		{"an instant, for a creature spell trigger", creature, nil, []string{"Green"}, "alice", false},
	} {
		if got := c.ct.Fires(false, []string{"Instant"}, c.subtypes, c.colors, c.caster, "alice"); got != c.want {
			t.Errorf("%s: fires %v, want %v", c.what, got, c.want)
		}
	}
	if !creature.NeverInCombat() || arcane.NeverInCombat() {
		t.Errorf("NeverInCombat: creature spell %v (want true), Spirit or Arcane %v (want false)", creature.NeverInCombat(), arcane.NeverInCombat())
	}
}
