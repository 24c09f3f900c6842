package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/internal/duckdbtest"
)

// The queries docs/schema.md gives for a folder of shards, DIR standing
// for the folder: each table's rows, those of the same bytes read by two
// shards taken once by the table's key. The README gives the two
// histogram queries with /shared/ds for DIR.
const (
	docResults = "SELECT DISTINCT ON (result_id) * FROM 'DIR/*/results.parquet';"
	docSources = "SELECT DISTINCT ON (source_id, system) * FROM 'DIR/*/sources.parquet';"
	docBins    = "SELECT DISTINCT ON (source_id, seq) * FROM 'DIR/*/latency_histogram.parquet';"
	docSamples = "SELECT DISTINCT ON (source_id, seq) * FROM 'DIR/*/timeseries.parquet';"

	docResultIOs = `SELECT r.result_id, r.system, r.host, r.direction, sum(h.io_count) AS ios
FROM (SELECT DISTINCT ON (result_id) * FROM 'DIR/*/results.parquet') r
JOIN (SELECT DISTINCT ON (source_id, seq) * FROM 'DIR/*/latency_histogram.parquet') h USING (result_id)
WHERE h.lat_kind = r.lat_kind AND h.elapsed_ns IS NULL
GROUP BY ALL;`
	docSystemBins = `SELECT r.system, r.direction, h.bin_ns, sum(h.io_count) AS ios
FROM (SELECT DISTINCT ON (result_id) * FROM 'DIR/*/results.parquet') r
JOIN (SELECT DISTINCT ON (source_id, seq) * FROM 'DIR/*/latency_histogram.parquet') h USING (result_id)
WHERE h.lat_kind = r.lat_kind AND h.elapsed_ns IS NULL AND r.host IS DISTINCT FROM 'All clients'
GROUP BY ALL ORDER BY ALL;`

	// The one dataset's version, in docs/schema.md's "Joining the
	// tables", ds standing for the dataset folder.
	docResultIOsOne = `SELECT r.result_id, r.system, r.host, r.direction, sum(h.io_count) AS ios
FROM 'ds/results.parquet' r JOIN 'ds/latency_histogram.parquet' h USING (result_id)
WHERE h.lat_kind = r.lat_kind AND h.elapsed_ns IS NULL
GROUP BY ALL;`
)

// The queries the docs gave before, which the test shows wrong.
const (
	oldSources = "SELECT DISTINCT ON (source_id) * FROM 'DIR/*/sources.parquet'"
	oldBins    = "SELECT DISTINCT ON (result_id, lat_kind, elapsed_ns, bin_ns) * FROM 'DIR/*/latency_histogram.parquet'"
	oldSamples = "SELECT DISTINCT ON (source_id, log, elapsed_ns, direction) * FROM 'DIR/*/timeseries.parquet'"
	oldReadme  = `SELECT r.system, h.bin_ns, sum(h.io_count) AS ios
FROM (SELECT DISTINCT ON (result_id, lat_kind, elapsed_ns, bin_ns) * FROM 'DIR/*/latency_histogram.parquet') h
JOIN (SELECT DISTINCT ON (result_id) * FROM 'DIR/*/results.parquet') r USING (result_id)
GROUP BY ALL`
)

// in puts a documented query over dir, as a subquery (its ; dropped).
func in(query, dir string) string {
	return strings.TrimSuffix(strings.ReplaceAll(query, "DIR", dir), ";")
}

