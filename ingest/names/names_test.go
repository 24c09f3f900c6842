package names

import "testing"

func TestStem(t *testing.T) {
	for in, want := range map[string]string{
		"runs/nvme0/run1.json":        "run1",
		"a.tgz!x/y.fio.json":          "y.fio",
		"a.tgz!x/CDM5.2.0_sample.txt": "CDM5.2.0_sample",
		"dir/":                        "unnamed",
		`C:\results\WD Blue 3D.txt`:   "WD Blue 3D",
		"plain":                       "plain",
		".hidden":                     ".hidden",
		"CrystalDiskMark_2021 WD.txt": "CrystalDiskMark_2021 WD",
	} {
		if got := Stem(in); got != want {
			t.Errorf("Stem(%q) = %q, want %q", in, got, want)
		}
	}
}
