package httpapi_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/cards"
	"rulesjudge/cards/era"
	"rulesjudge/httpapi"
	"rulesjudge/scenarios"
)

// testCards is the hand-written card file of the tests (testdata/cards.json:
// cards of the era in Scryfall's format, with today's Oracle wording).
const testCards = "../testdata/cards.json"

// testCardFile loads testCards for a server's Config.
func testCardFile(t testing.TB) *httpapi.CardFile {
	t.Helper()
	return httpapi.NewCardFile(loadTestCards(t))
}

// loadTestCards reads the tests' card file.
func loadTestCards(t testing.TB) *cards.DB {
	t.Helper()
	db, err := cards.LoadFile(testCards)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// cardAnswer is the part of an answer the equivalence test compares.
type cardAnswer struct {
	Verdict      string              `json:"verdict"`
	Violations   []httpapi.Violation `json:"violations"`
	Requirements json.RawMessage     `json:"requirements"`
	Notes        []httpapi.Violation `json:"notes"`
	Example      json.RawMessage     `json:"example"`
	Ignored      []httpapi.Ignored   `json:"ignored"`
	Dealt        json.RawMessage     `json:"dealt"`
	StateBased   json.RawMessage     `json:"state_based"`
	Board        json.RawMessage     `json:"board"`
}

// TestCardsJudgedAsFields: a board whose permanents are given as cards is
// judged exactly as the same board written field by field, from what the
// judge derives from each card (GET /v1/cards/{name} shows it): the same
// verdict, violations, requirements, example and, for a resolve, the same
// damage, state-based effects and board afterwards. The cards add only
// their translation notes and their ignored lines. Every scenario of
// scenarios/cards that is judged (status 200) is checked.
func TestCardsJudgedAsFields(t *testing.T) {
	cf := testCardFile(t)
	// A card's line may be longer than a field's default limit (Dread
	// Wight's runs to 333 bytes): the equivalence is about judging, so
	// this server takes a line as long as a card's.
	h := httpapi.NewServer(httpapi.Config{Cards: cf, MaxStringBytes: 8 << 10}, zerolog.Nop())
	files, err := scenarios.Files(scenarioFS, "cards")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, f := range files {
		s, endpoint, err := scenarios.Load(scenarioFS, f)
		if err != nil {
			t.Fatal(err)
		}
		if s.Want.Status != 0 && s.Want.Status != http.StatusOK {
			continue
		}
		if bytes.Contains(s.Request, []byte(`"resolved"`)) {
			// A resolved upkeep trigger is a line of the card the field
			// form can't write (it is ignored there, not listed): the
			// card form alone applies it (resolved.go).
			continue
		}
		t.Run(f.Rel, func(t *testing.T) {
			fields, wantNotes, wantIgnored := cardsAsFields(t, cf, s.Request)
			// A trick's instant is named by card too: only the board's
			// cards are rewritten.
			var rewritten struct {
				Board json.RawMessage `json:"board"`
			}
			if err := json.Unmarshal(fields, &rewritten); err != nil || bytes.Contains(rewritten.Board, []byte(`"card"`)) {
				t.Fatalf("the rewritten request still has a card (%v): %s", err, fields)
			}
			withCards, asFields := postAnswer(t, h, endpoint, s.Request), postAnswer(t, h, endpoint, fields)

			if withCards.Verdict != asFields.Verdict {
				t.Errorf("verdict: got %s with cards, %s with fields; want the same", withCards.Verdict, asFields.Verdict)
			}
			if !reflect.DeepEqual(withCards.Violations, asFields.Violations) {
				t.Errorf("violations: got %+v with cards, %+v with fields; want the same", withCards.Violations, asFields.Violations)
			}
			for _, c := range []struct {
				what      string
				got, want json.RawMessage
			}{
				{"requirements", withCards.Requirements, asFields.Requirements},
				{"example", withCards.Example, asFields.Example},
				{"dealt", withCards.Dealt, asFields.Dealt},
				{"state_based", withCards.StateBased, asFields.StateBased},
				{"board", withCards.Board, asFields.Board},
			} {
				if !bytes.Equal(c.got, c.want) {
					t.Errorf("%s: got %s with cards, %s with fields; want the same", c.what, c.got, c.want)
				}
			}
			// The notes with cards are the notes with fields and the
			// translations, in the core's order.
			notes := slices.Concat(asFields.Notes, wantNotes)
			if !sameFindings(withCards.Notes, notes) {
				t.Errorf("notes: got %+v with cards, want %+v (the fields' and the cards' translations)", withCards.Notes, notes)
			}
			if len(asFields.Ignored) != 0 {
				t.Errorf("ignored with fields: got %+v, want []", asFields.Ignored)
			}
			if !sameIgnored(withCards.Ignored, wantIgnored) {
				t.Errorf("ignored with cards: got %+v, want %+v", withCards.Ignored, wantIgnored)
			}
		})
		checked++
	}
	if checked < 20 {
		t.Errorf("got %d judged scenarios in scenarios/cards, want at least 20", checked)
	}
}

// cardsAsFields rewrites every permanent given as a card into fields, from
// what the judge derives from the card; it returns the request and the
// notes and ignored lines the cards should add.
func cardsAsFields(t *testing.T, cf *httpapi.CardFile, request json.RawMessage) (json.RawMessage, []httpapi.Violation, []httpapi.Ignored) {
	t.Helper()
	var req map[string]json.RawMessage
	if err := json.Unmarshal(request, &req); err != nil {
		t.Fatal(err)
	}
	var b map[string]json.RawMessage
	if err := json.Unmarshal(req["board"], &b); err != nil {
		t.Fatal(err)
	}
	var perms []map[string]json.RawMessage
	if err := json.Unmarshal(b["permanents"], &perms); err != nil {
		t.Fatal(err)
	}
	var notes []httpapi.Violation
	var ignored []httpapi.Ignored
	for _, p := range perms {
		card, ok := p["card"]
		if !ok {
			continue
		}
		var face, id string
		json.Unmarshal(p["face"], &face)
		json.Unmarshal(p["id"], &id)
		v, err := httpapi.DeriveCard(cf, card, face)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if slices.ContainsFunc(v.Understood, func(a httpapi.CardAbility) bool { return !slices.Contains(v.Abilities, a.Ability) && a.Rule == "410.2" }) {
			// An upkeep trigger only a request's resolved entry applies:
			// understood in the card's view, not among the abilities a
			// permanent gets, ignored on a board with no entry for it
			// (resolved.go); the field form can't write it.
			t.Skipf("%s: its card has a line only resolved applies", id)
		}
		delete(p, "card")
		delete(p, "face")
		set := func(key string, value any) {
			if _, given := p[key]; !given {
				p[key], _ = json.Marshal(value)
			}
		}
		set("name", v.Name)
		set("types", v.Types)
		set("supertypes", v.Supertypes)
		set("subtypes", v.Subtypes)
		set("colors", v.Colors)
		set("power", v.Power)
		set("toughness", v.Toughness)
		var own []string
		json.Unmarshal(p["abilities"], &own)
		// An Aura attached to nothing the request names gives nothing: its
		// lines about the enchanted permanent are ignored, not applied.
		_, attached := p["attached_to"]
		unattachedAura := !attached && slices.ContainsFunc(v.Subtypes, func(s string) bool { return strings.EqualFold(s, "aura") })
		var read []string
		for _, text := range v.Abilities {
			if unattachedAura && cards.SpeaksOfAttached(text) {
				ignored = append(ignored, httpapi.Ignored{Object: id, IgnoredLine: httpapi.IgnoredLine{Text: text, Reason: httpapi.ReasonUnattached}})
				continue
			}
			if cards.NeedsGraveyard(text) && !graveyardOf(b, p["controller"]) {
				ignored = append(ignored, httpapi.Ignored{Object: id, IgnoredLine: httpapi.IgnoredLine{Text: text, Reason: httpapi.ReasonNoGraveyard}})
				continue
			}
			read = append(read, text)
		}
		p["abilities"], _ = json.Marshal(slices.Concat(own, read))
		for _, n := range v.Notes {
			notes = append(notes, httpapi.Violation{Rule: n.Rule, Objects: []string{id}, Message: n.Message})
		}
		for _, ig := range v.Ignored {
			ignored = append(ignored, httpapi.Ignored{Object: id, IgnoredLine: ig})
		}
	}
	b["permanents"], _ = json.Marshal(perms)
	req["board"], _ = json.Marshal(b)
	out, _ := json.Marshal(req)
	return out, notes, ignored
}

func postAnswer(t *testing.T, h http.Handler, endpoint string, body []byte) cardAnswer {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, endpoint, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		t.Fatalf("POST %s: got %d, want 200\n%s\n%s", endpoint, rec.Code, body, rec.Body)
	}
	var a cardAnswer
	if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil {
		t.Fatal(err)
	}
	return a
}

