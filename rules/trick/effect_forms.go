package trick

import (
	"slices"

	"rulesjudge/rules/ability"
)

// The effects the walk applies, by their typed form (ability.Effect.Form:
// action, amount, duration, and the fields that tell two effects of an
// action apart: delayed, chosen, against, by, from ...), each with the
// subjects it may name: the gate asks the form of an effect, never its mode, the question
// the walk asks as it resolves it (walk/trick_effects.go), so the gate
// accepts no effect the walk can't apply. Issue 26: an action moves here
// from subjectsOf once every keyword test of it in the core is a question
// to the form (rules/trick_effect_forms_test.go holds the list).

// subjectsOfForm are the subjects each effect applied may name, by its form.
var subjectsOfForm = map[ability.Effect][]ability.Subject{
	// A pump until end of turn: written, X, counted as it resolves
	// (walk/trick_amounts.go); for as long as the source remains tapped
	// (walk/tapped_source_effects.go).
	{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.UntilEndOfTurn}:    {ability.Itself, ability.Targeted, ability.Attached, ability.Selected, ability.That, ability.SeveralTargeted, ability.TargetPlayersCreatures},
	{Action: ability.PowerToughnessChange, Amount: ability.Counted, Duration: ability.UntilEndOfTurn}:   {ability.Itself, ability.Targeted, ability.Attached, ability.Selected, ability.That},
	{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.WhileSourceTapped}: {ability.Targeted},
	// Keywords gained: until end of turn, one of a list chosen as it
	// resolves (choices.go), for as long as it stays in play.
	{Action: ability.KeywordGrant, Duration: ability.UntilEndOfTurn}:               {ability.Itself, ability.Targeted, ability.Attached, ability.Selected, ability.That, ability.SeveralTargeted, ability.TargetPlayersCreatures},
	{Action: ability.KeywordGrant, Duration: ability.UntilEndOfTurn, Chosen: true}: {ability.Itself, ability.Targeted, ability.Attached, ability.Selected, ability.That},
	{Action: ability.KeywordGrant, Duration: ability.WhileInPlay}:                  {ability.That, ability.Itself},
	// Keywords lost, by the creature itself (ability.LossLine); one of a
	// list, chosen as it resolves (choices.go).
	{Action: ability.KeywordLoss, Duration: ability.UntilEndOfTurn}:               {ability.Itself, ability.Targeted, ability.Attached, ability.That, ability.Selected},
	{Action: ability.KeywordLoss, Duration: ability.WhileInPlay}:                  {ability.Itself, ability.Targeted, ability.Attached, ability.That},
	{Action: ability.KeywordLoss, Duration: ability.UntilEndOfTurn, Chosen: true}: {ability.Itself, ability.Targeted, ability.That},
	// A regeneration shield; "it can't be regenerated", said of the
	// creature the destruction just before it names (noRegenerationRead).
	{Action: ability.RegenerationShield, Duration: ability.ThisTurn}: {ability.Itself, ability.Targeted, ability.Attached, ability.Selected, ability.That, ability.SeveralTargeted},
	{Action: ability.RegenerationBan, Duration: ability.Once}:        {ability.That},
	// A color change until end of turn, said of the trick's creature
	// (walk/color_change.go); a change of control until end of turn, and
	// the tap when it ends (walk/control_change.go).
	{Action: ability.ColorChange, Duration: ability.UntilEndOfTurn}:             {ability.Itself, ability.Targeted, ability.That},
	{Action: ability.ControlChange, Duration: ability.UntilEndOfTurn}:           {ability.Targeted, ability.That},
	{Action: ability.Tapping, Duration: ability.ThisTurn, Delayed: true}:        {ability.That},
	{Action: ability.Tapping, Duration: ability.Once}:                           {ability.Itself, ability.Targeted, ability.Selected, ability.That, ability.SeveralTargeted},
	{Action: ability.Untapping, Duration: ability.Once}:                         {ability.Itself, ability.Targeted, ability.Selected, ability.That, ability.SeveralTargeted},
	{Action: ability.TapOrUntapping, Duration: ability.Once, Chosen: true}:      {ability.Itself, ability.Targeted, ability.That}, // the trick's choice (choices.go)
	{Action: ability.CombatRemoval, Duration: ability.Once}:                     {ability.Itself, ability.Targeted, ability.That},
	{Action: ability.AttackRestriction, Duration: ability.ThisTurn}:             {ability.Itself, ability.Targeted, ability.That},
	{Action: ability.CombatSkipped, Duration: ability.Once}:                     {ability.Targeted}, // of a target player (walk/skipped_combats.go)
	{Action: ability.Discarding, Amount: ability.AllOf, Duration: ability.Once}: {ability.Player},   // cards discarded as it resolves (trick_counts.go)
	{Action: ability.OutsideCombat, Duration: ability.Once}:                     {ability.Subject("")},
	{Action: ability.TokenMade, Duration: ability.Once}:                         {ability.Entered, ability.Targeted}, // entering_lines.go
	// Restrictions and requirements on blocking this turn: of any
	// attacker; tied to one attacker, the trick's source, named on the
	// creature (declare: namedBy, tiesRead); of every attacker
	// (walk/blocking_every_attacker.go).
	{Action: ability.BlockRestriction, Duration: ability.ThisTurn}:                          {ability.Itself, ability.Targeted, ability.Attached, ability.Selected, ability.That},
	{Action: ability.BlockRestriction, Duration: ability.ThisTurn, Against: ability.Itself}: {ability.Targeted, ability.That, ability.Selected},
	{Action: ability.BlockRequirement, Duration: ability.ThisTurn}:                          {ability.Targeted, ability.That},
	{Action: ability.BlockRequirement, Duration: ability.ThisTurn, Against: ability.Itself}: {ability.Targeted, ability.That},
	{Action: ability.BlockRequirement, Duration: ability.ThisTurn, Against: ability.Each}:   {ability.Targeted, ability.That},
	// Evasion until end of turn, on the creature itself
	// (ability.EvasionLine): of every blocker, of the blockers of a
	// quality, of all but them.
	{Action: ability.Evading, Duration: ability.ThisTurn}:                                          {ability.Itself, ability.Targeted, ability.Attached, ability.That},
	{Action: ability.Evading, Duration: ability.ThisTurn, Against: ability.Selected}:               {ability.Itself, ability.Targeted, ability.Attached, ability.That},
	{Action: ability.Evading, Duration: ability.ThisTurn, Against: ability.Selected, Except: true}: {ability.Itself, ability.Targeted, ability.Attached, ability.That},
	// A permanent destroyed, now or at end of combat
	// (walk/delayed_destruction.go), removed from the game, returned to
	// its owner's hand.
	{Action: ability.Destruction, Duration: ability.Once}:                {ability.Targeted, ability.That, ability.Itself},
	{Action: ability.Destruction, Duration: ability.Once, Delayed: true}: {ability.Itself, ability.Targeted, ability.That},
	{Action: ability.Exiled, Duration: ability.Once}:                     {ability.Targeted, ability.That, ability.Itself},
	{Action: ability.ReturnedToHand, Duration: ability.Once}:             {ability.Itself, ability.Targeted, ability.That},
	// A permanent made a creature until end of turn, said of the trick's
	// source, keeping its types or not (walk/animation.go).
	{Action: ability.TypeChange, Duration: ability.UntilEndOfTurn}:                   {ability.Itself},
	{Action: ability.TypeChange, Duration: ability.UntilEndOfTurn, KeepsTypes: true}: {ability.Itself},
	// Decided by the trick's choices (choices.go): a coin flipped, the
	// top card of a library revealed, a color chosen.
	{Action: ability.Chance, Duration: ability.Once}:                 {ability.Player},
	{Action: ability.Revealing, Duration: ability.Once}:              {ability.Player},
	{Action: ability.Choosing, Duration: ability.Once, Chosen: true}: {ability.Player},
	// Damage dealt at once: to what it names, to a group of creatures
	// and each player, counted as it resolves (trick_counts.go).
	{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once}:                   {ability.Targeted, ability.AnyOne, ability.That, ability.Player, ability.Selected, ability.Each},
	{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, EachPlayer: true}: {ability.Selected, ability.Each},
	{Action: ability.DamageDealt, Amount: ability.Counted, Duration: ability.Once}:                  {ability.Targeted},
	// A player's life (frames.go; a delayed effect's frame:
	// delayedSubjects); life equal to a creature's power
	// (walk/life_by_power.go).
	{Action: ability.LifeGain, Amount: ability.FixedN, Duration: ability.Once}:     {ability.Targeted, ability.Player},
	{Action: ability.LifeGain, Amount: ability.Counted, Duration: ability.Once}:    {ability.Player},
	{Action: ability.LifeGain, Amount: ability.NamedPower, Duration: ability.Once}: {ability.That},
	// Additional blocks this turn: one, up to N
	// (walk/additional_blocks.go), any number
	// (walk/blocking_every_attacker.go).
	{Action: ability.ExtraBlocks, Amount: ability.FixedN, Duration: ability.ThisTurn}:             {ability.Itself, ability.Targeted, ability.That},
	{Action: ability.ExtraBlocks, Amount: ability.FixedN, Duration: ability.ThisTurn, UpTo: true}: {ability.Itself, ability.Targeted, ability.That},
	{Action: ability.ExtraBlocks, Amount: ability.AllOf, Duration: ability.ThisTurn}:              {ability.Targeted, ability.That},
	// Prevention shields (419.7): of the next N damage to what it names,
	// N divided among its targets (choices.go), N counted as it resolves
	// (walk/trick_amounts.go), of each player; of all combat damage, by
	// or to what it names; of all damage to it; of the next time a source
	// chosen, or the effect's own, would deal damage
	// (walk/prevention_shields.go).
	{Action: ability.PreventionShield, Amount: ability.FixedN, Duration: ability.ThisTurn}:                                    {ability.Itself, ability.Targeted, ability.Attached, ability.AnyOne, ability.Player, ability.That, ability.Selected},
	{Action: ability.PreventionShield, Amount: ability.FixedN, Duration: ability.ThisTurn, Chosen: true}:                      {ability.SeveralTargeted},
	{Action: ability.PreventionShield, Amount: ability.Counted, Duration: ability.ThisTurn}:                                   {ability.Itself, ability.Targeted, ability.That},
	{Action: ability.PreventionShield, Amount: ability.FixedN, Duration: ability.ThisTurn, EachPlayer: true}:                  {ability.Subject("")},
	{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn, CombatOnly: true, EachPlayer: true}: {ability.Each},
	{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn, CombatOnly: true, DealtBy: true}:    {ability.Itself, ability.Targeted, ability.Attached, ability.Selected, ability.That, ability.SeveralTargeted},
	{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn, CombatOnly: true}:                   {ability.Itself, ability.Targeted, ability.Attached, ability.Selected, ability.That, ability.SeveralTargeted},
	{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn}:                                     {ability.Itself, ability.Targeted},
	{Action: ability.PreventionShield, Amount: ability.NextTime, Duration: ability.ThisTurn, From: ability.Selected}:          {ability.Player, ability.Targeted, ability.AnyOne},
	{Action: ability.PreventionShield, Amount: ability.NextTime, Duration: ability.ThisTurn, From: ability.Itself}:            {ability.Player, ability.Targeted, ability.AnyOne},
	// Damage redirected (419.6c): of the next time a source chosen would
	// deal damage, or the next N, from a creature, to a creature or
	// player instead (walk/redirection.go).
	{Action: ability.RedirectionShield, Amount: ability.NextTime, Duration: ability.ThisTurn, From: ability.Selected}: {ability.Player, ability.Targeted, ability.Itself},
	{Action: ability.RedirectionShield, Amount: ability.FixedN, Duration: ability.ThisTurn}:                           {ability.Itself, ability.Targeted},
	{Action: ability.RedirectionShield, Amount: ability.FixedN, Duration: ability.ThisTurn, Instead: true}:            {ability.Itself, ability.Targeted, ability.AnyOne},
	// N counters of +Power/+Toughness put on what it names, as many as
	// written (trick_counts.go, walk/trick_amounts.go). "Put a +1/+1
	// counter on ~" of a triggered ability says whom (Itself) and is
	// another form, which the walk resolves as the trigger's.
	{Action: ability.CountersPut, Amount: ability.FixedN, Duration: ability.Once}: {ability.Itself, ability.Targeted, ability.That},
	// Under a condition: only "if this ability has been activated N or
	// more times this turn, [a delayed effect]" (frames.go), and the
	// conditions shapeChecks reads.
	{Action: ability.Conditional, Duration: ability.Once}: {ability.Subject("")},
}

