package game

// A combat trick: an activated ability of a permanent or an instant a
// player uses at a point of the combat where he or she has priority
// (rules/trick.go reads, checks and resolves it).

// Trick is one combat trick the request says a player uses.
type Trick struct {
	At Step
	// Source is the permanent whose activated ability is used, and Ability
	// the index of the line in its Abilities (nil: Text gives the line).
	Source  PermanentID
	Ability *int
	// Text is the line's wording ("{R}: ~ gets +1/+0 until end of turn."),
	// for an activated ability given by its words.
	Text string
	// Card is the instant cast, by name; Spell is what the card file says
	// of it (the edge looks it up).
	Card  string
	Spell *TrickCard
	// Player is who uses it: an instant's caster; empty for an activated
	// ability, its source's controller.
	Player  PlayerID
	Targets []ObjectID
	// Times is how many times in a row it is used (0: once; below 0, given
	// as 0 or less: an input error).
	Times int
	// X is the value of X (nil: not given; a line whose amount is X needs
	// it); Sacrifice and Discard what its non-mana costs take.
	X *int
	// Mode is the mode chosen of a modal instant ("Choose one —"): the
	// 0-based index of its "•" line (nil: not given; a modal instant
	// needs it).
	Mode      *int
	Sacrifice []PermanentID
	Discard   []string
	// Tap are the permanents a cost "tap an untapped creature you
	// control" taps.
	Tap []PermanentID
	// The choices and outcomes a trick's text depends on, as the request
	// states them: Color, the color chosen ("white" ... "green", or
	// "artifacts" where the text offers it); Choice, what else is chosen
	// ("tap" or "untap"); Flip, a coin flip's outcome ("won", "lost");
	// Kicked, whether the kicker cost was paid, and Paid, whether a player
	// paid the cost of an "unless any player pays" (nil: not given, taken as
	// not); Divided, the amounts an effect divides among the targets, in
	// their order.
	Color  string
	Choice string
	Flip   string
	// Revealed is what the top card of a library an effect reveals is:
	// "land" or "nonland" (the judge models no library).
	Revealed string
	Kicked   *bool
	Paid     *bool
	Divided  []int
	// Enters is the card an effect of the trick puts into play from a
	// graveyard or a hand (entering.go); nil: none given.
	Enters *EnteringCard
	// Cycled: the card is cycled, not cast (502.18a): the trick uses its
	// triggers on being cycled ("When you cycle ~, you may ..."), the
	// "you may" taken as yes, and Targets are theirs.
	Cycled bool
	// FaceUp is the card the face-down permanent Source is, which the
	// trick turns face up (502.26d, a special action: 408.2h); nil: none.
	FaceUp *EnteringCard
}

// TrickCard is an instant's card as the card file gives it.
type TrickCard struct {
	Name   string
	Types  []string // card types: "Instant", "Sorcery", "Creature"...
	Colors []string
	// Subtypes are its subtypes ("Arcane"), which a trigger on a spell
	// cast may name (rules/trick/cast_triggers.go).
	Subtypes []string
	Text     string // its rules text, lines joined
	// Lines are its rules text as printed, one ability a line: a
	// permanent card's ability used from the hand (Channel, Forecast) is
	// one of them (walk/hand_abilities.go).
	Lines []string
}
