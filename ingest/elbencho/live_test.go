package elbencho_test

import (
	"bytes"
	"encoding/csv"
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/elbencho"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/syntax"
)

// liveLines reads a live CSV with encoding/csv alone, a map per line.
func liveLines(t *testing.T, data []byte) []map[string]string {
	records, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]string
	for _, r := range records[1:] {
		m := map[string]string{}
		for k, h := range records[0] {
			m[h] = r[k]
		}
		out = append(out, m)
	}
	return out
}

// TestLiveCSV: elbencho's live CSV was not recognised. Each Total line of
// the WRITE phase gives a bw and an iops sample, the figures as printed
// (MiB/s times 2^20), at its RuntimeMS, linked to the same run's CSV
// results row. The figures are checked against the file itself and the
// run's CSV results file (testdata/SOURCES.tsv): MiB/s is IOPS times the
// block size, cut down as elbencho cuts both; it is the bytes done over
// the interval, within elbencho's rounding and its clock's milliseconds;
// and the bytes done and the time never pass the phase's totals.
func TestLiveCSV(t *testing.T) {
	names := samples(t, ".live.csv")
	if len(names) != 4 {
		t.Fatalf("%d live CSV samples, want the 4 of SOURCES.tsv", len(names))
	}
	for _, name := range names {
		data := parsertest.Read(t, name)
		ds := parsertest.Parse(t, elbencho.Parser.ParseBytes, name)
		run := parsertest.Parse(t, elbencho.Parser.ParseBytes, strings.TrimSuffix(name, ".live.csv")+".csv")
		if len(run.Results) != 1 {
			t.Fatalf("%s: the run's CSV has %d rows, want its WRITE phase", name, len(run.Results))
		}
		total := run.Results[0]
		// The CSV's own last-done bytes and time, as printed.
		var mib, ms float64
		for _, l := range strings.Split(string(parsertest.Read(t, strings.TrimSuffix(name, ".live.csv")+".csv")), "\n") {
			if f := strings.Split(l, ","); len(f) > 30 && f[16] == "WRITE" {
				ms, _ = strconv.ParseFloat(f[18], 64)
				mib, _ = strconv.ParseFloat(f[30], 64)
			}
		}
		if ms == 0 || mib == 0 {
			t.Fatalf("%s: no WRITE line in the run's CSV", name)
		}
		ix := datasets.SampleIndex{}
		total.ResultID = "the run's WRITE row"
		ix.Add("", &total)

		lines := liveLines(t, data)
		if len(ds.Series) != 2*len(lines) || len(ds.Results) != 0 {
			t.Fatalf("%s: %d samples and %d rows, want 2 samples for each of the %d lines", name, len(ds.Series), len(ds.Results), len(lines))
		}
		prevBytes, prevMS := 0.0, 0.0
		for i, l := range lines {
			num := func(c string) float64 {
				v, err := strconv.ParseFloat(l[c], 64)
				if err != nil {
					t.Fatalf("%s line %d: %s: %v", name, i+2, c, err)
				}
				return v
			}
			bw, iops := ds.Series[2*i], ds.Series[2*i+1]
			at := int64(num("RuntimeMS")) * 1_000_000
			if l["Rank"] != "Total" || l["Phase"] != "WRITE" ||
				bw.Log != "bw" || bw.BWBytesPerS != num("MiB/s")*(1<<20) || bw.TimeNs != at || bw.Direction != "write" || bw.JobName != "WRITE" || bw.JobInstance != 1 ||
				iops.Log != "iops" || iops.IOPS != num("IOPS") || iops.TimeNs != at || iops.Direction != "write" || iops.JobName != "WRITE" || iops.JobInstance != 1 {
				t.Errorf("%s line %d: samples %+v %+v, want MiB/s %s and IOPS %s at %s ms", name, i+2, bw, iops, l["MiB/s"], l["IOPS"], l["RuntimeMS"])
			}
			if ix.Find("", &bw) != total.ResultID || ix.Find("", &iops) != total.ResultID {
				t.Errorf("%s line %d: the samples do not belong to the run's WRITE row", name, i+2)
			}
			if want := math.Floor(num("IOPS") * float64(total.BlockSizeBytes) / (1 << 20)); num("MiB/s") != want {
				t.Errorf("%s line %d: MiB/s %s, but IOPS %s x %d B is %v MiB/s", name, i+2, l["MiB/s"], l["IOPS"], total.BlockSizeBytes, want)
			}
			done, now := num("DoneBytes"), num("RuntimeMS")
			rate := (done - prevBytes) / (now - prevMS) * 1000 / (1 << 20)
			if slack := 1 + num("MiB/s")*2/(now-prevMS); math.Abs(rate-num("MiB/s")) > slack {
				t.Errorf("%s line %d: MiB/s %s, but the bytes done grew by %v MiB/s", name, i+2, l["MiB/s"], rate)
			}
			if done < prevBytes || done > mib*(1<<20) || now > ms {
				t.Errorf("%s line %d: %v bytes done at %v ms; the phase did %v MiB in %v ms", name, i+2, done, now, mib, ms)
			}
			prevBytes, prevMS = done, now
		}
	}
}

