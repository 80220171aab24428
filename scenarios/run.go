package scenarios

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"net/http"
	"path"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// The runner below is the one both TestScenarios (httpapi) and
// "judge scenarios" (cmd/judge) use: Files finds the scenario files, Load
// reads one, and Check posts it through a Post and compares the answer
// with its want.

// Scenario is one scenario file.
type Scenario struct {
	Note     string          `json:"note"`
	Endpoint string          `json:"endpoint"` // "": the folder's, from Endpoints
	Request  json.RawMessage `json:"request"`
	Want     Want            `json:"want"`
}

// Want is the answer a scenario calls for.
type Want struct {
	Status       int           `json:"status"`       // 0: 200
	Verdict      string        `json:"verdict"`      // required for a 200
	Rules        []string      `json:"rules"`        // required for a 200; a multiset
	Notes        []string      `json:"notes"`        // a subset of the answer's notes
	Requirements *Requirements `json:"requirements"` // nil: not checked
	Errors       []string      `json:"errors"`       // the exact set of problem pointers
	StateBased   []string      `json:"state_based"`  // the multiset of state_based rules
	Dealt        []Dealt       `json:"dealt"`        // entries the dealt list must contain
	Ignored      []string      `json:"ignored"`      // the multiset of ignored lines' texts
	Caveats      []string      `json:"caveats"`      // the multiset of caveats' texts
	Removed      []string      `json:"removed"`      // the exact set of permanents state-based effects took off the board
	// For a resolve (/v1/damage/resolve) or a combat walk-through
	// (/v1/combat/resolve):
	// RemovedFromCombat is the exact set of the answer's
	// removed_from_combat (a resolve's, or a walk's outcome); nil: not
	// checked.
	RemovedFromCombat []string `json:"removed_from_combat"`
	// Life maps players to their life afterwards (the board after a
	// resolve, a walk's outcome.life).
	Life map[string]int `json:"life"`
	// After maps permanents to what the board after a resolve must say of
	// them: their damage, tapped state, counters and shields left.
	After map[string]AfterPermanent `json:"after"`
	// For a combat walk-through only:
	Steps     []WantStep `json:"steps"`     // the exact steps walked, in order
	Destroyed []string   `json:"destroyed"` // the exact set of outcome.destroyed
}

// WantStep is a step a combat walk-through must have: its name and, when
// given, the rule numbers of its events as a multiset (order does not
// matter, repeats do), and how many of them are default choices.
type WantStep struct {
	Name     string   `json:"name"`
	Rules    []string `json:"rules"`
	Defaults *int     `json:"defaults"`
}

// AfterPermanent is what a want says of one permanent of the board after a
// resolve; a field left out is not checked.
type AfterPermanent struct {
	Damage   *int           `json:"damage"`
	Tapped   *bool          `json:"tapped"`
	Counters map[string]int `json:"counters"`
	Shields  *[]Shield      `json:"shields"`
	// Controller is the permanent's controller after (a change of
	// control until end of turn shows there).
	Controller *string `json:"controller"`
}

// Shield is a shield of a permanent on the board after a resolve.
type Shield struct {
	Kind   string `json:"kind"`
	Amount int    `json:"amount,omitempty"`
}

// Cited lists the rule numbers a want expects anywhere in the answer: its
// violations, notes, state-based effects, the rules that prevented
// damage dealt, and the events of a combat's steps.
func (w Want) Cited() []string {
	out := slices.Concat(w.Rules, w.Notes, w.StateBased)
	for _, s := range w.Steps {
		out = append(out, s.Rules...)
	}
	for _, d := range w.Dealt {
		if d.Rule != "" {
			out = append(out, d.Rule)
		}
	}
	return out
}

// Requirements is what a want says of the answer's requirements. Maximum
// is required; Obeyed left out (or null) says that the answer must leave it
// out too, as it does when the declaration breaks a restriction.
type Requirements struct {
	Obeyed  *int `json:"obeyed"`
	Maximum *int `json:"maximum"`
}

