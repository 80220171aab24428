package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"slices"
	"syscall"
	"testing"
	"time"

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
// the echo). The check and the echo run in turn, one request each, so that
// a change in the machine's load weighs on both alike; the ratio check/echo
// is reported under ratio, with each one's time per request.
func BenchmarkCheckVsEcho(b *testing.B) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.New(io.Discard))
	benchCheckVsEcho(b, h, "/v1/blocks/check", typicalBlockCheck(b))
}

// BenchmarkResolveVsEcho is issue 25's figure: the typical check's board
// and declarations walked whole through POST /v1/combat/resolve, against
// the echo of the same body, as BenchmarkCheckVsEcho (target: at most 1.5x).
func BenchmarkResolveVsEcho(b *testing.B) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.New(io.Discard))
	benchCheckVsEcho(b, h, "/v1/combat/resolve", typicalBlockCheck(b))
}

// BenchmarkWalkedVsEcho is BenchmarkResolveVsEcho's board walked to
// the end of combat: the typical check's board at the beginning of combat
// (its attackers untapped: the check's board shows them tapped, so the
// walk of that body stops at the attack's check, 308.2a), with the
// blockers of the block check's example declaration, which breaks no
// restriction; the walk goes through every step.
func BenchmarkWalkedVsEcho(b *testing.B) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.New(io.Discard))
	benchCheckVsEcho(b, h, "/v1/combat/resolve", typicalCombat(b))
}

// typicalCombat is typicalBlockCheck's board and attack as a combat that
// is walked whole (BenchmarkWalkedVsEcho).
func typicalCombat(b *testing.B) []byte {
	b.Helper()
	d := boards.DenseBlocks(rand.New(rand.NewPCG(10, 10)), 5, 5)
	j, err := rules.CheckBlocks(context.Background(), d, rules.Options{})
	if err != nil || j.Requirements == nil || j.Requirements.Example == nil {
		b.Fatalf("the block check gives no example declaration: %v", err)
	}
	d.Blockers = j.Requirements.Example.Blockers
	d.Board.Permanents = slices.Clone(d.Board.Permanents)
	for i := range d.Board.Permanents {
		if slices.ContainsFunc(d.Attackers, func(a rules.Attacker) bool { return a.Creature == d.Board.Permanents[i].ID }) {
			d.Board.Permanents[i].Tapped = false
		}
	}
	r, err := rules.ResolveCombat(context.Background(), rules.CombatDeclaration{Board: d.Board, Attackers: d.Attackers, Blockers: d.Blockers}, rules.Options{})
	if err != nil || r.Verdict != rules.Legal || r.Stage != rules.EndOfCombatStep {
		b.Fatalf("the typical combat is not walked whole: %v %s at %s %v", err, r.Verdict, r.Stage, r.Violations)
	}
	body, err := json.Marshal(blockRequestJSON(d))
	if err != nil {
		b.Fatal(err)
	}
	return body
}

// BenchmarkCardsVsEcho is issue 16's second figure: a block check on a
// realistic board of 16 permanents given as card names (cardsBlockCheck),
// against the echo of its body, as BenchmarkCheckVsEcho.
func BenchmarkCardsVsEcho(b *testing.B) {
	h := httpapi.NewServer(httpapi.Config{Cards: testCardFile(b)}, zerolog.New(io.Discard))
	benchCheckVsEcho(b, h, "/v1/blocks/check", cardsBlockCheck(b))
}

