package ingest

import (
	"crypto/sha256"
	"encoding/hex"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
)

// TestSeenSetIsExact: ids added to a set that keeps 50 in memory and the
// rest on disk, in runs merged as they pile up, are new exactly when a map
// of every id says so, repeats of ids long spilled included; memory holds
// at most 50 and the runs stay few; close removes the files.
func TestSeenSetIsExact(t *testing.T) {
	s := newSeenSet(50)
	t.Cleanup(s.close) // a failing test leaves nothing either; close twice is harmless
	oracle := map[string]bool{}
	rng := rand.New(rand.NewPCG(1, 2))
	var ids []string
	for i := range 3000 {
		var id string
		switch {
		case i > 0 && rng.IntN(3) == 0: // a repeat, of any age
			id = ids[rng.IntN(len(ids))]
		case i%97 == 0:
			id = "run-setup-" + strconv.Itoa(i) // not a sha256
		default:
			sum := sha256.Sum256([]byte(strconv.Itoa(i)))
			id = hex.EncodeToString(sum[:])
		}
		ids = append(ids, id)
		if got, want := s.add(id), !oracle[id]; got != want {
			t.Fatalf("add #%d (%s): new %v, want %v", i, id, got, want)
		}
		oracle[id] = true
		if len(s.mem) >= 50 || len(s.runs) > maxRuns {
			t.Fatalf("add #%d: %d ids in memory, %d runs", i, len(s.mem), len(s.runs))
		}
	}
	if s.err != nil || len(s.runs) == 0 {
		t.Fatalf("runs %d, error %v: want ids on disk", len(s.runs), s.err)
	}
	dir := s.dir
	s.close()
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("%s left behind: %v", dir, err)
	}
}
