package ability

import "fmt"

// The trigger events on combat damage beside those of trigger.go,
// triggers_global.go and trigger_events.go: an Aura's or Equipment's own
// trigger on the combat damage its creature deals to an opponent, to
// defending player or at all (Sleeper's Robe, Latulla's Orders, Umezawa's
// Jitte), and a permanent's on the combat damage a creature deals to an
// opponent (Coastal Piracy). The Aura or Equipment (or the permanent) has
// the ability, controls it and is its source (410.2); its effect is read
// as steps (effect_steps.go). Append only: these are wire words.
const (
	// WhenAttachedDamagesOpponent: "Whenever enchanted / equipped creature
	// deals combat damage to an opponent / to defending player": to a
	// player who is an opponent of the Aura's or Equipment's controller.
	WhenAttachedDamagesOpponent Keyword = "whenever enchanted or equipped creature deals combat damage to an opponent"
	// WhenAttachedDealsCombatDamage: "Whenever equipped creature deals
	// combat damage": once for the combat damage it deals at once, whatever
	// its recipients (410.6).
	WhenAttachedDealsCombatDamage Keyword = "whenever enchanted or equipped creature deals combat damage"
	// WhenACreatureDamagesOpponent: "Whenever a [quality] creature [you
	// control] deals combat damage to an opponent".
	WhenACreatureDamagesOpponent Keyword = "whenever a [quality] creature deals combat damage to an opponent"
)

// attachedDamageRows read those of an Aura or Equipment; attachedTriggerOf
// tries them before the line could be taken for an ability it gives.
var attachedDamageRows = []wording{
	{Pattern: "Whenever enchanted / equipped creature deals combat damage to an opponent / to defending player, [steps].",
		Example: "Whenever enchanted creature deals combat damage to an opponent, you may draw a card.", Rule: "410.2",
		g:     gr(`( when | whenever ) ( enchanted | equipped ) creature deals combat damage to ( an opponent | defending player ) , @{any}`),
		build: attachedStepsBuild(WhenAttachedDamagesOpponent, stepEvent{damage: true, player: true})},
	{Pattern: "Whenever enchanted / equipped creature deals combat damage, [steps].",
		Example: "Whenever equipped creature deals combat damage, put two charge counters on ~.", Rule: "410.6",
		g:     gr(`whenever ( enchanted | equipped ) creature deals combat damage , @{any}`),
		build: attachedStepsBuild(WhenAttachedDealsCombatDamage, stepEvent{damage: true})},
}

// attachedStepsBuild builds an attached trigger of event k, which names
// ev, whose effect, the last capture, reads as steps.
func attachedStepsBuild(k Keyword, ev stepEvent) func(text string, m []string) ([]Ability, error) {
	return func(text string, m []string) ([]Ability, error) {
		e, ok, err := stepsEffect(text, ev, m[len(m)-1])
		switch {
		case !ok:
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: of an Aura's or Equipment's trigger on its creature's combat damage the judge reads the steps "+Catalog+" lists", text)}
		case err != nil:
			return nil, err
		}
		return []Ability{{Keyword: k, Text: text, Scope: Scope{Attached: true}, Abilities: []Ability{e}}}, nil
	}
}

// opponentDamageRow reads a permanent's trigger on the combat damage a
// creature deals to an opponent.
var opponentDamageRow = wording{Pattern: "Whenever a creature you control deals combat damage to an opponent, [steps].",
	Example: "Whenever a creature you control deals combat damage to an opponent, you may draw a card.", Rule: "410.6",
	g: gr(`whenever a creature @[ you control ] deals combat damage to an opponent , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		e, ok, err := stepsEffect(text, stepEvent{damage: true, player: true, dealer: true}, m[2])
		switch {
		case !ok:
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: of this trigger the judge reads the steps "+Catalog+" lists", text)}
		case err != nil:
			return nil, err
		}
		q, err := ParseQuality("creature")
		if err != nil {
			return nil, err
		}
		return []Ability{{Keyword: WhenACreatureDamagesOpponent, Text: text, Quality: q, Scope: Scope{YouControl: m[1] != ""}, Abilities: []Ability{e}}}, nil
	}}
