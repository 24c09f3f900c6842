// Package article makes articles from datasets: it picks the kind of
// article the data calls for, analyses the data as that kind needs, and
// builds the article render writes. One Settings value holds everything
// that shapes an article, once; every kind honours each setting, or
// refuses it with a *SettingError that names it.
package article

import (
	"fmt"
	"github.com/iopress/iopress/internal/prose"
	"github.com/iopress/iopress/render/theme"
	"slices"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/words"
)

// Kind is a kind of article.
type Kind string

const (
	Auto       Kind = "auto"       // the kind the data calls for (Detect)
	Comparison Kind = "comparison" // systems side by side, workload by workload
	Sweep      Kind = "sweep"      // curves over queue depth, with knees and caps
	CDM        Kind = "cdm"        // a CrystalDiskMark review
)

// Kinds are the kinds of article, Auto first.
var Kinds = []Kind{Auto, Comparison, Sweep, CDM}

// Settings are what shapes an article.
type Settings struct {
	Kind  Kind   // "" is Auto
	Title string // "" makes one from the systems
	// Analysis holds the analysis's options: the baseline, the tie
	// threshold, the significance level and test, the core count. Their
	// zero values take the defaults (and are not refused by kinds that do
	// not use them); Cores 0 takes the count from iopress run's host
	// inventory where the data has one.
	Analysis analyze.Options
	// Limits are the device's rated maxima and the link before it.
	Limits analyze.Limits
	// Lang is the language the article is written in, words and numbers;
	// the zero Lang is English. Every kind is written in every language.
	Lang words.Lang
	// Template is the editor's article the kind's parts and figures are
	// placed in; nil is iopress's own (render.DefaultTemplate).
	Template *render.Template
	// Theme is the article's look (theme.Load); nil is the default.
	Theme *theme.Theme
}

// SettingError is a setting an article of a kind cannot honour.
type SettingError struct {
	Kind    Kind
	Setting string // the analyze.Options field: "TiePct", "Alpha", "Test", "Cores"
	Why     string
}

func (e *SettingError) Error() string {
	return fmt.Sprintf("a %s article cannot take %s: %s", e.Kind, e.Setting, e.Why)
}

// Make analyses ds and builds its article: of the kind the settings name,
// or the one the data calls for. It returns the kind made.
func Make(ds *datasets.Dataset, s Settings) (*render.Article, Kind, error) {
	kind := s.Kind
	if kind == "" || kind == Auto {
		kind = Detect(ds)
	}
	if err := s.check(kind); err != nil {
		return nil, kind, err
	}
	var art *render.Article
	var err error
	switch kind {
	case Sweep:
		art, err = makeSweep(ds, s)
	case Comparison, CDM:
		art, err = makeComparison(ds, s, kind)
	default:
		names := make([]string, len(Kinds))
		for i, k := range Kinds {
			names[i] = string(k)
		}
		return nil, kind, fmt.Errorf("article kind %q: want %s", kind, prose.Or(names))
	}
	if art != nil {
		art.Date = render.DataDate(ds)
	}
	return art, kind, err
}

// check refuses what a kind of article cannot honour, and settings no
// analysis means.
func (s Settings) check(kind Kind) error {
	if err := s.Analysis.Validate(); err != nil {
		return err
	}
	if kind != Sweep {
		return nil
	}
	// A sweep compares curves of one system over queue depth: it judges
	// no ties between systems, tests no repeated runs and computes no CPU
	// figures, so these settings would be silently ignored.
	o := s.Analysis
	for _, unused := range []struct {
		setting string
		given   bool
		why     string
	}{
		{"TiePct", o.TiePct != 0, "a sweep follows each configuration's curve over queue depth and judges no ties between figures"},
		{"Alpha", o.Alpha != 0, "a sweep tests no repeated runs for significance"},
		{"Test", o.Test != "", "a sweep tests no repeated runs for significance"},
		{"Cores", o.Cores != 0, "a sweep computes no CPU figures per core"},
		{"Limits.Systems", len(s.Limits.Systems) > 0, "a sweep judges every configuration against one link and one rating, given for every system"},
	} {
		if unused.given {
			return &SettingError{Kind: kind, Setting: unused.setting, Why: unused.why}
		}
	}
	return nil
}

func makeSweep(ds *datasets.Dataset, s Settings) (*render.Article, error) {
	sw, err := analyze.AnalyzeSweep(ds.Results, analyze.SweepOptions{Baseline: s.Analysis.Baseline,
		RatedBytesPerS: s.Limits.RatedBytesPerS, RatedIOPS: s.Limits.RatedIOPS, Link: s.Limits.Link, LinkMargin: s.Limits.LinkMargin,
		Targets: analyze.TargetsOf(ds)})
	if err != nil {
		return nil, err
	}
	if w := analyze.CompareSetups(analyze.Setups(ds, sweepSystems(sw))); w != nil {
		sw.Warnings = append(sw.Warnings, w)
	}
	return render.BuildSweep(ds, sw, s.renderOptions())
}

// renderOptions are the settings every kind's writing takes, built once:
// a comparison adds what its analysis flags.
func (s Settings) renderOptions() render.Options {
	return render.Options{Title: s.Title, Link: s.Limits.Link.Name, Limits: s.Limits, Lang: s.Lang, Template: s.Template, Theme: s.Theme}
}

// sweepSystems are the configurations a sweep has curves of, in order.
func sweepSystems(sw *analyze.Sweep) []string {
	var out []string
	for _, c := range sw.Curves {
		if !slices.Contains(out, c.System) {
			out = append(out, c.System)
		}
	}
	return out
}

func makeComparison(ds *datasets.Dataset, s Settings, kind Kind) (*render.Article, error) {
	opts := s.Analysis
	if opts.Cores == 0 {
		opts.Cores = datasets.InventoryCores(ds.Sources)
	}
	if opts.Drives == 0 {
		opts.Drives = analyze.DrivesInSetup(ds.Sources)
	}
	a, err := analyze.Compare(ds.Results, opts)
	if err != nil {
		return nil, err
	}
	if w := analyze.CompareSetups(analyze.Setups(ds, a.Systems)); w != nil {
		a.Warnings = append(a.Warnings, w)
	}
	if err := s.Limits.Check(a.Systems); err != nil {
		return nil, err
	}
	ropts := s.renderOptions()
	ropts.Flags = a.FlagLimits(s.Limits)
	if kind == CDM {
		return render.BuildCDM(ds, a, ropts)
	}
	return render.Build(ds, a, ropts)
}

// Detect picks the article for the data: a CrystalDiskMark review when
// every result comes from CrystalDiskMark or KDiskMark, a sweep when some
// system was measured in one workload at three queue depths or more, else
// a comparison.
func Detect(ds *datasets.Dataset) Kind {
	cdm := len(ds.Results) > 0
	for _, r := range ds.Results {
		cdm = cdm && (r.Tool == datasets.ToolCrystalDiskMark || r.Tool == datasets.ToolKDiskMark)
	}
	if cdm {
		return CDM
	}
	type key struct {
		system, pattern, direction string
		bs, jobs                   int64
	}
	depths := map[key]map[int64]bool{}
	for _, r := range ds.Results {
		if r.IODepth <= 0 {
			continue
		}
		k := key{r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.NumJobs}
		if depths[k] == nil {
			depths[k] = map[int64]bool{}
		}
		depths[k][r.IODepth] = true
		if len(depths[k]) >= 3 {
			return Sweep
		}
	}
	return Comparison
}
