package ability

import "fmt"

// The words of creature tokens (tokens.go reads them): apart, so that the
// readings that hold a token need nothing else of tokens.go.

// The mode and subject of tokens.go. Append only: these are wire words.
const (
	// CreateToken: its controller puts Token.Count creature tokens into
	// play (Reading.Token, Ability.Token say what they are).
	CreateToken Keyword = "create N [token]"
)

// MaxTokens is the most tokens one effect is read to create.
const MaxTokens = 10

// Token is a creature token as the effect creating it defines it.
type Token struct {
	Count            int
	Power, Toughness int
	// Name is the name the effect gives ("named Wasp"); without one, the
	// token's name is its creature types (418.6c).
	Name       string
	Colors     []string // "White", ...; none: colorless
	Types      []string // "Artifact", "Creature"
	Supertypes []string // "Legendary"
	Subtypes   []string // "Insect", "Cat", "Warrior"
	// Abilities are its keywords as lines of a permanent ("Flying",
	// "Protection from black").
	Abilities []string
}

// readTokenEffect reads a trigger's effect that creates tokens (set at
// init: tokens.go's tokenEffect); ok is false when the effect creates no
// token the judge reads.
var readTokenEffect func(effect string) (a Ability, ok bool, err error)

// createsToken reports whether a trigger of abs creates a token.
func createsToken(abs []Ability) bool {
	for _, a := range abs {
		for _, e := range a.Abilities {
			if e.Keyword == CreateToken {
				return true
			}
		}
	}
	return false
}

// String writes the token's characteristics, not its address: readings
// that hold the same token print the same.
func (t *Token) String() string {
	if t == nil {
		return "<nil>"
	}
	return fmt.Sprintf("%+v", *t)
}
