package trick

import (
	"strings"
	"testing"

	"rulesjudge/rules/ability"
)

// Lines whose effect depends on a choice the trick gives are applied;
// those whose choice the judge does not take from a trick stay refused.
func TestChoiceLines(t *testing.T) {
	for _, c := range []struct {
		name, text string
		rule       string // TrickRule; "" refused
		refused    string // words of the refusal
	}{
		{"Mother of Runes", "{T}: Target creature you control gains protection from the color of your choice until end of turn.", "418.3a", ""},
		{"Akroma's Blessing", "Choose a color. Creatures you control gain protection from the chosen color until end of turn.", "413.2c", ""},
		{"Puppeteer", "{U}, {T}: You may tap or untap target creature.", "413.2c", ""},
		{"Aleatory", "Flip a coin. If you win the flip, target creature gets +1/+1 until end of turn.", "413.2b", ""},
		{"Remedy", "Prevent the next 5 damage that would be dealt this turn to any number of targets, divided as you choose.", "419.7b", ""},
		{"Wild Might", "Target creature gets +1/+1 until end of turn. That creature gets an additional +4/+4 until end of turn unless any player pays {2}.", "418.3a", ""},
		// A color chosen as its source entered: the permanent's chosen fact, not the trick's.
		{"Floating Shield", "Sacrifice Floating Shield: Target creature gains protection from the chosen color until end of turn.", "", "chosen before the trick"},
	} {
		r, err := TrickLine(c.text, c.name)
		switch {
		case c.rule == "" && (err == nil || !strings.Contains(err.Error(), c.refused)):
			t.Errorf("%s: got %v, want refused with %q", c.name, err, c.refused)
		case c.rule != "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.rule != "" && string(TrickRule(r)) != c.rule:
			t.Errorf("%s: rule %s, want %s", c.name, TrickRule(r), c.rule)
		}
	}
}

// Flatten gives an "instead" effect in place of the one before it when
// its condition holds, and a flip's effects each with its condition.
func TestFlattenMarksWhatInsteadReplaces(t *testing.T) {
	r, err := ability.ReadEffect("Target creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets +5/+5 until end of turn instead.", "Explosive Growth")
	if err != nil {
		t.Fatal(err)
	}
	g := Flatten(r.Parts)
	if len(g) != 2 || g[0].ReplacedWhen != ability.Kicked || g[1].When != ability.Kicked || g[1].Part.Power != 5 {
		t.Fatalf("got %+v, want the +2/+2 replaced when kicked and the +5/+5 happening when kicked", g)
	}
	if rule := effectRule[g[1].Part.Mode]; rule != "418.3a" {
		t.Errorf("the kicked pump follows %s, want 418.3a", rule)
	}
}
