package cards

import (
	"cmp"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"rulesjudge/rules/ability"
)

// Translation is one row of the table from today's Oracle wording to the
// wording of the judged edition (October 2006). Rows apply to one ability
// (a line of oracle text, or one keyword of a keyword line), reminder text
// dropped and the card's references to itself written "~", in table order;
// every row that matches is applied.
type Translation struct {
	// Oracle is an example of today's wording; Then is what the row makes
	// of it. The table's test reads each row's Oracle and expects Then.
	Oracle, Then string
	// Why says what changed, for the note reporting the translation.
	Why string

	re   *regexp.Regexp
	repl string
}

// translations is the table. Keywords that came after the judged edition
// and that its cards wrote out (reach, menace) become those sentences;
// wordings Oracle has since modernised ("each combat", "they", "the
// battlefield") go back to the edition's. A keyword of a later edition
// with no counterpart is not here: it is in laterKeywords, and ignored.
var translations = []Translation{
	eraWording("reach", "reach is a keyword of a later edition; cards of this edition wrote it out, as Giant Spider did"),
	eraWording("menace", "menace is a keyword of a later edition; cards of this edition wrote it out"),
	eraWording("deathtouch", "deathtouch is a keyword of a later edition; cards of this edition wrote it out as this triggered ability, as Typhoid Rats and Thornweald Archer did"),
	eraWording("lifelink", "lifelink is a keyword of a later edition; cards of this edition wrote it out as this triggered ability, as Loxodon Warhammer and Spirit Link did"),
	{Oracle: "~ can block an additional creature each combat.", Then: "~ can block an additional creature.",
		Why: `this edition's cards said "can block an additional creature"`,
		re:  regexp.MustCompile(`(?i)^~ can block an additional creature each combat(\.?)$`), repl: "~ can block an additional creature$1"},
	{Oracle: "~ attacks each combat if able.", Then: "~ attacks each turn if able.",
		Why: `this edition's cards said "each turn" where Oracle now says "each combat"`,
		re:  regexp.MustCompile(`(?i)\beach combat\b`), repl: "each turn"},
	{Oracle: "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.",
		Then: "Creatures can't attack you unless their controller pays {2} for each creature he or she controls that's attacking you.",
		Why:  `this edition's cards said "he or she" where Oracle now says "they"`,
		re:   regexp.MustCompile(`(?i)\bthey control\b`), repl: "he or she controls"},
	{Oracle: "Target player discards a card from their hand.", Then: "Target player discards a card from his or her hand.",
		Why: `this edition's cards said "his or her" where Oracle now says "their"`,
		re:  regexp.MustCompile(`(?i)\btheir (hand|library|graveyard|life total|turn|upkeep)\b`), repl: "his or her $1"},
	{Oracle: "When ~ enters the battlefield, draw a card.", Then: "When ~ comes into play, draw a card.",
		Why: `this edition said "comes into play"`,
		re:  regexp.MustCompile(`(?i)\benters the battlefield\b`), repl: "comes into play"},
	{Oracle: "Put target creature card from a graveyard onto the battlefield under your control.", Then: "Put target creature card from a graveyard into play under your control.",
		Why: `this edition said "into play"`,
		re:  regexp.MustCompile(`(?i)\bonto the battlefield\b`), repl: "into play"},
	{Oracle: "Destroy all creatures on the battlefield.", Then: "Destroy all creatures in play.",
		Why: `this edition said "in play"`,
		re:  regexp.MustCompile(`(?i)\bon the battlefield\b`), repl: "in play"},
	{Oracle: "When ~ dies, draw a card.", Then: "When ~ is put into a graveyard from play, draw a card.",
		Why: `this edition said "is put into a graveyard from play"`,
		re:  regexp.MustCompile(`(?i)\bdies\b`), repl: "is put into a graveyard from play"},
}

// Translations lists the table, in order.
func Translations() []Translation { return append([]Translation(nil), translations...) }

// translate applies the table to one ability, "~" standing for the card.
// It returns the text in this edition's words and the rows applied.
func translate(text string) (string, []Translation) {
	var applied []Translation
	for _, t := range translations {
		if !t.re.MatchString(text) {
			continue
		}
		text = t.re.ReplaceAllString(text, t.repl)
		applied = append(applied, t)
	}
	return text, applied
}

// eraWording is the row of a later keyword the era wrote out: the card's
// keyword line becomes the sentence of ability.EraWording.
func eraWording(keyword, why string) Translation {
	then := ability.EraWording[keyword]
	return Translation{Oracle: strings.ToUpper(keyword[:1]) + keyword[1:], Then: then, Why: why,
		re: regexp.MustCompile(`(?i)^` + regexp.QuoteMeta(keyword) + `$`), repl: then}
}

// laterKeywords are keywords of later editions with no counterpart in the
// judged one. A card's keyword among them is ignored, and said so.
var laterKeywords = []string{
	"hexproof", "intimidate", "infect", "wither",
	"prowess", "skulk", "ward", "toxic", "exalted",
	"annihilator", "battle cry", "dethrone", "melee", "myriad", "afflict",
	"decayed", "daybound", "nightbound", "persist", "undying", "changeling",
	"trample over planeswalkers", "double team", "training", "mentor",
}

