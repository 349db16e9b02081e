package search

import (
	"os"
	"regexp"
	"strconv"
	"testing"
)

// quickBenchDepth and quickBenchSignature are the bench at a depth the
// default test run can afford (about half a second on one idle core): any
// change to the search's behaviour changes it. When it does, update it and
// also BenchSignature, from `go run ./cmd/xiangqi bench`, here and in
// README.md.
const (
	quickBenchDepth     = 10
	quickBenchSignature = 425351
)

// TestBenchSignature pins the bench: the quick signature always, the
// README's quote of BenchSignature always, and the full signature at
// BenchDepth with XIANGQI_LONG=1 (./build.sh test --long).
func TestBenchSignature(t *testing.T) {
	nodes, _, err := Bench(New(BenchOptions()), quickBenchDepth, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if nodes != quickBenchSignature {
		t.Errorf("bench at depth %d searched %d nodes, the signature says %d: the search changed. "+
			"If that was meant, set quickBenchSignature to %d, and BenchSignature and README.md's "+
			"\"Nodes:\" to what `go run ./cmd/xiangqi bench` prints", quickBenchDepth, nodes, quickBenchSignature, nodes)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	quoted := regexp.MustCompile(`(?m)^\s+Nodes: (\d+)$`).FindSubmatch(readme)
	if quoted == nil || string(quoted[1]) != strconv.Itoa(BenchSignature) {
		t.Errorf("README.md quotes the bench signature as %q, BenchSignature is %d", quoted, BenchSignature)
	}
	if os.Getenv("XIANGQI_LONG") == "" {
		return
	}
	full, _, err := Bench(New(BenchOptions()), BenchDepth, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if full != BenchSignature {
		t.Errorf("bench at depth %d searched %d nodes, BenchSignature (and README.md) say %d", BenchDepth, full, BenchSignature)
	}
}
