package declare

import (
	"testing"

	"rulesjudge/rules/ability"
)

// Every restriction of ability's table has a meaning in the checks of
// declarations (fail closed: a restriction
// the card view lists as understood is applied): a ban is applied to a
// creature on its own (bannedAtAll), to a pair (pairBanned, with a side of
// sides) or by a permanent of the other side's controller (othersBanned);
// a count is a shape violation writes; a cost one costs.go totals; a
// condition one of conditions. A wording added as a restriction of
// a new shape fails here until it has one (500.2, 500.3, 501.1).
func TestEveryRestrictionHasAMeaning(t *testing.T) {
	checked := 0
	for _, k := range ability.StaticsOf(func(s *ability.StaticAbility) bool {
		return s.Restriction() && !s.Cost && s.Unless == ability.NoCondition
	}) {
		s := ability.StaticOf(k)
		checked++
		switch {
		case s.Count != nil:
			if !countShapeWritten(s.Count, s.Whose.Subject) {
				t.Errorf("%q: the count %+v (whose %s) is no shape countRestriction.violation writes", k, *s.Count, s.Whose.Subject)
			}
		case s.Act == ability.ToAttack || s.Act == ability.ToBlock && s.Whose.Subject == ability.Selected:
			if s.Against != ability.AgainstAll && s.Against != ability.ItsController {
				t.Errorf("%q: a ban on %s of %s against %q has no meaning here", k, s.Act, s.Whose.Subject, s.Against)
			}
		case s.Whose.Subject != ability.Itself:
			t.Errorf("%q: a ban on %s of %s has no meaning here", k, s.Act, s.Whose.Subject)
		case s.Act == ability.ToBlock && s.Against == ability.AgainstAll:
			// bannedAtAll's
		case sides[s.Against].bars == nil:
			t.Errorf("%q: a ban on %s against %q has no side in sides", k, s.Act, s.Against)
		}
	}
	if checked < 25 {
		t.Errorf("%d restrictions checked, want the 25 or more of today", checked)
	}
	costs := 0
	for _, k := range ability.StaticsOf(func(s *ability.StaticAbility) bool { return s.Cost }) {
		costs++
		if why := costMeaningless(ability.StaticOf(k)); why != "" {
			t.Errorf("%q: the cost %+v has no meaning here: %s", k, ability.StaticOf(k).Payment, why)
		}
	}
	lifted := 0
	for _, k := range ability.StaticsOf(func(s *ability.StaticAbility) bool { return s.Unless != ability.NoCondition }) {
		s := ability.StaticOf(k)
		lifted++
		switch {
		case s.Cost || s.Count != nil || s.Act != ability.ToAttack:
			t.Errorf("%q: a restriction on %s lifted by %q, with a cost or a count, has no meaning here", k, s.Act, s.Unless)
		case s.Whose.Subject != ability.Itself && s.Whose.Subject != ability.Selected,
			s.Against != ability.AgainstAll && s.Against != ability.ItsController:
			t.Errorf("%q: a restriction of %s against %q lifted by %q has no meaning here", k, s.Whose.Subject, s.Against, s.Unless)
		case conditions[s.Unless].lifted == nil:
			t.Errorf("%q: the condition %q has no meaning in conditions", k, s.Unless)
		}
	}
	if lifted < 4 {
		t.Errorf("%d restrictions under a condition checked, want the 4 or more of today", lifted)
	}
	if costs < 12 {
		t.Errorf("%d costs checked, want the 12 or more of today", costs)
	}
	consumed := map[ability.Keyword]bool{}
	for _, ks := range [][]ability.Keyword{attackRequiredOfItself, attackRequiredOfOthers, blockRequiredOfItself, blockRequiredNamed,
		blockRequiredOfOthers, lures, mustBeBlocked, mustBeBlockedByOne,
		asThoughFlying, asThoughShadow, asThoughUntapped, keywordsOf(moreBlocked), asThoughNoDefender, ownLandwalkIgnored, allLandwalkIgnored, someLandwalkIgnored} {
		for _, k := range ks {
			if consumed[k] {
				t.Errorf("%q is asked for twice", k)
			}
			consumed[k] = true
		}
	}
	for _, k := range ability.StaticsOf(func(s *ability.StaticAbility) bool { return s.Requirement() || s.AsThough != nil }) {
		s := ability.StaticOf(k)
		declared := s.Requirement() && s.Act == ability.ToAttack && s.InForce != ability.AlwaysInForce
		switch s.InForce {
		case ability.AlwaysInForce, ability.WhenItAttacks, ability.WhenAnotherAttacks, ability.WhenOneOfThemAttacks, ability.WhenOneWithItsCountersAttacks:
		default:
			t.Errorf("%q: declaredRequirements gives %q no meaning", k, s.InForce)
		}
		if !consumed[k] && !declared && !(s.AsThough != nil && s.AsThough.Had == ability.Haste) { // haste: state's MayIgnoreSickness
			t.Errorf("%q (%s of %s, %+v) is asked for by no check of declarations", k, s.Kind, s.Act, s.AsThough)
		}
	}
	if got, want := len(pairBans), 9; got != want {
		t.Errorf("%d pair bans read from the table, want %d: %v", got, want, pairBans)
	}
}

