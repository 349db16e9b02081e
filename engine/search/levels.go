package search

import "time"

// Level is a playing strength. Weak levels search shallower and with fewer
// nodes, and choose at random among moves whose searched score is close to
// the best; a move that loses material within the search's sight is never
// among them, so they play like weaker people rather than random movers.
type Level struct {
	Number      int
	Name        string // English name
	NameZH      string // Chinese name
	Description string // in English
	// DescriptionZH is the description in Chinese.
	DescriptionZH string
	// MoveTime is the thinking time when the game gives no clock; with a
	// clock it caps the time of levels below full strength.
	MoveTime time.Duration
	// Depth and Nodes cap the search (0: no cap).
	Depth int
	Nodes uint64
	// Candidates is how many of the best root moves are searched with exact
	// scores to choose from, and Margin how far (centipawns) below the best
	// a candidate may score and still be chosen.
	Candidates int
	Margin     int
}

// MinLevel and MaxLevel are the weakest level and full strength: the one
// definition of the level range, which the protocols, the page's settings
// and the command line refer to.
const (
	MinLevel = 1
	MaxLevel = 15
)

var levels = []Level{
	{1, "Newcomer", "入门", "Looks a move or two ahead and often picks a merely decent move.", "只看一两步，常走还过得去的棋。", 100 * time.Millisecond, 2, 1500, 4, 100},
	{2, "Novice", "新手", "Sees the next capture but chooses loosely among sound moves.", "看得到眼前的吃子，但选棋随意。", 100 * time.Millisecond, 3, 3000, 4, 90},
	{3, "Beginner", "初级", "Sees simple threats a few moves ahead; misses deeper combinations.", "看得到几步之内的简单威胁，较深的组合看不到。", 150 * time.Millisecond, 4, 8000, 4, 60},
	{4, "Learner", "进阶", "Looks a little deeper, but still chooses loosely among good moves.", "算得稍深，但在好棋之间仍选得随意。", 150 * time.Millisecond, 5, 6000, 4, 60},
	{5, "Improver", "熟手", "Rarely leaves a piece hanging and spots short tactics.", "很少白丢子，能看出简短的战术。", 200 * time.Millisecond, 0, 3500, 2, 25},
	{6, "Intermediate", "中级", "Avoids hanging pieces and finds short tactics.", "不白丢子，能找到简短的战术。", 250 * time.Millisecond, 0, 6000, 2, 20},
	{7, "Advanced", "高级", "Plays sound moves with the odd inaccuracy.", "走得稳当，偶有疏忽。", 300 * time.Millisecond, 0, 9000, 2, 15},
	{8, "Club", "业余高手", "A steady club player who sees a few moves deep.", "稳健的棋友水平，能算几步。", 400 * time.Millisecond, 0, 15000, 2, 15},
	{9, "Strong club", "业余强手", "Sees a few moves deeper and seldom misses a tactic.", "算得更深，很少漏看战术。", 500 * time.Millisecond, 0, 25000, 2, 12},
	{10, "Club master", "业余大师", "Finds most tactics and rarely strays from the best move.", "大多数战术都能发现，很少偏离最佳着法。", 700 * time.Millisecond, 0, 45000, 2, 10},
	{11, "Expert", "专家", "Deep, accurate play with a little variety.", "算得深、走得准，略有变化。", 900 * time.Millisecond, 0, 80000, 2, 10},
	{12, "Master", "大师", "Nearly always plays the best move it finds.", "几乎总走找到的最佳着法。", 1200 * time.Millisecond, 0, 140000, 2, 6},
	{13, "Grandmaster", "特级大师", "Always plays the best move of a short search.", "总走短时搜索找到的最佳着法。", 1500 * time.Millisecond, 0, 250000, 1, 0},
	{14, "Super grandmaster", "超级大师", "Always plays the best move of a longer search.", "总走较长搜索找到的最佳着法。", 2500 * time.Millisecond, 0, 500000, 1, 0},
	{15, "Full strength", "最强", "Full strength with the longest thinking time.", "全力搜索，思考时间最长。", 4000 * time.Millisecond, 0, 0, 1, 0},
}

// Levels returns the playing levels from weakest to strongest.
func Levels() []Level {
	return append([]Level(nil), levels...)
}

// formerLevels maps each level of the ten-level ladder the page had until
// 2026-12-07 to the level of today's ladder with the same or the nearest
// search settings (README, "Strength and levels"), so that settings, games
// and rating histories saved before then keep their meaning.
var formerLevels = [FormerMaxLevel]int{1, 3, 4, 6, 7, 9, 10, 11, 13, 15}

// FormerMaxLevel is the number of levels the former ladder had.
const FormerMaxLevel = 10

// FromFormerLadder returns the level of today's ladder that plays like level
// n of the former ten-level ladder. A number that was no level then is
// returned as it is, for the caller's range check to reject.
func FromFormerLadder(n int) int {
	if n < 1 || n > len(formerLevels) {
		return n
	}
	return formerLevels[n-1]
}

// LevelByNumber returns level n, clamped to MinLevel..MaxLevel.
func LevelByNumber(n int) Level {
	return levels[min(max(n, MinLevel), MaxLevel)-MinLevel]
}

// levelGaps are the measured strength gaps between neighbouring levels, in
// Elo: levelGaps[i] is how much stronger level i+2 is than level i+1. They
// are the "vs next level" column of the README's "Strength and levels"
// table (up to 200 games a pair with `xiangqi match`, measured for the
// fifteen levels on 2026-12-07), kept here as the one table the program reads:
// the page places a player on the levels' scale with it (web/rating).
// TestLevelGapsMatchTheREADME keeps the two in step, so a new measurement
// changes this table and the README.
var levelGaps = [MaxLevel - MinLevel]float64{168, 196, 168, 182, 222, 141, 189, 205, 241, 170, 144, 204, 147, 110}

// LevelRatings returns each level's strength on one Elo scale, level
// MinLevel at 0: the sum of the measured gaps below it.
func LevelRatings() []float64 {
	out := make([]float64, MaxLevel-MinLevel+1)
	for i, gap := range levelGaps {
		out[i+1] = out[i] + gap
	}
	return out
}
