#!/usr/bin/env bash
# Regenerates the iopress queue-depth sweeps in this folder: iopress run's
# qd-sweep matrix (random 4K and sequential 256K, read and write, depth 1
# to 256) with io_uring, once on a tmpfs file (system "tmpfs") and once on
# a file on the disk with O_DIRECT (system "disk", the bare device of the
# sweep test). The per-cell folders are dropped (the dataset holds them
# all), and so are the latency histograms, 4 MB the sweep test does not
# read.
#
#   bash analyze/testdata/sweep-iopress/generate.sh
set -euo pipefail
cd "$(dirname "$0")/../../.."
go build -o bin/iopress ./cmd/iopress
here=analyze/testdata/sweep-iopress
work=$(mktemp -d "$PWD/bench/sweep.XXXXXX")
shm=$(mktemp -d /dev/shm/iopress-sweep.XXXXXX)
trap 'rm -rf "$work" "$shm"' EXIT
rm -rf "$here/tmpfs" "$here/disk"
bin/iopress run --matrix qd-sweep --engine io_uring --system tmpfs --target "$shm/sweep.dat" \
  --size 64MiB --runtime 1s --out "$here/tmpfs"
bin/iopress run --matrix qd-sweep --engine io_uring --direct --system disk --target "$work/sweep.dat" \
  --size 256MiB --runtime 1s --out "$here/disk"
rm -rf "$here"/{tmpfs,disk}/{cells,latency_histogram.arrow}
