package fio

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/names"
	"github.com/iopress/iopress/ingest/syntax"
)

// document is one fio JSON (or json+) output, of any version from 2.x on.
type document struct {
	Version     string     `json:"fio version"`
	Timestamp   int64      `json:"timestamp"`
	Global      *optionMap `json:"global options"`
	Jobs        []job      `json:"jobs"`
	ClientStats []job      `json:"client_stats"`
	// DiskUtil is the busiest device's util in disk_util (percent), NaN
	// when fio listed none; DiskNames are its devices' names.
	DiskUtil  float64 `json:"disk_util"`
	DiskNames []string
}

// optionMap holds fio options; fio writes them as strings, but a number or
// boolean is taken as its text.
type optionMap map[string]string

type job struct {
	JobName  string     `json:"jobname"`
	GroupID  int64      `json:"groupid"`
	Error    int64      `json:"error"`
	Desc     string     `json:"desc"`
	Hostname string     `json:"hostname"`
	Options  *optionMap `json:"job options"`
	Read     *ddir      `json:"read"`
	Write    *ddir      `json:"write"`
	Trim     *ddir      `json:"trim"`
	Mixed    *ddir      `json:"mixed"` // unified_rw_reporting=mixed: reads and writes as one
	UsrCPU   *float64   `json:"usr_cpu"`
	SysCPU   *float64   `json:"sys_cpu"`
}

// ddir is one data direction of a job. fio 3 reports latencies in ns
// (clat_ns, ...) and io_bytes in bytes; fio 2 in µs (clat, ...) and KiB.
type ddir struct {
	IOBytes  float64  `json:"io_bytes"`
	IOKBytes *float64 `json:"io_kbytes"`
	BWBytes  *float64 `json:"bw_bytes"`
	BW       float64  `json:"bw"`
	IOPS     float64  `json:"iops"`
	Runtime  float64  `json:"runtime"`
	TotalIOs *float64 `json:"total_ios"`
	SlatNs   *latency `json:"slat_ns"`
	ClatNs   *latency `json:"clat_ns"`
	LatNs    *latency `json:"lat_ns"`
	SlatUs   *latency `json:"slat"`
	ClatUs   *latency `json:"clat"`
	LatUs    *latency `json:"lat"`
}

type latency struct {
	Min        float64   `json:"min"`
	Max        float64   `json:"max"`
	Mean       float64   `json:"mean"`
	Stddev     float64   `json:"stddev"`
	N          *float64  `json:"N"`
	Percentile numberMap `json:"percentile"`
	Bins       numberMap `json:"bins"`
}

// parseJSON reads every fio JSON document in data, skipping the text fio
// or a shell wrote around them (warnings, --output-format=normal,json, a
// stray '>', a prompt on the line of a brace) and any JSON that is not
// fio's. It returns where each results row was read, and the lines the
// source's notes get (what iopress computed rather than read).
func parseJSON(data []byte, name string, ds *datasets.Dataset) (func(row int, column string) syntax.Place, []string, datasets.Setup, error) {
	// A document is fio's by one of these keys (isFioDocument): text with
	// none holds no fio document, and is told so before it is scanned
	// brace by brace.
	if !isFioDocument(data, 0, len(data)) {
		return nil, nil, datasets.Setup{}, syntax.ErrNotThisFormat
	}
	var places []rowPlace
	var notes []string
	var setup fileSetup
	found := 0
	for start := documentStart(data, 0); start >= 0; {
		// Most files hold one document and nothing after it: parse the rest
		// whole, and find the document's end only when something follows.
		end := len(data)
		doc, err := decodeDocument(data[start:])
		if err != nil {
			end = documentEnd(data, start)
			if !isFioDocument(data, start, end) {
				// Text that only looks like JSON ("{not json}", a note in
				// braces) or another tool's JSON: skipped, as text is.
				start = documentStart(data, max(end, start+1))
				continue
			}
			if end < 0 {
				err = errTruncated
			} else {
				doc, err = decodeDocument(data[start:end])
			}
			if err != nil {
				return nil, nil, datasets.Setup{}, jsonError(data, start, name, err)
			}
		}
		if doc.Version == "" && doc.Jobs == nil && doc.ClientStats == nil {
			start = documentStart(data, max(end, start+1))
			continue
		}
		found++
		conv := converter{name: name, doc: doc, data: data, start: start, ds: ds, places: &places, setup: &setup}
		if err := conv.convert(); err != nil {
			return nil, nil, datasets.Setup{}, err
		}
		for _, d := range doc.DiskNames {
			if !slices.Contains(setup.devices, d) {
				setup.devices = append(setup.devices, d)
			}
		}
		if conv.note != "" && !slices.Contains(notes, conv.note) {
			notes = append(notes, conv.note)
		}
		start = documentStart(data, end)
	}
	if found == 0 {
		return nil, nil, datasets.Setup{}, syntax.ErrNotThisFormat
	}
	where := func(row int, column string) syntax.Place {
		pl := places[row]
		for _, path := range []string{pl.path(data, column), pl.dirPath()} {
			if line, col, ok := placeOf(data, pl.doc, path); ok {
				return syntax.Place{Line: line, Col: col, Path: path}
			}
		}
		return syntax.Place{Line: lineOf(data, pl.doc), Path: pl.dirPath()}
	}
	return where, notes, setup.setup(), nil
}

