package run

import (
	"bufio"
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/iopress/iopress/ingest/fio"
	"github.com/iopress/iopress/units"
)

// LoadMatrix reads a matrix file: iopress's TOML format (docs/matrix.md)
// or a fio job file, told apart by content. A fio job file's options that
// iopress runs are honoured; any other option is refused, all of them
// listed, so nothing a user asked for is silently dropped.
func LoadMatrix(path string) (Matrix, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Matrix{}, err
	}
	var m Matrix
	if isFioJobFile(data) {
		m, err = parseJobFile(data, path)
	} else {
		m, err = parseMatrixTOML(data, path)
	}
	if err != nil {
		return Matrix{}, err
	}
	if len(m.Cells) == 0 {
		return Matrix{}, fmt.Errorf("%s: no cells", path)
	}
	if m.Name == "" {
		m.Name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	}
	return m, nil
}

// isFioJobFile tells a fio job file ("[job]" sections of "key=value" or
// bare "key" lines) from iopress's TOML, whose cells are "[[cell]]" tables
// and whose strings are quoted.
func isFioJobFile(data []byte) bool {
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || line[0] == '#' || line[0] == ';':
			continue
		case strings.HasPrefix(line, "[["):
			return false
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			return true
		default:
			return false // a TOML key before any table
		}
	}
	return false
}

// matrixTOML is the TOML format: settings for the whole matrix, then
// [[cell]] tables. A cell value may be a list, which makes a cell for each
// of its values (every combination, when several are lists).
type matrixTOML struct {
	Name        string     `toml:"name"`
	Description string     `toml:"description"`
	Size        string     `toml:"size"`
	Engine      string     `toml:"engine"`
	Runtime     string     `toml:"runtime"`
	Ramp        string     `toml:"ramp"`
	Direct      bool       `toml:"direct"`
	Cells       []cellTOML `toml:"cell"`
}

type cellTOML struct {
	Name      string `toml:"name"`
	RW        any    `toml:"rw"`
	BS        any    `toml:"bs"`
	IODepth   any    `toml:"iodepth"`
	NumJobs   any    `toml:"numjobs"`
	RWMixRead any    `toml:"rwmixread"`
	Engine    any    `toml:"engine"`
	Runtime   string `toml:"runtime"`
	Ramp      string `toml:"ramp"`
	Passes    int    `toml:"passes"`
	IOSize    string `toml:"io_size"`
	EndFsync  bool   `toml:"end_fsync"`
}

func parseMatrixTOML(data []byte, path string) (Matrix, error) {
	var f matrixTOML
	md, err := toml.Decode(string(data), &f)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return Matrix{}, fmt.Errorf("%s:%d: %s", path, pe.Position.Line, pe.Message)
		}
		return Matrix{}, fmt.Errorf("%s: %w", path, err)
	}
	if undecoded := md.Undecoded(); len(undecoded) > 0 {
		var keys []string
		for _, k := range undecoded {
			keys = append(keys, k.String())
		}
		return Matrix{}, fmt.Errorf("%s: unknown keys %s (a matrix has name, description, size, engine, runtime, ramp, direct and [[cell]] tables of name, rw, bs, iodepth, numjobs, rwmixread, engine, runtime, ramp, passes, io_size, end_fsync; see docs/matrix.md)",
			path, strings.Join(keys, ", "))
	}
	m := Matrix{Name: f.Name, Description: f.Description, Direct: f.Direct, Engine: f.Engine}
	if f.Size != "" {
		if m.Span, err = units.ParseSize(f.Size); err != nil {
			return Matrix{}, fmt.Errorf("%s: size: %w", path, err)
		}
	}
	runtime, err := optDuration(f.Runtime)
	if err != nil {
		return Matrix{}, fmt.Errorf("%s: runtime: %w", path, err)
	}
	ramp, err := optDuration(f.Ramp)
	if err != nil {
		return Matrix{}, fmt.Errorf("%s: ramp: %w", path, err)
	}
	for i, ct := range f.Cells {
		where := fmt.Sprintf("%s: cell %d", path, i+1)
		cells, err := expandCell(ct, where)
		if err != nil {
			return Matrix{}, err
		}
		for _, c := range cells {
			c.Runtime = cmp.Or(c.Runtime, runtime)
			c.Ramp = cmp.Or(c.Ramp, ramp)
			m.Cells = append(m.Cells, c)
		}
	}
	return m, nil
}

