package httpapi_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"reflect"
	"regexp"
	"strconv"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/scenarios"
)

// fastSeeds are bodies at the edges of what the one-pass reader takes:
// each must be read as the step-by-step checks read it, or left to them.
var fastSeeds = []string{
	`{"board": {"active_player": "a", "players": [{"id": "a", "life": 20}], "permanents": []}}`,
	`{"board": {"active_player": "a", "players": null, "permanents": null}, "attackers": null, "blockers": []}`,
	` {"board" : {"active_player":"a","players":[{"id":"a","life":-0,"poison":0,"graveyard":null}]}} ` + "\n",
	`{"board": {"active_player": "a", "players": [{"id": "a", "graveyard": 7}]}, "costs_paid": 4}`,
	`{"board": {"active_player": "a", "players": [{"id": "a", "life": 01}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a", "life": 1.0}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a", "life": 1e2}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a", "life": 9223372036854775808}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a", "life": 999999999999999999}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a", "life": 9223372036854775807, "poison": -9223372036854775808}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a", "life": -9223372036854775809}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a", "life": 19999999999999999999}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a", "life": "20"}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a", "life": 20, "life": 20}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a", "Life": 20}]}}`,
	`{"Board": {"active_player": "a", "players": [{"id": "a"}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a", "extra": 1}]}}`,
	`{"bo\u0061rd": {"active_player": "a\u00e9\"\\", "players": [{"\u0069d": "a"}]}}`,
	`{"board": {"active_player": "a\u0000", "players": [{"id": "a"}]}}`,
	`{"board": {"active_player": "a` + "\x7f" + `", "players": [{"id": "a"}]}}`,
	`{"board": {"active_player": "a` + "\u202e" + `", "players": [{"id": "a"}]}}`,
	`{"board": {"active_player": "é ü 漢", "players": [{"id": "a"}]}}`,
	"{\"board\": {\"active_player\": \"\xff\", \"players\": [{\"id\": \"a\"}]}}",
	`{"board": {"active_player": "a", "players": [{"id": "a"}], "permanents": [{"id": "x", "controller": "a", "types": ["Creature"], "power": null, "toughness": 2, "tapped": true, "summoning_sick": false, "damage": 1, "abilities": ["Flying", "~ can't block."], "counters": {"+1/+1": 2, "-1/-1": 0}, "attached_to": "y", "face": "f"}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}], "permanents": [{"id": "x", "controller": "a", "counters": {"+1/+1": 2, "+1/+1": 1}}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}], "permanents": [{"id": "x", "controller": "a", "counters": {}}]}}`,
	"{\"board\": {\"active_player\": \"a\", \"players\": [{\"id\": \"a\"}], \"permanents\": [{\"id\": \"x\", \"controller\": \"a\", \"counters\": {\"\xff\": 1, \"\xfe\": 2}}]}}",
	`{"board": {"active_player": "a", "players": [{"id": "a"}], "permanents": [{"id": "x", "controller": "a", "counters": {"\u00e9": 1, "é": 2}}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}], "permanents": [{"id": "x", "controller": "a", "card": "Serra Angel"}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}], "permanents": [{"id": "x", "controller": "a", "card": "  "}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}], "permanents": [{"id": "x", "controller": "a", "card": "A\nB"}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}], "permanents": [{"id": "x", "controller": "a", "card": {"name": "Serra Angel", "type_line": "Creature — Angel", "oracle_text": "Flying\nVigilance", "power": "4", "toughness": "4"}}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "attackers": [{"creature": "x", "provoke": "w"}, {"creature": "y", "provoke": ["w", "v"], "band": "b", "player": "a"}, {"creature": "z", "provoke": []}, {"creature": "q", "provoke": null}]}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "attackers": [{"creature": "x", "provoke": 1}]}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "blockers": [{"creature": "x", "blocking": ["a", "b"]}, null]}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "step": "regular", "removed_from_combat": ["x"], "assignments": [{"source": "x", "assigned_by": "a", "damage": [{"to": "y", "amount": 2}]}]}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "assignments": [{"source": "x", "damage": [{"to": "y", "amount": 2.5}]}]}`,
	`{"board": {"active_player": "a", "players": [{"id": "a", "life": true}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}], "permanents": [{"id": "x", "tapped": nul}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}], "permanents": [{"id": "x", "tapped": truex}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"},]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]},}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}} x`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}}{}`,
	"\ufeff" + `{"board": {"active_player": "a", "players": [{"id": "a"}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "board": null}`,
	`{"board": null}`, `{}`, `null`, `[]`, `""`, ``, `{"board": {}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "removed_from_combat": ["x"], "choices": {"first_strike": [{"source": "x", "damage": [{"to": "y", "amount": 1}]}], "regular": []}, "events": [{"before": "regular", "event": "shield", "object": "x", "shield": {"kind": "prevent", "amount": 2, "source": "y"}}, {"before": "end_of_combat", "event": "leaves_play", "object": "y", "shield": null}]}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "choices": null, "events": null}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "choices": {}, "events": []}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "choices": {"regular": null, "first_strike": null}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "choices": {"regular": [], "regular": []}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "choices": {"later": []}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "choices": []}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "events": [{"before": "regular", "event": "shield", "shield": {}}, null]}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "events": [{"before": "regular", "object": "x", "object": "y"}]}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}]}, "events": [{"before": 1}]}`,
}

// TestFastDecodeAgrees holds the one-pass reader to the step-by-step
// checks: a body it takes, they take, and both read the same request.
// It also makes sure the one pass is the common case: it must take every
// scenario's request that the checks take, but for those with a Scryfall
// card object.
func TestFastDecodeAgrees(t *testing.T) {
	for _, b := range fastSeeds {
		fastAgrees(t, []byte(b))
	}
	cases, err := scenarios.LoadAll(scenarioFS, ".")
	if err != nil {
		t.Fatal(err)
	}
	taken := 0
	for _, c := range cases {
		body := []byte(c.Scenario.Request)
		if fastAgrees(t, body) {
			taken++
		} else if !bytes.Contains(body, []byte(`"card": {`)) && !bytes.Contains(body, []byte(`"card":{`)) {
			_, _, _, damage := httpapi.DecodeBoth[httpapi.DamageCheckRequest](httpapi.Config{}, body)
			_, _, _, combat := httpapi.DecodeBoth[httpapi.CombatRequest](httpapi.Config{}, body)
			if damage == nil || combat == nil {
				t.Errorf("%s: the one pass did not take a request the checks take", c.Rel)
			}
		}
	}
	if taken == 0 {
		t.Error("the one pass took no scenario's request")
	}
}

// fastAgrees checks body as each check request and answers whether the
// one pass took it as any.
func fastAgrees(t *testing.T, body []byte) bool {
	t.Helper()
	a := fastAgreesAs[httpapi.AttackCheckRequest](t, body)
	b := fastAgreesAs[httpapi.BlockCheckRequest](t, body)
	d := fastAgreesAs[httpapi.DamageCheckRequest](t, body)
	c := fastAgreesAs[httpapi.CombatRequest](t, body)
	return a || b || d || c
}

func fastAgreesAs[T any](t *testing.T, body []byte) bool {
	t.Helper()
	fast, took, checked, err := httpapi.DecodeBoth[T](httpapi.Config{}, body)
	if !took {
		return false
	}
	if err != nil {
		t.Errorf("%T: the one pass took a body the checks refuse (%v)\nbody: %s", fast, err, body)
	} else if !reflect.DeepEqual(fast, checked) {
		t.Errorf("%T: got %+v in one pass, want %+v as the checks read it\nbody: %s", fast, fast, checked, body)
	}
	return true
}

// FuzzFastDecode feeds any body to both readers (TestFastDecodeAgrees).
func FuzzFastDecode(f *testing.F) {
	seedFromScenarios(f, "")
	for _, b := range fastSeeds {
		f.Add([]byte(b))
	}
	f.Fuzz(func(t *testing.T, body []byte) { fastAgrees(t, body) })
}

// TestCardReadingsKept: a server reads each named card once and keeps the
// reading (CardFile.derive); every scenario of scenarios/cards answers
// byte for byte the same the second and third time, when its cards come
// from what was kept, as the first.
func TestCardReadingsKept(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop())
	cases, err := scenarios.LoadAll(scenarioFS, "cards")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		first := answerBody(t, h, c.Endpoint, c.Scenario.Request)
		for range 2 {
			if again := answerBody(t, h, c.Endpoint, c.Scenario.Request); !bytes.Equal(again, first) {
				t.Errorf("%s: got %s, want %s as the first time", c.Rel, again, first)
			}
		}
	}
}

// answerBody posts body and answers the response's status and body, with
// the decision id and instance (new each time) taken out.
func answerBody(t *testing.T, h http.Handler, endpoint string, body []byte) []byte {
	t.Helper()
	rec := postJSON(t, h, endpoint, string(body))
	out := decisionID.ReplaceAll(rec.Body.Bytes(), []byte(`"$1":""`))
	return append([]byte(strconv.Itoa(rec.Code)+" "), out...)
}

var decisionID = regexp.MustCompile(`"(decision_id|instance)":"[^"]*"`)

// TestFastDecodeReadsEveryField: the one pass reads every field of the
// check requests. A request with every field set (fullValue) must be taken
// and read as the step-by-step checks read it: a field added to a wire type
// and not to fastdecode.go fails here (its requests would all take the
// slow path). The only validate tag must stay the board's, which the one
// pass checks itself.
func TestFastDecodeReadsEveryField(t *testing.T) {
	for _, req := range []any{&httpapi.AttackCheckRequest{}, &httpapi.BlockCheckRequest{}, &httpapi.DamageCheckRequest{}, &httpapi.CombatRequest{}} {
		v := reflect.ValueOf(req).Elem()
		fullValue(v)
		body, err := json.Marshal(req)
		if err != nil {
			t.Fatal(err)
		}
		var took bool
		switch req.(type) {
		case *httpapi.AttackCheckRequest:
			took = fastAgreesAs[httpapi.AttackCheckRequest](t, body)
		case *httpapi.BlockCheckRequest:
			took = fastAgreesAs[httpapi.BlockCheckRequest](t, body)
		case *httpapi.DamageCheckRequest:
			took = fastAgreesAs[httpapi.DamageCheckRequest](t, body)
		case *httpapi.CombatRequest:
			took = fastAgreesAs[httpapi.CombatRequest](t, body)
		}
		if !took {
			t.Errorf("%T: the one pass did not take a request with every field set; does fastdecode.go read every field?\nbody: %s", req, body)
		}
		validateTags(t, v.Type(), v.Type().Name())
	}
}

// fullValue sets every exported field of v, at any depth, to a value that
// is not its zero. A card is left out: the one pass leaves a card object to
// the step-by-step checks.
func fullValue(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.Type() == reflect.TypeFor[*httpapi.ScryfallCard]() {
			return
		}
		v.Set(reflect.New(v.Type().Elem()))
		fullValue(v.Elem())
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fullValue(v.Field(i))
			}
		}
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		fullValue(v.Index(0))
	case reflect.Map:
		v.Set(reflect.MakeMap(v.Type()))
		e := reflect.New(v.Type().Elem()).Elem()
		fullValue(e)
		v.SetMapIndex(reflect.ValueOf("+1/+1"), e)
	case reflect.String:
		v.SetString("x")
	case reflect.Int:
		v.SetInt(1)
	case reflect.Bool:
		v.SetBool(true)
	}
}

// validateTags fails for each validate tag of t but the board's required.
func validateTags(t *testing.T, typ reflect.Type, at string) {
	t.Helper()
	for typ.Kind() == reflect.Pointer || typ.Kind() == reflect.Slice || typ.Kind() == reflect.Map {
		typ = typ.Elem()
	}
	if typ.Kind() != reflect.Struct || typ == reflect.TypeFor[httpapi.ScryfallCard]() {
		return
	}
	for i := range typ.NumField() {
		f := typ.Field(i)
		if tag, ok := f.Tag.Lookup("validate"); ok && !(f.Name == "Board" && tag == "required") {
			t.Errorf("%s.%s: got the validate tag %q, want none: the one pass (fastdecode.go) does not run the validator", at, f.Name, tag)
		}
		validateTags(t, f.Type, at+"."+f.Name)
	}
}
