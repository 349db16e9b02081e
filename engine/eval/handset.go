package eval

import "xiangqi/engine/position"

// halfBoard turns a table written as it looks on the board from the piece's
// own side (first row = the enemy's back rank, columns = files a to e) into
// the half-board layout of Weights.
func halfBoard(rows [10][5]int32) [50]int32 {
	var t [50]int32
	for i, row := range rows {
		copy(t[(9-i)*5:], row[:])
	}
	return t
}

// linear fills a mobility table with slope*(moves-pivot).
func linear(t []int32, slope, pivot int32) {
	for i := range t {
		t[i] = slope * (int32(i) - pivot)
	}
}

// HandSetWeights returns the hand-set weights: the starting point from
// common xiangqi knowledge that the tuner (Texel's method over master games,
// cmd/xiangqi/internal/tune) refines into TunedWeights.
func HandSetWeights() Weights {
	const (
		K = position.King
		A = position.Advisor
		E = position.Elephant
		H = position.Horse
		R = position.Rook
		C = position.Cannon
		P = position.Pawn
	)
	var w Weights
	w.MaterialMG = [8]int32{A: 200, E: 200, H: 400, R: 950, C: 450, P: 80}
	w.MaterialEG = [8]int32{A: 190, E: 190, H: 450, R: 1000, C: 420, P: 100}

	// Rows are given by index (9 = own back rank): the king, advisors and
	// elephants stand on few points, and only those entries matter.
	w.PstMG[K] = halfBoard([10][5]int32{7: {0, 0, 0, -40, -30}, 8: {0, 0, 0, -20, -10}, 9: {0, 0, 0, -6, 0}})
	w.PstEG[K] = halfBoard([10][5]int32{7: {0, 0, 0, -10, -4}, 8: {0, 0, 0, -6, 0}, 9: {0, 0, 0, -4, 0}})
	w.PstMG[A] = halfBoard([10][5]int32{7: {0, 0, 0, -6, 0}, 8: {0, 0, 0, 0, 8}, 9: {0, 0, 0, 0, 0}})
	w.PstEG[A] = halfBoard([10][5]int32{7: {0, 0, 0, -4, 0}, 8: {0, 0, 0, 0, 4}, 9: {0, 0, 0, 0, 0}})
	w.PstMG[E] = halfBoard([10][5]int32{5: {0, 0, -4, 0, 0}, 7: {-6, 0, 0, 0, 8}, 9: {0, 0, 0, 0, 0}})
	w.PstEG[E] = halfBoard([10][5]int32{5: {0, 0, -4, 0, 0}, 7: {-4, 0, 0, 0, 4}, 9: {0, 0, 0, 0, 0}})
	w.PstMG[H] = halfBoard([10][5]int32{
		{-4, 0, 4, 8, -2},
		{0, 6, 14, 14, 10},
		{4, 14, 20, 18, 16},
		{4, 12, 16, 20, 18},
		{2, 10, 12, 16, 14},
		{0, 6, 10, 10, 8},
		{-2, 4, 8, 4, 6},
		{-4, 0, 6, 4, -2},
		{-8, -4, 0, -2, -10},
		{-12, -6, -4, -6, -8},
	})
	w.PstEG[H] = halfBoard([10][5]int32{
		{-10, -4, 0, 4, 0},
		{-4, 6, 10, 12, 12},
		{0, 8, 14, 16, 16},
		{0, 8, 12, 14, 16},
		{-2, 6, 10, 12, 12},
		{-4, 2, 6, 8, 8},
		{-6, 0, 4, 4, 4},
		{-8, -4, 0, 0, 0},
		{-10, -8, -4, -4, -6},
		{-14, -10, -8, -8, -10},
	})
	w.PstMG[R] = halfBoard([10][5]int32{
		{-2, 6, 4, 10, 10},
		{4, 8, 6, 12, 12},
		{4, 8, 6, 12, 12},
		{8, 14, 12, 16, 16},
		{6, 10, 8, 12, 12},
		{6, 10, 8, 12, 12},
		{0, 6, 2, 8, 8},
		{-2, 4, 0, 6, 6},
		{-6, 2, -2, 4, 0},
		{-10, 0, -2, 4, 0},
	})
	w.PstEG[R] = halfBoard([10][5]int32{
		{4, 6, 6, 8, 8},
		{4, 6, 6, 8, 8},
		{4, 6, 6, 8, 8},
		{4, 6, 6, 8, 8},
		{4, 6, 6, 8, 8},
		{0, 2, 2, 4, 4},
		{0, 2, 2, 4, 4},
		{0, 2, 2, 4, 4},
		{0, 2, 2, 4, 4},
		{0, 2, 2, 4, 4},
	})
	w.PstMG[C] = halfBoard([10][5]int32{
		{4, 4, 0, -4, -4},
		{2, 2, 0, -4, -8},
		{2, 2, 0, -2, -4},
		{0, 0, 0, -2, 0},
		{0, 0, 0, 0, 4},
		{0, 0, 0, 0, 6},
		{0, 0, 2, 0, 6},
		{0, 2, 4, 4, 10},
		{0, 0, 2, 2, 6},
		{0, 0, 0, 2, 4},
	})
	w.PstEG[C] = halfBoard([10][5]int32{
		{0, 0, 0, 0, 0},
		{0, 0, 0, 0, 0},
		{0, 0, 0, 0, 0},
		{0, 0, 0, 0, 0},
		{0, 0, 0, 0, 2},
		{0, 0, 0, 0, 2},
		{0, 0, 0, 0, 2},
		{0, 0, 2, 2, 4},
		{0, 0, 2, 2, 4},
		{0, 0, 0, 2, 4},
	})
	w.PstMG[P] = halfBoard([10][5]int32{
		{0, 6, 10, 16, 20},
		{20, 40, 60, 80, 90},
		{20, 40, 60, 80, 90},
		{20, 36, 50, 60, 70},
		{10, 26, 36, 44, 50},
		{0, 0, 8, 0, 12},
		{0, 0, 0, 0, 4},
	})
	w.PstEG[P] = halfBoard([10][5]int32{
		{0, 10, 20, 30, 40},
		{40, 60, 80, 100, 110},
		{40, 60, 80, 100, 110},
		{40, 56, 70, 80, 90},
		{30, 46, 56, 64, 70},
		{0, 0, 10, 0, 14},
		{0, 0, 0, 0, 4},
	})

	linear(w.RookMobilityMG[:], 4, 6)
	linear(w.RookMobilityEG[:], 5, 6)
	linear(w.CannonMobilityMG[:], 2, 6)
	linear(w.CannonMobilityEG[:], 2, 6)
	w.HorseMobilityMG = [9]int32{-40, -20, -8, 0, 6, 10, 14, 16, 18}
	w.HorseMobilityEG = [9]int32{-50, -24, -10, 0, 8, 12, 16, 18, 20}

	w.RookOpenFileMG, w.RookOpenFileEG = 20, 10
	w.RookSemiOpenFileMG, w.RookSemiOpenFileEG = 10, 5
	w.CannonCrowd, w.HorseCrowd = 40, -30
	w.PawnConnectedMG, w.PawnConnectedEG = 20, 30

	w.ZoneAttackMG = [8]int32{R: 6, H: 8, C: 6, P: 8}
	w.ZoneAttackEG = [8]int32{R: 3, H: 4, C: 3, P: 4}
	w.AttackersMG = [6]int32{0, 0, 20, 50, 90, 130}
	w.AttackersEG = [6]int32{0, 0, 10, 25, 45, 65}
	w.AdvisorGoneVs = [8]int32{R: 30, H: 15, C: 5, P: 15}
	w.ElephantGoneVs = [8]int32{R: 10, H: 5, C: 25, P: 5}

	w.EmptyCannonFileMG, w.EmptyCannonFileEG = 60, 30
	w.EmptyCannonRankMG, w.EmptyCannonRankEG = 30, 15
	w.CannonTwoScreensMG, w.CannonTwoScreensEG = 15, 10
	w.BottomCannonMG, w.BottomCannonEG = 20, 10
	w.HorseInPalaceCentreMG = -40
	w.RookPinMG, w.RookPinEG = -30, -20
	w.KingFacingMG, w.KingFacingEG = -15, -10
	w.Tempo = 20
	return w
}
