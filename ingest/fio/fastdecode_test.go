package fio

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/valyala/fastjson/fastfloat"
)

// fixtureDocuments are the JSON documents of the real fio fixtures: each
// from its start to the end of its file (as parseJSON first tries it) and
// alone.
func fixtureDocuments(t testing.TB) map[string][]byte {
	var files []string
	for _, pattern := range []string{"testdata/*.json", "testdata/*.jsonplus", "testdata/fio2/*.json"} {
		got, _ := filepath.Glob(pattern)
		files = append(files, got...)
	}
	if len(files) < 20 {
		t.Fatalf("found %d fixtures, want the real fio outputs of testdata", len(files))
	}
	docs := map[string][]byte{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for start := documentStart(data, 0); start >= 0; {
			end := documentEnd(data, start)
			docs[fmt.Sprintf("%s@%d, to the end", f, start)] = data[start:]
			if end < 0 {
				break
			}
			docs[fmt.Sprintf("%s@%d, alone", f, start)] = data[start:end]
			start = documentStart(data, end)
		}
	}
	return docs
}

// checkFastAgrees fails when decodeFast takes a document that fastjson's
// road would read otherwise, or refuse.
func checkFastAgrees(t testing.TB, name string, b []byte) bool {
	fast, ok := decodeFast(b)
	if !ok {
		return false
	}
	tree, err := decodeTree(b)
	if err != nil {
		t.Fatalf("%s: decodeFast took a document fastjson's road refuses (%v)", name, err)
	}
	if !sameDocument(fast, tree) {
		t.Fatalf("%s: decodeFast read\n%#v\nfastjson's road\n%#v", name, fast, tree)
	}
	return true
}

// sameDocument compares documents, a NaN disk util equal to another.
func sameDocument(a, b *document) bool {
	x, y := *a, *b
	if math.IsNaN(x.DiskUtil) && math.IsNaN(y.DiskUtil) {
		x.DiskUtil, y.DiskUtil = 0, 0
	}
	return reflect.DeepEqual(x, y)
}

// TestDecodeFastAgrees holds the one-pass decoder to fastjson's road on
// every real fixture, which it must take (fio writes them plainly), and on
// each of them changed in the ways it must leave to fastjson's road.
func TestDecodeFastAgrees(t *testing.T) {
	for name, b := range fixtureDocuments(t) {
		if !checkFastAgrees(t, name, b) {
			// A fixture decodeTree refuses (text after the document)
			// is not one the fast road may take either.
			if _, err := decodeTree(b); err == nil {
				t.Errorf("%s: decodeFast gave up on a plain fio document", name)
			}
		}
	}
	data, err := os.ReadFile("testdata/psync-randread.json")
	if err != nil {
		t.Fatal(err)
	}
	start := documentStart(data, 0)
	doc := data[start:documentEnd(data, start)]
	// fast: whether the one pass takes it (else fastjson's road does).
	for _, c := range []struct {
		name, old, new string
		fast           bool
	}{
		{"as fio wrote it", "", "", true},
		{"a key twice", `"jobname" :`, `"jobname" : "other", "jobname" :`, false},
		{"an escaped key", `"jobs" :`, `"jo\u0062s" :`, false},
		{"an escaped option", `"rw" : "randread"`, `"rw" : "rand\u0072ead"`, false},
		{"a number option", `"size" : "32m"`, `"size" : 32`, true},
		{"a true option", `"size" : "32m"`, `"size" : true`, true},
		{"an object option", `"size" : "32m"`, `"size" : {"a": 1}`, false},
		{"a null direction", `"write" : {`, `"write" : null, "x" : {`, false},
		{"a string for a number", `"iops" : `, `"iops" : "1", "x" : `, false},
		{"NaN", `"iops" : `, `"iops" : NaN, "x" : `, false},
		{"nan", `"mean" : `, `"mean" : nan, "x" : `, false},
		{"a bad number", `"iops" : `, `"iops" : 1.2.3, "x" : `, false},
		{"a trailing comma", `"error" : 0,`, `"error" : 0,,`, false},
		{"a null count", `"total_ios" : `, `"total_ios" : null, "x" : `, true},
		{"null CPU", `"usr_cpu" : `, `"usr_cpu" : null, "x" : `, true},
		{"a job that is a number", `"jobs" : [`, `"jobs" : [1,`, false},
		{"an escaped skipped string", `"time" : "`, `"time" : "\"\\`, true},
		{"deep nesting", `"jobs" :`, `"deep" : ` + strings.Repeat("[", 100) + strings.Repeat("]", 100) + `, "jobs" :`, false},
		{"text after", "", " x", false},
	} {
		b := append(bytes.Clone(doc), c.new...) // with nothing to replace, c.new follows
		if c.old != "" {
			b = bytes.Replace(bytes.Clone(doc), []byte(c.old), []byte(c.new), 1)
		}
		if c.old != "" && bytes.Equal(b, doc) {
			t.Fatalf("%s: %q is not in the fixture", c.name, c.old)
		}
		if took := checkFastAgrees(t, c.name, b); took != c.fast {
			t.Errorf("%s: decodeFast took it: %v, want %v", c.name, took, c.fast)
		}
	}
}

