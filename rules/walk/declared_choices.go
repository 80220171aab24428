package walk

import "rulesjudge/rules/game"

// FlipChoice is the request's outcome of a coin flip a triggered ability
// makes as it resolves (Mijae Djinn, Tide of War): the outcome is chance,
// which no rule decides, so the request says it. Source is the permanent
// with the ability; Text, when given, is the line (as written on the
// permanent, or its card's words with "~"), to tell apart two flipping
// lines of one permanent; Won is whether the ability's controller wins
// the flip. One answer holds each time the line resolves in the combat. A
// flip the request doesn't answer stops the walk with a 422 naming
// choices.flips: no default outcome would be honest.
type FlipChoice struct {
	Source game.ObjectID
	Text   string
	Won    bool
}

// MayChoice is the request's answer to an optional effect of a triggered
// ability ("you may ...", 410.5): its controller chooses as it resolves.
// Source is the permanent with the ability; Text, when given, is the line
// (as written on the permanent, or its card's words with "~"), to tell
// apart two optional lines of one permanent. One answer holds each time
// the line resolves in the combat.
type MayChoice struct {
	Source game.ObjectID
	Text   string
	Answer bool
	// Targets are the targets of an optional effect with one ("you may
	// tap target creature"), when Answer is yes.
	Targets []game.ObjectID
}

// TargetChoice is the request's target of a triggered ability with one:
// Source is the permanent with the ability; Text, when given, is the line
// (as written on the permanent, or its card's words with "~"); Targets the
// one target (a permanent or a player). One answer holds each time the
// line triggers in the combat.
type TargetChoice struct {
	Source  game.ObjectID
	Text    string
	Targets []game.ObjectID
}
