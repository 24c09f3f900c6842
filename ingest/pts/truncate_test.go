package pts_test

import (
	"testing"

	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/pts"
)

func TestTruncated(t *testing.T) {
	parsertest.Truncation{Parse: pts.ParseBytes, Unrecognized: pts.ErrUnrecognized}.Check(t)
}
