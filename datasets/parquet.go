package datasets

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"strings"
	"sync"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/parquet"
	"github.com/apache/arrow/go/v17/parquet/compress"
	"github.com/apache/arrow/go/v17/parquet/file"
	"github.com/apache/arrow/go/v17/parquet/metadata"
	"github.com/apache/arrow/go/v17/parquet/schema"
	"github.com/apache/thrift/lib/go/thrift"
	"github.com/golang/snappy"
	"github.com/klauspost/compress/zstd"
)

// parquetMagic begins and ends a Parquet file.
var parquetMagic = []byte("PAR1")

// readParquetTable reads a Parquet file's bytes into rows, a row group at
// a time and column by column, in batches of batchRows values, on this
// goroutine (see damage.go). It reads the file with arrow-go's column
// readers, as it is written (parquetwrite.go), not through pqarrow.
func readParquetTable[T any](path string, data []byte, cols []column[T], newRow func() T) (rows []T, err error) {
	footer, err := checkParquetEnds(path, data)
	if err != nil {
		return nil, err
	}
	mem := newBudget()
	pf, err := openParquet(path, data, footer, mem)
	if err != nil {
		return nil, err
	}
	defer pf.Close()
	md := pf.MetaData()
	version := md.KeyValueMetadata().FindValue(schemaVersionKey)
	if err := checkSchema(path, version); err != nil {
		return nil, err
	}
	pcols, err := parquetColumns(path, md.Schema, cols)
	if err != nil {
		return nil, err
	}
	for rg := range pf.NumRowGroups() {
		if rows, err = readRowGroup(path, pf, rg, pcols, rows, newRow); err != nil {
			return nil, err
		}
	}
	return rows, nil
}

// parquetColumn is a column of a table found in a Parquet file: its leaf
// column, or for a map its key's (value is the value's).
type parquetColumn[T any] struct {
	column[T]
	leaf, value int
	unit        arrow.TimeUnit // of a timestamp
}

// parquetColumns finds the columns of cols in the file's schema by name,
// so that a file may hold extra columns or order them differently; a
// column an older file holds under an older name (column.was) is read
// under it, as fromRecord reads Arrow; a missing column reads as missing
// values, and a column of another type is an error. A file without any
// of them is no table of these columns.
func parquetColumns[T any](path string, sc *schema.Schema, cols []column[T]) ([]parquetColumn[T], error) {
	var out []parquetColumn[T]
	root := sc.Root()
	for _, c := range cols {
		name := c.name
		i := root.FieldIndexByName(name)
		for _, old := range c.was {
			if i >= 0 {
				break
			}
			name, i = old, root.FieldIndexByName(old)
		}
		if i < 0 {
			continue
		}
		pc, ok := parquetLeaf(sc, root.Field(i), c)
		if !ok {
			return nil, fmt.Errorf("%s: column %s: got %s, want %s", path, name, parquetTypeName(root.Field(i)), c.arrowType())
		}
		pc.name = name // the file's, in errors
		out = append(out, pc)
	}
	if len(out) == 0 && len(cols) > 0 {
		return nil, fmt.Errorf("%s holds none of the columns of the table it is named for (such as %s)", path, cols[0].name)
	}
	return out, nil
}

