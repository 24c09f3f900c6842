package ingest

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
)

// seenSet is the exact set of the source ids a batch has taken, to take
// the same bytes once, in bounded memory: up to memKeys ids in memory,
// then written, sorted, to a run file on disk, with a sparse index of
// every block's first id kept in memory (a 32-byte key per 4 KiB block).
// Looking an id up costs a map look-up and, for each run, a binary search
// of its index and one read of one block (from the page cache, as a
// rule); runs are merged into one when there are more than maxRuns. A
// million ids take 32 MB on disk and 256 KiB of index. No false answer
// either way: the ids themselves are kept, never a filter. Ids that are
// not sha256 hex (iopress run's run ids) are few and stay in memory.
type seenSet struct {
	memKeys int
	dir     string // for the run files, made on first spill
	mem     map[[keyBytes]byte]struct{}
	other   map[string]struct{}
	runs    []*seenRun
	err     error // the first failure to spill: the set is then memory only
}

const (
	keyBytes      = 32
	blockKeys     = 128 // 4 KiB blocks
	maxRuns       = 4
	seenMemKeys   = 1 << 18 // 8 MiB of keys (about 20 MiB of map)
	seenTempGlob  = "iopress-seen-*"
	seenRunPrefix = "run-"
)

type seenRun struct {
	buf   []byte // a block, read by has
	f     *os.File
	n     int              // keys
	index [][keyBytes]byte // first key of each block
}

func newSeenSet(memKeys int) *seenSet {
	return &seenSet{memKeys: memKeys, mem: map[[keyBytes]byte]struct{}{}, other: map[string]struct{}{}}
}

// add adds id and reports whether it was new.
func (s *seenSet) add(id string) bool {
	var k [keyBytes]byte
	if len(id) != 2*keyBytes {
		return s.addOther(id)
	}
	if _, err := hex.Decode(k[:], []byte(id)); err != nil {
		return s.addOther(id)
	}
	if _, ok := s.mem[k]; ok {
		return false
	}
	for _, r := range s.runs {
		if r.has(k) {
			return false
		}
	}
	s.mem[k] = struct{}{}
	if len(s.mem) >= s.memKeys && s.err == nil {
		s.err = s.spill()
	}
	return true
}

func (s *seenSet) addOther(id string) bool {
	if _, ok := s.other[id]; ok {
		return false
	}
	s.other[id] = struct{}{}
	return true
}

// has reports whether run r holds k.
func (r *seenRun) has(k [keyBytes]byte) bool {
	if r.n == 0 || bytes.Compare(k[:], r.index[0][:]) < 0 {
		return false
	}
	// The last block whose first key is <= k.
	b := sort.Search(len(r.index), func(i int) bool { return bytes.Compare(r.index[i][:], k[:]) > 0 }) - 1
	n := min(blockKeys, r.n-b*blockKeys)
	if r.buf == nil {
		r.buf = make([]byte, blockKeys*keyBytes)
	}
	buf := r.buf[:n*keyBytes]
	if _, err := r.f.ReadAt(buf, int64(b*blockKeys*keyBytes)); err != nil {
		return false // cannot happen on a file we wrote; a miss keeps a row, never drops one
	}
	i := sort.Search(n, func(i int) bool { return bytes.Compare(buf[i*keyBytes:(i+1)*keyBytes], k[:]) >= 0 })
	return i < n && bytes.Equal(buf[i*keyBytes:(i+1)*keyBytes], k[:])
}

// spill writes the ids in memory to a new run, merging the runs into one
// when there are too many.
func (s *seenSet) spill() error {
	if s.dir == "" {
		dir, err := os.MkdirTemp("", seenTempGlob)
		if err != nil {
			return fmt.Errorf("keeping the sources seen on disk: %w", err)
		}
		s.dir = dir
	}
	keys := make([][keyBytes]byte, 0, len(s.mem))
	for k := range s.mem {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b [keyBytes]byte) int { return bytes.Compare(a[:], b[:]) })
	next := func() ([keyBytes]byte, bool) {
		if len(keys) == 0 {
			return [keyBytes]byte{}, false
		}
		k := keys[0]
		keys = keys[1:]
		return k, true
	}
	sources := []func() ([keyBytes]byte, bool){next}
	var merged []*seenRun
	if len(s.runs) >= maxRuns {
		merged = s.runs
		for _, r := range merged {
			sources = append(sources, r.reader())
		}
	}
	run, err := s.writeRun(sources)
	if err != nil {
		return err
	}
	for _, r := range merged {
		r.close()
	}
	if merged != nil {
		s.runs = nil
	}
	s.runs = append(s.runs, run)
	clear(s.mem)
	return nil
}

// reader returns the run's keys in order.
func (r *seenRun) reader() func() ([keyBytes]byte, bool) {
	br := bufio.NewReaderSize(io.NewSectionReader(r.f, 0, int64(r.n*keyBytes)), 64<<10)
	return func() ([keyBytes]byte, bool) {
		var k [keyBytes]byte
		if _, err := io.ReadFull(br, k[:]); err != nil {
			return k, false
		}
		return k, true
	}
}

// writeRun merges sorted sources (disjoint: a key is added once) into a
// new run file.
func (s *seenSet) writeRun(sources []func() ([keyBytes]byte, bool)) (*seenRun, error) {
	f, err := os.CreateTemp(s.dir, seenRunPrefix)
	if err != nil {
		return nil, fmt.Errorf("keeping the sources seen on disk: %w", err)
	}
	os.Remove(f.Name()) // open while used, gone when closed, whatever happens
	run := &seenRun{f: f}
	heads := make([][keyBytes]byte, len(sources))
	live := make([]bool, len(sources))
	for i, next := range sources {
		heads[i], live[i] = next()
	}
	w := bufio.NewWriterSize(f, 64<<10)
	for {
		min := -1
		for i := range sources {
			if live[i] && (min < 0 || bytes.Compare(heads[i][:], heads[min][:]) < 0) {
				min = i
			}
		}
		if min < 0 {
			break
		}
		if run.n%blockKeys == 0 {
			run.index = append(run.index, heads[min])
		}
		w.Write(heads[min][:])
		run.n++
		heads[min], live[min] = sources[min]()
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return nil, fmt.Errorf("keeping the sources seen on disk: %w", err)
	}
	return run, nil
}

func (r *seenRun) close() { r.f.Close() }

// close removes what the set wrote.
func (s *seenSet) close() {
	for _, r := range s.runs {
		r.close()
	}
	if s.dir != "" {
		os.RemoveAll(s.dir)
	}
}