// queryInputs writes, under runs/ of the current folder, real fio
// outputs and logs: the fio parser's samples (json+ of one machine and
// of a fleet of two hosts with its All clients aggregate, logs of every
// I/O, histogram logs), PerfKitBenchmarker's histogram logs of two jobs
// that log at the same times, a job's json+ output beside its histogram
// log, and six folders of copies of some of them and of a Phoronix Test
// Suite result of ten systems, which land in several shards. It returns the paths of the files, for their sums.
func queryInputs(t *testing.T, samples string) []string {
	t.Helper()
	var files []string
	put := func(dir, from string) {
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		to := filepath.Join(dir, filepath.Base(from))
		if err := os.WriteFile(to, data, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, to)
	}
	entries, err := os.ReadDir(samples)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Type().IsRegular() && e.Name() != "sync-trim-error.json" && e.Name() != "generate.sh" {
			put("runs", filepath.Join(samples, e.Name()))
		}
	}
	pkb := filepath.Join(samples, "histlogs", "pkb_fio_avg_1506559526.49_clat_hist.")
	for _, n := range []string{"1", "2", "3"} {
		put(filepath.Join("runs", "pkb"), pkb+n+".log")
	}
	linked := []string{"linked/linked.jsonplus", "linked/linked_bw.1.log", "linked/linked_clat_hist.1.log"}
	for _, f := range linked {
		put(filepath.Join("runs", "linked"), filepath.Join(samples, f))
	}
	// A Phoronix Test Suite result of ten systems: a sources row each.
	pts := filepath.Join(samples, "..", "..", "pts", "testdata", "laertispappas__aws-ec2-phoronix-benchmark__large-ec2_7zip_composite.xml")
	for k := range 6 {
		for _, f := range append(linked, "client-server-2hosts-lat.jsonplus", "offs_lat.1.log", "histlogs/pkb_fio_avg_1506559526.49_clat_hist.1.log") {
			put(filepath.Join("runs", fmt.Sprintf("copy%d", k+1)), filepath.Join(samples, f))
		}
		put(filepath.Join("runs", fmt.Sprintf("copy%d", k+1)), pts)
	}
	return files
}

// fioIOs is what fio's json+ outputs among files say of each job and
// direction that has latency bins: its total_ios, by source id (the
// file's sha256), host ("" for a run on one machine, All clients for a
// fleet's aggregate), job name and direction.
func fioIOs(t *testing.T, files []string) map[string]int64 {
	t.Helper()
	type dir struct {
		TotalIOs int64 `json:"total_ios"`
		Clat     *struct {
			Bins map[string]int64 `json:"bins"`
		} `json:"clat_ns"`
	}
	type job struct {
		Name     string `json:"jobname"`
		Hostname string `json:"hostname"`
		Read     dir    `json:"read"`
		Write    dir    `json:"write"`
		Trim     dir    `json:"trim"`
	}
	want := map[string]int64{}
	for _, f := range files {
		if !strings.HasSuffix(f, ".jsonplus") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Jobs    []job `json:"jobs"`
			Clients []job `json:"client_stats"`
		}
		if err := json.Unmarshal(data[bytes.IndexByte(data, '{'):], &doc); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		sum := sha256.Sum256(data)
		id := hex.EncodeToString(sum[:])
		for _, j := range append(doc.Jobs, doc.Clients...) {
			host := j.Hostname
			if j.Name == datasets.AllClientsHost {
				host = datasets.AllClientsHost
			}
			for name, d := range map[string]dir{"read": j.Read, "write": j.Write, "trim": j.Trim} {
				if d.TotalIOs > 0 && (d.Clat != nil && len(d.Clat.Bins) > 0 || j.Name == datasets.AllClientsHost) {
					want[id+"|"+host+"|"+j.Name+"|"+name] = d.TotalIOs
				}
			}
		}
	}
	return want
}

