// Package version says which iopress this is: the version stamped in at
// build time (make build, make dist), else the module's version when built
// with go install, else "dev"; the commit and whether the tree had
// changes, from what the Go toolchain records of the checkout it built.
package version

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
)

// number and commit are set at build time (make build does):
//
//	go build -ldflags "-X github.com/iopress/iopress/internal/version.number=v1.2.0
//	  -X github.com/iopress/iopress/internal/version.commit=0123abc..."
//
// Without them the version is the module's and the commit what the Go
// toolchain recorded of the checkout (not with -buildvcs=false).
var number, commit string

// Number is iopress's version: v1.2.0, or "dev" for a build from a
// checkout that was given none.
func Number() string {
	if number != "" {
		return number
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}

// Commit is the commit iopress was built from and whether the checkout had
// uncommitted changes; "" when the build recorded none.
func Commit() (revision string, modified bool) {
	if commit != "" {
		rev, dirty := strings.CutSuffix(commit, "-dirty")
		return rev, dirty
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "", false
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	return revision, modified
}

// String says all of it on one line: "v1.2.0, commit 0123abc (modified),
// go1.26.8 linux/amd64".
func String() string {
	s := Number()
	if rev, modified := Commit(); rev != "" {
		s += ", commit " + rev[:min(12, len(rev))]
		if modified {
			s += " (modified)"
		}
	}
	return fmt.Sprintf("%s, %s %s/%s", s, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}