// Dealt is an entry of a resolve answer's dealt list.
type Dealt struct {
	Source    string `json:"source"`
	To        string `json:"to"`
	Amount    int    `json:"amount"`
	Prevented int    `json:"prevented"`
	// Rule, when a want gives it, is the rule that prevented the damage.
	Rule string `json:"rule,omitempty"`
	// Redirected and RedirectedFrom: what a redirection shield sent
	// elsewhere, and on the new recipient's entry, from whom (419.6c).
	Redirected     int    `json:"redirected,omitempty"`
	RedirectedFrom string `json:"redirected_from,omitempty"`
	// Replaced: what a replacement effect added to the amount (negative:
	// took away) before prevention, as a doubling or a halving (419.6);
	// left out, the answer's entry must have none.
	Replaced int `json:"replaced,omitempty"`
}

// Post posts body to the judge's endpoint and returns its answer. An error
// means no answer came (the judge could not be reached).
type Post func(endpoint string, body []byte) (status int, answer []byte, err error)

// File is a scenario file of an fs.FS: Path to read it by in that FS, and
// Rel, its path from the scenarios root ("attacks/tapped-creature-attacks.json"),
// whose folder gives the endpoint.
type File struct {
	Path, Rel string
}

// ErrNoScenarios is Files' error for a folder without a scenario file.
var ErrNoScenarios = errors.New("no scenario files (*.json)")

// Files lists the scenario files (*.json) under dir in fsys, or dir itself
// when it is a file (dir is a path of fsys: "." for its root). Their Rel is
// read from dir, or from its parent when dir is itself a folder of
// Endpoints such as blocks/ (so that a scenario there knows its endpoint).
// It is an error to find none, so that a wrong dir cannot pass silently.
func Files(fsys fs.FS, dir string) ([]File, error) {
	info, err := fs.Stat(fsys, dir)
	if err != nil {
		return nil, err
	}
	root := dir
	if !info.IsDir() {
		root = path.Dir(dir)
	}
	if _, ok := Endpoints[path.Base(root)]; ok {
		root = path.Dir(root)
	}
	var files []File
	err = fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".json") {
			return err
		}
		rel := p
		if root != "." {
			rel = strings.TrimPrefix(p, root+"/")
		}
		files = append(files, File{Path: p, Rel: rel})
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%w under %s", ErrNoScenarios, dir)
	}
	return files, nil
}

// Load reads a scenario of fsys strictly (a misspelt key in want would
// otherwise check nothing) and works out its endpoint: its own, or its
// folder's.
func Load(fsys fs.FS, f File) (Scenario, string, error) {
	data, err := fs.ReadFile(fsys, f.Path)
	if err != nil {
		return Scenario{}, "", err
	}
	var s Scenario
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return Scenario{}, "", fmt.Errorf("reading the scenario: %v", err)
	}
	if s.Endpoint != "" {
		return s, s.Endpoint, nil
	}
	folder, _, _ := strings.Cut(path.Clean(f.Rel), "/")
	if e, ok := Endpoints[folder]; ok {
		return s, e, nil
	}
	return Scenario{}, "", fmt.Errorf("no endpoint, and folder %q has none", folder)
}

// Case is a scenario file read: the file, its scenario, and the endpoint
// its request is posted to (its own, or its folder's).
type Case struct {
	File
	Scenario Scenario
	Endpoint string
}

// LoadAll reads every scenario file under dir in fsys (Files, then Load
// each); the first that can't be read is the error, naming it.
func LoadAll(fsys fs.FS, dir string) ([]Case, error) {
	files, err := Files(fsys, dir)
	if err != nil {
		return nil, err
	}
	cases := make([]Case, 0, len(files))
	for _, f := range files {
		s, endpoint, err := Load(fsys, f)
		if err != nil {
			return nil, fmt.Errorf("scenario %s: %w", f.Rel, err)
		}
		cases = append(cases, Case{File: f, Scenario: s, Endpoint: endpoint})
	}
	return cases, nil
}

