package finitecanvas

import (
	"math"
	"strings"
	"testing"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/recorder"
)

// sized is a recorder of what reaches the canvas, of a page's size.
type sized struct{ recorder.Canvas }

func (sized) Size() (w, h vg.Length) { return 595, 842 }

// TestDrawStopsAtTheFirstRefusal: a path to a coordinate that is not
// finite, or a kilometre and more off the page, never reaches the canvas
// beneath, the error says what was drawn there, and nothing after it is
// drawn; a drawing within the page passes whole.
func TestDrawStopsAtTheFirstRefusal(t *testing.T) {
	line := func(to float64) func(vg.CanvasSizer) {
		return func(c vg.CanvasSizer) {
			var p vg.Path
			p.Move(vg.Point{})
			p.Line(vg.Point{X: vg.Length(to), Y: 10})
			c.Stroke(p)
			c.Fill(p)
		}
	}
	for _, to := range []float64{math.NaN(), math.Inf(-1), 2 * farthest} {
		rec := &sized{}
		err := Draw(rec, line(to))
		if err == nil || !strings.HasPrefix(err.Error(), "line at") {
			t.Errorf("a line to %v: err %v, want one saying a line", to, err)
		}
		if len(rec.Actions) != 0 {
			t.Errorf("a line to %v: %d actions reached the canvas", to, len(rec.Actions))
		}
	}
	rec := &sized{}
	if err := Draw(rec, line(farthest)); err != nil || len(rec.Actions) != 2 {
		t.Errorf("a line within the page: err %v, %d actions, want none and 2", err, len(rec.Actions))
	}
}
