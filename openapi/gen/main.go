// Command gen writes the service's OpenAPI 3.0 document, openapi.json and
// openapi.yaml, from the swag annotations in package httpapi:
//
//	go generate ./openapi     (runs: go run ./gen -o .)
//
// swag v1.16 writes Swagger 2.0 only, and Swagger 2.0 cannot say two things
// this API does: a field that takes one of two shapes (a card as a name or
// a Scryfall object, provoke as one id or a list), and an example on a path
// or query parameter. Client generators also want OpenAPI 3 (openapi-typescript
// 7 refuses Swagger 2.0). So the document is made in three steps:
//
//  1. swag reads the annotations into Swagger 2.0, with every field
//     required unless its json tag says omitempty or its binding tag says
//     optional (swag's RequiredByDefault), so that an answer's fields are
//     required in generated types and a request's optional ones are marked.
//  2. kin-openapi's openapi2conv converts it to OpenAPI 3.0.
//  3. patch (patch.go) says what swag cannot, each patch checked: it fails
//     when what it patches is not found, so a renamed field or operation
//     can't leave a patch silently doing nothing.
//
// httpapi/openapi_test.go runs this program into a temporary directory and
// fails when the checked-in files differ, and validates the document.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"

	"github.com/getkin/kin-openapi/openapi2"
	"github.com/getkin/kin-openapi/openapi2conv"
	"github.com/getkin/kin-openapi/openapi3"
	"github.com/swaggo/swag/gen"
	"sigs.k8s.io/yaml"
)

func main() {
	out := flag.String("o", ".", "the directory to write openapi.json and openapi.yaml to")
	dir := flag.String("dir", "../httpapi", "the package whose annotations describe the API")
	flag.Parse()
	if err := run(*dir, *out); err != nil {
		fmt.Fprintln(os.Stderr, "openapi/gen:", err)
		os.Exit(1)
	}
}

func run(dir, out string) error {
	v2, err := swagger2(dir)
	if err != nil {
		return err
	}
	doc, err := convert(v2)
	if err != nil {
		return err
	}
	if err := patch(doc, v2); err != nil {
		return err
	}
	data, err := marshal(doc)
	if err != nil {
		return err
	}
	// The document must load and validate as OpenAPI 3.0 before it is written.
	loaded, err := openapi3.NewLoader().LoadFromData(data)
	if err != nil {
		return fmt.Errorf("the document does not load: %w", err)
	}
	if err := loaded.Validate(openapi3.NewLoader().Context); err != nil {
		return fmt.Errorf("the document is not valid OpenAPI 3.0: %w", err)
	}
	y, err := yaml.JSONToYAML(data)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "openapi.json"), data, 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "openapi.yaml"), y, 0o644)
}

// swagger2 runs swag on dir and returns the Swagger 2.0 document it writes.
func swagger2(dir string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "openapi-gen")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	// The settings of swag init's command line, but for the two that
	// matter here: RequiredByDefault, and JSON output only.
	err = gen.New().Build(&gen.Config{
		Debugger:            log.New(io.Discard, "", 0),
		SearchDir:           dir,
		MainAPIFile:         "openapi.go",
		OutputDir:           tmp,
		OutputTypes:         []string{"json"},
		PropNamingStrategy:  "camelcase",
		ParseDepth:          100,
		ParseGoList:         true,
		RequiredByDefault:   true,
		UseStructNames:      true, // schema names without the Go package: Board, not httpapi.Board
		LeftTemplateDelim:   "{{",
		RightTemplateDelim:  "}}",
		CollectionFormat:    "csv",
		PackageName:         "",
		CodeExampleFilesDir: "",
	})
	if err != nil {
		return nil, fmt.Errorf("swag: %w", err)
	}
	return os.ReadFile(filepath.Join(tmp, "swagger.json"))
}

// convert turns the Swagger 2.0 document into OpenAPI 3.0.
func convert(v2 []byte) (*openapi3.T, error) {
	var doc2 openapi2.T
	dec := json.NewDecoder(bytes.NewReader(v2))
	if err := dec.Decode(&doc2); err != nil {
		return nil, fmt.Errorf("reading swag's document: %w", err)
	}
	doc, err := openapi2conv.ToV3(&doc2)
	if err != nil {
		return nil, fmt.Errorf("converting to OpenAPI 3: %w", err)
	}
	return doc, nil
}

// marshal writes the document as indented JSON, keys sorted. It adds
// "security": [] at the root, which kin-openapi leaves out when empty: the
// API asks for no authentication, and says so.
func marshal(doc *openapi3.T) ([]byte, error) {
	data, err := json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, err
	}
	m["security"] = []any{}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
