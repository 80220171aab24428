package httpapi_test

import (
	"encoding/json"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/scenarios"
)

// conditionOf is, for each rule a violation may cite, what its message must
// speak of: the condition that rule sets, so that a message never names
// another rule's condition (issue 15: a trampler without lethal damage on
// its blockers is told 502.9b's condition, not a generic one). A rule
// missing here fails the test: whoever makes the core cite a new rule
// writes its message's condition here too.
var conditionOf = map[string]*regexp.Regexp{
	// Who may attack and block.
	"212.3d":  regexp.MustCompile(`has not been under .* control continuously since the turn began and has no haste`),
	"308.2a":  regexp.MustCompile(`tapped creatures can't be declared as attackers|only the active player's creatures attack`),
	"502.41b": regexp.MustCompile(`has defender and can't attack`),
	"309.2a":  regexp.MustCompile(`tapped creatures can't be declared as blockers|only the defending player's creatures block it|blocks \d+ attackers but may block \d+`),
	// Restrictions and requirements.
	"500.2": regexp.MustCompile(`can't attack|No more than \d+ creatures? can attack`),
	"500.3": regexp.MustCompile(`can't block|can't be blocked|No more than \d+ creatures? can block|can block only creatures with flying`),
	"500.4": regexp.MustCompile(`(must attack if able|must be blocked if able|must block .* if able|blocks each turn if able).* though .* could|though a declaration breaking no restriction does`),
	// Evasion.
	"502.4b": regexp.MustCompile(`has flying and .* has not`),
	"502.8b": regexp.MustCompile(`has shadow and .* has not`),
	"502.6b": regexp.MustCompile(`walk and .* controls`),
	"502.6c": regexp.MustCompile(`walk and .* controls .*a snow land of that type`),
	"502.7f": regexp.MustCompile(`can't block .*: .* has protection from`),
	"502.7b": regexp.MustCompile(`provoke can't target .*protection from|can't be played with this target: .* has protection from`),
	// Tricks: when they may be used, their costs and targets.
	"403.2":   regexp.MustCompile(`can't activate .*: only its controller, .*, may`),
	"402.8":   regexp.MustCompile(`is in play, not in its owner's hand|hand holds no card`),
	"408.1a":  regexp.MustCompile(`may be activated only (during its controller's turn|before attackers are declared|during the \w+ step|if seven or more cards are in|while|if)|is activated \d+ times this turn, more than its text allows|may be cast only|can't cast spells this turn`),
	"408.1d":  regexp.MustCompile(`not an instant, and such a spell may be played only in its caster's main phase|may be activated only as a sorcery`),
	"409.1":   regexp.MustCompile(`has left play before the .* point: its ability can't be activated`),
	"409.1c":  regexp.MustCompile(`can't be played with this target`),
	"409.1f":  regexp.MustCompile(`can't pay the \{[TQ]\}|sacrifices \d+ permanent|discards a card; the trick names none|can't be sacrificed|can't pay .*: a player sacrifices|graveyard holds \d+ card\(s\): \S+ can't pay|taps \d+ permanent\(s\); the trick names \d+`),
	"410.4":   regexp.MustCompile(`provoke can't target .*has shroud|ability .* can't target .*so it is no legal target`),
	"502.17b": regexp.MustCompile(`has horsemanship and .* has not`),
	"502.25b": regexp.MustCompile(`has fear, and only artifact or black creatures can block it`),
	"502.26d": regexp.MustCompile(`can't turn .* face up: only its controller, .*, may`),
	// Bands and provoke.
	"308.2b":  regexp.MustCompile(`attacks more than one player; a band attacks as one`),
	"308.2d":  regexp.MustCompile(`The costs to attack total (\{\d+\} and \{\d+\} is paid|\d+ lands? to sacrifice)|is sacrificed twice|is not a land \w+ controls: the costs to attack`),
	"309.2b":  regexp.MustCompile(`The costs to block total (\{\d+\} and \{\d+\}|\d+ life and \d+ life) is paid`),
	"502.10b": regexp.MustCompile(`have no banding; a band may hold any number of creatures with banding but at most one without`),
	"502.11b": regexp.MustCompile(`do not share the same "bands with other" ability`),
	"502.29a": regexp.MustCompile(`provoke must target a creature the defending player .* controls|has no provoke`),
	"502.29b": regexp.MustCompile(`instances? of provoke, each with one target`),
	// Combat damage.
	"306.2":   regexp.MustCompile(`was removed from combat and assigns no combat damage`),
	"310.1":   regexp.MustCompile(`has a choice of recipients, so its assignment must be announced`),
	"310.2":   regexp.MustCompile(`is neither attacking nor blocking`),
	"310.2a":  regexp.MustCompile(`assigns \d+ combat damage but its power is -?\d+`),
	"310.2b":  regexp.MustCompile(`it is unblocked and assigns all its damage to the player it attacks`),
	"310.2c":  regexp.MustCompile(`it is blocked and (divides its damage among the creatures blocking it|no creature blocking it remains)|divides .* combat damage among the creatures blocking it, as its controller`),
	"310.2d":  regexp.MustCompile(`a blocker divides its damage among the attackers it blocks|no attacker it blocks remains in combat|divides .* combat damage among the attackers it blocks, as its controller`),
	"310.2e":  regexp.MustCompile(`an effect changes who assigns it`),
	"310.5":   regexp.MustCompile(`has first strike or double strike, so it has no first-strike combat damage step`),
	"502.2b":  regexp.MustCompile(`first strike`),
	"502.28b": regexp.MustCompile(`has neither double strike nor first strike`),
	"502.9b":  regexp.MustCompile(`not every creature blocking it is assigned lethal damage|with trample it assigns among its blockers and the defending player`),
	"502.9c":  regexp.MustCompile(`every creature blocking it is gone, so with trample all its damage goes to`),
	"502.10h": regexp.MustCompile(`a creature with banding on the other side of its fight gives that choice`),
	"502.11c": regexp.MustCompile(`the same "bands with other" ability on the other side of its fight`),
}

