package analyze

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"

	"github.com/iopress/iopress/datasets"
)

// SystemSetup is how one system was measured: the facts its sources
// record (datasets.Setup) and what its rows say of the test.
type SystemSetup struct {
	System string
	// Setup holds the facts of the system's sources: a text fact they
	// give differently is their values joined by "; ", a number they
	// give differently is left out.
	Setup datasets.Setup
	// Tools are the tools and versions that measured, in order of first
	// appearance.
	Tools []ToolVersion
	// Engines are the I/O engines the rows name, in order.
	Engines []string
	// The rows' queue depths, jobs and measured seconds, least and most;
	// 0 (NaN for the seconds) where no row says.
	MinIODepth, MaxIODepth   int64
	MinNumJobs, MaxNumJobs   int64
	MinRuntimeS, MaxRuntimeS float64
	// Direct is whether the rows' I/O was direct: Unknown where no row
	// says or the rows disagree (DirectMixed).
	Direct      datasets.Bool
	DirectMixed bool
	// Passes is the most passes a figure was made of (aggregation_n),
	// Repeats the most repetitions of one cell.
	Passes, Repeats int64
	// StartUnixS is when the first row started, 0 where none says.
	StartUnixS int64
	// Sessions are the measuring sessions the rows name
	// (datasets.Result.Session), in order; none where the source is one.
	Sessions []string
}

// ToolVersion is a tool with its version ("" where unknown).
type ToolVersion struct{ Tool, Version string }

// Setups are the setups of the given systems, in their order: each from
// its rows and from the sources those rows came from (a source's setup
// for one system of several, datasets.Setup.System, only for that one).
func Setups(ds *datasets.Dataset, systems []string) []SystemSetup {
	byID := map[string][]*datasets.Source{}
	for i := range ds.Sources {
		s := &ds.Sources[i]
		byID[s.ID] = append(byID[s.ID], s)
	}
	out := make([]SystemSetup, len(systems))
	index := map[string]int{}
	for i, s := range systems {
		index[s] = i
		out[i] = SystemSetup{System: s, MinRuntimeS: math.NaN(), MaxRuntimeS: math.NaN()}
	}
	sources := make([][]datasets.Setup, len(systems))
	seen := make([]map[*datasets.Source]bool, len(systems))
	for i := range ds.Results {
		r := &ds.Results[i]
		k, ok := index[r.System]
		if !ok {
			continue
		}
		o := &out[k]
		o.addRow(r)
		if seen[k] == nil {
			seen[k] = map[*datasets.Source]bool{}
		}
		for _, s := range byID[r.SourceID] {
			if seen[k][s] || s.Setup.System != "" && s.Setup.System != r.System {
				continue
			}
			seen[k][s] = true
			if !s.Setup.IsZero() {
				sources[k] = append(sources[k], s.Setup)
			}
		}
	}
	for k := range out {
		out[k].Setup = mergeSetups(sources[k])
		out[k].Setup.System = ""
	}
	return out
}

// addRow adds what a row says of the test.
func (o *SystemSetup) addRow(r *datasets.Result) {
	if tv := (ToolVersion{r.Tool, r.ToolVersion}); !slices.Contains(o.Tools, tv) {
		o.Tools = append(o.Tools, tv)
	}
	if r.Engine != "" && !slices.Contains(o.Engines, r.Engine) {
		o.Engines = append(o.Engines, r.Engine)
	}
	span := func(lo, hi *int64, v int64) {
		if v <= 0 {
			return
		}
		if *lo == 0 || v < *lo {
			*lo = v
		}
		*hi = max(*hi, v)
	}
	span(&o.MinIODepth, &o.MaxIODepth, r.IODepth)
	span(&o.MinNumJobs, &o.MaxNumJobs, r.NumJobs)
	if !math.IsNaN(r.RuntimeS) {
		if math.IsNaN(o.MinRuntimeS) || r.RuntimeS < o.MinRuntimeS {
			o.MinRuntimeS = r.RuntimeS
		}
		if math.IsNaN(o.MaxRuntimeS) || r.RuntimeS > o.MaxRuntimeS {
			o.MaxRuntimeS = r.RuntimeS
		}
	}
	switch {
	case !r.Direct.Known():
	case o.DirectMixed:
	case !o.Direct.Known():
		o.Direct = r.Direct
	case o.Direct != r.Direct:
		o.Direct, o.DirectMixed = datasets.Unknown, true
	}
	o.Passes = max(o.Passes, r.AggregationN)
	o.Repeats = max(o.Repeats, r.Repetition)
	if r.StartUnixS > 0 && (o.StartUnixS == 0 || r.StartUnixS < o.StartUnixS) {
		o.StartUnixS = r.StartUnixS
	}
	if r.Session != "" && !slices.Contains(o.Sessions, r.Session) {
		o.Sessions = append(o.Sessions, r.Session)
	}
}

// mergeSetups is the facts of several sources of one system: each text
// fact's values joined by "; ", in order, each number where they agree.
func mergeSetups(setups []datasets.Setup) datasets.Setup {
	var out datasets.Setup
	if len(setups) == 0 {
		return out
	}
	o := reflect.ValueOf(&out).Elem()
	for f := range o.NumField() {
		var texts []string
		var values []reflect.Value
		for _, s := range setups {
			v := reflect.ValueOf(s).Field(f)
			if v.IsZero() {
				continue
			}
			if v.Kind() == reflect.String {
				if !slices.Contains(texts, v.String()) {
					texts = append(texts, v.String())
				}
				continue
			}
			if !slices.ContainsFunc(values, func(w reflect.Value) bool { return w.Equal(v) }) {
				values = append(values, v)
			}
		}
		switch {
		case len(texts) > 0:
			o.Field(f).SetString(strings.Join(texts, "; "))
		case len(values) == 1:
			o.Field(f).Set(values[0])
		}
	}
	return out
}

