package datasets

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/iopress/iopress/internal/atomicfile"
)

// A dataset folder is replaced as a whole. A writer holds the folder's
// lock (internal/dirlock), writes every table into a new generation, a
// hidden folder of its own under stateDir, and then puts the tables in
// place, bracketed by two writes of stateFile:
//
//  1. stateFile := "GEN replacing": from here the dataset is GEN's, and
//     readers read GEN's tables from its folder, because the folder's own
//     are being replaced one by one;
//  2. each table of GEN is hard-linked (or copied) over the folder's, and
//     tables GEN does not have are removed from the folder;
//  3. stateFile := "GEN complete": readers read the folder's tables again,
//     and the generations are removed.
//
// Before step 1, the writer writes the size and SHA-256 of each of GEN's
// files into stateDir/sums-GEN, and a reader checks every file it reads of
// GEN against them: a file damaged since it was written is an error,
// though its bytes decode (a changed value in an Arrow file does, as its
// record batches carry no checksum). A file of another size than the one
// written, or one the sums do not list, was replaced or added by another
// program since, as the folder's files may be: it is read as it is (a
// damaged one then fails to decode, or is read as it says). The sums of
// other generations are removed with them; a folder without sums for its
// generation (written before they were, or by another program) is read
// unchecked.
const (
	stateDir   = ".iopress-dataset"
	stateFile  = "state"
	genPrefix  = "gen-"
	sumsPrefix = "sums-"
)

// state is what a folder's stateFile says; the zero state is a folder no
// writer of generations wrote (or none at all).
type state struct {
	gen       string // the latest generation's folder name, under stateDir
	replacing bool   // its tables are being put in place
}

const (
	replacingWord = "replacing"
	completeWord  = "complete"
)

func (s state) String() string {
	if s.replacing {
		return s.gen + " " + replacingWord
	}
	return s.gen + " " + completeWord
}

// readState reads the state of the folder at the root of fsys (name in
// errors).
func readState(fsys fs.FS, name string) (state, error) {
	file := filepath.Join(name, stateDir, stateFile)
	data, err := readRegular(fsys, path.Join(stateDir, stateFile), file)
	if errors.Is(err, fs.ErrNotExist) {
		return state{}, nil
	}
	if err != nil {
		return state{}, err
	}
	gen, word, _ := strings.Cut(strings.TrimSpace(string(data)), " ")
	if !isGeneration(gen) || (word != replacingWord && word != completeWord) {
		return state{}, fmt.Errorf("%s: %q is not a dataset state (want %q or %q)",
			file, data, genPrefix+"NAME "+replacingWord, genPrefix+"NAME "+completeWord)
	}
	return state{gen: gen, replacing: word == replacingWord}, nil
}

// readAttempts bounds how often a reader starts again because a writer
// replaced the dataset while it read: each replacement takes a writer far
// longer than a read, so more than a few in a row is a folder that never
// settles.
const readAttempts = 100

// readConsistent reads the tables of one generation of the folder at the
// root of fsys: the folder's own, or while they are being replaced, the
// new generation's.
func readConsistent(fsys fs.FS, name string) (*Dataset, error) {
	for range readAttempts {
		before, err := readState(fsys, name)
		if err != nil {
			return nil, err
		}
		from, fromName := fsys, name
		if before.replacing {
			if from, err = fs.Sub(fsys, path.Join(stateDir, before.gen)); err != nil {
				return nil, err
			}
			fromName = filepath.Join(name, stateDir, before.gen)
		}
		var ds *Dataset
		sums, err := readSums(fsys, name, before.gen)
		if err == nil {
			ds, err = readTables(from, fromName, sums)
		}
		if after, serr := readState(fsys, name); serr == nil && after == before {
			return ds, err
		}
		// Replaced while read: what was read may mix two datasets.
	}
	return nil, fmt.Errorf("%s: the dataset was replaced %d times while it was read; try again when its writer is done", name, readAttempts)
}

// sums are the sizes and SHA-256 sums of a generation's files, from the
// file at path, by file name.
type sums struct {
	path  string
	files map[string]fileSum
}

type fileSum struct {
	size int64
	sha  string // hex
}

// check checks the bytes of the file name (at file) against its sum, if
// it has one and they are as many as were written.
func (s *sums) check(file, name string, data []byte) error {
	if s == nil {
		return nil
	}
	want, ok := s.files[name]
	if !ok || want.size != int64(len(data)) {
		return nil // not the file iopress wrote: another program's
	}
	if got := sha256.Sum256(data); hex.EncodeToString(got[:]) != want.sha {
		return damaged(nil, "%s is damaged: its SHA-256 differs from the one iopress recorded for it in %s when it wrote it (or that file is damaged)", file, s.path)
	}
	return nil
}

