package ability

// Cards put into play by an effect, not cast: "You may put a creature
// card from your hand onto the battlefield." (Sneak Attack). Which card it
// is, the request says (a trick's "enters"); the card is not on the board
// before, so the effect names no target. "Return target creature card from
// your graveyard to the battlefield" is effects.go's ReturnToBattlefield.

// The mode of this file. Append only: these are wire words.
const (
	// PutOntoBattlefield: its controller may put a card of Selector's
	// quality from his or her hand into play (Subject Entered: "that
	// creature" after it names the permanent it became).
	PutOntoBattlefield Keyword = "put [card] from your hand onto the battlefield"
)

// putRow is the effect row of this file.
var putRow = effectRow{Pattern: "You may put a creature card from your hand onto the battlefield.",
	Example: "You may put a creature card from your hand onto the battlefield.", Card: "Sneak Attack",
	g: gr(`you may put a creature card from your hand ( onto the battlefield | into play )`),
	build: func([]string) (Reading, error) {
		q, err := ParseQuality("creature")
		q.Text = "creature card from your hand"
		return Reading{Kind: EffectKind, Mode: PutOntoBattlefield, Selector: Selector{Subject: Entered, Quality: q}, Duration: Once}, err
	}}