// TestLiveCSVLayouts: a live CSV of elbencho 3 (an ISO Date column first,
// latency columns) is read by its columns' names; a mixed phase's Read
// line gives read samples; a worker's line (--livecsvex) and a metadata
// phase's give none, and the workers' lines are counted in the notes; a
// bad figure is refused at its line and column. The inputs are a real
// file's lines edited into those shapes.
func TestLiveCSVLayouts(t *testing.T) {
	real := string(parsertest.Read(t, "coribb-iops-direct.08threads.live.csv"))
	lines := strings.Split(real, "\n")
	// elbencho 3: ISO Date first, Lat Ent us and Lat IO us after
	// Entries/s.
	v3 := func(l string) string {
		f := strings.Split(l, ",")
		date := "2024-01-02T03:04:05.678+0000"
		if f[0] == "Label" {
			date = "ISO Date"
		}
		lat := []string{"0", "110"}
		if f[0] == "Label" {
			lat = []string{"Lat Ent us", "Lat IO us"}
		}
		out := append([]string{date}, f[:11]...)
		out = append(out, lat...)
		return strings.Join(append(out, f[11:]...), ",")
	}
	var b strings.Builder
	for i, l := range lines[:len(lines)-1] {
		b.WriteString(v3(l) + "\n")
		if i == 1 {
			// a worker's line and a metadata phase's after the first
			b.WriteString(v3(",WRITE,5000,3,,0,412102656,,,0,,32,2,cgpu05,") + "\n")
			b.WriteString(v3(",MKDIRS,1,Total,,100,0,0,0,32,29117,0,2,,") + "\n")
		}
	}
	ds, err := elbencho.Parser.ParseBytes([]byte(b.String()), "v3.live.csv")
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Series) != 2*(len(lines)-2) || ds.Series[1].IOPS != 160977 || !strings.Contains(ds.Sources[0].Notes, "1 line of a single worker") {
		t.Errorf("elbencho 3: %d samples, notes %q; want %d, the worker's line counted", len(ds.Series), ds.Sources[0].Notes, 2*(len(lines)-2))
	}
	// The metadata phase between two WRITE lines starts a second WRITE.
	if last := ds.Series[len(ds.Series)-1]; last.JobInstance != 2 {
		t.Errorf("the WRITE lines after another phase: instance %d, want 2", last.JobInstance)
	}

	mix := strings.NewReplacer(",WRITE,10000,Total,,", ",RWMIX30,10000,Total,Read,").Replace(real)
	ds, err = elbencho.Parser.ParseBytes([]byte(mix), "mix.live.csv")
	if err != nil {
		t.Fatal(err)
	}
	if s := ds.Series[2]; s.Direction != "read" || s.JobName != "RWMIX30" || s.BWBytesPerS != 653<<20 {
		t.Errorf("a mix's Read line: %+v", s)
	}

	for _, e := range []parsertest.Edit{
		{Name: "MiB/s", Old: ",0,6721236992,653,", New: ",0,6721236992,6x3,"},
		{Name: "IOPS", Old: ",653,167207,", New: ",653,-167207,"},
		{Name: "runtime", Old: ",WRITE,10000,", New: ",WRITE,10s,"},
		{Name: "fields", Old: ",WRITE,10000,", New: ",WRITE,10000,,"},
		{Name: "mix type", Old: ",WRITE,10000,Total,,", New: ",WRITE,10000,Total,Read,"},
		{Name: "rank", Old: ",WRITE,10000,Total,", New: ",WRITE,10000,All,"},
	} {
		_, err := elbencho.Parser.ParseBytes([]byte(strings.Replace(real, e.Old, e.New, 1)), "bad")
		var se *syntax.Error
		if !errors.As(err, &se) || se.Line != 3 || se.File != "bad" {
			t.Errorf("%s: %v, want a syntax error at bad:3", e.Name, err)
		}
	}
}
