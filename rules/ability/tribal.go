package ability

import "strings"

// A line may name the creatures of one creature type by its plural alone,
// without "creatures": "Beasts can't block.", "Slivers can't be blocked
// except by Slivers.". The creatures of that type have the ability, as
// with "[quality] creatures have ...". Only the plurals of the era's
// creature types are read so (EraSubtypes); any other word leaves the line
// to the other rows, and so unread.

// tribalRow is read after every other sentence (table.go): a line
// another row reads is never taken for one of these.
var tribalRow = wording{
	Pattern: "[Other] [creature type, plural] [an ability of its own].", Example: "Beasts can't block.", Rule: "418.5a",
	g: gr(`@[ other ] [ all ] @{tribal-plural} @( can't {any} | can {any} | attack each {any} | block each {any} | must {any} )`),
	build: func(text string, m []string) ([]Ability, error) {
		own, err := parseSelf(m[0], "~ "+singularVerb(m[3])) // read as written, normalized
		if err != nil {
			return nil, err
		}
		return subjectAbility(text, Grant, m[2], Scope{Other: m[1] != ""}, own)
	},
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
