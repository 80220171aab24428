package ability_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"rulesjudge/rules/ability"
)

// FuzzParseAbility feeds the ability reader any wording and card name, seeded
// with every example of GET /v1/abilities and every ability of scenarios/.
// Beyond not panicking, the reader must keep its promises (README, "GET
// /v1/abilities"): the same wording reads the same every time; matching
// ignores case and a final period; white space is folded; an error says
// what it did not understand.
//
//	go test -run='^$' -fuzz='^FuzzParseAbility$' -fuzztime=1m ./rules
func FuzzParseAbility(f *testing.F) {
	for _, w := range ability.Wordings() {
		f.Add(w.Example, "")
		f.Add(w.Example, "Grizzly Bears")
	}
	for _, s := range scenarioAbilities(f) {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, text, name string) {
		got, err := ability.Parse(text, name)
		again, err2 := ability.Parse(text, name)
		if read(got, err, true) != read(again, err2, true) {
			t.Fatalf("ParseAbility(%q, %q) twice: got %s, then %s", text, name, read(got, err, true), read(again, err2, true))
		}
		if err != nil && err.Error() == "" {
			t.Fatalf("ParseAbility(%q, %q): an error with no message", text, name)
		}
		if err == nil && len(got) == 0 {
			t.Fatalf("ParseAbility(%q, %q): no ability and no error", text, name)
		}
		want := read(got, err, false)

		// Case: only for ASCII, where upper and lower case are one to one.
		if isASCII(text) && isASCII(name) {
			up, upErr := ability.Parse(strings.ToUpper(text), strings.ToUpper(name))
			if g := read(up, upErr, false); g != want {
				t.Errorf("in upper case, ParseAbility(%q, %q): got %s, want %s as for %q", strings.ToUpper(text), strings.ToUpper(name), g, want, text)
			}
		}
		// A final period.
		if !strings.HasSuffix(strings.TrimSpace(text), ".") {
			dot, dotErr := ability.Parse(text+".", name)
			if g := read(dot, dotErr, false); g != want {
				t.Errorf("with a final period, ParseAbility(%q, %q): got %s, want %s as without", text+".", name, g, want)
			}
		}
		// White space around and between words.
		spaced := "  " + strings.ReplaceAll(text, " ", "  ") + "\t"
		sp, spErr := ability.Parse(spaced, name)
		if g := read(sp, spErr, false); g != want {
			t.Errorf("with more white space, ParseAbility(%q, %q): got %s, want %s as for %q", spaced, name, g, want, text)
		}
	})
}

// read writes what a reading of an ability amounts to: the error, or each
// ability's keyword, number and quality. Without exact, the texts as
// written (in the ability and its quality) are left out.
func read(abs []ability.Ability, err error, exact bool) string {
	if err != nil {
		if exact {
			return "error: " + err.Error()
		}
		return "error"
	}
	var b strings.Builder
	for _, a := range abs {
		if !exact {
			a.Text, a.Quality.Text = "", ""
		}
		fmt.Fprintf(&b, "%+v;", a)
	}
	return b.String()
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// scenarioAbilities lists every {ability, card name} of the scenarios'
// boards.
func scenarioAbilities(f testing.TB) [][2]string {
	f.Helper()
	files, err := filepath.Glob("../../scenarios/*/*.json")
	if err != nil || len(files) == 0 {
		f.Fatalf("no scenarios to seed from: %v", err)
	}
	var out [][2]string
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		var s struct {
			Request struct {
				Board struct {
					Permanents []struct {
						Name      string   `json:"name"`
						Abilities []string `json:"abilities"`
					} `json:"permanents"`
				} `json:"board"`
			} `json:"request"`
		}
		if err := json.Unmarshal(data, &s); err != nil {
			continue // a scenario of a malformed request
		}
		for _, p := range s.Request.Board.Permanents {
			for _, a := range p.Abilities {
				out = append(out, [2]string{a, p.Name})
			}
		}
	}
	return out
}
