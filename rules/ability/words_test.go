package ability_test

import (
	"testing"

	"rulesjudge/rules/ability"
)

// ReplaceWords is the one word replacer: the reader writes a card's name as
// "~" with it, and package cards renames a card's text with it.
func TestReplaceWords(t *testing.T) {
	tests := []struct {
		name, s, old, repl, want string
	}{
		{"whole word, case ignored", "Grizzly Bears attacks; grizzly bears blocks.", "GRIZZLY BEARS", "~", "~ attacks; ~ blocks."},
		{"inside a word: kept", "Antelope", "ant", "~", "Antelope"},
		{"an apostrophe before joins", "can't block", "t", "~", "can't block"},
		{"an apostrophe after ends (possessive)", "Nightmare's power", "Nightmare", "~", "~'s power"},
		{"a digit is part of a word", "Rampage 2x", "2", "N", "Rampage 2x"},
		{"a letter beyond ASCII is part of a word", "Dandân", "Dand", "~", "Dandân"},
		{"brackets are not", "[this] can't block", "[this]", "~", "~ can't block"},
		{"empty old: nothing", "Juggernaut", "", "~", "Juggernaut"},
		{"several", "Wall, Wall of Stone, wall", "wall", "W", "W, W of Stone, W"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ability.ReplaceWords(tt.s, tt.old, tt.repl); got != tt.want {
				t.Errorf("ReplaceWords(%q, %q, %q): got %q, want %q", tt.s, tt.old, tt.repl, got, tt.want)
			}
		})
	}
}