// TestDocumentedQueries: the queries docs/schema.md and the README give
// (held to the docs' text here) run in DuckDB on real shards, of a fleet's
// outputs and more, and give what the unsharded ingest holds: the shards'
// distinct results, sources, bins (their I/Os too) and samples are the
// whole's, and each result's I/Os are fio's own total_ios, a fleet's
// aggregate's included, its hosts counted once in a system's sum. The
// keys the docs gave before lost bins of histogram logs (of two jobs, or
// two directions, at the same times), samples of logs of every I/O
// (several in one millisecond) and the sources rows of a Phoronix Test
// Suite result's systems but one, and the README's histogram query added a
// result's clat, lat and slat bins and a fleet's aggregate to its hosts.
// A sample logged at time 0 reads as 0, and every fio row has a
// job_instance.
func TestDocumentedQueries(t *testing.T) {
	duckdbtest.Need(t)
	schemaDoc, err := os.ReadFile("../../docs/schema.md")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{docResults, docSources, docBins, docSamples, docResultIOsOne} {
		if !bytes.Contains(schemaDoc, []byte(q)) {
			t.Errorf("docs/schema.md does not give the query the test runs:\n%s", q)
		}
	}
	for _, q := range []string{docResultIOs, docSystemBins} {
		if !bytes.Contains(readme, []byte(strings.ReplaceAll(q, "DIR", "/shared/ds"))) {
			t.Errorf("README.md does not give the query the test runs:\n%s", q)
		}
	}

	samples, err := filepath.Abs(fioSamples)
	if err != nil {
		t.Fatal(err)
	}
	// Relative paths, so that the shares (a hash of each path) are the
	// same at every run of the test.
	t.Chdir(t.TempDir())
	files := queryInputs(t, samples)
	dir := t.TempDir()
	whole, shards := filepath.Join(dir, "whole"), filepath.Join(dir, "shards")
	if _, stderr, status := runCLI("ingest", "--parquet", "--out", whole, "runs"); status != 0 {
		t.Fatalf("ingest: status %d\n%s", status, stderr)
	}
	for k := 1; k <= 3; k++ {
		if _, stderr, status := runCLI("ingest", "--parquet", "--shard", fmt.Sprintf("%d/3", k), "--out", shards, "runs"); status != 0 {
			t.Fatalf("ingest --shard %d/3: status %d\n%s", k, status, stderr)
		}
	}
	want, err := datasets.ReadDir(whole)
	if err != nil {
		t.Fatal(err)
	}
	var ios int64
	for _, b := range want.Histogram {
		ios += b.Count
	}
	var union datasets.Dataset
	for k := 1; k <= 3; k++ {
		part, err := datasets.ReadDir(filepath.Join(shards, fmt.Sprintf("part-%d-of-3", k)))
		if err != nil {
			t.Fatal(err)
		}
		union.Append(part)
	}
	if len(union.Histogram) == len(want.Histogram) || len(union.Series) == len(want.Series) {
		t.Fatalf("test: the shards hold %d bins and %d samples, the whole %d and %d: no copies in two shards", len(union.Histogram), len(union.Series), len(want.Histogram), len(want.Series))
	}

	rows := duckdbtest.Query(t, fmt.Sprintf(`SELECT
		(SELECT count(*) FROM (%s)),
		(SELECT count(*) FROM (%s)),
		(SELECT count(*) FROM (%s)),
		(SELECT sum(io_count) FROM (%s)),
		(SELECT count(*) FROM (%s)),
		(SELECT count(*) FROM (%s)),
		(SELECT sum(io_count) FROM (%s)),
		(SELECT count(*) FROM (%s)),
		(SELECT count(*) FROM (%s) WHERE elapsed_ns = 0),
		(SELECT count(*) FROM (%s) WHERE elapsed_ns IS NULL),
		(SELECT count(*) FROM (%s) WHERE tool = 'fio' AND job_instance IS NULL),
		(SELECT count(*) FROM (%s) WHERE tool = 'fio'),
		(SELECT count(*) FROM (%s))`,
		in(docResults, shards), in(docSources, shards), in(docBins, shards), in(docBins, shards), in(docSamples, shards),
		in(oldBins, shards), in(oldBins, shards), in(oldSamples, shards),
		in(docSamples, shards), in(docSamples, shards), in(docResults, shards), in(docResults, shards),
		in(oldSources, shards)))
	for i, c := range []struct {
		what string
		want int64
	}{
		{"results", int64(len(want.Results))}, {"sources", int64(len(want.Sources))},
		{"bins", int64(len(want.Histogram))}, {"I/Os of the bins", ios}, {"samples", int64(len(want.Series))},
	} {
		if got := duckdbtest.Int(t, rows, i); got != c.want {
			t.Errorf("documented key: %d %s over the shards, want the whole's %d", got, c.what, c.want)
		}
	}
	oldBinRows, oldIOs, oldSampleRows, oldSourceRows := duckdbtest.Int(t, rows, 5), duckdbtest.Int(t, rows, 6), duckdbtest.Int(t, rows, 7), duckdbtest.Int(t, rows, 12)
	t.Logf("the keys the docs gave before: %d bins of %d (%d I/Os of %d), %d samples of %d, %d sources of %d",
		oldBinRows, len(want.Histogram), oldIOs, ios, oldSampleRows, len(want.Series), oldSourceRows, len(want.Sources))
	if oldBinRows >= int64(len(want.Histogram)) || oldSampleRows >= int64(len(want.Series)) || oldSourceRows >= int64(len(want.Sources)) {
		t.Errorf("test: the keys the docs gave before lose no bin, sample or source here")
	}
	if zero, null := duckdbtest.Int(t, rows, 8), duckdbtest.Int(t, rows, 9); zero == 0 || null != 0 {
		t.Errorf("samples logged at time 0: %d read as 0 and %d as null; want them as 0, none null", zero, null)
	}
	if none, fio := duckdbtest.Int(t, rows, 10), duckdbtest.Int(t, rows, 11); none != 0 || fio == 0 {
		t.Errorf("%d of %d fio results have no job_instance, want none", none, fio)
	}

	// Each result's I/Os, over the shards and in the whole alone: fio's
	// total_ios, every result with bins there.
	wantIOs := fioIOs(t, files)
	if len(wantIOs) < 10 {
		t.Fatalf("test: %d jobs and directions with bins in the json+ outputs", len(wantIOs))
	}
	byResult := func(query string) map[string]int64 {
		t.Helper()
		rows := duckdbtest.Query(t, fmt.Sprintf(`SELECT r.source_id, coalesce(r.host, ''), r.job_name, r.direction, q.ios
			FROM (%s) q JOIN (%s) r USING (result_id)`, query, in(docResults, shards)))
		got := map[string]int64{}
		for i, row := range rows {
			got[fmt.Sprintf("%v|%v|%v|%v", row[0], row[1], row[2], row[3])] = duckdbtest.Int(t, rows[i:], 4)
		}
		return got
	}
	perShard := byResult(in(docResultIOs, shards))
	perWhole := byResult(strings.TrimSuffix(strings.ReplaceAll(docResultIOsOne, "'ds/", "'"+whole+"/"), ";"))
	for what, got := range map[string]map[string]int64{"over the shards": perShard, "in the whole": perWhole} {
		for k, w := range wantIOs {
			if got[k] != w {
				t.Errorf("%s: result %s: %d I/Os, fio's total_ios %d", what, k, got[k], w)
			}
		}
		if len(got) != len(wantIOs) {
			t.Errorf("%s: %d results with bins, fio's outputs have %d jobs and directions with bins", what, len(got), len(wantIOs))
		}
	}

	// A system's distribution: its hosts' I/Os once, the aggregate left
	// out; the README's query before counted every bin of every kind.
	var hosts int64
	for k, w := range wantIOs {
		if !strings.Contains(k, "|"+datasets.AllClientsHost+"|") {
			hosts += w
		}
	}
	sums := duckdbtest.Query(t, fmt.Sprintf(`SELECT (SELECT sum(ios) FROM (%s)), (SELECT sum(ios) FROM (%s))`,
		in(docSystemBins, shards), in(oldReadme, shards)))
	if got := duckdbtest.Int(t, sums, 0); got != hosts {
		t.Errorf("the systems' distributions hold %d I/Os, the jobs' total_ios are %d", got, hosts)
	}
	t.Logf("the README's histogram query before: %d I/Os for the %d fio counted (%.2f×)", duckdbtest.Int(t, sums, 1), hosts, float64(duckdbtest.Int(t, sums, 1))/float64(hosts))
}

