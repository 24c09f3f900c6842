#!/usr/bin/env bash
# Regenerates the repeated runs the chart test draws confidence whiskers
# from: random 4K reads of a tmpfs file, six runs of 300 ms each with psync
# and with io_uring, both at depth 1 so they share a cell (systems "psync"
# and "io_uring"); only the results tables are kept.
#
#   bash render/testdata/repeats/generate.sh
set -euo pipefail
cd "$(dirname "$0")/../../.."
go build -o bin/iopress ./cmd/iopress
here=render/testdata/repeats
shm=$(mktemp -d /dev/shm/iopress-repeats.XXXXXX)
trap 'rm -rf "$shm"' EXIT
rm -rf "$here/psync" "$here/io_uring"
for e in psync io_uring; do
  bin/iopress run --rw randread --bs 4k --iodepth 1 --engine $e --system $e --repeat 6 --runtime 300ms \
    --target "$shm/f" --size 64MiB --out "$here/$e"
  rm -rf "$here/$e"/{cells,latency_histogram.arrow,timeseries.arrow}
done
