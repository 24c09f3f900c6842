package fio

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/bits"
	"sync"

	"github.com/valyala/fastjson/fastfloat"
)

// decodeFast reads a fio JSON document in one pass over its bytes, taking
// only the fields iopress uses and skipping the rest without building a
// tree: on 5,000 real json+ files it decodes in a third of fastjson's time,
// which was the largest share of an ingest's CPU time. It reads what
// decodeDocument's fastjson road reads, to the same document, and only
// that: anything off the plain road (an error of any kind, a value of an
// unexpected type, a key read twice or written with escapes, a string it
// would have to unescape, NaN or Infinity) makes it give up (ok false),
// and fastjson's road, which knows what to say about each, takes the
// document from the start. Being stricter than fastjson is safe; being
// looser is not, and TestDecodeFastAgrees and FuzzDecodeFast hold it to
// that.
func decodeFast(b []byte) (d *document, ok bool) {
	s, _ := scans.Get().(*fastScan)
	if s == nil {
		s = &fastScan{}
	}
	defer scans.Put(s)
	*s = fastScan{b: b, scratch: s.scratch[:0], spans: s.spans[:0]}
	if s.peek() == '{' {
		d = s.document()
	}
	s.ws()
	ok = !s.bad && s.i == len(s.b)
	s.b = nil
	if !ok {
		return nil, false
	}
	return d, true
}

// scans are reused for the room their numbers take.
var scans sync.Pool

// fastMaxDepth bounds nesting: fio's documents go six deep; a deeper one
// is left to fastjson, whose own bound is 300.
const fastMaxDepth = 64

// fastScan walks JSON text. Once bad is set it stops: its position is the
// end of the text, so every loop runs out at once.
type fastScan struct {
	b     []byte
	i     int
	depth int
	bad   bool
	// scratch gathers an object of numbers before it is copied out at
	// its size: a json+ file's bins are hundreds, and growing their slice
	// took more time than reading them.
	scratch numberMap
	// floats, ddirs and latencies are room for the document's optional
	// numbers, directions and latencies, taken a block at a time rather
	// than allocated one by one: a job of a json+ file has a dozen of
	// them. Each block is the document's: it is never reused.
	floats    []float64
	ddirs     []ddir
	latencies []latency
	// spans are where an object of options' keys and values lie.
	spans [][2]int
}

// newFloat is room for one optional number, holding f.
func (s *fastScan) newFloat(f float64) *float64 {
	if len(s.floats) == cap(s.floats) {
		s.floats = make([]float64, 0, 32)
	}
	s.floats = append(s.floats, f)
	return &s.floats[len(s.floats)-1]
}

// newDdir is room for one direction, zero.
func (s *fastScan) newDdir() *ddir {
	if len(s.ddirs) == cap(s.ddirs) {
		s.ddirs = make([]ddir, 0, 8)
	}
	s.ddirs = s.ddirs[:len(s.ddirs)+1]
	return &s.ddirs[len(s.ddirs)-1]
}

// newLatency is room for one latency, zero.
func (s *fastScan) newLatency() *latency {
	if len(s.latencies) == cap(s.latencies) {
		s.latencies = make([]latency, 0, 16)
	}
	s.latencies = s.latencies[:len(s.latencies)+1]
	return &s.latencies[len(s.latencies)-1]
}

func (s *fastScan) fail() {
	s.bad = true
	s.i = len(s.b)
}

// ws skips the white space fastjson skips: space, tab, CR and LF.
func (s *fastScan) ws() {
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ' ', '\t', '\r':
			s.i++
		case '\n':
			s.i++
			// fio indents its lines with spaces: eight at a time.
			for s.i+8 <= len(s.b) && binary.LittleEndian.Uint64(s.b[s.i:]) == 0x2020202020202020 {
				s.i += 8
			}
		default:
			return
		}
	}
}

// peek is the next byte after white space, 0 (and failed) at the end.
func (s *fastScan) peek() byte {
	if s.i < len(s.b) && s.b[s.i] > ' ' {
		return s.b[s.i]
	}
	return s.peekSpace()
}

func (s *fastScan) peekSpace() byte {
	s.ws()
	if s.i < len(s.b) {
		return s.b[s.i]
	}
	s.fail()
	return 0
}

