package ingest

import (
	"path"
	"path/filepath"
	"strings"

	"github.com/iopress/iopress/datasets"
)

// linker gives the samples of fio's logs (JOB_bw.N.log and the like)
// and the bins of its histogram logs (JOB_clat_hist.N.log), sources of
// their own, the result_id of the result they belong to: the only result
// of the same folder (of the disk, or of an archive) with the same job
// name, instance and direction, which is where fio writes a job's logs
// beside its output. Files arrive in path order, so a folder's files, its
// subfolders' included, come together: a sample or bin whose result has
// not come yet is held until the stream leaves its folder, and written
// then, linked or, when its folder held no such result, or more than one,
// with a null result_id. Only the rows waiting for a result are held, and
// only while their folder is read.
type linker struct {
	open []*linkFolder // the folders enclosing the current file, outermost first
}

type linkFolder struct {
	name     string
	ix       datasets.SampleIndex
	held     []datasets.Sample
	heldBins []datasets.LatencyBin
}

// folderOf names the folder a file or archive member is in: members of an
// archive are in folders of the archive, "ARCHIVE!DIR" ("ARCHIVE!" for its
// root).
func folderOf(t task) string {
	if t.member == "" {
		return filepath.Dir(t.path)
	}
	dir := path.Dir(t.member)
	if dir == "." {
		dir = ""
	}
	return t.path + "!" + dir
}

// encloses reports whether folder outer is, or is above, folder inner.
func encloses(outer, inner string) bool {
	switch {
	case outer == inner:
		return true
	case strings.HasSuffix(outer, "!"): // an archive's root
		return strings.HasPrefix(inner, outer)
	case outer == ".":
		return !filepath.IsAbs(inner)
	}
	return strings.HasPrefix(inner, outer+string(filepath.Separator)) || strings.HasPrefix(inner, outer+"/") ||
		strings.HasPrefix(inner, outer+"!") // an archive in the folder
}

// file takes a parsed file's tables: it indexes its results, links its
// samples and bins that have no result_id (holding back those it cannot
// link yet) and returns the rows of the folders the stream has left, to be
// written (nil when there are none).
func (l *linker) file(t task, ds *datasets.Dataset) *datasets.Dataset {
	folder := folderOf(t)
	released := l.leave(folder)
	if len(ds.Results) == 0 && len(ds.Series) == 0 && len(ds.Histogram) == 0 {
		return released
	}
	if n := len(l.open); n == 0 || l.open[n-1].name != folder {
		l.open = append(l.open, &linkFolder{name: folder, ix: datasets.SampleIndex{}})
	}
	top := l.open[len(l.open)-1]
	for i := range ds.Results {
		top.ix.Add("", &ds.Results[i])
	}
	kept := ds.Series[:0]
	for _, s := range ds.Series {
		if s.ResultID == "" {
			if s.ResultID = top.ix.Find("", &s); s.ResultID == "" {
				top.held = append(top.held, s)
				continue
			}
		}
		kept = append(kept, s)
	}
	ds.Series = kept
	keptBins := ds.Histogram[:0]
	for _, b := range ds.Histogram {
		if b.ResultID == "" {
			if b.ResultID = top.ix.FindBin("", &b); b.ResultID == "" {
				top.heldBins = append(top.heldBins, b)
				continue
			}
		}
		keptBins = append(keptBins, b)
	}
	ds.Histogram = keptBins
	return released
}

// leave closes the open folders that do not enclose folder (all of them
// when folder is ""), returning their held samples and bins, linked where
// a result came meanwhile (nil when there are none).
func (l *linker) leave(folder string) *datasets.Dataset {
	var out *datasets.Dataset
	for n := len(l.open); n > 0 && (folder == "" || !encloses(l.open[n-1].name, folder)); n-- {
		f := l.open[n-1]
		for i := range f.held {
			f.held[i].ResultID = f.ix.Find("", &f.held[i])
		}
		for i := range f.heldBins {
			f.heldBins[i].ResultID = f.ix.FindBin("", &f.heldBins[i])
		}
		if len(f.held) > 0 || len(f.heldBins) > 0 {
			if out == nil {
				out = &datasets.Dataset{}
			}
			out.Series = append(out.Series, f.held...)
			out.Histogram = append(out.Histogram, f.heldBins...)
		}
		l.open = l.open[:n-1]
	}
	return out
}
