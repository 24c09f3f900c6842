package diskspd_test

import (
	"testing"

	"github.com/iopress/iopress/ingest/diskspd"
	"github.com/iopress/iopress/ingest/internal/parsertest"
)

func TestTruncated(t *testing.T) {
	parsertest.Truncation{Parser: &diskspd.Parser}.Check(t)
}