// member reads the next key of an object whose '{' is consumed, with its
// ':', and returns it; false at the object's end (its '}' consumed) or on
// failure. first is true before the first member. A key with a backslash
// is refused when plain is set (keys compared with names must be as
// written), skipped otherwise.
func (s *fastScan) member(first *bool, plain bool) ([]byte, bool) {
	c := s.peek()
	if *first {
		*first = false
		if c == '}' {
			s.i++
			return nil, false
		}
	} else {
		switch c {
		case ',':
			s.i++
			if s.i+1 < len(s.b) && s.b[s.i] == '\n' && s.b[s.i+1] == ' ' {
				s.i++ // the next line, as fio writes it: indented by spaces
				for s.i+8 <= len(s.b) && binary.LittleEndian.Uint64(s.b[s.i:]) == 0x2020202020202020 {
					s.i += 8
				}
			}
			c = s.peek()
		case '}':
			s.i++
			return nil, false
		default:
			s.fail()
			return nil, false
		}
	}
	if c != '"' {
		s.fail()
		return nil, false
	}
	key, escaped := s.rawString()
	if s.bad || escaped && plain {
		s.fail()
		return nil, false
	}
	if s.i+3 <= len(s.b) && s.b[s.i] == ' ' && s.b[s.i+1] == ':' && s.b[s.i+2] == ' ' {
		s.i += 3 // as fio writes it
		return key, true
	}
	if s.peek() != ':' {
		s.fail()
		return nil, false
	}
	s.i++
	return key, true
}

// element is member's counterpart for arrays whose '[' is consumed: true
// when a value follows (not yet read), false at the end (']' consumed).
func (s *fastScan) element(first *bool) bool {
	c := s.peek()
	if *first {
		*first = false
		if c == ']' {
			s.i++
			return false
		}
		return !s.bad
	}
	switch c {
	case ',':
		s.i++
		return true
	case ']':
		s.i++
		return false
	}
	s.fail()
	return false
}

// rawString reads a string whose opening quote is at s.i and returns its
// bytes as written, and whether it holds a backslash (an escape). Its end
// is the first quote after an even number of backslashes, as fastjson
// finds it.
func (s *fastScan) rawString() ([]byte, bool) {
	start := s.i + 1
	j := start
	// Eight bytes at a time: the lowest byte of m set is the first quote
	// or backslash (the bytes above it may be set wrongly, by a borrow).
	for ; j+8 <= len(s.b); j += 8 {
		x := binary.LittleEndian.Uint64(s.b[j:])
		q, e := x^(ones*'"'), x^(ones*'\\')
		if m := ((q-ones)&^q | (e-ones)&^e) & (ones * 0x80); m != 0 {
			j += bits.TrailingZeros64(m) / 8
			break
		}
	}
	for ; j < len(s.b); j++ {
		switch s.b[j] {
		case '"':
			s.i = j + 1
			return s.b[start:j], false
		case '\\':
			return s.escaped(start)
		}
	}
	s.fail()
	return nil, false
}

// escaped finds the end of a string, from start, that holds an escape.
func (s *fastScan) escaped(start int) ([]byte, bool) {
	for j := start; j < len(s.b); j++ {
		switch s.b[j] {
		case '\\':
			j++
		case '"':
			s.i = j + 1
			return s.b[start:j], true
		}
	}
	s.fail()
	return nil, false
}

// ones has a one in each byte, for looking at eight at a time.
const ones = 0x0101010101010101

// rawNumber reads the run of characters fastjson takes for a number,
// which JSON opens with a digit or a minus sign (the other road refuses
// "+1" and ".5": FuzzDecodeFast found the skip taking a lone "+").
func (s *fastScan) rawNumber() []byte {
	if c := s.peek(); !(c >= '0' && c <= '9' || c == '-') {
		s.fail()
		return nil
	}
	start := s.i
	for s.i < len(s.b) {
		c := s.b[s.i]
		if c >= '0' && c <= '9' || c == '.' || c == '-' || c == 'e' || c == 'E' || c == '+' {
			s.i++
			continue
		}
		break
	}
	if s.i == start { // not a number (NaN, Infinity or worse)
		s.fail()
		return nil
	}
	return s.b[start:s.i]
}