// expandCell makes the cells of one [[cell]] table: one for each
// combination of its listed values.
func expandCell(ct cellTOML, where string) ([]Cell, error) {
	rws, err := stringList(ct.RW, "rw", where, "randread")
	if err != nil {
		return nil, err
	}
	bss, err := stringList(ct.BS, "bs", where, "4k")
	if err != nil {
		return nil, err
	}
	depths, err := intList(ct.IODepth, "iodepth", where, 1)
	if err != nil {
		return nil, err
	}
	jobs, err := intList(ct.NumJobs, "numjobs", where, 1)
	if err != nil {
		return nil, err
	}
	mixes, err := intList(ct.RWMixRead, "rwmixread", where, 50)
	if err != nil {
		return nil, err
	}
	engines, err := stringList(ct.Engine, "engine", where, "")
	if err != nil {
		return nil, err
	}
	runtime, err := optDuration(ct.Runtime)
	if err != nil {
		return nil, fmt.Errorf("%s: runtime: %w", where, err)
	}
	ramp, err := optDuration(ct.Ramp)
	if err != nil {
		return nil, fmt.Errorf("%s: ramp: %w", where, err)
	}
	var ioSize int64
	if ct.IOSize != "" {
		if ioSize, err = units.ParseSize(ct.IOSize); err != nil {
			return nil, fmt.Errorf("%s: io_size: %w", where, err)
		}
	}
	if ct.Passes < 0 {
		return nil, fmt.Errorf("%s: passes %d: want 1 or more", where, ct.Passes)
	}
	var cells []Cell
	for _, rw := range rws {
		for _, bs := range bss {
			for _, qd := range depths {
				for _, nj := range jobs {
					for _, mix := range mixes {
						one, err := SingleCell(rw, bs, qd, nj, float64(mix))
						if err != nil {
							return nil, fmt.Errorf("%s: %w", where, err)
						}
						c := one.Cells[0]
						if c.Direction != "mixed" && len(mixes) > 1 {
							return nil, fmt.Errorf("%s: rwmixread lists several values for rw=%s, which does not mix", where, rw)
						}
						c.Runtime, c.Ramp, c.Passes, c.Bytes, c.EndFsync = runtime, ramp, ct.Passes, ioSize, ct.EndFsync
						for _, e := range engines {
							c := c
							c.Engine = e
							if ct.Name != "" {
								c.Name = ct.Name
								if len(rws)*len(bss)*len(depths)*len(jobs)*len(mixes) > 1 {
									c.Name += "-" + one.Cells[0].Name
								}
							}
							cells = append(cells, c)
						}
					}
				}
			}
		}
	}
	return cells, nil
}

// stringList reads a string or a list of strings; def when absent.
func stringList(v any, key, where, def string) ([]string, error) {
	switch x := v.(type) {
	case nil:
		return []string{def}, nil
	case string:
		return []string{x}, nil
	case []any:
		var out []string
		for _, e := range x {
			s, ok := e.(string)
			if !ok {
				return nil, fmt.Errorf("%s: %s: want a string or a list of strings, got %v", where, key, e)
			}
			out = append(out, s)
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("%s: %s: an empty list", where, key)
		}
		return out, nil
	}
	return nil, fmt.Errorf("%s: %s: want a string or a list of strings, got %v", where, key, v)
}

// intList reads a whole number or a list of them; def when absent.
func intList(v any, key, where string, def int) ([]int, error) {
	one := func(e any) (int, error) {
		n, ok := e.(int64)
		if !ok || n < 0 || n > 1<<20 {
			return 0, fmt.Errorf("%s: %s: want a whole number or a list of them, got %v", where, key, e)
		}
		return int(n), nil
	}
	switch x := v.(type) {
	case nil:
		return []int{def}, nil
	case []any:
		var out []int
		for _, e := range x {
			n, err := one(e)
			if err != nil {
				return nil, err
			}
			out = append(out, n)
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("%s: %s: an empty list", where, key)
		}
		return out, nil
	}
	n, err := one(v)
	return []int{n}, err
}

func optDuration(s string) (time.Duration, error) {
	if s == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("%q: want a duration such as 5s or 500ms", s)
	}
	return d, nil
}

