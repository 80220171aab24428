package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
)

// doc is a document with one operation: a 200 and a 404 answer, each with
// both media types, as the conversion from Swagger 2.0 writes them.
func doc(t *testing.T, okSchema, notFoundSchema string, types ...string) *openapi3.T {
	t.Helper()
	content := func(ref string) openapi3.Content {
		c := openapi3.Content{}
		for _, ct := range types {
			c[ct] = &openapi3.MediaType{Schema: &openapi3.SchemaRef{Ref: ref, Value: &openapi3.Schema{}}}
		}
		return c
	}
	responses := openapi3.NewResponses()
	responses.Set("200", &openapi3.ResponseRef{Value: &openapi3.Response{Content: content(okSchema)}})
	responses.Set("404", &openapi3.ResponseRef{Value: &openapi3.Response{Content: content(notFoundSchema)}})
	d := &openapi3.T{Paths: openapi3.NewPaths(), Components: &openapi3.Components{Schemas: openapi3.Schemas{}}}
	d.Paths.Set("/v1/rules/{number}", &openapi3.PathItem{Get: &openapi3.Operation{Responses: responses}})
	return d
}

func TestContentByStatus(t *testing.T) {
	d := doc(t, "#/components/schemas/RuleEntry", problemRef, "application/json", problemType)
	if err := contentByStatus(d, nil); err != nil {
		t.Fatal(err)
	}
	op := d.Paths.Value("/v1/rules/{number}").Get
	for code, want := range map[int]string{200: "application/json", 404: problemType} {
		c := op.Responses.Status(code).Value.Content
		if len(c) != 1 || c[want] == nil {
			t.Errorf("%d: got %d media types, want only %s", code, len(c), want)
		}
	}

	// A problem answer with no problem media type in @Produce is an error,
	// and so is a success answered with a problem.
	for _, c := range []struct {
		ok, notFound string
		types        []string
		want         string
	}{
		{"#/components/schemas/RuleEntry", problemRef, []string{"application/json"}, "is not in its @Produce"},
		{problemRef, problemRef, []string{"application/json", problemType}, "a 200 answer is a problem"},
	} {
		if err := contentByStatus(doc(t, c.ok, c.notFound, c.types...), nil); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want an error saying %q", err, c.want)
		}
	}
}

func TestUnionsFailWhenTheFieldIsGone(t *testing.T) {
	d := doc(t, "", "", "application/json")
	if err := oneOfs(d, nil); err == nil || !strings.Contains(err.Error(), "no schema Permanent") {
		t.Errorf("no schema: got %v, want an error naming it", err)
	}
	d.Components.Schemas["Permanent"] = openapi3.NewSchemaRef("", openapi3.NewObjectSchema())
	if err := oneOfs(d, nil); err == nil || !strings.Contains(err.Error(), "has no property card") {
		t.Errorf("no property: got %v, want an error naming it", err)
	}
}

func TestConditionalAndRateLimitedPatches(t *testing.T) {
	// An operation named in a list but gone from the document is an error.
	d := doc(t, "#/components/schemas/RuleEntry", problemRef, "application/json", problemType)
	if err := conditionalGets(d, nil); err == nil || !strings.Contains(err.Error(), "no operation getWebForm") {
		t.Errorf("conditionalGets: got %v, want an error naming the missing operation", err)
	}
	if err := rateLimited(d, nil); err == nil || !strings.Contains(err.Error(), "no operation getHealth") {
		t.Errorf("rateLimited: got %v, want an error naming the missing operation", err)
	}

	// Every operation but the probes gets the 429; the probes don't.
	d.Paths.Value("/v1/rules/{number}").Get.OperationID = "getRule"
	for _, id := range unlimited {
		responses := openapi3.NewResponses()
		d.Paths.Set("/"+id, &openapi3.PathItem{Get: &openapi3.Operation{OperationID: id, Responses: responses}})
	}
	if err := rateLimited(d, nil); err != nil {
		t.Fatal(err)
	}
	for path, item := range d.Paths.Map() {
		op := item.Get
		got := op.Responses.Status(429) != nil
		if want := !slices.Contains(unlimited, op.OperationID); got != want {
			t.Errorf("%s: got a 429: %v, want %v", path, got, want)
		}
	}
	if r := d.Components.Responses["TooManyRequests"]; r == nil || r.Value.Headers["Retry-After"] == nil {
		t.Errorf("components: got %v, want TooManyRequests with Retry-After", r)
	}
}