// rowPlace is where a results row was read in a JSON file: its document,
// its job and direction, and the keys its figures came from. Paths are
// built from it on the error road only.
type rowPlace struct {
	doc int    // offset of the document's '{'
	job string // "jobs[0]"
	dir string // "read"
	bw  string // "bw_bytes" (fio 3) or "bw" (KiB/s, fio 2)
	lat string // the latency object of the lat_* columns: "clat_ns", "lat_ns", "clat", "lat"
}

func (pl rowPlace) dirPath() string { return pl.job + "." + pl.dir }

// path is the JSON path of the value a results column came from, or the
// direction's when the column is not one value of it; data is the file.
func (pl rowPlace) path(data []byte, column string) string {
	switch column {
	case "iops", "runtime_s":
		return pl.dirPath() + "." + strings.TrimSuffix(column, "_s")
	case "bw_bytes_per_s":
		return pl.dirPath() + "." + pl.bw
	case "job_usr_cpu_pct", "job_sys_cpu_pct":
		return pl.job + "." + strings.TrimSuffix(strings.TrimPrefix(column, "job_"), "_pct")
	case "device_util_pct":
		return "disk_util"
	case "rwmix_read_pct":
		return pl.job + ".job options"
	}
	if pl.lat == "" {
		return pl.dirPath()
	}
	lat := pl.dirPath() + "." + pl.lat
	switch column {
	case "lat_mean_ns", "lat_min_ns", "lat_max_ns", "lat_stddev_ns":
		return lat + "." + strings.TrimSuffix(strings.TrimPrefix(column, "lat_"), "_ns")
	}
	if at, ok := map[string]float64{"lat_p50_ns": 50, "lat_p99_ns": 99, "lat_p999_ns": 99.9}[column]; ok {
		if key := percentileKey(data, pl.doc, lat+".percentile", at); key != "" {
			return lat + ".percentile." + key
		}
	}
	return pl.dirPath()
}

// percentileKey is the key, as fio wrote it ("99.000000", fio 2.1's
// "99.90"), of a percentile in the object at path, or "".
func percentileKey(data []byte, doc int, path string, at float64) string {
	off := offsetOfPath(data[doc:], path)
	if off < 0 {
		return ""
	}
	dec := json.NewDecoder(bytes.NewReader(data[doc+off:]))
	dec.UseNumber()
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return ""
	}
	for dec.More() {
		t, err := dec.Token()
		key, ok := t.(string)
		if err != nil || !ok {
			return ""
		}
		if v, err := strconv.ParseFloat(key, 64); err == nil && math.Abs(v-at) < 1e-9 {
			return key
		}
		if _, err := dec.Token(); err != nil { // its value
			return ""
		}
	}
	return ""
}

// placeOf finds the line and byte in it where the value at path starts in
// the document at data[doc]; only errors take this slow road.
func placeOf(data []byte, doc int, path string) (line, col int, ok bool) {
	off := offsetOfPath(data[doc:], path)
	if off < 0 {
		return 0, 0, false
	}
	off += doc
	return lineOf(data, off), off - bytes.LastIndexByte(data[:off], '\n'), true
}