// cardsBlockCheck is alice's attack with five creatures into bob's board,
// 16 permanents in all, each given by its card's name, and bob's six
// blockers: flying and reach, a Lure, a Juggernaut that Walls can't block,
// a creature that can't be blocked by more than one, one that can block any
// number.
func cardsBlockCheck(b *testing.B) []byte {
	b.Helper()
	perm := func(id, controller, card string, tapped bool) map[string]any {
		return map[string]any{"id": id, "controller": controller, "card": card, "tapped": tapped}
	}
	lure := perm("lure", "alice", "Lure", false)
	lure["attached_to"] = "wurm"
	req := map[string]any{
		"board": map[string]any{
			"active_player": "alice",
			"players":       []map[string]any{{"id": "alice", "life": 20}, {"id": "bob", "life": 20}},
			"permanents": []map[string]any{
				perm("angel", "alice", "Serra Angel", false), perm("jugg", "alice", "Juggernaut", true),
				perm("tiger", "alice", "Stalking Tiger", true), perm("rats", "alice", "Bog Rats", true),
				perm("wurm", "alice", "Craw Wurm", true), perm("elves", "alice", "Llanowar Elves", false),
				lure, perm("island", "alice", "Island", false),
				perm("wood", "bob", "Wall of Wood", false), perm("stone", "bob", "Wall of Stone", false),
				perm("spider", "bob", "Giant Spider", false), perm("bears", "bob", "Grizzly Bears", false),
				perm("giant", "bob", "Hill Giant", false), perm("raider", "bob", "Goblin Raider", false),
				perm("guard", "bob", "Palace Guard", false), perm("swamp", "bob", "Swamp", false),
			},
		},
		"attackers": []map[string]any{{"creature": "angel"}, {"creature": "jugg"}, {"creature": "tiger"}, {"creature": "rats"}, {"creature": "wurm"}},
		"blockers": []map[string]any{
			{"creature": "spider", "blocking": []string{"angel"}}, {"creature": "giant", "blocking": []string{"jugg"}},
			{"creature": "bears", "blocking": []string{"wurm"}}, {"creature": "wood", "blocking": []string{"wurm"}},
			{"creature": "stone", "blocking": []string{"wurm"}}, {"creature": "guard", "blocking": []string{"tiger", "wurm"}},
		},
	}
	body, err := json.Marshal(req)
	if err != nil {
		b.Fatal(err)
	}
	return body
}

// echoServer decodes a body into map[string]any and encodes it back.
func echoServer() http.Handler {
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
	return echo
}

// benchCheckVsEcho times POST path (a check, or the whole combat) of body on h, and its echo:
// each alone (check, echo), and in turn (ratio, which reports check/echo,
// each one's time per request, and cpu-check/echo, the ratio of the CPU
// time they used, which the load of other processes on the machine
// disturbs far less). In turn means batches of ratioBatch
// checks, then as many echoes: a change in the machine's load over the
// run then weighs on both alike, while each batch runs warm, as a server
// answering a client's checks in bulk does (one check, then one echo,
// would time each with the caches the other left).
func benchCheckVsEcho(b *testing.B, h http.Handler, path string, body []byte) {
	echo := echoServer()
	b.Run("check", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			serveOK(b, h, http.MethodPost, path, body)
		}
	})
	b.Run("echo", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			serveOK(b, echo, http.MethodPost, "/echo", body)
		}
	})
	b.Run("ratio", func(b *testing.B) {
		var check, echoed, checkCPU, echoCPU time.Duration
		for b.Loop() {
			start, startCPU := time.Now(), cpuTime(b)
			for range ratioBatch {
				serveOK(b, h, http.MethodPost, path, body)
			}
			mid, midCPU := time.Now(), cpuTime(b)
			for range ratioBatch {
				serveOK(b, echo, http.MethodPost, "/echo", body)
			}
			check, echoed = check+mid.Sub(start), echoed+time.Since(mid)
			checkCPU, echoCPU = checkCPU+midCPU-startCPU, echoCPU+cpuTime(b)-midCPU
		}
		n := float64(b.N * ratioBatch)
		b.ReportMetric(float64(check)/float64(echoed), "check/echo")
		b.ReportMetric(float64(check.Nanoseconds())/n, "check-ns")
		b.ReportMetric(float64(echoed.Nanoseconds())/n, "echo-ns")
		b.ReportMetric(float64(checkCPU)/float64(echoCPU), "cpu-check/echo")
	})
}

// cpuTime is the CPU time the process has used (user and system, every
// thread: the garbage collector's too). Unlike the time elapsed, it does
// not grow while other processes hold the machine's cores.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// ratioBatch is how many checks, then echoes, the ratio times in turn.
const ratioBatch = 20
