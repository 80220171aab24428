package ability

// End-step triggers that look back at the attack ("At the beginning of
// your end step, if ~ didn't attack this turn, ..."): the end step comes
// after the combat a request walks (and the main phase after it), so the
// judge applies none of them; the walk says, as the combat ends, what each
// will do at this turn's end step given who attacked (410.2: it triggers
// as the end step begins; 410.8: an "if" right after the event is checked
// then). Read as data: whose end step, which creature's attack it watches,
// and what it does.

// EndStepWhose is whose end step an end-step trigger waits for.
type EndStepWhose int

// Whose end steps.
const (
	EndStepOfController EndStepWhose = iota // "your end step": the trigger's controller's
	EndStepOfEnchanted                      // "the end step of enchanted creature's controller"
	EndStepOfEach                           // "each player's end step", "the end step": the active player's
)

// EndStepWatch is what an end-step trigger looks at.
type EndStepWatch int

// What end-step triggers look at.
const (
	WatchesItself        EndStepWatch = iota // whether ~ attacked this turn
	WatchesEnchanted                         // whether the enchanted creature attacked
	WatchesAnyAttack                         // whether any creature attacked this turn
	WatchesEachNonAttack                     // each untapped creature of the player that didn't attack
)

// EndStepTrigger is the reading of an end-step trigger that looks back at
// the attack.
type EndStepTrigger struct {
	Text    string // the line, normalized
	Whose   EndStepWhose
	Watches EndStepWatch
	// UnlessNewlyControlled: nothing happens to a creature that came under
	// its controller's control this turn.
	UnlessNewlyControlled bool
	// IfFirst: its condition follows the trigger event ("At ..., if ~
	// didn't attack this turn, ..."): checked as the end step begins,
	// it doesn't trigger when false (410.8).
	IfFirst bool
	// Does is what it does, in the judge's words ("deals 2 damage to its
	// controller").
	Does string
}

// endStepForm is one row of the end-step triggers read.
type endStepForm struct {
	g       production
	reading EndStepTrigger
}

// endStepForms are the end-step triggers read, as data.
var endStepForms = []endStepForm{
	{mustCompile(`at the beginning of your end step , if ~ didn't attack this turn , ~ deals 2 damage to you unless it came under your control this turn`),
		EndStepTrigger{Whose: EndStepOfController, Watches: WatchesItself, UnlessNewlyControlled: true, IfFirst: true, Does: "deals 2 damage to its controller (its trigger does)"}},
	{mustCompile(`at the beginning of your end step , if ~ didn't attack or come under your control this turn , sacrifice it`),
		EndStepTrigger{Whose: EndStepOfController, Watches: WatchesItself, UnlessNewlyControlled: true, IfFirst: true, Does: "is sacrificed (its trigger does it)"}},
	{mustCompile(`at the beginning of the end step of enchanted creature's controller , destroy that creature if it didn't attack this turn`),
		EndStepTrigger{Whose: EndStepOfEnchanted, Watches: WatchesEnchanted, Does: "is destroyed (the trigger destroys it)"}},
	{mustCompile(`at the beginning of the end step of enchanted creature's controller , ~ deals 2 damage to that player unless that creature attacked this turn`),
		EndStepTrigger{Whose: EndStepOfEnchanted, Watches: WatchesEnchanted, Does: "has the Aura deal 2 damage to its controller"}},
	{mustCompile(`at the beginning of each player's end step , if no creatures attacked this turn , that player sacrifices a creature ( they | he or she ) controlled since the beginning of the turn`),
		EndStepTrigger{Whose: EndStepOfEach, Watches: WatchesAnyAttack, IfFirst: true, Does: "makes the active player sacrifice a creature they controlled since the beginning of the turn (their choice)"}},
	{mustCompile(`at the beginning of each player's end step , tap all untapped creatures that player controls that didn't attack this turn . ~ deals damage to the player equal to the number of creatures tapped this way`),
		EndStepTrigger{Whose: EndStepOfEach, Watches: WatchesEachNonAttack, Does: "taps them, and deals that player as much damage as creatures it tapped"}},
}

// ReadEndStepTrigger reads line text of a card named name as an end-step
// trigger that looks back at the attack; false when it is none the judge
// reads.
func ReadEndStepTrigger(text, name string) (EndStepTrigger, bool) {
	if !atTheBeginning(text) { // upkeep_triggers.go
		return EndStepTrigger{}, false
	}
	s := normalize(text, name)
	for _, f := range endStepForms {
		if f.g.match(s) != nil {
			r := f.reading
			r.Text = s
			return r, true
		}
	}
	return EndStepTrigger{}, false
}

// EndStepLooksBack reports whether line text of a card named name is an
// end-step trigger that looks back at the attack (EndStepTrigger).
func EndStepLooksBack(text, name string) bool {
	_, ok := ReadEndStepTrigger(text, name)
	return ok
}
