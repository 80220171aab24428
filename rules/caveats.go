package rules

import (
	"fmt"
	"strings"

	"rulesjudge/rules/ability"
)

// A line of card text the judge does not apply is reported as ignored;
// when it could change an answer, the answer carries a caveat naming it
// (fail closed). Which lines those are is decided here, from what each
// line's words could reach (ability.ExtentOf) and the moment of combat the
// answer stops at: a line gets a caveat unless its words show it cannot
// touch what the answer judges.

// Stop is the moment of combat an answer judges, after everything that
// happens before it.
type Stop = ability.Moment

// The answers' stops.
const (
	// StopAtAttackers: a check of attackers (/v1/attacks/check).
	StopAtAttackers = ability.AtAttackers
	// StopAtBlockers: a check of blockers, after the declare attackers
	// step's triggers.
	StopAtBlockers = ability.AtBlockers
	// StopAtDamage: a check of a damage assignment, after the declare
	// blockers step's triggers.
	StopAtDamage = ability.AtDamage
	// StopAfterDamage: a damage step dealt, with what follows from it.
	StopAfterDamage = ability.AfterDamage
	// StopAfterCombat: a whole combat walked through.
	StopAfterCombat = ability.AfterCombat
)

// LineExtent is how far into a combat a line of card text could reach.
type LineExtent = ability.Extent

// ExtentOf reads how far a line of card text, of the card named name,
// could reach into a combat. It depends on the text alone: a card's
// reading may keep it.
func ExtentOf(text, name string) LineExtent { return ability.ExtentOf(text, name) }

// IgnoredLine is a line of a permanent's card text the judge did not
// apply, and why.
type IgnoredLine struct {
	Object ObjectID
	Text   string
	// Reason says why the line was not applied.
	Reason string
	// Name is the card's name, as the line refers to the card.
	Name string
	// Extent is ExtentOf(Text, Name) when it was worked out before; nil:
	// Caveats reads it.
	Extent *LineExtent
}

// Caveat says that an ignored line could change an answer: the answer
// stands for the board as read, and the line was left out of it.
type Caveat struct {
	Object  ObjectID
	Text    string
	Message string
}

// Caveats lists, in the order of lines, the ignored lines that could
// change an answer stopped at stop on a board with these players. Every
// static or triggered line gets one unless its words show it cannot touch
// that moment: it names nothing in play (spells, mana, a library; the
// cards of a hand or graveyard when no player's count of them is given),
// or its event happens only outside combat and leaves nothing in force, or
// after the moment judged. A trigger on a spell cast, a card cycled, or a
// card put into play or turned face up gets one when tricked: the request
// uses tricks, which can make that happen. An activated ability gets none: what it gave
// when activated is written on the permanent that got it.
func Caveats(players []Player, lines []IgnoredLine, stop Stop, tricked bool) []Caveat {
	var counted ability.Zones
	for _, p := range players {
		if p.Hand != nil {
			counted |= ability.Hand
		}
		if p.Graveyard != nil {
			counted |= ability.Graveyard
		}
	}
	var out []Caveat
	for _, l := range lines {
		var e LineExtent
		if l.Extent != nil {
			e = *l.Extent
		} else {
			e = ExtentOf(l.Text, l.Name)
		}
		why, ok := e.At(stop, counted)
		if !ok && tricked {
			why, ok = e.ByTricks(counted)
		}
		if !ok {
			continue
		}
		out = append(out, Caveat{Object: l.Object, Text: l.Text,
			Message: fmt.Sprintf("%s: this line of %s was not read (%s) and %s, so it could change this answer.",
				strings.TrimSuffix(l.Text, "."), l.Object, l.Reason, why)})
	}
	return out
}
