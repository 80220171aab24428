package ability

import (
	"fmt"
	"regexp"
	"strings"
)

// The reader: a line of card text read with the table (table.go), the
// grammar's one entry (Parse), and what it says of the lines it cannot
// read.

// Wordings lists every ability wording the judge understands, in table order.
func Wordings() []Wording {
	var out []Wording
	for _, rows := range [][]wording{keywordRows, sentenceRows, globalRows} {
		for _, w := range rows {
			out = append(out, Wording{Pattern: w.Pattern, Example: w.Example, Rule: w.Rule})
		}
	}
	return out
}

// Parse reads one ability string of a permanent named name. It
// returns the typed abilities it stands for (a comma list of keywords, or
// "can't attack or block", stands for several), or an error that says what
// was not understood and, when a known wording is close, suggests it.
//
// The permanent's name stands for the permanent only where the line uses it
// as a reference: a creature named "Fear" with the ability "Fear" has fear,
// and with "Fear can't block." it can't block. The line is read first with
// the name as a self-reference, then, if that reading fails, with the name
// as the words it is.
func Parse(text, name string) ([]Ability, error) {
	if len(text) > MaxAbilityLen {
		return nil, fmt.Errorf("an ability of %d characters is longer than any wording understood (at most %d); "+Catalog+" lists them", len(text), MaxAbilityLen)
	}
	abs, err := parseNormalized(text, normalize(text, name), name)
	if err != nil && name != "" {
		if plain := normalize(text, ""); plain != normalize(text, name) {
			if abs, perr := parseNormalized(text, plain, ""); perr == nil {
				if err := grantedIntervening(text, abs); err != nil { // granted.go
					return nil, err
				}
				return fillNames(abs, name)
			}
		}
	}
	if err != nil {
		return abs, err
	}
	if err := grantedIntervening(text, abs); err != nil { // granted.go
		return nil, err
	}
	return fillNames(abs, name) // "creatures named ~" (lords.go)
}

// parseNormalized reads a normalized ability text; name is only for
// suggestions in errors.
func parseNormalized(text, norm, name string) ([]Ability, error) {
	if norm == "" {
		return nil, fmt.Errorf("empty ability")
	}
	// "... as long as it's attacking", "Threshold - As long as seven or more
	// cards are in your graveyard, ...": the rest, under that condition.
	if rest, cond, ok := conditioned(norm); ok {
		abs, err := parseNormalized(text, rest, name)
		if err != nil {
			return nil, err
		}
		for i := range abs {
			if err := CheckColorCondition(text, cond, abs[i]); err != nil {
				return nil, err
			}
			abs[i].Condition = cond
		}
		return onAttached(abs), nil // auras.go: "it" is the enchanted creature
	}
	if abs, ok, err := readGlobal(text, norm); ok { // global.go: statics reaching other permanents
		return abs, err
	}
	if abs, ok, err := parseOwn(text, norm, name); ok {
		return abs, err // under a condition on the board or a player (own.go)
	}
	// An Aura or Equipment speaks of what it is attached to: its line is the
	// ability that permanent has, given to it ("Enchanted creature can't
	// attack.", "Equipped creature gets +2/+0 and has first strike.").
	if abs, ok, err := attachedTriggerOf(text, norm); ok { // attached_triggers.go: the Aura's own trigger
		return abs, err
	}
	if attached.MatchString(norm) && !strings.Contains(outsideQuotes(norm), "~") { // "~" in quotes: the creature's own
		inner, err := parseNormalized(norm, attached.ReplaceAllString(norm, "~"), name) // read as written, normalized
		if err == nil {
			err = sourceBound(text, norm, inner) // attached_triggers.go
		}
		if err != nil {
			return nil, err
		}
		return []Ability{{Keyword: Grant, Text: text, Scope: Scope{Attached: true}, Abilities: inner}}, nil
	}
	for _, row := range sentenceRows {
		if m := row.match(norm); m != nil {
			return row.build(text, m)
		}
	}
	// What an effect gave the permanent this turn (an activated ability, a
	// spell) is written on it as it was granted: "gained flying until end of
	// turn" has flying now.
	if m := granted.FindStringSubmatch(norm); m != nil {
		norm = andList(m[1])
	} else if m := hasKeywords.FindStringSubmatch(norm); m != nil {
		norm = andList(m[1])
	}
	var out []Ability
	parts := splitKeywords(norm)
	for _, part := range parts {
		abs, err := parseKeyword(text, part)
		if err == errUnknown {
			return nil, unknownAbility(text, norm, part, name, len(parts) > 1)
		}
		if err != nil {
			return nil, err
		}
		out = append(out, abs...)
	}
	return out, nil
}

