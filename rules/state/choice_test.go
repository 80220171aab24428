package state

import "testing"

func TestWithChoice(t *testing.T) {
	tests := []struct {
		text, chosen, kind, want string
		ok                       bool
	}{
		{"Creatures of the chosen color without flying can't attack you.", "blue", "color", "blue creatures without flying can't attack you.", true},
		{"Creatures of the chosen color without flying can't attack you.", "Blue", "color", "blue creatures without flying can't attack you.", true},
		{"Creatures of the chosen type have fear.", "Goblin", "creature type", "Goblin creatures have fear.", true},
		{"Enchanted creature has landwalk of the chosen type.", "Island", "land type", "Enchanted creature has islandwalk.", true},
		{"Voice of All has protection from the chosen color.", "red", "color", "Voice of All has protection from red.", true},
		{"Creatures of the chosen color without flying can't attack you.", "Goblin", "color", "", false},
		{"Creatures of the chosen type have fear.", "blue", "creature type", "", false},
		{"Creatures of the chosen type have fear.", "Goblin Elf", "creature type", "", false},
		{"Creatures of the chosen type have fear.", "", "creature type", "", false},
		{"Flying", "blue", "", "Flying", true},
	}
	for _, tt := range tests {
		if got := ChoiceKind(tt.text); got != tt.kind {
			t.Errorf("ChoiceKind(%q) = %q; want %q", tt.text, got, tt.kind)
		}
		got, err := WithChoice(tt.text, tt.chosen)
		if (err == nil) != tt.ok {
			t.Errorf("WithChoice(%q, %q): error %v; want ok %v", tt.text, tt.chosen, err, tt.ok)
			continue
		}
		if tt.ok && got != tt.want {
			t.Errorf("WithChoice(%q, %q) = %q; want %q", tt.text, tt.chosen, got, tt.want)
		}
	}
}
