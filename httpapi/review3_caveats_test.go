package httpapi_test

import "testing"

// A trigger on another permanent coming into play can happen during a
// combat the judge walks or resolves (Sekki, Seasons' Guide makes Spirit
// tokens as its damage is prevented), so its line is a caveat there; a
// trigger of the card itself coming into play can't (it is already in
// play). Regeneration taps a creature, so a trigger on a creature
// becoming tapped is one after a step's damage too. A trigger after an ability word ("Threshold — Whenever ...") is a
// trigger like any other.
func TestCaveatsOfTriggersOnOthersEnteringAndAbilityWords(t *testing.T) {
	lines := []string{
		"Whenever another creature comes into play, you gain 1 life.",
		"When Test Brute comes into play, it deals 1 damage to each player.",
		"Threshold — Whenever a creature is put into a graveyard from play, you gain 1 life.",
		"Hellbent — At the beginning of your upkeep, you gain 1 life.",
		"Whenever a creature comes into play under your control, Test Brute gets +1/+0 until end of turn.",
		"Whenever a creature an opponent controls becomes tapped, Test Brute gets +1/+0 until end of turn.",
	}
	board := cardAttacks("brute", "Test Brute", lines)
	checkCaveats(t, "brute", len(lines), []caveatCase{
		{"/v1/attacks/check", board + `}`, nil},
		{"/v1/damage/resolve", board + `, "blockers": [], "step": "regular", "assignments": [{"source": "brute", "damage": [{"to": "bob", "amount": 3}]}]}`,
			[]string{lines[0], lines[2], lines[4], lines[5]}},
		{"/v1/combat/resolve", board + `, "blockers": []}`, []string{lines[0], lines[2], lines[4], lines[5]}},
	})
}

// A trigger on attacking, blocking or becoming blocked resolves before the
// blocks and the damage assignment are checked: one that speaks of combat
// (Ma Chao's "can't be blocked", a coin flip for +2/+0) could change a
// check of blocks or of an assignment, never a check of the attack it
// follows; one that doesn't (drawing a card) changes neither.
func TestCaveatsOfTriggersOnAttackingInChecks(t *testing.T) {
	lines := []string{
		"Whenever Test Rider attacks alone, it can't be blocked this combat.",
		"Whenever Test Rider becomes blocked, flip a coin. If you win the flip, Test Rider gets +2/+0 until end of turn.",
		"Whenever Test Rider attacks, draw a card.",
	}
	board := cardAttacks("rider", "Test Rider", lines)
	checkCaveats(t, "rider", len(lines), []caveatCase{
		{"/v1/attacks/check", board + `}`, nil},
		{"/v1/blocks/check", board + `, "blockers": [{"creature": "bear", "blocking": ["rider"]}]}`, lines[:2]},
		{"/v1/damage/check", board + `, "blockers": [{"creature": "bear", "blocking": ["rider"]}], "assignments": [{"source": "rider", "damage": [{"to": "bear", "amount": 3}]}]}`, lines[:2]},
		{"/v1/combat/resolve", board + `, "blockers": [{"creature": "bear", "blocking": ["rider"]}]}`, lines},
	})
}