var (
	whileState = regexp.MustCompile(`^(.+) as long as (?:it's|it is|~ is) (attacking|blocking|enchanted)$`)
	threshold  = regexp.MustCompile(`^(?:threshold - )?as long as seven or more cards are in your graveyard, (.+)$`)
)

// conditioned splits a sentence into what it says and the condition under
// which it holds.
func conditioned(norm string) (string, Condition, bool) {
	if m := threshold.FindStringSubmatch(norm); m != nil {
		return m[1], Threshold, true
	}
	if m := whileState.FindStringSubmatch(norm); m != nil {
		return m[1], map[string]Condition{"attacking": Attacking, "blocking": Blocking, "enchanted": Enchanted}[m[2]], true
	}
	return "", Always, false
}

// hasKeywords is a keyword list said of the permanent itself, as an Aura
// or Equipment gives it: "~ has flying and first strike".
var hasKeywords = regexp.MustCompile(`^~ (?:has|have) (.+)$`)

// attached is how an Aura or Equipment names the permanent it is attached to.
var attached = regexp.MustCompile(`\b(?:enchanted|equipped) creature\b`)

// granted is a keyword list an effect granted until end of turn, as a user
// writes it: "gained flying until end of turn", "~ gains first strike and
// trample until end of turn".
var granted = regexp.MustCompile(`^(?:~ )?(?:has )?(?:gained|gains|gain) (.+?) until end of turn$`)

// unknownAbility explains an ability that matches no row, suggesting the
// closest known wording when one is near enough to be a typing mistake.
func unknownAbility(text, norm, part, name string, inList bool) error {
	what := norm
	if inList {
		what = part
	}
	if s := suggest(what); s != "" {
		if !inList {
			what = strings.TrimSpace(text)
		}
		if name != "" {
			s = strings.ReplaceAll(s, "~", name)
		}
		return unrecognised{fmt.Sprintf("unrecognised ability %q; did you mean %q?", what, s)}
	}
	if !inList {
		what = strings.TrimSpace(text)
		if read, rest, ok := leftOver(norm); ok {
			if name != "" && strings.Contains(strings.ToLower(text), strings.ToLower(strings.TrimSpace(name))) {
				read, rest = strings.ReplaceAll(read, "~", name), strings.ReplaceAll(rest, "~", name)
			}
			return unrecognised{fmt.Sprintf("unrecognised ability %q: the words %q after %q are not read; "+Catalog+" lists the wordings understood", what, rest, read)}
		}
	}
	return unrecognised{fmt.Sprintf("unrecognised ability %q; "+Catalog+" lists the wordings understood", what)}
}

// leftOver finds the longest beginning of norm that a sentence of the
// table reads whole: the words it read and those left over, the clause no
// wording takes.
func leftOver(norm string) (read, rest string, ok bool) {
	words := textTokens(norm)
	best := 0
	for _, rows := range [][]wording{globalRows, sentenceRows} {
		for _, row := range rows {
			best = max(best, row.g.prefix(norm))
		}
	}
	if best < 2 {
		return "", "", false
	}
	at := words[best][0]
	return strings.TrimSpace(norm[:at]), norm[at:], true
}

