package ability

import "regexp"

// The steps of an effect (effect_steps.go) in the zones the judge keeps no
// cards of: hands, libraries, graveyards, the mana pool, and a later turn.
// A hand's size is counted when the request gives it (players[].hand):
// a draw or a discard moves that count; everything else is an event of the
// walk saying what happens and that the board afterwards doesn't show it.
// None of them changes a permanent in play, so nothing the walk decides of
// this combat follows from them. Append only: these are wire words.
const (
	// DrawStep: "[player] draws N cards" (N a number or ThatMuch).
	DrawStep Keyword = "[player] draws N cards"
	// DiscardStep: "[player] discards N cards [at random]" (AllCards: his
	// or her hand).
	DiscardStep Keyword = "[player] discards N cards"
	// LookAtHand: "look at that player's hand [and choose a card from
	// it]".
	LookAtHand Keyword = "look at that player's hand"
	// SearchLibraryToHand: "search your library for a [quality] card,
	// [reveal it,] put it into your hand, then shuffle".
	SearchLibraryToHand Keyword = "search your library for a [quality] card, put it into your hand, then shuffle"
	// ExileFromGraveyard: "exile [up to N] target card[s] from that
	// player's graveyard" (N the most cards; targets in a graveyard, which
	// the judge doesn't keep).
	ExileFromGraveyard Keyword = "exile up to N target cards from that player's graveyard"
	// ReturnFromGraveyard: "return [up to one] target [quality] card from
	// your graveyard to your hand".
	ReturnFromGraveyard Keyword = "return target [quality] card from your graveyard to your hand"
	// ExileTopOfLibrary: "[player] exiles the top N cards of his or her
	// library".
	ExileTopOfLibrary Keyword = "[player] exiles the top N cards of his or her library"
	// SkipNext: "[player] skips his or her next untap step / combat phase
	// / draw step / turn": about a later turn.
	SkipNext Keyword = "[player] skips his or her next [step or phase]"
	// AddManaStep: "add that much {G}. Until end of turn, you don't lose
	// this mana as steps and phases end." (Sakiko's): the judge keeps no
	// mana pool, and the mana stays past every step of the combat.
	AddManaStep Keyword = "add that much {G} until end of turn"
	// SearchLibraryExile: "search that player's library for a card and
	// exile it, then the player shuffles".
	SearchLibraryExile Keyword = "search that player's library for a card and exile it"
	// LaterLifeLoss: "that player loses N life at the beginning of his or
	// her next draw step unless he or she pays {N} before that step": about
	// a later turn.
	LaterLifeLoss Keyword = "[player] loses N life at the beginning of his or her next draw step"
)

// ThatMuch is the N of a step that counts the damage dealt ("that much
// life", "that many cards"); AllCards that of "discards his or her hand".
const (
	ThatMuch = -1
	AllCards = -2
)

// The players a step names, in When.Whose.
const (
	PlayerYou             = "you"
	PlayerDamaged         = "that player"
	PlayerEach            = "each player"
	PlayerDealerControls  = "its controller"
	PlayerCreatureControl = "that creature's controller"
	PlayerAttacking       = "attacking player"
)

// stepSubject is the optional player a step opens with.
const stepSubject = `(?:(you|that player|the player|each player|its controller|that creature's controller|attacking player) )?`

var (
	stepMana        = regexp.MustCompile(`^add that much \{g\}(?: to your mana pool)?\. until end of turn, (?:you don't lose this mana as steps and phases end|this mana doesn't empty from your mana pool as phases end)$`)
	stepSearchExile = regexp.MustCompile(`^search that player's library for a card and exile it, then (?:the|that) player shuffles(?: (?:their|his or her) library)?$`)
	stepLaterLoss   = regexp.MustCompile(`^` + stepSubject + `loses (\w+) life at the beginning of (?:their|his or her) next draw step unless (?:they pay|he or she pays) \{\d+\} before that step$`)
	stepDraw        = regexp.MustCompile(`^` + stepSubject + `(?:may )?draws? (a card|\w+ cards|that many cards)$`)
	stepDiscard     = regexp.MustCompile(`^` + stepSubject + `discards? (a card|\w+ cards?|that card|(?:their|his or her) hand)(?: at random)?$`)
	stepLook        = regexp.MustCompile(`^look at that player's hand(?: and choose a card from it)?$`)
	stepSearch      = regexp.MustCompile(`^search your library for an? ([a-z]+(?: [a-z]+)?) card(?:, reveal it)?,? (?:and )?put (?:it|that card) into your hand, then shuffle(?: your library)?$`)
	stepExileGy     = regexp.MustCompile(`^exile (?:up to (\w+) )?target cards? from that player's graveyard$`)
	stepReturnGy    = regexp.MustCompile(`^return (?:up to one )?target ([a-z]+(?: [a-z]+)?) card from your graveyard to your hand$`)
	stepExileTop    = regexp.MustCompile(`^` + stepSubject + `exiles? the top (\w+) cards of (?:their|his or her) library$`)
	stepSkip        = regexp.MustCompile(`^` + stepSubject + `skips? (?:their|his or her) next (untap step|combat phase|draw step|turn)$`)
	wordsOfACard    = regexp.MustCompile(`^(a|\w+) cards?$`)
	handOfAPlayer   = regexp.MustCompile(`^(?:their|his or her) hand$`)
)

