// Package search finds moves: iterative deepening principal-variation search
// over engine/position with engine/eval, playing levels from beginner to full
// strength.
//
// An Engine keeps a transposition table and move-ordering memory between the
// searches of a game. Search takes a position with its game history (so the
// repetition rules can be applied inside the tree) and Limits, reports each
// iteration through a callback, and returns a legal move whenever one exists;
// Stop, safe from any goroutine or from Options.Yield, makes it return the
// best move found so far. The search allocates nothing once running.
//
// The search: aspiration windows at the root, multi-PV, a hash table of
// 64-byte buckets with depth and age replacement, quiescence over captures
// that do not lose material (every evasion in check), check extension,
// null-move pruning guarded against zugzwang, reverse futility, futility,
// late-move pruning and reductions (a ply more where the replies keep failing
// high, a cut-off count), SEE pruning, internal iterative
// reduction, singular extension (and a negative one for a hash move that is
// not singular at a cut node) and mate-distance pruning; the static
// evaluation is corrected by what earlier searches found of positions with
// the same pawns and material (correction history). Moves come from a
// staged picker: hash move, winning captures, killers, counter-move, quiet
// moves by history, losing captures. Repetitions are judged as the rules judge them (a side
// checking perpetually loses; near the root chases are judged too), and the
// 60-move rule draws.
//
// Files: root.go (Search, iterative deepening, root moves, levels' choice),
// search.go (the tree search), quiesce.go, movepick.go, see.go, tt.go,
// history.go (ordering memory and correction history), repetition.go, limits.go (limits, reports and
// time planning), levels.go, engine.go (Engine and Options), score.go (mate
// scores), bench.go (the bench positions). The board's geometry (rays,
// attacker tables) comes from engine/position.
package search
