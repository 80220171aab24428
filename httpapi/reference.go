package httpapi

import (
	"io/fs"
	"net/http"
	"path"
	"slices"

	"github.com/go-chi/chi/v5"

	"rulesjudge/rules"
	"rulesjudge/rules/ability"
	"rulesjudge/scenarios"
)

// RuleEntry is one rule the judge can cite.
type RuleEntry struct {
	Number  string `json:"number" example:"502.4b"`
	Title   string `json:"title" example:"Blocking a flier"`
	Summary string `json:"summary"`
	// Text is the rule's own text, when the operator loaded one
	// (judged -rules-text).
	Text string `json:"text,omitempty"`
	// Scenarios are the scenario files that expect this rule.
	Scenarios []string `json:"scenarios"`
}

// RulesResponse is the answer of GET /v1/rules.
type RulesResponse struct {
	Rules []RuleEntry `json:"rules"`
}

// AbilityEntry is one ability wording the judge understands.
type AbilityEntry struct {
	Pattern string `json:"pattern" example:"[This] can't attack alone."`
	Example string `json:"example" example:"~ can't attack alone."`
	Rule    string `json:"rule" example:"500.2"`
	Title   string `json:"title" example:"Checking attacks"`
	// Meaning is what the judge reads the example as, one entry for each
	// ability it stands for.
	Meaning []AbilityMeaning `json:"meaning"`
}

// AbilitiesResponse is the answer of GET /v1/abilities.
type AbilitiesResponse struct {
	Abilities []AbilityEntry `json:"abilities"`
}

// ScenarioEntry is one judge case of scenarios/.
type ScenarioEntry struct {
	Path     string `json:"path" example:"blocks/ground-creature-blocks-flier.json"`
	Endpoint string `json:"endpoint" example:"/v1/blocks/check"`
	Note     string `json:"note"`
}

// ScenariosResponse is the answer of GET /v1/scenarios.
type ScenariosResponse struct {
	Scenarios []ScenarioEntry `json:"scenarios"`
}

// reference is everything the reference endpoints serve (rules, ability
// wordings, scenarios), built once at start.
type reference struct {
	rules     RulesResponse
	byNumber  map[string]RuleEntry
	abilities AbilitiesResponse
	scenarios ScenariosResponse
	files     map[string][]byte
}

// newReference indexes the rule catalog, the ability table and the embedded
// scenarios; text, when not nil, adds each rule's own text.
func newReference(text map[rules.RuleID]string) (*reference, error) {
	l := &reference{byNumber: map[string]RuleEntry{}, files: map[string][]byte{}}
	byRule := map[string][]string{}
	cases, err := scenarios.LoadAll(scenarios.FS, ".")
	if err != nil {
		return nil, err
	}
	for _, c := range cases {
		data, err := fs.ReadFile(scenarios.FS, c.Path)
		if err != nil {
			return nil, err
		}
		l.files[c.Rel] = data
		l.scenarios.Scenarios = append(l.scenarios.Scenarios, ScenarioEntry{Path: c.Rel, Endpoint: c.Endpoint, Note: c.Scenario.Note})
		want := c.Scenario.Want
		for _, r := range want.Cited() {
			if !slices.Contains(byRule[r], c.Rel) {
				byRule[r] = append(byRule[r], c.Rel)
			}
		}
	}
	for _, r := range rules.Rules() {
		e := RuleEntry{Number: string(r.Number), Title: r.Title, Summary: r.Summary, Text: text[r.Number], Scenarios: byRule[string(r.Number)]}
		if e.Scenarios == nil {
			e.Scenarios = []string{}
		}
		l.rules.Rules = append(l.rules.Rules, e)
		l.byNumber[e.Number] = e
	}
	for _, w := range ability.Wordings() {
		info, _ := rules.LookupRule(rules.RuleID(w.Rule))
		l.abilities.Abilities = append(l.abilities.Abilities, AbilityEntry{Pattern: w.Pattern, Example: w.Example, Rule: w.Rule, Title: info.Title,
			Meaning: meaningsOf(w.Example, "")})
	}
	return l, nil
}