// The facts MismatchedSetups names.
const (
	SetupTool      = "tool"      // tools or their versions differ
	SetupTestSize  = "test_size" // test file sizes differ
	SetupOS        = "os"        // operating systems differ
	SetupFill      = "fill"      // the tested volumes' fill levels differ by FillSpreadPct or more
	SetupDirect    = "direct"    // direct against buffered I/O
	SetupShortRuns = "short_run" // a system measured once, briefly, without repeats
	SetupSession   = "session"   // measured in different sessions of one source (datasets.Result.Session)
)

// FillSpreadPct is the spread of fill levels, in points, from which
// compared drives are said to be filled differently: a drive's speed
// can fall as it fills (a smaller SLC cache, less room to gather
// writes), and 72% against 96% full is not the same test.
const FillSpreadPct = 10

// ShortRunS is the measured time below which a single pass without
// repeats is a short run: its figure is one sample of a noisy process,
// and a difference between two such figures may be noise alone.
const ShortRunS = 10

// MismatchedSetups: the systems compared were not measured alike, and
// part of a difference between them may be the setup's. Differences
// lists each fact that differs with the systems it concerns; Setups
// holds every compared system's values.
type MismatchedSetups struct {
	Differences []SetupDifference
	Setups      []SystemSetup
}

// SetupDifference is one fact that differs between compared systems:
// the systems whose values differ (for short runs, the systems measured
// so), in the order compared.
type SetupDifference struct {
	Fact    string
	Systems []string
}

func (w *MismatchedSetups) Error() string {
	var parts []string
	for _, d := range w.Differences {
		parts = append(parts, fmt.Sprintf("%s (%s)", d.Fact, strings.Join(d.Systems, ", ")))
	}
	return "the systems were not measured alike: " + strings.Join(parts, "; ")
}

// Setup is the setup of one system of the warning's, and whether it is
// one of them.
func (w *MismatchedSetups) Setup(system string) (SystemSetup, bool) {
	for _, s := range w.Setups {
		if s.System == system {
			return s, true
		}
	}
	return SystemSetup{}, false
}

// CompareSetups says where compared systems were not measured alike: in
// tool or tool version, test size, operating system, fill level (a
// spread of FillSpreadPct or more), direct against buffered I/O, the
// measuring session of a source that gathers several; and
// which were single short runs (one pass shorter than ShortRunS, no
// repeats). A fact a system does not record is not compared. It is nil
// where nothing differs.
func CompareSetups(setups []SystemSetup) *MismatchedSetups {
	if len(setups) < 2 {
		return nil
	}
	w := &MismatchedSetups{Setups: setups}
	differ := func(fact string, known func(SystemSetup) bool, key func(SystemSetup) string) {
		var systems, keys []string
		for _, s := range setups {
			if known(s) {
				systems = append(systems, s.System)
				if k := key(s); !slices.Contains(keys, k) {
					keys = append(keys, k)
				}
			}
		}
		if len(keys) > 1 {
			w.Differences = append(w.Differences, SetupDifference{Fact: fact, Systems: systems})
		}
	}
	differ(SetupTool, func(s SystemSetup) bool { return len(s.Tools) > 0 }, func(s SystemSetup) string { return fmt.Sprint(s.Tools) })
	differ(SetupTestSize, func(s SystemSetup) bool { return s.Setup.TestSizeBytes > 0 }, func(s SystemSetup) string { return fmt.Sprint(s.Setup.TestSizeBytes) })
	differ(SetupOS, func(s SystemSetup) bool { return s.Setup.OS != "" }, func(s SystemSetup) string { return s.Setup.OS })
	differ(SetupDirect, func(s SystemSetup) bool { return s.Direct.Known() }, func(s SystemSetup) string { return s.Direct.String() })
	differ(SetupSession, func(s SystemSetup) bool { return len(s.Sessions) > 0 }, func(s SystemSetup) string { return strings.Join(s.Sessions, "\x00") })
	var filled []string
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, s := range setups {
		if p := s.Setup.FillPct; p > 0 {
			filled = append(filled, s.System)
			lo, hi = min(lo, p), max(hi, p)
		}
	}
	if len(filled) > 1 && hi-lo >= FillSpreadPct {
		w.Differences = append(w.Differences, SetupDifference{Fact: SetupFill, Systems: filled})
	}
	var short []string
	for _, s := range setups {
		if s.Short() {
			short = append(short, s.System)
		}
	}
	if len(short) > 0 {
		w.Differences = append(w.Differences, SetupDifference{Fact: SetupShortRuns, Systems: short})
	}
	if len(w.Differences) == 0 {
		return nil
	}
	return w
}

// Short reports whether the system was measured in single short runs:
// one pass, of less than ShortRunS, and no cell repeated.
func (s SystemSetup) Short() bool {
	return s.Passes <= 1 && s.Repeats <= 1 && s.MaxRuntimeS > 0 && s.MaxRuntimeS < ShortRunS
}
