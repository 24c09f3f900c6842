// Package duckdbtest runs SQL in DuckDB, for tests that check that the
// tables iopress writes read as analysts read them. DuckDB runs through
// its Node.js package, @duckdb/node-api, found the way node finds
// modules (NODE_PATH; .ci/run installs it there). Where node or the
// package is missing the test is skipped, except in CI, where it fails.
package duckdbtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"testing"
)

// script runs the SQL in IOPRESS_SQL and prints its rows as JSON arrays;
// DuckDB's integers come as strings there (they may pass 2^53).
const script = `
const { DuckDBInstance } = require('@duckdb/node-api');
(async () => {
  const db = await DuckDBInstance.create(':memory:');
  const con = await db.connect();
  const reader = await con.runAndReadAll(process.env.IOPRESS_SQL);
  process.stdout.write(JSON.stringify(reader.getRowsJson()));
})().catch(e => { process.stderr.write(String(e.message)); process.exit(1); });
`

// Need skips t when DuckDB cannot be run here, and fails it in CI.
func Need(t testing.TB) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err == nil {
		err = exec.Command(node, "-e", "require.resolve('@duckdb/node-api')").Run()
	}
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("DuckDB (node and @duckdb/node-api on NODE_PATH) is required in CI: %v", err)
		}
		t.Skipf("DuckDB not available (node and @duckdb/node-api on NODE_PATH, as .ci/run installs them): %v", err)
	}
}

// Query runs sql and returns its rows, each value as DuckDB's JSON gives
// it: numbers as float64, integers and timestamps as strings.
func Query(t testing.TB, sql string) [][]any {
	t.Helper()
	rows, err := Try(t, sql)
	if err != nil {
		t.Fatalf("%v\nquery: %s", err, sql)
	}
	return rows
}

// Try runs sql as Query does, but returns DuckDB's error (its message)
// rather than failing t, for a test of what DuckDB refuses.
func Try(t testing.TB, sql string) ([][]any, error) {
	t.Helper()
	Need(t)
	cmd := exec.Command("node", "-e", script)
	cmd.Env = append(os.Environ(), "IOPRESS_SQL="+sql)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("duckdb: %w: %s", err, stderr.String())
	}
	var rows [][]any
	if err := json.Unmarshal(out, &rows); err != nil {
		t.Fatalf("duckdb: %v in %q", err, out)
	}
	return rows, nil
}

// Int returns the integer at row 0, column col of rows.
func Int(t testing.TB, rows [][]any, col int) int64 {
	t.Helper()
	if len(rows) == 0 || len(rows[0]) <= col {
		t.Fatalf("no column %d in %v", col, rows)
	}
	var n int64
	switch v := rows[0][col].(type) {
	case string:
		if _, err := fmt.Sscan(v, &n); err != nil {
			t.Fatalf("column %d: %q is not an integer", col, v)
		}
	case float64:
		n = int64(v)
	default:
		t.Fatalf("column %d: %v (%T) is not an integer", col, v, v)
	}
	return n
}