// readSums reads the sums of generation gen of the folder at the root of
// fsys (name in errors); nil when it has none. Each line is a file's
// SHA-256 in hex, its size and its name, two spaces apart.
func readSums(fsys fs.FS, name, gen string) (*sums, error) {
	if gen == "" {
		return nil, nil
	}
	file := filepath.Join(name, stateDir, sumsPrefix+gen)
	data, err := readRegular(fsys, path.Join(stateDir, sumsPrefix+gen), file)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	s := &sums{path: file, files: map[string]fileSum{}}
	for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		fields := strings.Split(line, "  ")
		var sum fileSum
		var b []byte
		if len(fields) == 3 {
			b, err = hex.DecodeString(fields[0])
			sum.sha = fields[0]
			sum.size, _ = strconv.ParseInt(fields[1], 10, 64)
		}
		if len(fields) != 3 || err != nil || len(b) != sha256.Size || !isDigits(fields[1]) || !slices.Contains(tableFiles(), fields[2]) {
			return nil, damaged(nil, "%s:%d is damaged: %q is not a line of checksums (want a SHA-256 in hex, a size and a table's file name, two spaces apart)", file, i+1, line)
		}
		s.files[fields[2]] = sum
	}
	return s, nil
}

// writeSums writes the sums of the files of the generation in genDir, of
// the folder dir.
func writeSums(dir, genDir string, files []string) error {
	var b strings.Builder
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(genDir, f))
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		fmt.Fprintf(&b, "%s  %d  %s\n", hex.EncodeToString(sum[:]), len(data), f)
	}
	return atomicfile.WriteBytes(filepath.Join(dir, stateDir, sumsPrefix+filepath.Base(genDir)), []byte(b.String()))
}

// isGeneration reports whether name is a generation's folder name, and
// nothing that could lead out of stateDir.
func isGeneration(name string) bool {
	rest, ok := strings.CutPrefix(name, genPrefix)
	return ok && rest != "" && strings.Trim(rest, "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-") == ""
}

// tableFiles lists the names of every file of every table a dataset
// folder may hold, and its manifest: the files a writer replaces or
// removes, and no other.
func tableFiles() []string {
	var names []string
	for _, t := range []string{ResultsFile, SourcesFile, HistogramFile, SeriesFile, ProblemsFile} {
		for _, f := range []Format{Arrow, Parquet} {
			names = append(names, t+"."+string(f))
		}
	}
	return append(names, ManifestFile)
}

// newGeneration makes the folder of a new generation under dir's stateDir.
// Its name is unique: the time and a random number.
func newGeneration(dir string) (string, error) {
	sd := filepath.Join(dir, stateDir)
	if err := os.MkdirAll(sd, 0o755); err != nil {
		return "", err
	}
	return os.MkdirTemp(sd, genPrefix+time.Now().UTC().Format("20060102T150405.000000000Z")+"-")
}

// publish makes the generation in genDir, holding the files named, the
// dataset of dir (steps 1 to 3 above). The caller holds dir's lock. An
// error before step 1 leaves dir as it was; after it, the new dataset is
// dir's and the error says what could not be put in place.
func publish(dir, genDir string, files []string) error {
	gen := filepath.Base(genDir)
	if err := atomicfile.SyncDir(genDir); err != nil {
		return err
	}
	if err := writeSums(dir, genDir, files); err != nil {
		return err
	}
	if err := writeState(dir, state{gen: gen, replacing: true}); err != nil {
		return err
	}
	for _, f := range tableFiles() {
		var err error
		if slices.Contains(files, f) {
			err = linkFile(filepath.Join(genDir, f), filepath.Join(dir, f))
		} else if err = os.Remove(filepath.Join(dir, f)); errors.Is(err, fs.ErrNotExist) {
			err = nil
		}
		if err != nil {
			return fmt.Errorf("putting %s in place (iopress reads the new dataset from %s until the next write puts it in place): %w", f, genDir, err)
		}
	}
	if err := atomicfile.SyncDir(dir); err != nil {
		return err
	}
	if err := writeState(dir, state{gen: gen}); err != nil {
		return err
	}
	removeLeftovers(dir)
	return nil
}

// linkFile puts a generation's file in place; a test makes it fail.
var linkFile = atomicfile.Link

// writeState replaces dir's stateFile, durably.
func writeState(dir string, s state) error {
	sd := filepath.Join(dir, stateDir)
	if err := atomicfile.WriteBytes(filepath.Join(sd, stateFile), []byte(s.String()+"\n")); err != nil {
		return err
	}
	return atomicfile.SyncDir(sd)
}

// removeLeftovers removes, once dir's state is complete, what no reader
// needs any more: every generation (its files are the folder's now, or
// were never published), and the temporary files of writes that
// crashed. Only names iopress makes are removed. A failure is left for
// the next write to retry: what stays is hidden and read by nobody.
func removeLeftovers(dir string) {
	sd := filepath.Join(dir, stateDir)
	st, _ := readState(os.DirFS(dir), dir)
	entries, _ := os.ReadDir(sd)
	for _, e := range entries {
		name := e.Name()
		sumsOf, isSums := strings.CutPrefix(name, sumsPrefix)
		if strings.HasPrefix(name, genPrefix) || isTemp(name, stateFile) ||
			isSums && isGeneration(sumsOf) && sumsOf != st.gen || strings.HasPrefix(name, "."+sumsPrefix) && strings.Contains(name, ".tmp-") {
			os.RemoveAll(filepath.Join(sd, name))
		}
	}
	entries, _ = os.ReadDir(dir)
	for _, e := range entries {
		for _, f := range tableFiles() {
			if isTemp(e.Name(), f) {
				os.Remove(filepath.Join(dir, e.Name()))
			}
		}
	}
}

// isTemp reports whether name is one of atomicfile's temporary names for
// target.
func isTemp(name, target string) bool {
	return strings.HasPrefix(name, "."+target+".tmp-")
}
