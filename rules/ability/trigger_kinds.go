package ability

// A triggered ability waits for an event (410.1): something a permanent,
// a creature of a quality or a player does ("attacks", "blocks", "becomes
// blocked", "deals combat damage to a player", "is put into a graveyard
// from play") or a point of the turn ("at end of combat"). Its reading is
// the product of two parts the wording names: the trigger event, and whose
// event it is (the source itself "~", the creature it is attached to
// "enchanted or equipped creature", "a [quality] creature [you control]",
// "you", the target an effect named), with a few refinements ("alone",
// "by a creature with lesser power", "attacks you", "one or more"). The
// Keyword stays the reading's wire name (GET /v1/abilities, GET
// /v1/cards/{name}); Trigger is what the walk and the checks match an
// occurrence against.

// Event is a trigger event.
type Event string

// The trigger events.
const (
	Attacks                Event = "attacks"
	Blocks                 Event = "blocks"
	BecomesBlocked         Event = "becomes blocked"
	AttacksOrBlocks        Event = "attacks or blocks"
	BlocksOrBecomesBlocked Event = "blocks or becomes blocked"
	// AttacksUnblocked: "attacks and isn't blocked", as blockers are
	// declared (410.2).
	AttacksUnblocked Event = "attacks and isn't blocked"
	// DealsCombatDamage and DealsDamage (of any kind), to the recipient
	// Trigger.To says.
	DealsCombatDamage   Event = "deals combat damage"
	DealsDamage         Event = "deals damage"
	IsDealtCombatDamage Event = "is dealt combat damage"
	// PutIntoGraveyard: "is put into a graveyard from play", "dies".
	PutIntoGraveyard Event = "is put into a graveyard from play"
	LeavesPlay       Event = "leaves play"
	// EndOfCombat and EndStep are points of the turn: "at end of combat",
	// "at the beginning of the [next / your] end step".
	EndOfCombat Event = "end of combat"
	EndStep     Event = "end step"
	Cycled      Event = "is cycled"
	ControlLost Event = "control is lost"
)

// TurnStep is the subject of a trigger on a point of the turn, whose event
// is nobody's: "at end of combat".
const TurnStep Subject = "step"

// Recipient is whom the event is directed at: the recipient of the damage
// dealt, the player attacked.
type Recipient string

// The recipients.
const (
	AnyRecipient Recipient = ""
	ToCreature   Recipient = "a creature"
	ToPlayer     Recipient = "a player"
	ToOpponent   Recipient = "an opponent"
	ToDefender   Recipient = "defending player"
	// ToYou: "attacks you", "attack you": the player attacked is the
	// source's controller.
	ToYou Recipient = "you"
)

// Other is the other creature of a combat event the wording names, whose
// quality is the ability's Quality.
type Other string

// The other creatures.
const (
	NoOther Other = ""
	// ByCreature: "blocks a [quality] creature", "becomes blocked by a
	// [quality] creature": the ability triggers for each such creature,
	// "that creature" in the effect.
	ByCreature Other = "a creature"
	// ByOneOrMore: "blocks one or more [quality] creatures": once, when
	// there is one.
	ByOneOrMore Other = "one or more creatures"
	// ByLesserPower: "blocks a creature with lesser power", "becomes
	// blocked by a creature with lesser power".
	ByLesserPower Other = "a creature with lesser power"
)

// Refinement narrows an event further.
type Refinement string

// The refinements.
const (
	NoRefinement Refinement = ""
	Alone        Refinement = "alone"
	// OneOrMore: "one or more creatures attack you": once for all the
	// creatures of the event.
	OneOrMore Refinement = "one or more"
	// AtLeastN: "you attack with N or more creatures" (the ability's N).
	AtLeastN Refinement = "N or more"
	// InCombat: "if ~ attacked or blocked this combat".
	InCombat Refinement = "if in combat"
	// Delayed: a delayed triggered ability an effect makes, for this turn
	// or the next end step (404.4).
	Delayed Refinement = "delayed"
)

// Trigger is the typed reading of a triggered ability: its event, whose
// event it is, and the refinements.
type Trigger struct {
	Event Event
	// Whose is whose event it is: Itself, Attached, Selected (a creature
	// of Whose.Quality and Whose.Scope), Player ("you"), Targeted (the
	// target of the effect that made it), TurnStep.
	Whose  Selector
	To     Recipient
	Other  Other
	Refine Refinement
}

