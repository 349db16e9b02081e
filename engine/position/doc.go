// Package position is the one definition of the rules of xiangqi in this
// project: the board and its pieces, moves, FEN, legal move generation,
// making and taking back moves with Zobrist keys, and the judgement of a
// game (checkmate, stalemate, repetition by the Asian rules, the 60-move
// rule, insufficient material). The search, the evaluation, the book, the
// endgame tables, the notation and the page all ask it for the rules.
//
// Squares are numbered file + 9*rank and named in ICCS coordinates: files a-i
// from Red's left, ranks 0-9 from Red's side, so Red's king starts on e0 and
// the central cannon opening is h2e2. FEN is the xqbase form (ranks from
// Black's side, "w" for Red to move), StartFEN the opening.
//
// A Position carries the history of the game that led to it, because the
// rules need it: repetitions and the move count are judged over the moves
// made since the position was set up. MakeMove and UnmakeMove update the key
// and the piece lists incrementally and allocate nothing once the history
// has grown, which is what the search needs. GenerateMoves gives pseudo-legal
// moves quickly; legality is decided in one place (IsPseudoLegalMoveLegal),
// which LegalMoves, IsLegal and Perft use; IsLegalWith is the same test for
// the many moves of one node, with what it learns of the king's lines kept
// in a Legality.
//
// Files:
//   - types.go: Color, PieceType, Piece, Square, Move and their ICCS names
//   - position.go: Position, MakeMove and UnmakeMove, null moves, check
//   - fen.go: StartFEN, ParseFEN, FEN and the checks of a possible position
//   - board.go: FromBoard, positions set up square by square (endgame tables)
//   - geometry.go: the precomputed move tables of every piece, rays, palaces
//   - movegen.go: move generation, legality, perft
//   - pieces.go, history.go: read-only views of the board and the history
//     for the evaluation and the search, among them the masks of occupied
//     points of each file and rank (Lines) and the nearest pieces along one
//     (LineUp, LineDown)
//   - mirror.go: keys of the mirror image, and of the position after a move
//   - scores.go: SquareScores, sums of a table by piece and point kept through the moves
//   - status.go: Status, the result and reason of a game, in English and Chinese
//   - repetition.go, chase.go: the Asian repetition rules (perpetual check and
//     chase lose, other repetitions draw) and the detection of chases
//   - movelimit.go: the 60-move rule and its counting of checks
package position
