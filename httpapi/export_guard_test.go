package httpapi

import (
	"context"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"rulesjudge/rules"
)

// Hooks for the tests of admission and delivery (guard_test.go).

// ErrStopped is the error the core returns when its deadline or the
// request's context stops a check.
var ErrStopped = errStopped

// TestAttacksPath is where NewServerWithAttackJudge mounts its check.
const TestAttacksPath = "/test/attacks/check"

// NewServerWithAttackJudge is NewServer with one more route,
// POST TestAttacksPath: the attack check, admitted by cost as the API's
// checks are, with judge in place of the core.
func NewServerWithAttackJudge(cfg Config, logger zerolog.Logger, judge func(context.Context, *AttackCheckRequest, rules.Options) (rules.Judgement, error)) http.Handler {
	return newServer(cfg, logger, func(r chi.Router, cfg Config) {
		r.Method(http.MethodPost, TestAttacksPath, handleCheck(cfg, exampleAttackers, judge))
	})
}

// Cost is the cost admission gives a check request (admission.go).
func Cost(req any) int64 { return costOf(req) }

// Admission's thresholds (admission.go).
const (
	CheapCost   = cheapCost
	CostPerCore = costPerCore
)
