package rules

// RuleID is a Comprehensive Rules number of the judged edition, such as "502.9b".
type RuleID string

// ObjectID names a player or a permanent. Players and permanents share one
// namespace on a board.
type ObjectID string

// PlayerID names a player, for example "alice".
type PlayerID = ObjectID

// PermanentID names a permanent on the board, for example "angel".
type PermanentID = ObjectID

// Player is one player of the game.
type Player struct {
	ID     PlayerID
	Life   int
	Poison int
}

// Permanent is one permanent in play, with its current characteristics.
// Abilities are kept in card wording; Parse turns them into typed abilities.
type Permanent struct {
	ID         PermanentID
	Name       string
	Controller PlayerID
	Types      []string // card types: Creature, Artifact, Land...
	Supertypes []string // Basic, Legendary, Snow, World
	Subtypes   []string // Wall, Island, Goblin...
	Colors     []string // White, Blue, Black, Red, Green; none is colorless
	// Power and Toughness are the current values after every effect. They are
	// nil only for permanents that are not creatures.
	Power, Toughness *int
	Damage           int
	Tapped           bool
	SummoningSick    bool
	Abilities        []string
}

// Board is the game position the judge evaluates.
type Board struct {
	ActivePlayer PlayerID
	Players      []Player
	Permanents   []Permanent
}

// Attacker is one creature in a declaration of attackers.
type Attacker struct {
	Creature PermanentID
	// Band labels the attacking band the creature is in (502.10); creatures
	// with the same label form one band. Empty: not in a band.
	Band string
	// Player is the player attacked. Empty: the only opponent.
	Player PlayerID
	// Provoke lists the targets chosen by the creature's provoke triggers,
	// one per instance of provoke (502.29b).
	Provoke []PermanentID
}

// Blocker is one creature in a declaration of blockers.
type Blocker struct {
	Creature PermanentID
	Blocking []PermanentID
}

// AttackDeclaration is a proposed declaration of attackers on a board.
type AttackDeclaration struct {
	Board     Board
	Attackers []Attacker
}

// BlockDeclaration is a proposed declaration of blockers against attackers
// already declared.
type BlockDeclaration struct {
	Board     Board
	Attackers []Attacker
	Blockers  []Blocker
}
