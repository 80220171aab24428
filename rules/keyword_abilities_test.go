package rules_test

import (
	"go/ast"
	"go/token"
	"testing"

	"rulesjudge/rules/ability"
)

// Issue 26: the core tells readings apart by their typed kinds alone
// (ability.Effect, StaticAbility with its restriction, cost, permission
// and change forms, Trigger, ReplacementEffect), never by the constant
// that is their wire name. The only Keyword constants a package of the
// core but the ability language, or the edge, may name are the keyword
// abilities of 502 (flying, first strike, banding, protection ...): the
// game's own vocabulary, which a permanent has or lacks.
func TestCoreNamesOnlyKeywordAbilities(t *testing.T) {
	keywords := keywordConstants(t)
	named := 0
	coreNames(t, func(at token.Position, name, value string) {
		if _, ok := keywords[name]; !ok {
			return
		}
		named++
		if s := ability.StaticOf(ability.Keyword(value)); s == nil || s.Kind != ability.KeywordAbility {
			t.Errorf("%s names ability.%s (%q), which is no keyword ability of 502: ask the reading's typed form instead (ability.EffectOf, StaticOf, TriggerOf, ReplacementOf, ChangeOf)", at, name, value)
		}
	})
	if named < 50 {
		t.Fatalf("the core names %d Keyword constants, want the 50 or more of today (the keyword abilities): the scan is broken", named)
	}
}

// keywordConstants are package ability's constants of type Keyword, by
// name, with their values.
func keywordConstants(t *testing.T) map[string]string {
	t.Helper()
	return abilityConstantsOf(t, func(vs *ast.ValueSpec) bool {
		id, ok := vs.Type.(*ast.Ident)
		return ok && id.Name == "Keyword"
	})
}