// RequestOf returns the request of a scenario file and the endpoint the file
// names ("" when its folder gives it), when data is one: a JSON object
// with a "request" and no key a Scenario does not have. ok is false for
// anything else, such as a request body, so that a tool taking either can
// tell them apart without a second declaration of the format.
func RequestOf(data []byte) (request json.RawMessage, endpoint string, ok bool) {
	var fields map[string]json.RawMessage
	if json.Unmarshal(data, &fields) != nil {
		return nil, "", false
	}
	if _, ok := fields["request"]; !ok {
		return nil, "", false
	}
	for k := range fields {
		if !slices.Contains(scenarioKeys(), k) {
			return nil, "", false
		}
	}
	json.Unmarshal(fields["endpoint"], &endpoint) // not a string: none
	return fields["request"], endpoint, true
}

// scenarioKeys are the keys of a scenario file: the JSON names of
// Scenario's fields.
var scenarioKeys = sync.OnceValue(func() []string {
	var keys []string
	t := reflect.TypeFor[Scenario]()
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		keys = append(keys, name)
	}
	return keys
})

// exampleFields names the request field an example declaration replaces.
var exampleFields = map[string]string{
	"/v1/attacks/check":  "attackers",
	"/v1/blocks/check":   "blockers",
	"/v1/damage/check":   "assignments",
	"/v1/damage/resolve": "assignments",
	// A combat's example replaces the declaration it is of: attackers or
	// blockers (an assignment's example names no step, and is not posted).
	"/v1/combat/resolve": "",
}

// Check posts the scenario's request to endpoint and returns every way the
// answer differs from its want. When the answer gives an example
// declaration (requirements.example, or a damage check's example), it
// posts that too, in place of the request's own, and expects it to be
// legal; an illegal damage assignment without an example is a failure.
// The error is post's: no answer came.
func Check(post Post, s Scenario, endpoint string) ([]string, error) {
	status, body, err := post(endpoint, s.Request)
	if err != nil {
		return nil, err
	}
	failures := compareAnswer(s.Want, status, body)
	if len(failures) > 0 || status != http.StatusOK {
		return failures, nil
	}
	var got answer
	json.Unmarshal(body, &got) // compareAnswer has decoded it already
	examples := got.Example
	if got.Requirements != nil && got.Requirements.Example != nil {
		examples = got.Requirements.Example
	}
	if examples == nil {
		if got.Verdict == "illegal" && exampleFields[endpoint] == "assignments" {
			return []string{"example: an illegal damage assignment comes without one"}, nil
		}
		return nil, nil
	}
	field, ok := exampleFields[endpoint]
	if !ok {
		return []string{fmt.Sprintf("example: the answer has one, but %s has no declaration to replace", endpoint)}, nil
	}
	if field == "" {
		for _, f := range []string{"attackers", "blockers"} {
			if _, ok := examples[f]; ok {
				field = f
			}
		}
		if field == "" {
			return nil, nil
		}
	}
	example, ok := examples[field]
	if !ok {
		return []string{fmt.Sprintf("example: it has no %q", field)}, nil
	}
	var req map[string]json.RawMessage
	if err := json.Unmarshal(s.Request, &req); err != nil {
		return []string{fmt.Sprintf("request is not an object: %v", err)}, nil
	}
	req[field] = example
	again, _ := json.Marshal(req)
	status, body, err = post(endpoint, again)
	if err != nil {
		return nil, err
	}
	var ex answer
	if err := json.Unmarshal(body, &ex); status != http.StatusOK || err != nil || ex.Verdict != "legal" {
		return []string{fmt.Sprintf("example: %s = %s: got %d %s, want 200 and verdict legal", field, example, status, cmp.Or(ex.Verdict, "(no verdict)"))}, nil
	}
	return nil, nil
}

