package httpapi

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

	"rulesjudge/rules"
)

// TestCombatJSONAsEncodingJSON: the combat answer written by hand
// (combat_json.go) from the walked combat is, to the byte, what
// encoding/json writes for it once mapped to the wire's types
// (wireCombat): over every combat answer of the goldens (read back into
// the core's walked combat) and over random walked combats with every
// field set or left out, nil and empty lists, and strings that need
// escapes.
func TestCombatJSONAsEncodingJSON(t *testing.T) {
	n := eachGoldenAnswer(t, func(keys map[string]json.RawMessage) bool { return keys["steps"] != nil }, func(p string, body, compact []byte) {
		var r CombatResponse
		if err := json.Unmarshal(body, &r); err != nil {
			t.Errorf("%s: %v", p, err)
			return
		}
		walked := CombatResponse{CheckResponse: r.CheckResponse, Stage: r.Stage, walked: walkedOf(r)}
		if got, _ := walked.appendJSON(nil); !bytes.Equal(got, compact) {
			t.Errorf("%s: written by hand\n%s\ngolden\n%s", p, got, compact)
		}
	})
	if n < 100 {
		t.Errorf("only %d combat answers among the goldens", n)
	}
	r := rand.New(rand.NewPCG(25, 16))
	for range 2000 {
		w := randomCombatResponse(r)
		compareCombatJSON(t, "random", CombatResponse{CheckResponse: w.CheckResponse, Stage: w.Stage, walked: walkedOf(w)})
	}
}

// TestCombatJSONWritesEveryField: a walked combat whose every field, and
// every field of what it holds, is set (by reflection, so a field added
// to the core or the wire later is set too) is written by hand as
// encoding/json writes its wire form: a field the hand-written encoder
// doesn't know fails here. Both ways: from the core's walked combat, and
// from the wire's answer read back into one.
func TestCombatJSONWritesEveryField(t *testing.T) {
	var walked rules.CombatResolution
	fillEvery(reflect.ValueOf(&walked).Elem(), 0)
	if walked.Board == nil || len(walked.Board.Permanents) == 0 || walked.Board.Permanents[0].Owner == "" || !walked.Board.Permanents[0].Token ||
		len(walked.Steps) == 0 || len(walked.Steps[0].Events) == 0 {
		t.Fatalf("the walked combat filled by reflection lacks fields: %+v", walked)
	}
	var check CheckResponse
	fillEvery(reflect.ValueOf(&check).Elem(), 0)
	compareCombatJSON(t, "every field of the walked combat set", CombatResponse{CheckResponse: check, Stage: "x", walked: &walked})

	var w CombatResponse
	fillEvery(reflect.ValueOf(&w).Elem(), 0)
	for i := range w.Board.Permanents {
		w.Board.Permanents[i].Card, w.Board.Permanents[i].Face = nil, "" // the board after combat names no card (boardFromRules)
	}
	compareCombatJSON(t, "every field of the wire's answer set", CombatResponse{CheckResponse: w.CheckResponse, Stage: w.Stage, walked: walkedOf(w)})
}

// TestCombatJSONOfOtherAnswers: a CombatResponse that no walk made (its
// wire fields set by hand) is written as encoding/json writes it.
func TestCombatJSONOfOtherAnswers(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 19))
	for range 200 {
		c := randomCombatResponse(r)
		want, _ := json.Marshal(c)
		if got, err := c.appendJSON(nil); err != nil || !bytes.Equal(got, want) {
			t.Fatalf("written by hand (%v)\n%s\nencoding/json\n%s", err, got, want)
		}
	}
}

