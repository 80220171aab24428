package httpapi

import (
	"fmt"
	"reflect"
)

// CoreRequest is a request body read as the handlers read it, without
// HTTP: the same decoding (decode's steps 3-9), the same reading of the
// cards it names (cardreading.go) and the same wire-to-core mapping. It lets
// the scenarios run against the core directly (httpapi's
// scenarios_test.go), a second door beside the handler.
type CoreRequest struct {
	// Declaration is the core's declaration: a rules.AttackDeclaration,
	// rules.BlockDeclaration, rules.DamageDeclaration (both damage
	// endpoints) or rules.CombatDeclaration.
	Declaration any
	cards       *cardReading
}

// ReadRequest reads body as a request of endpoint ("/v1/blocks/check")
// under cfg (its defaults filled in as the server fills them). A body the
// handler would refuse is an error; Problem writes it as the handler's
// problem.
func ReadRequest(cfg Config, endpoint string, body []byte) (CoreRequest, error) {
	cfg = cfg.withDefaults()
	switch endpoint {
	case "/v1/attacks/check":
		return readRequest(cfg, body, (*AttackCheckRequest).declaration)
	case "/v1/blocks/check":
		return readRequest(cfg, body, (*BlockCheckRequest).declaration)
	case "/v1/damage/check", "/v1/damage/resolve":
		return readRequest(cfg, body, (*DamageCheckRequest).declaration)
	case "/v1/combat/resolve":
		return readRequest(cfg, body, (*CombatRequest).declaration)
	}
	return CoreRequest{}, fmt.Errorf("no request is read for endpoint %q", endpoint)
}

// readRequest is handleJudge's reading of a body, without the admission
// and the buffers a server keeps.
func readRequest[Req any, Decl any, P interface {
	*Req
	boardRequest
}](cfg Config, body []byte, declaration func(P) Decl) (CoreRequest, error) {
	req := P(new(Req))
	if fast, ok := any(req).(fastRequest); !ok || !decodeFast(body, cfg, fast) {
		reflect.ValueOf(req).Elem().SetZero() // as decode: what the fast reader left
		if err := decodeChecked(body, cfg, req); err != nil {
			return CoreRequest{}, err
		}
	}
	cards, err := readCards(cfg.Cards, req.board(), cfg.MaxAbilities)
	if err != nil {
		return CoreRequest{}, err
	}
	if rr, ok := any(req).(resolvedRequest); ok { // resolved.go
		rr.takeResolvedLines(cards)
	}
	if tr, ok := any(req).(trickRequest); ok {
		if err := tr.lookUpTricks(cfg.Cards); err != nil {
			return CoreRequest{}, err
		}
	}
	return CoreRequest{Declaration: declaration(req), cards: cards}, nil
}

// Problem is the problem the handler answers for err, an error of
// ReadRequest or of the core judging r's declaration (rules.InputError
// paths written as JSON Pointers into the request, cards named mapped
// back to the request's own fields).
func (r CoreRequest) Problem(err error) Problem {
	return problemFor(r.cards.remap(err), "")
}