// answer is the part of an answer the scenarios check.
type answer struct {
	Verdict    string    `json:"verdict"`
	Violations []ruleRef `json:"violations"`
	Notes      []ruleRef `json:"notes"`
	// The examples are kept raw so they can be posted back verbatim.
	Requirements *gotRequirements           `json:"requirements"`
	Example      map[string]json.RawMessage `json:"example"`
	StateBased   []ruleRef                  `json:"state_based"`
	Dealt        []Dealt                    `json:"dealt"`
	Title        string                     `json:"title"`
	Detail       string                     `json:"detail"`
	Errors       []struct {
		Pointer string `json:"pointer"`
		Detail  string `json:"detail"`
	} `json:"errors"`
	Ignored []struct {
		Text string `json:"text"`
	} `json:"ignored"`
	Caveats []struct {
		Text string `json:"text"`
	} `json:"caveats"`
	RemovedFromCombat []string  `json:"removed_from_combat"`
	Board             *gotBoard `json:"board"`
	Steps             []struct {
		Name   string `json:"name"`
		Events []struct {
			Rule    string `json:"rule"`
			Default bool   `json:"default"`
		} `json:"events"`
	} `json:"steps"`
	Outcome *struct {
		Destroyed         []string       `json:"destroyed"`
		Life              map[string]int `json:"life"`
		RemovedFromCombat []string       `json:"removed_from_combat"`
	} `json:"outcome"`
}

// combat is whether an answer is a combat walk-through's: it has steps
// (empty when the declarations were illegal) or an outcome.
func (a answer) combat() bool { return a.Steps != nil || a.Outcome != nil }

// gotBoard is the board after a resolve or a combat walk-through.
type gotBoard struct {
	Players    []gotPlayer    `json:"players"`
	Permanents []gotPermanent `json:"permanents"`
}

type gotPlayer struct {
	ID   string `json:"id"`
	Life int    `json:"life"`
}

type gotPermanent struct {
	ID       string         `json:"id"`
	Damage   int            `json:"damage"`
	Tapped   bool           `json:"tapped"`
	Counters map[string]int `json:"counters"`
	Shields  []Shield       `json:"shields"`
	// Controller: the permanent's controller.
	Controller string `json:"controller"`
}

type ruleRef struct {
	Rule   string `json:"rule"`
	Object string `json:"object"` // of a state-based event
	Event  string `json:"event"`  // of a state-based event
}

