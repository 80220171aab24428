package ability

import "testing"

func TestReadUpkeepTrigger(t *testing.T) {
	cases := []struct {
		name, text string
		ok         bool
		choice     UpkeepChoice
		targets    bool
	}{
		{"Gabriel Angelfire", "At the beginning of your upkeep, choose flying, first strike, trample, or rampage 3. Gabriel Angelfire gains that ability until your next upkeep.", true, ChoosesAbility, false},
		{"Illusionary Presence", "At the beginning of your upkeep, choose a land type. Illusionary Presence gains landwalk of the chosen type until end of turn.", true, ChoosesLandType, false},
		{"Erhnam Djinn", "At the beginning of your upkeep, target non-Wall creature an opponent controls gains forestwalk until your next upkeep.", true, ChoosesNothing, true},
		{"Grizzly Bears", "At the beginning of your upkeep, sacrifice Grizzly Bears.", false, 0, false},
	}
	for _, c := range cases {
		r, ok := ReadUpkeepTrigger(c.text, c.name)
		if ok != c.ok || ok && (r.Choice != c.choice || r.Targets != c.targets) {
			t.Errorf("%s: got %+v %v, want ok %v choice %v targets %v", c.name, r, ok, c.ok, c.choice, c.targets)
		}
	}
}
