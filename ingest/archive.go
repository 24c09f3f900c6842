package ingest

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"strings"

	"github.com/klauspost/compress/zstd"
)

// Limits protect the machine from a mistaken or hostile input.
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
	data []byte
	err  error // reading it failed (too large, corrupt archive)
}

// budget counts the bytes decompressed from one archive.
type budget struct {
	left  int64
	limit int64
}

func (b *budget) take(n int64) error {
	b.left -= n
	if b.left < 0 {
		return fmt.Errorf("archive decompresses to more than %d MiB: %w", b.limit>>20, ErrTooLarge)
	}
	return nil
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

// walkArchive streams the members of the archive in r (already opened at
// path, kind from archiveKind) to emit, in archive order, without writing
// anything to disk. Archives inside it are opened in turn, up to the depth
// limit. A corrupt archive ends with an error member after the good ones.
//
// name is the archive's own name (for naming the one file a .gz holds);
// prefix names the archive as members' paths begin ("" at the top).
func walkArchive(r io.Reader, kind, name, prefix string, lim Limits, b *budget, depth int, emit func(member) bool) error {
	if depth > lim.Depth {
		return fmt.Errorf("archives nested deeper than %d", lim.Depth)
	}
	switch kind {
	case "gzip", "zstd":
		var dec io.Reader
		if kind == "gzip" {
			gz, err := gzip.NewReader(r)
			if err != nil {
				return err
			}
			defer gz.Close()
			dec = gz
		} else {
			zr, err := zstd.NewReader(r, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxMemory(uint64(lim.MemberBytes)))
			if err != nil {
				return err
			}
			defer zr.Close()
			dec = zr
		}
		br := bufio.NewReaderSize(dec, 1<<16)
		head, _ := br.Peek(512)
		if inner := archiveKind(head); inner == "tar" {
			return walkTar(br, prefix, lim, b, depth, emit)
		}
		// A single compressed file (results.json.gz): one member.
		data, err := readLimited(br, lim.MemberBytes)
		if err == nil {
			err = b.take(int64(len(data)))
		}
		base := path.Base(strings.ReplaceAll(name, "!", "/"))
		for _, ext := range []string{".gz", ".tgz", ".zst", ".zstd"} {
			base = strings.TrimSuffix(base, ext)
		}
		emit(member{name: joinMember(prefix, base), data: data, err: err})
		return nil
	case "tar":
		return walkTar(r, prefix, lim, b, depth, emit)
	case "zip":
		return walkZip(r, prefix, lim, b, depth, emit)
	}
	return fmt.Errorf("not an archive")
}

func walkTar(r io.Reader, prefix string, lim Limits, b *budget, depth int, emit func(member) bool) error {
	tr := tar.NewReader(r)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("corrupt tar: %w", err)
		}
		if h.Typeflag != tar.TypeReg && h.Typeflag != tar.TypeRegA {
			continue // folders, links, devices: nothing to read
		}
		if !emitMember(tr, h.Name, h.Size, prefix, lim, b, depth, emit) {
			return nil
		}
	}
}

func walkZip(r io.Reader, prefix string, lim Limits, b *budget, depth int, emit func(member) bool) error {
	// A zip's directory is at its end: it needs random access. A zip on
	// disk is read in place; one inside another archive is held in memory,
	// within the member limit.
	var ra io.ReaderAt
	var size int64
	if f, ok := r.(*os.File); ok {
		st, err := f.Stat()
		if err != nil {
			return err
		}
		ra, size = f, st.Size()
	} else {
		data, err := readLimited(r, lim.MemberBytes)
		if err != nil {
			return err
		}
		ra, size = bytes.NewReader(data), int64(len(data))
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
			if !emit(member{name: joinMember(prefix, f.Name), err: err}) {
				return nil
			}
			continue
		}
		more := emitMember(rc, f.Name, int64(f.UncompressedSize64), prefix, lim, b, depth, emit)
		rc.Close()
		if !more {
			return nil
		}
	}
	return nil
}

// emitMember reads one member, opening it as an archive in turn when it is
// one. The declared size is checked first, the real size while reading: a
// zip bomb lies about the first.
func emitMember(r io.Reader, name string, declared int64, prefix string, lim Limits, b *budget, depth int, emit func(member) bool) bool {
	full := joinMember(prefix, name)
	if declared > lim.MemberBytes {
		return emit(member{name: full, err: fmt.Errorf("%d MiB decompressed, more than the %d MiB limit per member: %w", declared>>20, lim.MemberBytes>>20, ErrTooLarge)})
	}
	br := bufio.NewReaderSize(r, 1<<16)
	head, _ := br.Peek(512)
	if kind := archiveKind(head); kind != "" {
		err := walkArchive(br, kind, full, full, lim, b, depth+1, emit)
		if err != nil {
			return emit(member{name: full, err: err})
		}
		return true
	}
	data, err := readLimited(br, lim.MemberBytes)
	if err == nil {
		err = b.take(int64(len(data)))
	}
	return emit(member{name: full, data: data, err: err})
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
