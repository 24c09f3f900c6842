// Package datasets is iopress's data contract: the results table that run and
// ingest produce and analyze and render consume, its Apache Arrow schema, the
// dataset folder that stores it (Arrow IPC files, Parquet on request), and the
// reference datasets bundled into the binary.
//
// A Result is one row: one measured direction of one job of one run. Values
// are in base units (bytes, bytes per second, nanoseconds, percent) and every
// column name says its unit. docs/schema.md describes each column.
//
// In Go, a missing value is the zero string, 0 for the integer columns (none
// of which can be 0 when known) and NaN for the float columns; on disk these
// are Arrow nulls.
package datasets

import (
	"math"

	"github.com/apache/arrow/go/v17/arrow"
)

// SchemaVersion is stored in every file's schema metadata; readers refuse a
// newer major version. A minor version adds columns, which older readers
// skip and newer ones read as missing from older files: 1.1 added the
// scored-result columns (test, score, score_unit, score_higher_is_better);
// 1.2 the result_id key that histogram bins and time-series samples
// share with their result, and start_unix_s and labels again as a
// timestamp and a map (start_time, labels_map), for query engines; 1.3
// the test setup as facts in the sources table (Setup) and the results'
// direct column; 1.4 the seq key of histogram bins and time-series
// samples, and two columns renamed so that data frames reach them by
// attribute: the latency histogram's count is io_count (pandas', PySpark's
// and Polars' frames have a count method), and both tables' time_ns,
// an offset from the job's start, is elapsed_ns. This iopress reads the
// old names in older files (column.was). 1.4 also has the results'
// remeasured column; 1.5 the results' session column.
const SchemaVersion = "1.5"

const schemaMajor = 1

// schemaVersionKey is the key of SchemaVersion in a file's metadata: the
// Arrow schema's, which Parquet files hold as their own as well.
const schemaVersionKey = "iopress.schema_version"

// Tools that produce results.
const (
	ToolFio             = "fio"
	ToolCrystalDiskMark = "crystaldiskmark"
	ToolKDiskMark       = "kdiskmark"
	ToolDiskSpd         = "diskspd"
	ToolIOPress         = "iopress"
	ToolPublished       = "published"
	ToolPTS             = "pts" // Phoronix Test Suite
	ToolIOmeter         = "iometer"
)

// Workload patterns and directions.
const (
	PatternRandom     = "random"
	PatternSequential = "sequential"

	DirectionRead  = "read"
	DirectionWrite = "write"
	DirectionTrim  = "trim"
	DirectionMixed = "mixed"
)

// Aggregations: how the figure of a row was made from the passes of its run.
const (
	AggregationSingle = "single" // one measured pass
	AggregationMean   = "mean"   // mean over passes (aggregation_n of them)
	AggregationMax    = "max"    // best of passes (CrystalDiskMark)
)