// appliedForms adds to out each mode of effect whose form the walk
// applies, with the subjects it may name.
func appliedForms(out map[ability.Keyword][]ability.Subject) {
	for _, k := range ability.EffectKeywords() {
		if v, ok := subjectsOfForm[ability.EffectOf(k).Form()]; ok && ability.EffectOf(k).Whom == "" {
			out[k] = slices.Clone(v)
		}
	}
}

// pumpCounted reports whether e is a pump until end of turn whose X is
// counted as it resolves ("+1/+1 for each ...", walk/trick_amounts.go).
func pumpCounted(e ability.Reading) bool {
	return ability.FormOf(e) == ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.Counted, Duration: ability.UntilEndOfTurn}
}

// DividesShield reports whether e is a prevention shield whose amount its
// controller divides among its targets as it is cast (413.2c).
func DividesShield(e ability.Reading) bool {
	f := ability.FormOf(e)
	return f.Action == ability.PreventionShield && f.Chosen
}

// nextDamageShield is the form of a shield of the next N damage that
// would be dealt to what the effect names this turn (419.7b).
var nextDamageShield = ability.Effect{Action: ability.PreventionShield, Amount: ability.FixedN, Duration: ability.ThisTurn}

// combatShieldTo and combatShieldBy are the forms of the prevention of
// all combat damage dealt to, or by, what the effect names this turn.
var (
	combatShieldTo = ability.Effect{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn, CombatOnly: true}
	combatShieldBy = ability.Effect{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn, CombatOnly: true, DealtBy: true}
)

// The frames of effects under a condition: its Parts happen if its
// Condition holds, or instead of the effect before it, when its mode is
// chosen (a modal spell), unless a player pays its Cost.
var (
	ifHolds        = ability.Effect{Action: ability.Conditional, Duration: ability.Once}
	insteadIfHolds = ability.Effect{Action: ability.Conditional, Duration: ability.Once, Instead: true}
	modeChosen     = ability.Effect{Action: ability.Conditional, Duration: ability.Once, Chosen: true}
	unlessPaid     = ability.Effect{Action: ability.Conditional, Duration: ability.Once, Unless: true}
)
