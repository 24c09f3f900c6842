package datasets

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// The Arrow reader sizes its slices by the lengths the footer of an Arrow
// IPC file states (its schema's fields, each field's children and
// metadata, a union's type ids), unchecked and outside any allocator: a
// damaged length of 2^32 fields makes it ask the system for hundreds of
// GiB, which ends the process. checkArrowFooter checks those lengths
// before the reader reads the footer: each vector the reader sizes a slice
// by must lie within the footer's bytes, and the fields, nested or shared,
// be no more than the footer has room for. It reads the footer as a
// flatbuffer (Arrow's Footer, Schema and Field tables, format/File.fbs and
// format/Schema.fbs), with every offset checked.

// checkArrowFooter checks the footer of the Arrow IPC file data, which
// begins and ends with arrowMagic; the error says what is wrong.
func checkArrowFooter(data []byte) error {
	n := len(data)
	end := n - len(arrowMagic) - 4 // the footer's length is before the last magic
	if end < len(arrowMagic) {
		return errors.New("it is too short to hold a footer")
	}
	size := int(binary.LittleEndian.Uint32(data[end:]))
	if size <= 0 || size > end-len(arrowMagic) {
		return fmt.Errorf("its footer's length, %d bytes, is not within the file", int32(size))
	}
	f := flatbuf(data[end-size : end])
	root, err := f.root()
	if err != nil {
		return err
	}
	// Footer: 1 schema, 2 dictionaries and 3 record batches (Block structs
	// of 24 bytes), 4 custom_metadata.
	for _, slot := range []int{2, 3} {
		if _, _, err := root.vector(slot, 24); err != nil {
			return err
		}
	}
	if _, _, err := root.vector(4, 4); err != nil {
		return err
	}
	schema, ok, err := root.table(1)
	if err != nil {
		return err
	}
	if !ok {
		return errors.New("its footer has no schema")
	}
	// Schema: 1 fields, 2 custom_metadata, 3 features (longs).
	if _, _, err := schema.vector(2, 4); err != nil {
		return err
	}
	if _, _, err := schema.vector(3, 8); err != nil {
		return err
	}
	budget := len(f) / 4 // fields the footer has room for: one offset each
	return checkFields(schema, 1, &budget, 0)
}

// maxFieldDepth bounds how deeply fields nest: iopress's deepest is a map
// (a map of entries of a key and a value), and the reader recurses.
const maxFieldDepth = 64

// checkFields checks the fields listed at slot of table t, and theirs.
func checkFields(t fbTable, slot int, budget *int, depth int) error {
	start, n, err := t.vector(slot, 4)
	if err != nil {
		return err
	}
	if depth > maxFieldDepth {
		return fmt.Errorf("its fields nest more than %d deep", maxFieldDepth)
	}
	for i := range n {
		if *budget--; *budget < 0 {
			return errors.New("its schema lists more fields than its footer has room for")
		}
		field, err := t.f.tableAt(start + 4*i)
		if err != nil {
			return err
		}
		// Field: 2 type_type, 3 type, 5 children, 6 custom_metadata.
		if _, _, err := field.vector(6, 4); err != nil {
			return err
		}
		if field.u8(2) == arrowUnion {
			union, ok, err := field.table(3)
			if err != nil {
				return err
			}
			if ok {
				if _, _, err := union.vector(1, 4); err != nil { // Union: 1 typeIds
					return err
				}
			}
		}
		if err := checkFields(field, 5, budget, depth+1); err != nil {
			return err
		}
	}
	return nil
}

// arrowUnion is the Union member of Schema.fbs's Type.
const arrowUnion = 14

// flatbuf is a flatbuffer, read with every offset checked.
type flatbuf []byte

// errFlatbuf is any offset or length out of the footer.
var errFlatbuf = errors.New("its footer points outside itself")

func (f flatbuf) u32(at int) (int, error) {
	if at < 0 || at > len(f)-4 {
		return 0, errFlatbuf
	}
	return int(binary.LittleEndian.Uint32(f[at:])), nil
}

func (f flatbuf) u16(at int) (int, error) {
	if at < 0 || at > len(f)-2 {
		return 0, errFlatbuf
	}
	return int(binary.LittleEndian.Uint16(f[at:])), nil
}

// root is the buffer's root table.
func (f flatbuf) root() (fbTable, error) { return f.tableAt(0) }

// tableAt is the table the offset at byte at points to.
func (f flatbuf) tableAt(at int) (fbTable, error) {
	off, err := f.u32(at)
	if err != nil {
		return fbTable{}, err
	}
	pos := at + off
	if _, err := f.u32(pos); err != nil {
		return fbTable{}, err
	}
	vt := pos - int(int32(binary.LittleEndian.Uint32(f[pos:])))
	vtLen, err := f.u16(vt)
	if err != nil || vt+vtLen > len(f) {
		return fbTable{}, errFlatbuf
	}
	return fbTable{f: f, pos: pos, vt: vt, vtLen: vtLen}, nil
}

// fbTable is a table of a flatbuffer: at pos, its vtable at vt.
type fbTable struct {
	f       flatbuf
	pos, vt int
	vtLen   int
}

// field is where the field in slot is, 0 when the table has none.
func (t fbTable) field(slot int) int {
	at := 4 + 2*slot
	if at+2 > t.vtLen {
		return 0
	}
	off := int(binary.LittleEndian.Uint16(t.f[t.vt+at:]))
	if off == 0 {
		return 0
	}
	return t.pos + off
}

// u8 is the byte in slot, 0 when absent or out of the buffer.
func (t fbTable) u8(slot int) byte {
	if at := t.field(slot); at > 0 && at < len(t.f) {
		return t.f[at]
	}
	return 0
}

// table is the table slot points to, if any.
func (t fbTable) table(slot int) (fbTable, bool, error) {
	at := t.field(slot)
	if at == 0 {
		return fbTable{}, false, nil
	}
	tab, err := t.f.tableAt(at)
	return tab, err == nil, err
}

// vector is where the elements of the vector in slot start and how many
// there are, each of elem bytes: all within the buffer.
func (t fbTable) vector(slot, elem int) (start, n int, err error) {
	at := t.field(slot)
	if at == 0 {
		return 0, 0, nil
	}
	off, err := t.f.u32(at)
	if err != nil {
		return 0, 0, err
	}
	if n, err = t.f.u32(at + off); err != nil {
		return 0, 0, err
	}
	start = at + off + 4
	if n > (len(t.f)-start)/elem {
		return 0, 0, fmt.Errorf("its footer lists %d elements where it has room for %d", n, (len(t.f)-start)/elem)
	}
	return start, n, nil
}