// Result is one row of the results table.
type Result struct {
	SourceID    string // sha256 of the source bytes, or the run id
	SourcePath  string // file the row came from
	Tool        string // one of the Tool constants
	ToolVersion string
	System      string // the label compared in articles, e.g. "Linux io_uring"
	Platform    string // the side a system belongs to in a two-sided comparison, e.g. "Linux"
	Host        string
	Target      string
	Engine      string

	Pattern        string  // PatternRandom or PatternSequential
	Direction      string  // read, write, trim, or mixed for a single figure of both
	RWMixReadPct   float64 // read share of a mixed job
	BlockSizeBytes int64
	IODepth        int64
	NumJobs        int64
	Repetition     int64 // 1-based
	RuntimeS       float64

	IOPS        float64
	BWBytesPerS float64
	LatMeanNs   float64
	LatP50Ns    float64
	LatP99Ns    float64
	LatP999Ns   float64
	CPUUsrPct   float64
	CPUSysPct   float64
	CPUTotalPct float64 // whole machine

	// Resolutions: the rounding step of a figure as its source printed it,
	// in the figure's base unit. A difference within it is not a difference.
	IOPSResolution        float64
	BWResolutionBytesPerS float64
	LatResolutionNs       float64
	CPUResolutionPct      float64

	Aggregation  string // AggregationSingle, AggregationMean, AggregationMax
	AggregationN int64  // passes aggregated

	SourceMember string  // member path inside an archive, "" for a plain file
	JobName      string  // the tool's name for the job or test
	JobInstance  int64   // 1-based instance among same-named jobs of one run (fio numjobs without group_reporting)
	LatKind      string  // which latency the lat_* columns hold: LatCompletion or LatTotal
	JobUsrCPUPct float64 // user CPU of the job's own threads, percent of one core (fio usr_cpu)
	JobSysCPUPct float64 // system CPU of the job's own threads, percent of one core (fio sys_cpu)
	StartUnixS   int64   // when the run started, Unix seconds
	Labels       string  // the user's own labels, "key=value" pairs joined by ";", sorted by key
	// DeviceUtilPct is how busy the target's block device was over the
	// run: the share of the time it had I/O in flight (/proc/diskstats
	// io_ticks; fio's disk_util).
	DeviceUtilPct float64
	// The latency distribution's extremes and spread, of the same latency
	// as the lat_* columns (lat_kind), nanoseconds.
	LatMinNs    float64
	LatMaxNs    float64
	LatStddevNs float64

	// Test names the test of a suite that runs many (the Phoronix Test
	// Suite's "Title - Description"); rows of different tests are never
	// compared. "" for a tool that runs one kind of job.
	Test string
	// Score is a figure that is not IOPS, bandwidth or latency (SQLite
	// inserts per second, a compile time, a benchmark's points), in
	// ScoreUnit as the tool printed it, never converted: a tool's "MB/s"
	// may be 10^6 or 2^20 bytes, and only the tool knows which.
	// ScoreHigherIsBetter says which way is better: Yes where a higher
	// score is, No where a lower one is, Unknown where the tool does not
	// say (a Phoronix Test Suite 5.x CSV export), and then no score of
	// the test is ranked; set only where Score is.
	Score               float64
	ScoreUnit           string
	ScoreHigherIsBetter Bool

	// ResultID is the row's key, which its latency histogram bins and
	// time-series samples carry: see AssignResultIDs.
	ResultID string

	// Direct says whether the I/O bypassed the page cache (fio's
	// direct=1, iopress run --direct, DiskSpd -Su or -Sh; CrystalDiskMark
	// always does).
	Direct Bool

	// Remeasured says, of a row of a fleet run (iopress run --hosts),
	// whether its host's share of the cell was measured by a resumed run
	// apart from the cell's other shares, kept from the run resumed: in
	// all mode, under less load than the whole fleet's. Unknown outside
	// fleet runs.
	Remeasured Bool

	// Session names the measuring session a row comes from, where one
	// source gathers figures of several (a publisher's table of its own
	// new runs beside those of an earlier article): rows of different
	// sessions were not measured side by side, and a comparison across
	// them says so. Empty where the source is one session.
	Session string
}

// Latency kinds of the lat_* columns.
const (
	LatCompletion = "clat" // from submission to completion (fio clat)
	LatTotal      = "lat"  // from issue to completion, submission included (fio lat)
	LatSubmission = "slat" // submission only (fio slat), histograms only
)

// NewResult returns a Result with every float column missing (NaN).
func NewResult() Result {
	nan := math.NaN()
	return Result{
		RWMixReadPct: nan, RuntimeS: nan,
		IOPS: nan, BWBytesPerS: nan, LatMeanNs: nan, LatP50Ns: nan, LatP99Ns: nan, LatP999Ns: nan,
		CPUUsrPct: nan, CPUSysPct: nan, CPUTotalPct: nan,
		IOPSResolution: nan, BWResolutionBytesPerS: nan, LatResolutionNs: nan, CPUResolutionPct: nan,
		JobUsrCPUPct: nan, JobSysCPUPct: nan, DeviceUtilPct: nan,
		LatMinNs: nan, LatMaxNs: nan, LatStddevNs: nan, Score: nan,
	}
}

