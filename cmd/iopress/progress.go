package main

import (
	"fmt"
	"io"
	"os"
	"sync"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// progress is a one-line progress display on a terminal: a bar, a
// description cut to fit the terminal's width, and the time left. On
// anything but a terminal it shows nothing, so logs stay quiet. Lines
// printed through it appear above the bar, and clear takes the bar away
// before a command prints its summary.
type progress struct {
	mu    sync.Mutex
	w     io.Writer
	width int // the terminal's columns
	bar   *progressbar.ProgressBar
	bytes bool // the bar counts bytes, not time
}

// terminalWidth is the width of w when it is a terminal, else 0: tests
// replace it.
var terminalWidth = func(w io.Writer) int {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return 0
	}
	width, _, err := term.GetSize(int(f.Fd()))
	if err != nil || width <= 0 {
		return 80
	}
	return width
}

// newProgress starts a display on w of a task of total units (bytes, if
// bytes, else milliseconds of time), or returns nil when w is no terminal:
// a nil *progress does nothing.
func newProgress(w io.Writer, total int64, bytes bool) *progress {
	width := terminalWidth(w)
	if width == 0 {
		return nil
	}
	return &progress{w: w, width: width, bytes: bytes, bar: newBar(w, total, bytes, "", width)}
}

// progressStats is room for what the bar prints besides the description
// and the bar itself: " 100% |", "| " and " [59m59s:59m59s]".
const progressStats = 26

// newBar makes the bar for a description, as wide as the terminal leaves.
func newBar(w io.Writer, total int64, bytes bool, desc string, width int) *progressbar.ProgressBar {
	return progressbar.NewOptions64(total,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription(desc),
		progressbar.OptionSetWidth(max(10, width-len([]rune(desc))-progressStats)),
		progressbar.OptionShowBytes(bytes),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(0),
		progressbar.OptionSetRenderBlankState(true),
	)
}

// fit cuts a description so that the whole line fits the terminal.
func (p *progress) fit(desc string) string {
	room := p.width - progressStats - 10 // the narrowest bar
	r := []rune(desc)
	if room < 2 {
		return ""
	}
	if len(r) > room {
		return string(r[:room-1]) + "…"
	}
	return desc
}

// show sets the description and how far the task is.
func (p *progress) show(desc string, done int64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	desc = p.fit(desc)
	// The bar takes what the description leaves of the line.
	progressbar.OptionSetWidth(max(10, p.width-len([]rune(desc))-progressStats))(p.bar)
	p.bar.Describe(desc)
	p.bar.Set64(done)
}

// resize changes what the task's total is, as a batch finds more to do.
func (p *progress) resize(total int64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.bar.ChangeMax64(total)
}

// printf prints a line above the bar: the bar is cleared first and drawn
// again with its next update.
func (p *progress) printf(w io.Writer, format string, args ...any) {
	if p == nil {
		fmt.Fprintf(w, format, args...)
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.bar.Clear()
	fmt.Fprintf(w, format, args...)
}

// clear takes the bar off the terminal, leaving the cursor at the start
// of an empty line for what the command prints next.
func (p *progress) clear() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.bar.Clear()
	p.bar.Exit()
}
