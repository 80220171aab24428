package rules

import (
	"context"
	"rulesjudge/rules/ability"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/state"
	"rulesjudge/rules/trick"
	"rulesjudge/rules/walk"
	"strings"
)

// The moved API of the core, named again here so that the edge keeps one door.

// ActivatedTrick is trick.ActivatedTrick.
func ActivatedTrick(text string, name string) bool { return trick.ActivatedTrick(text, name) }

// AppliedTrickModes is trick.AppliedTrickModes.
func AppliedTrickModes() map[ability.Keyword][]ability.Subject { return trick.AppliedTrickModes() }

const BeginningOfCombatStep = walk.BeginningOfCombatStep

// CheckAttacks is walk.CheckAttacks.
func CheckAttacks(ctx context.Context, d AttackDeclaration, opt Options) (Judgement, error) {
	return walk.CheckAttacks(ctx, d, opt)
}

// CheckBlocks is walk.CheckBlocks.
func CheckBlocks(ctx context.Context, d BlockDeclaration, opt Options) (Judgement, error) {
	return walk.CheckBlocks(ctx, d, opt)
}

// CheckDamage is walk.CheckDamage.
func CheckDamage(d DamageDeclaration) (Judgement, error) { return walk.CheckDamage(d) }

// ChoiceKind is state.ChoiceKind.
func ChoiceKind(text string) string { return state.ChoiceKind(text) }

// ChosenOption is state.ChosenOption.
func ChosenOption(a ability.Ability, chosen string) (ability.Ability, bool) {
	return state.ChosenOption(a, chosen)
}

type CombatDeclaration = walk.CombatDeclaration
type CombatEvent = walk.CombatEvent
type CombatResolution = walk.CombatResolution
type CombatStep = walk.CombatStep

const DeclareAttackersStep = walk.DeclareAttackersStep
const DeclareBlockersStep = walk.DeclareBlockersStep
const DefaultNodeBudget = declare.DefaultNodeBudget
const DefaultWorkBudget = declare.DefaultWorkBudget
const EndOfCombatStep = walk.EndOfCombatStep

var ErrStopped = declare.ErrStopped

const EventAssigned = walk.EventAssigned
const EventChoice = walk.EventChoice
const EventDamage = walk.EventDamage
const EventDeclared = walk.EventDeclared
const EventDelayed = walk.EventDelayed
const EventGameOver = walk.EventGameOver
const EventLeft = walk.EventLeft
const EventRemoved = walk.EventRemoved
const EventShield = walk.EventShield
const EventStateBase = walk.EventStateBase
const EventTapped = walk.EventTapped
const EventTrick = walk.EventTrick
const EventTrigger = walk.EventTrigger

// FactField is state.FactField.
func FactField(a ability.Ability) string { return state.FactField(a) }

// HistoryMatters is state.HistoryMatters.
func HistoryMatters(a ability.Ability, p Permanent, active PlayerID) bool {
	return state.HistoryMatters(a, p, active)
}

const LeavesPlay = walk.LeavesPlay
const MaxDoublings = state.MaxDoublings
const MaxNumber = state.MaxNumber
const MaxShields = state.MaxShields
const MaxTokens = state.MaxTokens
const MaxTrickTimes = walk.MaxTrickTimes

type MayChoice = walk.MayChoice

// FlipChoice is the outcome of a coin flip of a triggered ability.
type FlipChoice = walk.FlipChoice

// TargetChoice is the target of a triggered ability with one.
type TargetChoice = walk.TargetChoice

// SacrificeChoice names the permanents a player sacrifices as a
// triggered ability resolves.
type SacrificeChoice = walk.SacrificeChoice

// ModesOf is walk.ModesOf.
func ModesOf(text string) ([]string, bool) { return walk.ModesOf(text) }

// OptionNames is state.OptionNames.
func OptionNames(a ability.Ability) []string { return state.OptionNames(a) }

type Options = declare.Options

// AbilityCatalog is how the core's messages refer to the catalog of the
// wordings read (ability.Catalog); the edge names where it is served.
const AbilityCatalog = ability.Catalog

// ParseAbility is state.ParseAbility.
func ParseAbility(text string, name string) ([]ability.Ability, error) {
	return state.ParseAbility(text, name)
}

const RemovedFromCombat = walk.RemovedFromCombat

// ResolveCombat is walk.ResolveCombat.
func ResolveCombat(ctx context.Context, d CombatDeclaration, opt Options) (CombatResolution, error) {
	return walk.ResolveCombat(ctx, d, opt)
}

// ResolveDamage is walk.ResolveDamage.
func ResolveDamage(d DamageDeclaration) (Resolution, error) { return walk.ResolveDamage(d) }

const ShieldAdded = walk.ShieldAdded

type StepEvent = walk.StepEvent

// OwnTriggerRule is the rule of a line read as trick.ReadOwnTrigger reads
// it (a trigger on its permanent coming into play, being turned face up,
// or its card cycled, whose effect the walk applies); false when it is no
// such line.
func OwnTriggerRule(text, name string) (RuleID, bool) {
	o, err := trick.ReadOwnTrigger(text, name)
	return o.Rule(), err == nil
}

// TrickLine is trick.TrickLine.
func TrickLine(text string, name string) (ability.Reading, error) { return trick.TrickLine(text, name) }

// CastTriggerLine is trick.CastTriggerLine.
func CastTriggerLine(text string, name string) bool { return trick.CastTriggerLine(text, name) }

// CastTrigger is trick.CastTrigger.
type CastTrigger = trick.CastTrigger

// CastByYou is trick.CastByYou.
const CastByYou = trick.CastByYou

// ErrNotCastTrigger is trick.ErrNotCastTrigger.
var ErrNotCastTrigger = trick.ErrNotCastTrigger

// ReadCastTrigger is trick.ReadCastTrigger.
func ReadCastTrigger(text, name string) (CastTrigger, error) {
	return trick.ReadCastTrigger(text, name)
}

// TrickRule is trick.TrickRule.
func TrickRule(r ability.Reading) RuleID { return trick.TrickRule(r) }

// WithChoice is state.WithChoice.
func WithChoice(text string, chosen string) (string, error) { return state.WithChoice(text, chosen) }

// KickerOf is trick.KickerOf.
func KickerOf(text string) (rest, cost string) { return trick.KickerOf(text) }

// SpellLine is trick.SpellLine.
func SpellLine(text, line, name string) (ability.Reading, error) {
	return trick.SpellLine(text, line, name)
}

// AdditionalSacrificeOf reports whether a line is an instant's additional
// cost of permanents sacrificed (trick.AdditionalSacrificeOf), and nothing else.
func AdditionalSacrificeOf(line string) bool {
	rest, cost, err := trick.AdditionalSacrificeOf(line)
	return err == nil && cost != nil && strings.TrimSpace(rest) == ""
}

// AlternativeCostOf is trick.AlternativeCostOf.
func AlternativeCostOf(text string) (rest, cost string) { return trick.AlternativeCostOf(text) }

// CastOnlyOf is trick.CastOnlyOf.
func CastOnlyOf(text string) (rest string, windows []trick.CastWindow, said []string, ok bool) {
	return trick.CastOnlyOf(text)
}
