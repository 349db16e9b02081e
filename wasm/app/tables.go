//go:build js && wasm

package main

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall/js"

	"xiangqi/engine/egtb"
)

// tableFS serves the endgame tables to egtb.LoadFS from the site's egtb/
// folder beside the worker, so xiangqi.wasm does not carry 860 KB of tables
// that most games never reach: a table is fetched the first time the search
// probes its ending. A worker may make synchronous requests, and the search
// runs on the worker's own thread, so a blocking fetch is the simple way in.
// Where the files are not there (the single-file build) the fetch fails and
// the engine searches without that table.
type tableFS struct{}

func (tableFS) Open(name string) (fs.File, error) {
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

// ReadDir lists the shipped tables without asking the server.
func (tableFS) ReadDir(name string) ([]fs.DirEntry, error) {
	var entries []fs.DirEntry
	for _, file := range egtb.ShippedFiles() {
		entries = append(entries, tableEntry(file))
	}
	return entries, nil
}

// ReadFile fetches one table file with a synchronous request.
func (tableFS) ReadFile(name string) (_ []byte, err error) {
	defer func() {
		if r := recover(); r != nil { // a JavaScript exception, e.g. a network error
			err = fmt.Errorf("fetching %s: %v", name, r)
		}
	}()
	url := js.Global().Get("URL").New("egtb/"+name, tableBase()).Call("toString").String()
	xhr := js.Global().Get("XMLHttpRequest").New()
	xhr.Call("open", "GET", url, false)
	xhr.Set("responseType", "arraybuffer")
	xhr.Call("send")
	if status := xhr.Get("status").Int(); status != 200 {
		return nil, fmt.Errorf("fetching %s: HTTP %d", url, status)
	}
	body := js.Global().Get("Uint8Array").New(xhr.Get("response"))
	data := make([]byte, body.Length())
	js.CopyBytesToGo(data, body)
	return data, nil
}

// tableBase is the URL the tables' paths are relative to: the site's, which
// the page hands a worker started from a blob: URL (xiangqiEngine.base, see
// static/worker.js), or else the worker's own.
func tableBase() js.Value {
	if base := js.Global().Get("xiangqiEngine").Get("base"); base.Type() == js.TypeString {
		return base
	}
	return js.Global().Get("location").Get("href")
}

// tableEntry is a directory entry naming one table file.
type tableEntry string

func (e tableEntry) Name() string               { return string(e) }
func (e tableEntry) IsDir() bool                { return false }
func (e tableEntry) Type() fs.FileMode          { return 0 }
func (e tableEntry) Info() (fs.FileInfo, error) { return nil, errors.ErrUnsupported }

// loadTables announces the tables; none is fetched until needed.
func loadTables() {
	if err := egtb.LoadFS(tableFS{}, "."); err != nil {
		println("engine: endgame tables unavailable:", err.Error())
	}
}
