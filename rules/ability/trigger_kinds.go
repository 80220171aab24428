package ability

// The questions the walk and the checks ask of a trigger (kinds.go reads
// it: Trigger, TriggerOf).

// Is reports whether the trigger waits for event e of subject whose, with
// no other creature named and no refinement: "whenever ~ attacks" is
// Is(Attacks, Itself).
func (t *Trigger) Is(e Event, whose Subject) bool {
	return t != nil && t.Event == e && t.Whose.Subject == whose && t.Other == NoOther && t.Refine == NoRefinement && t.To == AnyRecipient
}

// On reports whether the event e of a creature is one the trigger waits
// for: "attacks or blocks" is on an attack and on a block, "blocks or
// becomes blocked" on a block and on a creature becoming blocked.
func (e Event) On(occurred Event) bool {
	switch e {
	case AttacksOrBlocks:
		return occurred == Attacks || occurred == Blocks
	case BlocksOrBecomesBlocked:
		return occurred == Blocks || occurred == BecomesBlocked
	}
	return e == occurred
}

// DamageTo reports whether a damage trigger's recipient accepts damage
// dealt to a creature (toCreature) or to a player: "to a player" takes
// any player here, "to an opponent" and "to defending player" are the
// caller's to check further.
func (r Recipient) DamageTo(toCreature bool) bool {
	switch r {
	case AnyRecipient:
		return true
	case ToCreature:
		return toCreature
	}
	return !toCreature
}

// IsDelayed reports whether the trigger is a delayed one an effect makes
// (404.4) on event e of subject whose, with no other creature nor
// recipient named: "when that creature leaves the battlefield this turn"
// is IsDelayed(LeavesPlay, Targeted), "at the beginning of the next end
// step" IsDelayed(EndStep, TurnStep).
func (t *Trigger) IsDelayed(e Event, whose Subject) bool {
	return t != nil && t.Event == e && t.Whose.Subject == whose && t.Other == NoOther && t.To == AnyRecipient && t.Refine == Delayed
}

// TriggerKeywords are the keywords of the triggered abilities, and of the
// delayed triggers effects make, in the order of their wire names: the
// table's keys.
func TriggerKeywords() []Keyword { return sortedKeys(triggers) }
