// Package hyparquettest reads Parquet files with hyparquet, a Parquet
// reader written apart from arrow-go and DuckDB (in JavaScript), for tests
// that check that the files iopress writes read in more readers than the
// one that wrote them. hyparquet and hyparquet-compressors (its zstd) run
// in node, found the way node finds modules (NODE_PATH; .ci/run installs
// them, pinned, in the validators' cache beside the HTML checkers). Where
// node or the packages are missing the test is skipped, except in CI,
// where it fails, as internal/duckdbtest does.
package hyparquettest

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"testing"
)

// script prints the rows of the Parquet file IOPRESS_PARQUET as a JSON
// array of objects, as hyparquet gives them: 64-bit integers as decimal
// strings (JSON has none), timestamps as ISO 8601 strings (from Date),
// maps as objects. hyparquet is an ES module: it is imported by the path
// node resolves, as import() does not look at NODE_PATH.
const script = `
const { pathToFileURL } = require('url');
const load = name => import(pathToFileURL(require.resolve(name)).href);
(async () => {
  const hp = await load('hyparquet');
  const { compressors } = await load('hyparquet-compressors');
  const file = await hp.asyncBufferFromFile(process.env.IOPRESS_PARQUET);
  const rows = await hp.parquetReadObjects({ file, compressors });
  process.stdout.write(JSON.stringify(rows, (k, v) => typeof v === 'bigint' ? v.toString() : v));
})().catch(e => { process.stderr.write(String(e.message)); process.exit(1); });
`

// Need skips t when hyparquet cannot be run here, and fails it in CI.
func Need(t testing.TB) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err == nil {
		err = exec.Command(node, "-e", "require.resolve('hyparquet'); require.resolve('hyparquet-compressors')").Run()
	}
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("hyparquet (node, hyparquet and hyparquet-compressors on NODE_PATH) is required in CI: %v", err)
		}
		t.Skipf("hyparquet not available (node, hyparquet and hyparquet-compressors on NODE_PATH, as .ci/run installs them): %v", err)
	}
}

// Read reads the Parquet file path with hyparquet: its rows, each a
// column's name to its value as the script above gives it (nil for null).
func Read(t testing.TB, path string) []map[string]any {
	t.Helper()
	Need(t)
	cmd := exec.Command("node", "-e", script)
	cmd.Env = append(os.Environ(), "IOPRESS_PARQUET="+path)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("hyparquet cannot read %s: %v: %s", path, err, stderr.String())
	}
	var rows []map[string]any
	if err := json.Unmarshal(out, &rows); err != nil {
		t.Fatalf("hyparquet: %v in %.200q", err, out)
	}
	return rows
}
