package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/internal/dirlock"
)

// TestIngestInterrupted: an ingest interrupted inside an archive (the
// signal's context cancelled 100 ms in) says so and fails, and keeps the
// members it finished as a whole dataset folder, with no temporary file
// beside it; interrupted before any result, it writes no dataset and says
// that.
func TestIngestInterrupted(t *testing.T) {
	run1, err := os.ReadFile("../../ingest/fio/testdata/libaio-randread-qd16.jsonplus")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	archive := filepath.Join(dir, "runs.tar.gz")
	const members = 4000 // a few seconds to read whole, here
	var buf bytes.Buffer
	gz, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	tw := tar.NewWriter(gz)
	for i := range members {
		// A field fio does not write makes each member's bytes, and so its
		// result, its own.
		data := bytes.Replace(run1, []byte(`"timestamp"`), fmt.Appendf(nil, `"copy" : %d, "timestamp"`, i), 1)
		tw.WriteHeader(&tar.Header{Name: fmt.Sprintf("runs/%d.json", i), Mode: 0o644, Size: int64(len(data)), Typeflag: tar.TypeReg})
		tw.Write(data)
	}
	tw.Close()
	gz.Close()
	if err := os.WriteFile(archive, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}

	out := filepath.Join(dir, "ds")
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	var stdout, stderr bytes.Buffer
	start := time.Now()
	err = run(ctx, []string{"ingest", "--out", out, archive}, &stdout, &stderr)
	t.Logf("%v: %s%s", time.Since(start), stdout.String(), err)
	switch {
	case err == nil || !strings.Contains(err.Error(), "interrupted"):
		t.Fatalf("err %v: want it to say the ingest was interrupted", err)
	case strings.Contains(err.Error(), "before any result"):
		if entries, _ := os.ReadDir(out); len(entries) != 0 {
			t.Errorf("%s holds %d files after an ingest that read nothing", out, len(entries))
		}
		return
	}
	said := regexp.MustCompile(`: (\d+) results`).FindStringSubmatch(stdout.String())
	if said == nil {
		t.Fatalf("stdout %q does not say how many results it kept", stdout.String())
	}
	n, _ := strconv.Atoi(said[1])
	ds, err := datasets.ReadDir(out)
	if err != nil {
		t.Fatalf("the kept dataset does not read back: %v", err)
	}
	if len(ds.Results) != n || n == 0 || n >= members {
		t.Errorf("%s holds %d results, stdout says %d, of %d members", out, len(ds.Results), n, members)
	}
	for _, d := range []string{out, dir} {
		entries, _ := os.ReadDir(d)
		for _, e := range entries {
			if e.Name() == dirlock.Name {
				continue // the folder's lock, which stays (see dirlock)
			}
			if e.Name() == ".iopress-dataset" {
				// The dataset's state and the sums of its files, which
				// stay; no generation left half-written beside them.
				if gens, _ := os.ReadDir(filepath.Join(d, e.Name())); len(gens) != 2 || gens[0].Name() != "state" || !strings.HasPrefix(gens[1].Name(), "sums-gen-") {
					t.Errorf("%s/.iopress-dataset holds %v, want its state and sums alone", d, gens)
				}
				continue
			}
			if strings.HasPrefix(e.Name(), ".") || strings.Contains(e.Name(), "tmp") {
				t.Errorf("%s left in %s", e.Name(), d)
			}
		}
	}

	// Interrupted before it began: nothing written, and said so.
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	empty := filepath.Join(dir, "empty")
	err = run(cancelled, []string{"ingest", "--out", empty, archive}, &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), "interrupted before any result was read") {
		t.Errorf("err %v: want it to say it was interrupted before reading anything", err)
	}
	if _, err := os.Stat(filepath.Join(empty, datasets.ResultsFile+".arrow")); err == nil {
		t.Error("an ingest interrupted before it began wrote results")
	}
}

// TestIngestIntoFolderBeingWritten: an ingest into a folder another
// writer holds fails at once, naming the folder and the holder, and
// leaves the folder to it.
func TestIngestIntoFolderBeingWritten(t *testing.T) {
	out := filepath.Join(t.TempDir(), "ds")
	held, err := datasets.NewWriter(out)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Abort()
	var stdout, stderr bytes.Buffer
	err = run(context.Background(), []string{"ingest", "--out", out, "../../datasets/reference/article1/published.csv"}, &stdout, &stderr)
	if !errors.Is(err, datasets.ErrBusy) {
		t.Fatalf("err = %v, want the folder busy", err)
	}
	for _, want := range []string{out, fmt.Sprintf("pid %d on ", os.Getpid())} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message %q does not say %q", err, want)
		}
	}
	if datasets.IsDir(out) {
		t.Error("the second ingest wrote a dataset into the held folder")
	}
}

