package ability_test

import (
	"strings"
	"testing"

	"rulesjudge/rules/ability"
)

// The lines that give a creature other text (granted.go): each reads to
// every ability it stands for, in order, under its condition, with the
// rule of the wording that reads it.
func TestGrantedLines(t *testing.T) {
	tests := []struct {
		text, name string
		want       []ability.Keyword
		cond       ability.Condition
		rule       string // the rule of the wording read (GET /v1/abilities)
	}{
		// 502.23a, 418.5a: threshold's text, a list of gets, is and has.
		{"Threshold — As long as seven or more cards are in your graveyard, Wayward Angel gets +3/+3, is black, and has trample.", "Wayward Angel",
			[]ability.Keyword{ability.Boost, ability.ColorIs, ability.Trample}, ability.Threshold, "418.5a"},
		// An activated ability in quotes changes nothing the judge decides.
		{`As long as Flaring Flame-Kin is enchanted, it gets +2/+2, has trample, and has "{R}: Flaring Flame-Kin gets +1/+0 until end of turn."`, "Flaring Flame-Kin",
			[]ability.Keyword{ability.Boost, ability.Trample, ability.NotCombat}, ability.Enchanted, "418.5a"},
		// A quoted trigger the walk reads is read (410.2).
		{`As long as you have more cards in hand than each opponent, Descendant of Kiyomaro gets +1/+2 and has "Whenever Descendant of Kiyomaro deals combat damage, you gain 3 life."`, "Descendant of Kiyomaro",
			[]ability.Keyword{ability.Boost, ability.WhenDealsCombatDamage}, ability.MoreCardsInHand, "418.5a"},
		// One condition per clause.
		{`Tribal Golem has trample as long as you control a Beast, haste as long as you control a Goblin, first strike as long as you control a Soldier, flying as long as you control a Wizard, and "{B}: Regenerate Tribal Golem" as long as you control a Zombie.`, "Tribal Golem",
			[]ability.Keyword{ability.Trample, ability.Haste, ability.FirstStrike, ability.Flying, ability.NotCombat}, ability.YouControl, "418.5a"},
		{`All Slivers have "{T}: Quilled Sliver deals 1 damage to target attacking or blocking creature."`, "Quilled Sliver",
			[]ability.Keyword{ability.Grant}, ability.Always, "418.5a"},
		// 402.8: it works from a graveyard; on a permanent in play, nothing.
		{"As long as Valor is in your graveyard and you control a Plains, creatures you control have first strike.", "Valor",
			[]ability.Keyword{ability.InGraveyardOnly}, ability.Always, "402.8"},
		// 408.2g: the untap step is not combat; the board says what is tapped.
		{"Goblin Rock Sled doesn't untap during your untap step if it attacked during your last turn.", "Goblin Rock Sled",
			[]ability.Keyword{ability.NotCombat}, ability.Always, "408.2g"},
		{"Whenever ~ deals combat damage, you gain 3 life.", "", []ability.Keyword{ability.WhenDealsCombatDamage}, ability.Always, "410.2"},
		// Each keyword, and each color's protection, looked for on an
		// opponent's creature of another name.
		{"As long as an opponent controls a creature with flying not named Escaped Shapeshifter, Escaped Shapeshifter has flying. The same is true for first strike, trample, and protection from any color.", "Escaped Shapeshifter",
			[]ability.Keyword{ability.Flying, ability.FirstStrike, ability.Trample, ability.Protection, ability.Protection, ability.Protection, ability.Protection, ability.Protection}, ability.OpponentHasIt, "418.5a"},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, tt.name)
		if err != nil {
			t.Errorf("Parse(%q): %v, want it read", tt.text, err)
			continue
		}
		var got []ability.Keyword
		for _, a := range abs {
			got = append(got, a.Keyword)
			if a.Condition != tt.cond {
				t.Errorf("Parse(%q): %q under condition %d, want %d", tt.text, a.Keyword, a.Condition, tt.cond)
			}
		}
		if strings.Join(keywordStrings(got), "|") != strings.Join(keywordStrings(tt.want), "|") {
			t.Errorf("Parse(%q):\n got %v\nwant %v", tt.text, got, tt.want)
		}
		if !ruleRead(tt.text, tt.name, tt.rule) {
			t.Errorf("Parse(%q): want it read by a wording of rule %s", tt.text, tt.rule)
		}
	}
}

