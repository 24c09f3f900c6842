package render

import (
	"testing"

	"github.com/iopress/iopress/render/words"
)

// TestSetupHostRowSaysItIsAName: the setup table's host row holds the
// name the machine gave itself ("vm" in the one-system run), which a bare
// "Host" label let editors take for the machine's kind, asking for "VM"
// or its Polish translation (#24 round 7, en and pl): the row says it is
// a name, in every language, beside the records' own value.
func TestSetupHostRowSaysItIsAName(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/onesystem/iopress")
	host := ds.Sources[0].Setup.Host
	if host == "" {
		t.Fatal("the one-system run records no host name: this test expects one")
	}
	for _, l := range words.Langs {
		art := builtIn(t, ds, l)
		if art.SetupTable == nil {
			t.Fatalf("%s: no setup table", l)
		}
		want := l.Say("Host name")
		found := false
		for _, r := range art.SetupTable.Rows {
			if len(r.Values) == 1 && r.Values[0] == host {
				found = true
				if r.Label != want {
					t.Errorf("%s: the host's name %q is labelled %q, want %q", l, host, r.Label, want)
				}
			}
		}
		if !found {
			t.Errorf("%s: no row holds the host's name %q", l, host)
		}
		if l == words.Polish && want == "Host" {
			t.Errorf("Polish labels the host's name in English")
		}
	}
}