// eachGoldenAnswer calls check with each golden answer that is, by its
// keys, of the kind wanted, and with that answer compacted (as the judge
// writes it); it returns how many.
func eachGoldenAnswer(t *testing.T, wanted func(keys map[string]json.RawMessage) bool, check func(p string, body, compact []byte)) int {
	t.Helper()
	n := 0
	err := fs.WalkDir(os.DirFS("testdata/golden"), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := fs.ReadFile(os.DirFS("testdata/golden"), p)
		if err != nil {
			return err
		}
		var keys map[string]json.RawMessage
		if json.Unmarshal(body, &keys) != nil || !wanted(keys) {
			return nil
		}
		var compact bytes.Buffer
		if err := json.Compact(&compact, body); err != nil {
			return err
		}
		check(p, body, compact.Bytes())
		n++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// wireCombat is resp with the walked combat's steps, outcome and board
// mapped to the wire's types, as the answer shows them: the mapping
// combat_json.go writes without making it.
func wireCombat(resp CombatResponse) CombatResponse {
	r := resp.walked
	resp.walked = nil
	resp.Steps = make([]CombatStep, 0, len(r.Steps))
	for _, s := range r.Steps {
		ws := CombatStep{Name: string(s.Name), Events: make([]CombatStepItem, 0, len(s.Events))}
		for _, e := range s.Events {
			ws.Events = append(ws.Events, CombatStepItem{Kind: e.Kind, Rule: string(e.Rule), Objects: idsFromRules(e.Objects), Message: e.Message, Amount: e.Amount, Default: e.Default})
		}
		resp.Steps = append(resp.Steps, ws)
	}
	if r.Board != nil {
		resp.Board = boardFromRules(*r.Board)
		out := &CombatOutcome{Destroyed: idsFromRules(r.Destroyed), Life: map[string]int{}, RemovedFromCombat: idsFromRules(r.RemovedFromCombat)}
		for id, life := range r.Life {
			out.Life[string(id)] = life
		}
		resp.Outcome = out
	}
	return resp
}

// walkedOf reads a wire answer's steps, outcome and board back into the
// core's walked combat.
func walkedOf(w CombatResponse) *rules.CombatResolution {
	r := &rules.CombatResolution{}
	for _, s := range w.Steps {
		rs := rules.CombatStep{Name: rules.Step(s.Name)}
		for _, e := range s.Events {
			rs.Events = append(rs.Events, rules.StepEvent{Kind: e.Kind, Rule: rules.RuleID(e.Rule), Objects: idsToRules(e.Objects), Message: e.Message, Amount: e.Amount, Default: e.Default})
		}
		r.Steps = append(r.Steps, rs)
	}
	if w.Board != nil {
		b := w.Board.toRules()
		r.Board = &b
		if w.Outcome != nil {
			r.Destroyed, r.RemovedFromCombat = idsToRules(w.Outcome.Destroyed), idsToRules(w.Outcome.RemovedFromCombat)
			r.Life = map[rules.PlayerID]int{}
			for id, life := range w.Outcome.Life {
				r.Life[rules.PlayerID(id)] = life
			}
		}
	}
	return r
}

// fillEvery sets every exported field of v to a value that is not its
// zero value: a string, a number, true, one element, one entry.
func fillEvery(v reflect.Value, depth int) {
	if depth > 8 {
		return
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString("x<y")
	case reflect.Int, reflect.Int64, reflect.Int32:
		v.SetInt(2)
	case reflect.Float64:
		v.SetFloat(1.5)
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fillEvery(v.Elem(), depth+1)
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		fillEvery(v.Index(0), depth+1)
	case reflect.Map:
		m := reflect.MakeMap(v.Type())
		k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
		fillEvery(k, depth+1)
		fillEvery(e, depth+1)
		m.SetMapIndex(k, e)
		v.Set(m)
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fillEvery(v.Field(i), depth+1)
			}
		}
	}
}

func compareCombatJSON(t *testing.T, name string, r CombatResponse) {
	t.Helper()
	compareWritten(t, name, r, wireCombat(r))
}

// compareWritten fails when a, an answer written by hand, and wire, its
// form in the wire's types, are not written alike: a's appendJSON and
// encodeBody against encoding/json's Marshal of wire.
func compareWritten(t *testing.T, name string, a jsonAppender, wire any) {
	t.Helper()
	want, err := json.Marshal(wire)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	got, err := a.appendJSON([]byte("x"))
	if err != nil || !bytes.Equal(got[1:], want) {
		t.Fatalf("%s: written by hand (%v)\n%s\nencoding/json\n%s", name, err, got[1:], want)
	}
	var buf bytes.Buffer
	if err := encodeBody(&buf, a); err != nil || buf.String() != string(want)+"\n" {
		t.Fatalf("%s: encodeBody (%v)\n%s\nencoding/json\n%s", name, err, buf.String(), want)
	}
}

// wireStrings are strings that need every kind of escape encoding/json
// makes, and some that need none.
var wireStrings = []string{"", "a0", "bob", "Grizzly Bears", `say "hi"`, `back\slash`, "<b>&amp;</b>", "a<b", "x>y", "Tom & Jerry", "line\nbreak\ttab\r",
	"\x00\x01\x1f", "\u2028\u2029", "caf\u00e9", "\xff\xfe bad", "日本語", "~ deals 1 damage to it.", "{R}", "+1/+1"}

