# iopress: the two commands a new user needs are `make report` and `make test`.
GO      ?= go
BIN     := bin/iopress
OUT     ?= out
FUZZTIME ?= 10s

.PHONY: build report test fuzz bench clean

build:
	$(GO) build -o $(BIN) ./cmd/iopress

# The default article, from the dataset bundled in the binary.
report: build
	./$(BIN) report --out $(OUT)

# The whole suite: vet, the tests with the race detector, and a short run of
# every parser's fuzz target.
test:
	$(GO) vet ./...
	$(GO) test -race -count=1 ./...
	$(MAKE) fuzz

fuzz:
	$(GO) test ./ingest/published -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME)

# Go benchmarks of every stage (render: building and writing an article).
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

clean:
	rm -rf bin $(OUT)
