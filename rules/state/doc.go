// Package state is the board a request describes, read for the rules: each
// permanent's characteristics derived by layer and timestamp (418.5) from
// its printed or given values and every continuous effect on the board
// (lords, Auras, Equipment, counted power and toughness, conditions), the
// qualities and conditions its lines test, the facts a line needs from the
// request, and the Auras protection sheds (502.7c). newBoard reads a board;
// everything above it judges or walks the board it returns.
package state