// ruleRead reports whether some wording of the given rule reads the text:
// its example reads to the same first keyword.
func ruleRead(text, name, rule string) bool {
	abs, err := ability.Parse(text, name)
	if err != nil || len(abs) == 0 {
		return false
	}
	for _, w := range ability.Wordings() {
		ex, err := ability.Parse(w.Example, "")
		if err == nil && len(ex) > 0 && ex[0].Keyword == abs[0].Keyword && w.Rule == rule {
			return true
		}
	}
	return false
}

func keywordStrings(ks []ability.Keyword) []string {
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = string(k)
	}
	return out
}

// A color change makes the creature that color only, and is read only
// under a condition that reads no permanent; a quoted ability the judge
// does not read refuses the line, naming it; a quoted ability that is read
// is read as its own line would be.
func TestGrantedLinesRefused(t *testing.T) {
	for _, tt := range []struct{ text, wantErr string }{
		{`Threshold — As long as seven or more cards are in your graveyard, ~ gets +3/+3, is black, has trample, and has "At the beginning of your upkeep, sacrifice a creature."`,
			`"at the beginning of your upkeep, sacrifice a creature", is not one the judge reads`},
		{`Threshold — As long as seven or more cards are in your graveyard, ~ has "When ~ comes into play, creatures you control gain protection from black until end of turn."`,
			"is not one the judge reads"},
		{"~ is black as long as you control a Swamp.", "a color change under a condition on the permanents in play"},
		{"~ is black as long as it's attacking.", "a color change under a condition"},
		{"~ gets +1/+1, is purple, and has flying.", "unrecognised"},
		{"As long as ~ is in your graveyard, creatures you control have wings.", "wings"},
		{"As long as ~ is in your graveyard and you control a Plainz, creatures you control have first strike.", "plainz"},
		{"As long as an opponent controls a creature with flying not named ~, ~ has trample.", "differ"},
		{"As long as an opponent controls a creature with flying not named ~, ~ has flying. The same is true for shroud.", "shroud"},
	} {
		_, err := ability.Parse(tt.text, "")
		if err == nil || !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(tt.wantErr)) {
			t.Errorf("Parse(%q): got %v, want an error saying %q", tt.text, err, tt.wantErr)
		}
	}
	abs, err := ability.Parse("~ is black.", "")
	if err != nil || len(abs) != 1 || abs[0].Keyword != ability.ColorIs || abs[0].Quality.Text != "black" {
		t.Errorf(`Parse("~ is black."): got %+v, %v; want one color change to black`, abs, err)
	}
}

// The meaning of a line that works from a graveyard says so, and what it
// would give there; Escaped Shapeshifter's condition names every term of
// what it looks for.
func TestGrantedMeanings(t *testing.T) {
	abs, err := ability.Parse("As long as Valor is in your graveyard and you control a Plains, creatures you control have first strike.", "Valor")
	if err != nil {
		t.Fatal(err)
	}
	m := ability.Describe(abs[0])
	if m.Effect != string(ability.InGraveyardOnly) || len(m.Gives) != 1 || m.Gives[0].Subject != "creatures you control" || len(m.Gives[0].Gives) != 1 || m.Gives[0].Gives[0].Effect != string(ability.FirstStrike) {
		t.Errorf("Valor: got %+v, want works only while in a graveyard, giving creatures you control first strike", m)
	}
	abs, err = ability.Parse("As long as an opponent controls a creature with flying not named ~, ~ has flying.", "")
	if err != nil {
		t.Fatal(err)
	}
	m = ability.Describe(abs[0])
	if m.Effect != string(ability.Flying) || m.ConditionQuality == nil || len(m.ConditionQuality.Terms) != 3 ||
		m.ConditionQuality.Terms[1].Kind != "with keyword" || m.ConditionQuality.Terms[2].Kind != "not named as itself" || !strings.HasPrefix(m.Condition, "as long as an opponent controls") {
		t.Errorf("Escaped Shapeshifter: got %+v (condition quality %+v), want flying as long as an opponent controls a creature with flying not named as itself", m, m.ConditionQuality)
	}
}
