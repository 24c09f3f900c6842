package datasets

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"sync/atomic"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/array"
	"github.com/apache/arrow/go/v17/arrow/ipc"
	"github.com/apache/arrow/go/v17/parquet"
	"github.com/apache/arrow/go/v17/parquet/compress"
	"github.com/apache/arrow/go/v17/parquet/file"
	"github.com/apache/arrow/go/v17/parquet/metadata"
	"github.com/apache/arrow/go/v17/parquet/schema"
)

// A table's Parquet file is written with arrow-go's Parquet file and
// column writers from the Arrow records written to its IPC file, not
// through pqarrow: pqarrow imports arrow/flight, and with it gRPC and
// protobuf (87 of the 562 packages iopress linked, a third of the
// binary), for one function, the serializing of the Arrow schema into the
// file's metadata, which arrow/ipc does as well. The tables' types are
// few and fixed (schema.go), and are written as Parquet's logical types
// that DuckDB, Spark, pandas and Polars read: STRING, INT64, DOUBLE,
// BOOLEAN, TIMESTAMP and MAP.
//
// The rows go into row groups of up to a million rows (parquetGroupRows,
// parquetGroupBytes), not one per record batch as pqarrow's Write made
// them: each costs a column chunk per column, with its pages' headers,
// its dictionary and statistics, and readers plan their work by them
// (153 row groups of 94 KiB on 100,000 files). They are encoded on a
// goroutine of the table's own, off the path of the Arrow file and of
// the parsing of the inputs, which it overlaps.

// A row group ends at parquetGroupRows rows, the size pyarrow's and
// parquet-cpp's writers default to, or once it holds parquetGroupBytes
// encoded (heldBytes), short of parquet-mr's 128 MiB: the writer holds a
// row group in memory until it ends, with each column's unfinished page
// and dictionary. On 100,000 files, where the tables' Parquet files take
// 25 MB in all, row groups of a million rows took an ingest's peak from
// 160 MiB to 650 MiB (290 MB of live heap); at 8 MiB it is about 350 MiB
// (4 MiB saves 30 MiB more), in 5 row groups where pqarrow wrote 153.
const (
	parquetGroupRows  = 1 << 20 // 64 record batches of batchRows
	parquetGroupBytes = 8 << 20
)

// parquetQueue is how many records a table's Parquet writer may be behind
// its Arrow writer before Append waits for it: what bounds the memory the
// goroutine's lag takes (a record of results is about 9 MB).
const parquetQueue = 1

// parquetSink writes one table's Parquet file on a goroutine of its own.
type parquetSink struct {
	schema  *arrow.Schema
	fw      *file.Writer
	rg      file.BufferedRowGroupWriter // the row group being written, nil between
	rgRows  int
	records chan arrow.Record
	done    chan struct{} // closed when the goroutine has ended
	aborted atomic.Bool   // the file is dropped: write nothing more
	failed  atomic.Bool   // err is set
	err     error         // the goroutine's first failure

	// groupRows and groupBytes end a row group: parquetGroupRows and
	// parquetGroupBytes.
	groupRows, groupBytes int

	// Reused between records: the values and levels of a column.
	defs, reps []int16
	i64        []int64
	f64        []float64
	bools      []bool
	bytes      []parquet.ByteArray
}

// parquetProps are the writer properties of every Parquet file: zstd, as
// pqarrow's were, dictionaries and statistics as arrow-go's defaults
// have them, and pages of 64 KiB and dictionaries of at most 256 KiB (the
// defaults are 1 MiB each): a column writer holds its page and its
// dictionary, with the indices of the page's values, until the page is
// full, and the tables have a hundred columns; on 100,000 files, the
// smaller sizes took about 60 MB off the live heap of an ingest, for
// Parquet files about 8% larger. The columns of plainColumns have no
// dictionary.
var parquetProps = parquet.NewWriterProperties(append([]parquet.WriterProperty{
	parquet.WithCompression(compress.Codecs.Zstd),
	parquet.WithDataPageSize(64 << 10),
	parquet.WithDictionaryPageSizeLimit(256 << 10),
}, plainProps()...)...)

