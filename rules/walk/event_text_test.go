package walk

import (
	"fmt"
	"testing"

	"rulesjudge/rules/game"
)

// TestEventTextAsSprintf: eventText writes every message as fmt.Sprintf
// does, the verbs it writes itself and those it leaves to fmt alike.
func TestEventTextAsSprintf(t *testing.T) {
	cases := []struct {
		format string
		args   []any
	}{
		{"%s", []any{"Grizzly Bears blocks Hill Giant."}},
		{"%s", []any{game.ObjectID("bears")}},
		{"%s attacks.", []any{"Grizzly Bears"}},
		{"%s deals %d combat damage to %s.", []any{"Hill Giant", 3, "Grizzly Bears"}},
		{"%d damage %s would deal to %s is prevented.", []any{-2, "a", "b"}},
		{"%s gets %+d/%+d until end of turn (now %s).", []any{"Bears", 1, -1, "3/1"}},
		{"%s: %s.", []any{game.ObjectID("bears"), "destroyed"}},
		{"%q is %s", []any{"x", "y"}},
		{"100%% of %s", []any{"it"}},
		{"%s and %s", []any{"one"}},
		{"%s", []any{"one", "two"}},
		{"%d", []any{int64(4)}},
		{"no verbs", nil},
		{"ends with %", nil},
		{"%s %d", []any{3, "x"}},
	}
	for _, c := range cases {
		if got, want := eventText(c.format, c.args), fmt.Sprintf(c.format, c.args...); got != want {
			t.Errorf("eventText(%q, %v) = %q, fmt.Sprintf writes %q", c.format, c.args, got, want)
		}
	}
}
