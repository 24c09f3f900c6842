package ingest

import (
	"fmt"
	"hash/fnv"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/iopress/iopress/ingest/fio"
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
	var s Shard
	n, err := fmt.Sscanf(name, "part-%d-of-%d", &s.K, &s.N)
	return err == nil && n == 2 && s.K >= 1 && s.K <= s.N && s.Folder() == name
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
