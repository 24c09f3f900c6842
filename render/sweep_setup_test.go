package render

import (
	"slices"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// TestSweepSetupSaysWhatIsNotRecorded: the real runs record no test
// size and no run records a host's cache mode: the setup table says both
// are not recorded, the cache mode for the virtual disk only (tmpfs has
// no host cache between it and the guest), in every language; where the
// runs record a test size, the table gives it.
func TestSweepSetupSaysWhatIsNotRecorded(t *testing.T) {
	ds, s := realSweep(t)
	for _, sw := range sweepInEveryLang(t, ds, s) {
		language, l, art := sw.l.Lang, sw.l, sw.art
		rows := map[string][]string{}
		for _, r := range art.SetupTable.Rows {
			rows[r.Label] = r.Values
		}
		if got, want := rows[l.Say("Test size")], []string{l.Say("not recorded"), l.Say("not recorded")}; !slices.Equal(got, want) {
			t.Errorf("%s: test size %q, want %q", language, got, want)
		}
		if got, want := rows[l.Say("Host cache mode")], []string{l.Say("does not apply"), l.Say("not recorded")}; !slices.Equal(got, want) {
			t.Errorf("%s: host cache mode %q, want %q", language, got, want)
		}
	}
	sized := &datasets.Dataset{Sources: slices.Clone(ds.Sources), Results: ds.Results}
	for i := range sized.Sources {
		sized.Sources[i].Setup.TestSizeBytes = 256 << 20
	}
	art, err := BuildSweep(sized, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range art.SetupTable.Rows {
		if r.Label == "Test size" && slices.Contains(r.Values, "not recorded") {
			t.Errorf("test size %q where the runs record 256 MiB", r.Values)
		}
	}
}