// literal reads true, false or null, whichever word starts at s.i.
func (s *fastScan) literal(word string) {
	if !bytes.HasPrefix(s.b[s.i:], []byte(word)) {
		s.fail()
		return
	}
	s.i += len(word)
}

// skip reads a value of any type, keeping nothing.
func (s *fastScan) skip() {
	switch s.peek() {
	case '{':
		if s.depth++; s.depth > fastMaxDepth {
			s.fail()
			return
		}
		s.i++
		for first := true; ; {
			if _, ok := s.member(&first, false); !ok {
				break
			}
			s.skip()
		}
		s.depth--
	case '[':
		if s.depth++; s.depth > fastMaxDepth {
			s.fail()
			return
		}
		s.i++
		for first := true; s.element(&first); {
			s.skip()
		}
		s.depth--
	case '"':
		s.rawString()
	case 't':
		s.literal("true")
	case 'f':
		s.literal("false")
	case 'n':
		s.literal("null")
	default:
		s.rawNumber()
	}
}

// isNull reads a null if one comes next.
func (s *fastScan) isNull() bool {
	if s.peek() == 'n' {
		s.literal("null")
		return true
	}
	return false
}

// str reads a string without escapes, or null as "".
func (s *fastScan) str() string {
	switch s.peek() {
	case '"':
		b, escaped := s.rawString()
		if escaped {
			s.fail()
		}
		return string(b)
	case 'n':
		s.literal("null")
		return ""
	}
	s.fail()
	return ""
}

// num reads a number, or null as 0.
func (s *fastScan) num() float64 {
	if s.isNull() {
		return 0
	}
	return s.number()
}

// optNum reads a number, or null as nil.
func (s *fastScan) optNum() *float64 {
	if s.isNull() {
		return nil
	}
	return s.newFloat(s.number())
}

// number reads a number as fastjson's Float64 does (fastfloat.Parse of
// the run rawNumber reads), a whole number of up to 18 digits (most of
// what fio writes: its bins and counts) as it reads it: fastfloat takes
// those as float64 of their digits too. So is a number of up to 15 digits
// with a decimal point and no exponent (fio's means, rates and
// percentiles, written with six decimals): its digits as a whole number,
// divided by the power of ten of its decimals, fastfloat's own sum.
func (s *fastScan) number() float64 {
	c := s.peek()
	if !(c >= '0' && c <= '9' || c == '-') {
		s.fail()
		return 0
	}
	start := s.i
	for ; s.i < len(s.b); s.i++ {
		if c := s.b[s.i]; !(c >= '0' && c <= '9' || c == '.' || c == '-' || c == 'e' || c == 'E' || c == '+') {
			break
		}
	}
	f, ok := parseNumber(s.b[start:s.i])
	if !ok {
		s.fail()
	}
	return f
}

// pow10 are the powers of ten a number's decimals divide it by, as
// fastfloat's are.
var pow10 = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15}

// parseNumber reads a number as fastfloat.Parse does, a whole number of
// up to 18 digits, or one of up to 15 with a decimal point, as number
// does.
func parseNumber(raw []byte) (float64, bool) {
	if f, ok := plainNumber(raw); ok {
		return f, true
	}
	f, err := fastfloat.Parse(b2s(raw))
	return f, err == nil
}

// plainNumber reads raw as number does when it is digits, with at most
// one decimal point inside them, and short enough (false otherwise): a
// percentile's key ("99.900000") as well as a whole number.
func plainNumber(raw []byte) (float64, bool) {
	d, digits, point := uint64(0), 0, -1
	for _, c := range raw {
		switch {
		case c >= '0' && c <= '9':
			d = d*10 + uint64(c-'0')
			digits++
		case c == '.' && point < 0 && digits > 0:
			point = digits
		default:
			return 0, false
		}
	}
	switch {
	case point < 0 && digits > 0 && digits <= 18:
		return float64(d), true
	case point >= 0 && digits > point && digits <= 15:
		return float64(d) / pow10[digits-point], true
	}
	return 0, false
}

// open consumes the '{' of an object that must come next.
func (s *fastScan) open() bool {
	if s.peek() != '{' {
		s.fail()
		return false
	}
	if s.depth++; s.depth > fastMaxDepth {
		s.fail()
		return false
	}
	s.i++
	return true
}

