package article_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/article"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/words"
)

func read(t *testing.T, inputs ...string) *datasets.Dataset {
	t.Helper()
	ds, errs := ingest.Read(context.Background(), inputs, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return ds
}

var (
	sweepData      = []string{"../analyze/testdata/sweep-iopress/tmpfs", "../analyze/testdata/sweep-iopress/disk"}
	comparisonData = []string{"../datasets/reference/article1/published.csv"}
	cdmData        = []string{"../ingest/cdm/testdata/samples/crystaldiskmark"}
	repeatedData   = []string{"../render/testdata/repeats/psync", "../render/testdata/repeats/io_uring"}
)

// TestDetect: each kind of data makes its kind of article.
func TestDetect(t *testing.T) {
	for want, inputs := range map[article.Kind][]string{article.Sweep: sweepData, article.Comparison: comparisonData, article.CDM: cdmData} {
		if got := article.Detect(read(t, inputs...)); got != want {
			t.Errorf("%v: %s, want %s", inputs, got, want)
		}
	}
}

// TestSweepRefusesWhatItCannotUse: a sweep judges no ties, tests no runs
// and computes no CPU figures, so it refuses each of those settings,
// naming it, rather than ignoring it; given none of them it is made.
func TestSweepRefusesWhatItCannotUse(t *testing.T) {
	ds := read(t, sweepData...)
	for setting, opts := range map[string]analyze.Options{
		"TiePct": {TiePct: 3}, "Alpha": {Alpha: 0.01}, "Test": {Test: analyze.TestWelch}, "Cores": {Cores: 8},
	} {
		_, kind, err := article.Make(ds, article.Settings{Analysis: opts})
		var se *article.SettingError
		if !errors.As(err, &se) || se.Setting != setting || se.Kind != article.Sweep || kind != article.Sweep {
			t.Errorf("%s: err %v, kind %s: want a sweep refusing %s", setting, err, kind, setting)
		}
	}
	art, kind, err := article.Make(ds, article.Settings{Analysis: analyze.Options{Baseline: "disk"}, Title: "T"})
	if err != nil || kind != article.Sweep || art.Title != "T" {
		t.Errorf("a sweep with a baseline and a title: %v, %s", err, kind)
	}
}

// TestComparisonsHonourTheSettings: a comparison and a CrystalDiskMark
// review say the tie threshold they were given, and a comparison of
// repeated runs the significance level and test.
func TestComparisonsHonourTheSettings(t *testing.T) {
	for _, tc := range []struct {
		inputs []string
		kind   article.Kind
		opts   analyze.Options
		want   []string
	}{
		{cdmData, article.CDM, analyze.Options{TiePct: 4}, []string{"by more than 4.0%"}},
		{comparisonData, article.Comparison, analyze.Options{TiePct: 4}, []string{"by more than 4.0%"}},
		{repeatedData, article.Comparison, analyze.Options{Alpha: 0.01, Test: analyze.TestWelch}, []string{"alpha 0.01", "Welch's t-test"}},
	} {
		art, kind, err := article.Make(read(t, tc.inputs...), article.Settings{Analysis: tc.opts})
		if err != nil || kind != tc.kind {
			t.Fatalf("%v: %v, a %s article", tc.inputs, err, kind)
		}
		text := strings.Join(append(art.Findings, art.Notes...), "\n")
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%v with %+v: the article does not say %q:\n%s", tc.inputs, tc.opts, w, text)
			}
		}
	}
}

// TestSettingsNoAnalysisMeans: an option no analysis means is refused by
// every kind before anything is made.
func TestSettingsNoAnalysisMeans(t *testing.T) {
	_, _, err := article.Make(read(t, comparisonData...), article.Settings{Analysis: analyze.Options{Alpha: 2}})
	var oe *analyze.OptionError
	if !errors.As(err, &oe) || oe.Field != "Alpha" {
		t.Errorf("err = %v, want an OptionError of Alpha", err)
	}
}

// TestEveryKindIsWrittenInTheLanguage: each kind of article takes the
// language of the settings: its article is in it, and its lead (the
// words of every kind) reads otherwise than in English.
func TestEveryKindIsWrittenInTheLanguage(t *testing.T) {
	for _, inputs := range [][]string{comparisonData, sweepData, cdmData} {
		ds := read(t, inputs...)
		english, kind, err := article.Make(ds, article.Settings{})
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range words.Langs[1:] {
			art, _, err := article.Make(ds, article.Settings{Lang: l})
			if err != nil {
				t.Fatalf("a %s article in %s: %v", kind, l, err)
			}
			if art.Lang != l || art.Lead == "" || art.Lead == english.Lead {
				t.Errorf("a %s article in %s: written in %s, lead %q (English %q)", kind, l, art.Lang, art.Lead, english.Lead)
			}
		}
	}
}
