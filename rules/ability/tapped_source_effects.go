package ability

// An effect that lasts for as long as its source remains tapped: "Target
// Soldier creature gets +2/+2 and has vigilance for as long as ~ remains
// tapped." (Pearlspear Courier). It ends as soon as the source untaps or
// leaves play, whenever that is (walk/tapped_source_effects.go).

// PumpWhileSourceTapped: [target] gets +Power/+Toughness and has the
// keywords of its Parts for as long as the effect's source remains
// tapped.
const PumpWhileSourceTapped Keyword = "[target] gets +N/+N and has [keywords] for as long as ~ remains tapped"

// tappedSourceEffectRows are the effect rows of this file, tried after
// those before them in the order effectRows lists them.
var tappedSourceEffectRows = []effectRow{
	{Pattern: "[target] gets +N/+N and has [keywords] for as long as ~ remains tapped.", Example: "Target Soldier creature gets +2/+2 and has vigilance for as long as ~ remains tapped.", Card: "Pearlspear Courier",
		g: gr(`@{target} gets @{boost} and has @{few-any} for as long as ~ remains tapped`),
		build: func(m []string) (Reading, error) {
			r, err := pumpEffect(m[1], m[2], m[3])
			if err != nil {
				return Reading{}, err
			}
			gain, err := gainEffect(m[1], m[4])
			if err != nil {
				return Reading{}, err
			}
			r.Mode, r.Duration, r.Parts = PumpWhileSourceTapped, WhileInPlay, gain.Parts
			return r, nil
		}},
}
