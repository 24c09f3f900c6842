package ingest

import (
	"cmp"
	"errors"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/fio"
	"github.com/iopress/iopress/internal/prose"
)

// Shard is a stable share of a batch's files: shard K of N takes the files
// and archive members whose name's hash is K-1 modulo N, so that N
// machines given the same inputs each take a share, none twice, and
// together take all. The name is the path as ingest lists it (the input
// as given, joined with the path below it for a file in a folder) or, for
// an archive member, ARCHIVE!MEMBER; the hash is FNV-1a 64. The files of a
// folder on disk that holds fio logs are shared out by the folder's path
// instead, so that a job's logs land in the shard of its output and their
// samples are linked to its result (see linker). An archive is read by
// every shard, each taking its own members; a dataset folder is one file.
// The zero Shard takes everything.
type Shard struct{ K, N int }

// MaxShards bounds N. A batch shares its files between machines, or the
// tasks of a batch system's array job, and each shard is a folder that
// report and compare read: ten thousand is more than a batch is usefully
// shared between, and a million (1/1000000 for 1/100, say) is a mistake
// that would write a million folders, nearly all empty.
const MaxShards = 10_000

// ParseShard reads "K/N", 1 <= K <= N <= MaxShards.
func ParseShard(s string) (Shard, error) {
	ks, ns, ok := strings.Cut(s, "/")
	k, kerr := strconv.Atoi(ks)
	n, nerr := strconv.Atoi(ns)
	if !ok || kerr != nil || nerr != nil || n < 1 || k < 1 || k > n {
		return Shard{}, fmt.Errorf("shard %q: want K/N with 1 <= K <= N, such as 2/8", s)
	}
	if n > MaxShards {
		return Shard{}, fmt.Errorf("shard %q: %d shards, more than the %d a batch is shared between at most", s, n, MaxShards)
	}
	return Shard{K: k, N: n}, nil
}

func (s Shard) String() string {
	if s.N == 0 {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.K, s.N)
}

// Folder is the name of the shard's dataset folder inside the folder of
// shards: part-K-of-N.
func (s Shard) Folder() string { return fmt.Sprintf("part-%d-of-%d", s.K, s.N) }

// IsShardFolder reports whether name is a shard's folder name, part-K-of-N.
func IsShardFolder(name string) bool {
	_, ok := ParseShardFolder(name)
	return ok
}

// has reports whether the file or member named is the shard's.
func (s Shard) has(name string) bool {
	if s.N <= 1 {
		return true
	}
	h := fnv.New64a()
	h.Write([]byte(name))
	return h.Sum64()%uint64(s.N) == uint64(s.K-1)
}

// shardKeys returns the name each listed file is shared out by: its path,
// or its folder's for a folder that holds fio logs.
func shardKeys(files []input) func(string) string {
	logFolders := map[string]bool{}
	for _, in := range files {
		if !in.dataset && fio.IsLogName(in.path) {
			logFolders[filepath.Dir(in.path)] = true
		}
	}
	return func(path string) string {
		if dir := filepath.Dir(path); logFolders[dir] {
			return dir + string(filepath.Separator)
		}
		return path
	}
}

// isArchive reports whether the file at path starts as an archive does;
// a file that cannot be read is not (its shard reports it).
func isArchive(path string) bool {
	f, err := openRead(path)
	if err != nil {
		return false
	}
	defer f.close()
	var head [512]byte
	n := 0
	for n < len(head) {
		m, err := f.read(head[n:])
		if err != nil || m == 0 {
			break
		}
		n += m
	}
	return archiveKind(head[:n]) != ""
}

// ParseShardFolder reads a shard's folder name, part-K-of-N.
func ParseShardFolder(name string) (Shard, bool) {
	var s Shard
	n, err := fmt.Sscanf(name, "part-%d-of-%d", &s.K, &s.N)
	if err != nil || n != 2 || s.K < 1 || s.K > s.N || s.Folder() != name {
		return Shard{}, false
	}
	return s, true
}

