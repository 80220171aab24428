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
	// Graveyard is how many cards are in the player's graveyard, when the
	// request says (threshold reads it); nil: not given.
	Graveyard *int
	// Hand is how many cards are in the player's hand, and
	// CreatureSpellsCast how many creature spells the player cast this
	// turn, when the request says (conditions read them); nil: not given.
	Hand, CreatureSpellsCast *int
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
	// Power and Toughness are the values after every effect that no
	// permanent on the board generates, before counters: the judge applies
	// counters and the board's effects itself (418.5a). They are nil only
	// for permanents that are not creatures.
	Power, Toughness *int
	Damage           int
	Tapped           bool
	SummoningSick    bool
	Abilities        []string
	// AttachedTo is the permanent an Aura or Equipment is attached to.
	AttachedTo PermanentID
	// Counters maps a kind of counter ("+1/+1", "-1/-1") to how many.
	Counters map[string]int
	// Kicked says whether the permanent's kicker was paid when it was
	// cast ("If ~ was kicked, ..."); nil: not given.
	Kicked *bool
	// Chosen is what was chosen for the permanent as it came into play
	// ("choose a color"): "Red". Empty: not given.
	Chosen string
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
	// CostsPaid is the mana the active player pays for the costs to attack
	// (308.2d: totalled, then paid); nil when the request does not say, and
	// the answer then only notes what must be paid.
	CostsPaid *int
}

// BlockDeclaration is a proposed declaration of blockers against attackers
// already declared.
type BlockDeclaration struct {
	Board     Board
	Attackers []Attacker
	Blockers  []Blocker
}

// Step is a combat damage step.
type Step string

// The two combat damage steps (502.2b, 310.5).
const (
	FirstStrikeStep Step = "first_strike"
	RegularStep     Step = "regular"
)

// DamageShare is part of a creature's combat damage assigned to one
// creature or player.
type DamageShare struct {
	To     ObjectID
	Amount int
}

// Assignment is how one creature assigns its combat damage (310.2).
type Assignment struct {
	Source PermanentID
	// AssignedBy is the player who divided the damage. Empty: the source's
	// controller. Banding may hand the division to the other player (502.10h).
	AssignedBy PlayerID
	Damage     []DamageShare
}

// DamageDeclaration is one combat damage step's assignment on a board, with
// the attack and the blocks as they were declared. Attackers or blockers
// whose ids are no longer on the board have left play.
type DamageDeclaration struct {
	Board             Board
	Attackers         []Attacker
	Blockers          []Blocker
	RemovedFromCombat []PermanentID
	// Step is the combat damage step judged. Empty: the first step this
	// combat has.
	Step        Step
	Assignments []Assignment
}

// Dealt is the combat damage one source dealt to one recipient.
type Dealt struct {
	Source    PermanentID
	To        ObjectID
	Amount    int    // dealt
	Prevented int    // prevented
	Rule      RuleID // the rule that prevented it, if any
}

// StateBasedEvent is one state-based effect that applied (420.5).
type StateBasedEvent struct {
	Rule   RuleID
	Object PermanentID // the permanent it applied to, if any
	Player PlayerID    // the player it applied to, if any
	Event  string      // "destroyed", "put into its owner's graveyard", "loses the game", "not destroyed: indestructible"
}

// Resolution is a judged combat damage assignment and, when it was legal,
// what happened when it resolved.
type Resolution struct {
	Judgement
	Dealt      []Dealt
	StateBased []StateBasedEvent
	// Board is the board after damage and state-based effects; nil when the
	// assignment was not legal.
	Board *Board
}
