package httpapi_test

import (
	"bytes"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/internal/boards"
	"rulesjudge/rules"
)

// typicalBlockCheck is a 10-creature block check: five attackers, five
// possible blockers, with evasion, requirements and restrictions.
func typicalBlockCheck(b *testing.B) []byte {
	b.Helper()
	d := boards.DenseBlocks(rand.New(rand.NewPCG(10, 10)), 5, 5)
	body, err := json.Marshal(blockRequestJSON(d))
	if err != nil {
		b.Fatal(err)
	}
	return body
}

// blockRequestJSON writes a rules declaration in the wire format.
func blockRequestJSON(d rules.BlockDeclaration) map[string]any {
	var perms []map[string]any
	for _, p := range d.Board.Permanents {
		m := map[string]any{"id": p.ID, "name": p.Name, "controller": p.Controller, "types": p.Types, "tapped": p.Tapped, "abilities": p.Abilities}
		if p.Power != nil {
			m["power"], m["toughness"] = *p.Power, *p.Toughness
		}
		perms = append(perms, m)
	}
	var attackers []map[string]any
	for _, a := range d.Attackers {
		m := map[string]any{"creature": a.Creature}
		if len(a.Provoke) > 0 {
			m["provoke"] = a.Provoke
		}
		attackers = append(attackers, m)
	}
	blockers := []map[string]any{}
	for _, bl := range d.Blockers {
		blockers = append(blockers, map[string]any{"creature": bl.Creature, "blocking": bl.Blocking})
	}
	return map[string]any{
		"board":     map[string]any{"active_player": "alice", "players": []map[string]any{{"id": "alice", "life": 20}, {"id": "bob", "life": 20}}, "permanents": perms},
		"attackers": attackers,
		"blockers":  blockers,
	}
}

func serveOK(b *testing.B, h http.Handler, method, path string, body []byte) {
	req := httptest.NewRequest(method, path, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		b.Fatalf("%s %s: %d %s", method, path, rec.Code, rec.Body)
	}
}

// BenchmarkCheckVsHealthz measures a typical 10-creature block check
// through the full handler (request id, access log, decoding, validation,
// the judge, encoding) and GET /healthz through the same middleware; their
// ratio is issue 7's figure (target: at most 2).
func BenchmarkCheckVsHealthz(b *testing.B) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.New(io.Discard))
	body := typicalBlockCheck(b)
	b.Run("check", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			serveOK(b, h, http.MethodPost, "/v1/blocks/check", body)
		}
	})
	b.Run("healthz", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			serveOK(b, h, http.MethodGet, "/healthz", nil)
		}
	})
}

// BenchmarkCheckVsEcho is issue 16's figure: the typical check through the
// whole server against a trivial chi handler that decodes the same body
// into map[string]any and encodes it back (target: the check at most 1.0x
// the echo). It reports the ratio as check/echo.
func BenchmarkCheckVsEcho(b *testing.B) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.New(io.Discard))
	echo := chi.NewRouter()
	echo.Post("/echo", func(w http.ResponseWriter, r *http.Request) {
		var v map[string]any
		if err := json.NewDecoder(r.Body).Decode(&v); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(v)
	})
	body := typicalBlockCheck(b)
	var check, echoed float64
	b.Run("check", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			serveOK(b, h, http.MethodPost, "/v1/blocks/check", body)
		}
		check = float64(b.Elapsed()) / float64(b.N)
	})
	b.Run("echo", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			serveOK(b, echo, http.MethodPost, "/echo", body)
		}
		echoed = float64(b.Elapsed()) / float64(b.N)
		if check > 0 {
			b.ReportMetric(check/echoed, "check/echo")
		}
	})
}
