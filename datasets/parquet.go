package datasets

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"github.com/apache/arrow/go/v17/parquet"
	"github.com/apache/arrow/go/v17/parquet/compress"
	"github.com/apache/arrow/go/v17/parquet/file"
	"github.com/apache/arrow/go/v17/parquet/metadata"
	"github.com/apache/arrow/go/v17/parquet/pqarrow"
	"github.com/apache/thrift/lib/go/thrift"
	"github.com/golang/snappy"
	"github.com/klauspost/compress/zstd"
)

// parquetMagic begins and ends a Parquet file.
var parquetMagic = []byte("PAR1")

// readParquetTable reads a Parquet file's bytes into rows, in batches of
// batchRows rows, on this goroutine (see damage.go).
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
	rr, err := parquetRecords(path, pf, mem)
	if err != nil {
		return nil, err
	}
	defer rr.Release()
	if err := checkSchema(path, rr.Schema()); err != nil {
		return nil, err
	}
	for batch := 1; ; batch++ {
		more, err := nextParquetBatch(path, rr, batch)
		if err != nil {
			return nil, err
		}
		if !more {
			return rows, nil
		}
		if rows, err = fromRecord(rr.Record(), cols, rows, newRow); err != nil {
			return nil, tableError(path, fmt.Sprintf("batch %d of rows", batch), err)
		}
	}
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

// parquetRecords makes the reader of a Parquet file's rows, in batches of
// batchRows, read on the calling goroutine (Parallel is off).
func parquetRecords(path string, pf *file.Reader, mem *budget) (rr pqarrow.RecordReader, err error) {
	defer recoverDamage(path, "its schema", &err)
	fr, err := pqarrow.NewFileReader(pf, pqarrow.ArrowReadProperties{BatchSize: batchRows}, mem)
	if err != nil {
		return nil, damaged(err, "%s is damaged: its schema cannot be read", path)
	}
	if rr, err = fr.GetRecordReader(context.Background(), nil, nil); err != nil {
		return nil, damaged(err, "%s is damaged: its columns cannot be read", path)
	}
	return rr, nil
}

// nextParquetBatch reads the next batch of rows, reporting whether there
// is one.
func nextParquetBatch(path string, rr pqarrow.RecordReader, batch int) (more bool, err error) {
	defer recoverDamage(path, fmt.Sprintf("batch %d of rows", batch), &err)
	if rr.Next() {
		return true, nil
	}
	// The reader ends with io.EOF, which is no failure.
	if err := rr.Err(); err != nil && !errors.Is(err, io.EOF) {
		return false, damaged(err, "%s is damaged: batch %d of rows cannot be decoded", path, batch)
	}
	return false, nil
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

type boundedSnappy struct{ compress.Codec }

func (c boundedSnappy) Decode(dst, src []byte) []byte {
	if n, err := snappy.DecodedLen(src); err == nil && n > decodeBudget {
		panic(overBudget{n})
	}
	return c.Codec.Decode(dst, src)
}
