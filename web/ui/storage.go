//go:build js && wasm

package ui

import (
	"syscall/js"

	"xiangqi/web/storage"
)

// pageStore is the page's local storage, with memory in its place where the
// browser refuses it: a third-party frame with storage blocked, a sandboxed
// frame, a private mode, a full disk. Nothing the page does depends on a
// write succeeding: the game and the puzzle progress live in Go, and what
// could not be written is kept in memory, so a later read in this page still
// sees it. Every access goes through getSafe and callSafe (safe.go): a
// throwing storage must never end the program.
type pageStore struct {
	ls      js.Value // window.localStorage, or undefined when refused
	blocked bool     // no local storage at all: nothing will be kept
	memory  map[string]string
}

// store is the page's storage, opened by Run.
var store *pageStore

// openStore finds out whether local storage can be used.
func openStore() *pageStore {
	s := &pageStore{ls: js.Undefined(), memory: map[string]string{}}
	ls, ok := getSafe(js.Global(), "localStorage")
	if !ok || ls.Type() != js.TypeObject {
		s.blocked = true
		return s
	}
	// Some browsers hand out a storage object whose every use throws.
	if _, ok := callSafe(ls, "getItem", storage.Key); !ok {
		s.blocked = true
		return s
	}
	s.ls = ls
	return s
}

// Blocked reports whether the browser gives the page no storage at all.
func (s *pageStore) Blocked() bool { return s.blocked }

// read returns one item; ok is false when there is none.
func (s *pageStore) read(key string) (data string, ok bool) {
	if v, ok := s.memory[key]; ok {
		return v, true
	}
	if s.blocked {
		return "", false
	}
	v, ok := callSafe(s.ls, "getItem", key)
	if !ok || v.Type() != js.TypeString {
		return "", false
	}
	return v.String(), true
}

// write stores one item. Where the browser gives no storage, the item is
// kept in memory and that is no error (the page said once that nothing will
// be kept); a write that fails in a working storage (it is full, say) keeps
// the item in memory too and returns errStorage, so the page can say so.
func (s *pageStore) write(key, data string) error {
	if s.blocked {
		s.memory[key] = data
		return nil
	}
	if _, ok := callSafe(s.ls, "setItem", key, data); !ok {
		s.memory[key] = data
		return errStorage
	}
	delete(s.memory, key)
	return nil
}

type storageError struct{}

func (storageError) Error() string { return "local storage is not available" }

var errStorage error = storageError{}
