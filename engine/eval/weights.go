package eval

import (
	"fmt"
	"reflect"
)

// Weights holds every number the evaluation uses, so a tuner can vary them
// and a search can run with any set. Every field is an int32 or an array of
// int32; MG fields apply in the middlegame and EG fields in the endgame, and
// the evaluation blends the two by how many rooks, horses and cannons remain.
// Arrays indexed by piece type use position.PieceType values (King = 1 ...
// Pawn = 7). Scores are in centipawns of a side's advantage.
type Weights struct {
	// MaterialMG and MaterialEG are the base worth of each piece type.
	MaterialMG, MaterialEG [8]int32
	// PstMG and PstEG are piece-square tables by piece type on half a board,
	// seen from the piece's own side: entry rank*5 + file, where rank 0 is
	// the piece's own back rank and file 0 is the edge file (a or i) and 4
	// the centre file (e). Both wings share one entry.
	PstMG, PstEG [8][50]int32

	// Mobility tables give a bonus by the number of points a piece can move
	// to (empty or holding an enemy piece).
	RookMobilityMG, RookMobilityEG     [18]int32
	HorseMobilityMG, HorseMobilityEG   [9]int32
	CannonMobilityMG, CannonMobilityEG [18]int32

	// RookOpenFile rewards a rook on a file with no pawns; RookSemiOpenFile a
	// file without own pawns but with enemy ones.
	RookOpenFileMG, RookOpenFileEG         int32
	RookSemiOpenFileMG, RookSemiOpenFileEG int32

	// CannonCrowd and HorseCrowd shift the worth of each cannon and horse by
	// this much per 16 pieces on the board above 16: cannons need screens and
	// grow stronger in a crowd, horses need room and grow stronger as it thins.
	CannonCrowd, HorseCrowd int32

	// PawnConnected rewards two crossed pawns side by side on one rank.
	PawnConnectedMG, PawnConnectedEG int32

	// ZoneAttack rewards each point of the enemy palace a piece of this type
	// attacks; Attackers by how many pieces attack the palace at once.
	ZoneAttackMG, ZoneAttackEG [8]int32
	AttackersMG, AttackersEG   [6]int32

	// AdvisorGoneVs and ElephantGoneVs score each missing enemy advisor
	// (elephant) times the number of own pieces of a type (Pawn counts only
	// crossed pawns): missing advisors fear rooks, missing elephants cannons.
	AdvisorGoneVs, ElephantGoneVs [8]int32

	// Patterns around the kings.
	EmptyCannonFileMG, EmptyCannonFileEG   int32 // 空头炮: cannon on the king's file, nothing between
	EmptyCannonRankMG, EmptyCannonRankEG   int32 // the same along the king's rank
	CannonTwoScreensMG, CannonTwoScreensEG int32 // cannon on the king's line behind two pieces
	BottomCannonMG, BottomCannonEG         int32 // 沉底炮: cannon on the enemy's back rank
	HorseInPalaceCentreMG                  int32 // 窝心马: own horse on the own palace centre (a penalty when negative)
	RookPinMG, RookPinEG                   int32 // own piece pinned to its king by an enemy rook (a penalty when negative)
	KingFacingMG, KingFacingEG             int32 // own piece alone between the two kings, so it cannot leave the file

	// Threat rewards each enemy piece a piece attacks, indexed [attacker
	// type][victim type]; Hanging each enemy piece attacked and not defended,
	// by its type (threats.go).
	ThreatMG, ThreatEG   [8][8]int32
	HangingMG, HangingEG [8]int32
	// ThreatsOnMover rewards the side not to move by how many pieces of the
	// side to move are hanging or attacked by a cheaper piece (0, 1, 2, 3
	// or more): one it can answer, two at once usually cost it something.
	ThreatsOnMoverMG, ThreatsOnMoverEG [4]int32

	// CheckMoves rewards each quiet checking move an enemy rook, horse or
	// cannon (by type) has against the king, up to maxCheckCount of a type
	// (checks.go).
	CheckMovesMG, CheckMovesEG [8]int32

	// Tempo is the bonus for having the move.
	Tempo int32
}

// DefaultWeights returns the evaluation the engine plays with unless a
// program passes others (search.Options.Weights): the tuned weights, which
// beat the hand-set ones in matches (README, "Strength and levels"). This is
// the one place that choice is made. Each call returns a fresh copy, so no
// caller can change what the others get.
func DefaultWeights() Weights { return TunedWeights() }

// Param names one tunable number in a Weights value.
type Param struct {
	Name  string // field name with index, such as "PstMG[5][22]"
	Value *int32 // points into the Weights value
}

// Params lists every number in w, in field order, so a tuner can vary them
// without knowing the layout. Entries that no position can use (the King's
// material, table slots for piece types that never stand there) are still
// listed; changing them has no effect.
func (w *Weights) Params() []Param {
	var out []Param
	v := reflect.ValueOf(w).Elem()
	for i := 0; i < v.NumField(); i++ {
		out = appendParams(out, v.Type().Field(i).Name, v.Field(i))
	}
	return out
}

func appendParams(out []Param, name string, v reflect.Value) []Param {
	switch v.Kind() {
	case reflect.Int32:
		return append(out, Param{Name: name, Value: v.Addr().Interface().(*int32)})
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			out = appendParams(out, fmt.Sprintf("%s[%d]", name, i), v.Index(i))
		}
		return out
	}
	panic("eval: Weights field " + name + " is not int32 or an array of int32")
}
