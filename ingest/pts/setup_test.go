package pts_test

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/ingest/pts"
)

// TestSystemsSetup: every system of every composite.xml has a sources
// row of its own with its setup, read here from its <Hardware> and
// <Software> with regular expressions: the processor up to its " (",
// its threads (else cores), memory in MiB or GiB, the drives (counted at
// " + "), OS, kernel and file system, and the TimeStamp.
func TestSystemsSetup(t *testing.T) {
	system := regexp.MustCompile(`(?s)<System>\s*<Identifier>(.*?)</Identifier>\s*<Hardware>(.*?)</Hardware>\s*<Software>(.*?)</Software>.*?<TimeStamp>(.*?)</TimeStamp>`)
	field := func(s, key string) string {
		m := regexp.MustCompile(`(?:^|, )` + key + `: (.*?)(?:, [A-Z][A-Za-z-]*(?: [A-Z][A-Za-z-]*)*: |$)`).FindStringSubmatch(s)
		if m == nil {
			return ""
		}
		return m[1]
	}
	checked := 0
	for _, path := range samples(t) {
		if !strings.HasSuffix(path, ".xml") {
			continue
		}
		data := read(t, path)
		ds, err := pts.Parser.ParseBytes(data, path)
		if err != nil {
			t.Fatal(err)
		}
		found := system.FindAllStringSubmatch(string(data), -1)
		if len(ds.Sources) != len(found)+1 {
			t.Fatalf("%s: %d sources, want the file's and one per system (%d)", path, len(ds.Sources), len(found))
		}
		for i, m := range found {
			s := ds.Sources[i+1].Setup
			hw, sw := m[2], m[3]
			cpu := field(hw, "Processor")
			count := regexp.MustCompile(`\((\d+) Cores(?: / (\d+) Threads)?\)$`).FindStringSubmatch(cpu)
			n, _ := strconv.ParseInt(count[1], 10, 64)
			if count[2] != "" {
				n, _ = strconv.ParseInt(count[2], 10, 64)
			}
			mem := field(hw, "Memory")
			var memBytes int64
			switch {
			case strings.HasSuffix(mem, "GB"):
				g, _ := strconv.ParseInt(strings.TrimSuffix(mem, "GB"), 10, 64)
				memBytes = g << 30
			case strings.HasSuffix(mem, "MB"):
				mb, _ := strconv.ParseInt(strings.TrimSuffix(mem, "MB"), 10, 64)
				memBytes = mb << 20
			}
			disk := field(hw, "Disk")
			date := strings.Replace(m[4], " ", "T", 1)
			if s.System != m[1] || s.CPUModel != cpu[:strings.LastIndex(cpu, " (")] || s.CPUCount != n || s.MemoryBytes != memBytes ||
				s.DriveModel != disk || s.DriveCount != int64(strings.Count(disk, " + ")+1) ||
				s.OS != field(sw, "OS") || s.Kernel != field(sw, "Kernel") || s.FileSystem != field(sw, "File-System") || s.Date != date {
				t.Errorf("%s, system %s: setup %+v\nfrom %q; %q", path, m[1], s, hw, sw)
			}
			checked++
		}
	}
	if checked < 12 {
		t.Fatalf("%d systems checked", checked)
	}
}

// TestIngestKeepsEverySystemsSetup: ingest takes a file of several
// systems with every one of its sources rows, all with its id.
func TestIngestKeepsEverySystemsSetup(t *testing.T) {
	path := "testdata/laertispappas__aws-ec2-phoronix-benchmark__large-ec2_7zip_composite.xml"
	ds, errs := ingest.Read(context.Background(), []string{path}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if len(ds.Sources) != 11 {
		t.Fatalf("%d sources, want the file's and its 10 systems'", len(ds.Sources))
	}
	for _, s := range ds.Sources[1:] {
		if s.ID != ds.Sources[0].ID || s.Setup.System == "" || s.Setup.CPUCount != 2 {
			t.Errorf("source %+v: want the file's id and a system's setup", s)
		}
	}
}
