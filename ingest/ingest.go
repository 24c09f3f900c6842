// Package ingest reads results that other tools already wrote into the
// tables of package datasets. It detects each file's format by its content,
// one parser package per format (ingest/fio, ingest/published), and reads
// single files, folders, dataset folders and archives (.tar, .tar.gz/.tgz,
// .tar.zst, .zip, nested), streaming archives without extracting them.
//
// A batch never loses the good files because of a bad one: every failure
// becomes a row of the errors table and an error value, and the rest is
// read. Parsing runs on every core; the output order is the input order
// whatever the parallelism.
package ingest

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"syscall"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/bonnie"
	"github.com/iopress/iopress/ingest/cdm"
	"github.com/iopress/iopress/ingest/diskspd"
	"github.com/iopress/iopress/ingest/elbencho"
	"github.com/iopress/iopress/ingest/fio"
	"github.com/iopress/iopress/ingest/iometer"
	"github.com/iopress/iopress/ingest/iozone"
	"github.com/iopress/iopress/ingest/pts"
	"github.com/iopress/iopress/ingest/published"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/ingest/sysbench"
	"github.com/iopress/iopress/ingest/vdbench"
)

// ErrUnrecognized is returned for a file no parser recognises.
var ErrUnrecognized = errors.New("unrecognized format")

// ErrNotRegular is wrapped by the error of an input, or of an entry of a
// folder, that is neither a regular file nor a folder (a named pipe, a
// socket, a device): it is not opened, so that a pipe without a writer
// does not hang the batch and one with a writer is not drained.
var ErrNotRegular = errors.New("not a regular file, so not read")

// ErrBrokenLink is wrapped by the error of a symbolic link that leads to
// nothing: to a path that does not exist, or round a loop of links.
var ErrBrokenLink = errors.New("broken symbolic link")

// parsers are the formats ingest reads, in the order detection tries them:
// each format's package declares its syntax.Parser (its names, what it
// reads, its parse), and a new format is its package and a line here.
var parsers = []*syntax.Parser{
	&fio.Parser,
	&cdm.Parser,
	&diskspd.Parser,
	&iometer.Parser,
	&pts.Parser,
	&published.Parser,
	&elbencho.Parser,
	&iozone.Parser,
	&sysbench.Parser,
	&bonnie.Parser,
	&vdbench.Parser,
}

// A Format is what one of ingest's parsers reads, for help texts: its
// name, the tools whose output it is, and which of their outputs.
type Format struct {
	Name  string   // "cdm-text", as the sources table's format column starts
	Tools []string // "CrystalDiskMark", "KDiskMark"
	What  string   // "text exports"
}

// Formats lists what ingest reads, in the order it tries the formats.
func Formats() []Format {
	out := make([]Format, len(parsers))
	for i, p := range parsers {
		out[i] = Format{Name: p.Name, Tools: slices.Clone(p.Tools), What: p.Reads}
	}
	return out
}

// Tools lists the tools whose output ingest reads, in the order it tries
// their formats.
func Tools() []string {
	var out []string
	for _, p := range parsers {
		out = append(out, p.Tools...)
	}
	return out
}

// Bytes parses the content of one file, trying each format in turn, and
// stamps every row and the source with the content's sha256. Text in any
// encoding syntax.Text reads is taken, by every format: it is decoded once,
// here, before the formats are tried.
func Bytes(data []byte, name string) (*datasets.Dataset, error) {
	sum := sha256.Sum256(data)
	id := hex.EncodeToString(sum[:])
	text, err := syntax.Text(data)
	if err != nil {
		return nil, &syntax.Error{File: name, Err: err}
	}
	var ds *datasets.Dataset
	switch {
	case fio.IsEmptyLog(text, name):
		ds = &datasets.Dataset{Sources: []datasets.Source{{Path: name, Tool: datasets.ToolFio, Format: fio.Format + "-log"}}}
	case len(bytes.TrimSpace(text)) == 0:
		return nil, &syntax.Error{File: name, Msg: blankFile(data, text)}
	default:
		var tried []string
		for _, p := range parsers {
			got, err := p.ParseBytes(text, name)
			if errors.Is(err, p.ErrUnrecognized) {
				tried = append(tried, p.Name)
				continue
			}
			if err != nil {
				return nil, err
			}
			ds = got
			break
		}
		if ds == nil {
			return nil, fmt.Errorf("%s: %w (tried %s)", name, ErrUnrecognized, strings.Join(tried, ", "))
		}
	}
	for i := range ds.Results {
		ds.Results[i].SourceID = id
		ds.Results[i].SourcePath = name
	}
	for i := range ds.Histogram {
		ds.Histogram[i].SourceID = id
	}
	for i := range ds.Series {
		ds.Series[i].SourceID = id
	}
	for i := range ds.Sources {
		ds.Sources[i].ID = id
		ds.Sources[i].SizeBytes = int64(len(data))
	}
	datasets.AssignResultIDs(ds)
	return ds, nil
}