// parquetLeaf matches the file's node n with the column c: a leaf of
// the physical and logical type c is written as (parquetNode), or one
// that reads as it, outside any repeated group; or a map of strings to
// strings.
func parquetLeaf[T any](sc *schema.Schema, n schema.Node, c column[T]) (parquetColumn[T], bool) {
	pc := parquetColumn[T]{column: c}
	if c.kv != nil {
		g, ok := n.(*schema.GroupNode)
		if !ok || !g.LogicalType().Equals(schema.MapLogicalType{}) || g.RepetitionType() == parquet.Repetitions.Repeated || g.NumFields() != 1 {
			return pc, false
		}
		kv, ok := g.Field(0).(*schema.GroupNode)
		if !ok || kv.RepetitionType() != parquet.Repetitions.Repeated || kv.NumFields() != 2 {
			return pc, false
		}
		key, value := kv.Field(0), kv.Field(1)
		if key.RepetitionType() != parquet.Repetitions.Required || !isStringLeaf(key) || !isStringLeaf(value) || value.RepetitionType() == parquet.Repetitions.Repeated {
			return pc, false
		}
		pc.leaf, pc.value = sc.ColumnIndexByNode(key), sc.ColumnIndexByNode(value)
		return pc, pc.leaf >= 0 && pc.value >= 0
	}
	p, ok := n.(*schema.PrimitiveNode)
	if !ok || p.RepetitionType() == parquet.Repetitions.Repeated {
		return pc, false
	}
	if pc.leaf = sc.ColumnIndexByNode(p); pc.leaf < 0 {
		return pc, false
	}
	lt := p.LogicalType()
	switch p.PhysicalType() {
	case parquet.Types.ByteArray:
		return pc, c.str != nil && isStringLeaf(p)
	case parquet.Types.Int64:
		if ts, isTS := lt.(*schema.TimestampLogicalType); isTS {
			pc.unit = map[schema.TimeUnitType]arrow.TimeUnit{schema.TimeUnitMillis: arrow.Millisecond, schema.TimeUnitMicros: arrow.Microsecond}[ts.TimeUnit()]
			if ts.TimeUnit() == schema.TimeUnitNanos {
				pc.unit = arrow.Nanosecond
			}
			return pc, c.ts != nil
		}
		it, isInt := lt.(*schema.IntLogicalType)
		return pc, c.i64 != nil && (lt.IsNone() || isInt && it.IsSigned())
	case parquet.Types.Double:
		return pc, c.f64 != nil && lt.IsNone()
	case parquet.Types.Boolean:
		return pc, c.tri != nil && lt.IsNone()
	}
	return pc, false
}

// isStringLeaf reports whether n is a leaf of text: a byte array that
// says it is a string, or says nothing.
func isStringLeaf(n schema.Node) bool {
	p, ok := n.(*schema.PrimitiveNode)
	return ok && p.PhysicalType() == parquet.Types.ByteArray &&
		(p.LogicalType().IsNone() || p.LogicalType().Equals(schema.StringLogicalType{}))
}

// parquetTypeName says the type of a node of a Parquet schema.
func parquetTypeName(n schema.Node) string {
	switch {
	case n.RepetitionType() == parquet.Repetitions.Repeated:
		return "a repeated field"
	case n.Type() == schema.Group:
		if n.LogicalType().Equals(schema.MapLogicalType{}) {
			return "a map that is not of strings to strings"
		}
		return "a group of fields"
	}
	p := n.(*schema.PrimitiveNode)
	if lt := p.LogicalType(); !lt.IsNone() {
		return fmt.Sprintf("%s (%s)", p.PhysicalType(), lt)
	}
	return p.PhysicalType().String()
}

// readRowGroup reads row group rg of the file into rows: each column in
// turn, each making the rows it finds that the columns before it did not.
// Every column must hold the rows the row group states.
func readRowGroup[T any](path string, pf *file.Reader, rg int, cols []parquetColumn[T], rows []T, newRow func() T) ([]T, error) {
	n := pf.MetaData().RowGroup(rg).NumRows() // checkParquetLayout checked it
	start := len(rows)
	// grow makes the rows up to the row group's row i.
	grow := func(i int64) {
		for int64(len(rows)-start) <= i {
			rows = append(rows, newRow())
		}
	}
	for _, c := range cols {
		err := readParquetColumn(path, pf, rg, c, n, grow, func(i int64) *T { return &rows[start+int(i)] })
		if err != nil {
			return nil, err
		}
	}
	return rows, nil
}

