package fio

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// TestParseSizeMatchesFio: fio 3.33's rules, checked against fio itself. With the
// default kb_base=1024, k, K, KB mean 1024 and the IEC spellings KiB, MiB
// mean powers of 1000 (4KiB = 4000); kb_base=1000 swaps the two.
func TestParseSizeMatchesFio(t *testing.T) {
	for _, tc := range []struct {
		in     string
		kbBase int
		want   int64
	}{
		{"4096", 1024, 4096},
		{"0", 1024, 0},
		{"512b", 1024, 512},
		{"512B", 1024, 512},
		{"4k", 1024, 4096},
		{"4K", 1024, 4096},
		{"4KB", 1024, 4096},
		{"4kb", 1024, 4096},
		{"4KiB", 1024, 4000},
		{"4kib", 1024, 4000},
		{"64KiB", 1024, 64000},
		{"64k", 1024, 65536},
		{"128k", 1024, 131072},
		{"1m", 1024, 1048576},
		{"1M", 1024, 1048576},
		{"1MB", 1024, 1048576},
		{"1MiB", 1024, 1000000},
		{"1g", 1024, 1 << 30},
		{"1GiB", 1024, 1000000000},
		{"2t", 1024, 2 << 40},
		{"1TiB", 1024, 1000000000000},
		{"1p", 1024, 1 << 50},
		{"4096p", 1024, 1 << 62},
		{" 8k ", 1024, 8192},
		{"4k", 0, 4096}, // unset kb_base is fio's default
		// kb_base=1000: k, KB are 1000, KiB is 1024.
		{"4k", 1000, 4000},
		{"4KB", 1000, 4000},
		{"4KiB", 1000, 4096},
		{"64KiB", 1000, 65536},
		{"1MiB", 1000, 1048576},
		{"1m", 1000, 1000000},
		{"1GiB", 1000, 1 << 30},
		{"4096", 1000, 4096},
	} {
		got, err := ParseSize(tc.in, tc.kbBase)
		if err != nil || got != tc.want {
			t.Errorf("ParseSize(%q, %d) = %d, %v; want %d", tc.in, tc.kbBase, got, err, tc.want)
		}
	}
	for _, in := range []string{
		"", " ", "k", "KiB", "-4k", "4x", "4kx", "4kibb",
		"99999999999999999999", // over int64
		"8192p",                // over 2^62
		"9999999t",
	} {
		if got, err := ParseSize(in, 1024); err == nil {
			t.Errorf("ParseSize(%q) = %d, want an error", in, got)
		}
	}
}

func TestBlockSizes(t *testing.T) {
	for _, tc := range []struct {
		opts    options
		kbBase  int
		r, w, t int64
	}{
		{options{}, 1024, 4096, 4096, 4096},
		{options{"bs": "8k"}, 1024, 8192, 8192, 8192},
		{options{"blocksize": "16k"}, 1024, 16384, 16384, 16384},
		{options{"bs": "4KiB"}, 1024, 4000, 4000, 4000},
		{options{"bs": "4k"}, 1000, 4000, 4000, 4000},
		// Two parts: reads, then writes and trims.
		{options{"bs": "4k,64k"}, 1024, 4096, 65536, 65536},
		// Three parts.
		{options{"bs": "4k,64k,8k"}, 1024, 4096, 65536, 8192},
		// Empty parts keep fio's default of 4096 (fio's HOWTO examples).
		{options{"bs": ",8k"}, 1024, 4096, 8192, 8192},
		{options{"bs": ",8k,"}, 1024, 4096, 8192, 4096},
		{options{"bs": "8k,32k,"}, 1024, 8192, 32768, 4096},
		{options{"bs": "8k,,16k"}, 1024, 8192, 4096, 16384},
		{options{"bs": " 8k , 16k "}, 1024, 8192, 16384, 16384},
		// A range or split of sizes: no single block size.
		{options{"bsrange": "4k-16k"}, 1024, 0, 0, 0},
		{options{"blocksize_range": "4k-16k"}, 1024, 0, 0, 0},
		{options{"bssplit": "4k/50:64k/50"}, 1024, 0, 0, 0},
	} {
		r, w, tr, err := blockSizes(tc.opts, tc.kbBase)
		if err != nil || r != tc.r || w != tc.w || tr != tc.t {
			t.Errorf("blockSizes(%v, kb_base %d) = %d, %d, %d, %v; want %d, %d, %d", tc.opts, tc.kbBase, r, w, tr, err, tc.r, tc.w, tc.t)
		}
	}
	for _, o := range []options{
		{"bs": "1k,2k,3k,4k"},
		{"bs": "big"},
		{"bs": "4k,x"},
		{"blocksize": "4q"},
	} {
		if r, w, tr, err := blockSizes(o, 1024); err == nil {
			t.Errorf("blockSizes(%v) = %d, %d, %d, want an error", o, r, w, tr)
		}
	}
}

