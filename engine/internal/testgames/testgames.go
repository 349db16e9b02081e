// Package testgames gives the tests of engine/ master games to replay: a small
// sample that every clone has, and the whole collection of ../shared/data
// when it is checked out beside the repository. A test runs its core on the
// sample and checks the whole collection in a subtest of its own, which skips,
// naming the missing file, on a plain clone.
package testgames

import (
	_ "embed"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// Sample is sample.tsv: games of the master collection, in its TSV format
// (a header line, then result, red, black, event, date and moves), chosen by
// gen_sample.go so that each opening of engine/book is named in one and a few
// need a front or rear piece name in Chinese notation. README.md has the
// attribution the data requires.
//
//go:embed sample.tsv
var Sample []byte

// FullPath is the whole collection, relative to the repository root.
const FullPath = "../shared/data/games/master-games.tsv"

// Full returns the whole collection, read relative to root (the repository
// root as seen from the test's package directory, such as "../.."), or skips
// the test with a message that names the missing file.
func Full(t testing.TB, root string) []byte {
	t.Helper()
	path := filepath.Join(root, FullPath)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		t.Skipf("%s is absent (../shared/data is not checked out beside this clone): "+
			"only the sample of engine/internal/testgames was checked, not the whole collection", path)
	}
	if err != nil {
		t.Fatal(err)
	}
	return data
}
