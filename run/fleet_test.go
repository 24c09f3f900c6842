package run

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestParseHosts(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "hosts")
	os.WriteFile(file, []byte("# the fleet\nnode1\n\n  ip:10.0.0.2,8766  # rack 2\nnode3,9000\n"), 0o644)
	bad := filepath.Join(dir, "bad")
	os.WriteFile(bad, []byte("node1\nnode2 node3\n"), 0o644)
	empty := filepath.Join(dir, "empty")
	os.WriteFile(empty, []byte("# nothing\n"), 0o644)
	for _, tc := range []struct {
		in   string
		want []string
		err  string
	}{
		{"a,b", []string{"a", "b"}, ""},
		{"a,8766,ip:10.0.0.2,9000, c", []string{"a,8766", "ip:10.0.0.2,9000", "c"}, ""},
		{"@" + file, []string{"node1", "ip:10.0.0.2,8766", "node3,9000"}, ""},
		{"@" + bad, nil, bad + ":2:"},
		{"@" + empty, nil, "names no host"},
		{",", nil, "names no host"},
	} {
		got, err := ParseHosts(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want one with %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("%q: %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

func TestFioHost(t *testing.T) {
	for in, want := range map[string]struct {
		name string
		port int
	}{
		"node1":               {"node1", 8765},
		"node1,9000":          {"node1", 9000},
		"ip:127.0.0.2,18765":  {"127.0.0.2", 18765},
		"ip6:fe80::1,8766":    {"fe80::1", 8766},
		"ip6:fe80::1":         {"fe80::1", 8765},
		"tcp:storage-a.local": {"storage-a.local", 8765},
	} {
		if name, port := fioHost(in); name != want.name || port != want.port {
			t.Errorf("%s: %s port %d, want %s port %d", in, name, port, want.name, want.port)
		}
	}
}

// fio 3.33's client prints this as a server answers.
const probeOutput = "hostname=vm, be=0, 64-bit, os=Linux, arch=x86-64, fio=fio-3.33, flags=1\n<vm> iopress-probe: (g=0): rw=read\n"

func TestProbeAndVersions(t *testing.T) {
	info, err := parseProbe("ip:10.0.0.2", probeOutput)
	want := HostInfo{Host: "ip:10.0.0.2", Hostname: "vm", Bits: "64", OS: "Linux", Arch: "x86-64", FioVersion: "fio-3.33"}
	if err != nil || info != want {
		t.Fatalf("%+v, %v; want %+v", info, err, want)
	}
	if _, err := parseProbe("node9", "fio: connect: Connection refused\n"); err == nil || !strings.Contains(err.Error(), "node9") || !strings.Contains(err.Error(), "Connection refused") {
		t.Errorf("no answer: %v", err)
	}
	old := info
	old.Host, old.FioVersion = "node2", "fio-3.28"
	infos := map[string]HostInfo{info.Host: info, "node2": old}
	var ve *VersionError
	if err := checkVersions("fio-3.33", infos, []string{info.Host, "node2"}); err == nil {
		t.Fatal("a server of another fio version was not refused")
	} else if !errors.As(err, &ve) || !strings.Contains(err.Error(), "node2 runs fio-3.28") || !strings.Contains(err.Error(), "this machine runs fio-3.33") || strings.Contains(err.Error(), "10.0.0.2") {
		t.Errorf("refusal %q: want it to name node2 and both versions, and only node2", err)
	}
	if err := checkVersions("fio-3.28", map[string]HostInfo{"node2": old}, []string{"node2"}); err != nil {
		t.Errorf("one version everywhere: %v", err)
	}
}

func TestFleetCheck(t *testing.T) {
	cell := func(rw string) Matrix {
		m, err := SingleCell(rw, "4k", 1, 1, 50)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	plan := func(hosts []string, target, engine string, m Matrix) Plan {
		return Plan{Matrix: m, Engine: engine, Out: filepath.Join(t.TempDir(), "ds"),
			Config: Config{Target: target, Runtime: time.Second, Span: 1 << 20}, Fleet: &Fleet{Hosts: hosts}}
	}
	passes := cell("randread")
	passes.Cells[0].Passes = 3
	for _, tc := range []struct {
		name string
		p    Plan
		err  string
	}{
		{"fine", plan([]string{"a", "b,9000"}, "/data/t", "fio", cell("randread")), ""},
		{"no hosts", plan(nil, "/data/t", "fio", cell("randread")), "at least one host"},
		{"one machine twice", plan([]string{"a", "ip:a,9000"}, "/data/t", "fio", cell("randread")), "one machine"},
		{"own engine", plan([]string{"a"}, "/data/t", "psync", cell("randread")), "fio's engines"},
		{"relative target", plan([]string{"a"}, "t.dat", "fio", cell("randread")), "absolute path"},
		{"writes a device", plan([]string{"a"}, "/dev/sdb", "fio", cell("randwrite")), "only to files"},
		{"reads a device", plan([]string{"a"}, "/dev/sdb", "fio", cell("randread")), ""},
		{"passes", plan([]string{"a"}, "/data/t", "fio", passes), "passes"},
	} {
		err := tc.p.Check()
		if tc.err == "" && err != nil || tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.err)
		}
	}
}
