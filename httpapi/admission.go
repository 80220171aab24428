package httpapi

import (
	"net/http"
	"runtime"
	"strconv"
	"strings"

	"golang.org/x/sync/semaphore"
)

// Admission by cost: a cheap request takes a place among the requests
// served at once, and costly work (a check announcing a large search, a
// large body being decoded) takes weight from the cores it may use, so
// that a flood of large boards never starves a small check. A request
// refused is a 503 with Retry-After.

// retryAfterSeconds is the Retry-After of a 503 for load: the judge answers
// most requests in milliseconds and bounds the costliest to its work budget,
// so a second is long enough for the requests in flight to drain.
const retryAfterSeconds = 1

// uncapped are the paths admission leaves alone: an orchestrator and a
// monitor must reach a busy server.
var uncapped = map[string]bool{"/healthz": true, "/readyz": true, "/metrics": true}

// Admission by cost. A request is admitted only once it is read, so that a
// client sending its body slowly holds a connection and a goroutine, never
// a place another request could have: the checks (POST) admit themselves in
// handleJudge, after decode, with the cost their board announces; every
// other request is admitted here, at once. Two limits, each answering 503
// with Retry-After at once when reached rather than queueing:
//
//   - cheap requests (every GET, and a check whose cost is at most
//     cheapCost) are capped by count (Config.MaxInFlight);
//   - costly work shares a weighted limit sized to the cores
//     (Config.CheckCores × costPerCore; by default every core but one, so
//     that one is always free for cheap requests): a costly check takes
//     its cost, at most costPerCore; decoding a large body (over
//     cheapBodyBytes) takes a weight in proportion to its size while it
//     decodes, a whole core's at bodyBytesPerCore, so that a flood of
//     large bodies is refused once read, before its decoding takes the
//     cores. Costly work takes no cheap place, so it can never starve the
//     cheap requests.
const (
	// cheapCost is the largest cost of a check admitted among the cheap:
	// a board of about 30 permanents facing 30 attackers with abilities.
	cheapCost = 1_000
	// costPerCore is what one core takes at once: a check of this cost or
	// more may use its whole work budget, and takes a whole core.
	costPerCore = 20_000
	// cheapBodyBytes is the largest body decoded without taking a weight;
	// a typical check's body is under 4 KiB.
	cheapBodyBytes = 16 << 10
	// bodyBytesPerCore is the size of a body whose decoding takes a whole
	// core's weight.
	bodyBytesPerCore = 64 << 10
)

// defaultCheckCores is Config.CheckCores's default: every core but one,
// at least one.
func defaultCheckCores() int { return max(1, runtime.GOMAXPROCS(0)-1) }

// admission holds the two limits of one server; nil admits everything.
type admission struct {
	cheap    chan struct{}       // nil: no cap on cheap requests
	costly   *semaphore.Weighted // nil: no cap on costly checks
	maxCheap int
	cores    int
	m        *metrics
}

func newAdmission(cfg Config, m *metrics) *admission {
	a := &admission{maxCheap: cfg.MaxInFlight, cores: cfg.CheckCores, m: m}
	if cfg.MaxInFlight > 0 {
		a.cheap = make(chan struct{}, cfg.MaxInFlight)
		a.costly = semaphore.NewWeighted(int64(cfg.CheckCores) * costPerCore)
	}
	return a
}

// admit takes a place for a request of the given cost (cheapCost or less
// for anything but a check), or answers why not. release gives it back.
func (a *admission) admit(cost int64) (release func(), err error) {
	if a == nil {
		return func() {}, nil
	}
	if cost <= cheapCost {
		if a.cheap != nil {
			select {
			case a.cheap <- struct{}{}:
			default:
				a.m.rejected.Inc()
				return nil, fail(codeOverloaded,
					"the judge is serving its limit of %d requests at once; retry after %d s", a.maxCheap, retryAfterSeconds)
			}
		}
		a.m.inFlight.Inc()
		return func() { a.m.inFlight.Dec(); a.release(nil) }, nil
	}
	weight := min(cost, costPerCore)
	if a.costly != nil && !a.costly.TryAcquire(weight) {
		a.m.rejected.Inc()
		return nil, fail(codeOverloaded,
			"the judge is already doing as much costly work as its %d cores take; retry after %d s, or send a smaller board", a.cores, retryAfterSeconds)
	}
	a.m.inFlight.Inc()
	return func() { a.m.inFlight.Dec(); a.release(&weight) }, nil
}

