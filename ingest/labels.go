package ingest

import (
	"fmt"
	"github.com/iopress/iopress/internal/prose"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/units"
)

// Template takes labels from the path of each file, so that nobody has to
// rename files to fit the tool: "{system}/{config}/run{repetition}.json"
// matched against ".../nvme0/qd32/run3.json" gives system=nvme0,
// repetition=3, and config=qd32 as a label of the user's own.
//
// The template matches the end of the path (of the member path, inside an
// archive); a placeholder matches one path element or part of one. Paths
// and templates may separate elements with '/' or '\' alike. The
// names of result columns set those columns (system, platform, host, target,
// engine, tool_version, repetition, iodepth, numjobs, bs); any other name
// becomes a key of the labels column.
type Template struct {
	raw   string
	path  *regexp.Regexp // for paths, '\' read as '/'
	job   *regexp.Regexp // for job names, as written
	names []string
}

var placeholder = regexp.MustCompile(`\{([A-Za-z_][A-Za-z0-9_]*)\}`)

// ParseTemplate compiles a path template.
func ParseTemplate(s string) (*Template, error) {
	if !placeholder.MatchString(s) {
		return nil, fmt.Errorf("label template %q has no {placeholder}", s)
	}
	t := &Template{raw: s}
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
		if slices.Contains(t.names, m[1]) {
			return nil, fmt.Errorf("label template %q names {%s} twice", s, m[1])
		}
		t.names = append(t.names, m[1])
	}
	var err error
	if t.job, err = compileTemplate(s); err == nil {
		t.path, err = compileTemplate(strings.ReplaceAll(s, `\`, "/"))
	}
	if err != nil {
		return nil, fmt.Errorf("label template %q: %w", s, err)
	}
	return t, nil
}

// compileTemplate makes the regular expression of a template: its text as
// it is, a placeholder matching one path element or part of one, at the
// end of a path.
func compileTemplate(s string) (*regexp.Regexp, error) {
	var b strings.Builder
	b.WriteString(`(?:^|/)`)
	last := 0
	for _, m := range placeholder.FindAllStringIndex(s, -1) {
		b.WriteString(regexp.QuoteMeta(s[last:m[0]]))
		b.WriteString(`([^/]+?)`)
		last = m[1]
	}
	b.WriteString(regexp.QuoteMeta(s[last:]))
	b.WriteString(`$`)
	return regexp.Compile(b.String())
}

// Match returns the labels a path gives, or false when it does not fit.
func (t *Template) Match(path string) (map[string]string, bool) {
	m := t.path.FindStringSubmatch(strings.ReplaceAll(path, `\`, "/"))
	if m == nil {
		return nil, false
	}
	out := map[string]string{}
	for i, n := range t.names {
		out[n] = m[i+1]
	}
	return out, true
}

// matchWhole is Match for a string that must fit the template from its
// first character (a job name, not a path).
func (t *Template) matchWhole(s string) (map[string]string, bool) {
	m := t.job.FindStringSubmatchIndex(s)
	if m == nil || m[0] != 0 {
		return nil, false
	}
	out := map[string]string{}
	for i, n := range t.names {
		out[n] = s[m[2*i+2]:m[2*i+3]]
	}
	return out, true
}

// apply labels every row of a file from its path.
func (t *Template) apply(ds *datasets.Dataset, path, member string) error {
	p := path
	if member != "" {
		p = member
	}
	labels, ok := t.Match(p)
	if !ok {
		return fmt.Errorf("%s: path does not fit the label template %q; its rows keep their default labels", joinName(path, member), t.raw)
	}
	for i := range ds.Results {
		if err := setLabels(&ds.Results[i], labels); err != nil {
			return fmt.Errorf("%s: label template %q: %w", joinName(path, member), t.raw, err)
		}
	}
	return nil
}

// applyToJobNames labels each row from its job name, matched whole.
func (t *Template) applyToJobNames(ds *datasets.Dataset, name string) error {
	var misses []string
	for i := range ds.Results {
		r := &ds.Results[i]
		labels, ok := t.matchWhole(r.JobName)
		if !ok {
			if !slices.Contains(misses, r.JobName) {
				misses = append(misses, r.JobName)
			}
			continue
		}
		if err := setLabels(r, labels); err != nil {
			return fmt.Errorf("%s: job %q: label template %q: %w", name, r.JobName, t.raw, err)
		}
	}
	if len(misses) > 0 {
		quoted := make([]string, len(misses))
		for i, m := range misses {
			quoted[i] = strconv.Quote(m)
		}
		return fmt.Errorf("%s: job names %s do not fit the template %q; those rows keep their default labels", name, prose.And(quoted), t.raw)
	}
	return nil
}

func joinName(path, member string) string {
	if member == "" {
		return path
	}
	return path + "!" + member
}

// setLabels sets the columns a template names and keeps the rest as the
// user's own labels.
func setLabels(r *datasets.Result, labels map[string]string) error {
	var own []string
	for k, v := range labels {
		switch k {
		case "system":
			r.System = v
		case "platform":
			r.Platform = v
		case "host":
			r.Host = v
		case "target":
			r.Target = v
		case "engine":
			r.Engine = v
		case "tool_version":
			r.ToolVersion = v
		case "repetition", "iodepth", "numjobs":
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n <= 0 {
				return fmt.Errorf("{%s} matched %q: want a positive whole number", k, v)
			}
			*map[string]*int64{"repetition": &r.Repetition, "iodepth": &r.IODepth, "numjobs": &r.NumJobs}[k] = n
		case "bs":
			n, err := units.ParseSize(v)
			if err != nil {
				return fmt.Errorf("{bs} matched %q: %w", v, err)
			}
			r.BlockSizeBytes = n
		default:
			own = append(own, k+"="+v)
		}
	}
	if len(own) > 0 {
		if r.Labels != "" {
			own = append(own, strings.Split(r.Labels, ";")...)
		}
		slices.Sort(own)
		r.Labels = strings.Join(slices.Compact(own), ";")
	}
	return nil
}
