// Package httpapi is the HTTP edge of the judge: it turns the public JSON
// contract (wire types with json tags) into the rules package's types,
// calls the core, and turns its judgement back into JSON.
//
// Every route is in routes.go. Handlers are maker functions returning
// http.Handler, each carrying its swag annotation block. A body is read only
// by decode (size limit, Content-Type, strict JSON, then validation) and
// written only by encode and encodeProblem. Every error becomes an RFC 9457
// problem through problemFor, the one map from errors to status codes:
//
//	400 not JSON, trailing data, wrong JSON types, unknown fields, nesting
//	    deeper than Config.MaxDepth
//	413 body over Config.MaxBodyBytes
//	415 Content-Type other than application/json
//	422 missing required fields, a list or string over a limit of Config
//	    (limits.go), or a rules.InputError from the core
//	404, 405 unknown route or method; 500 a bug, including a recovered panic
//	429 a client over Config.RateLimit (ratelimit.go; off by default)
//	503 Config.MaxInFlight requests already being served (admission.go)
//
// A problem's type is /problems/KIND, one kind a code, a page the server
// answers from docs/problems (problemtypes.go); its instance is the
// request id.
//
// An illegal action is not an error: it is a 200 with verdict "illegal".
//
// One request id (X-Request-Id when the client sends a sane one, a random
// one otherwise) is echoed in the X-Request-Id header, the body's
// decision_id and the request's zerolog line.
//
// The middleware, outermost first: request id, access log, metrics
// (metrics.go, GET /metrics), delivery (an answer that never reached its
// client is logged and counted 499), panic recovery, security headers
// (headers.go), CORS (cors.go) and admission (admission.go), then the rate
// limit per client (ratelimit.go), HEAD served as GET and gzip (compress.go); the GET
// lookups add an ETag, Cache-Control and 304 (conditional.go). GET
// /healthz, /readyz (ready.go) and /metrics are never capped or limited.
//
// Admission is by cost, and after reading: a check is admitted once its
// body is read and decoded, so that a slow client holds no place; cheap
// requests are capped by count, costly work (large boards with abilities,
// decoding large bodies) by a weighted limit sized to the cores, and
// beyond either the answer is 503 with Retry-After at once. A check the
// core stops for its deadline (rules.ErrStopped) is a 503 too, never an
// answer whose figures depend on timing.
//
// A permanent may be given as a card (cardreading.go): a Scryfall card object,
// whose unknown fields are ignored while the rest of the request stays
// strict, or a card's name looked up in Config.Cards. readCards fills in
// the fields the permanent does not write from what package cards derives,
// before the board reaches the core; the answer's ignored lists the lines
// of card text not taken into account, and its notes the translations
// from today's Oracle wording.
package httpapi
