package run

import (
	"cmp"
	"math"
	"os"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/internal/version"
)

func nan() float64 { return math.NaN() }

// Rows turns a measurement into result rows, one per direction that did
// I/O, with its latency histogram and per-second series.
func (m *Measurement) Rows(cfg Config, runID string, repetition int) *datasets.Dataset {
	host, _ := os.Hostname()
	ds := &datasets.Dataset{Sources: []datasets.Source{{ID: runID, Path: cfg.Target, Tool: datasets.ToolIOPress, Format: "iopress-run",
		Setup: datasets.Setup{EngineFeatures: m.EngineSetup.String(), TestSizeBytes: cfg.Span, RampS: cfg.Ramp.Seconds(), WriteThrough: datasets.BoolOf(cfg.WriteThrough)}}}}
	secs := m.Elapsed.Seconds()
	usr, sys, busy := m.Machine.Percents()
	for _, d := range []struct {
		name  string
		stats DirStats
	}{{datasets.DirectionRead, m.Read}, {datasets.DirectionWrite, m.Write}, {datasets.DirectionTrim, m.Trim}} {
		if d.stats.IOs == 0 || secs <= 0 {
			continue
		}
		r := datasets.NewResult()
		r.SourceID, r.SourcePath = runID, cfg.Target
		r.Tool, r.ToolVersion = datasets.ToolIOPress, Version
		r.System, r.Host, r.Target, r.Engine = cmp.Or(cfg.System, "iopress "+m.Engine), host, cfg.Target, m.Engine
		r.Pattern, r.Direction, r.BlockSizeBytes = m.Cell.Pattern, d.name, m.Cell.BlockSize
		if m.Cell.Direction == "mixed" {
			r.RWMixReadPct = m.Cell.RWMixReadPct
		}
		r.IODepth, r.NumJobs, r.Repetition = int64(m.Depth), int64(max(m.Cell.NumJobs, 1)), int64(repetition)
		r.RuntimeS = secs
		r.IOPS = float64(d.stats.IOs) / secs
		r.BWBytesPerS = float64(d.stats.Bytes) / secs
		h := d.stats.Latency
		r.LatKind = datasets.LatTotal
		r.LatMeanNs, r.LatP50Ns, r.LatP99Ns, r.LatP999Ns = h.Mean(), h.Percentile(50), h.Percentile(99), h.Percentile(99.9)
		r.LatMinNs, r.LatMaxNs, r.LatStddevNs = float64(h.Min), float64(h.Max), h.Stddev()
		r.CPUUsrPct, r.CPUSysPct, r.CPUTotalPct = usr, sys, busy
		r.JobUsrCPUPct, r.JobSysCPUPct = m.JobUsr, m.JobSys
		r.DeviceUtilPct = m.DeviceUtil
		r.Aggregation, r.AggregationN = datasets.AggregationSingle, 1
		r.Direct = datasets.BoolOf(cfg.Direct)
		r.JobName = m.Cell.Name
		r.StartUnixS = m.Started.Unix()
		ds.Results = append(ds.Results, r)
		h.Buckets(func(ns float64, count uint64) {
			ds.Histogram = append(ds.Histogram, datasets.LatencyBin{SourceID: runID, SourcePath: cfg.Target, Host: host,
				JobName: m.Cell.Name, Direction: d.name, LatKind: datasets.LatTotal, BinNs: ns, Count: int64(count)})
		})
		for sec, n := range d.stats.PerSec {
			if float64(sec) >= secs {
				break
			}
			s := datasets.NewSample()
			s.SourceID, s.SourcePath, s.Log, s.JobName = runID, cfg.Target, "iops", m.Cell.Name
			s.TimeNs, s.Direction, s.BlockSizeBytes, s.IOPS = int64(sec)*1e9, d.name, m.Cell.BlockSize, float64(n)
			ds.Series = append(ds.Series, s)
		}
	}
	datasets.AssignResultIDs(ds)
	return ds
}

// Version is iopress's version, stamped into the rows it measures.
var Version = version.Number()
