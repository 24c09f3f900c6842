package render

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// SetupTable is the test setup as a table, in the article's language: a
// row per fact, a column per system where their setups differ, or a
// single column where every system's is the same.
type SetupTable struct {
	Title   string
	Columns []string
	Rows    []SetupRow
}

// SetupRow is one fact of the setup, its value in each column.
type SetupRow struct {
	Label  string
	Values []string
}

// setupOf is the test setup of the systems compared: the facts their
// sources and rows record, as a table, and the sources' notes (what they
// say that is no fact, in their own words) as paragraphs under it. A
// note of some of the systems' sources only is named after them.
func (l lang) setupOf(ds *datasets.Dataset, systems []string) (*SetupTable, []string) {
	return l.setupTable(analyze.Setups(ds, systems)), l.setupNotes(ds, systems)
}

// setupFact is a row of the setup table: its label and each system's
// value, "" where it has none.
type setupFact struct {
	label string
	value func(s analyze.SystemSetup) string
}

func (l lang) setupFacts() []setupFact {
	yesNo := func(b datasets.Bool) string {
		switch b {
		case datasets.Yes:
			return l.Say("yes")
		case datasets.No:
			return l.Say("no")
		}
		return ""
	}
	// many is a count where it is more than one: one pass, one run, one
	// drive go without saying.
	many := func(n int64) string {
		if n > 1 {
			return l.Int(n)
		}
		return ""
	}
	count := func(lo, hi int64) string {
		switch {
		case lo <= 0:
			return ""
		case lo == hi:
			return l.Int(lo)
		}
		return l.Say("%d to %d", lo, hi)
	}
	return []setupFact{
		{l.Say("Tool"), l.toolsText},
		{l.Say("Profile"), func(s analyze.SystemSetup) string { return l.profileText(s.Setup.Profile) }},
		{l.Say("Test size"), func(s analyze.SystemSetup) string { return l.bytesText(s.Setup.TestSizeBytes) }},
		{l.Say("Passes per test"), func(s analyze.SystemSetup) string { return many(s.Passes) }},
		{l.Say("Runs per workload"), func(s analyze.SystemSetup) string { return many(s.Repeats) }},
		{l.Say("Measured time"), func(s analyze.SystemSetup) string { return l.secondsRange(s.MinRuntimeS, s.MaxRuntimeS) }},
		{l.Say("Interval between tests"), func(s analyze.SystemSetup) string { return l.secondsRange(s.Setup.IntervalS, s.Setup.IntervalS) }},
		{l.Say("Warm-up"), func(s analyze.SystemSetup) string { return l.secondsRange(s.Setup.RampS, s.Setup.RampS) }},
		{l.Say("Volume fill level"), l.fillText},
		{l.Say("I/O engine"), func(s analyze.SystemSetup) string { return strings.Join(s.Engines, ", ") }},
		{l.Say("Queue depth"), func(s analyze.SystemSetup) string { return count(s.MinIODepth, s.MaxIODepth) }},
		{l.Say("Jobs (threads)"), func(s analyze.SystemSetup) string { return count(s.MinNumJobs, s.MaxNumJobs) }},
		{l.Say("Direct I/O"), func(s analyze.SystemSetup) string {
			if s.DirectMixed {
				return l.Say("varies")
			}
			return yesNo(s.Direct)
		}},
		{l.Say("Write-through"), func(s analyze.SystemSetup) string { return yesNo(s.Setup.WriteThrough) }},
		{l.Say("Host name"), func(s analyze.SystemSetup) string { return s.Setup.Host }},
		{l.Say("CPU"), l.cpuText},
		{l.Say("Memory"), func(s analyze.SystemSetup) string { return l.bytesText(s.Setup.MemoryBytes) }},
		{l.Say("Operating system"), func(s analyze.SystemSetup) string { return s.Setup.OS }},
		{l.Say("Kernel"), func(s analyze.SystemSetup) string { return s.Setup.Kernel }},
		{l.Say("Drive"), func(s analyze.SystemSetup) string {
			if s.Setup.DriveFirmware != "" && s.Setup.DriveModel != "" {
				return l.Say("%s, firmware %s", s.Setup.DriveModel, s.Setup.DriveFirmware)
			}
			return s.Setup.DriveModel
		}},
		{l.Say("Drives"), func(s analyze.SystemSetup) string { return many(s.Setup.DriveCount) }},
		{l.Say("Link"), func(s analyze.SystemSetup) string { return s.Setup.Link }},
		{l.Say("File system"), func(s analyze.SystemSetup) string { return s.Setup.FileSystem }},
		{l.Say("Block device"), func(s analyze.SystemSetup) string { return s.Setup.Device }},
		{l.Say("Storage under test"), func(s analyze.SystemSetup) string { return l.targetKind(s.Setup.TargetKind) }},
		// The day as the credits write it ("30 November 2026"), not ISO.
		{l.Say("Date"), func(s analyze.SystemSetup) string { return l.longDate(dateText(s)) }},
	}
}

