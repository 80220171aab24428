package trick

import "rulesjudge/rules/ability"

// The delayed triggers a trick's effect makes (404.4), told apart by their
// typed trigger (ability.Trigger: the event, whose event it is, Delayed),
// never by their wire names: the frame of an effect delayed to the next
// end step, the triggers of this turn on what leaves the battlefield and
// on a creature becoming blocked.

// DelayedToEndStep reports whether e is an effect delayed to the
// beginning of the next end step (404.4), its parts what happens then: a
// delayed trigger on the end step, "at the beginning of the next end
// step, [effect]".
func DelayedToEndStep(e ability.Reading) bool {
	return ability.TriggerOf(e.Mode).IsDelayed(ability.EndStep, ability.TurnStep)
}

// delayedOf is a delayed trigger a trick's effect makes (404.4), as its
// typed trigger says: its event and whose event it is.
type delayedOf struct {
	event ability.Event
	whose ability.Subject
}

// delayedSubjects are the subjects each delayed trigger a trick's effect
// makes may name, by its event and whose event it is: the frame of an
// effect delayed to the next end step, the triggers of this turn on what
// leaves the battlefield (frames.go), on the trick's creature becoming
// blocked (block_watches.go).
var delayedSubjects = map[delayedOf][]ability.Subject{
	{ability.EndStep, ability.TurnStep}:          {ability.Subject("")},
	{ability.LeavesPlay, ability.Targeted}:       {ability.Itself, ability.That},
	{ability.PutIntoGraveyard, ability.Targeted}: {ability.Itself, ability.That},
	{ability.BecomesBlocked, ability.Targeted}:   {ability.That},
}
