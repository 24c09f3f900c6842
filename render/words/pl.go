package words

// polish is the catalog in Polish, by English key.
var polish = translation{
	// Punctuation and lists.
	"%s.":       {"%s."},
	"%s; %s.":   {"%s; %s."},
	"%s and %s": {"%s i %s"},
	" vs ":      {" vs "},
	// A fleet's hosts.
	"Across the %d hosts of %s, %s ranges from %s to %s, a spread of %s of the hosts' median (%s).": {
		"%[2]s, %[1]d hostów: %[3]s od %[4]s do %[5]s, czyli rozrzut %[6]s względem mediany hostów (%[7]s).",
	},
	"The slowest host, %s, is %s below the median (%s).": {
		"Najwolniejszy host (%s) wypada %s poniżej mediany (%s).",
	},
	"The slowest host, %s, is %s above the median (%s).": {
		"Najwolniejszy host (%s) wypada %s powyżej mediany (%s).",
	},
	"Far from the other hosts: %s.": {"Wyraźnie odstają od pozostałych hostów: %s."},
	"The aggregate fio measured over all the hosts at once is %s.": {
		"Łączny wynik zmierzony przez fio na wszystkich hostach jednocześnie: %s.",
	},
	// Headings and labels of the page.
	"Key findings":                    {"Najważniejsze wnioski"},
	"Results that are not the device": {"Wyniki, których nie wyznacza urządzenie"},
	"Verdict":                         {"Podsumowanie"},
	"Warnings":                        {"Ostrzeżenia"},
	"Test setup and sources":          {"Platforma testowa i źródła"},
	"Results":                         {"Wyniki"},
	"Site logo":                       {"Logo witryny"},
	"Charts":                          {"Wykresy"},
	"Notes":                           {"Uwagi"},
	"Sources":                         {"Źródła"},
	"%s (%s, %d bytes)": {
		"one", "%s (%s, %d bajt)",
		"few", "%s (%s, %d bajty)",
		"many", "%s (%s, %d bajtów)",
	},
	"id %s":          {"id %s"},
	"%s  —  page %d": {"%s  —  strona %d"},
	// Titles and subtitles.
	"%s: storage performance compared": {"%s: porównanie wydajności pamięci masowej"},
	"%d systems compared: storage performance": {
		"one", "Wydajność pamięci masowej: %d konfiguracja",
		"many", "Wydajność pamięci masowej: porównanie %d konfiguracji",
	},
	"%d workloads": {
		"one", "%d obciążenie",
		"few", "%d obciążenia",
		"many", "%d obciążeń",
	},
	"%s: storage performance": {"%s: wydajność pamięci masowej"},
	"%s (%d sources): %s": {
		"one", "%s (%d źródło): %s",
		"few", "%s (%d źródła): %s",
		"many", "%s (%d źródeł): %s",
	},
	"CrystalDiskMark: %d drives compared": {
		"one", "CrystalDiskMark: porównanie %d dysku",
		"many", "CrystalDiskMark: porównanie %d dysków",
	},
	"Queue depth: %s": {"Głębokość kolejki: %s"},
	"Queue depth: %d configurations": {
		"one", "Głębokość kolejki: %d konfiguracja",
		"few", "Głębokość kolejki: %d konfiguracje",
		"many", "Głębokość kolejki: %d konfiguracji",
	},
	"%d to %d": {"od %d do %d"},
	"%s to %s": {"od %s do %s"},
	// Workloads: a pattern, a block size, a direction.
	"random %s read":      {"odczyt losowy %s"},
	"random %s write":     {"zapis losowy %s"},
	"random %s mixed":     {"mieszany losowy %s"},
	"random %s trim":      {"TRIM losowy %s"},
	"sequential %s read":  {"odczyt sekwencyjny %s"},
	"sequential %s write": {"zapis sekwencyjny %s"},
	"sequential %s mixed": {"mieszany sekwencyjny %s"},
	"sequential %s trim":  {"TRIM sekwencyjny %s"},
	"%s read":             {"%s – odczyt"},
	"pattern?":            {"wzorzec dostępu?"},
	"read":                {"odczyt"},
	"write":               {"zapis"},
	"mixed":               {"mieszany"},
	"trim":                {"TRIM"},
	"rnd":                 {"los."},
	"seq":                 {"sekw."},
	"%sR":                 {"%s odczytu"},
	"mix":                 {"mieszany"},
	"mix %s":              {"mieszany %s"},
	// Metrics and their units.
	"Bandwidth":                      {"Przepustowość"},
	"Mean latency":                   {"Średnie opóźnienie"},
	"Latency p50":                    {"Opóźnienie p50"},
	"Latency p99":                    {"Opóźnienie p99"},
	"Latency p99.9":                  {"Opóźnienie p99,9"},
	"CPU use":                        {"Obciążenie CPU"},
	"IOPS per %% CPU":                {"IOPS na 1%% CPU"},
	"Bandwidth per %% CPU":           {"Przepustowość na 1%% CPU"},
	"CPU time per I/O":               {"Czas CPU na operację I/O"},
	"IOPS per core":                  {"IOPS na rdzeń"},
	"Bandwidth per CPU-second":       {"Przepustowość na sekundę CPU"},
	"Score":                          {"Wynik"},
	"Score in %s (higher is better)": {"Wynik w %s (więcej = lepiej)"},
	"Score in %s (lower is better)":  {"Wynik w %s (mniej = lepiej)"},
	"Score in %s (which way is better is not recorded)": {"Wynik w %s (źródło nie podaje, czy lepiej więcej, czy mniej)"},
	"%s per CPU-s":  {"%s na sekundę CPU"},
	"%s per %% CPU": {"%s na 1%% CPU"},
	// Tables.
	"Block size":                {"Rozmiar bloku"},
	"best, clear of the others": {"najlepszy wynik (bez remisu)"},
	"tied for best (within resolution or the tie threshold)": {
		"remis z najlepszym (w granicach zaokrąglenia lub progu remisu)",
	},
	"%s (continued)":         {"%s (ciąg dalszy)"},
	"Random read, %s":        {"Odczyt losowy, %s"},
	"Random write, %s":       {"Zapis losowy, %s"},
	"Random mixed, %s":       {"Mieszany losowy, %s"},
	"Random trim, %s":        {"TRIM losowy, %s"},
	"Sequential read, %s":    {"Odczyt sekwencyjny, %s"},
	"Sequential write, %s":   {"Zapis sekwencyjny, %s"},
	"Sequential mixed, %s":   {"Mieszany sekwencyjny, %s"},
	"Sequential trim, %s":    {"TRIM sekwencyjny, %s"},
	"Unknown pattern %s, %s": {"Nieznany wzorzec dostępu (%s), %s"},
	"%s rounded to the nearest %s in the source; differences within that step are ties.": {
		"%[1]s: źródło zaokrągla do %[2]s; różnice mniejsze niż ten krok traktujemy jako remis.",
	},
	"%s: change against %s": {"%s: zmiana względem konfiguracji %s"},
	"Workload":              {"Obciążenie"},
	"better than %s":        {"lepiej niż: %s"},
	"~ no difference (within resolution or the tie threshold)": {
		"~ bez różnicy (w granicach zaokrąglenia lub progu remisu)",
	},
	"Test":                       {"Test"},
	"Read":                       {"Odczyt"},
	"Write":                      {"Zapis"},
	"Mix":                        {"Mieszany"},
	"Mix %s":                     {"Mieszany %s"},
	"MB/s (1 MB/s = %s bytes/s)": {"MB/s (1 MB/s = %s bajtów/s)"},
	"%s over queue depth":        {"%s a głębokość kolejki"},
	"Queue depth":                {"Głębokość kolejki"},
	"Configuration":              {"Konfiguracja"},
	"the knee: the smallest depth reaching %s of the curve's best": {
		"punkt nasycenia: najmniejsza głębokość, przy której krzywa osiąga %s swojego maksimum",
	},
	"%s, latency": {"%s, opóźnienie"},
	// Charts.
	"%s: distribution of completion latency": {"%s: rozkład opóźnienia realizacji"},
	"%s: distribution of latency":            {"%s: rozkład opóźnienia"},
	"I/Os at or below (%%)":                  {"Operacje I/O o opóźnieniu nie większym (%%)"},
	"Latency (%s, log scale)":                {"Opóźnienie (%s, skala logarytmiczna)"},
	// A chart's description, for readers who cannot see it (SVG's <desc>).
	"Bar chart of %s for %s; workloads: %s.": {"Wykres słupkowy – %s; konfiguracje: %s; obciążenia: %s."},
	"Line chart of %s for %s over queue depths %s to %s.": {
		"Wykres liniowy – %s; konfiguracje: %s; głębokość kolejki od %s do %s.",
	},
	"Line chart of the share of I/Os at or below each latency, on a log scale, for %s.": {
		"Wykres liniowy odsetka operacji I/O o opóźnieniu nie większym niż dana wartość, w skali logarytmicznej; konfiguracje: %s.",
	},
	"Median latency: %s.":                      {"Mediana opóźnienia: %s."},
	"Highest: %s, %s: %s. Lowest: %s, %s: %s.": {"Najwyżej: %s, %s: %s. Najniżej: %s, %s: %s."},
	"rated maximum":                            {"maksimum deklarowane przez producenta"},
	"link":                                     {"łącze"},
	"Read, MB/s by test":                       {"Odczyt, MB/s według testu"},
	"Write, MB/s by test":                      {"Zapis, MB/s według testu"},
	"%s: %s over queue depth":                  {"%s: %s a głębokość kolejki"},
	// Charts of panels (small multiples), their axes and bars.
	"n/a":                                     {"b.d."},
	"%s: throughput and CPU efficiency":       {"%s: przepustowość i efektywność CPU"},
	"%s: throughput and latency by workload":  {"%s: przepustowość i opóźnienie według obciążenia"},
	"Bar charts of %s for %s.":                {"Wykresy słupkowe – %s; konfiguracje: %s."},
	"%s: highest %s, %s; lowest %s, %s.":      {"%s: najwyżej %s, %s; najniżej %s, %s."},
	"%s: %s and latency over queue depth":     {"%s: %s i opóźnienie w funkcji głębokości kolejki"},
	"Mean latency against %s, by queue depth": {"Średnie opóźnienie a %s (etykiety: głębokość kolejki)"},
	"Line chart of mean latency against %s for %s, a point per queue depth.": {"Wykres liniowy średniego opóźnienia w zależności od wielkości: %s; konfiguracje: %s; jeden punkt na każdą głębokość kolejki."},
	"log scale":                          {"skala logarytmiczna"},
	"%s, log scale":                      {"%s, skala logarytmiczna"},
	"%s: MB/s, IOPS and latency by test": {"%s: MB/s, IOPS i opóźnienie według testu"},
	"whiskers: 95%% confidence interval of the median": {"wąsy: 95%% przedział ufności mediany"},
	// Findings of a comparison.
	"%s leads %d of %d": {"%s prowadzi w %d z %d testów"},
	"%s leads all %d it ran": {
		"one", "%[1]s prowadzi w jedynym teście, w którym wziął udział",
		"many", "%s prowadzi we wszystkich %d testach, w których wziął udział",
	},
	"%s leads %d of the %d it ran": {
		"one", "%[1]s prowadzi w %[2]d z %[3]d testu, w którym wziął udział",
		"many", "%s prowadzi w %d z %d testów, w których wziął udział",
	},
	"by %s (%s, %s vs %s)": {"z przewagą %[1]s (%[2]s: %[3]s wobec %[4]s)"},
	"by %s to %s (most in %s, %s vs %s)": {
		"z przewagą od %[1]s do %[2]s (największą – %[3]s: %[4]s wobec %[5]s)",
	},
	"In %s, %s ran at %s CPU for %s, which points to the processor rather than the drives as the limit.": {
		"W teście „%[1]s” obciążenie CPU w konfiguracji %[2]s sięga %[3]s przy %[4]s, co wskazuje na procesor, a nie dyski, jako wąskie gardło.",
	},
	"%s is a tie on %s, %s to %s: about %s per drive over the %d drives, which suggests the drives, not the software, set the limit.": {
		"one", "W teście „%[1]s” wyniki %[2]s są praktycznie równe, od %[3]s do %[4]s – około %[5]s na dysk przy %[6]d dysku, co wskazuje, że granicę wyznacza dysk, a nie oprogramowanie.",
		"many", "W teście „%[1]s” wyniki %[2]s są praktycznie równe, od %[3]s do %[4]s – około %[5]s na dysk przy %[6]d dyskach, co wskazuje, że granicę wyznaczają dyski, a nie oprogramowanie.",
	},
	"%s is a tie on %s, %s to %s, at %s to %s CPU: about %s per drive over the %d drives, which suggests the drives, not the software, set the limit.": {
		"one", "W teście „%[1]s” wyniki %[2]s są praktycznie równe, od %[3]s do %[4]s przy obciążeniu CPU od %[5]s do %[6]s – około %[7]s na dysk przy %[8]d dysku, co wskazuje, że granicę wyznacza dysk, a nie oprogramowanie.",
		"many", "W teście „%[1]s” wyniki %[2]s są praktycznie równe, od %[3]s do %[4]s przy obciążeniu CPU od %[5]s do %[6]s – około %[7]s na dysk przy %[8]d dyskach, co wskazuje, że granicę wyznaczają dyski, a nie oprogramowanie.",
	},
	"Bandwidth, %s against %s": {"Przepustowość, %s kontra %s"},
	"IOPS, %s against %s":      {"IOPS, %s kontra %s"},
	"Bandwidth, %s against %s, never more than %s apart": {
		"Przepustowość, %s kontra %s (różnica nigdy nie przekracza %s)",
	},
	"IOPS, %s against %s, never more than %s apart": {
		"IOPS, %s kontra %s (różnica nigdy nie przekracza %s)",
	},
	"%s, where %s and %s do the same work (%s and %s): %s uses %s less CPU (%s vs %s).": {
		"%[1]s: %[2]s i %[3]s wykonują tę samą pracę (%[4]s i %[5]s), ale %[6]s zużywa o %[7]s mniej CPU (%[8]s wobec %[9]s).",
	},
	"%s, where %s and %s do the same work (%s and %s): %s uses %s the CPU of %s (%s vs %s).": {
		"%[1]s: %[2]s i %[3]s wykonują tę samą pracę (%[4]s i %[5]s), ale %[6]s zużywa %[7]s więcej CPU niż %[8]s (%[9]s wobec %[10]s).",
	},
	"%s their median in %s (%s vs %s CPU per %s)": {
		"w teście „%[2]s” %[1]s więcej niż mediana pozostałych (%[3]s wobec %[4]s CPU na %[5]s)",
	},
	"%s less than their median in %s (%s vs %s CPU per %s)": {
		"w teście „%[2]s” o %[1]s mniej niż mediana pozostałych (%[3]s wobec %[4]s CPU na %[5]s)",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more bandwidth per %% of CPU than %s (%s vs %s).": {
		"one", "W przeliczeniu na 1%% obciążenia procesora najwięcej danych przesyła %[1]s (w %[2]d z %[3]d wyniku); największa przewaga – %[4]s: o %[5]s większa przepustowość na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
		"many", "W przeliczeniu na 1%% obciążenia procesora najwięcej danych przesyła %[1]s (w %[2]d z %[3]d wyników); największa przewaga – %[4]s: o %[5]s większa przepustowość na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s the bandwidth per %% of CPU of %s (%s vs %s).": {
		"one", "W przeliczeniu na 1%% obciążenia procesora najwięcej danych przesyła %[1]s (w %[2]d z %[3]d wyniku); największa przewaga – %[4]s: %[5]s większa przepustowość na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
		"many", "W przeliczeniu na 1%% obciążenia procesora najwięcej danych przesyła %[1]s (w %[2]d z %[3]d wyników); największa przewaga – %[4]s: %[5]s większa przepustowość na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more IOPS per %% of CPU than %s (%s vs %s).": {
		"one", "W przeliczeniu na CPU najwięcej operacji I/O wykonuje %[1]s (w %[2]d z %[3]d wyniku); największa przewaga – %[4]s: o %[5]s więcej IOPS na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
		"many", "W przeliczeniu na CPU najwięcej operacji I/O wykonuje %[1]s (w %[2]d z %[3]d wyników); największa przewaga – %[4]s: o %[5]s więcej IOPS na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s the IOPS per %% of CPU of %s (%s vs %s).": {
		"one", "W przeliczeniu na CPU najwięcej operacji I/O wykonuje %[1]s (w %[2]d z %[3]d wyniku); największa przewaga – %[4]s: %[5]s więcej IOPS na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
		"many", "W przeliczeniu na CPU najwięcej operacji I/O wykonuje %[1]s (w %[2]d z %[3]d wyników); największa przewaga – %[4]s: %[5]s więcej IOPS na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
	},
	"%s peaks at %s (%s, %s of the link)": {
		"%[1]s osiąga maksymalnie %[2]s (%[3]s, %[4]s przepustowości łącza)",
	},
	"%s: no outright lead":                      {"%s: bez wyraźnego lidera"},
	"On %s (at most %s after its framing): %s.": {"Łącze %[1]s (najwyżej %[2]s po odliczeniu narzutu protokołu): %[3]s."},
	"%d results are ties": {
		"one", "jeden wynik to remis",
		"few", "%d wyniki to remisy",
		"many", "%d wyników to remisy",
	},
	"Bandwidth mixed workloads":              {"Przepustowość w obciążeniach mieszanych"},
	"Bandwidth trims":                        {"Przepustowość w operacjach TRIM"},
	"IOPS reads":                             {"IOPS w odczycie"},
	"IOPS writes":                            {"IOPS w zapisie"},
	"IOPS mixed workloads":                   {"IOPS w obciążeniach mieszanych"},
	"IOPS trims":                             {"IOPS w operacjach TRIM"},
	"below the %s tie threshold":             {"poniżej progu remisu %s"},
	"within the figures' printed resolution": {"w granicach zaokrąglenia wyników"},
	"%s bandwidth is a tie: %s within %s of each other (%s to %s), %s.": {
		"W teście „%[1]s” przepustowość to remis: wyniki %[2]s różnią się najwyżej o %[3]s (od %[4]s do %[5]s), %[6]s.",
	},
	"%s IOPS is a tie: %s within %s of each other (%s to %s), %s.": {
		"W teście „%[1]s” IOPS to remis: wyniki %[2]s różnią się najwyżej o %[3]s (od %[4]s do %[5]s), %[6]s.",
	},
	// The systems that tie, as the tie's sentence says them (Polish: in
	// the genitive of "wyniki ...").
	"one system":        {"jednej konfiguracji"},
	"both systems":      {"obu konfiguracji"},
	"all three systems": {"wszystkich trzech konfiguracji"},
	"all four systems":  {"wszystkich czterech konfiguracji"},
	"all five systems":  {"wszystkich pięciu konfiguracji"},
	"all six systems":   {"wszystkich sześciu konfiguracji"},
	"all %d systems":    {"wszystkich %d konfiguracji"},
	// What one system's data supports on its own (alone.go).
	"%s: every figure is flagged below as not the device's alone.": {
		"%s: wszystkie wyniki oznaczono niżej jako takie, których nie wyznacza urządzenie.",
	},
	"%s: the best figure is flagged below as not the device's alone; the best the flags do not call into doubt is %s, %s.": {
		"%s: najlepszy wynik oznaczono niżej jako taki, którego nie wyznacza urządzenie; najlepszy wynik bez zastrzeżeń daje test „%s” (%s).",
	},
	"Queue depth: from %s to %s, mean latency is multiplied by %s but IOPS only by %s; the added I/Os mostly wait in the queue.": {
		"Głębokość kolejki: między „%s” a „%s” średnie opóźnienie rośnie %s raza, a IOPS tylko %s raza; dodatkowe operacje I/O głównie czekają w kolejce.",
	},
	"Queue depth: from %s to %s, IOPS is multiplied by %s and mean latency by %s; the added I/Os are served side by side.": {
		"Głębokość kolejki: między „%s” a „%s” IOPS rosną %s raza, a średnie opóźnienie %s raza; dodatkowe operacje I/O są obsługiwane równolegle.",
	},
	"Block size: from %s to %s, mean latency is multiplied by %s but bandwidth only by %s; larger blocks take longer without moving data as much faster.": {
		"Rozmiar bloku: między „%s” a „%s” średnie opóźnienie rośnie %s raza, a przepustowość tylko %s raza; większe bloki trwają dłużej, ale nie przenoszą danych proporcjonalnie szybciej.",
	},
	"Block size: from %s to %s, bandwidth is multiplied by %s and mean latency by %s; larger blocks move more data for their latency.": {
		"Rozmiar bloku: między „%s” a „%s” przepustowość rośnie %s raza, a średnie opóźnienie %s raza; większe bloki przenoszą więcej danych w stosunku do opóźnienia.",
	},
	"%s: IOPS times mean latency puts %s I/Os in flight, more than the %d the queue depth and jobs allow; the latency and the IOPS figures do not describe the same I/Os.": {
		"W teście „%[1]s” iloczyn IOPS i średniego opóźnienia daje %[2]s operacji I/O w toku, więcej, niż pozwalają głębokość kolejki i liczba wątków (%[3]d); wyniki opóźnienia i IOPS nie opisują tych samych operacji.",
	},
	"%s: IOPS times mean latency puts only %s I/Os in flight of the %d the queue depth and jobs allow; the queue stood partly empty, so the engine or the tool, not the device, set the pace.": {
		"W teście „%[1]s” iloczyn IOPS i średniego opóźnienia daje tylko %[2]s operacji I/O w toku, choć głębokość kolejki i liczba wątków pozwalają na %[3]d; kolejka była częściowo pusta, więc tempo narzucił silnik I/O lub narzędzie, a nie urządzenie.",
	},
	"Little's law: IOPS times mean completion latency puts %s of the queue's slots in flight; completion latency leaves out each I/O's submission, so the queue was at least this full.": {
		"Prawo Little'a: iloczyn IOPS i średniego opóźnienia realizacji wskazuje, że zajęte było %s miejsc w kolejce; opóźnienie realizacji pomija zlecanie operacji, więc kolejka była zapełniona co najmniej w tym stopniu.",
	},
	"Little's law holds: IOPS times mean latency puts %s of the queue's slots in flight in every workload, so the latency and IOPS figures describe the same I/Os and the queue was kept full.": {
		"Prawo Little'a jest spełnione: w każdym obciążeniu iloczyn IOPS i średniego opóźnienia wskazuje, że zajęte było %s miejsc w kolejce, więc wyniki opóźnienia i IOPS opisują te same operacje, a kolejka była stale pełna.",
	},
	"Method: one system was measured, so no figure is compared with another system's; the findings set its workloads side by side.": {
		"Metoda: zmierzono jedną konfigurację, więc żadnego wyniku nie porównujemy z inną; wnioski zestawiają ze sobą jej obciążenia.",
	},
	// The verdict.
	"no one leads the reads":           {"w odczycie nie ma lidera"},
	"no one leads the writes":          {"w zapisie nie ma lidera"},
	"no one leads the mixed workloads": {"w obciążeniach mieszanych nie ma lidera"},
	"no one leads the trims":           {"w operacjach TRIM nie ma lidera"},
	"no one leads most reads (%s leads %d of %d)": {
		"w odczycie żadna konfiguracja nie prowadzi w większości testów (%s prowadzi w %d z %d)",
	},
	"no one leads most writes (%s leads %d of %d)": {
		"w zapisie żadna konfiguracja nie prowadzi w większości testów (%s prowadzi w %d z %d)",
	},
	"no one leads most mixed workloads (%s leads %d of %d)": {
		"w obciążeniach mieszanych żadna konfiguracja nie prowadzi w większości testów (%s prowadzi w %d z %d)",
	},
	"no one leads most trims (%s leads %d of %d)": {
		"w operacjach TRIM żadna konfiguracja nie prowadzi w większości testów (%s prowadzi w %d z %d)",
	},
	// How the comparison judged.
	"Method: the best figure of each workload wins only when it is clear of the others by more than their printed resolution and by more than %s; otherwise the result is a tie.": {
		"Metoda: najlepszy wynik w danym obciążeniu wygrywa tylko wtedy, gdy wyprzedza pozostałe o więcej niż zaokrąglenie wyników i o więcej niż %s; w przeciwnym razie jest remis.",
	},
	"A lead is measured against the runner-up.": {"Przewagę liczymy względem drugiego miejsca."},
	"the Mann-Whitney test":                     {"test Manna-Whitneya"},
	"Welch's t-test":                            {"test t Welcha"},
	"Where runs were repeated, a difference counts only when it is significant at alpha %s by %s, Holm-corrected over the tests of one measurement across the workloads compared; bandwidth and IOPS, being one measurement, are tested once.": {
		"Tam, gdzie pomiary powtórzono, różnica liczy się tylko wtedy, gdy jest istotna na poziomie α = %[1]s (%[2]s), z poprawką Holma na liczbę testów danego pomiaru we wszystkich porównanych obciążeniach; przepustowość i IOPS to jeden pomiar, więc testujemy je raz.",
	},
	"Holm-corrected over the %d tests of %s": {
		"one", "z poprawką Holma na %[1]d test (%[2]s)",
		"few", "z poprawką Holma na %[1]d testy (%[2]s)",
		"many", "z poprawką Holma na %[1]d testów (%[2]s)",
	},
	"Holm-corrected over the %d tests of %s (one measurement, tested once for both)": {
		"one", "z poprawką Holma na %[1]d test – %[2]s to jeden pomiar, testowany raz",
		"few", "z poprawką Holma na %[1]d testy – %[2]s to jeden pomiar, testowany raz",
		"many", "z poprawką Holma na %[1]d testów – %[2]s to jeden pomiar, testowany raz",
	},
	"Holm-corrected over the %d tests of %s (one measurement, tested once for all of them)": {
		"one", "z poprawką Holma na %[1]d test – %[2]s to jeden pomiar, testowany raz",
		"few", "z poprawką Holma na %[1]d testy – %[2]s to jeden pomiar, testowany raz",
		"many", "z poprawką Holma na %[1]d testów – %[2]s to jeden pomiar, testowany raz",
	},
	// Results that cannot be the device alone.
	"the link": {"łącze"},
	"%s, %s: %s of the %s %s carries at most after its framing: near the link's ceiling, which the device cannot pass.": {
		"%[1]s, %[2]s: %[3]s tego, co %[5]s przenosi najwyżej po odliczeniu narzutu protokołu (%[4]s): blisko granicy przepustowości łącza, której urządzenie nie przekroczy.",
	},
	"%s, %s: %s, above the %s %s can carry at all; a cache on the host's side of the link answered, not the device.": {
		"%[1]s, %[2]s: %[3]s, więcej niż %[4]s, które %[5]s w ogóle może przenieść; odpowiedziała pamięć podręczna po stronie hosta, nie urządzenie.",
	},
	"%s, %s: %s above the device's rated maximum; a cache answered, not the device.": {
		"%[1]s, %[2]s: %[3]s powyżej maksimum deklarowanego przez producenta; odpowiadała pamięć podręczna, a nie urządzenie.",
	},
	"%s, %s: %s above the most the bare device did; a cache, likely the host's page cache, answered.": {
		"%[1]s, %[2]s: %[3]s powyżej maksimum zmierzonego bezpośrednio na urządzeniu; odpowiadała pamięć podręczna, najpewniej pamięć podręczna stron (page cache) hosta.",
	},
	"%s, %s: flagged %s": {"%s, %s: oznaczono (%s)"},
	"%s, %s at %s":       {"%s, %s przy %s"},
	"%s: %s to %s above the device's rated maximum; a cache answered, not the device.": {
		"%[1]s: od %[2]s do %[3]s powyżej maksimum deklarowanego przez producenta; odpowiadała pamięć podręczna, a nie urządzenie.",
	},
	"%s: %s to %s of the %s %s carries at most after its framing: near the link's ceiling, which the device cannot pass.": {
		"%[1]s: od %[2]s do %[3]s tego, co %[5]s przenosi najwyżej po odliczeniu narzutu protokołu (%[4]s): blisko granicy przepustowości łącza, której urządzenie nie przekroczy.",
	},
	"%s: %s to %s the %s %s can carry at all; a cache on the host's side of the link answered, not the device.": {
		"%[1]s: od %[2]s do %[3]s tego, co %[5]s w ogóle może przenieść (%[4]s); odpowiedziała pamięć podręczna po stronie hosta, nie urządzenie.",
	},
	"%s: flagged %s": {"%s: oznaczono (%s)"},
	// A queue-depth sweep. A configuration is named with what its target
	// is, in parentheses, so that its name stays as given; depths (QD32)
	// and figures take no case ending: Turkish joins them with "ile" and
	// "düzeyi", Polish puts them after "przy", "od" and "do".
	"%s: %s peaks at %s (%s)":      {"%s: maksimum konfiguracji %s to %s (%s)"},
	"%s peaks highest, at %s (%s)": {"najwyższy wynik ma %[1]s – %[2]s (%[3]s)"},
	"%s at %s (%s), %s of it":      {"%[1]s osiąga %[2]s (%[3]s), czyli %[4]s tej wartości"},
	"%s at %s (%s), %s of it, a difference inside the run-to-run noise": {
		"konfiguracji %s – %s (%s), czyli %s tej wartości – różnica w granicach szumu pomiarowego",
	},
	"%s; from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise: the added requests only queue": {
		"%[1]s; między %[2]s a %[3]s opóźnienie rośnie %[4]s (z %[5]s do %[6]s) bez zysku ponad szum – dodatkowe żądania tylko czekają w kolejce",
	},
	"%s; likewise, from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise": {
		"%[1]s; tu również między %[2]s a %[3]s opóźnienie rośnie %[4]s (z %[5]s do %[6]s) bez zysku ponad szum",
	},
	"%s; it too loses %s from its peak at %s to %s (%s to %s), while its latency grows %s": {
		"%[1]s; również tu wynik spada o %[2]s od maksimum przy %[3]s do %[4]s (z %[5]s do %[6]s), a opóźnienie rośnie %[7]s",
	},
	"%s; from %s to %s it gains nothing beyond the noise": {
		"%[1]s; między %[2]s a %[3]s brak zysku ponad szum",
	},
	"%s; from its peak at %s to %s it loses %s (%s to %s) while its latency grows %s": {
		"%[1]s; od maksimum przy %[2]s do %[3]s wynik spada o %[4]s (z %[5]s do %[6]s), a opóźnienie rośnie %[7]s",
	},
	"%s; from its peak at %s to %s it loses %s (%s to %s)": {
		"%[1]s; od maksimum przy %[2]s do %[3]s wynik spada o %[4]s (z %[5]s do %[6]s)",
	},
	"%s; its swings from %s on, between %s and %s, are within the run-to-run noise": {
		"%[1]s; wahania od %[2]s w górę, między %[3]s a %[4]s, mieszczą się w szumie pomiarowym",
	},
	"%s; going on to %s changes it by %s": {"%[1]s; przejście do %[2]s zmienia wynik o %[3]s"},
	"%s; going on to %s multiplies its latency by %s for %s more IOPS": {
		"%[1]s; przejście do %[2]s zwiększa opóźnienie %[3]s przy wzroście IOPS o %[4]s",
	},
	"%s; going on to %s multiplies its latency by %s for %s more bandwidth": {
		"%[1]s; przejście do %[2]s zwiększa opóźnienie %[3]s przy wzroście przepustowości o %[4]s",
	},
	"%s; going on to %s multiplies its latency by %s for %s fewer IOPS": {
		"%[1]s; przejście do %[2]s zwiększa opóźnienie %[3]s przy spadku IOPS o %[4]s",
	},
	"%s; going on to %s multiplies its latency by %s for %s less bandwidth": {
		"%[1]s; przejście do %[2]s zwiększa opóźnienie %[3]s przy spadku przepustowości o %[4]s",
	},
	"Runs are as short as %s: too short to see a drive's cache fill or its background work.": {
		"Najkrótsze pomiary trwają %s: to za krótko, by zobaczyć zapełnienie pamięci podręcznej dysku czy jego pracę w tle.",
	},
	"±%s for %s (differences under %s are noise)": {"%[2]s – rozrzut pojedynczego pomiaru ok. ±%[1]s, więc za istotne uznajemy dopiero różnice powyżej ok. %[3]s"},
	"The spread of the repeated runs puts the run-to-run noise at %s.": {
		"Szum pomiarowy według rozrzutu powtórzonych pomiarów: %s.",
	},
	"%s: no repeats and no zig-zag to measure the noise by, so small differences cannot be judged.": {
		"%s: brak powtórzeń i zygzaków, z których dałoby się oszacować szum, więc małych różnic nie da się ocenić.",
	},
	"%s, %s at %s: %s above the most %s did; a cache answered, not the device.": {
		"%[1]s, %[2]s przy %[3]s: %[4]s powyżej maksimum konfiguracji %[5]s; odpowiadała pamięć podręczna, a nie urządzenie.",
	},
	"%s: %s to %s above the most %s did; a cache answered, not the device.": {
		"%[1]s: od %[2]s do %[3]s powyżej maksimum konfiguracji %[4]s; odpowiadała pamięć podręczna, a nie urządzenie.",
	},
	"%s: %s top out together near %s (their maxima within %s of each other), against %s for %s: a ceiling they share, not the device's.": {
		"%[1]s – %[2]s: wspólny pułap około %[3]s (maksima różnią się najwyżej o %[4]s), wobec %[5]s w konfiguracji %[6]s; to ograniczenie wspólne, a nie urządzenia.",
	},
	"%s: %s top out together near %s (their maxima within %s of each other): a ceiling they share, not the device's.": {
		"%[1]s – %[2]s: wspólny pułap około %[3]s (maksima różnią się najwyżej o %[4]s); to ograniczenie wspólne, a nie urządzenia.",
	},
	"%s: every figure is flagged": {"%s: wszystkie wyniki z zastrzeżeniem"},
	"%s: %s, %s at %s":            {"%s: %s, %s przy %s"},
	"%s (%s higher, but flagged)": {"%s (%s wyżej, ale z zastrzeżeniem)"},
	"Highest result the flags do not call into doubt, per workload: %s.": {
		"Najwyższy wynik bez zastrzeżeń w każdym obciążeniu: %s.",
	},
	"Random workloads are measured in IOPS, sequential ones in bandwidth. A curve's knee is the smallest queue depth that reaches %s of its peak; latency growth is the mean latency at the deepest depth over the mean latency at the knee, or at the peak where the curve falls.": {
		"Obciążenia losowe mierzymy w IOPS, sekwencyjne – przepustowością. Punkt nasycenia krzywej to najmniejsza głębokość kolejki, przy której osiąga ona %s swojego maksimum; wzrost opóźnienia to średnie opóźnienie przy największej głębokości podzielone przez średnie opóźnienie w punkcie nasycenia (albo w maksimum, gdy krzywa opada).",
	},
	"Where a depth was not run more than once, the run-to-run noise is read from each configuration's curves: throughput over queue depth rises, then holds or falls, so what the closest such curve leaves (its zig-zags) is noise. Two figures differ beyond the noise when their ratio is more than twice the noise of a difference.": {
		"Gdy danej głębokości nie mierzono wielokrotnie, szum pomiarowy odczytujemy z krzywych każdej konfiguracji: wydajność w funkcji głębokości kolejki rośnie, a potem się utrzymuje lub spada, więc to, czego najbliższa krzywa o takim kształcie nie wyjaśnia (zygzaki), jest szumem. Dwa wyniki różnią się ponad szum, gdy ich stosunek przekracza dwukrotność szumu różnicy.",
	},
	"Ratios are each configuration's figure over %s's at the same depth.": {
		"Ilorazy to wynik każdej konfiguracji podzielony przez wynik konfiguracji %s przy tej samej głębokości.",
	},
	// A CrystalDiskMark review.
	"%d figures are the best of %d passes": {
		"one", "%d wynik to najlepszy z %d przebiegów",
		"few", "%d wyniki to najlepsze z %d przebiegów",
		"many", "%d wyników to najlepsze z %d przebiegów",
	},
	"%d figures are the mean of %d passes": {
		"one", "%d wynik to średnia z %d przebiegów",
		"few", "%d wyniki to średnie z %d przebiegów",
		"many", "%d wyników to średnie z %d przebiegów",
	},
	"%d figures are single passes": {
		"one", "%d wynik pochodzi z jednego przebiegu",
		"few", "%d wyniki pochodzą z jednego przebiegu",
		"many", "%d wyników pochodzi z jednego przebiegu",
	},
	"Aggregation, as the tools reported it: %s.": {
		"Sposób łączenia przebiegów (według narzędzi): %s.",
	},
	"Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters.": {
		"Sposób łączenia przebiegów (według narzędzi): %s. Najlepszy z kilku przebiegów to nie średnia: zestawiony ze średnią zawyża wynik.",
	},
	"Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters, and the warnings say where the two meet.": {
		"Sposób łączenia przebiegów (według narzędzi): %s. Najlepszy z kilku przebiegów to nie średnia: zestawiony ze średnią zawyża wynik, a ostrzeżenia wskazują, gdzie jedno zestawiono z drugim.",
	},
	// Warnings.
	"%s has %d rows for %s; its figures are their median": {
		"one", "%[1]s – %[3]s: %[2]d wiersz danych; wyniki to jego mediana",
		"few", "%[1]s – %[3]s: %[2]d wiersze danych; wyniki to ich mediana",
		"many", "%[1]s – %[3]s: %[2]d wierszy danych; wyniki to ich mediana",
	},
	"latency not compared in %s: %s report completion latency (from submission to completion), %s total latency (submission included)": {
		"%[1]s: opóźnień nie porównano – %[2]s podają opóźnienie realizacji (od zlecenia do zakończenia), a %[3]s opóźnienie całkowite (ze zleceniem)",
	},
	"need %d runs per system to test at alpha %s; some cells have %d, so no difference there can be significant": {
		"one", "test na poziomie alfa %[2]s wymaga %[1]d pomiaru na konfigurację; niektóre obciążenia mają %[3]d, więc żadna różnica nie może tam być istotna",
		"many", "test na poziomie alfa %[2]s wymaga %[1]d pomiarów na konfigurację; niektóre obciążenia mają %[3]d, więc żadna różnica nie może tam być istotna",
	},
	"%s compares best-of-N figures with means; the best of several passes overstates a system against a mean": {
		"%s: zestawiono najlepsze z kilku przebiegów ze średnimi; najlepszy przebieg zawyża wynik konfiguracji względem średniej",
	},
	"the source does not record which way is better, a higher or a lower score, for %d tests, so none of them is ranked": {
		"one", "źródło nie podaje dla %d testu, czy lepszy jest wyższy, czy niższy wynik, więc nie ma w nim rankingu",
		"few", "źródło nie podaje dla %d testów, czy lepszy jest wyższy, czy niższy wynik, więc w żadnym z nich nie ma rankingu",
		"many", "źródło nie podaje dla %d testów, czy lepszy jest wyższy, czy niższy wynik, więc w żadnym z nich nie ma rankingu",
	},
	"every cell has a single run on at least one side: no difference can be tested": {
		"w każdym obciążeniu co najmniej jedna strona ma pojedynczy pomiar: żadnej różnicy nie da się przetestować",
	},
	"engine (%s)": {"silnik I/O (%s)"},
	"host (%s)":   {"host (%s)"},
	"target (%s)": {"cel (%s)"},
	"%s pools rows that differ in %s, so its figures mix them; %s": {
		"%[1]s łączy wiersze różniące się pod względem: %[2]s, więc jego wyniki je mieszają; %[3]s",
	},
	"to compare them, give each run its own name: %s": {
		"aby je porównać, nadaj każdemu pomiarowi własną nazwę: %s",
	},
	"to compare them, make each fio job a system named after the job: %s, then %s": {
		"aby je porównać, zrób z każdego zadania fio osobną konfigurację nazwaną jak zadanie: %s, a potem %s",
	},
	"to compare them, name the systems after the files' paths: %s, then %s": {
		"aby je porównać, nazwij konfiguracje według ścieżek plików: %s, a potem %s",
	},
	"No curve for %s: the data has %s figures at fewer than two of their queue depths": {
		"%s: brak krzywej – dane zawierają wyniki (%s) dla mniej niż dwóch głębokości kolejki",
	},
	"The data has no %s figures: no table has a row of them and no chart shows them.": {
		"Dane nie zawierają wyników (%s): nie ma ich w żadnej tabeli ani na żadnym wykresie.",
	},
	"baseline %q has no sweep to compare with": {
		"konfiguracja odniesienia %q nie ma serii pomiarów głębokości kolejki do porównania",
	},
	"Not in steady state (SNIA rule: range within %s and slope within %s of the mean): %s %s %s: %d samples, fewer than the %d the steady-state rule needs": {
		"one", "Brak stanu ustalonego (reguła SNIA: rozrzut w granicach %[1]s i nachylenie w granicach %[2]s średniej): %[3]s %[4]s %[5]s: %[6]d próbka, mniej niż %[7]d wymaganych przez regułę",
		"few", "Brak stanu ustalonego (reguła SNIA: rozrzut w granicach %[1]s i nachylenie w granicach %[2]s średniej): %[3]s %[4]s %[5]s: %[6]d próbki, mniej niż %[7]d wymaganych przez regułę",
		"many", "Brak stanu ustalonego (reguła SNIA: rozrzut w granicach %[1]s i nachylenie w granicach %[2]s średniej): %[3]s %[4]s %[5]s: %[6]d próbek, mniej niż %[7]d wymaganych przez regułę",
	},
	"Not in steady state (SNIA rule: range within %s and slope within %s of the mean): %s %s %s: range %s and slope %s of the mean over the last %d samples": {
		"Brak stanu ustalonego (reguła SNIA: rozrzut w granicach %[1]s i nachylenie w granicach %[2]s średniej): %[3]s %[4]s %[5]s: rozrzut %[6]s i nachylenie %[7]s średniej w ostatnich %[8]d próbkach",
	},
	// The test setup table and what it says of setups that differ.
	"Test setup":             {"Platforma testowa"},
	"All systems":            {"Wszystkie konfiguracje"},
	"Tool":                   {"Narzędzie"},
	"Profile":                {"Profil"},
	"Test size":              {"Rozmiar pliku testowego"},
	"Passes per test":        {"Przebiegi w teście"},
	"Runs per workload":      {"Pomiary na obciążenie"},
	"Measured time":          {"Czas pomiaru"},
	"Interval between tests": {"Przerwa między testami"},
	"Warm-up":                {"Rozgrzewka"},
	"Volume fill level":      {"Zapełnienie woluminu"},
	"I/O engine":             {"Silnik I/O"},
	"Jobs (threads)":         {"Liczba wątków"},
	"Direct I/O":             {"Bezpośrednie I/O"},
	"Write-through":          {"Zapis bez pamięci podręcznej (write-through)"},
	"CPU":                    {"Procesor"},
	"%s, %d logical CPUs": {
		"one", "%s, %d procesor logiczny",
		"few", "%s, %d procesory logiczne",
		"many", "%s, %d procesorów logicznych",
	},
	"%d logical CPUs": {
		"one", "%d procesor logiczny",
		"few", "%d procesory logiczne",
		"many", "%d procesorów logicznych",
	},
	"Memory":                           {"Pamięć"},
	"Operating system":                 {"System operacyjny"},
	"Kernel":                           {"Jądro"},
	"Drive":                            {"Dysk"},
	"%s, firmware %s":                  {"%s, firmware %s"},
	"Drives":                           {"Liczba dysków"},
	"Link":                             {"Łącze"},
	"File system":                      {"System plików"},
	"Block device":                     {"Urządzenie blokowe"},
	"Storage under test":               {"Testowana pamięć masowa"},
	"RAM-backed (memory, not a drive)": {"pamięć RAM (nie dysk)"},
	"virtual disk":                     {"dysk wirtualny"},
	"physical drive":                   {"dysk fizyczny"},
	"Date":                             {"Data"},
	"yes":                              {"tak"},
	"no":                               {"nie"},
	"varies":                           {"różnie"},
	"%s s":                             {"%s s"},
	"The systems were not measured alike, so part of a difference between them may come from the setup: %s.": {
		"Konfiguracji nie mierzono w tych samych warunkach, więc część różnic może wynikać z ustawień testu: %s.",
	},
	"tool or version":        {"narzędzie lub wersja"},
	"test size":              {"rozmiar pliku testowego"},
	"operating system":       {"system operacyjny"},
	"volume fill level":      {"zapełnienie woluminu"},
	"direct or buffered I/O": {"bezpośrednie lub buforowane I/O"},
	"direct":                 {"bezpośrednie"},
	"buffered":               {"buforowane"},
	"single short runs (one pass of under %s, no repeats): %s": {
		"pojedyncze krótkie pomiary (jeden przebieg krótszy niż %s, bez powtórzeń): %s",
	},
	// What compare prints.
	"old":                           {"stare"},
	"new":                           {"nowe"},
	"delta":                         {"zmiana"},
	"only in old, not compared: %s": {"tylko w starych wynikach, nie porównano: %s"},
	"only in new, not compared: %s": {"tylko w nowych wynikach, nie porównano: %s"},
	"%s (%d runs)": {
		"one", "%s (%d pomiar)",
		"few", "%s (%d pomiary)",
		"many", "%s (%d pomiarów)",
	},
	"warning: %s":       {"ostrzeżenie: %s"},
	"%s ± %s range":     {"%s ± %s zakres"},
	"%s (%s, untested)": {"%s (%s, nie testowano)"},
	// The story: a lead, a verdict, credits (issue 24).
	"%s: above what the link can carry, so a cache answered, not the drive.": {
		"%s: więcej, niż łącze w ogóle przeniesie, więc odpowiedziała pamięć podręczna, nie dysk.",
	},
	"%d threads": {
		"one", "%d wątek",
		"few", "%d wątki",
		"many", "%d wątków",
	},
	"%d workloads (%s)": {
		"one", "%d obciążenie (%s)",
		"few", "%d obciążenia (%s)",
		"many", "%d obciążeń (%s)",
	},
	"%s %s of %s":                   {"%[1]s %[2]s %[3]s"},
	"%s of %s":                      {"%[1]s %[2]s"},
	"%s blocks":                     {"bloków %s"},
	"%s to %s blocks":               {"bloków od %s do %s"},
	"random":                        {"losowe"},
	"sequential":                    {"sekwencyjne"},
	"reads":                         {"odczyty"},
	"writes":                        {"zapisy"},
	"mixes":                         {"operacje mieszane"},
	"trims":                         {"operacje TRIM"},
	"%s ran %s.":                    {"Zestawiamy wyniki konfiguracji %[1]s; %[2]s."},
	"%s were tested with %s in %s.": {"Dyski %[1]s przetestowano narzędziem %[2]s; %[3]s."},
	"by up to %s":                   {"z przewagą do %s"},
	"by %s":                         {"z przewagą %s"},
	"%s leads most reads, %s (%s, %s vs %s)": {
		"%[1]s prowadzi w większości odczytów, %[2]s (%[3]s: %[4]s wobec %[5]s)",
	},
	"%s leads every read, %s (%s, %s vs %s)": {
		"%[1]s prowadzi w każdym odczycie, %[2]s (%[3]s: %[4]s wobec %[5]s)",
	},
	"%s leads most writes, %s (%s, %s vs %s)": {
		"%[1]s prowadzi w większości zapisów, %[2]s (%[3]s: %[4]s wobec %[5]s)",
	},
	"%s leads every write, %s (%s, %s vs %s)": {
		"%[1]s prowadzi w każdym zapisie, %[2]s (%[3]s: %[4]s wobec %[5]s)",
	},
	"%s leads most mixes, %s (%s, %s vs %s)": {
		"%[1]s prowadzi w większości operacji mieszanych, %[2]s (%[3]s: %[4]s wobec %[5]s)",
	},
	"%s leads every mix, %s (%s, %s vs %s)": {
		"%[1]s prowadzi w każdej operacji mieszanej, %[2]s (%[3]s: %[4]s wobec %[5]s)",
	},
	"%s leads most trims, %s (%s, %s vs %s)": {
		"%[1]s prowadzi w większości operacji TRIM, %[2]s (%[3]s: %[4]s wobec %[5]s)",
	},
	"%s leads every trim, %s (%s, %s vs %s)": {
		"%[1]s prowadzi w każdej operacji TRIM, %[2]s (%[3]s: %[4]s wobec %[5]s)",
	},
	"%s leads most results, %s (%s, %s vs %s).": {
		"%[1]s prowadzi w większości wyników, %[2]s (%[3]s: %[4]s wobec %[5]s).",
	},
	"%s leads every result, %s (%s, %s vs %s).": {
		"%[1]s prowadzi we wszystkich wynikach, %[2]s (%[3]s: %[4]s wobec %[5]s).",
	},
	"%s does the most work per unit of CPU in %d of %d results: in these runs it used the least CPU for the work it did.": {
		"one", "Konfiguracja %[1]s wykonuje najwięcej pracy na jednostkę CPU w %[2]d z %[3]d wyniku, czyli w tych pomiarach zużywa najmniej CPU na jednostkę przepustowości.",
		"many", "Konfiguracja %[1]s wykonuje najwięcej pracy na jednostkę CPU w %[2]d z %[3]d wyników, czyli w tych pomiarach zużywa najmniej CPU na jednostkę przepustowości.",
	},
	"In %s, %s ran at nearly full CPU, which suggests the processor, not the drives, limits them there.": {
		"W teście „%[1]s” konfiguracje %[2]s niemal w pełni obciążają procesor, co wskazuje na niego jako wąskie gardło.",
	},
	"In %s, %s ran at nearly full CPU, which suggests the processor, not the drives, limits it there.": {
		"W teście „%[1]s” konfiguracja %[2]s niemal w pełni obciąża procesor, co wskazuje na niego jako wąskie gardło.",
	},
	"In %s every system stops at about the same figure, which suggests the drives set the limit.": {
		"W teście „%s” wszystkie konfiguracje zatrzymują się na niemal tym samym wyniku, co wskazuje, że ograniczeniem są prawdopodobnie dyski.",
	},
	"No system is the clear choice: none leads most of the results in any direction.": {
		"Żadna konfiguracja nie jest oczywistym wyborem: żadna nie prowadzi w większości wyników w żadnym kierunku.",
	},
	"%s is the one to choose for %s: it leads %s.": {"%[1]s to najlepszy wybór (%[2]s): prowadzi %[3]s."},
	"%s for reads (up to %s ahead)":                {"%[1]s do odczytów (przewaga do %[2]s)"},
	"%s for writes (up to %s ahead)":               {"%[1]s do zapisów (przewaga do %[2]s)"},
	"%s for mixes (up to %s ahead)":                {"%[1]s do operacji mieszanych (przewaga do %[2]s)"},
	"%s for trims (up to %s ahead)":                {"%[1]s do operacji TRIM (przewaga do %[2]s)"},
	"The choice follows the work: %s.":             {"Wybór zależy od obciążenia: %s."},
	"Caveat: the systems were not measured alike (%s), so part of each difference may come from the setup.": {
		"Zastrzeżenie: konfiguracji nie zmierzono jednakowo (%s), więc część każdej różnicy może wynikać z ustawień testu.",
	},
	"Each figure is a single run, so no lead was tested for significance: the smallest, %s's %s in %s, may not hold in a repeat.": {
		"Każdy wynik to pojedynczy przebieg, więc żadnej przewagi nie sprawdzono pod kątem istotności: najmniejsza (%[1]s, %[2]s w teście „%[3]s”) może nie utrzymać się w powtórce.",
	},
	"Each figure is a single run, so no lead was tested for significance.": {
		"Każdy wynik to pojedynczy przebieg, więc żadnej przewagi nie sprawdzono pod kątem istotności statystycznej.",
	},
	"Size latency-sensitive work by the p99, not the mean: in %s the p99 latency, %s, is %s the mean, %s.": {
		"Obciążenia wrażliwe na opóźnienie planuj według p99, nie średniej: w teście „%[1]s” opóźnienie p99 (%[2]s) jest %[3]s wyższe od średniego (%[4]s).",
	},
	"Each figure is a single run of %s, so how much a repeat would differ is not known.": {
		"Każdy wynik to pojedynczy przebieg trwający %s, więc nie wiadomo, o ile różniłaby się powtórka.",
	},
	"Each figure is a single run, so how much a repeat would differ is not known.": {
		"Każdy wynik to pojedynczy przebieg, więc nie wiadomo, o ile różniłaby się powtórka.",
	},
	"%s in %s": {"%[1]s w teście „%[2]s”"},
	"For %s, more queue depth stops paying at %s for random I/O and at %s for sequential I/O: past it, latency grows and throughput does not.": {
		"Głębsza kolejka przestaje się opłacać gdzieś w przedziale %[2]s przy losowym I/O i %[3]s przy sekwencyjnym – dalej %[1]s ma już tylko większe opóźnienie, a nie większą przepustowość.",
	},
	"For %s, more queue depth stops paying at %s: past it, latency grows and throughput does not.": {
		"Dla konfiguracji %[1]s głębsza kolejka przestaje się opłacać (%[2]s) – dalej rośnie już tylko opóźnienie, a nie przepustowość.",
	},
	"Platforms: %s; a platform's lead is measured against the best system of the other.": {
		"Platformy: %s; przewagę platformy mierzy się względem najlepszej konfiguracji drugiej platformy.",
	},
	"Published results": {"Opublikowane wyniki"},
	"measured with %s, %d runs, %s": {
		"one", "zmierzono narzędziem %[1]s, %[2]d pomiar, %[3]s",
		"few", "zmierzono narzędziem %[1]s, %[2]d pomiary, %[3]s",
		"many", "zmierzono narzędziem %[1]s, %[2]d pomiarów, %[3]s",
	},
	"measured with %s, %d runs": {
		"one", "zmierzono narzędziem %[1]s, %[2]d pomiar",
		"few", "zmierzono narzędziem %[1]s, %[2]d pomiary",
		"many", "zmierzono narzędziem %[1]s, %[2]d pomiarów",
	},
	"%s export, %s": {"eksport z %[1]s, %[2]s"},
	"%s export":     {"eksport z %s"},
	"%s output, %d runs, %s": {
		"one", "wyniki %[1]s, %[2]d pomiar, %[3]s",
		"few", "wyniki %[1]s, %[2]d pomiary, %[3]s",
		"many", "wyniki %[1]s, %[2]d pomiarów, %[3]s",
	},
	"%s output, %d runs": {
		"one", "wyniki %[1]s, %[2]d pomiar",
		"few", "wyniki %[1]s, %[2]d pomiary",
		"many", "wyniki %[1]s, %[2]d pomiarów",
	},
	"%s output, %s":   {"wyniki %[1]s, %[2]s"},
	"%s output":       {"wyniki %s"},
	"%s January %s":   {"%s stycznia %s"},
	"%s February %s":  {"%s lutego %s"},
	"%s March %s":     {"%s marca %s"},
	"%s April %s":     {"%s kwietnia %s"},
	"%s May %s":       {"%s maja %s"},
	"%s June %s":      {"%s czerwca %s"},
	"%s July %s":      {"%s lipca %s"},
	"%s August %s":    {"%s sierpnia %s"},
	"%s September %s": {"%s września %s"},
	"%s October %s":   {"%s października %s"},
	"%s November %s":  {"%s listopada %s"},
	"%s December %s":  {"%s grudnia %s"},
	"%d systems": {
		"one", "%d konfiguracja",
		"few", "%d konfiguracje",
		"many", "%d konfiguracji",
	},
	"Each figure is the median of %d runs.": {
		"one", "Każdy wynik to mediana z %d przebiegu.",
		"many", "Każdy wynik to mediana z %d przebiegów.",
	},
	"%s leads %d of the %d reads, %s (%s, %s vs %s)": {
		"%[1]s prowadzi w %[2]d z %[3]d odczytów, %[4]s (%[5]s: %[6]s wobec %[7]s)",
	},
	"%s leads %d of the %d writes, %s (%s, %s vs %s)": {
		"%[1]s prowadzi w %[2]d z %[3]d zapisów, %[4]s (%[5]s: %[6]s wobec %[7]s)",
	},
	"%s leads %d of the %d mixes, %s (%s, %s vs %s)": {
		"%[1]s prowadzi w %[2]d z %[3]d operacji mieszanych, %[4]s (%[5]s: %[6]s wobec %[7]s)",
	},
	"%s leads %d of the %d trims, %s (%s, %s vs %s)": {
		"%[1]s prowadzi w %[2]d z %[3]d operacji TRIM, %[4]s (%[5]s: %[6]s wobec %[7]s)",
	},
	"%s leads %d of the %d results, %s (%s, %s vs %s); the rest are ties.": {
		"%[1]s prowadzi w %[2]d z %[3]d wyników, %[4]s (%[5]s: %[6]s wobec %[7]s); pozostałe to remisy.",
	},
	"Steady state cannot be checked: %d runs logged fewer than the %d samples the SNIA PTS rule needs.": {
		"one", "Nie da się stwierdzić, czy osiągnięto stan ustalony: jeden pomiar ma mniej próbek, niż wymaga kryterium SNIA PTS (%[2]d).",
		"few", "Nie da się stwierdzić, czy osiągnięto stan ustalony: %[1]d pomiary mają mniej próbek, niż wymaga kryterium SNIA PTS (%[2]d).",
		"many", "Nie da się stwierdzić, czy osiągnięto stan ustalony: %[1]d pomiarów ma mniej próbek, niż wymaga kryterium SNIA PTS (%[2]d).",
	},
	"Queue depth: from %s to %s, mean latency is multiplied by %s while IOPS falls by %s; the added I/Os only wait in the queue.": {
		"Głębokość kolejki: przy przejściu z „%[1]s” na „%[2]s” średnie opóźnienie rośnie %[3]s raza, a IOPS spada o %[4]s; dodane operacje tylko czekają w kolejce.",
	},
	"Block size: from %s to %s, mean latency is multiplied by %s while bandwidth falls by %s.": {
		"Rozmiar bloku: przy przejściu z „%[1]s” na „%[2]s” średnie opóźnienie rośnie %[3]s raza, a przepustowość spada o %[4]s.",
	},
	"%s is the one to choose: it is ahead in %d of the %d results and behind in none.": {
		"Najlepszym wyborem jest %[1]s: prowadzi w %[2]d z %[3]d wyników i w żadnym nie przegrywa.",
	},
	// A ratio in running text: "24 razy", "2,4 raza" (a fraction takes
	// "raza"); tables and charts keep "×".
	"%d×": {
		"one", "%d raz",
		"many", "%d razy",
	},
	"%s×": {"%s raza"},
	// A sweep's claims held to what the figures show (i24-truth).
	"%s; from %s on it swings between %s and %s (%s) with no trend, more than the %s the run-to-run noise explains: the curve is unsteady there": {
		"%[1]s; od %[2]s waha się bez wyraźnego trendu między %[3]s a %[4]s (%[5]s), czyli bardziej, niż tłumaczy szum pomiarowy (%[6]s): w tym zakresie krzywa jest niestabilna",
	},
	"%s writes faster than it reads (%s %s, %s %s): most likely a write-back cache took the writes.": {
		"%[1]s: zapis szybszy niż odczyt (%[2]s %[3]s, %[4]s %[5]s), więc zapisy najpewniej przejęła pamięć podręczna typu write-back.",
	},

	// Repeated runs: open, not a tie; unequal queues (i24-truth).
	"%d results are open: their difference is not significant": {
		"one", "%d wynik nierozstrzygnięty: różnica nieistotna statystycznie",
		"few", "%d wyniki nierozstrzygnięte: różnica nieistotna statystycznie",
		"many", "%d wyników nierozstrzygniętych: różnica nieistotna statystycznie",
		"other", "%d wyniku nierozstrzygniętego: różnica nieistotna statystycznie",
	},
	"%s IOPS is inconclusive, not a tie: the medians run from %s to %s, %s.": {
		"%[1]s, IOPS: wynik nierozstrzygnięty, a nie remis – mediany od %[2]s do %[3]s; %[4]s.",
	},
	"%s bandwidth is inconclusive, not a tie: the medians run from %s to %s, %s.": {
		"%[1]s, przepustowość: wynik nierozstrzygnięty, a nie remis – mediany od %[2]s do %[3]s; %[4]s.",
	},

	"In %s, %s kept about %s I/Os in flight against %s for %s: the leads there are what a deeper queue buys, not a like-for-like comparison.": {
		"W testach (%[1]s) konfiguracja %[2]s miała w toku średnio około %[3]s operacji, a konfiguracja %[5]s – %[4]s. Przewagi w nich wynikają z głębszej kolejki, to nie jest porównanie w równych warunkach.",
	},

	"CPU time per I/O, the job's own threads": {"Czas CPU na operację I/O, tylko wątki zadania"},

	"Largest absolute latency gap: %s, %s at %s against %s at %s, %s as long (%s apart).": {
		"Największa bezwzględna różnica opóźnień wystąpiła w teście „%[1]s”: %[2]s – %[3]s, %[4]s – %[5]s, czyli %[6]s dłużej (różnica %[7]s).",
	},
	"Largest absolute latency gap: %s, %s %s vs %s %s, %s lower (%s apart).": {
		"Największa bezwzględna różnica opóźnień wystąpiła w teście „%[1]s”: %[2]s – %[3]s, %[4]s – %[5]s, czyli o %[6]s mniej (różnica %[7]s).",
	},
	"the best %s system, %s": {"najlepsza konfiguracja platformy %s, %s"},

	"%s ÷ %s, at the same queue depth": {"%s ÷ %s, przy tej samej głębokości kolejki"},
	"times":                            {"razy"},
	"All were measured in single short runs (one pass of under %s, no repeats): a caveat of every figure, not a difference between them.": {
		"Wszystkie konfiguracje zmierzono w pojedynczych krótkich pomiarach (jeden przebieg krótszy niż %s, bez powtórzeń): to zastrzeżenie dotyczy każdego wyniku, a nie różnica między nimi.",
	},
	// Leads at unequal queues are not wins (i24-rep).
	"%s: no outright lead at equal queues": {"%s: bez wyraźnego lidera przy równych kolejkach"},
	"%s: no result at equal queues":        {"%s: brak wyników przy równych kolejkach"},
	"%s is ahead by %s only at a deeper queue (%s, %s vs %s)": {
		"%[1]s prowadzi z przewagą %[2]s tylko dzięki głębszej kolejce (%[3]s: %[4]s wobec %[5]s)",
	},
	"%s is ahead by up to %s only at deeper queues (most in %s, %s vs %s)": {
		"%[1]s prowadzi z przewagą do %[2]s tylko dzięki głębszym kolejkom (najwięcej w teście „%[3]s”: %[4]s wobec %[5]s)",
	},
	"To keep a deep queue, choose %s: %s kept about %s I/Os in flight whatever the depth asked.": {
		"Gdy potrzebna jest głęboka kolejka, właściwym wyborem jest %[1]s: %[2]s utrzymuje średnio około %[3]s operacji w toku niezależnie od zadanej głębokości.",
	},
	"Where the queues were equal (%s), the difference is not significant.": {"Przy równych kolejkach (%s) różnica nie jest istotna statystycznie."},
	"Where the queues were equal (%s), the results are ties.":              {"Przy równych kolejkach (%s) wyniki są remisowe."},
	"Where the queues were equal (%s), no one leads.":                      {"Przy równych kolejkach (%s) nikt nie prowadzi."},

	// A finding gives its own p (i24-rep).
	"not a significant difference over the repeated runs":          {"różnica nieistotna statystycznie w powtórzonych pomiarach"},
	"not a significant difference over the repeated runs (p = %s)": {"różnica nieistotna statystycznie w powtórzonych pomiarach (p = %s)"},
	"The p-values quoted are %s.":                                  {"Podane wartości p liczono %s."},
	// A CrystalDiskMark review of compiled exports (i24-cdm).
	"%s is a disk in memory, not a drive: its figures show the I/O path of the system around it, not a storage device, so the tables and charts show it for reference and no lead or verdict counts it.": {
		"%s to dysk w pamięci, a nie nośnik: jego wyniki pokazują ścieżkę I/O systemu, w którym działa, a nie urządzenie pamięci masowej, dlatego pokazujemy je tylko jako punkt odniesienia i nie uwzględniamy go w porównaniach ani we wnioskach.",
	},
	"%s are disks in memory, not drives: their figures show the I/O path of the systems around them, not storage devices, so the tables and charts show them for reference and no lead or verdict counts them.": {
		"%s to dyski w pamięci, a nie nośniki: ich wyniki pokazują ścieżkę I/O systemów, w których działają, a nie urządzenia pamięci masowej, więc tabele i wykresy podają je tylko dla odniesienia, a żadna przewaga ani werdykt ich nie uwzględnia.",
	},
	"different years (%s)":  {"różnych lat (%s)"},
	"different %s versions": {"różnych wersji programu %s"},
	"different systems":     {"różnych systemów"},
	"The exports were not made alike, so they cannot rank the drives: each figure says what one drive did on its own system.": {
		"Wyniki nie powstały w tych samych warunkach, więc nie da się na ich podstawie uszeregować dysków: każdy mówi tylko, co osiągnął jeden dysk we własnym systemie.",
	},
	"%s leads all %d it shared with another system": {
		"one", "%[1]s prowadzi w jedynym teście, w którym miał z kim się zmierzyć",
		"many", "%s prowadzi we wszystkich %d testach, w których miał z kim się zmierzyć",
	},
	"%s leads %d of the %d it shared with another system": {
		"one", "%[1]s prowadzi w %[2]d z %[3]d testu, w którym miał z kim się zmierzyć",
		"many", "%s prowadzi w %d z %d testów, w których miał z kim się zmierzyć",
	},
	"%s ran %s alone, so no one leads there": {
		"%[2]s: wynik ma tylko %[1]s, więc nikt tam nie prowadzi",
	},
	"Each figure is the best of %d passes, which shows no spread, so no lead was tested for significance: the smallest, %s's %s in %s, may not hold in a repeat.": {
		"Każdy wynik to najlepszy z %[1]d przebiegów (nie średnia), bez rozrzutu, więc żadnej przewagi nie sprawdzono pod kątem istotności: najmniejsza (%[2]s, %[3]s w teście „%[4]s”) może nie utrzymać się w powtórce.",
	},
	"Each figure is the best of %d passes, which shows no spread, so no lead was tested for significance.": {
		"Każdy wynik to najlepszy z %[1]d przebiegów (nie średnia), bez rozrzutu, więc żadnej przewagi nie sprawdzono pod kątem istotności.",
	},
	"%s is at %s of the link in %s: no drive on that link could do much better there.": {
		"%[1]s osiąga %[2]s przepustowości łącza (%[3]s): żaden dysk na tym łączu nie wypadłby tam wiele lepiej.",
	},
	"%s: at the ceiling of its link in %s, so on that link no faster drive would do much better there.": {
		"%[1]s pracuje na granicy przepustowości swojego łącza (%[2]s), więc szybszy dysk na tym łączu nie wypadłby tam wiele lepiej.",
	},
	"%s, MB/s by test": {"%s, MB/s według testu"},
	"%s leads every read it shared with another system, %s (%s, %s vs %s)": {
		"%[1]s prowadzi we wszystkich odczytach, w których miał z kim się zmierzyć, %[2]s (%[3]s: %[4]s wobec %[5]s)",
	},
	"%s leads every write it shared with another system, %s (%s, %s vs %s)": {
		"%[1]s prowadzi we wszystkich zapisach, w których miał z kim się zmierzyć, %[2]s (%[3]s: %[4]s wobec %[5]s)",
	},
	"%s leads every mix it shared with another system, %s (%s, %s vs %s)": {
		"%[1]s prowadzi we wszystkich operacjach mieszanych, w których miał z kim się zmierzyć, %[2]s (%[3]s: %[4]s wobec %[5]s)",
	},
	"%s leads every trim it shared with another system, %s (%s, %s vs %s)": {
		"%[1]s prowadzi we wszystkich operacjach TRIM, w których miał z kim się zmierzyć, %[2]s (%[3]s: %[4]s wobec %[5]s)",
	},
	"%s leads every result it shared with another system, %s (%s, %s vs %s).": {
		"%[1]s prowadzi we wszystkich testach, w których miał z kim się zmierzyć, %[2]s (%[3]s: %[4]s wobec %[5]s).",
	},
	// The queue-depth sweep (s-sweep, round 3): configuration labels stay
	// in the nominative, as subjects, or in quotes after a noun.
	"Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache, behind a virtual disk most likely the host's page cache.": {
		"W tym teście %[1]s zapisuje %[2]s szybciej, niż czyta (%[3]s – %[4]s przy %[5]s, %[6]s – %[7]s przy %[8]s), co wskazuje na pamięć podręczną typu write-back, przy dysku wirtualnym prawdopodobnie na pamięć podręczną stron hosta.",
	},
	"The host's cache mode was not recorded, so the reads too may have come from the host's cache.": {
		"Tryb pamięci podręcznej hosta nie został zapisany, więc również odczyty mogły pochodzić z pamięci podręcznej hosta.",
	},
	"Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache: the page cache, as the I/O was buffered.": {
		"W tym teście %[1]s zapisuje %[2]s szybciej, niż czyta (%[3]s – %[4]s przy %[5]s, %[6]s – %[7]s przy %[8]s), co wskazuje na pamięć podręczną typu write-back, tu na pamięć podręczną stron, bo I/O było buforowane.",
	},
	"Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache, the drive's DRAM or SLC cache.": {
		"W tym teście %[1]s zapisuje %[2]s szybciej, niż czyta (%[3]s – %[4]s przy %[5]s, %[6]s – %[7]s przy %[8]s), co wskazuje na pamięć podręczną typu write-back, czyli DRAM lub SLC dysku.",
	},
	"Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache, a page cache or the drive's own DRAM or SLC cache.": {
		"W tym teście %[1]s zapisuje %[2]s szybciej, niż czyta (%[3]s – %[4]s przy %[5]s, %[6]s – %[7]s przy %[8]s), co wskazuje na pamięć podręczną typu write-back: pamięć podręczną stron albo własny DRAM lub SLC dysku.",
	},
	"A write larger than that cache would show what the storage behind it sustains.": {
		"Dopiero zapis większy niż ta pamięć podręczna pokazałby, ile pamięć masowa za nią utrzymuje na dłuższą metę.",
	},
	"not recorded":    {"nie zapisano"},
	"Host cache mode": {"Tryb pamięci podręcznej hosta"},
	"does not apply":  {"nie dotyczy"},
	"Each configuration's runs: %d depths × %d workloads, one run each.": {
		"one", "Przebiegi każdej konfiguracji: %d głębokości × %d obciążenie, po jednym przebiegu.",
		"few", "Przebiegi każdej konfiguracji: %d głębokości × %d obciążenia, po jednym przebiegu.",
		"many", "Przebiegi każdej konfiguracji: %d głębokości × %d obciążeń, po jednym przebiegu.",
	},
	"Each configuration's runs: %d depths × %d workloads, %d runs each.": {
		"one", "Przebiegi każdej konfiguracji: %d głębokości × %d obciążenie, liczba przebiegów na każde – %d.",
		"few", "Przebiegi każdej konfiguracji: %d głębokości × %d obciążenia, liczba przebiegów na każde – %d.",
		"many", "Przebiegi każdej konfiguracji: %d głębokości × %d obciążeń, liczba przebiegów na każde – %d.",
	},
	"%s (= 1)":                  {"%s (= 1)"},
	"%s (a file system in RAM)": {"%s (system plików w RAM)"},
	"%s (a RAM disk)":           {"%s (RAM-dysk)"},
	"%s (in RAM)":               {"%s (w pamięci RAM)"},
	"%s (a %s virtual disk)":    {"%s (dysk wirtualny %s)"},
	"%s (a virtual disk)":       {"%s (dysk wirtualny)"},
	"%s peaks highest, at %s, level within its noise from %s to %s": {
		"najwyższy wynik ma %[1]s – %[2]s – a od %[3]s do %[4]s krzywa jest płaska w granicach szumu",
	},
	"Only at %[2]s, the deepest depth measured, does %[1]s peak (%[3]s): it may not have reached its limit": {
		"Dopiero przy %[2]s, największej zmierzonej głębokości, %[1]s osiąga maksimum (%[3]s) – granica może leżeć jeszcze dalej",
	},
	"At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and stays there through %[5]s": {
		"Przy %[3]s %[1]s po raz pierwszy przekracza %[2]s swojego maksimum (%[4]s) i pozostaje powyżej aż do %[5]s",
	},
	"At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and falls below it at %[5]s": {
		"Przy %[3]s %[1]s po raz pierwszy przekracza %[2]s swojego maksimum (%[4]s), a przy %[5]s spada poniżej tego poziomu",
	},
	"At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and falls below it from %[5]s on": {
		"Przy %[3]s %[1]s po raz pierwszy przekracza %[2]s swojego maksimum (%[4]s), a od %[5]s spada poniżej tego poziomu",
	},
	"At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and is at or above it only at %[5]s": {
		"Przy %[3]s %[1]s po raz pierwszy przekracza %[2]s swojego maksimum (%[4]s), a na tym poziomie lub wyżej jest tylko przy %[5]s",
	},
	"At %[2]s, %[1]s peaks (%[3]s) and stays at or above %[4]s of it through %[5]s": {
		"Przy %[2]s %[1]s osiąga maksimum (%[3]s) i aż do %[5]s nie spada poniżej %[4]s tej wartości",
	},
	"At %[2]s, %[1]s peaks (%[3]s) and falls below %[4]s of it at %[5]s": {
		"Przy %[2]s %[1]s osiąga maksimum (%[3]s), a przy %[5]s spada poniżej %[4]s tej wartości",
	},
	"At %[2]s, %[1]s peaks (%[3]s) and falls below %[4]s of it from %[5]s on": {
		"Przy %[2]s %[1]s osiąga maksimum (%[3]s), a od %[5]s spada poniżej %[4]s tej wartości",
	},
	"At %[2]s, %[1]s peaks (%[3]s) and is at or above %[4]s of it only at %[5]s": {
		"Przy %[2]s %[1]s osiąga maksimum (%[3]s), a co najmniej %[4]s tej wartości ma tylko przy %[5]s",
	},
	"Single runs this short cannot show a drive's cache filling or its background work.": {
		"Tak krótkie, niepowtarzane pomiary nie pokażą zapełniania się pamięci podręcznej dysku ani jego pracy w tle.",
	},
	"Runs this short cannot show a drive's cache filling or its background work.": {
		"Tak krótkie pomiary nie pokażą zapełniania się pamięci podręcznej dysku ani jego pracy w tle.",
	},
	"For %s, a queue deeper than where the curve levels off (%s) adds latency, not throughput.": {
		"Przy kolejce głębszej niż punkt, w którym krzywa się wypłaszcza (%[2]s), %[1]s nie zyskuje już przepustowości, a jedynie opóźnienie.",
	},
	"We measured %s at queue depths %s in %s, %s.": {
		"Zmierzyliśmy %[1]s przy głębokości kolejki %[2]s. Testy objęły %[3]s, %[4]s.",
	},
	"We measured %s at queue depths %s in %s.": {
		"Zmierzyliśmy %[1]s przy głębokości kolejki %[2]s. Testy objęły %[3]s.",
	},
	"random %s":     {"losowe %s"},
	"sequential %s": {"sekwencyjne %s"},
	"%d workloads (%s %s)": {
		"one", "%d obciążenie (%s %s)",
		"few", "%d obciążenia (%s %s)",
		"many", "%d obciążeń (%s %s)",
	},
	"one run of %s per depth":               {"po jednym pomiarze trwającym %s na każdą głębokość"},
	"the median of %d runs of %s per depth": {"na każdej głębokości mediana z %[1]d pomiarów trwających %[2]s"},
	"%s for %s":                             {"%[1]s (%[2]s)"},
	"A difference between two figures of one configuration is within the run-to-run noise below %s.": {
		"Różnica między dwoma wynikami tej samej konfiguracji mieści się w szumie pomiarowym, jeśli jest mniejsza niż odpowiednio %s.",
	},
	"Repeated, longer runs would narrow the ranges.": {
		"Powtarzane, dłuższe pomiary zawęziłyby te przedziały.",
	},
	"the ratio of %s to %s": {"stosunek wyników: %[1]s do %[2]s"},
	// The repeated-run comparison (repeated).
	"%s is synchronous: it ignores the queue depth asked.": {"%s to silnik synchroniczny: ignoruje zadaną głębokość kolejki."},
	"%s is synchronous: fio ignores iodepth for it.":       {"%s to silnik synchroniczny: fio ignoruje dla niego ustawienie iodepth."},
	"In %s, %s was asked for %s and ran at a queue depth of about %s, against %s for %s: those results compare queue depths, not engines.": {"W testach (%[1]s) konfiguracji %[2]s zadano %[3]s, lecz faktyczna głębokość kolejki wyniosła w niej średnio ok. %[4]s, a w konfiguracji %[6]s – %[5]s. Te wyniki porównują więc głębokości kolejki, a nie silniki."},
	"the deeper queue puts %s up to %s ahead (most in %s, %s vs %s), no win of the engine":                                                 {"głębsza kolejka daje %[1]s przewagę do %[2]s (najwięcej w teście „%[3]s”: %[4]s wobec %[5]s) – to zasługa kolejki, nie silnika"},
	"the deeper queue puts %s %s ahead (%s, %s vs %s), no win of the engine":                                                               {"głębsza kolejka daje %[1]s przewagę %[2]s (test „%[3]s”: %[4]s wobec %[5]s) – to zasługa kolejki, nie silnika"},
	"No test ran the two at equal queue depth, so these runs show neither faster.":                                                         {"Żaden test nie porównał obu konfiguracji przy tej samej głębokości kolejki, więc te pomiary nie pokazują, która jest szybsza."},
	"At equal queue depth (%s) the difference is not significant, so these runs show neither faster.":                                      {"Przy tej samej głębokości kolejki (%s) różnica nie jest istotna statystycznie, więc te pomiary nie pokazują, która konfiguracja jest szybsza."},
	"At equal queue depth (%s) the results are ties.":                                                                                      {"Przy tej samej głębokości kolejki (%s) wyniki są remisowe."},
	"At equal queue depth (%s) no one leads.":                                                                                              {"Przy tej samej głębokości kolejki (%s) nikt nie prowadzi."},
	"To compare them at depth, %s needs as many jobs (numjobs) as the queue depth %s is given.":                                            {"Aby porównać je przy głębokiej kolejce, trzeba uruchomić %[1]s z tyloma zadaniami (numjobs), ile wynosi głębokość kolejki ustawiona w konfiguracji %[2]s."},
	"No read test was run at equal queue depth":                                                                                            {"Nie wykonano żadnego testu odczytu przy tej samej głębokości kolejki"},
	"No write test was run at equal queue depth":                                                                                           {"Nie wykonano żadnego testu zapisu przy tej samej głębokości kolejki"},
	"No mixed test was run at equal queue depth":                                                                                           {"Nie wykonano żadnego testu mieszanego przy tej samej głębokości kolejki"},
	"No trim test was run at equal queue depth":                                                                                            {"Nie wykonano żadnego testu TRIM przy tej samej głębokości kolejki"},
	"Over %s runs each, every difference is significant (%s, alpha %s): %s.":                                                               {"Przy %[1]s przebiegach każdej konfiguracji wszystkie różnice są istotne statystycznie (%[2]s, α = %[3]s; %[4]s)."},
	"Over %s runs each, no difference is significant (%s, alpha %s): %s.":                                                                  {"Przy %[1]s przebiegach każdej konfiguracji żadna różnica nie jest istotna statystycznie (%[2]s, α = %[3]s; %[4]s)."},
	"The runs overlap too much to tell the systems apart, which does not show them equal.":                                                 {"Przebiegi za bardzo się pokrywają, by odróżnić konfiguracje, co nie znaczy, że są równe."},
	"Over %s runs each, the differences in %s are significant (%s, alpha %s).":                                                             {"Przy %[1]s przebiegach każdej konfiguracji istotne statystycznie (%[3]s, α = %[4]s) okazały się różnice w tych testach – %[2]s."},
	"Those in %s are not: the runs overlap too much to tell the two apart, which does not show them equal.":                                {"Nieistotne statystycznie są natomiast różnice w tych testach – %s. Przebiegi za bardzo się pokrywają, by odróżnić obie konfiguracje, co nie znaczy, że są równe."},
	"With %d runs against %d, the test has little power: the smallest p-value it can give is %s, so a real difference can fail to show.":   {"Przy %[1]d przebiegach wobec %[2]d test ma małą moc: najmniejsza wartość p, jaką może dać, to %[3]s, więc rzeczywista różnica może nie wyjść istotna."},
	"With %d runs against %d, the test has little power: the smallest p-value it can give is %s, which Holm's correction over %d tests raises to %s, so a real difference can fail to show.":                                        {"Przy %[1]d przebiegach wobec %[2]d test ma małą moc: najmniejsza wartość p, jaką może dać, to %[3]s, a korekta Holma dla %[4]d testów podnosi ją do %[5]s, więc rzeczywista różnica może nie wyjść istotna."},
	"Latency at unequal queues: in %s, %s ran at a queue depth of about %s, each I/O done in %s on average, against %s for %s at %s: its lower latency comes from requests that never waited in a queue, not from a faster engine.": {"Opóźnienie przy nierównych kolejkach: w teście „%[1]s” konfiguracja %[2]s pracowała ze średnią głębokością kolejki ok. %[3]s przy średnim opóźnieniu %[4]s, a %[6]s – %[5]s przy %[7]s. Niższe opóźnienie %[2]s wynika z tego, że żądania nie czekały w kolejce, a nie z szybszego silnika."},
	"%s IOPS is inconclusive: medians %s for %s and %s for %s (runs %s and %s), not a statistically significant difference (p = %s): with %d runs each, the two cannot be told apart, which does not make them equal.":              {"%[1]s, IOPS: wynik nierozstrzygnięty. Mediany: %[2]s (%[3]s) i %[4]s (%[5]s), przebiegi w zakresie %[6]s i %[7]s; różnica nie jest istotna statystycznie (p = %[8]s), bo przy %[9]d przebiegach na konfigurację nie da się ich odróżnić, co nie znaczy, że są równe."},
	"%s bandwidth is inconclusive: medians %s for %s and %s for %s (runs %s and %s), not a statistically significant difference (p = %s): with %d runs each, the two cannot be told apart, which does not make them equal.":         {"%[1]s, przepustowość: wynik nierozstrzygnięty. Mediany: %[2]s (%[3]s) i %[4]s (%[5]s), przebiegi w zakresie %[6]s i %[7]s; różnica nie jest istotna statystycznie (p = %[8]s), bo przy %[9]d przebiegach na konfigurację nie da się ich odróżnić, co nie znaczy, że są równe."},
	"Where runs were repeated, a difference counts only when it is significant at alpha %s by %s, Holm-corrected over the tests of one measurement across the workloads compared.":                                                  {"Tam, gdzie pomiary powtórzono, różnica liczy się tylko wtedy, gdy jest istotna na poziomie α = %[1]s (%[2]s), z poprawką Holma na liczbę testów danego pomiaru we wszystkich porównanych obciążeniach."},
	"Each run lasted about %s: too short to see a drive's cache fill or its background work.":                                                                                                                                       {"Każdy przebieg trwał ok. %s – to za krótko, by zobaczyć zapełnienie pamięci podręcznej dysku czy jego pracę w tle."},
	"The p99.9 latencies rest on few I/Os: in %s, a run of %s had only about %s I/Os beyond its p99.9, so read those figures as rough.":                                                                                             {"Opóźnienia p99,9 opierają się na niewielu operacjach: w teście „%[1]s” jeden przebieg %[2]s miał powyżej swojego p99,9 tylko ok. %[3]s operacji, więc te wartości należy traktować jako przybliżone."},
	"whiskers: lowest to highest run": {"wąsy: od najniższego do najwyższego przebiegu"},
	"%s, lowest run":                  {"%s, najniższy przebieg"},
	"%s, highest run":                 {"%s, najwyższy przebieg"},
	"Inconclusive: over the runs the difference is not statistically significant, which does not make the figures equal.": {"Wynik nierozstrzygnięty: różnica nieistotna statystycznie, co nie znaczy, że wartości są równe."},
	"%s was asked for the queue depth its column names, and ran at a queue depth of about %s: %s is synchronous.":         {"Dla %[1]s zadano głębokość kolejki podaną w nagłówku kolumny, lecz faktyczna wyniosła średnio ok. %[2]s: %[3]s to silnik synchroniczny."},
	"Over %s runs each, the difference in %s is significant (p = %s; %s, alpha %s).":                                      {"Przy %[1]s przebiegach każdej konfiguracji istotna statystycznie (p = %[3]s; %[4]s, α = %[5]s) okazała się różnica w teście „%[2]s”."},
	"That in %s is not (p = %s): the runs overlap too much to tell the two apart, which does not show them equal.":        {"Nieistotna statystycznie jest natomiast różnica w teście „%[1]s” (p = %[2]s). Przebiegi za bardzo się pokrywają, by odróżnić obie konfiguracje, co nie znaczy, że są równe."},
	// The CrystalDiskMark review of exports not made alike (render/cdmstory.go).
	"%d drives": {
		"one", "%d dysk",
		"few", "%d dyski",
		"many", "%d dysków",
	},
	"%d drives and a RAM disk for reference": {
		"one", "%d dysk i RAM-dysk jako punkt odniesienia",
		"few", "%d dyski i RAM-dysk jako punkt odniesienia",
		"many", "%d dysków i RAM-dysk jako punkt odniesienia",
	},
	"%d drives and %d RAM disks for reference": {
		"one", "%d dysk i RAM-dyski (%d) dla odniesienia",
		"few", "%d dyski i RAM-dyski (%d) dla odniesienia",
		"many", "%d dysków i RAM-dyski (%d) dla odniesienia",
	},
	"%s were tested with %s, each on its own system and in %s tests.": {
		"Dyski %[1]s zmierzono programem %[2]s, każdy we własnym systemie; na każdym wykonano %[3]s testów.",
	},
	"The exports come from %s, and most tests were not run on every drive, so they make no leaderboard: each drive is set against its own link.": {
		"Wyniki pochodzą z %s, a większości testów nie uruchomiono na każdym dysku, dlatego nie układamy z nich rankingu. Każdy dysk oceniamy względem jego własnego łącza.",
	},
	"The exports come from %s, so they make no leaderboard: each drive is set against its own link.": {
		"Wyniki pochodzą z %s, dlatego nie układamy z nich rankingu. Każdy dysk oceniamy względem jego własnego łącza.",
	},
	"%[1]s peaks at %[2]s (%[3]s), above all that %[4]s can carry (%[5]s), so a cache answered, not the drive.": {
		"%[1]s osiąga maksymalnie %[2]s (%[3]s), więcej, niż łącze %[4]s w ogóle może przenieść (%[5]s), więc odpowiadała pamięć podręczna, a nie dysk.",
	},
	"%[1]s peaks at %[2]s (%[3]s), near what %[4]s delivers in practice: about %[5]s of its %[6]s.": {
		"%[1]s osiąga maksymalnie %[2]s (%[3]s), czyli blisko praktycznej granicy łącza %[4]s. Nominalnie łącze przenosi %[6]s, w praktyce około %[5]s.",
	},
	"%[1]s is near the practical limit of %[2]s in %[3]s": {
		"%[1]s pracuje blisko praktycznej granicy łącza %[2]s (%[3]s)",
	},
	"%[1]s peaks at %[2]s (%[3]s), %[4]s of what %[5]s delivers in practice (about %[6]s).": {
		"%[1]s osiąga maksymalnie %[2]s (%[3]s), czyli %[4]s tego, co łącze %[5]s daje w praktyce (około %[6]s).",
	},
	"%[1]s is at the limit of %[2]s in %[3]s": {
		"%[1]s dochodzi do granicy łącza %[2]s (%[3]s)",
	},
	"%[1]s peaks at %[2]s (%[3]s), %[4]s of what %[5]s carries (%[6]s).": {
		"%[1]s osiąga maksymalnie %[2]s (%[3]s), czyli %[4]s przepustowości łącza %[5]s (%[6]s).",
	},
	"%s: no drive on that link would do much better there.": {
		"%s – żaden dysk na tym łączu nie wypadłby tam wiele lepiej.",
	},
	"%s: no drive on those links would do much better there.": {
		"%s – żaden dysk na tych łączach nie wypadłby tam wiele lepiej.",
	},
	"%s won all %d tests it shared with another drive, by %s.": {
		"one", "%[1]s wygrał jedyny test, w którym można go porównać z innym dyskiem, z przewagą %[3]s.",
		"few", "%[1]s wygrał wszystkie %[2]d testy, w których można go porównać z innym dyskiem, z przewagą %[3]s.",
		"many", "%[1]s wygrał wszystkie %[2]d testów, w których można go porównać z innym dyskiem, z przewagą %[3]s.",
	},
	"%[1]s was ahead of %[2]s in %[3]d of the %[4]d tests both ran on %[5]s, by %[6]s (most in %[7]s, %[8]s vs %[9]s)": {
		"few", "%[1]s i %[2]s (oba na łączu %[5]s) mają %[4]d wspólne testy; %[1]s wypada lepiej w %[3]d z nich, z przewagą %[6]s (największą – %[7]s: %[8]s wobec %[9]s)",
		"many", "%[1]s i %[2]s (oba na łączu %[5]s) mają %[4]d wspólnych testów; %[1]s wypada lepiej w %[3]d z nich, z przewagą %[6]s (największą – %[7]s: %[8]s wobec %[9]s)",
	},
	"%[1]s was ahead of %[2]s in %[3]d of the %[4]d tests both ran on %[5]s, by %[6]s (%[7]s, %[8]s vs %[9]s)": {
		"few", "%[1]s i %[2]s (oba na łączu %[5]s) mają %[4]d wspólne testy; %[1]s wypada lepiej w %[3]d z nich, z przewagą %[6]s (%[7]s: %[8]s wobec %[9]s)",
		"many", "%[1]s i %[2]s (oba na łączu %[5]s) mają %[4]d wspólnych testów; %[1]s wypada lepiej w %[3]d z nich, z przewagą %[6]s (%[7]s: %[8]s wobec %[9]s)",
	},
	"%[1]s was ahead in %[2]d, by %[3]s (most in %[4]s, %[5]s vs %[6]s)": {
		"%[1]s – w %[2]d, z przewagą %[3]s (największą – %[4]s: %[5]s wobec %[6]s)",
	},
	"%[1]s was ahead in the other, by %[2]s (%[3]s, %[4]s vs %[5]s)": {
		"a %[1]s – w pozostałym, z przewagą %[2]s (%[3]s: %[4]s wobec %[5]s)",
	},
	"Between %s and %s the runs differ in %s, so those gaps of %s do not say which drive is faster.": {
		"Pomiary %[1]s i %[2]s różnią się (%[3]s), więc różnice między nimi (%[4]s) nie rozstrzygają, który dysk jest lepszy.",
	},
	"the mixed tests": {"testy mieszane"},
	"Some tests only one drive ran, so the tables show them with nothing to compare: %s.": {
		"Część testów uruchomiono tylko na jednym dysku, więc tabele pokazują je bez porównania: %s.",
	},
	"%s: not measured (the drive did not run the test, or its export gives no such figure).": {
		"%s oznacza brak pomiaru (tego testu nie wykonano na tym dysku albo jego eksport nie podaje tej wartości).",
	},
	"CrystalDiskMark ran as administrator.": {"Program CrystalDiskMark uruchomiono z uprawnieniami administratora."},
	"default":                               {"domyślny"},
	"peak performance":                      {"maksymalna wydajność"},
	"real-world performance":                {"wydajność w realnych zastosowaniach"},
	"%s× to %s×":                            {"%s–%s razy"},
	"%s won both tests it shared with another drive, by %s.": {
		"%[1]s wygrał oba testy, w których można go porównać z innym dyskiem, z przewagą %[2]s.",
	},
	"The exports come from %s, and most tests were not run on every drive, so they make no leaderboard: each figure says what one drive did on its own system.": {
		"Wyniki pochodzą z %s, a większości testów nie uruchomiono na każdym dysku, dlatego nie układamy z nich rankingu. Każdy wynik mówi tylko, co jeden dysk osiągnął we własnym systemie.",
	},
	"The exports come from %s, so they make no leaderboard: each figure says what one drive did on its own system.": {
		"Wyniki pochodzą z %s, dlatego nie układamy z nich rankingu. Każdy wynik mówi tylko, co jeden dysk osiągnął we własnym systemie.",
	},
	"Link (as given, not in the export)": {"Łącze (podane ręcznie, nie z eksportu)"},
	// The comparison (s-comp).
	"In %s the systems kept different numbers of I/Os in flight (IOPS × mean latency), about %s for %s against %s for %s; fewer queued I/Os mean shorter waits, so their mean latencies are not compared there and none is marked best.": {
		"Liczba operacji I/O w toku (IOPS × średnie opóźnienie) różniła się między konfiguracjami w testach: %[1]s. Konfiguracja %[3]s miała ich %[2]s, a %[5]s – %[4]s. Przy krótszej kolejce żądania czekają krócej, więc średnich opóźnień w tych testach nie porównujemy i żadnego nie oznaczamy jako najlepszego.",
	},
	"Where the queues matched, the largest absolute latency gap is in %s, %s at %s against %s at %s, %s as long (%s apart).": {
		"Przy porównywalnych kolejkach największa bezwzględna różnica opóźnień wystąpiła w teście „%[1]s”: średnie opóźnienie %[2]s wynosi %[3]s, a %[4]s – %[5]s, czyli jest %[6]s dłuższe (różnica %[7]s).",
	},
	"Where the queues matched, the largest absolute latency gap is in %s, %s %s vs %s %s, %s lower (%s apart).": {
		"Przy porównywalnych kolejkach największa bezwzględna różnica opóźnień wystąpiła w teście „%[1]s”: średnie opóźnienie %[2]s wynosi %[3]s, a %[4]s – %[5]s; opóźnienie %[2]s jest więc o %[6]s niższe (różnica %[7]s).",
	},
	"%s, while %s": {"%s, a %s"},
	"%s, and %s":   {"%s, a %s"},
	// onesystem (#24 round 3): the device under test as the subject,
	// rankings inside a single run's noise said level, suspect results,
	// what the CPU figures count, a verdict of the device's own figures.
	"the VM's %s disk (%s)":      {"dysk %s maszyny wirtualnej (%s)"},
	"the VM's %s disk":           {"dysk %s maszyny wirtualnej"},
	"the VM's virtual disk (%s)": {"dysk wirtualny maszyny wirtualnej (%s)"},
	"the VM's virtual disk":      {"dysk wirtualny maszyny wirtualnej"},
	"%[1]s, %[2]s":               {"w teście „%[1]s” (%[2]s)"},
	"%s, %s, close to %s, %s": {
		"w testach „%[1]s” (%[2]s) i „%[3]s” (%[4]s)",
	},
	"Highest bandwidth: %s; lowest: %s.":    {"Najwyższą przepustowość zmierzono %s, najniższą – %s."},
	"Highest IOPS: %s; lowest: %s.":         {"Najwięcej IOPS zmierzono %s, najmniej – %s."},
	"Lowest mean latency: %s; highest: %s.": {"Najniższe średnie opóźnienie wystąpiło %s, najwyższe – %s."},
	"Lowest p99 latency: %s; highest: %s.":  {"Najniższe opóźnienie p99 wystąpiło %s, najwyższe – %s."},
	"Least CPU time per I/O, counting the job's own threads only: %s; most: %s.": {
		"Licząc tylko własne wątki zadania, najmniej czasu CPU na operację I/O zużyto %s, najwięcej – %s.",
	},
	"Least CPU time per I/O: %s; most: %s.": {"Najmniej czasu CPU na operację I/O zużyto %s, najwięcej – %s."},
	"Longest tail (p99 relative to the mean): %s, where the p99 (%s) is %s times the mean (%s).": {
		"Najdłuższy ogon opóźnień (p99 względem średniej) wystąpił w teście „%[1]s”: opóźnienie p99 (%[2]s) jest %[3]s raza wyższe od średniej (%[4]s).",
	},
	"Longest tail (p99 relative to the mean): %s, where the p99 (%s) is %s times the mean (%s), with %s close behind (%s, %s times %s).": {
		"Najdłuższy ogon opóźnień (p99 względem średniej) wystąpił w teście „%[1]s”: opóźnienie p99 (%[2]s) jest %[3]s raza wyższe od średniej (%[4]s); tuż za nim jest test „%[5]s” (%[6]s przy średniej %[8]s, stosunek %[7]s).",
	},
	"a single run":       {"pojedynczego przebiegu"},
	"a single run of %s": {"pojedynczego przebiegu trwającego %s"},
	"%s gave %s less bandwidth than %s (%s vs %s). A larger block or sequential access would normally not be slower, so from %s this result is suspect: it needs a repeat before it says anything about block size.": {
		"Test „%[1]s” dał o %[2]s niższą przepustowość niż test „%[3]s” (%[4]s wobec %[5]s). Większy blok ani dostęp sekwencyjny zwykle nie są wolniejsze, więc ten wynik z %[6]s jest podejrzany: przed wyciąganiem wniosków o rozmiarze bloku trzeba go powtórzyć.",
	},
	"%s gave %s less bandwidth than %s (%s vs %s) and less than %s (%s). A larger block or sequential access would normally not be slower, so from %s this result is suspect: it needs a repeat before it says anything about block size.": {
		"Test „%[1]s” dał o %[2]s niższą przepustowość niż test „%[3]s” (%[4]s wobec %[5]s), a także niższą niż test „%[6]s” (%[7]s). Większy blok ani dostęp sekwencyjny zwykle nie są wolniejsze, więc ten wynik z %[8]s jest podejrzany: przed wyciąganiem wniosków o rozmiarze bloku trzeba go powtórzyć.",
	},
	"all its logical CPUs": {"wszystkich jej procesorach logicznych"},
	"its %d logical CPUs": {
		"one", "jej %d procesorze logicznym",
		"few", "jej %d procesorach logicznych",
		"many", "jej %d procesorach logicznych",
	},
	"The tables' CPU use counts the whole machine, every process on %s: in %s it is %s, while the job's own threads used %s of one CPU.": {
		"Obciążenie CPU w tabelach obejmuje całą maszynę, czyli wszystkie procesy na %[1]s: w teście „%[2]s” wynosi %[3]s, podczas gdy własne wątki zadania zużyły %[4]s jednego procesora.",
	},
	"On a virtual disk much of each I/O's cost, the guest's interrupts and the host's side of the disk, falls outside the job's threads, so the job's CPU time per I/O understates it.": {
		"Na dysku wirtualnym znaczna część kosztu każdej operacji I/O (przerwania i praca jądra w systemie gościa) przypada poza wątkami zadania, a praca po stronie hosta w ogóle nie trafia do tych danych, więc czas CPU zadania na operację I/O zaniża ten koszt.",
	},
	"%s and its %s engine": {"%[1]s z silnikiem %[2]s"},
	"%s was measured with %s at queue depth %d in %s.": {
		"%[1]s zmierzono narzędziem %[2]s przy głębokości kolejki %[3]d; wykonano %[4]s.",
	},
	"%s was measured with %s in %s.": {"%[1]s zmierzono narzędziem %[2]s; wykonano %[3]s."},
	"%s was measured in %s.":         {"Zmierzono %[1]s; wykonano %[2]s."},
	"Its bandwidth ranged from %s in %s to %s in %s.": {
		"Przepustowość wahała się od %[1]s w teście „%[2]s” do %[3]s w teście „%[4]s”.",
	},
	"At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read), but not at %s. That suggests a write-back cache, most likely on the host, absorbed those writes.": {
		"Przy blokach %[1]s dysk zapisywał szybciej, niż odczytywał (test „%[2]s”: %[3]s wobec %[4]s przy odczycie), ale przy %[5]s już nie. To wskazuje, że zapisy przyjęła pamięć podręczna typu write-back, najprawdopodobniej po stronie hosta.",
	},
	"At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read), but not at %s. That suggests a write-back cache most likely absorbed those writes.": {
		"Przy blokach %[1]s dysk zapisywał szybciej, niż odczytywał (test „%[2]s”: %[3]s wobec %[4]s przy odczycie), ale przy %[5]s już nie. To wskazuje, że zapisy najpewniej przyjęła pamięć podręczna typu write-back.",
	},
	"At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read). That suggests a write-back cache, most likely on the host, absorbed those writes.": {
		"Przy blokach %[1]s dysk zapisywał szybciej, niż odczytywał (test „%[2]s”: %[3]s wobec %[4]s przy odczycie). To wskazuje, że zapisy przyjęła pamięć podręczna typu write-back, najprawdopodobniej po stronie hosta.",
	},
	"At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read). That suggests a write-back cache most likely absorbed those writes.": {
		"Przy blokach %[1]s dysk zapisywał szybciej, niż odczytywał (test „%[2]s”: %[3]s wobec %[4]s przy odczycie). To wskazuje, że zapisy najpewniej przyjęła pamięć podręczna typu write-back.",
	},
	"The writes at %s blocks most likely went to the host's cache, so they overstate what the disk sustains.": {
		"Zapisy przy blokach %s prawdopodobnie trafiły do pamięci podręcznej hosta, więc zawyżają to, co dysk jest w stanie utrzymać.",
	},
	"The writes at %s blocks most likely went to a cache, so they overstate what the drive sustains.": {
		"Zapisy przy blokach %s najpewniej trafiły do pamięci podręcznej, więc zawyżają to, co dysk jest w stanie utrzymać.",
	},
	"Repeat %s before relying on it.":  {"Wynik testu „%s” trzeba powtórzyć, zanim będzie można na nim polegać."},
	"about %s IOPS in %s":              {"około %[1]s IOPS w teście „%[2]s”"},
	"%s in sequential transfers":       {"%s w transferach sekwencyjnych"},
	"%s to %s in sequential transfers": {"od %s do %s w transferach sekwencyjnych"},
	"Each run lasted %s, too short to show a steady state: industry practice (SNIA PTS) is to keep measuring until the results hold steady over a window of at least %d rounds.": {
		"Każdy pomiar trwał tylko %[1]s, za krótko, by dysk osiągnął stan ustalony: według praktyki branżowej (SNIA PTS) pomiar prowadzi się do ustabilizowania wyników w oknie pomiarowym obejmującym co najmniej %[2]d kolejnych rund.",
	},
	"CPU use, whole machine":        {"Obciążenie CPU, cała maszyna"},
	"%[1]s ran %[2]s.":              {"Przedstawiamy wyniki konfiguracji %[1]s: wykonano %[2]s."},
	"%s ran %s at queue depth %d.":  {"Przedstawiamy wyniki konfiguracji %[1]s przy głębokości kolejki %[3]d: wykonano %[2]s."},
	"%s in sequential reads":        {"%s w odczytach sekwencyjnych"},
	"%s to %s in sequential reads":  {"od %s do %s w odczytach sekwencyjnych"},
	"%s in sequential writes":       {"%s w zapisach sekwencyjnych"},
	"%s to %s in sequential writes": {"od %s do %s w zapisach sekwencyjnych"},
	// The CrystalDiskMark review (f-cdm, round 4).
	"In %[1]s, %[2]s, on %[3]s, was %[4]s as fast as %[5]s on %[6]s (%[7]s, %[8]s vs %[9]s): %[10]s, so the links, not the differences between the setups, explain that gap.": {
		"W testach %[1]s dysk %[2]s na łączu %[3]s był %[4]s szybszy niż %[5]s na łączu %[6]s (%[7]s: %[8]s wobec %[9]s). Tę różnicę wyznaczają łącza, a nie różnice w warunkach testu: %[10]s.",
	},
	"The only difference that survives these mismatched setups is the one the links dictate: in %[1]s, %[2]s on %[3]s was %[4]s as fast as %[5]s on %[6]s.": {
		"Przy tak różnych warunkach testu pewna jest tylko różnica wyznaczona przez łącza: w testach %[1]s dysk %[2]s na łączu %[3]s był %[4]s szybszy niż %[5]s na łączu %[6]s.",
	},
	"%[1]s reaches about %[2]s of what %[3]s carries (%[4]s) in %[5]s, up to %[6]s: no drive on that link could do much better there.": {
		"%[1]s wykorzystuje około %[2]s przepustowości łącza %[3]s (%[4]s), osiągając maksymalnie %[6]s (%[5]s). Żaden dysk na tym łączu nie wypadłby tam wiele lepiej.",
	},
	"%[1]s was %[2]s full when measured": {
		"%[1]s miał w chwili pomiaru zajęte %[2]s pojemności",
	},
	"%[1]s was %[2]s full when measured (%[3]s of %[4]s)": {
		"%[1]s miał w chwili pomiaru zajęte %[2]s pojemności (%[3]s z %[4]s)",
	},
	"%[1]s. A %[2]s test file most likely fits in its write cache, so these runs cannot show whether a drive that full slows longer writes.": {
		"%[1]s. Plik testowy %[2]s najpewniej mieści się w jego pamięci podręcznej zapisu, więc te pomiary nie pokazują, czy tak zapełniony dysk zwalnia przy dłuższym zapisie.",
	},
	"%s, which can depress its writes: a drive that full has little free space left for its cache.": {
		"%s, co może obniżać wyniki zapisu: tak pełny dysk ma mało wolnego miejsca na pamięć podręczną.",
	},
	"the %s mixed tests": {
		"testy mieszane %s",
	},
	"the %s": {
		"%s",
	},
	"drives on %s top out at about %s": {
		"dyski na łączu %[1]s osiągają w praktyce najwyżej około %[2]s",
	},
	"more than %s can carry at all (%s)": {
		"łącze %[1]s nie przeniesie więcej niż %[2]s",
	},
	"Its sequential tests ran at QD1 only, so this peak says nothing of what it does at greater depth.": {
		"Testy sekwencyjne wykonano na nim tylko przy QD1, więc ten wynik nie mówi, co osiąga przy głębszej kolejce.",
	},
	"%s won both tests it shared with another drive, by %s, but the runs were on different systems, so the margins are only indicative.": {
		"%[1]s wygrał oba testy, w których można go porównać z innym dyskiem, z przewagą %[2]s, ale pomiary wykonano w różnych systemach, więc te różnice są tylko orientacyjne.",
	},
	"%s won all %d tests it shared with another drive, by %s, but the runs were on different systems, so the margins are only indicative.": {
		"one",
		"%[1]s wygrał jedyny test, w którym można go porównać z innym dyskiem, z przewagą %[3]s, ale pomiary wykonano w różnych systemach, więc ta różnica jest tylko orientacyjna.",
		"few",
		"%[1]s wygrał wszystkie %[2]d testy, w których można go porównać z innym dyskiem, z przewagą %[3]s, ale pomiary wykonano w różnych systemach, więc te różnice są tylko orientacyjne.",
		"many",
		"%[1]s wygrał wszystkie %[2]d testów, w których można go porównać z innym dyskiem, z przewagą %[3]s, ale pomiary wykonano w różnych systemach, więc te różnice są tylko orientacyjne.",
	},
	"%[1]s won both tests it shared with another drive: by %[2]s in %[3]s, which the links set, and by %[4]s in %[5]s, which comes from runs on different systems and so is only indicative.": {
		"%[1]s wygrał oba testy, w których można go porównać z innym dyskiem: w teście „%[3]s” z przewagą %[2]s, którą wyznacza łącze, a w teście „%[5]s” z przewagą %[4]s, która pochodzi z pomiarów w różnych systemach, więc jest tylko orientacyjna.",
	},
	"%[1]s won all %[2]d tests it shared with another drive: by %[3]s in %[4]s, which the links set, and by %[5]s in %[6]s, which come from runs on different systems and so are only indicative.": {
		"one",
		"%[1]s wygrał jedyny test, w którym można go porównać z innym dyskiem: w testach %[4]s z przewagą %[3]s, którą wyznacza łącze, a w testach %[6]s z przewagą %[5]s, która pochodzi z pomiarów w różnych systemach, więc jest tylko orientacyjna.",
		"few",
		"%[1]s wygrał wszystkie %[2]d testy, w których można go porównać z innym dyskiem: w testach %[4]s z przewagą %[3]s, którą wyznacza łącze, a w testach %[6]s z przewagą %[5]s, która pochodzi z pomiarów w różnych systemach, więc jest tylko orientacyjna.",
		"many",
		"%[1]s wygrał wszystkie %[2]d testów, w których można go porównać z innym dyskiem: w testach %[4]s z przewagą %[3]s, którą wyznacza łącze, a w testach %[6]s z przewagą %[5]s, która pochodzi z pomiarów w różnych systemach, więc jest tylko orientacyjna.",
	},
	"ahead by more than the other drives' links can carry": {
		"przewaga większa, niż przeniosą łącza pozostałych dysków",
	},
	"%s in practice": {
		"%s w praktyce",
	},
	"With runs this unlike, that is no ranking.": {
		"Przy tak różnych warunkach pomiaru nie traktujemy tego jako rozstrzygnięcia.",
	},
	// The queue-depth sweep (f-sweep, round 4): a configuration named by
	// its target's kind, in the nominative ("dysk virtio").
	"the %s disk":                        {"dysk %s"},
	"%s: %s.":                            {"%s: %s."},
	"the virtual disk":                   {"dysk wirtualny"},
	"the RAM run":                        {"pomiar w pamięci RAM"},
	"%s (“%s” in the tables and charts)": {"%s („%s” w tabelach i na wykresach)"},
	"%s, %s of the peak":                 {"%s, %s maksimum"},
	"%s (peak %s at %s): %s.":            {"%[1]s (maksimum %[2]s przy %[3]s): %[4]s."},
	"Already at %s (%s) it is within the noise of its peak, so it levels off somewhere between %s and %s.": {
		"Już przy %[1]s (%[2]s) wynik mieści się w granicach szumu wokół maksimum, więc krzywa wypłaszcza się gdzieś między %[3]s a %[4]s.",
	},
	"Already at %s (%s), %s is within the noise of its peak, so it levels off somewhere between %s and %s.": {
		"Już przy %[1]s (%[2]s) %[3]s mieści się w granicach szumu wokół swojego maksimum, więc krzywa wypłaszcza się gdzieś między %[4]s a %[5]s.",
	},
	"%s peaks at about %s.": {"%s osiąga maksymalnie (w przybliżeniu) %s."},
	"More queue depth stops paying at %s in random I/O and at %s in sequential I/O: past that, only latency grows.": {
		"Zysk z głębszej kolejki kończy się w operacjach losowych na głębokości %[1]s, a w sekwencyjnych – %[2]s: dalej rośnie już tylko opóźnienie.",
	},
	"More queue depth stops paying at %s: past that, only latency grows.": {
		"Zysk z głębszej kolejki kończy się na głębokości %s: dalej rośnie już tylko opóźnienie.",
	},
	"The main caveat: its %s figures outrun its reads, so they probably come from the host's write cache rather than from the storage behind it.": {
		"Główne zastrzeżenie: wyniki zapisu (%s) przewyższają odczyty, więc prawdopodobnie pochodzą z pamięci podręcznej zapisu hosta, a nie z pamięci masowej, która za nią stoi.",
	},
	"The main caveat: its %s figures outrun its reads, so they probably come from a write cache rather than from the storage itself.": {
		"Główne zastrzeżenie: wyniki zapisu (%s) przewyższają odczyty, więc prawdopodobnie pochodzą z pamięci podręcznej zapisu, a nie z samego nośnika.",
	},
	"%s passes its I/O through the hypervisor to the host's storage, so its figures are not a drive's alone.": {
		"%s przekazuje operacje I/O przez hiperwizor do pamięci masowej hosta, więc jego wyniki nie są wynikami pojedynczego nośnika.",
	},
	"%[1]s (%[2]s) is a reference, not a ceiling: the same harness on RAM, run buffered, while %[3]s used direct I/O, so the two take different kernel paths.": {
		"%[1]s (%[2]s) to punkt odniesienia, a nie pułap: ten sam program testowy na RAM z buforowanym I/O, podczas gdy %[3]s korzystał z bezpośredniego I/O, więc oba przechodzą przez jądro innymi ścieżkami.",
	},
	"%[1]s (%[2]s) is a reference, not a ceiling: the same harness on RAM, run with direct I/O, while %[3]s was buffered, so the two take different kernel paths.": {
		"%[1]s (%[2]s) to punkt odniesienia, a nie pułap: ten sam program testowy na RAM z bezpośrednim I/O, podczas gdy %[3]s korzystał z buforowanego I/O, więc oba przechodzą przez jądro innymi ścieżkami.",
	},
	"%[1]s (%[2]s) is a reference: the same harness on RAM, with no device behind it.": {
		"%[1]s (%[2]s) to punkt odniesienia: ten sam program testowy na RAM, bez żadnego urządzenia pod spodem.",
	},
	"Its peaks: %s.": {"Jego maksima: %s."},
	"At shallow depths it is itself slow: at %s in %s it does %s, while %s does %s, which points at the test harness or the CPU rather than at memory.": {
		"Przy małych głębokościach sam jest wolny: przy %[1]s w teście „%[2]s” osiąga %[3]s, a %[4]s – %[5]s, co sugeruje, że ogranicza go raczej program testowy lub procesor niż pamięć.",
	},
	"The last chart sets %s against it, depth by depth.": {
		"Ostatni wykres zestawia z nim %s przy każdej głębokości.",
	},
	"Judging by how jagged the curves are, differences below about %s may be noise; repeated runs would settle this.": {
		"Sądząc po nieregularności krzywych, różnice mniejsze niż około %s mogą być szumem; rozstrzygnęłyby to powtórzone pomiary.",
	},
	"The depth given for %s is rough, as that curve is unsteady.": {
		"Głębokość podana dla testu „%s” jest przybliżona, bo ta krzywa jest niestabilna.",
	},
	"The depth given for %s most likely describes a write cache, not the storage behind it.": {
		"Głębokość podana dla testu „%s” najpewniej opisuje pamięć podręczną zapisu, a nie pamięć masową za nią.",
	},
	"Where a configuration's noise is wider than the %s margin below the peak that places a knee, its knee is a range: from the first depth within the noise of the peak to the knee.": {
		"Jeśli szum konfiguracji przekracza margines %s poniżej maksimum, którym wyznaczamy punkt nasycenia, punkt ten podajemy jako przedział – od pierwszej głębokości, której wynik mieści się w szumie wokół maksimum, do punktu nasycenia.",
	},
	"The last chart divides each figure of %s by that of %s at the same depth.": {
		"Ostatni wykres pokazuje iloraz wyników przy tej samej głębokości: %s / %s.",
	},
	"%s relative to %s (%s), at the same queue depth": {"Stosunek wyników: %[1]s / %[2]s (%[3]s), przy tej samej głębokości kolejki"},
	"ratio":                 {"razy"},
	"the test size":         {"rozmiaru pliku testowego"},
	"the host's cache mode": {"trybu pamięci podręcznej hosta"},
	"%s were not recorded, and both decide how much of the writes a cache could hold.": {
		"W pomiarach nie zapisano %s – a od obu zależy, ile zapisów mogła przyjąć pamięć podręczna.",
	},
	"%s was not recorded, and it decides how much of the writes a cache could hold.": {
		"W pomiarach nie zapisano %s – a od tego zależy, ile zapisów mogła przyjąć pamięć podręczna.",
	},
	"Its writes outran its reads at every depth measured, so this does not rest on one run.": {
		"Zapis był szybszy od odczytu przy każdej zmierzonej głębokości, więc ten wniosek nie opiera się na jednym pomiarze.",
	},
	"Its writes outran its reads at every depth from %s on, so this does not rest on one run.": {
		"Zapis był szybszy od odczytu przy każdej głębokości, począwszy od %s, więc ten wniosek nie opiera się na jednym pomiarze.",
	},

	// comparison (f-comp): the stack that earns a platform's lead, small single-run leads, leads a deeper queue makes
	"%s trails %s in %d of the %d reads":  {"%[1]s ustępuje platformie %[2]s w %[3]d z %[4]d testów odczytu"},
	"%s trails %s in %d of the %d writes": {"%[1]s ustępuje platformie %[2]s w %[3]d z %[4]d testów zapisu"},
	"%s trails %s in %d of the %d mixes":  {"%[1]s ustępuje platformie %[2]s w %[3]d z %[4]d testów mieszanych"},
	"%s trails %s in %d of the %d trims":  {"%[1]s ustępuje platformie %[2]s w %[3]d z %[4]d testów TRIM"},
	"%s is a few per cent faster in %d of the %d reads (%s); from single runs, that is an edge, not a reason to switch.":                                                                                                                      {"%[1]s wypada o kilka procent lepiej w %[2]d z %[3]d testów odczytu (%[4]s); przy pojedynczych przebiegach to niewielka przewaga, a nie powód do zmiany platformy."},
	"%s is a few per cent faster in %d of the %d writes (%s); from single runs, that is an edge, not a reason to switch.":                                                                                                                     {"%[1]s wypada o kilka procent lepiej w %[2]d z %[3]d testów zapisu (%[4]s); przy pojedynczych przebiegach to niewielka przewaga, a nie powód do zmiany platformy."},
	"%s is a few per cent faster in %d of the %d mixes (%s); from single runs, that is an edge, not a reason to switch.":                                                                                                                      {"%[1]s wypada o kilka procent lepiej w %[2]d z %[3]d testów mieszanych (%[4]s); przy pojedynczych przebiegach to niewielka przewaga, a nie powód do zmiany platformy."},
	"%s is a few per cent faster in %d of the %d trims (%s); from single runs, that is an edge, not a reason to switch.":                                                                                                                      {"%[1]s wypada o kilka procent lepiej w %[2]d z %[3]d testów TRIM (%[4]s); przy pojedynczych przebiegach to niewielka przewaga, a nie powód do zmiany platformy."},
	"In %s, %s's %s lead over %s comes at the same mean latency (%s vs %s) with more I/Os in flight (about %s vs %s), which accounts for the gap; whether the job's settings or the I/O stack kept the deeper queue, these runs cannot tell.": {"W teście „%[1]s” przewaga %[3]s konfiguracji %[2]s nad konfiguracją %[4]s wynika z kolejki: średnie opóźnienie jest takie samo (%[5]s wobec %[6]s), a operacji w toku jest więcej (ok. %[7]s wobec %[8]s), co tłumaczy różnicę; czy głębszą kolejkę dały ustawienia zadania, czy stos I/O, tego te pomiary nie rozstrzygają."},
	"Choose %s.": {"Najlepszy wybór to %s."},

	// comparison (f-comp): one platform's shorter queues, in the lead

	// onesystem (f-comp): what the device does in the lead, block size per I/O
	"It delivers %s.": {"Dysk osiąga %s."},
	"Block size: from %s to %s, each I/O carries %s times the data but takes %s times as long on average, so bandwidth rises %s-fold.": {"Rozmiar bloku: między testami „%[1]s” i „%[2]s” blok jest %[3]s razy większy, a każda operacja trwa średnio %[4]s raza dłużej, więc przepustowość rośnie %[5]s raza."},
	// Repeated runs (f-rep): what the runs showed and where; the
	// differences they could not show said once; adjusted p-values.
	"adjusted p = %s": {
		"skorygowane p = %s",
	},
	"the runs of %s there spread %s (%s to %s), so read this result with care": {
		"najszybszy przebieg %[1]s był tu %[2]s szybszy od najwolniejszego (od %[3]s do %[4]s), więc ten wynik trzeba czytać ostrożnie",
	},
	"%s (%s vs %s, %s)": {
		"%[1]s (%[2]s wobec %[3]s, %[4]s)",
	},
	"In %s the runs cannot tell %s and %s apart: the medians are within about %s of each other and the runs overlap, which does not prove them equal.": {
		"Przebiegi nie pozwalają odróżnić konfiguracji %[2]s i %[3]s w tych testach: %[1]s. Mediany różnią się najwyżej o ok. %[4]s, a zakresy przebiegów się pokrywają; nie oznacza to jednak, że wyniki są równe.",
	},
	"In %s the runs cannot tell %s and %s apart: the medians are within about %s of each other, which does not prove them equal.": {
		"Przebiegi nie pozwalają odróżnić konfiguracji %[2]s i %[3]s w tych testach: %[1]s. Mediany różnią się najwyżej o ok. %[4]s; nie oznacza to jednak, że wyniki są równe.",
	},
	"The runs show a difference only in %s: %s led by %s (%s vs %s, %s); in the other %d results they cannot tell the systems apart, and one result supports no general choice.": {
		"one",
		"Przebiegi wykazały różnicę tylko w teście „%[1]s”: %[2]s prowadził z przewagą %[3]s (%[4]s wobec %[5]s, %[6]s). W pozostałym %[7]d teście różnicy nie wykryto, a jeden wynik to za mało na ogólną rekomendację.",
		"other",
		"Przebiegi wykazały różnicę tylko w teście „%[1]s”: %[2]s prowadził z przewagą %[3]s (%[4]s wobec %[5]s, %[6]s). W pozostałych %[7]d testach różnicy nie wykryto, a jeden wynik to za mało na ogólną rekomendację.",
	},
	"The runs show differences in only %d of the %d results, each a lead of %s, by up to %s (%s, %s vs %s); in the other %d they cannot tell the systems apart, too few to support a general choice.": {
		"Przebiegi wykazały różnice tylko w %[1]d z %[2]d testów, za każdym razem na korzyść konfiguracji %[3]s, z przewagą do %[4]s (%[5]s: %[6]s wobec %[7]s). W pozostałych (%[8]d) różnicy nie wykryto – to za mało na ogólną rekomendację.",
	},
	"%s was ahead only in %s, by %s (%s vs %s); in the other %d results the runs cannot tell the systems apart.": {
		"one",
		"%[1]s był %[3]s szybszy, ale tylko w teście „%[2]s” (%[4]s wobec %[5]s); w pozostałym %[6]d teście przebiegi nie pozwalają rozstrzygnąć, która konfiguracja jest szybsza.",
		"other",
		"%[1]s był %[3]s szybszy, ale tylko w teście „%[2]s” (%[4]s wobec %[5]s); w pozostałych %[6]d testach przebiegi nie pozwalają rozstrzygnąć, która konfiguracja jest szybsza.",
	},
	"%s leads %d of the %d results, %s (%s, %s vs %s); in the other %d the runs cannot tell the systems apart.": {
		"%[1]s prowadzi w %[2]d z %[3]d wyników, %[4]s (%[5]s: %[6]s wobec %[7]s); w pozostałych (%[8]d) przebiegi nie pozwalają rozstrzygnąć, która konfiguracja jest szybsza.",
	},
	"%s leads %d of the %d results, %s (%s, %s vs %s); of the rest, %d are ties and in %d the runs cannot tell the systems apart.": {
		"%[1]s prowadzi w %[2]d z %[3]d wyników, %[4]s (%[5]s: %[6]s wobec %[7]s); z pozostałych remisy: %[8]d, wyniki nierozstrzygnięte: %[9]d.",
	},
	"%s leads the one test": {
		"%[1]s prowadzi w jedynym teście",
	},
	"The runs used direct I/O, which bypasses only the guest's page cache: the %s test file is small enough for the host, which has at least the virtual machine's %s of memory, to cache whole, and the virtual disk's cache mode was not recorded, so part of the figures may come from the host's memory rather than the disk.": {
		"W przebiegach użyto direct I/O, które omija tylko pamięć podręczną systemu gościa: plik testowy (%[1]s) jest na tyle mały, że host, mający co najmniej tyle pamięci co maszyna wirtualna (%[2]s), może go w całości buforować, a trybu pamięci podręcznej dysku wirtualnego nie zapisano, więc część wyników może pochodzić z pamięci hosta, a nie z dysku.",
	},
	"The %s test file is small enough for the host, which has at least the virtual machine's %s of memory, to cache whole, and the virtual disk's cache mode was not recorded, so part of the figures may come from the host's memory rather than the disk.": {
		"Plik testowy (%[1]s) jest na tyle mały, że host, mający co najmniej tyle pamięci co maszyna wirtualna (%[2]s), może go w całości buforować, a trybu pamięci podręcznej dysku wirtualnego nie zapisano, więc część wyników może pochodzić z pamięci hosta, a nie z dysku.",
	},
	"Inconclusive: the runs cannot tell these figures apart (%s).": {
		"Wynik nierozstrzygnięty: przebiegi nie pozwalają odróżnić tych wartości (%[1]s).",
	},
	"The adjusted p-values quoted are %s.": {
		"Podane skorygowane wartości p liczono %s.",
	},
	"Each workload ran %d times on each, at queue depth %d, on a virtual disk (%s, %s) in a virtual machine with %d vCPUs.": {
		"Każde obciążenie uruchomiono %[1]d razy w każdej konfiguracji, przy głębokości kolejki %[2]d, na dysku wirtualnym (%[3]s, %[4]s) maszyny wirtualnej z %[5]d vCPU.",
	},
	"Each workload ran %d times on each, at queue depth %d.": {
		"Każde obciążenie uruchomiono %[1]d razy w każdej konfiguracji, przy głębokości kolejki %[2]d.",
	},
	"In %s the runs cannot tell %s and %s apart: their runs overlap, which does not prove them equal.": {
		"Przebiegi nie pozwalają odróżnić konfiguracji %[2]s i %[3]s w tych testach: %[1]s. Zakresy przebiegów się pokrywają; nie oznacza to jednak, że wyniki są równe.",
	},
	"In %s the runs cannot tell %s and %s apart, which does not prove them equal.": {
		"Przebiegi nie pozwalają odróżnić konfiguracji %[2]s i %[3]s w tych testach: %[1]s. Nie oznacza to jednak, że wyniki są równe.",
	},
	"%s (medians %s vs %s, runs %s and %s, %s)": {
		"%[1]s (mediany %[2]s wobec %[3]s, przebiegi %[4]s i %[5]s, %[6]s)",
	},
	"%s %s %s": {
		"%[1]s %[3]s %[2]s",
	},
	"The gap lies in the latency tail of %s: %s against %s at the median (p50), but %s against %s at p99.9.": {
		"Różnica kryje się głównie w ogonie rozkładu opóźnień %[1]s: w medianie (p50) %[2]s wobec %[3]s, ale przy p99,9 już %[4]s wobec %[5]s.",
	},
	"Every test ran at queue depth 1, so none shows how they compare with more I/Os in flight per job.": {
		"Wszystkie testy wykonano przy głębokości kolejki 1, więc żaden nie pokazuje, jak wypadają przy większej liczbie operacji w toku na zadanie.",
	},
	// The comparison, round 7: both platforms' leads weighed by their
	// queues, CPU efficiency in the lead, one in-flight range.
	"%s does the most work per unit of CPU in %s of the %s tests, up to %s that of the most efficient %s system in that test, %s (%s, %s vs %s).":                {"W przeliczeniu na 1%% obciążenia procesora najwięcej pracy wykonuje %[1]s (%[2]s z %[3]s testów), do %[4]s tego, co najwydajniejsza w danym teście konfiguracja platformy %[5]s, czyli %[6]s (%[7]s: %[8]s wobec %[9]s)."},
	"%s does the most work per unit of CPU in %s of the %s tests, up to %s more than the most efficient %s system in that test, %s (%s, %s vs %s).":              {"W przeliczeniu na 1%% obciążenia procesora najwięcej pracy wykonuje %[1]s (%[2]s z %[3]s testów), do %[4]s więcej niż najwydajniejsza w danym teście konfiguracja platformy %[5]s, czyli %[6]s (%[7]s: %[8]s wobec %[9]s)."},
	"%s's lead, of %s in %s, came with fewer I/Os in flight than the best %s system (about %s against %s), so a deeper queue does not explain it.":               {"%[1]s prowadzi o %[2]s w teście „%[3]s” przy mniejszej liczbie operacji w toku niż najlepsza konfiguracja platformy %[4]s (ok. %[5]s wobec %[6]s), więc tej przewagi nie tłumaczy głębsza kolejka."},
	"%s's leads, of up to %s, never came with more I/Os in flight than the best %s system (about %s against %s in %s), so a deeper queue does not explain them.": {"Przewagi, jakie uzyskał %[1]s (do %[2]s), nigdy nie wiązały się z większą liczbą operacji w toku niż w najlepszej konfiguracji platformy %[3]s (w teście „%[6]s”: ok. %[4]s wobec %[5]s), więc nie tłumaczy ich głębsza kolejka."},
	"%s's leads, of %s, each came with more I/Os in flight than the best %s system (%s more), so part of each may come from the deeper queue.":                   {"Każda z przewag, jakie uzyskał %[1]s (%[2]s), wiązała się z większą liczbą operacji w toku niż w najlepszej konfiguracji platformy %[3]s (%[4]s więcej), więc część każdej z nich może wynikać z głębszej kolejki."},
	"%s's lead, of %s in %s, came with %s more I/Os in flight than the best %s system, so part of it may come from the deeper queue.":                            {"%[1]s prowadzi o %[2]s w teście „%[3]s” przy o %[4]s większej liczbie operacji w toku niż najlepsza konfiguracja platformy %[5]s, więc część tej przewagi może wynikać z głębszej kolejki."},
	"%s's most consistent advantage is CPU efficiency.":                                                                                 {"Najbardziej stałą przewagą konfiguracji %[1]s jest wydajność CPU."},
	"%s does the most work per unit of CPU in %d of %d results.":                                                                        {"Konfiguracja %[1]s wykonuje najwięcej pracy na jednostkę CPU w %[2]d z %[3]d wyników."},
	"In %s, %s ran at %s CPU for %s, which points to the processor rather than the drives as the limit, while %s reached %s at %s CPU.": {"W teście „%[1]s” obciążenie CPU w konfiguracji %[2]s sięga %[3]s przy %[4]s, co sugeruje, że ograniczeniem jest procesor (lub ustawienia zadania), a nie dyski; %[5]s osiąga tam %[6]s przy %[7]s CPU."},
	"In %s, %s spends more CPU per unit of work than the other systems: %s.":                                                            {"Konfiguracja %[2]s zużywa więcej CPU na jednostkę pracy niż pozostałe w testach: %[1]s; %[3]s."},
	"In %s, %s spends less CPU per unit of work than the other systems: %s.":                                                            {"Konfiguracja %[2]s zużywa mniej CPU na jednostkę pracy niż pozostałe w testach: %[1]s; %[3]s."},
	"Read bandwidth":  {"Przepustowość w odczycie"},
	"Write bandwidth": {"Przepustowość w zapisie"},
	"%s vs %s on %s":  {"%[3]s %[1]s a %[2]s"},
	"%s vs %s on %s (never more than %s apart)": {"%[3]s %[1]s a %[2]s (różnica nigdy nie przekracza %[4]s)"},
	"one is a tie":      {"jeden to remis"},
	"%s are ties":       {"%[1]s to remisy"},
	"about %s":          {"ok. %[1]s"},
	"%s workloads (%s)": {"%[1]s obciążeń (%[2]s)"},
	// The repeated-run comparison (g-rest).
	"%s with %d threads": {
		"one", "%[1]s z %[2]d wątkiem",
		"many", "%[1]s z %[2]d wątkami",
	},
	"%s with %s and %d threads": {"%[1]s z %[2]s i %[3]d wątkami"},
	"%s at %s":                  {"%[1]s przy %[2]s"},
	"the runs of %s in that test spread %s (%s to %s), but even its fastest was below the slowest of %s (%s): the runs do not overlap, though they cannot tell what caused the gap": {
		"wyniki przebiegów %[1]s różniły się tu aż %[2]s (%[3]s–%[4]s), ale nawet najszybszy przebieg był wolniejszy od najwolniejszego przebiegu %[5]s (%[6]s): przebiegi się nie pokrywają, jednak przyczyny tej różnicy te pomiary nie wyjaśniają",
	},
	"the runs of %s in that test spread %s (%s to %s), but even its slowest was above the fastest of %s (%s): the runs do not overlap, though they cannot tell what caused the gap": {
		"wyniki przebiegów %[1]s różniły się tu aż %[2]s (%[3]s–%[4]s), ale nawet najwolniejszy przebieg był szybszy od najszybszego przebiegu %[5]s (%[6]s): przebiegi się nie pokrywają, jednak przyczyny tej różnicy te pomiary nie wyjaśniają",
	},
	// The one-system article (g-rest).
	"about %s IOPS in random %s I/O":              {"ok. %[1]s IOPS w losowych operacjach %[2]s"},
	"At queue depth %d, what to plan with is %s.": {"Przy głębokości kolejki %[1]d można zakładać %[2]s."},
	"Between %s and %s the machine's CPU use rose from %s to %s, while the job's own CPU time per I/O went only from %s to %s (%s between the two): the machine's figure follows the workload, not the job's own cost.": {
		"Między testami „%[1]s” i „%[2]s” obciążenie CPU całej maszyny wzrosło z %[3]s do %[4]s, a czas CPU samego zadania na operację I/O zmienił się tylko z %[5]s na %[6]s (%[7]s między nimi): wskaźnik całej maszyny zależy od rodzaju obciążenia, a nie od kosztu samego zadania.",
	},
	// The one-system article (h-one2): the verdict of single short runs
	// gives the best they saw, an upper estimate.
	"At queue depth %d, single runs of %s give at best %s.": {"Przy głębokości kolejki %[1]d pojedyncze przebiegi trwające %[2]s dały w najlepszym razie %[3]s."},
	"Read that as an upper estimate, not a sustained rate: how much a repeat would differ is not known.": {
		"To górne oszacowanie, a nie wydajność trwała: nie wiadomo, o ile różniłaby się powtórka.",
	},
	// The repeated-run comparison (h-one2): at depth 1, the setup's
	// sentence leaves the depth to the limit said after it.
	"Each workload ran %d times on each, on a virtual disk (%s, %s) in a virtual machine with %d vCPUs.": {
		"Każde obciążenie uruchomiono %[1]d razy w każdej konfiguracji, na dysku wirtualnym (%[2]s, %[3]s) maszyny wirtualnej z %[4]d vCPU.",
	},
	"Each workload ran %d times on each.": {"Każde obciążenie uruchomiono %[1]d razy w każdej konfiguracji."},
	// The setup table (h-one2): the host row holds the machine's name.
	"Host name": {"Nazwa hosta"},
	// The one-system article (h-one2): its lead says the runs were single.
	"Each workload ran once, for %s.": {"Każde obciążenie zmierzono raz, przez %s."},
	// comparison (h-comp2): queue claims that fit the data, the CPU caveat, the verdict's bottom line
	"in %s, %s kept about %s I/Os in flight against %s, so its %s lead there may come from the deeper queue": {"w teście „%[1]s” %[2]s utrzymywał ok. %[3]s operacji w toku wobec %[4]s, więc jego przewaga %[5]s może tam wynikać z głębszej kolejki"},
	"%s and %s each count CPU use in their own way, so read this comparison as approximate.":                 {"%[1]s i %[2]s liczą obciążenie CPU każdy po swojemu, więc to porównanie jest tylko orientacyjne."},
	"%s's most consistent advantage is CPU efficiency, though %s and %s count CPU use differently.":          {"Najbardziej stałą przewagą konfiguracji %[1]s jest wydajność CPU, choć %[2]s i %[3]s mierzą obciążenie procesora w różny sposób."},
	"by a few per cent":                   {"z przewagą kilku procent"},
	"%s leads most reads %s":              {"%[1]s prowadzi w większości odczytów %[2]s"},
	"%s leads most writes %s":             {"%[1]s prowadzi w większości zapisów %[2]s"},
	"Neither platform wins outright: %s.": {"Żadna z platform nie wygrywa wyraźnie: %[1]s."},
	"Each figure is a single run, so none of the leads under %s is a reason to switch.": {"Każdy wynik to pojedynczy przebieg, więc żadna przewaga poniżej %[1]s nie jest powodem do zmiany platformy."},
	"%s: too close to rank from single runs.":                                           {"%[1]s: przy pojedynczych przebiegach różnice są za małe, by ustalić kolejność."},
	// comparison (latency at unequal queues, round 8)
	"In %s, %s had the lowest mean latency (%s against %s for %s) and still delivered the most IOPS, with fewer I/Os in flight (about %s against %s): its shorter waits cost it no throughput.":                                                                                             {"W testach: %[1]s %[2]s miał najniższe średnie opóźnienie (%[3]s wobec %[4]s w konfiguracji %[5]s) a przy tym dał najwięcej IOPS, przy mniejszej liczbie operacji w toku (ok. %[6]s wobec %[7]s), więc niższe opóźnienie nie zostało okupione mniejszą przepustowością."},
	"In %s the systems with the lowest mean latency kept fewer I/Os in flight (IOPS × mean latency; %s or more apart, about %s for %s against %s for %s) and did not deliver the most IOPS: their shorter waits come from the shallower queues, so we do not compare mean latencies there.": {"W testach: %[1]s konfiguracje o najniższym średnim opóźnieniu miały mniej operacji w toku (IOPS × średnie opóźnienie; różnica %[2]s lub więcej: %[4]s ok. %[3]s, %[6]s – %[5]s) i nie dały najwięcej IOPS: krótsze oczekiwanie wynika z płytszej kolejki, więc nie porównujemy tam średnich opóźnień."},
	// comparison (verdict: the queue only where it is the cut-off apart)
	// comparison (two engines too close in bandwidth, not in CPU)
	"%s: in bandwidth, too close to rank from single runs; in CPU use, %s spent far more than %s in %s.": {"%[1]s: pod względem przepustowości różnice są za małe, by ustalić kolejność przy pojedynczych przebiegach; pod względem CPU konfiguracja %[2]s zużyła znacznie więcej niż %[3]s w testach: %[4]s."},
	"%s (%s the CPU, %s vs %s)": {"%[1]s (%[2]s więcej CPU: %[3]s wobec %[4]s)"},
	"The %s and %s figures were measured in separate sessions, so their setups may differ.": {"Wyniki platform %[1]s i %[2]s zmierzono w osobnych sesjach, więc warunki testu mogły się różnić."},
	"measuring session": {"sesja pomiarowa"},
	"%s leads %s of the %s reads, but only by %s, too small to call from single runs":                                                           {"%[1]s prowadzi w większości testów odczytu (%[2]s z %[3]s), ale z przewagą tylko %[4]s, czyli za małą, by rozstrzygnąć o wyniku na podstawie pojedynczych przebiegów"},
	"%s leads %s of the %s writes, but only by %s, too small to call from single runs":                                                          {"%[1]s prowadzi w większości testów zapisu (%[2]s z %[3]s), ale z przewagą tylko %[4]s, czyli za małą, by rozstrzygnąć o wyniku na podstawie pojedynczych przebiegów"},
	"%s leads %s of the %s mixes, but only by %s, too small to call from single runs":                                                           {"%[1]s prowadzi w większości testów mieszanych (%[2]s z %[3]s), ale z przewagą tylko %[4]s, czyli za małą, by rozstrzygnąć o wyniku na podstawie pojedynczych przebiegów"},
	"%s leads %s of the %s trims, but only by %s, too small to call from single runs":                                                           {"%[1]s prowadzi w większości testów TRIM (%[2]s z %[3]s), ale z przewagą tylko %[4]s, czyli za małą, by rozstrzygnąć o wyniku na podstawie pojedynczych przebiegów"},
	"For about the same bandwidth it also needed more CPU in %s; in the other %s tests the two were within %s percentage points of each other.": {"Przy niemal tej samej przepustowości potrzebowała też więcej CPU w testach: %[1]s; w pozostałych %[2]s testach różnica między nimi nie przekraczała %[3]s pkt proc."},
	"In the other %s tests the two were within %s percentage points of each other.":                                                             {"W pozostałych %[1]s testach różnica między nimi nie przekraczała %[2]s pkt proc."},
	"In %s the lowest mean latency was %s's, which kept far fewer I/Os in flight (IOPS × mean latency: about %s against %s for %s) and did not deliver the most IOPS: its shorter waits come from the shallower queue, so we do not compare mean latencies there.": {"W testach: %[1]s najniższe średnie opóźnienie miała konfiguracja %[2]s, która utrzymywała znacznie mniej operacji w toku (IOPS × średnie opóźnienie: ok. %[3]s wobec %[4]s w przypadku platformy %[5]s) i nie dała najwięcej IOPS: krótsze oczekiwanie wynika z płytszej kolejki, więc nie porównujemy tam średnich opóźnień."},
	"Mean latencies not compared: the systems kept numbers of I/Os in flight %s or more apart, and the fastest did not deliver the most IOPS (see the findings).":                                                                                                  {"Średnich opóźnień nie porównujemy: liczby operacji w toku różniły się o %[1]s lub więcej, a konfiguracja o najniższym opóźnieniu nie dała najwięcej IOPS (zob. najważniejsze wnioski)."},
	"On %s, the stack matters more than the platform: %s is up to %s ahead of %s (%s, %s vs %s).":                                                                                                                                                                  {"Na platformie %[1]s wybór stosu znaczy więcej niż wybór platformy: %[2]s wyprzedza %[4]s nawet o %[3]s (%[5]s: %[6]s wobec %[7]s)."},
	"On %s, %s and %s move about the same bandwidth, but %s needs far more CPU in %s.":                                                                                                                                                                             {"Na platformie %[1]s konfiguracje %[2]s i %[3]s dają niemal tę samą przepustowość, ale %[4]s zużywa znacznie więcej CPU w testach: %[5]s."},
	"%s's most consistent advantage is CPU efficiency, ahead in %s of the %s tests (in %s of them by under %s), though %s and %s count CPU use differently.":                                                                                                       {"Najbardziej stałą przewagą konfiguracji %[1]s jest wydajność CPU (%[2]s z %[3]s testów, z czego %[4]s o mniej niż %[5]s), choć %[6]s i %[7]s mierzą obciążenie procesora w różny sposób."},
}
