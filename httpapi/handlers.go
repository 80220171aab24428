package httpapi

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"

	"rulesjudge/rules"
)

// handleAttacksCheck judges a declaration of attackers.
//
//	@Summary		Check a declaration of attackers
//	@Description	Judges whether the proposed attackers may be declared on the board (Comprehensive Rules, 2006). An illegal declaration is a 200 answer with verdict "illegal" and every violation; requirements says how many requirements it obeys and the most that can be obeyed.
//	@Description
//	@Description	Example request, a legal attack: alice's Grizzly Bears attacks bob.
//	@Description	```json
//	@Description	{"board": {"active_player": "alice",
//	@Description	"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
//	@Description	"permanents": [{"id": "bear", "name": "Grizzly Bears", "controller": "alice", "types": ["Creature"], "subtypes": ["Bear"], "colors": ["Green"], "power": 2, "toughness": 2}]},
//	@Description	"attackers": [{"creature": "bear"}]}
//	@Description	```
//	@ID			checkAttacks
//	@Tags			combat
//	@Accept			json
//	@Produce		json,application/problem+json
//	@Param			body	body		AttackCheckRequest	true	"the board and the proposed attackers"
//	@Success		200		{object}	CheckResponse
//	@Failure		400		{object}	Problem	"not JSON, wrong JSON types, unknown fields, or nested too deep"
//	@Failure		413		{object}	Problem	"body over the size limit"
//	@Failure		415		{object}	Problem	"Content-Type is not application/json"
//	@Failure		422		{object}	Problem	"a board the judge cannot evaluate, or a list or string over a limit"
//	@Failure		503		{object}	Problem	"the server is busy, or a card is named while the card file loads: Retry-After says when to retry"
//	@Failure		500		{object}	Problem	"a bug in the judge: quote the decision_id"
//	@Router			/v1/attacks/check [post]
func handleAttacksCheck(cfg Config) http.Handler {
	return handleCheck(cfg, exampleAttackers,
		func(ctx context.Context, req *AttackCheckRequest, opt rules.Options) (rules.Judgement, error) {
			return rules.CheckAttacks(ctx, req.declaration(), opt)
		})
}

// handleBlocksCheck judges a declaration of blockers.
//
//	@Summary		Check a declaration of blockers
//	@Description	Judges whether the proposed blockers may be declared against the attack as declared (Comprehensive Rules, 2006): who may block (309.2a), evasion (501, 502), restrictions and requirements (500.3-500.5), bands (502.10e). An illegal declaration is a 200 answer with verdict "illegal"; requirements.example is a declaration obeying the most requirements.
//	@Description
//	@Description	The board is the board as combat began: the declare attackers step (provoke's untap, "whenever ~ attacks" triggers) is walked first, as /v1/combat/resolve walks it, and the blockers are judged on the board it leaves; a note names each trigger applied, with its rule. A board that already shows that step says so with board_after "declare_attackers".
//	@Description
//	@Description	Example request, a legal block: bob's Wall of Wood blocks the attacking Grizzly Bears.
//	@Description	```json
//	@Description	{"board": {"active_player": "alice",
//	@Description	"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
//	@Description	"permanents": [{"id": "bear", "name": "Grizzly Bears", "controller": "alice", "types": ["Creature"], "subtypes": ["Bear"], "colors": ["Green"], "power": 2, "toughness": 2, "tapped": true},
//	@Description	{"id": "wall", "name": "Wall of Wood", "controller": "bob", "types": ["Creature"], "subtypes": ["Wall"], "colors": ["Green"], "power": 0, "toughness": 3}]},
//	@Description	"attackers": [{"creature": "bear"}],
//	@Description	"blockers": [{"creature": "wall", "blocking": ["bear"]}]}
//	@Description	```
//	@ID			checkBlocks
//	@Tags			combat
//	@Accept			json
//	@Produce		json,application/problem+json
//	@Param			body	body		BlockCheckRequest	true	"the board, the declared attackers and the proposed blockers"
//	@Success		200		{object}	CheckResponse
//	@Failure		400		{object}	Problem	"not JSON, wrong JSON types, unknown fields, or nested too deep"
//	@Failure		413		{object}	Problem	"body over the size limit"
//	@Failure		415		{object}	Problem	"Content-Type is not application/json"
//	@Failure		422		{object}	Problem	"a board the judge cannot evaluate, or a list or string over a limit"
//	@Failure		503		{object}	Problem	"the server is busy, or a card is named while the card file loads: Retry-After says when to retry"
//	@Failure		500		{object}	Problem	"a bug in the judge: quote the decision_id"
//	@Router			/v1/blocks/check [post]
func handleBlocksCheck(cfg Config) http.Handler {
	return handleCheck(cfg, exampleBlockers,
		func(ctx context.Context, req *BlockCheckRequest, opt rules.Options) (rules.Judgement, error) {
			return rules.CheckBlocks(ctx, req.declaration(), opt)
		})
}

