package rules

import "rulesjudge/rules/ability"

// UpkeepTriggerText reads line text of card name as an upkeep trigger
// whose effect lasts into combat, one a request's resolved entry may name
// (ability.UpkeepTrigger): its normalized wording, to compare two ways of
// writing it; false when it is none (an upkeep trigger whose effect the
// board shows whole is none: UpkeepTriggerDone).
func UpkeepTriggerText(text, name string) (string, bool) {
	u, ok := ability.ReadUpkeepTrigger(text, name)
	return u.Text, ok && !u.Done
}

// UpkeepTriggerDone reports whether line text of card name is an upkeep
// trigger that did all it does as it resolved, before the combat: the
// board as combat began shows it (a counter, a token, an untap, damage),
// so a board reads it with no request's word, and it does nothing more.
func UpkeepTriggerDone(text, name string) bool { return ability.UpkeepDone(text, name) }

// EndStepTriggerRead reports whether line text of card name is an
// end-step trigger that looks back at the attack: a board reads it, and
// the combat walk notes what it will do at this turn's end step, after
// the combat (ability.EndStepTrigger).
func EndStepTriggerRead(text, name string) bool { return ability.EndStepLooksBack(text, name) }

// CombatBeginTriggerRead reports whether line text of card name is a
// beginning-of-combat trigger the walk resolves at its beginning of combat
// point (ability.CombatBeginTrigger).
func CombatBeginTriggerRead(text, name string) bool { return ability.CombatBeginApplied(text, name) }
