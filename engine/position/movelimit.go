package position

// The 60-move rule: a game in which 60 moves by each side (120 plies) pass
// without a capture is a draw. Checks may not be used to run out the count: in
// that stretch, each side's checks after its tenth do not count.
const (
	// MoveLimitPlies is the counted number of plies without a capture that draws.
	MoveLimitPlies = 120
	// CountedChecks is how many checks by each side count towards the limit.
	CountedChecks = 10
)

// MoveLimitCount returns the plies that count towards the 60-move rule: the
// plies since the last capture, less each side's checks beyond its tenth in
// that stretch and the opponent's replies to those checks. The rule counts
// moves, that is pairs of plies, so a check that does not count takes its
// answer with it; Pikafish counts the same way. Plies before the position was
// set up (the FEN's counter) all count, as nothing is known of their checks.
// Null moves do not count. It allocates nothing and takes time linear in the
// plies since the last capture.
func (p *Position) MoveLimitCount() int {
	n := len(p.history)
	start := n - p.HalfmoveClock()
	counted := 0
	if start < 0 {
		counted, start = -start, 0
	}
	var checks [2]int
	prevExcess := false // the previous ply was a check beyond the mover's tenth
	for j := start; j < n; j++ {
		h := &p.history[j]
		if h.move == NoMove {
			prevExcess = false
			continue
		}
		mover := p.side ^ Color((n-j)&1)
		excess := false
		if h.check {
			checks[mover]++
			excess = checks[mover] > CountedChecks
		}
		if !excess && !prevExcess {
			counted++
		}
		prevExcess = excess
	}
	return counted
}
