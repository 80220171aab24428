package game

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
	// Shields are the prevention and redirection shields set up this turn
	// on the player (419.7b, 419.6c).
	Shields []Shield
	// Hand is how many cards are in the player's hand, and
	// CreatureSpellsCast how many creature spells the player cast this
	// turn, when the request says (conditions read them); nil: not given.
	Hand, CreatureSpellsCast *int
	// CastOrPlayedLastTurn says whether the player cast a spell or put a
	// nontoken permanent into play during his or her last turn (Arboria
	// reads it); nil: not given.
	CastOrPlayedLastTurn *bool
	// SkippedDraw says whether the player skipped the draw of their last
	// draw step with Island Sanctuary's replacement; nil: not given.
	SkippedDraw *bool
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
	// Shields are the prevention, redirection and regeneration shields set
	// up this turn on the permanent, in the order its controller applies
	// them (419.7b, 419.6c, 419.6b).
	Shields []Shield
	// Kicked says whether the permanent's kicker was paid when it was
	// cast ("If ~ was kicked, ..."); nil: not given.
	Kicked *bool
	// KickersPaid lists the kicker costs paid, each as the card prints it
	// after "Kicker" ("{1}{R}"), for a card with more than one ("If ~ was
	// kicked with its {R} kicker, ..."); nil: not given.
	KickersPaid []string
	// onCount marks a power (0) or toughness (1) that the combat walk
	// keeps as an amount added to the count of the ability defining it,
	// so that the count follows the board from step to step (entering.go:
	// rebaseCounts).
	OnCount [2]bool `json:"-"`
	// Chosen is the color or type chosen as the permanent came into play,
	// for its lines that speak of "the chosen color" or "the chosen type";
	// or the option it became as it came into play ("it becomes your
	// choice of ..."), by power and toughness ("2/2") or coin side
	// ("heads"): entering.go.
	Chosen string
	// EffectIgnored says whether the cost to ignore this permanent's
	// effect until end of turn was paid this turn (Volrath's Curse, Lost in
	// Thought); nil: not given.
	EffectIgnored *bool
	// PhasedIn says whether the permanent phased in this turn, so that it
	// may attack as though it had haste (502.15m); nil: not given.
	PhasedIn *bool
	// EnteredThisTurn says whether the permanent entered the battlefield
	// this turn, and AttackedLastTurn whether it attacked during its
	// controller's last turn, for the lines that read them (conditions.go); nil:
	// not given.
	EnteredThisTurn, AttackedLastTurn *bool
	// Owner is the player who owns the permanent, when not its controller
	// (a creature under Control Magic); empty: its controller (200.1a).
	Owner PlayerID
	// Token says the permanent is a token, not a card: put into a
	// graveyard, it ceases to exist there (420.5f).
	Token bool
}

// ShieldKind is what a shield does to the next damage or destruction.
type ShieldKind string

// The kinds of shield.
const (
	// PreventShield: "prevent the next N damage that would be dealt to ~
	// this turn" (419.7b).
	PreventShield ShieldKind = "prevent"
	// RedirectShield: "the next N damage that would be dealt to ~ this
	// turn is dealt to [To] instead" (419.6c).
	RedirectShield ShieldKind = "redirect"
	// RegenerateShield: "regenerate ~": the next time it would be
	// destroyed this turn it is instead tapped, all damage is removed from
	// it, and it is removed from combat (419.6b).
	RegenerateShield ShieldKind = "regenerate"
)

// Shield is one shield on a permanent or player.
type Shield struct {
	Kind ShieldKind
	// Amount is how much damage a prevention or redirection shield still
	// takes; 0 for regeneration.
	Amount int
	// To is where a redirection shield sends the damage.
	To ObjectID
	// Source, when given, limits a prevention or redirection shield to the
	// damage of that source ("... that a source of your choice would
	// deal"); empty: any source.
	Source PermanentID
	// NextTime, for a prevention shield of a Source, says it prevents all
	// the damage the source would deal the next time it deals damage to
	// the shielded creature or player, and is then used up ("The next time
	// a source of your choice would deal damage to you this turn, prevent
	// that damage", 419.7); Amount is then 0.
	NextTime bool
	// ThisWay, for a prevention shield, is what the effect that made it
	// does for the damage it prevents (prevented_this_way.go); zero: nothing.
	ThisWay PreventedThisWay
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
	// Sacrificed lists the permanents the active player sacrifices for the
	// costs to attack (Flooded Woodlands' lands: 308.2d); nil when the
	// request does not say, and the answer then only notes what is owed.
	Sacrificed []PermanentID
	// Tricks are the tricks used at the beginning of combat, before
	// attackers are declared: the attack is judged on the board they make.
	Tricks []Trick
	// Resolved are the upkeep triggers whose effect lasts into combat that
	// resolved before it (resolved.go): their effect is given before the
	// beginning of combat, as ResolveCombat gives it.
	Resolved []ResolvedTrigger
}

