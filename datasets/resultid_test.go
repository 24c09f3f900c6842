package datasets_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/ipc"
	"github.com/apache/arrow/go/v17/parquet/file"

	"github.com/iopress/iopress/datasets"
)

// TestStartTimeAndLabelsMap: start_unix_s comes again as a UTC timestamp
// and labels as a map, in Arrow and in Parquet, and both read back as the
// fields they were written from.
func TestStartTimeAndLabelsMap(t *testing.T) {
	r := datasets.NewResult()
	r.System, r.Direction, r.IOPS = "box", datasets.DirectionRead, 1000
	r.StartUnixS = time.Date(2024, 3, 1, 12, 30, 5, 0, time.UTC).Unix()
	r.Labels = "disk=nvme0;host=a=b"
	none := datasets.NewResult() // no start, no labels: nulls
	none.System, none.Direction, none.IOPS = "box", datasets.DirectionWrite, 10
	rows := []datasets.Result{r, none}
	dir := t.TempDir()
	if err := datasets.WriteDir(dir, &datasets.Dataset{Results: rows}, datasets.Arrow, datasets.Parquet); err != nil {
		t.Fatal(err)
	}
	f, err := file.OpenParquetFile(filepath.Join(dir, "results.parquet"), false)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// The Parquet types, as every Parquet reader sees them.
	sc := f.MetaData().Schema
	for name, want := range map[string]string{
		"start_time":   "Timestamp(isAdjustedToUTC=true, timeUnit=milliseconds, is_from_converted_type=false, force_set_converted_type=false)",
		"labels_map":   "Map",
		"start_unix_s": "Int(bitWidth=64, isSigned=true)",
		"labels":       "String",
	} {
		i := sc.Root().FieldIndexByName(name)
		if i < 0 {
			t.Errorf("Parquet column %s: none", name)
			continue
		}
		if got := sc.Root().Field(i).LogicalType().String(); got != want {
			t.Errorf("Parquet column %s: logical type %s, want %s", name, got, want)
		}
	}
	// The Arrow schema, as Arrow's Parquet readers (pyarrow, Polars)
	// take it from the file's metadata.
	stored := f.MetaData().KeyValueMetadata().FindValue("ARROW:schema")
	if stored == nil {
		t.Fatal("the Parquet file holds no ARROW:schema")
	}
	ipcSchema, err := base64.StdEncoding.DecodeString(*stored)
	if err != nil {
		t.Fatal(err)
	}
	sr, err := ipc.NewReader(bytes.NewReader(ipcSchema))
	if err != nil {
		t.Fatalf("ARROW:schema is no Arrow IPC schema: %v", err)
	}
	defer sr.Release()
	schema := sr.Schema()
	for name, want := range map[string]arrow.Type{"start_time": arrow.TIMESTAMP, "labels_map": arrow.MAP, "start_unix_s": arrow.INT64, "labels": arrow.STRING} {
		idx := schema.FieldIndices(name)
		if len(idx) != 1 || schema.Field(idx[0]).Type.ID() != want {
			t.Errorf("Arrow column %s: fields %v, want one of type %v", name, idx, want)
		}
	}
	ts := schema.Field(schema.FieldIndices("start_time")[0]).Type.(*arrow.TimestampType)
	if ts.TimeZone != "UTC" || ts.Unit != arrow.Second {
		t.Errorf("start_time's zone %q and unit %s, want UTC and seconds", ts.TimeZone, ts.Unit)
	}
	for _, arrowToo := range []bool{true, false} {
		if !arrowToo {
			os.Remove(filepath.Join(dir, "results.arrow"))
		}
		back, err := datasets.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		sameRows(t, back.Results, rows)
	}
}

// TestAssignSeq: each source's bins and samples are numbered from 1 in
// the order the dataset holds them, whatever other sources' rows come
// between; a row that has a seq keeps it, and the rows without one
// follow the highest of their source's, so that (source_id, seq) is
// unique in each table.
func TestAssignSeq(t *testing.T) {
	ds := &datasets.Dataset{
		Histogram: []datasets.LatencyBin{{SourceID: "a"}, {SourceID: "b"}, {SourceID: "a"}, {SourceID: "b", Seq: 7}, {SourceID: "b"}},
		Series:    []datasets.Sample{{SourceID: "a"}, {SourceID: "a"}, {SourceID: "c"}},
	}
	datasets.AssignResultIDs(ds) // numbers rows though ds has no result
	var bins, samples []string
	for _, b := range ds.Histogram {
		bins = append(bins, b.SourceID+strconv.FormatInt(b.Seq, 10))
	}
	for _, s := range ds.Series {
		samples = append(samples, s.SourceID+strconv.FormatInt(s.Seq, 10))
	}
	if got, want := strings.Join(bins, " "), "a1 b8 a2 b7 b9"; got != want {
		t.Errorf("bins: %s, want %s", got, want)
	}
	if got, want := strings.Join(samples, " "), "a1 a2 c1"; got != want {
		t.Errorf("samples: %s, want %s", got, want)
	}
}

// TestResultIDFormula: result_id is the documented hash of the row's
// identity, computed here the plain way, and a result's bins carry it.
func TestResultIDFormula(t *testing.T) {
	want := func(parts ...string) string {
		h := sha256.New()
		for _, p := range parts {
			h.Write([]byte(p + "\x00"))
		}
		return hex.EncodeToString(h.Sum(nil))[:32]
	}
	long := strings.Repeat("j", 300) // more than fits on the stack
	for _, c := range []struct {
		source, host, job string
		instance          int64
		direction         string
		k                 int
	}{
		{"abc", "", "randread", 1, "read", 1},
		{"abc", "all clients", "seq", 0, "write", 3},
		{"", "", "", -2, "", 12},
		{"abc", "h", long, 7, "trim", 1},
	} {
		got := datasets.ResultID(c.source, c.host, c.job, c.instance, c.direction, c.k)
		if w := want(c.source, c.host, c.job, strconv.FormatInt(c.instance, 10), c.direction, strconv.Itoa(c.k)); got != w {
			t.Errorf("ResultID(%q, %q, %q, %d, %q, %d) = %s, want %s", c.source, c.host, c.job, c.instance, c.direction, c.k, got, w)
		}
	}
	ds := &datasets.Dataset{
		Results: []datasets.Result{{SourceID: "s", JobName: "a", JobInstance: 1, Direction: "read"}, {SourceID: "s", JobName: "b", JobInstance: 1, Direction: "read"}},
		Histogram: []datasets.LatencyBin{
			{SourceID: "s", JobName: "a", JobInstance: 1, Direction: "read"}, {SourceID: "s", JobName: "a", JobInstance: 1, Direction: "read"},
			{SourceID: "s", JobName: "c", JobInstance: 1, Direction: "read"}, {SourceID: "s", JobName: "b", JobInstance: 1, Direction: "read", ResultID: "kept"},
			{SourceID: "s", JobName: "b", JobInstance: 1, Direction: "read"}, {SourceID: "s", JobName: "a", JobInstance: 1, Direction: "read"},
		},
	}
	datasets.AssignResultIDs(ds)
	a, b := want("s", "", "a", "1", "read", "1"), want("s", "", "b", "1", "read", "1")
	var got []string
	for _, bin := range ds.Histogram {
		got = append(got, bin.ResultID)
	}
	if w := []string{a, a, "", "kept", b, a}; !slices.Equal(got, w) {
		t.Errorf("bins' result_ids %q, want %q", got, w)
	}
}
