package render

import (
	"context"
	"testing"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/recorder"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/words"
)

// TestTableTextFitsItsWidth: every line a table sets (its title and the
// key under it too) lies within the table's width, in every language,
// where the figures make narrow columns: one system alone (real iopress
// and fio runs), and two systems side by side, whose key is wider than
// their columns. An image of the table is as wide as that, and cut off
// the end of the title of a table of one system.
func TestTableTextFitsItsWidth(t *testing.T) {
	for _, inputs := range [][]string{
		{"../analyze/testdata/onesystem/iopress"},
		{"../analyze/testdata/onesystem/pooled"},
		{"../analyze/testdata/onesystem/fio-libaio.json", "../analyze/testdata/onesystem/pooled"},
	} {
		ds, errs := ingest.Read(context.Background(), inputs, ingest.Options{})
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		a, err := analyze.Compare(ds.Results, analyze.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range words.Langs {
			art, err := Build(ds, a, Options{Lang: lang})
			if err != nil {
				t.Fatal(err)
			}
			for _, tab := range art.Tables {
				l := tab.Layout(vg.Length(595.28-2*theme.Default().Margin), theme.Default())
				width, height := l.Size()
				rec := &lineRecorder{Canvas: &recorder.Canvas{}}
				l.Draw(rec, height)
				for _, line := range rec.lines {
					const rounding = 1e-9 // of the sums that place the lines
					if b := line.box(); b.Min.X < -rounding || b.Max.X > width+rounding {
						t.Errorf("%v %s, %s: %q spans %v to %v, outside the table's width 0 to %v", inputs, lang, tab.Name, line.line.Text, b.Min.X, b.Max.X, width)
					}
				}
			}
		}
	}
}
