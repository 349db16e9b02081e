package puzzle

// Files are the collection's files, relative to the page, in the order
// engine/puzzles.Load takes them (build.sh copies them from assets/puzzles).
// They are fetched when the player first opens a puzzle.
var Files = [3]string{"puzzles/funny.epd", "puzzles/titles.tsv", "puzzles/solutions.json"}