// Source is one row of the sources table: a file that rows came from, with
// the provenance its author wrote into it.
type Source struct {
	ID        string // sha256 of the bytes
	Path      string
	Tool      string
	Format    string // parser that read it, e.g. "published-csv"
	SizeBytes int64
	Notes     string // provenance lines from the file (comments), newline separated
	// Setup is the test setup the file records, as facts; Notes keep
	// what is not one of them, in the source's own words.
	Setup Setup
}

// InventoryCores is the number of logical CPUs of the machine measured
// on, from the setup its sources record (Setup.CPUCount: iopress run's
// host inventory; older runs' "CPU: MODEL, N logical CPUs" note is read
// into it when their dataset is read); 0 when no source says, or when
// sources disagree (runs from several machines).
func InventoryCores(sources []Source) int {
	cores := 0
	for _, s := range sources {
		n := int(s.Setup.CPUCount)
		if n <= 0 {
			continue
		}
		if cores != 0 && cores != n {
			return 0
		}
		cores = n
	}
	return cores
}

// column describes one column of a table of T: its name, documentation and
// how to get and set it on a T. One list per table drives the Arrow schema,
// the writer and the reader, so they cannot disagree.
type column[T any] struct {
	name string
	doc  string
	str  func(*T) *string
	i64  func(*T) *int64
	f64  func(*T) *float64
	// ts is a Unix-seconds field written as an Arrow timestamp, and kv
	// a "k=v;k=v" field written as a map: second forms of fields that
	// another column holds as it always did, for query engines.
	ts func(*T) *int64
	kv func(*T) *string
	// zeroValid marks an integer column where 0 is a value, not "missing"
	// (a log sample at time 0).
	zeroValid bool
	// tri is a yes-or-no field that may be unknown, written as a
	// boolean, null where unknown: the only boolean columns, because
	// false is a value and cannot stand for missing as the zero does
	// elsewhere.
	tri func(*T) *Bool
	// zeroMissing marks a float column where 0, not NaN, is missing:
	// the sources table's, whose rows are made as Source{} literals.
	zeroMissing bool
	// was lists the names the column had in older schema versions, read
	// where a file has no column of its name.
	was []string
}

func (c column[T]) arrowType() arrow.DataType {
	switch {
	case c.str != nil:
		return arrow.BinaryTypes.String
	case c.i64 != nil:
		return arrow.PrimitiveTypes.Int64
	case c.tri != nil:
		return arrow.FixedWidthTypes.Boolean
	case c.ts != nil:
		return timestampType
	case c.kv != nil:
		return labelsMapType
	default:
		return arrow.PrimitiveTypes.Float64
	}
}

// The types of the second forms: UTC seconds, and labels as a map of
// strings to strings.
var (
	timestampType = &arrow.TimestampType{Unit: arrow.Second, TimeZone: "UTC"}
	labelsMapType = arrow.MapOf(arrow.BinaryTypes.String, arrow.BinaryTypes.String)
)

// timeCol is a timestamp column of a Unix-seconds field; 0 is missing.
func timeCol[T any](name, doc string, f func(*T) *int64) column[T] {
	return column[T]{name: name, doc: doc, ts: f}
}

// mapCol is a map column of a labels field ("k=v;k=v"); "" is missing.
func mapCol[T any](name, doc string, f func(*T) *string) column[T] {
	return column[T]{name: name, doc: doc, kv: f}
}

func strCol[T any](name, doc string, f func(*T) *string) column[T] {
	return column[T]{name: name, doc: doc, str: f}
}
func intCol[T any](name, doc string, f func(*T) *int64) column[T] {
	return column[T]{name: name, doc: doc, i64: f}
}
func zeroValidInt[T any](c column[T]) column[T] {
	c.zeroValid = true
	return c
}

func floatCol[T any](name, doc string, f func(*T) *float64) column[T] {
	return column[T]{name: name, doc: doc, f64: f}
}

// triCol is a boolean column of a Bool, null where it is Unknown.
func triCol[T any](name, doc string, f func(*T) *Bool) column[T] {
	return column[T]{name: name, doc: doc, tri: f}
}

func zeroMissing[T any](c column[T]) column[T] {
	c.zeroMissing = true
	return c
}