// compareAnswer returns every way an answer differs from want, including
// a want that README.md does not allow.
func compareAnswer(want Want, status int, body []byte) []string {
	var failures []string
	fail := func(format string, args ...any) { failures = append(failures, fmt.Sprintf(format, args...)) }

	wantStatus := cmp.Or(want.Status, http.StatusOK)
	if wantStatus == http.StatusOK && (want.Verdict == "" || want.Rules == nil) {
		fail("scenario: want.verdict and want.rules are required for a 200")
	}
	if want.Requirements != nil && want.Requirements.Maximum == nil {
		fail("scenario: want.requirements needs maximum")
	}
	var got answer
	decodeErr := json.Unmarshal(body, &got)
	if status != wantStatus {
		msg := fmt.Sprintf("status: got %d, want %d", status, wantStatus)
		if decodeErr == nil && got.Title != "" {
			msg += fmt.Sprintf(" (%s: %s", got.Title, got.Detail)
			for _, e := range got.Errors {
				msg += fmt.Sprintf("; %s: %s", cmp.Or(e.Pointer, "(body)"), e.Detail)
			}
			msg += ")"
		}
		fail("%s", msg)
		return failures
	}
	if decodeErr != nil {
		fail("body is not an answer: %v: %s", decodeErr, bytes.TrimSpace(body))
		return failures
	}

	failures = append(failures, compareVerdict(want, got.verdictOf(status))...)
	if wantStatus == http.StatusOK {
		gotNotes := rulesOf(got.Notes)
		for _, n := range want.Notes {
			if !slices.Contains(gotNotes, n) {
				fail("notes: got %v, want them to include %s", gotNotes, n)
			}
		}
		if want.StateBased != nil {
			if got, want := rulesOf(got.StateBased), slices.Sorted(slices.Values(want.StateBased)); !slices.Equal(got, want) {
				fail("state-based effects: got %v, want %v", got, want)
			}
		}
		if want.Removed != nil {
			var gone []string
			for _, e := range got.StateBased {
				if e.Object != "" && !strings.HasPrefix(e.Event, "not ") && e.Event != "regenerated" {
					gone = append(gone, e.Object)
				}
			}
			slices.Sort(gone)
			if want := slices.Sorted(slices.Values(want.Removed)); !slices.Equal(gone, want) {
				fail("removed by state-based effects: got %q, want %q", gone, want)
			}
		}
		if want.Ignored != nil {
			var texts []string
			for _, ig := range got.Ignored {
				texts = append(texts, ig.Text)
			}
			slices.Sort(texts)
			if want := slices.Sorted(slices.Values(want.Ignored)); !slices.Equal(texts, want) {
				fail("ignored: got %q, want %q", texts, want)
			}
		}
		if want.Caveats != nil {
			var texts []string
			for _, c := range got.Caveats {
				texts = append(texts, c.Text)
			}
			slices.Sort(texts)
			if want := slices.Sorted(slices.Values(want.Caveats)); !slices.Equal(texts, want) {
				fail("caveats: got %q, want %q", texts, want)
			}
		}
		for _, d := range want.Dealt {
			if !slices.ContainsFunc(got.Dealt, func(g Dealt) bool {
				return g.Source == d.Source && g.To == d.To && g.Amount == d.Amount && g.Prevented == d.Prevented && (d.Rule == "" || g.Rule == d.Rule) &&
					g.Redirected == d.Redirected && g.RedirectedFrom == d.RedirectedFrom && g.Replaced == d.Replaced
			}) {
				fail("dealt: got %+v, want it to include %+v", got.Dealt, d)
			}
		}
		if got.combat() {
			failures = append(failures, compareCombat(want, got)...)
		} else {
			failures = append(failures, compareAfter(want, got)...)
		}
		if wr := want.Requirements; wr != nil && wr.Maximum != nil {
			if msg := compareRequirements(got.Requirements, wr); msg != "" {
				fail("requirements: %s", msg)
			}
		}
	}
	return failures
}

// Verdict is what every door answers of a scenario: the status; for a
// 200 the verdict and its violations' rule numbers (sorted); for a problem
// its error pointers (sorted, each once).
type Verdict struct {
	Status  int
	Verdict string
	Rules   []string
	Errors  []string
}

// Judge is a door that answers a Verdict directly: the core door, which
// reads the request with the edge's mapping and calls the core without
// HTTP (httpapi's scenarios_test.go). An error means no answer came.
type Judge func(endpoint string, body []byte) (Verdict, error)

// VerdictOf reads the Verdict of an answer that came through a Post, so
// that the two doors' answers can be compared.
func VerdictOf(status int, body []byte) (Verdict, error) {
	var got answer
	if err := json.Unmarshal(body, &got); err != nil {
		return Verdict{}, fmt.Errorf("body is not an answer: %v", err)
	}
	return got.verdictOf(status), nil
}

func (a answer) verdictOf(status int) Verdict {
	v := Verdict{Status: status}
	if status != http.StatusOK {
		var pointers []string
		for _, e := range a.Errors {
			pointers = append(pointers, e.Pointer)
		}
		v.Errors = slices.Compact(slices.Sorted(slices.Values(pointers)))
		return v
	}
	v.Verdict, v.Rules = a.Verdict, rulesOf(a.Violations)
	return v
}

