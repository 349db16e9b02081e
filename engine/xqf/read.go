package xqf

import (
	"fmt"
	"strings"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

// Text decodes the raw strings of a file (headers and comments, in file
// order) to UTF-8. It gets all of them at once, so it can judge the
// encoding from the whole file.
type Text func(raw [][]byte) []string

const (
	headerSize = 0x400
	// FirstVersion and LastVersion are the versions Read accepts, as the
	// version byte holds them: 10 is 1.0, 18 is 1.8.
	FirstVersion = 10
	LastVersion  = 18
	// maxComment bounds one comment; real ones are a few hundred bytes.
	maxComment = 1 << 20
)

// Is reports whether data starts like an XQF file.
func Is(data []byte) bool { return len(data) >= 3 && data[0] == 'X' && data[1] == 'Q' }

// Version returns an XQF file's version as written ("1.8"), or "" when data
// is not XQF.
func Version(data []byte) string {
	if !Is(data) {
		return ""
	}
	return fmt.Sprintf("%d.%d", data[2]/10, data[2]%10)
}

// VersionError is the error for an XQF file of a version Read does not know.
type VersionError struct{ Version string }

func (e *VersionError) Error() string {
	return fmt.Sprintf("XQF version %s cannot be read (versions 1.0 to 1.8 can)", e.Version)
}

// pieceTypes are the piece kinds of the 16 places of each side.
var pieceTypes = [16]position.PieceType{
	position.Rook, position.Horse, position.Elephant, position.Advisor, position.King,
	position.Advisor, position.Elephant, position.Horse, position.Rook,
	position.Cannon, position.Cannon,
	position.Pawn, position.Pawn, position.Pawn, position.Pawn, position.Pawn,
}

// headerTags are the header's text fields and the PGN tags they become.
var headerTags = []struct {
	offset, size int
	tag          string
}{
	{0x50, 64, "Title"}, {0xD0, 64, "Event"}, {0x110, 16, "Date"}, {0x120, 16, "Site"},
	{0x130, 16, "Red"}, {0x140, 16, "Black"}, {0x150, 64, "TimeControl"},
	{0x190, 16, "RedTime"}, {0x1A0, 16, "BlackTime"}, {0x1D0, 16, "Annotator"}, {0x1E0, 16, "Author"},
}

// Read reads an XQF file. Every move of every variation must be legal; the
// side to move first is the side of the first move's piece. The error says
// what is wrong: a version it cannot read (a *VersionError), a damaged
// file, or the move that is not legal.
func Read(data []byte, text Text) (*notation.Game, error) {
	if !Is(data) {
		return nil, fmt.Errorf("not an XQF file: it does not start with \"XQ\"")
	}
	version := int(data[2])
	if version < FirstVersion || version > LastVersion {
		return nil, &VersionError{Version(data)}
	}
	if len(data) < headerSize {
		return nil, fmt.Errorf("the file ends inside its %d-byte header (%d bytes)", headerSize, len(data))
	}
	r := &reader{version: version}
	if version > 10 {
		r.keys = newKeys(data)
	}
	r.data = r.keys.unmask(data[headerSize:])
	board, err := r.pieces(data)
	if err != nil {
		return nil, err
	}
	g := &notation.Game{Root: &notation.Node{Move: position.NoMove}, Result: results[data[0x33]]}
	tagValues := make([]string, len(headerTags))
	for i, h := range headerTags {
		n := min(int(data[h.offset]), h.size-1)
		r.addText(data[h.offset+1:h.offset+1+n], &tagValues[i])
	}
	if err := r.moves(g, board); err != nil {
		return nil, err
	}
	decoded := text(r.raw)
	for i, s := range decoded {
		if i < len(r.dest) {
			*r.dest[i] = cleanText(s)
		}
	}
	for i, h := range headerTags {
		if tagValues[i] != "" {
			g.SetTag(h.tag, tagValues[i])
		}
	}
	return g, nil
}

var results = [256]string{0: "*", 1: "1-0", 2: "0-1", 3: "1/2-1/2", 4: "1/2-1/2"}

func init() {
	for i := 5; i < len(results); i++ {
		results[i] = "*"
	}
}

// cleanText trims a decoded string and gives it Unix line ends.
func cleanText(s string) string {
	s = strings.TrimRight(s, "\x00")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	return strings.TrimSpace(s)
}

// reader is one pass over the move records.
type reader struct {
	version int
	keys    keys
	data    []byte // the records, unmasked
	pos     int
	raw     [][]byte  // strings to decode, in file order
	dest    []*string // where each goes
}

func (r *reader) addText(raw []byte, dest *string) {
	if len(raw) == 0 {
		return
	}
	r.raw = append(r.raw, raw)
	r.dest = append(r.dest, dest)
}

// pieces reads the piece table into a board.
func (r *reader) pieces(data []byte) (*[position.NumSquares]position.Piece, error) {
	var places [32]byte
	for i := 0; i < 32; i++ {
		b := data[0x10+i]
		switch {
		case r.version <= 10:
			places[i] = b
		case r.version == 11:
			places[i] = b - r.keys.xy
		default:
			places[(int(r.keys.xy)+i+1)&31] = b - r.keys.xy
		}
	}
	var board [position.NumSquares]position.Piece
	for i, place := range places {
		if place > 89 {
			continue // captured, or not in this position
		}
		s := square(place)
		if board[s] != position.NoPiece {
			return nil, fmt.Errorf("the file is damaged: two pieces stand on %s", s)
		}
		board[s] = position.MakePiece(position.Color(i/16), pieceTypes[i%16])
	}
	return &board, nil
}

// square converts a place (file*10 + rank, from Red's side) to a square.
func square(place byte) position.Square {
	return position.MakeSquare(int(place)/10, int(place)%10)
}

// record is one move record.
type record struct {
	from, to      byte
	next, variant bool
	comment       []byte
}

// read reads one record; ok is false at the end of the data.
func (r *reader) record() (rec record, ok bool, err error) {
	if r.pos+4 > len(r.data) {
		return rec, false, nil
	}
	b := r.data[r.pos : r.pos+4]
	r.pos += 4
	hasComment := true
	if r.version <= 10 {
		rec.from, rec.to = b[0]-0x18, b[1]-0x20
		rec.next, rec.variant = b[2]&0xF0 != 0, b[2]&0x0F != 0
	} else {
		rec.from, rec.to = b[0]-0x18-r.keys.xyf, b[1]-0x20-r.keys.xyt
		rec.next, rec.variant, hasComment = b[2]&0x80 != 0, b[2]&0x40 != 0, b[2]&0x20 != 0
	}
	if !hasComment {
		return rec, true, nil
	}
	if r.pos+4 > len(r.data) {
		return rec, false, fmt.Errorf("the file is damaged: it ends inside a move record")
	}
	n := r.keys.commentLength(r.data[r.pos:])
	r.pos += 4
	if n > maxComment || int(n) > len(r.data)-r.pos {
		return rec, false, fmt.Errorf("the file is damaged: a comment of %d bytes runs past its end", int32(n))
	}
	rec.comment = r.data[r.pos : r.pos+int(n)]
	r.pos += int(n)
	return rec, true, nil
}

// frame is a variation still to read: the node it branches from and the
// number of moves to it.
type frame struct {
	parent *notation.Node
	ply    int
}

// moves reads the records into g's tree, checking each move on a board that
// follows the reading: records come in preorder, so going back to a pending
// variation only ever unmakes moves.
func (r *reader) moves(g *notation.Game, board *[position.NumSquares]position.Piece) error {
	first, ok, err := r.record() // the start position's record
	if err != nil || !ok {
		if err == nil {
			err = fmt.Errorf("the file is damaged: it has no move data")
		}
		return err
	}
	r.addText(first.comment, &g.Root.Comment)
	side := position.Red
	if r.pos+4 <= len(r.data) {
		from, _ := r.peekPlaces()
		if from <= 89 && board[square(from)] != position.NoPiece {
			side = board[square(from)].Color()
		}
	}
	start, err := position.FromBoard(board, side)
	if err != nil {
		return fmt.Errorf("the start position is not possible: %v", err)
	}
	g.Start = start
	p := start.Clone()
	var pending []frame
	parent, ply, count := g.Root, 0, 0
	onMain := true // parent is on the main line
	for {
		rec, ok, err := r.record()
		if err != nil {
			return err
		}
		if !ok {
			return nil // files may end without closing every line
		}
		if rec.from > 89 || rec.to > 89 {
			return fmt.Errorf("the file is damaged: move %d has a point off the board", count+1)
		}
		m := position.NewMove(square(rec.from), square(rec.to))
		isMain := onMain && len(parent.Children) == 0
		if !p.IsLegal(m) {
			return moveError(p, m, ply, !isMain)
		}
		if count++; count > notation.MaxGameMoves {
			return fmt.Errorf("the game has more than %d moves with its variations", notation.MaxGameMoves)
		}
		if ply+1 > notation.MaxGamePlies {
			return fmt.Errorf("a line has more than %d moves", notation.MaxGamePlies)
		}
		node := parent.AddChild(m)
		r.addText(rec.comment, &node.Comment)
		if rec.variant {
			pending = append(pending, frame{parent, ply})
		}
		if rec.next {
			p.MakeMove(m)
			parent, ply, onMain = node, ply+1, isMain
			continue
		}
		if len(pending) == 0 {
			return nil
		}
		f := pending[len(pending)-1]
		pending = pending[:len(pending)-1]
		for p.Ply() > f.ply {
			p.UnmakeMove()
		}
		parent, ply, onMain = f.parent, f.ply, false
	}
}

// peekPlaces returns the from and to places of the next record, unkeyed.
func (r *reader) peekPlaces() (from, to byte) {
	b := r.data[r.pos:]
	if r.version <= 10 {
		return b[0] - 0x18, b[1] - 0x20
	}
	return b[0] - 0x18 - r.keys.xyf, b[1] - 0x20 - r.keys.xyt
}

// moveError says which move is not legal and why.
func moveError(p *position.Position, m position.Move, ply int, inVariation bool) error {
	where := ""
	if inVariation {
		where = " in a variation"
	}
	reason := "it is not legal"
	if _, err := notation.ParseMove(p, m.String()); err != nil {
		reason = err.Error()
	}
	return fmt.Errorf("move %d (ply %d) %s%s: %s", p.FullmoveNumber(), ply+1, m, where, reason)
}
