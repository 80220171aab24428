package httpapi

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestCheckJSONAsEncodingJSON holds check_json.go to encoding/json: every
// check answer among the goldens, and random answers, are written by hand
// byte for byte as encoding/json writes them.
func TestCheckJSONAsEncodingJSON(t *testing.T) {
	n := eachGoldenAnswer(t, func(keys map[string]json.RawMessage) bool {
		return keys["verdict"] != nil && keys["steps"] == nil && keys["dealt"] == nil // a check's answer
	}, func(p string, body, compact []byte) {
		var r CheckResponse
		if err := json.Unmarshal(body, &r); err != nil {
			t.Errorf("%s: %v", p, err)
			return
		}
		if got, _ := r.appendJSON(nil); !bytes.Equal(got, compact) {
			t.Errorf("%s: written by hand\n%s\ngolden\n%s", p, got, compact)
		}
		compareCheckJSON(t, p, r)
	})
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
	compareWritten(t, "every field set", r, r)
}

func compareCheckJSON(t *testing.T, name string, r CheckResponse) {
	t.Helper()
	compareWritten(t, name, r, r)
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
		for at := range 17 { // each place of a longer string
			s := []byte("abcdefghijklmnopq")
			s[at] = byte(c)
			check(string(s))
		}
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
