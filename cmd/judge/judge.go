package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"rulesjudge/cards"
	"rulesjudge/httpapi"
)

// serverTimeout bounds one request to a --server.
const serverTimeout = 30 * time.Second

// answer is an HTTP answer of the API.
type answer struct {
	status int
	body   []byte
}

// judge posts a request body to an API path and returns the answer. An
// error means no answer came (the server could not be reached).
type judge interface {
	post(ctx context.Context, path string, body []byte) (answer, error)
}

var (
	_ judge = inProcess{}
	_ judge = remote{}
)

// newJudge returns the in-process judge, with the --cards file if one is
// given, or the --server one.
func newJudge(o options) (judge, error) {
	if o.server != "" {
		return remote{
			base:      strings.TrimRight(o.server, "/"),
			client:    &http.Client{Timeout: serverTimeout},
			requestID: o.requestID,
		}, nil
	}
	var cfg httpapi.Config
	if o.cards != "" {
		db, err := cards.LoadFile(o.cards)
		if err != nil {
			return nil, fmt.Errorf("--cards %s: %w", o.cards, err)
		}
		cfg.Cards = httpapi.NewCardFile(db)
	}
	return inProcess{handler: httpapi.NewServer(cfg, zerolog.Nop()), requestID: o.requestID}, nil
}

// inProcess serves each request through the server's own handler.
type inProcess struct {
	handler   http.Handler
	requestID string
}

func (j inProcess) post(ctx context.Context, path string, body []byte) (answer, error) {
	req := httptest.NewRequestWithContext(ctx, http.MethodPost, path, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if j.requestID != "" {
		req.Header.Set(httpapi.RequestIDHeader, j.requestID)
	}
	rec := httptest.NewRecorder()
	j.handler.ServeHTTP(rec, req)
	return answer{status: rec.Code, body: rec.Body.Bytes()}, nil
}

// remote posts to a running server.
type remote struct {
	base      string // the server's URL without a trailing slash
	client    *http.Client
	requestID string
}

func (j remote) post(ctx context.Context, path string, body []byte) (answer, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, j.base+path, bytes.NewReader(body))
	if err != nil {
		return answer{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	if j.requestID != "" {
		req.Header.Set(httpapi.RequestIDHeader, j.requestID)
	}
	resp, err := j.client.Do(req)
	if err != nil {
		return answer{}, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return answer{}, fmt.Errorf("reading the answer of %s: %w", req.URL, err)
	}
	return answer{status: resp.StatusCode, body: data}, nil
}