// readParquetColumn reads the column c of row group rg, of n rows, into
// the rows that row(i) gives, after grow(i) made them.
func readParquetColumn[T any](path string, pf *file.Reader, rg int, c parquetColumn[T], n int64, grow func(int64), row func(int64) *T) (err error) {
	where := fmt.Sprintf("row group %d, column %s", rg+1, c.name)
	defer recoverDamage(path, where, &err)
	r := pf.RowGroup(rg)
	chunk, err := r.Column(c.leaf)
	if err != nil {
		return damaged(err, "%s is damaged: %s cannot be read", path, where)
	}
	maxDef := chunk.Descriptor().MaxDefinitionLevel()
	switch {
	case c.kv != nil:
		values, verr := r.Column(c.value)
		if verr != nil {
			return damaged(verr, "%s is damaged: %s cannot be read", path, where)
		}
		err = readMap(chunk.(*file.ByteArrayColumnChunkReader), values.(*file.ByteArrayColumnChunkReader),
			maxDef, values.Descriptor().MaxDefinitionLevel(), n, grow, func(i int64, v string) { *c.kv(row(i)) = v })
	case c.str != nil:
		err = readFlat(chunk.(*file.ByteArrayColumnChunkReader), maxDef, n, grow, func(i int64, v parquet.ByteArray) { *c.str(row(i)) = string(v) })
	case c.i64 != nil:
		err = readFlat(chunk.(*file.Int64ColumnChunkReader), maxDef, n, grow, func(i int64, v int64) { *c.i64(row(i)) = v })
	case c.ts != nil:
		err = readFlat(chunk.(*file.Int64ColumnChunkReader), maxDef, n, grow, func(i int64, v int64) {
			*c.ts(row(i)) = arrow.Timestamp(v).ToTime(c.unit).Unix()
		})
	case c.f64 != nil:
		err = readFlat(chunk.(*file.Float64ColumnChunkReader), maxDef, n, grow, func(i int64, v float64) { *c.f64(row(i)) = v })
	default:
		err = readFlat(chunk.(*file.BooleanColumnChunkReader), maxDef, n, grow, func(i int64, v bool) { *c.tri(row(i)) = BoolOf(v) })
	}
	if err != nil {
		return damaged(err, "%s is damaged: %s: %v", path, where, err)
	}
	return nil
}

// batchReader is a column chunk reader of values of type V.
type batchReader[V any] interface {
	ReadBatch(batchSize int64, values []V, defLvls, repLvls []int16) (total int64, valuesRead int, err error)
}

// readFlat reads a column of one level per row, n rows: a row has a value
// where its definition level is maxDef, and is null otherwise.
func readFlat[V any](r batchReader[V], maxDef int16, n int64, grow func(int64), set func(int64, V)) error {
	values := make([]V, batchRows)
	defs := make([]int16, batchRows)
	var i int64 // rows read
	for {
		total, nvalues, err := r.ReadBatch(batchRows, values, defs, nil)
		if err != nil {
			return err
		}
		if total == 0 {
			break
		}
		if total > n-i {
			return fmt.Errorf("it holds more than the %d rows its row group states", n)
		}
		grow(i + total - 1)
		v := 0
		for k := range total {
			if maxDef > 0 && defs[k] != maxDef {
				continue
			}
			if v == nvalues {
				return fmt.Errorf("its levels say more values than it holds")
			}
			set(i+k, values[v])
			v++
		}
		i += total
	}
	if i != n {
		return fmt.Errorf("it holds %d of the %d rows its row group states", i, n)
	}
	return nil
}

