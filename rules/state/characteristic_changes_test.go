package state

import (
	"slices"
	"testing"

	"rulesjudge/rules/ability"
)

// TestChangeQuestions: each question the layers ask of the
// characteristic changes' typed form answers with the keywords the board
// named before the forms: a row of ability's table whose Change changes a
// verdict fails here first.
func TestChangeQuestions(t *testing.T) {
	for _, c := range []struct {
		what string
		q    changeQuestion
		want []ability.Keyword
	}{
		{"boosts", boosts, []ability.Keyword{ability.Boost}},
		{"boostsPerQuality", boostsPerQuality, []ability.Keyword{ability.BoostPer}},
		{"boostsPerBushido", boostsPerBushido, []ability.Keyword{ability.BoostPerBushido}},
		{"snowShrinks", snowShrinks, []ability.Keyword{ability.SnowCappedShrink}},
		{"boostsSettled", boostsSettled, []ability.Keyword{ability.Boost, ability.SnowCappedShrink}},
		{"definesPower", definesPower, []ability.Keyword{ability.DefinesPower}},
		{"definesToughness", definesToughness, []ability.Keyword{ability.DefinesToughness}},
		{"setsColor", setsColor, []ability.Keyword{ability.ColorIs}},
		{"addsCardTypes", addsCardTypes, []ability.Keyword{ability.LandsBecomeCreatures}},
		{"addsCreatureTypes", addsCreatureTypes, []ability.Keyword{ability.CounterCreatureType}},
		{"grants", grants, []ability.Keyword{ability.Grant}},
		{"takes", takes, []ability.Keyword{ability.Lose}},
		{"lostByResolved", lostByResolved, []ability.Keyword{ability.LosesOwn}},
	} {
		slices.Sort(c.want)
		if !slices.Equal(c.q.keywords, c.want) {
			t.Errorf("%s answers %q, want %q", c.what, c.q.keywords, c.want)
		}
	}
	for i, q := range defines {
		if len(q.keywords) != 1 || !(i == 0 && q.of(ability.DefinesPower) || i == 1 && q.of(ability.DefinesToughness)) {
			t.Errorf("defines[%d] answers %q", i, q.keywords)
		}
	}
}
