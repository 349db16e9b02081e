// Package embed is the postMessage API of the embedded board (a page opened
// with embed=1 in its fragment, inside an iframe), in plain Go so every rule
// is tested natively; web/ui only moves the messages between JavaScript and
// this package.
//
// Every message is one object with a "type". The board posts to its parent
// window (target origin "*": the game state is public, and the board cannot
// know the blog's origin):
//
//	{type: "xiangqi:ready", fen, startFen, moves, mode, orientation}
//	    once the board takes input and commands
//	{type: "xiangqi:move", move: "h2e2", san: "炮二平五", fen, ply, color: "red"}
//	    after each move on the board (the player's or the engine's)
//	{type: "xiangqi:position", fen, startFen, moves}
//	    after the game changed other than by a move: take-back, new game,
//	    setPosition
//	{type: "xiangqi:gameover", result: "red-wins"|"black-wins"|"draw", reason}
//	    when the game ends (reason as the page's data-reason hook)
//	{type: "xiangqi:resize", height}
//	    the height in CSS pixels the iframe needs to show the whole board at
//	    its current width, on load and whenever it changes
//
// The parent may send (the board answers only messages from its parent
// window):
//
//	{type: "xiangqi:setPosition", fen?: "<FEN>", moves?: ["h2e2", ...], side?: "red"|"black"}
//	    a new game from fen (the opening when absent) after moves; in play
//	    mode the player takes side, or the side to move
//	{type: "xiangqi:setOrientation", orientation: "red"|"black"}
//	    the side shown at the bottom
//	{type: "xiangqi:newGame", side?: "red"|"black", level?: 1..15}
//	    a new game from the opening against the engine
//	{type: "xiangqi:loadPGN", pgn: "<PGN, DhtmlXQ or FEN>", ply?: 0..1000}
//	    a record with its comments and variations: the viewer (mode=view)
//	    shows it from ply (the start); another mode plays on from its end
//	{type: "xiangqi:showMove", ply: 0..1000}
//	    shows that move of the main line
//	{type: "xiangqi:autoplay", play: true|false, speed?: 0.5..10}
//	    starts or pauses the viewer's autoplay, speed in seconds a move
//
// A command is checked strictly before anything happens: the type, the name
// and JSON type of every field, lengths (MaxMessage, or MaxPGNMessage for a
// loadPGN), the FEN (a possible position), every move (legal in turn) and
// every move of a loadPGN's record. A message that fails any check is ignored as a
// whole, silently, as is anything that is not a command.
package embed
