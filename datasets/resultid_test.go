package datasets_test

import (
	"bytes"
	"encoding/base64"
	"os"
	"path/filepath"
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
