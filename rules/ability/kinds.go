package ability

import "slices"

// A reading of an ability is one of a few kinds, as the rules tell
// abilities apart (402.1, the seeds' section 402): a static ability (a
// characteristic changed, a keyword given or taken away, a restriction or
// a requirement on attacking and blocking), a triggered ability (an event,
// maybe a condition, an effect), an activated ability (a cost, an effect),
// or a replacement or prevention effect (419.6, 419.7). Each reading says
// whom it affects (its selector) and for how long (its duration). Today's
// consumers read an Ability, the wire's union told apart by its Keyword;
// Classify and Reading.Ability are the one mapping between the two, and a
// test holds it exact on every reading of the era's cards.

// Kind is the kind of a reading.
type Kind string

// The kinds of readings.
const (
	Static      Kind = "static"
	Triggered   Kind = "triggered"
	Activated   Kind = "activated"
	Replacement Kind = "replacement" // replacement and prevention effects
	// EffectKind is a one-shot effect: what a triggered or activated
	// ability, or an instant, does when it resolves.
	EffectKind Kind = "effect"
	// Spell is an instant's text, read for its effects.
	Spell Kind = "spell"
)

// Duration is how long a reading's effect lasts.
type Duration string

// The durations.
const (
	// WhileInPlay: a static ability's effect, as long as its source is in
	// play (and its condition holds).
	WhileInPlay    Duration = ""
	UntilEndOfTurn Duration = "until end of turn"
	ThisTurn       Duration = "this turn"
	// Once: an effect that happens once (damage, destruction, a counter).
	Once Duration = "once"
)

// Subject says whom a reading affects.
type Subject string

// The subjects.
const (
	Itself   Subject = "itself"
	Attached Subject = "attached"   // the permanent its source is attached to
	Selected Subject = "selected"   // the creatures of the selector's quality and scope
	Targeted Subject = "target"     // the target an effect names
	Player   Subject = "player"     // a player: "you", "defending player"
	Each     Subject = "each"       // each creature an effect names
	AnyOne   Subject = "any-target" // "any target": a creature or a player
	// That is what the part of an effect before it names, the same
	// permanent or player, not a new target: "Untap target creature.
	// Prevent all combat damage that would be dealt by that creature this
	// turn." (effects.go)
	That Subject = "that"
	// SeveralTargeted is several targets of one quality, Selector.Targets
	// of them: "two target creatures", "X target creatures", "any number
	// of target creatures" (effects.go).
	SeveralTargeted Subject = "targets"
	// TopCreatureCard is the top creature card of its controller's
	// graveyard as the effect resolves (effects.go).
	TopCreatureCard Subject = "top-creature-card"
	// Entered is the permanents the effect before it put into play: "it",
	// "that creature" after "Create a ... token" name the token.
	Entered Subject = "entered"
	// TargetPlayersCreatures is the creatures a target player controls
	// as the effect resolves: "creatures target player controls"
	// (effect_targets.go). Its target is the player.
	TargetPlayersCreatures Subject = "target-players-creatures"
	// Whom an effect of a triggered ability acts on, of the combat that
	// triggered it (Effect.Whom): the creatures blocking its creature,
	// every attacking and blocking creature, every blocking creature, the
	// defending player, the controller of the creature the trigger names.
	ItsBlockers       Subject = "its blockers"
	Combatants        Subject = "attacking and blocking creatures"
	BlockingCreatures Subject = "blocking creatures"
	DefendingPlayer   Subject = "defending player"
	ThatsController   Subject = "that creature's controller"
	// Whom the effects of combat triggers act on (trigger_events.go):
	// that creature and the trigger's own ("destroy that creature and
	// ~"); the creatures blocking or blocked by it; the creatures it
	// blocks; every creature that blocked or was blocked this turn; the
	// creatures the defending player controls; the attacking creatures of
	// the reading's quality and scope; a target creature, or artifact,
	// the player the trigger names controls ("target creature that player
	// controls").
	ThatAndItself       Subject = "that creature and itself"
	InCombatWithIt      Subject = "creatures blocking or blocked by it"
	BlockedByIt         Subject = "creatures blocked by it"
	BlockersAndBlocked  Subject = "creatures that blocked or were blocked"
	DefendersCreatures  Subject = "creatures defending player controls"
	AttackingSelected   Subject = "attacking creatures of the quality"
	ThatPlayersCreature Subject = "target creature that player controls"
	ThatPlayersArtifact Subject = "target artifact that player controls"
	// TargetOpponent is "target opponent" of the effect's controller.
	TargetOpponent Subject = "target opponent"
	// AurasOnThat: the Auras attached to that creature. BandedWithIt: the
	// creatures banded with the trigger's own (502.10). TheAttacker and
	// TheBlocker: one of the pair of creatures a trigger on a block names
	// ("the attacking creature", "the blocking creature").
	AurasOnThat  Subject = "auras attached to that creature"
	BandedWithIt Subject = "creatures banded with it"
	TheAttacker  Subject = "the attacking creature"
	TheBlocker   Subject = "the blocking creature"
	// ThatPlayersSelected: the permanents of the reading's quality that
	// the player the effect names controls ("tap all lands that player
	// controls").
	ThatPlayersSelected Subject = "permanents of the quality that player controls"
	// EachOtherPlayer: each player but the effect's controller ("each
	// other player creates [token]").
	EachOtherPlayer Subject = "each other player"
)

// Whom the effects of triggered abilities act on besides those
// (Effect.Whom): the permanents of the reading's quality the defending
// player controls and a target he or she controls, the other attacking or
// blocking creatures, the player a step of a series names ("[player]
// draws N cards": the player dealt damage, each player, the defending
// player ..., its When.Whose), a card in a graveyard, its source and the
// creature the trigger names, every permanent but its source, the cards
// of a library, the creature an Aura or Equipment is attached to and the
// other creature of its trigger.
const (
	DefendersPermanents Subject = "permanents defending player controls"
	DefendersTarget     Subject = "target defending player controls"
	OtherAttackers      Subject = "other attacking creatures"
	OtherBlockers       Subject = "other blocking creatures"
	NamedPlayer         Subject = "the player a step names"
	GraveyardCard       Subject = "a card in a graveyard"
	ItselfAndThat       Subject = "itself and that creature"
	AllOthers           Subject = "all permanents other than itself"
	LibraryCards        Subject = "cards of a library"
	BothCreatures       Subject = "both creatures"
)

// Selector is whom a reading affects: a subject and, for Selected, the
// quality and scope of the creatures.
type Selector struct {
	Subject Subject
	Quality Quality
	Scope   Scope
	// Targets is how many targets a SeveralTargeted selector names: 2 for
	// "two target creatures"; AnyNumber, XTargets (effect_targets.go).
	Targets int
}

// Reading is an ability, or an effect, read into its kind.
type Reading struct {
	Kind     Kind
	Mode     Keyword // what it does: the wording's name, as Ability.Keyword
	Text     string
	Selector Selector
	Duration Duration
	// Quality is the quality the ability names that is not its selector:
	// what protection is from, what can't block it, the other creature of
	// a trigger.
	Quality             Quality
	Condition           Condition
	When                Cond
	N, Power, Toughness int
	// X says the amount N is X, the value given when the trick is used:
	// "~ deals X damage to target attacking or blocking creature".
	X bool
	// Cost is an activated ability's cost as written ("{r}", "{t}");
	// Timing, the restrictions on activating it ("activate only once each
	// turn").
	Cost   string
	Timing []string
	// Parts are what it gives (a grant), its effect (a trigger), its
	// options (a choice as it entered).
	Parts []Reading
	// Token is the creature token a CreateToken effect puts into play
	// (tokens.go).
	Token *Token `json:",omitempty"`
	// Trigger is a triggered ability's event, whose event it is (its
	// Selector too) and its refinements (trigger_kinds.go); nil for
	// another kind.
	Trigger *Trigger `json:",omitempty"`
	// Effect is what an effect of an activated ability or an instant
	// does, typed: its action, the source of its amount, its duration
	// (effect_kinds.go); nil for another reading.
	Effect *Effect `json:",omitempty"`
	// Replacement is a replacement or prevention effect's event, whose
	// damage to whom and modification (ReplacementEffect, below); nil
	// for another kind.
	Replacement *ReplacementEffect `json:",omitempty"`
	// Static is a static ability's kind and whom it affects
	// (StaticOf); nil for another kind.
	Static *StaticAbility `json:",omitempty"`
}

