package prose

import "testing"

func TestLists(t *testing.T) {
	for _, tt := range []struct {
		words   []string
		and, or string
	}{
		{nil, "", ""},
		{[]string{"psync"}, "psync", "psync"},
		{[]string{"libaio", "psync"}, "libaio and psync", "libaio or psync"},
		{[]string{"io_uring", "libaio", "null", "psync"}, "io_uring, libaio, null and psync", "io_uring, libaio, null or psync"},
	} {
		if got := And(tt.words); got != tt.and {
			t.Errorf("And(%q) = %q, want %q", tt.words, got, tt.and)
		}
		if got := Or(tt.words); got != tt.or {
			t.Errorf("Or(%q) = %q, want %q", tt.words, got, tt.or)
		}
	}
}