// TestDuckDBTakesTheParquetFiles: as docs/schema.md's table of readers
// says, DuckDB reads no Arrow IPC file without its community extension,
// saying that no extension can read it, and reads the Parquet files
// --parquet writes beside them, row for row. (It was said that every
// Arrow reader undoes the Arrow files' LZ4 bodies.)
func TestDuckDBTakesTheParquetFiles(t *testing.T) {
	duckdbtest.Need(t)
	doc, err := os.ReadFile("../../docs/schema.md")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(doc, []byte("| DuckDB | `.parquet` (`--parquet`) | DuckDB reads Arrow IPC only through its community extension")) {
		t.Error("docs/schema.md no longer tells DuckDB to take the Parquet files")
	}
	out := filepath.Join(t.TempDir(), "ds")
	if _, stderr, status := runCLI("ingest", "--parquet", "-o", out, filepath.Join(fioSamples, "linked")); status != 0 {
		t.Fatalf("ingest: status %d\n%s", status, stderr)
	}
	ds, err := datasets.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	_, err = duckdbtest.Try(t, fmt.Sprintf("SELECT count(*) FROM '%s'", filepath.Join(out, "latency_histogram.arrow")))
	if err == nil || !strings.Contains(err.Error(), "No extension found that is capable of reading the file") {
		t.Errorf("DuckDB on an Arrow file: %v, want it refused for want of an extension (then the docs say otherwise)", err)
	}
	rows := duckdbtest.Query(t, fmt.Sprintf("SELECT count(*) FROM '%s'", filepath.Join(out, "latency_histogram.parquet")))
	if got := duckdbtest.Int(t, rows, 0); got != int64(len(ds.Histogram)) || got == 0 {
		t.Errorf("DuckDB reads %d bins of the Parquet file, the dataset has %d", got, len(ds.Histogram))
	}
}
