package ability_test

import (
	"fmt"
	"strings"
	"testing"

	"rulesjudge/rules/ability"
)

// What a line was read as (issue 12 item 4): the subject, the effect, each
// term of its quality and its condition, so that a word the reader took can
// be seen and checked. "creatures" beside other words adds no term: what
// these abilities are compared with in combat is always a creature.
func TestDescribe(t *testing.T) {
	tests := []struct {
		text, name string
		want       string // the first ability's meaning, in the form of meaningString
	}{
		{"Flying", "", "itself | flying"},
		{"Stone Spirit can't be blocked by creatures with flying.", "Stone Spirit",
			"itself | can't be blocked by [quality] | creatures with flying: with keyword flying"},
		{"~ can't be blocked by black and/or red creatures.", "",
			"itself | can't be blocked by [quality] | black and/or red creatures: (color black) or (color red)"},
		{"Protection from everything", "", "itself | protection | everything: everything"},
		{"Protection from nonblack creatures", "",
			"itself | protection | nonblack creatures: not color black"},
		{"~ can't block creatures with power 2 or greater.", "",
			"itself | can't block [quality] | creatures with power 2 or greater: power at least 2"},
		{"~ gets +2/+0 as long as it's attacking.", "", "itself | gets +N/+N | +2/+0 | as long as it's attacking"},
		{"Other Goblin creatures you control get +1/+1 and have mountainwalk.", "",
			"other goblin creatures you control | [quality] creatures have [keywords] | gives gets +N/+N +1/+1; landwalk mountain: subtype mountain"},
		{"Enchanted creature can't attack.", "", "the permanent it is attached to | [quality] creatures have [keywords] | gives can't attack"},
		{"Rampage 2", "", "itself | rampage | N 2"},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, tt.name)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.text, err)
			continue
		}
		if got := meaningString(ability.Describe(abs[0])); got != tt.want {
			t.Errorf("Describe(%q):\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}

// Every wording's example is described with every kind of term and every
// condition in words, never as a number.
func TestDescribeNamesEveryKind(t *testing.T) {
	for _, w := range ability.Wordings() {
		abs, err := ability.Parse(w.Example, "")
		if err != nil {
			t.Errorf("example %q of %q: %v", w.Example, w.Pattern, err)
			continue
		}
		for _, a := range abs {
			s := meaningString(ability.Describe(a))
			if strings.Contains(s, "term kind ") || strings.Contains(s, "condition ") {
				t.Errorf("%q is described with an unnamed kind or condition: %s", w.Example, s)
			}
		}
	}
	for _, c := range []ability.Condition{ability.Attacking, ability.Blocking, ability.Enchanted, ability.Threshold} {
		if s := c.String(); s == "" || strings.HasPrefix(s, "condition ") {
			t.Errorf("condition %d: got %q, want its words", int(c), s)
		}
	}
}

// meaningString flattens a meaning for comparison:
// "subject | effect | quality: terms | condition", and what it gives.
func meaningString(m ability.Meaning) string {
	parts := []string{m.Subject, m.Effect}
	if m.Power != 0 || m.Toughness != 0 {
		parts = append(parts, fmt.Sprintf("%+d/%+d", m.Power, m.Toughness))
	}
	if m.N != 0 {
		parts = append(parts, fmt.Sprintf("N %d", m.N))
	}
	if m.Quality != nil {
		parts = append(parts, qualityString(*m.Quality))
	}
	if m.Condition != "" {
		parts = append(parts, m.Condition)
	}
	if len(m.Gives) > 0 {
		var gives []string
		for _, g := range m.Gives {
			s := g.Effect
			if g.Power != 0 || g.Toughness != 0 {
				s += fmt.Sprintf(" %+d/%+d", g.Power, g.Toughness)
			}
			if g.Quality != nil {
				s += " " + qualityString(*g.Quality)
			}
			gives = append(gives, s)
		}
		parts = append(parts, "gives "+strings.Join(gives, "; "))
	}
	return strings.Join(parts, " | ")
}

func qualityString(q ability.QualityMeaning) string {
	if len(q.Any) > 0 {
		var alts []string
		for _, a := range q.Any {
			alts = append(alts, "("+termsString(a)+")")
		}
		return q.Text + ": " + strings.Join(alts, " or ")
	}
	return q.Text + ": " + termsString(q)
}

func termsString(q ability.QualityMeaning) string {
	var terms []string
	for _, t := range q.Terms {
		s := t.Kind
		if t.Not {
			s = "not " + s
		}
		if t.Word != "" {
			s += " " + t.Word
		}
		if t.N != 0 {
			s += fmt.Sprintf(" %d", t.N)
		}
		terms = append(terms, s)
	}
	return strings.Join(terms, ", ")
}

// A condition's quality is described term by term too, so the words a
// condition looks for can be checked like the ability's own.
func TestDescribeConditionQuality(t *testing.T) {
	abs, err := ability.Parse("Bladewing's Thrall has flying as long as you control a Dragon.", "Bladewing's Thrall")
	if err != nil {
		t.Fatal(err)
	}
	m := ability.Describe(abs[0])
	if m.Effect != "flying" || m.ConditionQuality == nil || len(m.ConditionQuality.Terms) != 1 ||
		m.ConditionQuality.Terms[0].Kind != "subtype" || m.ConditionQuality.Terms[0].Word != "dragon" {
		t.Errorf("got %s with condition quality %+v, want flying under the one term subtype dragon", meaningString(m), m.ConditionQuality)
	}
	if !strings.Contains(m.Condition, "dragon") {
		t.Errorf("condition: got %q, want it to name the dragon it looks for", m.Condition)
	}
}