// countShapeWritten reports whether count c of subject whose is one of
// the shapes countRestriction.violation writes.
func countShapeWritten(c *ability.Count, whose ability.Subject) bool {
	switch {
	case c.Of == ability.CountsBlockers:
		return whose == ability.Itself && (c.Max == ability.Bound{Fixed: 1} && !c.Min.Given() || c.Min == ability.Bound{PlusN: true} && !c.Max.Given())
	case c.Of == ability.CountsAttackers || !c.WhileItTakesPart:
		return whose == ability.Selected && c.Max == ability.Bound{PlusN: true} && !c.Min.Given() && c.Among == ability.AmongAll
	case c.Max.Given():
		return c.Max == ability.Bound{Fixed: 1} && !c.Min.Given() && c.Among == ability.AmongAll
	case c.Among != ability.AmongAll:
		return c.Min == ability.Bound{Fixed: 1}
	}
	return c.Min == ability.Bound{Fixed: 1, PlusN: true} || c.Min == ability.Bound{Fixed: 2}
}

// costMeaningless says why the cost of static s is none costs.go totals:
// attackCosts pays mana or lands for the attacker's own costs and the
// permanents' on a quality (of "you" or not); blockCost pays mana or life
// for the attacker's costs on each creature blocking it, the permanents'
// on a quality (blocking "your" creatures or not), and the blocker's own
// (once, or for each attacker of its quality); owed knows the counts.
func costMeaningless(s *ability.StaticAbility) string {
	p := s.Payment
	switch {
	case p == nil:
		return "no payment"
	case s.Whose.Subject != ability.Itself && s.Whose.Subject != ability.Selected:
		return "whose " + string(s.Whose.Subject)
	case s.Act == ability.ToAttack && p.Pay != ability.InMana && p.Pay != ability.SacrificeLand,
		s.Act != ability.ToAttack && p.Pay != ability.InMana && p.Pay != ability.InLife:
		return "paid in " + string(p.Pay) + " to " + string(s.Act)
	case s.Act == ability.ToBeBlocked:
		if s.Whose.Subject != ability.Itself || s.Against != ability.AgainstAll || p.Per != ability.PerCreatureBlockingIt {
			return "a cost on being blocked is paid for each creature blocking it"
		}
	case s.Whose.Subject == ability.Selected && s.Against != ability.AgainstAll && s.Against != ability.ItsController,
		s.Whose.Subject == ability.Itself && s.Against != ability.AgainstAll && (s.Against != ability.OfItsQuality || s.Act != ability.ToBlock):
		return "against " + string(s.Against)
	case (s.Against == ability.OfItsQuality) != (p.Per == ability.PerAttackerOfQuality):
		return "paid for each attacker of its quality only against its quality"
	case p.Per != ability.PerDeclaration && p.Per != ability.PerPlusOneCounter && p.Per != ability.PerCardInHand && p.Per != ability.PerBasicLandType && p.Per != ability.PerAttackerOfQuality &&
		p.Per != ability.PerPermanentOfQuality:
		return "for each " + string(p.Per)
	}
	return ""
}
