package ingest

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"strings"

	"github.com/klauspost/compress/zstd"
)

// Limits protect the machine from a mistaken or hostile input. A file or
// member over its limit is a problem naming it, and is not read further.
//
// Memory is bounded by these limits, not by the size of an archive: an
// archive's members are read one at a time into one buffer, which grows
// to MemberBytes at most and is reused from member to member, and each is
// parsed before the next is read (members of at most a megabyte, from an
// archive too large to read whole, are handed to the other cores, a few
// megabytes at a time). A decompression bomb of any size therefore needs
// MemberBytes of memory, plus the memory its largest member takes to
// parse, plus the archive itself when it is at most FileBytes.
type Limits struct {
	FileBytes    int64 // largest plain file read
	MemberBytes  int64 // largest archive member, decompressed
	ArchiveBytes int64 // most bytes decompressed from one archive, all members together
	Depth        int   // archives inside archives, at most
}

// DefaultLimits fit a 2-core, 24 GiB machine reading years of results.
var DefaultLimits = Limits{FileBytes: 256 << 20, MemberBytes: 256 << 20, ArchiveBytes: 16 << 30, Depth: 2}

// ErrTooLarge is returned for a file or member over its limit.
var ErrTooLarge = errors.New("over the size limit")

// ErrEmptyArchive is returned for an archive that holds no file.
var ErrEmptyArchive = errors.New("the archive holds no file")

// archiveKind tells an archive by its first bytes: "tar", "gzip", "zstd",
// "zip", or "" for anything else.
func archiveKind(head []byte) string {
	switch {
	case bytes.HasPrefix(head, []byte{0x1f, 0x8b}):
		return "gzip"
	case bytes.HasPrefix(head, []byte{0x28, 0xb5, 0x2f, 0xfd}):
		return "zstd"
	case bytes.HasPrefix(head, []byte("PK\x03\x04")), bytes.HasPrefix(head, []byte("PK\x05\x06")):
		return "zip"
	case len(head) >= 262 && bytes.Equal(head[257:262], []byte("ustar")):
		return "tar"
	}
	return ""
}

// member is one file taken out of an archive.
type member struct {
	name string // path inside the archive, nested ones joined with "!"
	// data is the member's bytes, in the walker's buffer: valid until
	// the walker reads the next member, so whoever keeps it copies it.
	data []byte
	err  error // reading it failed (too large, corrupt archive)
}

// fill reads r whole into buf, which it grows as needed up to limit+1
// bytes, and returns the buffer (grown or not, for reuse) and the bytes
// read; more than limit bytes is ErrTooLarge. declared is the size the
// archive states, or -1: a buffer of that size (within the limit) is made
// at once, so a member that tells the truth is read without growing the
// buffer, and one that lies grows it to the limit at most.
func fill(r io.Reader, declared, limit int64, buf []byte) (grown []byte, n int, err error) {
	want := min(max(declared+1, 64<<10), limit+1)
	if int64(cap(buf)) < want {
		buf = make([]byte, want)
	}
	buf = buf[:cap(buf)]
	for {
		if n == len(buf) {
			if int64(n) > limit {
				return buf, n, fmt.Errorf("more than %d MiB: %w", limit>>20, ErrTooLarge)
			}
			bigger := make([]byte, min(2*int64(n), limit+1))
			copy(bigger, buf)
			buf = bigger
		}
		m, err := r.Read(buf[n:])
		n += m
		if err == io.EOF {
			return buf, n, nil
		}
		if err != nil {
			return buf, n, err
		}
	}
}

// readLimited reads r whole, refusing more than limit bytes.
func readLimited(r io.Reader, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("more than %d MiB: %w", limit>>20, ErrTooLarge)
	}
	return data, nil
}

// walker walks the members of one archive: the limits, the bytes the
// archive may still decompress (all members together), what to hand each
// member to, and the context whose end stops the walk, between members
// and within one.
type walker struct {
	ctx  context.Context
	lim  Limits
	left int64
	emit func(member) bool
	buf  []byte // the members' buffer, reused from member to member
}

// read reads one member whole into the walker's buffer (declared as in
// fill), and counts it against the archive's budget.
func (w *walker) read(r io.Reader, declared int64) ([]byte, error) {
	buf, n, err := fill(r, declared, w.lim.MemberBytes, w.buf)
	w.buf = buf
	if err == nil {
		err = w.take(int64(n))
	}
	return buf[:n], err
}

// take counts n bytes decompressed against the archive's budget.
func (w *walker) take(n int64) error {
	w.left -= n
	if w.left < 0 {
		return fmt.Errorf("archive decompresses to more than %d MiB: %w", w.lim.ArchiveBytes>>20, ErrTooLarge)
	}
	return nil
}

// reader reads r until the walk's context ends, then fails: a
// decompressor reading through it stops mid-stream, a member mid-read.
func (w *walker) reader(r io.Reader) io.Reader { return ctxReader{w.ctx, r} }