// jobFileOptions are the fio options a job file may hold for iopress to
// run it. Options that only shape fio's own reporting or repeat fio's
// defaults are taken and have nothing to change.
var jobFileOptions = []string{
	"bs", "blocksize", "description", "direct", "end_fsync", "filename", "group_reporting", "io_limit", "io_size",
	"iodepth", "ioengine", "kb_base", "name", "new_group", "numjobs", "ramp_time", "runtime", "rw", "readwrite",
	"rwmixread", "rwmixwrite", "size", "stonewall", "thread", "time_based", "wait_for_previous",
}

// parseJobFile reads a fio job file: each job section (not [global])
// becomes a cell, with the global section's options under its own.
func parseJobFile(data []byte, path string) (Matrix, error) {
	type section struct {
		name string
		line int
		opts map[string]string
	}
	var sections []*section
	var global map[string]string
	var refused []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	var cur *section
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
			name := strings.TrimSpace(line[1 : len(line)-1])
			cur = &section{name: name, line: n, opts: map[string]string{}}
			if name == "global" {
				if global == nil {
					global = cur.opts
				} else {
					cur.opts = global // fio merges repeated [global] sections
				}
				continue
			}
			sections = append(sections, cur)
			continue
		}
		if cur == nil {
			return Matrix{}, fmt.Errorf("%s:%d: an option before any [section]", path, n)
		}
		key, value, _ := strings.Cut(line, "=")
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if !slices.Contains(jobFileOptions, key) {
			refused = append(refused, fmt.Sprintf("%s (line %d)", key, n))
			continue
		}
		cur.opts[key] = value
	}
	if err := sc.Err(); err != nil {
		return Matrix{}, fmt.Errorf("%s: %w", path, err)
	}
	if len(refused) > 0 {
		return Matrix{}, fmt.Errorf("%s: iopress does not run these fio options: %s (it runs %s)", path, strings.Join(refused, ", "), strings.Join(jobFileOptions, ", "))
	}
	m := Matrix{}
	for _, s := range sections {
		opts := map[string]string{}
		for k, v := range global {
			opts[k] = v
		}
		for k, v := range s.opts {
			opts[k] = v
		}
		where := fmt.Sprintf("%s:%d: job %s", path, s.line, s.name)
		c, err := jobCell(opts, s.name, where)
		if err != nil {
			return Matrix{}, err
		}
		if err := m.takeJobSettings(opts, where); err != nil {
			return Matrix{}, err
		}
		m.Cells = append(m.Cells, c)
	}
	return m, nil
}

