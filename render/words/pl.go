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
		"Na %d hostach (%s) %s waha się od %s do %s, czyli rozrzut %s mediany hostów (%s).",
	},
	"The slowest host, %s, is %s below the median (%s).": {
		"Najwolniejszy host, %s, jest %s poniżej mediany (%s).",
	},
	"The slowest host, %s, is %s above the median (%s).": {
		"Najwolniejszy host, %s, jest %s powyżej mediany (%s).",
	},
	"Far from the other hosts: %s.": {"Daleko od pozostałych hostów: %s."},
	"The aggregate fio measured over all the hosts at once is %s.": {
		"Łączny wynik zmierzony przez fio na wszystkich hostach naraz: %s.",
	},
	// Headings and labels of the page.
	"Key findings":                    {"Najważniejsze wnioski"},
	"Results that are not the device": {"Wyniki, które nie pochodzą z samego urządzenia"},
	"Verdict":                         {"Werdykt"},
	"Warnings":                        {"Ostrzeżenia"},
	"Test setup and sources":          {"Konfiguracja testowa i źródła"},
	"Results":                         {"Wyniki"},
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
		"one", "Porównanie %d systemu: wydajność pamięci masowej",
		"few", "Porównanie %d systemów: wydajność pamięci masowej",
		"many", "Porównanie %d systemów: wydajność pamięci masowej",
	},
	"%s, %s, %s; data: %s": {"%s, %s, %s; dane: %s"},
	"%d systems": {
		"one", "%d system",
		"few", "%d systemy",
		"many", "%d systemów",
	},
	"%d workloads": {
		"one", "%d obciążenie",
		"few", "%d obciążenia",
		"many", "%d obciążeń",
	},
	"%s: storage performance": {"%s: wydajność pamięci masowej"},
	"%s, %s; data: %s":        {"%s, %s; dane: %s"},
	"%d figures": {
		"one", "%d wynik",
		"few", "%d wyniki",
		"many", "%d wyników",
	},
	"%d figures compared": {
		"one", "%d porównany wynik",
		"few", "%d porównane wyniki",
		"many", "%d porównanych wyników",
	},
	"%s (%d sources): %s": {
		"one", "%s (%d źródło): %s",
		"few", "%s (%d źródła): %s",
		"many", "%s (%d źródeł): %s",
	},
	"CrystalDiskMark: %d drives compared": {
		"one", "CrystalDiskMark: porównanie %d dysku",
		"few", "CrystalDiskMark: porównanie %d dysków",
		"many", "CrystalDiskMark: porównanie %d dysków",
	},
	"Queue depth: %s": {"Głębokość kolejki: %s"},
	"Queue depth: %d configurations": {
		"one", "Głębokość kolejki: %d konfiguracja",
		"few", "Głębokość kolejki: %d konfiguracje",
		"many", "Głębokość kolejki: %d konfiguracji",
	},
	"%s, %s, queue depth %s; data: %s": {"%s, %s, głębokość kolejki %s; dane: %s"},
	"%d configurations": {
		"one", "%d konfiguracja",
		"few", "%d konfiguracje",
		"many", "%d konfiguracji",
	},
	"%d to %d": {"od %d do %d"},
	"%s to %s": {"od %s do %s"},
	// Workloads: a pattern, a block size, a direction.
	"random %s read":      {"odczyt losowy %s"},
	"random %s write":     {"zapis losowy %s"},
	"random %s mixed":     {"losowe mieszane %s"},
	"random %s trim":      {"TRIM losowy %s"},
	"sequential %s read":  {"odczyt sekwencyjny %s"},
	"sequential %s write": {"zapis sekwencyjny %s"},
	"sequential %s mixed": {"sekwencyjne mieszane %s"},
	"sequential %s trim":  {"TRIM sekwencyjny %s"},
	"%s read":             {"%s odczytu"},
	"pattern?":            {"wzorzec?"},
	"read":                {"odczyt"},
	"write":               {"zapis"},
	"mixed":               {"mieszane"},
	"trim":                {"TRIM"},
	"rnd":                 {"los."},
	"seq":                 {"sekw."},
	"%sR":                 {"%sO"},
	"mix":                 {"mieszany"},
	"mix %s":              {"mieszany %s"},
	// Metrics and their units.
	"Bandwidth":                      {"Przepustowość"},
	"Mean latency":                   {"Średnie opóźnienie"},
	"Latency p50":                    {"Opóźnienie p50"},
	"Latency p99":                    {"Opóźnienie p99"},
	"Latency p99.9":                  {"Opóźnienie p99.9"},
	"CPU use":                        {"Użycie CPU"},
	"IOPS per %% CPU":                {"IOPS na %% CPU"},
	"Bandwidth per %% CPU":           {"Przepustowość na %% CPU"},
	"CPU time per I/O":               {"Czas CPU na operację I/O"},
	"IOPS per core":                  {"IOPS na rdzeń"},
	"Bandwidth per CPU-second":       {"Przepustowość na sekundę CPU"},
	"Score":                          {"Wynik"},
	"Score in %s (higher is better)": {"Wynik w %s (więcej znaczy lepiej)"},
	"Score in %s (lower is better)":  {"Wynik w %s (mniej znaczy lepiej)"},
	"%s per CPU-s":                   {"%s na sekundę CPU"},
	"%s per %% CPU":                  {"%s na %% CPU"},
	// Tables.
	"Block size":                {"Rozmiar bloku"},
	"best, clear of the others": {"najlepszy, z wyraźną przewagą nad pozostałymi"},
	"tied for best (within resolution or the tie threshold)": {
		"remis o pierwsze miejsce (w granicach rozdzielczości lub progu remisu)",
	},
	"%s (continued)":         {"%s (ciąg dalszy)"},
	"Random read, %s":        {"Odczyt losowy, %s"},
	"Random write, %s":       {"Zapis losowy, %s"},
	"Random mixed, %s":       {"Losowe mieszane, %s"},
	"Random trim, %s":        {"TRIM losowy, %s"},
	"Sequential read, %s":    {"Odczyt sekwencyjny, %s"},
	"Sequential write, %s":   {"Zapis sekwencyjny, %s"},
	"Sequential mixed, %s":   {"Sekwencyjne mieszane, %s"},
	"Sequential trim, %s":    {"TRIM sekwencyjny, %s"},
	"Unknown pattern %s, %s": {"Nieznany wzorzec, %s, %s"},
	"%s rounded to the nearest %s in the source; differences within that step are ties.": {
		"%[1]s: w źródle zaokrąglono do najbliższej wielokrotności %[2]s; różnice w granicach tego kroku to remisy.",
	},
	"%s: change against %s": {"%s: zmiana względem %s"},
	"Workload":              {"Obciążenie"},
	"better than %s":        {"lepiej niż %s"},
	"~ no difference (within resolution or the tie threshold)": {
		"~ brak różnicy (w granicach rozdzielczości lub progu remisu)",
	},
	"Test":                       {"Test"},
	"Read":                       {"Odczyt"},
	"Write":                      {"Zapis"},
	"Mix":                        {"Mieszany"},
	"Mix %s":                     {"Mieszany %s"},
	"MB/s (1 MB/s = %s bytes/s)": {"MB/s (1 MB/s = %s bajtów/s)"},
	"%s over queue depth":        {"%s w funkcji głębokości kolejki"},
	"Queue depth":                {"Głębokość kolejki"},
	"Configuration":              {"Konfiguracja"},
	"the knee: the smallest depth reaching %s of the curve's best": {
		"kolano: najmniejsza głębokość osiągająca %s najlepszego wyniku krzywej",
	},
	"%s, latency": {"%s, opóźnienie"},
	// Charts.
	"CPU efficiency: %s": {"Efektywność CPU: %s"},
	"%s (whiskers: 95%% confidence interval of the median)": {
		"%s (wąsy: 95-procentowy przedział ufności mediany)",
	},
	"%s: distribution of completion latency": {"%s: rozkład opóźnienia realizacji"},
	"%s: distribution of latency":            {"%s: rozkład opóźnienia"},
	"I/Os at or below (%%)":                  {"Operacje I/O nie dłuższe niż (%%)"},
	"Latency (%s, log scale)":                {"Opóźnienie (%s, skala logarytmiczna)"},
	// A chart's description, for readers who cannot see it (SVG's <desc>).
	"Bar chart of %s for %s; workloads: %s.": {"Wykres słupkowy: %s dla %s; obciążenia: %s."},
	"Line chart of %s for %s over queue depths %s to %s.": {
		"Wykres liniowy: %s dla %s przy głębokości kolejki od %s do %s.",
	},
	"Line chart of the share of I/Os at or below each latency, on a log scale, for %s.": {
		"Wykres liniowy udziału operacji I/O nie dłuższych niż dane opóźnienie, w skali logarytmicznej, dla %s.",
	},
	"Median latency: %s.": {"Mediana opóźnienia: %s."},
	"Highest: %s, %s: %s. Lowest: %s, %s: %s.": {
		"Najwyższa wartość: %s, %s: %s. Najniższa wartość: %s, %s: %s.",
	},
	"rated maximum":                     {"maksimum producenta"},
	"link":                              {"łącze"},
	"Read, MB/s by test":                {"Odczyt, MB/s według testu"},
	"Write, MB/s by test":               {"Zapis, MB/s według testu"},
	"Mix, MB/s by test":                 {"Mieszany, MB/s według testu"},
	"%s: %s over queue depth":           {"%s: %s w funkcji głębokości kolejki"},
	"%s: mean latency over queue depth": {"%s: średnie opóźnienie w funkcji głębokości kolejki"},
	"Mean latency (%s)":                 {"Średnie opóźnienie (%s)"},
	"%s: ratio to %s":                   {"%s: stosunek do wyniku %s"},
	"Ratio to %s":                       {"Iloraz względem %s"},
	"%s (rings: the knee)":              {"%s (pierścienie: kolano)"},
	// Charts of panels (small multiples), their axes and bars.
	"n/a":                                     {"b.d."},
	"%s: throughput and CPU efficiency":       {"%s: przepustowość i efektywność CPU"},
	"Bar charts of %s for %s.":                {"Wykresy słupkowe: %s dla %s."},
	"%s: highest %s, %s; lowest %s, %s.":      {"%s: najwyżej %s, %s; najniżej %s, %s."},
	"%s: %s and latency over queue depth":     {"%s: %s i opóźnienie w funkcji głębokości kolejki"},
	"Mean latency against %s, by queue depth": {"Średnie opóźnienie względem: %s, według głębokości kolejki"},
	"Line chart of mean latency against %s for %s, a point per queue depth.": {"Wykres liniowy średniego opóźnienia względem: %s, dla %s; jeden punkt na głębokość kolejki."},
	"log scale":                          {"skala logarytmiczna"},
	"%s, log scale":                      {"%s, skala logarytmiczna"},
	"%s: MB/s, IOPS and latency by test": {"%s: MB/s, IOPS i opóźnienie według testu"},
	"whiskers: 95%% confidence interval of the median": {"wąsy: 95%% przedział ufności mediany"},
	// Findings of a comparison.
	"%s leads %d of %d": {"%s prowadzi w %d z %d"},
	"%s leads all %d it ran": {
		"one", "%s prowadzi w %d swoim teście",
		"many", "%s prowadzi we wszystkich %d swoich testach",
	},
	"%s leads %d of the %d it ran": {
		"one", "%s prowadzi w %d z %d swojego testu",
		"many", "%s prowadzi w %d z %d swoich testów",
	},
	"by %s (%s, %s vs %s)": {"z przewagą %[1]s (%[2]s: %[3]s wobec %[4]s)"},
	"by %s to %s (most in %s, %s vs %s)": {
		"z przewagą od %[1]s do %[2]s (największa: %[3]s, %[4]s wobec %[5]s)",
	},
	"%s is CPU-bound on %s: %s CPU for %s, so the processor, not the storage, sets the pace.": {
		"%[1]s: ograniczenie przez CPU w przypadku %[2]s – %[3]s CPU przy %[4]s, więc tempo wyznacza procesor, nie pamięć masowa.",
	},
	"%s does %s at %s CPU.": {"%[1]s osiąga %[2]s przy %[3]s CPU."},
	"%s is a tie on %s, %s to %s: about %s per drive over the %d drives, so the drives, not the software, set the limit.": {
		"one", "%[1]s: remis %[2]s, od %[3]s do %[4]s – około %[5]s na dysk przy %[6]d dysku, więc granicę wyznacza dysk, nie oprogramowanie.",
		"many", "%[1]s: remis %[2]s, od %[3]s do %[4]s – około %[5]s na dysk przy %[6]d dyskach, więc granicę wyznaczają dyski, nie oprogramowanie.",
	},
	"%s is a tie on %s, %s to %s, at %s to %s CPU: about %s per drive over the %d drives, so the drives, not the software, set the limit.": {
		"one", "%[1]s: remis %[2]s, od %[3]s do %[4]s, przy CPU od %[5]s do %[6]s – około %[7]s na dysk przy %[8]d dysku, więc granicę wyznacza dysk, nie oprogramowanie.",
		"many", "%[1]s: remis %[2]s, od %[3]s do %[4]s, przy CPU od %[5]s do %[6]s – około %[7]s na dysk przy %[8]d dyskach, więc granicę wyznaczają dyski, nie oprogramowanie.",
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
		"%[1]s: %[2]s i %[3]s wykonują tę samą pracę (%[4]s i %[5]s), a %[6]s zużywa o %[7]s mniej CPU (%[8]s wobec %[9]s).",
	},
	"%s, where %s and %s do the same work (%s and %s): %s uses %s the CPU of %s (%s vs %s).": {
		"%[1]s: %[2]s i %[3]s wykonują tę samą pracę (%[4]s i %[5]s), a %[6]s zużywa %[7]s więcej CPU niż %[8]s (%[9]s wobec %[10]s).",
	},
	"%s their median in %s (%s CPU for %s, against %s)": {
		"%[2]s: %[1]s mediany pozostałych (%[3]s CPU przy %[4]s wobec %[5]s)",
	},
	"%s less than their median in %s (%s CPU for %s, against %s)": {
		"%[2]s: o %[1]s mniej niż mediana pozostałych (%[3]s CPU przy %[4]s wobec %[5]s)",
	},
	"%s spends more CPU per unit of work than the other systems: %s.": {
		"%s zużywa na jednostkę pracy więcej CPU niż pozostałe systemy: %s.",
	},
	"%s spends less CPU per unit of work than the other systems: %s.": {
		"%s zużywa na jednostkę pracy mniej CPU niż pozostałe systemy: %s.",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more bandwidth per %% of CPU than %s (%s vs %s).": {
		"one", "Na jednostkę CPU najwięcej operacji I/O wykonuje %[1]s w %[2]d z %[3]d wyniku; największa przewaga to %[4]s: o %[5]s większa przepustowość na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
		"many", "Na jednostkę CPU najwięcej operacji I/O wykonuje %[1]s w %[2]d z %[3]d wyników; największa przewaga to %[4]s: o %[5]s większa przepustowość na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s the bandwidth per %% of CPU of %s (%s vs %s).": {
		"one", "Na jednostkę CPU najwięcej operacji I/O wykonuje %[1]s w %[2]d z %[3]d wyniku; największa przewaga to %[4]s: %[5]s większa przepustowość na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
		"many", "Na jednostkę CPU najwięcej operacji I/O wykonuje %[1]s w %[2]d z %[3]d wyników; największa przewaga to %[4]s: %[5]s większa przepustowość na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more IOPS per %% of CPU than %s (%s vs %s).": {
		"one", "Na jednostkę CPU najwięcej operacji I/O wykonuje %[1]s w %[2]d z %[3]d wyniku; największa przewaga to %[4]s: o %[5]s więcej IOPS na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
		"many", "Na jednostkę CPU najwięcej operacji I/O wykonuje %[1]s w %[2]d z %[3]d wyników; największa przewaga to %[4]s: o %[5]s więcej IOPS na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s the IOPS per %% of CPU of %s (%s vs %s).": {
		"one", "Na jednostkę CPU najwięcej operacji I/O wykonuje %[1]s w %[2]d z %[3]d wyniku; największa przewaga to %[4]s: %[5]s więcej IOPS na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
		"many", "Na jednostkę CPU najwięcej operacji I/O wykonuje %[1]s w %[2]d z %[3]d wyników; największa przewaga to %[4]s: %[5]s więcej IOPS na 1%% CPU niż %[6]s (%[7]s wobec %[8]s).",
	},
	"Largest latency gap: %s, %s at %s against %s at %s, %s as long (%s apart).": {
		"Największa różnica opóźnień: %[1]s, %[2]s %[3]s wobec %[4]s %[5]s, czyli %[6]s dłużej (różnica %[7]s).",
	},
	"%s peaks at %s (%s, %s of the link)": {
		"%[1]s osiąga najwyżej %[2]s (%[3]s, %[4]s przepustowości łącza)",
	},
	"On %s (%s after its framing): %s.":              {"Łącze %[1]s (%[2]s po narzucie ramek): %[3]s."},
	"%s: the link, not the drive, sets that figure.": {"%s: ten wynik wyznacza łącze, nie dysk."},
	"%s: no outright lead":                           {"%s: brak wyraźnego lidera"},
	"%d results are ties": {
		"one", "%d wynik to remis",
		"few", "%d wyniki to remisy",
		"many", "%d wyników to remisy",
	},
	"Bandwidth reads":                        {"Przepustowość, odczyt"},
	"Bandwidth writes":                       {"Przepustowość, zapis"},
	"Bandwidth mixed workloads":              {"Przepustowość, obciążenia mieszane"},
	"Bandwidth trims":                        {"Przepustowość, TRIM"},
	"IOPS reads":                             {"IOPS, odczyt"},
	"IOPS writes":                            {"IOPS, zapis"},
	"IOPS mixed workloads":                   {"IOPS, obciążenia mieszane"},
	"IOPS trims":                             {"IOPS, TRIM"},
	"below the %s tie threshold":             {"poniżej progu remisu %s"},
	"within the figures' printed resolution": {"w granicach rozdzielczości podanych wyników"},
	"not a significant difference over the repeated runs (alpha %s)": {
		"różnica nieistotna statystycznie w powtórzonych przebiegach (alfa %s)",
	},
	"not a significant difference over the repeated runs (alpha %s, p %s)": {
		"różnica nieistotna statystycznie w powtórzonych przebiegach (alfa %s, p %s)",
	},
	"%s bandwidth is a tie: %s within %s of each other (%s to %s), %s.": {
		"Remis w przepustowości, %[1]s: wyniki %[2]s różnią się najwyżej o %[3]s (od %[4]s do %[5]s), %[6]s.",
	},
	"%s IOPS is a tie: %s within %s of each other (%s to %s), %s.": {
		"Remis w IOPS, %[1]s: wyniki %[2]s różnią się najwyżej o %[3]s (od %[4]s do %[5]s), %[6]s.",
	},
	// The systems that tie, as the tie's sentence says them (Polish: in
	// the genitive of "wyniki ...").
	"one system":        {"jednego systemu"},
	"both systems":      {"obu systemów"},
	"all three systems": {"wszystkich trzech systemów"},
	"all four systems":  {"wszystkich czterech systemów"},
	"all five systems":  {"wszystkich pięciu systemów"},
	"all six systems":   {"wszystkich sześciu systemów"},
	"all %d systems":    {"wszystkich %d systemów"},
	"Largest latency gap: %s, %s %s vs %s %s, %s lower (%s apart).": {
		"Największa różnica opóźnień: %[1]s, %[2]s %[3]s wobec %[4]s %[5]s, o %[6]s mniej (różnica %[7]s).",
	},
	// What one system's data supports on its own (alone.go).
	"Highest bandwidth: %s, %s; lowest: %s, %s.": {
		"Największa przepustowość: %s, %s; najmniejsza: %s, %s.",
	},
	"Highest IOPS: %s, %s; lowest: %s, %s.": {"Najwięcej IOPS: %s, %s; najmniej: %s, %s."},
	"Lowest mean latency: %s, %s; highest: %s, %s.": {
		"Najniższe średnie opóźnienie: %s, %s; najwyższe: %s, %s.",
	},
	"Lowest p99 latency: %s, %s; highest: %s, %s.": {
		"Najniższe opóźnienie p99: %s, %s; najwyższe: %s, %s.",
	},
	"Least CPU time per I/O: %s, %s; most: %s, %s.": {
		"Najmniej czasu CPU na operację I/O: %s, %s; najwięcej: %s, %s.",
	},
	"%s: every figure is flagged below as not the device's alone.": {
		"%s: każdy wynik jest niżej oznaczony jako niepochodzący od samego urządzenia.",
	},
	"%s: the best figure is flagged below as not the device's alone; the best the flags do not call into doubt is %s, %s.": {
		"%s: najlepszy wynik jest niżej oznaczony jako niepochodzący od samego urządzenia; najlepszy wynik, którego oznaczenia nie podważają, to %s, %s.",
	},
	"Longest latency tail: %s, where the p99 latency (%s) is %sx the mean (%s).": {
		"Najdłuższy ogon opóźnień: %s, gdzie opóźnienie p99 (%s) jest %s raza większe od średniej (%s).",
	},
	"Queue depth: from %s to %s, mean latency is multiplied by %s but IOPS only by %s; the added I/Os mostly wait in the queue.": {
		"Głębokość kolejki: od %s do %s średnie opóźnienie mnoży się przez %s, a IOPS tylko przez %s; dodane operacje I/O głównie czekają w kolejce.",
	},
	"Queue depth: from %s to %s, IOPS is multiplied by %s and mean latency by %s; the added I/Os are served side by side.": {
		"Głębokość kolejki: od %s do %s IOPS mnoży się przez %s, a średnie opóźnienie przez %s; dodane operacje I/O są obsługiwane równolegle.",
	},
	"Block size: from %s to %s, mean latency is multiplied by %s but bandwidth only by %s; larger blocks take longer without moving data as much faster.": {
		"Rozmiar bloku: od %s do %s średnie opóźnienie mnoży się przez %s, a przepustowość tylko przez %s; większe bloki trwają dłużej, nie przenosząc danych proporcjonalnie szybciej.",
	},
	"Block size: from %s to %s, bandwidth is multiplied by %s and mean latency by %s; larger blocks move more data for their latency.": {
		"Rozmiar bloku: od %s do %s przepustowość mnoży się przez %s, a średnie opóźnienie przez %s; większe bloki przenoszą więcej danych w stosunku do swojego opóźnienia.",
	},
	"%s: IOPS times mean latency puts %s I/Os in flight, more than the %d the queue depth and jobs allow; the latency and the IOPS figures do not describe the same I/Os.": {
		"%s: IOPS razy średnie opóźnienie daje %s operacji I/O w toku, więcej niż %d, na które pozwalają głębokość kolejki i liczba zadań; wyniki opóźnienia i IOPS nie opisują tych samych operacji.",
	},
	"%s: IOPS times mean latency puts only %s I/Os in flight of the %d the queue depth and jobs allow; the queue stood partly empty, so the engine or the tool, not the device, set the pace.": {
		"%s: IOPS razy średnie opóźnienie daje tylko %s operacji I/O w toku z %d, na które pozwalają głębokość kolejki i liczba zadań; kolejka stała częściowo pusta, więc tempo narzucił silnik lub narzędzie, nie urządzenie.",
	},
	"Little's law: IOPS times mean completion latency puts %s of the queue's slots in flight; completion latency leaves out each I/O's submission, so the queue was at least this full.": {
		"Prawo Little'a: IOPS razy średnie opóźnienie ukończenia daje %s miejsc kolejki w toku; opóźnienie ukończenia pomija zlecenie każdej operacji, więc kolejka była zapełniona co najmniej w tym stopniu.",
	},
	"Little's law holds: IOPS times mean latency puts %s of the queue's slots in flight in every workload, so the latency and IOPS figures describe the same I/Os and the queue was kept full.": {
		"Prawo Little'a jest spełnione: w każdym obciążeniu IOPS razy średnie opóźnienie daje %s miejsc kolejki w toku, więc wyniki opóźnienia i IOPS opisują te same operacje, a kolejka była stale pełna.",
	},
	"Method: one system was measured, so no figure is compared with another system's; the findings set its workloads side by side.": {
		"Metoda: zmierzono jeden system, więc żaden wynik nie jest porównywany z wynikiem innego systemu; wnioski zestawiają ze sobą jego obciążenia.",
	},
	// The verdict.
	"The CPU holds back %s in %s.": {"%[2]s: procesor ogranicza %[1]s."},
	"The drives, not the software, set every system's figure in %s.": {
		"%s: wyniki wszystkich systemów wyznaczają dyski, nie oprogramowanie.",
	},
	"%s does the most work per unit of CPU in %d of %d results: its clearest advantage is CPU efficiency.": {
		"one", "%[1]s wykonuje najwięcej pracy na jednostkę CPU w %[2]d z %[3]d wyniku: jego najwyraźniejszą przewagą jest efektywność CPU.",
		"many", "%[1]s wykonuje najwięcej pracy na jednostkę CPU w %[2]d z %[3]d wyników: jego najwyraźniejszą przewagą jest efektywność CPU.",
	},
	"%s leads every read it ran (%d of %d results)": {
		"one", "%s prowadzi w każdym swoim odczycie (%d z %d wyniku)",
		"many", "%s prowadzi w każdym swoim odczycie (%d z %d wyników)",
	},
	"%s leads every write it ran (%d of %d results)": {
		"one", "%s prowadzi w każdym swoim zapisie (%d z %d wyniku)",
		"many", "%s prowadzi w każdym swoim zapisie (%d z %d wyników)",
	},
	"%s leads every mixed workload it ran (%d of %d results)": {
		"one", "%s prowadzi w każdym swoim obciążeniu mieszanym (%d z %d wyniku)",
		"many", "%s prowadzi w każdym swoim obciążeniu mieszanym (%d z %d wyników)",
	},
	"%s leads every trim it ran (%d of %d results)": {
		"one", "%s prowadzi w każdym swoim teście TRIM (%d z %d wyniku)",
		"many", "%s prowadzi w każdym swoim teście TRIM (%d z %d wyników)",
	},
	"no one leads the reads":           {"nikt nie prowadzi w odczycie"},
	"no one leads the writes":          {"nikt nie prowadzi w zapisie"},
	"no one leads the mixed workloads": {"nikt nie prowadzi w obciążeniach mieszanych"},
	"no one leads the trims":           {"nikt nie prowadzi w TRIM"},
	"no one leads most reads (%s leads %d of %d)": {
		"nikt nie prowadzi w większości odczytów (%s prowadzi w %d z %d)",
	},
	"no one leads most writes (%s leads %d of %d)": {
		"nikt nie prowadzi w większości zapisów (%s prowadzi w %d z %d)",
	},
	"no one leads most mixed workloads (%s leads %d of %d)": {
		"nikt nie prowadzi w większości obciążeń mieszanych (%s prowadzi w %d z %d)",
	},
	"no one leads most trims (%s leads %d of %d)": {
		"nikt nie prowadzi w większości operacji TRIM (%s prowadzi w %d z %d)",
	},
	"%s leads most reads (%d of %d bandwidth results)": {
		"one", "%s prowadzi w większości odczytów (%d z %d wyniku przepustowości)",
		"many", "%s prowadzi w większości odczytów (%d z %d wyników przepustowości)",
	},
	"%s leads most writes (%d of %d bandwidth results)": {
		"one", "%s prowadzi w większości zapisów (%d z %d wyniku przepustowości)",
		"many", "%s prowadzi w większości zapisów (%d z %d wyników przepustowości)",
	},
	"%s leads most mixed workloads (%d of %d bandwidth results)": {
		"one", "%s prowadzi w większości obciążeń mieszanych (%d z %d wyniku przepustowości)",
		"many", "%s prowadzi w większości obciążeń mieszanych (%d z %d wyników przepustowości)",
	},
	"%s leads most trims (%d of %d bandwidth results)": {
		"one", "%s prowadzi w większości operacji TRIM (%d z %d wyniku przepustowości)",
		"many", "%s prowadzi w większości operacji TRIM (%d z %d wyników przepustowości)",
	},
	"%s leads most reads (%d of %d IOPS results)": {
		"one", "%s prowadzi w większości odczytów (%d z %d wyniku IOPS)",
		"many", "%s prowadzi w większości odczytów (%d z %d wyników IOPS)",
	},
	"%s leads most writes (%d of %d IOPS results)": {
		"one", "%s prowadzi w większości zapisów (%d z %d wyniku IOPS)",
		"many", "%s prowadzi w większości zapisów (%d z %d wyników IOPS)",
	},
	"%s leads most mixed workloads (%d of %d IOPS results)": {
		"one", "%s prowadzi w większości obciążeń mieszanych (%d z %d wyniku IOPS)",
		"many", "%s prowadzi w większości obciążeń mieszanych (%d z %d wyników IOPS)",
	},
	"%s leads most trims (%d of %d IOPS results)": {
		"one", "%s prowadzi w większości operacji TRIM (%d z %d wyniku IOPS)",
		"many", "%s prowadzi w większości operacji TRIM (%d z %d wyników IOPS)",
	},
	// How the comparison judged.
	"Method: the best figure of each workload wins only when it is clear of the others by more than their printed resolution and by more than %s; otherwise the result is a tie.": {
		"Metoda: najlepszy wynik obciążenia wygrywa tylko wtedy, gdy wyprzedza pozostałe o więcej niż ich podana rozdzielczość i o więcej niż %s; w przeciwnym razie wynik to remis.",
	},
	"Platforms, from the first word of the system labels: %s; a lead is measured against the best system of the other platform.": {
		"Platformy, według pierwszego słowa nazw systemów: %s; przewagę mierzy się względem najlepszego systemu drugiej platformy.",
	},
	"Platforms, from the platform column: %s; a lead is measured against the best system of the other platform.": {
		"Platformy, według kolumny platformy: %s; przewagę mierzy się względem najlepszego systemu drugiej platformy.",
	},
	"A lead is measured against the runner-up.": {"Przewagę mierzy się względem drugiego miejsca."},
	"the Mann-Whitney test":                     {"test Manna-Whitneya"},
	"Welch's t-test":                            {"test t Welcha"},
	"Where runs were repeated, a difference counts only when it is significant at alpha %s by %s, Holm-corrected over the tests of one measurement across the workloads compared; bandwidth and IOPS, being one measurement, are tested once.": {
		"Tam, gdzie przebiegi powtórzono, różnica liczy się tylko wtedy, gdy jest istotna na poziomie alfa %[1]s (%[2]s), z poprawką Holma dla testów jednego pomiaru we wszystkich porównanych obciążeniach; przepustowość i IOPS, jako jeden pomiar, testuje się raz.",
	},
	"Holm-corrected over the %d tests of %s": {
		"one", "z poprawką Holma dla %[1]d testu: %[2]s",
		"many", "z poprawką Holma dla %[1]d testów: %[2]s",
	},
	"Holm-corrected over the %d tests of %s (one measurement, tested once for both)": {
		"one", "z poprawką Holma dla %[1]d testu: %[2]s (jeden pomiar, testowany raz dla obu)",
		"many", "z poprawką Holma dla %[1]d testów: %[2]s (jeden pomiar, testowany raz dla obu)",
	},
	"Holm-corrected over the %d tests of %s (one measurement, tested once for all of them)": {
		"one", "z poprawką Holma dla %[1]d testu: %[2]s (jeden pomiar, testowany raz dla wszystkich)",
		"many", "z poprawką Holma dla %[1]d testów: %[2]s (jeden pomiar, testowany raz dla wszystkich)",
	},
	// Results that cannot be the device alone.
	"the link": {"łącze"},
	"%s, %s: %s of the %s %s carries after its framing; the link, not the device, is the limit.": {
		"%[1]s, %[2]s: %[3]s tego, co %[5]s przenosi po narzucie ramek (%[4]s); ogranicza łącze, nie urządzenie.",
	},
	"%s, %s: %s, above the %s %s sends at all; a cache on the host's side of the link answered, not the device.": {
		"%[1]s, %[2]s: %[3]s, więcej niż %[4]s, które %[5]s w ogóle może przesłać; odpowiedziała pamięć podręczna po stronie hosta, nie urządzenie.",
	},
	"%s, %s: %s above the device's rated maximum; a cache answered, not the device.": {
		"%[1]s, %[2]s: %[3]s powyżej maksimum deklarowanego przez producenta; odpowiedziała pamięć podręczna, nie urządzenie.",
	},
	"%s, %s: %s above the most the bare device did; a cache, likely the host's page cache, answered.": {
		"%[1]s, %[2]s: %[3]s powyżej najlepszego wyniku samego urządzenia; odpowiedziała pamięć podręczna, najpewniej pamięć podręczna stron (page cache) hosta.",
	},
	"%s, %s: flagged %s": {"%s, %s: oznaczono (%s)"},
	"%s, %s at %s":       {"%s, %s przy %s"},
	"%s: %s to %s above the device's rated maximum; a cache answered, not the device.": {
		"%[1]s: od %[2]s do %[3]s powyżej maksimum deklarowanego przez producenta; odpowiedziała pamięć podręczna, nie urządzenie.",
	},
	"%s: %s to %s of the %s %s carries after its framing; the link, not the device, is the limit.": {
		"%[1]s: od %[2]s do %[3]s tego, co %[5]s przenosi po narzucie ramek (%[4]s); ogranicza łącze, nie urządzenie.",
	},
	"%s: %s to %s the %s %s sends at all; a cache on the host's side of the link answered, not the device.": {
		"%[1]s: od %[2]s do %[3]s tego, co %[5]s w ogóle może przesłać (%[4]s); odpowiedziała pamięć podręczna po stronie hosta, nie urządzenie.",
	},
	"%s: flagged %s": {"%s: oznaczono (%s)"},
	// A queue-depth sweep. A configuration is named with what its target
	// is, in parentheses, so that its name stays as given; depths (QD32)
	// and figures take no case ending: Turkish joins them with "ile" and
	// "düzeyi", Polish puts them after "przy", "od" and "do".
	"%s (memory)":       {"%s (pamięć RAM)"},
	"%s (%s disk)":      {"%s (dysk %s)"},
	"%s (virtual disk)": {"%s (dysk wirtualny)"},
	"%s: in memory (a RAM-backed file system or RAM disk), so its figures are what the I/O stack does without a device, the ceiling of the software stack, not a storage result.": {
		"%s: działa w pamięci (system plików w RAM lub RAM-dysk), więc wyniki tej konfiguracji pokazują, co stos I/O osiąga bez urządzenia: pułap warstwy programowej, a nie wynik pamięci masowej.",
	},
	"%s: a %s virtual disk, so its figures are the hypervisor's I/O path and the host's storage behind it, not a drive's alone.": {
		"%[1]s: dysk wirtualny %[2]s, więc wyniki tej konfiguracji to ścieżka I/O hipernadzorcy i pamięć masowa hosta za nią, a nie sam dysk.",
	},
	"%s: a virtual disk, so its figures are the hypervisor's I/O path and the host's storage behind it, not a drive's alone.": {
		"%s: dysk wirtualny, więc wyniki tej konfiguracji to ścieżka I/O hipernadzorcy i pamięć masowa hosta za nią, a nie sam dysk.",
	},
	"%s, within the noise of %s":   {"%s; w granicach szumu także: %s"},
	"%s: %s peaks at %s (%s)":      {"%s: %s osiąga maksimum %s (%s)"},
	"%s peaks highest, at %s (%s)": {"najwyżej sięga %s: %s (%s)"},
	"%s at %s (%s), %s of it":      {"%s: %s (%s), czyli %s tego wyniku"},
	"%s at %s (%s), %s of it, a difference inside the run-to-run noise": {
		"%s: %s (%s), czyli %s tego wyniku – różnica w granicach szumu między przebiegami",
	},
	"%s reaches %s of its peak only at %s (%s), the deepest depth measured: it may not have reached its limit": {
		"%[1]s osiąga %[2]s swojego maksimum dopiero przy %[3]s (%[4]s), największej zmierzonej głębokości: limit może leżeć dalej",
	},
	"%s reaches %s of its peak at %s (%s) and stays there through %s": {
		"%[1]s osiąga %[2]s swojego maksimum przy %[3]s (%[4]s) i utrzymuje ten poziom aż do %[5]s",
	},
	"%s reaches %s of its peak at %s (%s) and falls below it at %s": {
		"%[1]s osiąga %[2]s swojego maksimum przy %[3]s (%[4]s), a przy %[5]s spada poniżej tego poziomu",
	},
	"%s reaches %s of its peak at %s (%s) and falls below it from %s on": {
		"%[1]s osiąga %[2]s swojego maksimum przy %[3]s (%[4]s), a od %[5]s spada poniżej tego poziomu",
	},
	"%s first reaches %s of its peak at %s (%s) and is at or above it only at %s": {
		"%[1]s po raz pierwszy osiąga %[2]s swojego maksimum przy %[3]s (%[4]s), a na tym poziomie lub wyżej jest tylko przy: %[5]s",
	},
	"%s; from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise: the added requests only queue": {
		"%[1]s; od %[2]s do %[3]s opóźnienie rośnie %[4]s (z %[5]s do %[6]s) bez zysku ponad szum: dodatkowe żądania tylko czekają w kolejce",
	},
	"%s; likewise, from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise": {
		"%[1]s; tu również od %[2]s do %[3]s opóźnienie rośnie %[4]s (z %[5]s do %[6]s) bez zysku ponad szum",
	},
	"%s; it too loses %s from its peak at %s to %s (%s to %s), while its latency grows %s": {
		"%[1]s; również traci %[2]s od maksimum przy %[3]s do %[4]s (z %[5]s do %[6]s), a opóźnienie rośnie %[7]s",
	},
	"Past the depths where it first reaches %s of its peak (%s), a deeper queue adds latency, not throughput.": {
		"Poza głębokościami, przy których po raz pierwszy osiąga %[1]s swojego maksimum (%[2]s), głębsza kolejka zwiększa tylko opóźnienie, nie wydajność.",
	},
	"%s; from %s to %s it gains nothing beyond the noise": {
		"%[1]s; od %[2]s do %[3]s nie zyskuje nic ponad szum",
	},
	"%s; from its peak at %s to %s it loses %s (%s to %s) while its latency grows %s": {
		"%[1]s; od maksimum przy %[2]s do %[3]s traci %[4]s (z %[5]s do %[6]s), a opóźnienie rośnie %[7]s",
	},
	"%s; from its peak at %s to %s it loses %s (%s to %s)": {
		"%[1]s; od maksimum przy %[2]s do %[3]s traci %[4]s (z %[5]s do %[6]s)",
	},
	"%s; its swings from %s on, between %s and %s, are within the run-to-run noise": {
		"%[1]s; wahania od %[2]s wzwyż, między %[3]s a %[4]s, mieszczą się w szumie między przebiegami",
	},
	"%s; going on to %s changes it by %s": {"%[1]s; przejście do %[2]s zmienia wynik o %[3]s"},
	"%s; going on to %s multiplies its latency by %s for %s more IOPS": {
		"%[1]s; przejście do %[2]s zwiększa opóźnienie %[3]s, a IOPS rosną o %[4]s",
	},
	"%s; going on to %s multiplies its latency by %s for %s more bandwidth": {
		"%[1]s; przejście do %[2]s zwiększa opóźnienie %[3]s, a przepustowość rośnie o %[4]s",
	},
	"%s; going on to %s multiplies its latency by %s for %s fewer IOPS": {
		"%[1]s; przejście do %[2]s zwiększa opóźnienie %[3]s, a IOPS spadają o %[4]s",
	},
	"%s; going on to %s multiplies its latency by %s for %s less bandwidth": {
		"%[1]s; przejście do %[2]s zwiększa opóźnienie %[3]s, a przepustowość spada o %[4]s",
	},
	"Each depth's figure is a single run of %s, not repeated: too short to see a drive's cache fill or its background work.": {
		"Wynik każdej głębokości pochodzi z jednego przebiegu trwającego %s, bez powtórzeń: to za krótko, by zobaczyć zapełnienie pamięci podręcznej dysku czy jego prace w tle.",
	},
	"Some depths' figures are a single run, not repeated.": {
		"Wyniki niektórych głębokości pochodzą z jednego przebiegu, bez powtórzeń.",
	},
	"Runs are as short as %s: too short to see a drive's cache fill or its background work.": {
		"Najkrótsze przebiegi trwają %s: to za krótko, by zobaczyć zapełnienie pamięci podręcznej dysku czy jego prace w tle.",
	},
	"±%s for %s (differences under %s are noise)": {"%[2]s: ±%[1]s (różnice poniżej %[3]s to szum)"},
	"The spread of the repeated runs puts the run-to-run noise at %s.": {
		"Rozrzut powtórzonych przebiegów wyznacza szum między przebiegami: %s.",
	},
	"The curves' zig-zags put the run-to-run noise at %s.": {
		"Zygzaki krzywych wyznaczają szum między przebiegami: %s.",
	},
	"%s: no repeats and no zig-zag to measure the noise by, so small differences cannot be judged.": {
		"%s: brak powtórzeń i zygzaków, z których dałoby się oszacować szum, więc małych różnic nie da się ocenić.",
	},
	"%s, %s of the memory ceiling": {"%s, czyli %s pułapu pamięci RAM"},
	"%s, from a write cache":       {"%s, z pamięci podręcznej zapisu"},
	"%s, flagged":                  {"%s, z oznaczeniem"},
	"%s at its best: %s.":          {"Najlepsze wyniki – %[1]s: %[2]s."},
	"These are single runs: a difference under %s between two figures of one configuration is within the noise.": {
		"To pojedyncze przebiegi: różnica poniżej %s między dwoma wynikami jednej konfiguracji mieści się w szumie.",
	},
	"A difference under %s between two figures of one configuration is within the noise.": {
		"Różnica poniżej %s między dwoma wynikami jednej konfiguracji mieści się w szumie.",
	},
	"%s, %s at %s: %s above the most %s did; a cache answered, not the device.": {
		"%[1]s, %[2]s przy %[3]s: %[4]s powyżej najlepszego wyniku konfiguracji %[5]s; odpowiedziała pamięć podręczna, nie urządzenie.",
	},
	"%s: %s to %s above the most %s did; a cache answered, not the device.": {
		"%[1]s: od %[2]s do %[3]s powyżej najlepszego wyniku konfiguracji %[4]s; odpowiedziała pamięć podręczna, nie urządzenie.",
	},
	"%s, %s: its peak, %s at %s, is %s its %s peak (%s at %s). A disk does not write faster than it reads: a write-back cache took the writes, behind a virtual disk most likely the host's page cache (cache=writeback).": {
		"%[1]s, %[2]s: maksimum %[3]s przy %[4]s, czyli %[5]s maksimum odczytu (%[6]s: %[7]s przy %[8]s). Dysk nie zapisuje szybciej, niż czyta: zapisy przyjęła pamięć podręczna typu write-back, a za dyskiem wirtualnym najpewniej pamięć podręczna stron hosta (cache=writeback).",
	},
	"%s, %s: its peak, %s at %s, is %s its %s peak (%s at %s). A drive does not write faster than it reads: a write-back cache took the writes, the drive's DRAM or SLC cache, or the page cache if the I/O was buffered.": {
		"%[1]s, %[2]s: maksimum %[3]s przy %[4]s, czyli %[5]s maksimum odczytu (%[6]s: %[7]s przy %[8]s). Dysk nie zapisuje szybciej, niż czyta: zapisy przyjęła pamięć podręczna typu write-back – DRAM lub SLC dysku, a przy buforowanym I/O pamięć podręczna stron.",
	},
	"%s, %s: its peak, %s at %s, is %s its %s peak (%s at %s). A device does not write faster than it reads: a write-back cache took the writes, a page cache or the drive's own DRAM or SLC cache.": {
		"%[1]s, %[2]s: maksimum %[3]s przy %[4]s, czyli %[5]s maksimum odczytu (%[6]s: %[7]s przy %[8]s). Urządzenie nie zapisuje szybciej, niż czyta: zapisy przyjęła pamięć podręczna typu write-back – pamięć podręczna stron albo DRAM lub SLC samego dysku.",
	},
	"%s: %s top out together near %s (their maxima within %s of each other), against %s for %s: a ceiling they share, not the device's.": {
		"%[1]s: %[2]s razem osiągają pułap około %[3]s (ich maksima różnią się najwyżej o %[4]s), wobec %[5]s w konfiguracji %[6]s: to wspólny pułap, nie ograniczenie urządzenia.",
	},
	"%s: %s top out together near %s (their maxima within %s of each other): a ceiling they share, not the device's.": {
		"%[1]s: %[2]s razem osiągają pułap około %[3]s (ich maksima różnią się najwyżej o %[4]s): to wspólny pułap, nie ograniczenie urządzenia.",
	},
	"%s: every figure is flagged": {"%s: wszystkie wyniki oznaczono"},
	"%s: %s, %s at %s":            {"%s: %s, %s przy %s"},
	"%s (%s higher, but flagged)": {"%s (%s wyżej, ale z oznaczeniem)"},
	"Highest result the flags do not call into doubt, per workload: %s.": {
		"Najwyższy wynik niepodważony przez oznaczenia, dla każdego obciążenia: %s.",
	},
	"Random workloads are measured in IOPS, sequential ones in bandwidth. A curve's knee is the smallest queue depth that reaches %s of its peak; latency growth is the mean latency at the deepest depth over the mean latency at the knee, or at the peak where the curve falls.": {
		"Obciążenia losowe mierzy się w IOPS, sekwencyjne przepustowością. Kolano krzywej to najmniejsza głębokość kolejki, przy której krzywa osiąga %s swojego maksimum; wzrost opóźnienia to średnie opóźnienie przy największej głębokości podzielone przez średnie opóźnienie w kolanie (albo w maksimum, gdy krzywa opada).",
	},
	"Where a depth was not run more than once, the run-to-run noise is read from each configuration's curves: throughput over queue depth rises, then holds or falls, so what the closest such curve leaves (its zig-zags) is noise. Two figures differ beyond the noise when their ratio is more than twice the noise of a difference.": {
		"Gdy głębokości nie powtórzono, szum między przebiegami odczytuje się z krzywych każdej konfiguracji: wydajność w funkcji głębokości kolejki rośnie, a potem utrzymuje się lub spada, więc to, czego najbliższa krzywa o takim kształcie nie wyjaśnia (zygzaki), jest szumem. Dwa wyniki różnią się ponad szum, gdy ich stosunek przekracza dwukrotność szumu różnicy.",
	},
	"Ratios are each configuration's figure over %s's at the same depth.": {
		"Ilorazy to wynik każdej konfiguracji podzielony przez wynik %s przy tej samej głębokości.",
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
	"Aggregation, as the tools reported it: %s.": {"Agregacja, tak jak podały ją narzędzia: %s."},
	"Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters.": {
		"Agregacja, tak jak podały ją narzędzia: %s. Najlepszy z N to nie średnia: zestawiony ze średnią zawyża wynik.",
	},
	"Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters, and the warnings say where the two meet.": {
		"Agregacja, tak jak podały ją narzędzia: %s. Najlepszy z N to nie średnia: zestawiony ze średnią zawyża wynik, a ostrzeżenia wskazują, gdzie oba się spotykają.",
	},
	// Warnings.
	"%s has %d rows for %s; its figures are their median": {
		"one", "%[1]s ma %[2]d wiersz dla %[3]s; jego wyniki to ich mediana",
		"few", "%[1]s ma %[2]d wiersze dla %[3]s; jego wyniki to ich mediana",
		"many", "%[1]s ma %[2]d wierszy dla %[3]s; jego wyniki to ich mediana",
	},
	"latency not compared in %s: %s report completion latency (from submission to completion), %s total latency (submission included)": {
		"nie porównano opóźnienia w %[1]s: %[2]s podają opóźnienie realizacji (od zgłoszenia do zakończenia), %[3]s opóźnienie całkowite (ze zgłoszeniem)",
	},
	"need %d runs per system to test at alpha %s; some cells have %d, so no difference there can be significant": {
		"one", "test na poziomie alfa %[2]s wymaga %[1]d przebiegu na system; niektóre obciążenia mają %[3]d, więc żadna różnica nie może tam być istotna",
		"many", "test na poziomie alfa %[2]s wymaga %[1]d przebiegów na system; niektóre obciążenia mają %[3]d, więc żadna różnica nie może tam być istotna",
	},
	"%s compares best-of-N figures with means; the best of several passes overstates a system against a mean": {
		"%s zestawia wyniki „najlepszy z N” ze średnimi; najlepszy z kilku przebiegów zawyża wynik systemu względem średniej",
	},
	"every cell has a single run on at least one side: no difference can be tested": {
		"każde obciążenie ma pojedynczy przebieg po co najmniej jednej stronie: żadnej różnicy nie da się przetestować",
	},
	"engine (%s)": {"silnik (%s)"},
	"host (%s)":   {"maszyna (%s)"},
	"target (%s)": {"cel (%s)"},
	"%s pools rows that differ in %s, so its figures mix them; %s": {
		"%s łączy wiersze, które różnią się: %s, więc jego wyniki je mieszają; %s",
	},
	"to compare them, give each run its own name: %s": {
		"aby je porównać, nadaj każdemu przebiegowi własną nazwę: %s",
	},
	"to compare them, make each fio job a system named after the job: %s, then %s": {
		"aby je porównać, zrób z każdego zadania fio osobny system nazwany jak zadanie: %s, a potem %s",
	},
	"to compare them, name the systems after the files' paths: %s, then %s": {
		"aby je porównać, nazwij systemy według ścieżek plików: %s, a potem %s",
	},
	"No curve for %s: the data has %s figures at fewer than two of their queue depths": {
		"Brak krzywej dla: %s; dane zawierają wartości (%s) dla mniej niż dwóch głębokości kolejki",
	},
	"The data has no %s figures: no table has a row of them and no chart shows them.": {
		"Dane nie zawierają wartości (%s): żadna tabela nie ma ich wiersza i żaden wykres ich nie pokazuje.",
	},
	"baseline %q has no sweep to compare with": {
		"punkt odniesienia %q nie ma serii głębokości do porównania",
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
	"Test setup":             {"Konfiguracja testowa"},
	"All systems":            {"Wszystkie systemy"},
	"Tool":                   {"Narzędzie"},
	"Profile":                {"Profil"},
	"Test size":              {"Rozmiar pliku testowego"},
	"Passes per test":        {"Przebiegi na test"},
	"Runs per workload":      {"Powtórzenia na obciążenie"},
	"Measured time":          {"Czas pomiaru"},
	"Interval between tests": {"Przerwa między testami"},
	"Warm-up":                {"Rozgrzewka"},
	"Volume fill level":      {"Zapełnienie woluminu"},
	"I/O engine":             {"Silnik I/O"},
	"Jobs (threads)":         {"Liczba wątków"},
	"Direct I/O":             {"Bezpośrednie I/O"},
	"Write-through":          {"Zapis z pominięciem pamięci podręcznej (write-through)"},
	"Host":                   {"Nazwa hosta"},
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
	"%s, firmware %s":                  {"%s, wersja firmware'u %s"},
	"Drives":                           {"Liczba dysków"},
	"Link":                             {"Łącze"},
	"File system":                      {"System plików"},
	"Block device":                     {"Urządzenie blokowe"},
	"Storage under test":               {"Testowany nośnik"},
	"RAM-backed (memory, not a drive)": {"pamięć RAM (nie dysk)"},
	"virtual disk":                     {"dysk wirtualny"},
	"physical drive":                   {"dysk fizyczny"},
	"Date":                             {"Data"},
	"yes":                              {"tak"},
	"no":                               {"nie"},
	"varies":                           {"różnie"},
	"%s s":                             {"%s s"},
	"The systems were not measured alike, so part of a difference between them may come from the setup: %s.": {
		"Systemy nie były mierzone w tych samych warunkach, więc część różnic między nimi może wynikać z konfiguracji testu: %s.",
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
	"only in old, not compared: %s": {"tylko w starych, nie porównano: %s"},
	"only in new, not compared: %s": {"tylko w nowych, nie porównano: %s"},
	"%s (%d runs)": {
		"one", "%s (%d przebieg)",
		"few", "%s (%d przebiegi)",
		"many", "%s (%d przebiegów)",
	},
	"warning: %s":       {"ostrzeżenie: %s"},
	"%s ± %s range":     {"%s ± %s zakres"},
	"%s (%s, untested)": {"%s (%s, nie testowano)"},
}