// documentStart finds the next JSON object from offset from on: a '{'
// followed by a key or by the object's end, wherever it is on its line
// (fio writes it at the start of one, but a prompt or a stray '>' may come
// first); -1 when there is none.
func documentStart(data []byte, from int) int {
	for i := from; i < len(data); i++ {
		k := bytes.IndexByte(data[i:], '{')
		if k < 0 {
			return -1
		}
		i += k
		rest := bytes.TrimLeft(data[i+1:], " \t\r\n")
		if len(rest) > 0 && (rest[0] == '"' || rest[0] == '}') {
			return i
		}
	}
	return -1
}

// isFioDocument reports whether the JSON object at data[start:end] (end
// -1: it does not close) is fio's: it has fio's version or its jobs.
func isFioDocument(data []byte, start, end int) bool {
	if end < 0 {
		end = len(data)
	}
	doc := data[start:end]
	for _, key := range []string{`"fio version"`, `"jobs"`, `"client_stats"`} {
		if bytes.Contains(doc, []byte(key)) {
			return true
		}
	}
	return false
}

func lineOf(data []byte, offset int) int {
	return bytes.Count(data[:min(offset, len(data))], []byte("\n")) + 1
}

// jsonError turns a decoding error into one that says where.
func jsonError(data []byte, start int, name string, err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	var pe *pathError
	switch {
	case errors.As(err, &pe):
		line := lineOf(data, start)
		if off := offsetOfPath(data[start:], pe.path); off >= 0 {
			line = lineOf(data, start+off)
		}
		return &syntax.Error{File: name, Line: line, Path: pe.path, Msg: pe.msg}
	case errors.Is(err, errTruncated) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return &syntax.Error{File: name, Line: lineOf(data, len(data)), Msg: fmt.Sprintf("truncated: the JSON document that starts on line %d ends before it closes", lineOf(data, start))}
	case errors.As(err, &se):
		return &syntax.Error{File: name, Line: lineOf(data, start+int(se.Offset)), Msg: "malformed JSON", Err: err}
	case errors.As(err, &te):
		return &syntax.Error{File: name, Line: lineOf(data, start+int(te.Offset)), Path: te.Field,
			Msg: fmt.Sprintf("want a %s, got a JSON %s", te.Type, te.Value)}
	}
	return &syntax.Error{File: name, Line: lineOf(data, start), Msg: "reading JSON", Err: err}
}

// converter turns one document into rows.
type converter struct {
	name   string
	doc    *document
	data   []byte // the whole file
	start  int    // offset of the document in data
	ds     *datasets.Dataset
	places *[]rowPlace // of each results row of ds
	note   string      // for the source's notes, when iopress computed figures of an aggregate
	setup  *fileSetup  // the file's setup, of every document
	// The document's first results row and latency bin in ds.
	firstRow, firstBin int
}

// at is where the value at a JSON path of the document starts: its line
// and byte in the line, or the document's first line when it is not there.
func (c *converter) at(path string) (line, col int) {
	if line, col, ok := placeOf(c.data, c.start, path); ok {
		return line, col
	}
	return lineOf(c.data, c.start), 0
}

// errorAt is a syntax error at a JSON path of the document.
func (c *converter) errorAt(path, msg string, err error) error {
	line, col := c.at(path)
	return &syntax.Error{File: c.name, Line: line, Col: col, Path: path, Msg: msg, Err: err}
}

