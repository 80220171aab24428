package httpapi

import "rulesjudge/rules"

// Caveat says that a line the judge did not read could change the answer
// (issue 12, "fail closed"): the verdict stands for the board as read, and
// the caveat names the permanent and the line that was left out of it.
// Which lines deserve one is the core's answer (rules.Caveats).
type Caveat struct {
	// Object is the permanent whose line was not read.
	Object string `json:"object" example:"toady"`
	// Text is the line, as it is listed among ignored.
	Text    string `json:"text" example:"Mogg Toady can't attack unless you control more creatures than defending player."`
	Message string `json:"message" example:"Mogg Toady can't attack unless you control more creatures than defending player.: this line of toady was not read (not an ability the combat judge reads) and is a static ability in effect during this combat, and the judge can't show it leaves this answer alone, so it could change this answer."`
}

// caveatsOf is the wire's list of the core's caveats on the ignored lines
// of cr, for an answer that stops at stop.
func caveatsOf(cr *cardReading, stop rules.Stop) []Caveat {
	if len(cr.ignored) == 0 {
		return nil
	}
	var players []rules.Player
	if cr.board != nil {
		players = make([]rules.Player, len(cr.board.Players))
		for i, pl := range cr.board.Players {
			players[i] = rules.Player{ID: rules.PlayerID(pl.ID), Hand: pl.Hand, Graveyard: pl.Graveyard}
		}
	}
	lines := make([]rules.IgnoredLine, len(cr.ignored))
	for i, ig := range cr.ignored {
		lines[i] = rules.IgnoredLine{Object: rules.ObjectID(ig.Object), Text: ig.Text, Reason: ig.Reason, Name: cr.names[i], Extent: cr.extents[i]}
	}
	var out []Caveat
	for _, c := range rules.Caveats(players, lines, stop, cr.tricked) {
		out = append(out, Caveat{Object: string(c.Object), Text: c.Text, Message: c.Message})
	}
	return out
}