// ShardFolder is a shard's dataset folder in a folder of shards, with the
// manifest ingest wrote into it (nil for a shard written before
// manifests were).
type ShardFolder struct {
	Name     string // part-K-of-N
	Path     string
	Shard    Shard
	Manifest *datasets.Manifest
}

// ShardsIn lists the shards' dataset folders in dir, by name, with their
// manifests; none when dir is not a folder of shards. A manifest that
// cannot be read is an error naming it.
func ShardsIn(dir string) ([]ShardFolder, error) {
	entries, _ := os.ReadDir(dir)
	var paths []string
	for _, e := range entries {
		paths = append(paths, filepath.Join(dir, e.Name()))
	}
	return shardFolders(paths)
}

// shardFolders reads the manifests of the dataset folders at paths that
// are shards' (by name).
func shardFolders(paths []string) ([]ShardFolder, error) {
	var out []ShardFolder
	for _, p := range paths {
		s, ok := ParseShardFolder(filepath.Base(p))
		if !ok || !datasets.IsDir(p) {
			continue
		}
		m, err := datasets.ReadManifest(p)
		if err != nil {
			return nil, err
		}
		out = append(out, ShardFolder{Name: filepath.Base(p), Path: p, Shard: s, Manifest: m})
	}
	slices.SortFunc(out, func(a, b ShardFolder) int { return cmp.Or(a.Shard.N-b.Shard.N, a.Shard.K-b.Shard.K) })
	return out, nil
}

// ErrShardsMissing is wrapped by the error of a folder of shards that
// lacks some of its shards: read, it would give part of the inputs as if
// it were all of them.
var ErrShardsMissing = errors.New("shards missing")

// ErrShardsMixed is wrapped by the error of a folder of shards whose
// shards are not of one batch: shards of different counts, or made from
// different inputs, which read together count files twice or not at all.
var ErrShardsMixed = errors.New("shards of different batches")

// ShardsError is a folder of shards that is not whole: Missing lists the
// shards it lacks (ErrShardsMissing), or it mixes batches (ErrShardsMixed).
type ShardsError struct {
	Dir     string
	Missing []Shard
	kind    error
	msg     string
}

func (e *ShardsError) Error() string { return e.msg }
func (e *ShardsError) Unwrap() error { return e.kind }

