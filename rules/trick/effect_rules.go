package trick

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// actionRule is the rule each action of an effect follows (the typed
// effect, ability.Effect): a characteristic changed until end of turn
// (418.3a), a shield (419.6, 419.7), a restriction or a requirement on
// blocking (500.3, 500.4), a one-shot effect (413.2b), a choice made as
// it resolves (413.2c) ... effectRuleOf refines it by the amount and the
// duration.
var actionRule = map[ability.Action]game.RuleID{
	ability.PowerToughnessChange: "418.3a",
	ability.KeywordGrant:         "418.3a",
	ability.KeywordLoss:          "418.5h",
	ability.ColorChange:          "418.5a",
	ability.TypeChange:           "418.5b",
	ability.ControlChange:        "418.3a",
	ability.PreventionShield:     "419.7",
	ability.RedirectionShield:    "419.6c",
	ability.RegenerationShield:   "419.6b",
	ability.RegenerationBan:      "419.6b",
	ability.DamageDealt:          "413.2b",
	ability.Destruction:          "413.2b",
	ability.Sacrificing:          "413.2b",
	ability.Tapping:              "306.2b",
	ability.Untapping:            "413.2b",
	ability.TapOrUntapping:       "413.2c",
	ability.CountersPut:          "413.2b",
	ability.CombatRemoval:        "306.2",
	ability.ReturnedToHand:       "306.2",
	ability.Exiled:               "306.2",
	ability.PutIntoPlay:          "413.2b",
	ability.LifeGain:             "413.2b",
	ability.TokenMade:            "418.6d",
	ability.BlockRestriction:     "500.3",
	ability.AttackRestriction:    "500.2",
	ability.BlockRequirement:     "500.4",
	ability.Evading:              "501.1",
	ability.ExtraBlocks:          "309.2a",
	ability.CombatSkipped:        "419.6e",
	ability.Discarding:           "413.2b",
	ability.Chance:               "413.2b",
	ability.Revealing:            "413.2b",
	ability.Choosing:             "413.2c",
	ability.Later:                "404.4",
	ability.TurnTrigger:          "404.4b",
	ability.Conditional:          "404.4",
	ability.CycleTrigger:         "502.18a",
	ability.OutsideCombat:        "413.2b",
}

// effectRuleOf is the rule an effect follows, "" for a reading that is no
// effect: its action's; a shield of the next N damage follows 419.7b, one
// of all damage or of the next time a source deals damage 419.7; a grant
// with no end is a one-shot effect (413.2b); an effect that waits for a
// later point of the turn follows 404.4.
func effectRuleOf(e *ability.Effect) game.RuleID {
	switch {
	case e == nil:
		return ""
	case e.Delayed:
		return "404.4"
	case e.Action == ability.PreventionShield && e.Amount != ability.AllOf && e.Amount != ability.NextTime:
		return "419.7b"
	case e.Action == ability.KeywordGrant && e.Duration != ability.UntilEndOfTurn:
		return "413.2b"
	}
	return actionRule[e.Action]
}

// effectOf is the typed effect of p: the one ReadEffect gave it, or its
// mode's.
func effectOf(p ability.Reading) *ability.Effect { return ability.EffectOfReading(p) }

// untilEndOfTurn reports whether p does action a until end of turn: a
// pump, a keyword granted, that a creature keeps until the turn ends.
func untilEndOfTurn(p ability.Reading, a ability.Action) bool {
	e := effectOf(p)
	return e.Is(a) && e.Duration == ability.UntilEndOfTurn
}
