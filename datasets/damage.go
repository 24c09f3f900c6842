package datasets

import (
	"errors"
	"fmt"
	"sync/atomic"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/array"
	"github.com/apache/arrow/go/v17/arrow/memory"
)

// A dataset file may be damaged: cut short by a full disk or a copy that
// stopped, overwritten in part, or something else under the name. Reading
// one must give an error naming the file, never a crash or gigabytes of
// memory. The Arrow and Parquet readers (arrow-go) trust the lengths and
// offsets a file states: they allocate what it claims and index what it
// points to, and report much of what is wrong by panicking, in code that
// offers no way to validate a file first. So iopress reads a dataset file
// in layers:
//
//   - before the readers, what can be checked cheaply is (the files' ends;
//     the lengths of an Arrow footer: arrowfooter.go; a Parquet footer's
//     encoding, its column chunks' places and every page's sizes:
//     parquet.go), so that no claimed length reaches an allocation the
//     readers make outside their allocator;
//   - the readers allocate through a budget (below), which refuses a
//     length no dataset file needs;
//   - what the readers then do with bytes that were checked in no way
//     (a flatbuffer's offsets, a compressed block) is guarded by recover,
//     at the boundary of the reader's calls only, on the goroutine that
//     reads (arrow-go's parallel readers are not used, for a panic of
//     another goroutine cannot be recovered), and each array handed back
//     is checked (checkArray) before iopress reads a value of it;
//   - a file that decodes all the same (a changed value does) is checked
//     against the SHA-256 its writer recorded (generation.go).

// ErrDamaged is wrapped by the error of a dataset file that cannot be read
// as what its name says.
var ErrDamaged = errors.New("damaged dataset file")

// damageError is a damaged file: msg says which and where; cause is what
// the reader said or did (an error, or the value it panicked with), kept
// in the chain but not said, as it is the reader's inner workings.
type damageError struct {
	msg   string
	cause error
}

func (e *damageError) Error() string { return e.msg }

func (e *damageError) Unwrap() []error {
	if e.cause == nil {
		return []error{ErrDamaged}
	}
	return []error{ErrDamaged, e.cause}
}

// damaged makes the error of a damaged file; the message says the file.
func damaged(cause error, format string, args ...any) error {
	return &damageError{msg: fmt.Sprintf(format, args...), cause: cause}
}

// decodeBudget is the most memory the readers may hold at once for one
// file: a record batch of an Arrow file (iopress writes batches of
// batchRows rows, a few MiB), a batch of rows of a Parquet file. A length
// field that claims more is damage, refused before it is allocated.
const decodeBudget = 256 << 20

// overBudget is what a budget panics with when an allocation would take
// it past decodeBudget: the readers give an allocator no way to fail but
// a panic, which the boundary (recoverDamage) turns into an error.
type overBudget struct{ size int }

func (o overBudget) Error() string {
	return fmt.Sprintf("an allocation of %d bytes, past the decoding budget", o.size)
}

// budget is an allocator that holds the readers to decodeBudget: it counts
// what they hold (freed buffers come back; a Parquet reader may free from
// a finalizer, hence the atomic count).
type budget struct {
	held atomic.Int64
	mem  memory.Allocator
}

func newBudget() *budget { return &budget{mem: memory.NewGoAllocator()} }

// add counts delta more bytes held, for an allocation of size bytes.
func (b *budget) add(delta, size int) {
	if size < 0 {
		panic(overBudget{size})
	}
	if b.held.Add(int64(delta)) > decodeBudget {
		b.held.Add(-int64(delta))
		panic(overBudget{size})
	}
}

func (b *budget) Allocate(size int) []byte {
	b.add(size, size)
	return b.mem.Allocate(size)
}

func (b *budget) Reallocate(size int, old []byte) []byte {
	b.add(size-len(old), size)
	return b.mem.Reallocate(size, old)
}