func (c *converter) convert() error {
	fio2 := strings.HasPrefix(c.doc.Version, "fio-2.")
	list, listName := c.doc.Jobs, "jobs"
	if len(c.doc.ClientStats) > 0 {
		list, listName = c.doc.ClientStats, "client_stats"
	}
	if len(list) == 0 {
		// fio writes this when no job ran (every one failed to set up):
		// the file gives no row, and says nothing else is wrong.
		line, _ := c.at(listName)
		c.ds.Problems = append(c.ds.Problems, datasets.Problem{
			SourcePath: c.name, Format: Format, Line: int64(line), Place: listName,
			Message: fmt.Sprintf("%s:%d: at %s: no jobs: this fio output holds no results (did every job fail before it started?)", c.name, line, listName),
		})
		return nil
	}
	instances := map[string]int64{}
	// The aggregate of a client/server run has no options of its own: it
	// ran the clients' job.
	optionsOf := map[int64]*optionMap{}
	for i := range list {
		if list[i].Options != nil {
			if _, ok := optionsOf[list[i].GroupID]; !ok {
				optionsOf[list[i].GroupID] = list[i].Options
			}
		}
	}
	// The aggregate's percentiles come from its hosts' bins (aggregate.go):
	// it is read after them, where fio writes it.
	c.firstRow, c.firstBin = len(c.ds.Results), len(c.ds.Histogram)
	isAggregate := func(j *job) bool { return listName == "client_stats" && j.JobName == datasets.AllClientsHost }
	order := make([]int, 0, len(list))
	for _, pass := range []bool{false, true} {
		for i := range list {
			if isAggregate(&list[i]) == pass {
				order = append(order, i)
			}
		}
	}
	for _, i := range order {
		j := &list[i]
		path := fmt.Sprintf("%s[%d]", listName, i)
		host := j.Hostname
		aggregate := isAggregate(j)
		if aggregate {
			host = datasets.AllClientsHost
		}
		key := host + "\x00" + j.JobName
		instances[key]++
		if j.Error != 0 {
			line, _ := c.at(path + ".error")
			c.ds.Problems = append(c.ds.Problems, datasets.Problem{
				SourcePath: c.name, Format: Format, Line: int64(line), Place: path,
				Message: fmt.Sprintf("%s:%d: at %s: job %q failed with error %d (%s); its figures are not results", c.name, line, path, j.JobName, j.Error, errnoName(j.Error)),
			})
			continue
		}
		opts := j.Options
		if opts == nil && aggregate {
			opts = optionsOf[j.GroupID]
		}
		if err := c.job(j, path, opts, host, instances[key], fio2); err != nil {
			return err
		}
	}
	return nil
}

func (c *converter) job(j *job, path string, jobOpts *optionMap, host string, instance int64, fio2 bool) error {
	known := jobOpts != nil || c.doc.Global != nil
	var global, own map[string]string
	if c.doc.Global != nil {
		global = *c.doc.Global
	}
	if jobOpts != nil {
		own = *jobOpts
	}
	o := mergeOptions(global, own)
	fail := func(err error) error {
		return c.errorAt(path+".job options", "", err)
	}
	kbBase := 1024
	if v, ok := o.get("kb_base"); ok && strings.TrimSpace(v) == "1000" {
		kbBase = 1000
	}
	var wl workload
	var bsR, bsW, bsT, depth, jobs int64
	var mix = math.NaN()
	if known {
		rw, ok := o.get("rw", "readwrite")
		if !ok {
			rw = "read" // fio's default
		}
		var err error
		if wl, err = parseRW(rw); err != nil {
			return fail(err)
		}
		if bsR, bsW, bsT, err = blockSizes(o, kbBase); err != nil {
			return fail(err)
		}
		if depth, err = intOption(o, 1, "iodepth"); err != nil {
			return fail(err)
		}
		if jobs, err = intOption(o, 1, "numjobs"); err != nil {
			return fail(err)
		}
		if wl.read && wl.write {
			if mix, err = readShare(o); err != nil {
				return fail(err)
			}
		}
		c.setup.job(o, kbBase)
	}
	engine, _ := o.get("ioengine")
	system := j.Desc
	if system == "" {
		system, _ = o.get("description")
	}
	for _, d := range []struct {
		name string
		dir  *ddir
		bs   int64
	}{{datasets.DirectionRead, j.Read, bsR}, {datasets.DirectionWrite, j.Write, bsW}, {datasets.DirectionTrim, j.Trim, bsT}, {datasets.DirectionMixed, j.Mixed, mixedSize(bsR, bsW)}} {
		if d.dir == nil || !d.dir.didIO() {
			continue
		}
		r := datasets.NewResult()
		r.SourcePath = c.name
		r.Tool = datasets.ToolFio
		r.ToolVersion = c.doc.Version
		r.StartUnixS = c.doc.Timestamp
		r.System = system
		r.Host = host
		r.Engine = engine
		r.Target, _ = o.get("filename")
		r.Pattern = wl.pattern
		r.Direction = d.name
		r.BlockSizeBytes = d.bs
		r.IODepth = depth
		r.NumJobs = jobs
		r.JobName = j.JobName
		r.JobInstance = instance
		if known {
			r.Direct = directOf(o)
		}
		if wl.read && wl.write || d.name == datasets.DirectionMixed {
			r.RWMixReadPct = mix
		}
		r.Aggregation = datasets.AggregationSingle
		if j.UsrCPU != nil {
			r.JobUsrCPUPct = *j.UsrCPU
		}
		if j.SysCPU != nil {
			r.JobSysCPUPct = *j.SysCPU
		}
		r.DeviceUtilPct = c.doc.DiskUtil
		place := rowPlace{doc: c.start, job: path, dir: d.name, bw: "bw"}
		if d.dir.BWBytes != nil {
			place.bw = "bw_bytes"
		}
		if err := c.figures(&r, d.dir, totalLatency(o), &place); err != nil {
			return err
		}
		if host == datasets.AllClientsHost {
			if kind := c.hostsLatency(&r, d.dir, instance); kind != "" {
				place.lat, c.note = kind, aggregateNote(kind)
			}
		}
		if r.System == "" {
			// A path template may relabel it; the file's name is the
			// best default a folder of runs has.
			r.System = names.Stem(c.name)
		}
		c.ds.Results = append(c.ds.Results, r)
		*c.places = append(*c.places, place)
		if err := c.histogram(d.dir, d.name, j.JobName, host, instance, fio2); err != nil {
			return c.errorAt(place.dirPath(), "", err)
		}
	}
	return nil
}