// An effect of an activated ability or an instant (ReadEffect) does one
// of a few things when it resolves: it changes a creature's
// characteristics (power and toughness, keywords, color, types) for a
// while, sets up a shield (prevention, redirection, regeneration), deals
// damage, moves or taps a permanent, grants a restriction or a
// requirement on attacking and blocking, or frames other effects (later,
// on a trigger of this turn, if a condition holds). Its Mode stays its
// wire name; Effect is what the trick checks and the walk ask of it.

// Action is what an effect does.
type Action string

// The actions.
const (
	PowerToughnessChange Action = "power/toughness change"
	KeywordGrant         Action = "keyword grant"
	KeywordLoss          Action = "keyword loss"
	ColorChange          Action = "color change"
	TypeChange           Action = "type change"
	PreventionShield     Action = "prevention shield"
	RedirectionShield    Action = "redirection shield"
	RegenerationShield   Action = "regeneration shield"
	// RegenerationBan: "it can't be regenerated", said of a destruction.
	RegenerationBan   Action = "regeneration ban"
	DamageDealt       Action = "damage"
	Destruction       Action = "destruction"
	Sacrificing       Action = "sacrifice"
	Tapping           Action = "tap"
	Untapping         Action = "untap"
	TapOrUntapping    Action = "tap or untap"
	CountersPut       Action = "counters"
	ControlChange     Action = "control change"
	CombatRemoval     Action = "removal from combat"
	ReturnedToHand    Action = "return to hand"
	Exiled            Action = "exile"
	PutIntoPlay       Action = "put into play"
	LifeGain          Action = "life gain"
	TokenMade         Action = "token"
	BlockRestriction  Action = "block restriction"
	AttackRestriction Action = "attack restriction"
	BlockRequirement  Action = "block requirement"
	// Evading: "can't be blocked [by / except by ...] this turn".
	Evading       Action = "evasion"
	ExtraBlocks   Action = "additional blocks"
	CombatSkipped Action = "combat skipped"
	Discarding    Action = "discard"
	// Chance: a coin flipped, a card revealed: what happens the trick's
	// choices say. Choosing: its controller chooses as it resolves.
	Chance   Action = "chance"
	Choosing Action = "choice"
	// Revealing: the top card of a library revealed: what it is the
	// trick's choices say.
	Revealing Action = "reveal"
	// Later: its Parts happen at a later point of the turn (404.4).
	// TurnTrigger: a trigger of this turn, "when ~ dies this turn, ..."
	// (404.4b). Conditional: its Parts happen if a condition holds, a
	// mode is chosen, nobody pays. CycleTrigger: its Parts happen when
	// the card is cycled, not cast.
	Later         Action = "later"
	TurnTrigger   Action = "trigger of this turn"
	Conditional   Action = "conditional"
	CycleTrigger  Action = "cycle trigger"
	OutsideCombat Action = "outside combat"
	// CountersRemoved: counters removed from a permanent. Drawing: cards
	// drawn. PutOnLibrary: a permanent put on top of its owner's library
	// (triggered abilities' effects).
	CountersRemoved Action = "counter removal"
	Drawing         Action = "draw"
	PutOnLibrary    Action = "put on top of library"
	// PhasingOut: a permanent phased out (502.15).
	PhasingOut Action = "phasing out"
	// ManaAdded, LifeLoss, PoisonGiven: mana added to a pool, life lost,
	// a poison counter given (triggered abilities' effects).
	ManaAdded   Action = "mana"
	LifeLoss    Action = "life loss"
	PoisonGiven Action = "poison counter"
	// Paying: a cost paid as a triggered ability resolves ("pay {R}",
	// 410.5). Chance covers a coin flipped as one resolves too.
	Paying Action = "payment"
	// Series: its Parts, the steps of a series, happen in order ("[step]
	// and [step]", "[player] may [step] ...", "... unless [player] pays").
	// Looking (at a hand, at a library's top card), Searching (a
	// library, for a card put into a hand), Milling (the top cards of a
	// library put into a graveyard), StepSkipped (a player's next step or
	// phase): the steps of the effects of triggered abilities on hidden
	// zones and later turns.
	Series      Action = "series of steps"
	Looking     Action = "look"
	Searching   Action = "library search"
	Milling     Action = "library into graveyard"
	StepSkipped Action = "step or phase skipped"
	// SpellBan: a player can't cast spells ("defending player can't cast
	// spells this turn"); UntapSkipped: a permanent doesn't untap during
	// its controller's next untap step.
	SpellBan     Action = "can't cast spells"
	UntapSkipped Action = "doesn't untap"
	// GameLost: a player loses the game ("[player] loses the game").
	GameLost Action = "loses the game"
	// AboutLaterTurn: an effect about a later turn ("doesn't untap during
	// its controller's next untap step" of another's, ...): nothing of
	// this combat follows from it.
	AboutLaterTurn Action = "about a later turn"
)

// Amount is where an effect's number comes from.
type Amount string

// The amounts.
const (
	NoAmount Amount = ""
	// FixedN: the number written, the reading's N (or Power and
	// Toughness).
	FixedN Amount = "N"
	// XGiven: X, the value the trick is given (the reading's X).
	XGiven Amount = "X"
	// Counted: counted as it resolves, as the reading's Quality says
	// (a term XIsCount, XIsPower, XThisWay ...).
	Counted Amount = "counted"
	// AllOf: all of it: "prevent all combat damage", "any number".
	AllOf Amount = "all"
	// NextTime: the next time a source would deal damage.
	NextTime Amount = "next time"
	// DamageDealtAmount: the amount of the event that triggered it, the damage
	// dealt ("you gain that much life").
	DamageDealtAmount Amount = "that much"
	// SourcePower: its source's power as it resolves ("damage equal to
	// its power").
	SourcePower Amount = "its power"
	// PerBlocker: N for each creature blocking the creature ("gets +1/+1
	// until end of turn for each creature blocking it").
	PerBlocker Amount = "for each creature blocking it"
	// NamedPower: the power of the creature the reading's Selector names
	// as it resolves ("you gain life equal to its power").
	NamedPower Amount = "power of what it names"
	// PerBlockerBeyondFirst: N for each creature blocking the creature
	// beyond the first ("for each creature blocking it beyond the
	// first"), counted as it resolves.
	PerBlockerBeyondFirst Amount = "for each creature blocking it beyond the first"
	// PerOtherAttacker: N for each other attacking creature of the
	// reading's quality as it resolves ("for each other attacking
	// [quality]"). HalfItsPower: half the power of the creature it names
	// as it resolves, rounded down.
	PerOtherAttacker Amount = "for each other attacking creature"
	HalfItsPower     Amount = "half its power"
)

// HalfLife: half the life of the player it names as it resolves, rounded
// up ("you lose half your life, rounded up"), an amount of the effects of
// triggered abilities.
const HalfLife Amount = "half of its life, rounded up"

// WhileSourceTapped: for as long as the effect's source remains tapped.
const WhileSourceTapped Duration = "for as long as ~ remains tapped"

// WhileYouControlSource: for as long as the effect's controller controls
// its source ("for as long as you control ~").
const WhileYouControlSource Duration = "for as long as you control ~"

// UntilEndOfCombat: until the combat ends (the end of combat step).
const UntilEndOfCombat Duration = "until end of combat"