// jobCell makes one job's cell.
func jobCell(o map[string]string, name, where string) (Cell, error) {
	get := func(names ...string) (string, bool) {
		for _, n := range names {
			if v, ok := o[n]; ok {
				return v, true
			}
		}
		return "", false
	}
	kbBase := 1024
	if v, ok := get("kb_base"); ok {
		if v != "1000" && v != "1024" {
			return Cell{}, fmt.Errorf("%s: kb_base=%s: want 1000 or 1024", where, v)
		}
		kbBase, _ = strconv.Atoi(v)
	}
	size := func(key ...string) (int64, bool, error) {
		v, ok := get(key...)
		if !ok {
			return 0, false, nil
		}
		n, err := fio.ParseSize(v, kbBase)
		if err != nil {
			return 0, false, fmt.Errorf("%s: %s: %w", where, key[0], err)
		}
		return n, true, nil
	}
	count := func(key string) (int, error) {
		v, ok := get(key)
		if !ok {
			return 1, nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return 0, fmt.Errorf("%s: %s=%s: want a whole number from 1", where, key, v)
		}
		return n, nil
	}
	rw, _ := get("rw", "readwrite")
	if rw == "" {
		rw = "read" // fio's default
	}
	bs := int64(4096)
	if v, ok := get("bs", "blocksize"); ok {
		if strings.Contains(v, ",") {
			return Cell{}, fmt.Errorf("%s: bs=%s: iopress runs one block size for every direction", where, v)
		}
		n, err := fio.ParseSize(v, kbBase)
		if err != nil {
			return Cell{}, fmt.Errorf("%s: bs: %w", where, err)
		}
		bs = n
	}
	depth, err := count("iodepth")
	if err != nil {
		return Cell{}, err
	}
	jobs, err := count("numjobs")
	if err != nil {
		return Cell{}, err
	}
	mix := 50.0
	if v, ok := get("rwmixread"); ok {
		mix, err = strconv.ParseFloat(v, 64)
	} else if v, ok := get("rwmixwrite"); ok {
		mix, err = strconv.ParseFloat(v, 64)
		mix = 100 - mix
	}
	if err != nil || mix < 0 || mix > 100 {
		return Cell{}, fmt.Errorf("%s: rwmixread/rwmixwrite: want 0 to 100", where)
	}
	one, err := SingleCell(rw, strconv.FormatInt(bs, 10), depth, jobs, mix)
	if err != nil {
		return Cell{}, fmt.Errorf("%s: %w", where, err)
	}
	c := one.Cells[0]
	c.Name = name
	if e, ok := get("ioengine"); ok {
		if _, err := EngineByName(e); err != nil {
			return Cell{}, fmt.Errorf("%s: ioengine=%s: iopress runs %s (or give --engine fio:%s to run this job with fio)", where, e, strings.Join(Engines(), ", "), e)
		}
		c.Engine = e
	}
	if n, ok, err := size("io_size", "io_limit"); err != nil {
		return Cell{}, err
	} else if ok {
		c.Bytes = n
	}
	timeBased := false
	if v, ok := get("time_based"); ok {
		timeBased = v == "" || v == "1"
	}
	if v, ok := get("runtime"); ok {
		d, err := fioDuration(v)
		if err != nil {
			return Cell{}, fmt.Errorf("%s: runtime: %w", where, err)
		}
		c.Runtime = d
	}
	if v, ok := get("ramp_time"); ok {
		d, err := fioDuration(v)
		if err != nil {
			return Cell{}, fmt.Errorf("%s: ramp_time: %w", where, err)
		}
		c.Ramp = d
	}
	if !timeBased && c.Bytes == 0 {
		// fio runs a job without time_based until it has done its size.
		n, ok, err := size("size")
		if err != nil {
			return Cell{}, err
		}
		if !ok {
			return Cell{}, fmt.Errorf("%s: neither time_based with a runtime nor a size to do", where)
		}
		c.Bytes = n
	}
	if timeBased {
		c.Bytes = 0
		if c.Runtime == 0 {
			return Cell{}, fmt.Errorf("%s: time_based without a runtime", where)
		}
	}
	if v, ok := get("end_fsync"); ok {
		c.EndFsync = v == "" || v == "1"
	}
	return c, nil
}

// takeJobSettings takes what a job sets for the whole run: the target,
// the span and direct I/O, which must agree between jobs.
func (m *Matrix) takeJobSettings(o map[string]string, where string) error {
	if v, ok := o["filename"]; ok {
		if m.Target != "" && m.Target != v {
			return fmt.Errorf("%s: filename=%s: every job must use one target (another has %s)", where, v, m.Target)
		}
		m.Target = v
	}
	if v, ok := o["size"]; ok {
		kbBase := 1024
		if o["kb_base"] == "1000" {
			kbBase = 1000
		}
		n, err := fio.ParseSize(v, kbBase)
		if err != nil {
			return fmt.Errorf("%s: size: %w", where, err)
		}
		if m.Span != 0 && m.Span != n {
			return fmt.Errorf("%s: size=%s: every job must span the same bytes", where, v)
		}
		m.Span = n
	}
	if v, ok := o["direct"]; ok {
		m.Direct = v == "" || v == "1"
	}
	return nil
}

// fioDuration reads a fio time value: seconds by default, or with a
// suffix (us, ms, s, m, h, d).
func fioDuration(v string) (time.Duration, error) {
	v = strings.TrimSpace(v)
	if n, err := strconv.ParseInt(v, 10, 64); err == nil && n >= 0 {
		return time.Duration(n) * time.Second, nil
	}
	if strings.HasSuffix(v, "d") {
		n, err := strconv.ParseInt(strings.TrimSuffix(v, "d"), 10, 64)
		if err == nil && n >= 0 {
			return time.Duration(n) * 24 * time.Hour, nil
		}
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("%q: want seconds, or a number with us, ms, s, m, h or d", v)
	}
	return d, nil
}
