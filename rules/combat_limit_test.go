package rules_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"rulesjudge/rules"
)

// A combat whose triggers would make the walk read the board again and
// again past its work limit is refused as an input error (a request over
// a limit), within its units of work whatever the board (its time is a
// benchmark's business, not this test's): here an attacker with 256
// instances of flanking blocked by 200 creatures, 51,200 triggers.
func TestResolveCombatWorkLimit(t *testing.T) {
	flanking := strings.TrimSuffix(strings.Repeat("Flanking, ", 8), ", ")
	var abs []string
	for range 32 {
		abs = append(abs, flanking)
	}
	perms := []rules.Permanent{creature("f", abs...)}
	var bl []rules.Blocker
	for i := range 200 {
		id := fmt.Sprint("b", i)
		perms = append(perms, sized(with(creature(id), bobs), 1, 300))
		bl = append(bl, rules.Blocker{Creature: rules.ObjectID(id), Blocking: []rules.ObjectID{"f"}})
	}
	start := time.Now()
	_, err := rules.ResolveCombat(context.Background(), rules.CombatDeclaration{Board: board(perms...), Attackers: attack("f"), Blockers: bl}, rules.Options{})
	took := time.Since(start)
	var ie rules.InputError
	if !errors.As(err, &ie) || !strings.Contains(ie.Error(), "units of work") {
		t.Fatalf("got %v, want an InputError about the work limit", err)
	}
	t.Logf("refused after %v", took)
}