// TestEveryViolationNamesItsRulesCondition judges every scenario and reads
// each violation next to the rule it cites: the rule is one the edition
// lets us cite (../shared/rules/CITATIONS.md) and the message speaks of that
// rule's condition.
func TestEveryViolationNamesItsRulesCondition(t *testing.T) {
	citable := citableRules(t)
	files, err := scenarios.Files(scenarioFS, ".")
	if err != nil {
		t.Fatal(err)
	}
	post := handlerPost(httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop()))
	seen := map[string]int{}
	for _, f := range files {
		s, endpoint, err := scenarios.Load(scenarioFS, f)
		if err != nil {
			t.Fatal(err)
		}
		status, body, _ := post(endpoint, s.Request)
		if status != 200 {
			continue
		}
		var got struct {
			Violations []struct{ Rule, Message string } `json:"violations"`
		}
		if err := json.Unmarshal(body, &got); err != nil {
			t.Fatalf("%s: %v", f.Rel, err)
		}
		for _, v := range got.Violations {
			seen[v.Rule]++
			if citable != nil && !citable[v.Rule] {
				t.Errorf("%s: cites %s, which ../shared/rules/CITATIONS.md does not list", f.Rel, v.Rule)
			}
			want, ok := conditionOf[v.Rule]
			switch {
			case !ok:
				t.Errorf("%s: a violation cites %s, and no condition is written for it here: %q", f.Rel, v.Rule, v.Message)
			case !want.MatchString(v.Message):
				t.Errorf("%s: %s message %q; want it to speak of %s's condition (%s)", f.Rel, v.Rule, v.Message, v.Rule, want)
			}
		}
	}
	var unused []string
	for r := range conditionOf {
		if seen[r] == 0 {
			unused = append(unused, r)
		}
	}
	sort.Strings(unused)
	if len(unused) > 0 {
		t.Errorf("no scenario's violation cites %v: every condition written here is exercised", unused)
	}
}

// citableRules reads the rule numbers listed as citable; nil when the file
// is not beside the repository (a laptop without shared/), never under CI.
func citableRules(t *testing.T) map[string]bool {
	t.Helper()
	data, err := os.ReadFile("../../shared/rules/CITATIONS.md")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CITATIONS.md: %v", err)
		}
		t.Logf("no CITATIONS.md beside the repository (%v): rule numbers not checked against it", err)
		return nil
	}
	_, list, ok := strings.Cut(string(data), "## Every number that may be cited")
	if !ok {
		t.Fatal("CITATIONS.md: no list of every number that may be cited")
	}
	set := map[string]bool{}
	for _, m := range regexp.MustCompile(`\b\d{3}\.\d+[a-z]?\b`).FindAllString(list, -1) {
		set[m] = true
	}
	return set
}
