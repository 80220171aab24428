package ability

// Which effects of the triggers the request answers (choices.may): the
// optional ones (trigger_events.go) and those with a target on the board
// their controller chooses (effect_steps.go).

// Answerable reports whether the request may answer an effect in
// choices.may: an optional one (410.5), or one with a target on the board
// its controller chooses (410.4), named in targets.
func Answerable(e Ability) bool {
	_, targeted := StepTarget(e)
	return Optional(e.Keyword) || targeted
}

// AnswerTargeted reports whether an answer to effect e names a target.
func AnswerTargeted(e Ability) bool {
	_, targeted := StepTarget(e)
	return TargetedEffect(e.Keyword) || targeted || sacrificeTargeted(e) || SacrificesCreature(e) || TargetsPlayer(e.Keyword)
}

// sacrificeTargeted reports whether e is "you may sacrifice it. If you do,
// [effect]" with a target (trigger_costs.go).
func sacrificeTargeted(e Ability) bool {
	return e.Keyword == MaySacrificeSelf && len(e.Abilities) > 0 && (e.Abilities[0].Keyword == DestroyDefendersCreature || e.Abilities[0].Keyword == ControlTargetCreature)
}