// triggers is each triggered ability's event and subject, by its wire
// name: the one table that says, for the walk and the checks alike, which
// event each keyword waits for. TestTriggerKinds holds it complete.
var triggers = map[Keyword]*Trigger{
	// The creature's own (trigger.go, trigger_events.go, granted.go,
	// lords.go, triggers_effects.go).
	WhenAttacks:                    {Event: Attacks, Whose: ofItself},
	WhenAttacksAlone:               {Event: Attacks, Whose: ofItself, Refine: Alone},
	WhenBlocks:                     {Event: Blocks, Whose: ofItself},
	WhenBlocked:                    {Event: BecomesBlocked, Whose: ofItself},
	WhenAttacksOrBlocks:            {Event: AttacksOrBlocks, Whose: ofItself},
	WhenBlocksOrBlocked:            {Event: BlocksOrBecomesBlocked, Whose: ofItself},
	WhenBlockedByCreature:          {Event: BecomesBlocked, Whose: ofItself, Other: ByCreature},
	WhenBlocksCreature:             {Event: Blocks, Whose: ofItself, Other: ByCreature},
	WhenBlocksOrBlockedBy:          {Event: BlocksOrBecomesBlocked, Whose: ofItself, Other: ByCreature},
	WhenBlocksOneOrMore:            {Event: Blocks, Whose: ofItself, Other: ByOneOrMore},
	WhenBlocksOrBlockedByOneOrMore: {Event: BlocksOrBecomesBlocked, Whose: ofItself, Other: ByOneOrMore},
	WhenUnblocked:                  {Event: AttacksUnblocked, Whose: ofItself},
	WhenDamagesCreature:            {Event: DealsCombatDamage, Whose: ofItself, To: ToCreature},
	WhenDamagesPlayer:              {Event: DealsCombatDamage, Whose: ofItself, To: ToPlayer},
	WhenDamagesDefender:            {Event: DealsCombatDamage, Whose: ofItself, To: ToDefender},
	WhenDealsCombatDamage:          {Event: DealsCombatDamage, Whose: ofItself},
	WhenDealsDamage:                {Event: DealsDamage, Whose: ofItself},
	WhenDealsDamageToCreature:      {Event: DealsDamage, Whose: ofItself, To: ToCreature},
	WhenDealtCombatDamage:          {Event: IsDealtCombatDamage, Whose: ofItself},
	WhenPutIntoGraveyard:           {Event: PutIntoGraveyard, Whose: ofItself},
	WhenCycled:                     {Event: Cycled, Whose: ofItself},

	// The attached creature's (attached_triggers.go, attached_effects.go,
	// trigger_events.go, damage_trigger_events.go).
	WhenAttachedAttacks:           {Event: Attacks, Whose: ofAttached},
	WhenAttachedBlocks:            {Event: Blocks, Whose: ofAttached},
	WhenAttachedAttacksOrBlocks:   {Event: AttacksOrBlocks, Whose: ofAttached},
	WhenAttachedBlocked:           {Event: BecomesBlocked, Whose: ofAttached},
	WhenAttachedBlocksOrBlocked:   {Event: BlocksOrBecomesBlocked, Whose: ofAttached},
	WhenAttachedBlocksOrBlockedBy: {Event: BlocksOrBecomesBlocked, Whose: ofAttached, Other: ByCreature},
	WhenAttachedDamagesPlayer:     {Event: DealsCombatDamage, Whose: ofAttached, To: ToPlayer},
	WhenAttachedDamagesOpponent:   {Event: DealsCombatDamage, Whose: ofAttached, To: ToOpponent},
	WhenAttachedDealsCombatDamage: {Event: DealsCombatDamage, Whose: ofAttached},

	// A creature's of a quality (triggers_global.go, block_pairs.go,
	// dies_kinds.go, coin_flips.go, attack_triggers.go,
	// attack_count_trigger.go, group_damage_trigger.go,
	// damage_trigger_events.go).
	WhenACreatureAttacks:                   {Event: Attacks, Whose: ofSelected},
	WhenACreatureAttacksYou:                {Event: Attacks, Whose: ofSelected, To: ToYou},
	WhenACreatureBlocks:                    {Event: Blocks, Whose: ofSelected},
	WhenACreatureAttacksOrBlocks:           {Event: AttacksOrBlocks, Whose: ofSelected},
	WhenACreatureBlocked:                   {Event: BecomesBlocked, Whose: ofSelected},
	WhenACreatureDamagesCreature:           {Event: DealsCombatDamage, Whose: ofSelected, To: ToCreature},
	WhenACreatureDamagesPlayer:             {Event: DealsCombatDamage, Whose: ofSelected, To: ToPlayer},
	WhenACreatureDamagesOpponent:           {Event: DealsCombatDamage, Whose: ofSelected, To: ToOpponent},
	WhenACreatureDealsDamage:               {Event: DealsCombatDamage, Whose: ofSelected},
	WhenACreatureDies:                      {Event: PutIntoGraveyard, Whose: ofSelected},
	WhenACreatureBlocksA:                   {Event: Blocks, Whose: ofSelected, Other: ByCreature},
	WhenBlocksLesserPower:                  {Event: Blocks, Whose: ofSelected, Other: ByLesserPower},
	WhenBlockedByLesserPower:               {Event: BecomesBlocked, Whose: ofSelected, Other: ByLesserPower},
	WhenCreaturesBlock:                     {Event: Blocks, Whose: ofSelected, Refine: OneOrMore},
	WhenCreaturesAttackYou:                 {Event: Attacks, Whose: ofSelected, To: ToYou, Refine: OneOrMore},
	WhenCreaturesDamagePlayer:              {Event: DealsCombatDamage, Whose: ofYours, To: ToPlayer, Refine: OneOrMore},
	WhenCreatureYouControlAttacksSacrifice: {Event: Attacks, Whose: ofYours},

	// A player's (attack_count_trigger.go, triggers_effects.go).
	WhenYouAttackWithN: {Event: Attacks, Whose: ofPlayer, Refine: AtLeastN},
	EndStepSacrifice:   {Event: EndStep, Whose: ofPlayer},

	// A point of the turn's (trigger_events.go, end_of_combat_effects.go).
	AtEndOfCombat:           {Event: EndOfCombat, Whose: ofStep},
	AtEndOfCombatIfInCombat: {Event: EndOfCombat, Whose: ofStep, Refine: InCombat},
	SacrificeSelfDamagesYou: {Event: EndOfCombat, Whose: ofStep},
	DestroySelfAndBlocked:   {Event: EndOfCombat, Whose: ofStep},

	// The delayed triggers an effect makes (effects.go, control_change.go,
	// end_of_combat_effects.go).
	WhenBecomesBlockedThisTurn:     {Event: BecomesBlocked, Whose: ofTargeted, Refine: Delayed},
	WhenLeavesThisTurn:             {Event: LeavesPlay, Whose: ofTargeted, Refine: Delayed},
	WhenDiesThisTurn:               {Event: PutIntoGraveyard, Whose: ofTargeted, Refine: Delayed},
	WheneverCreatureBlocksThisTurn: {Event: Blocks, Whose: ofSelected, Refine: Delayed},
	TapWhenControlLost:             {Event: ControlLost, Whose: ofTargeted, Refine: Delayed},
	AtNextEndStep:                  {Event: EndStep, Whose: ofStep, Refine: Delayed},
	CounterOnFirstAtNextEndStep:    {Event: EndStep, Whose: ofStep, Refine: Delayed},
}

