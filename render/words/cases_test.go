package words

import "testing"

// TestPolishListsOfTestsDeclined: a list of tests after "w testach: "
// is said in the locative where every name is a read or a write of a
// pattern, as a Polish reviewer writes it; a list that opens with
// another name is left as it was.
func TestPolishListsOfTestsDeclined(t *testing.T) {
	for in, want := range map[string]string{
		"Windows Native prowadzi w testach: odczyt losowy 64K (17,3%), odczyt sekwencyjny 64K (11,8%) i odczyt losowy 4K (5,8%), nigdy przy większej liczbie operacji.": "Windows Native prowadzi w odczycie losowym 64K (17,3%), odczycie sekwencyjnym 64K (11,8%) i odczycie losowym 4K (5,8%), nigdy przy większej liczbie operacji.",
		"W testach: zapis sekwencyjny 64K i zapis sekwencyjny 128K najniższe opóźnienie; dalej zapis losowy 4K.":                                                        "W zapisie sekwencyjnym 64K i zapisie sekwencyjnym 128K najniższe opóźnienie; dalej zapis losowy 4K.",
		"prowadzi w testach: SEQ1M Q8T1 i odczyt losowy 4K.": "prowadzi w testach: SEQ1M Q8T1 i odczyt losowy 4K.",
		// The list ends where its names do: a name in a later
		// parenthesis keeps its own case.
		"prowadzi w testach: odczyt losowy 64K (17,3%) i odczyt losowy 4K, nigdy z kolejką (odczyt losowy 64K: ok. 309).": "prowadzi w odczycie losowym 64K (17,3%) i odczycie losowym 4K, nigdy z kolejką (odczyt losowy 64K: ok. 309).",
	} {
		if got := polishCases(in); got != want {
			t.Errorf("polishCases(%q)\n= %q\nwant %q", in, got, want)
		}
	}
}
