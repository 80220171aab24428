package trick

import (
	"testing"
)

// A target named by its block with the source is applied while the source
// stays in play, and when the cost sacrifices the source too: the walk
// reads its block by its last known information (402.6).
func TestSourceCombatTargets(t *testing.T) {
	for _, c := range []struct {
		name, line string
	}{
		{"Cromat", "{W}{B}: Destroy target creature blocking or blocked by Cromat."},
		{"Goblin Snowman", "{T}: Goblin Snowman deals 1 damage to target creature it's blocking."},
		{"Flowstone Salamander", "{R}: Flowstone Salamander deals 1 damage to target creature blocking it."},
		{"Tinder Wall", "{R}, Sacrifice Tinder Wall: It deals 2 damage to target creature it's blocking."},
		{"Wall of Corpses", "{B}, Sacrifice Wall of Corpses: Destroy target creature Wall of Corpses is blocking."},
		{"Urborg Panther", "{B}, Sacrifice Urborg Panther: Destroy target creature blocking Urborg Panther."},
	} {
		if _, err := TrickLine(c.line, c.name); err != nil {
			t.Errorf("%s: %q refused: %v", c.name, c.line, err)
		}
	}
}
