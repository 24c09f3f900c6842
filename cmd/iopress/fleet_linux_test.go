package main

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
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

// TestFleetLogSaysEachCellAndLostHost: in a batch job's log (stderr not
// a terminal), a fleet run says at once which host it lost in which
// cell, and a line per cell as it ends, with each host's IOPS and those
// missing; it exits 3 (written, with problems). Resumed once the host is
// back, it says which host shares it measured again, and the row
// measured again says remeasured.
func TestFleetLogSaysEachCellAndLostHost(t *testing.T) {
	servers := fioservertest.Start(t, 2)
	hosts := fioservertest.Hosts(servers)
	servers[1].Kill() // down before the run
	dir := t.TempDir()
	target := filepath.Join(dir, "t")
	if err := bench.Prepare(target, 8<<20); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	args := []string{"run", "--hosts", strings.Join(hosts, ","), "--rw", "randread", "--runtime", "1s", "--size", "8MiB", "-t", target, "-o", out}
	_, stderr, status := runCLI(args...)
	cell := "rnd-read-4k-qd1-t1"
	lost := regexp.MustCompile(fmt.Sprintf(`(?m)^iopress: host %s lost in cell 1/1 \(%s, run 1\): .*did not answer.*; its share is missing, for --resume to measure$`, regexp.QuoteMeta(hosts[1]), cell))
	line := regexp.MustCompile(fmt.Sprintf(`(?m)^cell 1/1: %s, run 1: %s \d[\d.]*[kMG]? IOPS; %s missing$`, cell, regexp.QuoteMeta(hosts[0]), regexp.QuoteMeta(hosts[1])))
	if l, c := lost.FindStringIndex(stderr), line.FindStringIndex(stderr); status != 3 || l == nil || c == nil || l[0] > c[0] {
		t.Errorf("a host down: status %d, stderr:\n%s\nwant status 3, the host said lost, then the cell's line", status, stderr)
	}

	servers[1].Restart(t)
	stdout, stderr, status := runCLI(append(args, "--resume")...)
	again := fmt.Sprintf("%s: measured again: %s in cell %s; 1 host share kept from the run resumed", out, hosts[1], cell)
	line = regexp.MustCompile(fmt.Sprintf(`(?m)^cell 1/1: %s, run 1: %s \d[\d.]*[kMG]? IOPS; %s kept from the run resumed$`, cell, regexp.QuoteMeta(hosts[1]), regexp.QuoteMeta(hosts[0])))
	if status != 0 || !strings.Contains(stdout, again) || !line.MatchString(stderr) {
		t.Errorf("resumed: status %d, stdout %q, stderr %q; want %q and the cell's line", status, stdout, stderr, again)
	}
	ds, err := datasets.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range ds.Results {
		if want := datasets.BoolOf(r.Host == hosts[1]); r.Remeasured != want {
			t.Errorf("host %s's row: remeasured %v, want %v", r.Host, r.Remeasured, want)
		}
	}
}
