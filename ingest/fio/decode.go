package fio

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"unsafe"

	"github.com/valyala/fastjson"
	"github.com/valyala/fastjson/fastfloat"
)

// b2s views bytes as a string without copying, for parsing only.
func b2s(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// parsers are reused: fastjson keeps its parse tree in the parser, so a
// warm parser decodes a document without allocating for the tree.
var parsers fastjson.ParserPool

// pathError is a value of the wrong type at a JSON path.
type pathError struct{ path, msg string }

func (e *pathError) Error() string { return e.path + ": " + e.msg }

// decodeDocument reads one fio JSON document into the fields iopress uses:
// by decodeFast's one pass when the document is plain, else by decodeTree.
func decodeDocument(b []byte) (*document, error) {
	if d, ok := decodeFast(b); ok {
		return d, nil
	}
	return decodeTree(b)
}

// decodeTree reads a document through fastjson's tree, and says what is
// wrong with one that is not right. fastjson parses fio's megabytes of
// mostly unused fields several times faster than reflection-based
// decoding; a document it refuses goes through encoding/json for an error
// that says where.
func decodeTree(b []byte) (*document, error) {
	p := parsers.Get()
	defer parsers.Put(p)
	v, err := p.ParseBytes(b)
	if err != nil {
		var any json.RawMessage
		if jerr := json.Unmarshal(b, &any); jerr != nil {
			return nil, jerr
		}
		return nil, err
	}
	if v.Type() != fastjson.TypeObject {
		return &document{}, nil
	}
	d := &document{}
	var e decodeErrors
	d.Version = e.str(v, "fio version", "")
	d.Timestamp = int64(e.num(v, "timestamp", ""))
	if g := v.Get("global options"); g != nil {
		d.Global = e.options(g, "global options")
	}
	d.Jobs = e.jobs(v, "jobs")
	d.ClientStats = e.jobs(v, "client_stats")
	d.DiskUtil = e.diskUtil(v)
	d.DiskNames = e.diskNames(v)
	if e.err != nil {
		return nil, e.err
	}
	return d, nil
}

// decodeErrors keeps the first type error met while decoding.
type decodeErrors struct{ err error }

// fail records a type error at parent.key (or parent alone when key is
// ""); the path is only built here, on the error road.
func (e *decodeErrors) fail(parent, key, want string, v *fastjson.Value) {
	if e.err == nil {
		e.err = &pathError{joinPath(parent, key), fmt.Sprintf("want %s, got a JSON %s", want, v.Type())}
	}
}

func joinPath(parent, key string) string {
	switch {
	case key == "":
		return parent
	case parent == "":
		return key
	}
	return parent + "." + key
}

func (e *decodeErrors) str(v *fastjson.Value, key, parent string) string {
	x := v.Get(key)
	if x == nil || x.Type() == fastjson.TypeNull {
		return ""
	}
	b, err := x.StringBytes()
	if err != nil {
		e.fail(parent, key, "a string", x)
		return ""
	}
	return string(b)
}

func (e *decodeErrors) num(v *fastjson.Value, key, parent string) float64 {
	x := v.Get(key)
	if x == nil || x.Type() == fastjson.TypeNull {
		return 0
	}
	f, err := x.Float64()
	if err != nil {
		e.fail(parent, key, "a number", x)
	}
	return f
}

func (e *decodeErrors) optNum(v *fastjson.Value, key, parent string) *float64 {
	if x := v.Get(key); x == nil || x.Type() == fastjson.TypeNull {
		return nil
	}
	f := e.num(v, key, parent)
	return &f
}

func (e *decodeErrors) options(v *fastjson.Value, path string) *optionMap {
	o, err := v.Object()
	if err != nil {
		e.fail(path, "", "an object", v)
		return nil
	}
	m := make(optionMap, o.Len())
	o.Visit(func(k []byte, x *fastjson.Value) {
		if x.Type() == fastjson.TypeString {
			m[string(k)] = string(x.GetStringBytes())
		} else {
			m[string(k)] = string(x.MarshalTo(nil))
		}
	})
	return &m
}

func (e *decodeErrors) jobs(v *fastjson.Value, key string) []job {
	x := v.Get(key)
	if x == nil {
		return nil
	}
	arr, err := x.Array()
	if err != nil {
		e.fail(key, "", "an array", x)
		return nil
	}
	out := make([]job, len(arr))
	for i, jv := range arr {
		path := key + "[" + strconv.Itoa(i) + "]"
		j := &out[i]
		j.JobName = e.str(jv, "jobname", path)
		j.GroupID = int64(e.num(jv, "groupid", path))
		j.Error = int64(e.num(jv, "error", path))
		j.Desc = e.str(jv, "desc", path)
		j.Hostname = e.str(jv, "hostname", path)
		if o := jv.Get("job options"); o != nil {
			j.Options = e.options(o, path+".job options")
		}
		j.Read = e.ddir(jv, "read", path)
		j.Write = e.ddir(jv, "write", path)
		j.Trim = e.ddir(jv, "trim", path)
		j.Mixed = e.ddir(jv, "mixed", path)
		j.UsrCPU = e.optNum(jv, "usr_cpu", path)
		j.SysCPU = e.optNum(jv, "sys_cpu", path)
	}
	return out
}

// diskUtil is the highest util among the devices fio lists in disk_util
// (for a run on one device, that device; on a RAID or device-mapper
// stack, its busiest member), NaN when it lists none.
func (e *decodeErrors) diskUtil(v *fastjson.Value) float64 {
	util := math.NaN()
	x := v.Get("disk_util")
	if x == nil {
		return util
	}
	arr, err := x.Array()
	if err != nil {
		e.fail("disk_util", "", "an array", x)
		return util
	}
	for i, d := range arr {
		if u := e.optNum(d, "util", "disk_util["+strconv.Itoa(i)+"]"); u != nil && !(*u <= util) {
			util = *u
		}
	}
	return util
}

// diskNames are the names of the devices fio lists in disk_util, in its
// order.
func (e *decodeErrors) diskNames(v *fastjson.Value) []string {
	var names []string
	for i, d := range v.GetArray("disk_util") {
		if n := e.str(d, "name", "disk_util["+strconv.Itoa(i)+"]"); n != "" {
			names = append(names, n)
		}
	}
	return names
}

// object returns the object at key and its path; nil when absent, or when
// not an object (recorded as an error).
func (e *decodeErrors) object(v *fastjson.Value, key, parent string) (*fastjson.Value, string) {
	x := v.Get(key)
	if x == nil {
		return nil, ""
	}
	if x.Type() != fastjson.TypeObject {
		e.fail(parent, key, "an object", x)
		return nil, ""
	}
	return x, joinPath(parent, key)
}

func (e *decodeErrors) ddir(v *fastjson.Value, key, parent string) *ddir {
	x, path := e.object(v, key, parent)
	if x == nil {
		return nil
	}
	d := &ddir{
		IOBytes:  e.num(x, "io_bytes", path),
		TotalIOs: e.optNum(x, "total_ios", path),
	}
	if !d.didIO() {
		return d // an idle direction: its figures are zeros, not results
	}
	d.IOKBytes = e.optNum(x, "io_kbytes", path)
	d.BWBytes = e.optNum(x, "bw_bytes", path)
	d.BW = e.num(x, "bw", path)
	d.IOPS = e.num(x, "iops", path)
	d.Runtime = e.num(x, "runtime", path)
	d.SlatNs = e.latency(x, "slat_ns", path)
	d.ClatNs = e.latency(x, "clat_ns", path)
	d.LatNs = e.latency(x, "lat_ns", path)
	d.SlatUs = e.latency(x, "slat", path)
	d.ClatUs = e.latency(x, "clat", path)
	d.LatUs = e.latency(x, "lat", path)
	return d
}

func (e *decodeErrors) latency(v *fastjson.Value, key, parent string) *latency {
	x, path := e.object(v, key, parent)
	if x == nil {
		return nil
	}
	l := &latency{
		Min: e.num(x, "min", path), Max: e.num(x, "max", path),
		Mean: e.num(x, "mean", path), Stddev: e.num(x, "stddev", path),
		N: e.optNum(x, "N", path),
	}
	l.Percentile = e.numbers(x, "percentile", path)
	l.Bins = e.numbers(x, "bins", path)
	return l
}

// numbers reads an object of numbers in the order it was written.
func (e *decodeErrors) numbers(v *fastjson.Value, key, parent string) numberMap {
	x := v.Get(key)
	if x == nil {
		return nil
	}
	o, err := x.Object()
	if err != nil {
		e.fail(parent, key, "an object", x)
		return nil
	}
	m := make(numberMap, 0, o.Len())
	o.Visit(func(k []byte, n *fastjson.Value) {
		f, err := n.Float64()
		if err != nil {
			e.fail(joinPath(parent, key), string(k), "a number", n)
			return
		}
		e := numberEntry{value: f}
		if key, err := fastfloat.Parse(b2s(k)); err == nil {
			e.key = key
		} else {
			e.name = string(k)
		}
		m = append(m, e)
	})
	return m
}

// offsetOfPath finds where the value at a decode path ("jobs[0].read.iops")
// starts in a JSON document, walking its tokens; -1 when it is not there.
// Only errors take this slow road.
func offsetOfPath(b []byte, want string) int {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber() // 1e999 is a place to point at, not an error
	type frame struct {
		array bool
		index int
		key   string
		path  string
	}
	var stack []frame
	// pathOf is the path of the value about to be read.
	pathOf := func() string {
		if len(stack) == 0 {
			return ""
		}
		f := stack[len(stack)-1]
		if f.array {
			return f.path + "[" + strconv.Itoa(f.index) + "]"
		}
		if f.path == "" {
			return f.key
		}
		return f.path + "." + f.key
	}
	expectKey := false
	for {
		before := int(dec.InputOffset())
		tok, err := dec.Token()
		if err != nil {
			return -1
		}
		if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
			stack = stack[:len(stack)-1]
			expectKey = len(stack) > 0 && !stack[len(stack)-1].array
			if len(stack) > 0 && stack[len(stack)-1].array {
				stack[len(stack)-1].index++
			}
			continue
		}
		if expectKey {
			stack[len(stack)-1].key = tok.(string)
			expectKey = false
			continue
		}
		here := pathOf()
		if here == want {
			return before + len(b[before:]) - len(bytes.TrimLeft(b[before:], " \t\r\n,:"))
		}
		if d, ok := tok.(json.Delim); ok {
			stack = append(stack, frame{array: d == '[', path: here})
			expectKey = d == '{'
			continue
		}
		// A scalar ends here: the next token is a key, or the next element.
		if top := &stack[len(stack)-1]; top.array {
			top.index++
		} else {
			expectKey = true
		}
	}
}