// Effect is the typed reading of an effect: what it does, where its
// amount comes from, how long it lasts, and whether it waits for a later
// point of the turn (Delayed: "destroy it at end of combat", "tap it when
// you lose control of it", 404.4).
type Effect struct {
	Action   Action
	Amount   Amount
	Duration Duration
	Delayed  bool
	// Chosen: what it does is chosen as it is cast or resolves, a choice
	// the trick states: a mode, a color, tap or untap, one keyword of a
	// list, a division of the amount among the targets (413.2c).
	Chosen bool
	// Whom is whom an effect of a triggered ability acts on when it names
	// no target (That: the creature or player the trigger names; Itself;
	// Player: its controller; ItsBlockers ...); empty for the effects of
	// activated abilities and instants, whose Reading.Selector says it.
	Whom Subject `json:",omitempty"`
	// By is who acts when it is not the effect's controller:
	// ThatsController, the controller of what it names ("its controller
	// sacrifices it").
	By Subject `json:",omitempty"`
	// Against is the other creature a restriction, a requirement or an
	// evasion names: Itself, the effect's source ("can't block ~ this
	// turn", "blocks ~ this turn if able"); Each, each attacking creature
	// ("blocks each attacking creature this turn if able"); Selected, the
	// creatures of the reading's Quality ("can't be blocked by Walls this
	// turn"); empty when it names none ("can't block this turn"). Except:
	// Against names the only creatures it does not restrict ("can't be
	// blocked this turn except by Walls").
	Against Subject `json:",omitempty"`
	Except  bool    `json:",omitempty"`
	// EachPlayer: it acts on each player too ("~ deals 1 damage to each
	// creature and each player"), or on each player alone when its
	// Selector names nothing ("prevent the next 1 damage that would be
	// dealt to each player this turn").
	EachPlayer bool `json:",omitempty"`
	// The damage a shield acts on: DealtBy, the damage what it names
	// would deal, not the damage dealt to it; CombatOnly, combat damage
	// alone; From, the one source whose damage it is, Itself (the
	// effect's source) or Selected (a source of its controller's choice,
	// of the reading's Quality) (419.6, 419.7).
	DealtBy    bool    `json:",omitempty"`
	CombatOnly bool    `json:",omitempty"`
	From       Subject `json:",omitempty"`
	// Instead: it happens instead of the effect before it: the damage
	// that effect shields is dealt to what it names ("... is dealt to ~
	// instead"), or, if its Condition holds, its Parts replace that
	// effect ("... gets +5/+5 until end of turn instead").
	Instead bool `json:",omitempty"`
	// KeepsTypes: the permanent the effect before it makes a creature
	// keeps its other types ("it's still a land").
	KeepsTypes bool `json:",omitempty"`
	// FromHand: the card it puts into play comes from its controller's
	// hand, not a graveyard.
	FromHand bool `json:",omitempty"`
	// UpTo: its amount is the most it allows ("can block up to two
	// additional creatures").
	UpTo bool `json:",omitempty"`
	// Unless: its Parts happen unless a player pays its Cost ("... unless
	// any player pays {1}").
	Unless bool `json:",omitempty"`
	// Optional: its controller, or the player it names, may choose not to
	// do it ("you may tap target creature", "defending player may draw a
	// card").
	Optional bool `json:",omitempty"`
	// NoRegeneration: what it destroys can't be regenerated ("destroy that
	// creature. it can't be regenerated"), no shield replaces it (419.6b).
	NoRegeneration bool `json:",omitempty"`
	// Plus is a second act the effect does beside its Action, on its
	// controller's side: "put a N/N counter on ~ and create [token]"
	// (TokenMade); empty for an effect of one act.
	Plus Action `json:",omitempty"`
	// NamedKind: its counters are of a kind its text names ("a
	// paralyzation counter", "N [kind] counters"), not counters of
	// +P/+T.
	NamedKind bool `json:",omitempty"`
	// At is when a Delayed effect happens, when not at end of combat (404.4):
	// the beginning of the next end step, or of the next cleanup step.
	At LaterStep `json:",omitempty"`
	// If is what must be so as it resolves for it to do anything (an
	// intervening "if", 410.8): "if its power is N or greater", "if ~ was
	// blocked this turn".
	If EffectIf `json:",omitempty"`
	// IfYouDo: it happens only if the cost before it was paid as the
	// ability resolves: "remove a +1/+1 counter from ~. If you do, ...",
	// "you may pay {R}. If you do, ...", "sacrifice it. If you do, ..."
	// (410.5).
	IfYouDo bool `json:",omitempty"`
	// IfControlsNone: it happens only if the player it names (Player: its
	// controller; DefendingPlayer) controls no permanent of the reading's
	// Quality as it resolves: "you lose N life if you don't control a
	// [quality]", "if defending player controls no [quality] permanents".
	IfControlsNone Subject `json:",omitempty"`
}

// LaterStep is a point of a later step a delayed effect waits for
// (Effect.At).
type LaterStep string

// The points of later steps.
const (
	NextEndStep     LaterStep = "the beginning of the next end step"
	NextCleanupStep LaterStep = "the beginning of the next cleanup step"
)

// EffectIf is what must be so for an effect to do anything (Effect.If).
type EffectIf string

// The conditions of effects.
const (
	PowerAtLeastN EffectIf = "its power is N or greater"
	ItWasBlocked  EffectIf = "it was blocked this turn"
)

// selectorTriggers are the triggers on the attached creature whose
// quality is read as their selector's (the static abilities' selectors
// are their StaticAbility's Whose).
var selectorTriggers = map[Keyword]bool{
	WhenAttachedAttacks: true, WhenAttachedBlocks: true, WhenAttachedAttacksOrBlocks: true, WhenAttachedBlocked: true,
	WhenAttachedBlocksOrBlockedBy: true,
}

// effectDurations are the effects of triggers, each with how long it lasts.
var effectDurations = map[Keyword]Duration{
	PumpUntilEndOfTurn: UntilEndOfTurn, PumpPerBlocker: UntilEndOfTurn, DestroyAtEndOfCombat: Once,
	DestroyThatCreature: Once, PlusOneCounterOnSelf: Once, DestroyNoRegeneration: Once, PoisonDefender: Once,
	GainLife: Once, GainThatMuch: Once, TapThatCreature: Once, DamageThatCreature: Once, DamageBlockers: Once,
	DamageCombatants: Once, DamageDefender: Once, AddManaThatMuch: UntilEndOfTurn, DiscardThatMuch: Once,
	DamagePowerToBlockers: Once, DiscardN: Once, DiscardDefenderN: Once, DamageItsController: Once,
	ControllerLosesLife: Once,
}

// triggerKeywords are the triggered abilities that are not named
// "whenever ...".
var triggerKeywords = map[Keyword]bool{EndStepSacrifice: true, WhenDealsDamageToCreature: true}

// KindOf is the kind of an ability of keyword k.
func KindOf(k Keyword) Kind {
	switch {
	case ReplacementOf(k) != nil:
		return Replacement
	case triggerKeywords[k] || len(k) > 9 && k[:9] == "whenever ":
		return Triggered
	case TriggerOf(k) != nil && TriggerOf(k).Refine != Delayed:
		return Triggered // "when ~ is put into a graveyard", "at end of combat"
	case k == Ninjutsu:
		return Activated // played from the hand (402.9)
	}
	if _, ok := effectDurations[k]; ok {
		return EffectKind
	}
	return Static
}

// Classify reads an ability as its kind, with its selector and duration.
func Classify(a Ability) Reading {
	r := Reading{Kind: KindOf(a.Keyword), Mode: a.Keyword, Text: a.Text, Condition: a.Condition, When: a.When,
		N: a.N, Power: a.Power, Toughness: a.Toughness, Selector: Selector{Subject: Itself, Scope: a.Scope}, Token: a.Token}
	switch {
	case a.Scope.Attached:
		r.Selector.Subject = Attached
	case StaticOf(a.Keyword) != nil:
		r.Selector.Subject = StaticOf(a.Keyword).Whose.Subject
	}
	if KindOf(a.Keyword) == Static {
		r.Static = staticOfAbility(a)
	}
	if t, ok := TriggerOfAbility(a); ok {
		r.Trigger, r.Selector.Subject = &t, t.Whose.Subject
	}
	r.Replacement = replacementOfAbility(a)
	if selectsByQuality(a.Keyword) {
		r.Selector.Quality = a.Quality
	} else {
		r.Quality = a.Quality
	}
	if d, ok := effectDurations[a.Keyword]; ok {
		r.Duration = d
	}
	for _, p := range a.Abilities {
		r.Parts = append(r.Parts, Classify(p))
	}
	return r
}

