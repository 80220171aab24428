package cards

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"rulesjudge/rules/ability"
)

// A line may give the creature an ability in quotes ("Threshold - As long
// as seven or more cards are in your graveyard, Wayward Angel gets +3/+3,
// is black, has trample, and has \"At the beginning of your upkeep,
// sacrifice a creature.\""). The judge reads the quoted ability as it
// reads that text written as a line of its own (502.23a). When it is one
// the judge does not read, the line is split: the quoted ability is listed
// among the ignored lines, with the line that gives it and the reason it
// would have on its own (so an answer it could change carries a caveat, as
// that line of its own would), and the rest of the line is read as the
// line without it. Nothing of the line is dropped unsaid.

// quotedPredicates are the ways a line gives a quoted ability, each with
// the quoted ability as its one group; the match is what leaves the line.
// Alone ("~ has \"...\"") the quoted ability is all the line gives.
var (
	quotedInList   = regexp.MustCompile(`(?i)(?:,? and |, )has ("[^"]*"|“[^”]*”)`)
	quotedInClause = regexp.MustCompile(`(?i)(?:,? and |, )("[^"]*"|“[^”]*”) as long as [^,"“]+`)
	quotedAlone    = regexp.MustCompile(`(?i)~ has ("[^"]*"|“[^”]*”)$`)
)

// targetsOfSpells is a line that limits what spells may target (Lurker):
// not read, with the reason why it is not said to change nothing.
var targetsOfSpells = regexp.MustCompile(`(?i)^~ can't be the target of spells\b`)

// reasonTargets is why such a line stays unread: the judge checks no
// target, and takes the shields of a request as set up legally, but a
// shield set up by a spell (a redirection naming the creature as the new
// recipient) could not have been while the line forbade it, so an answer
// can depend on it.
const reasonTargets = "a restriction on the targets of spells; the judge checks no target and takes a request's shields as set up legally, but one set up by a spell (a redirection to this creature) could not have been while this line forbade it, so it is not read as changing nothing"

// splitQuoted reads a line whose reading failed on a quoted ability the
// judge does not read: shown is the line as shown, then the line as read,
// "~" the card. It reports whether it took the line.
func splitQuoted(d *Derived, shown, then string) bool {
	if targetsOfSpells.MatchString(then) {
		d.Ignored = append(d.Ignored, Ignored{Text: shown, Reason: reasonTargets})
		return true
	}
	if !strings.ContainsAny(then, `"“`) {
		return false
	}
	rest := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(then), "."))
	var dropped []string
	unread := func(q string) error { return ability.QuotedError(withName(q, d.Name), d.Name) }
	for _, re := range []*regexp.Regexp{quotedInList, quotedInClause} {
		rest = re.ReplaceAllStringFunc(rest, func(m string) string {
			q := re.FindStringSubmatch(m)[1]
			if unread(q) == nil {
				return m // read: it stays in the line
			}
			dropped = append(dropped, q)
			return ""
		})
	}
	rest = relist(rest)
	if m := quotedAlone.FindStringSubmatch(rest); m != nil && unread(m[1]) != nil {
		dropped = append(dropped, m[1])
		rest = ""
	}
	if len(dropped) == 0 {
		return false
	}
	if rest != "" {
		read := withName(rest, d.Name)
		abs, err := ability.ParseKept(read, d.Name)
		if err != nil || len(abs) == 0 {
			return false // the rest is not read either: the line is ignored whole
		}
		d.Abilities = append(d.Abilities, Ability{Text: capitalize(read) + ".", Oracle: shown, Rule: ruleOf(abs[0].Keyword)})
	}
	for _, q := range dropped {
		text := strings.TrimSpace(strings.Trim(q, `"“”`))
		own := withName(text, d.Name)
		reason := reasonNotRead
		if _, err := ability.ParseKept(own, d.Name); err != nil && !errors.Is(err, ability.ErrUnrecognised) {
			reason = fmt.Sprintf("a wording the judge knows, but not with this text: %v", err)
		}
		d.Ignored = append(d.Ignored, Ignored{Text: own, Quoted: true, GivenBy: withName(then, d.Name), Reason: fmt.Sprintf(
			"an ability given in quotes by %q; read as a line of its own: %s", shown, reason)})
	}
	return true
}

// relist restores the "and" of a list whose last item left the line:
// "~ gets +3/+3, is black, has trample" becomes "~ gets +3/+3, is black,
// and has trample", and "~ gets +2/+2, has trample" "~ gets +2/+2 and has
// trample". Only the list after the last "~ " is looked at.
func relist(line string) string {
	at := strings.LastIndex(line, "~ ")
	if at < 0 {
		return line
	}
	list := line[at:]
	if strings.Contains(list, " and ") || strings.ContainsAny(list, `"“`) {
		return line
	}
	n := strings.Count(list, ", ")
	k := strings.LastIndex(list, ", ")
	switch {
	case n == 1:
		list = list[:k] + " and " + list[k+2:]
	case n > 1:
		list = list[:k] + ", and " + list[k+2:]
	}
	return line[:at] + list
}