func TestParseRW(t *testing.T) {
	rnd, seq := datasets.PatternRandom, datasets.PatternSequential
	for _, tc := range []struct {
		in   string
		want workload
	}{
		{"read", workload{seq, true, false, false}},
		{"write", workload{seq, false, true, false}},
		{"trim", workload{seq, false, false, true}},
		{"randread", workload{rnd, true, false, false}},
		{"randwrite", workload{rnd, false, true, false}},
		{"randtrim", workload{rnd, false, false, true}},
		{"rw", workload{seq, true, true, false}},
		{"readwrite", workload{seq, true, true, false}},
		{"randrw", workload{rnd, true, true, false}},
		{"trimwrite", workload{seq, false, true, true}},
		{"randtrimwrite", workload{rnd, false, true, true}},
		// fio's ":N" suffix: holes of N between I/Os.
		{"read:8", workload{seq, true, false, false}},
		{"randread:4k", workload{rnd, true, false, false}},
		{"rw:16", workload{seq, true, true, false}},
		{" randwrite ", workload{rnd, false, true, false}},
	} {
		got, err := parseRW(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("parseRW(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
	}
	for _, in := range []string{"", "random", "randreadwrite", ":8", "read write"} {
		if got, err := parseRW(in); err == nil {
			t.Errorf("parseRW(%q) = %+v, want an error", in, got)
		}
	}
}

func TestReadShare(t *testing.T) {
	for _, tc := range []struct {
		opts options
		want float64
	}{
		{options{}, 50},
		{options{"rwmixread": "70"}, 70},
		{options{"rwmixread": "0"}, 0},
		{options{"rwmixread": "100"}, 100},
		{options{"rwmixwrite": "30"}, 70},
		{options{"rwmixwrite": "100"}, 0},
	} {
		got, err := readShare(tc.opts)
		if err != nil || got != tc.want {
			t.Errorf("readShare(%v) = %v, %v; want %v", tc.opts, got, err, tc.want)
		}
	}
	for _, o := range []options{
		{"rwmixread": "abc"}, {"rwmixread": "101"}, {"rwmixread": "-1"}, {"rwmixread": ""},
		{"rwmixwrite": "120"}, {"rwmixwrite": "x"}, {"rwmixread": "NaN"},
	} {
		if got, err := readShare(o); err == nil {
			t.Errorf("readShare(%v) = %v, want an error", o, got)
		}
	}
}

// fioPlatIdxToVal is fio's plat_idx_to_val (stat.c) in integer math: for
// idx >= 2*VAL, base + (k + 0.5) * 2^error_bits, which is whole because
// error_bits >= 1 there.
func fioPlatIdxToVal(idx uint64, bits uint, val uint64) uint64 {
	errorBits := idx>>bits - 1
	base := uint64(1) << (errorBits + uint64(bits))
	k := idx % val
	return base + k<<errorBits + (uint64(1)<<errorBits)/2
}

func TestPlatIndexToValue(t *testing.T) {
	const bits, val, groups = 6, 64, 29 // FIO_IO_U_PLAT_BITS, _VAL, _GROUP_NR
	for idx := uint64(0); idx < 2*val; idx++ {
		if got := platIndexToValue(idx, bits, val); got != float64(idx) {
			t.Errorf("platIndexToValue(%d) = %v, want %d", idx, got, idx)
		}
	}
	prev := float64(2*val - 1)
	for idx := uint64(2 * val); idx < groups*val; idx++ {
		got := platIndexToValue(idx, bits, val)
		if want := fioPlatIdxToVal(idx, bits, val); got != float64(want) {
			t.Errorf("platIndexToValue(%d) = %v, want %d", idx, got, want)
		}
		if got <= prev {
			t.Errorf("platIndexToValue(%d) = %v, not above the bucket before (%v)", idx, got, prev)
		}
		prev = got
	}
	// Worked by hand: index 128 is group 1, bucket 0, width 2: 128 + 1.
	for idx, want := range map[uint64]float64{128: 129, 191: 255, 192: 258, 200: 290, 256: 516} {
		if got := platIndexToValue(idx, bits, val); got != want {
			t.Errorf("platIndexToValue(%d) = %v, want %v", idx, got, want)
		}
	}
	// Another geometry (fio lets it change between versions).
	for idx := uint64(8); idx < 200; idx++ {
		got := platIndexToValue(idx, 2, 4)
		if want := fioPlatIdxToVal(idx, 2, 4); got != float64(want) {
			t.Errorf("platIndexToValue(%d, 2, 4) = %v, want %d", idx, got, want)
		}
	}
}

func TestTerseDescription(t *testing.T) {
	fields := func(n int) []string {
		f := make([]string, n)
		for i := range f {
			f[i] = "0.00%"
		}
		return f
	}
	disk := strings.Split("vda;7626;0;0;0;649;0;649;64.45%", ";")
	disk2 := strings.Split("nvme0n1;10;20;0;0;5;6;11;1.00%", ";")
	base := fields(terseDisks)
	cat := func(parts ...[]string) []string {
		var out []string
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	for _, tc := range []struct {
		name string
		f    []string
		want string
	}{
		{"nothing after the latency buckets", base, ""},
		{"one disk", cat(base, disk), ""},
		{"two disks", cat(base, disk, disk2), ""},
		{"description, no disk", cat(base, []string{"my runs"}), "my runs"},
		{"disk and description", cat(base, disk, []string{"three workloads from one job file"}), "three workloads from one job file"},
		{"two disks and description", cat(base, disk, disk2, []string{"d"}), "d"},
		{"continue_on_error fields", cat(base, disk, []string{"0", "0"}), ""},
		{"continue_on_error and description", cat(base, disk, []string{"3", "5", "desc"}), "desc"},
		{"numeric description", cat(base, disk, []string{"42"}), "42"},
	} {
		if got := terseDescription(tc.f); got != tc.want {
			t.Errorf("%s: terseDescription = %q, want %q", tc.name, got, tc.want)
		}
	}
}
