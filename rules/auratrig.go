package rules

import "rulesjudge/rules/ability"

// checkGivenTriggerController refuses an Aura or Equipment p, attached to
// to, that gives to a trigger of its own about to whose effect names
// "you" (Armadillo Cloak: "Whenever enchanted creature deals damage, you
// gain that much life."), when another player controls to: "you" is p's
// controller, the controller of the trigger whose source p is (410.6),
// and the walk reads the trigger as the creature's own, whose controller
// is to's. When one player controls both, the two readings agree.
func (b *board) checkGivenTriggerController(errs *errorList, i int, p, to *perm) {
	if p.Controller == to.Controller {
		return
	}
	for _, a := range p.abilities {
		if ability.YouOfGivenTrigger(a) {
			errs.add(path("board", "permanents", i, "controller"), "%s's ability %q is its own trigger about %s, and \"you\" is its controller, %s, who doesn't control %s: the judge reads it only while the same player controls both (410.6)", p.label(), a.Text, to.label(), p.Controller, to.label())
			return
		}
	}
}
