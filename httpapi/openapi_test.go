package httpapi_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"mime"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/openapi"
	"rulesjudge/scenarios"
)

// The OpenAPI document (openapi/openapi.json) is generated from the swag
// annotations in this package (openapi/gen). These tests keep it honest:
// it is the output of the annotations as they are, a valid OpenAPI 3.0
// document (kin-openapi validates it), it lists every route with an
// operationId, the examples it gives are accepted, and every answer the
// service gives to every scenario, and to every example, matches the
// schema the document gives for that status and media type.

const regenerate = "regenerate it with: go generate ./openapi"

// loadDoc loads and validates the embedded document.
func loadDoc(t *testing.T) *openapi3.T {
	t.Helper()
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(openapi.JSON)
	if err != nil {
		t.Fatalf("openapi/openapi.json does not load: %v", err)
	}
	if err := doc.Validate(loader.Context); err != nil {
		t.Fatalf("openapi/openapi.json is not valid OpenAPI 3.0: %v; %s", err, regenerate)
	}
	return doc
}

// generateArgs returns the command line of openapi/generate.go, with its
// output directory replaced by out.
func generateArgs(t *testing.T, out string) []string {
	t.Helper()
	f, err := os.Open("../openapi/generate.go")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, ok := strings.CutPrefix(sc.Text(), "//go:generate ")
		if !ok {
			continue
		}
		args := strings.Fields(line)
		if len(args) < 3 || !slices.Equal(args[:3], []string{"go", "run", "./gen"}) {
			t.Fatalf("openapi/generate.go: got %q, want a go:generate line running go run ./gen", line)
		}
		i := slices.Index(args, "-o")
		if i < 0 || i+1 >= len(args) {
			t.Fatalf("openapi/generate.go: %q has no -o", line)
		}
		args[i+1] = out
		return args
	}
	t.Fatal("openapi/generate.go has no go:generate line")
	return nil
}

// TestOpenAPIUpToDate regenerates the document with the command of
// openapi/generate.go and compares it with the checked-in files.
func TestOpenAPIUpToDate(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command to run the generator with")
	}
	out := t.TempDir()
	args := generateArgs(t, out)
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = "../openapi" // where go generate runs it
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, b)
	}
	for _, name := range []string{"openapi.json", "openapi.yaml"} {
		got, err := os.ReadFile(filepath.Join("../openapi", name))
		if err != nil {
			t.Fatalf("%v; %s", err, regenerate)
		}
		want, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("openapi/%s is stale: the swag annotations in httpapi say otherwise; %s", name, regenerate)
		}
	}
}

// undocumented are the routes the document leaves out on purpose.
var undocumented = []struct {
	pattern string
	why     string
}{
	{"/docs/*", "Swagger UI's own files; GET /docs is documented"},
	{"/web/*", "the web form's script, style and icon; GET / is documented"},
}

// chiPathParam matches a chi path parameter, with its optional regexp.
var chiPathParam = regexp.MustCompile(`\{([^}:]+)(:[^}]*)?\}`)