func (b *budget) Free(old []byte) {
	b.held.Add(-int64(len(old)))
	b.mem.Free(old)
}

// recoverDamage is deferred around a call of a reader on a damaged file's
// bytes: a panic of the reader becomes *err, a damage error naming path
// and what was being read. Any other panic (iopress's own) goes on.
func recoverDamage(path, what string, err *error) {
	r := recover()
	if r == nil {
		return
	}
	if o, ok := r.(overBudget); ok {
		*err = damaged(o, "%s is damaged: %s asks for %s, past the %d MiB iopress reads a dataset file in at once", path, what, sizeOf(o.size), decodeBudget>>20)
		return
	}
	cause, ok := r.(error)
	if !ok {
		cause = fmt.Errorf("%v", r)
	}
	*err = damaged(cause, "%s is damaged: %s cannot be decoded", path, what)
}

// sizeOf says a claimed size for a person.
func sizeOf(n int) string {
	if n < 0 {
		return fmt.Sprintf("a negative size (%d bytes)", n)
	}
	return bytesOf(n)
}

// bytesOf says n bytes.
func bytesOf(n int) string {
	if n == 1 {
		return "1 byte"
	}
	return fmt.Sprintf("%d bytes", n)
}

// checkArray checks what iopress reads of an array handed back by a
// reader (fromRecord, readLabels): that its validity bitmap, values and
// offsets cover its rows, and that its offsets stay within its data, so
// that no value read from it is out of bounds.
func checkArray(a arrow.Array) error {
	d := a.Data()
	off, n := d.Offset(), d.Len()
	if off < 0 || n < 0 {
		return fmt.Errorf("it states %d rows from row %d", n, off)
	}
	end := off + n
	bufs := d.Buffers()
	if len(bufs) > 0 && bufs[0] != nil && bufs[0].Len() > 0 && bufs[0].Len() < (end+7)/8 {
		return fmt.Errorf("its validity bitmap covers %d of its %d rows", bufs[0].Len()*8, end)
	}
	need := func(i, size int, what string) error {
		if len(bufs) <= i || bufs[i] == nil || bufs[i].Len() < size {
			have := 0
			if len(bufs) > i && bufs[i] != nil {
				have = bufs[i].Len()
			}
			return fmt.Errorf("its %s take %d bytes of the %d its %d rows need", what, have, size, end)
		}
		return nil
	}
	if n == 0 {
		return nil
	}
	switch a := a.(type) {
	case *array.Int64, *array.Float64, *array.Timestamp:
		return need(1, 8*end, "values")
	case *array.Boolean:
		return need(1, (end+7)/8, "values")
	case *array.String:
		if err := need(1, 4*(end+1), "offsets"); err != nil {
			return err
		}
		return checkOffsets(a.ValueOffsets(), len(a.ValueBytes()), "bytes of text")
	case *array.Map:
		if err := need(1, 4*(end+1), "offsets"); err != nil {
			return err
		}
		keys, items := a.Keys(), a.Items()
		for _, c := range []arrow.Array{keys, items} {
			if err := checkArray(c); err != nil {
				return err
			}
		}
		return checkOffsets(a.Offsets()[off:end+1], min(keys.Len(), items.Len()), "entries")
	}
	return nil
}

// checkOffsets checks that offsets do not decrease and stay within the
// limit entries of data they point into.
func checkOffsets(offsets []int32, limit int, what string) error {
	if len(offsets) == 0 {
		return nil
	}
	if offsets[0] < 0 {
		return fmt.Errorf("its first value starts at %d", offsets[0])
	}
	for i := 1; i < len(offsets); i++ {
		if offsets[i] < offsets[i-1] {
			return fmt.Errorf("its value %d ends before it starts", i-1)
		}
	}
	if last := int(offsets[len(offsets)-1]); last > limit {
		return fmt.Errorf("its values reach %d of the %d %s it holds", last, limit, what)
	}
	return nil
}
