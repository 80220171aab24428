package ability_test

import (
	"testing"

	"rulesjudge/rules/ability"
)

// The Aura's own trigger on the creature blocking or becoming blocked:
// two effects in order (Gift of the Woods), an optional counter
// (Ferocity); one effect alone stays the creature's own trigger given to
// it, and an effect not read refuses the line.
func TestAttachedBlockEffects(t *testing.T) {
	gift, err := ability.Parse("Whenever enchanted creature blocks or becomes blocked, it gets +0/+3 until end of turn and you gain 1 life.", "")
	if err != nil || len(gift) != 1 || gift[0].Keyword != ability.WhenAttachedBlocksOrBlocked || !gift[0].Scope.Attached {
		t.Fatalf("Gift of the Woods: got %+v, %v, want one %q", gift, err, ability.WhenAttachedBlocksOrBlocked)
	}
	e := gift[0].Abilities[0]
	if e.Keyword != ability.EffectsInOrder || len(e.Abilities) != 2 || e.Abilities[0].Keyword != ability.PumpUntilEndOfTurn || e.Abilities[0].Toughness != 3 ||
		e.Abilities[1].Keyword != ability.GainLife || e.Abilities[1].N != 1 {
		t.Errorf("Gift of the Woods' effect: got %+v, want +0/+3 then gain 1 life", e)
	}
	fer, err := ability.Parse("Whenever enchanted creature blocks or becomes blocked, you may put a +1/+1 counter on it.", "")
	if err != nil || len(fer) != 1 || fer[0].Keyword != ability.WhenAttachedBlocksOrBlocked || fer[0].Abilities[0].Keyword != ability.MayCounterOnIt {
		t.Fatalf("Ferocity: got %+v, %v, want one %q of %q", fer, err, ability.WhenAttachedBlocksOrBlocked, ability.MayCounterOnIt)
	}
	if !ability.Optional(ability.MayCounterOnIt) || !ability.Answerable(fer[0].Abilities[0]) {
		t.Error("Ferocity's counter: want an optional effect the request answers (410.5)")
	}
	if _, err := ability.Parse("Whenever enchanted creature blocks or becomes blocked, it gets +0/+3 until end of turn and you draw a card.", ""); err == nil {
		t.Error("an effect not read joined by \"and\": want the line refused")
	}
}

// Writ of Passage's intervening "if" on the creature's power (410.8) and
// Pretender's Claim's lands: read as the Aura's own triggers; another
// effect after the "if" stays unread.
func TestAttachedConditionAndLands(t *testing.T) {
	writ, err := ability.Parse("Whenever enchanted creature attacks, if its power is 2 or less, it can't be blocked this turn.", "")
	if err != nil || len(writ) != 1 || writ[0].Keyword != ability.WhenAttachedAttacks || writ[0].Abilities[0].Keyword != ability.ItCantBeBlockedIfPowerAtMost || writ[0].Abilities[0].N != 2 {
		t.Errorf("Writ of Passage: got %+v, %v, want %q with N 2", writ, err, ability.ItCantBeBlockedIfPowerAtMost)
	}
	if _, err := ability.Parse("Whenever enchanted creature attacks, if its power is 2 or less, it gains flying until end of turn.", ""); err == nil {
		t.Error("another effect after \"if its power is N or less\": want the line refused")
	}
	claim, err := ability.Parse("Whenever enchanted creature becomes blocked, tap all lands defending player controls.", "")
	if err != nil || len(claim) != 1 || claim[0].Keyword != ability.WhenAttachedBlocked || claim[0].Abilities[0].Keyword != ability.TapDefendersLands {
		t.Errorf("Pretender's Claim: got %+v, %v, want %q", claim, err, ability.TapDefendersLands)
	}
}
