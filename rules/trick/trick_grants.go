package trick

import "rulesjudge/rules/ability"

// grantedLine reports whether an ability an effect gives in quotes
// ("{G}: Regenerate this creature.") is an activated ability the judge
// applies as a trick: the permanent has the line until end of turn, and a
// trick may use it then (the walk's trick_grants.go).
func grantedLine(g ability.Reading) bool {
	if g.Text == "" {
		return false
	}
	r, err := TrickLine(g.Text, "")
	return err == nil && r.Kind == ability.Activated
}
