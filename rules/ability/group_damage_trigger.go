package ability

import (
	"fmt"
	"regexp"
)

// A permanent's trigger on the combat damage the creatures its controller
// controls deal to a player, all at once (Nature's Will): "Whenever one or
// more creatures you control deal combat damage to a player, [steps]." It
// triggers once for each player dealt combat damage by one or more of
// them in a combat damage step (410.6); "that player" is that player, and
// its effect is read as steps (effect_steps.go), with the two steps of
// this file: "tap all lands that player controls" and "untap all lands you
// control". The walk applies them (rules/walk/land_taps.go, and
// damage_triggers.go for the event). Append only: these are wire words.
const (
	// WhenCreaturesDamagePlayer: "whenever one or more creatures you
	// control deal combat damage to a player".
	WhenCreaturesDamagePlayer Keyword = "whenever one or more creatures you control deal combat damage to a player"
	// TapAllThatPlayerControls: "tap all [quality]s that player controls".
	TapAllThatPlayerControls Keyword = "tap all [quality]s that player controls"
	// UntapAllYouControl: "untap all [quality]s you control".
	UntapAllYouControl Keyword = "untap all [quality]s you control"
	// ExileTopFaceDownPlayable: "exile the top card of your library face
	// down. You may look at that card for as long as it remains exiled. You
	// may play that card without paying its mana cost for as long as ~
	// remains in play." (Intet's): a card the judge doesn't know, and a
	// permission that lasts past the combat.
	ExileTopFaceDownPlayable Keyword = "exile the top card of your library face down; you may play it while ~ remains in play"
)

var (
	stepTapAllTheirs = regexp.MustCompile(`^tap all (land)s that player controls$`)
	stepUntapAllMine = regexp.MustCompile(`^untap all (land)s you control$`)
	stepExileToPlay  = regexp.MustCompile(`^exile the top card of your library face down\. you may look at that card for as long as it remains exiled\. you may play that card without paying its mana cost for as long as ~ remains (?:in play|on the battlefield)$`)
)

// groupStep reads one step of this file.
func groupStep(clause string) (Ability, bool) {
	switch {
	case stepTapAllTheirs.MatchString(clause):
		q, err := permanentQuality(stepTapAllTheirs.FindStringSubmatch(clause)[1])
		return Ability{Keyword: TapAllThatPlayerControls, Text: clause, Quality: q, When: Cond{Whose: PlayerDamaged}}, err == nil
	case stepUntapAllMine.MatchString(clause):
		q, err := permanentQuality(stepUntapAllMine.FindStringSubmatch(clause)[1])
		return Ability{Keyword: UntapAllYouControl, Text: clause, Quality: q, When: Cond{Whose: PlayerYou}}, err == nil
	case stepExileToPlay.MatchString(clause):
		return Ability{Keyword: ExileTopFaceDownPlayable, Text: clause, When: Cond{Whose: PlayerYou}}, true
	}
	return Ability{}, false
}

// creaturesDamagePlayerRow reads the trigger.
var creaturesDamagePlayerRow = wording{Pattern: "Whenever one or more creatures you control deal combat damage to a player, [steps].",
	Example: "Whenever one or more creatures you control deal combat damage to a player, tap all lands that player controls and untap all lands you control.", Rule: "410.6",
	g: gr(`whenever one or more creatures you control deal combat damage to a player , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		e, ok, err := stepsEffect(text, stepEvent{damage: true, player: true}, m[len(m)-1])
		switch {
		case !ok:
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: of this trigger the judge reads the steps GET /v1/abilities lists", text)}
		case err != nil:
			return nil, err
		}
		return []Ability{{Keyword: WhenCreaturesDamagePlayer, Text: text, Scope: Scope{YouControl: true}, Abilities: []Ability{e}}}, nil
	}}
