package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/rules"
	"rulesjudge/rules/ability"
	"rulesjudge/scenarios"
)

// scenarioFS is the folder of scenarios the tests read, through the same
// fs.FS reading as the server's embedded copy (scenarios.FS).
var scenarioFS = os.DirFS("../scenarios")

// TestScenarios runs every case in ../scenarios through two doors with
// the scenarios package's runner (its own tests are in
// scenarios/run_test.go): it posts the request through the real handler and
// checks the whole answer against its want (scenarios/README.md), then
// judges it through the core door (coreJudge: the core called without
// HTTP), which must give the same Verdict as the handler, its status,
// verdict and rule numbers, or for a 4xx the same error pointers.
//
// The core door is here, not in scenarios/, because httpapi imports
// scenarios (reference.go serves them): scenarios cannot import httpapi.
func TestScenarios(t *testing.T) {
	files, err := scenarios.Files(scenarioFS, ".")
	if err != nil {
		t.Fatal(err)
	}
	// The scenarios of cards/ look card names up in the test card file.
	cfg := httpapi.Config{Cards: testCardFile(t)}
	handler := handlerPost(httpapi.NewServer(cfg, zerolog.Nop()))
	core := coreJudge(cfg)
	var requests []json.RawMessage
	for _, f := range files {
		t.Run(f.Rel, func(t *testing.T) {
			s, endpoint, err := scenarios.Load(scenarioFS, f)
			if err != nil {
				t.Fatal(err)
			}
			requests = append(requests, s.Request)
			var first []byte // the handler's answer to the request itself
			firstStatus := 0
			post := func(endpoint string, body []byte) (int, []byte, error) {
				status, answer, err := handler(endpoint, body)
				if first == nil {
					first, firstStatus = answer, status
				}
				return status, answer, err
			}
			failures, err := scenarios.Check(post, s, endpoint)
			if err != nil {
				t.Fatal(err)
			}
			coreFailures, err := scenarios.CheckVerdict(core, s, endpoint)
			if err != nil {
				t.Fatal(err)
			}
			for _, msg := range coreFailures {
				failures = append(failures, "core door: "+msg)
			}
			failures = append(failures, sameVerdict(t, core, endpoint, s.Request, firstStatus, first)...)
			if len(failures) > 0 {
				t.Logf("note: %s", s.Note)
				for _, msg := range failures {
					t.Error(msg)
				}
			}
		})
	}
	t.Run("readings stay as read", func(t *testing.T) { checkReadingsUnchanged(t, requests) })
}

// checkReadingsUnchanged holds the judge to never changing a reading of
// ability text in place: rules.ParseAbility keeps each reading for every
// later request, and the board reads from it. After every scenario
// ran, the reading kept of each text the scenarios write in abilities
// must equal the text read afresh.
func checkReadingsUnchanged(t *testing.T, requests []json.RawMessage) {
	type permanent struct {
		Name      string   `json:"name"`
		Abilities []string `json:"abilities"`
	}
	var body struct {
		Board struct {
			Permanents []permanent `json:"permanents"`
		} `json:"board"`
	}
	checked := 0
	for _, r := range requests {
		body.Board.Permanents = nil
		if json.Unmarshal(r, &body) != nil {
			continue // a scenario of a malformed request
		}
		for _, p := range body.Board.Permanents {
			for _, text := range p.Abilities {
				kept, err := rules.ParseAbility(text, p.Name)
				if err != nil {
					continue
				}
				fresh, _ := ability.Parse(text, p.Name)
				if !reflect.DeepEqual(kept, fresh) {
					t.Errorf("the reading kept of %q (%s) changed after the scenarios ran:\n got %+v\nwant %+v", text, p.Name, kept, fresh)
				}
				checked++
			}
		}
	}
	if checked < 1000 {
		t.Errorf("checked %d readings; want the scenarios' texts, over 1000", checked)
	}
}

// sameVerdict says how the core door's Verdict of request differs from
// the handler's answer to it (status and body), nothing when they agree.
func sameVerdict(t *testing.T, core scenarios.Judge, endpoint string, request []byte, status int, answer []byte) []string {
	t.Helper()
	viaHTTP, err := scenarios.VerdictOf(status, answer)
	if err != nil {
		return []string{"handler door: " + err.Error()}
	}
	viaCore, err := core(endpoint, request)
	if err != nil {
		t.Fatal(err)
	}
	if viaHTTP.Status != viaCore.Status || viaHTTP.Verdict != viaCore.Verdict ||
		!slices.Equal(viaHTTP.Rules, viaCore.Rules) || !slices.Equal(viaHTTP.Errors, viaCore.Errors) {
		return []string{fmt.Sprintf("the doors disagree: handler %+v, core %+v", viaHTTP, viaCore)}
	}
	return nil
}

// coreJudge is the core door: the request read by httpapi.ReadRequest (the
// handler's own decoding, card reading and wire-to-core mapping), then the
// core's entry point for the endpoint called directly, with the budget the
// server gives it. An error of either is the handler's problem for it.
func coreJudge(cfg httpapi.Config) scenarios.Judge {
	cfg = httpapi.WithDefaults(cfg)
	return func(endpoint string, body []byte) (scenarios.Verdict, error) {
		req, err := httpapi.ReadRequest(cfg, endpoint, body)
		if err != nil {
			return problemVerdict(req.Problem(err)), nil
		}
		ctx := context.Background()
		opt := rules.Options{NodeBudget: cfg.NodeBudget, Deadline: time.Now().Add(cfg.SolverTimeout)}
		var j rules.Judgement
		switch d := req.Declaration.(type) {
		case rules.AttackDeclaration:
			j, err = rules.CheckAttacks(ctx, d, opt)
		case rules.BlockDeclaration:
			j, err = rules.CheckBlocks(ctx, d, opt)
		case rules.DamageDeclaration:
			if endpoint == "/v1/damage/resolve" {
				var r rules.Resolution
				r, err = rules.ResolveDamage(d)
				j = r.Judgement
			} else {
				j, err = rules.CheckDamage(d)
			}
		case rules.CombatDeclaration:
			var r rules.CombatResolution
			r, err = rules.ResolveCombat(ctx, d, opt)
			j = r.Judgement
		default:
			return scenarios.Verdict{}, fmt.Errorf("no core entry point for %T", d)
		}
		if err != nil {
			return problemVerdict(req.Problem(err)), nil
		}
		v := scenarios.Verdict{Status: http.StatusOK, Verdict: string(j.Verdict)}
		for _, viol := range j.Violations {
			v.Rules = append(v.Rules, string(viol.Rule))
		}
		slices.Sort(v.Rules)
		return v, nil
	}
}

// problemVerdict is the Verdict of a problem: its status and pointers.
func problemVerdict(p httpapi.Problem) scenarios.Verdict {
	v := scenarios.Verdict{Status: p.Status}
	for _, e := range p.Errors {
		v.Errors = append(v.Errors, e.Pointer)
	}
	v.Errors = slices.Compact(slices.Sorted(slices.Values(v.Errors)))
	return v
}

// handlerPost posts through h as a client would; an answer always comes.
func handlerPost(h http.Handler) scenarios.Post {
	return func(endpoint string, body []byte) (int, []byte, error) {
		req := httptest.NewRequest(http.MethodPost, endpoint, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code, rec.Body.Bytes(), nil
	}
}