// renamed marks a column that older files hold under the names given.
func renamed[T any](c column[T], was ...string) column[T] {
	c.was = was
	return c
}

var resultColumns = []column[Result]{
	strCol("source_id", "sha256 of the source bytes, or the run id", func(r *Result) *string { return &r.SourceID }),
	strCol("source_path", "path of the source file", func(r *Result) *string { return &r.SourcePath }),
	strCol("tool", "fio, crystaldiskmark, kdiskmark, diskspd, iopress or published", func(r *Result) *string { return &r.Tool }),
	strCol("tool_version", "version of the tool that measured", func(r *Result) *string { return &r.ToolVersion }),
	strCol("system", "label compared in articles, e.g. \"Linux io_uring\"", func(r *Result) *string { return &r.System }),
	strCol("platform", "side of a two-sided comparison the system belongs to, e.g. \"Linux\"", func(r *Result) *string { return &r.Platform }),
	strCol("host", "machine that ran the job", func(r *Result) *string { return &r.Host }),
	strCol("target", "file or device measured", func(r *Result) *string { return &r.Target }),
	strCol("engine", "I/O engine, e.g. io_uring", func(r *Result) *string { return &r.Engine }),
	strCol("pattern", "random or sequential", func(r *Result) *string { return &r.Pattern }),
	strCol("direction", "read, write, trim; mixed only for a single figure of both", func(r *Result) *string { return &r.Direction }),
	floatCol("rwmix_read_pct", "read share of a mixed job, percent", func(r *Result) *float64 { return &r.RWMixReadPct }),
	intCol("block_size_bytes", "block size, bytes", func(r *Result) *int64 { return &r.BlockSizeBytes }),
	intCol("iodepth", "I/Os in flight per job", func(r *Result) *int64 { return &r.IODepth }),
	intCol("numjobs", "parallel jobs (threads)", func(r *Result) *int64 { return &r.NumJobs }),
	intCol("repetition", "1-based repetition of the same cell", func(r *Result) *int64 { return &r.Repetition }),
	floatCol("runtime_s", "measured time, seconds", func(r *Result) *float64 { return &r.RuntimeS }),
	floatCol("iops", "I/O operations per second", func(r *Result) *float64 { return &r.IOPS }),
	floatCol("bw_bytes_per_s", "bandwidth, bytes per second", func(r *Result) *float64 { return &r.BWBytesPerS }),
	floatCol("lat_mean_ns", "mean completion latency, nanoseconds", func(r *Result) *float64 { return &r.LatMeanNs }),
	floatCol("lat_p50_ns", "median latency, nanoseconds", func(r *Result) *float64 { return &r.LatP50Ns }),
	floatCol("lat_p99_ns", "99th percentile latency, nanoseconds", func(r *Result) *float64 { return &r.LatP99Ns }),
	floatCol("lat_p999_ns", "99.9th percentile latency, nanoseconds", func(r *Result) *float64 { return &r.LatP999Ns }),
	floatCol("cpu_usr_pct", "user CPU, percent of the whole machine", func(r *Result) *float64 { return &r.CPUUsrPct }),
	floatCol("cpu_sys_pct", "system CPU, percent of the whole machine", func(r *Result) *float64 { return &r.CPUSysPct }),
	floatCol("cpu_total_pct", "total CPU, percent of the whole machine", func(r *Result) *float64 { return &r.CPUTotalPct }),
	floatCol("iops_resolution", "rounding step of the iops figure as published", func(r *Result) *float64 { return &r.IOPSResolution }),
	floatCol("bw_resolution_bytes_per_s", "rounding step of the bandwidth figure, bytes per second", func(r *Result) *float64 { return &r.BWResolutionBytesPerS }),
	floatCol("lat_resolution_ns", "rounding step of the latency figures, nanoseconds", func(r *Result) *float64 { return &r.LatResolutionNs }),
	floatCol("cpu_resolution_pct", "rounding step of the CPU figures, percent", func(r *Result) *float64 { return &r.CPUResolutionPct }),
	strCol("aggregation", "how passes were combined: single, mean or max", func(r *Result) *string { return &r.Aggregation }),
	intCol("aggregation_n", "number of passes combined", func(r *Result) *int64 { return &r.AggregationN }),
	strCol("source_member", "member path inside an archive", func(r *Result) *string { return &r.SourceMember }),
	strCol("job_name", "the tool's name for the job or test", func(r *Result) *string { return &r.JobName }),
	intCol("job_instance", "1-based instance among same-named jobs of one run", func(r *Result) *int64 { return &r.JobInstance }),
	strCol("lat_kind", "latency the lat_* columns hold: clat (submission to completion) or lat (total)", func(r *Result) *string { return &r.LatKind }),
	floatCol("job_usr_cpu_pct", "user CPU of the job's own threads, percent of one core", func(r *Result) *float64 { return &r.JobUsrCPUPct }),
	floatCol("job_sys_cpu_pct", "system CPU of the job's own threads, percent of one core", func(r *Result) *float64 { return &r.JobSysCPUPct }),
	intCol("start_unix_s", "when the run started, Unix seconds", func(r *Result) *int64 { return &r.StartUnixS }),
	strCol("labels", "the user's own labels (e.g. from a path template), key=value pairs joined by ';'", func(r *Result) *string { return &r.Labels }),
	floatCol("device_util_pct", "share of the run's time the target's block device had I/O in flight, percent", func(r *Result) *float64 { return &r.DeviceUtilPct }),
	floatCol("lat_min_ns", "lowest latency, nanoseconds", func(r *Result) *float64 { return &r.LatMinNs }),
	floatCol("lat_max_ns", "highest latency, nanoseconds", func(r *Result) *float64 { return &r.LatMaxNs }),
	floatCol("lat_stddev_ns", "standard deviation of the latency, nanoseconds", func(r *Result) *float64 { return &r.LatStddevNs }),
	strCol("test", "test of a suite that runs many (Phoronix Test Suite: title - description); rows of different tests are not compared", func(r *Result) *string { return &r.Test }),
	floatCol("score", "a figure that is not IOPS, bandwidth or latency, in score_unit", func(r *Result) *float64 { return &r.Score }),
	strCol("score_unit", "unit of score as the tool printed it, e.g. Seconds, MB/s, Files/s", func(r *Result) *string { return &r.ScoreUnit }),
	triCol("score_higher_is_better", "whether a higher score is better (false: a lower one); null where there is no score or the tool does not say", func(r *Result) *Bool { return &r.ScoreHigherIsBetter }),
	strCol("result_id", "the row's key, carried by its latency histogram bins and time-series samples", func(r *Result) *string { return &r.ResultID }),
	timeCol("start_time", "start_unix_s as a timestamp (seconds, UTC)", func(r *Result) *int64 { return &r.StartUnixS }),
	mapCol("labels_map", "labels as a map of key to value", func(r *Result) *string { return &r.Labels }),
	triCol("direct", "whether the I/O bypassed the page cache (direct I/O); null where the source does not say", func(r *Result) *Bool { return &r.Direct }),
	triCol("remeasured", "fleet runs: whether the host's share of the cell was measured again by --resume, apart from the cell's shares kept; null outside fleet runs", func(r *Result) *Bool { return &r.Remeasured }),
	strCol("session", "measuring session the row comes from where one source gathers several (e.g. a publisher's earlier article); rows of different sessions were not measured side by side; null where the source is one session", func(r *Result) *string { return &r.Session }),
}

