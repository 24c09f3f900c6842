package fio_test

import (
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// TestSetupFromJobOptions: every fio JSON fixture's facts, against the
// file read here with encoding/json: each row is direct exactly where
// its job's options (the global ones, overridden by its own) say
// direct=1; the file's test size is the jobs' one size (16m or 32m, in
// MiB); its device is what disk_util names. Files without job options
// (fio 2.1) leave direct unknown.
func TestSetupFromJobOptions(t *testing.T) {
	checked := 0
	for _, name := range append(fixtures(t), filepath.Join("fio2", "GoogleCloudPlatform__PerfKitBenchmarker__fio-parser-sample-result.json")) {
		if !strings.Contains(name, ".json") {
			continue
		}
		data := readFixture(t, name)
		var doc struct {
			Global map[string]string `json:"global options"`
			Jobs   []struct {
				Name    string            `json:"jobname"`
				Options map[string]string `json:"job options"`
			} `json:"jobs"`
			DiskUtil []struct {
				Name string `json:"name"`
			} `json:"disk_util"`
			ClientStats []any `json:"client_stats"`
		}
		// Some fixtures hold text around the document.
		start, end := strings.Index(string(data), "{"), strings.LastIndex(string(data), "}")
		if json.Unmarshal(data[start:end+1], &doc) != nil || doc.ClientStats != nil {
			continue // several documents, or hosts': the other tests read them
		}
		ds := parseBytes(t, data, name)
		ran := map[string]bool{} // a failed job gives no row, and no fact
		for _, r := range ds.Results {
			ran[r.JobName] = true
		}
		known := doc.Global != nil
		direct, sizes := map[string]datasets.Bool{}, map[string]bool{}
		for _, j := range doc.Jobs {
			opt := func(k string) (string, bool) {
				if v, ok := j.Options[k]; ok {
					return v, true
				}
				v, ok := doc.Global[k]
				return v, ok
			}
			d := datasets.Unknown
			if known || j.Options != nil {
				d = datasets.No
				if v, _ := opt("direct"); v == "1" {
					d = datasets.Yes
				}
			}
			direct[j.Name] = d
			if v, ok := opt("size"); ok && ran[j.Name] {
				sizes[v] = true
			}
		}
		for _, r := range ds.Results {
			if r.Direct != direct[r.JobName] {
				t.Errorf("%s, job %s: direct %v, want %v", name, r.JobName, r.Direct, direct[r.JobName])
			}
		}
		s := ds.Sources[0].Setup
		var wantSize int64
		if len(sizes) == 1 {
			for v := range sizes {
				n, err := strconv.ParseInt(strings.TrimSuffix(v, "m"), 10, 64)
				if err != nil {
					t.Fatalf("%s: size %q is not the fixtures' NNm", name, v)
				}
				wantSize = n << 20
			}
		}
		var devices []string
		for _, d := range doc.DiskUtil {
			devices = append(devices, d.Name)
		}
		if s.TestSizeBytes != wantSize || s.Device != strings.Join(devices, ", ") {
			t.Errorf("%s: setup %+v: want test size %d, device %q", name, s, wantSize, strings.Join(devices, ", "))
		}
		checked++
	}
	if checked < 15 {
		t.Fatalf("%d fixtures checked", checked)
	}
}
