package run

import (
	"bufio"
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"maps"
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
	// Line by line with no limit on a line's length: the file is read
	// already, and a long line is parseJobFile's or the TOML reader's to
	// name.
	for l := range bytes.Lines(data) {
		line := strings.TrimSpace(string(l))
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

// tomlErrorLine is the line of a TOML parse error: the decoder's, or for
// the errors it gives no line (a string broken by a carriage return and a
// newline, say), the line of its byte offset; 0 when neither is known.
func tomlErrorLine(data []byte, pos toml.Position) int {
	switch {
	case pos.Line > 0:
		return pos.Line
	case pos.Start > 0 && pos.Start <= len(data):
		return 1 + bytes.Count(data[:pos.Start], []byte("\n"))
	}
	return 0
}

func parseMatrixTOML(data []byte, path string) (Matrix, error) {
	var f matrixTOML
	md, err := toml.Decode(string(data), &f)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			if line := tomlErrorLine(data, pe.Position); line > 0 {
				return Matrix{}, fmt.Errorf("%s:%d: %s", path, line, pe.Message)
			}
			return Matrix{}, fmt.Errorf("%s: %s", path, pe.Message)
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
	lines := tomlKeyLines(data, len(f.Cells))
	// where puts the place of a table's key in front of its error: the
	// file, the key's line (the table's where the key's is not known) and
	// the cell (1, 2...; 0 for the matrix's own settings).
	where := func(cell int, err error) error {
		var fe *FieldError
		key := ""
		if errors.As(err, &fe) {
			key = fe.Field
		}
		place := path
		if line := lines.line(cell, key); line > 0 {
			place = fmt.Sprintf("%s:%d", path, line)
		}
		if cell == 0 {
			return fmt.Errorf("%s: %w", place, err)
		}
		return fmt.Errorf("%s: cell %d: %w", place, cell, err)
	}
	m := Matrix{Name: f.Name, Description: f.Description, Direct: f.Direct, Engine: f.Engine}
	if f.Size != "" {
		if m.Span, err = units.ParseSize(f.Size); err != nil {
			return Matrix{}, where(0, &FieldError{Field: "size", Err: err})
		}
	}
	runtime, err := optDuration(f.Runtime, "runtime")
	if err != nil {
		return Matrix{}, where(0, err)
	}
	ramp, err := optDuration(f.Ramp, "ramp")
	if err != nil {
		return Matrix{}, where(0, err)
	}
	for i, ct := range f.Cells {
		cells, err := expandCell(ct)
		if err != nil {
			return Matrix{}, where(i+1, err)
		}
		for _, c := range cells {
			c.Runtime = cmp.Or(c.Runtime, runtime)
			c.Ramp = cmp.Or(c.Ramp, ramp)
			m.Cells = append(m.Cells, c)
		}
	}
	return m, nil
}

// keyLines are the lines of a matrix file's keys: [0] holds the matrix's
// own keys, [i] those of its i-th [[cell]] table, whose own line is under
// "". Nil when the lines are not known.
type keyLines []map[string]int

// line is where key of table is, or the table's line when the key's is
// not known (a default, or a key of a table written inline), or 0.
func (kl keyLines) line(table int, key string) int {
	if table >= len(kl) {
		return 0
	}
	if n, ok := kl[table][key]; ok {
		return n
	}
	return kl[table][""]
}

// tomlKeyLines finds the line of each key of a matrix file that has
// decoded. BurntSushi/toml keeps positions only by key path (cell.iodepth
// is one key for every [[cell]], the last one's), and gives none through
// its MetaData, so the lines are read here from the text, written as the
// format is, one "key = value" a line. Lines inside multi-line strings are
// skipped. Should the tables found not be the cells decoded, no line is
// given rather than a wrong one.
func tomlKeyLines(data []byte, cells int) keyLines {
	kl := keyLines{{}}
	table := kl[0]
	inString := ""
	for n, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if inString != "" {
			if strings.Count(line, inString)%2 == 1 {
				inString = ""
			}
			continue
		}
		switch {
		case line == "" || line[0] == '#':
			continue
		case strings.HasPrefix(line, "[["):
			name, _, _ := strings.Cut(line[2:], "]]")
			table = nil // a table of no key of ours
			if strings.TrimSpace(name) == "cell" {
				table = map[string]int{"": n + 1}
				kl = append(kl, table)
			}
			continue
		case line[0] == '[':
			table = nil
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		if !ok || table == nil {
			continue
		}
		key = strings.Trim(strings.TrimSpace(key), `"'`)
		if _, seen := table[key]; !seen {
			table[key] = n + 1
		}
		for _, quotes := range []string{`"""`, "'''"} {
			if strings.Count(value, quotes)%2 == 1 {
				inString = quotes
			}
		}
	}
	if len(kl) != cells+1 {
		return nil
	}
	return kl
}

// expandCell makes the cells of one [[cell]] table: one for each
// combination of its listed values. A value it cannot run is a
// *FieldError naming its key.
func expandCell(ct cellTOML) ([]Cell, error) {
	rws, err := stringList(ct.RW, "rw", "randread")
	if err != nil {
		return nil, err
	}
	bss, err := stringList(ct.BS, "bs", "4k")
	if err != nil {
		return nil, err
	}
	depths, err := intList(ct.IODepth, "iodepth", 1)
	if err != nil {
		return nil, err
	}
	jobs, err := intList(ct.NumJobs, "numjobs", 1)
	if err != nil {
		return nil, err
	}
	mixes, err := intList(ct.RWMixRead, "rwmixread", 50)
	if err != nil {
		return nil, err
	}
	engines, err := stringList(ct.Engine, "engine", "")
	if err != nil {
		return nil, err
	}
	runtime, err := optDuration(ct.Runtime, "runtime")
	if err != nil {
		return nil, err
	}
	ramp, err := optDuration(ct.Ramp, "ramp")
	if err != nil {
		return nil, err
	}
	var ioSize int64
	if ct.IOSize != "" {
		if ioSize, err = units.ParseSize(ct.IOSize); err != nil {
			return nil, &FieldError{Field: "io_size", Err: err}
		}
	}
	if ct.Passes < 0 {
		return nil, &FieldError{Field: "passes", Value: ct.Passes, Want: "1 or more"}
	}
	var cells []Cell
	for _, rw := range rws {
		for _, bs := range bss {
			for _, qd := range depths {
				for _, nj := range jobs {
					for _, mix := range mixes {
						one, err := SingleCell(rw, bs, qd, nj, float64(mix))
						if err != nil {
							return nil, err
						}
						c := one.Cells[0]
						if c.Direction != "mixed" && len(mixes) > 1 {
							return nil, &FieldError{Field: "rwmixread", Value: ct.RWMixRead, Want: "one value for rw=" + rw + ", which does not mix"}
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
func stringList(v any, key, def string) ([]string, error) {
	const want = "a string or a list of strings"
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
				return nil, &FieldError{Field: key, Value: e, Want: want}
			}
			out = append(out, s)
		}
		if len(out) == 0 {
			return nil, &FieldError{Field: key, Value: x, Want: want + ", not an empty list"}
		}
		return out, nil
	}
	return nil, &FieldError{Field: key, Value: v, Want: want}
}

// intList reads a whole number or a list of them; def when absent.
func intList(v any, key string, def int) ([]int, error) {
	const want = "a whole number or a list of them"
	one := func(e any) (int, error) {
		n, ok := e.(int64)
		if !ok || n < 0 || n > 1<<20 {
			return 0, &FieldError{Field: key, Value: e, Want: want}
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
			return nil, &FieldError{Field: key, Value: x, Want: want + ", not an empty list"}
		}
		return out, nil
	}
	n, err := one(v)
	return []int{n}, err
}

// optDuration reads the duration of key; 0 when absent.
func optDuration(s, key string) (time.Duration, error) {
	if s == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, &FieldError{Field: key, Value: s, Want: "a duration such as 5s or 500ms"}
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
		name  string
		line  int
		opts  map[string]string
		lines map[string]int // of each option
	}
	var sections []*section
	var global *section
	var refused []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	var cur *section
	n := 1
	for ; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
			name := strings.TrimSpace(line[1 : len(line)-1])
			if name == "" {
				return Matrix{}, fmt.Errorf("%s:%d: a section without a name: want [global] or [JOB]", path, n)
			}
			cur = &section{name: name, line: n, opts: map[string]string{}, lines: map[string]int{}}
			if name == "global" {
				if global == nil {
					global = cur
				} else {
					cur = global // fio merges repeated [global] sections
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
		cur.opts[key], cur.lines[key] = value, n
	}
	if err := sc.Err(); err != nil {
		return Matrix{}, scanError(path, n, err)
	}
	if len(refused) > 0 {
		return Matrix{}, fmt.Errorf("%s: iopress does not run these fio options: %s (it runs %s)", path, strings.Join(refused, ", "), strings.Join(jobFileOptions, ", "))
	}
	m := Matrix{}
	for _, s := range sections {
		opts, lines := map[string]string{}, map[string]int{}
		if global != nil {
			maps.Copy(opts, global.opts)
			maps.Copy(lines, global.lines)
		}
		maps.Copy(opts, s.opts)
		maps.Copy(lines, s.lines)
		// where puts the place of an error in front of it: the file, the
		// line of the option at fault (the section's when no one option
		// is) and the job.
		where := func(err error) error {
			line := s.line
			var fe *FieldError
			if errors.As(err, &fe) && lines[fe.Field] > 0 {
				line = lines[fe.Field]
			}
			return fmt.Errorf("%s:%d: job %s: %w", path, line, s.name, err)
		}
		c, err := jobCell(opts, s.name)
		if err != nil {
			return Matrix{}, where(err)
		}
		if err := m.takeJobSettings(opts); err != nil {
			return Matrix{}, where(err)
		}
		m.Cells = append(m.Cells, c)
	}
	return m, nil
}

// jobCell makes one job's cell. An option it cannot run is a *FieldError
// naming the option as the job file spells it.
func jobCell(o map[string]string, name string) (Cell, error) {
	// get finds the first of names the job sets.
	get := func(names ...string) (value, key string, ok bool) {
		for _, n := range names {
			if v, ok := o[n]; ok {
				return v, n, true
			}
		}
		return "", "", false
	}
	kbBase := 1024
	if v, _, ok := get("kb_base"); ok {
		if v != "1000" && v != "1024" {
			return Cell{}, &FieldError{Field: "kb_base", Value: v, Want: "1000 or 1024"}
		}
		kbBase, _ = strconv.Atoi(v)
	}
	size := func(names ...string) (int64, bool, error) {
		v, key, ok := get(names...)
		if !ok {
			return 0, false, nil
		}
		n, err := jobSize(key, v, kbBase)
		return n, true, err
	}
	count := func(key string) (int, error) {
		v, _, ok := get(key)
		if !ok {
			return 1, nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return 0, &FieldError{Field: key, Value: v, Want: "a whole number from 1"}
		}
		return n, nil
	}
	rw, rwKey, _ := get("rw", "readwrite")
	if rw == "" {
		rw = "read" // fio's default
	}
	bs := int64(4096)
	bsKey := "bs"
	if v, key, ok := get("bs", "blocksize"); ok {
		bsKey = key
		if strings.Contains(v, ",") {
			return Cell{}, &FieldError{Field: key, Value: v, Want: "one block size: iopress runs one block size for every direction"}
		}
		n, err := fio.ParseSize(v, kbBase)
		if err != nil {
			return Cell{}, &FieldError{Field: key, Err: err}
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
	if v, key, ok := get("rwmixread", "rwmixwrite"); ok {
		mix, err = strconv.ParseFloat(v, 64)
		if key == "rwmixwrite" {
			mix = 100 - mix
		}
		if err != nil || !(mix >= 0 && mix <= 100) {
			return Cell{}, &FieldError{Field: key, Value: v, Want: "a share from 0 to 100"}
		}
	}
	one, err := SingleCell(rw, strconv.FormatInt(bs, 10), depth, jobs, mix)
	if err != nil {
		// Named as this job file spells it.
		var fe *FieldError
		if errors.As(err, &fe) {
			switch fe.Field {
			case "rw":
				fe.Field = rwKey
			case "bs":
				fe.Field = bsKey
			}
		}
		return Cell{}, err
	}
	c := one.Cells[0]
	c.Name = name
	if e, _, ok := get("ioengine"); ok {
		if _, err := EngineByName(e); err != nil {
			return Cell{}, &FieldError{Field: "ioengine", Value: e,
				Want: fmt.Sprintf("one of iopress's engines (%s); to have fio itself run this job, run the file with the engine fio:%s", strings.Join(Engines(), ", "), e)}
		}
		c.Engine = e
	}
	if n, ok, err := size("io_size", "io_limit"); err != nil {
		return Cell{}, err
	} else if ok {
		c.Bytes = n
	}
	timeBased := false
	if v, _, ok := get("time_based"); ok {
		timeBased = v == "" || v == "1"
	}
	for _, d := range []struct {
		key string
		to  *time.Duration
	}{{"runtime", &c.Runtime}, {"ramp_time", &c.Ramp}} {
		if v, _, ok := get(d.key); ok {
			if *d.to, err = fioDuration(v); err != nil {
				return Cell{}, &FieldError{Field: d.key, Err: err}
			}
		}
	}
	if !timeBased && c.Bytes == 0 {
		// fio runs a job without time_based until it has done its size.
		n, ok, err := size("size")
		if err != nil {
			return Cell{}, err
		}
		if !ok {
			return Cell{}, fmt.Errorf("neither time_based with a runtime nor a size to do")
		}
		c.Bytes = n
	}
	if timeBased {
		c.Bytes = 0
		if c.Runtime == 0 {
			return Cell{}, &FieldError{Field: "time_based", Err: errors.New("no runtime to run for")}
		}
	}
	if v, _, ok := get("end_fsync"); ok {
		c.EndFsync = v == "" || v == "1"
	}
	return c, nil
}

// takeJobSettings takes what a job sets for the whole run: the target,
// the span and direct I/O, which must agree between jobs.
func (m *Matrix) takeJobSettings(o map[string]string) error {
	if v, ok := o["filename"]; ok {
		if m.Target != "" && m.Target != v {
			return &FieldError{Field: "filename", Value: v, Want: "one target for every job (another has " + m.Target + ")"}
		}
		m.Target = v
	}
	if v, ok := o["size"]; ok {
		kbBase := 1024
		if o["kb_base"] == "1000" {
			kbBase = 1000
		}
		n, err := jobSize("size", v, kbBase)
		if err != nil {
			return err
		}
		if m.Span != 0 && m.Span != n {
			return &FieldError{Field: "size", Value: v, Want: fmt.Sprintf("the same span for every job (another has %d bytes)", m.Span)}
		}
		m.Span = n
	}
	if v, ok := o["direct"]; ok {
		m.Direct = v == "" || v == "1"
	}
	return nil
}

// jobSize reads the size option key of a job file. A size of 0 is fio's
// "as large as the file is", which iopress does not look up: refused, but
// for io_size, whose 0 is fio's "not given".
func jobSize(key, v string, kbBase int) (int64, error) {
	n, err := fio.ParseSize(v, kbBase)
	switch {
	case err != nil:
		return 0, &FieldError{Field: key, Err: err}
	case n < 0 || n == 0 && key == "size":
		return 0, &FieldError{Field: key, Value: v, Want: "a size above zero (iopress does not take it from the target)"}
	}
	return n, nil
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
