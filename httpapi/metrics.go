package httpapi

import (
	"net/http"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are what GET /metrics exposes, in Prometheus's text format. Each
// server has its own registry, so that tests can start many.
type metrics struct {
	registry *prometheus.Registry
	requests *prometheus.CounterVec   // route, method, status
	latency  *prometheus.HistogramVec // route, method
	verdicts *prometheus.CounterVec   // route, verdict
	judging  *prometheus.HistogramVec // route: time in the rules core
	nodes    *prometheus.HistogramVec // route: the requirement solver's search nodes
	inFlight prometheus.Gauge
	rejected prometheus.Counter
	// series holds the series of each label set met (seriesOf), and
	// nodesByRoute the nodes' histogram of each route that ran the solver
	// (nodesOf).
	series, nodesByRoute sync.Map
}

// latencyBuckets spread from half a millisecond (a small board) to ten
// seconds (past the default solver deadline and write timeout).
var latencyBuckets = []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}

func newMetrics() *metrics {
	m := &metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "rulesjudge_http_requests_total",
			Help: "HTTP requests answered, by route pattern, method and status (499: the client left, or the answer could not be written).",
		}, []string{"route", "method", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "rulesjudge_http_request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route pattern and method.",
			Buckets: latencyBuckets,
		}, []string{"route", "method"}),
		verdicts: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "rulesjudge_verdicts_total",
			Help: "Verdicts given, by route and verdict (legal, illegal, indeterminate: the solver ran out of its node budget or deadline).",
		}, []string{"route", "verdict"}),
		judging: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "rulesjudge_judge_duration_seconds",
			Help:    "Time the rules core spent judging a decoded request (the requirement solver's search included), by route.",
			Buckets: latencyBuckets,
		}, []string{"route"}),
		nodes: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "rulesjudge_solver_nodes",
			Help: "Search nodes the requirement solver visited for one check, by route (checks where a requirement or restriction applies; the node budget is -node-budget).",
			// 1, 4, 16, ... 4^10 (about a million): past any node budget in use.
			Buckets: prometheus.ExponentialBuckets(1, 4, 11),
		}, []string{"route"}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "rulesjudge_http_requests_in_flight",
			Help: "API requests being served now (/healthz, /readyz and /metrics not counted).",
		}),
		rejected: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "rulesjudge_http_requests_rejected_total",
			Help: "API requests answered 503 for load: the cap on cheap requests in flight, or the limit on costly checks sized to the cores, was reached.",
		}),
	}
	m.registry.MustRegister(m.requests, m.latency, m.verdicts, m.judging, m.nodes, m.inFlight, m.rejected,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// metricMethods are the methods counted by name; any other is "other", so
// that a client cannot grow the label set.
var metricMethods = []string{
	http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut,
	http.MethodPatch, http.MethodDelete, http.MethodOptions,
}

// withMetrics counts each request by the pattern of the route that served
// it ("unmatched" for a 404), never by its path, which a client chooses.
// It sits inside withAccessLog, whose logInfo gives the verdict.
func withMetrics(m *metrics, mux *chi.Mux) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			start := time.Now()
			rec, rw := recording(w, r)
			next.ServeHTTP(rw, r)

			route := routeOf(mux, r)
			method := r.Method
			if !slices.Contains(metricMethods, method) {
				method = "other"
			}
			status := rec.status
			li := infoOf(r.Context())
			if li != nil && li.clientGone {
				status = statusClientGone
			}
			key := seriesKey{route: route, method: method, status: status}
			if li != nil {
				key.verdict = li.verdict
			}
			sr := m.seriesOf(key)
			sr.requests.Inc()
			sr.latency.Observe(time.Since(start).Seconds())
			if key.verdict != "" {
				sr.verdicts.Inc()
				sr.judging.Observe(li.judging.Seconds())
				if li.nodes >= 0 {
					m.nodesOf(route).Observe(float64(li.nodes))
				}
			}
		})
	}
}

// seriesKey is the labels of the series one request counts in: its route,
// method and status, and its verdict ("" for none).
type seriesKey struct {
	route, method, verdict string
	status                 int
}

// series are the series of one seriesKey (the nodes' histogram is
// nodesOf's: made for every verdict, it would show empty ones).
type series struct {
	requests, verdicts prometheus.Counter
	latency, judging   prometheus.Observer
}

// seriesOf is the series of key, looked up once for each key: a request
// then costs one lookup, not one for each metric with its labels hashed
// and checked. The keys are as many as the label sets the metrics may
// have.
func (m *metrics) seriesOf(key seriesKey) *series {
	if sr, ok := m.series.Load(key); ok {
		return sr.(*series)
	}
	sr := &series{
		requests: m.requests.WithLabelValues(key.route, key.method, strconv.Itoa(key.status)),
		latency:  m.latency.WithLabelValues(key.route, key.method),
	}
	if key.verdict != "" {
		sr.verdicts = m.verdicts.WithLabelValues(key.route, key.verdict)
		sr.judging = m.judging.WithLabelValues(key.route)
	}
	got, _ := m.series.LoadOrStore(key, sr)
	return got.(*series)
}

// nodesOf is the nodes' histogram of route, looked up once: it is made
// when a request of the route first runs the solver, so that /metrics
// shows none for a route that never does.
func (m *metrics) nodesOf(route string) prometheus.Observer {
	if o, ok := m.nodesByRoute.Load(route); ok {
		return o.(prometheus.Observer)
	}
	got, _ := m.nodesByRoute.LoadOrStore(route, m.nodes.WithLabelValues(route))
	return got.(prometheus.Observer)
}

// routeOf is the pattern of the route r went to; a request turned away
// before routing (by the cap on requests in flight) is looked up.
func routeOf(mux *chi.Mux, r *http.Request) string {
	if rctx := chi.RouteContext(r.Context()); rctx != nil {
		if p := rctx.RoutePattern(); p != "" {
			return p
		}
	}
	if p := mux.Find(chi.NewRouteContext(), r.Method, r.URL.Path); p != "" {
		return p
	}
	return "unmatched"
}

// handleMetrics serves the metrics in Prometheus's text format.
//
//	@Summary		Metrics
//	@Description	The server's metrics in Prometheus's text exposition format: rulesjudge_http_requests_total (by route pattern, method and status), rulesjudge_http_request_duration_seconds (a histogram by route and method), rulesjudge_verdicts_total (by route and verdict; indeterminate counts the answers the solver could not settle within its node budget or deadline), rulesjudge_judge_duration_seconds (time in the rules core, by route), rulesjudge_solver_nodes (a histogram of the requirement solver's search nodes per check, by route), rulesjudge_http_requests_in_flight, rulesjudge_http_requests_rejected_total (503 for load), and the Go runtime's and process's own. Never refused for load.
//	@ID			getMetrics
//	@Tags			operations
//	@Produce		plain
//	@Success		200	{string}	string	"Prometheus text format"
//	@Router			/metrics [get]
func handleMetrics(m *metrics) http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{})
}
