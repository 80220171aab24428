package httpapi

import (
	"net/http"
	"sync"

	"rulesjudge/rules"
)

// heldList is list, for the board's permanents, the largest items of a
// body: they are read into a buffer kept from one request to the next, and
// stay in it while the request is answered (Board.release gives it back).
// held is that buffer, nil when the list is empty or null.
func heldList[T any](s *scanner, limit int, item func(*T), pool *sync.Pool) (items []T, held *[]T) {
	if s.null() || !s.open('[') {
		return nil, nil
	}
	if s.next() == ']' {
		s.pos++
		s.depth--
		return []T{}, nil
	}
	buf := pool.Get().(*[]T)
	var zero T
	for !s.bad {
		n := len(*buf)
		if n == limit {
			s.fail()
			break
		}
		if n < cap(*buf) {
			*buf = (*buf)[:n+1] // zero already: putHeld clears what a request used, and a grown buffer's room is zero
		} else {
			*buf = append(*buf, zero)
		}
		item(&(*buf)[n])
		if !s.more(']') {
			break
		}
	}
	if s.bad { // the body goes to the full checks: no one holds the buffer
		putHeld(buf, pool)
		return nil, nil
	}
	return (*buf)[:len(*buf):len(*buf)], buf // an append to the list copies it
}

// exactList is list, read into a buffer kept from one request to the
// next and copied at its number: attackers, blockers and players are a few
// each, and list's room grows by doubling (room for eight attackers made
// for five, after room for four).
func exactList[T any](s *scanner, limit int, item func(*T), pool *sync.Pool) []T {
	read, held := heldList(s, limit, item, pool)
	if held == nil {
		return read
	}
	out := append(make([]T, 0, len(read)), read...)
	putHeld(held, pool)
	return out
}

// Buffers of exactList.
var (
	playerBuffers   = sync.Pool{New: func() any { return new([]Player) }}
	attackerBuffers = sync.Pool{New: func() any { return new([]Attacker) }}
	blockerBuffers  = sync.Pool{New: func() any { return new([]Blocker) }}
)

// putHeld gives a buffer of heldList back for another request, emptied
// (no request's strings kept alive by the pool), unless it grew large.
func putHeld[T any](buf *[]T, pool *sync.Pool) {
	clear(*buf)
	if cap(*buf) <= maxKeptItems {
		*buf = (*buf)[:0]
		pool.Put(buf)
	}
}

// maxKeptItems is the most items a buffer of heldList keeps between
// requests: a rare large board does not keep its memory in the pool.
const maxKeptItems = 256

// permanentBuffers are heldList's buffers for the permanents, and
// cardBuffers newCard's for their cards given by name.
var (
	permanentBuffers = sync.Pool{New: func() any { return new([]Permanent) }}
	cardBuffers      = sync.Pool{New: func() any { return new([]ScryfallCard) }}
)

// newCard is a card given by name, kept in a buffer that the board holds
// as it holds its permanents (Board.release): a ScryfallCard is some two
// hundred bytes, for a name. When the buffer grows, the cards read before
// stay where they are, in the buffer it outgrew.
func (s *scanner) newCard(name string) *ScryfallCard {
	if s.cards == nil {
		s.cards = cardBuffers.Get().(*[]ScryfallCard)
	}
	*s.cards = append(*s.cards, ScryfallCard{byName: name})
	return &(*s.cards)[len(*s.cards)-1]
}

// release gives back the buffers b's permanents and their cards given by
// name were read into (heldList, newCard), once the request is answered:
// b's permanents may not be used after. The core's copy of them (toRules)
// is its own: what the core was given is never taken back.
func (b *Board) release() {
	if b == nil {
		return
	}
	if b.held != nil {
		putHeld(b.held, &permanentBuffers)
		b.held, b.Permanents = nil, nil
	}
	if b.heldCards != nil {
		putHeld(b.heldCards, &cardBuffers)
		b.heldCards = nil
	}
}