// BlockDeclaration is a proposed declaration of blockers against attackers
// already declared.
type BlockDeclaration struct {
	Board     Board
	Attackers []Attacker
	Blockers  []Blocker
	// CostsPaid and LifePaid are the mana and the life the defending
	// player pays for the costs to block (Awesome Presence, Heat Wave:
	// 309.2b); nil when the request does not say, and the answer then only
	// notes what is owed.
	CostsPaid, LifePaid *int
	// BoardAfter is the point of the combat the board already shows: empty
	// or BeginningOfCombatStep, the board as combat began, on which the
	// declare attackers step is walked before the blockers are judged;
	// DeclareAttackersStep, a board that shows that step's triggers
	// resolved already, judged as it is (combat_progress.go).
	BoardAfter Step
	// Tricks are the tricks used before blockers are declared (at the
	// beginning of combat, after attackers are declared): the blocks are
	// judged on the board they make.
	Tricks []Trick
	// Resolved are the upkeep triggers whose effect lasts into combat that
	// resolved before it (resolved.go): their effect is given before the
	// beginning of combat, as ResolveCombat gives it.
	Resolved []ResolvedTrigger
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
	// AssignedFirstStrike lists the creatures that assigned combat damage in
	// this combat's first-strike combat damage step. Given (even empty), it
	// says the combat had that step, and in the regular step a creature
	// assigns exactly when it did not assign then or has double strike now
	// (502.2b, 502.2c, 502.28c, 502.28d). Nil: not given, and which
	// creatures assign is read from their first strike and double strike
	// now.
	AssignedFirstStrike []PermanentID
	// BoardAfter is the point of the combat the board already shows, so
	// that nothing before the step judged is done twice: BeginningOfCombatStep
	// (the declare attackers and declare blockers steps are walked first),
	// DeclareAttackersStep (the declare blockers step is), DeclareBlockersStep
	// (nothing is), or FirstStrikeStep, the board the first-strike step left,
	// for the regular step that follows one. Empty: BeginningOfCombatStep,
	// or FirstStrikeStep for the regular step of a combat that had a
	// first-strike step (combat_progress.go).
	BoardAfter Step
	// Tricks are the tricks used before the step judged (up to the declare
	// blockers step, or after the first-strike step for the regular step
	// after one): the step is judged on the board they make.
	Tricks []Trick
	// Resolved are the upkeep triggers whose effect lasts into combat that
	// resolved before it (resolved.go): their effect is given before the
	// beginning of combat, as ResolveCombat gives it.
	Resolved []ResolvedTrigger
}

// Dealt is the combat damage one source dealt to one recipient.
type Dealt struct {
	Source    PermanentID
	To        ObjectID
	Amount    int    // dealt
	Prevented int    // prevented
	Rule      RuleID // the rule that prevented it, if any
	// Redirected is how much of it a redirection shield sent elsewhere;
	// RedirectedFrom, on the row of the new recipient, is the recipient it
	// would have been dealt to (419.6c).
	Redirected     int
	RedirectedFrom ObjectID
	// Replaced is how much replacement effects that change the amount
	// (Anthem of Rakdos doubles, Ghosts of the Innocent halves: 419.6)
	// added to the damage (negative: took away), before any prevention.
	Replaced int
}

// StateBasedEvent is one state-based effect that applied (420.5).
type StateBasedEvent struct {
	Rule   RuleID
	Object PermanentID // the permanent it applied to, if any
	Player PlayerID    // the player it applied to, if any
	Event  string      // "destroyed", "put into its owner's graveyard", "loses the game", "not destroyed: indestructible", "regenerated", "unattached"
	// From is, for an Aura put into its owner's graveyard or an Equipment
	// unattached (420.5d, 420.5k), the permanent it was attached to.
	From PermanentID
	// Because, when given, says why the effect applied, beyond Event.
	Because string
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
	// RemovedFromCombat lists the creatures this step removed from combat:
	// those that regenerated (419.6b, 306.2).
	RemovedFromCombat []PermanentID
}