// plainColumns are the columns whose values are new with each source or
// each result (a hash, a path), so that a dictionary of them only grows:
// the column writer hashed every value into one until it passed its
// limit, then compressed and wrote it as a page and started again
// without, which on 5,000 fio json+ files was a third of the time the
// Parquet files took to write. Written plain from the start, they take
// the same room or less, zstd finding the repeats of a source's id on
// the rows of its results and bins.
var plainColumns = []string{"source_id", "source_path", "result_id"}

func plainProps() []parquet.WriterProperty {
	var props []parquet.WriterProperty
	for _, c := range plainColumns {
		props = append(props, parquet.WithDictionaryFor(c, false))
	}
	return props
}

// newParquetSink starts writing a Parquet file of s to w.
func newParquetSink(w io.Writer, s *arrow.Schema) (p *parquetSink, err error) {
	root, err := parquetSchema(s)
	if err != nil {
		return nil, err
	}
	meta, err := parquetMetadata(s)
	if err != nil {
		return nil, err
	}
	p = &parquetSink{schema: s, groupRows: parquetGroupRows, groupBytes: parquetGroupBytes,
		records: make(chan arrow.Record, parquetQueue), done: make(chan struct{})}
	// The Parquet writer closes what it writes to; the caller's file is
	// closed by its owner, so hand over Write alone. It panics when the
	// file's first bytes cannot be written.
	err = recoverWrite(func() error {
		p.fw = file.NewParquetWriter(struct{ io.Writer }{w}, root, file.WithWriterProps(parquetProps), file.WithWriteMetadata(meta))
		return nil
	})
	if err != nil {
		return nil, err
	}
	go p.run()
	return p, nil
}

// parquetSchema is the Parquet schema of an Arrow schema of the tables'
// types. Its root is required, as other writers (DuckDB, Spark, parquet-mr)
// write it: arrow-go's pqarrow made it repeated, which readers that count
// the root among a column's levels (hyparquet) cannot read.
func parquetSchema(s *arrow.Schema) (*schema.GroupNode, error) {
	fields := make(schema.FieldList, len(s.Fields()))
	for i, f := range s.Fields() {
		n, err := parquetNode(f)
		if err != nil {
			return nil, err
		}
		fields[i] = n
	}
	return schema.NewGroupNode("schema", parquet.Repetitions.Required, fields, -1)
}

// parquetNode is the Parquet node of an Arrow field: null where it is
// nullable, and without a field id (-1), as pqarrow wrote them.
func parquetNode(f arrow.Field) (schema.Node, error) {
	rep := parquet.Repetitions.Required
	if f.Nullable {
		rep = parquet.Repetitions.Optional
	}
	switch t := f.Type.(type) {
	case *arrow.StringType:
		return schema.NewPrimitiveNodeLogical(f.Name, rep, schema.StringLogicalType{}, parquet.Types.ByteArray, -1, -1)
	case *arrow.Int64Type:
		return schema.NewPrimitiveNodeLogical(f.Name, rep, schema.NewIntLogicalType(64, true), parquet.Types.Int64, -1, -1)
	case *arrow.Float64Type:
		return schema.NewPrimitiveNodeLogical(f.Name, rep, schema.NoLogicalType{}, parquet.Types.Double, -1, -1)
	case *arrow.BooleanType:
		return schema.NewPrimitiveNodeLogical(f.Name, rep, schema.NoLogicalType{}, parquet.Types.Boolean, -1, -1)
	case *arrow.TimestampType:
		unit, _ := parquetTimeUnit(t.Unit)
		return schema.NewPrimitiveNodeLogical(f.Name, rep, schema.NewTimestampLogicalType(t.TimeZone != "", unit), parquet.Types.Int64, -1, -1)
	case *arrow.MapType:
		// A map is a repeated group of a required key and a value
		// (the Parquet format's LogicalTypes.md), named as pqarrow,
		// DuckDB and Spark name them.
		key, err := parquetNode(arrow.Field{Name: "key", Type: t.KeyType()})
		if err != nil {
			return nil, err
		}
		value, err := parquetNode(arrow.Field{Name: "value", Type: t.ItemType(), Nullable: true})
		if err != nil {
			return nil, err
		}
		kv, err := schema.NewGroupNode("key_value", parquet.Repetitions.Repeated, schema.FieldList{key, value}, -1)
		if err != nil {
			return nil, err
		}
		return schema.NewGroupNodeLogical(f.Name, rep, schema.FieldList{kv}, schema.MapLogicalType{}, -1)
	}
	return nil, fmt.Errorf("column %s: no Parquet type for Arrow's %s", f.Name, f.Type)
}

