package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestLinksNoRPC: the binary links no gRPC, protobuf nor Arrow Flight.
// arrow-go's pqarrow imports arrow/flight, which brought them in (87 of
// 562 packages, a third of a 69 MB binary and of the first build) for
// nothing iopress uses; the datasets' Parquet files are written and read
// without it (datasets/parquetwrite.go).
func TestLinksNoRPC(t *testing.T) {
	// go test puts its own go first on the PATH of what it runs.
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Skipf("go list cannot be run here: %v", err)
	}
	var linked []string
	for _, pkg := range strings.Fields(string(out)) {
		for _, unwanted := range []string{"google.golang.org/grpc", "google.golang.org/protobuf", "/arrow/flight", "/parquet/pqarrow"} {
			if strings.Contains(pkg, unwanted) {
				linked = append(linked, pkg)
				break
			}
		}
	}
	if len(linked) > 0 {
		t.Errorf("iopress links %d packages of gRPC, protobuf, Arrow Flight or pqarrow, such as %s", len(linked), strings.Join(linked[:min(3, len(linked))], ", "))
	}
}