// laterKeyword reports the keyword of a later edition that text is, if any:
// the keyword itself or followed by its parameter ("ward {2}").
func laterKeyword(text string) (string, bool) {
	t := strings.ToLower(strings.TrimSuffix(strings.TrimSpace(text), "."))
	for _, k := range laterKeywords {
		if t == k || strings.HasPrefix(t, k+" ") {
			return k, true
		}
	}
	return "", false
}

// choiceStandIns are the choices a line about "the chosen color" or "the
// chosen type" is read with to tell whether it is understood.
var choiceStandIns = map[string]string{"color": "white", "creature type": "Goblin", "land type": "Island"}

// Reasons a line is ignored.
const (
	reasonLater    = "a keyword of a later edition with no counterpart in the October 2006 rules; the judge does not apply it"
	reasonAttached = "an ability the Aura or Equipment gives the permanent it is attached to; write it in that permanent's abilities"
	reasonNotRead  = "not an ability the combat judge reads"
	// reasonAttachedTrigger: an Aura's or Equipment's own trigger about
	// the creature it is attached to ("Whenever equipped creature deals
	// combat damage, ..."): the Aura or Equipment controls it and is its
	// source, so it is not an ability to write on that creature.
	reasonAttachedTrigger = "a triggered ability of the Aura or Equipment itself (it controls the trigger and is its source), about the creature it is attached to; not one the combat judge reads"
)

// ownTrigger is a line that is a triggered ability.
var ownTrigger = regexp.MustCompile(`(?i)^(when|whenever|at)\b`)

// attached finds abilities an Aura or Equipment grants to another permanent.
var attached = regexp.MustCompile(`(?i)\b(enchanted|equipped|fortified) (creature|permanent|land|artifact|wall)\b`)

// NeedsGraveyard reports whether an ability text is a threshold ability,
// which reads how many cards are in its controller's graveyard.
func NeedsGraveyard(text string) bool {
	return strings.Contains(strings.ToLower(text), "seven or more cards are in your graveyard")
}

// SpeaksOfAttached reports whether an ability text is one an Aura or
// Equipment gives the permanent it is attached to ("Enchanted creature
// can't attack.").
func SpeaksOfAttached(text string) bool { return attached.MatchString(text) }

// reminder is reminder text in parentheses.
var reminder = regexp.MustCompile(`\s*\([^)]*\)`)

// readOracle reads a face's oracle text into d's abilities, ignored lines
// and notes.
func readOracle(d *Derived, text string) {
	for _, line := range oracleLines(text) {
		s := strings.TrimSpace(reminder.ReplaceAllString(line, ""))
		if s == "" {
			continue // blank, or reminder text only ("({T}: Add {U}.)")
		}
		self := selfReference(s, d.Name)
		parts := keywordParts(self)
		for _, part := range parts {
			printed := ""
			if len(parts) == 1 {
				printed = strings.TrimSpace(line) // the line as the card prints it
			}
			readAbility(d, part, printed)
		}
	}
}

// readAbility reads one ability, "~" standing for the card; printed is
// the oracle line as the card prints it when the line is this one ability
// (empty for a keyword of a keyword line).
func readAbility(d *Derived, part, printed string) {
	shown := withName(part, d.Name)
	oracle := cmp.Or(printed, shown)
	if k, ok := laterKeyword(part); ok {
		d.Ignored = append(d.Ignored, Ignored{Text: shown, Reason: fmt.Sprintf("%q is %s", k, reasonLater), Oracle: oracle})
		return
	}
	then, applied := translate(part)
	// Given with its name, the rules read the line with the name as a
	// self-reference first and as plain words next (a card named "Fear"
	// with the keyword fear).
	read := withName(then, d.Name)
	if kind := ability.ChoiceKind(read); kind != "" {
		// Read with a stand-in for the choice: understood if it reads with
		// any choice of its kind; the board gives the real one (chosen).
		if standIn, err := ability.WithChoice(read, choiceStandIns[kind]); err == nil {
			read = standIn
		}
	}
	abs, err := ability.ParseKept(read, d.Name)
	if err != nil || len(abs) == 0 {
		if splitQuoted(d, shown, then) { // granted.go: a quoted ability the judge does not read
			return
		}
		reason := reasonNotRead
		switch {
		case err != nil && !errors.Is(err, ability.ErrUnrecognised):
			reason = fmt.Sprintf("a wording the judge knows, but not with this text: %v", err)
		case attached.MatchString(part) && ownTrigger.MatchString(part):
			reason = reasonAttachedTrigger
		case attached.MatchString(part):
			reason = reasonAttached
		case len(applied) > 0:
			reason = fmt.Sprintf("%s (in this edition's words: %q)", reasonNotRead, withName(then, d.Name))
		}
		d.Ignored = append(d.Ignored, Ignored{Text: shown, Reason: reason, Oracle: oracle})
		return
	}
	a := Ability{Text: capitalize(withName(then, d.Name)), Oracle: oracle, Rule: ruleOf(abs[0].Keyword)}
	d.Abilities = append(d.Abilities, a)
	if len(applied) > 0 {
		whys := make([]string, len(applied))
		for i, t := range applied {
			whys[i] = t.Why
		}
		d.Notes = append(d.Notes, Note{Rule: a.Rule, Message: fmt.Sprintf(
			"%s: today's Oracle wording %q is read as this edition's %q (%s).", d.Name, shown, a.Text, strings.Join(whys, "; "))})
	}
}

