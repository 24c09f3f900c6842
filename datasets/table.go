package datasets

import (
	"fmt"
	"math"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/array"
	"github.com/apache/arrow/go/v17/arrow/memory"
)

// toRecord builds an Arrow record of rows; missing values become nulls.
func toRecord[T any](mem memory.Allocator, schema *arrow.Schema, cols []column[T], rows []T) arrow.Record {
	b := array.NewRecordBuilder(mem, schema)
	defer b.Release()
	appendRows(b, cols, rows)
	return b.NewRecord()
}

// appendRows adds rows to the column builders of b.
func appendRows[T any](b *array.RecordBuilder, cols []column[T], rows []T) {
	for i, c := range cols {
		switch fb := b.Field(i).(type) {
		case *array.StringBuilder:
			fb.Reserve(len(rows))
			for j := range rows {
				if v := *c.str(&rows[j]); v != "" {
					fb.Append(v)
				} else {
					fb.AppendNull()
				}
			}
		case *array.Int64Builder:
			fb.Reserve(len(rows))
			for j := range rows {
				if v := *c.i64(&rows[j]); v != 0 || c.zeroValid {
					fb.UnsafeAppend(v)
				} else {
					fb.UnsafeAppendBoolToBitmap(false)
				}
			}
		case *array.Float64Builder:
			fb.Reserve(len(rows))
			for j := range rows {
				if v := *c.f64(&rows[j]); !math.IsNaN(v) {
					fb.UnsafeAppend(v)
				} else {
					fb.UnsafeAppendBoolToBitmap(false)
				}
			}
		case *array.BooleanBuilder:
			fb.Reserve(len(rows))
			for j := range rows {
				if c.present(&rows[j]) {
					fb.UnsafeAppend(*c.bl(&rows[j]))
				} else {
					fb.UnsafeAppendBoolToBitmap(false)
				}
			}
		}
	}
}

// fromRecord appends the rows of rec to rows. Columns are found by name, so
// a file may hold extra columns or order them differently; a missing column
// reads as missing values, a column of the wrong type is an error.
func fromRecord[T any](rec arrow.Record, cols []column[T], rows []T, newRow func() T) ([]T, error) {
	n := int(rec.NumRows())
	start := len(rows)
	for i := 0; i < n; i++ {
		rows = append(rows, newRow())
	}
	schema := rec.Schema()
	for _, c := range cols {
		idx := schema.FieldIndices(c.name)
		if len(idx) == 0 {
			continue
		}
		arr := rec.Column(idx[0])
		switch a := arr.(type) {
		case *array.String:
			if c.str == nil {
				return nil, fmt.Errorf("column %s: got string, want %s", c.name, c.arrowType())
			}
			for j := 0; j < n; j++ {
				if a.IsValid(j) {
					*c.str(&rows[start+j]) = a.Value(j)
				}
			}
		case *array.Int64:
			if c.i64 == nil {
				return nil, fmt.Errorf("column %s: got int64, want %s", c.name, c.arrowType())
			}
			for j := 0; j < n; j++ {
				if a.IsValid(j) {
					*c.i64(&rows[start+j]) = a.Value(j)
				}
			}
		case *array.Float64:
			if c.f64 == nil {
				return nil, fmt.Errorf("column %s: got float64, want %s", c.name, c.arrowType())
			}
			for j := 0; j < n; j++ {
				if a.IsValid(j) {
					*c.f64(&rows[start+j]) = a.Value(j)
				}
			}
		case *array.Boolean:
			if c.bl == nil {
				return nil, fmt.Errorf("column %s: got bool, want %s", c.name, c.arrowType())
			}
			for j := 0; j < n; j++ {
				if a.IsValid(j) {
					*c.bl(&rows[start+j]) = a.Value(j)
				}
			}
		default:
			return nil, fmt.Errorf("column %s: unsupported Arrow type %s", c.name, arr.DataType())
		}
	}
	return rows, nil
}

// ResultsRecord returns the results as an Arrow record; the caller releases it.
func ResultsRecord(mem memory.Allocator, rows []Result) arrow.Record {
	return toRecord(mem, ResultsSchema, resultColumns, rows)
}

// ResultsFromRecord converts an Arrow record of the results schema to rows.
func ResultsFromRecord(rec arrow.Record) ([]Result, error) {
	return fromRecord(rec, resultColumns, nil, NewResult)
}
