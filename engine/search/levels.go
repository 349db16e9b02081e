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
	MaxLevel = 10
)

var levels = []Level{
	{1, "Newcomer", "入门", "Looks a move or two ahead and often picks a merely decent move.", "只看一两步，常走还过得去的棋。", 100 * time.Millisecond, 2, 1500, 4, 100},
	{2, "Novice", "新手", "Sees simple threats but chooses loosely among sound moves.", "能看到简单的威胁，但选棋随意。", 150 * time.Millisecond, 4, 5000, 4, 80},
	{3, "Beginner", "初级", "Sees captures and threats a few moves ahead; misses deeper combinations.", "看得到几步之内的吃子和威胁，较深的组合看不到。", 200 * time.Millisecond, 5, 15000, 3, 40},
	{4, "Improver", "中级", "Avoids hanging pieces and finds short tactics.", "不白丢子，能找到简短的战术。", 300 * time.Millisecond, 0, 5000, 2, 20},
	{5, "Advanced", "高级", "Plays sound moves with the odd inaccuracy.", "走得稳当，偶有疏忽。", 400 * time.Millisecond, 0, 10000, 2, 15},
	{6, "Club", "业余高手", "A steady club player who sees a few moves deep.", "稳健的棋友水平，能算几步。", 600 * time.Millisecond, 0, 20000, 2, 15},
	{7, "Strong club", "业余大师", "Finds most tactics and rarely strays from the best move.", "大多数战术都能发现，很少偏离最佳着法。", 800 * time.Millisecond, 0, 45000, 2, 10},
	{8, "Expert", "大师", "Deep, accurate play with a little variety.", "算得深、走得准，略有变化。", 1000 * time.Millisecond, 0, 100000, 2, 10},
	{9, "Grandmaster", "特级大师", "Full strength at a short thinking time.", "全力搜索，思考时间较短。", 1500 * time.Millisecond, 0, 250000, 1, 0},
	{10, "Full strength", "最强", "Full strength with the longest thinking time.", "全力搜索，思考时间最长。", 4000 * time.Millisecond, 0, 0, 1, 0},
}

// Levels returns the playing levels from weakest to strongest.
func Levels() []Level {
	return append([]Level(nil), levels...)
}

// LevelByNumber returns level n, clamped to MinLevel..MaxLevel.
func LevelByNumber(n int) Level {
	return levels[min(max(n, MinLevel), MaxLevel)-MinLevel]
}

// levelGaps are the measured strength gaps between neighbouring levels, in
// Elo: levelGaps[i] is how much stronger level i+2 is than level i+1. They
// are the "vs next level" column of the README's "Strength and levels"
// table (33 to 200 games a pair with `xiangqi match`, measured again with
// the search of 2026-12-07), kept here as the one table the program reads:
// the page places a player on the levels' scale with it (web/rating).
// TestLevelGapsMatchTheREADME keeps the two in step, so a new measurement
// changes this table and the README.
var levelGaps = [MaxLevel - MinLevel]float64{319, 233, 285, 231, 248, 288, 293, 260, 321}

// LevelRatings returns each level's strength on one Elo scale, level
// MinLevel at 0: the sum of the measured gaps below it.
func LevelRatings() []float64 {
	out := make([]float64, MaxLevel-MinLevel+1)
	for i, gap := range levelGaps {
		out[i+1] = out[i] + gap
	}
	return out
}
