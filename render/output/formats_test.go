package output_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/output"
)

// smallArticle is the article of two systems over two workloads and three
// metrics: two tables and three charts, quick to write in every format.
func smallArticle(t *testing.T) *render.Article {
	t.Helper()
	ds := rendertest.CSV(t, "system,pattern,direction,bs,iops,lat_avg_ms,bw_mbps\n"+
		"alpha,random,read,4K,1000,0.5,3.9\nbeta,random,read,4K,2500,0.2,9.8\n"+
		"alpha,sequential,write,128K,300,2,37.5\nbeta,sequential,write,128K,650,1,81.25\n")
	art, err := render.Build(ds, rendertest.Compare(t, ds, analyze.Options{}), render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return art
}

// filesIn lists the names in dir but the manifest.
func filesIn(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), ".") {
			names = append(names, e.Name())
		}
	}
	return names
}

// TestWriteDirWritesTheFormatsAsked: each set of formats writes exactly
// its files, the documents first and then each table's and chart's in
// article order, and no format given writes today's three.
func TestWriteDirWritesTheFormatsAsked(t *testing.T) {
	art := smallArticle(t)
	var tables, charts []string
	for _, tb := range art.Tables {
		tables = append(tables, tb.Name)
	}
	for _, ch := range art.Charts {
		charts = append(charts, ch.Name)
	}
	with := func(ext string, stems ...[]string) []string {
		var out []string
		for _, s := range slices.Concat(stems...) {
			out = append(out, s+"."+ext)
		}
		return out
	}
	for _, tc := range []struct {
		name    string
		formats []output.Format
		want    []string
	}{
		{"default", nil, slices.Concat([]string{"article.pdf", "article.html"}, with("png", tables, charts))},
		{"pdf", []output.Format{output.PDF}, []string{"article.pdf"}},
		{"png and html, in any order", []output.Format{output.PNG, output.HTML}, slices.Concat([]string{"article.html"}, with("png", tables, charts))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			out, err := output.WriteDir(dir, art, tc.formats...)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range out.Paths {
				got = append(got, filepath.Base(p))
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("paths %v, want %v", got, tc.want)
			}
			on := filesIn(t, dir)
			want := slices.Sorted(slices.Values(tc.want))
			if !slices.Equal(on, want) {
				t.Errorf("folder holds %v, want %v", on, want)
			}
		})
	}
}

// TestWriteDirRefusesFormatsItDoesNotWrite: a format iopress does not
// write is an error naming it, and nothing is written.
func TestWriteDirRefusesFormatsItDoesNotWrite(t *testing.T) {
	art := smallArticle(t)
	for _, f := range []output.Format{"docx", "MD"} {
		dir := filepath.Join(t.TempDir(), "out")
		_, err := output.WriteDir(dir, art, output.PDF, f)
		if err == nil || !strings.Contains(err.Error(), string(f)) {
			t.Errorf("format %q: err %v, want one naming it", f, err)
		}
		if _, err := os.Stat(dir); err == nil {
			t.Errorf("format %q: the folder was made", f)
		}
	}
}

func TestParseFormats(t *testing.T) {
	for _, tc := range []struct {
		in      string
		want    []output.Format
		wantErr string
	}{
		{"pdf", []output.Format{output.PDF}, ""},
		{"png, PDF,png", []output.Format{output.PNG, output.PDF}, ""},
		{"pdf,,png", nil, "empty format"},
		{"pdf,docx", nil, `no format "docx"`},
		{"md,fragment", []output.Format{output.Markdown, output.Fragment}, ""},
	} {
		got, err := output.ParseFormats(tc.in)
		switch {
		case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
			t.Errorf("%q: err %v, want %q", tc.in, err, tc.wantErr)
		case tc.wantErr == "" && (err != nil || !slices.Equal(got, tc.want)):
			t.Errorf("%q: %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
}
