package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

// problemType is the media type of an RFC 9457 problem.
const problemType = "application/problem+json"

// problemRef is the schema of a problem.
const problemRef = "#/components/schemas/Problem"

// patch says what swag's Swagger 2.0 cannot. Each step fails when what it
// patches is not there.
func patch(doc *openapi3.T, v2 []byte) error {
	doc.OpenAPI = "3.0.3"
	for _, step := range []func(*openapi3.T, []byte) error{parameterExamples, contentByStatus, oneOfs, conditionalGets, rateLimited} {
		if err := step(doc, v2); err != nil {
			return err
		}
	}
	return nil
}

// parameterExamples copies each path and query parameter's example from the
// Swagger 2.0 document (swag writes it there, where 2.0 does not allow it,
// and the conversion drops it) to the OpenAPI 3.0 parameter, where it is
// allowed. The examples are what httpapi's tests send.
func parameterExamples(doc *openapi3.T, v2 []byte) error {
	var raw struct {
		Paths map[string]map[string]struct {
			Parameters []struct {
				Name    string `json:"name"`
				In      string `json:"in"`
				Example any    `json:"example"`
			} `json:"parameters"`
		} `json:"paths"`
	}
	if err := json.Unmarshal(v2, &raw); err != nil {
		return err
	}
	for path, ops := range raw.Paths {
		for method, op := range ops {
			for _, p := range op.Parameters {
				if p.Example == nil || p.In == "body" {
					continue
				}
				op3 := doc.Paths.Find(path).GetOperation(strings.ToUpper(method))
				prm := op3.Parameters.GetByInAndName(p.In, p.Name)
				if prm == nil {
					return fmt.Errorf("parameterExamples: %s %s: no %s parameter %q after the conversion", method, path, p.In, p.Name)
				}
				prm.Example = p.Example
			}
		}
	}
	return nil
}

// contentByStatus gives each answer only the media types it is sent with:
// Swagger 2.0 lists an operation's media types once for all its answers,
// so the conversion gives application/problem+json to the 200 and
// application/json to the problems. A problem is application/problem+json;
// any other answer keeps the operation's other types.
func contentByStatus(doc *openapi3.T, _ []byte) error {
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			for code, resp := range op.Responses.Map() {
				content := resp.Value.Content
				if len(content) == 0 {
					continue
				}
				var schema *openapi3.SchemaRef
				for _, mt := range content {
					schema = mt.Schema
					break
				}
				isProblem := schema != nil && schema.Ref == problemRef
				if n, err := strconv.Atoi(code); err == nil && n < 400 && isProblem {
					return fmt.Errorf("contentByStatus: %s %s: a %d answer is a problem", method, path, n)
				}
				kept := openapi3.Content{}
				for name, mt := range content {
					if (name == problemType) == isProblem {
						kept[name] = mt
					}
				}
				if isProblem && len(kept) == 0 {
					return fmt.Errorf("contentByStatus: %s %s: its %s answer is a problem, and %s is not in its @Produce", method, path, code, problemType)
				}
				if len(kept) == 0 {
					return fmt.Errorf("contentByStatus: %s %s: its %s answer has no media type but %s", method, path, code, problemType)
				}
				resp.Value.Content = kept
			}
		}
	}
	return nil
}

// unions are the fields a request may give in either of two shapes. Swagger
// 2.0 has no oneOf; each is written here as a oneOf of its two shapes, the
// field's own schema (as swag wrote it from the Go type) being one of them.
var unions = []struct {
	schema, field string
	// other is the shape the Go type does not show; the Go type's own
	// shape, as swag wrote it, is the second of the oneOf.
	other       *openapi3.Schema
	description string
}{
	{
		schema: "Permanent", field: "card",
		other:       openapi3.NewStringSchema().WithMinLength(1),
		description: "The permanent's card: a Scryfall card object, or a card's name (a string), looked up in the server's card file (judged -cards). Its name, types, colors, printed power and toughness and abilities fill in every field the permanent does not write itself.",
	},
	{
		schema: "Attacker", field: "provoke",
		other:       openapi3.NewStringSchema(),
		description: "The target of the attacker's provoke trigger (502.29): one id, or a list of ids, one for each instance of provoke it has (502.29b). Answers always write a list.",
	},
}

// oneOfs writes each of unions as a oneOf of its two shapes.
func oneOfs(doc *openapi3.T, _ []byte) error {
	for _, u := range unions {
		s, ok := doc.Components.Schemas[u.schema]
		if !ok {
			return fmt.Errorf("unions: no schema %s", u.schema)
		}
		own, ok := s.Value.Properties[u.field]
		if !ok {
			return fmt.Errorf("unions: %s has no property %s", u.schema, u.field)
		}
		var shape *openapi3.SchemaRef
		switch {
		case own.Ref != "":
			shape = &openapi3.SchemaRef{Ref: own.Ref}
		case len(own.Value.AllOf) == 1 && own.Value.AllOf[0].Ref != "":
			shape = &openapi3.SchemaRef{Ref: own.Value.AllOf[0].Ref} // swag's way of describing a $ref
		default:
			own.Value.Description = ""
			shape = own
		}
		s.Value.Properties[u.field] = openapi3.NewSchemaRef("", &openapi3.Schema{
			Description: u.description,
			OneOf:       openapi3.SchemaRefs{openapi3.NewSchemaRef("", u.other), shape},
		})
	}
	return nil
}

