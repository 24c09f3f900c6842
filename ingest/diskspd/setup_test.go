package diskspd_test

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/diskspd"
)

// TestSamplesSetup: each real sample's setup, against the lines of the
// file it comes from, quoted here: the computer name, the processors,
// the start time, the warm-up, the test file's size (-c, FileSize), and
// whether the cache was bypassed (every sample's rows direct) and writes
// went through.
func TestSamplesSetup(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lines []string // in the file, white space trimmed
		want  datasets.Setup
	}{
		{"BasilKisel__trying-out-diskspd__goodsql2016.westeurope.cloudapp.azure.com.txt",
			[]string{"Command Line: C:\\Diskspd\\amd64fre\\diskspd.exe -w50 -W5 -b4K -c8G -F2 -o32 -Sh -L -r -d600 C:\\testfile.foo", "warm up time: 5s", "software cache disabled", "hardware write cache disabled, writethrough on", "proc count:             2"},
			datasets.Setup{CPUCount: 2, TestSizeBytes: 8 << 30, RampS: 5, WriteThrough: datasets.Yes}},
		{"GoogleCloudPlatform__PerfKitBenchmarker__diskspd_result.xml",
			[]string{"<ComputerName>pkb-044ffc87-0</ComputerName>", "<RunTime>2018/10/18 21:39:04 UTC</RunTime>", `<Group Group="0" MaximumProcessors="4" ActiveProcessors="4" ActiveProcessorMask="0xf" />`, "<Warmup>5</Warmup>", "<DisableOSCache>true</DisableOSCache>", "<WriteThrough>true</WriteThrough>", "<FileSize>838860800</FileSize>"},
			datasets.Setup{Host: "pkb-044ffc87-0", CPUCount: 4, Date: "2018-10-18T21:39:04Z", RampS: 5, TestSizeBytes: 838860800, WriteThrough: datasets.Yes}},
		{"microsoft__VirtualClient__DiskSpd-v2.2.0-SingleGroup.txt",
			[]string{"Command Line: C:\\dskspd\\amd64\\diskspd.exe -c1G -b4K -r4K -t4 -o16 -w100 -d10 -Suw -W5 -D -L -Rtext C:\\diskspd-test.dat", "computer name: alexwill-dskspd", "start time: 2026/06/22 22:16:45 UTC", "cpu count:\t\t4", "warm up time: 5s"},
			datasets.Setup{Host: "alexwill-dskspd", CPUCount: 4, Date: "2026-06-22T22:16:45Z", RampS: 5, TestSizeBytes: 1 << 30, WriteThrough: datasets.Yes}},
		{"microsoft__VirtualClient__DiskSpdExample-WriteOnly-v2.2.0-MultiNumaMultiGroup.txt",
			[]string{"Command Line: C:\\dskspd\\amd64\\diskspd.exe -c64M -b4K -r4K -t4 -o4 -w100 -d5 -Suw -W2 -D -L -Rtext C:\\dskspd\\testfile.dat", "computer name: alexwill-amd96", "start time: 2026/06/26 17:40:00 UTC", "cpu count:\t\t96"},
			datasets.Setup{Host: "alexwill-amd96", CPUCount: 96, Date: "2026-06-26T17:40:00Z", RampS: 2, TestSizeBytes: 64 << 20, WriteThrough: datasets.Yes}},
		{"microsoft__VirtualClient__DiskSpdExample-ReadWrite.txt",
			[]string{"computer name: QuickTest2", "start time: 2021/04/16 19:03:38 UTC", "proc count:             4", "warm up time: 15s", "software cache disabled"},
			datasets.Setup{Host: "QuickTest2", CPUCount: 4, Date: "2021-04-16T19:03:38Z", RampS: 15, WriteThrough: datasets.Yes}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := sample(t, tc.name)
			text := strings.ReplaceAll(string(data), "\r\n", "\n")
			for _, l := range tc.lines {
				if !strings.Contains(text, l) {
					t.Fatalf("the file has no %q: the expectation is not of this file", l)
				}
			}
			ds, err := diskspd.Parser.ParseBytes(data, tc.name)
			if err != nil {
				t.Fatal(err)
			}
			if got := ds.Sources[0].Setup; got != tc.want {
				t.Errorf("setup\n%+v\nwant\n%+v", got, tc.want)
			}
			for _, r := range ds.Results {
				if r.Direct != datasets.Yes {
					t.Fatalf("%s row: direct %v, want yes (software cache disabled)", r.Direction, r.Direct)
				}
			}
		})
	}
}
