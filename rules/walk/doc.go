// Package walk is a combat walked step by step: declarations, the
// triggered abilities of each step (410), the tricks players use at points
// of the combat, the combat damage steps, the state-based loop after each
// event (420.3) and end of combat. Every endpoint is this walk stopped at
// its step (judge.go): CheckAttacks, CheckBlocks, CheckDamage,
// ResolveDamage and ResolveCombat.
package walk
