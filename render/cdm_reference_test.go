package render

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/words"
)

// cdmExamples builds the CrystalDiskMark review example as
// examples/make.sh does: each real export of
// ingest/cdm/testdata/samples/crystaldiskmark named in
// examples/cdm-drives.tsv, its drive named as the file there, on its own
// link, analysed as iopress report analyses it.
func cdmExamples(t *testing.T, lang words.Lang) (*datasets.Dataset, *analyze.Analysis, *Article) {
	t.Helper()
	f, err := os.Open("../examples/cdm-drives.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	dir := t.TempDir()
	var limits analyze.Limits
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		fields := strings.Split(sc.Text(), "\t")
		data, err := os.ReadFile(filepath.Join("../ingest/cdm/testdata/samples/crystaldiskmark", fields[1]))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, fields[0]+".txt"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		if len(fields) > 2 && fields[2] != "" {
			if err := limits.SetLink(fields[0] + "=" + fields[2]); err != nil {
				t.Fatal(err)
			}
		}
	}
	ds, errs := ingest.Read(context.Background(), []string{dir}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if w := analyze.CompareSetups(analyze.Setups(ds, a.Systems)); w != nil {
		a.Warnings = append(a.Warnings, w)
	}
	art, err := BuildCDM(ds, a, Options{Lang: lang, Limits: limits, Flags: a.FlagLimits(limits)})
	if err != nil {
		t.Fatal(err)
	}
	return ds, a, art
}

// TestCDMRAMDiskIsAReference: the KVM RAM disk of the example, known as
// memory only by its name, is in every table as a column, but the lead
// says once, in each language, that it is a disk in memory shown for
// reference, and no other sentence of the lead, the findings or the
// verdict names it: it wins, loses and gaps nothing (before, it carried
// the headline "up to 24×" and the largest latency gap).
func TestCDMRAMDiskIsAReference(t *testing.T) {
	const ram = "KVM RAM disk"
	for _, lg := range words.Langs {
		_, _, art := cdmExamples(t, lg)
		for _, tb := range art.Tables {
			if strings.HasPrefix(tb.Name, "table-") && strings.Contains(tb.Name, "cdm") && !slices.Contains(tb.Systems, ram) && strings.Contains(tb.Name, "read") {
				t.Errorf("%s: %s has no %s column: %q", lg, tb.Name, ram, tb.Systems)
			}
		}
		ref := lang{Lang: lg}.Say("%s is a disk in memory, not a drive: its figures show the I/O path of the system around it, not a storage device, so the tables and charts show it for reference and no lead or verdict counts it.", ram)
		if strings.Count(art.Lead, ref) != 1 {
			t.Errorf("%s: the lead does not say once that %s is a reference: %q", lg, ram, art.Lead)
		}
		rest := strings.Join(append([]string{strings.Replace(art.Lead, ref, "", 1), art.Verdict}, art.Findings...), "\n")
		if strings.Contains(rest, ram) {
			t.Errorf("%s: a claim counts %s:\n%s", lg, ram, rest)
		}
	}
}

// TestRAMBackedNames: the one rule for names of memory.
func TestRAMBackedNames(t *testing.T) {
	for name, want := range map[string]bool{
		"KVM RAM disk": true, "virtio-win__kvm-guest-drivers-windows__issue428_CDM7.0.0_x86_ramdisk.EXTRACTED.txt": true,
		"RAM-disk": true, "tmpfs": true, "zram0": true, "brd": true, "ramfs": true,
		"S790": false, "Program Files": false, "WD Blue 3D 1TB": false, "Samsung 830": false, "Ramsey": false,
	} {
		if got := datasets.RAMBackedName(name); got != want {
			t.Errorf("RAMBackedName(%q) = %v, want %v", name, got, want)
		}
	}
}