var sourceColumns = append([]column[Source]{
	strCol("source_id", "sha256 of the source bytes", func(s *Source) *string { return &s.ID }),
	strCol("source_path", "path of the source file", func(s *Source) *string { return &s.Path }),
	strCol("tool", "tool that wrote the file", func(s *Source) *string { return &s.Tool }),
	strCol("format", "parser that read it", func(s *Source) *string { return &s.Format }),
	intCol("size_bytes", "size of the file, bytes", func(s *Source) *int64 { return &s.SizeBytes }),
	strCol("notes", "provenance written in the file, newline separated", func(s *Source) *string { return &s.Notes }),
}, setupColumns...)

// LatencyBin is one row of the latency histogram table: one bucket of a
// job's latency distribution (fio json+ bins).
type LatencyBin struct {
	SourceID    string
	SourcePath  string
	Host        string
	JobName     string
	JobInstance int64
	Direction   string
	LatKind     string  // clat, lat or slat
	BinNs       float64 // the bucket's value as the tool reports it, ns
	Count       int64
	// TimeNs is the end of the interval the bucket counts, since the job
	// started (fio's histogram logs); 0 for a whole run's histogram.
	// Column elapsed_ns.
	TimeNs   int64
	ResultID string // the result the bin belongs to
	// Seq is the bin's place (from 1) among the bins of its source, in
	// the order the source gives them: (SourceID, Seq) is the key of the
	// table, the same wherever the same bytes are read (AssignSeq).
	Seq int64
}

