package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"

	"xiangqi/engine/egtb"
	"xiangqi/engine/position"
)

// egtbStats counts how often each ending arises in a corpus of games: for
// every material with few attacking pieces, the games that reach it (each
// game counted once per material) and the games that end in it. It is how
// the shipped set of tables was chosen.
func egtbStats(args []string) error {
	fset := flag.NewFlagSet("egtb stats", flag.ContinueOnError)
	games := fset.String("games", defaultCorpus, "games in TSV (result, red, black, event, date, moves)")
	attackers := fset.Int("attackers", 3, "count materials with at most this many rooks, horses, cannons and pawns (both sides)")
	top := fset.Int("top", 40, "rows to print per table")
	if err := fset.Parse(args); err != nil {
		return err
	}
	f, err := os.Open(*games)
	if err != nil {
		return err
	}
	defer f.Close()
	type count struct{ reached, final int }
	exact := map[egtb.Material]*count{}
	// byAttackers groups materials that differ only in advisors and elephants.
	byAttackers := map[egtb.Material]*count{}
	bump := func(m map[egtb.Material]*count, key egtb.Material) *count {
		c := m[key]
		if c == nil {
			c = &count{}
			m[key] = c
		}
		return c
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	n, inTables := 0, 0
	for line := 0; sc.Scan(); line++ {
		fields := strings.Split(sc.Text(), "\t")
		if line == 0 || len(fields) < 6 {
			continue
		}
		n++
		p := position.NewStart()
		seen := map[egtb.Material]bool{}
		seenA := map[egtb.Material]bool{}
		for _, text := range strings.Fields(fields[5]) {
			m, err := position.ParseMove(text)
			if err != nil || !p.IsLegal(m) {
				return fmt.Errorf("line %d: bad move %q", line+1, text)
			}
			p.MakeMove(m)
			if p.LastCaptured() == position.NoPiece && p.Ply() > 1 {
				continue
			}
			mat, _ := egtb.MaterialOf(p).Canonical()
			if mat.Attackers(position.Red)+mat.Attackers(position.Black) > *attackers {
				continue
			}
			if !seen[mat] {
				seen[mat] = true
				bump(exact, mat).reached++
			}
			if a := attackersOnly(mat); !seenA[a] {
				seenA[a] = true
				bump(byAttackers, a).reached++
			}
		}
		for m := range seen {
			if egtb.IsShipped(m) {
				inTables++
				break
			}
		}
		mat, _ := egtb.MaterialOf(p).Canonical()
		if mat.Attackers(position.Red)+mat.Attackers(position.Black) <= *attackers {
			bump(exact, mat).final++
			bump(byAttackers, attackersOnly(mat)).final++
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	fmt.Printf("%d games; materials with at most %d attacking pieces\n\n", n, *attackers)
	show := func(title string, m map[egtb.Material]*count, sizes bool) {
		keys := make([]egtb.Material, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool {
			if m[keys[i]].reached != m[keys[j]].reached {
				return m[keys[i]].reached > m[keys[j]].reached
			}
			return keys[i].String() < keys[j].String()
		})
		fmt.Printf("%-16s %8s %8s", title, "reached", "final")
		if sizes {
			fmt.Printf(" %14s %8s", "indices/side", "shipped")
		}
		fmt.Println()
		for i, k := range keys {
			if i == *top {
				break
			}
			fmt.Printf("%-16s %8d %8d", k, m[k].reached, m[k].final)
			if sizes {
				size := "too large"
				if s, err := egtb.IndexSize(k); err == nil {
					size = fmt.Sprint(s)
				}
				shipped := ""
				if egtb.IsShipped(k) {
					shipped = "yes"
				}
				fmt.Printf(" %14s %8s", size, shipped)
			}
			fmt.Println()
		}
		fmt.Println()
	}
	show("attackers only", byAttackers, false)
	show("material", exact, true)
	shipped := map[egtb.Material]*count{}
	for m, c := range exact {
		if egtb.IsShipped(m) {
			shipped[m] = c
		}
	}
	show("shipped material", shipped, true)
	fmt.Printf("%d of %d games reach an ending of the shipped tables\n", inTables, n)
	return nil
}

// attackersOnly drops the advisors and elephants of a material, grouping the
// endings that differ only in them.
func attackersOnly(m egtb.Material) egtb.Material {
	for c := range m {
		m[c][position.Advisor], m[c][position.Elephant] = 0, 0
	}
	return m
}
