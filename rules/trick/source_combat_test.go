package trick

import (
	"strings"
	"testing"
)

// A target named by its block with the source is applied while the source
// stays in play, and refused when the cost sacrifices the source.
func TestSourceCombatTargets(t *testing.T) {
	for _, c := range []struct {
		name, line, refusal string
	}{
		{"Cromat", "{W}{B}: Destroy target creature blocking or blocked by Cromat.", ""},
		{"Goblin Snowman", "{T}: Goblin Snowman deals 1 damage to target creature it's blocking.", ""},
		{"Flowstone Salamander", "{R}: Flowstone Salamander deals 1 damage to target creature blocking it.", ""},
		{"Tinder Wall", "{R}, Sacrifice Tinder Wall: It deals 2 damage to target creature it's blocking.", "which the cost sacrifices"},
		{"Wall of Corpses", "{B}, Sacrifice Wall of Corpses: Destroy target creature Wall of Corpses is blocking.", "which the cost sacrifices"},
	} {
		_, err := TrickLine(c.line, c.name)
		switch {
		case c.refusal == "" && err != nil:
			t.Errorf("%s: %q refused: %v", c.name, c.line, err)
		case c.refusal != "" && (err == nil || !strings.Contains(err.Error(), c.refusal)):
			t.Errorf("%s: %q: want a refusal saying %q, got %v", c.name, c.line, c.refusal, err)
		}
	}
}
