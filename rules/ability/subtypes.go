package ability

import "strings"

// EraSubtypes are the subtypes a quality may name: every creature type on
// the type line of a creature of this edition's era (Alpha to Future
// Sight), the creature types of the tokens its cards create (Saproling,
// Citizen, ...), the era's land types, the Aura, Equipment, Fortification
// and Shrine subtypes, the spell subtype Arcane, and Coward, which the
// era's rules text names. A word of
// a quality that is none of these, nor a color, type or keyword, is
// refused: it is never read as a creature type nobody printed. Generated
// from the era's card pool (../shared/cards) and checked against it by
// TestEveryEraSubtypeIsKnown.
var EraSubtypes = []string{
	"Advisor", "Angel", "Antelope", "Ape", "Arcane", "Archer", "Archon", "Artificer", "Assassin",
	"Assembly-Worker", "Atog", "Aura", "Aurochs", "Avatar", "Badger", "Barbarian", "Bard",
	"Basilisk", "Bat", "Bear", "Beast", "Beeble", "Berserker", "Bird", "Boar", "Bringer",
	"Brushwagg", "Camarid", "Camel", "Carrier", "Cat", "Centaur", "Cephalid", "Chimera",
	"Citizen", "Cleric", "Cockatrice", "Construct", "Coward", "Crab", "Crocodile", "Cyclops",
	"Dauthi", "Demon", "Desert", "Deserter", "Devil", "Dinosaur", "Djinn", "Dog", "Dragon",
	"Drake", "Dreadnought", "Drone", "Druid", "Dryad", "Dwarf", "Efreet", "Egg", "Elder",
	"Elemental", "Elephant", "Elf", "Elk", "Equipment", "Eye", "Faerie", "Ferret", "Fish",
	"Flagbearer", "Forest", "Fortification", "Fox", "Frog", "Fungus", "Gargoyle", "Giant",
	"Gnome", "Goat", "Goblin", "Golem", "Gorgon", "Graveborn", "Gremlin", "Griffin", "Hag",
	"Harpy", "Hellion", "Hippo", "Homarid", "Homunculus", "Horror", "Horse", "Human", "Hydra",
	"Hyena", "Illusion", "Imp", "Incarnation", "Insect", "Island", "Jackal", "Jellyfish",
	"Juggernaut", "Kavu", "Kirin", "Kithkin", "Knight", "Kobold", "Kor", "Kraken", "Lair",
	"Lammasu", "Leech", "Leviathan", "Lhurgoyf", "Licid", "Lizard", "Locus", "Manticore",
	"Masticore", "Mercenary", "Merfolk", "Metathran", "Mine", "Minion", "Minotaur", "Monger",
	"Mongoose", "Monk", "Monkey", "Moonfolk", "Mountain", "Mutant", "Myr", "Mystic", "Nautilus",
	"Nephilim", "Nightmare", "Nightstalker", "Ninja", "Noble", "Nomad", "Nymph", "Octopus",
	"Ogre", "Ooze", "Orb", "Orc", "Orgg", "Ouphe", "Ox", "Oyster", "Pangolin", "Pegasus",
	"Pentavite", "Phelddagrif", "Phoenix", "Phyrexian", "Pirate", "Plains", "Plant",
	"Power-Plant", "Praetor", "Rabbit", "Ranger", "Rat", "Rebel", "Rhino", "Rigger", "Rogue",
	"Salamander", "Samurai", "Sand", "Saproling", "Satyr", "Scarecrow", "Scorpion", "Scout",
	"Serf", "Serpent", "Shade", "Shaman", "Shapeshifter", "Shark", "Sheep", "Shrine", "Skeleton",
	"Slith", "Sliver", "Slug", "Snake", "Soldier", "Soltari", "Spawn", "Specter", "Spellshaper",
	"Sphinx", "Spider", "Spike", "Spirit", "Splinter", "Sponge", "Squid", "Squirrel", "Starfish",
	"Survivor", "Swamp", "Tetravite", "Thalakos", "Thopter", "Thrull", "Tower", "Treefolk",
	"Trilobite", "Triskelavite", "Troll", "Turtle", "Unicorn", "Urza's", "Vampire", "Vedalken",
	"Viashino", "Volver", "Wall", "Warrior", "Weird", "Werewolf", "Whale", "Wizard", "Wolf",
	"Wolverine", "Wombat", "Worm", "Wraith", "Wurm", "Yeti", "Zombie", "Zubera",
}

// tribalPlurals are the plurals of the era's creature types: "beasts",
// "slivers", "wolves", "merfolk".
var tribalPlurals = makeTribalPlurals()

func makeTribalPlurals() map[string]bool {
	out := map[string]bool{}
	for _, s := range EraSubtypes {
		w := strings.ToLower(s)
		forms := []string{w + "s", w + "es", w}
		switch {
		case strings.HasSuffix(w, "f"):
			forms = append(forms, w[:len(w)-1]+"ves")
		case strings.HasSuffix(w, "y"):
			forms = append(forms, w[:len(w)-1]+"ies")
		case strings.HasSuffix(w, "man"):
			forms = append(forms, w[:len(w)-3]+"men")
		}
		for _, f := range forms {
			// A singular form is a plural only where the type is its own
			// plural (merfolk, sheep): "Goblin can't block." is no line
			// about Goblins.
			if f == w && !selfPlural[w] {
				continue
			}
			out[f] = true
		}
	}
	return out
}

// selfPlural are the era's creature types whose plural is the word itself
// (Djinn and Efreet, which cards also pluralise with an s, are left out:
// "Djinn can't block." may name one).
var selfPlural = map[string]bool{"merfolk": true, "sheep": true, "kithkin": true, "moonfolk": true}
