package ability

// A player's own life gained by an effect: "You gain 1 life." (Temple
// Elder). The player is the effect's controller: PlayerGainsLife with the
// subject Player, no target.

// lifeGainEffectRows are the effect rows of this file, tried after those
// before them in the order effectRows lists them.
var lifeGainEffectRows = []effectRow{
	{Pattern: "You gain N life.", Example: "You gain 1 life.", Card: "Temple Elder",
		g: gr(`you gain @{count} life`),
		build: func(m []string) (Reading, error) {
			return amount(Reading{Kind: EffectKind, Mode: PlayerGainsLife, Duration: Once, Selector: Selector{Subject: Player}}, m[1])
		}},
}
