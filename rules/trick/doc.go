// Package trick is the language of combat tricks the judge applies: which
// activated abilities and instants it reads whole (each effect, whom it
// affects, the qualities of its targets), their costs and the restrictions
// on when they may be used (408.1a). rules/walk applies them.
package trick
