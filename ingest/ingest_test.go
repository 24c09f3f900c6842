package ingest_test

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/ingest/syntax"
)

const article1 = "../datasets/reference/article1/published.csv"

func TestPathsKeepsGoodFilesPastBadOnes(t *testing.T) {
	good, err := os.ReadFile(article1)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "sub"), 0o755)
	files := map[string]string{
		"a-good.csv":       string(good),
		"sub/copy.csv":     string(good), // same bytes: taken once
		"b-bad.csv":        "system,pattern,direction,bs,iops\nA,random,sideways,4K,100\n",
		"c-notes.txt":      "just some notes\n",
		"d-other-good.csv": "system,rw,bs,iops\nX,randread,4k,1000\nY,randread,4k,1100\n",
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ds, errs := ingest.Paths([]string{dir})
	if len(ds.Results) != 32+2 || len(ds.Sources) != 2 {
		t.Errorf("got %d rows from %d sources, want 34 from 2", len(ds.Results), len(ds.Sources))
	}
	if len(errs) != 2 {
		t.Fatalf("got errors %v, want one for b-bad.csv and one for c-notes.txt", errs)
	}
	var se *syntax.Error
	if !errors.As(errs[0], &se) || !strings.HasSuffix(se.File, "b-bad.csv") || se.Line != 2 {
		t.Errorf("first error %v: want a syntax error at b-bad.csv:2", errs[0])
	}
	if !errors.Is(errs[1], ingest.ErrUnrecognized) || !strings.Contains(errs[1].Error(), "c-notes.txt") {
		t.Errorf("second error %v: want unrecognized c-notes.txt", errs[1])
	}
	// The formats tried, in words, not in Go's list syntax.
	if msg := errs[1].Error(); strings.ContainsAny(msg, "[]") || !strings.Contains(msg, "(tried fio, cdm-text, ") {
		t.Errorf("second error %q: want the formats tried listed with commas", msg)
	}
	for _, r := range ds.Results {
		if len(r.SourceID) != 64 || r.SourcePath == "" {
			t.Fatalf("row without provenance: %+v", r)
		}
	}
}

func TestPathsReportsMissingInput(t *testing.T) {
	_, errs := ingest.Paths([]string{filepath.Join(t.TempDir(), "nope.csv")})
	if len(errs) != 1 || !errors.Is(errs[0], os.ErrNotExist) {
		t.Errorf("errs = %v, want one not-exist error", errs)
	}
}

func ExampleFile() {
	ds, err := ingest.File(article1)
	if err != nil {
		fmt.Println(err)
		return
	}
	r := ds.Results[0]
	fmt.Println(len(ds.Results), r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.IOPS)
	// Output: 32 Windows Non-Native random read 4096 1.598959e+06
}

