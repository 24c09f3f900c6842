package datasets

import (
	"fmt"
	"math"
	"strings"

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
				if v := *c.f64(&rows[j]); !math.IsNaN(v) && !(c.zeroMissing && v == 0) {
					fb.UnsafeAppend(v)
				} else {
					fb.UnsafeAppendBoolToBitmap(false)
				}
			}
		case *array.BooleanBuilder:
			fb.Reserve(len(rows))
			for j := range rows {
				if c.tri != nil {
					if v := *c.tri(&rows[j]); v.Known() {
						fb.UnsafeAppend(v == Yes)
					} else {
						fb.UnsafeAppendBoolToBitmap(false)
					}
					continue
				}
				if c.present(&rows[j]) {
					fb.UnsafeAppend(*c.bl(&rows[j]))
				} else {
					fb.UnsafeAppendBoolToBitmap(false)
				}
			}
		case *array.TimestampBuilder:
			fb.Reserve(len(rows))
			for j := range rows {
				if v := *c.ts(&rows[j]); v != 0 {
					fb.UnsafeAppend(arrow.Timestamp(v))
				} else {
					fb.UnsafeAppendBoolToBitmap(false)
				}
			}
		case *array.MapBuilder:
			appendLabels(fb, cols[i].kv, rows)
		}
	}
}

// fromRecord appends the rows of rec to rows. Columns are found by name, so
// a file may hold extra columns or order them differently; a column an
// older file holds under an older name (column.was) is read under it; a
// missing column reads as missing values, a column of the wrong type is an
// error, and so is one whose buffers do not hold its rows (checkArray): a
// damaged file.
func fromRecord[T any](rec arrow.Record, cols []column[T], rows []T, newRow func() T) ([]T, error) {
	n := int(rec.NumRows())
	start := len(rows)
	for i := 0; i < n; i++ {
		rows = append(rows, newRow())
	}
	schema := rec.Schema()
	for _, c := range cols {
		name := c.name
		idx := schema.FieldIndices(name)
		for _, old := range c.was {
			if len(idx) > 0 {
				break
			}
			name, idx = old, schema.FieldIndices(old)
		}
		if len(idx) == 0 {
			continue
		}
		arr := rec.Column(idx[0])
		if arr.Len() != n {
			return nil, damaged(nil, "column %s holds %d rows of the %d of its batch", name, arr.Len(), n)
		}
		if err := checkArray(arr); err != nil {
			return nil, damaged(err, "column %s: %v", name, err)
		}
		switch a := arr.(type) {
		case *array.String:
			if c.str == nil {
				return nil, fmt.Errorf("column %s: got string, want %s", name, c.arrowType())
			}
			for j := 0; j < n; j++ {
				if a.IsValid(j) {
					*c.str(&rows[start+j]) = a.Value(j)
				}
			}
		case *array.Int64:
			if c.i64 == nil {
				return nil, fmt.Errorf("column %s: got int64, want %s", name, c.arrowType())
			}
			for j := 0; j < n; j++ {
				if a.IsValid(j) {
					*c.i64(&rows[start+j]) = a.Value(j)
				}
			}
		case *array.Float64:
			if c.f64 == nil {
				return nil, fmt.Errorf("column %s: got float64, want %s", name, c.arrowType())
			}
			for j := 0; j < n; j++ {
				if a.IsValid(j) {
					*c.f64(&rows[start+j]) = a.Value(j)
				}
			}
		case *array.Timestamp:
			if c.ts == nil {
				return nil, fmt.Errorf("column %s: got timestamp, want %s", name, c.arrowType())
			}
			unit := a.DataType().(*arrow.TimestampType).Unit
			for j := 0; j < n; j++ {
				if a.IsValid(j) {
					*c.ts(&rows[start+j]) = a.Value(j).ToTime(unit).Unix()
				}
			}
		case *array.Map:
			if c.kv == nil {
				return nil, fmt.Errorf("column %s: got map, want %s", name, c.arrowType())
			}
			if err := readLabels(a, c.kv, rows[start:]); err != nil {
				return nil, fmt.Errorf("column %s: %w", name, err)
			}
		case *array.Boolean:
			if c.bl == nil && c.tri == nil {
				return nil, fmt.Errorf("column %s: got bool, want %s", name, c.arrowType())
			}
			for j := 0; j < n; j++ {
				switch {
				case !a.IsValid(j):
				case c.tri != nil:
					*c.tri(&rows[start+j]) = BoolOf(a.Value(j))
				default:
					*c.bl(&rows[start+j]) = a.Value(j)
				}
			}
		default:
			return nil, fmt.Errorf("column %s: unsupported Arrow type %s", name, arr.DataType())
		}
	}
	return rows, nil
}

// appendLabels writes labels fields ("k=v;k=v", sorted by key, as
// ingest makes them) as map entries, in the same order; "" is null.
func appendLabels[T any](b *array.MapBuilder, field func(*T) *string, rows []T) {
	keys := b.KeyBuilder().(*array.StringBuilder)
	items := b.ItemBuilder().(*array.StringBuilder)
	for j := range rows {
		v := *field(&rows[j])
		if v == "" {
			b.AppendNull()
			continue
		}
		b.Append(true)
		for _, pair := range strings.Split(v, ";") {
			k, val, _ := strings.Cut(pair, "=")
			keys.Append(k)
			items.Append(val)
		}
	}
}

// readLabels reads a map column back into labels fields, its entries
// joined as appendLabels split them.
func readLabels[T any](a *array.Map, field func(*T) *string, rows []T) error {
	keys, ok1 := a.Keys().(*array.String)
	items, ok2 := a.Items().(*array.String)
	if !ok1 || !ok2 {
		return fmt.Errorf("got %s, want a map of strings to strings", a.DataType())
	}
	var sb strings.Builder
	for j := range rows {
		if !a.IsValid(j) {
			continue
		}
		first, end := a.ValueOffsets(j)
		sb.Reset()
		for k := first; k < end; k++ {
			if k > first {
				sb.WriteByte(';')
			}
			sb.WriteString(keys.Value(int(k)))
			sb.WriteByte('=')
			sb.WriteString(items.Value(int(k)))
		}
		*field(&rows[j]) = sb.String()
	}
	return nil
}

// ResultsRecord returns the results as an Arrow record; the caller releases it.
func ResultsRecord(mem memory.Allocator, rows []Result) arrow.Record {
	return toRecord(mem, ResultsSchema, resultColumns, rows)
}