// apiRoutes lists the router's routes as "METHOD /path", in the document's
// syntax ({number}, without chi's regexps).
func apiRoutes(t *testing.T) []string {
	t.Helper()
	routes, ok := httpapi.NewServer(httpapi.Config{}, zerolog.Nop()).(chi.Routes)
	if !ok {
		t.Fatal("NewServer does not return a chi router; this test walks its routes")
	}
	var got []string
	err := chi.Walk(routes, func(method, route string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		for _, u := range undocumented {
			if route == u.pattern {
				return nil
			}
		}
		got = append(got, method+" "+chiPathParam.ReplaceAllString(route, "{$1}"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(got)
	return got
}

// operations visits every operation of the document, in a fixed order.
func operations(doc *openapi3.T, f func(method, path string, op *openapi3.Operation)) {
	for _, path := range doc.Paths.InMatchingOrder() {
		item := doc.Paths.Value(path)
		methods := make([]string, 0)
		for m := range item.Operations() {
			methods = append(methods, m)
		}
		slices.Sort(methods)
		for _, m := range methods {
			f(m, path, item.GetOperation(m))
		}
	}
}

// TestOpenAPIHasEveryRoute: every route of the router is in the document,
// and the document has no route the router lacks.
func TestOpenAPIHasEveryRoute(t *testing.T) {
	routes := apiRoutes(t)
	var documented []string
	operations(loadDoc(t), func(m, p string, _ *openapi3.Operation) { documented = append(documented, m+" "+p) })
	slices.Sort(documented)
	for _, r := range routes {
		if !slices.Contains(documented, r) {
			t.Errorf("route %s: got no operation in openapi/openapi.json, want one: add swag annotations to its handler and %s", r, regenerate)
		}
	}
	for _, d := range documented {
		if !slices.Contains(routes, d) {
			t.Errorf("openapi/openapi.json documents %s: got no such route, want one (routes.go), or drop its annotations", d)
		}
	}
}

var camelCase = regexp.MustCompile(`^[a-z][a-zA-Z0-9]*$`)

// TestOpenAPIForClients checks what a generated client needs beyond a valid
// document: an operationId on every operation, unique, in camelCase (a
// method name in every language); every problem answer as
// application/problem+json and no other answer so; the fields every answer
// always has marked required; and the two fields a request may give in two
// shapes written as a oneOf.
func TestOpenAPIForClients(t *testing.T) {
	doc := loadDoc(t)
	if doc.OpenAPI != "3.0.3" || doc.Info.Title != "rulesjudge" || doc.Info.Version != "1" {
		t.Errorf("got openapi %q, title %q, version %q; want 3.0.3, rulesjudge, 1", doc.OpenAPI, doc.Info.Title, doc.Info.Version)
	}
	ids := map[string]string{}
	operations(doc, func(m, p string, op *openapi3.Operation) {
		where := m + " " + p
		switch prev, dup := ids[op.OperationID]; {
		case op.OperationID == "":
			t.Errorf("%s: got no operationId, want one (@ID)", where)
		case dup:
			t.Errorf("%s: got operationId %q, also %s's; want each its own", where, op.OperationID, prev)
		case !camelCase.MatchString(op.OperationID):
			t.Errorf("%s: got operationId %q, want camelCase", where, op.OperationID)
		}
		ids[op.OperationID] = where
		for code, resp := range op.Responses.Map() {
			n, _ := strconv.Atoi(code)
			for ct, mt := range resp.Value.Content {
				isProblem := mt.Schema != nil && mt.Schema.Ref == "#/components/schemas/Problem"
				if isProblem != (ct == "application/problem+json") || isProblem && n < 400 {
					t.Errorf("%s %s: got %s with schema %q, want problems, and only problems, as application/problem+json, and no success a problem", where, code, ct, mt.Schema.Ref)
				}
			}
		}
	})

	schemas := doc.Components.Schemas
	for _, c := range []struct {
		schema string
		want   []string // required, at least
	}{
		{"CheckResponse", []string{"verdict", "violations", "notes", "ignored", "decision_id"}},
		{"ResolveResponse", []string{"dealt", "state_based"}},
		{"Violation", []string{"rule", "objects", "message"}},
		{"Problem", []string{"type", "title", "status", "detail", "errors", "decision_id"}},
		{"Board", []string{"active_player", "players"}},
		{"Permanent", []string{"id", "controller"}},
		{"Attacker", []string{"creature"}},
	} {
		s, ok := schemas[c.schema]
		if !ok {
			t.Errorf("no schema %s", c.schema)
			continue
		}
		got := allRequired(s.Value)
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: got required %v, want %s among them", c.schema, got, w)
			}
		}
	}
	// A request leaves out what it does not need: not required.
	for _, c := range []struct{ schema, field string }{
		{"Permanent", "power"}, {"Permanent", "abilities"}, {"Player", "life"},
		{"AttackCheckRequest", "attackers"}, {"DamageCheckRequest", "step"},
	} {
		if slices.Contains(schemas[c.schema].Value.Required, c.field) {
			t.Errorf("%s.%s: got required, want optional (binding:\"optional\")", c.schema, c.field)
		}
	}
	for _, c := range []struct {
		schema, field string
		want          []string // the shapes' types
	}{
		{"Permanent", "card", []string{"string", "object"}},
		{"Attacker", "provoke", []string{"string", "array"}},
	} {
		p := schemas[c.schema].Value.Properties[c.field]
		var got []string
		for _, s := range p.Value.OneOf {
			got = append(got, s.Value.Type.Slice()...)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s.%s: got oneOf of %v, want %v", c.schema, c.field, got, c.want)
		}
	}
}

// allRequired is a schema's required fields, with those of the schemas it
// embeds (allOf).
func allRequired(s *openapi3.Schema) []string {
	out := slices.Clone(s.Required)
	for _, a := range s.AllOf {
		out = append(out, allRequired(a.Value)...)
	}
	return out
}

// checkAnswer validates an answer against the schema the document gives the
// operation for its status and media type, and returns every disagreement.
func checkAnswer(doc *openapi3.T, method, path string, status int, contentType string, body []byte) error {
	route, op := findOperation(doc, method, path)
	if op == nil {
		return errors.New("no operation in the document")
	}
	resp := op.Responses.Status(status)
	if resp == nil {
		return errors.New("the document lists no " + strconv.Itoa(status) + " answer for " + method + " " + route)
	}
	ct, _, _ := mime.ParseMediaType(contentType)
	if len(resp.Value.Content) == 0 {
		return nil // no body documented (a redirect)
	}
	mt := resp.Value.Content.Get(ct)
	if mt == nil {
		var cts []string
		for k := range resp.Value.Content {
			cts = append(cts, k)
		}
		return errors.New("Content-Type " + ct + " is not among the document's " + strings.Join(cts, ", ") + " for " + strconv.Itoa(status))
	}
	if mt.Schema == nil || !strings.Contains(ct, "json") {
		return nil
	}
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		return err
	}
	return mt.Schema.Value.VisitJSON(v, openapi3.MultiErrors())
}

// checkRequest validates a request body against the operation's schema.
func checkRequest(doc *openapi3.T, method, path string, body []byte) error {
	_, op := findOperation(doc, method, path)
	if op == nil || op.RequestBody == nil {
		return errors.New("no request body in the document")
	}
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		return err
	}
	return op.RequestBody.Value.Content.Get("application/json").Schema.Value.VisitJSON(v, openapi3.MultiErrors())
}

