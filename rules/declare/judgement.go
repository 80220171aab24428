package declare

import (
	"rulesjudge/rules/game"
	"rulesjudge/rules/solver"
)

// judgement assembles the answer to a check from the violations found, the
// requirement summary and the creatures the solver left undecided. notes is
// asked for only when the action is legal: an illegal action is undone and
// nothing follows from it (422.1).
func JudgementOf(v []game.Violation, req *game.RequirementSummary, undecided []game.ObjectID, notes func() []game.Note) game.Judgement {
	j := game.Judgement{Violations: v, Requirements: req}
	switch {
	case len(v) > 0:
		j.Verdict = game.Illegal
	case len(undecided) > 0:
		j.Verdict = game.Indeterminate
		j.Notes = []game.Note{{Rule: "500.4", Objects: undecided,
			Message: "The search for a declaration obeying more requirements ran out of its budget before it could decide these creatures; the verdict is left open."}}
	default:
		j.Verdict = game.Legal
		j.Notes = notes()
	}
	game.SortFindings(j.Violations)
	game.SortFindings(j.Notes)
	if j.Violations == nil {
		j.Violations = []game.Violation{}
	}
	return j
}

// summarize turns the solver's answer into the requirement summary. obeyed
// is the proposal's own count; when the proposal breaks a restriction, it is
// no candidate for the maximum, and the summary says so. When the search was cut short, the summary
// lists the creatures it could not settle (its Maximum is then only the
// best found); they leave the verdict open only when no better declaration
// was found. It reports whether a better declaration exists.
func summarize(obeyed int, sol solver.Solution, restrictionsMet bool, ids []game.ObjectID, example *game.Declaration) (sum *game.RequirementSummary, undecided []game.ObjectID, better bool) {
	sum = &game.RequirementSummary{Obeyed: obeyed, Maximum: sol.Obeyed, Example: example, Nodes: sol.Nodes, Work: sol.Work,
		BreaksRestriction: !restrictionsMet}
	if restrictionsMet {
		sum.Maximum = max(sol.Obeyed, obeyed)
	}
	for _, v := range sol.Undecided {
		sum.Undecided = append(sum.Undecided, ids[v])
	}
	if sol.Obeyed > obeyed {
		return sum, nil, true
	}
	return sum, sum.Undecided, false
}