type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// archive streams the members of the archive in r (kind from
// archiveKind) to emit, in archive order, without writing anything to
// disk. Archives inside it are opened in turn, up to the depth limit. A
// corrupt archive ends with an error member after the good ones.
//
// name is the archive's own name (for naming the one file a .gz holds);
// prefix names the archive as members' paths begin ("" at the top).
func (w *walker) archive(r io.Reader, kind, name, prefix string, depth int) error {
	if depth > w.lim.Depth {
		return fmt.Errorf("archives nested deeper than %d", w.lim.Depth)
	}
	switch kind {
	case "gzip", "zstd":
		var dec io.Reader
		if kind == "gzip" {
			gz, err := gzip.NewReader(w.reader(r))
			if err != nil {
				return err
			}
			defer gz.Close()
			dec = gz
		} else {
			zr, err := zstd.NewReader(w.reader(r), zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxMemory(uint64(w.lim.MemberBytes)))
			if err != nil {
				return err
			}
			defer zr.Close()
			dec = zr
		}
		br := bufio.NewReaderSize(w.reader(dec), 1<<16)
		head, _ := br.Peek(512)
		if inner := archiveKind(head); inner == "tar" {
			return w.tar(br, prefix, depth)
		}
		// A single compressed file (results.json.gz): one member.
		data, err := w.read(br, -1)
		base := path.Base(strings.ReplaceAll(name, "!", "/"))
		for _, ext := range []string{".gz", ".tgz", ".zst", ".zstd"} {
			base = strings.TrimSuffix(base, ext)
		}
		w.emit(member{name: joinMember(prefix, base), data: data, err: err})
		return nil
	case "tar":
		return w.tar(w.reader(r), prefix, depth)
	case "zip":
		return w.zip(r, prefix, depth)
	}
	return fmt.Errorf("not an archive")
}

func (w *walker) tar(r io.Reader, prefix string, depth int) error {
	tr := tar.NewReader(r)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("corrupt tar: %w", err)
		}
		if h.Typeflag != tar.TypeReg {
			continue // folders, links, devices: nothing to read
		}
		if !w.member(tr, h.Name, h.Size, prefix, depth) {
			return nil
		}
	}
}

func (w *walker) zip(r io.Reader, prefix string, depth int) error {
	// A zip's directory is at its end: it needs random access. A zip on
	// disk or in memory is read in place; one inside another archive is
	// held in memory, within the member limit, in a buffer of its own
	// (its members go through the walker's).
	var ra io.ReaderAt
	var size int64
	switch z := r.(type) {
	case *os.File:
		st, err := z.Stat()
		if err != nil {
			return err
		}
		ra, size = z, st.Size()
	case *bytes.Reader:
		ra, size = z, z.Size()
	default:
		buf, n, err := fill(w.reader(r), -1, w.lim.MemberBytes, nil)
		if err != nil {
			return err
		}
		ra, size = bytes.NewReader(buf[:n]), int64(n)
	}
	zr, err := zip.NewReader(ra, size)
	if err != nil {
		return fmt.Errorf("corrupt zip: %w", err)
	}
	for _, f := range zr.File {
		if f.FileInfo().IsDir() || !f.Mode().IsRegular() {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			if !w.emit(member{name: joinMember(prefix, f.Name), err: err}) {
				return nil
			}
			continue
		}
		more := w.member(rc, f.Name, int64(f.UncompressedSize64), prefix, depth)
		rc.Close()
		if !more {
			return nil
		}
	}
	return nil
}

// member reads one member, opening it as an archive in turn when it is
// one. The declared size is checked first, the real size while reading: a
// zip bomb lies about the first.
func (w *walker) member(r io.Reader, name string, declared int64, prefix string, depth int) bool {
	full := joinMember(prefix, name)
	if declared > w.lim.MemberBytes {
		return w.emit(member{name: full, err: fmt.Errorf("%d MiB decompressed, more than the %d MiB limit per member: %w", declared>>20, w.lim.MemberBytes>>20, ErrTooLarge)})
	}
	br := bufio.NewReaderSize(w.reader(r), 1<<16)
	head, _ := br.Peek(512)
	if kind := archiveKind(head); kind != "" {
		err := w.archive(br, kind, full, full, depth+1)
		if err != nil {
			return w.emit(member{name: full, err: err})
		}
		return true
	}
	data, err := w.read(br, declared)
	return w.emit(member{name: full, data: data, err: err})
}

// joinMember names a member of a nested archive: "runs.tgz!old/a.zip!x.json"
// is x.json in old/a.zip in runs.tgz; the outer archive's own path is not
// part of it.
func joinMember(prefix, name string) string {
	name = path.Clean("/" + name)[1:] // no "..", no leading "/"
	if prefix == "" {
		return name
	}
	return prefix + "!" + name
}
