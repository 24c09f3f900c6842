package datasets_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

func BenchmarkWrite(b *testing.B) {
	ds, _ := ingest.Read(context.Background(), []string{"../ingest/fio/testdata"}, ingest.Options{})
	big := &datasets.Dataset{}
	for range 100 {
		big.Append(ds)
	}
	b.Logf("%d results %d bins %d samples", len(big.Results), len(big.Histogram), len(big.Series))
	for _, pq := range []bool{false, true} {
		name := "arrow"
		f := []datasets.Format{datasets.Arrow}
		if pq {
			name = "parquet"
			f = append(f, datasets.Parquet)
		}
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if err := datasets.WriteDir(filepath.Join(b.TempDir(), "ds"), big, f...); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
