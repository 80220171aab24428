package ability

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
}

// selectorKeywords are the abilities whose quality says whom they affect.
var selectorKeywords = map[Keyword]bool{
	Grant: true, Lose: true, CreaturesCantAttack: true, CreaturesCantBlock: true, CreaturesAttackEachTurn: true,
	CreaturesBlockEachTurn: true, CreaturesCantAttackYou: true, CreaturesCantBlockYours: true, BlockTaxLife: true,
	AttackTax: true, AttackSacrificeTax: true, Lure: true,
	WhenACreatureAttacks: true, WhenACreatureAttacksYou: true, WhenACreatureBlocks: true, WhenACreatureAttacksOrBlocks: true,
	WhenACreatureBlocked: true, WhenACreatureDamagesCreature: true, WhenACreatureDamagesPlayer: true, WhenACreatureDealsDamage: true,
	WhenAttachedAttacks: true, WhenAttachedBlocks: true, WhenAttachedAttacksOrBlocks: true, WhenAttachedBlocked: true,
	WhenAttachedBlocksOrBlockedBy: true,
}

// replacementKeywords are the replacement and prevention effects.
var replacementKeywords = map[Keyword]bool{
	PreventTo: true, PreventFromBlocked: true, PreventBy: true, PreventFromQuality: true, PreventToQuality: true,
	PreventAndRemoveCounter: true, PreventPerCounter: true, PreventUpTo: true, PreventToController: true,
	PreventToAndByYours: true, PreventFromEnchanted: true, PreventOneToYou: true, PreventOneToYours: true,
	RedirectToItself: true, HalveDamage: true, DoubleYourDamage: true, SpellDamage: true, PreventAgeCounters: true,
	PreventFromQualityToBand: true, CountersInsteadOfDamage: true, PreventIntoTokens: true,
	PreventCombatToIt: true, PreventToItByCreatures: true,
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
	case replacementKeywords[k]:
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
	case selectorKeywords[a.Keyword]:
		r.Selector.Subject = Selected
	}
	if t, ok := TriggerOfAbility(a); ok {
		r.Trigger, r.Selector.Subject = &t, t.Whose.Subject
	}
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
	return selectorKeywords[k] || t != nil && t.Whose.Subject == Selected && t.Other == NoOther
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