// mixedSize is the block size of a unified (mixed) report: the one size,
// or unknown (0) when reads and writes used different sizes.
func mixedSize(read, write int64) int64 {
	if read == write {
		return read
	}
	return 0
}

// didIO reports whether a direction moved any data.
func (d *ddir) didIO() bool {
	if d.TotalIOs != nil {
		return *d.TotalIOs > 0
	}
	return d.IOBytes > 0
}

// totalLatency reports whether the job asked fio for percentiles of total
// latency (lat_percentiles) rather than of completion latency.
func totalLatency(o options) bool {
	v, _ := o.get("lat_percentiles")
	v = strings.TrimSpace(v)
	return v == "1" || v == "true"
}

// figures fills the measured columns from one direction, in base units,
// and notes in place which latency object they came from.
func (c *converter) figures(r *datasets.Result, d *ddir, wantTotal bool, place *rowPlace) error {
	r.IOPS = d.IOPS
	if d.BWBytes != nil {
		r.BWBytesPerS = *d.BWBytes
	} else {
		r.BWBytesPerS = d.BW * 1024 // fio's bw is KiB/s
	}
	r.RuntimeS = d.Runtime / 1000
	clat, lat, scale, suffix := d.ClatNs, d.LatNs, 1.0, "_ns"
	if clat == nil && lat == nil {
		clat, lat, scale, suffix = d.ClatUs, d.LatUs, 1000, "" // fio 2: microseconds
	}
	// The percentiles fio computed decide which latency the row holds:
	// completion latency by default, total latency with lat_percentiles.
	src, kind := clat, datasets.LatCompletion
	if lat != nil && len(lat.Percentile) > 0 && (wantTotal || clat == nil || len(clat.Percentile) == 0) {
		src, kind = lat, datasets.LatTotal
	}
	if src == nil {
		return nil
	}
	r.LatKind = kind
	place.lat = kind + suffix
	r.LatMeanNs = src.Mean * scale
	r.LatMinNs, r.LatMaxNs, r.LatStddevNs = src.Min*scale, src.Max*scale, src.Stddev*scale
	for _, p := range []struct {
		at  float64
		dst *float64
	}{{50, &r.LatP50Ns}, {99, &r.LatP99Ns}, {99.9, &r.LatP999Ns}} {
		if v, ok := percentile(src.Percentile, p.at); ok {
			*p.dst = v * scale
		}
	}
	// A NaN would read as missing, and pass the contract: fastjson takes
	// "nan" for a number. (A negative or infinite one the contract refuses.)
	if math.IsNaN(r.LatMeanNs) {
		return c.errorAt(place.path(c.data, "lat_mean_ns"), fmt.Sprintf("mean latency %v: want a non-negative number", r.LatMeanNs), nil)
	}
	return nil
}