// TestIngestClearsItsProgress: on a terminal, the progress bar is cleared
// before the summary and before each problem is printed, so neither is
// written onto the bar's line (stdout and stderr share the terminal).
func TestIngestClearsItsProgress(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.csv")
	os.WriteFile(bad, []byte("system,pattern,direction,bs,bw_gib_s\nA,random,read,4K,abc\n"), 0o644)
	good := "../../datasets/reference/article1/published.csv"
	for _, tt := range []struct {
		out    string
		inputs []string
		line   string // what must start a line of its own
	}{
		{"good", []string{good}, filepath.Join(dir, "good") + ": 32 results"},
		{"bad", []string{bad, good}, "iopress: " + bad},
	} {
		var term lockedBuffer
		fakeTerminal(t, &term, 80)
		run(context.Background(), append([]string{"ingest", "-o", filepath.Join(dir, tt.out)}, tt.inputs...), &term, &term)
		text := term.String()
		i := strings.Index(text, tt.line)
		if i < 0 {
			t.Fatalf("no %q in %q", tt.line, text)
		}
		before := text[:i]
		if !strings.Contains(before, "%") {
			t.Errorf("no progress bar was drawn before %q: %q", tt.line, before)
		}
		// What precedes it on its line, after the last carriage return,
		// must be nothing: the bar, cleared.
		if last := max(strings.LastIndex(before, "\r"), strings.LastIndex(before, "\n")); last != len(before)-1 {
			t.Errorf("%q is printed after %q on the bar's line", tt.line, before[last+1:])
		}
	}
}

// TestNothingToWriteSaysWhy: an ingest that writes nothing names the
// folder and what it read: the file that holds no result, the inputs that
// were all problems, the folder that held no file. Before, it said
// "nothing to write: none of the inputs gave a result (0 problems)",
// naming none.
func TestNothingToWriteSaysWhy(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "ds")
	empty := filepath.Join(dir, "empty")
	notes := filepath.Join(dir, "notes.txt")
	os.Mkdir(empty, 0o755)
	os.WriteFile(notes, []byte("just some notes\n"), 0o644)
	cleanup := "../../ingest/elbencho/testdata/coribb-bw-direct.08threads.cleanup.out" // metadata phases only
	for _, tc := range []struct {
		input, want string
	}{
		{cleanup, "nothing to write to " + out + ": " + cleanup + " holds no result"},
		{notes, "nothing to write to " + out + ": " + notes + " read nothing but 1 problem (listed above)"},
		{empty, "nothing to write to " + out + ": " + empty + " held no file to read"},
	} {
		err := run(context.Background(), []string{"ingest", "-o", out, tc.input}, &bytes.Buffer{}, &bytes.Buffer{})
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: %v, want %q", tc.input, err, tc.want)
		}
	}
}

// TestHistLogAloneIsWritten: a histogram log ingested alone (real ones:
// PerfKitBenchmarker's fio 2.17 logs) is a dataset of its bins, interval
// by interval as the log's lines count them; it used to end in "nothing
// to write", its bins dropped and no problem named. pbench's reference
// logs, whose counts no device reaches, write nothing, each naming its
// file and line.
func TestHistLogAloneIsWritten(t *testing.T) {
	const logs = "../../ingest/fio/testdata/histlogs/"
	for _, name := range []string{"pkb_fio_avg_1506559526.49_clat_hist.1.log", "pkb_fio_avg_1506559526.49_clat_hist.3.log"} {
		out := filepath.Join(t.TempDir(), "ds")
		if _, stderr, status := runCLI("ingest", "-o", out, logs+name); status != 0 {
			t.Fatalf("%s alone: status %d, %s", name, status, stderr)
		}
		ds, err := datasets.ReadDir(out)
		if err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(logs + name)
		if err != nil {
			t.Fatal(err)
		}
		want := map[int64]int64{} // I/Os by the end of each interval, ns
		for line := range strings.SplitSeq(strings.TrimSpace(string(data)), "\n") {
			f := strings.Split(line, ", ")
			ms, _ := strconv.ParseInt(f[0], 10, 64)
			for _, c := range f[3:] {
				n, _ := strconv.ParseInt(c, 10, 64)
				want[ms*1_000_000] += n
			}
		}
		got := map[int64]int64{}
		for _, b := range ds.Histogram {
			got[b.TimeNs] += b.Count
		}
		if len(want) < 9 || !maps.Equal(got, want) || len(ds.Results) != 0 || len(ds.Sources) != 1 {
			t.Errorf("%s alone: I/Os by interval %v, want the log's %v (%d results, %d sources)", name, got, want, len(ds.Results), len(ds.Sources))
		}
	}
	for _, name := range []string{"perf36/fio_clat_hist.1.log", "perf84/fio_clat_hist.1.log"} {
		out := filepath.Join(t.TempDir(), "ds")
		_, stderr, status := runCLI("ingest", "-o", out, logs+name)
		if status != 1 || !strings.Contains(stderr, logs+name+":1: column ") || !strings.Contains(stderr, "more than any device completes") {
			t.Errorf("%s alone: status %d, stderr %q; want 1 and the line's problem", name, status, stderr)
		}
		if datasets.IsDir(out) {
			t.Errorf("%s alone: a dataset written of no bin", name)
		}
	}
}
