package ability

import "fmt"

// SacrificeSelfAtNextCleanup is Cunning's effect: "When enchanted
// creature attacks or blocks, sacrifice ~ at the beginning of the next
// cleanup step." The Aura's own trigger on the creature it is attached to
// creates a delayed triggered ability (404.4) that acts in the cleanup
// step, after the combat: nothing of it is applied in the combat, and the
// walk says so as the trigger resolves. Append only: a wire word.
const SacrificeSelfAtNextCleanup Keyword = "sacrifice ~ at the beginning of the next cleanup step"

var attachedCleanupRow = wording{Pattern: "When / Whenever enchanted / equipped creature attacks or blocks, sacrifice [This] at the beginning of the next cleanup step.",
	Example: "When enchanted creature attacks or blocks, sacrifice ~ at the beginning of the next cleanup step.", Rule: "404.4",
	g: gr(`( when | whenever ) ( enchanted | equipped ) creature attacks or blocks , sacrifice ~ at the beginning of the next cleanup step`),
	build: func(text string, _ []string) ([]Ability, error) {
		q, err := ParseQuality("creature")
		if err != nil {
			return nil, fmt.Errorf("%q: %v", text, err)
		}
		return []Ability{{Keyword: WhenAttachedAttacksOrBlocks, Text: text, Quality: q, Scope: Scope{Attached: true},
			Abilities: []Ability{{Keyword: SacrificeSelfAtNextCleanup, Text: "sacrifice ~ at the beginning of the next cleanup step"}}}}, nil
	}}
