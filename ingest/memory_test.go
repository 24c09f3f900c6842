package ingest_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/internal/bomb"
)

// TestArchiveMemoryDoesNotGrowWithMembers: a bomb's members are read one
// at a time into one buffer, so the memory ingest allocates does not grow
// with the number of members: 4 more members of a megabyte or so (each
// within the member limit) allocate less than a quarter of their bytes
// more (what each member costs is the archive's own bookkeeping, a zip
// member's decompressor), whether the
// archive is read whole by a worker or streamed by the reader (larger than
// FileBytes), zip or tar.gz. Each member is whitespace, a problem of its
// own. (Before, every member was read into a fresh buffer grown by
// doubling, about twice its size each: 1.3 GB of peak memory for a 20 GB
// bomb of 250 MiB members, 300 MB now.)
func TestArchiveMemoryDoesNotGrowWithMembers(t *testing.T) {
	const size = 1<<20 + 64<<10 // more than a group of small files, so parsed where it is read
	for _, kind := range []string{"zip", "tgz"} {
		for _, streamed := range []bool{false, true} {
			lim := ingest.Limits{FileBytes: 64 << 20, MemberBytes: size, ArchiveBytes: 1 << 30, Depth: 1}
			if streamed {
				lim.FileBytes = 1 << 10
			}
			allocated := func(members int) uint64 {
				path := filepath.Join(t.TempDir(), "bomb."+kind)
				if err := bomb.Write(path, kind, members, size, ' '); err != nil {
					t.Fatal(err)
				}
				if st, err := os.Stat(path); err != nil || (st.Size() > lim.FileBytes) != streamed {
					t.Fatalf("test: %s of %d bytes (%v) is not what the limit %d means to test", path, st.Size(), err, lim.FileBytes)
				}
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				ds, errs := ingest.Read(context.Background(), []string{path}, ingest.Options{Limits: lim, Jobs: 2})
				runtime.ReadMemStats(&after)
				if len(errs) != members || len(ds.Problems) != members {
					t.Fatalf("%d members: %d errors, %d problems; want one per member", members, len(errs), len(ds.Problems))
				}
				var se *syntax.Error
				if !errors.As(errs[0], &se) {
					t.Fatalf("error %v: want a syntax error saying the member is white space", errs[0])
				}
				return after.TotalAlloc - before.TotalAlloc
			}
			const more = 4
			few, many := allocated(2), allocated(2+more)
			if many > few+more*size/4 {
				t.Errorf("%s, streamed %v: 2 members allocated %d KiB, %d allocated %d KiB: want less than %d KiB more",
					kind, streamed, few>>10, 2+more, many>>10, more*size/4>>10)
			}
		}
	}
}

// TestUnrecognizedCostsLittle: a file no format recognises is told apart
// by each parser from its first line or a few words, before it is copied
// or split, so that trying every format costs little beside the file
// itself. Before, every such file was split into CSV cells by the
// published parser: an 8 MiB line cost 1.5 GB, 250 MiB of '{' 2.5 GB (a
// zip of such members 2.9 GB), where the README promises about 300 MB.
// Here each input is refused, and the formats together allocate less than
// a tenth of its size.
func TestUnrecognizedCostsLittle(t *testing.T) {
	for _, tc := range []struct {
		name string
		data []byte
	}{
		{"an 8 MiB line of commas", append(bytes.Repeat([]byte(","), 8<<20), '\n')},
		{"an 8 MiB line of words", append(bytes.Repeat([]byte("ab "), 8<<20/3), '\n')},
		{"a header naming a system and 4 Mi columns", append([]byte("system,"), bytes.Repeat([]byte("a,"), 4<<20)...)},
		{"32 MiB of {", bytes.Repeat([]byte("{"), 32<<20)},
		{"4 Mi short lines", bytes.Repeat([]byte("x\n"), 4<<20)},
	} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := ingest.Bytes(tc.data, "hostile")
		runtime.ReadMemStats(&after)
		var se *syntax.Error
		if !errors.Is(err, ingest.ErrUnrecognized) && !errors.As(err, &se) {
			t.Errorf("%s: %v, want it refused", tc.name, err)
		}
		if got := after.TotalAlloc - before.TotalAlloc; got > uint64(len(tc.data))/10 {
			t.Errorf("%s (%d MiB): the formats allocated %d MiB, want less than a tenth of it", tc.name, len(tc.data)>>20, got>>20)
		}
	}
}
