package ability

import "fmt"

// The characteristic-changing static abilities ("White creatures get
// +1/+1.", "~ is black", "Lands you control are 2/2 creatures", "Green
// creatures have forestwalk.") are applied in layers (418.5a): type
// changes, then the other effects (color, abilities), then power and
// toughness, a characteristic-setting ability first within its layer. A
// row of the statics table says, in its Changes, which characteristic the
// ability changes, how, in which layer, and what its amount counts: the
// board derives a permanent's characteristics by asking that form, never
// the ability's keyword.

// Characteristic is what a characteristic-changing static changes.
type Characteristic string

// The characteristics changed.
const (
	PowerAndToughness Characteristic = "power and toughness"
	// ItsPower and ItsToughness: one of the two, set by a
	// characteristic-defining ability ("~'s power is equal to ...").
	ItsPower     Characteristic = "power"
	ItsToughness Characteristic = "toughness"
	ItsColor     Characteristic = "color"
	// CardTypes: its card types ("lands ... are creatures"); CreatureTypes,
	// its creature types ("is a Wall in addition to its other creature
	// types").
	CardTypes     Characteristic = "card types"
	CreatureTypes Characteristic = "creature types"
	// ItsAbilities: the abilities it has (the keywords of 502 and others).
	ItsAbilities Characteristic = "abilities"
)

// ChangeMode is how a static changes its characteristic.
type ChangeMode string

// The modes of changes.
const (
	// Modifies: adds to the value ("gets +1/+1", "gets -X/-Y").
	Modifies ChangeMode = "modifies"
	// Sets: makes it the value named ("is black").
	Sets ChangeMode = "sets"
	// Defines: a characteristic-defining ability, which sets the value
	// first within its layer (418.5a).
	Defines ChangeMode = "defines"
	// Adds and Removes: gives a type or an ability beside the others, or
	// takes one away.
	Adds    ChangeMode = "adds"
	Removes ChangeMode = "removes"
)

// Layer is the layer of 418.5a a change applies in.
type Layer int

// The layers a static of the table applies in (418.5a): copy effects,
// control and text changes (1 to 3) are no static's here.
const (
	// TypeLayer: type, subtype and supertype changes, all of an effect
	// that changes a type too (418.5b).
	TypeLayer Layer = 4
	// OtherLayer: every other effect but power and toughness: color,
	// abilities given and taken away.
	OtherLayer Layer = 5
	// PowerToughnessLayer: changes of power and toughness, counters after
	// the characteristic-setting abilities.
	PowerToughnessLayer Layer = 6
)

// ChangeAmount is what the amount of a change counts.
type ChangeAmount string

// The amounts of changes.
const (
	// AmountWritten: nothing counted; the value written ("+2/+2",
	// "black", the keywords named).
	AmountWritten ChangeAmount = ""
	// EachOfQuality: the amount written for each permanent of its
	// quality ("+1/+1 for each other Goblin").
	EachOfQuality ChangeAmount = "for each permanent of its quality"
	// EachBushidoPoint: the amount written for each point of bushido the
	// creature has (502.38).
	EachBushidoPoint ChangeAmount = "for each point of its bushido"
	// DefiningCount: what a characteristic-defining ability counts (the
	// permanents of its quality, the cards in its controller's hand, its
	// controller's life, its counters of a kind), plus N.
	DefiningCount ChangeAmount = "a characteristic-defining count"
	// SnowLandsCapped: -X/-Y, X the snow lands of a player, Y at most the
	// creature's toughness minus 1 as it applies.
	SnowLandsCapped ChangeAmount = "snow lands, capped by its toughness"
)

// Change is the typed form of a characteristic-changing static: what it
// changes, how, the layer it applies in (418.5a) and what its amount
// counts. Resolved: the change is the effect of a spell or ability that
// resolved, given to the permanent as a line of its own ("~ loses
// flying."), its timestamp later than every static in play (418.5h): it
// applies after them in its layer.
type Change struct {
	Of       Characteristic
	How      ChangeMode
	Layer    Layer
	Amount   ChangeAmount
	Resolved bool
}

// String names a change: "modifies power and toughness (layer 6)".
func (c Change) String() string {
	s := fmt.Sprintf("%s %s (layer %d)", c.How, c.Of, c.Layer)
	if c.Amount != AmountWritten {
		s += ", " + string(c.Amount)
	}
	if c.Resolved {
		s += ", a resolved effect's, after the statics"
	}
	return s
}
