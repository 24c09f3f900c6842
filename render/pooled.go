package render

import (
	"path"
	"slices"
	"strings"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// pooledText says that a system's rows differ in engine, host or target,
// and how to give each configuration a name of its own: iopress run's
// --system for its own runs, ingest's --job-labels for the jobs of one fio
// file, its --labels for files whose paths tell the systems apart.
func (l lang) pooledText(p *analyze.PooledSystem) string {
	var diffs []string
	for _, d := range p.Differs {
		values := strings.Join(d.Values, ", ")
		switch d.Column {
		case "engine":
			diffs = append(diffs, l.Say("engine (%s)", values))
		case "host":
			diffs = append(diffs, l.Say("host (%s)", values))
		default:
			diffs = append(diffs, l.Say("target (%s)", values))
		}
	}
	return l.Say("%s pools rows that differ in %s, so its figures mix them; %s", p.System, l.JoinAnd(diffs), l.relabelHint(p))
}

// relabelDir is the dataset folder the hints' commands write.
const relabelDir = "labelled"

// relabelHint is the command line that names each configuration.
func (l lang) relabelHint(p *analyze.PooledSystem) string {
	report := "iopress report " + relabelDir
	switch {
	case len(p.Tools) == 1 && p.Tools[0] == datasets.ToolIOPress:
		return l.Say("to compare them, give each run its own name: %s", "iopress run --system NAME ...")
	case len(p.Sources) == 1 && slices.Equal(p.Tools, []string{datasets.ToolFio}):
		return l.Say("to compare them, make each fio job a system named after the job: %s, then %s",
			"iopress ingest --job-labels '{system}' -o "+relabelDir+" "+shellWord(p.Sources[0]), report)
	}
	return l.Say("to compare them, name the systems after the files' paths: %s, then %s",
		"iopress ingest --labels "+shellWord(pathTemplate(p.Sources))+" -o "+relabelDir+" "+inputList(p.Sources), report)
}

// pathTemplate is an ingest --labels template that names each file's
// system: its folder where the files lie in different folders
// ("{system}/{file}"), else its name less the extension they share.
func pathTemplate(sources []string) string {
	dirs := map[string]bool{}
	ext := path.Ext(slashed(sources[0]))
	for _, s := range sources {
		dirs[path.Dir(slashed(s))] = true
		if path.Ext(slashed(s)) != ext {
			ext = ""
		}
	}
	if len(dirs) > 1 {
		return "{system}/{file}"
	}
	return "{system}" + ext
}

func slashed(p string) string { return strings.ReplaceAll(p, `\`, "/") }

// maxInputs is how many files a hint's command line lists.
const maxInputs = 4

// inputList is the files of a command line, the first few and "..."
// for the rest.
func inputList(sources []string) string {
	var words []string
	for _, s := range sources[:min(len(sources), maxInputs)] {
		words = append(words, shellWord(s))
	}
	if len(sources) > maxInputs {
		words = append(words, "...")
	}
	return strings.Join(words, " ")
}

// shellWord quotes a word for a POSIX shell where it needs it.
func shellWord(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/._-+:,@%", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
