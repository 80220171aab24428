package trick

// Targets named by their combat with the source: "target creature
// blocking or blocked by ~", "target creature it's blocking". Whether such
// a target is legal is checked as the ability is activated and again as it
// resolves (413.2a), both times against the source's own block; a source
// its cost sacrificed ("{R}, Sacrifice ~: It deals 2 damage to target
// creature it's blocking") is read by its last known information (402.6):
// the walk follows its block as it was when it left play
// (walk/source_last_known.go).