// readMap reads a map of strings to strings from its key and value
// leaves, n rows, as "k=v;k=v" (the map's entries in their order, as
// readLabels joins them). Their levels are those writeMap writes: a row
// starts at repetition level 0; a key's definition level is keyDef for
// an entry, one less for an empty map and less again for a null one; a
// value is there where its definition level is valueDef.
func readMap(keys, values *file.ByteArrayColumnChunkReader, keyDef, valueDef int16, n int64, grow func(int64), set func(int64, string)) error {
	kv, vv := make([]parquet.ByteArray, batchRows), make([]parquet.ByteArray, batchRows)
	kdefs, kreps := make([]int16, batchRows), make([]int16, batchRows)
	vdefs, vreps := make([]int16, batchRows), make([]int16, batchRows)
	var sb strings.Builder
	i := int64(-1) // the row being read
	valid := false // and whether its map is not null
	end := func() {
		if valid {
			set(i, sb.String())
		}
	}
	for {
		total, nk, err := keys.ReadBatch(batchRows, kv, kdefs, kreps)
		if err != nil {
			return err
		}
		if total == 0 {
			break
		}
		vtotal, nv, err := values.ReadBatch(total, vv, vdefs, vreps)
		if err != nil {
			return err
		}
		if vtotal != total {
			return fmt.Errorf("its keys and values are not of the same entries")
		}
		k, v := 0, 0
		for l := range total {
			if kreps[l] != vreps[l] || kreps[l] > 1 || kdefs[l] != min(vdefs[l], keyDef) {
				return fmt.Errorf("its keys and values are not of the same entries")
			}
			if kreps[l] == 0 {
				end()
				if i++; i >= n {
					return fmt.Errorf("it holds more than the %d rows its row group states", n)
				}
				grow(i)
				sb.Reset()
				valid = kdefs[l] >= keyDef-1
			} else if i < 0 || !valid {
				return fmt.Errorf("its first entries belong to no row")
			}
			if kdefs[l] != keyDef {
				continue
			}
			if k == nk {
				return fmt.Errorf("its levels say more keys than it holds")
			}
			if kreps[l] == 1 {
				sb.WriteByte(';')
			}
			sb.Write(kv[k])
			sb.WriteByte('=')
			k++
			if vdefs[l] == valueDef {
				if v == nv {
					return fmt.Errorf("its levels say more values than it holds")
				}
				sb.Write(vv[v])
				v++
			}
		}
	}
	end()
	if i+1 != n {
		return fmt.Errorf("it holds %d of the %d rows its row group states", i+1, n)
	}
	return nil
}

// checkParquetEnds checks that data begins and ends as a Parquet file does
// and that its footer's length fits in it; it returns the footer.
func checkParquetEnds(path string, data []byte) ([]byte, error) {
	n := len(data)
	if n < 2*len(parquetMagic)+4 || !bytes.HasPrefix(data, parquetMagic) || !bytes.HasSuffix(data, parquetMagic) {
		return nil, damaged(nil, "%s is damaged or not a Parquet file: it does not begin and end with %q (it holds %s)", path, parquetMagic, bytesOf(n))
	}
	size := int64(binary.LittleEndian.Uint32(data[n-8:]))
	if size > int64(n-12) {
		return nil, damaged(nil, "%s is damaged: its footer's length, %d bytes, is more than the file holds (%d bytes)", path, size, n)
	}
	return data[n-8-int(size) : n-8], nil
}

// openParquet opens a Parquet file's bytes, once its footer is known to
// be well formed (every list in it holds at most as many elements as it
// has bytes, so decoding it allocates in proportion to its size) and its
// column chunks and pages to lie within the file (checkParquetLayout).
func openParquet(path string, data, footer []byte, mem *budget) (pf *file.Reader, err error) {
	if err := skipThrift(footer); err != nil {
		return nil, damaged(err, "%s is damaged: its footer (the last %d bytes) cannot be decoded", path, len(footer)+8)
	}
	defer recoverDamage(path, "its footer", &err)
	pf, err = file.NewParquetReader(bytes.NewReader(data), file.WithReadProps(parquet.NewReaderProperties(mem)))
	if err != nil {
		return nil, damaged(err, "%s is damaged or not a Parquet file: its footer cannot be read", path)
	}
	if err := checkParquetLayout(path, pf, data, int64(len(data)-8-len(footer))); err != nil {
		pf.Close()
		return nil, err
	}
	return pf, nil
}

