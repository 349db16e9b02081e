// Package book is the opening book: a compact table of positions from master
// games with the moves played in them, how often and how they scored, and the
// names of the openings those positions belong to.
//
// The book file (assets/book.bin) is built by `xiangqi book build` from the
// master-games corpus. The native programs embed it (engine/book/bundled);
// the browser's engine worker fetches it as a file of the site
// (engine/worker/book.go). Its format:
//
//	offset size  field
//	0      4     magic "XQBK"
//	4      2     format version (1), little endian like every field
//	6      2     maximum ply the builder went to
//	8      4     number of entries N
//	12     4     CRC-32 (IEEE) of the entry bytes
//	16     13*N  entries sorted by key, then by move:
//	             key    u64  Zobrist key of the position (the smaller of the
//	                         key and its mirror image's key; moves are stored
//	                         for that orientation)
//	             move   u16  position.Move
//	             games  u16  games in which the move was played here (capped)
//	             score  u8   the mover's score in those games, 0-200 (200 = won all)
//
// Lookup is a binary search on the key. A file with a wrong magic, version,
// length or checksum is rejected with an error, and the engine plays on
// without a book.
package book