func randomCombatResponse(r *rand.Rand) CombatResponse {
	str := func() string { return wireStrings[r.IntN(len(wireStrings))] }
	strs := func() []string {
		switch r.IntN(4) {
		case 0:
			return nil
		case 1:
			return []string{}
		}
		out := make([]string, 1+r.IntN(3))
		for i := range out {
			out[i] = str()
		}
		return out
	}
	intp := func() *int {
		if r.IntN(2) == 0 {
			return nil
		}
		v := r.IntN(41) - 20
		return &v
	}
	boolp := func() *bool {
		if r.IntN(2) == 0 {
			return nil
		}
		v := r.IntN(2) == 0
		return &v
	}
	violations := func() []Violation {
		if r.IntN(4) == 0 {
			return nil
		}
		out := make([]Violation, r.IntN(3))
		for i := range out {
			out[i] = Violation{Rule: str(), Objects: strs(), Message: str()}
		}
		return out
	}
	shields := func() []Shield {
		if r.IntN(3) > 0 {
			return nil
		}
		return []Shield{{Kind: "prevent", Amount: r.IntN(3), To: str(), Source: str(), NextTime: r.IntN(2) == 0}}
	}
	var c CombatResponse
	c.Verdict, c.DecisionID = str(), str()
	c.Violations, c.Notes = violations(), violations()
	if r.IntN(4) == 0 {
		c.Requirements = &Requirements{Obeyed: intp(), Maximum: r.IntN(3), Undecided: strs(),
			Example: &Declaration{Blockers: []Blocker{{Creature: str(), Blocking: strs()}}}}
	}
	if r.IntN(4) == 0 {
		c.Example = &Declaration{Assignments: []Assignment{{Source: str()}}}
	}
	switch r.IntN(3) {
	case 0:
		c.Ignored = []Ignored{}
	case 1:
		c.Ignored = []Ignored{{Object: str()}}
	}
	if r.IntN(4) == 0 {
		c.Caveats = []Caveat{{Object: str(), Text: str(), Message: str()}}
	}
	if r.IntN(4) == 0 {
		c.Derived = []DerivedPermanent{{ID: str(), Power: intp(), Changes: strs()}}
	}
	if r.IntN(2) == 0 {
		c.Stage = str()
	}
	if r.IntN(5) > 0 {
		c.Steps = make([]CombatStep, r.IntN(4))
		for i := range c.Steps {
			c.Steps[i].Name = str()
			if r.IntN(5) == 0 {
				continue // nil events
			}
			c.Steps[i].Events = make([]CombatStepItem, r.IntN(4))
			for k := range c.Steps[i].Events {
				c.Steps[i].Events[k] = CombatStepItem{Kind: str(), Rule: str(), Objects: strs(), Message: str(),
					Amount: r.IntN(5) - 1, Default: r.IntN(2) == 0}
			}
		}
	}
	if r.IntN(3) > 0 {
		o := &CombatOutcome{Destroyed: strs(), RemovedFromCombat: strs()}
		if r.IntN(4) > 0 {
			o.Life = map[string]int{}
			for range r.IntN(4) {
				o.Life[str()] = r.IntN(41) - 20
			}
		}
		c.Outcome = o
	}
	if r.IntN(3) > 0 {
		bd := &Board{ActivePlayer: str()}
		if r.IntN(4) > 0 {
			bd.Players = make([]Player, r.IntN(3))
			for i := range bd.Players {
				bd.Players[i] = Player{ID: str(), Life: r.IntN(41) - 20, Poison: r.IntN(3), Graveyard: intp(), Shields: shields(),
					Hand: intp(), CreatureSpellsCast: intp(), CastOrPlayedLastTurn: boolp(), SkippedDraw: boolp()}
			}
		}
		if r.IntN(4) > 0 {
			bd.Permanents = make([]Permanent, r.IntN(4))
			for i := range bd.Permanents {
				p := Permanent{ID: str(), Name: str(), Controller: str(), Types: strs(), Supertypes: strs(), Subtypes: strs(), Colors: strs(),
					Power: intp(), Toughness: intp(), Damage: r.IntN(4), Tapped: r.IntN(2) == 0, SummoningSick: r.IntN(2) == 0,
					Abilities: strs(), KickersPaid: strs(), Kicked: boolp(), EffectIgnored: boolp(), PhasedIn: boolp(),
					EnteredThisTurn: boolp(), AttackedLastTurn: boolp(), Shields: shields(), Token: r.IntN(2) == 0}
				if r.IntN(2) == 0 {
					p.Owner = str()
				}
				if r.IntN(2) == 0 {
					p.AttachedTo, p.Chosen, p.Face = str(), str(), str()
				}
				if r.IntN(3) == 0 {
					p.Counters = map[string]int{str(): r.IntN(3), str(): r.IntN(3)}
				}
				if r.IntN(4) == 0 {
					p.Card = &ScryfallCard{Name: strings.TrimSpace(str())}
				}
				bd.Permanents[i] = p
			}
		}
		c.Board = bd
	}
	return c
}
