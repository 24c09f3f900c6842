package datasets

import (
	"regexp"
	"strconv"
	"strings"
)

// Datasets iopress run wrote before schema 1.3 keep the test setup as
// notes: the run's source ("run-setup-ID") has a line saying how the
// matrix ran ("iopress dev, engine io_uring, 1s per cell, direct I/O")
// and the host inventory as "Key: value" lines, and each cell's source
// says what its engine used ("io_uring with DEFER_TASKRUN|SINGLE_ISSUER,
// READ/WRITE operations"). upgradeRunNotes reads them into the typed
// facts a run records now, once, where such a dataset is read (ReadFS),
// so that nothing else reads notes for facts.

// runDescribe is the first line of an old run's notes.
var runDescribe = regexp.MustCompile(`^iopress \S+, engines? .*$`)

// cpuLine is "MODEL, N logical CPUs".
var cpuLine = regexp.MustCompile(`^(.*), (\d+) logical CPUs$`)

// memLine is "23.5 GiB", as the inventory printed memory.
var memLine = regexp.MustCompile(`^(\d+(?:\.\d+)?) GiB$`)

// upgradeRunNotes moves the facts of old runs' notes into their sources'
// Setup and their results' direct column, and the notes that held them
// out. A cell's source gets the setup of its run: the run's source with
// the same path (the target), when exactly one has it.
func upgradeRunNotes(ds *Dataset) {
	type run struct {
		setup  Setup
		direct Bool
		count  int
	}
	runs := map[string]*run{} // by path
	for i := range ds.Sources {
		s := &ds.Sources[i]
		if s.Tool != ToolIOPress || s.Notes == "" || !s.Setup.IsZero() || !strings.HasPrefix(s.ID, "run-setup-") {
			continue
		}
		setup, direct, rest, ok := readRunNotes(s.Notes)
		if !ok {
			continue
		}
		s.Setup, s.Notes = setup, rest
		r := runs[s.Path]
		if r == nil {
			r = &run{}
			runs[s.Path] = r
		}
		r.setup, r.direct = setup, direct
		r.count++
	}
	if len(runs) == 0 {
		return
	}
	for i := range ds.Sources {
		s := &ds.Sources[i]
		r := runs[s.Path]
		if s.Tool != ToolIOPress || strings.HasPrefix(s.ID, "run-setup-") || !s.Setup.IsZero() || r == nil || r.count != 1 {
			continue
		}
		// A cell's notes are its engine's features, one line.
		features := ""
		if !strings.Contains(s.Notes, "\n") {
			features, s.Notes = s.Notes, ""
		}
		s.Setup = r.setup
		s.Setup.EngineFeatures = features
	}
	for i := range ds.Results {
		res := &ds.Results[i]
		if r := runs[res.SourcePath]; res.Tool == ToolIOPress && r != nil && r.count == 1 && !res.Direct.Known() {
			res.Direct = r.direct
		}
	}
}

// readRunNotes reads an old run's notes: its setup, whether its I/O was
// direct, and the lines that are no fact, which stay notes. ok is false
// for notes that are not an old run's.
func readRunNotes(notes string) (s Setup, direct Bool, rest string, ok bool) {
	lines := strings.Split(notes, "\n")
	if !runDescribe.MatchString(lines[0]) {
		return s, Unknown, notes, false
	}
	direct = No
	for _, part := range strings.Split(lines[0], ", ") {
		switch part {
		case "direct I/O":
			direct = Yes
		case "write-through":
			s.WriteThrough = Yes
		}
	}
	var kept []string
	for _, line := range lines[1:] {
		key, value, found := strings.Cut(line, ": ")
		if !found {
			kept = append(kept, line)
			continue
		}
		switch key {
		case "Host":
			s.Host = value
		case "CPU":
			s.CPUModel = value
			if m := cpuLine.FindStringSubmatch(value); m != nil {
				s.CPUModel = m[1]
				s.CPUCount, _ = strconv.ParseInt(m[2], 10, 64)
			}
		case "Memory":
			if m := memLine.FindStringSubmatch(value); m != nil {
				gib, _ := strconv.ParseFloat(m[1], 64)
				s.MemoryBytes = int64(gib * (1 << 30))
			}
		case "Kernel":
			s.Kernel = value
		case "OS":
			s.OS = value
		case "Target":
			// The results' target column has it.
		case "File system":
			// "ext4 on /dev/vda mounted at /", "NTFS on D:\"
			s.FileSystem, _, _ = strings.Cut(value, " on ")
		case "Device":
			// "vda", or "nvme0n1, MODEL, firmware FW"
			parts := strings.Split(value, ", ")
			s.Device = parts[0]
			for _, p := range parts[1:] {
				if fw, ok := strings.CutPrefix(p, "firmware "); ok {
					s.DriveFirmware = fw
				} else if s.DriveModel == "" {
					s.DriveModel = p
				}
			}
			s.DriveCount = 1
		default:
			kept = append(kept, line)
		}
	}
	s.TargetKind = ClassifyTarget(TargetProbe{FileSystem: s.FileSystem, Device: s.Device, Model: s.DriveModel})
	return s, direct, strings.Join(kept, "\n"), true
}
