#!/usr/bin/env bash
# make test-windows: the Windows build's own tests, and iopress.exe itself,
# under Wine (Debian's wine64, Wine 8), in a throwaway Wine prefix:
#   1. each package's Windows test binary (GOOS=windows go test -c), run
#      in its folder: among them run's Windows engines (windowsaio keeping
#      its depth pending in the system at once, sync and windowsaio reading
#      the file's bytes and writing what they read back, counts against
#      IOPS x time, Little's law, no allocation in the loop, the
#      QueryPerformanceCounter clock) and the Windows safety and inventory
#      logic;
#   2. iopress.exe report on the bundled dataset and on real
#      CrystalDiskMark exports writes the same bytes as bin/iopress on
#      Linux (PDF, HTML, PNGs);
#   3. iopress.exe ingest of real CrystalDiskMark, DiskSpd and fio outputs
#      and the published reference writes the same rows as bin/iopress
#      (tools/wine/samerows: paths may use either separator);
#   4. iopress.exe run with windowsaio and sync on a file; Ctrl-C keeps
#      the finished cells and --resume finishes the run.
# Speed under Wine means nothing; correctness does.
#
# Two things Wine 8 lacks that Go 1.26 uses, supplied here for the tests
# only: bcryptprimitives.dll's ProcessPrng, without which a Go program
# dies as it starts (tools/wine/processprng.c, built with mingw-w64 into
# the prefix's system32), and NtSetInformationFile's
# FileDispositionInformationEx, which os.RemoveAll uses: Wine answers
# STATUS_NOT_IMPLEMENTED, which Go takes for a failure rather than for an
# old Windows, so every binary built here sets Go's own switch to its
# fallback for old Windows (FILE_DISPOSITION_INFO), through a file added
# with -overlay (a linkname, hence -checklinkname=0).
#
# In CI every part must run; elsewhere, without wine or mingw-w64, it says
# so and stops.
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
LDFLAGS=${LDFLAGS:-}

for c in wine wineboot wineserver x86_64-w64-mingw32-gcc; do
  if ! command -v "$c" >/dev/null; then
    if [ -n "${CI:-}" ]; then
      echo "test-windows: $c is required in CI (.ci/run installs wine64 and gcc-mingw-w64-x86-64-win32)" >&2
      exit 1
    fi
    echo "test-windows: skipped: no $c (apt-get install wine64 gcc-mingw-w64-x86-64-win32)"
    exit 0
  fi
done

work=$(mktemp -d)
export WINEPREFIX=$work/prefix WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko to offer, no display to open.
export WINEDLLOVERRIDES="mscoree,mshtml=" DISPLAY=
trap 'wineserver -k 2>/dev/null || true; rm -rf "$work"' EXIT
started=$SECONDS
step() { echo "test-windows: $* ($((SECONDS - started)) s)"; }

wineboot -i >/dev/null 2>&1
wineserver -w
# Wine 8 ships no bcryptprimitives.dll, so the one in system32 is loaded
# (a Wine that has its own, with ProcessPrng, keeps using that one).
x86_64-w64-mingw32-gcc -shared -O2 -s -Wall -Werror -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
  tools/wine/processprng.c -ladvapi32
step "Wine prefix ready"

# The packages with tests, but Linux's system call layer.
# The repository's root package holds only checks of its documentation
# (repo_test.go), the same on every system; its test binary would also
# take cmd/iopress's name, iopress.test.
pkgs=$($GO list -f '{{if or .TestGoFiles .XTestGoFiles}}{{.ImportPath}}{{end}}' ./... | grep -v /internal/linuxaio$ |
  grep -vx 'github.com/iopress/iopress' | sed 's|^github.com/iopress/iopress|.|')
# Every binary built here gets, in each of these packages and iopress's
# main, a file that switches Go's fallback on (see above), by -overlay.
mkdir -p "$work/overlay" "$work/bin"
overlay=
while read -r dir name; do
  file=$work/overlay/$(echo "$dir" | cksum | cut -d' ' -f1).go
  cat >"$file" <<EOF
package $name

import _ "unsafe"

// Wine lacks FileDispositionInformationEx: see tools/test-windows.sh.
//
//go:linkname deleteatFallback internal/syscall/windows.TestDeleteatFallback
var deleteatFallback bool

func init() { deleteatFallback = true }
EOF
  overlay+=${overlay:+,}$(printf '"%s/zz_wine.go":"%s"' "$dir" "$file")