// Ability is the reading as today's consumers read it: the one mapping
// back, exact for every reading Classify made.
func (r Reading) Ability() Ability {
	a := Ability{Keyword: r.Mode, Text: r.Text, N: r.N, Quality: r.Quality, Scope: r.Selector.Scope,
		Power: r.Power, Toughness: r.Toughness, Condition: r.Condition, When: r.When, Token: r.Token}
	if selectsByQuality(r.Mode) {
		a.Quality = r.Selector.Quality
	}
	for _, p := range r.Parts {
		a.Abilities = append(a.Abilities, p.Ability())
	}
	return a
}

// selectsByQuality reports whether an ability of keyword k's quality says
// whom it affects (its Selector's), not the other creature a trigger names.
func selectsByQuality(k Keyword) bool {
	t := TriggerOf(k)
	s := StaticOf(k)
	return selectorTriggers[k] || s != nil && s.Whose.Subject == Selected || t != nil && t.Whose.Subject == Selected && t.Other == NoOther
}

// Read reads one ability text of a permanent named name, as Parse does,
// into readings of their kinds.
func Read(text, name string) ([]Reading, error) {
	abs, err := Parse(text, name)
	if err != nil {
		return nil, err
	}
	out := make([]Reading, len(abs))
	for i, a := range abs {
		out[i] = Classify(a)
	}
	return out, nil
}

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
	// ItBlocked: "destroy ~ and all creatures it blocked this turn", the
	// creatures of its blocks, named by the delayed trigger (ThisCombat).
	ItBlocked Other = "the creatures it blocked this turn"
	// DestroyedThisWay: "if that creature was destroyed this way", the
	// creature an earlier part of the effect destroyed, on whose fate the
	// delayed trigger depends.
	DestroyedThisWay Other = "that creature, if destroyed this way"
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
	// ThisCombat: a delayed triggered ability a triggered ability's
	// effect makes for the end of this combat (404.4), "when ~ blocks,
	// at end of combat, destroy ~ ...": its reading stays the effect of
	// that trigger, not a frame of a trick (Delayed).
	ThisCombat Refinement = "delayed, this combat"
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
	SacrificeSelfDamagesYou: {Event: EndOfCombat, Whose: ofStep, Refine: ThisCombat},
	DestroySelfAndBlocked:   {Event: EndOfCombat, Whose: ofStep, Other: ItBlocked, Refine: ThisCombat},

	// The delayed triggers an effect makes (effects.go,
	// end_of_combat_effects.go; control_change.go's production gives its
	// reading its Trigger itself).
	WhenBecomesBlockedThisTurn:     {Event: BecomesBlocked, Whose: ofTargeted, Refine: Delayed},
	WhenLeavesThisTurn:             {Event: LeavesPlay, Whose: ofTargeted, Refine: Delayed},
	WhenDiesThisTurn:               {Event: PutIntoGraveyard, Whose: ofTargeted, Refine: Delayed},
	WheneverCreatureBlocksThisTurn: {Event: Blocks, Whose: ofSelected, Refine: Delayed},
	AtNextEndStep:                  {Event: EndStep, Whose: ofStep, Refine: Delayed},
	CounterOnFirstAtNextEndStep:    {Event: EndStep, Whose: ofStep, Other: DestroyedThisWay, Refine: Delayed},
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

// A replacement or prevention effect of a static ability (419.6, 419.7)
// watches for an event, "damage would be dealt", and changes it: it
// prevents all of it or some of it, deals it to another instead, doubles
// or halves it, or puts counters or tokens in its place. Its reading is
// the product of the parts the wording names: whose damage (From: any
// source, the permanent itself, a creature of a quality, the creatures it
// blocks), to whom (To: the permanent itself, its controller, its
// controller's creatures, its band), combat damage only or any damage,
// and the modification with its amount. The Keyword stays the reading's
// wire name; ReplacementEffect is what the damage step asks of it.

// DamageWouldBeDealt is the event every replacement and prevention effect
// of the era's statics watches for.
const DamageWouldBeDealt Event = "damage would be dealt"

// The subjects only a replacement names.
const (
	// AnySource: the damage of any source.
	AnySource Subject = "any source"
	// AnyCreature: the damage of any creature ("by creatures").
	AnyCreature Subject = "any creature"
	// ItBlocks: the creatures the permanent blocks.
	ItBlocks Subject = "creatures it blocks"
	// Spells: the damage of spells.
	Spells Subject = "spells"
	// YouAndYours: its controller and the creatures he or she controls.
	YouAndYours Subject = "you and your creatures"
	// ItsBand: the permanent and the creatures banded with it.
	ItsBand Subject = "itself and its band"
	// AnyPermanentOrPlayer: damage to any permanent or player.
	AnyPermanentOrPlayer Subject = "any permanent or player"
)

// DamageKind is which damage a replacement changes.
type DamageKind string

// The kinds of damage.
const (
	AnyDamage    DamageKind = "any damage"
	CombatDamage DamageKind = "combat damage"
	// AsWritten: "prevent all [combat] damage": one wire name for both
	// wordings; the line's words say which (its Text).
	AsWritten DamageKind = "as written"
)

// Modification is what a replacement does to the damage.
type Modification string

// The modifications.
const (
	Prevent Modification = "prevent"
	// PreventRemovingCounter: prevent it and remove a +1/+1 counter.
	PreventRemovingCounter Modification = "prevent, remove a +1/+1 counter"
	// PreventEachForCounter: prevent each 1 of it by removing a +1/+1
	// counter, while there is one.
	PreventEachForCounter Modification = "prevent 1 per +1/+1 counter removed"
	// RedirectToSource: dealt to the replacement's source instead.
	RedirectToSource Modification = "dealt to it instead"
	Halve            Modification = "halved, rounded down"
	Double           Modification = "doubled"
	// CountersInstead: +1/+1 counters on the source and cards milled
	// instead.
	CountersInstead Modification = "counters and milled cards instead"
	// TokensInstead: prevented; that many +1/+1 counters removed and that
	// many tokens made.
	TokensInstead Modification = "prevented, counters into tokens"
	// NoCombatChange: a change to spells' damage, which no combat damage
	// is (310.2): it changes no answer the judge gives.
	NoCombatChange Modification = "spells' damage changed"
	// PlusN: that much damage plus the reading's N instead (419.6).
	PlusN Modification = "that much plus N"
	// CountersOnItInstead: that many counters on the permanent instead, +1/+1 or
	// -1/-1 as the reading's Power and Toughness say (419.6).
	CountersOnItInstead Modification = "that many counters on it instead"
)

// The amounts only a replacement names.
const (
	// AtMostN: the damage of one source of N or less, all of it (the
	// reading's N).
	AtMostN Amount = "N or less"
	// OneOf: 1 of that damage, the number the wording writes.
	OneOf Amount = "1"
)

// ReplacementEffect is the typed reading of a replacement or prevention
// effect: the event, whose damage to whom, which damage, and what is done
// to it. Either: the effect changes the damage From deals OR the damage
// dealt To ("to and by creatures you control").
type ReplacementEffect struct {
	Event  Event
	From   Selector
	To     Selector
	Damage DamageKind
	Mod    Modification
	Amount Amount
	Either bool `json:",omitempty"`
}

// The selectors of the table.
var (
	bySource   = Selector{Subject: AnySource}
	byCreature = Selector{Subject: AnyCreature}
	byYours    = Selector{Subject: AnySource, Scope: Scope{YouControl: true}}
	toAny      = Selector{Subject: AnyPermanentOrPlayer}
	// toYou is the static's controller; ofPlayer, any player.
	toYou = Selector{Subject: Player, Scope: Scope{YouControl: true}}
	// yourCreatures are the creatures the static's controller controls.
	yourCreatures = Selector{Subject: Selected, Quality: creatures, Scope: Scope{YouControl: true}}
)

