package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"
)

// event is one line of `go test -json` (see `go doc test2json`); the build
// events of Go 1.24 and later name the package in ImportPath.
type event struct {
	Action     string
	Package    string
	Test       string
	Output     string
	ImportPath string
}

// report turns the events into plain output and outcome records.
type report struct {
	out    io.Writer
	rec    io.Writer
	label  string
	failed bool
	// output collects each running test's lines until it ends.
	output map[string][]string
}

func newReport(out, rec io.Writer, label string) *report {
	return &report{out: out, rec: rec, label: label, output: map[string][]string{}}
}

// read handles the stream line by line. A line that is not JSON (a message
// of the go command that reached stdout) is printed as it is.
func (r *report) read(in io.Reader) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if len(line) == 0 || line[0] != '{' || json.Unmarshal(line, &e) != nil {
			fmt.Fprintf(r.out, "%s\n", line)
			continue
		}
		r.handle(e)
	}
	return sc.Err()
}

func (r *report) handle(e event) {
	key := e.Package + " " + e.Test
	switch {
	case e.Action == "build-output":
		io.WriteString(r.out, e.Output)
	case e.Action == "build-fail":
		r.failed = true
	case e.Test == "":
		// The package's own lines: "ok", "FAIL", "?" and whatever ran
		// outside a test (a panic, a timeout). Plain go test prints no PASS.
		if e.Action == "fail" || e.Action == "pass" || strings.HasPrefix(e.Output, "FAIL\t") {
			r.unfinished(e.Package)
		}
		if e.Action == "output" && e.Output != "PASS\n" {
			io.WriteString(r.out, e.Output)
		}
		if e.Action == "fail" {
			r.failed = true
		}
	case e.Action == "output":
		r.output[key] = append(r.output[key], e.Output)
	case e.Action == "pass", e.Action == "fail", e.Action == "skip":
		lines := r.output[key]
		delete(r.output, key)
		reason := ""
		switch e.Action {
		case "fail":
			r.failed = true
			for _, l := range lines {
				if !strings.HasPrefix(l, "=== ") {
					io.WriteString(r.out, l)
				}
			}
		case "skip":
			reason = skipReason(lines)
		}
		fmt.Fprintf(r.rec, "%s\t%s\t%s\t%s\t%s\n", e.Action, r.label, e.Package, e.Test, oneLine(reason))
	}
}

// unfinished reports the tests of a package that never ended (the test
// binary crashed or timed out inside them) as failed, with their output.
func (r *report) unfinished(pkg string) {
	var keys []string
	for key := range r.output {
		if strings.HasPrefix(key, pkg+" ") {
			keys = append(keys, key)
		}
	}
	sort.Strings(keys)
	for _, key := range keys {
		r.failed = true
		for _, l := range r.output[key] {
			io.WriteString(r.out, l)
		}
		delete(r.output, key)
		fmt.Fprintf(r.rec, "fail\t%s\t%s\t%s\t\n", r.label, pkg, strings.TrimPrefix(key, pkg+" "))
	}
}

// logLine is how testing prints a t.Log or t.Skip message: indented, then
// file:line.
var logLine = regexp.MustCompile(`^\s+\S+\.go:\d+: `)

// skipReason returns the message of t.Skip: the last logged message before
// "--- SKIP", with its continuation lines. A test that skipped without a
// message gets a note saying so.
func skipReason(lines []string) string {
	start := -1
	end := len(lines)
	for i, l := range lines {
		switch {
		case strings.HasPrefix(strings.TrimSpace(l), "--- SKIP"):
			end = i
		case logLine.MatchString(l) && i < end:
			start = i
		}
	}
	if start < 0 || strings.TrimSpace(logLine.ReplaceAllString(lines[start], "")) == "" {
		return "(skipped without a message)"
	}
	var parts []string
	for _, l := range lines[start:end] {
		if strings.HasPrefix(l, "=== ") {
			continue
		}
		parts = append(parts, strings.TrimSpace(l))
	}
	return strings.Join(parts, " ")
}

// oneLine keeps a record on one line of tab-separated fields.
func oneLine(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == '\t' || r == '\n' || r == '\r' }), " ")
}
