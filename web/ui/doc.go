// Package ui is the page's DOM layer: it draws what package app reports
// (the board, the status line, the move list, the dialogs) and
// forwards the player's input to it. It holds no game logic.
//
// Only this package (and wasm/app, its main) touches the browser; it builds
// for js/wasm only. Files: ui.go (start-up and wiring), boardview.go (the
// board's stage: its SVG, the pieces, the marks), input.go (pointer and
// keyboard input on the board), panel.go (status, controls, move list),
// dialogs.go (new game, settings, game over, load, share), puzzles.go (the
// puzzle mode), editor.go (the position editor's panel, its board and drags),
// play.go (the seats and clocks, offers, the new-game dialog's choices, the
// low-time tick), platform.go (sound, storage, announcements, messages),
// worker.go (the engine worker), music.go (background music), dom.go
// (helpers).
package ui
