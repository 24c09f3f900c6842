package run

import "testing"

// TestPermutationVisitsEveryBlockOncePerPass: for span sizes that are and
// are not powers of two, each pass of the random order names every block
// exactly once, says when a new pass starts, and two passes differ.
func TestPermutationVisitsEveryBlockOncePerPass(t *testing.T) {
	for _, blocks := range []uint64{1, 2, 3, 7, 1000, 4096, 65537, 100_003} {
		p := newPermutation(blocks, newRand(blocks))
		var passes [2][]uint64
		for pass := range passes {
			seen := make([]bool, blocks)
			for i := range blocks {
				b, newPass := p.Next()
				if want := pass > 0 && i == 0; newPass != want {
					t.Fatalf("%d blocks, pass %d, draw %d: new pass %v, want %v", blocks, pass, i, newPass, want)
				}
				if b >= blocks || seen[b] {
					t.Fatalf("%d blocks, pass %d: block %d out of range or drawn twice", blocks, pass, b)
				}
				seen[b] = true
				passes[pass] = append(passes[pass], b)
			}
		}
		if blocks > 3 && equalOrder(passes[0], passes[1]) {
			t.Errorf("%d blocks: both passes in the same order", blocks)
		}
	}
}

func equalOrder(a, b []uint64) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
