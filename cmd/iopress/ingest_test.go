package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// TestIngestIntoFolderBeingWritten: an ingest into a folder another
// writer holds fails at once, naming the folder and the holder, and
// leaves the folder to it.
func TestIngestIntoFolderBeingWritten(t *testing.T) {
	out := filepath.Join(t.TempDir(), "ds")
	held, err := datasets.NewWriter(out)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Abort()
	var stdout, stderr bytes.Buffer
	err = run(context.Background(), []string{"ingest", "--out", out, "../../datasets/reference/article1/published.csv"}, &stdout, &stderr)
	if !errors.Is(err, datasets.ErrBusy) {
		t.Fatalf("err = %v, want the folder busy", err)
	}
	for _, want := range []string{out, fmt.Sprintf("pid %d on ", os.Getpid())} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message %q does not say %q", err, want)
		}
	}
	if datasets.IsDir(out) {
		t.Error("the second ingest wrote a dataset into the held folder")
	}
}
