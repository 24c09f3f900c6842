package words

import (
	"strings"
	"testing"
)

// TestPolishOneLetterWordsBind: in Polish, the space after a one-letter
// word (a, i, o, u, w, z, capitalised too) is a no-break space, so that no
// line ends with one; longer words, one-letter words inside others, a
// space at the end and other languages are left alone; every message of
// the catalog, bound, has none left.
func TestPolishOneLetterWordsBind(t *testing.T) {
	const nb = NoBreakSpace
	for _, tt := range []struct{ in, want string }{
		{"zapis losowy w trybie 4K", "zapis losowy w" + nb + "trybie 4K"},
		{"A i B", "A" + nb + "i" + nb + "B"},
		{"W zapisie i w odczycie", "W" + nb + "zapisie i" + nb + "w" + nb + "odczycie"},
		{"(z pamięci) „o tym” –u ", "(z" + nb + "pamięci) „o" + nb + "tym” –u "},
		{"od 4 do 8, ze 100", "od 4 do 8, ze 100"},
		{"QD32 x 2", "QD32 x 2"},
		{"w" + nb + "zapisie", "w" + nb + "zapisie"},
	} {
		if got := Polish.Bind(tt.in); got != tt.want {
			t.Errorf("Polish.Bind(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	for _, l := range []Lang{English, Turkish, Hindi} {
		if got := l.Bind("a w z"); got != "a w z" {
			t.Errorf("%s.Bind binds: %q", l, got)
		}
	}
	// Every Polish message, said with names for its arguments and bound,
	// leaves no one-letter word before a breaking space.
	for _, m := range messages {
		var args []any
		for i, v := range verbsOf(m.key) {
			if v == "d" {
				args = append(args, 5)
			} else {
				args = append(args, []string{"x", "Y"}[i%2])
			}
		}
		s := Polish.Bind(Polish.Say(m.key, args...))
		for _, w := range []string{" a ", " i ", " o ", " u ", " w ", " z ", " W ", " Z "} {
			if strings.Contains(" "+s, w) {
				t.Errorf("Polish %q: %q has %q", m.key, s, w)
			}
		}
	}
}

// TestFigureKeepsItsUnit: in every language the space between a figure
// and its unit is a no-break space; a count and its noun are left alone.
func TestFigureKeepsItsUnit(t *testing.T) {
	const nb = NoBreakSpace
	for _, tt := range []struct {
		lang    Lang
		in, out string
	}{
		{English, "from 0.376 ms to 1.2 ms, 2.234 GiB/s; 66,916 IOPS (1,188 bytes)", "from 0.376" + nb + "ms to 1.2" + nb + "ms, 2.234" + nb + "GiB/s; 66,916" + nb + "IOPS (1,188" + nb + "bytes)"},
		{English, "5 systems at QD8 on 2 drives", "5 systems at QD8 on 2 drives"},
		{English, "3 seconds, 4 MB/s.", "3 seconds, 4" + nb + "MB/s."},
		{Hindi, "10 सेकंड से कम", "10" + nb + "सेकंड से कम"},
		{Turkish, "10 sn altında", "10" + nb + "sn altında"},
		{Polish, "1,295 GiB/s w zapisie", "1,295" + nb + "GiB/s w" + nb + "zapisie"},
		// A p-value holds together: no line parts "p" from "= 1".
		{English, "(adjusted p = 1), step = 2", "(adjusted p" + nb + "=" + nb + "1), step = 2"},
		{Turkish, "düzeltilmiş p = 0,032", "düzeltilmiş p" + nb + "=" + nb + "0,032"},
	} {
		if got := tt.lang.Bind(tt.in); got != tt.out {
			t.Errorf("%s.Bind(%q) = %q, want %q", tt.lang, tt.in, got, tt.out)
		}
	}
}

// TestPolishTestNamesDeclined: a Polish sentence says a read or a write
// where it happened as a reviewer does, "w odczycie losowym 4K", and
// the result of one "wynik odczytu sekwencyjnego 128K", never the label
// quoted after "w teście"; a CrystalDiskMark test's name, which does not
// decline, stays quoted.
func TestPolishTestNamesDeclined(t *testing.T) {
	for _, c := range []struct{ key, name, want string }{
		{"%s in %s", "zapis losowy 4K QD1 8 wątków", "w zapisie losowym 4K QD1 8 wątków"},
		{"%s in %s", "odczyt sekwencyjny 64K", "w odczycie sekwencyjnym 64K"},
		{"Repeat %s before relying on it.", "odczyt sekwencyjny 128K", "Wynik odczytu sekwencyjnego 128K trzeba powtórzyć"},
		{"%s in %s", "SEQ1M Q8T1", "w teście „SEQ1M Q8T1”"},
	} {
		var got string
		if c.key == "%s in %s" {
			got = Polish.Say(c.key, "2 GiB/s", c.name)
		} else {
			got = Polish.Say(c.key, c.name)
		}
		if !strings.Contains(got, c.want) {
			t.Errorf("%q with %q: %q, want it to contain %q", c.key, c.name, got, c.want)
		}
		if c.name[0] != 'S' && strings.Contains(got, "teście „") {
			t.Errorf("%q: the test's name is still quoted after „w teście”", got)
		}
	}
}

// TestPolishTestLabelUnframed: a read or a write named as "test „…”" is
// the subject itself, "Odczyt sekwencyjny 128K dał…", not a quoted
// label; the missing facts of a run are in the genitive after "nie
// zapisano".
func TestPolishTestLabelUnframed(t *testing.T) {
	got := polishCases("Test „zapis sekwencyjny 128K” dał mniej niż test „odczyt losowy 64K”.")
	if want := "Zapis sekwencyjny 128K dał mniej niż odczyt losowy 64K."; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	got = Polish.Say("%s were not recorded, and both decide how much of the writes a cache could hold.", Polish.JoinAnd([]string{Polish.Say("the test size"), Polish.Say("the host's cache mode")}))
	if !strings.HasPrefix(got, "W pomiarach nie zapisano rozmiaru pliku testowego i trybu pamięci podręcznej hosta") {
		t.Errorf("%q: want the genitive after „nie zapisano”", got)
	}
}
