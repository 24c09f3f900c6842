package fio_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/valyala/fastjson"

	"github.com/iopress/iopress/ingest/fio"
)

// jsonPlusFixtures reads the real json+ fixtures and sets the bytes a
// benchmark loop reads.
func jsonPlusFixtures(b *testing.B) ([]string, [][]byte) {
	files, _ := filepath.Glob("testdata/*.jsonplus")
	if len(files) == 0 {
		b.Skip("no fixtures")
	}
	var inputs [][]byte
	size := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		inputs = append(inputs, data)
		size += len(data)
	}
	b.SetBytes(int64(size))
	return files, inputs
}

// BenchmarkParse parses each real json+ fixture; MB/s is fio output read.
func BenchmarkParse(b *testing.B) {
	files, inputs := jsonPlusFixtures(b)
	for b.Loop() {
		for i, data := range inputs {
			if _, err := fio.Parser.Parse(bytes.NewReader(data), files[i]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkFastjsonAlone parses the same fixtures with fastjson and
// nothing else: the floor under BenchmarkParse, what decoding costs before
// any row is made.
func BenchmarkFastjsonAlone(b *testing.B) {
	_, inputs := jsonPlusFixtures(b)
	var p fastjson.Parser
	for b.Loop() {
		for _, data := range inputs {
			if _, err := p.ParseBytes(data); err != nil {
				b.Fatal(err)
			}
		}
	}
}
