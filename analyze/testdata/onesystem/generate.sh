#!/usr/bin/env bash
# Regenerates the one-system samples in this folder, each a real run of a
# small file on the disk (16 MiB, one second a cell):
#
#   iopress/   iopress run's article matrix (random 4K and 64K, sequential
#              64K and 128K, read and write, QD32) with io_uring and
#              O_DIRECT, as `iopress run --matrix article` gives one machine;
#              the per-cell folders and latency histograms are dropped.
#   fio-libaio.json
#              one fio run of five jobs with libaio and O_DIRECT: random 4K
#              reads at depth 1 and 16, sequential 128K reads at depth 16,
#              random 4K and sequential 128K writes at depth 1; no
#              description, so ingest names the system after the file.
#   fio-psync-qd16.json
#              one fio run of random 4K reads with psync, a synchronous
#              engine, given a depth of 16 it cannot keep, and total
#              latency percentiles (lat_percentiles): one I/O in flight.
#   pooled/bench.json
#              one fio run of random 4K reads at depth 1 with three engines
#              (psync, libaio, io_uring) on two files and no description:
#              raw fio output that pools engines and targets under one
#              system, "bench".
#
#   bash analyze/testdata/onesystem/generate.sh
set -euo pipefail
cd "$(dirname "$0")/../../.."
go build -o bin/iopress ./cmd/iopress
here=analyze/testdata/onesystem
work=$(mktemp -d "$PWD/bench/onesystem.XXXXXX")
trap 'rm -rf "$work"' EXIT
rm -rf "$here/iopress" "$here/fio-libaio.json" "$here/fio-psync-qd16.json" "$here/pooled"
mkdir -p "$here/pooled"
bin/iopress run --matrix article --engine io_uring --direct --target "$work/article.dat" \
  --size 16MiB --runtime 1s --out "$here/iopress"
rm -rf "$here"/iopress/{cells,latency_histogram.arrow}
common=(--filename="$work/fio.dat" --size=16m --runtime=1 --time_based --direct=1 --ioengine=libaio --stonewall)
fio --output-format=json --output="$here/fio-libaio.json" \
  --name=randread-qd1 "${common[@]}" --rw=randread --bs=4k --iodepth=1 \
  --name=randread-qd16 "${common[@]}" --rw=randread --bs=4k --iodepth=16 \
  --name=read-128k-qd16 "${common[@]}" --rw=read --bs=128k --iodepth=16 \
  --name=randwrite-qd1 "${common[@]}" --rw=randwrite --bs=4k --iodepth=1 \
  --name=write-128k-qd1 "${common[@]}" --rw=write --bs=128k --iodepth=1
fio --output-format=json --output="$here/fio-psync-qd16.json" --name=randread-psync-qd16 --filename="$work/fio.dat" \
  --size=16m --runtime=1 --time_based --direct=1 --ioengine=psync --rw=randread --bs=4k --iodepth=16 --lat_percentiles=1
pooled=(--size=16m --runtime=1 --time_based --direct=1 --rw=randread --bs=4k --iodepth=1 --stonewall)
fio --output-format=json --output="$here/pooled/bench.json" \
  --name=psync "${pooled[@]}" --filename="$work/a.dat" --ioengine=psync \
  --name=libaio "${pooled[@]}" --filename="$work/a.dat" --ioengine=libaio \
  --name=io_uring "${pooled[@]}" --filename="$work/b.dat" --ioengine=io_uring