// percentile finds the value fio printed for a percentile; fio writes the
// keys with six decimals ("99.900000"), fio 2.1 sometimes as "99.90".
func percentile(m numberMap, at float64) (float64, bool) {
	for _, e := range m {
		if e.name == "" && math.Abs(e.key-at) < 1e-9 {
			return e.value, true
		}
	}
	return 0, false
}

// histogram keeps json+ latency bins. fio 3 keys a bin by its latency in
// ns; fio 2 by the bucket index, with the histogram's geometry alongside.
func (c *converter) histogram(d *ddir, direction, jobName, host string, instance int64, fio2 bool) error {
	for _, l := range []struct {
		kind string
		lat  *latency
	}{
		{datasets.LatSubmission, d.SlatNs}, {datasets.LatCompletion, d.ClatNs}, {datasets.LatTotal, d.LatNs},
		{datasets.LatSubmission, d.SlatUs}, {datasets.LatCompletion, d.ClatUs}, {datasets.LatTotal, d.LatUs},
	} {
		if l.lat == nil || len(l.lat.Bins) == 0 {
			continue
		}
		toNs, err := binsToNs(l.lat.Bins, fio2)
		if err != nil {
			return fmt.Errorf("%s bins: %w", l.kind, err)
		}
		start := len(c.ds.Histogram)
		c.ds.Histogram = slices.Grow(c.ds.Histogram, len(l.lat.Bins))
		for _, e := range l.lat.Bins {
			if ns, ok := toNs(e); ok && e.value > 0 {
				c.ds.Histogram = append(c.ds.Histogram, datasets.LatencyBin{
					SourcePath: c.name, Host: host, JobName: jobName, JobInstance: instance,
					Direction: direction, LatKind: l.kind, BinNs: ns, Count: int64(e.value),
				})
			}
		}
		// fio writes bins in latency order; sort only when a file did not.
		added := c.ds.Histogram[start:]
		if !slices.IsSortedFunc(added, byLatency) {
			slices.SortStableFunc(added, byLatency)
		}
	}
	return nil
}

func byLatency(a, b datasets.LatencyBin) int { return cmp.Compare(a.BinNs, b.BinNs) }

// binsToNs returns how to read a bin's key as nanoseconds.
func binsToNs(bins numberMap, fio2 bool) (func(numberEntry) (float64, bool), error) {
	bits, hasBits := bins.get("FIO_IO_U_PLAT_BITS")
	val, hasVal := bins.get("FIO_IO_U_PLAT_VAL")
	if hasBits || hasVal {
		// fio's geometry: VAL buckets per group, VAL = 2^BITS.
		if !(bits >= 1 && bits <= 16) || val != math.Ldexp(1, int(bits)) {
			return nil, fmt.Errorf("histogram geometry FIO_IO_U_PLAT_BITS=%v, FIO_IO_U_PLAT_VAL=%v: want VAL = 2^BITS with BITS from 1 to 16", bits, val)
		}
		return func(e numberEntry) (float64, bool) {
			if e.name != "" || e.key < 0 || e.key != math.Trunc(e.key) {
				return 0, false // the geometry keys themselves
			}
			return platIndexToValue(uint64(e.key), uint(bits), uint64(val)) * 1000, true // µs
		}, nil
	}
	return func(e numberEntry) (float64, bool) {
		if e.name != "" {
			return 0, false
		}
		if fio2 {
			return e.key * 1000, true
		}
		return e.key, true
	}, nil
}

// platIndexToValue is the latency a fio histogram bucket stands for: exact
// below 2*val, else the middle of a bucket of a log-linear group.
func platIndexToValue(idx uint64, bits uint, val uint64) float64 {
	if idx < val<<1 {
		return float64(idx)
	}
	errorBits := uint(idx>>bits) - 1
	base := uint64(1) << (errorBits + bits)
	k := idx % val
	return float64(base) + (float64(k)+0.5)*float64(uint64(1)<<errorBits)
}

// errnoName is the system's text for the errno fio reports.
func errnoName(n int64) string {
	if n > 0 && n < 4096 {
		return syscall.Errno(n).Error()
	}
	return "unknown error"
}
