#!/usr/bin/env bash
# Regenerates the like-for-like repeated runs of make examples'
# repeated-run comparison: jobs.toml (fio's psync and io_uring engines,
# each cell at depth 1 with as many jobs for both: random 4K reads with
# 1 and 8 jobs, random 4K writes with 8, sequential 128K reads with 4;
# three seconds each) run five times over with a real fio on a 1 GiB
# file of the disk, O_DIRECT, by iopress run, which records the machine
# it ran on. The per-cell folders, latency histograms and time series
# are dropped: the results and sources tables are what the article
# reads. (generate.sh makes the runs at depths psync ignores, which the
# tests keep.)
#
#   bash analyze/testdata/engines/generate-jobs.sh
set -euo pipefail
cd "$(dirname "$0")/../../.."
go build -o bin/iopress ./cmd/iopress
here=analyze/testdata/engines
work=$(mktemp -d "$PWD/bench/engines.XXXXXX")
trap 'rm -rf "$work"' EXIT
rm -rf "$here/jobs"
bin/iopress run --matrix "$here/jobs.toml" --repeat 5 --target "$work/engines.dat" --out "$here/jobs"
rm -rf "$here"/jobs/{cells,latency_histogram.arrow,timeseries.arrow}
