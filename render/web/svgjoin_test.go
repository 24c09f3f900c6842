package web

import (
	"strings"
	"testing"
)

// TestJoinStrokes: lines of one stroke join into one path across the
// texts between them, never across a filled shape; other lines keep
// their order.
func TestJoinStrokes(t *testing.T) {
	grid, tick := `style="fill:none;stroke:#E1E1E1;stroke-width:0.5" />`, `style="fill:none;stroke:#3C3C3C;stroke-width:0.6" />`
	body := strings.Join([]string{
		`<path d="M0,0L1,0" ` + grid,
		`<path d="M0,0L0,-3" ` + tick,
		`<text x="0" y="5">0</text>`,
		`<path d="M5,0L6,0" ` + grid,
		`<path d="M5,0L5,-3" ` + tick,
		`<text x="5" y="5">5</text>`,
		`<path d="M0,0L9,0L9,9Z" style="fill:#0072B2" />`,
		`<path d="M7,0L8,0" ` + grid,
		``,
	}, "\n")
	want := strings.Join([]string{
		`<path d="M0,0L1,0M5,0L6,0" ` + grid,
		`<path d="M0,0L0,-3M5,0L5,-3" ` + tick,
		`<text x="0" y="5">0</text>`,
		`<text x="5" y="5">5</text>`,
		`<path d="M0,0L9,0L9,9Z" style="fill:#0072B2" />`,
		`<path d="M7,0L8,0" ` + grid,
		``,
	}, "\n")
	if got := joinStrokes(body); got != want {
		t.Errorf("joined\n%s\nwant\n%s", got, want)
	}
}
