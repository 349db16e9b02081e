// Package egtb holds endgame tablebases: for every position of a small
// ending, the result with best play and the distance to mate (DTM) in plies.
// The tables are built here by retrograde analysis, shipped as compressed
// files (assets/egtb), and probed by the search so the engine mates in the
// fewest moves, holds its draws and resists longest when lost.
//
// # Files
//
//	doc.go       this overview and the file format
//	material.go  Material, the piece counts that name a table ("KRkaabb")
//	layout.go    numbering of a material's positions (the index)
//	geometry.go  how un-moves come from engine/position's geometry
//	generate.go  the retrograde generator
//	verify.go    the exhaustive check of a table against its moves
//	table.go     Table, value bytes, statistics
//	set.go       Set and the lookup that derives a side the file omits
//	probe.go     Set.Probe and BestMoves
//	library.go   Library, the growing set a program probes: Load, LoadFS, Expect, Wanted, Generate
//	format.go    encoding and decoding of table files
//	draw.go      IsKnownDraw: endings that cannot be won
//	shipped.go   the tables `xiangqi egtb build` writes, and FilesFor
//
// # Materials and orientation
//
// A table covers one material: each side's king, rooks, horses, cannons,
// pawns, advisors and elephants, written in FEN letters with Red in upper
// case, as in "KRkaabb" (rook against a full set of defenders). A table is
// stored with the stronger side as Red (Material.Canonical: attacking power
// first); a position with the colours the other way round is looked up
// after exchanging the colours (rotating the board half a turn), so one
// table serves both colours.
//
// # Index
//
// Pieces stand only on points they can reach: kings in their palace,
// advisors on their 5 points, elephants on their 7, pawns on the 55 points in
// front of their start, the rest anywhere. A group of identical pieces is
// numbered as a set (the combinatorial number system), and the groups form a
// mixed-radix number, Red's king first. Left-right mirror images share a
// value, so Red's king is kept on files d and e: 6 * 9 king placements
// instead of 81. Indices that put two pieces on one point, that are the
// larger of a mirror pair, or whose side not to move is in check are never
// used.
//
// # Values
//
// One byte per position: 0 is a draw, v > 0 is a mate in v-1 plies, won by
// the side to move when v-1 is odd and lost when it is even (0: mated, or
// stalemated, which also loses in xiangqi). Distances up to 254 plies fit.
//
// # Generation and cycles
//
// The generator numbers the positions, finds the ones without a legal move
// (lost now) and those whose captures lead to a decided position of a
// smaller table, then walks back ply by ply with un-moves: every predecessor
// of a loss in n is a win in n+1, and a predecessor all of whose moves lead
// to wins for the opponent is lost in one more than the longest of them.
// Forward moves always come from the rules package (engine/position), which
// also judges the flying general.
//
// Positions that this process never reaches are draws: neither side can
// force mate, so best play goes round a cycle. Xiangqi's rules against
// perpetual check and perpetual chasing can turn some of these cycles into
// losses for the side that must keep checking or chasing to hold the draw;
// the tables do not model that (it depends on the whole sequence of moves,
// not on the position) and score every such cycle as a draw. In most shipped
// endings the defender has only advisors and elephants, which cannot check;
// where it has a horse, cannon, rook or pawn (rook against horse, say) a few
// drawn positions may rest on perpetual check or chase, and would be won
// under those rules. Wins never repeat a position, because the distance
// falls on every move of a winning line, so a player following the table
// never breaks those rules while winning. Repetitions in the game's history
// are the search's business: Probe ignores the history.
//
// # Verification
//
// Table.Verify checks every position against the values its legal moves
// reach (a win in d has a move to a loss in d-1 and none shorter; a loss has
// only moves to wins, the longest in d-1; a draw has a drawing move and no
// winning one; a position with no move is lost in 0), which proves the
// table exact given the rules package and the smaller tables. `xiangqi egtb
// build` verifies every table it writes; the tests also compare samples with
// an independent full-width mate search.
//
// # File format
//
// A table file is gzip-compressed (Decode also accepts it uncompressed):
//
//	offset  size  field
//	0       4     magic "XQTB"
//	4       1     file format version (1)
//	5       1     index version (1: the numbering above)
//	6       1     sides stored: bit 0 Red to move, bit 1 Black to move
//	7       1     length L of the material
//	8       L     material in canonical form, such as "KRkaabb"
//	8+L     4     indices per side to move N (little endian, like all fields)
//	12+L    4     CRC-32 (IEEE) of the value bytes
//	16+L    k*N   value bytes, Red to move first, for the k sides stored
//
// Unused indices hold the value before them, for the compressor's sake.
// Shipped files store one side to move, whichever compresses smaller
// (Table.EncodeCompact); a probe of the other side searches one ply over the
// stored side, which costs a move generation and about as many lookups as
// there are moves. For equal material (such as pawn against pawn) the other
// side is the same table with the colours exchanged and costs nothing.
//
// # Using the tables in a search
//
// A program makes one Library and gives it to its searches
// (search.Options.Tables). Native programs call LoadFS once at start-up with
// the embedded files (package xiangqi/assets/egtb); each file is read when a
// game first reaches its material. A program that fetches files over the
// network (the page's worker, engine/worker) announces them with Expect and
// loads them outside the search: before a search, the ones FilesFor says
// the position can lead to; during and after it, the ones probes wanted.
// Materials that are not shipped can be built in memory with Generate.
//
// At a node the search calls Probe, which returns the result for the side to
// move and the distance to mate in plies, ignores the game's history, and
// allocates nothing once a table is read (it plays and takes back moves on
// the position when it derives an omitted side). A win in d plies at ply h
// from the root scores as a mate at ply h+d, a loss as being mated at ply
// h+d, a draw as a draw. At the root BestMoves lists every move with its
// outcome, best first. IsKnownDraw recognises drawn endings without tables.
package egtb
