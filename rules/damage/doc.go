// Package damage is combat damage: checking an assignment (310.2, trample
// 502.9, banding 502.10), dealing one step's damage at once (310.4) through
// the ordered table of effects that modify it (prevention, redirection,
// changes of amount: 419.6, 419.7), regeneration (419.6b) and the
// state-based effects that follow (420.5).
package damage
