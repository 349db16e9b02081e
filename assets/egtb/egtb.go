// Package egtb embeds the endgame tables that `xiangqi egtb build` writes
// here (format: engine/egtb), for native programs; the page fetches the same
// files one by one when a game reaches their ending.
package egtb

import "embed"

// Files holds the table files, named <material>.bin.gz, at its root. The
// pattern takes every file of the folder so the package still builds while
// the tables are being regenerated; readers pick the tables by name.
//
//go:embed *
var Files embed.FS
