package game

// ThisWayKind is what an effect does with "the damage prevented this way"
// by the shield it set up before (Test of Faith, Candles' Glow, Sacred
// Boon).
type ThisWayKind string

// The kinds of follow-up to a prevention shield.
const (
	// CountersThisWay: a +Power/+Toughness counter on the shielded
	// creature for each 1 damage prevented, as the damage is prevented.
	CountersThisWay ThisWayKind = "counters"
	// LifeThisWay: Player gains 1 life for each 1 damage prevented, as
	// the damage is prevented.
	LifeThisWay ThisWayKind = "life"
	// LaterThisWay: at the beginning of the next end step, after the
	// combat judged, a +Power/+Toughness counter on the shielded creature
	// for each 1 damage prevented: reported, not applied.
	LaterThisWay ThisWayKind = "later"
)

// PreventedThisWay is what follows a prevention shield's prevention.
type PreventedThisWay struct {
	Kind             ThisWayKind
	Power, Toughness int
	Player           PlayerID
	// By names the spell or ability, for the answer's words.
	By string
}