// once marks a key read in an object; a second one fails (fastjson would
// take the first, and a copy that disagrees is not a plain road).
func (s *fastScan) once(seen *uint32, bit uint32) {
	if *seen&bit != 0 {
		s.fail()
	}
	*seen |= bit
}

func (s *fastScan) document() *document {
	d := &document{DiskUtil: math.NaN()}
	if !s.open() {
		return nil
	}
	var seen uint32
	for first := true; ; {
		key, ok := s.member(&first, true)
		if !ok {
			break
		}
		switch string(key) {
		case "fio version":
			s.once(&seen, 1)
			d.Version = s.str()
		case "timestamp":
			s.once(&seen, 2)
			d.Timestamp = int64(s.num())
		case "global options":
			s.once(&seen, 4)
			d.Global = s.options()
		case "jobs":
			s.once(&seen, 8)
			d.Jobs = s.jobs()
		case "client_stats":
			s.once(&seen, 16)
			d.ClientStats = s.jobs()
		case "disk_util":
			s.once(&seen, 32)
			d.DiskUtil, d.DiskNames = s.disks()
		default:
			s.skip()
		}
	}
	s.depth--
	return d
}

// options reads an object of options: strings as they are, numbers and
// the literals as written.
func (s *fastScan) options() *optionMap {
	if !s.open() {
		return nil
	}
	// The keys and values are cut from one copy of the object's text,
	// not copied one by one: a job's options are a dozen of each.
	start := s.i
	spans := s.spans[:0]
	for first := true; ; {
		key, ok := s.member(&first, true)
		if !ok {
			break
		}
		var value []byte
		switch s.peek() {
		case '"':
			b, escaped := s.rawString()
			if escaped {
				s.fail()
			}
			value = b
		case 't', 'f', 'n':
			from := s.i
			switch s.b[s.i] {
			case 't':
				s.literal("true")
			case 'f':
				s.literal("false")
			default:
				s.literal("null")
			}
			value = s.b[from:s.i]
		case '{', '[':
			s.fail() // fastjson writes these again, compacted
		default:
			value = s.rawNumber()
		}
		if s.bad {
			break
		}
		spans = append(spans, s.span(start, key), s.span(start, value))
	}
	s.depth--
	s.spans = spans[:0]
	text := string(s.b[start:s.i])
	m := make(optionMap, len(spans)/2)
	for i := 0; i+1 < len(spans); i += 2 {
		k, v := spans[i], spans[i+1]
		m[text[k[0]:k[1]]] = text[v[0]:v[1]]
	}
	return &m
}

// span is where b, a slice of s.b, lies from start.
func (s *fastScan) span(start int, b []byte) [2]int {
	from := cap(s.b) - cap(b) - start
	return [2]int{from, from + len(b)}
}

func (s *fastScan) jobs() []job {
	if s.peek() != '[' {
		s.fail()
		return nil
	}
	s.i++
	out := []job{}
	for first := true; s.element(&first); {
		out = append(out, job{})
		s.job(&out[len(out)-1])
	}
	return out
}

func (s *fastScan) job(j *job) {
	if !s.open() {
		return
	}
	var seen uint32
	for first := true; ; {
		key, ok := s.member(&first, true)
		if !ok {
			break
		}
		switch string(key) {
		case "jobname":
			s.once(&seen, 1)
			j.JobName = s.str()
		case "groupid":
			s.once(&seen, 2)
			j.GroupID = int64(s.num())
		case "error":
			s.once(&seen, 4)
			j.Error = int64(s.num())
		case "desc":
			s.once(&seen, 8)
			j.Desc = s.str()
		case "hostname":
			s.once(&seen, 16)
			j.Hostname = s.str()
		case "job options":
			s.once(&seen, 32)
			j.Options = s.options()
		case "read":
			s.once(&seen, 64)
			j.Read = s.ddir()
		case "write":
			s.once(&seen, 128)
			j.Write = s.ddir()
		case "trim":
			s.once(&seen, 256)
			j.Trim = s.ddir()
		case "mixed":
			s.once(&seen, 512)
			j.Mixed = s.ddir()
		case "usr_cpu":
			s.once(&seen, 1024)
			j.UsrCPU = s.optNum()
		case "sys_cpu":
			s.once(&seen, 2048)
			j.SysCPU = s.optNum()
		default:
			s.skip()
		}
	}
	s.depth--
}

