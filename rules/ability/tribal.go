package ability

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
