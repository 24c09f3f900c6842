#!/usr/bin/env bash
# Builds iopress for every platform it is released for, with its version
# and commit stamped in, into the folder given (default dist) as
# iopress-VERSION-OS-ARCH(.exe), with a SHA256SUMS file of them. Static
# (CGO_ENABLED=0), without the build machine's paths (-trimpath) and
# without debugging information (-s -w).
#
# The binaries are built in a temporary folder inside the output folder
# and moved into it only when all of them are built and summed, so that a
# failed build leaves nothing half-written; files already there are left
# alone, except the six of this version and SHA256SUMS, which are replaced.
#
# Environment: VERSION and COMMIT (make dist sets them: what git says of
# the checkout), GO (default go), TARGETS (default the six below).
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
out=${1:-dist}
VERSION=${VERSION:?the version to stamp in (make dist sets it)}
COMMIT=${COMMIT-}
TARGETS=${TARGETS:-"linux/amd64 linux/arm64 windows/amd64 windows/arm64 darwin/amd64 darwin/arm64"}
pkg=github.com/iopress/iopress/internal/version
# -s -w leave out the symbol table and the DWARF debugging information,
# which only debuggers read: 12 of the linux/amd64 binary's 47 MB. A
# panic's stack trace and a CPU profile still name functions, files and
# lines, from the function table Go keeps in every binary.
ldflags="-s -w -X $pkg.number=$VERSION -X $pkg.commit=$COMMIT"

case $VERSION in
  */* | *' '* | '') echo "dist: version '$VERSION' cannot name a file" >&2; exit 1 ;;
esac

mkdir -p "$out"
tmp=$(mktemp -d "$out/.dist-XXXXXX")
trap 'rm -rf "$tmp"' EXIT

names=()
for t in $TARGETS; do
  os=${t%/*} arch=${t#*/}
  name=iopress-$VERSION-$os-$arch
  [ "$os" = windows ] && name=$name.exe
  GOOS=$os GOARCH=$arch CGO_ENABLED=0 $GO build -trimpath -ldflags "$ldflags" -o "$tmp/$name" ./cmd/iopress
  names+=("$name")
done

# The binary this machine runs says the version and commit it was given.
host=iopress-$VERSION-$($GO env GOHOSTOS)-$($GO env GOHOSTARCH)
[ "$($GO env GOHOSTOS)" = windows ] && host=$host.exe
if [ -e "$tmp/$host" ]; then
  said=$("$tmp/$host" version)
  want="iopress $VERSION, ${COMMIT:+commit ${COMMIT:0:12}}"
  case $said in
    "$want"*) ;;
    *) echo "dist: '$host version' says '$said', want '$want...'" >&2; exit 1 ;;
  esac
fi

if command -v sha256sum >/dev/null; then
  sum=(sha256sum)
else
  sum=(shasum -a 256) # macOS
fi
(cd "$tmp" && "${sum[@]}" "${names[@]}" >SHA256SUMS)

for n in "${names[@]}" SHA256SUMS; do
  mv -f "$tmp/$n" "$out/$n"
done
echo "dist: ${#names[@]} binaries of iopress $VERSION and SHA256SUMS in $out"