// conditional are the operations whose 200 carries an ETag and
// Cache-Control, and that answer 304 to an If-None-Match naming the ETag
// (httpapi's withValidators, and the form's and the document's own
// handlers). httpapi/conditional_test.go checks the list against the
// answers.
var conditional = []string{
	"getWebForm", "getOpenAPI", "getProblemType",
	"listAbilities", "listCardNames", "getCard",
	"listRules", "getRule", "listScenarios", "getScenario",
}

// conditionalGets documents, on each of conditional, the validators of its
// 200 and its 304: the same answers, said once (components NotModified,
// ETag, CacheControl) rather than in ten annotation blocks.
func conditionalGets(doc *openapi3.T, _ []byte) error {
	components(doc)
	doc.Components.Headers["ETag"] = header("The answer's entity tag: send it back in If-None-Match to get a 304, with no body, while the answer is the same. Weak (W/) when the answer is gzipped.")
	doc.Components.Headers["CacheControl"] = header("no-cache: a client may keep the answer, and asks again (If-None-Match) before each use.")
	validators := openapi3.Headers{
		"ETag":          {Ref: "#/components/headers/ETag"},
		"Cache-Control": {Ref: "#/components/headers/CacheControl"},
	}
	notModified := openapi3.NewResponse().WithDescription("Not Modified: If-None-Match named the answer's ETag; no body.")
	notModified.Headers = validators
	doc.Components.Responses["NotModified"] = &openapi3.ResponseRef{Value: notModified}
	for _, id := range conditional {
		op := operation(doc, id)
		if op == nil {
			return fmt.Errorf("conditionalGets: no operation %s", id)
		}
		ok := op.Responses.Status(200)
		if ok == nil || ok.Value == nil {
			return fmt.Errorf("conditionalGets: %s has no 200 answer", id)
		}
		if ok.Value.Headers == nil {
			ok.Value.Headers = openapi3.Headers{}
		}
		maps.Copy(ok.Value.Headers, validators)
		op.Responses.Set("304", &openapi3.ResponseRef{Ref: "#/components/responses/NotModified"})
	}
	return nil
}

// unlimited are the operations the rate limit never counts: an
// orchestrator's probes and a metrics scraper.
var unlimited = []string{"getHealth", "getReadiness", "getMetrics"}

// rateLimited documents the 429 of every other operation (component
// TooManyRequests): the server answers it only when started with
// -rate-limit (httpapi's withRateLimit).
func rateLimited(doc *openapi3.T, _ []byte) error {
	for _, id := range unlimited {
		if operation(doc, id) == nil {
			return fmt.Errorf("rateLimited: no operation %s", id)
		}
	}
	components(doc)
	resp := openapi3.NewResponse().
		WithDescription("Too Many Requests: this client sent more than the server takes in its window (only when judged runs with -rate-limit); retry after Retry-After seconds.").
		WithContent(openapi3.NewContentWithSchemaRef(&openapi3.SchemaRef{Ref: problemRef}, []string{problemType}))
	resp.Headers = openapi3.Headers{
		"Retry-After":           header("Seconds to wait before sending again."),
		"X-RateLimit-Limit":     header("The requests a client may send in the window."),
		"X-RateLimit-Remaining": header("The requests this client has left in the window."),
		"X-RateLimit-Reset":     header("When the window ends, in Unix seconds."),
	}
	doc.Components.Responses["TooManyRequests"] = &openapi3.ResponseRef{Value: resp}
	for _, item := range doc.Paths.Map() {
		for _, op := range item.Operations() {
			if !slices.Contains(unlimited, op.OperationID) {
				op.Responses.Set("429", &openapi3.ResponseRef{Ref: "#/components/responses/TooManyRequests"})
			}
		}
	}
	return nil
}

// components makes the maps the patches add to.
func components(doc *openapi3.T) {
	if doc.Components == nil {
		doc.Components = &openapi3.Components{}
	}
	if doc.Components.Headers == nil {
		doc.Components.Headers = openapi3.Headers{}
	}
	if doc.Components.Responses == nil {
		doc.Components.Responses = openapi3.ResponseBodies{}
	}
}

// operation finds an operation by its operationId.
func operation(doc *openapi3.T, id string) *openapi3.Operation {
	for _, item := range doc.Paths.Map() {
		for _, op := range item.Operations() {
			if op.OperationID == id {
				return op
			}
		}
	}
	return nil
}

// header is a response header holding a string.
func header(description string) *openapi3.HeaderRef {
	return &openapi3.HeaderRef{Value: &openapi3.Header{Parameter: openapi3.Parameter{
		Description: description,
		Schema:      openapi3.NewStringSchema().NewRef(),
	}}}
}
