package trick

import "testing"

// A channel or forecast line reads whole, its cost naming the card in the
// hand; a cost that discards another card does not tie it there.
func TestHandAbilityCosts(t *testing.T) {
	cases := []struct {
		line, name string
		fromHand   bool
		rule       string
	}{
		{"Channel — {1}{W}, Discard Shinen of Stars' Light: Target creature gains first strike until end of turn.", "Shinen of Stars' Light", true, "418.3a"},
		{"Forecast — {1}{W}, Reveal Spirit en-Dal from your hand: Target creature gains shadow until end of turn. (Activate only during your upkeep and only once each turn.)", "Spirit en-Dal", true, "418.3a"},
		{"{R}, Discard a card: Target creature gains haste until end of turn.", "Test", false, "418.3a"},
	}
	for _, c := range cases {
		r, err := TrickLine(c.line, c.name)
		if err != nil {
			t.Fatalf("%q: %v", c.line, err)
		}
		costs, err := ReadCost(r.Cost)
		if err != nil || FromHand(costs) != c.fromHand || string(TrickRule(r)) != c.rule {
			t.Errorf("%q: from hand %v (err %v), rule %s; want %v, %s", c.line, FromHand(costs), err, TrickRule(r), c.fromHand, c.rule)
		}
	}
}
