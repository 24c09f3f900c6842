package datasets

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"time"

	"github.com/iopress/iopress/internal/version"
)

// ManifestFile is the name of a dataset folder's manifest, which says
// what made its tables (see Manifest). It is written and replaced with
// them, in the same generation, so that it always describes the tables
// beside it; a folder written without one (by iopress run, or by an
// iopress before manifests) has none.
const ManifestFile = "manifest.json"

// Manifest says what made a dataset folder: which inputs ingest was
// given, which shard of them it took, and how many rows of each table it
// wrote. A reader of a folder of shards compares the shards' manifests to
// tell a whole folder from one that lacks a shard or mixes shards of
// different batches.
type Manifest struct {
	// WrittenBy is the iopress that wrote the folder: "iopress VERSION".
	WrittenBy string `json:"written_by"`
	// Written is when the folder's tables were put in place, UTC.
	Written time.Time `json:"written"`
	// Shard is which share of the inputs the folder holds (ingest
	// --shard K/N), or nil for all of them.
	Shard *ShardPart `json:"shard,omitempty"`
	// Inputs are the inputs as given on the command line, in order (an
	// appended folder's: those of every ingest that made it, each once),
	// InputCount how many, and InputsSHA256 the SHA-256 in hex of the
	// inputs sorted, each once and ended by a line feed: two folders
	// made from the same inputs, in whatever order, have the same.
	Inputs       []string `json:"inputs"`
	InputCount   int      `json:"input_count"`
	InputsSHA256 string   `json:"inputs_sha256"`
	// EarlierInputsUnknown says that the folder was appended to when it
	// had no manifest (written by an iopress before manifests): its
	// earlier inputs are not among Inputs.
	EarlierInputsUnknown bool `json:"earlier_inputs_unknown,omitempty"`
	// Rows of the sources, results and errors tables, as written.
	Sources  int `json:"sources"`
	Results  int `json:"results"`
	Problems int `json:"problems"`
}

// ShardPart is shard K of N.
type ShardPart struct {
	K int `json:"k"`
	N int `json:"n"`
}

func (s ShardPart) String() string { return fmt.Sprintf("%d/%d", s.K, s.N) }

// SetInputs records the inputs a folder was made from: the list, its
// length and its hash.
func (m *Manifest) SetInputs(inputs []string) {
	m.Inputs = slices.Clone(inputs)
	m.InputCount = len(inputs)
	m.InputsSHA256 = InputsSHA256(inputs)
}

// InputsSHA256 is the hash of a list of inputs, whatever their order:
// the SHA-256 in hex of the inputs sorted, each once and ended by a line
// feed.
func InputsSHA256(inputs []string) string {
	sorted := slices.Clone(inputs)
	slices.Sort(sorted)
	h := sha256.New()
	for _, in := range slices.Compact(sorted) {
		h.Write([]byte(in + "\n"))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// SetManifest has Close write m as the folder's manifest, with the rows
// of the sources, results and errors tables it wrote, and the time and
// iopress that wrote it.
func (w *Writer) SetManifest(m Manifest) { w.manifest = &m }

// writeManifest writes the writer's manifest into its generation, with
// the counts of its tables.
func (w *Writer) writeManifest() error {
	m := *w.manifest
	m.WrittenBy = "iopress " + version.Number()
	m.Written = time.Now().UTC().Truncate(time.Second)
	s := w.sinks()
	m.Sources, m.Results, m.Problems = s.sources.total, s.results.total, s.problems.total
	if m.Inputs == nil {
		m.Inputs = []string{}
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	f, err := os.Create(filepath.Join(w.gen, ManifestFile))
	if err != nil {
		return err
	}
	if _, err := f.Write(append(data, '\n')); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// ReadManifest reads the manifest of the dataset folder dir: nil, and no
// error, when it has none. It is the manifest of the tables a reader
// reads at the same time, even while a writer replaces them.
func ReadManifest(dir string) (*Manifest, error) {
	fsys := os.DirFS(dir)
	for range readAttempts {
		before, err := readState(fsys, dir)
		if err != nil {
			return nil, err
		}
		name, shown := ManifestFile, filepath.Join(dir, ManifestFile)
		if before.replacing {
			name = path.Join(stateDir, before.gen, ManifestFile)
			shown = filepath.Join(dir, stateDir, before.gen, ManifestFile)
		}
		var m *Manifest
		sums, err := readSums(fsys, dir, before.gen)
		if err == nil {
			m, err = readManifest(fsys, name, shown, sums)
		}
		if after, serr := readState(fsys, dir); serr == nil && after == before {
			return m, err
		}
	}
	return nil, fmt.Errorf("%s: the dataset was replaced %d times while its manifest was read; try again when its writer is done", dir, readAttempts)
}

// readManifest reads the manifest name of fsys (shown in errors),
// checking it against sums.
func readManifest(fsys fs.FS, name, shown string, sums *sums) (*Manifest, error) {
	data, err := readRegular(fsys, name, shown)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if err := sums.check(shown, ManifestFile, data); err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, damaged(err, "%s is damaged or not a manifest: %v", shown, err)
	}
	if m.Shard != nil && (m.Shard.K < 1 || m.Shard.K > m.Shard.N) {
		return nil, damaged(nil, "%s is damaged: shard %s is not a shard K/N with 1 <= K <= N", shown, m.Shard)
	}
	return &m, nil
}