done < <($GO list -f '{{.Dir}} {{.Name}}' $pkgs ./cmd/iopress | sort -u)
echo "{\"Replace\":{$overlay}}" >"$work/overlay.json"
wingo() { # wingo build|test ARGS...: go for windows/amd64, with the fallback
  local cmd=$1
  shift
  GOOS=windows GOARCH=amd64 CGO_ENABLED=0 $GO "$cmd" -overlay "$work/overlay.json" -ldflags "$LDFLAGS -checklinkname=0" "$@"
}

# 1. The test binaries, PKG.test.exe each. What is left out, by package:
# Linux's own tests (its engines, trims, /proc), and portable code that
# fails on Windows yet (issue 13), each with why.
declare -A skip=(
  [./run]='^(TestCheckRefusesWhatTheMachineCannotRun|TestTrimPunchesHoles|TestRegisteringIsIOURings|TestDeviceUtil)$'
  # report-*.txt and ingest.txt: golden files hold "OUT/article.pdf",
  # Windows prints "OUT\article.pdf" (and ingest "Z:\out/errors.arrow");
  # the progress tests expect a terminal's clearing that Wine's console
  # does not give.
  # An interrupted ingest leaves its open lock file, which Windows cannot
  # remove while it is open (as ./datasets' writer tests below).
  [./cmd/iopress]='^(TestCommandOutputs|TestRunProgress|TestLayoutShowsProgress|TestIngestInterrupted)$'
  # Wine shows the test's Unix symlink to a folder as no link at all.
  [./ingest]='^TestFolderLinksFollowed$'
  # The DejaVu theme names the Linux system's font files, and poppler's
  # pdfinfo is no Windows program.
  [./render]='^TestPageWeight$'
  [./render/pdf]='^TestPDFSaysItsLanguageOutlineLinksAndDate$'
  # A reader holding a dataset's file open blocks the writer's rename on
  # Windows (Sharing violation), and an aborted writer's lock file stays.
  [./datasets]='^(TestConcurrentWritersNeverMix|TestConcurrentProcessesNeverMix|TestWriterAbortRemovesTheFolderItMade)$'
  # fio's error numbers are Linux's, read with the host's text (error 25
  # is "Seek error." on Windows).
  [./ingest/fio]='^TestGolden$/^sync-trim-error.json$'
  # An open lock file cannot be removed on Windows.
  [./internal/dirlock]='^TestRemovedLockFile$'
)
wingo test -c -o "$work/bin/" $pkgs
step "test binaries built"
failed=()
for pkg in $pkgs; do
  exe=$work/bin/$(basename "$pkg").test.exe
  args=(-test.count=1)
  [ -n "${skip[$pkg]:-}" ] && args+=(-test.skip "${skip[$pkg]}")
  log=$work/$(basename "$exe").log
  t=$SECONDS
  # Without CI in their environment: the tools some tests need (fio,
  # pdftotext, pdfimages, chromium, node) are Linux programs that no
  # Windows binary finds under Wine, so those tests skip here, as they
  # do on a Windows machine without them; make test runs them.
  # Once more when Wine itself failed, which says nothing of the tests:
  # its server went away ("wine client error"), or a system DLL failed to
  # start before any test ran ("Failed to load ws2_32.dll: DLL
  # initialization failed", seen once in a CI-like run, gone when run
  # again). A test's failure is not retried.
  wine_failed='^wine client error|^panic: Failed to load [A-Za-z0-9_]+\.dll: DLL initialization failed'
  for try in 1 2; do
    status=0
    (cd "$pkg" && env -u CI timeout 600 wine "$exe" "${args[@]}") >"$log" 2>&1 || status=$?
    if [ "$status" -eq 0 ] || [ "$try" = 2 ] || ! grep -Eq "$wine_failed" "$log"; then
      break
    fi
    echo "test-windows: $pkg: Wine failed ($(grep -Em1 "$wine_failed" "$log")), running it again"
    wineserver -w 2>/dev/null || true
  done
  if [ "$status" -eq 0 ]; then
    echo "ok   $pkg (windows/amd64, under Wine, $((SECONDS - t)) s)"
  else
    cat "$log"
    echo "FAIL $pkg (windows/amd64, under Wine)"
    failed+=("$pkg")
  fi
