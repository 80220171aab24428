package ability_test

import (
	"slices"
	"testing"

	"rulesjudge/rules/ability"
)

// flat lists the keywords of abilities and of what they give, in order:
// "Grant>can't attack" for a Grant giving "can't attack".
func flat(abs []ability.Ability) []string {
	var out []string
	for _, a := range abs {
		k := string(a.Keyword)
		if len(a.Abilities) == 0 {
			out = append(out, k)
			continue
		}
		for _, g := range a.Abilities {
			out = append(out, k+">"+string(g.Keyword))
		}
	}
	return out
}

func TestGlobalWordings(t *testing.T) {
	g := func(k ability.Keyword) string { return string(ability.Grant) + ">" + string(k) }
	tests := []struct {
		text, name string
		want       []string
		n          int // N of the first ability
		attached   bool
		quality    string // the first ability's quality text
	}{
		{"Enchanted creature loses flying.", "", []string{string(ability.Lose) + ">" + string(ability.Flying)}, 0, true, ""},
		{"Enchanted creature has reach.", "", []string{g(ability.BlocksAsThoughFlying)}, 0, true, ""},
		{"Creatures you control have menace.", "", []string{g(ability.MinBlockers)}, 0, false, "creatures"},
		{"Equipped creature has first strike, trample, and haste.", "", []string{g(ability.FirstStrike), g(ability.Trample), g(ability.Haste)}, 0, true, ""},
		{"Enchanted permanent can't attack or block, and its activated abilities can't be activated unless they're mana abilities.", "",
			[]string{g(ability.CantAttack), g(ability.CantBlock), g(ability.NotCombat)}, 0, true, ""},
		{"Enchanted creature can't block if it's black.", "", []string{g(ability.CantBlock)}, 0, true, "black"},
		{"Enchanted creature gets +3/+0 and can only attack alone.", "", []string{g(ability.Boost), g(ability.AttacksOnlyAlone)}, 0, true, ""},
		{"Enchanted creature can't attack unless its controller pays {3}.", "", []string{g(ability.AttackCost)}, 0, true, ""},
		{"Enchanted Wall can attack as though it didn't have defender.", "", []string{g(ability.AttacksDespiteDefender)}, 0, true, ""},
		{"Wall creatures can attack as though they didn't have defender.", "", []string{g(ability.AttacksDespiteDefender)}, 0, false, "wall creatures"},
		{"Creatures with power 2 or less can't attack you.", "", []string{string(ability.CreaturesCantAttackYou)}, 0, false, "creatures with power 2 or less"},
		{"No more than two creatures can attack you each combat.", "", []string{string(ability.AttackCapYou)}, 2, false, ""},
		{"White creatures and blue creatures can't block.", "", []string{string(ability.CreaturesCantBlock)}, 0, false, "white creatures or blue creatures"},
		{"Creatures that are enchanted can't attack or block.", "", []string{g(ability.CantAttack), g(ability.CantBlock)}, 0, false, "creatures"},
		{"Attacking creatures you control get +1/+0.", "", []string{g(ability.Boost)}, 0, false, "creatures"},
		{"Nonblack creatures can't attack you unless their controller pays {2} for each creature he or she controls that's attacking you.", "",
			[]string{string(ability.AttackTax)}, 2, false, "nonblack creatures"},
		{"Green creatures can't attack unless their controller sacrifices a land for each green creature he or she controls that's attacking.", "",
			[]string{string(ability.AttackSacrificeTax)}, 0, false, "green creatures"},
		{"Nonblue creatures can't block creatures you control unless their controller pays 1 life for each blocking creature he or she controls.", "",
			[]string{string(ability.BlockTaxLife)}, 1, false, "nonblue creatures"},
		{"As long as Foriysian Totem is a creature, it can block an additional creature each turn.", "Foriysian Totem", []string{string(ability.AdditionalBlock)}, 0, false, ""},
		{"Creatures without flying don't untap during their controllers' untap steps.", "", []string{string(ability.NotCombat)}, 0, false, ""},
		{"Enchanted creature has flying and \"Sacrifice a creature: Fallen Ideal gets +2/+1 until end of turn.\"", "", []string{g(ability.Flying), g(ability.NotCombat)}, 0, true, ""},
	}
	for _, tt := range tests {
		abs, err := ability.Parse(tt.text, tt.name)
		if err != nil {
			t.Errorf("Parse(%q): %v; want %v", tt.text, err, tt.want)
			continue
		}
		if got := flat(abs); !slices.Equal(got, tt.want) {
			t.Errorf("Parse(%q) = %v; want %v", tt.text, got, tt.want)
			continue
		}
		first := abs[0]
		if n := first.N; len(first.Abilities) == 0 && n != tt.n {
			t.Errorf("Parse(%q): N = %d; want %d", tt.text, n, tt.n)
		}
		if first.Scope.Attached != tt.attached {
			t.Errorf("Parse(%q): attached = %v; want %v", tt.text, first.Scope.Attached, tt.attached)
		}
		if first.Quality.Text != tt.quality {
			t.Errorf("Parse(%q): quality %q; want %q", tt.text, first.Quality.Text, tt.quality)
		}
	}
}

// TestGlobalWordingsFailClosed: a wording close to a global one but with
// words it gives no meaning is refused, never read as something else.
func TestGlobalWordingsFailClosed(t *testing.T) {
	for _, text := range []string{
		"Green creatures can't attack unless their controller sacrifices a land for each blue creature he or she controls that's attacking.",
		"Creatures with power greater than ~'s power can't attack you.",
		"Enchanted creature can't block if it's attacking.",
		"Enchanted creature has first strike as long as it's blocking and defending player controls a snow land.", // two conditions on combat
		"Enchanted creature has first strike as long as it's blocking and it's untapped.",                         // "it": the creature
		"Enchanted creature gets +1/+1 as long as it's blocking and you control a snow land.",                     // a boost under two conditions
		"Enchanted creature gets +3/+0 as long as it's blocking. Otherwise, it gets -2/-1.",                       // only "attacking" has its otherwise
		"Enchanted creature has \"Whenever Mark of Sakiko deals combat damage to a player, add that much {G}.\"",
		"Reach",
		"Creatures of the chosen color without flying can't attack you.", // the choice is the board's (rules.WithChoice)
	} {
		if abs, err := ability.Parse(text, ""); err == nil {
			t.Errorf("Parse(%q) = %v; want it refused", text, flat(abs))
		}
	}
}

func TestEquipmentSentencesUnderQualities(t *testing.T) {
	abs, err := ability.Parse("Equipped creature gets +1/+1. As long as it's legendary, it gets an additional +2/+2. As long as it's red, it has trample.", "Tenza, Godo's Maul")
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	var got []string
	for _, a := range abs {
		got = append(got, a.Quality.Text+":"+flat([]ability.Ability{a})[0])
	}
	want := []string{":" + string(ability.Grant) + ">" + string(ability.Boost), "legendary:" + string(ability.Grant) + ">" + string(ability.Boost), "red:" + string(ability.Grant) + ">" + string(ability.Trample)}
	if !slices.Equal(got, want) {
		t.Errorf("Parse = %v; want %v", got, want)
	}
}