// ddir reads a direction; as fastjson's road does, an idle one keeps
// only what says it is idle.
func (s *fastScan) ddir() *ddir {
	if !s.open() {
		return nil
	}
	d := s.newDdir()
	var seen uint32
	for first := true; ; {
		key, ok := s.member(&first, true)
		if !ok {
			break
		}
		switch string(key) {
		case "io_bytes":
			s.once(&seen, 1)
			d.IOBytes = s.num()
		case "total_ios":
			s.once(&seen, 2)
			d.TotalIOs = s.optNum()
		case "io_kbytes":
			s.once(&seen, 4)
			d.IOKBytes = s.optNum()
		case "bw_bytes":
			s.once(&seen, 8)
			d.BWBytes = s.optNum()
		case "bw":
			s.once(&seen, 16)
			d.BW = s.num()
		case "iops":
			s.once(&seen, 32)
			d.IOPS = s.num()
		case "runtime":
			s.once(&seen, 64)
			d.Runtime = s.num()
		case "slat_ns":
			s.once(&seen, 128)
			d.SlatNs = s.latency()
		case "clat_ns":
			s.once(&seen, 256)
			d.ClatNs = s.latency()
		case "lat_ns":
			s.once(&seen, 512)
			d.LatNs = s.latency()
		case "slat":
			s.once(&seen, 1024)
			d.SlatUs = s.latency()
		case "clat":
			s.once(&seen, 2048)
			d.ClatUs = s.latency()
		case "lat":
			s.once(&seen, 4096)
			d.LatUs = s.latency()
		default:
			s.skip()
		}
	}
	s.depth--
	if !d.didIO() {
		*d = ddir{IOBytes: d.IOBytes, TotalIOs: d.TotalIOs}
	}
	return d
}

func (s *fastScan) latency() *latency {
	if !s.open() {
		return nil
	}
	l := s.newLatency()
	var seen uint32
	for first := true; ; {
		key, ok := s.member(&first, true)
		if !ok {
			break
		}
		switch string(key) {
		case "min":
			s.once(&seen, 1)
			l.Min = s.num()
		case "max":
			s.once(&seen, 2)
			l.Max = s.num()
		case "mean":
			s.once(&seen, 4)
			l.Mean = s.num()
		case "stddev":
			s.once(&seen, 8)
			l.Stddev = s.num()
		case "N":
			s.once(&seen, 16)
			l.N = s.optNum()
		case "percentile":
			s.once(&seen, 32)
			l.Percentile = s.numbers()
		case "bins":
			s.once(&seen, 64)
			l.Bins = s.numbers()
		default:
			s.skip()
		}
	}
	s.depth--
	return l
}

// numbers reads an object of numbers in the order it was written, every
// member kept, as fastjson's Visit gives them.
func (s *fastScan) numbers() numberMap {
	if !s.open() {
		return nil
	}
	m := s.scratch[:0]
	for first := true; ; {
		key, ok := s.member(&first, true)
		if !ok {
			break
		}
		e := numberEntry{value: s.number()}
		if k, ok := parseNumber(key); ok {
			e.key = k
		} else {
			e.name = string(key)
		}
		m = append(m, e)
	}
	s.depth--
	s.scratch = m[:0]
	return append(make(numberMap, 0, len(m)), m...)
}

// disks reads disk_util: the busiest device's util (NaN when none says)
// and the devices' names, as diskUtil and diskNames do.
func (s *fastScan) disks() (float64, []string) {
	util := math.NaN()
	var names []string
	if s.peek() != '[' {
		s.fail()
		return util, nil
	}
	s.i++
	for first := true; s.element(&first); {
		if !s.open() {
			break
		}
		var seen uint32
		for first := true; ; {
			key, ok := s.member(&first, true)
			if !ok {
				break
			}
			switch string(key) {
			case "util":
				s.once(&seen, 1)
				if u := s.optNum(); u != nil && !(*u <= util) {
					util = *u
				}
			case "name":
				s.once(&seen, 2)
				if n := s.str(); n != "" {
					names = append(names, n)
				}
			default:
				s.skip()
			}
		}
		s.depth--
	}
	return util, names
}