// checkParquetLayout checks that every column chunk of every row group
// lies within the file's data (before the footer at footerStart) and that
// its pages do: each page's stated size is allocated as stated by the
// Parquet reader, outside its allocator.
func checkParquetLayout(path string, pf *file.Reader, data []byte, footerStart int64) error {
	md := pf.MetaData()
	ncols := md.Schema.NumColumns()
	// Files of parquet-mr before 1.2.9 leave the dictionary page's header
	// out of a column chunk's size (PARQUET-816), which the reader makes
	// up for: their pages cannot be walked by the chunk's size.
	oldWriter := md.WriterVersion().LessThan(metadata.Parquet816FixedVersion)
	for rg := range pf.NumRowGroups() {
		rgm := md.RowGroup(rg)
		if rgm.NumRows() < 0 {
			return damaged(nil, "%s is damaged: row group %d states %d rows", path, rg+1, rgm.NumRows())
		}
		if rgm.NumColumns() != ncols {
			return damaged(nil, "%s is damaged: row group %d holds %d column chunks for the %d columns of the file", path, rg+1, rgm.NumColumns(), ncols)
		}
		for c := range ncols {
			col, err := rgm.ColumnChunk(c)
			if err != nil {
				return damaged(err, "%s is damaged: row group %d, column %d: its metadata cannot be read", path, rg+1, c+1)
			}
			where := fmt.Sprintf("row group %d, column %s", rg+1, md.Schema.Column(c).Path())
			// Where the reader takes the chunk from, as it does.
			start, size := col.DataPageOffset(), col.TotalCompressedSize()
			if col.HasDictionaryPage() && col.DictionaryPageOffset() > 0 && start > col.DictionaryPageOffset() {
				start = col.DictionaryPageOffset()
			}
			if start < 0 || size < 0 || start > footerStart || size > footerStart-start {
				return damaged(nil, "%s is damaged: %s: its data (%d bytes from byte %d) is not within the file's data (bytes %d to %d)",
					path, where, size, start, len(parquetMagic), footerStart)
			}
			if col.NumValues() < 0 {
				return damaged(nil, "%s is damaged: %s states %d values", path, where, col.NumValues())
			}
			// The reader reads no page of a chunk without values (whose
			// data page offset the Parquet writer leaves at 0).
			if oldWriter || col.NumValues() == 0 {
				continue
			}
			if err := checkPages(data[start:start+size], start); err != nil {
				return damaged(err, "%s is damaged: %s: %v", path, where, err)
			}
		}
	}
	return nil
}

// checkPages walks the pages of a column chunk, chunk, which starts at
// byte at of the file: each page's header must be well formed, and its
// data within the chunk and of a size the budget allows once uncompressed.
func checkPages(chunk []byte, at int64) error {
	for pos := 0; pos < len(chunk); {
		hdr, uncompressed, compressed, err := pageSizes(chunk[pos:])
		switch {
		case err != nil:
			return fmt.Errorf("the header of its page at byte %d cannot be decoded", at+int64(pos))
		case compressed < 0 || int(compressed) > len(chunk)-pos-hdr:
			return fmt.Errorf("its page at byte %d states %d bytes of data, where the column's data holds %d more", at+int64(pos), compressed, len(chunk)-pos-hdr)
		case uncompressed < 0 || uncompressed > decodeBudget:
			return fmt.Errorf("its page at byte %d states %d bytes uncompressed, where %d MiB at most are read at once", at+int64(pos), uncompressed, decodeBudget>>20)
		}
		pos += hdr + int(compressed)
	}
	return nil
}

// Field ids of a Parquet page header (parquet.thrift's PageHeader).
const (
	pageUncompressedSize = 2
	pageCompressedSize   = 3
)

