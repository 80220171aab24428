package ability

import (
	"reflect"
	"testing"
)

// checkKinds holds the mapping between readings and today's abilities
// exact: each ability read, classified and projected back, is itself.
func checkKinds(t *testing.T, abs []Ability) {
	t.Helper()
	for _, a := range abs {
		if back := Classify(a).Ability(); !reflect.DeepEqual(back, a) {
			t.Errorf("%q: classified and projected back, %+v became %+v", a.Text, a, back)
		}
	}
}

// Each kind, its selector and its duration, on the era's wordings.
func TestReadingKinds(t *testing.T) {
	for _, tt := range []struct {
		text     string
		kind     Kind
		subject  Subject
		quality  string // the selector's quality
		part     Kind   // the kind of the first part, if any
		duration Duration
	}{
		{"Flying", Static, Itself, "", "", WhileInPlay},
		{"~ can't be blocked by Walls.", Static, Itself, "", "", WhileInPlay},
		{"Prevent all damage that would be dealt to ~.", Replacement, Itself, "", "", WhileInPlay},
		{"Whenever ~ attacks, ~ gets +1/+0 until end of turn.", Triggered, Itself, "", EffectKind, UntilEndOfTurn},
		{"Whenever ~ blocks a creature, destroy that creature at end of combat.", Triggered, Itself, "", EffectKind, Once},
		{"Other Goblins you control get +1/+1 and have mountainwalk.", Static, Selected, "goblins", Static, WhileInPlay},
		{"Whenever a creature attacks, ~ deals 1 damage to it.", Triggered, Selected, "creature", EffectKind, Once},
		{"Enchanted creature can't block.", Static, Attached, "", Static, WhileInPlay},
		{"Ninjutsu {1}{U}", Activated, Itself, "", "", WhileInPlay},
		{"Creatures without flying can't attack.", Static, Selected, "creatures without flying", "", WhileInPlay},
	} {
		rs, err := Read(tt.text, "")
		if err != nil || len(rs) == 0 {
			t.Errorf("Read(%q): %v", tt.text, err)
			continue
		}
		r := rs[0]
		if r.Kind != tt.kind || r.Selector.Subject != tt.subject || r.Selector.Quality.Text != tt.quality {
			t.Errorf("Read(%q) = %s of %s %q, want %s of %s %q", tt.text, r.Kind, r.Selector.Subject, r.Selector.Quality.Text, tt.kind, tt.subject, tt.quality)
		}
		if tt.part != "" {
			if len(r.Parts) == 0 || r.Parts[0].Kind != tt.part || r.Parts[0].Duration != tt.duration {
				t.Errorf("Read(%q): parts %+v, want a %s lasting %q", tt.text, r.Parts, tt.part, tt.duration)
			}
		} else if r.Duration != tt.duration {
			t.Errorf("Read(%q): duration %q, want %q", tt.text, r.Duration, tt.duration)
		}
		abs, _ := Parse(tt.text, "")
		checkKinds(t, abs)
	}
}
