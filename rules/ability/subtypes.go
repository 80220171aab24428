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

// irregularPlurals are the plurals of subtypes that SubtypeMatches's rules
// (s, es, f to ves, y to ies, man to men) do not make.
var irregularPlurals = map[string]string{
	"oxen": "ox", "fungi": "fungus", "cyclopes": "cyclops", "homunculi": "homunculus", "octopi": "octopus",
	"mice": "mouse", "geese": "goose", "djinni": "djinn",
}

// eraSubtype reports whether a word of a quality ("wolves", "wall",
// "assembly-workers") names one of EraSubtypes.
func eraSubtype(word string) bool {
	if s, ok := irregularPlurals[word]; ok {
		word = s
	}
	for _, s := range EraSubtypes {
		if SubtypeMatches(word, strings.ToLower(s)) {
			return true
		}
	}
	return false
}