// parquetTimeUnit is the Parquet unit a timestamp of unit is stored in,
// and what its values are multiplied by: Parquet has no seconds, so they
// are stored as milliseconds, as pyarrow and pqarrow store them.
func parquetTimeUnit(unit arrow.TimeUnit) (schema.TimeUnitType, int64) {
	switch unit {
	case arrow.Second:
		return schema.TimeUnitMillis, 1000
	case arrow.Millisecond:
		return schema.TimeUnitMillis, 1
	case arrow.Microsecond:
		return schema.TimeUnitMicros, 1
	}
	return schema.TimeUnitNanos, 1
}

// parquetMetadata is the file metadata of a table of s: the schema's own
// (its version and table name) and the Arrow schema itself under
// ARROW:schema, as Arrow's Parquet readers look for it (pyarrow, Polars):
// an Arrow IPC stream of the schema message alone, base64-encoded. It
// gives them back what Parquet cannot say: the timestamps' unit of
// seconds and each column's doc.
func parquetMetadata(s *arrow.Schema) (metadata.KeyValueMetadata, error) {
	var meta metadata.KeyValueMetadata
	md := s.Metadata()
	for i, k := range md.Keys() {
		meta.Append(k, md.Values()[i])
	}
	var buf bytes.Buffer
	w := ipc.NewWriter(&buf, ipc.WithSchema(s))
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("serializing the Arrow schema: %w", err)
	}
	meta.Append("ARROW:schema", base64.StdEncoding.EncodeToString(buf.Bytes()))
	return meta, nil
}

// write hands rec to the goroutine, which releases it. It fails once the
// goroutine has failed.
func (p *parquetSink) write(rec arrow.Record) error {
	if p.failed.Load() {
		return p.err
	}
	rec.Retain()
	p.records <- rec
	return nil
}

// close waits for the records handed over to be written, and ends the
// file with its footer.
func (p *parquetSink) close() error {
	close(p.records)
	<-p.done
	return p.err
}

// abort drops what the goroutine has still to write, and waits for it.
func (p *parquetSink) abort() {
	p.aborted.Store(true)
	close(p.records)
	<-p.done
}

// run writes the records handed over until the channel closes, then the
// footer; after a failure, or once aborted, it only releases them.
func (p *parquetSink) run() {
	defer close(p.done)
	fail := func(err error) {
		if err != nil && p.err == nil {
			p.err = err
			p.failed.Store(true)
		}
	}
	for rec := range p.records {
		if parquetWriting != nil {
			parquetWriting()
		}
		if p.err == nil && !p.aborted.Load() {
			fail(recoverWrite(func() error { return p.writeRecord(rec) }))
		}
		rec.Release()
	}
	if p.err == nil && !p.aborted.Load() {
		fail(recoverWrite(func() error {
			if err := p.endRowGroup(); err != nil {
				return err
			}
			return p.fw.Close()
		}))
	}
}

// parquetWriting, when set (by tests), is called by a table's Parquet
// goroutine as it takes a record.
var parquetWriting func()