// blankFile says what a file of no text but white space holds.
func blankFile(data, text []byte) string {
	switch {
	case len(data) == 0:
		return "empty file"
	case len(text) == 0:
		return "no text: a byte-order mark and nothing else"
	}
	return fmt.Sprintf("no data: %d bytes of white space (spaces, tabs, line ends) and nothing else", len(data))
}

// File reads and parses one plain file.
func File(path string) (*datasets.Dataset, error) {
	if _, err := statInput(path); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := readLimited(f, DefaultLimits.FileBytes)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return Bytes(data, path)
}

// Options steer a batch.
type Options struct {
	Jobs     int            // files parsed at once; 0 means one per core
	Limits   Limits         // zero means DefaultLimits
	Labels   *Template      // labels from paths, or nil
	JobNames *Template      // labels from job names ("{system}-qd{iodepth}"), or nil
	Shard    Shard          // the share of the files to read; zero for all
	Progress func(Progress) // called as input is read, one call at a time, never after Stream returns; or nil
	// AllowIncomplete reads a folder of shards that lacks some of its
	// shards, telling Warn which; without it, such a folder is a problem
	// and none of its shards is read (see CheckShards).
	AllowIncomplete bool
	// Warn is told what is read though not as it should be, in a
	// sentence; or nil.
	Warn func(string)
	// Known are the ids of sources taken already (those of a dataset
	// appended to): a file of the same bytes is skipped, as a second copy
	// within the batch is.
	Known []string
}

// Progress is how far a batch has come.
type Progress struct {
	Files      int   // files and members parsed
	Failed     int   // of which failed
	Bytes      int64 // input bytes read from disk
	TotalBytes int64 // input bytes in all, when known
}

// Paths reads inputs with the default options.
func Paths(paths []string) (*datasets.Dataset, []error) {
	return Read(context.Background(), paths, Options{})
}

// task is one file or archive member to parse.
type task struct {
	path   string // file, or the archive holding the member
	member string // member path inside the archive, "" for a plain file
	data   []byte
	ds     *datasets.Dataset // a dataset folder, read already
	err    error
	// read asks the worker to read the file itself (size bytes): reading,
	// like parsing, then runs on every core.
	read bool
	size int64
	// outside marks a file that is not the shard's: the worker reads
	// only enough of it to see whether it is an archive, whose members
	// may be.
	outside bool
}

// group is consecutive tasks, numbered in input order, handed to a worker
// at once: a channel round trip and a wake-up per group rather than per
// file, which for thousands of small files was a good part of their cost.
type group struct {
	index int
	tasks []task
	outs  []outcome
}

// A group closes at groupFiles files or groupBytes bytes, whichever comes
// first: enough to spread the hand-off cost, small enough that every core
// gets work, and that the files in flight stay a few megabytes.
const (
	groupFiles = 64
	groupBytes = 1 << 20
)

type outcome struct {
	ds  *datasets.Dataset
	err error
	t   task
	// members are the outcomes of the files of an archive the worker
	// read whole, in archive order.
	members []outcome
}

// Read reads every input: a dataset folder as it is, a folder by the files
// below it (lexical order, symbolic links to folders followed, each folder
// read once, so no loop), an archive by its members, a file by its
// content. It returns what
// parsed, merged in input order, with the failures in its errors table, and
// one error per failure; the same source bytes are taken once.
func Read(ctx context.Context, inputs []string, opts Options) (*datasets.Dataset, []error) {
	out := &datasets.Dataset{}
	errs := Stream(ctx, inputs, opts, func(ds *datasets.Dataset) error {
		out.Append(ds)
		return nil
	})
	return out, errs
}

