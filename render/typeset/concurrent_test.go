package typeset

import (
	"io"
	"sync"
	"testing"

	"github.com/jung-kurt/gofpdf"
)

// TestDocumentsAtOnceShareNoFontBytes: documents written at the same time
// (report --each, a server) each embed the fonts without writing into
// bytes another document reads; the race detector (make test) sees it
// if they do.
func TestDocumentsAtOnceShareNoFontBytes(t *testing.T) {
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for range 4 {
		wg.Go(func() {
			pdf := gofpdf.New("P", "pt", "A4", "")
			pdf.AddPage()
			p := NewPDF(pdf)
			for _, text := range []string{"Łódź ığş", "हिन्दी विलंब"} {
				p.DrawLine(Shape(text, false), 10, 40, 40)
				p.DrawLine(Shape(text, true), 10, 40, 60)
			}
			errs <- pdf.Output(io.Discard)
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
}
