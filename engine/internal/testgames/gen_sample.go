//go:build ignore

// gen_sample writes sample.tsv, the games of the master collection that the
// tests of engine/ replay when the whole collection is not checked out: for
// each named opening (engine/book), the first game that is given its name
// within 24 plies, and the first games that need a front or rear piece name
// in Chinese notation (engine/notation), in the collection's order.
//
//	go run gen_sample.go > sample.tsv
//
// It reads ../../../../shared/data/games/master-games.tsv (the repository's
// ../shared/data).
package main

import (
	"bufio"
	"fmt"
	"log"
	"os"
	"strings"

	"xiangqi/engine/book"
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

const (
	corpus        = "../../../../shared/data/games/master-games.tsv"
	openingPlies  = 24 // how far into a game the book test looks for names
	tandemGames   = 3  // games with a front/rear piece name
	maxSampleGame = 40 // games longer than this many moves a side are passed over for the openings, to keep the sample small
)

func main() {
	f, err := os.Open(corpus)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	wanted := map[string]bool{}
	for _, o := range book.Openings() {
		wanted[o.ZH] = true
	}
	var header string
	var picked []string
	tandems := 0
	for n := 0; sc.Scan(); n++ {
		line := sc.Text()
		if n == 0 {
			header = line
			continue
		}
		fields := strings.Split(line, "\t")
		moves, tandem := replay(fields[5])
		take := false
		if tandem && tandems < tandemGames {
			tandems++
			take = true
		}
		if len(moves) <= 2*maxSampleGame {
			for k := 1; k <= len(moves) && k <= openingPlies; k++ {
				if o, ok := book.NameOpening(position.NewStart(), moves[:k]); ok && wanted[o.ZH] {
					delete(wanted, o.ZH)
					take = true
				}
			}
		}
		if take {
			picked = append(picked, line)
		}
	}
	if err := sc.Err(); err != nil {
		log.Fatal(err)
	}
	if len(wanted) > 0 || tandems < tandemGames {
		log.Fatalf("no game names %v; %d tandem games", wanted, tandems)
	}
	fmt.Println(header)
	for _, line := range picked {
		fmt.Println(line)
	}
	log.Printf("%d games", len(picked))
}

// replay returns a game's moves and whether one of them needs a front or rear
// piece name in Chinese notation.
func replay(text string) ([]position.Move, bool) {
	p := position.NewStart()
	var moves []position.Move
	tandem := false
	for _, s := range strings.Fields(text) {
		m, err := position.ParseMove(s)
		if err != nil || !p.IsLegal(m) {
			log.Fatalf("illegal move %s", s)
		}
		c := notation.Format(p, m, notation.Chinese)
		if strings.ContainsAny(c, "前后") {
			tandem = true
		}
		moves = append(moves, m)
		p.MakeMove(m)
	}
	return moves, tandem
}
