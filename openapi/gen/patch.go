package main

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

// problemType is the media type of an RFC 9457 problem.
const problemType = "application/problem+json"

// problemRef is the schema of a problem.
const problemRef = "#/components/schemas/httpapi.Problem"

// patch says what swag's Swagger 2.0 cannot. Each step fails when what it
// patches is not there.
func patch(doc *openapi3.T, v2 []byte) error {
	doc.OpenAPI = "3.0.3"
	for _, step := range []func(*openapi3.T, []byte) error{parameterExamples, contentByStatus, oneOfs} {
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
		schema: "httpapi.Permanent", field: "card",
		other:       openapi3.NewStringSchema().WithMinLength(1),
		description: "The permanent's card: a Scryfall card object, or a card's name (a string), looked up in the server's card file (judged -cards). Its name, types, colors, printed power and toughness and abilities fill in every field the permanent does not write itself.",
	},
	{
		schema: "httpapi.Attacker", field: "provoke",
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