// oracleLines cuts oracle text into its abilities' lines. A modal ability
// ("{X}, {T}: Choose one —") is printed over several lines, its modes each
// on a line of their own that begins with a bullet: those lines belong to
// the line above, and the ability is one line.
func oracleLines(text string) []string {
	var lines []string
	for _, line := range strings.Split(text, "\n") {
		if t := strings.TrimSpace(line); strings.HasPrefix(t, "•") && len(lines) > 0 {
			lines[len(lines)-1] += " " + t
			continue
		}
		lines = append(lines, line)
	}
	return lines
}

// keywordParts splits a keyword line ("Flying, first strike", or with
// semicolons, "First strike; banding") at its commas. A line that ends as a
// sentence does (a period, a closing quote) is one ability, and so is a
// line with a colon, an activated ability whose costs have commas ("{X},
// {T}: ..."). "Protection from black, from red" stays one.
func keywordParts(line string) []string {
	if strings.HasSuffix(line, ".") || strings.HasSuffix(line, `"`) || strings.HasSuffix(line, "”") || strings.Contains(line, ":") || !strings.ContainsAny(line, ",;") {
		return []string{line}
	}
	var parts []string
	for _, p := range strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ';' }) {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		lp := strings.ToLower(p)
		if len(parts) > 0 && (strings.HasPrefix(lp, "from ") || strings.HasPrefix(lp, "and from ")) {
			parts[len(parts)-1] += ", " + p
			continue
		}
		parts = append(parts, p)
	}
	if len(parts) == 0 {
		return []string{line} // commas only: one line, ignored
	}
	return parts
}

// selfPhrases are how a card's text may refer to the card, besides its name.
var selfPhrases = []string{"this creature", "this permanent", "cardname"}

// selfReference writes the card's references to itself as "~": its name,
// "this creature", "CARDNAME", ignoring case, as whole words (a possessive
// "'s" may follow). Inside quotes, "this creature" and "this permanent"
// stay: a quoted ability is one the line gives ("Creatures you control
// have \"Whenever this creature becomes blocked ...\""), and there they
// name whatever has it, not the card that gives it. The rules read them
// there as the one that has it, as they read "~".
func selfReference(s, name string) string {
	names := []string{name}
	if short, _, ok := strings.Cut(name, ", "); ok {
		// A legend's text names it by the part before the comma ("Kiyomaro
		// has vigilance." on Kiyomaro, First to Stand).
		names = append(names, short)
	}
	for _, p := range names {
		if strings.TrimSpace(p) != "" {
			s = ability.ReplaceWords(s, p, "~")
		}
	}
	return outsideQuotes(s, func(part string) string {
		for _, p := range selfPhrases {
			part = ability.ReplaceWords(part, p, "~")
		}
		return part
	})
}

// outsideQuotes applies f to the parts of s outside quotes ("..." or
// “...”), leaving the quoted parts, quotes included, as they are. An
// unclosed quote runs to the end of s.
func outsideQuotes(s string, f func(string) string) string {
	var b strings.Builder
	for s != "" {
		open := strings.IndexAny(s, `"“`)
		if open < 0 {
			b.WriteString(f(s))
			break
		}
		b.WriteString(f(s[:open]))
		opener, closer := `"`, `"`
		if strings.HasPrefix(s[open:], "“") {
			opener, closer = "“", "”"
		}
		end := strings.Index(s[open+len(opener):], closer)
		if end < 0 {
			b.WriteString(s[open:])
			break
		}
		stop := open + len(opener) + end + len(closer)
		b.WriteString(s[open:stop])
		s = s[stop:]
	}
	return b.String()
}

// withName writes "~" as the card's name.
func withName(s, name string) string { return strings.ReplaceAll(s, "~", name) }

func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// ruleOf gives the rule of an ability's keyword: the rule of the first row
// of the ability table (ability.Wordings) whose example reads as it.
func ruleOf(k ability.Keyword) string { return keywordRules()[k] }

var keywordRules = sync.OnceValue(func() map[ability.Keyword]string {
	out := map[ability.Keyword]string{}
	for _, w := range ability.Wordings() {
		abs, err := ability.ParseKept(w.Example, "")
		if err != nil {
			continue
		}
		for _, a := range abs {
			if _, ok := out[a.Keyword]; !ok {
				out[a.Keyword] = w.Rule
			}
		}
	}
	return out
})

// Rename writes a card's ability text with another name for the card: the
// name from, where it stands as whole words, becomes to (for a permanent
// whose name is not its card's).
func Rename(text, from, to string) string { return ability.ReplaceWords(text, from, to) }
