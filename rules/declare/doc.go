// Package declare judges declarations of attackers and blockers: the
// restrictions and requirements of 500 (with the search of rules/solver for
// the declaration that obeys the most requirements, 500.4-500.5), evasion
// (502), bands, costs to attack and block, and the budget of work a check
// may spend.
package declare
