package ability

// The words of ability/dies_triggers.go, apart, so that the readings of
// trigger_events.go that take them need nothing else of that file.

// Leaves-play triggers on a creature put into a graveyard from play
// (Oracle: "dies"), beside trigger_events.go's "When ~ is put into a
// graveyard from play": a permanent's trigger on any creature ("Whenever
// a creature with flying is put into a graveyard from play, put a +1/+1
// counter on ~."), and more effects of a creature's own trigger (damage
// to each creature of a quality, life gained if it was blocked, tokens
// for each counter it had, tokens at the next end step). The game looks
// back in time to find what triggered (410.10d): the permanents in play
// just before the event, with their characteristics then, the
// creature's own included. The walk applies them (rules/walk
// dies_triggers.go). Append only: these are wire words.
const (
	// WhenACreatureDies: "Whenever a [quality] creature [you control] is
	// put into a graveyard from play, [effect]"; Scope.Other for
	// "another", Scope.YouControl for "you control" (who controlled it
	// just before it left). Its effects: tokens (CreateToken), a counter
	// on the source (CounterOnSelf).
	WhenACreatureDies Keyword = "whenever a [quality] creature is put into a graveyard from play"

	// The effects of a creature's own leaves-play trigger.

	// DamageEachCreature: "it deals N damage to each [quality] creature":
	// the source, as it last existed in play, deals the damage to each
	// creature of the quality in play as the ability resolves.
	DamageEachCreature Keyword = "~ deals N damage to each [quality] creature"
	// GainLifeIfBlocked: "if it was blocked this turn, you gain N life",
	// an intervening "if" (410.8) about the combat it left.
	GainLifeIfBlocked Keyword = "if ~ was blocked this turn, you gain N life"
	// TokensPerCounter: "create [token] for each [kind] counter on it":
	// as many tokens as it had counters of the kind as it last existed in
	// play; Text of the token's Ability holds the counter's kind.
	TokensPerCounter Keyword = "create [token] for each [kind] counter on ~"
	// TokensAtNextEndStep: "create [token] at the beginning of the next
	// end step": a delayed trigger (404.4) of a turn's step after the
	// combat; nothing of this combat follows from it.
	TokensAtNextEndStep Keyword = "create [token] at the beginning of the next end step"
	// ExileSelfOthersCreate: "exile ~ and each other player creates
	// [token]": the card is exiled from the graveyard, the first zone it
	// went to (410.10c), which changes nothing in play; each player but
	// the ability's controller puts the tokens into play.
	ExileSelfOthersCreate Keyword = "exile ~ and each other player creates [token]"
)

// diesEffectKeyword reports whether k is an effect of a creature's own
// leaves-play trigger read by dies_triggers.go.
func diesEffectKeyword(k Keyword) bool {
	return k == DamageEachCreature || k == GainLifeIfBlocked || k == TokensPerCounter || k == TokensAtNextEndStep || k == ExileSelfOthersCreate
}

// readDiesEffect reads the effects of dies_triggers.go of a creature's own
// leaves-play trigger (set at init: dies_triggers.go's diesEffect); ok is
// false when effect is none of them.
var readDiesEffect func(text, effect string) (a Ability, ok bool, err error)