// FuzzDecodeFast holds decodeFast to fastjson's road on any input: what it
// takes, it reads as fastjson's road does.
func FuzzDecodeFast(f *testing.F) {
	for _, b := range fixtureDocuments(f) {
		f.Add(b)
	}
	f.Add([]byte(`{"jobs":[{"jobname":"a","read":{"io_bytes":1,"iops":1e3,"clat_ns":{"bins":{"1":2,"x":3}}}}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		checkFastAgrees(t, "input", b)
	})
}

// BenchmarkDecode decodes the real json+ fixtures by each road, or the
// fio outputs of the folder IOPRESS_BENCH_DIR names (bench/ingest.sh's
// bench/data/fio-jsonplus); MB/s is fio output read.
func BenchmarkDecode(b *testing.B) {
	files, _ := filepath.Glob("testdata/*.jsonplus")
	if dir := os.Getenv("IOPRESS_BENCH_DIR"); dir != "" {
		files, _ = filepath.Glob(filepath.Join(dir, "*.json"))
	}
	var docs [][]byte
	size := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		docs = append(docs, data[documentStart(data, 0):])
		size += len(data)
	}
	for _, road := range []struct {
		name   string
		decode func([]byte) (*document, error)
	}{{"fast", decodeDocument}, {"tree", decodeTree}} {
		b.Run(road.name, func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				for _, d := range docs {
					if _, err := road.decode(d); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// TestPlainNumbersAgree reads numbers of the shapes the one-pass decoder
// reads itself (whole numbers, and decimals such as fio's "99.900000" and
// "630153.846154") both as it does and with fastfloat, which the other
// road uses, over every split of digits around the point up to the
// lengths it takes: the values must be the same bits.
func TestPlainNumbersAgree(t *testing.T) {
	digits := "9876543210987654321098"
	var raws []string
	for n := 1; n <= 18; n++ {
		for _, from := range []int{0, 1, 3} {
			whole := digits[from : from+n]
			raws = append(raws, whole, "0"+whole[1:], strings.Repeat("9", n))
			for p := 1; p < n && n <= 16; p++ {
				raws = append(raws, whole[:p]+"."+whole[p:], "0."+whole[p:], whole[:p]+"."+strings.Repeat("0", n-p))
			}
		}
	}
	read := 0
	for _, raw := range raws {
		want, err := fastfloat.Parse(raw)
		if err != nil {
			t.Fatalf("fastfloat: %q: %v", raw, err)
		}
		if got, ok := plainNumber([]byte(raw)); ok {
			read++
			if math.Float64bits(got) != math.Float64bits(want) {
				t.Errorf("%q reads as %v, fastfloat %v", raw, got, want)
			}
		}
		s := fastScan{b: []byte(raw)}
		if got := s.number(); s.bad || math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("number reads %q as %v (failed %v), fastfloat as %v", raw, got, s.bad, want)
		}
	}
	if read < len(raws)/2 {
		t.Errorf("plainNumber read %d of %d numbers itself, want most", read, len(raws))
	}
}
