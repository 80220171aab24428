package trick

import "testing"

// A trigger a threshold line gives in quotes reads with the threshold as
// its condition, its rule 410.10a; a threshold line giving anything else,
// or a trigger with a condition of its own, does not read.
func TestThresholdTrigger(t *testing.T) {
	o, err := ReadOwnTrigger("Threshold — As long as seven or more cards are in your graveyard, Teroh's Vanguard has \"When Teroh's Vanguard comes into play, creatures you control gain protection from black until end of turn.\"", "Teroh's Vanguard")
	if err != nil {
		t.Fatal(err)
	}
	if o.Condition != WithThreshold || o.Event != ComesIntoPlay || o.Rule() != "410.10a" {
		t.Errorf("read %+v, rule %s; want the threshold condition, comes into play, 410.10a", o, o.Rule())
	}
	for _, line := range []string{
		"Threshold — As long as seven or more cards are in your graveyard, Centaur Chieftain has \"When Centaur Chieftain comes into play, draw a card.\" and flying.",
		"Threshold — As long as seven or more cards are in your graveyard, Centaur Chieftain has \"When Centaur Chieftain comes into play, if it was kicked, destroy target creature with flying.\"",
		"As long as you control a Forest, Centaur Chieftain has \"When Centaur Chieftain comes into play, creatures you control get +1/+1 until end of turn.\"",
	} {
		if o, err := ReadOwnTrigger(line, "Centaur Chieftain"); err == nil {
			t.Errorf("%q read as %+v; want it refused", line, o)
		}
	}
}
