package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestMain runs the tests, then fails them if they left anything new in
// this package's folder: every test that writes does it in a temporary
// folder (t.TempDir, --out, inTempDir), since one that wrote ./out once
// made an unrelated test fail, and left a real article behind. Started
// with asIopressEnv set, the binary is iopress itself instead.
func TestMain(m *testing.M) {
	if os.Getenv(asIopressEnv) == "1" {
		os.Exit(runMain(os.Args[1:]))
	}
	flag.Parse()
	before := entries()
	code := m.Run()
	if left := newEntries(before, entries()); len(left) > 0 {
		fmt.Fprintf(os.Stderr, "the tests wrote %s into %s: a test that writes must write into a temporary folder\n", strings.Join(left, ", "), packageDir)
		code = max(code, 1)
	}
	os.Exit(code)
}

// entries lists the names in this package's folder.
func entries() []string {
	es, err := os.ReadDir(packageDir)
	if err != nil {
		return nil
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// newEntries is what after has that before did not, but for the files go
// test's own flags (-test.coverprofile, -test.cpuprofile, ...) asked for.
func newEntries(before, after []string) []string {
	var asked []string
	flag.VisitAll(func(f *flag.Flag) {
		if strings.HasPrefix(f.Name, "test.") && f.Value.String() != "" {
			asked = append(asked, filepath.Base(f.Value.String()))
		}
	})
	var out []string
	for _, name := range after {
		if !slices.Contains(before, name) && !slices.Contains(asked, name) {
			out = append(out, name)
		}
	}
	return out
}
