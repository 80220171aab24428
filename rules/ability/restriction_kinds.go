package ability

// A restriction on attacking or blocking (500.1) says of its subject
// (StaticAbility.Whose) that it can't take part in a declaration, or can
// take part only so: it is about attacking, blocking or being blocked (its
// Act); it may name the creature on the other side of the block, or the
// player attacked (Against); it may count the creatures taking part
// (Count). "Walls can't attack" is the act attack of the selected Walls;
// "~ can't be blocked except by Walls" the act being blocked, against the
// creatures that are not Walls; "~ can't block alone" the act block, with
// a count of two or more while it takes part. The checks of declarations
// (rules/declare) apply a restriction from these alone, each shape once.

// Act is the declaration a restriction is about.
type Act string

// The acts.
const (
	ToAttack    Act = "attack"
	ToBlock     Act = "block"
	ToBeBlocked Act = "be blocked"
)

// Against is the other side a restriction names: whom its subject can't
// attack or block, or what can't block it.
type Against string

// The sides named.
const (
	// AgainstAll: whatever it would attack or block, or whatever would
	// block it ("can't attack", "can't block", "can't be blocked").
	AgainstAll Against = ""
	// OfItsQuality: the creatures of the ability's quality ("can't block
	// Walls", "can't be blocked by Walls").
	OfItsQuality Against = "of its quality"
	// NotOfItsQuality: the creatures that are not of the ability's
	// quality ("can't be blocked except by Walls").
	NotOfItsQuality Against = "not of its quality"
	// WithoutFlying: the creatures without flying ("can block only
	// creatures with flying").
	WithoutFlying Against = "without flying"
	// NamedByIt: the creature its effect names ("can't block ~ this
	// turn").
	NamedByIt Against = "named"
	// ItsController: its controller, or the creatures its controller
	// controls ("can't attack you", "can't block creatures you control").
	ItsController Against = "its controller"
	// StrongerThanIt: the attackers with greater power than its own
	// ("can't block creatures with power greater than ~'s power");
	// WeakerThanIt: the blockers with less power than its own
	// ("creatures with power less than ~'s power can't block it");
	// PowerAtLeastItsToughness: the attackers with power equal to or
	// greater than its toughness.
	StrongerThanIt           Against = "with greater power"
	WeakerThanIt             Against = "with less power"
	PowerAtLeastItsToughness Against = "with power at least its toughness"
)

// Unless is the condition a restriction is lifted by: "~ can't attack
// unless defending player controls an Island".
type Unless string

// The conditions.
const (
	NoCondition Unless = ""
	// DefendingPlayerControls: the defending player controls a permanent of
	// the ability's quality.
	DefendingPlayerControls Unless = "defending player controls"
	// DefenderActed: the player attacked cast a spell or put a nontoken
	// permanent into play during his or her last turn.
	DefenderActed Unless = "that player acted last turn"
	// PowerAtMostHand: the attacker's power is at most the number of
	// cards in its controller's hand.
	PowerAtMostHand Unless = "power at most the cards in hand"
	// DrawSkippedWithIt: its controller did not skip a draw with it, or
	// the attacker has flying or islandwalk.
	DrawSkippedWithIt Unless = "flying or islandwalk, after a draw skipped"
)

// Count is a restriction on how many creatures take part in a
// declaration (500.2, 500.3): a cap ("no more than two creatures can
// block"), a minimum ("can't be blocked except by two or more creatures"),
// or a minimum that holds only while the creature itself takes part
// ("can't attack alone").
type Count struct {
	// Of is whose attacks or blocks it counts: every creature taking part
	// (""), the creatures blocking the creature itself (ItsBlockers), or
	// the creatures attacking its controller (ItsController's).
	Of CountOf
	// Among narrows what it counts to the other creatures of a kind: the
	// stronger ones, those of the ability's quality.
	Among Among
	// WhileItTakesPart: the restriction holds only while the creature
	// itself attacks or blocks.
	WhileItTakesPart bool
	// Min and Max are the least and the most it allows; a zero Bound is
	// none.
	Min, Max Bound
	// NoneToo: none at all is allowed too ("except by N or more").
	NoneToo bool
}

// CountOf is whose attacks or blocks a count counts.
type CountOf string

// The counts.
const (
	TakingPart      CountOf = ""
	CountsBlockers  CountOf = "its blockers"
	CountsAttackers CountOf = "attacking its controller"
)

// Among narrows a count to the other creatures of a kind.
type Among string

// The kinds counted.
const (
	AmongAll      Among = ""
	AmongStronger Among = "with greater power"
	AmongQuality  Among = "of its quality"
)

// Bound is a number a count allows at least or at most: Fixed, plus the
// ability's N when PlusN ("unless N other creatures attack": N+1 in all).
// The zero Bound is no bound.
type Bound struct {
	Fixed int
	PlusN bool
}

// Given reports whether the bound is one.
func (b Bound) Given() bool { return b.Fixed != 0 || b.PlusN }