// hiddenZoneStep reads one step of this file; subject turns the player
// words it opens with into a player of effect_steps.go.
func hiddenZoneStep(clause string, subject func(string) string) (Ability, bool) {
	cardCount := func(w string) (int, bool) {
		switch {
		case w == "that many cards":
			return ThatMuch, true
		case w == "that card":
			return 1, true
		case handOfAPlayer.MatchString(w):
			return AllCards, true
		}
		m := wordsOfACard.FindStringSubmatch(w)
		if m == nil {
			return 0, false
		}
		if m[1] == "a" {
			return 1, true
		}
		n, err := number(m[1])
		return n, err == nil && n > 0
	}
	switch {
	case stepDraw.MatchString(clause):
		m := stepDraw.FindStringSubmatch(clause)
		n, ok := cardCount(m[2])
		return Ability{Keyword: DrawStep, Text: clause, N: n, When: Cond{Whose: subject(m[1])}}, ok
	case stepDiscard.MatchString(clause):
		m := stepDiscard.FindStringSubmatch(clause)
		n, ok := cardCount(m[2])
		return Ability{Keyword: DiscardStep, Text: clause, N: n, When: Cond{Whose: subject(m[1])}}, ok
	case stepLook.MatchString(clause):
		return Ability{Keyword: LookAtHand, Text: clause, When: Cond{Whose: PlayerDamaged}}, true
	case stepSearch.MatchString(clause):
		q, err := ParseQuality(stepSearch.FindStringSubmatch(clause)[1])
		return Ability{Keyword: SearchLibraryToHand, Text: clause, Quality: q, When: Cond{Whose: PlayerYou}}, err == nil
	case stepExileGy.MatchString(clause):
		n := 1
		if w := stepExileGy.FindStringSubmatch(clause)[1]; w != "" {
			var err error
			if n, err = number(w); err != nil {
				return Ability{}, false
			}
		}
		return Ability{Keyword: ExileFromGraveyard, Text: clause, N: n, When: Cond{Whose: PlayerDamaged}}, true
	case stepReturnGy.MatchString(clause):
		q, err := ParseQuality(stepReturnGy.FindStringSubmatch(clause)[1])
		return Ability{Keyword: ReturnFromGraveyard, Text: clause, Quality: q, When: Cond{Whose: PlayerYou}}, err == nil
	case stepExileTop.MatchString(clause):
		m := stepExileTop.FindStringSubmatch(clause)
		n, err := number(m[2])
		return Ability{Keyword: ExileTopOfLibrary, Text: clause, N: n, When: Cond{Whose: subject(m[1])}}, err == nil
	case stepSearchExile.MatchString(clause):
		return Ability{Keyword: SearchLibraryExile, Text: clause, When: Cond{Whose: PlayerDamaged}}, true
	case stepLaterLoss.MatchString(clause):
		m := stepLaterLoss.FindStringSubmatch(clause)
		n, err := number(m[2])
		return Ability{Keyword: LaterLifeLoss, Text: clause, N: n, When: Cond{Whose: subject(m[1])}}, err == nil
	case stepSkip.MatchString(clause):
		m := stepSkip.FindStringSubmatch(clause)
		return Ability{Keyword: SkipNext, Text: clause, When: Cond{Whose: subject(m[1])}}, true
	}
	return Ability{}, false
}