// readKeyword reads one keyword with the table's keywordRows
// (parseKeyword).
func readKeyword(text, part string) ([]Ability, error) {
	for _, row := range keywordRows {
		if m := row.match(part); m != nil {
			abs, err := row.build(text, m)
			if err != nil {
				return nil, fmt.Errorf("%q: %v", part, err)
			}
			return abs, nil
		}
	}
	if hint, ok := laterKeywords[part]; ok {
		return nil, fmt.Errorf("%q is a keyword of a later edition, not of the rules judged here (October 2006)%s", part, hint)
	}
	return nil, errUnknown
}

// suggest finds the known wording closest to an unrecognised one, if any is
// close enough to be a typing mistake.
func suggest(part string) string {
	if len(part) > maxSuggestLen {
		return "" // no wording is that long: nothing to suggest, nothing to compute
	}
	limit := max(2, len(part)/5)
	best, bestD := "", 1<<30
	consider := func(candidate string) {
		c := strings.ToLower(strings.TrimSuffix(candidate, "."))
		if d := EditDistance(part, c, limit); d < bestD {
			best, bestD = candidate, d
		}
	}
	for _, row := range keywordRows {
		consider(row.Example)
	}
	for _, row := range sentenceRows {
		consider(row.Example)
	}
	if bestD <= limit {
		return best
	}
	return ""
}

// maxSuggestLen bounds the wordings "did you mean" looks at: the longest
// wording understood is well under it, and the comparison's cost grows with
// the length.
const maxSuggestLen = 160