// recoverWrite calls f, turning a panic of the Parquet writer (which
// panics on some failures to write) into an error.
func recoverWrite(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok {
				err = fmt.Errorf("the Parquet writer failed: %w", e)
			} else {
				err = fmt.Errorf("the Parquet writer failed: %v", r)
			}
		}
	}()
	return f()
}

// writeRecord adds rec's rows to the row group, which ends when it is
// full: a record of more rows than it has room for is split.
func (p *parquetSink) writeRecord(rec arrow.Record) error {
	for start := int64(0); start < rec.NumRows(); {
		n := min(rec.NumRows()-start, int64(p.groupRows-p.rgRows))
		part := rec
		if n < rec.NumRows() {
			part = rec.NewSlice(start, start+n)
		}
		err := p.writeRows(part)
		if part != rec {
			part.Release()
		}
		if err != nil {
			return err
		}
		start += n
		p.rgRows += int(n)
		if p.rgRows >= p.groupRows || p.heldBytes() >= int64(p.groupBytes) {
			if err := p.endRowGroup(); err != nil {
				return err
			}
		}
	}
	return nil
}

// heldBytes is what the row group holds encoded: each column's pages,
// its page not yet full, and its dictionary, which the row group's own
// count leaves out.
func (p *parquetSink) heldBytes() int64 {
	var n int64
	for i := range p.rg.NumColumns() {
		cw, err := p.rg.Column(i)
		if err != nil {
			continue
		}
		n += cw.TotalBytesWritten()
		if b, ok := cw.(interface{ EstimatedBufferedValueBytes() int64 }); ok {
			n += b.EstimatedBufferedValueBytes()
		}
		if d, ok := cw.CurrentEncoder().(interface{ DictEncodedSize() int }); ok {
			n += int64(d.DictEncodedSize())
		}
	}
	return n
}

// writeRows adds rec's rows to the row group, starting one if none is.
func (p *parquetSink) writeRows(rec arrow.Record) error {
	if p.rg == nil {
		p.rg = p.fw.AppendBufferedRowGroup()
	}
	leaf := 0
	for i, col := range rec.Columns() {
		n, err := p.writeColumn(leaf, col)
		if err != nil {
			return fmt.Errorf("column %s: %w", p.schema.Field(i).Name, err)
		}
		leaf += n
	}
	return nil
}

// endRowGroup writes the row group out, if one is open.
func (p *parquetSink) endRowGroup() error {
	if p.rg == nil {
		return nil
	}
	err := p.rg.Close()
	p.rg, p.rgRows = nil, 0
	return err
}

// writeColumn writes arr to the row group's leaf column(s) from leaf on,
// returning how many leaves it took: one, or two for a map. A value is
// there where its definition level is 1 (a column's only optional
// level); a null has level 0 and no value.
func (p *parquetSink) writeColumn(leaf int, arr arrow.Array) (int, error) {
	cw, err := p.rg.Column(leaf)
	if err != nil {
		return 0, err
	}
	n := arr.Len()
	p.defs = p.defs[:0]
	for j := range n {
		p.defs = append(p.defs, int16(boolInt(arr.IsValid(j))))
	}
	switch a := arr.(type) {
	case *array.String:
		p.bytes = appendStrings(p.bytes[:0], a)
		_, err = cw.(*file.ByteArrayColumnChunkWriter).WriteBatch(p.bytes, p.defs, nil)
	case *array.Int64:
		p.i64 = appendValid(p.i64[:0], a, a.Int64Values(), 1)
		_, err = cw.(*file.Int64ColumnChunkWriter).WriteBatch(p.i64, p.defs, nil)
	case *array.Timestamp:
		_, scale := parquetTimeUnit(a.DataType().(*arrow.TimestampType).Unit)
		p.i64 = p.i64[:0]
		for j, v := range a.TimestampValues() {
			if a.IsValid(j) {
				p.i64 = append(p.i64, int64(v)*scale)
			}
		}
		_, err = cw.(*file.Int64ColumnChunkWriter).WriteBatch(p.i64, p.defs, nil)
	case *array.Float64:
		p.f64 = appendValid(p.f64[:0], a, a.Float64Values(), 1)
		_, err = cw.(*file.Float64ColumnChunkWriter).WriteBatch(p.f64, p.defs, nil)
	case *array.Boolean:
		p.bools = p.bools[:0]
		for j := range n {
			if a.IsValid(j) {
				p.bools = append(p.bools, a.Value(j))
			}
		}
		_, err = cw.(*file.BooleanColumnChunkWriter).WriteBatch(p.bools, p.defs, nil)
	case *array.Map:
		return 2, p.writeMap(leaf, a)
	default:
		return 0, fmt.Errorf("no Parquet writer for Arrow's %s", arr.DataType())
	}
	return 1, err
}

