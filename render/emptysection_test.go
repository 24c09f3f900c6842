package render

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/ingest"
)

// TestNoEmptyFindingsHeading: the PDF heads its findings only when it has
// some, as the HTML does: a real PTS result of one system, whose scores
// are each their own test's and support no finding, has no empty "Key
// findings"; iopress run's article matrix on one machine has findings
// under the heading.
func TestNoEmptyFindingsHeading(t *testing.T) {
	for _, tc := range []struct {
		input    string
		findings bool
	}{
		{"../ingest/pts/testdata/ManuelJBrito__Phoronix-results__test-results-GVNO3_res-simdjson-201_composite.xml", false},
		{"../analyze/testdata/onesystem/iopress", true},
	} {
		t.Run(tc.input, func(t *testing.T) {
			ds, errs := ingest.Read(context.Background(), []string{tc.input}, ingest.Options{})
			if len(errs) > 0 {
				t.Fatal(errs)
			}
			a, err := analyze.Compare(ds.Results, analyze.Options{})
			if err != nil {
				t.Fatal(err)
			}
			art, err := Build(ds, a, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if (len(art.Findings) > 0) != tc.findings {
				t.Fatalf("findings %q: want some %v", art.Findings, tc.findings)
			}
			var pdf bytes.Buffer
			if err := WritePDFForTest(&pdf, art); err != nil {
				t.Fatal(err)
			}
			heading := english.Say("Key findings")
			if got := strings.Contains(pdftotext(t, pdf.Bytes()), heading); got != tc.findings {
				t.Errorf("heading %q in the PDF: %v, want %v", heading, got, tc.findings)
			}
		})
	}
}
