// Package rules is the rules core of rulesjudge: it judges Magic: The
// Gathering combat under the Comprehensive Rules of October 2006, the
// numbering used before the 2009 rewrite.
//
// It models a board (players and permanents with their current
// characteristics and abilities in card wording), reads each ability through
// one table of wordings (ParseAbility, Wordings), and judges a proposed
// action, answering a Judgement: a Verdict, every Violation with the rule it
// breaks, the requirement summary and the Notes that follow.
//
// Implemented:
//   - declaring attackers (CheckAttacks): 308.2a (tapped, not the active
//     player's), 212.3d summoning sickness with haste (502.5b), defender
//     (502.41b), restrictions and requirements (500.1-500.5) including attack
//     caps, "can't attack alone", "unless N other creatures attack",
//     "unless defending player controls", costs to attack (308.2d) and the
//     exemptions of 500.2, bands (308.2b, 502.10b, 502.11b), provoke targets
//     (502.29), vigilance (502.14);
//   - the requirement solver (solver.go), shared by attacks and blocks: an
//     exact branch and bound with a node budget and a deadline.
//
// Not implemented yet: declaring blockers, combat damage, state-based
// effects.
//
// Reading of 500.5. When the judge asks whether a declaration could obey
// more requirements, each creature may keep its proposed choice, not attack
// (or block), or take an option that satisfies a requirement on it; options
// that satisfy no requirement on a creature are not considered. So the
// "maximum" reported is relative to the proposal, as the seeds' own example
// of 500.5 requires (blocking with both creatures and with neither are both
// legal).
//
// Requirements are counted per creature: "All creatures attack each turn if
// able" with three creatures is three requirements. Creatures exempt under
// 500.2 (tapped, or able to attack only by paying a cost) carry none.
//
// Determinism: the same input gives the same Judgement. Violations and notes
// are sorted by rule number, then by the objects they name, then by message,
// and the solver breaks ties in a fixed order.
//
// The package imports only the standard library; a test keeps it so.
package rules