// newInt is a new int holding n, for a pointer field: the body's numbers
// are taken from slabs of intSlab, not allocated one by one (a board's
// power and toughness are two for each creature).
func (s *scanner) newInt(n int) *int {
	if len(s.ints) == 0 {
		s.ints = make([]int, intSlab)
	}
	p := &s.ints[0]
	*p, s.ints = n, s.ints[1:]
	return p
}

// intSlab is how many ints newInt allocates at once.
const intSlab = 32

// heldAnswers are withCompression's bufferWriters, kept from one answer to
// the next with their buffers.
var heldAnswers = sync.Pool{New: func() any { return new(bufferWriter) }}

// heldAnswer is an empty bufferWriter for an answer with header h.
func heldAnswer(h http.Header) *bufferWriter {
	b := heldAnswers.Get().(*bufferWriter)
	b.header, b.status, b.wroteHeader = h, http.StatusOK, false
	b.body.Reset()
	return b
}

// release gives b back for another answer once its bytes are written (a
// ResponseWriter keeps no slice it was given), unless it grew large.
func (b *bufferWriter) release() {
	b.header = nil
	if b.body.Cap() <= 64<<10 {
		heldAnswers.Put(b)
	}
}

// strings is room for n strings, empty, its capacity cut at n: the lists a
// card fills in are taken from slabs of cardSlab strings shared by the
// request's permanents, not allocated one by one (cardReading.fill).
func (cr *cardReading) strings(n int) []string {
	if n > len(cr.strs) {
		if n > cardSlab {
			return make([]string, 0, n)
		}
		cr.strs = make([]string, cardSlab)
	}
	out := cr.strs[:0:n]
	cr.strs = cr.strs[n:]
	return out
}

// powerToughness is room for a power and a toughness, from a slab of ints
// as newInt's.
func (cr *cardReading) powerToughness() *[2]int {
	if len(cr.ints) < 2 {
		cr.ints = make([]int, intSlab)
	}
	pt := (*[2]int)(cr.ints[:2])
	cr.ints = cr.ints[2:]
	return pt
}

// cardSlab is how many strings cardReading.strings allocates at once.
const cardSlab = 64

// ids is room for the lists of ids of an answer, in one allocation: next
// gives each list in turn what idsFromRules would (never nil, empty when
// there is none), a part of it with its capacity cut at its length.
type ids struct{ buf []string }

// idSlab makes the room for n lists, list(i) the i-th.
func idSlab(n int, list func(i int) []rules.ObjectID) ids {
	total := 0
	for i := range n {
		total += len(list(i))
	}
	return ids{buf: make([]string, total)} // never nil, even empty: neither is a part of it
}

func (s *ids) next(in []rules.ObjectID) []string {
	out := s.buf[:len(in):len(in)]
	s.buf = s.buf[len(in):]
	for i, id := range in {
		out[i] = string(id)
	}
	return out
}

// rulesIDs is room for the core's copies of the lists of ids of a
// request's attackers or blockers, in one allocation: next gives each in
// turn what idsToRules would (nil for nil), a part of it with its capacity
// cut at its length.
type rulesIDs struct{ buf []rules.ObjectID }

// idsSlab makes the room for the lists of ids list gives of each of in.
func idsSlab[T any](in []T, list func(T) []string) rulesIDs {
	total := 0
	for _, x := range in {
		total += len(list(x))
	}
	if total == 0 {
		return rulesIDs{}
	}
	return rulesIDs{buf: make([]rules.ObjectID, total)}
}

func (s *rulesIDs) next(in []string) []rules.ObjectID {
	if in == nil {
		return nil
	}
	if len(in) == 0 {
		return []rules.ObjectID{} // as idsToRules: empty, not nil (no allocation)
	}
	out := s.buf[:len(in):len(in)]
	s.buf = s.buf[len(in):]
	for i, id := range in {
		out[i] = rules.ObjectID(id)
	}
	return out
}
