package httpapi

import (
	"io/fs"
	"net/http"

	"github.com/go-chi/chi/v5"

	"rulesjudge/docs/problems"
)

// problemTypePrefix begins every problem's type: the path under which this
// server answers the page of each kind of problem. A relative reference
// with its full path, as RFC 9457 (3.1.1) allows, since the server does not
// know the name clients reach it by.
const problemTypePrefix = "/problems/"

// problemPages are the pages of docs/problems, by kind: one for each kind
// in codes, read once. A kind without its page is a broken build, caught by
// the tests (problemtypes_test.go).
var problemPages = func() map[string][]byte {
	pages := map[string][]byte{}
	for _, c := range codes {
		if page, err := fs.ReadFile(problems.FS, c.kind+".md"); err == nil {
			pages[c.kind] = page
		}
	}
	return pages
}()

// handleProblemType answers the page that documents a kind of problem.
//
//	@Summary		A kind of problem
//	@Description	The page (Markdown) that documents a kind of problem: every problem's type is /problems/{kind}. It says when the problem is sent, its status, what its errors list and what a client can do.
//	@ID			getProblemType
//	@Tags			operations
//	@Produce		text/markdown,application/problem+json
//	@Param			kind	path		string	true	"the kind of problem, the last part of a problem's type"	example(unprocessable-board)
//	@Success		200		{string}	string	"the page, in Markdown"
//	@Failure		404		{object}	Problem	"no such kind of problem"
//	@Router			/problems/{kind} [get]
func handleProblemType() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		kind := chi.URLParam(r, "kind")
		page, ok := problemPages[kind]
		if !ok {
			encodeProblem(w, r, fail(codeNotFound, "no kind of problem %q; docs/problems/README.md lists them", kind))
			return
		}
		w.Header().Set("Content-Type", "text/markdown; charset=utf-8")
		w.Write(page)
	})
}