// creatures is the quality of a creature: what "creatures you control"
// selects, with the ability's own quality if it has one ("a Cleric
// creature you control").
var creatures = Quality{Text: "creatures", Terms: []Term{{Kind: CardType, Word: "creature"}}}

// replacements is each replacement and prevention static's event, whose
// damage to whom and modification, by its wire name: the one table that
// says which keywords are replacements (KindOf) and what each does.
// TestReplacementKinds holds it complete.
var replacements = map[Keyword]*ReplacementEffect{
	// To the permanent itself (ability.go, prevention.go, damage_statics.go).
	PreventTo:                   {Event: DamageWouldBeDealt, From: bySource, To: ofItself, Damage: AnyDamage, Mod: Prevent, Amount: AllOf},
	PreventCombatToIt:           {Event: DamageWouldBeDealt, From: bySource, To: ofItself, Damage: CombatDamage, Mod: Prevent, Amount: AllOf},
	PreventToItByCreatures:      {Event: DamageWouldBeDealt, From: byCreature, To: ofItself, Damage: AnyDamage, Mod: Prevent, Amount: AllOf},
	PreventFromBlocked:          {Event: DamageWouldBeDealt, From: Selector{Subject: ItBlocks}, To: ofItself, Damage: AsWritten, Mod: Prevent, Amount: AllOf},
	PreventFromQuality:          {Event: DamageWouldBeDealt, From: ofSelected, To: ofItself, Damage: AsWritten, Mod: Prevent, Amount: AllOf},
	PreventFromEnchanted:        {Event: DamageWouldBeDealt, From: ofSelected, To: ofItself, Damage: AsWritten, Mod: Prevent, Amount: AllOf},
	PreventUpTo:                 {Event: DamageWouldBeDealt, From: bySource, To: ofItself, Damage: AnyDamage, Mod: Prevent, Amount: AtMostN},
	PreventAndRemoveCounter:     {Event: DamageWouldBeDealt, From: bySource, To: ofItself, Damage: AnyDamage, Mod: PreventRemovingCounter, Amount: AllOf},
	PreventPerCounter:           {Event: DamageWouldBeDealt, From: bySource, To: ofItself, Damage: AnyDamage, Mod: PreventEachForCounter, Amount: Counted},
	PreventIntoTokens:           {Event: DamageWouldBeDealt, From: bySource, To: ofItself, Damage: AnyDamage, Mod: TokensInstead, Amount: AllOf},
	CountersInsteadOfDamageToIt: {Event: DamageWouldBeDealt, From: bySource, To: ofItself, Damage: AnyDamage, Mod: CountersOnItInstead, Amount: AllOf},
	PreventFromQualityToBand:    {Event: DamageWouldBeDealt, From: ofSelected, To: Selector{Subject: ItsBand}, Damage: AnyDamage, Mod: Prevent, Amount: AllOf},

	// By the permanent itself (ability.go, prevention.go, damage_statics.go).
	PreventBy:               {Event: DamageWouldBeDealt, From: ofItself, To: toAny, Damage: AsWritten, Mod: Prevent, Amount: AllOf},
	PreventToQuality:        {Event: DamageWouldBeDealt, From: ofItself, To: ofSelected, Damage: AnyDamage, Mod: Prevent, Amount: AllOf},
	CountersInsteadOfDamage: {Event: DamageWouldBeDealt, From: ofItself, To: ofPlayer, Damage: CombatDamage, Mod: CountersInstead, Amount: AllOf},

	// To its controller or his or her creatures (prevention.go,
	// damage_statics.go).
	PreventToController: {Event: DamageWouldBeDealt, From: bySource, To: toYou, Damage: AsWritten, Mod: Prevent, Amount: AllOf},
	PreventOneToYou:     {Event: DamageWouldBeDealt, From: byCreature, To: toYou, Damage: CombatDamage, Mod: Prevent, Amount: OneOf},
	PreventOneToYours:   {Event: DamageWouldBeDealt, From: bySource, To: yourCreatures, Damage: AnyDamage, Mod: Prevent, Amount: OneOf},
	PreventAgeCounters:  {Event: DamageWouldBeDealt, From: byCreature, To: Selector{Subject: YouAndYours}, Damage: CombatDamage, Mod: Prevent, Amount: Counted},
	PreventToAndByYours: {Event: DamageWouldBeDealt, From: yourCreatures, To: yourCreatures, Damage: CombatDamage, Mod: Prevent, Amount: AllOf, Either: true},
	RedirectToItself:    {Event: DamageWouldBeDealt, From: ofSelected, To: toYou, Damage: AsWritten, Mod: RedirectToSource, Amount: AllOf},
	PreventToYours:      {Event: DamageWouldBeDealt, From: bySource, To: yourCreatures, Damage: AnyDamage, Mod: Prevent, Amount: AllOf},

	// Every source's, or spells' (damage_statics.go).
	HalveDamage:      {Event: DamageWouldBeDealt, From: bySource, To: toAny, Damage: AnyDamage, Mod: Halve, Amount: AllOf},
	DoubleYourDamage: {Event: DamageWouldBeDealt, From: byYours, To: toAny, Damage: AnyDamage, Mod: Double, Amount: AllOf},
	SpellDamage:      {Event: DamageWouldBeDealt, From: Selector{Subject: Spells}, To: toAny, Damage: AnyDamage, Mod: NoCombatChange},
	PlusToPlayers:    {Event: DamageWouldBeDealt, From: ofSelected, To: ofPlayer, Damage: AnyDamage, Mod: PlusN, Amount: FixedN},
}

// ReplacementOf is the event, whose damage to whom and modification of a
// replacement or prevention static of keyword k, nil for any other k: the
// table's own, which the caller reads and never changes. A selector's
// Quality there is the table's ("creatures you control"); the ability's
// own Quality narrows its Selected side (QualifiesSource).
func ReplacementOf(k Keyword) *ReplacementEffect { return replacements[k] }

// ReplacementKeywords are the keywords of the replacement and prevention
// statics, in the order of their wire names: the table's keys.
func ReplacementKeywords() []Keyword { return sortedKeys(replacements) }