done
[ ${#failed[@]} -eq 0 ] || { echo "test-windows: failed: ${failed[*]}" >&2; exit 1; }
step "tests passed"

# 2. and 3. The same inputs on both builds.
$GO build -ldflags "$LDFLAGS" -o "$work/iopress" ./cmd/iopress
wingo build -o "$work/iopress.exe" ./cmd/iopress
win() { wine "$work/iopress.exe" "$@"; }
# winpath is a Linux path as Wine's Z: drive shows it.
winpath() { echo "Z:${1//\//\\}"; }

same_files() { # same_files DIR1 DIR2: the same files, byte for byte
  local a=$1 b=$2 f
  [ "$(cd "$a" && ls)" = "$(cd "$b" && ls)" ] || { echo "test-windows: $a and $b hold other files" >&2; diff <(ls "$a") <(ls "$b") >&2; return 1; }
  for f in "$a"/*; do
    cmp "$f" "$b/$(basename "$f")" || return 1
  done
}
"$work/iopress" report --out "$work/linux/bundled" >/dev/null
win report --out "$(winpath "$work/windows/bundled")" >/dev/null
same_files "$work/linux/bundled" "$work/windows/bundled"
# From within the exports' folder: the article lists its sources' paths
# as given, with the system's separator.
(cd ingest/cdm/testdata/samples/crystaldiskmark &&
  "$work/iopress" report --out "$work/linux/cdm" . >/dev/null &&
  win report --out "$(winpath "$work/windows/cdm")" . >/dev/null)
same_files "$work/linux/cdm" "$work/windows/cdm"
step "report: the same PDF, HTML and PNGs from the bundled dataset and from CrystalDiskMark exports ($(ls "$work/linux/bundled" "$work/linux/cdm" | grep -c .) files)"

# fio's sync-trim-error.json is left out: its error text is the host's
# (see the skip above).
inputs=(ingest/cdm/testdata/samples ingest/diskspd/testdata datasets/reference)
for f in ingest/fio/testdata/*; do
  [ -f "$f" ] && [ "$(basename "$f")" != sync-trim-error.json ] && inputs+=("$f")
done
"$work/iopress" ingest -o "$work/linux/ingest" "${inputs[@]}" >/dev/null 2>&1 || [ $? = 3 ] # 3: written, some inputs are problems
win ingest -o "$(winpath "$work/windows/ingest")" "${inputs[@]}" >/dev/null 2>&1 || [ $? = 3 ]
$GO run ./tools/wine/samerows "$work/linux/ingest" "$work/windows/ingest"
step "ingest: the same rows"

# 4. run on a file with each engine, then a run cut short by Ctrl-C and
# resumed.
target=$(winpath "$work/target.dat")
for engine in windowsaio sync; do
  win run --rw randrw --iodepth 8 --numjobs 2 -e "$engine" -t "$target" --size 8MiB --runtime 300ms \
    --overwrite -o "$(winpath "$work/run-$engine")" 2>/dev/null
  win run --rw write --bs 64k --iodepth 4 -e "$engine" -t "$target" --size 8MiB --runtime 300ms --direct \
    --write-through --overwrite -o "$(winpath "$work/run-$engine-wt")" 2>/dev/null
done
out=$work/run-stopped
wine "$work/iopress.exe" run --rw randread -e windowsaio -t "$target" --size 8MiB --runtime 1s --repeat 5 \
  -o "$(winpath "$out")" >"$work/stopped.log" 2>&1 &
pid=$!
# Interrupted after the first cell has finished (its settings are written
# just before its rows).
for _ in $(seq 300); do
  [ -f "$out/cells/rnd-read-4k-qd1-t1-windowsaio-rep1/results.arrow" ] && break
  sleep 0.1
done
sleep 0.5
kill -INT "$pid" # Wine hands SIGINT to the program as Ctrl-C
rc=0
wait "$pid" || rc=$?
grep -q "interrupted after [1-4] of 5 cells" "$work/stopped.log" && [ "$rc" = 1 ] ||
  { cat "$work/stopped.log"; echo "test-windows: Ctrl-C did not stop the run and keep its finished cells (exit $rc)" >&2; exit 1; }
kept=$(find "$out/cells" -name results.arrow | wc -l)
cp -r "$out/cells" "$work/cells-kept"
win run --rw randread -e windowsaio -t "$target" --size 8MiB --runtime 1s --repeat 5 -o "$(winpath "$out")" --resume 2>/dev/null |
  grep -q "5 results from 5 cells" || { echo "test-windows: --resume did not finish the run" >&2; exit 1; }
# A cell measured again would hold other figures.
for f in $(cd "$work/cells-kept" && find . -name results.arrow); do
  cmp -s "$work/cells-kept/$f" "$out/cells/$f" || { echo "test-windows: --resume measured $(dirname "$f") again" >&2; exit 1; }
done
step "run: windowsaio and sync on a file, Ctrl-C after $kept of 5 cells, --resume ran the other $((5 - kept))"
echo "ok   test-windows ($((SECONDS - started)) s)"
