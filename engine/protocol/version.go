package protocol

import (
	"runtime"
	"runtime/debug"
)

// Version is the version the engine announces (UCI `id name`, the worker's
// `ready`). It is set at link time with -ldflags "-X xiangqi/engine/protocol.Version=..."
// or, when left empty, made from the build's VCS stamp.
var Version string

// VersionString returns Version, or a version made from the build information:
// the commit (with "+dirty" for a modified tree) and the Go release.
func VersionString() string {
	if Version != "" {
		return Version
	}
	rev, dirty := "dev", false
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
				if len(rev) > 12 {
					rev = rev[:12]
				}
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
	}
	if dirty {
		rev += "+dirty"
	}
	return rev + " (" + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH + ")"
}
