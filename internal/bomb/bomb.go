// Package bomb writes decompression bombs, for measuring and testing what
// ingest does with them: archives of members of one repeated byte,
// gigabytes that compress to megabytes. Each member's compressed stream is
// made once and reused, so a 20 GB bomb takes a second to write.
package bomb

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"fmt"
	"hash/crc32"
	"io"
	"os"
)

// repeated reads n copies of one byte.
type repeated struct {
	b byte
	n int64
}

func (r *repeated) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	p = p[:min(int64(len(p)), r.n)]
	for i := range p {
		p[i] = r.b
	}
	r.n -= int64(len(p))
	return len(p), nil
}

// Write writes a bomb of kind "zip" or "tgz" to path.
func Write(path, kind string, members int, size int64, fill byte) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	switch kind {
	case "zip":
		err = Zip(f, members, size, fill)
	case "tgz":
		err = TarGz(f, members, size, fill)
	default:
		err = fmt.Errorf("kind %q: want zip or tgz", kind)
	}
	if err != nil {
		return err
	}
	return f.Close()
}

// Zip writes a zip of members members of size bytes of fill: one
// member deflated once, its stream stored under every name.
func Zip(w io.Writer, members int, size int64, fill byte) error {
	var body bytes.Buffer
	fw, _ := flate.NewWriter(&body, flate.BestCompression)
	crc := crc32.NewIEEE()
	if _, err := io.Copy(io.MultiWriter(fw, crc), &repeated{fill, size}); err != nil {
		return err
	}
	fw.Close()
	zw := zip.NewWriter(w)
	for i := range members {
		h := &zip.FileHeader{Name: fmt.Sprintf("m%03d.json", i), Method: zip.Deflate,
			CRC32: crc.Sum32(), CompressedSize64: uint64(body.Len()), UncompressedSize64: uint64(size)}
		mw, err := zw.CreateRaw(h)
		if err != nil {
			return err
		}
		if _, err := mw.Write(body.Bytes()); err != nil {
			return err
		}
	}
	return zw.Close()
}

// TarGz writes a tar.gz of members members of size bytes of fill, as
// concatenated gzip streams, which a gzip reader reads as one: each
// member's header, then its body, compressed once and repeated. size must
// be a multiple of tar's 512-byte block.
func TarGz(w io.Writer, members int, size int64, fill byte) error {
	if size%512 != 0 {
		return fmt.Errorf("size %d: want a multiple of 512 for tgz", size)
	}
	gzipped := func(r io.Reader) ([]byte, error) {
		var b bytes.Buffer
		gw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
		if _, err := io.Copy(gw, r); err != nil {
			return nil, err
		}
		err := gw.Close()
		return b.Bytes(), err
	}
	body, err := gzipped(&repeated{fill, size})
	if err != nil {
		return err
	}
	for i := range members {
		var hb bytes.Buffer
		tw := tar.NewWriter(&hb)
		if err := tw.WriteHeader(&tar.Header{Name: fmt.Sprintf("m%03d.json", i), Mode: 0o644, Size: size, Typeflag: tar.TypeReg}); err != nil {
			return err
		}
		tw.Flush() // the header block alone; the body is ours
		header, err := gzipped(bytes.NewReader(hb.Bytes()[:512]))
		if err != nil {
			return err
		}
		if _, err := w.Write(header); err != nil {
			return err
		}
		if _, err := w.Write(body); err != nil {
			return err
		}
	}
	end, err := gzipped(bytes.NewReader(make([]byte, 1024)))
	if err != nil {
		return err
	}
	_, err = w.Write(end)
	return err
}
