package ability

// Life gained by the power of the creature an effect named: "Destroy
// target attacking or blocking Dragon. It can't be regenerated. You gain
// life equal to its power." (Rashida Scalebane). Its power as it is when
// the effect resolves, or, destroyed by it, as it last was in play (413.2b, its last known information)
// (rules/walk/life_by_power.go). Append only: these are wire words.
const (
	// GainLifeEqualToPower: the effect's controller gains life equal to
	// the power of [target] (That: the target named before).
	GainLifeEqualToPower Keyword = "you gain life equal to [target]'s power"
)

// lifeByPowerRows are the effect rows of this file.
var lifeByPowerRows = []effectRow{
	{Pattern: "You gain life equal to its power.", Example: "Destroy target attacking or blocking Dragon. It can't be regenerated. You gain life equal to its power.", Card: "Rashida Scalebane",
		g: gr(`you gain life equal to ( its | that creature's ) power`),
		build: func([]string) (Reading, error) {
			return Reading{Kind: EffectKind, Mode: GainLifeEqualToPower, Selector: Selector{Subject: That, Quality: Quality{Text: "that creature"}}, Duration: Once}, nil
		}},
}
