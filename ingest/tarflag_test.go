package ingest_test

import (
	"archive/tar"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/iopress/iopress/ingest"
)

// TestTarOldRegularFileFlag: a member whose type flag is NUL, as tar
// before POSIX wrote regular files (Go's deprecated tar.TypeRegA), is
// read like one flagged '0': archive/tar reports both as tar.TypeReg,
// which is all the archive walk looks for.
func TestTarOldRegularFileFlag(t *testing.T) {
	good, err := os.ReadFile(article1)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	tw.WriteHeader(&tar.Header{Name: "old/published.csv", Mode: 0o644, Size: int64(len(good)), Typeflag: tar.TypeReg, Format: tar.FormatUSTAR})
	tw.Write(good)
	tw.Close()
	// The flag is byte 156 of the header; its checksum (bytes 148 to 155:
	// six octal digits, NUL, space) is the sum of the header's bytes with
	// the checksum's own taken as spaces.
	b := buf.Bytes()
	b[156] = 0
	copy(b[148:156], "        ")
	sum := 0
	for _, c := range b[:512] {
		sum += int(c)
	}
	copy(b[148:156], fmt.Sprintf("%06o\x00 ", sum))
	if h, err := tar.NewReader(bytes.NewReader(b)).Next(); err != nil || h.Typeflag != tar.TypeReg {
		t.Fatalf("the hand-made member reads as %+v, %v", h, err)
	}
	path := filepath.Join(t.TempDir(), "old.tar")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	ds, errs := ingest.Paths([]string{path})
	if len(errs) != 0 || len(ds.Results) != 32 {
		t.Errorf("read %d rows, errors %v; want article 1's 32 rows", len(ds.Results), errs)
	}
}