// pageSizes decodes the page header at the start of b: its length and the
// sizes it states.
func pageSizes(b []byte) (hdr int, uncompressed, compressed int32, err error) {
	ctx := context.Background()
	buf := &thrift.TMemoryBuffer{Buffer: bytes.NewBuffer(b)}
	p := thrift.NewTCompactProtocolConf(buf, &thrift.TConfiguration{})
	if _, err := p.ReadStructBegin(ctx); err != nil {
		return 0, 0, 0, err
	}
	have := 0
	for {
		_, typ, id, err := p.ReadFieldBegin(ctx)
		if err != nil {
			return 0, 0, 0, err
		}
		if typ == thrift.STOP {
			break
		}
		switch {
		case id == pageUncompressedSize && typ == thrift.I32:
			uncompressed, err = p.ReadI32(ctx)
			have++
		case id == pageCompressedSize && typ == thrift.I32:
			compressed, err = p.ReadI32(ctx)
			have++
		default:
			err = thrift.Skip(ctx, p, typ, thrift.DEFAULT_RECURSION_DEPTH)
		}
		if err != nil {
			return 0, 0, 0, err
		}
		if err := p.ReadFieldEnd(ctx); err != nil {
			return 0, 0, 0, err
		}
	}
	if err := p.ReadStructEnd(ctx); err != nil {
		return 0, 0, 0, err
	}
	if have != 2 {
		return 0, 0, 0, fmt.Errorf("a page header without its sizes")
	}
	return len(b) - int(buf.RemainingBytes()), uncompressed, compressed, nil
}

// skipThrift walks a Thrift struct (compact protocol) without keeping
// anything: it fails at the end of b if a list or string claims more
// than b holds, where decoding it would allocate what it claims.
func skipThrift(b []byte) error {
	buf := &thrift.TMemoryBuffer{Buffer: bytes.NewBuffer(b)}
	p := thrift.NewTCompactProtocolConf(buf, &thrift.TConfiguration{})
	return thrift.Skip(context.Background(), p, thrift.STRUCT, thrift.DEFAULT_RECURSION_DEPTH)
}

// The Parquet reader's codecs decode a page into a buffer of the size its
// header states, which checkPages bounds, but zstd and snappy allocate
// what the compressed data itself claims, up to 64 GiB and 4 GiB: these
// bound it by decodeBudget, and decode as the reader's own otherwise.
func init() {
	if c, err := compress.GetCodec(compress.Codecs.Zstd); err == nil {
		compress.RegisterCodec(compress.Codecs.Zstd, boundedZstd{c})
	}
	if c, err := compress.GetCodec(compress.Codecs.Snappy); err == nil {
		compress.RegisterCodec(compress.Codecs.Snappy, boundedSnappy{c})
	}
}

type boundedZstd struct{ compress.Codec }

var zstdDecoder, _ = zstd.NewReader(nil, zstd.WithDecoderMaxMemory(decodeBudget), zstd.WithDecoderMaxWindow(decodeBudget))

func (boundedZstd) Decode(dst, src []byte) []byte {
	out, err := zstdDecoder.DecodeAll(src, dst[:0])
	if err != nil {
		panic(err) // as the reader's codecs say a failure
	}
	return out
}

// EncodeLevel compresses a page of a Parquet file written as arrow-go's
// codec does, but with one encoder for every page: the codec makes a new
// one for each, which allocates and clears about 3 MiB of tables, far
// more than the compressing of a page of 64 KiB costs. The encoder is
// safe for concurrent use; its window, 1 MiB, holds any page iopress
// writes (parquetProps) and takes a thirtieth of the history the default
// window keeps (32 MB for two encoders).
func (c boundedZstd) EncodeLevel(dst, src []byte, level int) []byte {
	if level != compress.DefaultCompressionLevel {
		return c.Codec.EncodeLevel(dst, src, level)
	}
	return zstdEncoder().EncodeAll(src, dst[:0])
}

var zstdEncoder = sync.OnceValue(func() *zstd.Encoder {
	enc, err := zstd.NewWriter(nil, zstd.WithZeroFrames(true), zstd.WithEncoderLevel(zstd.SpeedDefault), zstd.WithWindowSize(1<<20))
	if err != nil {
		panic(err) // only for options of no meaning
	}
	return enc
})

type boundedSnappy struct{ compress.Codec }

func (c boundedSnappy) Decode(dst, src []byte) []byte {
	if n, err := snappy.DecodedLen(src); err == nil && n > decodeBudget {
		panic(overBudget{n})
	}
	return c.Codec.Decode(dst, src)
}