// CheckVerdict judges the scenario's request through judge and returns
// every way its Verdict differs from the want: the status, and the
// verdict and rules of a 200, or the error pointers of a problem when the
// want gives them. The rest of a want (notes, dealt, the board after) is
// Check's, through the HTTP door.
func CheckVerdict(judge Judge, s Scenario, endpoint string) ([]string, error) {
	v, err := judge(endpoint, s.Request)
	if err != nil {
		return nil, err
	}
	if wantStatus := cmp.Or(s.Want.Status, http.StatusOK); v.Status != wantStatus {
		return []string{fmt.Sprintf("status: got %d, want %d (errors at %q)", v.Status, wantStatus, v.Errors)}, nil
	}
	return compareVerdict(s.Want, v), nil
}

// compareVerdict compares a Verdict of the wanted status with want: the
// part of a want both doors are held to.
func compareVerdict(want Want, v Verdict) []string {
	var failures []string
	fail := func(format string, args ...any) { failures = append(failures, fmt.Sprintf(format, args...)) }
	if v.Status == http.StatusOK {
		if v.Verdict != want.Verdict {
			fail("verdict: got %s, want %s", v.Verdict, want.Verdict)
		}
		if wantRules := slices.Sorted(slices.Values(want.Rules)); !slices.Equal(v.Rules, wantRules) {
			fail("rules: got %v, want %v", v.Rules, wantRules)
		}
		return failures
	}
	if want.Errors != nil {
		wantSet := slices.Compact(slices.Sorted(slices.Values(want.Errors)))
		if !slices.Equal(v.Errors, wantSet) {
			fail("error pointers: got %q, want %q", v.Errors, wantSet)
		}
	}
	return failures
}

func rulesOf(refs []ruleRef) []string {
	out := make([]string, 0, len(refs))
	for _, r := range refs {
		out = append(out, r.Rule)
	}
	slices.Sort(out)
	return out
}

// gotRequirements is an answer's requirement summary. The example is kept
// raw so it can be posted back verbatim.
type gotRequirements struct {
	Obeyed  *int                       `json:"obeyed"`
	Maximum int                        `json:"maximum"`
	Example map[string]json.RawMessage `json:"example"`
}

// compareRequirements says how the answer's requirement figures differ from
// the wanted ones, "" when they agree.
func compareRequirements(got *gotRequirements, want *Requirements) string {
	show := func(n *int) string {
		if n == nil {
			return "left out"
		}
		return strconv.Itoa(*n)
	}
	switch {
	case got == nil:
		return fmt.Sprintf("got none, want obeyed %s, maximum %d", show(want.Obeyed), *want.Maximum)
	case show(got.Obeyed) != show(want.Obeyed) || got.Maximum != *want.Maximum:
		return fmt.Sprintf("got obeyed %s, maximum %d; want %s, %d", show(got.Obeyed), got.Maximum, show(want.Obeyed), *want.Maximum)
	}
	return ""
}

// compareAfter compares what a resolve answer says happened with the
// want's removed_from_combat, life and after (a combat walk-through's are
// compareCombat's).
func compareAfter(want Want, got answer) []string {
	var failures []string
	fail := func(format string, args ...any) { failures = append(failures, fmt.Sprintf(format, args...)) }
	if want.RemovedFromCombat != nil {
		g := slices.Sorted(slices.Values(got.RemovedFromCombat))
		if w := slices.Sorted(slices.Values(want.RemovedFromCombat)); !slices.Equal(g, w) {
			fail("removed_from_combat: got %q, want %q", g, w)
		}
	}
	if (want.Life != nil || want.After != nil) && got.Board == nil {
		fail("board: the answer has no board after")
		return failures
	}
	for id, life := range want.Life {
		i := slices.IndexFunc(got.Board.Players, func(p gotPlayer) bool { return p.ID == id })
		if i < 0 || got.Board.Players[i].Life != life {
			fail("life of %s: got %+v, want %d", id, got.Board.Players, life)
		}
	}
	return append(failures, compareAfterBoard(want.After, got.Board)...)
}