// TestArchiveOfRealOutputs ingests a tar.gz of every real fio output in
// ingest/fio/testdata plus a truncated file and a zip bomb: every good row
// comes through, each bad member gives one error, nothing crashes.
func TestArchiveOfRealOutputs(t *testing.T) {
	fixtures, _ := filepath.Glob("fio/testdata/*")
	var good []string
	for _, f := range fixtures {
		if st, _ := os.Stat(f); st.Mode().IsRegular() && !strings.HasSuffix(f, ".sh") {
			good = append(good, f)
		}
	}
	// What the files give one by one, to compare with the archive.
	want, wantErrs := ingest.Read(context.Background(), good, ingest.Options{Jobs: 1})
	if len(wantErrs) != 0 || len(want.Results) < 20 {
		t.Fatalf("fixtures alone: %d rows, errors %v", len(want.Results), wantErrs)
	}

	dir := t.TempDir()
	// Limits scaled down so the bomb stays small: it inflates to twice the
	// member limit, from some 30 KiB.
	limits := ingest.Limits{FileBytes: 64 << 20, MemberBytes: 16 << 20, ArchiveBytes: 1 << 30, Depth: 2}
	bomb := zipBomb(t, 32<<20)
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	add := func(name string, data []byte) {
		tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(data)), Typeflag: tar.TypeReg})
		tw.Write(data)
	}
	for _, f := range good {
		data, _ := os.ReadFile(f)
		add("runs/"+filepath.Base(f), data)
	}
	half, _ := os.ReadFile("fio/testdata/psync-randread.json")
	add("runs/truncated.json", half[:len(half)/2])
	add("../../etc/evil.json", []byte("not fio"))
	add("bomb.zip", bomb)
	tw.Close()
	gz.Close()
	archive := filepath.Join(dir, "all.tar.gz")
	os.WriteFile(archive, buf.Bytes(), 0o644)

	got, errs := ingest.Read(context.Background(), []string{archive}, ingest.Options{Jobs: 2, Limits: limits})
	if len(got.Results) != len(want.Results) || len(got.Histogram) != len(want.Histogram) || len(got.Series) != len(want.Series) {
		t.Errorf("archive gave %d rows, %d bins, %d samples; the files give %d, %d, %d",
			len(got.Results), len(got.Histogram), len(got.Series), len(want.Results), len(want.Histogram), len(want.Series))
	}
	for i := range got.Results {
		if got.Results[i].SourcePath != archive || !strings.HasPrefix(got.Results[i].SourceMember, "runs/") {
			t.Fatalf("row %d provenance %q ! %q", i, got.Results[i].SourcePath, got.Results[i].SourceMember)
		}
		if got.Results[i].IOPS != want.Results[i].IOPS {
			t.Fatalf("row %d: iops %v, want %v (order or content differs)", i, got.Results[i].IOPS, want.Results[i].IOPS)
		}
	}
	var sawTrunc, sawEvil, sawBomb bool
	for _, e := range errs {
		s := e.Error()
		sawTrunc = sawTrunc || strings.Contains(s, "runs/truncated.json") && strings.Contains(s, "truncated")
		sawEvil = sawEvil || strings.Contains(s, "etc/evil.json") && errors.Is(e, ingest.ErrUnrecognized)
		sawBomb = sawBomb || strings.Contains(s, "bomb.zip") && errors.Is(e, ingest.ErrTooLarge)
	}
	if len(errs) != 3 || !sawTrunc || !sawEvil || !sawBomb {
		t.Errorf("errors %v: want one each for the truncated file, the unknown file and the zip bomb", errs)
	}
	// The errors table also keeps the failed fio job of sync-trim-error.json.
	if len(got.Problems) != len(want.Problems)+3 || len(want.Problems) != 1 {
		t.Errorf("errors table has %d rows, want the fixtures' %d and 3", len(got.Problems), len(want.Problems))
	}
	// The member named ../../etc/evil.json was never written anywhere.
	if _, err := os.Stat(filepath.Join(dir, "..", "..", "etc", "evil.json")); err == nil {
		t.Error("an archive member was written outside")
	}
}

// zipBomb makes a zip whose one member inflates to size bytes of zeros.
func zipBomb(t *testing.T, size int) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.Create("zeros.json")
	if err != nil {
		t.Fatal(err)
	}
	chunk := make([]byte, 1<<20)
	for written := 0; written < size; written += len(chunk) {
		w.Write(chunk)
	}
	zw.Close()
	return buf.Bytes()
}

func TestArchiveLimits(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "bomb.zip")
	os.WriteFile(path, zipBomb(t, 8<<20), 0o644)
	_, errs := ingest.Read(context.Background(), []string{path}, ingest.Options{Limits: ingest.Limits{FileBytes: 1 << 20, MemberBytes: 1 << 20, ArchiveBytes: 4 << 20, Depth: 1}})
	if len(errs) != 1 || !errors.Is(errs[0], ingest.ErrTooLarge) {
		t.Errorf("errs = %v, want one ErrTooLarge", errs)
	}
}