// findOperation finds the operation a request path is served by.
func findOperation(doc *openapi3.T, method, path string) (string, *openapi3.Operation) {
	for _, route := range doc.Paths.InMatchingOrder() {
		re := "^" + templateParam.ReplaceAllString(regexp.QuoteMeta(route), `[^/]+`) + "$"
		if regexp.MustCompile(re).MatchString(path) {
			if op := doc.Paths.Value(route).GetOperation(method); op != nil {
				return route, op
			}
		}
	}
	return "", nil
}

var templateParam = regexp.MustCompile(`\\\{[^}]+\\\}|\{[^}]+\}`)

// TestScenarioAnswersMatchTheSchema sends every scenario (scenarios/**) to
// the handler, as the scenario tests do, and validates the answer against
// the document's schema for its status and media type, and the request
// against the request schema when it was judged: the document can't drift
// from what the service sends.
func TestScenarioAnswersMatchTheSchema(t *testing.T) {
	doc := loadDoc(t)
	h := httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop())
	files, err := scenarios.Files(scenarioFS, ".")
	if err != nil {
		t.Fatal(err)
	}
	statuses := map[int]int{}
	for _, f := range files {
		s, endpoint, err := scenarios.Load(scenarioFS, f)
		if err != nil {
			t.Errorf("%s: %v", f.Rel, err)
			continue
		}
		req := httptest.NewRequest(http.MethodPost, endpoint, bytes.NewReader(s.Request))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		statuses[rec.Code]++
		if err := checkAnswer(doc, http.MethodPost, endpoint, rec.Code, rec.Header().Get("Content-Type"), rec.Body.Bytes()); err != nil {
			t.Errorf("%s: the %d answer does not match the document: %v\n%s", f.Rel, rec.Code, err, rec.Body)
		}
		if rec.Code == http.StatusOK {
			if err := checkRequest(doc, http.MethodPost, endpoint, s.Request); err != nil {
				t.Errorf("%s: the request was judged, but the document's request schema refuses it: %v", f.Rel, err)
			}
		}
	}
	// The scenarios cover both answers and problems.
	if statuses[http.StatusOK] == 0 || statuses[http.StatusUnprocessableEntity] == 0 {
		t.Errorf("got statuses %v, want 200s and 422s among the scenarios", statuses)
	}
}

// jsonExample is the example request body written in an operation's
// description as a ```json block.
var jsonExample = regexp.MustCompile("(?s)```json\n(.*?)\n```")

