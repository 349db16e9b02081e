package review

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// ReadSamples reads the curve's samples (curve_samples.tsv): lines of score,
// mate, result and FEN separated by tabs; '#' starts a comment line.
func ReadSamples(r io.Reader) ([]Sample, error) {
	var out []Sample
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if strings.HasPrefix(text, "#") || strings.TrimSpace(text) == "" {
			continue
		}
		f := strings.Split(text, "\t")
		if len(f) < 3 {
			return nil, fmt.Errorf("samples line %d: %d fields, want score, mate, result and FEN", line, len(f))
		}
		score, err1 := strconv.Atoi(f[0])
		mate, err2 := strconv.Atoi(f[1])
		result, err3 := strconv.ParseFloat(f[2], 64)
		if err1 != nil || err2 != nil || err3 != nil || (result != 0 && result != 0.5 && result != 1) {
			return nil, fmt.Errorf("samples line %d: %q is not score, mate, result (0, 0.5 or 1)", line, text)
		}
		out = append(out, Sample{Score: score, Mate: mate, Result: result})
	}
	return out, sc.Err()
}
