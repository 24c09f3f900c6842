package analyze

import (
	"slices"
	"strings"

	"github.com/iopress/iopress/datasets"
)

// pooledSystems warns of each system whose rows differ in engine, host or
// target: several configurations under one name. A fleet's hosts are
// one run's parts (fleet.go), not a pool: hosts differ only where the
// runs (or files) of a system were measured on different sets of them.
func pooledSystems(rows []datasets.Result, systems []string) []error {
	var out []error
	for _, s := range systems {
		p := &PooledSystem{System: s}
		var engines, targets []string
		hostsOf := map[string][]string{} // run -> its hosts
		var runs []string
		for i := range rows {
			r := &rows[i]
			if r.System != s {
				continue
			}
			engines = appendNew(engines, r.Engine)
			targets = appendNew(targets, r.Target)
			p.Tools = appendNew(p.Tools, r.Tool)
			p.Sources = appendNew(p.Sources, r.SourcePath)
			run := runOf(r)
			if _, ok := hostsOf[run]; !ok {
				runs = append(runs, run)
			}
			if r.Host != datasets.AllClientsHost {
				hostsOf[run] = appendNew(hostsOf[run], r.Host)
			}
		}
		var hosts []string
		sameHosts := true
		for _, run := range runs {
			for _, h := range hostsOf[run] {
				hosts = appendNew(hosts, h)
			}
			sameHosts = sameHosts && slices.Equal(sorted(hostsOf[run]), sorted(hostsOf[runs[0]]))
		}
		for _, d := range []Difference{{"engine", engines}, {"host", hosts}, {"target", targets}} {
			if len(d.Values) > 1 && (d.Column != "host" || !sameHosts) {
				p.Differs = append(p.Differs, d)
			}
		}
		if len(p.Differs) > 0 {
			out = append(out, p)
		}
	}
	return out
}

// runOf names the run or file a row comes from: its source, where an
// iopress fleet run's rows of one host carry the run's id and "@host".
func runOf(r *datasets.Result) string {
	id, _, _ := strings.Cut(r.SourceID, "@")
	return r.SourcePath + "\x00" + id
}

// appendNew appends v unless it is empty or already in list.
func appendNew(list []string, v string) []string {
	if v == "" || slices.Contains(list, v) {
		return list
	}
	return append(list, v)
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}