// handleCheck is the shape of every check endpoint: decode the request,
// judge it within the configured budget, answer the verdict.
func handleCheck[Req any](cfg Config, kind exampleKind,
	judge func(context.Context, *Req, rules.Options) (rules.Judgement, error)) http.Handler {
	return handleJudge(cfg, func(ctx context.Context, req *Req, opt rules.Options, id string) (CheckResponse, error) {
		j, err := judge(ctx, req, opt)
		if j.Requirements != nil {
			setSolverNodes(ctx, j.Requirements.Nodes)
		}
		return responseFromRules(j, kind, id), err
	})
}

// handleJudge decodes a request, judges it and answers the response, with
// the verdict logged.
func handleJudge[Req any, Resp interface{ verdict() string }](cfg Config,
	judge func(ctx context.Context, req *Req, opt rules.Options, decisionID string) (Resp, error)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req Req
		if err := decode(w, r, cfg, &req); err != nil {
			retryAfter(w, err)
			encodeProblem(w, r, err)
			return
		}
		release, err := cfg.admission.admit(costOf(&req)) // admission.go: once the body is read
		if err != nil {
			refuse(w, r, err)
			return
		}
		defer release()
		var fromCards *cardReading // permanents given as cards (cardreading.go)
		if br, ok := any(&req).(boardRequest); ok {
			defer br.board().release() // once answered (buffers.go)
			var err error
			if fromCards, err = readCards(cfg.Cards, br.board(), cfg.MaxAbilities); err != nil {
				retryAfter(w, err)
				encodeProblem(w, r, err)
				return
			}
		}
		if rr, ok := any(&req).(resolvedRequest); ok { // resolved.go
			rr.takeResolvedLines(fromCards)
		}
		if tr, ok := any(&req).(trickRequest); ok {
			if err := tr.lookUpTricks(cfg.Cards); err != nil { // tricks.go
				retryAfter(w, err)
				encodeProblem(w, r, err)
				return
			}
			if fromCards != nil {
				fromCards.tricked = tr.usesTricks()
			}
		}
		opt := rules.Options{
			NodeBudget: cfg.NodeBudget,
			Deadline:   time.Now().Add(cfg.SolverTimeout),
		}
		start := time.Now()
		resp, err := judge(r.Context(), &req, opt, requestID(r.Context()))
		setJudging(r.Context(), time.Since(start))
		if err != nil {
			if stopped(err) && r.Context().Err() != nil {
				setClientGone(r.Context()) // the client left: no one to answer
				return
			}
			retryAfter(w, err)
			encodeProblem(w, r, fromCards.remap(err))
			return
		}
		if a, ok := any(&resp).(interface{ addCards(*cardReading) }); ok {
			a.addCards(fromCards)
		}
		setVerdict(r.Context(), resp.verdict())
		encode(w, r, http.StatusOK, resp)
	})
}

func (c CheckResponse) verdict() string   { return c.Verdict }
func (c ResolveResponse) verdict() string { return c.Verdict }

// handleDamageCheck judges one combat damage step's assignment.
//
//	@Summary		Check a combat damage assignment
//	@Description	Judges one combat damage step's assignment (Comprehensive Rules, 2006): which creatures assign in this step (502.2b, 502.28b), each total (310.2a), the recipients (310.2b-d), trample's lethal damage counting damage already marked and other creatures' assignments (502.9b-e), who divides under banding (502.10h, 502.11c). Creatures with no choice may be left out. An illegal assignment comes with a legal example.
//	@Description
//	@Description	The board is the board as combat began: the declare attackers and declare blockers steps (flanking, rampage, bushido, "blocks" and "becomes blocked" triggers) are walked first, as /v1/combat/resolve walks them, and the step is judged on the board they leave; a note names each trigger applied, with its rule. board_after says what the board already shows; for the regular step after a first-strike step it is, by default, the board that step left.
//	@Description
//	@Description	Example request, a legal assignment: the blocked Grizzly Bears assigns its 2 damage to Wall of Wood (the wall, with no choice, is filled in).
//	@Description	```json
//	@Description	{"board": {"active_player": "alice",
//	@Description	"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
//	@Description	"permanents": [{"id": "bear", "name": "Grizzly Bears", "controller": "alice", "types": ["Creature"], "subtypes": ["Bear"], "colors": ["Green"], "power": 2, "toughness": 2, "tapped": true},
//	@Description	{"id": "wall", "name": "Wall of Wood", "controller": "bob", "types": ["Creature"], "subtypes": ["Wall"], "colors": ["Green"], "power": 0, "toughness": 3}]},
//	@Description	"attackers": [{"creature": "bear"}],
//	@Description	"blockers": [{"creature": "wall", "blocking": ["bear"]}],
//	@Description	"step": "regular",
//	@Description	"assignments": [{"source": "bear", "damage": [{"to": "wall", "amount": 2}]}]}
//	@Description	```
//	@ID			checkDamage
//	@Tags			combat
//	@Accept			json
//	@Produce		json,application/problem+json
//	@Param			body	body		DamageCheckRequest	true	"the board, the attack and blocks as declared, and the assignment"
//	@Success		200		{object}	CheckResponse
//	@Failure		400		{object}	Problem	"not JSON, wrong JSON types, unknown fields, or nested too deep"
//	@Failure		413		{object}	Problem	"body over the size limit"
//	@Failure		415		{object}	Problem	"Content-Type is not application/json"
//	@Failure		422		{object}	Problem	"a board the judge cannot evaluate, or a list or string over a limit"
//	@Failure		503		{object}	Problem	"the server is busy, or a card is named while the card file loads: Retry-After says when to retry"
//	@Failure		500		{object}	Problem	"a bug in the judge: quote the decision_id"
//	@Router			/v1/damage/check [post]
func handleDamageCheck(cfg Config) http.Handler {
	return handleCheck(cfg, exampleAssignments,
		func(_ context.Context, req *DamageCheckRequest, _ rules.Options) (rules.Judgement, error) {
			return rules.CheckDamage(req.declaration())
		})
}

