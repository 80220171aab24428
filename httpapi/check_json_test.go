package httpapi

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"math/rand/v2"
	"os"
	"reflect"
	"testing"
)

// TestCheckJSONAsEncodingJSON holds check_json.go to encoding/json: every
// check answer among the goldens, and random answers, are written by hand
// byte for byte as encoding/json writes them.
func TestCheckJSONAsEncodingJSON(t *testing.T) {
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
		if json.Unmarshal(body, &keys) != nil || keys["verdict"] == nil || keys["steps"] != nil || keys["dealt"] != nil {
			return nil // not a check answer
		}
		var r CheckResponse
		if err := json.Unmarshal(body, &r); err != nil {
			t.Errorf("%s: %v", p, err)
			return nil
		}
		var compact bytes.Buffer
		if err := json.Compact(&compact, body); err != nil {
			t.Fatal(err)
		}
		if got, _ := r.appendJSON(nil); !bytes.Equal(got, compact.Bytes()) {
			t.Errorf("%s: written by hand\n%s\ngolden\n%s", p, got, compact.Bytes())
		}
		compareCheckJSON(t, p, r)
		n++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 100 {
		t.Errorf("only %d check answers among the goldens", n)
	}
	r := rand.New(rand.NewPCG(25, 17))
	for range 2000 {
		compareCheckJSON(t, "random", randomCheckResponse(r))
	}
}

// TestCheckJSONWritesEveryField: a check answer whose every field, and
// every field of what it holds, is set by reflection is written by hand
// as encoding/json writes it, so that a field added to the wire later
// can't be left out silently.
func TestCheckJSONWritesEveryField(t *testing.T) {
	var r CheckResponse
	fillEvery(reflect.ValueOf(&r).Elem(), 0)
	if r.Requirements == nil || r.Requirements.Example == nil || len(r.Requirements.Example.Attackers) == 0 || len(r.Requirements.Example.Attackers[0].Provoke) == 0 {
		t.Fatalf("the answer filled by reflection lacks its requirements' fields: %+v", r.Requirements)
	}
	compareCheckJSON(t, "every field set", r)
}

// TestResolveJSONKeepsItsFields: a ResolveResponse, which embeds a
// CheckResponse, is written whole, not as the check answer it embeds.
func TestResolveJSONKeepsItsFields(t *testing.T) {
	var r ResolveResponse
	fillEvery(reflect.ValueOf(&r).Elem(), 0)
	want, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := encodeBody(&buf, r); err != nil || buf.String() != string(want)+"\n" {
		t.Fatalf("encodeBody (%v)\n%s\nencoding/json\n%s", err, buf.String(), want)
	}
}

func compareCheckJSON(t *testing.T, name string, r CheckResponse) {
	t.Helper()
	want, err := json.Marshal(r)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	got, err := r.appendJSON([]byte("x"))
	if err != nil || !bytes.Equal(got[1:], want) {
		t.Fatalf("%s: written by hand (%v)\n%s\nencoding/json\n%s", name, err, got[1:], want)
	}
	var buf bytes.Buffer
	if err := encodeBody(&buf, r); err != nil || buf.String() != string(want)+"\n" {
		t.Fatalf("%s: encodeBody (%v)\n%s\nencoding/json\n%s", name, err, buf.String(), want)
	}
}

// randomCheckResponse is randomCombatResponse's check answer, with
// declarations of every kind: nil, empty and filled lists.
func randomCheckResponse(r *rand.Rand) CheckResponse {
	c := randomCombatResponse(r).CheckResponse
	str := func() string { return wireStrings[r.IntN(len(wireStrings))] }
	strs := func() []string {
		switch r.IntN(3) {
		case 0:
			return nil
		case 1:
			return []string{}
		}
		return []string{str(), str()}
	}
	declaration := func() *Declaration {
		d := &Declaration{}
		if r.IntN(3) > 0 {
			d.Attackers = []Attacker{}
			for range r.IntN(3) {
				d.Attackers = append(d.Attackers, Attacker{Creature: str(), Band: str(), Player: str(), Provoke: strs()})
			}
		}
		if r.IntN(3) > 0 {
			d.Blockers = []Blocker{}
			for range r.IntN(3) {
				d.Blockers = append(d.Blockers, Blocker{Creature: str(), Blocking: strs()})
			}
		}
		if r.IntN(3) > 0 {
			d.Assignments = []Assignment{}
			for range r.IntN(3) {
				a := Assignment{Source: str(), AssignedBy: str()}
				if r.IntN(3) > 0 {
					a.Damage = []DamageShare{}
					for range r.IntN(3) {
						a.Damage = append(a.Damage, DamageShare{To: str(), Amount: r.IntN(5) - 1})
					}
				}
				d.Assignments = append(d.Assignments, a)
			}
		}
		return d
	}
	if c.Requirements != nil {
		c.Requirements.Example = nil
		if r.IntN(3) > 0 {
			c.Requirements.Example = declaration()
		}
	}
	if c.Example != nil {
		c.Example = declaration()
	}
	for i := range c.Ignored {
		c.Ignored[i].Text, c.Ignored[i].Reason, c.Ignored[i].Face = str(), str(), str()
	}
	return c
}

// TestJSONStringAsEncodingJSON: appendJSONString quotes every string as
// encoding/json does: each byte value alone and after text, random
// bytes, and the runes it escapes.
func TestJSONStringAsEncodingJSON(t *testing.T) {
	check := func(s string) {
		t.Helper()
		want, _ := json.Marshal(s)
		if got := appendJSONString([]byte("x"), s); !bytes.Equal(got[1:], want) {
			t.Fatalf("%q: written by hand %s, encoding/json %s", s, got[1:], want)
		}
	}
	for c := range 256 {
		check(string([]byte{byte(c)}))
		check("ab" + string([]byte{byte(c)}) + "cd")
	}
	for _, s := range append(wireStrings, "\u2028x\u2029", "\b\f", "é\xc3", "\xe2\x80", "\xed\xa0\x80", "\U0001F600", "\x7f") {
		check(s)
	}
	r := rand.New(rand.NewPCG(25, 18))
	for range 20000 {
		b := make([]byte, r.IntN(12))
		for i := range b {
			if r.IntN(3) == 0 {
				b[i] = byte(r.IntN(256))
			} else {
				const some = "a\"\\<>&\n\xe2\x80\xa8\xc3\xa9"
				b[i] = some[r.IntN(len(some))]
			}
		}
		check(string(b))
	}
}
