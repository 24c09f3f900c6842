package words

import (
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message/catalog"
)

// entry is one message of the catalog: its English text, which is its key
// (a format as fmt's), and its wording in each other language beside it,
// so that a missing translation shows.
type entry struct {
	key        string
	tr, pl, hi string // plain wordings; "" where forms gives them
	same       bool   // reads the same in every language: punctuation, symbols
	forms      *forms // wordings by plural category, where a count decides
}

// forms are a message's wordings by CLDR plural category of one argument,
// for each language: pairs of a category ("one", "few", "many", "other")
// and a wording. English's "other" is the key.
type forms struct {
	arg            int // the argument, from 1, whose count picks the form
	en, tr, pl, hi []string
}

// say is a message with a plain wording in each language.
func say(key, tr, pl, hi string) entry { return entry{key: key, tr: tr, pl: pl, hi: hi} }

// same is a message that reads the same in every language.
func same(key string) entry { return entry{key: key, same: true} }

// count is a message whose wording follows a count, the arg-th argument.
func count(arg int, key string, en, tr, pl, hi []string) entry {
	return entry{key: key, forms: &forms{arg: arg, en: en, tr: tr, pl: pl, hi: hi}}
}

// by lists a language's plural forms: "one", "%d system", "other", ...
func by(pairs ...string) []string { return pairs }

// wordings gives the message's wording in a language: a plain string or
// its plural cases (the last case is also "other", where not given: the
// form of fractions, which counts never are).
func (m entry) wordings(l Lang) (plain string, cases []string) {
	if m.same || l == English {
		if m.forms != nil && l == English {
			return "", append(append([]string{}, m.forms.en...), "other", m.key)
		}
		return m.key, nil
	}
	if m.forms != nil {
		cases = map[Lang][]string{Turkish: m.forms.tr, Polish: m.forms.pl, Hindi: m.forms.hi}[l]
		if len(cases) == 1 {
			return cases[0], nil
		}
		return "", cases
	}
	return map[Lang]string{Turkish: m.tr, Polish: m.pl, Hindi: m.hi}[l], nil
}

// build makes the catalog x/text prints from.
func build() catalog.Catalog {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	for _, m := range messages {
		for _, l := range Langs {
			plain, cases := m.wordings(l)
			if cases == nil {
				b.SetString(l.Tag(), m.key, plain)
				continue
			}
			if !hasOther(cases) {
				cases = append(cases, "other", cases[len(cases)-1])
			}
			args := make([]any, len(cases))
			for i, c := range cases {
				args[i] = c
			}
			b.Set(l.Tag(), m.key, plural.Selectf(m.forms.arg, "%d", args...))
		}
	}
	return b
}

func hasOther(cases []string) bool {
	for i := 0; i < len(cases); i += 2 {
		if cases[i] == "other" {
			return true
		}
	}
	return false
}

