// Package explorer is the opening explorer's data: for every position of the
// first plies of the master games, the moves played there with how many games
// Red won, drew and lost after each. The page shows it as the opening
// explorer (开局); it is built from the same corpus as the opening book
// (engine/book), which keeps far less: per move only the games and the
// mover's score, and not the rare or losing moves.
//
// Positions are keyed as the book keys them (book.Canonical): a position and
// its mirror image share one entry, so 炮八平五 lines count with the 炮二平五
// lines they mirror, and a position reached by different move orders
// (a transposition) is one entry whatever the order.
//
// The file (assets/explorer.bin, built by `xiangqi explorer build`) holds no
// keys: it is the tree of the positions in the order a depth-first walk from
// the start position meets them, and Load (or a Loader, a slice at a time)
// replays that walk to compute each position's key. That makes it less than
// half the size of a table with 8-byte keys. Its layout, every number little endian:
//
//	offset size  field
//	0      4     magic "XQEX"
//	4      2     format version (1)
//	6      2     MaxPly: moves were counted in the first MaxPly plies of each game
//	8      2     MinGames: a move played in fewer games is left out
//	10     2     reserved (0)
//	12     4     number of position records
//	16     4     number of games counted
//	20     4     CRC-32 (IEEE) of the records
//	24     ...   the records, the start position's first
//
// A record is
//
//	others  uvarint  games in this position with a move left out (rare)
//	count   uvarint  number of edges
//	edges   count times:
//	        code  u16  bits 0-13: the move (position.Move) in the canonical
//	                   orientation; bit 14: the record of the position after
//	                   the move follows; bit 15: a hidden edge (a rare move
//	                   kept only because it leads to a position not met
//	                   otherwise), which has no counts
//	        red, draws, black  uvarint each (not for a hidden edge): the
//	                   games after this move that Red won, drew and lost
//
// followed by the records of the positions its flagged edges lead to, in
// edge order. Shown edges come first, most played first (ties by move), then
// hidden ones.
//
// In a position that is its own mirror image (the start) a move and its
// mirror image stay apart, as they were played: the explorer shows what
// masters chose, while the book merges the pair into one choice.
package explorer
