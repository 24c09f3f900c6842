#!/usr/bin/env bash
# make examples: the three kinds of article, from real data.
#   comparison  article 1's published table (bundled in the binary)
#   sweep       two real iopress run --matrix qd-sweep runs of the
#               development machine, a tmpfs file and a disk file with
#               O_DIRECT (analyze/testdata/sweep-iopress, checked in)
#   cdm         a CrystalDiskMark review of the real exports in
#               ingest/cdm/testdata/samples/crystaldiskmark, one drive per
#               file (examples/cdm-drives.tsv names them)
# Each goes to OUT/examples/KIND: article.pdf and a PNG per chart and table.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${OUT:-out}/examples
bin=${BIN:-bin/iopress}
rm -rf "$out"
mkdir -p "$out"
"$bin" report --kind comparison --out "$out/comparison"
"$bin" report --kind sweep --baseline disk --out "$out/sweep" \
  --title "Queue depth on a 2-core VM: tmpfs against the virtio disk" \
  analyze/testdata/sweep-iopress/tmpfs analyze/testdata/sweep-iopress/disk
samples=ingest/cdm/testdata/samples/crystaldiskmark
drives="$out/cdm-exports"
mkdir -p "$drives"
grep -v '^#' examples/cdm-drives.tsv | while IFS=$'\t' read -r name file; do
  cp "$samples/$file" "$drives/$name.txt"
done
"$bin" report --kind cdm --out "$out/cdm" "$drives"
