module xiangqi

go 1.26.8

require (
	github.com/andybalholm/brotli v1.2.0 // indirect
	golang.org/x/image v0.48.0 // indirect
)