// Of is the bound for an ability whose N is n.
func (b Bound) Of(n int) int {
	if b.PlusN {
		return b.Fixed + n
	}
	return b.Fixed
}

// ReadsItsWords reports whether the count reads its ability's number or
// quality: two instances of one that does not say nothing more than one.
func (c *Count) ReadsItsWords() bool {
	return c.Min.PlusN || c.Max.PlusN || c.Among == AmongQuality
}

// Payment is the cost that lifts a restriction when its controller pays
// it as the declaration is made (308.2d, 309.2b): what is paid, and for
// each what. A restriction on the creatures of a quality (Whose Selected)
// is paid for each of them that attacks or blocks.
type Payment struct {
	Pay Pay
	Per Per
	// Each is what is paid for each, when the ability's N is not it
	// ("sacrifices a land for each"); 0: the ability's N.
	Each int
}

// Pay is what a cost is paid in.
type Pay string

// The ways of paying.
const (
	InMana        Pay = "mana"
	InLife        Pay = "life"
	SacrificeLand Pay = "lands sacrificed"
)

// Per is what a cost is paid for each of.
type Per string

// The counts of a cost.
const (
	// PerDeclaration: once, for the creature that attacks or blocks.
	PerDeclaration Per = ""
	// PerPlusOneCounter: for each +1/+1 counter on the creature.
	PerPlusOneCounter Per = "+1/+1 counter on it"
	// PerCardInHand: for each card in the hand of the controller of the
	// permanent that says it.
	PerCardInHand Per = "card in your hand"
	// PerBasicLandType: X, the number of basic land types among the lands
	// the permanent's controller controls (N is not read).
	PerBasicLandType Per = "basic land type among lands you control"
	// PerAttackerOfQuality: for each attacker of the ability's quality
	// the creature blocks; PerCreatureBlockingIt: for each creature blocking the
	// creature itself.
	PerAttackerOfQuality  Per = "attacker of its quality it blocks"
	PerCreatureBlockingIt Per = "creature blocking it"
	// PerPermanentOfQuality: for each permanent of the ability's quality
	// in play, whoever controls it.
	PerPermanentOfQuality Per = "[quality] in play"
)

// InForce is when a requirement (500.1) holds, for one the declaration
// of attackers itself puts in force; the zero value: always.
type InForce string

// The requirements' conditions.
const (
	AlwaysInForce InForce = ""
	// WhenItAttacks: the other creatures its controller controls must
	// attack when it attacks ("If ~ attacks, all creatures you control
	// attack if able").
	WhenItAttacks InForce = "when it attacks"
	// WhenAnotherAttacks: it must attack when another creature its
	// controller controls attacks ("~ also attacks if able").
	WhenAnotherAttacks InForce = "when another of its controller's attacks"
	// WhenOneOfThemAttacks: the creatures of an opponent of its
	// controller must attack when any of them attacks (War's Toll).
	WhenOneOfThemAttacks InForce = "when one of them attacks"
	// WhenOneWithItsCountersAttacks: the creatures with counters of the
	// kind its condition names must attack when one of them attacks
	// (Magnetic Web).
	WhenOneWithItsCountersAttacks InForce = "when one with its counters attacks"
)

// AsThough is what a permission lets its subject attack or block as
// though were so: as though it had a keyword ability (Had: flying,
// shadow, haste), lacked one (Lacked: defender), as though the creatures
// it would block lacked one (TheyLacked: landwalk; OfItsQuality: only
// the landwalk of the ability's quality), as though it were untapped, or
// as though it could block more attackers (MoreBlocked, AnyNumberMore).
type AsThough struct {
	Had, Lacked, TheyLacked Keyword
	OfItsQuality            bool
	Untapped                bool
	MoreBlocked             int
}

// AnyNumberMore is MoreBlocked for "can block any number of creatures".
const AnyNumberMore = -1

// Assignment is how a static ability changes the assignment of a
// creature's combat damage (310.2e), for a DamageAssignment.
type Assignment string

// The assignments.
const (
	// AsThoughUnblocked: a blocked attacker may assign its combat damage
	// as though it weren't blocked.
	AsThoughUnblocked Assignment = "as though unblocked"
	// AmongDefenders: an attacker may divide its combat damage among the
	// defending player and any of that player's creatures.
	AmongDefenders Assignment = "among defending player and their creatures"
	// ToDefendersCreature: an unblocked attacker may assign all of it to
	// one creature the defending player controls.
	ToDefendersCreature Assignment = "to a creature defending player controls"
	// NoCombatDamage: the creature assigns none.
	NoCombatDamage Assignment = "none"
	// ByDefendingPlayer: the defending player assigns the combat damage
	// of each creature attacking them (whose: selected).
	ByDefendingPlayer Assignment = "by defending player"
)

// Shield is the shield a ShieldBan bans: damage the creature deals can't
// be prevented, or the creature can't be regenerated.
type Shield string

// The shields banned.
const (
	PreventionOfItsDamage Shield = "prevention of its damage"
	Regeneration          Shield = "regeneration"
)
