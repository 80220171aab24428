package trick

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"testing"
)

// TestEffectRules: every mode the walk applies (subjectsOfForm and the
// delayed triggers of delayedSubjects) has a typed
// effect and a rule; an
// applied mode added without an action in ability's table, or an action
// without a rule here, fails.
func TestEffectRules(t *testing.T) {
	modes := AppliedTrickModes()
	if len(modes) < 60 || len(modes) < len(subjectsOfForm)+len(delayedSubjects) {
		t.Fatalf("%d modes applied, want the 60 or more of today, and each delayed trigger of the %d", len(modes), len(delayedSubjects))
	}
	for k := range modes {
		e := ability.EffectOf(k)
		if e == nil {
			t.Errorf("the applied mode %q has no typed effect (ability's effect_kinds.go)", k)
			continue
		}
		if effectRuleOf(e) == "" {
			t.Errorf("the applied mode %q (%s) cites no rule", k, e.Action)
		}
	}
}

// Each kind of effect cites its rule on an era line the walk applies, and
// the typed questions answer as the kind says.
func TestTrickLineEffects(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		action     ability.Action
		amount     ability.Amount
		duration   ability.Duration
		rule       game.RuleID
	}{
		{"Giant Growth", "Target creature gets +3/+3 until end of turn.", ability.PowerToughnessChange, ability.FixedN, ability.UntilEndOfTurn, "418.3a"},
		{"", "{R}: ~ gains first strike until end of turn.", ability.KeywordGrant, ability.NoAmount, ability.UntilEndOfTurn, "418.3a"},
		{"", "{W}: Prevent the next 1 damage that would be dealt to any target this turn.", ability.PreventionShield, ability.FixedN, ability.ThisTurn, "419.7b"},
		{"Holy Day", "Prevent all combat damage that would be dealt this turn.", ability.PreventionShield, ability.AllOf, ability.ThisTurn, "419.7"},
		{"", "{G}: Regenerate ~.", ability.RegenerationShield, ability.NoAmount, ability.ThisTurn, "419.6b"},
		{"", "{T}: ~ deals 1 damage to target attacking or blocking creature.", ability.DamageDealt, ability.FixedN, ability.Once, "413.2b"},
		{"", "{X}{R}: ~ deals X damage to target attacking or blocking creature.", ability.DamageDealt, ability.XGiven, ability.Once, "413.2b"},
		{"", "{1}: Target creature can't block this turn.", ability.BlockRestriction, ability.NoAmount, ability.ThisTurn, "500.3"},
		{"", "{T}: Tap target creature.", ability.Tapping, ability.NoAmount, ability.Once, "306.2b"},
		{"", "{T}: Untap target creature.", ability.Untapping, ability.NoAmount, ability.Once, "413.2b"},
		{"", "{2}: Remove target attacking creature from combat.", ability.CombatRemoval, ability.NoAmount, ability.Once, "306.2"},
		{"", "{1}{G}: Target creature can block an additional creature this turn.", ability.ExtraBlocks, ability.FixedN, ability.ThisTurn, "309.2a"},
	} {
		r, err := TrickLine(tt.text, tt.name)
		if err != nil {
			t.Errorf("TrickLine(%q): %v", tt.text, err)
			continue
		}
		e := r.Parts[0].Effect
		if e == nil || e.Action != tt.action || e.Amount != tt.amount || e.Duration != tt.duration {
			t.Errorf("TrickLine(%q): effect %+v, want %s of %q %s", tt.text, e, tt.action, tt.amount, tt.duration)
			continue
		}
		if got := TrickRule(r); got != tt.rule {
			t.Errorf("TrickLine(%q): rule %s, want %s", tt.text, got, tt.rule)
		}
	}
}

// The frames, the choices and the delayed effects, by their typed effect.
func TestTypedEffectQuestions(t *testing.T) {
	for _, tt := range []struct {
		text          string
		framed, chose bool
		rule          game.RuleID
	}{
		{"Sacrifice ~ at the beginning of the next end step.", true, false, "404.4"},
		{"Target creature gets +1/+1 until end of turn. When that creature leaves the battlefield this turn, sacrifice ~.", false, false, "418.3a"},
		{"You may tap or untap target creature.", false, true, "413.2c"},
		{"Flip a coin.", false, true, "413.2b"},
		{"Choose a color.", false, true, "413.2c"},
		{"You gain 2 life.", true, false, "413.2b"},
	} {
		r, err := ability.ReadEffect(tt.text, "")
		if err != nil {
			t.Errorf("ReadEffect(%q): %v", tt.text, err)
			continue
		}
		p := r.Parts[0]
		if framed(p) != tt.framed || choiceOfTrick(p) != tt.chose || TrickRule(r) != tt.rule {
			t.Errorf("%q (%s): framed %v, a choice %v, rule %s; want %v, %v, %s", tt.text, p.Mode, framed(p), choiceOfTrick(p), TrickRule(r), tt.framed, tt.chose, tt.rule)
		}
	}
	// A trigger of this turn on what leaves the battlefield is a frame;
	// one on a block is not.
	r, err := ability.ReadEffect("Target creature gets +1/+1 until end of turn. When that creature leaves the battlefield this turn, sacrifice ~.", "")
	if err != nil || len(r.Parts) != 2 || !framed(r.Parts[1]) || effectRuleOf(r.Parts[1].Effect) != "404.4b" {
		t.Errorf("the trigger of this turn on leaving: %v %+v", err, r.Parts)
	}
	r, err = ability.ReadEffect("Target creature gains trample until end of turn. When that creature becomes blocked this turn, it gets +1/+1 until end of turn for each creature blocking it.", "")
	if err != nil || len(r.Parts) != 2 || framed(r.Parts[1]) || effectRuleOf(r.Parts[1].Effect) != "404.4b" {
		t.Errorf("the trigger of this turn on a block: %v %+v", err, r.Parts)
	}
}
