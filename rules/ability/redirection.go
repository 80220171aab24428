package ability

// Damage redirected: "The next N damage that would be dealt to [A] this
// turn is dealt to [B] instead." (419.6c). Read as two parts, in the order
// the text names them (so that targets pair with them in that order): the
// creature shielded, RedirectNextFrom, and where the damage goes,
// RedirectNextTo, whose N is the amount. The walk gives A a redirection
// shield of N to B as the second part resolves.

const (
	// RedirectNextFrom: the creature or player whose next N damage this
	// turn a RedirectNextTo after it sends elsewhere.
	RedirectNextFrom Keyword = "the next N damage that would be dealt to [target] this turn"
	// RedirectNextTo: ... is dealt to [target] instead.
	RedirectNextTo Keyword = "... is dealt to [target] instead"
)

// redirectParts reads the redirection row of effectRows: m[1] the amount,
// m[2] or m[3] the creature shielded, m[4] where the damage goes.
func redirectParts(m []string) ([]Reading, error) {
	from, err := readTarget(m[2] + m[3])
	if err != nil {
		return nil, err
	}
	to, err := amount(Reading{Kind: EffectKind, Mode: RedirectNextTo, Duration: ThisTurn}, m[1])
	if err != nil {
		return nil, err
	}
	if to.Selector, err = readTarget(m[4]); err != nil {
		return nil, err
	}
	return []Reading{{Kind: EffectKind, Mode: RedirectNextFrom, Selector: from, Duration: ThisTurn, N: to.N, X: to.X}, to}, nil
}

// redirectionEffectRows are the effect rows of this file, tried after those of
// effects.go in the order effectRows lists them.
var redirectionEffectRows = []effectRow{
	{Pattern: "The next N damage that would be dealt to [target] this turn is dealt to [target] instead.", Example: "The next 1 damage that would be dealt to target white creature this turn is dealt to ~ instead.", Card: "Daughter of Autumn",
		g:     gr(`the next @{count} damage that would be dealt ( to @{target} {this-turn} | {this-turn} to @{target} ) is dealt to @{target} instead`),
		parts: redirectParts},
}
