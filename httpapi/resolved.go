package httpapi

import "rulesjudge/rules"

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
