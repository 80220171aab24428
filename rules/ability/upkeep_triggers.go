package ability

import (
	"slices"
	"strings"
)

// Upkeep triggers whose effect lasts into combat ("At the beginning of
// your upkeep, choose flying, first strike, trample, or rampage 3. ~
// gains that ability until your next upkeep."): they resolved before the
// combat a request judges, so the request's board, the board as combat
// began, does not show what they gave. A request says how each resolved
// (its choice, its targets); the walk gives what it gave before the
// beginning of combat. Without the request's word the judge cannot know
// what it gave: a board whose request names none keeps the line ignored.

// UpkeepChoice is what the controller of an upkeep trigger chooses as it
// resolves.
type UpkeepChoice int

// The choices of the upkeep triggers read.
const (
	ChoosesNothing   UpkeepChoice = iota // the ability given is printed
	ChoosesAbility                       // one of Options
	ChoosesLandType                      // a basic land type: landwalk of it
	ChoosesSacrifice                     // what was sacrificed, one of Options: Gives only for GivenFor
	ChoosesSkipped                       // the step or phase skipped this turn, one of Options; never the combat judged
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
	// GivenFor is the option for which Gives is given (ChoosesSacrifice):
	// another option gives nothing that lasts.
	GivenFor string
	// AnyCreature: the target is any creature (not an opponent's
	// non-Wall), and the line gave its controller control of it until end
	// of turn: the board as combat began shows that control.
	AnyCreature bool
	// OpponentsUpkeep: it triggers at the upkeep of each opponent of its
	// controller, this turn's when its controller is not the active
	// player.
	OpponentsUpkeep bool
	// Done: the trigger did all it does as it resolved, and the board as
	// combat began shows it; nothing of it lasts into the combat, and a
	// request names it in no entry.
	Done bool
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
	{mustCompile(`at the beginning of your upkeep , you may sacrifice a forest . if you sacrifice a snow forest this way , ~ gains trample until end of turn . if you don't sacrifice a forest , sacrifice ~ and it deals 7 damage to you`),
		UpkeepTrigger{Choice: ChoosesSacrifice, Options: []string{"snow forest", "forest"}, Gives: "trample", GivenFor: "snow forest", UntilEndOfTurn: true}},
	{mustCompile(`at the beginning of your upkeep , if you don't control a creature named keeper of ~ , ~ deals 3 damage to you and attacks this turn if able`),
		UpkeepTrigger{Gives: "~ attacks each turn if able.", UntilEndOfTurn: true}},
	{mustCompile(`at the beginning of your upkeep , you may untap target creature and gain control of it until end of turn . that creature gains haste until end of turn`),
		UpkeepTrigger{Gives: "haste", Targets: true, AnyCreature: true, UntilEndOfTurn: true}},
	{mustCompile(`at the beginning of each opponent's upkeep , that player chooses draw step , main phase , or combat phase . the player skips each instance of the chosen step or phase this turn`),
		UpkeepTrigger{Choice: ChoosesSkipped, Options: []string{"draw step", "main phase", "combat phase"}, OpponentsUpkeep: true, UntilEndOfTurn: true}},
	// Done: what they did, the board shows.
	{mustCompile(`at the beginning of your upkeep , if ~ is in your graveyard with three or more creature cards above it , you may put ~ ( onto the battlefield | into play )`),
		UpkeepTrigger{Done: true}},
	{mustCompile(`at the beginning of your upkeep , you may remove any number of +1/+1 counters from ~ . if you do , ( create that many 1/1 colorless tetravite artifact creature tokens | put that many 1/1 colorless tetravite artifact creature tokens into play ) . they each have flying and "~ can't be enchanted."`),
		UpkeepTrigger{Done: true}},
	{mustCompile(`at the beginning of your upkeep , remove a pupa counter from ~ . if you can't , sacrifice it , put a +1/+1 counter on enchanted creature , and that creature gains flying`),
		UpkeepTrigger{Done: true}},
	{mustCompile(`at the beginning of your upkeep , put a +1/+1 counter on ~ if it has blocked or been blocked since your last upkeep . otherwise , remove a +1/+1 counter from it`),
		UpkeepTrigger{Done: true}},
	{mustCompile(`at the beginning of your upkeep , put a +1/+1 counter on enchanted creature if it attacked or blocked since your last upkeep . otherwise , remove a +1/+1 counter from it`),
		UpkeepTrigger{Done: true}},
	{mustCompile(`at the beginning of your upkeep , you may remove a +1/+1 counter from ~ . if you don't , sacrifice ~ and it deals damage equal to the number of +1/+1 counters on it to each creature without flying and each player`),
		UpkeepTrigger{Done: true}},
	{mustCompile(`at the beginning of each player's upkeep , that player may choose any number of tapped creatures without flying ( they | he or she ) ( control | controls ) and pay {mana-symbol} for each creature chosen this way . if the player does , untap those creatures`),
		UpkeepTrigger{Done: true}},
	{mustCompile(`at the beginning of your upkeep , you may ( create a 1/1 white spirit creature token with flying | put a 1/1 white spirit creature token with flying into play )`),
		UpkeepTrigger{Done: true}},
}

// BasicLandTypes are the basic land types, as landwalk writes them.
var BasicLandTypes = []string{"plains", "island", "swamp", "mountain", "forest"}

// ReadUpkeepTrigger reads line text of a card named name as an upkeep
// trigger whose effect lasts into combat; false when it is none the judge
// reads.
func ReadUpkeepTrigger(text, name string) (UpkeepTrigger, bool) {
	if !atTheBeginning(text) {
		return UpkeepTrigger{}, false
	}
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

// UpkeepDone reports whether line text of a card named name is an upkeep
// trigger that did all it does as it resolved (UpkeepTrigger.Done): on a
// board as combat began it is read, and does nothing more.
func UpkeepDone(text, name string) bool {
	u, ok := ReadUpkeepTrigger(text, name)
	return ok && u.Done
}

// atTheBeginning reports whether text may be a trigger at the beginning of
// a step ("At the beginning of your upkeep, ..."), as every form of the
// upkeep, beginning-of-combat and end-step triggers is: a check reads each
// line of the board with those forms, and most lines are passed over
// before the cost of normalizing them.
func atTheBeginning(text string) bool {
	const prefix = "at the beginning of "
	text = strings.TrimSpace(text)
	return len(text) >= len(prefix) && strings.EqualFold(text[:len(prefix)], prefix)
}
