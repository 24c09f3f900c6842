package cdm_test

import (
	"math"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/cdm"
)

// TestSamplesSetup: the footer's facts of every real export, each
// against the footer line it comes from, quoted from the file: its test
// size, the tested volume's fill level, the interval, the measure time
// (the rows' runtime), profile, date and OS. Sizes are binary in every
// version (CrystalDiskMark 3's "1000 MB" is 1000 MiB; its "57.3/79.4 GB"
// GiB); MB/s alone is decimal.
func TestSamplesSetup(t *testing.T) {
	const mib, gib = 1 << 20, 1 << 30
	for _, tc := range []struct {
		sample   string
		lines    []string // footer lines of the file, verbatim but for the leading spaces
		want     datasets.Setup
		measureS float64 // NaN: not said
		direct   datasets.Bool
	}{
		{"CDM3.0.2", []string{"Test : 1000 MB [C: 72.2% (57.3/79.4 GB)] (x5)", "Date : 2013/04/13 23:10:09", "OS : Windows 8  [6.2 Build 9200] (x64)"},
			datasets.Setup{TestSizeBytes: 1000 * mib, FillPct: 72.2, VolumeUsedBytes: int64(math.Round(57.3 * gib)), VolumeTotalBytes: int64(math.Round(79.4 * gib)),
				Date: "2013-04-13T23:10:09", OS: "Windows 8 [6.2 Build 9200] (x64)"}, math.NaN(), datasets.Yes},
		{"CDM5.2.0", []string{"Test : 1024 MiB [E: 0.4% (26.4/7167.0 MiB)] (x5)  [Interval=5 sec]", "Date : 2016/11/15 21:52:26", "OS : Windows 10 Professional [10.0 Build 14393] (x64)"},
			datasets.Setup{TestSizeBytes: 1024 * mib, FillPct: 0.4, VolumeUsedBytes: int64(math.Round(26.4 * mib)), VolumeTotalBytes: 7167 * mib, IntervalS: 5,
				Date: "2016-11-15T21:52:26", OS: "Windows 10 Professional [10.0 Build 14393] (x64)"}, math.NaN(), datasets.Yes},
		{"CDM6.0.2", []string{"Test : 1024 MiB [C: 26.4% (122.8/465.2 GiB)] (x5)  [Interval=5 sec]", "Date : 2018/12/15 0:48:36", "OS : Windows 10  [10.0 Build 17134] (x64)"},
			datasets.Setup{TestSizeBytes: 1024 * mib, FillPct: 26.4, VolumeUsedBytes: int64(math.Round(122.8 * gib)), VolumeTotalBytes: int64(math.Round(465.2 * gib)), IntervalS: 5,
				Date: "2018-12-15T00:48:36", OS: "Windows 10 [10.0 Build 17134] (x64)"}, math.NaN(), datasets.Yes},
		{"CDM7.0.0", []string{"Profile: Default", "Test: 512 MiB (x5) [Interval: 5 sec] <DefaultAffinity=DISABLED>", "Date: 2020/01/07 8:55:53", "OS: Windows 10 Enterprise [10.0 Build 18362] (x86)"},
			datasets.Setup{Profile: "Default", TestSizeBytes: 512 * mib, IntervalS: 5, Date: "2020-01-07T08:55:53", OS: "Windows 10 Enterprise [10.0 Build 18362] (x86)"}, math.NaN(), datasets.Yes},
		{"S790", []string{"Profile: Default", "Test: 1 GiB (x5) [C: 4% (79/1862GiB)]", "Time: Measure 5 sec / Interval 5 sec", "Date: 2024/01/06 5:41:48", "OS: Windows 11  [10.0 Build 22631] (x64)"},
			datasets.Setup{Profile: "Default", TestSizeBytes: gib, FillPct: 4, VolumeUsedBytes: 79 * gib, VolumeTotalBytes: 1862 * gib, IntervalS: 5,
				Date: "2024-01-06T05:41:48", OS: "Windows 11 [10.0 Build 22631] (x64)"}, 5, datasets.Yes},
		{"WD_Blue", []string{"Profile: Default", "Test: 1 GiB (x5) [E: 96% (894/932GiB)]", "Time: Measure 5 sec / Interval 5 sec", "Date: 2021/06/22 17:19:21", "OS: Windows 10  [10.0 Build 19042] (x64)"},
			datasets.Setup{Profile: "Default", TestSizeBytes: gib, FillPct: 96, VolumeUsedBytes: 894 * gib, VolumeTotalBytes: 932 * gib, IntervalS: 5,
				Date: "2021-06-22T17:19:21", OS: "Windows 10 [10.0 Build 19042] (x64)"}, 5, datasets.Yes},
		{"KDiskMark_1.6.0", []string{"Profile: Default", "Test: 32 MiB (x5) [Interval: 5 sec]", "Date: 2020/09/05 18:31:47", "OS: neon 20.04 [linux 5.4.0-42-generic]"},
			datasets.Setup{Profile: "Default", TestSizeBytes: 32 * mib, IntervalS: 5, Date: "2020-09-05T18:31:47", OS: "neon 20.04", Kernel: "Linux 5.4.0-42-generic"}, math.NaN(), datasets.Unknown},
		{"KDiskMark_3.0.0", []string{"Profile: Default", "Test: 1 GiB (x5) [Measure: 5 sec / Interval: 5 sec]", "Date: 2022-08-24 16:10:33", "OS: opensuse-tumbleweed 20220821 [linux 5.19.2-1-default]"},
			datasets.Setup{Profile: "Default", TestSizeBytes: gib, IntervalS: 5, Date: "2022-08-24T16:10:33", OS: "opensuse-tumbleweed 20220821", Kernel: "Linux 5.19.2-1-default"}, 5, datasets.Unknown},
	} {
		t.Run(tc.sample, func(t *testing.T) {
			s := mustSample(t, tc.sample)
			text := strings.ReplaceAll(string(s.data), "\r\n", "\n")
			for _, l := range tc.lines {
				if !strings.Contains(text, l+"\n") && !strings.Contains(text, l+" \n") {
					t.Fatalf("the file has no line %q: the expectation is not of this file", l)
				}
			}
			ds, err := cdm.Parser.ParseBytes(s.data, s.path)
			if err != nil {
				t.Fatal(err)
			}
			if got := ds.Sources[0].Setup; got != tc.want {
				t.Errorf("setup\n%+v\nwant\n%+v", got, tc.want)
			}
			for _, r := range ds.Results {
				if !(r.RuntimeS == tc.measureS || math.IsNaN(r.RuntimeS) && math.IsNaN(tc.measureS)) || r.Direct != tc.direct {
					t.Fatalf("%s: runtime %v s, direct %v: want %v s, %v", r.JobName, r.RuntimeS, r.Direct, tc.measureS, tc.direct)
				}
			}
		})
	}
}
