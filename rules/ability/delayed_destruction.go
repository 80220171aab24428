package ability

// The delayed destruction a trick sets up for the end of combat (404.4):
// "Destroy target blocking creature at end of combat" (Silent Assassin),
// "Destroy it and ~ at end of combat" (Goblin Sappers). The walk adds a
// delayed triggered ability that destroys each at the beginning of the end
// of combat step (rules/walk/delayed_destruction.go). Append only: these
// are wire words.
const (
	// DestroyAtEndOfCombatLater: a delayed triggered ability destroys
	// [target] at end of combat.
	DestroyAtEndOfCombatLater Keyword = "destroy [target] at end of combat"
)

// delayedDestructionRows are the effect rows of this file.
var delayedDestructionRows = []effectRow{
	{Pattern: "Destroy [target] [and [target]] at end of combat.", Example: "Destroy it and ~ at end of combat.", Card: "Goblin Sappers",
		g: gr(`destroy @{target} [ and @{target} ] at end of combat`),
		parts: func(m []string) ([]Reading, error) {
			var out []Reading
			for _, s := range m[1:3] {
				if s == "" {
					continue
				}
				sel, err := readTarget(s)
				if err != nil {
					return nil, err
				}
				out = append(out, Reading{Kind: EffectKind, Mode: DestroyAtEndOfCombatLater, Selector: sel, Duration: Once})
			}
			return out, nil
		}},
}