// handleRules lists every rule the judge can cite.
//
//	@Summary		List the rules the judge cites
//	@Description	Every Comprehensive Rules number (2006 edition) the judge can cite, with a title, a summary in our own words, the rule's own text when the server was started with -rules-text, and the scenarios that exercise it.
//	@ID			listRules
//	@Tags			reference
//	@Produce		json,application/problem+json
//	@Success		200	{object}	RulesResponse
//	@Failure		503		{object}	Problem	"the server is busy: Retry-After says when to retry"
//	@Router			/v1/rules [get]
func (l *reference) handleRules() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { encode(w, r, http.StatusOK, l.rules) })
}

// handleRule answers one rule.
//
//	@Summary		Look up one rule
//	@Description	One rule the judge can cite, by number (for example 502.9b).
//	@ID			getRule
//	@Tags			reference
//	@Produce		json,application/problem+json
//	@Param			number	path		string	true	"the rule number"	example(502.9b)
//	@Success		200		{object}	RuleEntry
//	@Failure		404		{object}	Problem	"the judge never cites that rule"
//	@Failure		503		{object}	Problem	"the server is busy: Retry-After says when to retry"
//	@Router			/v1/rules/{number} [get]
func (l *reference) handleRule() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := chi.URLParam(r, "number")
		e, ok := l.byNumber[n]
		if !ok {
			encodeProblem(w, r, fail(codeNotFound, "the judge never cites rule %q; GET /v1/rules lists the ones it does", n))
			return
		}
		encode(w, r, http.StatusOK, e)
	})
}

// handleAbilities lists the ability wordings understood.
//
//	@Summary		List the ability wordings understood
//	@Description	Every ability wording the judge reads, with its pattern ([This] is the card itself: its name, CARDNAME, ~ or "this creature"), an example and the rule that gives it meaning. Any other wording is a 422.
//	@ID			listAbilities
//	@Tags			reference
//	@Produce		json,application/problem+json
//	@Success		200	{object}	AbilitiesResponse
//	@Failure		503		{object}	Problem	"the server is busy: Retry-After says when to retry"
//	@Router			/v1/abilities [get]
func (l *reference) handleAbilities() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { encode(w, r, http.StatusOK, l.abilities) })
}

// handleScenarios lists the judge cases.
//
//	@Summary		List the scenarios
//	@Description	Every judge case of scenarios/: its path, the endpoint it is posted to, and its note.
//	@ID			listScenarios
//	@Tags			reference
//	@Produce		json,application/problem+json
//	@Success		200	{object}	ScenariosResponse
//	@Failure		503		{object}	Problem	"the server is busy: Retry-After says when to retry"
//	@Router			/v1/scenarios [get]
func (l *reference) handleScenarios() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { encode(w, r, http.StatusOK, l.scenarios) })
}

// handleScenario answers one scenario file as it is.
//
//	@Summary		Get one scenario
//	@Description	One scenario file as it is: note, endpoint, request and want.
//	@ID			getScenario
//	@Tags			reference
//	@Produce		json,application/problem+json
//	@Param			folder	path	string	true	"attacks, blocks, damage, resolve, combat or cards"	example(blocks)
//	@Param			name	path	string	true	"the file name"	example(ground-creature-blocks-flier.json)
//	@Success		200		{object}	object
//	@Failure		404		{object}	Problem	"no such scenario"
//	@Failure		503		{object}	Problem	"the server is busy: Retry-After says when to retry"
//	@Router			/v1/scenarios/{folder}/{name} [get]
func (l *reference) handleScenario() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := path.Join(chi.URLParam(r, "folder"), chi.URLParam(r, "name"))
		data, ok := l.files[p]
		if !ok {
			encodeProblem(w, r, fail(codeNotFound, "no scenario %q; GET /v1/scenarios lists them", p))
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write(data)
	})
}
