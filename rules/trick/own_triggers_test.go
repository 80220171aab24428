package trick

import (
	"testing"

	"rulesjudge/rules/game"
)

// TestReadOwnTrigger reads the triggers on a permanent's own coming into
// play, turning face up and cycling: the event, the intervening "if" and
// the rule, and refuses those whose effect the walk would not apply whole.
func TestReadOwnTrigger(t *testing.T) {
	cases := []struct {
		name, line string
		ok         bool
		event      OwnEvent
		cond       OwnCondition
		rule       game.RuleID
	}{
		{"Thunder Dragon", "When Thunder Dragon comes into play, it deals 3 damage to each creature without flying.", true, ComesIntoPlay, NoCondition, "410.10a"},
		{"Viashino Bladescout", "When Viashino Bladescout enters the battlefield, target creature gains first strike until end of turn.", true, ComesIntoPlay, NoCondition, "410.10a"},
		{"Sunscape Battlemage", "When Sunscape Battlemage comes into play, if it was kicked with its {1}{G} kicker, destroy target creature with flying.", true, ComesIntoPlay, IfKicked, "410.8"},
		{"Gruul Scrapper", "When Gruul Scrapper comes into play, if {R} was spent to cast it, Gruul Scrapper gains haste until end of turn.", true, ComesIntoPlay, IfManaSpent, "410.8"},
		{"Wingbeat Warrior", "When Wingbeat Warrior is turned face up, target creature gains first strike until end of turn.", true, TurnedFaceUp, NoCondition, "502.26d"},
		{"Gempalm Avenger", "When you cycle Gempalm Avenger, Soldier creatures get +1/+1 and gain first strike until end of turn.", true, CycledByPlayer, NoCondition, "502.18a"},
		// A choice the trigger's answer in choices.targets states: a color,
		// a creature type, a division.
		{"Aven Liberator", "When Aven Liberator is turned face up, target creature you control gains protection from the color of your choice until end of turn.", true, TurnedFaceUp, NoCondition, "502.26d"},
		{"Tribal Forcemage", "When Tribal Forcemage is turned face up, creatures of the creature type of your choice get +2/+2 and gain trample until end of turn.", true, TurnedFaceUp, NoCondition, "502.26d"},
		{"Angel of Salvation", "When Angel of Salvation comes into play, prevent the next 5 damage that would be dealt this turn to any number of targets, divided as you choose.", true, ComesIntoPlay, NoCondition, "410.10a"},
		// A choice it can't state: X; a mode.
		{"Mogg Sentry", "When Mogg Sentry comes into play, it deals X damage to target creature.", false, "", "", ""},
		{"Jade Sentry", "When Jade Sentry comes into play, choose one — Target creature gets +1/+1 until end of turn; or target creature gets -1/-1 until end of turn.", false, "", "", ""},
		// An effect the walk doesn't apply, and no trigger of its own.
		{"Faceless Devourer", "When Faceless Devourer comes into play, remove another target creature with shadow from the game.", false, "", "", ""},
		{"Baru, Fist of Krosa", "Whenever a Forest comes into play, green creatures you control get +1/+1 and gain trample until end of turn.", false, "", "", ""},
		{"Sunscape Battlemage", "When Sunscape Battlemage is turned face up, if it was kicked, destroy target creature with flying.", false, "", "", ""},
	}
	for _, c := range cases {
		o, err := ReadOwnTrigger(c.line, c.name)
		if (err == nil) != c.ok {
			t.Errorf("%q: read %v, want %v (%v)", c.line, err == nil, c.ok, err)
			continue
		}
		if !c.ok {
			if IsOwnTrigger(c.line, c.name) {
				t.Errorf("%q: IsOwnTrigger true for a line refused", c.line)
			}
			continue
		}
		if o.Event != c.event || o.Condition != c.cond || o.Rule() != c.rule {
			t.Errorf("%q: event %q, condition %q, rule %s; want %q, %q, %s", c.line, o.Event, o.Condition, o.Rule(), c.event, c.cond, c.rule)
		}
		if len(o.Effect.Parts) == 0 {
			t.Errorf("%q: no effect read", c.line)
		}
	}
}
