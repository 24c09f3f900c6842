#!/usr/bin/env bash
# make examples: the three kinds of article, from real data.
#   comparison  article 1's published table (bundled in the binary)
#   sweep       two real iopress run --matrix qd-sweep runs of the
#               development machine, a tmpfs file and a disk file with
#               O_DIRECT (analyze/testdata/sweep-iopress, checked in)
#   cdm         a CrystalDiskMark review of the real exports in
#               ingest/cdm/testdata/samples/crystaldiskmark, one drive per
#               file (examples/cdm-drives.tsv names them)
#   themed      the comparison in examples/theme's look (docs/themes.md)
#   showcase    an editor's review in Turkish around the comparison's figures
#               (examples/showcase/review.md, docs/templates.md), in the theme,
#               written as PDF, page, fragment, Markdown with SVG and CSV, PNGs
# Each goes to OUT/examples/KIND: article.pdf, article.html and a PNG per chart
# and table; and in every other language iopress writes to
# OUT/examples/LANG/KIND.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${OUT:-out}/examples
bin=${BIN:-bin/iopress}
rm -rf "$out"
mkdir -p "$out"
samples=ingest/cdm/testdata/samples/crystaldiskmark
drives="$out/cdm-exports"
mkdir -p "$drives"
# Each drive on its own link, as examples/cdm-drives.tsv gives it: the
# NVMe drive on PCIe 4.0 x4, the SATA drives on SATA 6Gb/s (the RAM disk
# has none).
links=()
while IFS=$'\t' read -r name file link; do
  cp "$samples/$file" "$drives/$name.txt"
  [ -n "${link:-}" ] && links+=(--link "$name=$link")
done < <(grep -v '^#' examples/cdm-drives.tsv)
# The sweep's title is ours, so it is written in each language here; a
# language without one gets the title iopress gives a sweep.
declare -A sweep_title=(
  [en]="Queue depth on a 2-core VM: tmpfs against the virtio disk"
  [tr]="2 çekirdekli bir sanal makinede kuyruk derinliği: tmpfs ve virtio diski"
  [pl]="Głębokość kolejki na 2-rdzeniowej maszynie wirtualnej: tmpfs kontra dysk virtio"
  [hi]="2-कोर VM पर क्यू डेप्थ: tmpfs बनाम virtio डिस्क"
)
# The languages are iopress's own list (render/words), as --lang completes
# them: a language added there is written here too.
langs=$("$bin" __complete report --lang '' 2>/dev/null | grep -v '^:')
[ -n "$langs" ] || { echo "make.sh: $bin lists no languages for --lang" >&2; exit 1; }
for lang in $langs; do
  dir="$out/$lang"
  [ "$lang" = en ] && dir="$out"
  title=()
  [ -n "${sweep_title[$lang]:-}" ] && title=(--title "${sweep_title[$lang]}")
  "$bin" report --lang "$lang" --kind comparison --out "$dir/comparison"
  "$bin" report --lang "$lang" --kind sweep --baseline disk --out "$dir/sweep" \
    "${title[@]}" \
    analyze/testdata/sweep-iopress/tmpfs analyze/testdata/sweep-iopress/disk
  "$bin" report --lang "$lang" --kind cdm --out "$dir/cdm" "$drives" "${links[@]}"

done
"$bin" report --kind comparison --theme examples/theme/theme.toml --out "$out/themed"
# The showcase: an editor's own review in Turkish (examples/showcase/review.md)
# around iopress's figures, in the example theme, in every web format too.
"$bin" report --lang tr --kind comparison --template examples/showcase/review.md \
  --theme examples/theme/theme.toml --format pdf,html,png,md,fragment --out "$out/showcase"
