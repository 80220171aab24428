package walk

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"rulesjudge/rules/trick"
)

// A creature type chosen as a trick resolves ("Creatures of the creature
// type of your choice get +0/+4 until end of turn."): its player chooses
// the type then (413.2c), and the trick's choice field gives it; the
// creatures of that type as the effect resolves get what it gives
// (418.3a).

// notCreatureTypes are the era's subtypes that are no creature type: land
// types, the subtypes of Auras, Equipment, Fortifications, Shrines and
// Arcane spells.
var notCreatureTypes = []string{"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Lair", "Locus", "Mine", "Power-Plant", "Tower", "Urza's",
	"Aura", "Equipment", "Fortification", "Shrine", "Arcane"}

// choosesType reports whether effect e selects creatures by a creature
// type chosen as it resolves.
func choosesType(e ability.Reading) bool {
	return ability.UsesTerm(e.Selector.Quality, ability.ChosenCreatureType)
}

// creatureTypeWord is the creature type a choice names, written as the
// era's cards write it; false when it names none.
func creatureTypeWord(choice string) (string, bool) {
	c := strings.TrimSpace(choice)
	i := slices.IndexFunc(ability.EraSubtypes, func(s string) bool { return strings.EqualFold(s, c) })
	if i < 0 || slices.Contains(notCreatureTypes, ability.EraSubtypes[i]) {
		return "", false
	}
	return ability.EraSubtypes[i], true
}

// ofChosenType reports whether p is a creature of the creature type trick
// t chose.
func ofChosenType(t game.Trick, p *state.Perm) bool {
	word, ok := creatureTypeWord(t.Choice)
	return ok && p.IsCreature() && slices.ContainsFunc(p.Subtypes, func(s string) bool { return strings.EqualFold(s, word) })
}

// typeChosen is the event an effect choosing a creature type says as it
// resolves: who chose which type.
func typeChosen(t game.Trick, g trick.Gated, gate partGate) partGate {
	if !choosesType(g.Part) {
		return gate
	}
	word, _ := creatureTypeWord(t.Choice)
	return partGate{off: gate.off, rule: "413.2c", say: fmt.Sprintf("%s chooses the creature type %s as \"%s\" resolves (choice).", t.Player, word, g.Part.Text)}
}
