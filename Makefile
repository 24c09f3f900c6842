# iopress: the two commands a new user needs are `make report` and `make test`.
GO      ?= go
BIN     := bin/iopress
OUT     ?= out
# A count, not a duration: with a duration Go 1.26's fuzz coordinator can
# fail a clean run with "context deadline exceeded" as time runs out
# (golang/go#75804, fixed in Go 1.27); it did here once in twelve runs.
FUZZTIME ?= 20000x

.PHONY: build dist cross report examples lint race-skip test test-measures test-arches test-windows fuzz fuzz-targets bench bench-go bench-scale bench-engines clean

# The version stamped into the binary (iopress version, and the rows iopress
# run measures): the checkout's tag, or its commit, or "dev".
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT  ?= $(shell git rev-parse HEAD 2>/dev/null)$(shell git diff --quiet HEAD 2>/dev/null || echo -dirty)
LDFLAGS := -X github.com/iopress/iopress/internal/version.number=$(VERSION) -X github.com/iopress/iopress/internal/version.commit=$(COMMIT)

# -s -w leave out the symbol table and the DWARF debugging information, as
# the release binaries do (tools/dist.sh): 36 MB instead of 49, and a
# shorter link on a newcomer's first make report; panics still print
# file and line (those live in the pclntab). A debugger wants them back:
# go build ./cmd/iopress.
build:
	$(GO) build -trimpath -ldflags "-s -w $(LDFLAGS)" -o $(BIN) ./cmd/iopress

# Release binaries for linux, windows and darwin, amd64 and arm64, with the
# version and commit stamped in: $(DIST)/iopress-VERSION-OS-ARCH(.exe) and
# their SHA256SUMS (tools/dist.sh).
DIST ?= dist
dist:
	GO=$(GO) VERSION=$(VERSION) COMMIT=$(COMMIT) bash tools/dist.sh $(DIST)

# Every platform iopress is released for: go vet as Windows and macOS see
# the code, and every release binary built into a temporary folder (with
# make dist's checks: the host's one says its version); CI runs it after
# make test, which it would take past ten minutes on two cores. vet compiles what
# it checks with the release builds' settings, so that the windows/amd64
# and darwin/amd64 builds reuse its work: on a cold Go cache that saves
# two of the eight compilations of every dependency.
cross:
	GOOS=windows CGO_ENABLED=0 $(GO) vet -trimpath ./...
	GOOS=darwin CGO_ENABLED=0 $(GO) vet -trimpath ./...
	d=$$(mktemp -d) && trap 'rm -rf "$$d"' EXIT && \
	  GO=$(GO) VERSION=$(VERSION) COMMIT=$(COMMIT) bash tools/dist.sh "$$d"

# The default article, from the dataset bundled in the binary.
report: build
	./$(BIN) report --out $(OUT)

# The three kinds of article from real data, into $(OUT)/examples: a
# comparison (article 1), a queue-depth sweep (iopress run on this
# machine) and a CrystalDiskMark review (real exports kept in ingest/cdm/testdata/samples);
# and the three again in every other language, into $(OUT)/examples/LANG.
examples: build
	OUT=$(OUT) BIN=$(BIN) bash examples/make.sh

# staticcheck at the version tools/lint/lint.mod pins: go tool builds it
# once into the build cache, and needs no network once the module cache
# has it (go run with @version would look the version up every time).
STATICCHECK ?= $(GO) tool -modfile=tools/lint/lint.mod staticcheck
GOFMT       ?= $(shell $(GO) env GOROOT)/bin/gofmt

# The checks that need no test run: every file gofmt'ed, go vet, and
# staticcheck.
lint:
	@files=$$($(GOFMT) -l .); if [ -n "$$files" ]; then \
	  echo "gofmt would change these files (gofmt -w them):"; echo "$$files"; exit 1; fi
	$(GO) vet ./...
	$(STATICCHECK) ./...

# The whole suite: lint; every test; the tests again under the race
# detector with -short, which leaves out the long ones whose work is on one
# goroutine or in another process (every cut of every sample, every
# language's article, Chromium and the validators), where it has nothing to
# find and would slow them many times over. The fuzz targets' seeds run
# as tests here; fuzzing them (make fuzz, about five minutes on two cores)
# is not part of test, which it would take past ten minutes: CI runs it
# after test, as it does test-windows and cross.
test: lint
	$(GO) test -count=1 -timeout 20m ./...
	$(GO) test -race -short -count=1 -timeout 20m $(RACE_PACKAGES)
	$(MAKE) test-measures
	$(MAKE) test-arches

