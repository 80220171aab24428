// Package cards reads Scryfall card objects (https://scryfall.com/docs/api/cards)
// into what the combat judge needs: a permanent's name, types, colors,
// printed power and toughness, and its abilities in the wording of the
// October 2006 Comprehensive Rules that package rules reads.
//
// Derive turns one card (one face of it, for split, flip and double-faced
// cards) into a Derived: characteristics from type_line, colors and
// power/toughness, and abilities from oracle_text, one line per ability,
// keyword lines split at their commas (or semicolons), reminder text in
// parentheses dropped, the card's name as its reference to itself. Scryfall's
// oracle_text is today's Oracle wording; the translation table
// (translations, in oracle.go) reads it as the cards of this edition were
// worded: "Reach" as "can block as though it had flying", "Menace" as
// "can't be blocked except by two or more creatures", "Lifelink" and
// "Deathtouch" as the triggers this edition printed, "each combat" as
// "each turn", "they control" as "he or she controls". Each translation
// applied is reported as a Note citing the rule the ability lands on. A
// keyword of a later edition with no counterpart (hexproof, intimidate,
// ...) and any line the judge does not read (mana
// abilities, triggers, static abilities outside combat) are listed as
// Ignored, each with its reason, never silently dropped.
//
// DB is a card file (Scryfall's "Oracle Cards" bulk data, a JSON array of
// card objects, over 100 MB): Load streams it element by element with
// json.Decoder.Token, keeping only the fields the judge reads, and indexes
// the names (and face names) case-insensitively, with close matches for a
// name that is not there.
//
// What is left out: abilities an Aura or Equipment grants ("enchanted
// creature ...") are ignored on the Aura (write them on the creature that
// has them); characteristic-defining abilities ("power is equal to ...")
// need the current value written on the permanent; a legendary card that
// calls itself by a shortened name is not recognised.
//
// Downloader keeps that file in a cache directory (DefaultCacheDir): it asks
// Scryfall's bulk-data list for the Oracle Cards entry, downloads the file
// when the cache has none or Scryfall's updated_at is newer, and verifies
// it (the size the list gives, a JSON array the card reader loads cards
// from) before it replaces the old one. It is the package's only HTTP, as a
// client; judge cards download and judged -cards auto use it.
//
// The package never sees the service's HTTP: package httpapi turns the
// request's card objects into Card values and the Derived back into the wire.
package cards
