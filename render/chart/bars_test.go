package chart

import (
	"testing"

	"gonum.org/v1/plot/vg"
)

// TestLastBarLabelStaysAboveTheAxis: the last bar's label, centred on
// the bar, keeps its whole height above the axis, whose line its white
// ground would otherwise hide (the one-system chart's "1.597" and
// "2.433", #24 round 3); bars with room to spare keep their even pitch.
func TestLastBarLabelStaysAboveTheAxis(t *testing.T) {
	const labelH = vg.Length(9)
	for _, tc := range []struct {
		height vg.Length
		n      int
	}{{120, 8}, {60, 8}, {200, 2}, {30, 1}, {90, 6}} {
		pitch := barPitch(tc.height, tc.n, labelH)
		lastMid := tc.height - pitch*(vg.Length(tc.n)-0.5) // above the axis, at 0
		if bottom := lastMid - labelH/2; bottom < 0.999 {
			t.Errorf("height %v, %d bars: the last label reaches %v above the axis, want 1 or more", tc.height, tc.n, bottom)
		}
		if even := tc.height / vg.Length(tc.n); even/2 >= labelH/2+1 && pitch != even {
			t.Errorf("height %v, %d bars: pitch %v, want the even %v", tc.height, tc.n, pitch, even)
		}
	}
}