// TestOpenAPIExamples sends every operation its documented example (path
// and query parameters' examples, the body in its description), expects
// the first success status the document lists, and validates the answer
// against its schema; a check's example is legal.
func TestOpenAPIExamples(t *testing.T) {
	doc := loadDoc(t)
	// The card file is loaded so that GET /v1/cards/{name} finds its example.
	h := httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop())
	operations(doc, func(m, p string, op *openapi3.Operation) {
		t.Run(m+" "+p, func(t *testing.T) {
			path := p
			var query []string
			for _, prm := range op.Parameters {
				ex := prm.Value.Example
				switch prm.Value.In {
				case "path":
					s, ok := ex.(string)
					if !ok || s == "" {
						t.Fatalf("path parameter %s: got example %v, want one: example(...) in its @Param", prm.Value.Name, ex)
					}
					path = strings.ReplaceAll(path, "{"+prm.Value.Name+"}", s)
				case "query":
					if ex != nil {
						b, _ := json.Marshal(ex)
						query = append(query, prm.Value.Name+"="+strings.Trim(string(b), `"`))
					}
				}
			}
			if len(query) > 0 {
				path += "?" + strings.Join(query, "&")
			}
			var body []byte
			if op.RequestBody != nil {
				found := jsonExample.FindAllStringSubmatch(op.Description, -1)
				if len(found) != 1 {
					t.Fatalf("got %d ```json examples in the description, want 1 request body", len(found))
				}
				body = []byte(found[0][1])
				if err := checkRequest(doc, m, p, body); err != nil {
					t.Errorf("the example in the description does not match the request schema: %v", err)
				}
			}
			want := 0
			for code := range op.Responses.Map() {
				if n, err := strconv.Atoi(code); err == nil && n < 400 && (want == 0 || n < want) {
					want = n
				}
			}
			if want == 0 {
				t.Fatal("got no success response in the document, want one")
			}

			req := httptest.NewRequest(m, path, bytes.NewReader(body))
			if body != nil {
				req.Header.Set("Content-Type", "application/json")
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != want {
				t.Fatalf("%s %s: got status %d, want %d (the document's)\n%s", m, path, rec.Code, want, rec.Body)
			}
			if err := checkAnswer(doc, m, strings.Split(path, "?")[0], rec.Code, rec.Header().Get("Content-Type"), rec.Body.Bytes()); err != nil {
				t.Errorf("the answer does not match the document: %v\n%.2000s", err, rec.Body)
			}
			if body != nil {
				var got struct{ Verdict string }
				if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
					t.Fatal(err)
				}
				if got.Verdict != "legal" {
					t.Errorf("the example request: got verdict %q, want \"legal\"\n%s", got.Verdict, rec.Body)
				}
			}
		})
	})
}

// TestOpenAPIProblemsMatch: the problems every route can give (an unknown
// rule, scenario or card, a bad limit, a wrong method, an unknown path, a
// body the judge can't read) match the document's problem schema, under a
// status the document lists for that operation.
func TestOpenAPIProblemsMatch(t *testing.T) {
	doc := loadDoc(t)
	h := httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop())
	for _, c := range []struct {
		method, path, body string
		want               int
	}{
		{"GET", "/v1/rules/999.9z", "", 404},
		{"GET", "/v1/scenarios/blocks/nothing.json", "", 404},
		{"GET", "/v1/cards/No%20Such%20Card", "", 404},
		{"GET", "/v1/cards?limit=0", "", 400},
		{"POST", "/v1/attacks/check", "{", 400},
		{"POST", "/v1/blocks/check", `{"board": {}}`, 422},
		{"POST", "/v1/damage/check", strings.Repeat("[", 100), 400},
		{"POST", "/v1/damage/resolve", `{"board": {"active_player": "a", "players": [{"id": "a"}]}, "step": "third"}`, 422},
	} {
		req := httptest.NewRequest(c.method, c.path, strings.NewReader(c.body))
		if c.body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != c.want {
			t.Errorf("%s %s: got %d, want %d\n%s", c.method, c.path, rec.Code, c.want, rec.Body)
			continue
		}
		if err := checkAnswer(doc, c.method, strings.Split(c.path, "?")[0], rec.Code, rec.Header().Get("Content-Type"), rec.Body.Bytes()); err != nil {
			t.Errorf("%s %s: %v\n%s", c.method, c.path, err, rec.Body)
		}
	}
}

