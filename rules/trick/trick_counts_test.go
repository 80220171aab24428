package trick

import (
	"testing"

	"rulesjudge/rules/game"
)

// The lines of counted shields, counters, delayed destruction and the
// shields of the next time are applied, each under its rule; one whose
// amount or replacement the walk does not follow is refused.
func TestCountedAndDelayedLines(t *testing.T) {
	for _, c := range []struct {
		name, line string
		rule       game.RuleID
	}{
		{"Battlefield Medic", "{T}: Prevent the next X damage that would be dealt to target creature this turn, where X is the number of Clerics on the battlefield.", "419.7b"},
		{"Samite Pilgrim", "Domain — {T}: Prevent the next X damage that would be dealt to target creature this turn, where X is the number of basic land types among lands you control.", "419.7b"},
		{"Daru Stinger", "{T}: Daru Stinger deals damage equal to the number of +1/+1 counters on it to target attacking or blocking creature.", "413.2b"},
		{"Tin-Wing Chimera", "Sacrifice Tin-Wing Chimera: Put a +2/+2 counter on target Chimera creature. It gains flying.", "413.2b"},
		{"Silent Assassin", "{3}{B}: Destroy target blocking creature at end of combat.", "404.4"},
		{"Goblin Sappers", "{R}{R}, {T}: Target creature you control can't be blocked this turn. Destroy it and Goblin Sappers at end of combat.", "501.1"},
		{"Mercenaries", "{3}: The next time Mercenaries would deal damage to you this turn, prevent that damage. Any player may activate this ability.", "419.7"},
		{"Kitsune Palliator", "{T}: Prevent the next 1 damage that would be dealt to each creature and each player this turn.", "419.7b"},
		{"Elvish Healer", "{T}: Prevent the next 1 damage that would be dealt to any target this turn. If it's a green creature, prevent the next 2 damage instead.", "419.7b"},
		{"Tetsuo Umezawa", "{U}{B}{B}{R}, {T}: Destroy target tapped or blocking creature.", "413.2b"},
		{"Merfolk Assassin", "{T}: Destroy target creature with islandwalk.", "413.2b"},
	} {
		r, err := TrickLine(c.line, c.name)
		if err != nil {
			t.Errorf("%s: %q refused: %v", c.name, c.line, err)
			continue
		}
		if got := TrickRule(r); got != c.rule {
			t.Errorf("%s: rule %s, want %s", c.name, got, c.rule)
		}
	}
	for _, c := range []struct{ name, line string }{
		// X counted for each other creature: the walk counts none such.
		{"Medic", "{T}: Prevent the next X damage that would be dealt to target creature this turn, where X is the number of Clerics defending player controls."},
		// "Instead" of an effect that is no prevention of the next N damage.
		{"Healer", "{T}: Target creature gets +1/+1 until end of turn. If it's a green creature, prevent the next 2 damage instead."},
	} {
		if _, err := TrickLine(c.line, c.name); err == nil {
			t.Errorf("%s: %q accepted, want refused", c.name, c.line)
		}
	}
}
