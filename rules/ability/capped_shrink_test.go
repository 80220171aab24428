package ability_test

import (
	"testing"

	"rulesjudge/rules/ability"
)

// Snowblind's line is read whole as one grant to the enchanted creature
// (418.5d: the shrink applies after the changes it depends on); a line
// that differs in any clause is not read by this row.
func TestCappedShrinkMeaning(t *testing.T) {
	const line = "Enchanted creature gets -X/-Y. If that creature is attacking, X is the number of snow lands defending player controls. Otherwise, X is the number of snow lands its controller controls. Y is equal to X or to enchanted creature's toughness minus 1, whichever is smaller."
	tests := []struct {
		text string
		want string // "" when the line must not be read as Snowblind's
	}{
		{line, "the permanent it is attached to | [quality] creatures have [keywords] > gets -X/-Y, X snow lands, Y at most its toughness minus 1"},
		// The count is of snow lands, not of lands: another line.
		{"Enchanted creature gets -X/-Y. If that creature is attacking, X is the number of lands defending player controls. Otherwise, X is the number of lands its controller controls. Y is equal to X or to enchanted creature's toughness minus 1, whichever is smaller.", ""},
		// Without the cap the line says something else.
		{"Enchanted creature gets -X/-Y. If that creature is attacking, X is the number of snow lands defending player controls. Otherwise, X is the number of snow lands its controller controls.", ""},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, "")
		if tt.want == "" {
			if err == nil && len(abs) == 1 && len(abs[0].Abilities) == 1 && abs[0].Abilities[0].Keyword == ability.SnowCappedShrink {
				t.Errorf("Parse(%q) read it as Snowblind's line, want another reading or an error", tt.text)
			}
			continue
		}
		if err != nil || len(abs) != 1 {
			t.Errorf("Parse(%q) = %d abilities, %v; want 1, nil", tt.text, len(abs), err)
			continue
		}
		if got := auraMeaning(ability.Describe(abs[0])); got != tt.want {
			t.Errorf("meaning of %q:\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}
