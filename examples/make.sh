#!/usr/bin/env bash
# make examples: every kind of article, from real data.
#   comparison  article 1's published table (bundled in the binary)
#   sweep       two real iopress run --matrix qd-sweep runs of the
#               development machine, a tmpfs file and a disk file with
#               O_DIRECT (analyze/testdata/sweep-iopress, checked in)
#   cdm         a CrystalDiskMark review of the real exports in
#               ingest/cdm/testdata/samples/crystaldiskmark, one drive per
#               file (examples/cdm-drives.tsv names them and their links)
#   repeated    a repeated-run comparison: fio's psync and io_uring engines
#               on a disk file at equal I/Os in flight (depth 1, as many
#               jobs each: psync ignores a deeper queue), five runs a
#               workload, tested for significance (analyze/testdata/engines/
#               jobs, checked in with generate-jobs.sh, which made it)
#   onesystem   one system's article: iopress run's article matrix with
#               io_uring on a disk file (analyze/testdata/onesystem/iopress)
#   themed      the comparison in examples/theme's look (docs/themes.md)
#   showcase    an editor's review in Turkish around the comparison's figures
#               (examples/showcase/review.md, docs/templates.md), in the theme,
#               written as PDF, page, fragment, Markdown with SVG and CSV, PNGs
# Each goes to OUT/examples/KIND: article.pdf, article.html and a PNG per chart
# and table; and in every other language iopress writes to
# OUT/examples/LANG/KIND. FORMATS=pdf,html writes those formats only (the
# test that reads every example's text does).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${OUT:-out}/examples
bin=${BIN:-bin/iopress}
formats=()
[ -n "${FORMATS:-}" ] && formats=(--format "$FORMATS")
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
  [en]="Queue depth on a 2-vCPU VM: tmpfs vs the virtio disk"
  [tr]="2 vCPU'lu bir sanal makinede kuyruk derinliği: tmpfs ve virtio diski"
  [pl]="Głębokość kolejki na maszynie wirtualnej z 2 vCPU: tmpfs kontra dysk virtio"
  [hi]="2-vCPU VM पर क्यू डेप्थ: tmpfs बनाम virtio डिस्क"
)
declare -A repeated_title=(
  [en]="psync vs io_uring at QD1 on a virtio disk: five runs each"
  [tr]="QD1'de psync mi, io_uring mu? Virtio diskte beşer ölçüm"
  [pl]="psync czy io_uring przy QD1 na dysku virtio? Po pięć przebiegów"
  [hi]="QD1 पर psync या io_uring? virtio डिस्क पर पाँच-पाँच रन"
)
declare -A onesystem_title=(
  [en]="A VM's virtio disk: eight workloads at QD32"
  [tr]="Sanal makinenin virtio diski: QD32'de sekiz iş yükü"
  [pl]="Dysk virtio maszyny wirtualnej: osiem obciążeń"
  [hi]="VM की virtio डिस्क: io_uring से QD32 पर आठ वर्कलोड"
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
  "$bin" report "${formats[@]}" --lang "$lang" --kind comparison --out "$dir/comparison"
  "$bin" report "${formats[@]}" --lang "$lang" --kind sweep --baseline disk --out "$dir/sweep" \
    "${title[@]}" \
    analyze/testdata/sweep-iopress/tmpfs analyze/testdata/sweep-iopress/disk
  "$bin" report "${formats[@]}" --lang "$lang" --kind cdm --out "$dir/cdm" "$drives" "${links[@]}"
  "$bin" report "${formats[@]}" --lang "$lang" --kind comparison --out "$dir/repeated" \
    --title "${repeated_title[$lang]:-}" analyze/testdata/engines/jobs
  "$bin" report "${formats[@]}" --lang "$lang" --kind comparison --out "$dir/onesystem" \
    --title "${onesystem_title[$lang]:-}" analyze/testdata/onesystem/iopress

done
"$bin" report "${formats[@]}" --kind comparison --theme examples/theme/theme.toml --out "$out/themed"
# The showcase: an editor's own review in Turkish (examples/showcase/review.md)
# around iopress's figures, in the example theme, in every web format too.
"$bin" report --lang tr --kind comparison --template examples/showcase/review.md \
  --theme examples/theme/theme.toml --format "${FORMATS:-pdf,html,png,md,fragment}" --out "$out/showcase"
