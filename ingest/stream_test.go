package ingest_test

import (
	"archive/tar"
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

// TestArchiveOverAMegabyteIsStreamed: the members of an archive over 1 MiB (and
// within the plain-file limit) reach the sink while the archive is still
// being read, at most a window of groups ahead, rather than once a
// worker has read and parsed it whole, which held every member's tables
// at once: 396 MiB for an archive of 20,000 fio results.
func TestArchiveOverAMegabyteIsStreamed(t *testing.T) {
	plus, err := os.ReadFile(filepath.Join(fioSamples, "psync-randwrite.jsonplus"))
	if err != nil {
		t.Fatal(err)
	}
	const members = 1000 // 20 MB
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for i := range members {
		data := bytes.Replace(plus, []byte(`"timestamp"`), fmt.Appendf(nil, `"copy" : %d, "timestamp"`, i), 1)
		tw.WriteHeader(&tar.Header{Name: fmt.Sprintf("runs/%d.json", i), Mode: 0o644, Size: int64(len(data)), Typeflag: tar.TypeReg})
		tw.Write(data)
	}
	tw.Close()
	if buf.Len() <= 1<<20 || int64(buf.Len()) > ingest.DefaultLimits.FileBytes {
		t.Fatalf("test: an archive of %d bytes does not test what it means to", buf.Len())
	}
	path := filepath.Join(t.TempDir(), "runs.tar")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var parsed atomic.Int64
	atFirst := int64(-1)
	sources := 0
	errs := ingest.Stream(context.Background(), []string{path}, ingest.Options{Jobs: 1, Progress: func(p ingest.Progress) { parsed.Store(int64(p.Files)) }},
		func(ds *datasets.Dataset) error {
			if atFirst < 0 && len(ds.Sources) > 0 {
				atFirst = parsed.Load()
			}
			sources += len(ds.Sources)
			return nil
		})
	if len(errs) > 0 || sources != members {
		t.Fatalf("%d sources, errors %v: want %d and none", sources, errs, members)
	}
	if atFirst >= members/2 {
		t.Errorf("%d of %d members parsed when the first reached the sink: want the archive streamed, a few groups ahead", atFirst, members)
	}
}
