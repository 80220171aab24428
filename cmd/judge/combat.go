package main

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"rulesjudge/httpapi"
)

// combatAnswer is an answer of /v1/combat/resolve, told apart from the
// others by its steps.
func combatAnswer(body []byte) (httpapi.CombatResponse, bool) {
	var resp httpapi.CombatResponse
	if err := json.Unmarshal(body, &resp); err != nil || resp.Steps == nil {
		return resp, false
	}
	return resp, true
}

// printCombat writes a combat walk-through after the verdict: each step
// with its events, one per line with its rule ("default" where the walk
// made a choice the request left open), then the outcome, or, for a walk
// that stopped, the stage it stopped at.
func printCombat(w io.Writer, resp httpapi.CombatResponse) {
	width := 6
	for _, s := range resp.Steps {
		for _, e := range s.Events {
			width = max(width, len(e.Rule))
		}
	}
	for _, s := range resp.Steps {
		fmt.Fprintf(w, "%s:\n", s.Name)
		if len(s.Events) == 0 {
			fmt.Fprintln(w, "  nothing happens")
		}
		for _, e := range s.Events {
			mark := ""
			if e.Default {
				mark = "(default) "
			}
			fmt.Fprintf(w, "  %-*s  %s%s\n", width, e.Rule, mark, e.Message)
		}
	}
	for _, c := range resp.Caveats {
		fmt.Fprintf(w, "  caveat: %s\n", c.Message)
	}
	o := resp.Outcome
	if o == nil {
		if resp.Stage != "" {
			fmt.Fprintf(w, "stopped at: %s\n", resp.Stage)
		}
		return
	}
	list := func(ids []string) string {
		if len(ids) == 0 {
			return "none"
		}
		return strings.Join(ids, ", ")
	}
	fmt.Fprintf(w, "destroyed: %s\n", list(o.Destroyed))
	fmt.Fprintf(w, "removed from combat: %s\n", list(o.RemovedFromCombat))
	var life []string
	for _, p := range slices.Sorted(maps.Keys(o.Life)) {
		life = append(life, fmt.Sprintf("%s %d", p, o.Life[p]))
	}
	fmt.Fprintf(w, "life after: %s\n", strings.Join(life, ", "))
}