// handleDamageResolve judges an assignment and resolves it.
//
//	@Summary		Resolve a combat damage assignment
//	@Description	Judges the assignment as /v1/damage/check does; when it is legal, deals all the damage at once (310.4) with protection's prevention (502.7e), then applies state-based effects (420.5a-c) and answers what was dealt, what state-based effects applied, and the board afterwards, on which the next combat damage step can be judged.
//	@Description
//	@Description	Like /v1/damage/check, it first walks the declare steps' triggers unless board_after says the board shows them; the board afterwards shows their effects (power and toughness until end of turn), and judging the regular step on it applies none of them again.
//	@Description
//	@Description	Example request, a legal assignment resolved: Wall of Wood is dealt 2 and survives.
//	@Description	```json
//	@Description	{"board": {"active_player": "alice",
//	@Description	"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
//	@Description	"permanents": [{"id": "bear", "name": "Grizzly Bears", "controller": "alice", "types": ["Creature"], "subtypes": ["Bear"], "colors": ["Green"], "power": 2, "toughness": 2, "tapped": true},
//	@Description	{"id": "wall", "name": "Wall of Wood", "controller": "bob", "types": ["Creature"], "subtypes": ["Wall"], "colors": ["Green"], "power": 0, "toughness": 3}]},
//	@Description	"attackers": [{"creature": "bear"}],
//	@Description	"blockers": [{"creature": "wall", "blocking": ["bear"]}],
//	@Description	"step": "regular",
//	@Description	"assignments": [{"source": "bear", "damage": [{"to": "wall", "amount": 2}]}]}
//	@Description	```
//	@ID			resolveDamage
//	@Tags			combat
//	@Accept			json
//	@Produce		json,application/problem+json
//	@Param			body	body		DamageCheckRequest	true	"the board, the attack and blocks as declared, and the assignment"
//	@Success		200		{object}	ResolveResponse
//	@Failure		400		{object}	Problem	"not JSON, wrong JSON types, unknown fields, or nested too deep"
//	@Failure		413		{object}	Problem	"body over the size limit"
//	@Failure		415		{object}	Problem	"Content-Type is not application/json"
//	@Failure		422		{object}	Problem	"a board the judge cannot evaluate, or a list or string over a limit"
//	@Failure		503		{object}	Problem	"the server is busy, or a card is named while the card file loads: Retry-After says when to retry"
//	@Failure		500		{object}	Problem	"a bug in the judge: quote the decision_id"
//	@Router			/v1/damage/resolve [post]
func handleDamageResolve(cfg Config) http.Handler {
	return handleJudge(cfg, func(_ context.Context, req *DamageCheckRequest, _ rules.Options, id string) (ResolveResponse, error) {
		r, err := rules.ResolveDamage(req.declaration())
		return resolutionFromRules(r, id), err
	})
}

// Health is the answer of GET /healthz.
type Health struct {
	Status string `json:"status" example:"ok"`
}

// handleHealthz answers while the process is serving.
//
//	@Summary		Liveness
//	@Description	Answers 200 while the server is up.
//	@ID			getHealth
//	@Tags			operations
//	@Produce		json
//	@Success		200	{object}	Health
//	@Router			/healthz [get]
func handleHealthz() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		encode(w, r, http.StatusOK, Health{Status: "ok"})
	})
}

func handleNotFound() http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		encodeProblem(w, r, fail(codeNotFound, "no route for %s %s", r.Method, r.URL.Path))
	}
}

// allMethods are the methods a 405 answer may list in Allow.
var allMethods = []string{
	http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut,
	http.MethodPatch, http.MethodDelete, http.MethodOptions,
}

// handleMethodNotAllowed answers 405 with the Allow header chi would have
// sent, which a custom 405 handler has to compute itself.
func handleMethodNotAllowed(mux *chi.Mux) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		allowed := slices.DeleteFunc(slices.Clone(allMethods), func(m string) bool {
			if m == http.MethodHead {
				m = http.MethodGet // withHead serves HEAD wherever GET is (compress.go)
			}
			return !mux.Match(chi.NewRouteContext(), m, r.URL.Path)
		})
		w.Header().Set("Allow", strings.Join(allowed, ", "))
		encodeProblem(w, r, fail(codeMethod, "%s %s is not allowed; allowed: %s",
			r.Method, r.URL.Path, strings.Join(allowed, ", ")))
	}
}
