package game

// ResolvedTrigger says that a triggered ability resolved before the
// combat judged, at the beginning of this turn's upkeep (or, for an
// effect lasting until its controller's next upkeep, of its controller's
// last one): the request's board, the board as combat began, doesn't show
// what it gave, and the walk gives it before the beginning of combat.
// Source is the permanent with the line; Text, when given, the line (as
// written on the permanent, or its card's words with "~"), to tell apart
// two such lines of one permanent; Choice what its controller chose as it
// resolved (an ability, a land type); Targets its targets.
type ResolvedTrigger struct {
	Source  ObjectID
	Text    string
	Choice  string
	Targets []ObjectID
	// Line, when given, is the line of the permanent's card the entry
	// names, which the board's abilities don't list: the edge, reading
	// the card, kept it from them (a line the request's word alone
	// applies).
	Line string
}
