package position

// Board geometry: where each piece may stand, where it moves and from where
// it attacks. These tables are the one definition of the board's shape; the
// move generator, the evaluation, the search's exchange evaluator and the
// endgame-table generator all read them here. Every list holds only points on
// the board, so their users never test edges. The lists are built once at
// start-up and must not be changed: the accessors hand out the package's own
// slices so that reading them costs nothing in the hot paths.

// Step is a point a piece reaches, or attacks from, together with the point
// that must be empty on the way: a horse's leg or an elephant's eye.
type Step struct {
	Point, Leg Square
}

// Directions of the four rays from a point, as Red sees the board.
const (
	North = iota // towards Black (rank+1)
	South        // towards Red (rank-1)
	East         // towards file i (file+1)
	West         // towards file a (file-1)
)

// The tables indexed by square have 256 entries (only the first NumSquares
// are points of the board), so that any Square indexes them without a bounds
// check.
var (
	kingSteps     [256][]Square
	advisorSteps  [256][]Square
	elephantSteps [256][]Step
	horseSteps    [256][]Step
	// horseAttackers lists, for a target square, where a horse attacking it may
	// stand and the leg point that must be empty for that attack.
	horseAttackers [256][]Step
	pawnSteps      [2][256][]Square
	pawnAttackers  [2][256][]Square
	rays           [256][4][]Square
	// seenFrom[k][s] says how s lies from a king on k, for the attack
	// tests: the bit of the ray direction (1<<North ...) when s is on k's
	// file or rank, legBit when s is a diagonal neighbour (the leg of a
	// horse attacking k).
	seenFrom [256][256]uint8
	// rayOfBit maps a one-bit direction mask back to its direction.
	rayOfBit = [9]int8{1: North, 2: South, 4: East, 8: West}
	palace   [2][256]bool
	ownHalf  [2][256]bool
	// standable[piece][square]: the piece may stand there in a legal game.
	standable [16][256]bool
	// fileOf and rankOf are Square.File and Square.Rank without a division.
	fileOf, rankOf [256]uint8
)

// legBit marks a diagonal neighbour in seenFrom, above the four direction bits.
const legBit = 16

// OnBoard reports whether a file (0-8) and rank (0-9) name a point of the board.
func OnBoard(file, rank int) bool { return file >= 0 && file < 9 && rank >= 0 && rank < 10 }

// InPalace reports whether a square is inside the palace of the given colour.
func InPalace(c Color, s Square) bool { return palace[c][s] }

// OwnHalf reports whether a square is on the given colour's side of the river.
func OwnHalf(c Color, s Square) bool { return ownHalf[c][s] }

// CanStand reports whether a piece may stand on a square in a legal game:
// kings and advisors on their palace points, elephants on their seven points,
// pawns on their starting points or ahead of them; rooks, horses and cannons
// anywhere. NoPiece may stand nowhere.
func CanStand(pc Piece, s Square) bool { return standable[pc&15][s] }

// Ray lists the points from s outwards in direction dir (North, South, East or
// West), nearest first.
func Ray(s Square, dir int) []Square { return rays[s][dir] }

// KingSteps lists the points a king on s moves to: its orthogonal neighbours
// inside the palace s is in. A king move is its own reverse, so these are also
// the points a king attacking s stands on.
func KingSteps(s Square) []Square { return kingSteps[s] }

// AdvisorSteps lists the points an advisor on s moves to: its diagonal
// neighbours inside the palace s is in; like KingSteps, also where an advisor
// attacking s stands.
func AdvisorSteps(s Square) []Square { return advisorSteps[s] }

// ElephantSteps lists the points an elephant on s moves to, two points
// diagonally on the same side of the river, each with its eye. An elephant
// move is its own reverse (the eye is the same point both ways), so these are
// also where an elephant attacking s stands.
func ElephantSteps(s Square) []Step { return elephantSteps[s] }

// HorseSteps lists the points a horse on s moves to, each with its leg: the
// point next to s that must be empty.
func HorseSteps(s Square) []Step { return horseSteps[s] }

// HorseAttackers lists where a horse attacking s may stand, each with the leg
// (next to the horse) that must be empty for the attack. A horse's leg is next
// to where it starts, so this is not HorseSteps(s).
func HorseAttackers(s Square) []Step { return horseAttackers[s] }

// PawnSteps lists the points a pawn of colour c on s moves to: forward, and
// sideways once across the river.
func PawnSteps(c Color, s Square) []Square { return pawnSteps[c][s] }

// PawnAttackers lists where a pawn of colour c attacking s may stand: the
// points from which PawnSteps reaches s.
func PawnAttackers(c Color, s Square) []Square { return pawnAttackers[c][s] }