var histogramColumns = []column[LatencyBin]{
	strCol("source_id", "sha256 of the source bytes", func(b *LatencyBin) *string { return &b.SourceID }),
	strCol("source_path", "path of the source file", func(b *LatencyBin) *string { return &b.SourcePath }),
	strCol("host", "machine that ran the job", func(b *LatencyBin) *string { return &b.Host }),
	strCol("job_name", "the tool's name for the job", func(b *LatencyBin) *string { return &b.JobName }),
	intCol("job_instance", "1-based instance among same-named jobs", func(b *LatencyBin) *int64 { return &b.JobInstance }),
	strCol("direction", "read, write or trim", func(b *LatencyBin) *string { return &b.Direction }),
	strCol("lat_kind", "clat, lat or slat", func(b *LatencyBin) *string { return &b.LatKind }),
	floatCol("bin_ns", "latency of the bucket, nanoseconds", func(b *LatencyBin) *float64 { return &b.BinNs }),
	renamed(intCol("io_count", "I/Os in the bucket", func(b *LatencyBin) *int64 { return &b.Count }), "count"),
	renamed(intCol("elapsed_ns", "end of the interval counted (histogram logs), ns since the job started; null for the whole run", func(b *LatencyBin) *int64 { return &b.TimeNs }), "time_ns"),
	strCol("result_id", "the result the bin belongs to", func(b *LatencyBin) *string { return &b.ResultID }),
	intCol("seq", "the bin's place (from 1) among its source's bins; (source_id, seq) is unique", func(b *LatencyBin) *int64 { return &b.Seq }),
}

// Sample is one row of the time-series table: one entry of a tool's log
// (fio's *_bw.N.log, *_iops.N.log, *_lat.N.log, ...). Exactly one of the
// value columns is set, the one the log holds.
type Sample struct {
	SourceID       string
	SourcePath     string
	Log            string // bw, iops, lat, clat or slat
	JobName        string
	JobInstance    int64
	TimeNs         int64 // since the job started (column elapsed_ns)
	Direction      string
	BlockSizeBytes int64
	BWBytesPerS    float64
	IOPS           float64
	LatNs          float64
	// OffsetBytes is where the logged I/O was (fio's log_offset), NaN
	// where the log does not say.
	OffsetBytes float64
	// Priority is the I/O's priority as "CLASS/LEVEL" (fio's log_prio:
	// "be/3", "rt/0"), or "rt" where the log says only that the class was
	// real-time; "" where it says nothing or that it was not.
	Priority string
	ResultID string // the result the sample belongs to, "" when unknown
	// Seq is the sample's place (from 1) among the samples of its source,
	// in the order the source gives them: (SourceID, Seq) is the key of
	// the table (AssignSeq).
	Seq int64
}

// NewSample returns a Sample with every value column missing.
func NewSample() Sample {
	nan := math.NaN()
	return Sample{BWBytesPerS: nan, IOPS: nan, LatNs: nan, OffsetBytes: nan}
}

