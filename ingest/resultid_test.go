package ingest_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/internal/duckdbtest"
)

const fioSamples = "fio/testdata"

// copyFiles copies the named files of fioSamples into dir.
func copyFiles(t *testing.T, dir string, names ...string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		data, err := os.ReadFile(filepath.Join(fioSamples, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func appendLine(t *testing.T, path, line string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(line); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// jobsWithLogs is real fio output: json+ files (latency histograms, one
// of a mixed job, one of percentiles fio was told to print, one of two
// hosts of a client/server run, whose aggregate's bins iopress sums) and
// a job with its logs beside its JSON output.
var jobsWithLogs = []string{
	"io_uring-randread-qd32.jsonplus", "io_uring-randrw70.jsonplus", "libaio-randread-qd16.jsonplus",
	"numjobs4-group.jsonplus", "percentiles-custom.jsonplus", "psync-randwrite.jsonplus",
	"client-server-2hosts-lat.jsonplus",
	"logged.json", "logged_bw.1.log", "logged_clat.1.log", "logged_iops.1.log", "logged_lat.1.log",
	"numjobs4.json",
}

// key is what a bin or sample shares with its result besides result_id.
func key(source, host, job string, instance int64, direction string) string {
	return fmt.Sprintf("%s|%s|%s|%d|%s", source, host, job, max(instance, 1), direction)
}

// TestResultIDsLinkBinsAndSamples: every result has a result_id of its
// own; every bin carries the id of the result of its source, host, job,
// instance and direction; every sample of a log beside its job's output
// carries the id of the result of its job, instance and direction; a
// log away from any output links to nothing. The ids are the same when
// the files are read again from elsewhere.
func TestResultIDsLinkBinsAndSamples(t *testing.T) {
	root := t.TempDir()
	copyFiles(t, filepath.Join(root, "run"), jobsWithLogs...)
	// A log of the same job in another folder (other bytes, or ingest
	// would take it once).
	copyFiles(t, filepath.Join(root, "stray"), "logged_bw.1.log")
	appendLine(t, filepath.Join(root, "stray", "logged_bw.1.log"), "9999, 1000, 0, 4096, 0\n")
	ds, errs := ingest.Read(context.Background(), []string{root}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if len(ds.Histogram) == 0 || len(ds.Series) == 0 {
		t.Fatalf("%d bins, %d samples: the samples have both", len(ds.Histogram), len(ds.Series))
	}
	byKey := map[string]string{}   // with host, for bins
	byJob := map[string][]string{} // without, for samples
	ids := map[string]bool{}
	for _, r := range ds.Results {
		if r.ResultID == "" || ids[r.ResultID] {
			t.Fatalf("result %s %s %s: result_id %q, want one of its own", r.SourcePath, r.JobName, r.Direction, r.ResultID)
		}
		ids[r.ResultID] = true
		byKey[key(r.SourceID, r.Host, r.JobName, r.JobInstance, r.Direction)] = r.ResultID
		k := key("", "", r.JobName, r.JobInstance, r.Direction)
		byJob[k] = append(byJob[k], r.ResultID)
	}
	for _, b := range ds.Histogram {
		if want := byKey[key(b.SourceID, b.Host, b.JobName, b.JobInstance, b.Direction)]; b.ResultID != want || want == "" {
			t.Fatalf("bin of %s %s %s: result_id %q, want %q", b.SourcePath, b.JobName, b.Direction, b.ResultID, want)
		}
	}
	stray := 0
	for _, s := range ds.Series {
		if filepath.Base(filepath.Dir(s.SourcePath)) == "stray" {
			stray++
			if s.ResultID != "" {
				t.Errorf("sample of %s, a log beside no output: result_id %q, want none", s.SourcePath, s.ResultID)
			}
			continue
		}
		want := byJob[key("", "", s.JobName, s.JobInstance, s.Direction)]
		if len(want) != 1 || s.ResultID != want[0] {
			t.Fatalf("sample of %s (%s): result_id %q, want the one result of its job, %v", s.SourcePath, s.Direction, s.ResultID, want)
		}
	}
	if stray == 0 {
		t.Fatal("the stray log gave no samples")
	}

	// The same bytes elsewhere, in an archive even: the same ids.
	again := t.TempDir()
	copyFiles(t, filepath.Join(again, "x", "y"), jobsWithLogs...)
	ds2, errs := ingest.Read(context.Background(), []string{again}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	for _, r := range ds2.Results {
		if !ids[r.ResultID] {
			t.Errorf("result %s %s read from elsewhere: result_id %q is new", r.JobName, r.Direction, r.ResultID)
		}
	}
}

// TestOlderDatasetGetsResultIDs: a dataset folder written before schema
// 1.2 (the bundled reference) is read by ingest with the result_ids a
// fresh ingest of its source gives.
func TestOlderDatasetGetsResultIDs(t *testing.T) {
	old, errs := ingest.Read(context.Background(), []string{"../datasets/reference/article1"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	fresh, err := ingest.File(article1)
	if err != nil {
		t.Fatal(err)
	}
	if len(old.Results) != len(fresh.Results) || len(old.Results) == 0 {
		t.Fatalf("%d rows from the dataset, %d from its source", len(old.Results), len(fresh.Results))
	}
	for i := range old.Results {
		if old.Results[i].ResultID != fresh.Results[i].ResultID || old.Results[i].ResultID == "" {
			t.Errorf("row %d: result_id %q, want %q", i, old.Results[i].ResultID, fresh.Results[i].ResultID)
		}
	}
}

// TestDuckDBJoinsByResultID: in the Parquet files, DuckDB joins every
// histogram bin and every linked time-series sample to its result by
// result_id alone, losing none; the five-key join the bins had before
// keeps only a fleet's, whose rows name their host: the bins of a run on
// one machine have a null host, which equals nothing (docs/schema.md had
// it that job_instance was null, which no fio row's is). start_time and
// labels_map read as a timestamp and a map.
func TestDuckDBJoinsByResultID(t *testing.T) {
	duckdbtest.Need(t)
	root := t.TempDir()
	copyFiles(t, filepath.Join(root, "run"), jobsWithLogs...)
	ds, errs := ingest.Read(context.Background(), []string{root}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	out := filepath.Join(t.TempDir(), "ds")
	if err := datasets.WriteDir(out, ds, datasets.Arrow, datasets.Parquet); err != nil {
		t.Fatal(err)
	}
	var bins, samples, fleet int64
	for _, b := range ds.Histogram {
		bins += b.Count
		if b.Host != "" {
			fleet++
		}
		if b.JobInstance < 1 {
			t.Fatalf("bin of %s: job_instance %d, want 1 or more", b.SourcePath, b.JobInstance)
		}
	}
	for _, r := range ds.Results {
		if r.JobInstance < 1 {
			t.Fatalf("result of %s: job_instance %d, want 1 or more", r.SourcePath, r.JobInstance)
		}
	}
	for _, s := range ds.Series {
		if s.ResultID != "" {
			samples++
		}
	}
	r, h, s := filepath.Join(out, "results.parquet"), filepath.Join(out, "latency_histogram.parquet"), filepath.Join(out, "timeseries.parquet")
	rows := duckdbtest.Query(t, fmt.Sprintf(`SELECT
		(SELECT count(*) FROM '%[2]s'),
		(SELECT count(*) FROM '%[2]s' JOIN '%[1]s' USING (result_id)),
		(SELECT sum(io_count) FROM '%[2]s' JOIN '%[1]s' USING (result_id)),
		(SELECT count(*) FROM '%[3]s' WHERE result_id IS NOT NULL),
		(SELECT count(*) FROM '%[3]s' JOIN '%[1]s' USING (result_id)),
		(SELECT count(*) FROM '%[1]s'),
		(SELECT count(DISTINCT result_id) FROM '%[1]s'),
		(SELECT count(*) FROM '%[2]s' JOIN '%[1]s' USING (source_id, host, job_name, job_instance, direction))`, r, h, s))
	names := []string{"bins", "bins joined", "I/Os of the bins joined", "linked samples", "samples joined", "results", "distinct result_ids", "bins joined on five keys (the fleet's, with a host)"}
	want := []int64{int64(len(ds.Histogram)), int64(len(ds.Histogram)), bins, samples, samples, int64(len(ds.Results)), int64(len(ds.Results)), fleet}
	if fleet == 0 || fleet == int64(len(ds.Histogram)) {
		t.Fatalf("test: %d of %d bins name a host: want a fleet's and a machine's", fleet, len(ds.Histogram))
	}
	for i, w := range want {
		if got := duckdbtest.Int(t, rows, i); got != w {
			t.Errorf("%s: DuckDB counts %d, want %d", names[i], got, w)
		}
	}
	if samples != int64(len(ds.Series)) {
		t.Errorf("%d of %d samples linked; the logs are beside their job's output", samples, len(ds.Series))
	}
	types := duckdbtest.Query(t, fmt.Sprintf(`SELECT typeof(start_time), typeof(labels_map), epoch(start_time) = start_unix_s FROM '%s' LIMIT 1`, r))
	if got := fmt.Sprint(types[0]); got != "[TIMESTAMP WITH TIME ZONE MAP(VARCHAR, VARCHAR) true]" {
		t.Errorf("start_time, labels_map: %s, want a timestamp with time zone, a map and the same seconds", got)
	}
}

// TestHistLogBinsLinked: the bins of a histogram log beside its job's
// output (a real fio job with its json+ output, bandwidth log and
// histogram log in a folder of their own, as fio writes them) carry the
// result_id of the job's result, as the samples of its other logs do:
// whether the output comes before the logs in path order or after them
// (out.jsonplus, as rr1/out.json), when the logs are held until it
// comes. A copy of the histogram log in a folder with no output links to
// nothing. Its bins were never linked before.
func TestHistLogBinsLinked(t *testing.T) {
	root := t.TempDir()
	linked := []string{"linked/linked.jsonplus", "linked/linked_bw.1.log", "linked/linked_clat_hist.1.log"}
	for i, dir := range []string{"first", "last", "stray"} {
		if err := os.MkdirAll(filepath.Join(root, dir), 0o755); err != nil {
			t.Fatal(err)
		}
		for _, name := range linked {
			data, err := os.ReadFile(filepath.Join(fioSamples, name))
			if err != nil {
				t.Fatal(err)
			}
			base := filepath.Base(name)
			if dir == "stray" && !strings.HasSuffix(base, "_clat_hist.1.log") {
				continue
			}
			if dir == "last" && strings.HasSuffix(base, ".jsonplus") {
				base = "out.jsonplus"
			}
			// Bytes of their own in each folder, or ingest would take
			// them once.
			data = append(data, strings.Repeat("\n", i)...)
			if err := os.WriteFile(filepath.Join(root, dir, base), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	ds, errs := ingest.Read(context.Background(), []string{root}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	results := map[string]string{} // folder: the result_id of its read row
	for _, r := range ds.Results {
		if r.Direction == datasets.DirectionRead {
			results[filepath.Base(filepath.Dir(r.SourcePath))] = r.ResultID
		}
	}
	linkedBins := map[string]int{}
	fromLogs := map[string]int{}
	for _, b := range ds.Histogram {
		dir := filepath.Base(filepath.Dir(b.SourcePath))
		if !strings.HasSuffix(b.SourcePath, "_clat_hist.1.log") {
			continue
		}
		fromLogs[dir]++
		want := results[dir]
		if b.ResultID != want {
			t.Fatalf("bin of %s: result_id %q, want %q", b.SourcePath, b.ResultID, want)
		}
		if b.ResultID != "" {
			linkedBins[dir]++
		}
	}
	for _, s := range ds.Series {
		if want := results[filepath.Base(filepath.Dir(s.SourcePath))]; s.ResultID != want || want == "" {
			t.Fatalf("sample of %s: result_id %q, want %q", s.SourcePath, s.ResultID, want)
		}
	}
	for _, dir := range []string{"first", "last"} {
		if linkedBins[dir] == 0 || linkedBins[dir] != fromLogs[dir] {
			t.Errorf("%s: %d of the %d bins of the histogram log linked, want all", dir, linkedBins[dir], fromLogs[dir])
		}
	}
	if fromLogs["stray"] == 0 || linkedBins["stray"] != 0 {
		t.Errorf("stray: %d of %d bins linked, want none", linkedBins["stray"], fromLogs["stray"])
	}
	t.Logf("bins of the histogram log linked: %d of %d (first), %d of %d (last)", linkedBins["first"], fromLogs["first"], linkedBins["last"], fromLogs["last"])
}