// writeMap writes a map of strings to strings as its key and value
// leaves. The levels say the rows' shape (the Parquet format's
// LogicalTypes.md, "Nested Types"): a row starts at repetition level 0
// and its next entries are at 1; the definition level of a leaf is 0 for
// a null map, 1 for an empty one, 2 for an entry, and, for a value, 3
// where it is not null.
func (p *parquetSink) writeMap(leaf int, a *array.Map) error {
	keys, ok1 := a.Keys().(*array.String)
	items, ok2 := a.Items().(*array.String)
	if !ok1 || !ok2 {
		return fmt.Errorf("no Parquet writer for Arrow's %s", a.DataType())
	}
	p.defs, p.reps = p.defs[:0], p.reps[:0]
	valueDefs := make([]int16, 0, keys.Len()+a.Len())
	p.bytes = p.bytes[:0]
	var values []parquet.ByteArray
	for j := range a.Len() {
		if !a.IsValid(j) {
			p.defs, p.reps, valueDefs = append(p.defs, 0), append(p.reps, 0), append(valueDefs, 0)
			continue
		}
		first, end := a.ValueOffsets(j)
		if first == end {
			p.defs, p.reps, valueDefs = append(p.defs, 1), append(p.reps, 0), append(valueDefs, 1)
			continue
		}
		for k := first; k < end; k++ {
			p.defs, p.reps = append(p.defs, 2), append(p.reps, int16(boolInt(k > first)))
			p.bytes = append(p.bytes, parquet.ByteArray(keys.Value(int(k))))
			if items.IsValid(int(k)) {
				valueDefs = append(valueDefs, 3)
				values = append(values, parquet.ByteArray(items.Value(int(k))))
			} else {
				valueDefs = append(valueDefs, 2)
			}
		}
	}
	kw, err := p.rg.Column(leaf)
	if err != nil {
		return err
	}
	vw, err := p.rg.Column(leaf + 1)
	if err != nil {
		return err
	}
	if _, err := kw.(*file.ByteArrayColumnChunkWriter).WriteBatch(p.bytes, p.defs, p.reps); err != nil {
		return err
	}
	_, err = vw.(*file.ByteArrayColumnChunkWriter).WriteBatch(values, valueDefs, p.reps)
	return err
}

// appendStrings appends the values of a's rows that are not null, as
// slices of its data (the writer copies what it keeps).
func appendStrings(dst []parquet.ByteArray, a *array.String) []parquet.ByteArray {
	offsets, data := a.ValueOffsets(), a.ValueBytes()
	base := offsets[0]
	for j := range a.Len() {
		if a.IsValid(j) {
			dst = append(dst, data[offsets[j]-base:offsets[j+1]-base])
		}
	}
	return dst
}

// appendValid appends the values of arr's rows that are not null, of
// values (one per row), each multiplied by scale.
func appendValid[V int64 | float64](dst []V, arr arrow.Array, values []V, scale V) []V {
	for j, v := range values {
		if arr.IsValid(j) {
			dst = append(dst, v*scale)
		}
	}
	return dst
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
