// Command testreport reads the JSON stream of `go test -json` and prints what
// a plain `go test` would (a line per package, the output of failing tests,
// build errors), while it records every test's outcome, so that build.sh can
// list at the end of a run each test that skipped, with its reason.
//
//	go test -json ./... | testreport -record FILE -label host
//
// FILE gets one tab-separated line per test that ran (subtests included):
//
//	pass|fail|skip  LABEL  PACKAGE  TEST  REASON
//
// where REASON is the skip message (empty for pass and fail). testreport
// exits 1 when a test or a build failed, so a pipeline fails even without
// pipefail.
//
// gotestsum (gotest.tools/gotestsum) prints a similar summary, but only of its
// own run; build.sh needs one list across the host, js/wasm and browser runs,
// in one format, so this small reader is written here rather than imported.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	record := flag.String("record", "", "append one line per test outcome to this file")
	label := flag.String("label", "go", "the run's name in the record (host, wasm, ...)")
	flag.Parse()
	var rec io.Writer = io.Discard
	if *record != "" {
		f, err := os.OpenFile(*record, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			fmt.Fprintln(os.Stderr, "testreport:", err)
			os.Exit(2)
		}
		defer f.Close()
		rec = f
	}
	out := bufio.NewWriter(os.Stdout)
	r := newReport(out, rec, *label)
	err := r.read(os.Stdin)
	out.Flush()
	if err != nil {
		fmt.Fprintln(os.Stderr, "testreport:", err)
		os.Exit(2)
	}
	if r.failed {
		os.Exit(1)
	}
}
