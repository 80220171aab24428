package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"rulesjudge/cards"
	"rulesjudge/cards/era"
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
	// hasCardFile says whether card names can be looked up.
	hasCardFile(ctx context.Context) (bool, error)
	// lacksCards lists the names, of those given, that the card file
	// does not find.
	lacksCards(ctx context.Context, names []string) ([]string, error)
}

var (
	_ judge = (*inProcess)(nil)
	_ judge = remote{}
)

// newJudge returns the --server judge, or the in-process one. The
// in-process judge looks card names up in the era's cards built in
// (package cards/era), under the --cards file or else the card cache's
// file when it holds one (the file's card wins for a name in both);
// --cards builtin: the built-in cards alone; --cards none: no card file.
// The cards are loaded the first time a request names a card, so a
// request that names none does not wait for them.
func newJudge(o options, stderr io.Writer) (judge, error) {
	if o.server != "" {
		return remote{
			base:      strings.TrimRight(o.server, "/"),
			client:    &http.Client{Timeout: serverTimeout},
			requestID: o.requestID,
		}, nil
	}
	j := &inProcess{requestID: o.requestID, builtin: o.cards != "none"}
	switch o.cards {
	case "none", "builtin":
	case "":
		dir, err := cards.DefaultCacheDir()
		if err != nil {
			break // no cache directory: the built-in cards alone
		}
		c, err := cards.ReadCache(dir)
		switch {
		case cards.IsNotCached(err):
		case err != nil:
			fmt.Fprintf(stderr, "judge: the card cache: %v; going on with the built-in cards alone\n", err)
		default:
			j.cardFile = c.File
		}
	default:
		if _, err := os.Stat(o.cards); err != nil {
			return nil, fmt.Errorf("--cards: %w", err)
		}
		j.cardFile = o.cards
	}
	var cfg httpapi.Config
	if j.builtin {
		j.cards = httpapi.NewCardFile(nil) // loaded by post, when a request names a card
		cfg.Cards = j.cards
	}
	j.handler = httpapi.NewServer(cfg, zerolog.Nop())
	return j, nil
}

// inProcess serves each request through the server's own handler.
type inProcess struct {
	handler   http.Handler
	requestID string
	// builtin says card names are looked up in the built-in cards, and
	// cardFile in that file over them ("": the built-in cards alone); both
	// are loaded into cards when a request first names a card. Without
	// builtin (--cards none), cards is nil: no card file.
	builtin  bool
	cardFile string
	cards    *httpapi.CardFile
	db       *cards.DB // what cards holds, once loaded
	loadOnce sync.Once
	loadErr  error
}

func (j *inProcess) post(ctx context.Context, path string, body []byte) (answer, error) {
	if j.cards != nil && namesCards(body) {
		j.loadOnce.Do(func() { j.loadErr = j.loadCards() })
		if j.loadErr != nil {
			return answer{}, j.loadErr
		}
	}
	req := httptest.NewRequestWithContext(ctx, http.MethodPost, path, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if j.requestID != "" {
		req.Header.Set(httpapi.RequestIDHeader, j.requestID)
	}
	rec := httptest.NewRecorder()
	j.handler.ServeHTTP(rec, req)
	return answer{status: rec.Code, body: rec.Body.Bytes()}, nil
}

// loadCards fills cards with the built-in cards, under the card file if
// there is one.
func (j *inProcess) loadCards() error {
	builtin, err := era.Load()
	if err != nil {
		return fmt.Errorf("%w: %v", errCardFile, err)
	}
	j.db = builtin
	if j.cardFile != "" {
		db, err := cards.LoadFile(j.cardFile)
		if err != nil {
			return fmt.Errorf("%w %s: %v", errCardFile, j.cardFile, err)
		}
		j.db = db.Over(builtin)
	}
	j.cards.Set(j.db)
	return nil
}

func (j *inProcess) hasCardFile(context.Context) (bool, error) { return j.builtin, nil }

func (j *inProcess) lacksCards(_ context.Context, names []string) ([]string, error) {
	if j.cards == nil || len(names) == 0 {
		return names, nil
	}
	j.loadOnce.Do(func() { j.loadErr = j.loadCards() })
	if j.loadErr != nil {
		return nil, j.loadErr
	}
	var lacking []string
	for _, name := range names {
		if _, _, ok := j.db.Lookup(name); !ok {
			lacking = append(lacking, name)
		}
	}
	return lacking, nil
}

// errCardFile marks a card file that could not be loaded.
var errCardFile = errors.New("the card file")

// namesCards says whether a request body names a card, which needs a card
// file: a permanent's card, or an instant a trick casts. A body that is not
// a request says no: the API says what is wrong with it.
func namesCards(body []byte) bool { return len(cardNames(body)) > 0 }

// cardNames lists the card names a request body gives permanents' cards
// by, then the instants its tricks cast, each once.
func cardNames(body []byte) []string {
	var req struct {
		Board struct {
			Permanents []struct {
				Card json.RawMessage `json:"card"`
			} `json:"permanents"`
		} `json:"board"`
		Tricks []struct {
			Card       json.RawMessage `json:"card"`
			Enters     json.RawMessage `json:"enters"`
			TurnFaceUp json.RawMessage `json:"turn_face_up"`
		} `json:"tricks"`
	}
	if json.Unmarshal(body, &req) != nil {
		return nil
	}
	var names []string
	add := func(c json.RawMessage) {
		var name string
		if c = bytes.TrimSpace(c); len(c) > 0 && c[0] == '"' && json.Unmarshal(c, &name) == nil && name != "" && !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	for _, p := range req.Board.Permanents {
		add(p.Card)
	}
	for _, t := range req.Tricks {
		add(t.Card)
		add(t.Enters)
		add(t.TurnFaceUp)
	}
	return names
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

// lacksCards asks the server for each name (GET /v1/cards/{name}): a 404
// is a name its card file lacks (or it has none).
func (j remote) lacksCards(ctx context.Context, names []string) ([]string, error) {
	var lacking []string
	for _, name := range names {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, j.base+"/v1/cards/"+url.PathEscape(name), nil)
		if err != nil {
			return nil, err
		}
		resp, err := j.client.Do(req)
		if err != nil {
			return nil, err
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusNotFound {
			lacking = append(lacking, name)
		}
	}
	return lacking, nil
}

// hasCardFile asks the server (GET /v1/cards) whether it has a card file.
func (j remote) hasCardFile(ctx context.Context) (bool, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, j.base+"/v1/cards?limit=1", nil)
	if err != nil {
		return false, err
	}
	resp, err := j.client.Do(req)
	if err != nil {
		return false, err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusServiceUnavailable {
		return true, nil // loading: the scenarios will be told to retry
	}
	var list struct {
		Loaded bool `json:"loaded"`
	}
	if resp.StatusCode != http.StatusOK || json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&list) != nil {
		return false, fmt.Errorf("GET %s: got %s, want the server's card list", req.URL, resp.Status)
	}
	return list.Loaded, nil
}
