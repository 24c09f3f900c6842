#!/usr/bin/env bash
# Checks that two iopress binaries write the same dataset files from the
# same inputs, byte for byte (Arrow and Parquet; the manifest's time of
# writing aside): for a change meant to make ingest faster and nothing
# else. Without inputs it reads the benchmark's fio json+ folder
# (bench/ingest.sh makes it), the samples of every format in the
# parsers' testdata, and both at once.
#
#   bash bench/ingest-same.sh OLD_BINARY NEW_BINARY [INPUT...]
set -euo pipefail
old=$1 new=$2
shift 2
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
sets=("$@")
if [ ${#sets[@]} -eq 0 ]; then
  sets=("bench/data/fio-jsonplus" "ingest/*/testdata" "bench/data/fio-jsonplus ingest/*/testdata")
fi
status=0
for set in "${sets[@]}"; do
  for bin in old new; do
    # shellcheck disable=SC2086 # a set is several inputs, globs and all
    "${!bin}" ingest --parquet --jobs 2 --out "$out/$bin" $set >/dev/null 2>&1 || true
    [ -f "$out/$bin/manifest.json" ] && sed -i '/"written"/d' "$out/$bin/manifest.json"
  done
  if diff -r -q -x .iopress-dataset -x .iopress-lock "$out/old" "$out/new"; then
    echo "same: $set ($(ls "$out/new" | grep -c '\.arrow$') Arrow files)"
  else
    echo "DIFFERENT: $set"
    status=1
  fi
  rm -rf "$out/old" "$out/new"
done
exit $status