// The selectors of the table.
var (
	ofItself   = Selector{Subject: Itself}
	ofAttached = Selector{Subject: Attached, Scope: Scope{Attached: true}}
	ofSelected = Selector{Subject: Selected}
	ofYours    = Selector{Subject: Selected, Scope: Scope{YouControl: true}}
	ofPlayer   = Selector{Subject: Player}
	ofTargeted = Selector{Subject: Targeted}
	ofStep     = Selector{Subject: TurnStep}
)

// TriggerOf is the event and subject of a triggered ability of keyword k,
// nil for any other k: the table's own, which the caller reads and never
// changes. Whose.Quality is empty there: the ability's Quality is that of
// the creatures selected, or of the Other creature.
func TriggerOf(k Keyword) *Trigger {
	// Every trigger's wire name begins "when" or "at ": the others are
	// told apart without a lookup.
	if len(k) < 4 || k[0] != 'w' && k[0] != 'a' {
		return nil
	}
	return triggers[k]
}

// TriggerOfAbility is the trigger a reads, with the quality and scope of
// whose event it is (the creatures selected); ok is false when a is no
// triggered ability.
func TriggerOfAbility(a Ability) (Trigger, bool) {
	t := TriggerOf(a.Keyword)
	if t == nil {
		return Trigger{}, false
	}
	out := *t
	if out.Whose.Subject == Selected && out.Other == NoOther {
		out.Whose.Quality = a.Quality
	}
	s := &out.Whose.Scope
	s.YouControl = s.YouControl || a.Scope.YouControl
	s.Other = s.Other || a.Scope.Other
	s.Opponents = s.Opponents || a.Scope.Opponents
	s.Attached = s.Attached || a.Scope.Attached
	return out, true
}

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