// messages are every word render prints, keyed by its English text, with
// its translations beside it. The vocabulary is the reviewers': bant
// genişliği, gecikme, kuyruk derinliği; przepustowość, opóźnienie,
// głębokość kolejki; बैंडविड्थ, विलंब, क्यू डेप्थ. Tool names, unit symbols
// (IOPS, GiB/s, µs), QD32 and system names stay as they are.
//
// Turkish suffixes follow the sound of the word they join, which a
// message cannot know of an inserted name or figure: the Turkish wordings
// put no suffix on one ("4 iş yükünün 3 tanesinde", "X karşısında").
// Polish nouns decline: a count's noun takes the form CLDR's category
// gives (1 system, 2 systemy, 5 systemów), and the other words are chosen
// so that inserted names stay in the nominative.
var messages = []entry{
	// Punctuation and lists.
	same("%s: %s"),
	say("%s.", "%s.", "%s.", "%s।"),
	say("%s; %s.", "%s; %s.", "%s; %s.", "%s; %s।"),
	say("%s and %s", "%s ve %s", "%s i %s", "%s और %s"),
	say(" vs ", " vs ", " vs ", " बनाम "),
	same("CrystalDiskMark: %s"),
	same("%s (%s)"),

	// A fleet's hosts.
	say("Across the %d hosts of %s, %s ranges from %s to %s, a spread of %s of the hosts' median (%s).",
		"%d ana makinede (%s), %s %s ile %s arasında değişiyor; yayılım, ana makinelerin medyanının %s kadarı (%s).",
		"Na %d hostach (%s) %s waha się od %s do %s, czyli rozrzut %s mediany hostów (%s).",
		"%d होस्ट (%s) में, %s %s से %s तक है, जो होस्ट की माध्यिका का %s फैलाव है (%s)।"),
	say("The slowest host, %s, is %s below the median (%s).",
		"En yavaş ana makine %s, medyanın %s altında (%s).",
		"Najwolniejszy host, %s, jest %s poniżej mediany (%s).",
		"सबसे धीमा होस्ट, %s, माध्यिका से %s नीचे है (%s)।"),
	say("The slowest host, %s, is %s above the median (%s).",
		"En yavaş ana makine %s, medyanın %s üstünde (%s).",
		"Najwolniejszy host, %s, jest %s powyżej mediany (%s).",
		"सबसे धीमा होस्ट, %s, माध्यिका से %s ऊपर है (%s)।"),
	say("Far from the other hosts: %s.", "Diğer ana makinelerden uzak: %s.", "Daleko od pozostałych hostów: %s.", "बाकी होस्ट से दूर: %s।"),
	say("The aggregate fio measured over all the hosts at once is %s.",
		"fio'nun tüm ana makinelerde aynı anda ölçtüğü toplam %s.",
		"Łączny wynik zmierzony przez fio na wszystkich hostach naraz: %s.",
		"सभी होस्ट पर एक साथ fio द्वारा मापा गया कुल योग %s है।"),

	// Headings and labels of the page.
	say("Key findings", "Önemli bulgular", "Najważniejsze wnioski", "मुख्य निष्कर्ष"),
	say("Results that are not the device", "Cihazın kendisinden gelmeyen sonuçlar", "Wyniki, które nie pochodzą z samego urządzenia", "ऐसे परिणाम जो स्वयं डिवाइस के नहीं हैं"),
	say("Verdict", "Değerlendirme", "Werdykt", "फ़ैसला"),
	say("Warnings", "Uyarılar", "Ostrzeżenia", "चेतावनियाँ"),
	say("Test setup and sources", "Test düzeneği ve kaynaklar", "Konfiguracja testowa i źródła", "परीक्षण व्यवस्था और स्रोत"),
	say("Results", "Sonuçlar", "Wyniki", "परिणाम"),
	say("Charts", "Grafikler", "Wykresy", "चार्ट"),
	say("Notes", "Notlar", "Uwagi", "टिप्पणियाँ"),
	say("Sources", "Kaynaklar", "Źródła", "स्रोत"),
	count(3, "%s (%s, %d bytes)", by("one", "%s (%s, %d byte)"), by("%s (%s, %d bayt)"),
		by("one", "%s (%s, %d bajt)", "few", "%s (%s, %d bajty)", "many", "%s (%s, %d bajtów)"), by("%s (%s, %d बाइट)")),
	say("id %s", "kimlik %s", "id %s", "आईडी %s"),
	say("%s  —  page %d", "%s  —  sayfa %d", "%s  —  strona %d", "%s  —  पृष्ठ %d"),

	// Titles and subtitles.
	say("%s: storage performance compared", "%s: depolama performansı karşılaştırması", "%s: porównanie wydajności pamięci masowej", "%s: स्टोरेज प्रदर्शन की तुलना"),
	count(1, "%d systems compared: storage performance", by("one", "%d system compared: storage performance"),
		by("%d sistem karşılaştırıldı: depolama performansı"),
		by("one", "Porównanie %d systemu: wydajność pamięci masowej", "few", "Porównanie %d systemów: wydajność pamięci masowej", "many", "Porównanie %d systemów: wydajność pamięci masowej"),
		by("%d सिस्टम की तुलना: स्टोरेज प्रदर्शन")),
	say("%s, %s, %s; data: %s", "%s, %s, %s; veri: %s", "%s, %s, %s; dane: %s", "%s, %s, %s; डेटा: %s"),
	count(1, "%d systems", by("one", "%d system"), by("%d sistem"), by("one", "%d system", "few", "%d systemy", "many", "%d systemów"), by("%d सिस्टम")),
	count(1, "%d workloads", by("one", "%d workload"), by("%d iş yükü"), by("one", "%d obciążenie", "few", "%d obciążenia", "many", "%d obciążeń"), by("%d वर्कलोड")),
	say("%s: storage performance", "%s: depolama performansı", "%s: wydajność pamięci masowej", "%s: स्टोरेज प्रदर्शन"),
	say("%s, %s; data: %s", "%s, %s; veri: %s", "%s, %s; dane: %s", "%s, %s; डेटा: %s"),
	count(1, "%d figures", by("one", "%d figure"), by("%d değer"),
		by("one", "%d wynik", "few", "%d wyniki", "many", "%d wyników"),
		by("one", "%d आँकड़ा", "other", "%d आँकड़े")),
	count(1, "%d figures compared", by("one", "%d figure compared"), by("%d değer karşılaştırıldı"),
		by("one", "%d porównany wynik", "few", "%d porównane wyniki", "many", "%d porównanych wyników"),
		by("one", "%d आँकड़े की तुलना", "other", "%d आँकड़ों की तुलना")),
	count(2, "%s (%d sources): %s", by("one", "%s (%d source): %s"), by("%s (%d kaynak): %s"),
		by("one", "%s (%d źródło): %s", "few", "%s (%d źródła): %s", "many", "%s (%d źródeł): %s"), by("%s (%d स्रोत): %s")),
	count(1, "CrystalDiskMark: %d drives compared", by("one", "CrystalDiskMark: %d drive compared"), by("CrystalDiskMark: %d sürücü karşılaştırıldı"),
		by("one", "CrystalDiskMark: porównanie %d dysku", "few", "CrystalDiskMark: porównanie %d dysków", "many", "CrystalDiskMark: porównanie %d dysków"),
		by("CrystalDiskMark: %d ड्राइव की तुलना")),
	say("Queue depth: %s", "Kuyruk derinliği: %s", "Głębokość kolejki: %s", "क्यू डेप्थ: %s"),
	count(1, "Queue depth: %d configurations", by("one", "Queue depth: %d configuration"), by("Kuyruk derinliği: %d yapılandırma"),
		by("one", "Głębokość kolejki: %d konfiguracja", "few", "Głębokość kolejki: %d konfiguracje", "many", "Głębokość kolejki: %d konfiguracji"),
		by("क्यू डेप्थ: %d कॉन्फ़िगरेशन")),
	say("%s, %s, queue depth %s; data: %s", "%s, %s, kuyruk derinliği %s; veri: %s", "%s, %s, głębokość kolejki %s; dane: %s", "%s, %s, क्यू डेप्थ %s; डेटा: %s"),
	count(1, "%d configurations", by("one", "%d configuration"), by("%d yapılandırma"),
		by("one", "%d konfiguracja", "few", "%d konfiguracje", "many", "%d konfiguracji"), by("%d कॉन्फ़िगरेशन")),
	say("%d to %d", "%d ile %d arası", "od %d do %d", "%d से %d"),
	say("%s to %s", "%s ile %s arası", "od %s do %s", "%s से %s"),

	// Workloads: a pattern, a block size, a direction.
	say("random %s read", "rastgele %s okuma", "odczyt losowy %s", "यादृच्छिक %s पठन"),
	say("random %s write", "rastgele %s yazma", "zapis losowy %s", "यादृच्छिक %s लेखन"),
	say("random %s mixed", "rastgele %s karma", "losowe mieszane %s", "यादृच्छिक %s मिश्रित"),
	say("random %s trim", "rastgele %s TRIM", "TRIM losowy %s", "यादृच्छिक %s TRIM"),
	say("sequential %s read", "sıralı %s okuma", "odczyt sekwencyjny %s", "अनुक्रमिक %s पठन"),
	say("sequential %s write", "sıralı %s yazma", "zapis sekwencyjny %s", "अनुक्रमिक %s लेखन"),
	say("sequential %s mixed", "sıralı %s karma", "sekwencyjne mieszane %s", "अनुक्रमिक %s मिश्रित"),
	say("sequential %s trim", "sıralı %s TRIM", "TRIM sekwencyjny %s", "अनुक्रमिक %s TRIM"),
	say("%s read", "%s okuma", "%s odczytu", "%s पठन"),
	say("pattern?", "desen?", "wzorzec?", "पैटर्न?"),
	say("read", "okuma", "odczyt", "पठन"),
	say("write", "yazma", "zapis", "लेखन"),
	say("mixed", "karma", "mieszane", "मिश्रित"),
	say("trim", "TRIM", "TRIM", "TRIM"),
	say("rnd", "rast.", "los.", "यादृच्छिक"),
	say("seq", "sıralı", "sekw.", "अनुक्रमिक"),
	say("%sR", "%sO", "%sO", "%s पठन"),
	say("mix", "karma", "mieszany", "मिश्रित"),
	say("mix %s", "karma %s", "mieszany %s", "मिश्रित %s"),

	// Metrics and their units.
	say("Bandwidth", "Bant genişliği", "Przepustowość", "बैंडविड्थ"),
	say("Mean latency", "Ortalama gecikme", "Średnie opóźnienie", "औसत विलंब"),
	say("Latency p50", "Gecikme p50", "Opóźnienie p50", "विलंब p50"),
	say("Latency p99", "Gecikme p99", "Opóźnienie p99", "विलंब p99"),
	say("Latency p99.9", "Gecikme p99.9", "Opóźnienie p99.9", "विलंब p99.9"),
	say("CPU use", "CPU kullanımı", "Użycie CPU", "CPU उपयोग"),
	say("IOPS per %% CPU", "CPU yüzdesi başına IOPS", "IOPS na %% CPU", "प्रति %% CPU IOPS"),
	say("Bandwidth per %% CPU", "CPU yüzdesi başına bant genişliği", "Przepustowość na %% CPU", "प्रति %% CPU बैंडविड्थ"),
	say("CPU time per I/O", "I/O başına CPU süresi", "Czas CPU na operację I/O", "प्रति I/O CPU समय"),
	say("IOPS per core", "çekirdek başına IOPS", "IOPS na rdzeń", "प्रति कोर IOPS"),
	say("Bandwidth per CPU-second", "CPU-saniyesi başına bant genişliği", "Przepustowość na sekundę CPU", "प्रति CPU-सेकंड बैंडविड्थ"),
	say("Score", "Puan", "Wynik", "स्कोर"),
	say("Score in %s (higher is better)", "%s cinsinden puan (yüksek olan daha iyi)", "Wynik w %s (więcej znaczy lepiej)", "%s में स्कोर (अधिक बेहतर है)"),
	say("Score in %s (lower is better)", "%s cinsinden puan (düşük olan daha iyi)", "Wynik w %s (mniej znaczy lepiej)", "%s में स्कोर (कम बेहतर है)"),
	same("%s, %s"),
	say("%s per CPU-s", "CPU-saniyesi başına %s", "%s na sekundę CPU", "प्रति CPU-सेकंड %s"),
	say("%s per %% CPU", "CPU yüzdesi başına %s", "%s na %% CPU", "प्रति %% CPU %s"),

	// Tables.
	say("Block size", "Blok boyutu", "Rozmiar bloku", "ब्लॉक आकार"),
	say("best, clear of the others", "en iyi, diğerlerinden açık ara önde", "najlepszy, z wyraźną przewagą nad pozostałymi", "सर्वश्रेष्ठ, बाकी सबसे स्पष्ट रूप से आगे"),
	say("tied for best (within resolution or the tie threshold)", "en iyide beraberlik (çözünürlük ya da beraberlik eşiği içinde)",
		"remis o pierwsze miejsce (w granicach rozdzielczości lub progu remisu)", "सर्वश्रेष्ठ पर बराबरी (रिज़ॉल्यूशन या बराबरी की सीमा के भीतर)"),
	say("%s (continued)", "%s (devamı)", "%s (ciąg dalszy)", "%s (जारी)"),
	say("Random read, %s", "Rastgele okuma, %s", "Odczyt losowy, %s", "यादृच्छिक पठन, %s"),
	say("Random write, %s", "Rastgele yazma, %s", "Zapis losowy, %s", "यादृच्छिक लेखन, %s"),
	say("Random mixed, %s", "Rastgele karma, %s", "Losowe mieszane, %s", "यादृच्छिक मिश्रित, %s"),
	say("Random trim, %s", "Rastgele TRIM, %s", "TRIM losowy, %s", "यादृच्छिक TRIM, %s"),
	say("Sequential read, %s", "Sıralı okuma, %s", "Odczyt sekwencyjny, %s", "अनुक्रमिक पठन, %s"),
	say("Sequential write, %s", "Sıralı yazma, %s", "Zapis sekwencyjny, %s", "अनुक्रमिक लेखन, %s"),
	say("Sequential mixed, %s", "Sıralı karma, %s", "Sekwencyjne mieszane, %s", "अनुक्रमिक मिश्रित, %s"),
	say("Sequential trim, %s", "Sıralı TRIM, %s", "TRIM sekwencyjny, %s", "अनुक्रमिक TRIM, %s"),
	say("Unknown pattern %s, %s", "Bilinmeyen desen, %s, %s", "Nieznany wzorzec, %s, %s", "अज्ञात पैटर्न, %s, %s"),
	say("%s rounded to the nearest %s in the source; differences within that step are ties.",
		"%[1]s kaynakta en yakın %[2]s katına yuvarlanmış; bu adım içindeki farklar beraberlik sayılır.",
		"%[1]s: w źródle zaokrąglono do najbliższej wielokrotności %[2]s; różnice w granicach tego kroku to remisy.",
		"%[1]s स्रोत में निकटतम %[2]s तक पूर्णांकित है; इस चरण के भीतर के अंतर बराबरी हैं।"),
	say("%s: change against %s", "%[1]s: %[2]s karşısında değişim", "%s: zmiana względem %s", "%[1]s: %[2]s की तुलना में बदलाव"),
	say("Workload", "İş yükü", "Obciążenie", "वर्कलोड"),
	say("better than %s", "%s karşısında daha iyi", "lepiej niż %s", "%s से बेहतर"),
	say("~ no difference (within resolution or the tie threshold)", "~ fark yok (çözünürlük ya da beraberlik eşiği içinde)",
		"~ brak różnicy (w granicach rozdzielczości lub progu remisu)", "~ कोई अंतर नहीं (रिज़ॉल्यूशन या बराबरी की सीमा के भीतर)"),
	say("Test", "Test", "Test", "परीक्षण"),
	say("Read", "Okuma", "Odczyt", "पठन"),
	say("Write", "Yazma", "Zapis", "लेखन"),
	say("Mix", "Karma", "Mieszany", "मिश्रित"),
	say("Mix %s", "Karma %s", "Mieszany %s", "मिश्रित %s"),
	say("MB/s (1 MB/s = %s bytes/s)", "MB/s (1 MB/s = %s bayt/s)", "MB/s (1 MB/s = %s bajtów/s)", "MB/s (1 MB/s = %s बाइट/s)"),
	say("%s over queue depth", "%s, kuyruk derinliğine göre", "%s w funkcji głębokości kolejki", "क्यू डेप्थ के साथ %s"),
	say("Queue depth", "Kuyruk derinliği", "Głębokość kolejki", "क्यू डेप्थ"),
	say("Configuration", "Yapılandırma", "Konfiguracja", "कॉन्फ़िगरेशन"),
	say("the knee: the smallest depth reaching %s of the curve's best", "dirsek noktası: eğrinin en iyi değerinin %s kadarına ulaşan en küçük derinlik",
		"kolano: najmniejsza głębokość osiągająca %s najlepszego wyniku krzywej", "मोड़ बिंदु: वक्र के सर्वश्रेष्ठ का %s पाने वाली सबसे छोटी डेप्थ"),
	say("%s, latency", "%s, gecikme", "%s, opóźnienie", "%s, विलंब"),

	// Charts.
	say("CPU efficiency: %s", "CPU verimliliği: %s", "Efektywność CPU: %s", "CPU दक्षता: %s"),
	say("%s (whiskers: 95%% confidence interval of the median)", "%s (bıyıklar: medyanın %%95 güven aralığı)",
		"%s (wąsy: 95-procentowy przedział ufności mediany)", "%s (व्हिस्कर: माध्यिका का 95%% विश्वास अंतराल)"),
	say("%s: distribution of completion latency", "%s: tamamlanma gecikmesinin dağılımı", "%s: rozkład opóźnienia realizacji", "%s: पूर्णता विलंब का वितरण"),
	say("%s: distribution of latency", "%s: gecikme dağılımı", "%s: rozkład opóźnienia", "%s: विलंब का वितरण"),
	say("I/Os at or below (%%)", "Bu değerde ya da altında kalan I/O'lar (%%)", "Operacje I/O nie dłuższe niż (%%)", "इस मान या उससे कम पर I/O (%%)"),
	say("Latency (%s, log scale)", "Gecikme (%s, logaritmik ölçek)", "Opóźnienie (%s, skala logarytmiczna)", "विलंब (%s, लॉग स्केल)"),
	// A chart's description, for readers who cannot see it (SVG's <desc>).
	say("Bar chart of %s for %s; workloads: %s.", "%[2]s için %[1]s çubuk grafiği; iş yükleri: %[3]s.",
		"Wykres słupkowy: %s dla %s; obciążenia: %s.", "%[2]s के लिए %[1]s का बार चार्ट; वर्कलोड: %[3]s।"),
	say("Line chart of %s for %s over queue depths %s to %s.", "%[2]s için %[3]s ile %[4]s arası kuyruk derinliklerinde %[1]s çizgi grafiği.",
		"Wykres liniowy: %s dla %s przy głębokości kolejki od %s do %s.", "%[2]s के लिए %[3]s से %[4]s तक की क्यू डेप्थ पर %[1]s का लाइन चार्ट।"),
	say("Line chart of the share of I/Os at or below each latency, on a log scale, for %s.",
		"%s için her gecikme değerinde ya da altında kalan I/O payının logaritmik ölçekte çizgi grafiği.",
		"Wykres liniowy udziału operacji I/O nie dłuższych niż dane opóźnienie, w skali logarytmicznej, dla %s.",
		"%s के लिए हर विलंब पर या उससे कम में पूरे हुए I/O के हिस्से का लाइन चार्ट, लॉग स्केल पर।"),
	say("Median latency: %s.", "Medyan gecikme: %s.", "Mediana opóźnienia: %s.", "माध्यिका विलंब: %s।"),
	say("Highest: %s, %s: %s. Lowest: %s, %s: %s.", "En yüksek: %s, %s: %s. En düşük: %s, %s: %s.",
		"Najwyższa wartość: %s, %s: %s. Najniższa wartość: %s, %s: %s.", "सबसे ऊँचा: %s, %s: %s। सबसे नीचा: %s, %s: %s।"),
	say("rated maximum", "nominal azami değer", "maksimum producenta", "रेटेड अधिकतम"),
	say("link", "bağlantı", "łącze", "लिंक"),
	say("Read, MB/s by test", "Okuma, teste göre MB/s", "Odczyt, MB/s według testu", "पठन, परीक्षण के अनुसार MB/s"),
	say("Write, MB/s by test", "Yazma, teste göre MB/s", "Zapis, MB/s według testu", "लेखन, परीक्षण के अनुसार MB/s"),
	say("Mix, MB/s by test", "Karma, teste göre MB/s", "Mieszany, MB/s według testu", "मिश्रित, परीक्षण के अनुसार MB/s"),
	say("%s: %s over queue depth", "%[1]s: %[2]s, kuyruk derinliğine göre", "%s: %s w funkcji głębokości kolejki", "%[1]s: क्यू डेप्थ के साथ %[2]s"),
	say("%s: mean latency over queue depth", "%s: kuyruk derinliğine göre ortalama gecikme", "%s: średnie opóźnienie w funkcji głębokości kolejki", "%s: क्यू डेप्थ के साथ औसत विलंब"),
	say("Mean latency (%s)", "Ortalama gecikme (%s)", "Średnie opóźnienie (%s)", "औसत विलंब (%s)"),
	say("%s: ratio to %s (the bare device)", "%[1]s: %[2]s (çıplak cihaz) değerine oran", "%s: iloraz względem %s (samo urządzenie)", "%[1]s: %[2]s (अकेला डिवाइस) से अनुपात"),
	say("Ratio to %s", "%s değerine oran", "Iloraz względem %s", "%s से अनुपात"),
	say("%s (rings: the knee)", "%s (halkalar: dirsek noktası)", "%s (pierścienie: kolano)", "%s (वलय: मोड़ बिंदु)"),

	// Findings of a comparison.
	say("%s leads %d of %d", "%[1]s, %[3]d iş yükünün %[2]d tanesinde önde", "%s prowadzi w %d z %d", "%[1]s %[3]d में से %[2]d में आगे"),
	say("%s: no outright lead", "%s: açık bir önde olan yok", "%s: brak wyraźnego lidera", "%s: कोई स्पष्ट रूप से आगे नहीं"),
	count(1, "%d results are ties", by("one", "%d result is a tie"), by("%d sonuç berabere"),
		by("one", "%d wynik to remis", "few", "%d wyniki to remisy", "many", "%d wyników to remisy"),
		by("one", "%d परिणाम बराबरी पर है", "other", "%d परिणाम बराबरी पर हैं")),
	say("Bandwidth reads", "Bant genişliği, okuma", "Przepustowość, odczyt", "बैंडविड्थ, पठन"),
	say("Bandwidth writes", "Bant genişliği, yazma", "Przepustowość, zapis", "बैंडविड्थ, लेखन"),
	say("Bandwidth mixed workloads", "Bant genişliği, karma iş yükleri", "Przepustowość, obciążenia mieszane", "बैंडविड्थ, मिश्रित वर्कलोड"),
	say("Bandwidth trims", "Bant genişliği, TRIM", "Przepustowość, TRIM", "बैंडविड्थ, TRIM"),
	say("IOPS reads", "IOPS, okuma", "IOPS, odczyt", "IOPS, पठन"),
	say("IOPS writes", "IOPS, yazma", "IOPS, zapis", "IOPS, लेखन"),
	say("IOPS mixed workloads", "IOPS, karma iş yükleri", "IOPS, obciążenia mieszane", "IOPS, मिश्रित वर्कलोड"),
	say("IOPS trims", "IOPS, TRIM", "IOPS, TRIM", "IOPS, TRIM"),
	say("Largest bandwidth lead in random I/O: %s, %s over %s, %s (%s vs %s).",
		"Rastgele I/O'da en büyük bant genişliği farkı: %[1]s, %[2]s, %[3]s karşısında %[4]s önde (%[5]s vs %[6]s).",
		"Największa przewaga w przepustowości przy losowych operacjach I/O: %[1]s, %[2]s przed %[3]s, %[4]s (%[5]s wobec %[6]s).",
		"यादृच्छिक I/O में सबसे बड़ी बैंडविड्थ बढ़त: %[1]s, %[2]s, %[3]s से आगे, %[4]s (%[5]s बनाम %[6]s)।"),
	say("Largest bandwidth lead in sequential I/O: %s, %s over %s, %s (%s vs %s).",
		"Sıralı I/O'da en büyük bant genişliği farkı: %[1]s, %[2]s, %[3]s karşısında %[4]s önde (%[5]s vs %[6]s).",
		"Największa przewaga w przepustowości przy sekwencyjnych operacjach I/O: %[1]s, %[2]s przed %[3]s, %[4]s (%[5]s wobec %[6]s).",
		"अनुक्रमिक I/O में सबसे बड़ी बैंडविड्थ बढ़त: %[1]s, %[2]s, %[3]s से आगे, %[4]s (%[5]s बनाम %[6]s)।"),
	say("Largest IOPS lead in random I/O: %s, %s over %s, %s (%s vs %s).",
		"Rastgele I/O'da en büyük IOPS farkı: %[1]s, %[2]s, %[3]s karşısında %[4]s önde (%[5]s vs %[6]s).",
		"Największa przewaga w IOPS przy losowych operacjach I/O: %[1]s, %[2]s przed %[3]s, %[4]s (%[5]s wobec %[6]s).",
		"यादृच्छिक I/O में सबसे बड़ी IOPS बढ़त: %[1]s, %[2]s, %[3]s से आगे, %[4]s (%[5]s बनाम %[6]s)।"),
	say("Largest IOPS lead in sequential I/O: %s, %s over %s, %s (%s vs %s).",
		"Sıralı I/O'da en büyük IOPS farkı: %[1]s, %[2]s, %[3]s karşısında %[4]s önde (%[5]s vs %[6]s).",
		"Największa przewaga w IOPS przy sekwencyjnych operacjach I/O: %[1]s, %[2]s przed %[3]s, %[4]s (%[5]s wobec %[6]s).",
		"अनुक्रमिक I/O में सबसे बड़ी IOPS बढ़त: %[1]s, %[2]s, %[3]s से आगे, %[4]s (%[5]s बनाम %[6]s)।"),
	say("below the %s tie threshold", "%s beraberlik eşiğinin altında", "poniżej progu remisu %s", "%s की बराबरी सीमा से नीचे"),
	say("within the figures' printed resolution", "değerlerin yazılı çözünürlüğü içinde", "w granicach rozdzielczości podanych wyników", "आँकड़ों के मुद्रित रिज़ॉल्यूशन के भीतर"),
	say("not a significant difference over the repeated runs (alpha %s)", "tekrarlanan çalıştırmalarda anlamlı bir fark değil (alfa %s)",
		"różnica nieistotna statystycznie w powtórzonych przebiegach (alfa %s)", "दोहराए गए रन में सार्थक अंतर नहीं (अल्फ़ा %s)"),
	say("not a significant difference over the repeated runs (alpha %s, p %s)", "tekrarlanan çalıştırmalarda anlamlı bir fark değil (alfa %s, p %s)",
		"różnica nieistotna statystycznie w powtórzonych przebiegach (alfa %s, p %s)", "दोहराए गए रन में सार्थक अंतर नहीं (अल्फ़ा %s, p %s)"),
	say("%s bandwidth is a tie: %s within %s of each other (%s to %s), %s.",
		"%[1]s bant genişliğinde beraberlik: %[2]s birbirinden en fazla %[3]s farklı (%[4]s ile %[5]s arası), %[6]s.",
		"Remis w przepustowości, %[1]s: wyniki %[2]s różnią się najwyżej o %[3]s (od %[4]s do %[5]s), %[6]s.",
		"%[1]s बैंडविड्थ में बराबरी: %[2]s एक-दूसरे से %[3]s के भीतर (%[4]s से %[5]s), %[6]s।"),
	say("%s IOPS is a tie: %s within %s of each other (%s to %s), %s.",
		"%[1]s IOPS değerinde beraberlik: %[2]s birbirinden en fazla %[3]s farklı (%[4]s ile %[5]s arası), %[6]s.",
		"Remis w IOPS, %[1]s: wyniki %[2]s różnią się najwyżej o %[3]s (od %[4]s do %[5]s), %[6]s.",
		"%[1]s IOPS में बराबरी: %[2]s एक-दूसरे से %[3]s के भीतर (%[4]s से %[5]s), %[6]s।"),
	// The systems that tie, as the tie's sentence says them (Polish: in
	// the genitive of "wyniki ...").
	say("one system", "tek sistem", "jednego systemu", "एक सिस्टम"),
	say("both systems", "iki sistem de", "obu systemów", "दोनों सिस्टम"),
	say("all three systems", "üç sistem de", "wszystkich trzech systemów", "तीनों सिस्टम"),
	say("all four systems", "dört sistem de", "wszystkich czterech systemów", "चारों सिस्टम"),
	say("all five systems", "beş sistem de", "wszystkich pięciu systemów", "पाँचों सिस्टम"),
	say("all six systems", "altı sistem de", "wszystkich sześciu systemów", "छहों सिस्टम"),
	say("all %d systems", "%d sistemin tümü", "wszystkich %d systemów", "सभी %d सिस्टम"),
	say("Largest latency gap: %s, %s %s vs %s %s, %s lower (%s apart).",
		"En büyük gecikme farkı: %[1]s, %[2]s %[3]s vs %[4]s %[5]s; %[6]s daha düşük (arada %[7]s).",
		"Największa różnica opóźnień: %[1]s, %[2]s %[3]s wobec %[4]s %[5]s, o %[6]s mniej (różnica %[7]s).",
		"सबसे बड़ा विलंब अंतर: %[1]s, %[2]s %[3]s बनाम %[4]s %[5]s, %[6]s कम (%[7]s का अंतर)।"),
	say("%s uses the least CPU in %s.", "%[1]s, %[2]s en az CPU kullanıyor.", "%s zużywa najmniej CPU w %s.", "%[1]s %[2]s में सबसे कम CPU का उपयोग करता है।"),
	count(2, "%d of %d read results", nil, by("%[2]d okuma sonucunun %[1]d tanesinde"),
		by("one", "%d z %d wyniku odczytu", "many", "%d z %d wyników odczytu"), by("%[2]d में से %[1]d पठन परिणामों")),
	count(2, "%d of %d write results", nil, by("%[2]d yazma sonucunun %[1]d tanesinde"),
		by("one", "%d z %d wyniku zapisu", "many", "%d z %d wyników zapisu"), by("%[2]d में से %[1]d लेखन परिणामों")),
	count(2, "%d of %d mixed results", nil, by("%[2]d karma sonucun %[1]d tanesinde"),
		by("one", "%d z %d wyniku mieszanego", "many", "%d z %d wyników mieszanych"), by("%[2]d में से %[1]d मिश्रित परिणामों")),
	count(2, "%d of %d trim results", nil, by("%[2]d TRIM sonucunun %[1]d tanesinde"),
		by("one", "%d z %d wyniku TRIM", "many", "%d z %d wyników TRIM"), by("%[2]d में से %[1]d TRIM परिणामों")),
	count(2, "%d of %d %s results", nil, by("%[2]d %[3]s sonucunun %[1]d tanesinde"),
		by("one", "%d z %d wyniku (%s)", "many", "%d z %d wyników (%s)"), by("%[2]d में से %[1]d %[3]s परिणामों")),
	say("Largest CPU saving in random I/O: %s, %s uses %s less CPU than %s (%s vs %s).",
		"Rastgele I/O'da en büyük CPU tasarrufu: %[1]s, %[2]s, %[4]s karşısında %[3]s daha az CPU kullanıyor (%[5]s vs %[6]s).",
		"Największa oszczędność CPU przy losowych operacjach I/O: %[1]s, %[2]s zużywa o %[3]s mniej CPU niż %[4]s (%[5]s wobec %[6]s).",
		"यादृच्छिक I/O में सबसे बड़ी CPU बचत: %[1]s, %[2]s %[4]s से %[3]s कम CPU का उपयोग करता है (%[5]s बनाम %[6]s)।"),
	say("Largest CPU saving in sequential I/O: %s, %s uses %s less CPU than %s (%s vs %s).",
		"Sıralı I/O'da en büyük CPU tasarrufu: %[1]s, %[2]s, %[4]s karşısında %[3]s daha az CPU kullanıyor (%[5]s vs %[6]s).",
		"Największa oszczędność CPU przy sekwencyjnych operacjach I/O: %[1]s, %[2]s zużywa o %[3]s mniej CPU niż %[4]s (%[5]s wobec %[6]s).",
		"अनुक्रमिक I/O में सबसे बड़ी CPU बचत: %[1]s, %[2]s %[4]s से %[3]s कम CPU का उपयोग करता है (%[5]s बनाम %[6]s)।"),
	count(3, "Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more IOPS per %% of CPU than %s.", nil,
		by("CPU birimi başına en çok I/O'yu %[3]d sonucun %[2]d tanesinde %[1]s yapıyor; en büyük fark %[4]s iş yükünde: %[6]s karşısında CPU yüzdesi başına %[5]s daha fazla IOPS."),
		by("one", "Na jednostkę CPU najwięcej operacji I/O wykonuje %[1]s w %[2]d z %[3]d wyniku; największa przewaga to %[4]s: o %[5]s więcej IOPS na 1%% CPU niż %[6]s.",
			"many", "Na jednostkę CPU najwięcej operacji I/O wykonuje %[1]s w %[2]d z %[3]d wyników; największa przewaga to %[4]s: o %[5]s więcej IOPS na 1%% CPU niż %[6]s."),
		by("CPU की प्रति इकाई पर %[1]s %[3]d में से %[2]d परिणामों में सबसे अधिक I/O करता है; सबसे बड़ा अंतर %[4]s में है: %[6]s की तुलना में प्रति %% CPU %[5]s अधिक IOPS।")),
	count(3, "Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more bandwidth per %% of CPU than %s.", nil,
		by("CPU birimi başına en çok I/O'yu %[3]d sonucun %[2]d tanesinde %[1]s yapıyor; en büyük fark %[4]s iş yükünde: %[6]s karşısında CPU yüzdesi başına %[5]s daha fazla bant genişliği."),
		by("one", "Na jednostkę CPU najwięcej operacji I/O wykonuje %[1]s w %[2]d z %[3]d wyniku; największa przewaga to %[4]s: o %[5]s większa przepustowość na 1%% CPU niż %[6]s.",
			"many", "Na jednostkę CPU najwięcej operacji I/O wykonuje %[1]s w %[2]d z %[3]d wyników; największa przewaga to %[4]s: o %[5]s większa przepustowość na 1%% CPU niż %[6]s."),
		by("CPU की प्रति इकाई पर %[1]s %[3]d में से %[2]d परिणामों में सबसे अधिक I/O करता है; सबसे बड़ा अंतर %[4]s में है: %[6]s की तुलना में प्रति %% CPU %[5]s अधिक बैंडविड्थ।")),
	// What one system's data supports on its own (alone.go).
	say("Highest bandwidth: %s, %s; lowest: %s, %s.", "En yüksek bant genişliği: %s, %s; en düşük: %s, %s.",
		"Największa przepustowość: %s, %s; najmniejsza: %s, %s.", "सबसे अधिक बैंडविड्थ: %s, %s; सबसे कम: %s, %s।"),
	say("Highest IOPS: %s, %s; lowest: %s, %s.", "En yüksek IOPS: %s, %s; en düşük: %s, %s.",
		"Najwięcej IOPS: %s, %s; najmniej: %s, %s.", "सबसे अधिक IOPS: %s, %s; सबसे कम: %s, %s।"),
	say("Lowest mean latency: %s, %s; highest: %s, %s.", "En düşük ortalama gecikme: %s, %s; en yüksek: %s, %s.",
		"Najniższe średnie opóźnienie: %s, %s; najwyższe: %s, %s.", "सबसे कम औसत विलंब: %s, %s; सबसे अधिक: %s, %s।"),
	say("Lowest p99 latency: %s, %s; highest: %s, %s.", "En düşük p99 gecikmesi: %s, %s; en yüksek: %s, %s.",
		"Najniższe opóźnienie p99: %s, %s; najwyższe: %s, %s.", "सबसे कम p99 विलंब: %s, %s; सबसे अधिक: %s, %s।"),
	say("Least CPU time per I/O: %s, %s; most: %s, %s.", "I/O başına en az CPU süresi: %s, %s; en çok: %s, %s.",
		"Najmniej czasu CPU na operację I/O: %s, %s; najwięcej: %s, %s.", "प्रति I/O सबसे कम CPU समय: %s, %s; सबसे अधिक: %s, %s।"),
	say("%s: every figure is flagged below as not the device's alone.", "%s: her değer aşağıda cihazın tek başına verdiği bir değer olmadığı için işaretlendi.",
		"%s: każdy wynik jest niżej oznaczony jako niepochodzący od samego urządzenia.", "%s: हर आँकड़ा नीचे ऐसा चिह्नित है जो अकेले डिवाइस का नहीं है।"),
	say("%s: the best figure is flagged below as not the device's alone; the best the flags do not call into doubt is %s, %s.",
		"%s: en iyi değer aşağıda cihazın tek başına verdiği bir değer olmadığı için işaretlendi; işaretlerin şüpheye düşürmediği en iyi değer %s, %s.",
		"%s: najlepszy wynik jest niżej oznaczony jako niepochodzący od samego urządzenia; najlepszy wynik, którego oznaczenia nie podważają, to %s, %s.",
		"%s: सबसे अच्छा आँकड़ा नीचे ऐसा चिह्नित है जो अकेले डिवाइस का नहीं है; जिस पर चिह्न संदेह नहीं करते, वह सबसे अच्छा आँकड़ा %s, %s है।"),
	say("Longest latency tail: %s, where the p99 latency (%s) is %sx the mean (%s).",
		"En uzun gecikme kuyruğu: %[1]s; burada p99 gecikmesi (%[2]s) ortalamanın (%[4]s) %[3]s katı.",
		"Najdłuższy ogon opóźnień: %s, gdzie opóźnienie p99 (%s) jest %s raza większe od średniej (%s).",
		"सबसे लंबी विलंब पूँछ: %[1]s, जहाँ p99 विलंब (%[2]s) औसत (%[4]s) का %[3]s गुना है।"),
	say("Queue depth: from %s to %s, mean latency is multiplied by %s but IOPS only by %s; the added I/Os mostly wait in the queue.",
		"Kuyruk derinliği: %[1]s iş yükünden %[2]s iş yüküne geçişte ortalama gecikme %[3]s ile çarpılıyor, IOPS ise yalnızca %[4]s ile; eklenen I/O'lar çoğunlukla kuyrukta bekliyor.",
		"Głębokość kolejki: od %s do %s średnie opóźnienie mnoży się przez %s, a IOPS tylko przez %s; dodane operacje I/O głównie czekają w kolejce.",
		"क्यू डेप्थ: %[1]s से %[2]s तक औसत विलंब %[3]s गुना हो जाता है पर IOPS केवल %[4]s गुना; जोड़े गए I/O ज़्यादातर क्यू में प्रतीक्षा करते हैं।"),
	say("Queue depth: from %s to %s, IOPS is multiplied by %s and mean latency by %s; the added I/Os are served side by side.",
		"Kuyruk derinliği: %[1]s iş yükünden %[2]s iş yüküne geçişte IOPS %[3]s ile, ortalama gecikme %[4]s ile çarpılıyor; eklenen I/O'lar yan yana işleniyor.",
		"Głębokość kolejki: od %s do %s IOPS mnoży się przez %s, a średnie opóźnienie przez %s; dodane operacje I/O są obsługiwane równolegle.",
		"क्यू डेप्थ: %[1]s से %[2]s तक IOPS %[3]s गुना और औसत विलंब %[4]s गुना हो जाता है; जोड़े गए I/O साथ-साथ निपटाए जाते हैं।"),
	say("Block size: from %s to %s, mean latency is multiplied by %s but bandwidth only by %s; larger blocks take longer without moving data as much faster.",
		"Blok boyutu: %[1]s iş yükünden %[2]s iş yüküne geçişte ortalama gecikme %[3]s ile çarpılıyor, bant genişliği ise yalnızca %[4]s ile; büyük bloklar daha uzun sürüyor ama veriyi o oranda hızlı taşımıyor.",
		"Rozmiar bloku: od %s do %s średnie opóźnienie mnoży się przez %s, a przepustowość tylko przez %s; większe bloki trwają dłużej, nie przenosząc danych proporcjonalnie szybciej.",
		"ब्लॉक आकार: %[1]s से %[2]s तक औसत विलंब %[3]s गुना हो जाता है पर बैंडविड्थ केवल %[4]s गुना; बड़े ब्लॉक अधिक समय लेते हैं पर डेटा उतना तेज़ नहीं ले जाते।"),
	say("Block size: from %s to %s, bandwidth is multiplied by %s and mean latency by %s; larger blocks move more data for their latency.",
		"Blok boyutu: %[1]s iş yükünden %[2]s iş yüküne geçişte bant genişliği %[3]s ile, ortalama gecikme %[4]s ile çarpılıyor; büyük bloklar gecikmelerine göre daha çok veri taşıyor.",
		"Rozmiar bloku: od %s do %s przepustowość mnoży się przez %s, a średnie opóźnienie przez %s; większe bloki przenoszą więcej danych w stosunku do swojego opóźnienia.",
		"ब्लॉक आकार: %[1]s से %[2]s तक बैंडविड्थ %[3]s गुना और औसत विलंब %[4]s गुना हो जाता है; बड़े ब्लॉक अपने विलंब के अनुपात में अधिक डेटा ले जाते हैं।"),
	say("%s: IOPS times mean latency puts %s I/Os in flight, more than the %d the queue depth and jobs allow; the latency and the IOPS figures do not describe the same I/Os.",
		"%[1]s: IOPS ile ortalama gecikmenin çarpımı aynı anda %[2]s I/O veriyor; bu, kuyruk derinliği ve iş sayısının izin verdiği %[3]d değerinden fazla; gecikme ve IOPS değerleri aynı I/O'ları anlatmıyor.",
		"%s: IOPS razy średnie opóźnienie daje %s operacji I/O w toku, więcej niż %d, na które pozwalają głębokość kolejki i liczba zadań; wyniki opóźnienia i IOPS nie opisują tych samych operacji.",
		"%[1]s: IOPS गुणा औसत विलंब से एक साथ %[2]s I/O चलते हुए निकलते हैं, जो क्यू डेप्थ और जॉब्स की अनुमति वाले %[3]d से अधिक है; विलंब और IOPS के आँकड़े एक ही I/O का वर्णन नहीं करते।"),
	say("%s: IOPS times mean latency puts only %s I/Os in flight of the %d the queue depth and jobs allow; the queue stood partly empty, so the engine or the tool, not the device, set the pace.",
		"%[1]s: IOPS ile ortalama gecikmenin çarpımı, kuyruk derinliği ve iş sayısının izin verdiği %[3]d I/O'dan aynı anda yalnızca %[2]s tanesini veriyor; kuyruk kısmen boş kaldı, yani hızı cihaz değil motor ya da araç belirledi.",
		"%s: IOPS razy średnie opóźnienie daje tylko %s operacji I/O w toku z %d, na które pozwalają głębokość kolejki i liczba zadań; kolejka stała częściowo pusta, więc tempo narzucił silnik lub narzędzie, nie urządzenie.",
		"%[1]s: IOPS गुणा औसत विलंब से क्यू डेप्थ और जॉब्स की अनुमति वाले %[3]d में से केवल %[2]s I/O एक साथ चलते हुए निकलते हैं; क्यू आंशिक रूप से खाली रही, इसलिए गति डिवाइस ने नहीं, इंजन या टूल ने तय की।"),
	say("Little's law: IOPS times mean completion latency puts %s of the queue's slots in flight; completion latency leaves out each I/O's submission, so the queue was at least this full.",
		"Little yasası: IOPS ile ortalama tamamlanma gecikmesinin çarpımı kuyruk yuvalarının %s kadarını dolu gösteriyor; tamamlanma gecikmesi her I/O'nun gönderimini dışarıda bırakır, yani kuyruk en az bu kadar doluydu.",
		"Prawo Little'a: IOPS razy średnie opóźnienie ukończenia daje %s miejsc kolejki w toku; opóźnienie ukończenia pomija zlecenie każdej operacji, więc kolejka była zapełniona co najmniej w tym stopniu.",
		"लिटल का नियम: IOPS गुणा औसत पूर्णता विलंब से क्यू के %s स्थान भरे हुए निकलते हैं; पूर्णता विलंब हर I/O के सबमिशन को छोड़ देता है, इसलिए क्यू कम से कम इतनी भरी थी।"),
	say("Little's law holds: IOPS times mean latency puts %s of the queue's slots in flight in every workload, so the latency and IOPS figures describe the same I/Os and the queue was kept full.",
		"Little yasası geçerli: her iş yükünde IOPS ile ortalama gecikmenin çarpımı kuyruk yuvalarının %s kadarını dolu gösteriyor; yani gecikme ve IOPS değerleri aynı I/O'ları anlatıyor ve kuyruk dolu tutuldu.",
		"Prawo Little'a jest spełnione: w każdym obciążeniu IOPS razy średnie opóźnienie daje %s miejsc kolejki w toku, więc wyniki opóźnienia i IOPS opisują te same operacje, a kolejka była stale pełna.",
		"लिटल का नियम लागू होता है: हर वर्कलोड में IOPS गुणा औसत विलंब से क्यू के %s स्थान भरे हुए निकलते हैं, यानी विलंब और IOPS के आँकड़े एक ही I/O का वर्णन करते हैं और क्यू भरी रखी गई।"),
	say("Method: one system was measured, so no figure is compared with another system's; the findings set its workloads side by side.",
		"Yöntem: tek bir sistem ölçüldü, bu yüzden hiçbir değer başka bir sistemin değeriyle karşılaştırılmadı; bulgular sistemin iş yüklerini yan yana koyar.",
		"Metoda: zmierzono jeden system, więc żaden wynik nie jest porównywany z wynikiem innego systemu; wnioski zestawiają ze sobą jego obciążenia.",
		"विधि: केवल एक सिस्टम मापा गया, इसलिए किसी आँकड़े की तुलना किसी दूसरे सिस्टम से नहीं की गई; निष्कर्ष इसके वर्कलोड को एक-दूसरे के साथ रखते हैं।"),

	say("Outlier: %s uses %s CPU in %s, %sx the median of the other systems (%s).",
		"Aykırı değer: %[1]s, %[3]s iş yükünde %[2]s CPU kullanıyor; bu, diğer sistemlerin medyanının (%[5]s) %[4]s katı.",
		"Wartość odstająca: %[1]s zużywa %[2]s CPU w %[3]s, %[4]s raza więcej niż mediana pozostałych systemów (%[5]s).",
		"असामान्य मान: %[1]s %[3]s में %[2]s CPU का उपयोग करता है, जो अन्य सिस्टमों की माध्यिका (%[5]s) का %[4]s गुना है।"),

	// The verdict.
	count(3, "%s uses the least CPU in %d of %d results: its clearest advantage is CPU efficiency.", nil,
		by("%[1]s, %[3]d sonucun %[2]d tanesinde en az CPU kullanıyor: en belirgin üstünlüğü CPU verimliliği."),
		by("one", "%[1]s zużywa najmniej CPU w %[2]d z %[3]d wyniku: jego najwyraźniejszą przewagą jest efektywność CPU.",
			"many", "%[1]s zużywa najmniej CPU w %[2]d z %[3]d wyników: jego najwyraźniejszą przewagą jest efektywność CPU."),
		by("%[1]s %[3]d में से %[2]d परिणामों में सबसे कम CPU का उपयोग करता है: इसकी सबसे स्पष्ट बढ़त CPU दक्षता है।")),
	say("no one leads the reads", "okumada kimse önde değil", "nikt nie prowadzi w odczycie", "पठन में कोई आगे नहीं"),
	say("no one leads the writes", "yazmada kimse önde değil", "nikt nie prowadzi w zapisie", "लेखन में कोई आगे नहीं"),
	say("no one leads the mixed workloads", "karma iş yüklerinde kimse önde değil", "nikt nie prowadzi w obciążeniach mieszanych", "मिश्रित वर्कलोड में कोई आगे नहीं"),
	say("no one leads the trims", "TRIM işlemlerinde kimse önde değil", "nikt nie prowadzi w TRIM", "TRIM में कोई आगे नहीं"),
	say("no one leads most reads (%s leads %d of %d)", "okumaların çoğunda kimse önde değil (%[1]s, %[3]d sonucun %[2]d tanesinde önde)",
		"nikt nie prowadzi w większości odczytów (%s prowadzi w %d z %d)", "अधिकांश पठन में कोई आगे नहीं (%[1]s %[3]d में से %[2]d में आगे)"),
	say("no one leads most writes (%s leads %d of %d)", "yazmaların çoğunda kimse önde değil (%[1]s, %[3]d sonucun %[2]d tanesinde önde)",
		"nikt nie prowadzi w większości zapisów (%s prowadzi w %d z %d)", "अधिकांश लेखन में कोई आगे नहीं (%[1]s %[3]d में से %[2]d में आगे)"),
	say("no one leads most mixed workloads (%s leads %d of %d)", "karma iş yüklerinin çoğunda kimse önde değil (%[1]s, %[3]d sonucun %[2]d tanesinde önde)",
		"nikt nie prowadzi w większości obciążeń mieszanych (%s prowadzi w %d z %d)", "अधिकांश मिश्रित वर्कलोड में कोई आगे नहीं (%[1]s %[3]d में से %[2]d में आगे)"),
	say("no one leads most trims (%s leads %d of %d)", "TRIM işlemlerinin çoğunda kimse önde değil (%[1]s, %[3]d sonucun %[2]d tanesinde önde)",
		"nikt nie prowadzi w większości operacji TRIM (%s prowadzi w %d z %d)", "अधिकांश TRIM में कोई आगे नहीं (%[1]s %[3]d में से %[2]d में आगे)"),
	count(3, "%s leads most reads (%d of %d bandwidth results)", nil, by("%[1]s okumaların çoğunda önde (%[3]d bant genişliği sonucunun %[2]d tanesinde)"),
		by("one", "%s prowadzi w większości odczytów (%d z %d wyniku przepustowości)", "many", "%s prowadzi w większości odczytów (%d z %d wyników przepustowości)"),
		by("%[1]s अधिकांश पठन में आगे है (%[3]d में से %[2]d बैंडविड्थ परिणाम)")),
	count(3, "%s leads most writes (%d of %d bandwidth results)", nil, by("%[1]s yazmaların çoğunda önde (%[3]d bant genişliği sonucunun %[2]d tanesinde)"),
		by("one", "%s prowadzi w większości zapisów (%d z %d wyniku przepustowości)", "many", "%s prowadzi w większości zapisów (%d z %d wyników przepustowości)"),
		by("%[1]s अधिकांश लेखन में आगे है (%[3]d में से %[2]d बैंडविड्थ परिणाम)")),
	count(3, "%s leads most mixed workloads (%d of %d bandwidth results)", nil, by("%[1]s karma iş yüklerinin çoğunda önde (%[3]d bant genişliği sonucunun %[2]d tanesinde)"),
		by("one", "%s prowadzi w większości obciążeń mieszanych (%d z %d wyniku przepustowości)", "many", "%s prowadzi w większości obciążeń mieszanych (%d z %d wyników przepustowości)"),
		by("%[1]s अधिकांश मिश्रित वर्कलोड में आगे है (%[3]d में से %[2]d बैंडविड्थ परिणाम)")),
	count(3, "%s leads most trims (%d of %d bandwidth results)", nil, by("%[1]s TRIM işlemlerinin çoğunda önde (%[3]d bant genişliği sonucunun %[2]d tanesinde)"),
		by("one", "%s prowadzi w większości operacji TRIM (%d z %d wyniku przepustowości)", "many", "%s prowadzi w większości operacji TRIM (%d z %d wyników przepustowości)"),
		by("%[1]s अधिकांश TRIM में आगे है (%[3]d में से %[2]d बैंडविड्थ परिणाम)")),
	count(3, "%s leads most reads (%d of %d IOPS results)", nil, by("%[1]s okumaların çoğunda önde (%[3]d IOPS sonucunun %[2]d tanesinde)"),
		by("one", "%s prowadzi w większości odczytów (%d z %d wyniku IOPS)", "many", "%s prowadzi w większości odczytów (%d z %d wyników IOPS)"),
		by("%[1]s अधिकांश पठन में आगे है (%[3]d में से %[2]d IOPS परिणाम)")),
	count(3, "%s leads most writes (%d of %d IOPS results)", nil, by("%[1]s yazmaların çoğunda önde (%[3]d IOPS sonucunun %[2]d tanesinde)"),
		by("one", "%s prowadzi w większości zapisów (%d z %d wyniku IOPS)", "many", "%s prowadzi w większości zapisów (%d z %d wyników IOPS)"),
		by("%[1]s अधिकांश लेखन में आगे है (%[3]d में से %[2]d IOPS परिणाम)")),
	count(3, "%s leads most mixed workloads (%d of %d IOPS results)", nil, by("%[1]s karma iş yüklerinin çoğunda önde (%[3]d IOPS sonucunun %[2]d tanesinde)"),
		by("one", "%s prowadzi w większości obciążeń mieszanych (%d z %d wyniku IOPS)", "many", "%s prowadzi w większości obciążeń mieszanych (%d z %d wyników IOPS)"),
		by("%[1]s अधिकांश मिश्रित वर्कलोड में आगे है (%[3]d में से %[2]d IOPS परिणाम)")),
	count(3, "%s leads most trims (%d of %d IOPS results)", nil, by("%[1]s TRIM işlemlerinin çoğunda önde (%[3]d IOPS sonucunun %[2]d tanesinde)"),
		by("one", "%s prowadzi w większości operacji TRIM (%d z %d wyniku IOPS)", "many", "%s prowadzi w większości operacji TRIM (%d z %d wyników IOPS)"),
		by("%[1]s अधिकांश TRIM में आगे है (%[3]d में से %[2]d IOPS परिणाम)")),

	// How the comparison judged.
	say("Method: the best figure of each workload wins only when it is clear of the others by more than their printed resolution and by more than %s; otherwise the result is a tie.",
		"Yöntem: bir iş yükünün en iyi değeri, ancak diğerlerinden hem onların yazılı çözünürlüğünden hem de %s eşiğinden daha büyük bir farkla ayrıldığında kazanır; aksi hâlde sonuç beraberliktir.",
		"Metoda: najlepszy wynik obciążenia wygrywa tylko wtedy, gdy wyprzedza pozostałe o więcej niż ich podana rozdzielczość i o więcej niż %s; w przeciwnym razie wynik to remis.",
		"पद्धति: किसी वर्कलोड का सर्वश्रेष्ठ आँकड़ा तभी जीतता है जब वह बाकी से उनके मुद्रित रिज़ॉल्यूशन से अधिक और %s से अधिक आगे हो; अन्यथा परिणाम बराबरी है।"),
	say("Platforms, from the first word of the system labels: %s; a lead is measured against the best system of the other platform.",
		"Platformlar, sistem adlarının ilk kelimesinden: %s; üstünlük, diğer platformun en iyi sistemine karşı ölçülür.",
		"Platformy, według pierwszego słowa nazw systemów: %s; przewagę mierzy się względem najlepszego systemu drugiej platformy.",
		"प्लैटफ़ॉर्म, सिस्टम नामों के पहले शब्द से: %s; बढ़त दूसरे प्लैटफ़ॉर्म के सर्वश्रेष्ठ सिस्टम के मुकाबले मापी जाती है।"),
	say("Platforms, from the platform column: %s; a lead is measured against the best system of the other platform.",
		"Platformlar, platform sütunundan: %s; üstünlük, diğer platformun en iyi sistemine karşı ölçülür.",
		"Platformy, według kolumny platformy: %s; przewagę mierzy się względem najlepszego systemu drugiej platformy.",
		"प्लैटफ़ॉर्म, प्लैटफ़ॉर्म कॉलम से: %s; बढ़त दूसरे प्लैटफ़ॉर्म के सर्वश्रेष्ठ सिस्टम के मुकाबले मापी जाती है।"),
	say("A lead is measured against the runner-up.", "Üstünlük, ikinci sıradakine karşı ölçülür.", "Przewagę mierzy się względem drugiego miejsca.", "बढ़त दूसरे स्थान वाले के मुकाबले मापी जाती है।"),
	say("the Mann-Whitney test", "Mann-Whitney testi", "test Manna-Whitneya", "मैन-व्हिटनी परीक्षण"),
	say("Welch's t-test", "Welch t testi", "test t Welcha", "वेल्च का t-परीक्षण"),
	say("Where runs were repeated, a difference counts only when it is significant at alpha %s by %s, Holm-corrected over the tests of one measurement across the workloads compared; bandwidth and IOPS, being one measurement, are tested once.",
		"Çalıştırmaların tekrarlandığı yerlerde bir fark, ancak %[2]s ile alfa %[1]s düzeyinde anlamlıysa sayılır; Holm düzeltmesi, karşılaştırılan iş yükleri boyunca bir ölçümün testleri üzerinden yapılır; tek bir ölçüm olan bant genişliği ve IOPS bir kez test edilir.",
		"Tam, gdzie przebiegi powtórzono, różnica liczy się tylko wtedy, gdy jest istotna na poziomie alfa %[1]s (%[2]s), z poprawką Holma dla testów jednego pomiaru we wszystkich porównanych obciążeniach; przepustowość i IOPS, jako jeden pomiar, testuje się raz.",
		"जहाँ रन दोहराए गए, वहाँ कोई अंतर तभी गिना जाता है जब वह %[2]s से अल्फ़ा %[1]s पर सार्थक हो, तुलना किए गए वर्कलोड में एक माप के परीक्षणों पर होल्म-संशोधित; बैंडविड्थ और IOPS एक ही माप होने के कारण एक बार परीक्षित होते हैं।"),
	count(1, "Holm-corrected over the %d tests of %s", by("one", "Holm-corrected over the %d test of %s"),
		by("Holm düzeltmeli, %[2]s için %[1]d test üzerinden"),
		by("one", "z poprawką Holma dla %[1]d testu: %[2]s", "many", "z poprawką Holma dla %[1]d testów: %[2]s"),
		by("one", "%[2]s के %[1]d परीक्षण पर होल्म-संशोधित", "other", "%[2]s के %[1]d परीक्षणों पर होल्म-संशोधित")),
	count(1, "Holm-corrected over the %d tests of %s (one measurement, tested once for both)", by("one", "Holm-corrected over the %d test of %s (one measurement, tested once for both)"),
		by("Holm düzeltmeli, %[2]s için %[1]d test üzerinden (tek ölçüm, ikisi için bir kez test edildi)"),
		by("one", "z poprawką Holma dla %[1]d testu: %[2]s (jeden pomiar, testowany raz dla obu)", "many", "z poprawką Holma dla %[1]d testów: %[2]s (jeden pomiar, testowany raz dla obu)"),
		by("one", "%[2]s के %[1]d परीक्षण पर होल्म-संशोधित (एक ही माप, दोनों के लिए एक बार परीक्षित)", "other", "%[2]s के %[1]d परीक्षणों पर होल्म-संशोधित (एक ही माप, दोनों के लिए एक बार परीक्षित)")),
	count(1, "Holm-corrected over the %d tests of %s (one measurement, tested once for all of them)", by("one", "Holm-corrected over the %d test of %s (one measurement, tested once for all of them)"),
		by("Holm düzeltmeli, %[2]s için %[1]d test üzerinden (tek ölçüm, hepsi için bir kez test edildi)"),
		by("one", "z poprawką Holma dla %[1]d testu: %[2]s (jeden pomiar, testowany raz dla wszystkich)", "many", "z poprawką Holma dla %[1]d testów: %[2]s (jeden pomiar, testowany raz dla wszystkich)"),
		by("one", "%[2]s के %[1]d परीक्षण पर होल्म-संशोधित (एक ही माप, सभी के लिए एक बार परीक्षित)", "other", "%[2]s के %[1]d परीक्षणों पर होल्म-संशोधित (एक ही माप, सभी के लिए एक बार परीक्षित)")),

	// Results that cannot be the device alone.
	say("the link", "bağlantı", "łącze", "लिंक"),
	say("%s, %s: %s of the %s %s carries after its framing; the link, not the device, is the limit.",
		"%[1]s, %[2]s: %[5]s çerçeveleme sonrasında en fazla %[4]s taşır; sonuç bunun %[3]s kadarına ulaşıyor, yani sınır cihaz değil, bağlantı.",
		"%[1]s, %[2]s: %[3]s tego, co %[5]s przenosi po narzucie ramek (%[4]s); ogranicza łącze, nie urządzenie.",
		"%[1]s, %[2]s: फ़्रेमिंग के बाद %[5]s जितना वहन करता है (%[4]s), उसका %[3]s; सीमा लिंक की है, डिवाइस की नहीं।"),
	say("%s, %s: %s, above the %s %s sends at all; a cache on the host's side of the link answered, not the device.",
		"%[1]s, %[2]s: %[3]s, oysa %[5]s üzerinden en fazla %[4]s gönderilebilir; yanıtı cihaz değil, bağlantının ana makine tarafındaki bir önbellek verdi.",
		"%[1]s, %[2]s: %[3]s, więcej niż %[4]s, które %[5]s w ogóle może przesłać; odpowiedziała pamięć podręczna po stronie hosta, nie urządzenie.",
		"%[1]s, %[2]s: %[3]s, जो %[5]s द्वारा भेजी जा सकने वाली अधिकतम दर %[4]s से भी अधिक है; उत्तर डिवाइस ने नहीं, लिंक के होस्ट वाले सिरे पर किसी कैश ने दिया।"),
	say("%s, %s: %s above the device's rated maximum; a cache answered, not the device.",
		"%[1]s, %[2]s: cihazın nominal azami değerinin %[3]s üzerinde; yanıtı cihaz değil, bir önbellek verdi.",
		"%[1]s, %[2]s: %[3]s powyżej maksimum deklarowanego przez producenta; odpowiedziała pamięć podręczna, nie urządzenie.",
		"%[1]s, %[2]s: डिवाइस की रेटेड अधिकतम सीमा से %[3]s ऊपर; उत्तर डिवाइस ने नहीं, किसी कैश ने दिया।"),
	say("%s, %s: %s above the most the bare device did; a cache, likely the host's page cache, answered.",
		"%[1]s, %[2]s: çıplak cihazın ulaştığı en yüksek değerin %[3]s üzerinde; yanıtı bir önbellek, büyük olasılıkla ana makinenin sayfa önbelleği verdi.",
		"%[1]s, %[2]s: %[3]s powyżej najlepszego wyniku samego urządzenia; odpowiedziała pamięć podręczna, najpewniej pamięć podręczna stron (page cache) hosta.",
		"%[1]s, %[2]s: अकेले डिवाइस के सर्वोच्च परिणाम से %[3]s ऊपर; उत्तर किसी कैश ने दिया, संभवतः होस्ट के पेज कैश ने।"),
	say("%s, %s: flagged %s", "%s, %s: işaretlendi (%s)", "%s, %s: oznaczono (%s)", "%s, %s: चिह्नित (%s)"),
	say("%s, %s at %s", "%[1]s, %[2]s (%[3]s)", "%s, %s przy %s", "%[1]s, %[2]s, %[3]s पर"),
	say("%s: %s to %s above the most the bare device did; a cache, likely the host's page cache, answered.",
		"%[1]s: çıplak cihazın ulaştığı en yüksek değerin %[2]s ile %[3]s arası üzerinde; yanıtı bir önbellek, büyük olasılıkla ana makinenin sayfa önbelleği verdi.",
		"%[1]s: od %[2]s do %[3]s powyżej najlepszego wyniku samego urządzenia; odpowiedziała pamięć podręczna, najpewniej pamięć podręczna stron (page cache) hosta.",
		"%[1]s: अकेले डिवाइस के सर्वोच्च परिणाम से %[2]s से %[3]s ऊपर; उत्तर किसी कैश ने दिया, संभवतः होस्ट के पेज कैश ने।"),
	say("%s: %s to %s above the device's rated maximum; a cache answered, not the device.",
		"%[1]s: cihazın nominal azami değerinin %[2]s ile %[3]s arası üzerinde; yanıtı cihaz değil, bir önbellek verdi.",
		"%[1]s: od %[2]s do %[3]s powyżej maksimum deklarowanego przez producenta; odpowiedziała pamięć podręczna, nie urządzenie.",
		"%[1]s: डिवाइस की रेटेड अधिकतम सीमा से %[2]s से %[3]s ऊपर; उत्तर डिवाइस ने नहीं, किसी कैश ने दिया।"),
	say("%s: %s to %s of the %s %s carries after its framing; the link, not the device, is the limit.",
		"%[1]s: %[5]s çerçeveleme sonrasında en fazla %[4]s taşır; sonuçlar bunun %[2]s ile %[3]s arası kadarına ulaşıyor, yani sınır cihaz değil, bağlantı.",
		"%[1]s: od %[2]s do %[3]s tego, co %[5]s przenosi po narzucie ramek (%[4]s); ogranicza łącze, nie urządzenie.",
		"%[1]s: फ़्रेमिंग के बाद %[5]s जितना वहन करता है (%[4]s), उसका %[2]s से %[3]s; सीमा लिंक की है, डिवाइस की नहीं।"),
	say("%s: %s to %s the %s %s sends at all; a cache on the host's side of the link answered, not the device.",
		"%[1]s: %[5]s üzerinden en fazla gönderilebilen %[4]s değerinin %[2]s ile %[3]s arası; yanıtı cihaz değil, bağlantının ana makine tarafındaki bir önbellek verdi.",
		"%[1]s: od %[2]s do %[3]s tego, co %[5]s w ogóle może przesłać (%[4]s); odpowiedziała pamięć podręczna po stronie hosta, nie urządzenie.",
		"%[1]s: %[5]s द्वारा भेजी जा सकने वाली अधिकतम दर %[4]s का %[2]s से %[3]s; उत्तर डिवाइस ने नहीं, लिंक के होस्ट वाले सिरे पर किसी कैश ने दिया।"),
	say("%s: flagged %s", "%s: işaretlendi (%s)", "%s: oznaczono (%s)", "%s: चिह्नित (%s)"),

	// A queue-depth sweep.
	say("%s, %s: at most %s, at %s", "%[1]s, %[2]s: en fazla %[3]s, %[4]s derinliğinde", "%s, %s: maksymalnie %s, przy %s", "%s, %s: अधिकतम %s, %s पर"),
	say("%s, mean latency %s", "%s, ortalama gecikme %s", "%s, średnie opóźnienie %s", "%s, औसत विलंब %s"),
	say("%s; %s of it from %s on (%s), and going on to %s multiplies the latency by %s for %s.",
		"%[1]s; bunun %[2]s kadarına %[3]s derinliğinden itibaren ulaşılıyor (%[4]s), %[5]s derinliğine çıkmak ise gecikmeyi %[6]s katına çıkarıp %[7]s veriyor.",
		"%[1]s; %[2]s tego od %[3]s wzwyż (%[4]s), a przejście do %[5]s zwiększa opóźnienie %[6]s raza przy %[7]s.",
		"%[1]s; इसका %[2]s %[3]s से आगे (%[4]s), और %[5]s तक जाने पर विलंब %[6]s गुना हो जाता है, %[7]s के लिए।"),
	say("%s; %s of it from %s on (%s).", "%[1]s; bunun %[2]s kadarına %[3]s derinliğinden itibaren ulaşılıyor (%[4]s).",
		"%[1]s; %[2]s tego od %[3]s wzwyż (%[4]s).", "%[1]s; इसका %[2]s %[3]s से आगे (%[4]s)।"),
	say("%s does %s the bare device's IOPS at %s and %s at %s",
		"%[1]s, %[3]s derinliğinde çıplak cihazın IOPS değerine göre %[2]s, %[5]s derinliğinde %[4]s veriyor",
		"%[1]s osiąga %[2]s IOPS samego urządzenia przy %[3]s i %[4]s przy %[5]s",
		"%[1]s %[3]s पर अकेले डिवाइस के IOPS का %[2]s और %[5]s पर %[4]s देता है"),
	say("%s does %s the bare device's bandwidth at %s and %s at %s",
		"%[1]s, %[3]s derinliğinde çıplak cihazın bant genişliğine göre %[2]s, %[5]s derinliğinde %[4]s veriyor",
		"%[1]s osiąga %[2]s przepustowości samego urządzenia przy %[3]s i %[4]s przy %[5]s",
		"%[1]s %[3]s पर अकेले डिवाइस की बैंडविड्थ का %[2]s और %[5]s पर %[4]s देता है"),
	say("%s against %s (the bare device): %s.", "%[1]s, %[2]s (çıplak cihaz) karşısında: %[3]s.",
		"%[1]s względem %[2]s (samo urządzenie): %[3]s.", "%[1]s, %[2]s (अकेला डिवाइस) की तुलना में: %[3]s।"),
	say("%s: %s top out together near %s (their maxima within %s of each other), against %s for %s, the bare device: a ceiling they share, not the device's.",
		"%[1]s: %[2]s birlikte %[3]s civarında tavan yapıyor (en yüksek değerleri birbirinden en fazla %[4]s farklı); çıplak cihaz %[6]s ise %[5]s veriyor: bu, cihazın değil, hepsinin paylaştığı bir tavan.",
		"%[1]s: %[2]s razem osiągają pułap około %[3]s (ich maksima różnią się najwyżej o %[4]s), wobec %[5]s dla %[6]s, czyli samego urządzenia: to wspólny pułap, nie ograniczenie urządzenia.",
		"%[1]s: %[2]s एक साथ लगभग %[3]s पर ठहर जाते हैं (उनके अधिकतम मान एक-दूसरे से %[4]s के भीतर), जबकि अकेले डिवाइस %[6]s के लिए यह %[5]s है: यह उनकी साझा सीमा है, डिवाइस की नहीं।"),
	say("%s: %s top out together near %s (their maxima within %s of each other): a ceiling they share, not the device's.",
		"%[1]s: %[2]s birlikte %[3]s civarında tavan yapıyor (en yüksek değerleri birbirinden en fazla %[4]s farklı): bu, cihazın değil, hepsinin paylaştığı bir tavan.",
		"%[1]s: %[2]s razem osiągają pułap około %[3]s (ich maksima różnią się najwyżej o %[4]s): to wspólny pułap, nie ograniczenie urządzenia.",
		"%[1]s: %[2]s एक साथ लगभग %[3]s पर ठहर जाते हैं (उनके अधिकतम मान एक-दूसरे से %[4]s के भीतर): यह उनकी साझा सीमा है, डिवाइस की नहीं।"),
	say("%s: every figure is flagged", "%s: tüm değerler işaretli", "%s: wszystkie wyniki oznaczono", "%s: हर आँकड़ा चिह्नित है"),
	say("%s: %s, %s at %s", "%[1]s: %[2]s, %[4]s derinliğinde %[3]s", "%s: %s, %s przy %s", "%[1]s: %[2]s, %[4]s पर %[3]s"),
	say("%s (%s higher, but flagged)", "%s (%s daha yüksek, ama işaretli)", "%s (%s wyżej, ale z oznaczeniem)", "%s (%s अधिक, पर चिह्नित)"),
	say("Highest result the flags do not call into doubt, per workload: %s.", "İş yükü başına, işaretlerin şüpheye düşürmediği en yüksek sonuç: %s.",
		"Najwyższy wynik niepodważony przez oznaczenia, dla każdego obciążenia: %s.", "प्रति वर्कलोड सबसे ऊँचा परिणाम, जिस पर कोई चिह्न संदेह नहीं डालता: %s।"),
	say("Random workloads are measured in IOPS, sequential ones in bandwidth. A curve's knee is the smallest queue depth that reaches %s of its best; the latency cost is the mean latency at the deepest depth over the mean latency at the knee.",
		"Rastgele iş yükleri IOPS ile, sıralı olanlar bant genişliği ile ölçülür. Bir eğrinin dirsek noktası, en iyi değerinin %s kadarına ulaşan en küçük kuyruk derinliğidir; gecikme maliyeti, en derin noktadaki ortalama gecikmenin dirsek noktasındaki ortalama gecikmeye oranıdır.",
		"Obciążenia losowe mierzy się w IOPS, sekwencyjne przepustowością. Kolano krzywej to najmniejsza głębokość kolejki, która osiąga %s jej najlepszego wyniku; koszt opóźnienia to średnie opóźnienie przy największej głębokości podzielone przez średnie opóźnienie w kolanie.",
		"यादृच्छिक वर्कलोड IOPS में और अनुक्रमिक वर्कलोड बैंडविड्थ में मापे जाते हैं। किसी वक्र का मोड़ बिंदु वह सबसे छोटी क्यू डेप्थ है जो उसके सर्वश्रेष्ठ के %s तक पहुँचती है; विलंब लागत सबसे गहरी डेप्थ पर औसत विलंब और मोड़ बिंदु पर औसत विलंब का अनुपात है।"),
	say("Ratios are each configuration's figure over %s's at the same depth.", "Oranlar, her yapılandırmanın değerinin aynı derinlikteki %s değerine bölümüdür.",
		"Ilorazy to wynik każdej konfiguracji podzielony przez wynik %s przy tej samej głębokości.", "अनुपात हर कॉन्फ़िगरेशन का आँकड़ा है, जिसे उसी डेप्थ पर %s के आँकड़े से भाग दिया गया है।"),

	// A CrystalDiskMark review.
	count(1, "%d figures are the best of %d passes", by("one", "%d figure is the best of %d passes"),
		by("%[1]d değer %[2]d geçişin en iyisi"),
		by("one", "%d wynik to najlepszy z %d przebiegów", "few", "%d wyniki to najlepsze z %d przebiegów", "many", "%d wyników to najlepsze z %d przebiegów"),
		by("one", "%[1]d आँकड़ा %[2]d पासों में सर्वश्रेष्ठ है", "other", "%[1]d आँकड़े %[2]d पासों में सर्वश्रेष्ठ हैं")),
	count(1, "%d figures are the mean of %d passes", by("one", "%d figure is the mean of %d passes"),
		by("%[1]d değer %[2]d geçişin ortalaması"),
		by("one", "%d wynik to średnia z %d przebiegów", "few", "%d wyniki to średnie z %d przebiegów", "many", "%d wyników to średnie z %d przebiegów"),
		by("one", "%[1]d आँकड़ा %[2]d पासों का औसत है", "other", "%[1]d आँकड़े %[2]d पासों का औसत हैं")),
	count(1, "%d figures are single passes", by("one", "%d figure is a single pass"), by("%d değer tek geçiş"),
		by("one", "%d wynik pochodzi z jednego przebiegu", "few", "%d wyniki pochodzą z jednego przebiegu", "many", "%d wyników pochodzi z jednego przebiegu"),
		by("one", "%d आँकड़ा एकल पास है", "other", "%d आँकड़े एकल पास हैं")),
	say("Aggregation, as the tools reported it: %s.", "Geçişlerin birleştirilmesi, araçların bildirdiği gibi: %s.", "Agregacja, tak jak podały ją narzędzia: %s.", "समूहन, जैसा उपकरणों ने बताया: %s।"),
	say("Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters.",
		"Geçişlerin birleştirilmesi, araçların bildirdiği gibi: %s. N geçişin en iyisi bir ortalama değildir: bir ortalamanın yanında sonucu olduğundan iyi gösterir.",
		"Agregacja, tak jak podały ją narzędzia: %s. Najlepszy z N to nie średnia: zestawiony ze średnią zawyża wynik.",
		"समूहन, जैसा उपकरणों ने बताया: %s। N में सर्वश्रेष्ठ औसत नहीं है: औसत के साथ रखने पर यह परिणाम को बढ़ा-चढ़ाकर दिखाता है।"),
	say("Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters, and the warnings say where the two meet.",
		"Geçişlerin birleştirilmesi, araçların bildirdiği gibi: %s. N geçişin en iyisi bir ortalama değildir: bir ortalamanın yanında sonucu olduğundan iyi gösterir; ikisinin bir arada olduğu yerleri uyarılar belirtir.",
		"Agregacja, tak jak podały ją narzędzia: %s. Najlepszy z N to nie średnia: zestawiony ze średnią zawyża wynik, a ostrzeżenia wskazują, gdzie oba się spotykają.",
		"समूहन, जैसा उपकरणों ने बताया: %s। N में सर्वश्रेष्ठ औसत नहीं है: औसत के साथ रखने पर यह परिणाम को बढ़ा-चढ़ाकर दिखाता है, और चेतावनियाँ बताती हैं कि दोनों कहाँ साथ आते हैं।"),

	// Warnings.
	count(2, "%s has %d rows for %s; its figures are their median", by("one", "%s has %d row for %s; its figures are their median"),
		by("%[1]s, %[3]s için %[2]d satır içeriyor; değerleri bunların medyanı"),
		by("one", "%[1]s ma %[2]d wiersz dla %[3]s; jego wyniki to ich mediana", "few", "%[1]s ma %[2]d wiersze dla %[3]s; jego wyniki to ich mediana",
			"many", "%[1]s ma %[2]d wierszy dla %[3]s; jego wyniki to ich mediana"),
		by("one", "%[1]s में %[3]s के लिए %[2]d पंक्ति है; इसके आँकड़े उनकी माध्यिका हैं", "other", "%[1]s में %[3]s के लिए %[2]d पंक्तियाँ हैं; इसके आँकड़े उनकी माध्यिका हैं")),
	say("latency not compared in %s: %s report completion latency (from submission to completion), %s total latency (submission included)",
		"%[1]s için gecikme karşılaştırılmadı: %[2]s tamamlanma gecikmesini (gönderimden tamamlanmaya), %[3]s toplam gecikmeyi (gönderim dahil) bildiriyor",
		"nie porównano opóźnienia w %[1]s: %[2]s podają opóźnienie realizacji (od zgłoszenia do zakończenia), %[3]s opóźnienie całkowite (ze zgłoszeniem)",
		"%[1]s में विलंब की तुलना नहीं हुई: %[2]s पूर्णता विलंब (सबमिशन से पूर्णता तक) बताते हैं, %[3]s कुल विलंब (सबमिशन सहित)"),
	count(1, "need %d runs per system to test at alpha %s; some cells have %d, so no difference there can be significant", by("one", "need %d run per system to test at alpha %s; some cells have %d, so no difference there can be significant"),
		by("alfa %[2]s düzeyinde test için sistem başına %[1]d çalıştırma gerekir; bazı iş yüklerinde %[3]d var, bu yüzden oradaki hiçbir fark anlamlı çıkamaz"),
		by("one", "test na poziomie alfa %[2]s wymaga %[1]d przebiegu na system; niektóre obciążenia mają %[3]d, więc żadna różnica nie może tam być istotna",
			"many", "test na poziomie alfa %[2]s wymaga %[1]d przebiegów na system; niektóre obciążenia mają %[3]d, więc żadna różnica nie może tam być istotna"),
		by("अल्फ़ा %[2]s पर परीक्षण के लिए प्रति सिस्टम %[1]d रन चाहिए; कुछ वर्कलोड में %[3]d हैं, इसलिए वहाँ कोई अंतर सार्थक नहीं हो सकता")),
	say("%s compares best-of-N figures with means; the best of several passes overstates a system against a mean",
		"%s, N geçişin en iyisi olan değerleri ortalamalarla karşılaştırıyor; birkaç geçişin en iyisi, bir sistemi ortalamaya karşı olduğundan iyi gösterir",
		"%s zestawia wyniki „najlepszy z N” ze średnimi; najlepszy z kilku przebiegów zawyża wynik systemu względem średniej",
		"%s N में सर्वश्रेष्ठ आँकड़ों की तुलना औसत से करता है; कई पासों में सर्वश्रेष्ठ किसी सिस्टम को औसत के मुकाबले बढ़ा-चढ़ाकर दिखाता है"),
	say("every cell has a single run on at least one side: no difference can be tested",
		"her iş yükünde en az bir tarafta tek çalıştırma var: hiçbir fark test edilemez",
		"każde obciążenie ma pojedynczy przebieg po co najmniej jednej stronie: żadnej różnicy nie da się przetestować",
		"हर वर्कलोड में कम से कम एक ओर केवल एक रन है: किसी अंतर का परीक्षण नहीं हो सकता"),
	say("engine (%s)", "motor (%s)", "silnik (%s)", "इंजन (%s)"),
	say("host (%s)", "ana makine (%s)", "maszyna (%s)", "होस्ट (%s)"),
	say("target (%s)", "hedef (%s)", "cel (%s)", "लक्ष्य (%s)"),
	say("%s pools rows that differ in %s, so its figures mix them; %s",
		"%[1]s, %[2]s bakımından farklı satırları bir araya topluyor, bu yüzden değerleri bunları karıştırıyor; %[3]s",
		"%s łączy wiersze, które różnią się: %s, więc jego wyniki je mieszają; %s",
		"%[1]s उन पंक्तियों को एक साथ रखता है जो %[2]s में भिन्न हैं, इसलिए इसके आँकड़े उन्हें मिला देते हैं; %[3]s"),
	say("to compare them, give each run its own name: %s", "bunları karşılaştırmak için her çalıştırmaya kendi adını verin: %s",
		"aby je porównać, nadaj każdemu przebiegowi własną nazwę: %s", "इनकी तुलना के लिए हर रन को उसका अपना नाम दें: %s"),
	say("to compare them, make each fio job a system named after the job: %s, then %s",
		"bunları karşılaştırmak için her fio işini, işin adını taşıyan ayrı bir sistem yapın: %s, ardından %s",
		"aby je porównać, zrób z każdego zadania fio osobny system nazwany jak zadanie: %s, a potem %s",
		"इनकी तुलना के लिए हर fio जॉब को उसी के नाम वाला अलग सिस्टम बनाएँ: %s, फिर %s"),
	say("to compare them, name the systems after the files' paths: %s, then %s",
		"bunları karşılaştırmak için sistemleri dosyaların yollarına göre adlandırın: %s, ardından %s",
		"aby je porównać, nazwij systemy według ścieżek plików: %s, a potem %s",
		"इनकी तुलना के लिए सिस्टमों के नाम फ़ाइलों के पथ से लें: %s, फिर %s"),
	say("baseline %q has no sweep to compare with", "%q referansının karşılaştırılacak bir taraması yok", "punkt odniesienia %q nie ma serii głębokości do porównania",
		"बेसलाइन %q के पास तुलना के लिए कोई स्वीप नहीं है"),
	count(6, "Not in steady state (SNIA rule: range within %s and slope within %s of the mean): %s %s %s: %d samples, fewer than the %d the steady-state rule needs",
		by("one", "Not in steady state (SNIA rule: range within %s and slope within %s of the mean): %s %s %s: %d sample, fewer than the %d the steady-state rule needs"),
		by("Kararlı durumda değil (SNIA kuralı: aralık ortalamanın %[1]s, eğim %[2]s sınırı içinde): %[3]s %[4]s %[5]s: %[6]d örnek, kararlı durum kuralının gerektirdiği %[7]d değerinden az"),
		by("one", "Brak stanu ustalonego (reguła SNIA: rozrzut w granicach %[1]s i nachylenie w granicach %[2]s średniej): %[3]s %[4]s %[5]s: %[6]d próbka, mniej niż %[7]d wymaganych przez regułę",
			"few", "Brak stanu ustalonego (reguła SNIA: rozrzut w granicach %[1]s i nachylenie w granicach %[2]s średniej): %[3]s %[4]s %[5]s: %[6]d próbki, mniej niż %[7]d wymaganych przez regułę",
			"many", "Brak stanu ustalonego (reguła SNIA: rozrzut w granicach %[1]s i nachylenie w granicach %[2]s średniej): %[3]s %[4]s %[5]s: %[6]d próbek, mniej niż %[7]d wymaganych przez regułę"),
		by("स्थिर अवस्था में नहीं (SNIA नियम: परास औसत के %[1]s और ढलान %[2]s के भीतर): %[3]s %[4]s %[5]s: %[6]d नमूने, स्थिर-अवस्था नियम के लिए आवश्यक %[7]d से कम")),
	say("Not in steady state (SNIA rule: range within %s and slope within %s of the mean): %s %s %s: range %s and slope %s of the mean over the last %d samples",
		"Kararlı durumda değil (SNIA kuralı: aralık ortalamanın %[1]s, eğim %[2]s sınırı içinde): %[3]s %[4]s %[5]s: son %[8]d örnekte aralık ortalamanın %[6]s, eğim %[7]s",
		"Brak stanu ustalonego (reguła SNIA: rozrzut w granicach %[1]s i nachylenie w granicach %[2]s średniej): %[3]s %[4]s %[5]s: rozrzut %[6]s i nachylenie %[7]s średniej w ostatnich %[8]d próbkach",
		"स्थिर अवस्था में नहीं (SNIA नियम: परास औसत के %[1]s और ढलान %[2]s के भीतर): %[3]s %[4]s %[5]s: अंतिम %[8]d नमूनों में परास औसत का %[6]s और ढलान %[7]s"),

	// What compare prints.
	say("old", "eski", "stare", "पुराना"),
	say("new", "yeni", "nowe", "नया"),
	say("delta", "fark", "zmiana", "अंतर"),
	say("only in old, not compared: %s", "yalnızca eskide, karşılaştırılmadı: %s", "tylko w starych, nie porównano: %s", "केवल पुराने में, तुलना नहीं हुई: %s"),
	say("only in new, not compared: %s", "yalnızca yenide, karşılaştırılmadı: %s", "tylko w nowych, nie porównano: %s", "केवल नए में, तुलना नहीं हुई: %s"),
	count(2, "%s (%d runs)", by("one", "%s (%d run)"), by("%s (%d çalıştırma)"),
		by("one", "%s (%d przebieg)", "few", "%s (%d przebiegi)", "many", "%s (%d przebiegów)"), by("%s (%d रन)")),
	say("warning: %s", "uyarı: %s", "ostrzeżenie: %s", "चेतावनी: %s"),
	say("%s ± %s range", "%s ± %s aralık", "%s ± %s zakres", "%s ± %s परास"),
	say("%s (%s, untested)", "%s (%s, test edilmedi)", "%s (%s, nie testowano)", "%s (%s, परीक्षण नहीं हुआ)"),
}
