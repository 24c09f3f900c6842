package main

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/iopress/iopress/internal/fioservertest"
	bench "github.com/iopress/iopress/run"
)

// TestFleetProgressShowsEachHost: on a terminal, a fleet run's progress
// names the cell and each host's live IOPS.
func TestFleetProgressShowsEachHost(t *testing.T) {
	hosts := fioservertest.Hosts(fioservertest.Start(t, 2))
	dir := t.TempDir()
	target := filepath.Join(dir, "t")
	if err := bench.Prepare(target, 8<<20); err != nil {
		t.Fatal(err)
	}
	var term lockedBuffer
	fakeTerminal(t, &term, 200)
	var stdout lockedBuffer
	args := []string{"run", "--hosts", strings.Join(hosts, ","), "--rw", "randread", "--runtime", "2s", "--size", "8MiB", "-t", target, "-o", filepath.Join(dir, "out")}
	if err := run(context.Background(), args, &stdout, &term); err != nil {
		t.Fatal(err)
	}
	each := regexp.MustCompile(fmt.Sprintf(`^cell 1/1: rnd-read-4k-qd1-t1, run 1: %s \d[\d.]*[kMG]? IOPS, %s \d[\d.]*[kMG]? IOPS +\d+%% \|`,
		regexp.QuoteMeta(hosts[0]), regexp.QuoteMeta(hosts[1])))
	var seen []string
	for l := range strings.SplitSeq(term.String(), "\r") {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, "cell ") {
			seen = append(seen, l)
			if each.MatchString(l) {
				t.Log(l)
				return
			}
		}
	}
	t.Errorf("progress lines %q: want one with each host's IOPS", seen)
}