func (a *admission) release(weight *int64) {
	switch {
	case weight != nil && a.costly != nil:
		a.costly.Release(*weight)
	case weight == nil && a.cheap != nil:
		<-a.cheap
	}
}

// decoding takes, for a body of n bytes, a weight of the costly limit
// while it is decoded; a body of cheapBodyBytes or less takes none.
func (a *admission) decoding(n int) (release func(), err error) {
	if a == nil || a.costly == nil || n <= cheapBodyBytes {
		return func() {}, nil
	}
	weight := decodeWeight(int64(n))
	if !a.costly.TryAcquire(weight) {
		return nil, a.busyDecoding()
	}
	return func() { a.costly.Release(weight) }, nil
}

// couldDecode says whether a body of the announced length (-1: unknown)
// could be decoded now. It takes nothing: a body is read before any weight
// is taken, so that a client sending it slowly holds none; but one that
// would be refused once read is refused before.
func (a *admission) couldDecode(contentLength int64) bool {
	if a == nil || a.costly == nil || contentLength <= cheapBodyBytes {
		return true
	}
	weight := decodeWeight(contentLength)
	if !a.costly.TryAcquire(weight) {
		return false
	}
	a.costly.Release(weight)
	return true
}

// decodeWeight is the weight of decoding a body of n bytes.
func decodeWeight(n int64) int64 { return max(1, min(costPerCore, n*costPerCore/bodyBytesPerCore)) }

// busyDecoding counts and answers a large body refused for load.
func (a *admission) busyDecoding() error {
	a.m.rejected.Inc()
	return fail(codeOverloaded,
		"the judge is already doing as much costly work as its %d cores take; retry after %d s, or send a smaller body", a.cores, retryAfterSeconds)
}

// withAdmission admits, at once, each request that is not a check: GET and
// the rest. A POST admits itself once its body is read (handleJudge).
func withAdmission(a *admission) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if uncapped[r.URL.Path] || r.Method == http.MethodPost {
				next.ServeHTTP(w, r)
				return
			}
			release, err := a.admit(0)
			if err != nil {
				refuse(w, r, err)
				return
			}
			defer release()
			next.ServeHTTP(w, r)
		})
	}
}

// refuse answers a request turned away for load: 503 with Retry-After.
func refuse(w http.ResponseWriter, r *http.Request, err error) {
	w.Header().Set("Retry-After", strconv.Itoa(retryAfterSeconds))
	encodeProblem(w, r, err)
}

// coster is a request whose cost to judge its board announces.
type coster interface{ cost() int64 }

// boardCost estimates what judging a check may take, from what the request
// holds, before its cards are read: every permanent, ability (a line of a
// card's oracle text counting as one, a card given by name as
// cardByNameAbilities) and declared creature is read once; and when
// abilities may set requirements or restrictions, the search's options
// grow with the permanents times the attackers they may block (or, for an
// attack, the players they may attack).
func boardCost(b *Board, attackers, others int) int64 {
	if b == nil {
		return int64(attackers + others)
	}
	n, k := int64(len(b.Permanents)), int64(0)
	for i := range b.Permanents {
		p := &b.Permanents[i] // not a copy of its some 350 bytes
		k += int64(len(p.Abilities))
		if c := p.Card; c != nil && c.byName != "" {
			k += cardByNameAbilities
		} else if c != nil {
			k += int64(strings.Count(c.OracleText, "\n") + 1)
			for _, f := range c.CardFaces {
				k += int64(strings.Count(f.OracleText, "\n") + 1)
			}
		}
	}
	c := n + k + int64(attackers+others)
	if k > 0 {
		c += n * int64(max(attackers, len(b.Players), 1))
	}
	return c
}

// cost of an attack check (boardCost).
func (r *AttackCheckRequest) cost() int64 { return boardCost(r.Board, len(r.Attackers), 0) }

// cost of a block check (boardCost).
func (r *BlockCheckRequest) cost() int64 {
	return boardCost(r.Board, len(r.Attackers), len(r.Blockers))
}

// cost of a damage check: as for a block check with no attacker to weigh,
// every assignment read once.
func (r *DamageCheckRequest) cost() int64 {
	return boardCost(r.Board, 0, len(r.Attackers)+len(r.Blockers)+len(r.Assignments))
}

// cardByNameAbilities is what a card given by name counts for in a cost:
// the cards of the card file have a few lines each.
const cardByNameAbilities = 4

// costOf is a request's cost (coster), 0 for one that announces none.
func costOf(req any) int64 {
	if c, ok := req.(coster); ok {
		return c.cost()
	}
	return 0
}