// setupTable lays the facts out: the rows any system has a value in,
// one column per system, or one for all where every row reads the same
// for each.
func (l lang) setupTable(setups []analyze.SystemSetup) *SetupTable {
	if len(setups) == 0 {
		return nil
	}
	t := &SetupTable{Title: l.Say("Test setup")}
	alike := true
	for _, f := range l.setupFacts() {
		row := SetupRow{Label: f.label}
		any := false
		for _, s := range setups {
			v := f.value(s)
			row.Values = append(row.Values, v)
			any = any || v != ""
			alike = alike && v == row.Values[0]
		}
		if any {
			t.Rows = append(t.Rows, row)
		}
	}
	if len(t.Rows) == 0 {
		return nil
	}
	if alike {
		t.Columns = []string{setups[0].System}
		if len(setups) > 1 {
			t.Columns = []string{l.Say("All systems")}
		}
		for i := range t.Rows {
			t.Rows[i].Values = t.Rows[i].Values[:1]
		}
		return t
	}
	for _, s := range setups {
		t.Columns = append(t.Columns, s.System)
	}
	return t
}

// setupNotes are the sources' notes: a paragraph per line of a source of
// every system, a paragraph per source of some, its lines joined after
// the names of its systems. The same paragraph is said once.
func (l lang) setupNotes(ds *datasets.Dataset, systems []string) []string {
	of := map[string][]string{} // source id: its systems, in the article's order
	for i := range ds.Results {
		r := &ds.Results[i]
		if slices.Contains(systems, r.System) && !slices.Contains(of[r.SourceID], r.System) {
			of[r.SourceID] = append(of[r.SourceID], r.System)
		}
	}
	var out []string
	for _, s := range ds.Sources {
		// The credit goes with the sources; a note of the file's column
		// ids, or one that names a path (a command line run on a
		// temporary file), is no reader's.
		var lines []string
		credit := l.creditNote(s)
		for _, line := range l.noteLines(s) {
			if line != credit && !namesColumns(line) && !namesPath(line) {
				lines = append(lines, line)
			}
		}
		if len(lines) == 0 {
			continue
		}
		// A note of every system's is its lines, a paragraph each; one of
		// some systems' only says whose it is.
		paragraphs := lines
		switch own := of[s.ID]; {
		case len(own) > 0 && len(own) < len(systems):
			slices.SortFunc(own, func(a, b string) int { return slices.Index(systems, a) - slices.Index(systems, b) })
			paragraphs = []string{l.Say("%s: %s", l.JoinAnd(own), strings.Join(lines, "; "))}
		case len(own) == 0 && len(systems) > 1:
			paragraphs = []string{l.Say("%s: %s", sourceName(s.Path), strings.Join(lines, "; "))}
		}
		for _, p := range paragraphs {
			if !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	return out
}

// toolNames are the tools' names as their makers write them; a
// published table's rows name no tool a reader needs.
var toolNames = map[string]string{
	datasets.ToolFio: "fio", datasets.ToolCrystalDiskMark: "CrystalDiskMark", datasets.ToolKDiskMark: "KDiskMark",
	datasets.ToolDiskSpd: "DiskSpd", datasets.ToolIOPress: "iopress", datasets.ToolPTS: "Phoronix Test Suite",
	datasets.ToolIOmeter: "Iometer", datasets.ToolPublished: "",
}

// toolsText names the tools that measured, with their versions: fio's
// own ("fio-3.33"), another's after its name ("CrystalDiskMark 8.0.4");
// a development build's "dev" is no version.
func (l lang) toolsText(s analyze.SystemSetup) string {
	var out []string
	for _, t := range s.Tools {
		if toolNames[t.Tool] == "" && t.Tool == datasets.ToolPublished {
			continue
		}
		if v := l.toolLabel(t.Tool, t.Version); !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return strings.Join(out, ", ")
}

// bytesText writes a size in binary units, as storage tools print them:
// the largest unit up to GiB (TiB from 10 TiB) that leaves a whole part,
// with a decimal where it is not whole.
func (l lang) bytesText(n int64) string {
	if n <= 0 {
		return ""
	}
	units := []string{"B", "KiB", "MiB", "GiB", "TiB"}
	i := 0
	v := float64(n)
	for i < 3 && v >= 1024 || i == 3 && v >= 10*1024 {
		v /= 1024
		i++
	}
	decimals := 1
	if math.Abs(v-math.Round(v)) < 0.05 {
		decimals = 0
	}
	return l.Decimal(v, decimals) + "\u00a0" + units[i]
}

// secondsRange writes a time in seconds to three significant figures, or
// its least and most where those differ.
func (l lang) secondsRange(lo, hi float64) string {
	if !(lo > 0) || !(hi > 0) {
		return ""
	}
	a, b := l.sig3(lo), l.sig3(hi)
	if a == b {
		return l.Say("%s s", a)
	}
	return l.Say("%s s", l.Say("%s to %s", a, b))
}

// sig3 writes v with three significant figures, without trailing zeros.
func (l lang) sig3(v float64) string {
	decimals := max(0, 2-int(math.Floor(math.Log10(v))))
	s := strconv.FormatFloat(v, 'f', decimals, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	r, _ := strconv.ParseFloat(s, 64)
	_, frac, _ := strings.Cut(s, ".")
	return l.Decimal(r, len(frac))
}

// fillText is the tested volume's fill level as the tool printed it:
// "72.2% (57.3 / 79.4 GiB)".
func (l lang) fillText(s analyze.SystemSetup) string {
	st := s.Setup
	if st.FillPct <= 0 {
		return ""
	}
	pct := l.percent(st.FillPct, decimalsOf(st.FillPct))
	if st.VolumeUsedBytes <= 0 || st.VolumeTotalBytes <= 0 {
		return pct
	}
	used, total := l.bytesText(st.VolumeUsedBytes), l.bytesText(st.VolumeTotalBytes)
	if u, unit, ok := strings.Cut(used, "\u00a0"); ok && strings.HasSuffix(total, "\u00a0"+unit) {
		used = u // one unit, after the total
	}
	return l.Say("%s (%s / %s)", pct, used, total)
}

// decimalsOf is how many decimals v was printed with, at most 2.
func decimalsOf(v float64) int {
	_, frac, _ := strings.Cut(strconv.FormatFloat(v, 'f', -1, 64), ".")
	return min(len(frac), 2)
}

// cpuText is the processor and its logical CPUs.
func (l lang) cpuText(s analyze.SystemSetup) string {
	model, n := s.Setup.CPUModel, s.Setup.CPUCount
	switch {
	case model != "" && n > 0:
		return l.Say("%s, %d logical CPUs", model, n)
	case n > 0:
		return l.Say("%d logical CPUs", n)
	}
	return model
}

// targetKind says what backs the target.
func (l lang) targetKind(kind string) string {
	switch kind {
	case datasets.TargetRAM:
		return l.Say("RAM-backed (memory, not a drive)")
	case datasets.TargetVirtual:
		return l.Say("virtual disk")
	case datasets.TargetPhysical:
		return l.Say("physical drive")
	}
	return ""
}

// dateText is the day the test ran, ISO 8601 (the setup table writes it
// as a long date): the source's date, else
// the first row's start (UTC).
func dateText(s analyze.SystemSetup) string {
	if d := s.Setup.Date; len(d) >= 10 {
		return d[:10]
	}
	if s.StartUnixS > 0 {
		return time.Unix(s.StartUnixS, 0).UTC().Format(time.DateOnly)
	}
	return ""
}

// mismatchText says where the compared systems were not measured alike,
// each fact with every system's value, and which ran single short runs.
func (l lang) mismatchText(w *analyze.MismatchedSetups) string {
	var parts []string
	shared := ""
	for _, d := range w.Differences {
		// Single short runs on every system are not a difference
		// between them: a caveat of all, said once, on its own.
		if d.Fact == analyze.SetupShortRuns && len(d.Systems) == len(w.Setups) {
			shared = l.Say("All were measured in single short runs (one pass of under %s, no repeats): a caveat of every figure, not a difference between them.", l.Say("%s s", l.Int(analyze.ShortRunS)))
			continue
		}
		var label string
		var value func(s analyze.SystemSetup) string
		switch d.Fact {
		case analyze.SetupTool:
			label, value = l.Say("tool or version"), l.toolsText
		case analyze.SetupTestSize:
			label, value = l.Say("test size"), func(s analyze.SystemSetup) string { return l.bytesText(s.Setup.TestSizeBytes) }
		case analyze.SetupOS:
			label, value = l.Say("operating system"), func(s analyze.SystemSetup) string { return s.Setup.OS }
		case analyze.SetupFill:
			label, value = l.Say("volume fill level"), func(s analyze.SystemSetup) string { return l.percent(s.Setup.FillPct, decimalsOf(s.Setup.FillPct)) }
		case analyze.SetupDirect:
			label, value = l.Say("direct or buffered I/O"), func(s analyze.SystemSetup) string {
				if s.Direct == datasets.Yes {
					return l.Say("direct")
				}
				return l.Say("buffered")
			}
		case analyze.SetupSession:
			// The source's own names of its sessions, as it wrote them.
			label, value = l.Say("measuring session"), func(s analyze.SystemSetup) string { return strings.Join(s.Sessions, ", ") }
		case analyze.SetupShortRuns:
			parts = append(parts, l.Say("single short runs (one pass of under %s, no repeats): %s", l.Say("%s s", l.Int(analyze.ShortRunS)), l.JoinAnd(d.Systems)))
			continue
		default:
			continue
		}
		var values []string
		for _, name := range d.Systems {
			s, _ := w.Setup(name)
			values = append(values, l.Say("%s: %s", name, value(s)))
		}
		parts = append(parts, l.Say("%s (%s)", label, strings.Join(values, ", ")))
	}
	if len(parts) == 0 {
		return shared
	}
	return joinSentences(l.Say("The systems were not measured alike, so part of a difference between them may come from the setup: %s.", strings.Join(parts, "; ")), shared)
}