// Stream reads inputs as Read does but hands the tables of each file to
// sink as soon as the files before it are done, in input order, so a batch
// of any size runs in memory bounded by a window of files in flight. A sink
// error stops the batch. So does the end of ctx, at once, even while a
// large file is being parsed (its parse goes on in the background, and is
// dropped) and inside an archive (its decompression and its member loop
// stop): the files and members handed to sink before are kept, nothing
// after, and the errors end with one wrapping ctx's error.
func Stream(ctx context.Context, inputs []string, opts Options, sink func(*datasets.Dataset) error) []error {
	if opts.Limits == (Limits{}) {
		opts.Limits = DefaultLimits
	}
	jobs := opts.Jobs
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	files, total, errs := expand(inputs)
	files, errs = checkShardFolders(files, errs, opts)

	var mu sync.Mutex
	prog := Progress{TotalBytes: total}
	// A worker may still be parsing when Stream returns (on the end of
	// ctx): Progress is called under mu, and not once Stream has returned.
	returned := false
	defer func() { mu.Lock(); returned = true; mu.Unlock() }()
	report := func(bytesRead int64, parsed, failed int) {
		if opts.Progress == nil {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		if returned {
			return
		}
		prog.Bytes += bytesRead
		prog.Files += parsed
		prog.Failed += failed
		opts.Progress(prog)
	}

	// window bounds the groups read but not yet handed to sink.
	window := make(chan struct{}, 4*jobs)
	groups := make(chan group, jobs)
	results := make(chan group, jobs)
	var workers sync.WaitGroup
	for range jobs {
		workers.Add(1)
		go func() {
			defer workers.Done()
			for g := range groups {
				g.outs = make([]outcome, len(g.tasks))
				for i, t := range g.tasks {
					g.outs[i] = work(ctx, t, opts.Limits, opts.Shard, report)
				}
				g.tasks = nil
				select {
				case results <- g:
				case <-ctx.Done(): // Stream has returned, or is returning
					return
				}
			}
		}()
	}
	go func() {
		produce(ctx, files, opts.Limits, opts.Shard, window, groups, func(n int64) { report(n, 0, 0) })
		close(groups)
		workers.Wait()
		close(results)
	}()

	if len(errs) > 0 {
		ds := &datasets.Dataset{}
		for _, e := range errs {
			path := ""
			if se := (*ShardsError)(nil); errors.As(e, &se) {
				path = se.Dir
			}
			ds.Problems = append(ds.Problems, problemOf(e, path, ""))
		}
		if err := sink(ds); err != nil {
			cancel()
			errs = append(errs, err)
		}
	}
	seen := newSeenSet(seenMemKeys)
	defer seen.close()
	for _, id := range opts.Known {
		seen.add(id)
	}
	var link linker
	pending := map[int]group{}
	next := 0
	sinkFailed := false
	// The end of ctx stops the batch at once, though a worker may still be
	// parsing a large file (a parser does not look at ctx): what it makes
	// is dropped, as the files after it are.
collect:
	for {
		var g group
		select {
		case got, ok := <-results:
			if !ok {
				break collect
			}
			g = got
		case <-ctx.Done():
			break collect
		}
		pending[g.index] = g
		for {
			g, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			<-window
			for _, o := range g.outs {
				for _, one := range o.flatten() {
					if sinkFailed {
						break
					}
					ds, oneErrs := finish(one, opts, seen)
					errs = append(errs, oneErrs...)
					if left := link.file(one.t, ds); left != nil {
						ds.Series = append(ds.Series, left.Series...)
						ds.Histogram = append(ds.Histogram, left.Histogram...)
					}
					if err := sink(ds); err != nil {
						errs = append(errs, err)
						sinkFailed = true
						cancel()
					}
				}
			}
		}
	}
	if left := link.leave(""); left != nil && !sinkFailed {
		if err := sink(left); err != nil {
			errs = append(errs, err)
			sinkFailed = true
		}
	}
	if err := ctx.Err(); err != nil && !sinkFailed {
		errs = append(errs, fmt.Errorf("interrupted: %w", err))
	}
	return errs
}

// work reads (when asked) and parses one task. A file read here that turns
// out to be an archive is opened here too, its members of the shard parsed
// in order. Once ctx ends it parses nothing more, and the members of an
// archive parsed before are all its outcome holds.
func work(ctx context.Context, t task, lim Limits, shard Shard, report func(int64, int, int)) outcome {
	if ctx.Err() != nil {
		return outcome{t: t} // not read: nothing to keep, nothing wrong
	}
	if t.outside && !isArchive(t.path) {
		return outcome{t: t} // another shard's: nothing to keep
	}
	if t.read {
		data, err := readWhole(t.path, t.size, lim.FileBytes)
		report(int64(len(data)), 0, 0)
		if err != nil {
			report(0, 1, 1)
			return outcome{t: t, err: err}
		}
		head := data[:min(len(data), 512)]
		if kind := archiveKind(head); kind != "" {
			o := outcome{t: t, members: []outcome{}}
			err := eachMember(ctx, bytes.NewReader(data), kind, t.path, lim, func(mt task) bool {
				if shard.has(joinName(mt.path, mt.member)) {
					o.members = append(o.members, parse(mt, report))
				}
				return true
			})
			if err != nil && ctx.Err() == nil {
				o.members = append(o.members, outcome{t: task{path: t.path}, err: err})
			}
			return o
		}
		t.data = data
	}
	return parse(t, report)
}

// buffers recycles file buffers: parsers copy what they keep, so a file's
// bytes are free once it is parsed, and reusing them spares the zeroing and
// collecting of a fresh buffer per file.
var buffers sync.Pool

func getBuffer(size int64) []byte {
	if b, ok := buffers.Get().(*[]byte); ok && int64(cap(*b)) >= size {
		return (*b)[:size]
	}
	return make([]byte, size, max(size, 64<<10))
}

func putBuffer(b []byte) {
	if cap(b) <= 1<<20 { // keep small buffers only: big ones are rare
		b = b[:0]
		buffers.Put(&b)
	}
}

// parsing, when set (by tests), is called as a file's parsing starts.
var parsing func()

// parse turns a task's bytes into an outcome.
func parse(t task, report func(int64, int, int)) outcome {
	o := outcome{t: t, ds: t.ds, err: t.err}
	if o.ds == nil && o.err == nil {
		if parsing != nil {
			parsing()
		}
		o.ds, o.err = Bytes(t.data, joinName(t.path, t.member))
	}
	if t.read {
		putBuffer(t.data) // read by this worker, parsed, no longer referenced
	}
	o.t.data = nil // the bytes are not needed past parsing
	failed := 0
	if o.err != nil {
		failed = 1
	}
	report(0, 1, failed)
	return o
}

// readWhole reads a plain file of the given size, within the limit. It
// reads with plain system calls: an os.File would also try to register
// the file with the network poller and switch it to non-blocking and back,
// six system calls of pure overhead per file, which is a third of the cost
// of reading a folder of small fio outputs.
func readWhole(path string, size, limit int64) ([]byte, error) {
	if size > limit {
		return nil, fmt.Errorf("%s: %d MiB, more than the %d MiB limit per file: %w", path, size>>20, limit>>20, ErrTooLarge)
	}
	f, err := openRead(path)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	defer f.close()
	// One byte more than the listed size: a read that comes back short is
	// the end of the file, so a file that did not change takes one read.
	data := getBuffer(size + 1)
	n := 0
	for {
		if n == len(data) { // it grew since it was listed
			if int64(n) > limit {
				putBuffer(data)
				return nil, fmt.Errorf("%s: more than %d MiB: %w", path, limit>>20, ErrTooLarge)
			}
			grown := make([]byte, min(2*int64(n), limit+1))
			copy(grown, data)
			putBuffer(data)
			data = grown
		}
		m, err := f.read(data[n:])
		if err != nil {
			putBuffer(data)
			return nil, &fs.PathError{Op: "read", Path: path, Err: err}
		}
		if m == 0 {
			break
		}
		n += m
		if int64(n) == size && n < len(data) {
			break // the listed size, and a short read: a regular file's end
		}
	}
	return data[:n], nil
}

// flatten lists an outcome's files: the outcome itself, or the members of
// an archive (none when it was interrupted before its first), or nothing
// for a task interrupted before it was read.
func (o outcome) flatten() []outcome {
	switch {
	case o.members != nil:
		return o.members
	case o.ds == nil && o.err == nil:
		return nil
	}
	return []outcome{o}
}

// finish labels one parsed file and merges it into a dataset of its own,
// with its problems.
func finish(o outcome, opts Options, seen *seenSet) (*datasets.Dataset, []error) {
	var errs []error
	ds := &datasets.Dataset{}
	if o.err != nil {
		errs = append(errs, o.err)
		ds.Problems = append(ds.Problems, problemOf(o.err, o.t.path, o.t.member))
		return ds, errs
	}
	if opts.Labels != nil {
		if err := opts.Labels.apply(o.ds, o.t.path, o.t.member); err != nil {
			errs = append(errs, err)
			ds.Problems = append(ds.Problems, problemOf(err, o.t.path, o.t.member))
		}
	}
	if opts.JobNames != nil {
		if err := opts.JobNames.applyToJobNames(o.ds, joinName(o.t.path, o.t.member)); err != nil {
			errs = append(errs, err)
			ds.Problems = append(ds.Problems, problemOf(err, o.t.path, o.t.member))
		}
	}
	merge(ds, o.ds, o.t, seen)
	return ds, errs
}

// merge adds a parsed file's tables to out, stamping archive provenance,
// unless the same source bytes were taken already. A parsed file's slices
// are handed over, not copied.
func merge(out, ds *datasets.Dataset, t task, seen *seenSet) {
	for i := range ds.Problems {
		if t.member != "" {
			ds.Problems[i].SourcePath, ds.Problems[i].SourceMember = t.path, t.member
		}
	}
	out.Problems = append(out.Problems, ds.Problems...)
	fresh := map[string]bool{}
	for _, s := range ds.Sources {
		// A file of several systems has a sources row for each (their
		// setups differ), all with its id: they are taken together.
		if fresh[s.ID] || seen.add(s.ID) {
			fresh[s.ID] = true
			out.Sources = append(out.Sources, s)
		}
	}
	if len(ds.Sources) > 0 && len(fresh) == 0 {
		return // the same bytes again: nothing new
	}
	if t.member != "" {
		for i := range ds.Results {
			ds.Results[i].SourcePath, ds.Results[i].SourceMember = t.path, t.member
		}
	}
	keep := func(id string) bool { return fresh[id] || len(ds.Sources) == 0 }
	out.Results = appendKept(out.Results, ds.Results, func(r *datasets.Result) bool { return keep(r.SourceID) })
	out.Histogram = appendKept(out.Histogram, ds.Histogram, func(b *datasets.LatencyBin) bool { return keep(b.SourceID) })
	out.Series = appendKept(out.Series, ds.Series, func(s *datasets.Sample) bool { return keep(s.SourceID) })
}

// appendKept appends the rows keep accepts; when out is empty and every row
// is kept, rows itself is returned.
func appendKept[T any](out, rows []T, keep func(*T) bool) []T {
	all := true
	for i := range rows {
		if !keep(&rows[i]) {
			all = false
			break
		}
	}
	if all && len(out) == 0 {
		return rows
	}
	for i := range rows {
		if keep(&rows[i]) {
			out = append(out, rows[i])
		}
	}
	return out
}

// problemOf makes an errors-table row of an error.
func problemOf(err error, path, member string) datasets.Problem {
	p := datasets.Problem{SourcePath: path, SourceMember: member, Message: err.Error()}
	var se *syntax.Error
	if errors.As(err, &se) {
		p.Line, p.Place = int64(se.Line), se.Path
	}
	return p
}

// input is a plain file or a dataset folder to read.
type input struct {
	path    string
	dataset bool
	size    int64
	// found marks a dataset folder found in a folder given, rather than
	// given itself: one of a folder of shards is checked with the others
	// (checkShardFolders).
	found bool
}

// statInput stats an input, a symbolic link followed, and refuses what
// ingest does not read: the error of a broken link or of anything but a
// regular file or a folder names the path and says what it is.
func statInput(path string) (fs.FileInfo, error) {
	st, err := os.Stat(path)
	if err != nil {
		link, lerr := os.Lstat(path)
		if lerr != nil || link.Mode()&fs.ModeSymlink == 0 {
			return nil, err
		}
		target, _ := os.Readlink(path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return nil, fmt.Errorf("%s: %w: it points to %s, which does not exist", path, ErrBrokenLink, target)
		case errors.Is(err, syscall.ELOOP):
			return nil, fmt.Errorf("%s: %w: it points to %s, and the links go round in a loop", path, ErrBrokenLink, target)
		}
		return nil, fmt.Errorf("%s: a symbolic link to %s: %w", path, target, err)
	}
	if st.IsDir() || st.Mode().IsRegular() {
		return st, nil
	}
	return nil, fmt.Errorf("%s is %s: %w", path, kindOf(st.Mode()), ErrNotRegular)
}

// kindOf names what a file that is not a regular file or a folder is.
func kindOf(mode fs.FileMode) string {
	switch {
	case mode&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case mode&fs.ModeSocket != 0:
		return "a socket"
	case mode&fs.ModeCharDevice != 0:
		return "a character device"
	case mode&fs.ModeDevice != 0:
		return "a block device"
	}
	return fmt.Sprintf("not a regular file (mode %v)", mode)
}

// expand lists the files below the inputs in order, with their total size.
// A folder's entries that cannot be read (broken links, named pipes,
// sockets, devices) are errors of their own. A link to a folder is
// followed, as a folder given would be, unless the folder it leads to is
// one read already or being read (an input, a folder above the link: a
// loop), whose files are then read once, under their first path.
func expand(inputs []string) ([]input, int64, []error) {
	var out []input
	var total int64
	var errs []error
	var roots []string // the real paths of the folders walked
	for _, p := range inputs {
		if st, err := os.Stat(p); err == nil && st.IsDir() && !datasets.IsDir(p) {
			if real, err := filepath.EvalSymlinks(p); err == nil {
				roots = append(roots, real)
			}
		}
	}
	for _, p := range inputs {
		st, err := statInput(p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		switch {
		case !st.IsDir():
			out = append(out, input{path: p, size: st.Size()})
			total += st.Size()
		case datasets.IsDir(p):
			out = append(out, input{path: p, dataset: true})
		default:
			var files []input
			walk(p, p, &roots, &files, &total, &errs)
			slices.SortFunc(files, func(a, b input) int { return strings.Compare(a.path, b.path) })
			out = append(out, files...)
		}
	}
	return out, total, errs
}

// walk lists the files below the folder root into files, named under
// the folder as, following links to folders that are not below a folder
// in roots (the real paths of the folders walked, to which it adds the
// ones it follows).
func walk(root, as string, roots *[]string, files *[]input, total *int64, errs *[]error) {
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if rel, rerr := filepath.Rel(root, path); rerr == nil && as != root {
			path = filepath.Join(as, rel) // below a link: named under it
		}
		if err != nil {
			*errs = append(*errs, err)
			return nil
		}
		if d.IsDir() && path != as && datasets.IsDir(path) {
			*files = append(*files, input{path: path, dataset: true, found: true})
			return filepath.SkipDir
		}
		if d.IsDir() {
			return nil
		}
		info, err := statInput(path) // follows a link
		switch {
		case err != nil:
			*errs = append(*errs, err)
			return nil
		case info.IsDir():
			follow(path, roots, files, total, errs)
			return nil
		}
		*files = append(*files, input{path: path, size: info.Size()})
		*total += info.Size()
		return nil
	})
	if err != nil {
		*errs = append(*errs, err)
	}
}

