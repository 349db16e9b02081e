package app

import (
	"fmt"
	"testing"
)

// The costs of one engine report on the analysis board, natively: taking
// the message (decoding it and checking its line), and building what the
// page draws from the lines (the view). The page pays both in WebAssembly,
// several times slower, on a phone several times slower again.
func BenchmarkAnalysisReport(b *testing.B) {
	r, id := analysing(b, "#mode=analysis&moves=h2e2,h9g7,h0g2,i9h9,i0h0,b9c7")
	pv := `"pv":["b0c2","h7i7","b2a2","c6c5","a0b0","b7b3","g3g4","a9b9","c3c4","c5c4","a2c2","b9b5"]`
	infos := make([]string, 3)
	for k := range infos {
		infos[k] = fmt.Sprintf(`{"type":"info","id":%d,"depth":18,"seldepth":27,"score":%d,"multipv":%d,"nodes":2841923,"nps":712345,"hashfull":312,"timeMs":3990,%s}`, id, 31-k, k+1, pv)
	}
	b.Run("message", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			r.a.EngineMessage(infos[i%3])
		}
	})
	b.Run("view", func(b *testing.B) {
		for _, m := range infos {
			r.a.EngineMessage(m)
		}
		for i := 0; i < b.N; i++ {
			if v := r.a.Analysis(); len(v.Lines) != 3 {
				b.Fatalf("the view has %d lines, want 3", len(v.Lines))
			}
		}
	})
}

// A step back or forth through an analysed game: the move shown, the
// analysis stopped and started again on the new position.
func BenchmarkAnalysisStep(b *testing.B) {
	r, _ := analysing(b, "#mode=analysis&moves=h2e2,h9g7,h0g2,i9h9,i0h0,b9c7")
	for i := 0; i < b.N; i++ {
		if i%12 < 6 {
			r.a.Step(-1)
		} else {
			r.a.Step(1)
		}
	}
}