func TestOrderDoesNotDependOnJobs(t *testing.T) {
	one, _ := ingest.Read(context.Background(), []string{"fio/testdata"}, ingest.Options{Jobs: 1})
	many, _ := ingest.Read(context.Background(), []string{"fio/testdata"}, ingest.Options{Jobs: 8})
	if len(one.Results) == 0 || len(one.Results) != len(many.Results) || len(one.Histogram) != len(many.Histogram) {
		t.Fatalf("jobs 1: %d rows, jobs 8: %d rows", len(one.Results), len(many.Results))
	}
	for i := range one.Results {
		if one.Results[i].SourcePath != many.Results[i].SourcePath || one.Results[i].JobName != many.Results[i].JobName {
			t.Fatalf("row %d differs: %s/%s vs %s/%s", i, one.Results[i].SourcePath, one.Results[i].JobName, many.Results[i].SourcePath, many.Results[i].JobName)
		}
	}
}

func TestFolderWithLinkLoop(t *testing.T) {
	dir := t.TempDir()
	data, _ := os.ReadFile("fio/testdata/psync-randread.json")
	os.WriteFile(filepath.Join(dir, "a.json"), data, 0o644)
	if err := os.Symlink(dir, filepath.Join(dir, "loop")); err != nil {
		t.Skip(err)
	}
	ds, errs := ingest.Read(context.Background(), []string{dir}, ingest.Options{})
	if len(errs) != 0 || len(ds.Results) != 1 {
		t.Errorf("%d rows, errors %v: want the one file once", len(ds.Results), errs)
	}
}

func TestLabelsFromPathTemplate(t *testing.T) {
	dir := t.TempDir()
	data, _ := os.ReadFile("fio/testdata/psync-randread.json")
	p := filepath.Join(dir, "nvme0", "qd32", "run3.json")
	os.MkdirAll(filepath.Dir(p), 0o755)
	os.WriteFile(p, data, 0o644)
	tmpl, err := ingest.ParseTemplate("{system}/{config}/run{repetition}.json")
	if err != nil {
		t.Fatal(err)
	}
	ds, errs := ingest.Read(context.Background(), []string{dir}, ingest.Options{Labels: tmpl})
	if len(errs) != 0 || len(ds.Results) != 1 {
		t.Fatalf("%d rows, errors %v", len(ds.Results), errs)
	}
	r := ds.Results[0]
	if r.System != "nvme0" || r.Repetition != 3 || r.Labels != "config=qd32" {
		t.Errorf("labels: system %q repetition %d labels %q", r.System, r.Repetition, r.Labels)
	}
	if _, err := ingest.ParseTemplate("no placeholders"); err == nil {
		t.Error("template without placeholders accepted")
	}
}

func TestLabelsFromJobNames(t *testing.T) {
	// jobfile-3jobs.json names its jobs seq-read-64k, rand-read-4k and
	// rand-write-4k.
	tmpl, err := ingest.ParseTemplate("{kind}-{op}-{bs}")
	if err != nil {
		t.Fatal(err)
	}
	ds, errs := ingest.Read(context.Background(), []string{"fio/testdata/jobfile-3jobs.json"}, ingest.Options{JobNames: tmpl})
	if len(errs) != 0 || len(ds.Results) != 3 {
		t.Fatalf("%d rows, errors %v", len(ds.Results), errs)
	}
	want := []string{"kind=seq;op=read", "kind=rand;op=read", "kind=rand;op=write"}
	for i, r := range ds.Results {
		if r.Labels != want[i] {
			t.Errorf("row %d (%s): labels %q, want %q", i, r.JobName, r.Labels, want[i])
		}
	}
	// A template the names do not fit is reported, and the rows stay.
	other, _ := ingest.ParseTemplate("{system}_run{repetition}")
	ds, errs = ingest.Read(context.Background(), []string{"fio/testdata/jobfile-3jobs.json"}, ingest.Options{JobNames: other})
	if len(errs) != 1 || len(ds.Results) != 3 {
		t.Fatalf("%d rows, errors %v: want the 3 rows and one error", len(ds.Results), errs)
	}
	// The names are listed as a sentence lists them, not in Go's syntax.
	if msg := errs[0].Error(); !strings.Contains(msg, `job names "`) || !strings.Contains(msg, `" and "`) || strings.Contains(msg, "[") {
		t.Errorf("error %q: want the job names listed in words", msg)
	}
}