// follow reads the folder a link at path leads to, as walk does, unless
// it is below a folder walked already.
func follow(path string, roots *[]string, files *[]input, total *int64, errs *[]error) {
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		*errs = append(*errs, fmt.Errorf("%s: a symbolic link to a folder: %w", path, err))
		return
	}
	for _, r := range *roots {
		if real == r || strings.HasPrefix(real, r+string(filepath.Separator)) || r == filepath.Dir(r) && strings.HasPrefix(real, r) {
			return // read already, or being read: a loop
		}
	}
	if datasets.IsDir(path) {
		*files = append(*files, input{path: path, dataset: true, found: true})
		return
	}
	*roots = append(*roots, real)
	walk(real, path, roots, files, total, errs)
}

// produce reads the inputs in order and hands out tasks, one per file or
// archive member; read reports bytes read from disk.
func produce(ctx context.Context, files []input, lim Limits, shard Shard, window chan struct{}, groups chan<- group, read func(int64)) {
	index := 0
	var pending []task
	var pendingBytes int64
	flush := func() bool {
		if ctx.Err() != nil {
			return false // interrupted: what is pending is not read
		}
		if len(pending) == 0 {
			return true
		}
		select {
		case window <- struct{}{}:
		case <-ctx.Done():
			return false
		}
		g := group{index: index, tasks: pending}
		index++
		pending, pendingBytes = nil, 0
		select {
		case groups <- g:
			return true
		case <-ctx.Done():
			<-window
			return false
		}
	}
	send := func(t task) bool {
		pending = append(pending, t)
		pendingBytes += t.size + int64(len(t.data))
		if len(pending) >= groupFiles || pendingBytes >= groupBytes {
			return flush()
		}
		return true
	}
	defer flush()
	key := shardKeys(files)
	for _, in := range files {
		if ctx.Err() != nil {
			return
		}
		if in.dataset {
			if !shard.has(in.path) {
				continue
			}
			ds, err := datasets.ReadDir(in.path)
			if err == nil {
				datasets.AssignResultIDs(ds) // one written before schema 1.2 has none
			}
			if !send(task{path: in.path, ds: ds, err: err}) {
				return
			}
			continue
		}
		if in.size <= lim.FileBytes && (in.size <= streamArchiveBytes || !isArchive(in.path)) {
			// The worker reads it, archive or not.
			if !send(task{path: in.path, read: true, size: in.size, outside: !shard.has(key(in.path))}) {
				return
			}
			continue
		}
		// Larger than a plain file may be: only an archive, streamed.
		if !readFile(ctx, in, lim, shard, key, send, read) {
			return
		}
	}
}