// CheckShards checks that the shards of one folder, dir, make one whole
// ingest: shards of one count N, every K from 1 to N there, and, where
// their manifests say, each made from the same inputs and named as
// written. A folder that mixes batches is an error wrapping
// ErrShardsMixed; one that lacks shards, an error wrapping
// ErrShardsMissing.
func CheckShards(dir string, shards []ShardFolder) error {
	mixed := func(format string, args ...any) error {
		return &ShardsError{Dir: dir, kind: ErrShardsMixed, msg: fmt.Sprintf(format, args...) +
			": make them again, as one batch, or give the shards' folders to read one by one"}
	}
	for _, sh := range shards {
		switch m := sh.Manifest; {
		case m == nil:
		case m.Shard == nil:
			return mixed("%s holds a whole ingest, not a shard, by its manifest: a folder of shards holds only what ingest --shard wrote", sh.Path)
		case m.Shard.K != sh.Shard.K || m.Shard.N != sh.Shard.N:
			return mixed("%s holds shard %s by its manifest: a shard's folder keeps the name ingest gave it", sh.Path, m.Shard)
		}
	}
	byN := map[int][]string{}
	var counts []int
	for _, sh := range shards {
		if byN[sh.Shard.N] == nil {
			counts = append(counts, sh.Shard.N)
		}
		byN[sh.Shard.N] = append(byN[sh.Shard.N], sh.Name)
	}
	if len(counts) > 1 {
		var groups []string
		for _, n := range counts {
			groups = append(groups, fmt.Sprintf("of %d: %s", n, fewNames(byN[n], 3)))
		}
		return mixed("%s mixes shards of different counts (%s), which share the inputs out differently, so that read together they count files twice", dir, strings.Join(groups, "; "))
	}
	// Made from the same inputs: the groups of shards by the hash of
	// theirs, the shards without a manifest left out.
	type inputsOf struct {
		hash   string
		inputs []string
		names  []string
	}
	var made []*inputsOf
	for _, sh := range shards {
		if sh.Manifest == nil {
			continue
		}
		i := slices.IndexFunc(made, func(g *inputsOf) bool { return g.hash == sh.Manifest.InputsSHA256 })
		if i < 0 {
			made = append(made, &inputsOf{hash: sh.Manifest.InputsSHA256, inputs: sh.Manifest.Inputs})
			i = len(made) - 1
		}
		made[i].names = append(made[i].names, sh.Name)
	}
	if len(made) > 1 {
		var groups []string
		for _, g := range made {
			groups = append(groups, fmt.Sprintf("%s from %s", fewNames(g.names, 3), fewNames(g.inputs, 3)))
		}
		return mixed("%s mixes shards made from different inputs (%s): each shard takes its share of its own inputs, so that together they are not one ingest", dir, strings.Join(groups, "; "))
	}
	if len(shards) == 0 {
		return nil
	}
	n := shards[0].Shard.N
	var missing []Shard
	var names []string
	for k := 1; k <= n; k++ {
		if !slices.ContainsFunc(shards, func(sh ShardFolder) bool { return sh.Shard.K == k }) {
			missing = append(missing, Shard{K: k, N: n})
			names = append(names, Shard{K: k, N: n}.Folder())
		}
	}
	if len(missing) == 0 {
		return nil
	}
	lacks := fmt.Sprintf("shard %s (%s)", missing[0], names[0])
	again := fmt.Sprintf("'iopress ingest --shard %s'", missing[0])
	if len(missing) > 1 {
		lacks = fmt.Sprintf("%d of its %d shards (%s)", len(missing), n, fewNames(names, 3))
		again = "those shards' ingests"
	}
	with := "the same inputs"
	if len(made) == 1 {
		with += " (" + fewNames(made[0].inputs, 3) + ")"
	}
	return &ShardsError{Dir: dir, Missing: missing, kind: ErrShardsMissing,
		msg: fmt.Sprintf("%s lacks %s, so that it holds only part of the inputs: run %s again with %s", dir, lacks, again, with)}
}

// fewNames says a list of names: up to n of them, and how many more.
func fewNames(names []string, n int) string {
	if len(names) <= n {
		return prose.And(names)
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:n], ", "), len(names)-n)
}

// checkShardFolders checks each folder of shards found below the inputs
// (CheckShards): the shards of one that is not whole are not read, and
// its error joins errs, unless all it lacks is shards and
// opts.AllowIncomplete reads it all the same, telling opts.Warn. A shard's
// folder given as an input itself is read as it is.
func checkShardFolders(files []input, errs []error, opts Options) ([]input, []error) {
	byDir := map[string][]string{}
	var dirs []string
	for _, in := range files {
		if in.dataset && in.found && IsShardFolder(filepath.Base(in.path)) {
			dir := filepath.Dir(in.path)
			if byDir[dir] == nil {
				dirs = append(dirs, dir)
			}
			byDir[dir] = append(byDir[dir], in.path)
		}
	}
	refused := map[string]bool{}
	for _, dir := range dirs {
		shards, err := shardFolders(byDir[dir])
		if err == nil {
			err = CheckShards(dir, shards)
		}
		var se *ShardsError
		if err != nil && opts.AllowIncomplete && errors.As(err, &se) && errors.Is(err, ErrShardsMissing) {
			if opts.Warn != nil {
				var names []string
				for _, s := range se.Missing {
					names = append(names, s.Folder())
				}
				are := "are"
				if len(names) == 1 {
					are = "is"
				}
				n := se.Missing[0].N
				opts.Warn(fmt.Sprintf("reading %d of the %d shards of %s: %s %s missing", n-len(names), n, dir, fewNames(names, 3), are))
			}
			continue
		}
		if err != nil {
			errs = append(errs, err)
			refused[dir] = true
		}
	}
	if len(refused) == 0 {
		return files, errs
	}
	return slices.DeleteFunc(files, func(in input) bool {
		return in.dataset && in.found && IsShardFolder(filepath.Base(in.path)) && refused[filepath.Dir(in.path)]
	}), errs
}
