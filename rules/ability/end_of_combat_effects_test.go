package ability_test

import (
	"strings"
	"testing"

	"rulesjudge/rules/ability"
)

// The effects at end of combat are read only of the events they fit: a
// line that pairs one with another event stays ignored (fail closed).
func TestEndOfCombatEffectsRefusedOutOfTheirEvent(t *testing.T) {
	refused := []struct{ text, want string }{
		// 410.2: an "at end of combat" trigger's effects, on attacking.
		{"Whenever ~ attacks, tap all creatures that blocked ~ this turn. They don't untap during their controller's next untap step.", "read at end of combat"},
		// 404.4: the delayed counter is set up by a combat event, not at end of combat.
		{"At end of combat, put a +1/+1 counter on ~ at end of combat.", "unrecognised"},
		// 410.9b: "all creatures it blocked" only of a trigger on blocking.
		{"Whenever ~ attacks, at end of combat, destroy it and all creatures it blocked this turn.", "trigger on blocking"},
		// 410.9c: "becomes blocked by a [creature type]": not a creature type.
		{"Whenever ~ becomes blocked by a nonblack, destroy that creature at end of combat.", "unrecognised"},
		// A token the judge doesn't read keeps the line ignored.
		{"At end of combat, put a -0/-1 counter on ~ and create a 0/1 white Deserter creature token with \"{T}: Draw a card.\"", "unrecognised"},
	}
	for _, tt := range refused {
		if _, err := ability.Parse(tt.text, ""); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q): got error %v, want one saying %q", tt.text, err, tt.want)
		}
	}
}

// Each wording of the era read here gives the keyword the walk applies.
func TestEndOfCombatEffectsRead(t *testing.T) {
	read := []struct {
		text   string
		effect ability.Keyword
	}{
		// 404.4: delayed abilities set up by a combat trigger (410.9b, 410.9c).
		{"Whenever ~ blocks or becomes blocked by a creature, ~ deals 1 damage to that creature at end of combat.", ability.DamageThatAtEndOfCombat},
		{"Whenever ~ blocks a creature with flying, put a +1/+1 counter on ~ at end of combat.", ability.CounterOnSelfAtEndOfCombat},
		{"Whenever ~ becomes blocked by a creature, gain control of that creature at end of combat.", ability.ControlThatAtEndOfCombat},
		{"When ~ attacks or blocks, at end of combat, sacrifice it and it deals 5 damage to you.", ability.SacrificeSelfDamagesYou},
		{"When ~ blocks, at end of combat, destroy it and all creatures it blocked this turn.", ability.DestroySelfAndBlocked},
		{"Whenever ~ becomes blocked by a Wall, destroy that Wall at end of combat.", ability.DestroyAtEndOfCombat},
		// 410.2: at end of combat.
		{"At end of combat, tap all creatures that blocked ~ this turn. They don't untap during their controller's next untap step.", ability.TapThoseThatBlocked},
		{"At end of combat, gain control of all creatures blocking ~ for as long as you control ~.", ability.ControlBlockingWhileYouControl},
		{"At end of combat, if ~ attacked or blocked this combat, put a -0/-1 counter on ~ and create a 0/1 white Deserter creature token.", ability.CounterOnSelfAndToken},
	}
	for _, tt := range read {
		abs, err := ability.Parse(tt.text, "")
		if err != nil || len(abs) != 1 || len(abs[0].Abilities) == 0 || abs[0].Abilities[0].Keyword != tt.effect {
			t.Errorf("Parse(%q): got %v, %v; want one trigger whose effect is %q", tt.text, abs, err, tt.effect)
		}
	}
}
