package datasets_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/memory"
	"github.com/apache/arrow/go/v17/parquet/file"
	"github.com/apache/arrow/go/v17/parquet/pqarrow"

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
	fr, err := pqarrow.NewFileReader(f, pqarrow.ArrowReadProperties{}, memory.NewGoAllocator())
	if err != nil {
		t.Fatal(err)
	}
	tbl, err := fr.ReadTable(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Release()
	schema := tbl.Schema()
	for name, want := range map[string]arrow.Type{"start_time": arrow.TIMESTAMP, "labels_map": arrow.MAP, "start_unix_s": arrow.INT64, "labels": arrow.STRING} {
		idx := schema.FieldIndices(name)
		if len(idx) != 1 || schema.Field(idx[0]).Type.ID() != want {
			t.Errorf("Parquet column %s: fields %v, want one of type %v", name, idx, want)
		}
	}
	ts := schema.Field(schema.FieldIndices("start_time")[0]).Type.(*arrow.TimestampType)
	if ts.TimeZone != "UTC" {
		t.Errorf("start_time's zone %q, want UTC", ts.TimeZone)
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