# The packages whose own tests the race detector leaves out: they build
# articles on one goroutine (their code starts no other), so it has
# nothing to find in them, and it took 13 of make test's minutes over them
# on two cores. Their code still runs under it in the tests of the
# packages that call it concurrently (render/output, cmd/iopress). make
# race-skip prints the list; TestRaceSkipsOnlyOneGoroutinePackages
# (repo_test.go) holds that their code has no go statement.
RACE_SKIP := ./render ./render/words
RACE_PACKAGES = $(filter-out $(RACE_SKIP),$(shell $(GO) list -f '{{if or .TestGoFiles .XTestGoFiles}}./{{.ImportPath}}{{end}}' ./... | sed 's|^\./github.com/iopress/iopress|.|'))
race-skip:
	@for p in $(RACE_SKIP); do echo $$p; done

# Tests that compare iopress's measurements with fio's on the same device at
# the same time: without the race detector, which slows iopress's loop and
# its latency with it, and alone, not beside other packages' tests.
test-measures:
	IOPRESS_MEASURE=1 $(GO) test -count=1 -run '^TestLatencyMatchesFio$$' ./run

# Linux's system call layer on other architectures, whose system call
# numbers differ: 386 natively, arm64 and riscv64 under qemu-user.
test-arches:
	GO=$(GO) bash tools/test-arches.sh

# The Windows build's tests, and iopress.exe against the Linux build on
# the same inputs, under Wine (tools/test-windows.sh says what). Not part
# of test, which it would take past ten minutes on two cores; CI runs both.
test-windows:
	GO=$(GO) LDFLAGS="$(LDFLAGS)" bash tools/test-windows.sh

# Every fuzz target for FUZZTIME each, as PACKAGE:TARGET (go test fuzzes one
# target at a time), found in the tests themselves so that a new parser's
# fuzz function is fuzzed without a line here. Seeds are real files, some
# large: minimising each new input once keeps the time for fuzzing.
# TestMakefileFuzzesEveryTarget (repo_test.go) holds what make
# fuzz-targets prints to every Fuzz function of the repository's tests.
# (The pattern's parenthesis is a variable: make would count a bare one.)
lparen := (
FUZZ_TARGETS = $(shell grep -rEo --include='*_test.go' '^func Fuzz[A-Za-z0-9_]*[$(lparen)]' . | \
	grep -v -e '/testdata/' -e '^\./\.' | \
	sed -E 's|^(.*)/[^/]*_test\.go:func (Fuzz[A-Za-z0-9_]*)[$(lparen)]$$|\1:\2|' | LC_ALL=C sort)
fuzz-targets:
	@for t in $(FUZZ_TARGETS); do echo $$t; done
fuzz:
	for t in $(FUZZ_TARGETS); do \
	  $(GO) test $${t%%:*} -run '^$$' -fuzz "^$${t##*:}\$$" -fuzztime $(FUZZTIME) -fuzzminimizetime 1x || exit 1; \
	done

# One table of ratios, measured side by side in one run (bench/all.sh):
# each engine and depth against fio on tmpfs and on the disk, ingest on
# one core against a Python json script on 5,000 real fio json+ files
# (made by fio on the first run, about four minutes; kept in bench/data),
# --parquet against Arrow only, the bundled article's time and the
# binary's size. A few minutes; BENCH_RUNS=5 BENCH_SECONDS=2 for a
# steadier engine table.
BENCH_RUNS ?= 3
BENCH_SECONDS ?= 1
BENCH_FILES ?= 5000
bench:
	BENCH_RUNS=$(BENCH_RUNS) BENCH_SECONDS=$(BENCH_SECONDS) BENCH_FILES=$(BENCH_FILES) bash bench/all.sh

# Go benchmarks of every stage.
bench-go:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# iopress ingest on an archive of SCALE_FILES distinct fio json+ results
# (copies of bench's real ones), beside 5,000: wall time, files/s and peak
# memory (bench/scale.sh). The archives are kept in bench/data.
SCALE_FILES ?= 1000000
bench-scale:
	bash bench/scale.sh $(SCALE_FILES)

# iopress's engines against fio on a tmpfs file and a disk file (O_DIRECT),
# psync at depth 1, libaio and io_uring at 1, 32 and 128: one row per target,
# engine and depth of ratios iopress/fio (IOPS, CPU time per I/O, mean
# latency), medians of ENGINE_RUNS alternating runs of ENGINE_SECONDS each.
ENGINE_RUNS ?= 5
ENGINE_SECONDS ?= 2
bench-engines:
	bash bench/engines.sh $(ENGINE_RUNS) $(ENGINE_SECONDS)

clean:
	rm -rf bin $(OUT) $(DIST)
