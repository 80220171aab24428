// Package problems holds the pages that document each kind of problem the
// judge answers (RFC 9457 application/problem+json): a problem's "type" is
// /problems/KIND, and the server answers GET /problems/KIND with KIND.md,
// embedded here, so the type of every problem is a page a reader can open.
//
// Each page says when the problem is sent, its status, what its errors
// list, and what a client can do. httpapi's tests check that every kind of
// problem the server can send has a page here, and that every page is one.
package problems

import "embed"

// FS holds the pages, one KIND.md a kind of problem.
//
//go:embed *.md
var FS embed.FS