// EditDistance is the Levenshtein distance between a and b, or limit+1 as
// soon as it is sure to exceed limit (the distance is at least the
// difference in length, and no row of the table falls back below its
// minimum), so comparing against a far longer text costs almost nothing.
func EditDistance(a, b string, limit int) int {
	if len(a)-len(b) > limit || len(b)-len(a) > limit {
		return limit + 1
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			best = min(best, cur[j])
		}
		if best > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// condPrefix and condSuffix split a sentence into what it says and its
// condition: "As long as COND, REST.", "REST as long as COND.", "REST if
// COND.", "REST unless COND.". An ability word ("Hellbent -") comes first.
var (
	abilityWord = regexp.MustCompile(`^(?:hellbent|threshold) - `)
	condPrefix  = regexp.MustCompile(`^as long as ([^,]+), (.+)$`)
	condSuffix  = regexp.MustCompile(`^(.+?) (as long as|if|unless) (.+)$`)
)

// parseConditioned reads a sentence under a condition of this file. It
// answers ok false when the sentence is not one: a row of the table reads
// the whole sentence ("~ can't attack unless at least two other creatures
// attack"), or no condition is found.
func parseConditioned(text, norm, name string) ([]Ability, bool, error) {
	for _, row := range sentenceRows {
		if m := row.match(norm); m != nil {
			if _, err := row.build(text, m); err == nil {
				return nil, false, nil // the table reads it whole
			}
		}
	}
	norm = abilityWord.ReplaceAllString(norm, "")
	if clauses := clauseSplit(norm); len(clauses) > 1 {
		return parseClauses(text, clauses, name)
	}
	var rest, cond string
	not := false
	if m := condPrefix.FindStringSubmatch(norm); m != nil {
		rest, cond = m[2], m[1]
	} else if m := condSuffix.FindStringSubmatch(norm); m != nil {
		rest, cond, not = m[1], m[3], m[2] == "unless"
	} else {
		return nil, false, nil
	}
	c, detail, ok, err := readCondition(cond)
	if !ok {
		return nil, false, nil
	}
	if err != nil {
		return nil, true, fmt.Errorf("%q: %v", text, err)
	}
	detail.Not = detail.Not != not
	if c == Threshold && detail.Not {
		return nil, true, fmt.Errorf("%q: \"unless\" threshold is not read", text)
	}
	if r, ok := strings.CutPrefix(rest, "it "); ok {
		rest = "~ " + r // "As long as ~ is equipped, it gets +1/+1."
	}
	abs, err := parseNormalized(text, rest, name)
	if err != nil {
		return nil, true, err
	}
	for i := range abs {
		if abs[i].Condition != Always {
			return nil, true, fmt.Errorf("%q: an ability under two conditions is not read", text)
		}
		if err := CheckColorCondition(text, c, abs[i]); err != nil {
			return nil, true, err
		}
		if c.OfItself() && abs[i].Scope.Attached {
			return nil, true, fmt.Errorf("%q: a condition on \"it\" beside what an Aura or Equipment gives is not read: write the ability on the permanent it is attached to", text)
		}
		if (c.OnDeclaration() || c == Attacking || c == Blocking) && (abs[i].Keyword == Boost || abs[i].Keyword == Grant || abs[i].Keyword == Lose) {
			return nil, true, fmt.Errorf("%q: an effect on power and toughness, or on other creatures, that depends on the declared attack is not read", text)
		}
		abs[i].Condition, abs[i].When = c, detail
	}
	return abs, true, nil
}

// clauseSplit splits "~ gets +0/+2 as long as you control a Plains, has
// flying as long as you control an Island, ... and has trample as long as
// you control a Forest" into one sentence about ~ for each condition. A
// sentence with one condition is one clause.
func clauseSplit(norm string) []string {
	if !strings.HasPrefix(norm, "~ ") || strings.Count(norm, " as long as ") < 2 {
		return nil
	}
	var parts []string
	start := 0
	for _, m := range clauseBreak.FindAllStringSubmatchIndex(norm, -1) {
		parts = append(parts, norm[start:m[0]])
		start = m[2] // the verb starts the next clause
	}
	parts = append(parts, norm[start:])
	for i := 1; i < len(parts); i++ {
		parts[i] = "~ " + parts[i]
	}
	return parts
}

// clauseBreak is where a clause under one condition ends and the next
// begins: a comma (and "and") before "gets" or "has".
var clauseBreak = regexp.MustCompile(`,(?: and)? ((?:gets|has) )`)

// parseClauses reads each clause of a sentence of several conditions; each
// must be one ability under its condition.
func parseClauses(text string, clauses []string, name string) ([]Ability, bool, error) {
	var out []Ability
	for _, c := range clauses {
		abs, ok, err := parseConditioned(text, c, name)
		switch {
		case err != nil:
			return nil, true, err
		case !ok:
			return nil, true, fmt.Errorf("%q: %q has no condition the judge reads", text, c)
		}
		out = append(out, abs...)
	}
	return out, true, nil
}

// readGlobal reads norm with the global rows: ok when one matched.
func readGlobal(text, norm string) (abs []Ability, ok bool, err error) {
	for _, row := range globalRows {
		if m := row.match(norm); m != nil {
			abs, err := row.build(text, m)
			if err == errUnknown {
				continue // not this row's after all
			}
			return abs, true, err
		}
	}
	return nil, false, nil
}

// readConditionRows reads a condition with the table's conditionRows; ok
// is false when no row matches (readCondition).
func readConditionRows(s string) (Condition, Cond, bool, error) {
	for _, row := range conditionRows {
		if m := row.g.match(strings.TrimSpace(s)); m != nil {
			c, d, err := row.build(m)
			if err == errUnknown {
				return 0, Cond{}, false, nil
			}
			return c, d, true, err
		}
	}
	return 0, Cond{}, false, nil
}

// readKeywordList reads the keywords a Grant gives or a Lose takes away:
// "flying and first strike", "\"bands with other legendary creatures.\""
// (keywordList).
func readKeywordList(list string) ([]Ability, error) {
	if abs, ok, err := quotedTrigger(list); ok { // triggers_effects.go
		return abs, err
	}
	var given []Ability
	list = strings.TrimSuffix(strings.Trim(list, `"`), ".")
	for _, part := range splitKeywords(andList(list)) {
		abs, written, err := writtenOut(part) // "reach", "menace": as the era wrote them
		if !written {
			abs, err = parseKeyword(part, part) // each given ability reads as its keyword
		}
		if err == errUnknown {
			return nil, fmt.Errorf("%q is not a keyword the judge reads", part)
		}
		if err != nil {
			return nil, err
		}
		given = append(given, abs...)
	}
	return given, nil
}
