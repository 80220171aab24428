package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// The watches of the turn a trick creates: delayed triggers waiting for
// an event of the combat.

// leaveWatch is a "when [watched] leaves the battlefield this turn,
// [act]" trigger a trick created.
type leaveWatch struct {
	watched, source, object game.ObjectID
	controller              game.PlayerID
	act                     ability.Effect // its typed form
	text                    string
	fired                   bool
	dies                    bool // "when that creature dies": only if it is put into a graveyard
}

// blockWatch is such a trigger: watched gets +power/+toughness for each
// creature blocking it.
type blockWatch struct {
	watched      game.ObjectID
	controller   game.PlayerID
	power, tough int
	text         string
	fired        bool
}

// blocksWatch is a "whenever a creature blocks this turn, it gets
// +power/+toughness until end of turn" trigger a trick created: it
// triggers for each creature that blocks after it exists.
type blocksWatch struct {
	controller   game.PlayerID
	power, tough int
	text         string
}
