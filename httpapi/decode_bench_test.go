package httpapi_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"testing"

	jsonv2 "github.com/go-json-experiment/json"

	"rulesjudge/httpapi"
)

// BenchmarkDecode compares the ways to read the typical check's body
// (issue 16): the one pass (fastdecode.go), the step-by-step checks it
// replaces on the common path, encoding/json into the typed request alone
// (no checks at all), a walk over encoding/json's tokens (the start of a
// streaming decoder built on Decoder.Token, before any check),
// encoding/json/v2 into the typed request refusing unknown members and
// duplicate names (issue 28: the floor of a decode built on it, before
// the limits, the control characters and the validator), and the echo's
// decoding into map[string]any.
func BenchmarkDecode(b *testing.B) {
	body := typicalBlockCheck(b)
	cfg := httpapi.WithDefaults(httpapi.Config{})
	b.Run("onepass", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if !httpapi.DecodeOnePass[httpapi.BlockCheckRequest](cfg, body) {
				b.Fatal("not taken")
			}
		}
	})
	b.Run("checked", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := httpapi.DecodeChecked[httpapi.BlockCheckRequest](cfg, body); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("typed", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var req httpapi.BlockCheckRequest
			if err := json.Unmarshal(body, &req); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("jsonv2", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var req httpapi.BlockCheckRequest
			if err := jsonv2.Unmarshal(body, &req, jsonv2.RejectUnknownMembers(true)); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("tokens", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			dec := json.NewDecoder(bytes.NewReader(body))
			for {
				_, err := dec.Token()
				if errors.Is(err, io.EOF) {
					break
				} else if err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("map", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var v map[string]any
			if err := json.Unmarshal(body, &v); err != nil {
				b.Fatal(err)
			}
		}
	})
}
