package ability_test

import (
	"testing"

	"rulesjudge/rules/ability"
)

// What a type-changing line gives is shown with its meaning: Natural
// Emergence's lands are 2/2 creatures "with first strike", and GET
// /v1/cards/{name} and /v1/abilities show every word read.
func TestTypeChangeMeaningGives(t *testing.T) {
	tests := []struct {
		text string
		want string
	}{
		{"Lands you control are 2/2 creatures with first strike. They're still lands.",
			"itself | lands you control are N/N creatures > first strike"},
		{"Lands you control are 1/1 creatures with flying and trample. They're still lands.",
			"itself | lands you control are N/N creatures > flying; trample"},
		{"Lands you control are 2/2 creatures. They're still lands.",
			"itself | lands you control are N/N creatures"},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, "")
		if err != nil || len(abs) != 1 {
			t.Errorf("Parse(%q) = %d abilities, %v; want 1, nil", tt.text, len(abs), err)
			continue
		}
		if got := auraMeaning(ability.Describe(abs[0])); got != tt.want {
			t.Errorf("Describe(%q):\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}
