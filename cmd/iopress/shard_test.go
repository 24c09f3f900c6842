package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/internal/duckdbtest"
)

const fioSamples = "../../ingest/fio/testdata"

// shardInputs writes a folder of real fio outputs (the fio parser's
// samples, logs included, but the one of a failed job), an archive of
// 40 distinct copies of a json+ output, and, under dup/, six copies of
// one output's bytes under other paths.
func shardInputs(t *testing.T) string {
	t.Helper()
	runs := filepath.Join(t.TempDir(), "runs")
	for _, d := range []string{runs, filepath.Join(runs, "dup")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	entries, err := os.ReadDir(fioSamples)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() || e.Name() == "sync-trim-error.json" || e.Name() == "generate.sh" {
			continue
		}
		data, err := os.ReadFile(filepath.Join(fioSamples, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(runs, e.Name()), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	plus, err := os.ReadFile(filepath.Join(fioSamples, "libaio-randread-qd16.jsonplus"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range 6 {
		if err := os.WriteFile(filepath.Join(runs, "dup", fmt.Sprintf("copy%d.jsonplus", i)), plus, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	for i := range 40 {
		// A field fio does not write makes each member's bytes its own.
		data := bytes.Replace(plus, []byte(`"timestamp"`), fmt.Appendf(nil, `"copy" : %d, "timestamp"`, i), 1)
		tw.WriteHeader(&tar.Header{Name: fmt.Sprintf("more/%02d.json", i), Mode: 0o644, Size: int64(len(data)), Typeflag: tar.TypeReg})
		tw.Write(data)
	}
	tw.Close()
	gz.Close()
	if err := os.WriteFile(filepath.Join(runs, "more.tar.gz"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return runs
}

// rowStrings are rows as text, sorted, for comparing tables as multisets.
func rowStrings[T any](rows []T) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = fmt.Sprintf("%+v", r)
	}
	slices.Sort(out)
	return out
}

// TestShardsUnionIsTheWhole: ingest --shard 1/3, 2/3 and 3/3 write three
// dataset folders that share the files and archive members out, none
// twice; their union is the unsharded ingest row for row, but for the
// copies of one file's bytes under several paths, which may land in
// several shards: report (and compare, which reads inputs alike) reads
// the folder of shards as the whole, dropping the repeats; DuckDB reads
// shards/*/results.parquet as one table with the whole's rows and sums,
// and DISTINCT ON (result_id) drops the repeats there.
func TestShardsUnionIsTheWhole(t *testing.T) {
	// Relative paths, so that the shares (a hash of each path as given)
	// are the same at every run of the test.
	t.Chdir(filepath.Dir(shardInputs(t)))
	runs := "runs"
	dir := t.TempDir()
	whole, shards := filepath.Join(dir, "whole"), filepath.Join(dir, "shards")
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"ingest", "--parquet", "--out", whole, runs}, &stdout, &stderr); err != nil {
		t.Fatalf("ingest: %v\n%s", err, stderr.String())
	}
	for k := 1; k <= 3; k++ {
		if err := run(context.Background(), []string{"ingest", "--parquet", "--shard", fmt.Sprintf("%d/3", k), "--out", shards, runs}, &stdout, &stderr); err != nil {
			t.Fatalf("ingest --shard %d/3: %v\n%s", k, err, stderr.String())
		}
	}
	want, err := datasets.ReadDir(whole)
	if err != nil {
		t.Fatal(err)
	}
	var union datasets.Dataset
	sourceShards := map[string]int{}
	for k := 1; k <= 3; k++ {
		part, err := datasets.ReadDir(filepath.Join(shards, fmt.Sprintf("part-%d-of-3", k)))
		if err != nil {
			t.Fatal(err)
		}
		if len(part.Results) == 0 || len(part.Results) == len(want.Results) {
			t.Errorf("shard %d/3 has %d of the %d results: want a share", k, len(part.Results), len(want.Results))
		}
		for _, s := range part.Sources {
			sourceShards[s.ID]++
		}
		union.Append(part)
	}
	// The copies' source: in as many shards as its paths fell in.
	dupID := ""
	for id, n := range sourceShards {
		if n > 1 {
			if dupID != "" {
				t.Fatalf("sources %s and %s in several shards: only the copied one may be", dupID, id)
			}
			dupID = id
		}
	}
	if dupID == "" {
		t.Fatal("the six copies of one file all fell in one shard: the test shows nothing")
	}
	// Row for row, once the repeats (rows of the copied bytes, which
	// name the path of whichever copy a shard read first) are set aside.
	without := func(ds *datasets.Dataset) *datasets.Dataset {
		return &datasets.Dataset{
			Results:   slices.DeleteFunc(slices.Clone(ds.Results), func(r datasets.Result) bool { return r.SourceID == dupID }),
			Sources:   slices.DeleteFunc(slices.Clone(ds.Sources), func(s datasets.Source) bool { return s.ID == dupID }),
			Histogram: slices.DeleteFunc(slices.Clone(ds.Histogram), func(b datasets.LatencyBin) bool { return b.SourceID == dupID }),
			Series:    ds.Series,
			Problems:  ds.Problems,
		}
	}
	w, u := without(want), without(&union)
	for _, c := range []struct {
		table     string
		got, want []string
	}{
		{"results", rowStrings(u.Results), rowStrings(w.Results)},
		{"sources", rowStrings(u.Sources), rowStrings(w.Sources)},
		{"latency_histogram", rowStrings(u.Histogram), rowStrings(w.Histogram)},
		{"timeseries", rowStrings(u.Series), rowStrings(w.Series)},
		{"errors", rowStrings(u.Problems), rowStrings(w.Problems)},
	} {
		if !slices.Equal(c.got, c.want) {
			t.Errorf("%s: the shards' union has %d rows, the whole %d, or they differ", c.table, len(c.got), len(c.want))
		}
	}

	// report and compare read inputs through loadInputs: the folder of
	// shards reads as the whole, the repeats dropped. The copied bytes'
	// rows are those of the copy the first shard took, which may be
	// another copy than the whole's (the system fio's rows take from the
	// file name differs): they are counted.
	read, err := loadInputs(context.Background(), []string{shards}, &stderr)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := rowStrings(without(read).Results), rowStrings(w.Results); !slices.Equal(got, want) {
		t.Errorf("the folder of shards reads as %d results, the whole as %d, or they differ", len(got), len(want))
	}
	copied := func(rows []datasets.Result) int {
		return len(slices.DeleteFunc(slices.Clone(rows), func(r datasets.Result) bool { return r.SourceID != dupID }))
	}
	if got, want := copied(read.Results), copied(want.Results); got != want || got == 0 {
		t.Errorf("the folder of shards reads %d rows of the copied bytes, the whole %d", got, want)
	}
	if err := run(context.Background(), []string{"report", "--out", filepath.Join(dir, "article"), shards}, &stdout, &stderr); err != nil {
		t.Errorf("report of the folder of shards: %v\n%s", err, stderr.String())
	}

	// DuckDB: one table of the shards; the repeats dropped by result_id.
	duckdbtest.Need(t)
	var iops float64
	var ios int64
	dupRows := 0
	for _, r := range want.Results {
		if !math.IsNaN(r.IOPS) {
			iops += r.IOPS
		}
		if r.SourceID == dupID {
			dupRows++
		}
	}
	for _, b := range want.Histogram {
		ios += b.Count
	}
	glob := func(table string) string { return filepath.Join(shards, "*", table+".parquet") }
	rows := duckdbtest.Query(t, fmt.Sprintf(`SELECT
		(SELECT count(*) FROM (SELECT DISTINCT ON (result_id) * FROM '%[1]s')),
		(SELECT sum(iops) FROM (SELECT DISTINCT ON (result_id) * FROM '%[1]s')),
		(SELECT count(*) FROM '%[1]s'),
		(SELECT sum(io_count) FROM (SELECT DISTINCT ON (source_id, seq) * FROM '%[2]s'))`, glob("results"), glob("latency_histogram")))
	extra := int64(dupRows * (sourceShards[dupID] - 1))
	if got := duckdbtest.Int(t, rows, 0); got != int64(len(want.Results)) {
		t.Errorf("DuckDB: %d distinct results over the shards, want the whole's %d", got, len(want.Results))
	}
	if got, _ := rows[0][1].(float64); math.Abs(got-iops) > 1e-9*iops {
		t.Errorf("DuckDB: sum(iops) %v over the shards, want the whole's %v", got, iops)
	}
	if got := duckdbtest.Int(t, rows, 2); got != int64(len(want.Results))+extra {
		t.Errorf("DuckDB: %d rows in shards/*/results.parquet, want the whole's %d and %d repeats", got, len(want.Results), extra)
	}
	if got := duckdbtest.Int(t, rows, 3); got != ios {
		t.Errorf("DuckDB: %d I/Os in the shards' distinct bins, want the whole's %d", got, ios)
	}
}

// TestShardRefusesADatasetFolder: --shard writes inside a folder of
// shards; given a dataset folder as --out it says so and writes nothing.
func TestShardRefusesADatasetFolder(t *testing.T) {
	ds := filepath.Join(t.TempDir(), "ds")
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"ingest", "--out", ds, filepath.Join(fioSamples, "psync-randread.json")}, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	err := run(context.Background(), []string{"ingest", "--shard", "1/2", "--out", ds, fioSamples + "/psync-randread.json"}, &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), "is a dataset folder") {
		t.Errorf("err %v, want one saying %s is a dataset folder", err, ds)
	}
	if _, err := os.Stat(filepath.Join(ds, "part-1-of-2")); err == nil {
		t.Error("part-1-of-2 written inside a dataset folder")
	}
}

// TestEmptyShardIsWritten: of two shards of one file, one takes it and
// the other nothing; both succeed and write a dataset folder, so that the
// folder of shards is whole, and the empty one says it is empty.
func TestEmptyShardIsWritten(t *testing.T) {
	shards := filepath.Join(t.TempDir(), "shards")
	input := filepath.Join(fioSamples, "psync-randread.json")
	var counts []int
	for k := 1; k <= 2; k++ {
		var stdout, stderr bytes.Buffer
		if err := run(context.Background(), []string{"ingest", "--shard", fmt.Sprintf("%d/2", k), "--out", shards, input}, &stdout, &stderr); err != nil {
			t.Fatalf("shard %d/2: %v\n%s", k, err, stderr.String())
		}
		ds, err := datasets.ReadDir(filepath.Join(shards, fmt.Sprintf("part-%d-of-2", k)))
		if err != nil {
			t.Fatalf("shard %d/2: %v", k, err)
		}
		counts = append(counts, len(ds.Results))
		said := strings.Contains(stderr.String(), fmt.Sprintf("no input fell in shard %d/2", k))
		if said != (len(ds.Results) == 0) {
			t.Errorf("shard %d/2 of %d results: stderr %q; want it to say it is empty exactly when it is", k, len(ds.Results), stderr.String())
		}
	}
	if min(counts[0], counts[1]) != 0 || max(counts[0], counts[1]) == 0 {
		t.Errorf("results in shards 1/2 and 2/2: %v, want the file's in one and none in the other", counts)
	}
}

// TestPlainIngestRefusesAFolderOfShards: a plain ingest into a folder of
// shards is refused, as --shard into a dataset folder is: its dataset
// would hide the shards from report and compare, which read a dataset
// folder as a whole. It used to succeed, and report then read its
// dataset and none of the shards.
func TestPlainIngestRefusesAFolderOfShards(t *testing.T) {
	t.Chdir(filepath.Dir(shardInputs(t)))
	shards := filepath.Join(t.TempDir(), "shards")
	for k := 1; k <= 2; k++ {
		if _, stderr, status := runCLI("ingest", "--shard", fmt.Sprintf("%d/2", k), "--out", shards, "runs"); status != 0 && status != 1 {
			t.Fatalf("shard %d/2: status %d\n%s", k, status, stderr)
		}
	}
	_, stderr, status := runCLI("ingest", "--out", shards, filepath.Join("runs", "psync-randread.json"))
	if status != 1 || !strings.Contains(stderr, shards+" is a folder of shards (part-1-of-2 and part-2-of-2)") {
		t.Errorf("plain ingest into the folder of shards: status %d, stderr %q; want it refused, naming the shards", status, stderr)
	}
	if datasets.IsDir(shards) {
		t.Error("a dataset was written over the folder of shards")
	}
}

// TestShardCountIsBounded: a shard count past ingest.MaxShards is a
// mistake of the command line (1/1000000 wrote a millionth share, empty,
// for a batch of a few files), refused before anything is read; the
// bound itself is taken.
func TestShardCountIsBounded(t *testing.T) {
	input := filepath.Join(fioSamples, "psync-randread.json")
	shards := filepath.Join(t.TempDir(), "shards")
	_, stderr, status := runCLI("ingest", "--shard", "1/1000000", "--out", shards, input)
	if status != 2 || !strings.Contains(stderr, "more than the 10000") {
		t.Errorf("--shard 1/1000000: status %d, stderr %q; want a usage error saying the bound", status, stderr)
	}
	if _, err := os.Stat(shards); err == nil {
		t.Error("--shard 1/1000000 wrote a folder")
	}
	if _, stderr, status := runCLI("ingest", "--shard", fmt.Sprintf("1/%d", ingest.MaxShards), "--out", shards, input); status != 0 {
		t.Errorf("--shard 1/%d: status %d, stderr %q; want it taken", ingest.MaxShards, status, stderr)
	}
}

// ingestShards ingests the shards K of N of inputs into out, failing the
// test on a status other than 0 or 3 (a shard's inputs may hold problems).
func ingestShards(t *testing.T, out string, n int, ks []int, inputs ...string) {
	t.Helper()
	for _, k := range ks {
		args := append([]string{"ingest", "--shard", fmt.Sprintf("%d/%d", k, n), "--out", out}, inputs...)
		if _, stderr, status := runCLI(args...); status != 0 && status != 3 {
			t.Fatalf("ingest --shard %d/%d: status %d\n%s", k, n, status, stderr)
		}
	}
}

// TestShardManifests: each shard's folder holds a manifest of what made
// it: its K and N, the inputs as given, their count and hash, and the
// rows of its sources, results and errors tables.
func TestShardManifests(t *testing.T) {
	t.Chdir(filepath.Dir(shardInputs(t)))
	shards := filepath.Join(t.TempDir(), "shards")
	ingestShards(t, shards, 3, []int{1, 2, 3}, "runs", "nosuch.json")
	for k := 1; k <= 3; k++ {
		dir := filepath.Join(shards, fmt.Sprintf("part-%d-of-3", k))
		m, err := datasets.ReadManifest(dir)
		if err != nil || m == nil {
			t.Fatalf("shard %d/3: manifest %v, %v", k, m, err)
		}
		ds, err := datasets.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		if m.Shard == nil || *m.Shard != (datasets.ShardPart{K: k, N: 3}) || !slices.Equal(m.Inputs, []string{"runs", "nosuch.json"}) ||
			m.InputCount != 2 || m.InputsSHA256 != datasets.InputsSHA256([]string{"runs", "nosuch.json"}) {
			t.Errorf("shard %d/3: manifest %+v", k, m)
		}
		if m.Sources != len(ds.Sources) || m.Results != len(ds.Results) || m.Problems != len(ds.Problems) || m.Problems == 0 {
			t.Errorf("shard %d/3: manifest counts %d sources, %d results, %d problems; the tables hold %d, %d and %d",
				k, m.Sources, m.Results, m.Problems, len(ds.Sources), len(ds.Results), len(ds.Problems))
		}
	}
}

// TestIncompleteShardsAreRefused: a folder of shards that lacks one was
// read without a word (report used 138 of 214 results and exited 0).
// report, compare and ingest now refuse it, naming the missing shard and
// the inputs to make it from; --allow-incomplete reads the others,
// naming it.
func TestIncompleteShardsAreRefused(t *testing.T) {
	t.Chdir(filepath.Dir(shardInputs(t)))
	dir := t.TempDir()
	shards := filepath.Join(dir, "shards")
	ingestShards(t, shards, 3, []int{1, 3}, "runs")
	want := "lacks shard 2/3 (part-2-of-3), so that it holds only part of the inputs: run 'iopress ingest --shard 2/3' again with the same inputs (runs)"
	_, stderr, status := runCLI("report", "--format", "csv", "-o", filepath.Join(dir, "article"), shards)
	if status != 1 || !strings.Contains(stderr, shards+" "+want) || !strings.Contains(stderr, "--allow-incomplete") {
		t.Errorf("report of 2 of 3 shards: status %d, stderr %q; want it refused, naming part-2-of-3", status, stderr)
	}
	if _, stderr, status := runCLI("compare", shards, shards); status != 1 || !strings.Contains(stderr, want) {
		t.Errorf("compare of 2 of 3 shards: status %d, stderr %q; want it refused", status, stderr)
	}
	if _, stderr, status := runCLI("ingest", "-o", filepath.Join(dir, "merged"), shards); status != 1 || !strings.Contains(stderr, want) {
		t.Errorf("ingest of 2 of 3 shards: status %d, stderr %q; want nothing written, naming part-2-of-3", status, stderr)
	}
	_, stderr, status = runCLI("report", "--allow-incomplete", "--format", "csv", "-o", filepath.Join(dir, "article"), shards)
	if status != 0 || !strings.Contains(stderr, "reading 2 of the 3 shards of "+shards+": part-2-of-3 is missing") {
		t.Errorf("report --allow-incomplete of 2 of 3 shards: status %d, stderr %q; want it read, naming part-2-of-3", status, stderr)
	}
	// Whole, it is read without a word.
	ingestShards(t, shards, 3, []int{2}, "runs")
	if _, stderr, status := runCLI("report", "--format", "csv", "-o", filepath.Join(dir, "article"), shards); status != 0 || strings.Contains(stderr, "shard") {
		t.Errorf("report of the whole folder of shards: status %d, stderr %q", status, stderr)
	}
}

// TestMixedShardsAreRefused: shards of different counts, or made from
// different inputs, were read together without a word (a part-1-of-2
// left beside three-way shards doubled the errors; shard K made again
// from other inputs replaced it silently). An ingest into a folder of
// shards of another count is refused, one made from other inputs than
// its siblings' is said, and a reader refuses the folder, naming the
// shards of each batch.
func TestMixedShardsAreRefused(t *testing.T) {
	t.Chdir(filepath.Dir(shardInputs(t)))
	dir := t.TempDir()
	shards := filepath.Join(dir, "shards")
	ingestShards(t, shards, 2, []int{1}, "runs")
	_, stderr, status := runCLI("ingest", "--shard", "1/3", "--out", shards, "runs")
	if status != 1 || !strings.Contains(stderr, shards+" holds shards of another count (part-1-of-2)") {
		t.Errorf("ingest --shard 1/3 beside part-1-of-2: status %d, stderr %q; want it refused", status, stderr)
	}
	if datasets.IsDir(filepath.Join(shards, "part-1-of-3")) {
		t.Error("part-1-of-3 written beside part-1-of-2")
	}
	// A leftover put there by hand.
	three := filepath.Join(dir, "three")
	ingestShards(t, three, 3, []int{1, 2, 3}, "runs")
	if err := os.Rename(filepath.Join(shards, "part-1-of-2"), filepath.Join(three, "part-1-of-2")); err != nil {
		t.Fatal(err)
	}
	_, stderr, status = runCLI("report", "--allow-incomplete", "--format", "csv", "-o", filepath.Join(dir, "article"), three)
	if status != 1 || !strings.Contains(stderr, three+" mixes shards of different counts (of 2: part-1-of-2; of 3: part-1-of-3, part-2-of-3 and part-3-of-3)") {
		t.Errorf("report of a leftover part-1-of-2 beside three shards: status %d, stderr %q; want it refused, naming both", status, stderr)
	}
	os.RemoveAll(filepath.Join(three, "part-1-of-2"))

	// Shard 2 made again from other inputs: said as it replaces the
	// shard, and refused by a reader until the others are made again.
	_, stderr, status = runCLI("ingest", "--shard", "2/3", "--out", three, filepath.Join("runs", "dup"))
	if status != 0 || !strings.Contains(stderr, "replacing the dataset in "+filepath.Join(three, "part-2-of-3")) ||
		!strings.Contains(stderr, "made from other inputs: runs") ||
		!strings.Contains(stderr, "part-1-of-3 and part-3-of-3 of "+three+" were made from other inputs (runs)") {
		t.Errorf("shard 2/3 made again from other inputs: status %d, stderr %q; want it said", status, stderr)
	}
	_, stderr, status = runCLI("report", "--format", "csv", "-o", filepath.Join(dir, "article"), three)
	if status != 1 || !strings.Contains(stderr, three+" mixes shards made from different inputs (part-1-of-3 and part-3-of-3 from runs; part-2-of-3 from "+filepath.Join("runs", "dup")+")") {
		t.Errorf("report of shards made from different inputs: status %d, stderr %q; want it refused, naming them", status, stderr)
	}
	ingestShards(t, three, 3, []int{1, 3}, filepath.Join("runs", "dup"))
	if _, stderr, status := runCLI("report", "--format", "csv", "-o", filepath.Join(dir, "article"), three); status != 0 {
		t.Errorf("report of the shards made again from one input: status %d, stderr %q", status, stderr)
	}
}
