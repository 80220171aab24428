package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// leaveWatch is a "when [watched] leaves the battlefield this turn,
// [act]" trigger a trick created.
type leaveWatch struct {
	watched, source, object game.ObjectID
	controller              game.PlayerID
	act                     ability.Keyword
	text                    string
	fired                   bool
	dies                    bool // "when that creature dies": only if it is put into a graveyard
}