// TestLargeArchiveIsStreamed: an archive larger than a plain file may be is
// streamed member by member by the reader (not read whole by a worker),
// and gives the same rows; a plain file that large is refused.
func TestLargeArchiveIsStreamed(t *testing.T) {
	dir := t.TempDir()
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	var want int
	for _, name := range []string{"psync-randread.json", "numjobs4.json", "jobfile-3jobs.json"} {
		data, _ := os.ReadFile("fio/testdata/" + name)
		tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(data)), Typeflag: tar.TypeReg})
		tw.Write(data)
		ds, err := ingest.Bytes(data, name)
		if err != nil {
			t.Fatal(err)
		}
		want += len(ds.Results)
	}
	tw.Close()
	gz.Close()
	archive := filepath.Join(dir, "runs.tgz")
	os.WriteFile(archive, buf.Bytes(), 0o644)
	plain := filepath.Join(dir, "big.json")
	data, _ := os.ReadFile("fio/testdata/numjobs4.json")
	os.WriteFile(plain, data, 0o644)
	lim := ingest.Limits{FileBytes: 1024, MemberBytes: 1 << 20, ArchiveBytes: 1 << 24, Depth: 1}
	if int64(buf.Len()) <= lim.FileBytes {
		t.Fatal("test archive fits the per-file limit: it would not be streamed")
	}
	ds, errs := ingest.Read(context.Background(), []string{archive, plain}, ingest.Options{Limits: lim})
	if len(ds.Results) != want {
		t.Errorf("streamed archive gave %d rows, want %d", len(ds.Results), want)
	}
	if len(errs) != 1 || !errors.Is(errs[0], ingest.ErrTooLarge) || !strings.Contains(errs[0].Error(), "big.json") {
		t.Errorf("errors %v: want big.json refused as too large", errs)
	}
}

