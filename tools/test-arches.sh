#!/usr/bin/env bash
# Runs the tests of Linux's system call layer (internal/linuxaio) for other
# architectures, whose system call numbers differ from amd64's: 386 on the
# machine itself where its kernel runs 32-bit programs (else under
# qemu-i386), arm64 and riscv64 under qemu-user, which has no AIO (the
# numbers and layouts are checked there; the live test skips). In CI every
# one must run; elsewhere a missing qemu is said and skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
packages=./internal/linuxaio
[ "$($GO env GOHOSTOS)" = linux ] || { echo "test-arches: Linux only"; exit 0; }

bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
for spec in 386:i386 arm64:aarch64 riscv64:riscv64; do
  arch=${spec%%:*} qemu=qemu-${spec#*:}
  GOARCH=$arch CGO_ENABLED=0 $GO test -c -o "$bin/$arch.test" $packages
  if [ "$($GO env GOHOSTARCH)/$arch" = amd64/386 ] && "$bin/$arch.test" -test.run '^$' >/dev/null 2>&1; then
    runner=()
  elif command -v "$qemu" >/dev/null; then
    runner=("$qemu")
  elif [ -n "${CI:-}" ]; then
    echo "test-arches: $qemu is required in CI (.ci/run installs qemu-user)" >&2
    exit 1
  else
    echo "test-arches: skipping $arch: no $qemu (apt-get install qemu-user)"
    continue
  fi
  (cd internal/linuxaio && ${runner[@]+"${runner[@]}"} "$bin/$arch.test" -test.count=1) >"$bin/$arch.log" 2>&1 ||
    { cat "$bin/$arch.log"; echo "FAIL $packages ($arch)"; exit 1; }
  echo "ok   $packages ($arch${runner:+, under $runner})"
done
