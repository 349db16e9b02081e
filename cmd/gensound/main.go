// Command gensound synthesises the game's sounds into assets/sounds.
//
// Every sound is built from a few damped sine waves and filtered noise, with
// no samples and no dependencies, and the same bytes come out on every run:
//
//	move.wav capture.wav check.wav illegal.wav    game sounds
//	win.wav loss.wav draw.wav newgame.wav         end and start of a game
//	music.json                                    background loop as notes
//
// The effects are mono 16-bit WAV at 16 kHz. The music is a note list the
// page plays with WebAudio; -preview renders it to a WAV file to listen to.
// Run it from the repository root:
//
//	go run ./cmd/gensound
//	go run ./cmd/gensound -preview /tmp/music.wav
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	out := flag.String("out", filepath.Join("assets", "sounds"), "directory to write the sounds into")
	preview := flag.String("preview", "", "if set, also render the music to this WAV file")
	flag.Parse()
	if err := generate(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gensound:", err)
		os.Exit(1)
	}
	if *preview != "" {
		if err := writePreview(*preview); err != nil {
			fmt.Fprintln(os.Stderr, "gensound:", err)
			os.Exit(1)
		}
	}
}

// generate writes every sound effect and the music into dir.
func generate(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, e := range effects {
		data := encodeWAV(e.render(), sampleRate)
		if err := os.WriteFile(filepath.Join(dir, e.name+".wav"), data, 0o644); err != nil {
			return err
		}
	}
	m, err := composeMusic()
	if err != nil {
		return err
	}
	data, err := musicJSON(m)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "music.json"), data, 0o644)
}

// writePreview renders two passes of the music loop to a WAV file.
func writePreview(file string) error {
	m, err := composeMusic()
	if err != nil {
		return err
	}
	const rate = 22050
	loop := renderMusic(m, rate)
	both := append(append([]float64{}, loop...), loop...)
	return os.WriteFile(file, encodeWAV(both, rate), 0o644)
}
