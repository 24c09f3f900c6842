#!/usr/bin/env bash
# Regenerates the repeated runs of make examples' repeated-run comparison:
# engines.toml (fio's psync and io_uring engines, random 4K reads at
# depth 1 and 32, random 4K writes at depth 32, sequential 128K reads at
# depth 8, one second each) run five times over with a real fio on a
# 256 MiB file of the disk, O_DIRECT, by iopress run, which records the
# machine it ran on. The per-cell folders, latency histograms and time
# series are dropped: the results and sources tables are what the
# article reads.
#
#   bash analyze/testdata/engines/generate.sh
set -euo pipefail
cd "$(dirname "$0")/../../.."
go build -o bin/iopress ./cmd/iopress
here=analyze/testdata/engines
work=$(mktemp -d "$PWD/bench/engines.XXXXXX")
trap 'rm -rf "$work"' EXIT
rm -rf "$here/data"
bin/iopress run --matrix "$here/engines.toml" --repeat 5 --target "$work/engines.dat" --out "$here/data"
rm -rf "$here"/data/{cells,latency_histogram.arrow,timeseries.arrow}