// TestFiguresNoDeviceReachesAreProblems: a fio output claiming 1e18 IOPS
// and a published table claiming 2 PB/s are refused, each as a problem
// naming its file and the figure; the good file beside them is kept.
func TestFiguresNoDeviceReachesAreProblems(t *testing.T) {
	fio, err := os.ReadFile("fio/testdata/psync-randread.json")
	if err != nil {
		t.Fatal(err)
	}
	const iops = `"iops" : 9726.273726,`
	if !bytes.Contains(fio, []byte(iops)) {
		t.Fatalf("fixture lacks %s", iops)
	}
	dir := t.TempDir()
	for name, data := range map[string][]byte{
		"good.json":    fio,
		"fast.json":    bytes.Replace(fio, []byte(iops), []byte(`"iops" : 1e18,`), 1),
		"wide-bus.csv": []byte("system,pattern,direction,bs,bw_mb_s\nA,sequential,read,1M,2e9\n"),
		"slow.csv":     []byte("system,pattern,direction,bs,iops\nA,random,read,4K,100\n"),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ds, errs := ingest.Paths([]string{dir})
	if len(ds.Results) != 2 || ds.Results[0].SourcePath != filepath.Join(dir, "good.json") {
		t.Errorf("kept %d rows, want good.json's and slow.csv's", len(ds.Results))
	}
	want := map[string]string{
		"fast.json":    "iops = 1e+18: more than any device reaches",
		"wide-bus.csv": "bw_bytes_per_s = 2e+15: more than any device reaches",
	}
	if len(ds.Problems) != len(want) || len(errs) != len(want) {
		t.Fatalf("problems %v, errors %v: want one per bad file", ds.Problems, errs)
	}
	for _, p := range ds.Problems {
		file := filepath.Base(p.SourcePath)
		if w, ok := want[file]; !ok || !strings.Contains(p.Message, w) {
			t.Errorf("problem of %s: %q, want it to say %q", file, p.Message, w)
		}
	}
	// The problem is at the figure itself: its line and JSON path.
	line := int64(bytes.Count(fio[:bytes.Index(fio, []byte(iops))], []byte("\n")) + 1)
	for _, p := range ds.Problems {
		if filepath.Base(p.SourcePath) == "fast.json" && (p.Line != line || p.Place != "jobs[0].read.iops") {
			t.Errorf("problem of fast.json at line %d, %q; want line %d, jobs[0].read.iops", p.Line, p.Place, line)
		}
	}
}

// TestCancelStopsAnArchiveWithinASecond: an archive that takes seconds to
// read whole (thousands of real fio json+ outputs, measured here) stops
// within a second of its context ending, a tar.gz (one gzip stream) and a
// zip (a deflate stream per member) alike. Read then returns
// context.Canceled, and no problem for the member it was reading.
func TestCancelStopsAnArchiveWithinASecond(t *testing.T) {
	run, err := os.ReadFile("fio/testdata/libaio-randread-qd16.jsonplus")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		write func(t *testing.T, path string, members int)
	}{
		{"tar.gz", func(t *testing.T, path string, n int) { writeTarGz(t, path, run, n) }},
		{"zip", func(t *testing.T, path string, n int) { writeZip(t, path, run, n) }},
	}
	const (
		bound = time.Second     // from the cancel to Read's return
		whole = 2 * time.Second // what reading the archive whole must take, at least
	)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(t.TempDir(), "runs")
			var opts ingest.Options
			// Size the archive to this machine: from the time a small one
			// takes, enough members that the whole read takes some 3 s,
			// growing it again if the other subtest slowed the first
			// measure down.
			members, took := 200, time.Duration(0)
			for try := 0; try < 5 && took < whole; try++ {
				if took > 0 {
					members = int(float64(members) * max(1.5, float64(3*time.Second)/float64(took)))
				}
				tt.write(t, path, members)
				start := time.Now()
				ds, errs := ingest.Read(context.Background(), []string{path}, opts)
				took = time.Since(start)
				if len(errs) != 0 || len(ds.Results) != 1 { // the members are copies: one result
					t.Fatalf("%d members: %d results, errors %v", members, len(ds.Results), errs)
				}
			}
			if took < whole {
				t.Fatalf("reading %d members whole took %v: too quick for the test to mean anything", members, took)
			}

			ctx, cancel := context.WithCancel(context.Background())
			cancelled := make(chan time.Time, 1)
			time.AfterFunc(100*time.Millisecond, func() { cancelled <- time.Now(); cancel() })
			var mu sync.Mutex
			parsed := 0
			opts.Progress = func(p ingest.Progress) { mu.Lock(); parsed = max(parsed, p.Files); mu.Unlock() }
			_, errs := ingest.Read(ctx, []string{path}, opts)
			stopped := time.Since(<-cancelled)
			t.Logf("%d members read whole in %v; cancelled after 100 ms, stopped %v later, %d members parsed", members, took, stopped, parsed)
			if stopped > bound {
				t.Errorf("Read returned %v after the cancel, want at most %v (reading it whole takes %v)", stopped, bound, took)
			}
			if len(errs) == 0 || !errors.Is(errs[len(errs)-1], context.Canceled) {
				t.Errorf("errors %v: want context.Canceled last", errs)
			}
			for _, e := range errs[:max(len(errs)-1, 0)] {
				t.Errorf("the cancel made a problem of an input: %v", e)
			}
			if parsed >= members {
				t.Errorf("parsed all %d members", members)
			}
		})
	}
}