// sameFindings compares two lists of findings as multisets.
func sameFindings(a, b []httpapi.Violation) bool {
	key := func(v httpapi.Violation) string {
		return v.Rule + "\x00" + strings.Join(v.Objects, ",") + "\x00" + v.Message
	}
	ka, kb := make([]string, len(a)), make([]string, len(b))
	for i, v := range a {
		ka[i] = key(v)
	}
	for i, v := range b {
		kb[i] = key(v)
	}
	slices.Sort(ka)
	slices.Sort(kb)
	return slices.Equal(ka, kb)
}

func sameIgnored(a, b []httpapi.Ignored) bool {
	return len(a) == len(b) && (len(a) == 0 || reflect.DeepEqual(a, b))
}

func getCard(t *testing.T, h http.Handler, path string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	return rec
}

func TestCardNames(t *testing.T) {
	with := httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop())
	tests := []struct {
		name, path string
		status     int
		want       httpapi.CardList
	}{
		{"a prefix, any case", "/v1/cards?prefix=SE", 200, httpapi.CardList{Loaded: true, Total: 3, Names: []string{"Sea Serpent", "Serra Angel", "Severed Legion"}}},
		{"a limit", "/v1/cards?prefix=s&limit=2", 200, httpapi.CardList{Loaded: true, Total: 18, Names: []string{"Sacred Boon", "Sacred Rites"}}},
		{"face names too", "/v1/cards?prefix=tok", 200, httpapi.CardList{Loaded: true, Total: 1, Names: []string{"Tok-Tok, Volcano Born"}}},
		{"none", "/v1/cards?prefix=zz", 200, httpapi.CardList{Loaded: true, Names: []string{}}},
		{"a bad limit", "/v1/cards?limit=0", 400, httpapi.CardList{}},
		{"a limit too large", "/v1/cards?limit=1001", 400, httpapi.CardList{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := getCard(t, with, tt.path)
			if rec.Code != tt.status {
				t.Fatalf("status: got %d, want %d\n%s", rec.Code, tt.status, rec.Body)
			}
			if tt.status != 200 {
				return
			}
			var got httpapi.CardList
			json.Unmarshal(rec.Body.Bytes(), &got)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}

	// Without a card file: nothing to list, and the form hides its card
	// name field.
	rec := getCard(t, httpapi.NewServer(httpapi.Config{}, zerolog.Nop()), "/v1/cards?prefix=s")
	if rec.Code != 200 || strings.TrimSpace(rec.Body.String()) != `{"loaded":false,"total":0,"names":[]}` {
		t.Errorf("without a card file: got %d %s, want 200 and loaded false", rec.Code, rec.Body)
	}
}

// GET /v1/cards/{name} shows a granted ability with the subject its text
// gives it: in a quoted ability a line gives other permanents, "this
// creature" and "this permanent" are whatever has it, not the card that
// gives it; the card's own name there is the card (Archery Training's
// counters). Real cards of the built-in file.
func TestCardViewGrantedWording(t *testing.T) {
	db, err := era.Load()
	if err != nil {
		t.Fatal(err)
	}
	h := httpapi.NewServer(httpapi.Config{Cards: httpapi.NewCardFile(db)}, zerolog.Nop())
	for name, want := range map[string]string{
		"Retaliation":            `Creatures you control have "Whenever this creature becomes blocked by a creature, this creature gets +1/+1 until end of turn."`,
		"Zombie Master":          `Other Zombies have "{B}: Regenerate this permanent."`,
		"Instill Furor":          `Enchanted creature has "At the beginning of your end step, sacrifice this creature unless it attacked this turn."`,
		"Armor Sliver":           `All Sliver creatures have "{2}: This creature gets +0/+1 until end of turn."`,
		"Quilled Sliver":         `All Slivers have "{T}: This permanent deals 1 damage to target attacking or blocking creature."`,
		"Archery Training":       `Enchanted creature has "{T}: This creature deals X damage to target attacking or blocking creature, where X is the number of arrow counters on Archery Training."`,
		"Descendant of Kiyomaro": `As long as you have more cards in hand than each opponent, Descendant of Kiyomaro gets +1/+2 and has "Whenever this creature deals combat damage, you gain 3 life."`,
	} {
		rec := getCard(t, h, "/v1/cards/"+url.PathEscape(name))
		var v httpapi.CardView
		if err := json.Unmarshal(rec.Body.Bytes(), &v); rec.Code != http.StatusOK || err != nil {
			t.Errorf("%s: got %d %s, want 200 and the card", name, rec.Code, rec.Body)
			continue
		}
		var understood []string
		for _, u := range v.Understood {
			understood = append(understood, u.Ability)
		}
		if !slices.Contains(v.Abilities, want) || !slices.Contains(understood, want) {
			t.Errorf("%s: got abilities %q, understood %q; want %q in both", name, v.Abilities, understood, want)
		}
	}
}

// A name the built-in cards lack, when they are the server's only card
// file, is answered with what to do next: the card object, or a file.
func TestUnknownCardWithTheBuiltinCards(t *testing.T) {
	db, err := era.Load()
	if err != nil {
		t.Fatal(err)
	}
	h := httpapi.NewServer(httpapi.Config{Cards: httpapi.NewCardFile(db)}, zerolog.Nop())
	rec := getCard(t, h, "/v1/cards/Fencing%20Ace") // Return to Ravnica, 2012
	if body := rec.Body.String(); rec.Code != http.StatusNotFound || !strings.Contains(body, `no card named \"Fencing Ace\" in the card file`) ||
		!strings.Contains(body, "from Alpha to Future Sight") || !strings.Contains(body, "judged -cards FILE") {
		t.Errorf("got %d %s, want 404 saying the built-in cards lack it and how to give it", rec.Code, body)
	}
	// Over another file, the advice is left out: the file may have any card.
	over := httpapi.NewServer(httpapi.Config{Cards: httpapi.NewCardFile(loadTestCards(t).Over(db))}, zerolog.Nop())
	if rec := getCard(t, over, "/v1/cards/Tarmogoyff"); rec.Code != http.StatusNotFound || strings.Contains(rec.Body.String(), "Future Sight") ||
		!strings.Contains(rec.Body.String(), `did you mean \"Tarmogoyf\"`) {
		t.Errorf("over a file: got %d %s, want 404 with the close match and no advice on the built-in cards", rec.Code, rec.Body)
	}
}

func TestCardView(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop())
	rec := getCard(t, h, "/v1/cards/giant%20spider")
	if rec.Code != 200 {
		t.Fatalf("got %d, want 200\n%s", rec.Code, rec.Body)
	}
	var v httpapi.CardView
	json.Unmarshal(rec.Body.Bytes(), &v)
	// Reach is read as this edition's wording, under 502.4b.
	if v.Name != "Giant Spider" || !slices.Equal(v.Types, []string{"Creature"}) || !slices.Equal(v.Colors, []string{"Green"}) ||
		*v.Power != 2 || *v.Toughness != 4 ||
		!slices.Equal(v.Abilities, []string{"Giant Spider can block as though it had flying."}) ||
		len(v.Understood) != 1 || v.Understood[0].Oracle != "Reach (This creature can block creatures with flying.)" || v.Understood[0].Rule != "502.4b" ||
		len(v.Notes) != 1 || v.Notes[0].Rule != "502.4b" || len(v.Ignored) != 0 {
		t.Errorf("got %s, want Giant Spider with reach read as 502.4b's wording", rec.Body)
	}

	tests := []struct {
		name, path string
		status     int
		want       string // in the body
	}{
		// A split card's name, its slashes escaped, and a face by query.
		{"split card", "/v1/cards/Fire%20%2F%2F%20Ice?face=Ice", 200, `"name":"Ice","card":"Fire // Ice","face":"Ice"`},
		{"face name", "/v1/cards/Tok-Tok,%20Volcano%20Born", 200, `"supertypes":["Legendary"]`},
		{"an ignored line", "/v1/cards/Llanowar%20Elves", 200, `"ignored":[{"text":"{T}: Add {G}.","reason":"not an ability the combat judge reads"}]`},
		{"a later keyword", "/v1/cards/Typhoid%20Rats", 200, `keyword of a later edition`},
		{"star power", "/v1/cards/Nightmare", 200, `"power":null,"toughness":4,"printed_power":"*"`},
		{"close matches", "/v1/cards/Sera%20Angel", 404, `did you mean \"Serra Angel\"`},
		{"an unknown face", "/v1/cards/Fire%20%2F%2F%20Ice?face=Water", 422, `no face named \"Water\"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := getCard(t, h, tt.path)
			if rec.Code != tt.status || !strings.Contains(rec.Body.String(), tt.want) {
				t.Errorf("got %d %s, want %d and %s", rec.Code, rec.Body, tt.status, tt.want)
			}
		})
	}
	if rec := getCard(t, httpapi.NewServer(httpapi.Config{}, zerolog.Nop()), "/v1/cards/Serra%20Angel"); rec.Code != 404 || !strings.Contains(rec.Body.String(), "no card file") {
		t.Errorf("without a card file: got %d %s, want 404 saying there is none", rec.Code, rec.Body)
	}
}

// TestCardsWhileLoading: while the card file loads, names are answered 503
// with Retry-After; card objects are judged all the same.
func TestCardsWhileLoading(t *testing.T) {
	cf := httpapi.NewCardFile(nil)
	h := httpapi.NewServer(httpapi.Config{Cards: cf}, zerolog.Nop())
	for _, path := range []string{"/v1/cards?prefix=s", "/v1/cards/Serra%20Angel"} {
		if rec := getCard(t, h, path); rec.Code != 503 || rec.Header().Get("Retry-After") == "" {
			t.Errorf("GET %s: got %d, Retry-After %q; want 503 with Retry-After", path, rec.Code, rec.Header().Get("Retry-After"))
		}
	}
	byName := `{"board": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
		"permanents": [{"id": "angel", "controller": "alice", "card": "Serra Angel"}]}, "attackers": [{"creature": "angel"}]}`
	if rec := postJSON(t, h, "/v1/attacks/check", byName); rec.Code != 503 || rec.Header().Get("Retry-After") == "" {
		t.Errorf("a card name: got %d, want 503 with Retry-After\n%s", rec.Code, rec.Body)
	}
	byObject := `{"board": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
		"permanents": [{"id": "angel", "controller": "alice", "card": {"name": "Serra Angel", "type_line": "Creature — Angel",
		"oracle_text": "Flying\nVigilance", "power": "4", "toughness": "4", "colors": ["W"]}}]}, "attackers": [{"creature": "angel"}]}`
	if rec := postJSON(t, h, "/v1/attacks/check", byObject); rec.Code != 200 {
		t.Errorf("a card object: got %d, want 200\n%s", rec.Code, rec.Body)
	} else {
		checkVerdict(t, rec.Body.Bytes(), "legal", nil) // 308.2a: an untapped creature attacks
	}

	db, err := cards.LoadFile(testCards)
	if err != nil {
		t.Fatal(err)
	}
	cf.Set(db)
	if rec := postJSON(t, h, "/v1/attacks/check", byName); rec.Code != 200 {
		t.Errorf("a card name once loaded: got %d, want 200\n%s", rec.Code, rec.Body)
	} else {
		checkVerdict(t, rec.Body.Bytes(), "legal", nil)
	}
}

// checkVerdict asserts an answer's verdict and the rules of its
// violations, in order.
func checkVerdict(t *testing.T, body []byte, verdict string, rules []string) {
	t.Helper()
	var a cardAnswer
	if err := json.Unmarshal(body, &a); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, v := range a.Violations {
		got = append(got, v.Rule)
	}
	if a.Verdict != verdict || !slices.Equal(got, rules) {
		t.Errorf("got %s %v, want %s %v\n%s", a.Verdict, got, verdict, rules, body)
	}
}

// TestCardRequests pins how a card stands in a request: what is ignored,
// what stays strict, which field an error points at.
func TestCardRequests(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop())
	noFile := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	const (
		head = `{"board": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "permanents": [`
		tail = `]}, "attackers": [{"creature": "a"}]}`
		long = "Flying (This creature can't be blocked except by creatures with flying or reach. It can block creatures with flying. " +
			"This reminder text runs on, as Scryfall's banding reminder does, past the two hundred and fifty-six bytes a string of our own envelope may hold.)"
	)
	tests := []struct {
		name     string
		h        http.Handler
		perms    string
		status   int
		verdict  string
		pointers []string
	}{
		// Scryfall's fields the judge does not read are ignored, nested or not.
		{"unknown Scryfall fields", h, `{"id": "a", "controller": "alice", "card": {"object": "card", "id": "x", "name": "Grizzly Bears",
			"type_line": "Creature — Bear", "power": "2", "toughness": "2", "colors": ["G"], "legalities": {"vintage": "legal"},
			"card_faces": null, "prices": {"usd": "0.10"}, "edhrec_rank": 12000}}`, 200, "legal", nil},
		// A card's strings may be longer than the envelope's.
		{"long oracle text", h, `{"id": "a", "controller": "alice", "card": {"name": "Birds", "type_line": "Creature — Bird",
			"power": "0", "toughness": "1", "oracle_text": "` + long + `"}}`, 200, "legal", nil},
		// Our own envelope stays strict.
		{"unknown field on the permanent", h, `{"id": "a", "controller": "alice", "card": "Grizzly Bears", "cards": 1}`, 400, "", []string{"/board/permanents/0/cards"}},
		{"card of the wrong type", h, `{"id": "a", "controller": "alice", "card": 3}`, 400, "", []string{"/board/permanents/0/card"}},
		{"a face field of the wrong type", h, `{"id": "a", "controller": "alice", "card": {"name": "X", "card_faces": [{"name": 1}]}}`, 400, "", []string{"/board/permanents/0/card/card_faces/0/name"}},
		// Names need a card file.
		{"a name without a card file", noFile, `{"id": "a", "controller": "alice", "card": "Grizzly Bears"}`, 422, "", []string{"/board/permanents/0/card"}},
		// face needs a card, and a face that is there.
		{"face without card", h, `{"id": "a", "controller": "alice", "types": ["Creature"], "power": 1, "toughness": 1, "face": "Fire"}`, 422, "", []string{"/board/permanents/0/face"}},
		{"an unknown face", h, `{"id": "a", "controller": "alice", "card": "Fire // Ice", "face": "Water"}`, 422, "", []string{"/board/permanents/0/face"}},
		{"a face of a one-faced card", h, `{"id": "a", "controller": "alice", "card": "Hill Giant", "face": "Hill Giant"}`, 422, "", []string{"/board/permanents/0/face"}},
		// A color letter Scryfall does not use, in a card object.
		{"an unknown color", h, `{"id": "a", "controller": "alice", "card": {"name": "X", "type_line": "Creature — Bear", "power": "1", "toughness": "1", "colors": ["G", "P"]}}`,
			422, "", []string{"/board/permanents/0/card/colors/1"}},
		// The core's error about a type the card gave points at the type line.
		{"a type the card gave", h, `{"id": "a", "controller": "alice", "card": {"name": "Shock", "type_line": "Instant", "oracle_text": "Shock deals 2 damage to any target."}}`,
			422, "", []string{"/attackers/0/creature", "/board/permanents/0/card/type_line"}},
		// ... and one about a type the permanent wrote, at the permanent.
		{"a type the permanent wrote", h, `{"id": "a", "controller": "alice", "types": ["Instant"], "card": "Grizzly Bears"}`,
			422, "", []string{"/attackers/0/creature", "/board/permanents/0/types/0"}},
		// Abilities written on the permanent stay strict; the card's lines do not.
		{"a bad ability of the permanent", h, `{"id": "a", "controller": "alice", "card": "Llanowar Elves", "abilities": ["Flyng"]}`,
			422, "", []string{"/board/permanents/0/abilities/0"}},
		// A permanent named otherwise keeps its card's abilities about itself.
		{"a permanent's own name", h, `{"id": "a", "controller": "alice", "name": "Big Jugg", "card": "Juggernaut"}`, 200, "legal", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := postJSON(t, tt.h, "/v1/attacks/check", head+tt.perms+tail)
			if rec.Code != tt.status {
				t.Fatalf("status: got %d, want %d\n%s", rec.Code, tt.status, rec.Body)
			}
			if tt.status == 200 {
				checkVerdict(t, rec.Body.Bytes(), tt.verdict, nil)
				return
			}
			if got := pointers(problem(t, rec, tt.status)); !slices.Equal(got, tt.pointers) {
				t.Errorf("pointers: got %q, want %q\n%s", got, tt.pointers, rec.Body)
			}
		})
	}
}

// TestCardWrittenBack: a card given by name is written back as its name,
// a card object as its fields (the ones the judge reads).
func TestCardWrittenBack(t *testing.T) {
	var p httpapi.Permanent
	if err := json.Unmarshal([]byte(`{"id": "a", "controller": "alice", "card": "Serra Angel"}`), &p); err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(p.Card); string(b) != `"Serra Angel"` {
		t.Errorf("a card name written back: got %s, want \"Serra Angel\"", b)
	}
	if err := json.Unmarshal([]byte(`{"id": "a", "controller": "alice", "card": {"name": "X", "set": "lea", "power": "1"}}`), &p); err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(p.Card); string(b) != `{"name":"X","type_line":"","oracle_text":"","power":"1","colors":null}` {
		t.Errorf("a card object written back: got %s", b)
	}
}

// graveyardOf reports whether the board says how many cards are in the
// graveyard of the player whose id is the JSON string controller.
func graveyardOf(b map[string]json.RawMessage, controller json.RawMessage) bool {
	var players []struct {
		ID        string `json:"id"`
		Graveyard *int   `json:"graveyard"`
	}
	var id string
	json.Unmarshal(b["players"], &players)
	json.Unmarshal(controller, &id)
	for _, p := range players {
		if p.ID == id {
			return p.Graveyard != nil
		}
	}
	return false
}
