package rules

import "rulesjudge/rules/game"

// The game's words live in package game, which every part of the core
// imports; rules names them again so that its callers (the HTTP edge,
// cards, the commands, the scenarios) keep one door.

type (
	RuleID             = game.RuleID
	ObjectID           = game.ObjectID
	PlayerID           = game.PlayerID
	PermanentID        = game.PermanentID
	Player             = game.Player
	Permanent          = game.Permanent
	ShieldKind         = game.ShieldKind
	Shield             = game.Shield
	Board              = game.Board
	Attacker           = game.Attacker
	Blocker            = game.Blocker
	AttackDeclaration  = game.AttackDeclaration
	BlockDeclaration   = game.BlockDeclaration
	Step               = game.Step
	DamageShare        = game.DamageShare
	Assignment         = game.Assignment
	DamageDeclaration  = game.DamageDeclaration
	Dealt              = game.Dealt
	StateBasedEvent    = game.StateBasedEvent
	Resolution         = game.Resolution
	Verdict            = game.Verdict
	Violation          = game.Violation
	Note               = game.Note
	RequirementSummary = game.RequirementSummary
	Declaration        = game.Declaration
	Judgement          = game.Judgement
	Derived            = game.Derived
	DerivedAbility     = game.DerivedAbility
	FieldError         = game.FieldError
	Path               = game.Path
	InputError         = game.InputError
	Trick              = game.Trick
	ResolvedTrigger    = game.ResolvedTrigger
	TrickCard          = game.TrickCard
	EnteringCard       = game.EnteringCard
)

// The shields' kinds (419.7b, 419.6c, 419.6b).
const (
	PreventShield    = game.PreventShield
	RedirectShield   = game.RedirectShield
	RegenerateShield = game.RegenerateShield
)

// The two combat damage steps (502.2b, 310.5).
const (
	FirstStrikeStep = game.FirstStrikeStep
	RegularStep     = game.RegularStep
)

// The three verdicts.
const (
	Legal         = game.Legal
	Illegal       = game.Illegal
	Indeterminate = game.Indeterminate
)

// CompareRules orders rule numbers numerically (game.CompareRules).
func CompareRules(a, b RuleID) int { return game.CompareRules(a, b) }

// CompareFindings orders violations or notes deterministically
// (game.CompareFindings).
func CompareFindings(a, b Violation) int { return game.CompareFindings(a, b) }
