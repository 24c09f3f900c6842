package datasets_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

// realDataset writes the dataset iopress ingest makes of fio's samples
// (results, sources, latency histograms, time series and the errors of a
// failed job), in Arrow and Parquet, and returns its folder.
func realDataset(t *testing.T) string {
	t.Helper()
	ds, _ := ingest.Read(context.Background(), []string{"../ingest/fio/testdata"}, ingest.Options{})
	// Labels, as --labels gives them, for the labels_map column: maps
	// of one and two entries, an empty value, and nulls.
	for i := range ds.Results {
		ds.Results[i].Labels = []string{fmt.Sprintf("disk=nvme%d;run=%d", i%4, i), "", "host=a=b", "note="}[i%4]
	}
	dir := filepath.Join(t.TempDir(), "ds")
	if err := datasets.WriteDir(dir, ds, datasets.Arrow, datasets.Parquet); err != nil {
		t.Fatal(err)
	}
	for _, f := range tableFiles {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Fatalf("the dataset of fio's samples has no %s: the test would miss a table (%v)", f, err)
		}
	}
	return dir
}

var tableFiles = []string{
	"results.arrow", "results.parquet", "sources.arrow", "sources.parquet",
	"latency_histogram.arrow", "latency_histogram.parquet", "timeseries.arrow", "timeseries.parquet",
	"errors.arrow", "errors.parquet",
}

// damage is a file's bytes damaged in one way.
type damage struct {
	how  string
	data []byte
}

// damages are the ways the test damages a file of n bytes: at 20 places
// (where the Arrow and Parquet headers are, the middle, and the end,
// where their footers and the footers' lengths are), 8 bytes inverted or
// 4 bytes overwritten by a length of nearly 2 GiB; and the file cut at 6
// places.
func damages(orig []byte) []damage {
	n := len(orig)
	offsets := []int{0, 6, 8, 12, 16, 32, 64, // headers
		n / 6, n / 3, n / 2, 2 * n / 3, 5 * n / 6, // the middle
		n - 64, n - 40, n - 24, n - 16, n - 12, n - 10, n - 8, n - 4} // footers
	var out []damage
	for _, o := range offsets {
		b := append([]byte(nil), orig...)
		for i := o; i < o+8 && i < n; i++ {
			b[i] ^= 0xff
		}
		out = append(out, damage{fmt.Sprintf("8 bytes inverted at byte %d", o), b})
		b = append([]byte(nil), orig...)
		copy(b[o:], []byte{0xf0, 0xff, 0xff, 0x7f})
		out = append(out, damage{fmt.Sprintf("a length of 2 GiB written at byte %d", o), b})
	}
	for _, c := range []int{0, 1, n / 2, n - 11, n - 9, n - 1} {
		out = append(out, damage{fmt.Sprintf("cut at byte %d", c), orig[:c]})
	}
	return out
}

// TestDamagedFilesAreErrors: every table file of a real dataset, damaged
// in each of 46 ways (damages), is an error that names it, never a panic
// nor a read that succeeds, and reading them all takes less than 512 MiB:
// a length the damage makes up is not allocated. A Parquet file is read
// with its Arrow twin removed, as a reader then does.
func TestDamagedFilesAreErrors(t *testing.T) {
	if testing.Short() {
		t.Skip("long: make test runs it without -short, outside the race detector")
	}
	dir := realDataset(t)
	panics := 0
	read := func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				panics++
				err = fmt.Errorf("panic: %v", r)
			}
		}()
		_, err = datasets.ReadDir(dir)
		return err
	}
	cases := 0
	for _, f := range tableFiles {
		path := filepath.Join(dir, f)
		orig, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		twin := strings.TrimSuffix(path, ".parquet") + ".arrow"
		var twinData []byte
		if strings.HasSuffix(f, ".parquet") {
			if twinData, err = os.ReadFile(twin); err != nil {
				t.Fatal(err)
			}
			os.Remove(twin)
		}
		for _, d := range damages(orig) {
			cases++
			if err := os.WriteFile(path, d.data, 0o644); err != nil {
				t.Fatal(err)
			}
			err := read()
			switch {
			case err == nil:
				t.Errorf("%s, %s: read without an error", f, d.how)
			case !errors.Is(err, datasets.ErrDamaged) || !strings.Contains(err.Error(), path):
				t.Errorf("%s, %s: %v; want an error saying %s is damaged", f, d.how, err, path)
			}
		}
		os.WriteFile(path, orig, 0o644)
		if twinData != nil {
			os.WriteFile(twin, twinData, 0o644)
		}
	}
	if _, err := datasets.ReadDir(dir); err != nil {
		t.Fatalf("the dataset put back: %v", err)
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	t.Logf("%d damaged files read, %d panics; %d MiB taken from the system", cases, panics, ms.Sys>>20)
	if ms.Sys > 512<<20 {
		t.Errorf("reading the damaged files took %d MiB from the system, want less than 512", ms.Sys>>20)
	}
}
