package httpapi

import "encoding/json"

// DeriveCard is what a request's card (a card object, or a name looked up
// in cf) gives a permanent, as GET /v1/cards/{name} shows it.
func DeriveCard(cf *CardFile, card json.RawMessage, face string) (CardView, error) {
	return deriveCard(cf, card, face)
}

// ReasonUnattached is why an unattached Aura's lines about the enchanted
// permanent are ignored.
const ReasonUnattached = reasonUnattached

// ReasonNoGraveyard is why a threshold line is ignored without the graveyard.
const ReasonNoGraveyard = reasonNoGraveyard
