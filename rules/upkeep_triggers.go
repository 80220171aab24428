package rules

import "rulesjudge/rules/ability"

// UpkeepTriggerText reads line text of card name as an upkeep trigger
// whose effect lasts into combat, one a request's resolved entry may name
// (ability.UpkeepTrigger): its normalized wording, to compare two ways of
// writing it; false when it is none.
func UpkeepTriggerText(text, name string) (string, bool) {
	u, ok := ability.ReadUpkeepTrigger(text, name)
	return u.Text, ok
}
