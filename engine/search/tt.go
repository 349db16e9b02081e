package search

import (
	"unsafe"

	"xiangqi/engine/position"
)

// The transposition table: buckets of five 12-byte entries, one 64-byte
// cache line each, indexed by the low bits of the Zobrist key and checked
// with its high 32 bits. The search is single-threaded, so plain writes are
// safe.

// Bound kinds of a stored score.
const (
	boundNone  = 0
	boundUpper = 1 // the score is at most this (all moves failed low)
	boundLower = 2 // the score is at least this (a move failed high)
	boundExact = boundUpper | boundLower
)

type ttEntry struct {
	check    uint32 // high half of the key
	move     position.Move
	score    int16
	eval     int16
	depth    int8
	genBound uint8 // generation << 3 | pv << 2 | bound; zero marks an empty slot
}

// ttPvBit marks an entry written at a node that was on a principal
// variation, or had been when the entry before it was written (useTTPv).
const ttPvBit = 4

// genShift places the generation above the bound and the pv bit, so 31
// generations are told apart.
const (
	genShift = 3
	genLimit = 1 << (8 - genShift)
)

// bound and pv read the entry's kind of score and pv bit.
func (e *ttEntry) bound() int { return int(e.genBound & 3) }
func (e *ttEntry) pv() bool   { return e.genBound&ttPvBit != 0 }

const bucketSize = 5

type ttBucket struct {
	entries [bucketSize]ttEntry
	_       [4]byte // pad to 64 bytes
}

type table struct {
	buckets []ttBucket
	mask    uint64
	gen     uint8 // current search generation, 1..genLimit-1
}

// resize allocates the table: the largest power of two of buckets that fits
// in mb megabytes (at least one bucket).
func (t *table) resize(mb int) {
	n := uint64(1)
	for n*2*64 <= uint64(max(mb, 1))<<20 {
		n *= 2
	}
	t.buckets = make([]ttBucket, n)
	adviseHugePages(unsafe.Pointer(&t.buckets[0]), uintptr(n)*unsafe.Sizeof(ttBucket{}))
	t.mask = n - 1
	t.gen = 1
}

// clear empties the table.
func (t *table) clear() {
	clear(t.buckets)
	t.gen = 1
}

// newSearch starts a generation, so entries from earlier searches are
// replaced first.
func (t *table) newSearch() {
	t.gen++
	if t.gen >= genLimit {
		t.gen = 1
	}
}

// probe looks a key up; it returns a copy of the entry and whether it exists.
func (t *table) probe(key uint64) (ttEntry, bool) {
	b := &t.buckets[key&t.mask]
	check := uint32(key >> 32)
	for i := range b.entries {
		e := &b.entries[i]
		if e.check == check && e.genBound != 0 {
			return *e, true
		}
	}
	return ttEntry{}, false
}

// prefetch starts loading the bucket of a key that is about to be probed,
// so that the memory's latency passes while other work is done.
func (t *table) prefetch(key uint64) {
	prefetch(unsafe.Pointer(&t.buckets[key&t.mask]))
}

// age says how many generations old an entry is.
func (t *table) age(e *ttEntry) int { return int(t.gen-e.genBound>>genShift) & (genLimit - 1) }

// store writes a result. It replaces the entry of the same key unless that
// one is much deeper and current, else the emptiest, oldest or shallowest
// slot of the bucket. pv marks a node on, or once on, a principal variation.
func (t *table) store(key uint64, move position.Move, score, eval, depth, bound int, pv bool) {
	b := &t.buckets[key&t.mask]
	check := uint32(key >> 32)
	victim := &b.entries[0]
	for i := range b.entries {
		e := &b.entries[i]
		if e.genBound == 0 || e.check == check {
			victim = e
			break
		}
		if int(e.depth)-8*t.age(e) < int(victim.depth)-8*t.age(victim) {
			victim = e
		}
	}
	if victim.check == check && victim.genBound != 0 {
		if move == position.NoMove {
			move = victim.move // keep the known best move
		}
		if bound != boundExact && depth+3 < int(victim.depth) && t.age(victim) == 0 {
			victim.move = move
			return
		}
	}
	*victim = ttEntry{
		check:    check,
		move:     move,
		score:    int16(score),
		eval:     int16(eval),
		depth:    int8(min(depth, 127)),
		genBound: t.gen<<genShift | uint8(bound) | uint8(b2i(pv)*ttPvBit),
	}
}

// hashFull estimates the permille of slots used by the current search.
func (t *table) hashFull() int {
	n := min(len(t.buckets), 200)
	used := 0
	for i := range n {
		for j := range t.buckets[i].entries {
			e := &t.buckets[i].entries[j]
			if e.genBound != 0 && t.age(e) == 0 {
				used++
			}
		}
	}
	return used * 1000 / (n * bucketSize)
}
