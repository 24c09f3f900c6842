// Command scalegen writes an archive of many distinct fio json+ results
// for measuring iopress ingest at scale (make bench-scale): copies of the
// real fio outputs in a folder, each with its own job name, timestamp and
// figures, so that every member is a result of its own, as an archive of
// a lab's years of runs would be.
//
//	go run ./bench/scalegen -n 1000000 -from bench/data/fio-jsonplus -o scale.tar.zst
//
// Member i is template i mod T (T real outputs, in name order), with
// "jobname" suffixed -iN, "timestamp" and "timestamp_ms" moved on by i
// seconds, and every job's first "iops" and "bw" figures scaled by
// 1 + (i mod 1000)/10000, so that no two members are the same bytes.
package main

import (
	"archive/tar"
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/klauspost/compress/zstd"
)

func main() {
	n := flag.Int("n", 1_000_000, "number of results")
	from := flag.String("from", "bench/data/fio-jsonplus", "folder of real fio json+ outputs to copy")
	out := flag.String("o", "scale.tar.zst", "archive to write (.tar.zst)")
	flag.Parse()
	if err := write(*n, *from, *out); err != nil {
		fmt.Fprintln(os.Stderr, "scalegen:", err)
		os.Exit(1)
	}
}

func write(n int, from, out string) error {
	names, err := filepath.Glob(filepath.Join(from, "*.json"))
	if err != nil || len(names) == 0 {
		return fmt.Errorf("no fio outputs (*.json) in %s: %v", from, err)
	}
	slices.Sort(names)
	templates := make([][]byte, len(names))
	for i, name := range names {
		if templates[i], err = os.ReadFile(name); err != nil {
			return err
		}
	}
	f, err := os.Create(out + ".tmp")
	if err != nil {
		return err
	}
	defer os.Remove(out + ".tmp")
	zw, err := zstd.NewWriter(f, zstd.WithEncoderLevel(zstd.SpeedFastest))
	if err != nil {
		return err
	}
	tw := tar.NewWriter(zw)
	var buf bytes.Buffer
	for i := range n {
		vary(&buf, templates[i%len(templates)], i)
		hdr := &tar.Header{Name: fmt.Sprintf("runs/%04d/run%07d.json", i/1000, i), Mode: 0o644, Size: int64(buf.Len()), Typeflag: tar.TypeReg}
		if err := tw.WriteHeader(hdr); err != nil {
			return err
		}
		if _, err := tw.Write(buf.Bytes()); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(out+".tmp", out)
}

// vary writes template i's copy into buf.
func vary(buf *bytes.Buffer, t []byte, i int) {
	buf.Reset()
	scale := 1 + float64(i%1000)/10000
	rest := t
	edits := []struct {
		key  string
		edit func(value []byte) []byte
	}{
		{`"timestamp" : `, func(v []byte) []byte { return addInt(v, i) }},
		{`"timestamp_ms" : `, func(v []byte) []byte { return addInt(v, i*1000) }},
		{`"jobname" : "`, func(v []byte) []byte { return fmt.Appendf(nil, "%s-i%d", v, i) }},
		{`"bw" : `, func(v []byte) []byte { return scaleNum(v, scale, true) }},
		{`"iops" : `, func(v []byte) []byte { return scaleNum(v, scale, false) }},
	}
	for _, e := range edits {
		at := bytes.Index(rest, []byte(e.key))
		if at < 0 {
			continue
		}
		start := at + len(e.key)
		end := start
		for end < len(rest) && rest[end] != ',' && rest[end] != '"' && rest[end] != '\n' {
			end++
		}
		buf.Write(rest[:start])
		buf.Write(e.edit(rest[start:end]))
		rest = rest[end:]
	}
	buf.Write(rest)
}

func addInt(v []byte, d int) []byte {
	x, err := strconv.ParseInt(string(v), 10, 64)
	if err != nil {
		return v
	}
	return strconv.AppendInt(nil, x+int64(d), 10)
}

func scaleNum(v []byte, s float64, integer bool) []byte {
	x, err := strconv.ParseFloat(string(v), 64)
	if err != nil {
		return v
	}
	if integer {
		return strconv.AppendInt(nil, int64(x*s), 10)
	}
	return strconv.AppendFloat(nil, x*s, 'f', 6, 64)
}