// streamArchiveBytes is the size from which an archive is streamed by the
// reader rather than read whole by a worker, though within FileBytes: the
// memory it takes is then a member's, not the archive's, so that an
// archive of a million results is read in the same memory as one of a
// thousand.
const streamArchiveBytes = 1 << 20

// readFile streams an archive larger than a plain file may be, sending a
// task per member; anything else that large is refused.
func readFile(ctx context.Context, in input, lim Limits, shard Shard, key func(string) string, send func(task) bool, read func(int64)) bool {
	f, err := os.Open(in.path)
	if err != nil {
		return send(task{path: in.path, err: err})
	}
	defer f.Close()
	var head [512]byte
	n, _ := f.ReadAt(head[:], 0)
	kind := archiveKind(head[:n])
	if kind == "" && !shard.has(key(in.path)) {
		return true // another shard's
	}
	if kind == "" {
		return send(task{path: in.path, err: fmt.Errorf("%s: %d MiB, more than the %d MiB limit per file: %w", in.path, in.size>>20, lim.FileBytes>>20, ErrTooLarge)})
	}
	var r io.Reader = bufio.NewReaderSize(&countingReader{r: f, report: read}, 1<<16)
	if kind == "zip" {
		r = f // zip reads its directory from the end of the file
		read(in.size)
	}
	// A member's bytes are the walker's buffer, reused for the next one:
	// a small member is copied and handed on, to be parsed beside the
	// others, and a large one is parsed here, so that the memory the
	// archive takes is one member's, not one per core or per group in
	// flight.
	more := true
	err = eachMember(ctx, r, kind, in.path, lim, func(t task) bool {
		if !shard.has(joinName(t.path, t.member)) {
			return true
		}
		switch {
		case t.err != nil:
			t.data = nil
		case len(t.data) <= groupBytes:
			t.data = bytes.Clone(t.data)
		default:
			t.ds, t.err = Bytes(t.data, joinName(t.path, t.member))
			t.data = nil
		}
		more = send(t)
		return more
	})
	if err != nil && more && ctx.Err() == nil {
		more = send(task{path: in.path, err: err})
	}
	return more && ctx.Err() == nil
}