// TestOpenAPIServed: GET /openapi.json is the embedded document; GET /docs
// leads to Swagger UI, served from the binary and pointed at /openapi.json.
func TestOpenAPIServed(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	get := func(path string, header map[string]string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		for k, v := range header {
			req.Header.Set(k, v)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}

	doc := get("/openapi.json", nil)
	if doc.Code != http.StatusOK || doc.Header().Get("Content-Type") != "application/json" || !bytes.Equal(doc.Body.Bytes(), openapi.JSON) {
		t.Errorf("GET /openapi.json: got %d %q, %d bytes; want 200 application/json, the %d bytes of openapi/openapi.json",
			doc.Code, doc.Header().Get("Content-Type"), doc.Body.Len(), len(openapi.JSON))
	}
	if got := get("/openapi.json", map[string]string{"If-None-Match": doc.Header().Get("ETag")}).Code; got != http.StatusNotModified {
		t.Errorf("GET /openapi.json with its ETag: got %d, want 304", got)
	}

	for _, c := range []struct {
		path, location string
	}{
		{"/docs", "/docs/index.html"},
		{"/docs/", "/docs/index.html"},
		{"/docs/doc.json", "/openapi.json"},
	} {
		rec := get(c.path, nil)
		if rec.Code != http.StatusFound || rec.Header().Get("Location") != c.location {
			t.Errorf("GET %s: got %d to %q, want 302 to %q", c.path, rec.Code, rec.Header().Get("Location"), c.location)
		}
	}

	for _, path := range []string{"/docs/index.html", "/docs/index.html?x=1"} {
		page := get(path, nil)
		if page.Code != http.StatusOK || !strings.HasPrefix(page.Header().Get("Content-Type"), "text/html") {
			t.Fatalf("GET %s: got %d %q, want 200 text/html", path, page.Code, page.Header().Get("Content-Type"))
		}
		if !strings.Contains(page.Body.String(), `url: "\/openapi.json"`) && !strings.Contains(page.Body.String(), `url: "/openapi.json"`) {
			t.Errorf("GET %s: got a page not pointed at /openapi.json:\n%s", path, page.Body)
		}
		// The page's inline script needs 'unsafe-inline', on /docs/* only.
		if csp := page.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self' 'unsafe-inline'") {
			t.Errorf("GET %s: got Content-Security-Policy %q, want one that lets the page's inline script run", path, csp)
		}
	}
	if csp := doc.Header().Get("Content-Security-Policy"); strings.Contains(csp, "unsafe-inline") {
		t.Errorf("GET /openapi.json: got Content-Security-Policy %q, want the docs' looser policy kept to /docs/*", csp)
	}

	// Every file the page loads is in the binary: the UI works offline.
	page := get("/docs/index.html", nil).Body.String()
	assets := regexp.MustCompile(`(?:src|href)="\./([^"]+)"`).FindAllStringSubmatch(page, -1)
	if len(assets) < 3 {
		t.Fatalf("got %d local assets in the page, want its script, preset and style", len(assets))
	}
	for _, a := range assets {
		rec := get("/docs/"+a[1], nil)
		if rec.Code != http.StatusOK || rec.Body.Len() == 0 {
			t.Errorf("GET /docs/%s: got %d, %d bytes; want 200 and the file", a[1], rec.Code, rec.Body.Len())
		}
	}
}

// The document says what a combat's tricks are: every field of a trick with
// an example (what a client copies), at's enum the six points of the combat
// in their order, and the whole-combat request and its operation naming
// tricks. The web form (web/static/js/tricks.js) and the CLI send the same.
func TestOpenAPIDocumentsTricks(t *testing.T) {
	doc := loadDoc(t)
	trick := doc.Components.Schemas["Trick"]
	if trick == nil || trick.Value == nil {
		t.Fatal("got no Trick schema, want one")
	}
	want := []string{"ability", "at", "card", "choice", "color", "cycled", "discard", "divided", "enters", "flip", "kicked", "mode", "paid", "player", "revealed", "sacrifice", "source", "tap", "targets", "text", "times", "turn_face_up", "x"}
	var got []string
	for name, p := range trick.Value.Properties {
		got = append(got, name)
		if p.Value.Example == nil {
			t.Errorf("Trick.%s: got no example, want one", name)
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("Trick's fields: got %q, want %q", got, want)
	}
	var points []string
	for _, v := range trick.Value.Properties["at"].Value.Enum {
		points = append(points, v.(string))
	}
	if want := []string{"beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike", "regular", "end_of_combat"}; !slices.Equal(points, want) {
		t.Errorf("Trick.at's enum: got %q, want %q", points, want)
	}
	if !slices.Contains(trick.Value.Required, "at") {
		t.Errorf("Trick's required fields: got %q, want at among them", trick.Value.Required)
	}
	req := doc.Components.Schemas["CombatRequest"].Value.Properties["tricks"]
	if req == nil || req.Value.Items == nil || req.Value.Items.Ref != "#/components/schemas/Trick" {
		t.Errorf("CombatRequest.tricks: got %+v, want a list of Trick", req)
	}
	op := doc.Paths.Find("/v1/combat/resolve").Post
	if !strings.Contains(op.Description, `"tricks": [{"at": "declare_blockers", "card": "Giant Growth"`) {
		t.Errorf("POST /v1/combat/resolve: got a description without a trick's example, want one")
	}
}
