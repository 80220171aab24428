package ability

import "testing"

// TestSubtypeMatches holds the word of an ability to the subtypes it names,
// singular and plural, whatever the subtype's case.
func TestSubtypeMatches(t *testing.T) {
	tests := []struct {
		word, subtype string
		want          bool
	}{
		{"wall", "Wall", true},
		{"walls", "Wall", true},
		{"walles", "Wall", true}, // the "es" plural is tried for every subtype
		{"wolves", "Wolf", true},
		{"wolfs", "Wolf", true},
		{"dwarves", "DWARF", true},
		{"fairies", "Fairy", true},
		{"merfolk", "Merfolk", true},
		{"men", "Man", true},
		{"spidermen", "Spiderman", true},
		{"wall", "Walls", false},
		{"wal", "Wall", false},
		{"Wall", "Wall", false}, // the word is lowercase
		{"ves", "F", true},
		{"", "", true},
		{"s", "", true},
		{"éclairs", "Éclair", true}, // not ASCII: lowered as a copy
		{"goblin", "Elf", false},
	}
	for _, tt := range tests {
		if got := SubtypeMatches(tt.word, tt.subtype); got != tt.want {
			t.Errorf("SubtypeMatches(%q, %q) = %v, want %v", tt.word, tt.subtype, got, tt.want)
		}
	}
}
