// Package game holds the words every part of the judge speaks: the objects
// and players of a game (ObjectID, PlayerID), a permanent as the request
// gives it and the board it sits on, the declarations of attackers,
// blockers and combat damage, the rule numbers cited (RuleID, CompareRules)
// and the findings a judgement is made of (Violation, Note, Judgement,
// Derived), with the errors of an input that cannot be judged (FieldError,
// Path). It decides nothing: the rules are applied by package rules and
// the packages under it, which all read and write these types.
package game
