package ability

// Beginning-of-combat triggers the walk applies at its beginning of
// combat point ("At the beginning of combat on your turn, ~ gains banding
// until end of combat."): they trigger as the combat phase begins, before
// attackers are declared (410.2), with no choice to make.

// CombatBeginTrigger is the reading of a beginning-of-combat trigger.
type CombatBeginTrigger struct {
	Text string // the line, normalized
	// Gives is the keyword ~ gains until end of combat.
	Gives string
}

// combatBeginForm is one row of the beginning-of-combat triggers read.
type combatBeginForm struct {
	g       production
	reading CombatBeginTrigger
}

// combatBeginForms are the beginning-of-combat triggers read, as data.
var combatBeginForms = []combatBeginForm{
	{mustCompile(`at the beginning of combat on your turn , ~ gains banding until end of combat`), CombatBeginTrigger{Gives: "banding"}},
}

// ReadCombatBeginTrigger reads line text of a card named name as a
// beginning-of-combat trigger the walk applies; false when it is none.
func ReadCombatBeginTrigger(text, name string) (CombatBeginTrigger, bool) {
	if !atTheBeginning(text) { // upkeep_triggers.go
		return CombatBeginTrigger{}, false
	}
	s := normalize(text, name)
	for _, f := range combatBeginForms {
		if f.g.match(s) != nil {
			r := f.reading
			r.Text = s
			return r, true
		}
	}
	return CombatBeginTrigger{}, false
}

// CombatBeginApplied reports whether line text of a card named name is a
// beginning-of-combat trigger the walk applies (CombatBeginTrigger).
func CombatBeginApplied(text, name string) bool {
	_, ok := ReadCombatBeginTrigger(text, name)
	return ok
}
