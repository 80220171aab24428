package httpapi

import (
	"cmp"
	"fmt"
	"slices"

	"rulesjudge/cards"
	"rulesjudge/rules"
)

// ResolvedTrigger says that an upkeep trigger whose effect lasts into
// combat resolved before the combat, with its choice and targets: the
// board is the board as combat began, without what it gave, and the walk
// gives it once, before the beginning of combat (docs/api.md, Resolved
// upkeep triggers).
type ResolvedTrigger struct {
	// Source is the permanent with the triggered ability.
	Source string `json:"source" example:"gabriel"`
	// Text is the line, as written on the permanent or with "~" for its
	// name; needed only when the permanent has more than one such line.
	Text string `json:"text,omitempty" example:"At the beginning of your upkeep, choose flying, first strike, trample, or rampage 3. ~ gains that ability until your next upkeep."`
	// Choice is what its controller chose as it resolved: one of the
	// abilities the line names, or a basic land type.
	Choice string `json:"choice,omitempty" example:"flying"`
	// Targets are its targets, for a line with one.
	Targets []string `json:"targets,omitempty" example:"bears"`
}

// resolvedToRules converts the request's resolved upkeep triggers.
// lines are, by entry, the lines of its card the edge found (takeResolved).
func resolvedToRules(in []ResolvedTrigger, lines []string) []rules.ResolvedTrigger {
	if len(in) == 0 {
		return nil
	}
	out := make([]rules.ResolvedTrigger, len(in))
	for i, r := range in {
		out[i] = rules.ResolvedTrigger{Source: rules.ObjectID(r.Source), Text: r.Text, Choice: r.Choice, Targets: idsToRules(r.Targets)}
		if i < len(lines) {
			out[i].Line = lines[i]
		}
	}
	return out
}

// resolvedRequest is a request that may say how upkeep triggers resolved.
type resolvedRequest interface {
	takeResolvedLines(cr *cardReading)
}

// takeResolvedLines finds, for each resolved entry, the line it names
// among the lines of its permanent's card the reading ignored (an upkeep
// trigger is never applied without the request's word, so a card's such
// line is ignored first): the line is given to the core with the entry,
// and no longer ignored. A line no entry names stays ignored, with its
// caveat; an entry naming none is refused by the core.
func (r *CombatRequest) takeResolvedLines(cr *cardReading) {
	r.resolvedLines = cr.takeResolved(r.Resolved)
}

// takeResolvedLines of a check: as for a combat, the step judged comes
// after the upkeep.
func (r *AttackCheckRequest) takeResolvedLines(cr *cardReading) {
	r.resolvedLines = cr.takeResolved(r.Resolved)
}

func (r *BlockCheckRequest) takeResolvedLines(cr *cardReading) {
	r.resolvedLines = cr.takeResolved(r.Resolved)
}

func (r *DamageCheckRequest) takeResolvedLines(cr *cardReading) {
	r.resolvedLines = cr.takeResolved(r.Resolved)
}

// takeResolved is, by entry, the ignored line of its permanent's card it
// names ("" for none); the lines named are ignored no longer.
func (cr *cardReading) takeResolved(in []ResolvedTrigger) []string {
	if cr == nil || len(in) == 0 {
		return nil
	}
	out := make([]string, len(in))
	taken := map[int]bool{}
	for i, r := range in {
		for k, ig := range cr.ignored {
			u, ok := rules.UpkeepTriggerText(ig.Text, cr.names[k])
			if !ok || ig.Object != r.Source {
				continue
			}
			if named, _ := rules.UpkeepTriggerText(r.Text, cr.names[k]); r.Text != "" && named != u {
				continue
			}
			out[i], taken[k] = ig.Text, true
			break
		}
	}
	keep := 0
	for k := range cr.ignored {
		if !taken[k] {
			cr.ignored[keep], cr.names[keep], cr.extents[keep] = cr.ignored[k], cr.names[k], cr.extents[k]
			keep++
		}
	}
	cr.ignored, cr.names, cr.extents = cr.ignored[:keep], cr.names[:keep], cr.extents[:keep]
	return out
}

// upkeepTriggerRead moves an ignored line of d that is an upkeep or end
// step trigger the judge reads among its abilities, and reports whether
// it did: a trigger that did all it does before the combat (the board
// shows it: rules.UpkeepTriggerDone), that the combat walk notes for the
// end step after it (rules.EndStepTriggerRead) or that it resolves at its
// beginning of combat (rules.CombatBeginTriggerRead) always; one whose effect lasts into combat
// (rules.UpkeepTriggerText) only in a card's view (view), with a note
// that a request's resolved entry applies it: a request's board keeps it
// ignored, with its caveat, until an entry names it (takeResolved).
func upkeepTriggerRead(d *cards.Derived, ig cards.Ignored, view bool) bool {
	if ig.Quoted {
		return false
	}
	if rules.UpkeepTriggerDone(ig.Text, d.Name) || rules.EndStepTriggerRead(ig.Text, d.Name) || rules.CombatBeginTriggerRead(ig.Text, d.Name) {
		d.Abilities = append(d.Abilities, cards.Ability{Text: ig.Text, Oracle: cmp.Or(ig.Oracle, ig.Text), Rule: "410.2"})
		return true
	}
	if _, ok := rules.UpkeepTriggerText(ig.Text, d.Name); !ok || !view {
		return false
	}
	d.Abilities = append(d.Abilities, cards.Ability{Text: ig.Text, Oracle: cmp.Or(ig.Oracle, ig.Text), Rule: "410.2"})
	d.Notes = append(d.Notes, cards.Note{Rule: "410.2", Message: fmt.Sprintf(
		"%s: \"%s\" is applied when a request's resolved names it, with its choice or target (docs/api.md, Resolved upkeep triggers): the walk and the checks give what it gave before the beginning of combat. A request whose board has it and no resolved entry for it lists it in ignored, with its caveat; it is no ability to write in a permanent's abilities.", d.Name, ig.Text)})
	return true
}

// withoutResolvedLines are a card view's abilities without the lines
// only a request's resolved entry applies (upkeepTriggerRead): a
// permanent given as the card doesn't get them in its abilities.
func withoutResolvedLines(abilities []string, name string) []string {
	return slices.DeleteFunc(abilities, func(l string) bool {
		_, ok := rules.UpkeepTriggerText(l, name)
		return ok
	})
}

// upkeepMeaning is what the judge reads an upkeep trigger as: done before
// the combat, the board showing it, or given before the beginning of
// combat as a request's resolved entry says.
func upkeepMeaning(text, name string) (AbilityMeaning, bool) {
	if rules.UpkeepTriggerDone(text, name) {
		return AbilityMeaning{Subject: "itself", Effect: "at the beginning of an upkeep, [effect]: done before the combat, the board as given shows it"}, true
	}
	if rules.CombatBeginTriggerRead(text, name) {
		return AbilityMeaning{Subject: "itself", Effect: "at the beginning of combat on your turn, gains [keyword] until end of combat: resolved at the walk's beginning of combat"}, true
	}
	if rules.EndStepTriggerRead(text, name) {
		return AbilityMeaning{Subject: "itself", Effect: "at the beginning of an end step, [effect] given who attacked: after the combat, noted by the combat walk, not applied"}, true
	}
	if _, ok := rules.UpkeepTriggerText(text, name); ok {
		return AbilityMeaning{Subject: "itself", Effect: "at the beginning of an upkeep, [effect] lasting into combat: given before the beginning of combat as the request's resolved entry says"}, true
	}
	return AbilityMeaning{}, false
}
