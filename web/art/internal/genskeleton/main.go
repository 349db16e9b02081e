// Command genskeleton writes the static board into static/index.html, so the
// page shows the board before its code has loaded. Run it with
// `go generate ./web/art`.
package main

import (
	"fmt"
	"os"

	"xiangqi/web/art"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: genskeleton PATH/TO/index.html")
		os.Exit(2)
	}
	path := os.Args[1]
	data, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "genskeleton:", err)
		os.Exit(1)
	}
	out, err := art.FillPage(string(data))
	if err != nil {
		fmt.Fprintln(os.Stderr, "genskeleton:", path+":", err)
		os.Exit(1)
	}
	if out == string(data) {
		return
	}
	if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "genskeleton:", err)
		os.Exit(1)
	}
}