// writeTarGz writes a tar.gz of n copies of data. The tar stream is
// compressed once per 64 members and the gzip streams concatenated (gzip
// readers read them as one), so a large archive is cheap to make.
func writeTarGz(t *testing.T, path string, data []byte, n int) {
	t.Helper()
	gzipped := func(b []byte) []byte {
		var buf bytes.Buffer
		gz := gzip.NewWriter(&buf)
		gz.Write(b)
		gz.Close()
		return buf.Bytes()
	}
	const per = 64
	var chunk bytes.Buffer
	tw := tar.NewWriter(&chunk)
	for range per {
		tw.WriteHeader(&tar.Header{Name: "runs/run.json", Mode: 0o644, Size: int64(len(data)), Typeflag: tar.TypeReg})
		tw.Write(data)
	}
	tw.Flush() // no end-of-archive blocks: more follow
	compressed := gzipped(chunk.Bytes())
	var out bytes.Buffer
	for range (n + per - 1) / per {
		out.Write(compressed)
	}
	out.Write(gzipped(make([]byte, 1024))) // the end of the archive
	if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// writeZip writes a zip of n copies of data, deflated once.
func writeZip(t *testing.T, path string, data []byte, n int) {
	t.Helper()
	var deflated bytes.Buffer
	fw, _ := flate.NewWriter(&deflated, flate.BestSpeed)
	fw.Write(data)
	fw.Close()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zw := zip.NewWriter(f)
	for i := range n {
		w, err := zw.CreateRaw(&zip.FileHeader{Name: fmt.Sprintf("runs/run%d.json", i), Method: zip.Deflate,
			CRC32: crc32.ChecksumIEEE(data), CompressedSize64: uint64(deflated.Len()), UncompressedSize64: uint64(len(data))})
		if err != nil {
			t.Fatal(err)
		}
		w.Write(deflated.Bytes())
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestEmptyArchiveIsAProblem: an archive without a file is reported as
// one, naming it; it used to crash the batch.
func TestEmptyArchiveIsAProblem(t *testing.T) {
	dir := t.TempDir()
	var tgz, zipped bytes.Buffer
	gz := gzip.NewWriter(&tgz)
	tw := tar.NewWriter(gz)
	tw.WriteHeader(&tar.Header{Name: "runs/", Mode: 0o755, Typeflag: tar.TypeDir}) // a folder, no file
	tw.Close()
	gz.Close()
	zip.NewWriter(&zipped).Close()
	for name, data := range map[string][]byte{"empty.tar.gz": tgz.Bytes(), "empty.zip": zipped.Bytes()} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		ds, errs := ingest.Read(context.Background(), []string{path}, ingest.Options{})
		if len(errs) != 1 || !errors.Is(errs[0], ingest.ErrEmptyArchive) || !strings.Contains(errs[0].Error(), name) || len(ds.Problems) != 1 {
			t.Errorf("%s: errors %v, %d problems: want one naming it, ErrEmptyArchive", name, errs, len(ds.Problems))
		}
	}
}

// TestFolderLinksFollowed: a link to a folder is read as the folder would
// be, its files named under the link; a link to a folder read already (the
// folder itself, one above it, one given too) is not read again, and is no
// problem. Before, every link to a folder was skipped without a word.
func TestFolderLinksFollowed(t *testing.T) {
	base := t.TempDir()
	data, err := os.ReadFile("fio/testdata/psync-randread.json")
	if err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(base, "elsewhere", "run-42")
	dir := filepath.Join(base, "results")
	for _, d := range []string{other, filepath.Join(dir, "sub")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(other, "a.json"), data, 0o644)
	os.WriteFile(filepath.Join(dir, "sub", "b.json"), bytes.Replace(data, []byte(`"timestamp"`), []byte(`"copy" : 1, "timestamp"`), 1), 0o644)
	for link, to := range map[string]string{
		filepath.Join(dir, "latest"):     other,                     // followed
		filepath.Join(dir, "sub", "up"):  dir,                       // a loop
		filepath.Join(dir, "again"):      filepath.Join(dir, "sub"), // read already
		filepath.Join(other, "back-out"): dir,                       // given too, through the first link
	} {
		if err := os.Symlink(to, link); err != nil {
			t.Skip(err)
		}
	}
	ds, errs := ingest.Read(context.Background(), []string{dir}, ingest.Options{})
	var paths []string
	for _, r := range ds.Results {
		paths = append(paths, r.SourcePath)
	}
	want := []string{filepath.Join(dir, "latest", "a.json"), filepath.Join(dir, "sub", "b.json")}
	if len(errs) != 0 || !slices.Equal(paths, want) {
		t.Errorf("rows from %q, errors %v; want %q and none", paths, errs, want)
	}
}