// eachMember walks the archive at path, handing each member to f as a task
// (a member that could not be read carries its error), until f says stop,
// the archive's decompression budget is spent or ctx ends. When ctx ends,
// mid-member or between members, it returns ctx's error, and the member
// being read is not handed on.
func eachMember(ctx context.Context, r io.Reader, kind, path string, lim Limits, f func(task) bool) error {
	files := 0
	w := &walker{ctx: ctx, lim: lim, left: lim.ArchiveBytes}
	w.emit = func(m member) bool {
		if ctx.Err() != nil {
			return false
		}
		files++
		t := task{path: path, member: m.name, data: m.data, err: m.err}
		if t.err != nil {
			t.err = fmt.Errorf("%s!%s: %w", path, m.name, t.err)
		}
		return f(t) && w.left >= 0 // past the archive's budget, stop reading it
	}
	err := w.archive(r, kind, filepath.Base(path), "", 1)
	switch {
	case ctx.Err() != nil:
		return ctx.Err()
	case err != nil:
		return fmt.Errorf("%s: %w", path, err)
	case files == 0:
		return fmt.Errorf("%s: %w", path, ErrEmptyArchive)
	}
	return nil
}

// countingReader reports the bytes read through it.
type countingReader struct {
	r      io.Reader
	report func(int64)
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if n > 0 {
		c.report(int64(n))
	}
	return n, err
}
