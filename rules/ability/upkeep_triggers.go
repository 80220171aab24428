package ability

import "slices"

// Upkeep triggers whose effect lasts into combat ("At the beginning of
// your upkeep, choose flying, first strike, trample, or rampage 3. ~
// gains that ability until your next upkeep."): they resolved before the
// combat a request judges, so the request's board, the board as combat
// began, does not show what they gave. A request says how each resolved
// (its choice, its targets); the walk gives what it gave before the
// beginning of combat. The line stays ignored in a card's view: without
// the request's word the judge cannot know what it gave.

// UpkeepChoice is what the controller of an upkeep trigger chooses as it
// resolves.
type UpkeepChoice int

// The choices of the upkeep triggers read.
const (
	ChoosesNothing  UpkeepChoice = iota // the ability given is printed
	ChoosesAbility                      // one of Options
	ChoosesLandType                     // a basic land type: landwalk of it
)

// UpkeepTrigger is the reading of an upkeep trigger whose effect lasts
// into combat.
type UpkeepTrigger struct {
	Text    string       // the line, normalized (~ for the card's name)
	Choice  UpkeepChoice // what its controller chooses
	Options []string     // the abilities chosen among (ChoosesAbility)
	// Gives is the ability given when the line prints it (ChoosesNothing).
	Gives string
	// Targets says the ability goes to one target: a creature that is no
	// Wall, controlled by an opponent of the trigger's controller. False:
	// the permanent with the line gains it.
	Targets bool
	// UntilEndOfTurn: the effect ends with this turn; false, it lasts
	// until its controller's next upkeep.
	UntilEndOfTurn bool
}

// upkeepForm is one row of the upkeep triggers read.
type upkeepForm struct {
	g       production
	reading UpkeepTrigger
}

// upkeepForms are the upkeep triggers read, as data.
var upkeepForms = []upkeepForm{
	{mustCompile(`at the beginning of your upkeep , choose flying , first strike , trample , or rampage 3 . ~ gains that ability until your next upkeep`),
		UpkeepTrigger{Choice: ChoosesAbility, Options: []string{"flying", "first strike", "trample", "rampage 3"}}},
	{mustCompile(`at the beginning of your upkeep , choose a land type . ~ gains landwalk of the chosen type until end of turn`),
		UpkeepTrigger{Choice: ChoosesLandType, UntilEndOfTurn: true}},
	{mustCompile(`at the beginning of your upkeep , target non-wall creature an opponent controls gains forestwalk until your next upkeep`),
		UpkeepTrigger{Gives: "forestwalk", Targets: true}},
}

// BasicLandTypes are the basic land types, as landwalk writes them.
var BasicLandTypes = []string{"plains", "island", "swamp", "mountain", "forest"}

// ReadUpkeepTrigger reads line text of a card named name as an upkeep
// trigger whose effect lasts into combat; false when it is none the judge
// reads.
func ReadUpkeepTrigger(text, name string) (UpkeepTrigger, bool) {
	s := normalize(text, name)
	for _, f := range upkeepForms {
		if f.g.match(s) != nil {
			r := f.reading
			r.Text, r.Options = s, slices.Clone(r.Options)
			return r, true
		}
	}
	return UpkeepTrigger{}, false
}