// sortedKeys are the keywords of table m in the order of their wire names.
func sortedKeys[V any](m map[Keyword]V) []Keyword {
	out := make([]Keyword, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// QualifiesSource reports whether the ability's own Quality ("by black
// creatures", "a Cleric creature you control") is that of the source of
// the damage, else of its recipient: the source's when From selects
// creatures of a quality.
func (r *ReplacementEffect) QualifiesSource() bool { return r.From.Subject == Selected }

// replacementOfAbility is the replacement a reads, with its quality on
// the side of a creature of a quality (From, else To); nil when a is no
// replacement.
func replacementOfAbility(a Ability) *ReplacementEffect {
	r := ReplacementOf(a.Keyword)
	if r == nil || a.Quality.Text == "" {
		return r
	}
	out := *r
	switch {
	case out.QualifiesSource():
		out.From.Quality = a.Quality
	case out.To.Subject == Selected:
		out.To.Quality = a.Quality
	}
	return &out
}

// PreventsAllToItself reports whether the replacement prevents all the
// damage any source or any creature would deal to its own permanent, so
// all combat damage dealt to it (combat damage is a creature's, 310.2):
// "prevent all [combat] damage that would be dealt to ~ [by creatures]".
func (r *ReplacementEffect) PreventsAllToItself() bool {
	return r != nil && r.Mod == Prevent && r.Amount == AllOf && r.To.Subject == Itself &&
		(r.From.Subject == AnySource || r.From.Subject == AnyCreature)
}

// A static ability does what it says for as long as its source is in play
// (402.1, the seeds' section 402): it is a keyword ability (502), a
// restriction (500.3) or a requirement (500.4) on attacking or blocking,
// an evasion ability (501.1), a permission to attack or block as though
// something were different, a change of how combat damage is assigned, a
// change of a creature's power and toughness, of its types or color, a
// grant or a loss of abilities, or a frame for how the permanent enters.
// Its Keyword stays the reading's wire name (GET /v1/abilities, GET
// /v1/cards/{name}); StaticAbility is what the checks ask of its kind.

// StaticKind is the kind of a static ability.
type StaticKind string

// The kinds of static abilities.
const (
	// KeywordAbility: one of the keyword abilities of 502 ("flying",
	// "banding", "protection").
	KeywordAbility StaticKind = "keyword ability"
	// AttackRestricted and BlockRestricted: a restriction on attacking or
	// blocking (500.3): "can't attack", "no more than N creatures can
	// block", a cost to pay before it may attack.
	AttackRestricted StaticKind = "attack restriction"
	BlockRestricted  StaticKind = "block restriction"
	// Evasion: a restriction on blocking the creature itself (501.1):
	// "can't be blocked [by / except by ...]".
	Evasion StaticKind = "evasion"
	// AttackRequired and BlockRequired: a requirement (500.4): "attacks
	// each turn if able", "all creatures able to block it do so".
	AttackRequired StaticKind = "attack requirement"
	BlockRequired  StaticKind = "block requirement"
	// AttackAsThough and BlockAsThough: a permission to attack or block
	// beyond the usual (can attack as though it had haste, can block an
	// additional creature, as though it had flying), or to ignore an
	// attacker's landwalk.
	AttackAsThough StaticKind = "attack permission"
	BlockAsThough  StaticKind = "block permission"
	// DamageAssignment: a change of how combat damage is assigned (as
	// though unblocked, among defending player's creatures, by the
	// defending player).
	DamageAssignment StaticKind = "damage assignment"
	// ShieldBan: damage that can't be prevented, a creature that can't be
	// regenerated.
	ShieldBan StaticKind = "shield ban"
	// PowerToughnessChanged: "gets +N/+N", "its power is ...".
	PowerToughnessChanged StaticKind = "power/toughness change"
	// TypeOrColorChanged: "is [color]", "lands you control are N/N
	// creatures".
	TypeOrColorChanged StaticKind = "type or color change"
	// AbilityGranted and AbilityLost: "[quality] creatures have
	// [keywords]", "[quality] creatures lose [keywords]".
	AbilityGranted StaticKind = "ability grant"
	AbilityLost    StaticKind = "ability loss"
	// AsItEnters: how the permanent enters play (its options, its
	// counters).
	AsItEnters StaticKind = "as it enters"
	// WorksElsewhere: where the ability works ("only while ~ is in a
	// graveyard"). NoCombatPart: a line about nothing combat asks.
	WorksElsewhere StaticKind = "works elsewhere"
	NoCombatPart   StaticKind = "not about combat"
)

// StaticAbility is the typed reading of a static ability: its kind and whom it
// affects. Whose is Itself, or Selected (the creatures of the ability's
// quality and scope: "creatures you control", "Walls"); Classify makes it
// Attached for an ability of an Aura or Equipment.
type StaticAbility struct {
	Kind  StaticKind
	Whose Selector
	// Counted: its amount is counted as it applies, from the creatures
	// of its quality or its own bushido ("gets +1/+1 for each other
	// Goblin"): a change of another creature changes it.
	Counted bool
	// ByHand: it reads the number of cards in its controller's hand.
	ByHand bool
	// Cost: a restriction its controller lifts by paying a cost (mana,
	// life, a sacrifice) as the attack or block is declared.
	Cost bool
	// Act, Against, Unless and Count say what a restriction restricts
	// (restriction_kinds.go): attacking, blocking or being blocked;
	// against whom; unless what holds; how many may take part.
	Act     Act
	Against Against
	Unless  Unless
	Count   *Count
	// Payment is the cost of a restriction with Cost: what is paid, for
	// each what (restriction_kinds.go).
	Payment *Payment
	// InForce is when a requirement holds, for one the declaration
	// itself puts in force (restriction_kinds.go).
	InForce InForce
	// AsThough is what a permission lets its subject attack or block as
	// though were so (restriction_kinds.go); nil for another ability.
	AsThough *AsThough
	// Assigns is how a DamageAssignment changes the assignment of combat
	// damage; Bans, the shield a ShieldBan bans (restriction_kinds.go).
	Assigns Assignment
	Bans    Shield
	// Changes is the change a characteristic-changing static makes: what
	// it changes, how, in which layer, what its amount counts
	// (change_kinds.go); nil for another ability.
	Changes *Change
	// Options: of a static AsItEnters, the permanent enters as one of the
	// options its Abilities list, chosen as it enters ("it becomes your
	// choice of ...").
	Options bool
}

// Restriction reports whether the ability restricts attacking or
// blocking (500.3): an evasion ability restricts blocking.
func (s *StaticAbility) Restriction() bool {
	return s != nil && (s.Kind == AttackRestricted || s.Kind == BlockRestricted || s.Kind == Evasion)
}

// Requirement reports whether the ability requires attacking or blocking
// (500.4).
func (s *StaticAbility) Requirement() bool {
	return s != nil && (s.Kind == AttackRequired || s.Kind == BlockRequired)
}

// statics is each static ability's kind and whom it affects, by its wire
// name: the one table that says, for the checks and the walk alike, what
// kind of static ability each keyword is. TestStaticKinds holds it
// complete.
var statics = ofItselfUnlessSaid(map[Keyword]*StaticAbility{
	// The keyword abilities (502).
	Banding: {Kind: KeywordAbility}, BandsWithOther: {Kind: KeywordAbility}, Bushido: {Kind: KeywordAbility},
	BushidoX: {Kind: KeywordAbility}, Defender: {Kind: KeywordAbility}, DoubleStrike: {Kind: KeywordAbility},
	Enchant: {Kind: KeywordAbility}, Fear: {Kind: KeywordAbility}, FirstStrike: {Kind: KeywordAbility},
	Flanking: {Kind: KeywordAbility}, Flying: {Kind: KeywordAbility}, Haste: {Kind: KeywordAbility},
	Horsemanship: {Kind: KeywordAbility}, Indestructible: {Kind: KeywordAbility}, Landwalk: {Kind: KeywordAbility},
	SnowLandwalk: {Kind: KeywordAbility}, DomainLandwalk: {Kind: KeywordAbility}, Phasing: {Kind: KeywordAbility},
	Protection: {Kind: KeywordAbility}, Provoke: {Kind: KeywordAbility}, Rampage: {Kind: KeywordAbility},
	Shadow: {Kind: KeywordAbility}, Shroud: {Kind: KeywordAbility}, Trample: {Kind: KeywordAbility},
	Vigilance: {Kind: KeywordAbility},

	// Restrictions on attacking (500.3).
	CantAttack:                   {Kind: AttackRestricted, Act: ToAttack},
	CantAttackAlone:              {Kind: AttackRestricted, Act: ToAttack, Count: &Count{WhileItTakesPart: true, Min: Bound{Fixed: 2}}},
	AttacksOnlyAlone:             {Kind: AttackRestricted, Act: ToAttack, Count: &Count{WhileItTakesPart: true, Max: Bound{Fixed: 1}}},
	AttackCap:                    {Kind: AttackRestricted, Whose: ofSelected, Act: ToAttack, Count: &Count{Max: Bound{PlusN: true}}},
	AttackCapYou:                 {Kind: AttackRestricted, Whose: ofSelected, Act: ToAttack, Count: &Count{Of: CountsAttackers, Max: Bound{PlusN: true}}},
	AttackCost:                   {Kind: AttackRestricted, Cost: true, Act: ToAttack, Payment: &Payment{Pay: InMana}},
	AttackCostPerCounter:         {Kind: AttackRestricted, Cost: true, Act: ToAttack, Payment: &Payment{Pay: InMana, Per: PerPlusOneCounter}},
	AttackCostPerHand:            {Kind: AttackRestricted, Cost: true, ByHand: true, Act: ToAttack, Payment: &Payment{Pay: InMana, Per: PerCardInHand}},
	AttackCostPerQuality:         {Kind: AttackRestricted, Cost: true, Act: ToAttack, Payment: &Payment{Pay: InMana, Per: PerPermanentOfQuality}},
	AttackOnlyIfDefenderActed:    {Kind: AttackRestricted, Whose: ofSelected, Act: ToAttack, Unless: DefenderActed},
	AttackOnlyIfDefenderControls: {Kind: AttackRestricted, Act: ToAttack, Unless: DefendingPlayerControls},
	AttackOnlyWithOthers:         {Kind: AttackRestricted, Act: ToAttack, Count: &Count{WhileItTakesPart: true, Min: Bound{Fixed: 1, PlusN: true}}},
	AttackOnlyWithQuality:        {Kind: AttackRestricted, Act: ToAttack, Count: &Count{WhileItTakesPart: true, Among: AmongQuality, Min: Bound{Fixed: 1}}},
	AttackOnlyWithStronger:       {Kind: AttackRestricted, Act: ToAttack, Count: &Count{WhileItTakesPart: true, Among: AmongStronger, Min: Bound{Fixed: 1}}},
	AttackSacrifice:              {Kind: AttackRestricted, Cost: true, Act: ToAttack, Payment: &Payment{Pay: SacrificeLand}},
	AttackSacrificeTax:           {Kind: AttackRestricted, Cost: true, Whose: ofSelected, Act: ToAttack, Payment: &Payment{Pay: SacrificeLand, Each: 1}},
	AttackTax:                    {Kind: AttackRestricted, Cost: true, Whose: ofSelected, Act: ToAttack, Against: ItsController, Payment: &Payment{Pay: InMana}},
	AttackTaxDomain:              {Kind: AttackRestricted, Cost: true, Whose: ofSelected, Act: ToAttack, Against: ItsController, Payment: &Payment{Pay: InMana, Per: PerBasicLandType}},
	CreaturesCantAttack:          {Kind: AttackRestricted, Whose: ofSelected, Act: ToAttack},
	CreaturesCantAttackYou:       {Kind: AttackRestricted, Whose: ofSelected, Act: ToAttack, Against: ItsController},
	PowerOverHandCantAttack:      {Kind: AttackRestricted, ByHand: true, Whose: ofSelected, Act: ToAttack, Unless: PowerAtMostHand},
	SanctuaryAttackers:           {Kind: AttackRestricted, Whose: ofSelected, Act: ToAttack, Against: ItsController, Unless: DrawSkippedWithIt},

	// Restrictions on blocking (500.3).
	CantBlock:                      {Kind: BlockRestricted, Act: ToBlock},
	CantBlockAlone:                 {Kind: BlockRestricted, Act: ToBlock, Count: &Count{WhileItTakesPart: true, Min: Bound{Fixed: 2}}},
	CantBlockNamedThisTurn:         {Kind: BlockRestricted, Act: ToBlock, Against: NamedByIt},
	CantBlockPowerAtLeastToughness: {Kind: BlockRestricted, Act: ToBlock, Against: PowerAtLeastItsToughness},
	CantBlockQuality:               {Kind: BlockRestricted, Act: ToBlock, Against: OfItsQuality},
	CantBlockStronger:              {Kind: BlockRestricted, Act: ToBlock, Against: StrongerThanIt},
	BlocksOnlyFliers:               {Kind: BlockRestricted, Act: ToBlock, Against: WithoutFlying},
	BlockCap:                       {Kind: BlockRestricted, Whose: ofSelected, Act: ToBlock, Count: &Count{Max: Bound{PlusN: true}}},
	BlockCostPerCounter:            {Kind: BlockRestricted, Cost: true, Act: ToBlock, Payment: &Payment{Pay: InMana, Per: PerPlusOneCounter}},
	BlockCostPerHand:               {Kind: BlockRestricted, Cost: true, ByHand: true, Act: ToBlock, Payment: &Payment{Pay: InMana, Per: PerCardInHand}},
	BlockCostPerQuality:            {Kind: BlockRestricted, Cost: true, Act: ToBlock, Payment: &Payment{Pay: InMana, Per: PerPermanentOfQuality}},
	BlockCostQuality:               {Kind: BlockRestricted, Cost: true, Act: ToBlock, Against: OfItsQuality, Payment: &Payment{Pay: InMana, Per: PerAttackerOfQuality}},
	BlockOnlyWithOthers:            {Kind: BlockRestricted, Act: ToBlock, Count: &Count{WhileItTakesPart: true, Min: Bound{Fixed: 1, PlusN: true}}},
	BlockOnlyWithStronger:          {Kind: BlockRestricted, Act: ToBlock, Count: &Count{WhileItTakesPart: true, Among: AmongStronger, Min: Bound{Fixed: 1}}},
	BlockTaxLife:                   {Kind: BlockRestricted, Cost: true, Whose: ofSelected, Act: ToBlock, Against: ItsController, Payment: &Payment{Pay: InLife}},
	CreaturesCantBlock:             {Kind: BlockRestricted, Whose: ofSelected, Act: ToBlock},
	CreaturesCantBlockYours:        {Kind: BlockRestricted, Whose: ofSelected, Act: ToBlock, Against: ItsController},
	WeakerCantBlock:                {Kind: BlockRestricted, Act: ToBeBlocked, Against: WeakerThanIt},

	// Evasion (501.1).
	Unblockable:     {Kind: Evasion, Act: ToBeBlocked},
	CantBeBlockedBy: {Kind: Evasion, Act: ToBeBlocked, Against: OfItsQuality},
	BlockableOnlyBy: {Kind: Evasion, Act: ToBeBlocked, Against: NotOfItsQuality},
	MaxOneBlocker:   {Kind: Evasion, Act: ToBeBlocked, Count: &Count{Of: CountsBlockers, Max: Bound{Fixed: 1}}},
	MinBlockers:     {Kind: Evasion, Act: ToBeBlocked, Count: &Count{Of: CountsBlockers, Min: Bound{PlusN: true}, NoneToo: true}},
	BlockedCost:     {Kind: Evasion, Cost: true, Act: ToBeBlocked, Payment: &Payment{Pay: InMana, Per: PerCreatureBlockingIt}},

	// Requirements (500.4).
	AttacksEachTurn:           {Kind: AttackRequired, Act: ToAttack},
	AlsoAttacks:               {Kind: AttackRequired, Act: ToAttack, InForce: WhenAnotherAttacks},
	CounterCreaturesAttack:    {Kind: AttackRequired, Whose: ofSelected, Act: ToAttack, InForce: WhenOneWithItsCountersAttacks},
	CreaturesAttackEachTurn:   {Kind: AttackRequired, Whose: ofSelected, Act: ToAttack},
	CreaturesYouControlAttack: {Kind: AttackRequired, Whose: ofSelected, Act: ToAttack, InForce: WhenItAttacks},
	PlayersCreaturesAttack:    {Kind: AttackRequired, Whose: ofSelected, Act: ToAttack, InForce: WhenOneOfThemAttacks},
	BlocksEachTurn:            {Kind: BlockRequired, Act: ToBlock},
	BlocksNamedThisTurn:       {Kind: BlockRequired, Act: ToBlock, Against: NamedByIt},
	CreaturesBlockEachTurn:    {Kind: BlockRequired, Whose: ofSelected, Act: ToBlock},
	Lure:                      {Kind: BlockRequired, Whose: ofSelected, Act: ToBeBlocked},
	MustBeBlocked:             {Kind: BlockRequired, Act: ToBeBlocked, Count: &Count{Of: CountsBlockers, Min: Bound{Fixed: 1}}},
	MustBeBlockedByOne:        {Kind: BlockRequired, Act: ToBeBlocked, Count: &Count{Of: CountsBlockers, Min: Bound{Fixed: 1}, Max: Bound{Fixed: 1}}},

	// Permissions to attack and block.
	AttacksAsThoughHaste:   {Kind: AttackAsThough, Act: ToAttack, AsThough: &AsThough{Had: Haste}},
	AttacksDespiteDefender: {Kind: AttackAsThough, Act: ToAttack, AsThough: &AsThough{Lacked: Defender}},
	AdditionalBlock:        {Kind: BlockAsThough, Act: ToBlock, AsThough: &AsThough{MoreBlocked: 1}},
	BlocksAny:              {Kind: BlockAsThough, Act: ToBlock, AsThough: &AsThough{MoreBlocked: AnyNumberMore}},
	BlocksAsThoughFlying:   {Kind: BlockAsThough, Act: ToBlock, AsThough: &AsThough{Had: Flying}},
	BlocksAsThoughUntapped: {Kind: BlockAsThough, Act: ToBlock, AsThough: &AsThough{Untapped: true}},
	BlocksLandwalkers:      {Kind: BlockAsThough, Act: ToBlock, AsThough: &AsThough{TheyLacked: Landwalk}},
	BlocksShadowAsThough:   {Kind: BlockAsThough, Act: ToBlock, AsThough: &AsThough{Had: Shadow}},
	AllLandwalkIgnored:     {Kind: BlockAsThough, Whose: ofSelected, Act: ToBlock, AsThough: &AsThough{TheyLacked: Landwalk}},
	LandwalkIgnored:        {Kind: BlockAsThough, Whose: ofSelected, Act: ToBlock, AsThough: &AsThough{TheyLacked: Landwalk, OfItsQuality: true}},

	// Combat damage assigned otherwise; shields banned.
	AssignAmongDefenders:      {Kind: DamageAssignment, Assigns: AmongDefenders},
	AssignAsUnblocked:         {Kind: DamageAssignment, Assigns: AsThoughUnblocked},
	AssignToDefendersCreature: {Kind: DamageAssignment, Assigns: ToDefendersCreature},
	AssignsNoCombatDamage:     {Kind: DamageAssignment, Assigns: NoCombatDamage},
	DefenderAssigns:           {Kind: DamageAssignment, Whose: ofSelected, Assigns: ByDefendingPlayer},
	Unpreventable:             {Kind: ShieldBan, Bans: PreventionOfItsDamage},
	CantBeRegenerated:         {Kind: ShieldBan, Bans: Regeneration},

	// Characteristics changed (418.5a). SnowCappedShrink counts snow
	// lands, which no change of a creature moves: not Counted.
	Boost:                {Kind: PowerToughnessChanged, Changes: &Change{Of: PowerAndToughness, How: Modifies, Layer: PowerToughnessLayer}},
	BoostPer:             {Kind: PowerToughnessChanged, Counted: true, Changes: &Change{Of: PowerAndToughness, How: Modifies, Layer: PowerToughnessLayer, Amount: EachOfQuality}},
	BoostPerBushido:      {Kind: PowerToughnessChanged, Counted: true, Changes: &Change{Of: PowerAndToughness, How: Modifies, Layer: PowerToughnessLayer, Amount: EachBushidoPoint}},
	DefinesPower:         {Kind: PowerToughnessChanged, Counted: true, Changes: &Change{Of: ItsPower, How: Defines, Layer: PowerToughnessLayer, Amount: DefiningCount}},
	DefinesToughness:     {Kind: PowerToughnessChanged, Counted: true, Changes: &Change{Of: ItsToughness, How: Defines, Layer: PowerToughnessLayer, Amount: DefiningCount}},
	SnowCappedShrink:     {Kind: PowerToughnessChanged, Changes: &Change{Of: PowerAndToughness, How: Modifies, Layer: PowerToughnessLayer, Amount: SnowLandsCapped}},
	ColorIs:              {Kind: TypeOrColorChanged, Changes: &Change{Of: ItsColor, How: Sets, Layer: OtherLayer}},
	CounterCreatureType:  {Kind: TypeOrColorChanged, Changes: &Change{Of: CreatureTypes, How: Adds, Layer: TypeLayer}},
	LandsBecomeCreatures: {Kind: TypeOrColorChanged, Changes: &Change{Of: CardTypes, How: Adds, Layer: TypeLayer}},
	Grant:                {Kind: AbilityGranted, Whose: ofSelected, Changes: &Change{Of: ItsAbilities, How: Adds, Layer: OtherLayer}},
	Lose:                 {Kind: AbilityLost, Whose: ofSelected, Changes: &Change{Of: ItsAbilities, How: Removes, Layer: OtherLayer}},
	LosesOwn:             {Kind: AbilityLost, Changes: &Change{Of: ItsAbilities, How: Removes, Layer: OtherLayer, Resolved: true}},

	// Frames.
	EntersAs:          {Kind: AsItEnters},
	EntersAsChosen:    {Kind: AsItEnters, Options: true},
	EntersWithCounter: {Kind: AsItEnters},
	InGraveyardOnly:   {Kind: WorksElsewhere},
	NotCombat:         {Kind: NoCombatPart},
})

// StaticOf is the kind of a static ability of keyword k and whom it
// affects, nil for a k no static ability reads: the table's own, which
// the caller reads and never changes. Whose.Quality is empty there: the
// ability's Quality is that of the creatures selected.
func StaticOf(k Keyword) *StaticAbility { return statics[k] }

// ofItselfUnlessSaid gives the table's rows that name no subject their
// own: Itself.
func ofItselfUnlessSaid(t map[Keyword]*StaticAbility) map[Keyword]*StaticAbility {
	for _, s := range t {
		if s.Whose.Subject == "" {
			s.Whose = ofItself
		}
	}
	return t
}

// Restricts reports whether the static ability is a restriction on act a
// that names no count: a ban of its subject, against the side it names.
func (s *StaticAbility) Restricts(a Act) bool {
	return s != nil && s.Act == a && s.Count == nil && s.Unless == NoCondition && s.Restriction() && !s.Cost
}

// Counts reports whether the static ability is a count restriction on
// act a.
func (s *StaticAbility) Counts(a Act) bool {
	return s != nil && s.Act == a && s.Count != nil && s.Restriction()
}

// CountRestrictions are the keywords of the count restrictions on act a
// of subject whose, in wire-name order.
func CountRestrictions(a Act, whose Subject) []Keyword {
	return StaticsOf(func(s *StaticAbility) bool { return s.Counts(a) && s.Whose.Subject == whose })
}

// StaticsOf are the keywords of the static abilities of the table that
// answer is, in wire-name order.
func StaticsOf(is func(*StaticAbility) bool) []Keyword {
	var out []Keyword
	for key, s := range statics {
		if is(s) {
			out = append(out, key)
		}
	}
	slices.Sort(out)
	return out
}

// Permissions are the keywords of the permissions to act a of subject
// whose (AttackAsThough, BlockAsThough) whose AsThough answer is, in
// wire-name order.
func Permissions(a Act, whose Subject, is func(*AsThough) bool) []Keyword {
	return StaticsOf(func(s *StaticAbility) bool {
		return s.AsThough != nil && s.Act == a && s.Whose.Subject == whose && is(s.AsThough)
	})
}

// Assigning are the keywords of the static abilities of whose that
// change the assignment of combat damage so (310.2e), in wire-name order.
func Assigning(a Assignment, whose Subject) []Keyword {
	return StaticsOf(func(s *StaticAbility) bool {
		return s.Kind == DamageAssignment && s.Assigns == a && s.Whose.Subject == whose
	})
}

// Banning are the keywords of the static abilities that ban shield sh of
// the creature itself, in wire-name order.
func Banning(sh Shield) []Keyword {
	return StaticsOf(func(s *StaticAbility) bool { return s.Kind == ShieldBan && s.Bans == sh && s.Whose.Subject == Itself })
}

// staticOfAbility is the static ability a reads, with the quality and
// scope of whom it affects; nil when a is no static ability of the table.
func staticOfAbility(a Ability) *StaticAbility {
	s := StaticOf(a.Keyword)
	if s == nil {
		return nil
	}
	out := *s
	switch {
	case a.Scope.Attached:
		out.Whose.Subject = Attached
	case out.Whose.Subject == Selected:
		out.Whose.Quality = a.Quality
	}
	out.Whose.Scope = a.Scope
	return &out
}