var seriesColumns = []column[Sample]{
	strCol("source_id", "sha256 of the source bytes", func(s *Sample) *string { return &s.SourceID }),
	strCol("source_path", "path of the log file", func(s *Sample) *string { return &s.SourcePath }),
	strCol("log", "what the log holds: bw, iops, lat, clat or slat", func(s *Sample) *string { return &s.Log }),
	strCol("job_name", "the tool's name for the job", func(s *Sample) *string { return &s.JobName }),
	intCol("job_instance", "1-based job instance (the N of fio's NAME_bw.N.log)", func(s *Sample) *int64 { return &s.JobInstance }),
	renamed(zeroValidInt(intCol("elapsed_ns", "time since the job started, nanoseconds", func(s *Sample) *int64 { return &s.TimeNs })), "time_ns"),
	strCol("direction", "read, write or trim", func(s *Sample) *string { return &s.Direction }),
	intCol("block_size_bytes", "block size of the logged I/O, bytes", func(s *Sample) *int64 { return &s.BlockSizeBytes }),
	floatCol("bw_bytes_per_s", "bandwidth, bytes per second", func(s *Sample) *float64 { return &s.BWBytesPerS }),
	floatCol("iops", "I/O operations per second", func(s *Sample) *float64 { return &s.IOPS }),
	floatCol("lat_ns", "latency, nanoseconds", func(s *Sample) *float64 { return &s.LatNs }),
	floatCol("offset_bytes", "offset of the logged I/O, bytes (fio's log_offset)", func(s *Sample) *float64 { return &s.OffsetBytes }),
	strCol("priority", "priority of the logged I/O, CLASS/LEVEL (fio's log_prio), or rt", func(s *Sample) *string { return &s.Priority }),
	strCol("result_id", "the result the sample belongs to", func(s *Sample) *string { return &s.ResultID }),
	intCol("seq", "the sample's place (from 1) among its source's samples; (source_id, seq) is unique", func(s *Sample) *int64 { return &s.Seq }),
}

// Problem is one row of the errors table: an input, or a part of one, that
// could not be read, and why.
type Problem struct {
	SourcePath   string
	SourceMember string // member inside an archive
	Format       string // parser that refused it, "" when none recognised it
	Line         int64  // 1-based line, 0 if unknown
	Place        string // JSON path or other place inside the file
	Message      string
}

var problemColumns = []column[Problem]{
	strCol("source_path", "input file or archive", func(p *Problem) *string { return &p.SourcePath }),
	strCol("source_member", "member inside an archive", func(p *Problem) *string { return &p.SourceMember }),
	strCol("format", "parser that refused it", func(p *Problem) *string { return &p.Format }),
	intCol("line", "1-based line", func(p *Problem) *int64 { return &p.Line }),
	strCol("place", "JSON path or other place in the file", func(p *Problem) *string { return &p.Place }),
	strCol("message", "what was wrong and what was expected", func(p *Problem) *string { return &p.Message }),
}

func schemaOf[T any](cols []column[T], table string) *arrow.Schema {
	fields := make([]arrow.Field, len(cols))
	for i, c := range cols {
		fields[i] = arrow.Field{
			Name: c.name, Type: c.arrowType(), Nullable: true,
			Metadata: arrow.NewMetadata([]string{"doc"}, []string{c.doc}),
		}
	}
	md := arrow.NewMetadata([]string{schemaVersionKey, "iopress.table"}, []string{SchemaVersion, table})
	return arrow.NewSchema(fields, &md)
}

// ResultsSchema is the Arrow schema of the results table.
var ResultsSchema = schemaOf(resultColumns, "results")

// SourcesSchema is the Arrow schema of the sources table.
var SourcesSchema = schemaOf(sourceColumns, "sources")

// Schemas of the latency histogram, time-series and errors tables.
var (
	HistogramSchema = schemaOf(histogramColumns, "latency_histogram")
	SeriesSchema    = schemaOf(seriesColumns, "timeseries")
	ProblemsSchema  = schemaOf(problemColumns, "errors")
)

// ColumnDoc pairs a column name with its documentation, for docs/schema.md
// and `iopress schema`.
type ColumnDoc struct{ Name, Type, Doc string }

// ResultColumns documents the results table's columns in order.
func ResultColumns() []ColumnDoc {
	out := make([]ColumnDoc, len(resultColumns))
	for i, c := range resultColumns {
		out[i] = ColumnDoc{c.name, c.arrowType().String(), c.doc}
	}
	return out
}
