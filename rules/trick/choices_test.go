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
		{"Floating Shield", "Sacrifice Floating Shield: Target creature gains protection from the chosen color until end of turn.", "", "no \"choose a color\""},
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
	if rule := effectRuleOf(effectOf(g[1].Part)); rule != "418.3a" {
		t.Errorf("the kicked pump follows %s, want 418.3a", rule)
	}
}

// An instant's kicker and its restriction on when it may be cast are cut
// from its text: a cost and a restriction, no effect.
func TestKickerAndCastOnlyCut(t *testing.T) {
	rest, cost := KickerOf("Kicker—Sacrifice a land. (You may sacrifice a land in addition to any other costs as you cast this spell.) Prevent all combat damage target creature would deal this turn.")
	if cost != "sacrifice a land" || !strings.HasPrefix(rest, "Prevent all combat damage") {
		t.Errorf("KickerOf: got %q, %q", rest, cost)
	}
	if rest, cost := KickerOf("Target creature gets +3/+3 until end of turn."); cost != "" || rest != "Target creature gets +3/+3 until end of turn." {
		t.Errorf("no kicker: got %q, %q", rest, cost)
	}
	rest, windows, said, ok := CastOnlyOf("Cast this spell only during combat after blockers are declared. Flip a coin. If you win the flip, target creature gets +1/+1 until end of turn. Draw a card.")
	if !ok || len(windows) != 1 || windows[0] != AfterBlockers || len(said) != 1 || !strings.HasPrefix(rest, "Flip a coin.") {
		t.Errorf("CastOnlyOf: got %q, %v, %q, %v", rest, windows, said, ok)
	}
	if _, _, _, ok := CastOnlyOf("Cast this spell only during the declare attackers step and only if you've been attacked this step. Untap target creature."); ok {
		t.Error("a restriction the judge does not read is cut: want it left for the reading to refuse")
	}
}
