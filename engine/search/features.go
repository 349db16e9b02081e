package search

// Switches for the search's ideas, so each can be measured on its own with
// `xiangqi match` (build with one turned off and play the two builds). Each
// change is tested against the version before it; TESTLOG.md has the
// results. A switch that is off marks an idea that did not (yet) pass.
const (
	useNullMove            = true  // null-move pruning
	useReverseFutility     = true  // reverse futility pruning
	useFutility            = true  // futility pruning of quiet moves
	useLateMovePruning     = true  // late move pruning
	useLMPChecks           = false // ... of quiet checks too, as Stockfish's move-count pruning (TESTLOG #29)
	useHistoryPruning      = true  // pruning quiet moves with bad history
	useHistoryFutility     = false // ... and futility pruning at a depth moved by the move's history (TESTLOG #30)
	useSEEPruning          = true  // pruning losing captures at low depth
	useQuiescenceChecks    = false // quiescence's first ply also tries quiet checks that lose nothing
	useQuiescencePruning   = false // quiescence: two captures (and recaptures) once not lost, no losing evasions
	useFutilityBestMove    = false // ... with a margin narrower once a move has beaten alpha, wider before (TESTLOG #58)
	useCaptureFutility     = false // pruning captures that cannot lift the score to alpha at low depth
	useQuietSEEPruning     = false // pruning quiet moves that lose material at low depth
	useLMR                 = true  // late move reductions
	useFractionalLMR       = false // ... by the table and the history in fractions of a ply, rounded once (TESTLOG #60)
	useLMRCaptureHashMove  = false // ... a ply more for quiet moves after a capturing hash move, and at cut nodes
	useDeeperReSearch      = false // ... re-search a ply deeper or shallower by how far the reduced search beat alpha
	useRootLMR             = false // ... at the root too
	useCaptureLMRHistory   = false // ... captures by their capture history too, not only a ply less (TESTLOG #65)
	useCutoffCount         = true  // ... a ply more when the replies one ply down keep failing high (TESTLOG #62)
	useIIR                 = true  // internal iterative reduction
	useHindsightDepth      = false // a node reached by a reduced move a ply deeper or shallower by how the two static scores moved (TESTLOG #64, #67)
	useCheckExtension      = true  // extend moves that give check (TESTLOG #25, #44: off did no better)
	useCheckExtensionSEE   = false // ... only those that do not lose material (SEE >= 0; TESTLOG #2, #45)
	useCheckExtensionDepth = false // ... outside the PV only from checkExtensionMinDepth
	useCheckExtensionNear  = false // ... only within 1.5 times the iteration's depth of the root, not twice (TESTLOG #47)
	useLMRCheckBonus       = true  // a late move that gives check is reduced a ply less (it is extended too; TESTLOG #48)
	useSingularExtension   = true  // extend a hash move much better than the rest
	useNegativeExtension   = true  // ... and a hash move that is not singular at a cut node searched two plies shallower (TESTLOG #59)
	useDoubleExtension     = false // ... by two plies when far better, off the PV, a few times a line
	useCorrectionHistory   = true  // correct the static evaluation by what searches found (TESTLOG #26)
	useNonPawnCorrection   = false // ... also by each side's placement of pieces other than pawns
	useContCorrection      = false // ... also by the move that led to the position (TESTLOG #28)
	useLowPlyHistory       = false // quiet moves of the first plies also ordered by a history of this search kept for each ply (TESTLOG #66)
	useCont4               = false // quiet moves also ordered by the continuation history of the move four plies back (TESTLOG #39)
	useTTPv                = false // nodes once on a principal variation (marked in the hash table) reduced and pruned less (TESTLOG #40)
	useImprovingPly4       = false // "improving" against four plies back when two plies back was in check (TESTLOG #41)
	usePawnHistory         = false // quiet moves also ordered by a history kept for each pawn structure (TESTLOG #42)
	useThreatOrdering      = false // quiet moves of rooks, horses and cannons ordered up when they leave a cheaper attacker for a safe point (TESTLOG #43)
	useTTCutHistory        = false // a hash-table cut-off by a quiet move rewards it in the ordering tables (TESTLOG #36)
	useEvalDiffHistory     = false // the opponent's last quiet move learns from how it moved the static score (TESTLOG #68)
	useFailHighBlend       = false // a fail high off the PV returns a score pulled towards beta by 1/(depth+1) (TESTLOG #69)
	useQuiesceBlend        = false // quiescence's fail highs (stand pat or capture) pulled part of the way to beta (TESTLOG #71)
	usePriorMoveBonus      = false // a node that fails low rewards the quiet move that led to it (TESTLOG #31)
	useFailHighReduction   = false // the root's aspiration search re-searched a ply shallower after each fail high (TESTLOG #61)
	useProbCut             = false // cut when a good capture beats beta by a margin at reduced depth
	useQuietCheckOrdering  = false // quiet checks that lose nothing by SEE ordered first among the quiet moves (TESTLOG #79)
	usePostLMRUpdate       = false // a late move re-searched at full depth teaches the continuation tables its result (TESTLOG #80)
	useShuffleDamping      = false // static scores shrink as the plies since the last capture mount (TESTLOG #50)
)
