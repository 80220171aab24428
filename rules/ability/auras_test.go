package ability_test

import (
	"strconv"
	"strings"
	"testing"

	"rulesjudge/rules/ability"
)

// auraMeaning flattens what an Aura's line was read as, the conditions of
// what it gives included: "outer effect [outer condition] > given effect
// [its condition]; ...".
func auraMeaning(m ability.Meaning) string {
	s := m.Subject + " | " + m.Effect
	if m.Condition != "" {
		s += " [" + m.Condition + "]"
	}
	var gives []string
	for _, g := range m.Gives {
		e := g.Effect
		if g.Power != 0 || g.Toughness != 0 {
			e += " " + strings.TrimSpace(meaningString(g)[len(g.Subject+" | "+g.Effect+" | "):])
		}
		if g.Condition != "" && !strings.Contains(e, g.Condition) {
			e += " [" + g.Condition + "]"
		}
		gives = append(gives, e)
	}
	if len(gives) > 0 {
		s += " > " + strings.Join(gives, "; ")
	}
	return s
}

// The Aura and Equipment lines of issue 13 read by auras.go: what each is
// read as (its meaning row), condition by condition.
func TestAurasMeaning(t *testing.T) {
	tests := []struct {
		text string
		want string
	}{
		// Snow Devil: blocking is the creature's; "you" is the Aura's controller.
		{"Enchanted creature has first strike as long as it's blocking and you control a snow land.",
			"the permanent it is attached to | [quality] creatures have [keywords] [as long as its controller controls snow land] > first strike [as long as it's blocking]"},
		// Tahngarth's Rage: one boost while attacking, the other until then.
		{"Enchanted creature gets +3/+0 as long as it's attacking. Otherwise, it gets -2/-1.",
			"the permanent it is attached to | [quality] creatures have [keywords] > gets +N/+N +3/+0 | as long as it's attacking; gets +N/+N -2/-1 | as long as it's not attacking"},
		// A grant under a condition on combat: "it" is the enchanted creature.
		{"Enchanted creature has first strike as long as it's blocking.",
			"the permanent it is attached to | [quality] creatures have [keywords] > first strike [as long as it's blocking]"},
		{"Enchanted creature gets +2/+2 and has flying and shroud.",
			"the permanent it is attached to | [quality] creatures have [keywords] > gets +N/+N +2/+2; flying; shroud"},
		{"Equipped creature can't be blocked and has shroud.",
			"the permanent it is attached to | [quality] creatures have [keywords] > can't be blocked; shroud"},
		{"Enchanted creature has phasing and can't be blocked except by Walls.",
			"the permanent it is attached to | [quality] creatures have [keywords] > phasing; can't be blocked except by [quality]"},
		// Volrath's Curse: the whole effect holds unless its cost was paid
		// this turn (the Aura's effect_ignored); what is paid is not read.
		{"Enchanted creature can't attack or block, and its activated abilities can't be activated. That creature's controller may sacrifice a permanent for that player to ignore this effect until end of turn.",
			"the permanent it is attached to | [quality] creatures have [keywords] [unless the cost to ignore it this turn was paid] > can't attack; can't block; not about combat"},
		{"Enchanted creature can't attack or block, and its activated abilities can't be activated. Its controller may exile three cards from their graveyard for that player to ignore this effect until end of turn.",
			"the permanent it is attached to | [quality] creatures have [keywords] [unless the cost to ignore it this turn was paid] > can't attack; can't block; not about combat"},
		{"Enchanted creature can't block creatures with power equal to or greater than the enchanted creature's toughness.",
			"the permanent it is attached to | [quality] creatures have [keywords] > can't block creatures with power equal to or greater than its toughness"},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, "")
		if err == nil && len(abs) == 1 && abs[0].Condition == ability.Unignored && abs[0].Fact() != ability.FactEffectIgnored {
			t.Errorf("Parse(%q).Fact() = %d, want the fact of permanents[].effect_ignored", tt.text, abs[0].Fact())
		}
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.text, err)
			continue
		}
		if len(abs) != 1 {
			t.Errorf("Parse(%q): got %d abilities, want 1", tt.text, len(abs))
			continue
		}
		if got := auraMeaning(ability.Describe(abs[0])); got != tt.want {
			t.Errorf("Describe(%q):\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}

// Each wording of auras.go cites the rule that gives it meaning: shroud
// the targets of a triggered ability (410.4, the nearest rule listed, as
// the seeds do not define shroud), phasing 502.15, the restrictions 500.3,
// the Aura lines the layers (418.5a).
func TestAurasWordingRules(t *testing.T) {
	want := map[string]string{
		"Shroud":  "410.4",
		"Phasing": "502.15",
		"[This] can't be blocked and has [keywords].":                                                                                                                                                          "500.3",
		"[This] can't block creatures with power equal to or greater than [This]'s toughness.":                                                                                                                 "500.3",
		"Enchanted creature gets +N/+N as long as it's attacking. Otherwise, it gets +N/+N.":                                                                                                                   "418.5a",
		"Enchanted creature has [keywords] as long as it's [attacking | blocking] and [a condition on its controller or the board].":                                                                           "418.5a",
		"Each creature with a [kind] counter on it is a [creature type] in addition to its other creature types and has [keywords].":                                                                           "418.5a",
		"Lands you control are N/N creatures [with [keywords]]. They're still lands.":                                                                                                                          "418.5b",
		"Enchanted creature can't attack or block[, and its activated abilities can't be activated]. [Its | That creature's] controller may [a cost] for that player to ignore this effect until end of turn.": "500.2",
	}
	got := map[string]string{}
	for _, w := range ability.Wordings() {
		if _, ok := want[w.Pattern]; ok {
			got[w.Pattern] = w.Rule
		}
	}
	for pattern, rule := range want {
		if got[pattern] != rule {
			t.Errorf("wording %q: got rule %q, want %q", pattern, got[pattern], rule)
		}
	}
}

// The type-changing statics: Aurification is a type change (the creature
// type, with the counter's kind) and a grant of the abilities layer whose
// abilities hold only on a creature with that counter; Natural Emergence
// is one effect, its power, toughness and keywords applied with the type
// change (418.5b).
func TestAurasTypeChanges(t *testing.T) {
	tests := []struct {
		text string
		want []string // each ability: keyword | quality | counter kind | given (with their conditions)
	}{
		{"Each creature with a gold counter on it is a Wall in addition to its other creature types and has defender.", []string{
			"each creature with a [kind] counter on it is a [creature type] in addition to its other creature types | wall | gold | ",
			"[quality] creatures have [keywords] | creatures | gold | defender (as long as it has a [quality] counter on it)",
		}},
		{"Each creature with a gold counter on it is a Wall in addition to its other creature types.", []string{
			"each creature with a [kind] counter on it is a [creature type] in addition to its other creature types | wall | gold | ",
		}},
		{"Lands you control are 2/2 creatures with first strike. They're still lands.", []string{
			"lands you control are N/N creatures 2/2 |  |  | first strike",
		}},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, "")
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.text, err)
			continue
		}
		var got []string
		for _, a := range abs {
			k := string(a.Keyword)
			if a.Keyword == ability.LandsBecomeCreatures {
				k += " " + strconv.Itoa(a.Power) + "/" + strconv.Itoa(a.Toughness)
			}
			kind := a.When.Quality.Text
			var given []string
			for _, g := range a.Abilities {
				s := string(g.Keyword)
				if g.Condition != ability.Always {
					s += " (" + g.Condition.String() + ")"
					kind = g.When.Quality.Text
				}
				given = append(given, s)
			}
			got = append(got, k+" | "+a.Quality.Text+" | "+kind+" | "+strings.Join(given, "; "))
		}
		if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("Parse(%q):\n got %q\nwant %q", tt.text, got, tt.want)
		}
	}
	for _, text := range []string{
		"Each creature with a gold counter on it is a Wolvez in addition to its other creature types.", // no creature type
		"Lands you control are 2/2 creatures with shmoofing. They're still lands.",                     // no keyword
	} {
		if abs, err := ability.Parse(text, ""); err == nil {
			t.Errorf("Parse(%q) = %v; want it refused", text, abs)
		}
	}
}
