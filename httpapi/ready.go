package httpapi

import (
	"net/http"
	"slices"
	"sync"
)

// The conditions that hold readiness back. A component that needs one more
// (a file still loading, say) names its own and calls Wait, then Done.
const (
	// ReadyStarting holds while the server starts; judged clears it once
	// it serves.
	ReadyStarting = "starting"
	// ReadyShuttingDown holds from the signal to stop until the process
	// exits, while in-flight requests drain.
	ReadyShuttingDown = "shutting down"
)

// Readiness is what GET /readyz reports: the server is ready when no named
// condition holds it back. The zero value is ready; it is safe for
// concurrent use.
type Readiness struct {
	mu      sync.Mutex
	waiting map[string]bool
}

// NewReadiness returns a Readiness held back by each condition given, until
// Done is called for it.
func NewReadiness(conditions ...string) *Readiness {
	r := &Readiness{}
	for _, c := range conditions {
		r.Wait(c)
	}
	return r
}

// Wait holds readiness back until Done(condition).
func (r *Readiness) Wait(condition string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.waiting == nil {
		r.waiting = map[string]bool{}
	}
	r.waiting[condition] = true
}

// Done releases condition.
func (r *Readiness) Done(condition string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.waiting, condition)
}

// Waiting lists, sorted, the conditions holding readiness back; none when
// ready. A nil Readiness is always ready.
func (r *Readiness) Waiting() []string {
	if r == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]string, 0, len(r.waiting))
	for c := range r.waiting {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

// ReadyStatus is the answer of GET /readyz.
type ReadyStatus struct {
	Status string `json:"status" enums:"ready,not ready" example:"not ready"`
	// Waiting lists what holds readiness back; empty when ready.
	Waiting []string `json:"waiting" example:"starting"`
	// Cards is the card file loaded (cardfile.go); absent when the
	// server has none or it is still loading.
	Cards *CardFileStatus `json:"cards,omitempty"`
}

// handleReadyz answers whether the server should be sent traffic.
//
//	@Summary		Readiness
//	@Description	Answers 200 when the server is ready for traffic, and 503 while it starts, while it shuts down (in-flight requests draining) or while anything else it needs is not ready yet; waiting names what it waits for. cards names the card file loaded, its date, whether it is the built-in one, and the built-in cards it extends. Unlike the API, it is never refused for load.
//	@ID			getReadiness
//	@Tags			operations
//	@Produce		json
//	@Success		200	{object}	ReadyStatus
//	@Failure		503	{object}	ReadyStatus	"not ready: waiting says why"
//	@Router			/readyz [get]
func handleReadyz(r *Readiness, cards *CardFile) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		waiting := r.Waiting()
		if len(waiting) > 0 {
			encode(w, req, http.StatusServiceUnavailable, ReadyStatus{Status: "not ready", Waiting: waiting, Cards: cards.status()})
			return
		}
		encode(w, req, http.StatusOK, ReadyStatus{Status: "ready", Waiting: []string{}, Cards: cards.status()})
	})
}