// compareAfterBoard compares want.after with the board after a resolve or
// a combat walk-through.
func compareAfterBoard(after map[string]AfterPermanent, board *gotBoard) []string {
	var failures []string
	fail := func(format string, args ...any) { failures = append(failures, fmt.Sprintf(format, args...)) }
	for id, w := range after {
		found := false
		for _, p := range board.Permanents {
			if p.ID != id {
				continue
			}
			found = true
			if w.Damage != nil && p.Damage != *w.Damage {
				fail("after: %s has damage %d, want %d", id, p.Damage, *w.Damage)
			}
			if w.Tapped != nil && p.Tapped != *w.Tapped {
				fail("after: %s tapped %v, want %v", id, p.Tapped, *w.Tapped)
			}
			if w.Counters != nil && !maps.Equal(p.Counters, w.Counters) {
				fail("after: %s has counters %v, want %v", id, p.Counters, w.Counters)
			}
			if w.Shields != nil && !slices.Equal(p.Shields, *w.Shields) {
				fail("after: %s has shields %+v, want %+v", id, p.Shields, *w.Shields)
			}
			if w.Controller != nil && p.Controller != *w.Controller {
				fail("after: %s is controlled by %s, want %s", id, p.Controller, *w.Controller)
			}
		}
		if !found {
			fail("after: %s is not on the board after", id)
		}
	}
	return failures
}

// compareCombat returns every way a combat walk-through differs from want.
func compareCombat(want Want, got answer) []string {
	var failures []string
	fail := func(format string, args ...any) { failures = append(failures, fmt.Sprintf(format, args...)) }
	if want.Steps != nil {
		var names, wantNames []string
		for _, s := range got.Steps {
			names = append(names, s.Name)
		}
		for _, s := range want.Steps {
			wantNames = append(wantNames, s.Name)
		}
		if !slices.Equal(names, wantNames) {
			fail("steps: got %q, want %q", names, wantNames)
		} else {
			for i, ws := range want.Steps {
				var rules []string
				defaults := 0
				for _, e := range got.Steps[i].Events {
					rules = append(rules, e.Rule)
					defaults += boolCount(e.Default)
				}
				slices.Sort(rules)
				if w := slices.Sorted(slices.Values(ws.Rules)); ws.Rules != nil && !slices.Equal(rules, w) {
					fail("step %s: event rules: got %v, want %v", ws.Name, rules, w)
				}
				if ws.Defaults != nil && defaults != *ws.Defaults {
					fail("step %s: default choices: got %d, want %d", ws.Name, defaults, *ws.Defaults)
				}
			}
		}
	}
	if want.After != nil {
		if got.Board == nil {
			fail("board: the answer has no board after")
		} else {
			failures = append(failures, compareAfterBoard(want.After, got.Board)...)
		}
	}
	if want.Destroyed == nil && want.Life == nil && want.RemovedFromCombat == nil {
		return failures
	}
	if got.Outcome == nil {
		return append(failures, "outcome: got none, want one")
	}
	sameSet := func(what string, got, want []string) {
		if want != nil && !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(want))) {
			fail("%s: got %q, want %q", what, got, want)
		}
	}
	sameSet("outcome.destroyed", got.Outcome.Destroyed, want.Destroyed)
	sameSet("outcome.removed_from_combat", got.Outcome.RemovedFromCombat, want.RemovedFromCombat)
	for _, p := range slices.Sorted(maps.Keys(want.Life)) {
		if l, ok := got.Outcome.Life[p]; !ok || l != want.Life[p] {
			fail("outcome.life[%s]: got %v, want %d", p, got.Outcome.Life[p], want.Life[p])
		}
	}
	return failures
}

func boolCount(b bool) int {
	if b {
		return 1
	}
	return 0
}
