module xiangqi

go 1.26.8

require (
	github.com/andybalholm/brotli v1.2.0 // indirect
	github.com/syumai/workers v0.33.0 // indirect
	golang.org/x/image v0.48.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/text v0.44.0
	honnef.co/go/js/dom/v2 v2.0.0-20250304181735-b5e52f05e89d // indirect
)
