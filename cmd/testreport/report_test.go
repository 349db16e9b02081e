package main

import (
	"os"
	"strings"
	"testing"
)

// testdata/sample.json is the output of `go test -json ./...` on a module
// with a passing, a skipping (with a two-line reason, after a log line) and a
// failing test with a failing and a silently skipping subtest, and a package
// that does not build.
func TestReport(t *testing.T) {
	in, err := os.Open("testdata/sample.json")
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	var out, rec strings.Builder
	r := newReport(&out, &rec, "host")
	if err := r.read(in); err != nil {
		t.Fatal(err)
	}
	if !r.failed {
		t.Error("a failing test and a failed build were not noticed")
	}
	wantRec := "pass\thost\ttr/a\tTestPass\t\n" +
		"skip\thost\ttr/a\tTestSkip\ta_test.go:4: /x/y is absent; run z\n" +
		"fail\thost\ttr/a\tTestFail/sub\t\n" +
		"skip\thost\ttr/a\tTestFail/skipsub\t(skipped without a message)\n" +
		"fail\thost\ttr/a\tTestFail\t\n"
	if rec.String() != wantRec {
		t.Errorf("record:\n%s\nwant:\n%s", rec.String(), wantRec)
	}
	wantOut := "# tr/b [tr/b.test]\n" +
		"b/b_test.go:3:27: undefined: undefined\n" +
		"FAIL\ttr/b [build failed]\n" +
		"    a_test.go:5: boom\n" +
		"--- FAIL: TestFail/sub (0.00s)\n" +
		"--- FAIL: TestFail (0.00s)\n" +
		"FAIL\n" +
		"FAIL\ttr/a\t0.008s\n"
	if out.String() != wantOut {
		t.Errorf("output:\n%s\nwant:\n%s", out.String(), wantOut)
	}
}

func TestReportPassing(t *testing.T) {
	in := `{"Action":"start","Package":"p"}
{"Action":"run","Package":"p","Test":"TestA"}
{"Action":"output","Package":"p","Test":"TestA","Output":"=== RUN   TestA\n"}
{"Action":"output","Package":"p","Test":"TestA","Output":"--- PASS: TestA (0.00s)\n"}
{"Action":"pass","Package":"p","Test":"TestA"}
{"Action":"output","Package":"p","Output":"PASS\n"}
{"Action":"output","Package":"p","Output":"ok  \tp\t0.01s\n"}
{"Action":"pass","Package":"p"}
go: a line that is not JSON
`
	var out, rec strings.Builder
	r := newReport(&out, &rec, "wasm")
	if err := r.read(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if r.failed {
		t.Error("a passing run was taken for a failure")
	}
	if want := "ok  \tp\t0.01s\ngo: a line that is not JSON\n"; out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}
	if want := "pass\twasm\tp\tTestA\t\n"; rec.String() != want {
		t.Errorf("record %q, want %q", rec.String(), want)
	}
}

// A test binary that crashes inside a test ends the package without ending
// the test: its output is printed and it counts as failed.
func TestReportCrash(t *testing.T) {
	in := `{"Action":"run","Package":"p","Test":"TestA"}
{"Action":"output","Package":"p","Test":"TestA","Output":"=== RUN   TestA\n"}
{"Action":"output","Package":"p","Test":"TestA","Output":"signal: segmentation fault\n"}
{"Action":"output","Package":"p","Output":"FAIL\tp\t6.490s\n"}
{"Action":"fail","Package":"p"}
`
	var out, rec strings.Builder
	r := newReport(&out, &rec, "wasm")
	if err := r.read(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if !r.failed {
		t.Error("a crash was taken for a pass")
	}
	if want := "=== RUN   TestA\nsignal: segmentation fault\nFAIL\tp\t6.490s\n"; out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}
	if want := "fail\twasm\tp\tTestA\t\n"; rec.String() != want {
		t.Errorf("record %q, want %q", rec.String(), want)
	}
}