// orthogonal and diagonal are the unit steps of the rays (in the order of the
// direction constants) and of the diagonal moves.
var (
	orthogonal = [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}}
	diagonal   = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	// horseJumps are the eight horse moves as file and rank deltas, each
	// with the delta of its leg (one orthogonal step along the long side).
	horseJumps = [8][4]int{
		{1, 2, 0, 1}, {-1, 2, 0, 1}, {1, -2, 0, -1}, {-1, -2, 0, -1},
		{2, 1, 1, 0}, {2, -1, 1, 0}, {-2, 1, -1, 0}, {-2, -1, -1, 0},
	}
)

func init() {
	for s := Square(0); s < NumSquares; s++ {
		f, r := s.File(), s.Rank()
		fileOf[s], rankOf[s] = uint8(f), uint8(r)
		palace[Red][s] = f >= 3 && f <= 5 && r <= 2
		palace[Black][s] = f >= 3 && f <= 5 && r >= 7
		ownHalf[Red][s] = r <= 4
		ownHalf[Black][s] = r >= 5
	}
	for s := Square(0); s < NumSquares; s++ {
		f, r := s.File(), s.Rank()
		var palaceColor Color = Red
		if r >= 5 {
			palaceColor = Black
		}
		for _, d := range orthogonal {
			nf, nr := f+d[0], r+d[1]
			if OnBoard(nf, nr) && InPalace(palaceColor, s) && InPalace(palaceColor, MakeSquare(nf, nr)) {
				kingSteps[s] = append(kingSteps[s], MakeSquare(nf, nr))
			}
		}
		for _, d := range diagonal {
			nf, nr := f+d[0], r+d[1]
			if !OnBoard(nf, nr) {
				continue
			}
			seenFrom[s][MakeSquare(nf, nr)] = legBit
			if InPalace(palaceColor, s) && InPalace(palaceColor, MakeSquare(nf, nr)) {
				advisorSteps[s] = append(advisorSteps[s], MakeSquare(nf, nr))
			}
			ef, er := f+2*d[0], r+2*d[1]
			if OnBoard(ef, er) && OwnHalf(palaceColor, s) == OwnHalf(palaceColor, MakeSquare(ef, er)) {
				elephantSteps[s] = append(elephantSteps[s], Step{MakeSquare(ef, er), MakeSquare(nf, nr)})
			}
		}
		// A horse moves one point orthogonally (its leg) then one diagonally
		// outward; one attacking s stands a jump back, its leg next to it.
		for _, d := range horseJumps {
			if nf, nr := f+d[0], r+d[1]; OnBoard(nf, nr) {
				horseSteps[s] = append(horseSteps[s], Step{MakeSquare(nf, nr), MakeSquare(f+d[2], r+d[3])})
			}
			if hf, hr := f-d[0], r-d[1]; OnBoard(hf, hr) {
				horseAttackers[s] = append(horseAttackers[s], Step{MakeSquare(hf, hr), MakeSquare(hf+d[2], hr+d[3])})
			}
		}
		for c := Red; c <= Black; c++ {
			forward := 1
			if c == Black {
				forward = -1
			}
			if OnBoard(f, r+forward) {
				pawnSteps[c][s] = append(pawnSteps[c][s], MakeSquare(f, r+forward))
			}
			if !OwnHalf(c, s) {
				for _, df := range []int{-1, 1} {
					if OnBoard(f+df, r) {
						pawnSteps[c][s] = append(pawnSteps[c][s], MakeSquare(f+df, r))
					}
				}
			}
		}
		for dir, d := range orthogonal {
			for nf, nr := f+d[0], r+d[1]; OnBoard(nf, nr); nf, nr = nf+d[0], nr+d[1] {
				rays[s][dir] = append(rays[s][dir], MakeSquare(nf, nr))
				seenFrom[s][MakeSquare(nf, nr)] = 1 << dir
			}
		}
	}
	for c := Red; c <= Black; c++ {
		behind := -9
		if c == Black {
			behind = 9
		}
		for s := Square(0); s < NumSquares; s++ {
			// Reverse the pawn moves, the pawn from behind first, then
			// those beside s from file a's side.
			for _, d := range [3]int{behind, -1, 1} {
				from := int(s) + d
				if from < 0 || from >= NumSquares || (d != behind && Square(from).Rank() != s.Rank()) {
					continue
				}
				for _, to := range pawnSteps[c][from] {
					if to == s {
						pawnAttackers[c][s] = append(pawnAttackers[c][s], Square(from))
					}
				}
			}
			for t := King; t <= Pawn; t++ {
				standable[MakePiece(c, t)][s] = placementProblem(MakePiece(c, t), s) == 0
			}
		}
	}
}
