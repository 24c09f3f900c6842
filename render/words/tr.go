package words

// turkish is the catalog in Turkish, by English key.
var turkish = translation{
	// Punctuation and lists.
	"%s.":       {"%s."},
	"%s; %s.":   {"%s; %s."},
	"%s and %s": {"%s ve %s"},
	" vs ":      {" vs "},
	// A fleet's hosts.
	"Across the %d hosts of %s, %s ranges from %s to %s, a spread of %s of the hosts' median (%s).": {
		"Toplam %[1]d ana makinede (%[2]s) %[3]s %[4]s ile %[5]s arasında değişiyor; bu, ana makinelerin medyanına göre %[6]s fark demek (%[7]s).",
	},
	"The slowest host, %s, is %s below the median (%s).": {
		"En yavaş ana makine %s: medyanın %s altında (%s).",
	},
	"The slowest host, %s, is %s above the median (%s).": {
		"En yavaş ana makine %s: medyanın %s üstünde (%s).",
	},
	"Far from the other hosts: %s.": {"Diğer ana makinelerden belirgin biçimde ayrılanlar: %s."},
	"The aggregate fio measured over all the hosts at once is %s.": {
		"fio'nun tüm ana makinelerde eş zamanlı ölçtüğü toplam değer: %s.",
	},
	// Headings and labels of the page.
	"Key findings":                    {"Öne çıkanlar"},
	"Results that are not the device": {"Cihazın kendi performansını yansıtmayan sonuçlar"},
	"Verdict":                         {"Sonuç"},
	"Warnings":                        {"Uyarılar"},
	"Test setup and sources":          {"Test sistemi ve kaynaklar"},
	"Results":                         {"Test sonuçları"},
	"Site logo":                       {"Site logosu"},
	"Charts":                          {"Grafikler"},
	"Notes":                           {"Notlar"},
	"Sources":                         {"Kaynaklar"},
	"%s (%s, %d bytes)":               {"%s (%s, %d bayt)"},
	"id %s":                           {"kimlik: %s"},
	"%s  —  page %d":                  {"%s  —  sayfa %d"},
	// Titles and subtitles.
	"%s: storage performance compared": {"%s: depolama performansı karşılaştırması"},
	"%d systems compared: storage performance": {
		"%d sistemin depolama performansı karşılaştırması",
	},
	"%d workloads":                        {"%d iş yükü"},
	"%s: storage performance":             {"%s: depolama performansı"},
	"%s (%d sources): %s":                 {"%s (%d kaynak): %s"},
	"CrystalDiskMark: %d drives compared": {"CrystalDiskMark ile %d sürücü karşılaştırması"},
	"Queue depth: %s":                     {"Kuyruk derinliği testi: %s"},
	"Queue depth: %d configurations":      {"Kuyruk derinliği testi: %d yapılandırma"},
	"%d to %d":                            {"%d–%d"},
	"%s to %s":                            {"%s–%s"},
	// Workloads: a pattern, a block size, a direction.
	"random %s read":      {"rastgele %s okuma"},
	"random %s write":     {"rastgele %s yazma"},
	"random %s mixed":     {"rastgele %s karma"},
	"random %s trim":      {"rastgele %s TRIM"},
	"sequential %s read":  {"sıralı %s okuma"},
	"sequential %s write": {"sıralı %s yazma"},
	"sequential %s mixed": {"sıralı %s karma"},
	"sequential %s trim":  {"sıralı %s TRIM"},
	"%s read":             {"%s okuma"},
	"pattern?":            {"erişim türü?"},
	"read":                {"okuma"},
	"write":               {"yazma"},
	"mixed":               {"karma"},
	"trim":                {"TRIM"},
	"rnd":                 {"rastgele"},
	"seq":                 {"sıralı"},
	"%sR":                 {"%s okuma"},
	"mix":                 {"karma"},
	"mix %s":              {"karma %s"},
	// Metrics and their units.
	"Bandwidth":                      {"Bant genişliği"},
	"Mean latency":                   {"Ortalama gecikme"},
	"Latency p50":                    {"Gecikme p50"},
	"Latency p99":                    {"Gecikme p99"},
	"Latency p99.9":                  {"Gecikme p99,9"},
	"CPU use":                        {"CPU kullanımı"},
	"IOPS per %% CPU":                {"%%1 CPU başına IOPS"},
	"Bandwidth per %% CPU":           {"%%1 CPU başına bant genişliği"},
	"CPU time per I/O":               {"I/O başına CPU süresi"},
	"IOPS per core":                  {"Çekirdek başına IOPS"},
	"Bandwidth per CPU-second":       {"CPU saniyesi başına bant genişliği"},
	"Score":                          {"Puan"},
	"Score in %s (higher is better)": {"Puan, %s (yüksek olan daha iyi)"},
	"Score in %s (lower is better)":  {"Puan, %s (düşük olan daha iyi)"},
	"Score in %s (which way is better is not recorded)": {"Puan, %s (yüksek olanın mı düşük olanın mı daha iyi olduğu kayıtlı değil)"},
	"%s per CPU-s":  {"%s, CPU saniyesi başına"},
	"%s per %% CPU": {"%s, %%1 CPU başına"},
	// Tables.
	"Block size":                {"Blok boyutu"},
	"best, clear of the others": {"tek başına en iyi"},
	"tied for best (within resolution or the tie threshold)": {
		"en iyiyle berabere (yuvarlama payı ya da beraberlik eşiği içinde)",
	},
	"%s (continued)":         {"%s (devamı)"},
	"Random read, %s":        {"Rastgele okuma, %s"},
	"Random write, %s":       {"Rastgele yazma, %s"},
	"Random mixed, %s":       {"Rastgele karma, %s"},
	"Random trim, %s":        {"Rastgele TRIM, %s"},
	"Sequential read, %s":    {"Sıralı okuma, %s"},
	"Sequential write, %s":   {"Sıralı yazma, %s"},
	"Sequential mixed, %s":   {"Sıralı karma, %s"},
	"Sequential trim, %s":    {"Sıralı TRIM, %s"},
	"Unknown pattern %s, %s": {"Bilinmeyen erişim türü (%s), %s"},
	"%s rounded to the nearest %s in the source; differences within that step are ties.": {
		"%[1]s kaynakta %[2]s basamağına yuvarlanmış; bu adımdan küçük farklar beraberlik sayılır.",
	},
	"%s: change against %s": {"%[1]s: %[2]s ile kıyasla değişim"},
	"Workload":              {"İş yükü"},
	"better than %s":        {"%s ile kıyasla daha iyi"},
	"~ no difference (within resolution or the tie threshold)": {
		"~ fark yok (yuvarlama payı ya da beraberlik eşiği içinde)",
	},
	"Test":                       {"Test"},
	"Read":                       {"Okuma"},
	"Write":                      {"Yazma"},
	"Mix":                        {"Karma"},
	"Mix %s":                     {"Karma %s"},
	"MB/s (1 MB/s = %s bytes/s)": {"MB/s (1 MB/s = %s bayt/s)"},
	"%s over queue depth":        {"%s, kuyruk derinliğine göre"},
	"Queue depth":                {"Kuyruk derinliği"},
	"Configuration":              {"Yapılandırma"},
	"the knee: the smallest depth reaching %s of the curve's best": {
		"doyum noktası: eğrinin en iyi değerinin %s düzeyine ulaşılan en düşük derinlik",
	},
	"%s, latency": {"%s, gecikme"},
	// Charts.
	"%s: distribution of completion latency": {"%s: tamamlanma gecikmesi dağılımı"},
	"%s: distribution of latency":            {"%s: gecikme dağılımı"},
	"I/Os at or below (%%)":                  {"Bu gecikme ya da altında tamamlanan I/O (%%)"},
	"Latency (%s, log scale)":                {"Gecikme (%s, logaritmik ölçek)"},
	// A chart's description, for readers who cannot see it (SVG's <desc>).
	"Bar chart of %s for %s; workloads: %s.": {"Çubuk grafik: %[2]s için %[1]s; iş yükleri: %[3]s."},
	"Line chart of %s for %s over queue depths %s to %s.": {
		"Çizgi grafik: %[2]s için %[3]s–%[4]s kuyruk derinliklerinde %[1]s.",
	},
	"Line chart of the share of I/Os at or below each latency, on a log scale, for %s.": {
		"Çizgi grafik: %s için her gecikme değerinde ya da altında tamamlanan I/O oranı, logaritmik ölçekte.",
	},
	"Median latency: %s.":                      {"Medyan gecikme: %s."},
	"Highest: %s, %s: %s. Lowest: %s, %s: %s.": {"En yüksek: %s, %s: %s. En düşük: %s, %s: %s."},
	"rated maximum":                            {"üreticinin belirttiği azami değer"},
	"link":                                     {"bağlantı"},
	"Read, MB/s by test":                       {"Okuma, teste göre MB/s"},
	"Write, MB/s by test":                      {"Yazma, teste göre MB/s"},
	"%s: %s over queue depth":                  {"%[1]s: %[2]s, kuyruk derinliğine göre"},
	// Charts of panels (small multiples), their axes and bars.
	"n/a":                                     {"yok"},
	"%s: throughput and CPU efficiency":       {"%s: aktarım hızı ve CPU verimliliği"},
	"%s: throughput and latency by workload":  {"%s: iş yüküne göre aktarım hızı ve gecikme"},
	"Bar charts of %s for %s.":                {"Çubuk grafikler: %[2]s için %[1]s."},
	"%s: highest %s, %s; lowest %s, %s.":      {"%s: en yüksek %s, %s; en düşük %s, %s."},
	"%s: %s and latency over queue depth":     {"%[1]s: %[2]s ve gecikme, kuyruk derinliğine göre"},
	"Mean latency against %s, by queue depth": {"Ortalama gecikme ve %s, kuyruk derinliğine göre"},
	"Line chart of mean latency against %s for %s, a point per queue depth.": {"Çizgi grafik: %[2]s için ortalama gecikme ve %[1]s; her nokta bir kuyruk derinliği."},
	"log scale":                          {"logaritmik ölçek"},
	"%s, log scale":                      {"%s, logaritmik ölçek"},
	"%s: MB/s, IOPS and latency by test": {"%s: teste göre MB/s, IOPS ve gecikme"},
	"whiskers: 95%% confidence interval of the median": {"bıyıklar: medyanın %%95 güven aralığı"},
	// Findings of a comparison.
	"%s leads %d of %d":            {"%[1]s %[3]d{n} testin %[2]d{n}{+(s)InDA} önde"},
	"%s leads all %d it ran":       {"%[1]s girdiği %[2]d testin hepsinde önde"},
	"%s leads %d of the %d it ran": {"%[1]s girdiği %[3]d{n} testin %[2]d{n}{+(s)InDA} önde"},
	"by %s (%s, %s vs %s)":         {"fark %[1]s (%[2]s testinde %[3]s{+(y)A} karşı %[4]s)"},
	"by %s to %s (most in %s, %s vs %s)": {
		"fark %[1]s–%[2]s (en büyüğü %[3]s testinde %[4]s{+(y)A} karşı %[5]s)",
	},
	"In %s, %s ran at %s CPU for %s, which points to the processor rather than the drives as the limit.": {
		"İşlemci kullanımı %[1]s testinde %[2]s için %[3]s (%[4]s{+(y)A} ulaşırken); hızı büyük olasılıkla depolama değil, işlemci sınırlıyor.",
	},
	"%s is a tie on %s, %s to %s: about %s per drive over the %d drives, which suggests the drives, not the software, set the limit.": {
		"%[1]s testinde %[2]s başa baş (%[3]s–%[4]s). Bu değer %[6]d sürücüye bölündüğünde sürücü başına yaklaşık %[5]s ediyor; sistemlerin aynı değerde buluşması, sınırı yazılımın değil sürücülerin çizdiğini düşündürüyor.",
	},
	"%s is a tie on %s, %s to %s, at %s to %s CPU: about %s per drive over the %d drives, which suggests the drives, not the software, set the limit.": {
		"%[1]s testinde %[2]s başa baş (%[3]s–%[4]s; CPU kullanımı %[5]s–%[6]s). Bu değer %[8]d sürücüye bölündüğünde sürücü başına yaklaşık %[7]s ediyor; sistemlerin aynı değerde buluşması, sınırı yazılımın değil sürücülerin çizdiğini düşündürüyor.",
	},
	"Bandwidth, %s against %s": {"Bant genişliğinde %[1]s ile %[2]s"},
	"IOPS, %s against %s":      {"IOPS'ta %[1]s ile %[2]s"},
	"Bandwidth, %s against %s, never more than %s apart": {
		"Bant genişliğinde %[1]s ile %[2]s (aradaki fark hiçbir testte %[3]s değerini aşmıyor)",
	},
	"IOPS, %s against %s, never more than %s apart": {
		"IOPS'ta %[1]s ile %[2]s (aradaki fark hiçbir testte %[3]s değerini aşmıyor)",
	},
	"%s, where %s and %s do the same work (%s and %s): %s uses %s less CPU (%s vs %s).": {
		"%[1]s testinde %[2]s ile %[3]s aynı işi yapıyor (%[4]s ve %[5]s); %[6]s %[7]s daha az CPU kullanıyor (%[8]s{+(y)A} karşı %[9]s).",
	},
	"%s, where %s and %s do the same work (%s and %s): %s uses %s the CPU of %s (%s vs %s).": {
		"%[1]s testinde %[2]s ile %[3]s aynı işi yapıyor (%[4]s ve %[5]s); %[6]s, %[8]s sisteminin %[7]s{+(s)I} CPU kullanıyor (%[9]s{+(y)A} karşı %[10]s).",
	},
	"%s their median in %s (%s vs %s CPU per %s)": {
		"%[2]s testinde %[5]s başına %[3]s CPU, diğerlerinin medyanı ise %[4]s (%[1]s)",
	},
	"%s less than their median in %s (%s vs %s CPU per %s)": {
		"%[2]s testinde %[5]s başına %[3]s CPU, diğerlerinin medyanı ise %[4]s (%[1]s daha az)",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more bandwidth per %% of CPU than %s (%s vs %s).": {
		"Harcanan CPU başına en çok veriyi %[1]s taşıyor (%[3]d{n} testin %[2]d{n}{+(s)InDA}); en büyük fark %[4]s testinde: %%1 CPU başına bant genişliği %[1]s için %[7]s, %[6]s için %[8]s; fark %[5]s.",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s the bandwidth per %% of CPU of %s (%s vs %s).": {
		"Harcanan CPU başına en çok veriyi %[1]s taşıyor (%[3]d{n} testin %[2]d{n}{+(s)InDA}); en büyük fark %[4]s testinde. Bu testte %[1]s, CPU'nun her %%1'i başına %[6]s sisteminin %[5]s{+(s)I} bant genişliği sağlıyor (%[7]s{+(y)A} karşı %[8]s).",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more IOPS per %% of CPU than %s (%s vs %s).": {
		"Harcanan CPU başına en çok I/O'yu %[1]s yapıyor (%[3]d{n} testin %[2]d{n}{+(s)InDA}); en büyük fark %[4]s testinde. Bu testte %[1]s, CPU'nun her %%1'i başına %[6]s sisteminden %[5]s daha fazla IOPS sağlıyor (%[7]s{+(y)A} karşı %[8]s).",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s the IOPS per %% of CPU of %s (%s vs %s).": {
		"Harcanan CPU başına en çok I/O'yu %[1]s yapıyor (%[3]d{n} testin %[2]d{n}{+(s)InDA}); en büyük fark %[4]s testinde. Bu testte %[1]s, CPU'nun her %%1'i başına %[6]s sisteminin %[5]s{+(s)I} IOPS sağlıyor (%[7]s{+(y)A} karşı %[8]s).",
	},
	"%s peaks at %s (%s, %s of the link)": {
		"%[1]s en fazla %[2]s{+(y)A} ulaşıyor (%[3]s testinde; bağlantı tavanının %[4]s{+(s)I})",
	},
	"On %s (at most %s after its framing): %s.": {
		"Bağlantı %[1]s (çerçeveleme sonrası en fazla %[2]s): %[3]s.",
	},
	"%s: no outright lead":                   {"%s: tek başına önde olan yok"},
	"%d results are ties":                    {"%d{n} testte berabere"},
	"Bandwidth mixed workloads":              {"Karma iş yüklerinde bant genişliği"},
	"Bandwidth trims":                        {"TRIM'de bant genişliği"},
	"IOPS reads":                             {"Okumada IOPS"},
	"IOPS writes":                            {"Yazmada IOPS"},
	"IOPS mixed workloads":                   {"Karma iş yüklerinde IOPS"},
	"IOPS trims":                             {"TRIM'de IOPS"},
	"below the %s tie threshold":             {"%s beraberlik eşiğinin altında"},
	"within the figures' printed resolution": {"değerlerin yuvarlama payı içinde"},
	"%s bandwidth is a tie: %s within %s of each other (%s to %s), %s.": {
		"%[1]s testinde bant genişliğinde kazanan yok: %[2]s arasındaki fark en fazla %[3]s (%[4]s–%[5]s); %[6]s.",
	},
	"%s IOPS is a tie: %s within %s of each other (%s to %s), %s.": {
		"%[1]s testinde IOPS'ta kazanan yok: %[2]s arasındaki fark en fazla %[3]s (%[4]s–%[5]s); %[6]s.",
	},
	// The systems that tie, as the tie's sentence says them (Polish: in
	// the genitive of "wyniki ...").
	"one system":        {"tek sistem"},
	"both systems":      {"iki sistem"},
	"all three systems": {"üç sistem"},
	"all four systems":  {"dört sistem"},
	"all five systems":  {"beş sistem"},
	"all six systems":   {"altı sistem"},
	"all %d systems":    {"%d sistemin hepsi"},
	// What one system's data supports on its own (alone.go).
	"%s: every figure is flagged below as not the device's alone.": {
		"%s: tüm değerler, cihazın kendi performansını yansıtmadığı için aşağıda işaretlendi.",
	},
	"%s: the best figure is flagged below as not the device's alone; the best the flags do not call into doubt is %s, %s.": {
		"%s: en iyi değer, cihazın kendi performansını yansıtmadığı için aşağıda işaretlendi; şüphe taşımayan en iyi değer %s, %s.",
	},
	"Queue depth: from %s to %s, mean latency is multiplied by %s but IOPS only by %s; the added I/Os mostly wait in the queue.": {
		"Kuyruk derinliği: %[1]s testinden %[2]s testine geçildiğinde ortalama gecikme %[3]s katına çıkıyor, IOPS ise yalnızca %[4]s katına; eklenen I/O'lar çoğunlukla kuyrukta bekliyor.",
	},
	"Queue depth: from %s to %s, IOPS is multiplied by %s and mean latency by %s; the added I/Os are served side by side.": {
		"Kuyruk derinliği: %[1]s testinden %[2]s testine geçildiğinde IOPS %[3]s, ortalama gecikme %[4]s katına çıkıyor; eklenen I/O'lar paralel işleniyor.",
	},
	"Block size: from %s to %s, mean latency is multiplied by %s but bandwidth only by %s; larger blocks take longer without moving data as much faster.": {
		"Blok boyutu: %[1]s testinden %[2]s testine geçildiğinde ortalama gecikme %[3]s katına çıkıyor, bant genişliği ise yalnızca %[4]s katına; büyük bloklar daha uzun sürüyor ama veriyi o oranda hızlı taşımıyor.",
	},
	"Block size: from %s to %s, bandwidth is multiplied by %s and mean latency by %s; larger blocks move more data for their latency.": {
		"Blok boyutu: %[1]s testinden %[2]s testine geçildiğinde bant genişliği %[3]s, ortalama gecikme %[4]s katına çıkıyor; büyük bloklar, gecikmelerine oranla daha çok veri taşıyor.",
	},
	"%s: IOPS times mean latency puts %s I/Os in flight, more than the %d the queue depth and jobs allow; the latency and the IOPS figures do not describe the same I/Os.": {
		"%[1]s: IOPS ile ortalama gecikmenin çarpımı aynı anda %[2]s I/O'nun işlemde olduğunu gösteriyor; bu, kuyruk derinliği ile iş parçacığı sayısının izin verdiği %[3]d değerinden fazla: gecikme ve IOPS değerleri aynı I/O'ları anlatmıyor.",
	},
	"%s: IOPS times mean latency puts only %s I/Os in flight of the %d the queue depth and jobs allow; the queue stood partly empty, so the engine or the tool, not the device, set the pace.": {
		"%[1]s: IOPS ile ortalama gecikmenin çarpımına göre kuyruk derinliği ile iş parçacığı sayısının izin verdiği %[3]d I/O'dan aynı anda yalnızca %[2]s tanesi işlemde; kuyruk kısmen boş kaldı, yani hızı cihaz değil, I/O motoru ya da test aracı belirledi.",
	},
	"Little's law: IOPS times mean completion latency puts %s of the queue's slots in flight; completion latency leaves out each I/O's submission, so the queue was at least this full.": {
		"Little yasası: IOPS ile ortalama tamamlanma gecikmesinin çarpımı, kuyruğun %s{+(s)I(n)In} dolu olduğunu gösteriyor; tamamlanma gecikmesi I/O'ların gönderim süresini kapsamadığından kuyruk en az bu kadar doluydu.",
	},
	"Little's law holds: IOPS times mean latency puts %s of the queue's slots in flight in every workload, so the latency and IOPS figures describe the same I/Os and the queue was kept full.": {
		"Kontrol (Little yasası): her iş yükünde IOPS ile ortalama gecikmenin çarpımı, kuyruğun %s{+(s)I(n)In} dolu olduğunu gösteriyor; yani gecikme ve IOPS değerleri aynı I/O'ları anlatıyor ve kuyruk sürekli doluydu.",
	},
	"Method: one system was measured, so no figure is compared with another system's; the findings set its workloads side by side.": {
		"Yöntem: yalnızca bir sistem ölçüldü; bu yüzden hiçbir değer başka bir sistemle karşılaştırılmıyor, bulgular bu sistemin iş yüklerini birbiriyle karşılaştırıyor.",
	},
	// The verdict.
	"no one leads the reads":           {"okumada önde olan yok"},
	"no one leads the writes":          {"yazmada önde olan yok"},
	"no one leads the mixed workloads": {"karma iş yüklerinde önde olan yok"},
	"no one leads the trims":           {"TRIM'de önde olan yok"},
	"no one leads most reads (%s leads %d of %d)": {
		"okumaların çoğunu tek başına alan bir sistem yok (%[1]s %[3]d{n} testin %[2]d{n}{+(s)InDA} önde)",
	},
	"no one leads most writes (%s leads %d of %d)": {
		"yazmaların çoğunu tek başına alan bir sistem yok (%[1]s %[3]d{n} testin %[2]d{n}{+(s)InDA} önde)",
	},
	"no one leads most mixed workloads (%s leads %d of %d)": {
		"karma iş yüklerinin çoğunu tek başına alan bir sistem yok (%[1]s %[3]d{n} testin %[2]d{n}{+(s)InDA} önde)",
	},
	"no one leads most trims (%s leads %d of %d)": {
		"TRIM testlerinin çoğunu tek başına alan bir sistem yok (%[1]s %[3]d{n} testin %[2]d{n}{+(s)InDA} önde)",
	},
	// How the comparison judged.
	"Method: the best figure of each workload wins only when it is clear of the others by more than their printed resolution and by more than %s; otherwise the result is a tie.": {
		"Yöntem: her iş yükünde en iyi değer, ancak diğerlerinden hem yuvarlama payından hem de %s eşiğinden büyük bir farkla ayrılıyorsa kazanır; aksi hâlde sonuç berabere sayılır.",
	},
	"A lead is measured against the runner-up.": {
		"Öndeki sistemin farkı, ikinci sıradaki sisteme göre ölçülür.",
	},
	"the Mann-Whitney test": {"Mann-Whitney testi"},
	"Welch's t-test":        {"Welch t testi"},
	"Where runs were repeated, a difference counts only when it is significant at alpha %s by %s, Holm-corrected over the tests of one measurement across the workloads compared; bandwidth and IOPS, being one measurement, are tested once.": {
		"Tekrarlanan ölçümlerde bir fark, ancak %[2]s ile alfa %[1]s düzeyinde anlamlıysa sayılır; Holm düzeltmesi, karşılaştırılan iş yüklerinde aynı ölçümün testlerine uygulanır. Bant genişliği ve IOPS aynı ölçümden geldiği için bir kez test edilir.",
	},
	"Holm-corrected over the %d tests of %s": {"Holm düzeltmeli, %[2]s için %[1]d test üzerinden"},
	"Holm-corrected over the %d tests of %s (one measurement, tested once for both)": {
		"Holm düzeltmeli, %[2]s için %[1]d test üzerinden; ikisi aynı ölçüm olduğundan bir kez test edildi",
	},
	"Holm-corrected over the %d tests of %s (one measurement, tested once for all of them)": {
		"Holm düzeltmeli, %[2]s için %[1]d test üzerinden; hepsi aynı ölçüm olduğundan bir kez test edildi",
	},
	// Results that cannot be the device alone.
	"the link": {"bağlantı"},
	"%s, %s: %s of the %s %s carries at most after its framing: near the link's ceiling, which the device cannot pass.": {
		"%[1]s, %[2]s: %[5]s çerçeveleme sonrasında en fazla %[4]s taşır; sonuç bunun %[3]s kadarı, yani cihazın aşamayacağı bağlantı tavanına yakın.",
	},
	"%s, %s: %s, above the %s %s can carry at all; a cache on the host's side of the link answered, not the device.": {
		"%[1]s, %[2]s: %[3]s, oysa %[5]s en fazla %[4]s taşıyabilir; yanıtı cihaz değil, bağlantının ana makine tarafındaki bir önbellek verdi.",
	},
	"%s, %s: %s above the device's rated maximum; a cache answered, not the device.": {
		"%[1]s, %[2]s: üreticinin belirttiği azami değerin %[3]s üzerinde; yanıtı cihaz değil, bir önbellek verdi.",
	},
	"%s, %s: %s above the most the bare device did; a cache, likely the host's page cache, answered.": {
		"%[1]s, %[2]s: cihazın tek başına ulaştığı en yüksek değerin %[3]s üzerinde; yanıtı bir önbellek, büyük olasılıkla ana makinenin sayfa önbelleği verdi.",
	},
	"%s, %s: flagged %s": {"%s, %s: işaretli (%s)"},
	"%s, %s at %s":       {"%[1]s, %[2]s (%[3]s)"},
	"%s: %s to %s above the device's rated maximum; a cache answered, not the device.": {
		"%[1]s: üreticinin belirttiği azami değerin %[2]s–%[3]s üzerinde; yanıtı cihaz değil, bir önbellek verdi.",
	},
	"%s: %s to %s of the %s %s carries at most after its framing: near the link's ceiling, which the device cannot pass.": {
		"%[1]s: %[5]s çerçeveleme sonrasında en fazla %[4]s taşır; sonuçlar bunun %[2]s ile %[3]s arası kadarı, yani cihazın aşamayacağı bağlantı tavanına yakın.",
	},
	"%s: %s to %s the %s %s can carry at all; a cache on the host's side of the link answered, not the device.": {
		"%[1]s: %[5]s en fazla %[4]s taşıyabilir, sonuçlar bunun %[2]s ile %[3]s arası; yanıtı cihaz değil, bağlantının ana makine tarafındaki bir önbellek verdi.",
	},
	"%s: flagged %s": {"%s: işaretli (%s)"},
	// A queue-depth sweep. A configuration is named with what its target
	// is, in parentheses, so that its name stays as given; depths (QD32)
	// and figures take no case ending: Turkish joins them with "ile" and
	// "düzeyi", Polish puts them after "przy", "od" and "do".
	"%s: %s peaks at %s (%s)":      {"%[1]s: %[2]s en fazla %[3]s (%[4]s)"},
	"%s peaks highest, at %s (%s)": {"%[1]s en fazla %[2]s{+(y)A} çıkıyor (%[3]s)"},
	"%s at %s (%s), %s of it":      {"%[1]s ise %[2]s{+(y)A} çıkıyor (%[3]s), yani en yüksek değerin %[4]s{+(s)I}"},
	"%s at %s (%s), %s of it, a difference inside the run-to-run noise": {
		"%[1]s %[2]s (%[3]s), yani bunun %[4]s kadarı; fark ölçüm gürültüsü içinde",
	},
	"%s; from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise: the added requests only queue": {
		"%[1]s; %[2]s ile %[3]s arasında gecikme %[4]s artıyor (%[5]s → %[6]s), ölçüm gürültüsünü aşan bir kazanç yok: eklenen istekler yalnızca kuyrukta bekliyor",
	},
	"%s; likewise, from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise": {
		"%[1]s; burada da %[2]s ile %[3]s arasında gecikme %[4]s artıyor (%[5]s → %[6]s), ölçüm gürültüsünü aşan bir kazanç yok",
	},
	"%s; it too loses %s from its peak at %s to %s (%s to %s), while its latency grows %s": {
		"%[1]s; bu da %[3]s ile ulaştığı tepe değerden %[4]s düzeyine kadar %[2]s kaybediyor (%[5]s → %[6]s), gecikme ise %[7]s artıyor",
	},
	"%s; from %s to %s it gains nothing beyond the noise": {
		"%[1]s; %[2]s ile %[3]s arasında ölçüm gürültüsünü aşan bir kazanç yok",
	},
	"%s; from its peak at %s to %s it loses %s (%s to %s) while its latency grows %s": {
		"%[1]s; %[2]s ile ulaştığı tepe değerden %[3]s düzeyine kadar %[4]s kaybediyor (%[5]s → %[6]s), gecikme ise %[7]s artıyor",
	},
	"%s; from its peak at %s to %s it loses %s (%s to %s)": {
		"%[1]s; %[2]s ile ulaştığı tepe değerden %[3]s düzeyine kadar %[4]s kaybediyor (%[5]s → %[6]s)",
	},
	"%s; its swings from %s on, between %s and %s, are within the run-to-run noise": {
		"%[1]s; %[2]s ve sonrasındaki dalgalanmalar (%[3]s–%[4]s) ölçüm gürültüsü içinde",
	},
	"%s; going on to %s changes it by %s": {
		"%[1]s; %[2]s düzeyine çıkmak değeri %[3]s değiştiriyor",
	},
	"%s; going on to %s multiplies its latency by %s for %s more IOPS": {
		"%[1]s; %[2]s düzeyine çıkmak gecikmeyi %[3]s katına çıkarırken IOPS'u %[4]s artırıyor",
	},
	"%s; going on to %s multiplies its latency by %s for %s more bandwidth": {
		"%[1]s; %[2]s düzeyine çıkmak gecikmeyi %[3]s katına çıkarırken bant genişliğini %[4]s artırıyor",
	},
	"%s; going on to %s multiplies its latency by %s for %s fewer IOPS": {
		"%[1]s; %[2]s düzeyine çıkmak gecikmeyi %[3]s katına çıkarırken IOPS'u %[4]s düşürüyor",
	},
	"%s; going on to %s multiplies its latency by %s for %s less bandwidth": {
		"%[1]s; %[2]s düzeyine çıkmak gecikmeyi %[3]s katına çıkarırken bant genişliğini %[4]s düşürüyor",
	},
	"Runs are as short as %s: too short to see a drive's cache fill or its background work.": {
		"En kısa ölçüm %s sürüyor: bu süre, bir sürücünün önbelleğinin dolmasını ya da arka plan işlerini görmek için fazla kısa.",
	},
	"±%s for %s (differences under %s are noise)": {
		"%[2]s için ±%[1]s (%[3]s{+(n)In} altındaki farklar gürültü)",
	},
	"The spread of the repeated runs puts the run-to-run noise at %s.": {
		"Tekrarlanan ölçümlerin dağılımına göre ölçüm gürültüsü: %s.",
	},
	"%s: no repeats and no zig-zag to measure the noise by, so small differences cannot be judged.": {
		"%s: gürültüyü ölçmeye yarayacak ne tekrar ne de zikzak var; bu yüzden küçük farklar yorumlanamaz.",
	},
	"%s, %s at %s: %s above the most %s did; a cache answered, not the device.": {
		"%[1]s, %[2]s (%[3]s): %[5]s için ölçülen en yüksek değerin %[4]s üzerinde; yanıtı cihaz değil, bir önbellek verdi.",
	},
	"%s: %s to %s above the most %s did; a cache answered, not the device.": {
		"%[1]s: %[4]s için ölçülen en yüksek değerin %[2]s–%[3]s üzerinde; yanıtı cihaz değil, bir önbellek verdi.",
	},
	"%s: %s top out together near %s (their maxima within %s of each other), against %s for %s: a ceiling they share, not the device's.": {
		"%[1]s: %[2]s %[3]s civarında aynı tavana dayanıyor (en yüksek değerleri arasındaki fark en fazla %[4]s); %[6]s ise %[5]s veriyor: bu, cihazın değil, ortak bir tavan.",
	},
	"%s: %s top out together near %s (their maxima within %s of each other): a ceiling they share, not the device's.": {
		"%[1]s: %[2]s %[3]s civarında aynı tavana dayanıyor (en yüksek değerleri arasındaki fark en fazla %[4]s): bu, cihazın değil, ortak bir tavan.",
	},
	"%s: every figure is flagged": {"%s: tüm değerler işaretli"},
	"%s: %s, %s at %s":            {"%[1]s: %[2]s, %[3]s (%[4]s)"},
	"%s (%s higher, but flagged)": {"%s (%s daha yüksek, ama işaretli)"},
	"Highest result the flags do not call into doubt, per workload: %s.": {
		"İş yükü başına şüphe taşımayan en yüksek sonuç: %s.",
	},
	"Random workloads are measured in IOPS, sequential ones in bandwidth. A curve's knee is the smallest queue depth that reaches %s of its peak; latency growth is the mean latency at the deepest depth over the mean latency at the knee, or at the peak where the curve falls.": {
		"Rastgele iş yükleri IOPS, sıralı iş yükleri bant genişliği ile ölçülür. Bir eğrinin doyum noktası, tepe değerinin %s düzeyine ulaşılan en düşük kuyruk derinliğidir; gecikme artışı, en derin kuyruktaki ortalama gecikmenin doyum noktasındaki (eğri düşüyorsa tepe noktasındaki) ortalama gecikmeye oranıdır.",
	},
	"Where a depth was not run more than once, the run-to-run noise is read from each configuration's curves: throughput over queue depth rises, then holds or falls, so what the closest such curve leaves (its zig-zags) is noise. Two figures differ beyond the noise when their ratio is more than twice the noise of a difference.": {
		"Bir derinlik birden çok kez ölçülmediyse ölçüm gürültüsü her yapılandırmanın eğrilerinden tahmin edilir: kuyruk derinliği arttıkça aktarım hızı önce yükselir, sonra sabit kalır ya da düşer; bu biçime en yakın eğrinin açıklayamadığı kısım (zikzaklar) gürültüdür. İki değerin oranı, bir farkın gürültüsünün iki katını aşıyorsa fark gürültünün ötesindedir.",
	},
	"Ratios are each configuration's figure over %s's at the same depth.": {
		"Oranlar, her yapılandırmanın değerinin aynı derinlikteki %s değerine bölünmesiyle bulunur.",
	},
	// A CrystalDiskMark review.
	"%d figures are the best of %d passes": {"%[1]d değerin her biri %[2]d turun en iyisi"},
	"%d figures are the mean of %d passes": {"%[1]d değerin her biri %[2]d turun ortalaması"},
	"%d figures are single passes":         {"%d değerin her biri tek tur"},
	"Aggregation, as the tools reported it: %s.": {
		"Araçların bildirdiğine göre %s.",
	},
	"Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters.": {
		"Araçların bildirdiğine göre %s. Birkaç turun en iyisi bir ortalama değildir; ortalama değerlerle yan yana konduğunda sonucu olduğundan iyi gösterir.",
	},
	"Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters, and the warnings say where the two meet.": {
		"Araçların bildirdiğine göre %s. Birkaç turun en iyisi bir ortalama değildir; ortalama değerlerle yan yana konduğunda sonucu olduğundan iyi gösterir. İkisinin yan yana geldiği yerleri uyarılar belirtiyor.",
	},
	// Warnings.
	"%s has %d rows for %s; its figures are their median": {
		"%[1]s, %[3]s için %[2]d satır içeriyor; değerleri bu satırların medyanı",
	},
	"latency not compared in %s: %s report completion latency (from submission to completion), %s total latency (submission included)": {
		"%[1]s testinde gecikme karşılaştırılmadı: %[2]s tamamlanma gecikmesini (gönderimden tamamlanmaya), %[3]s toplam gecikmeyi (gönderim dahil) bildiriyor",
	},
	"need %d runs per system to test at alpha %s; some cells have %d, so no difference there can be significant": {
		"alfa %[2]s düzeyinde test için sistem başına %[1]d ölçüm gerekiyor; bazı iş yüklerinde %[3]d ölçüm var, bu yüzden oradaki hiçbir fark anlamlı çıkamaz",
	},
	"%s compares best-of-N figures with means; the best of several passes overstates a system against a mean": {
		"%s, birkaç turun en iyisi olan değerleri ortalamalarla karşılaştırıyor; birkaç turun en iyisi, bir sistemi ortalamaya karşı olduğundan iyi gösterir",
	},
	"the source does not record which way is better, a higher or a lower score, for %d tests, so none of them is ranked": {
		"kaynak, %d testte yüksek puanın mı düşük puanın mı daha iyi olduğunu kaydetmiyor; bu nedenle sıralama yapılmadı",
	},
	"every cell has a single run on at least one side: no difference can be tested": {
		"her iş yükünde en az bir tarafta tek ölçüm var: hiçbir fark test edilemez",
	},
	"engine (%s)": {"I/O motoru (%s)"},
	"host (%s)":   {"ana makine (%s)"},
	"target (%s)": {"hedef (%s)"},
	"%s pools rows that differ in %s, so its figures mix them; %s": {
		"%[1]s, %[2]s bakımından farklı satırları bir araya getiriyor, bu yüzden değerleri bunları karıştırıyor; %[3]s",
	},
	"to compare them, give each run its own name: %s": {
		"bunları karşılaştırmak için her ölçüme ayrı bir ad verin: %s",
	},
	"to compare them, make each fio job a system named after the job: %s, then %s": {
		"bunları karşılaştırmak için her fio işini, adını taşıyan ayrı bir sistem yapın: %s, ardından %s",
	},
	"to compare them, name the systems after the files' paths: %s, then %s": {
		"bunları karşılaştırmak için sistemleri dosyaların yollarına göre adlandırın: %s, ardından %s",
	},
	"No curve for %s: the data has %s figures at fewer than two of their queue depths": {
		"Eğri yok: %[1]s için verilerde %[2]s değerleri ikiden az kuyruk derinliğinde var",
	},
	"The data has no %s figures: no table has a row of them and no chart shows them.": {
		"Verilerde %s değeri yok: hiçbir tabloda satırı, hiçbir grafikte çizgisi yok.",
	},
	"baseline %q has no sweep to compare with": {
		"%q referansının karşılaştırılacak kuyruk derinliği taraması yok",
	},
	"Not in steady state (SNIA rule: range within %s and slope within %s of the mean): %s %s %s: %d samples, fewer than the %d the steady-state rule needs": {
		"Kararlı durumda değil (SNIA kuralı: aralık ortalamanın %[1]s, eğim %[2]s sınırı içinde): %[3]s %[4]s %[5]s: %[6]d örnek; kural en az %[7]d örnek istiyor",
	},
	"Not in steady state (SNIA rule: range within %s and slope within %s of the mean): %s %s %s: range %s and slope %s of the mean over the last %d samples": {
		"Kararlı durumda değil (SNIA kuralı: aralık ortalamanın %[1]s, eğim %[2]s sınırı içinde): %[3]s %[4]s %[5]s: son %[8]d örnekte aralık ortalamanın %[6]s, eğim %[7]s",
	},
	// The test setup table and what it says of setups that differ.
	"Test setup":                       {"Test sistemi"},
	"All systems":                      {"Tüm sistemler"},
	"Tool":                             {"Araç"},
	"Profile":                          {"Profil"},
	"Test size":                        {"Test dosyası boyutu"},
	"Passes per test":                  {"Test başına tur"},
	"Runs per workload":                {"İş yükü başına ölçüm"},
	"Measured time":                    {"Ölçüm süresi"},
	"Interval between tests":           {"Testler arası bekleme"},
	"Warm-up":                          {"Isınma süresi"},
	"Volume fill level":                {"Birim doluluk oranı"},
	"I/O engine":                       {"I/O motoru"},
	"Jobs (threads)":                   {"İş parçacığı sayısı"},
	"Direct I/O":                       {"Doğrudan I/O"},
	"Write-through":                    {"Önbelleksiz yazma (write-through)"},
	"CPU":                              {"İşlemci"},
	"%s, %d logical CPUs":              {"%s, %d mantıksal işlemci"},
	"%d logical CPUs":                  {"%d mantıksal işlemci"},
	"Memory":                           {"Bellek"},
	"Operating system":                 {"İşletim sistemi"},
	"Kernel":                           {"Çekirdek"},
	"Drive":                            {"Sürücü"},
	"%s, firmware %s":                  {"%s, donanım yazılımı %s"},
	"Drives":                           {"Sürücü sayısı"},
	"Link":                             {"Bağlantı"},
	"File system":                      {"Dosya sistemi"},
	"Block device":                     {"Blok cihazı"},
	"Storage under test":               {"Test edilen depolama"},
	"RAM-backed (memory, not a drive)": {"RAM tabanlı (sürücü değil, bellek)"},
	"virtual disk":                     {"sanal disk"},
	"physical drive":                   {"fiziksel sürücü"},
	"Date":                             {"Tarih"},
	"yes":                              {"evet"},
	"no":                               {"hayır"},
	"varies":                           {"değişiyor"},
	"%s s":                             {"%s\u00a0sn"},
	"The systems were not measured alike, so part of a difference between them may come from the setup: %s.": {
		"Sistemler aynı koşullarda ölçülmedi; aradaki farkın bir kısmı test koşullarından kaynaklanıyor olabilir: %s.",
	},
	"tool or version":        {"araç ya da sürüm"},
	"test size":              {"test dosyası boyutu"},
	"operating system":       {"işletim sistemi"},
	"volume fill level":      {"birim doluluk oranı"},
	"direct or buffered I/O": {"doğrudan ya da önbellekli I/O"},
	"direct":                 {"doğrudan"},
	"buffered":               {"önbellekli"},
	"single short runs (one pass of under %s, no repeats): %s": {
		"tekrarlanmamış kısa ölçümler (%s altında tek tur): %s",
	},
	// What compare prints.
	"old":                           {"eski"},
	"new":                           {"yeni"},
	"delta":                         {"fark"},
	"only in old, not compared: %s": {"yalnızca eski ölçümde var, karşılaştırılmadı: %s"},
	"only in new, not compared: %s": {"yalnızca yeni ölçümde var, karşılaştırılmadı: %s"},
	"%s (%d runs)":                  {"%s (%d ölçüm)"},
	"warning: %s":                   {"uyarı: %s"},
	"%s ± %s range":                 {"%s ± %s aralık"},
	"%s (%s, untested)":             {"%s (%s, test edilmedi)"},
	// The story: a lead, a verdict, credits (issue 24).
	"%s: above what the link can carry, so a cache answered, not the drive.": {
		"%s: bağlantının taşıyabileceğinden fazla; yanıtı sürücü değil, bir önbellek verdi.",
	},
	"%d threads":                    {"%d iş parçacığı"},
	"%d workloads (%s)":             {"%d{n} iş yükü (%s)"},
	"%s %s of %s":                   {"%[3]s %[1]s %[2]s"},
	"%s of %s":                      {"%[2]s %[1]s"},
	"%s blocks":                     {"%s bloklarla"},
	"%s to %s blocks":               {"%s ile %s arası bloklarla"},
	"random":                        {"rastgele"},
	"sequential":                    {"sıralı"},
	"reads":                         {"okuma"},
	"writes":                        {"yazma"},
	"mixes":                         {"karma iş yükleri"},
	"trims":                         {"TRIM"},
	"%s ran %s.":                    {"%[1]s için %[2]s ölçüldü."},
	"%s were tested with %s in %s.": {"%[1]s, %[2]s ile %[3]s üzerinde sınandı."},
	"by up to %s":                   {"en fazla %s farkla"},
	"by %s":                         {"%s farkla"},
	"%s leads most reads, %s (%s, %s vs %s)": {
		"%[1]s okumaların çoğunda önde, %[2]s (%[3]s testinde %[4]s{+(y)A} karşı %[5]s)",
	},
	"%s leads every read, %s (%s, %s vs %s)": {"%[1]s her okumada önde, %[2]s (%[3]s testinde %[4]s{+(y)A} karşı %[5]s)"},
	"%s leads most writes, %s (%s, %s vs %s)": {
		"%[1]s yazmaların çoğunda önde, %[2]s (%[3]s testinde %[4]s{+(y)A} karşı %[5]s)",
	},
	"%s leads every write, %s (%s, %s vs %s)": {"%[1]s her yazmada önde, %[2]s (%[3]s testinde %[4]s{+(y)A} karşı %[5]s)"},
	"%s leads most mixes, %s (%s, %s vs %s)": {
		"%[1]s karma iş yüklerinin çoğunda önde, %[2]s (%[3]s testinde %[4]s{+(y)A} karşı %[5]s)",
	},
	"%s leads every mix, %s (%s, %s vs %s)": {
		"%[1]s her karma iş yükünde önde, %[2]s (%[3]s testinde %[4]s{+(y)A} karşı %[5]s)",
	},
	"%s leads most trims, %s (%s, %s vs %s)": {
		"%[1]s TRIM işlemlerinin çoğunda önde, %[2]s (%[3]s testinde %[4]s{+(y)A} karşı %[5]s)",
	},
	"%s leads every trim, %s (%s, %s vs %s)": {
		"%[1]s her TRIM işleminde önde, %[2]s (%[3]s testinde %[4]s{+(y)A} karşı %[5]s)",
	},
	"%s leads most results, %s (%s, %s vs %s).": {
		"%[1]s sonuçların çoğunda önde, %[2]s (%[3]s testinde %[4]s{+(y)A} karşı %[5]s).",
	},
	"%s leads every result, %s (%s, %s vs %s).": {"%[1]s her sonuçta önde, %[2]s (%[3]s testinde %[4]s{+(y)A} karşı %[5]s)."},
	"%s does the most work per unit of CPU in %d of %d results: in these runs it used the least CPU for the work it did.": {
		"Harcanan CPU başına en çok işi %[1]s yapıyor (%[3]d{n} testin %[2]d{n}{+(s)InDA}); bu ölçümlerde yaptığı iş için en az CPU'yu bu sistem harcadı.",
	},
	"In %s, %s ran at nearly full CPU, which suggests the processor, not the drives, limits them there.": {
		"İşlemci, %[1]s testinde %[2]s tarafından neredeyse tamamen kullanılıyor; hızı büyük olasılıkla işlemci sınırlıyor.",
	},
	"In %s, %s ran at nearly full CPU, which suggests the processor, not the drives, limits it there.": {
		"İşlemci, %[1]s testinde %[2]s tarafından neredeyse tamamen kullanılıyor; hızı büyük olasılıkla işlemci sınırlıyor.",
	},
	"In %s every system stops at about the same figure, which suggests the drives set the limit.": {
		"Bütün sistemlerin %s testinde aynı değerde buluşması sınırın sürücülerde olduğunu düşündürüyor.",
	},
	"No system is the clear choice: none leads most of the results in any direction.": {
		"Açık bir tercih yok: hiçbir sistem, hiçbir yönde sonuçların çoğunda önde değil.",
	},
	"%s is the one to choose for %s: it leads %s.": {"Tercih %[1]s olmalı (%[2]s için): %[3]s önde."},
	"%s for reads (up to %s ahead)":                {"okuma için %[1]s (en fazla %[2]s önde)"},
	"%s for writes (up to %s ahead)":               {"yazma için %[1]s (en fazla %[2]s önde)"},
	"%s for mixes (up to %s ahead)":                {"karma iş yükleri için %[1]s (en fazla %[2]s önde)"},
	"%s for trims (up to %s ahead)":                {"TRIM için %[1]s (en fazla %[2]s önde)"},
	"The choice follows the work: %s.":             {"Tercih işe göre değişiyor: %s."},
	"Caveat: the systems were not measured alike (%s), so part of each difference may come from the setup.": {
		"Uyarı: sistemler aynı koşullarda ölçülmedi (%s); farkların bir kısmı düzenekten kaynaklanıyor olabilir.",
	},
	"Each figure is a single run, so no lead was tested for significance: the smallest, %s's %s in %s, may not hold in a repeat.": {
		"Her değer tek bir ölçüm ve farkların anlamlılığı test edilmedi; en küçük üstünlük (%[1]s, %[3]s testinde %[2]s) tekrarlanan bir ölçümde kaybolabilir.",
	},
	"Each figure is a single run, so no lead was tested for significance.": {
		"Her değer tek bir ölçüm ve farkların anlamlılığı test edilmedi.",
	},
	"Size latency-sensitive work by the p99, not the mean: in %s the p99 latency, %s, is %s the mean, %s.": {
		"Gecikmeye duyarlı işleri ortalamaya göre değil, p99'a göre boyutlandırın: %[1]s testinde p99 gecikmesi (%[2]s), ortalamanın (%[4]s) %[3]s{+(s)I}.",
	},
	"Each figure is a single run of %s, so how much a repeat would differ is not known.": {
		"Her değer %s süren tek bir ölçüm; bir tekrarın ne kadar farklı çıkacağı bilinmiyor.",
	},
	"Each figure is a single run, so how much a repeat would differ is not known.": {
		"Her değer tek bir ölçüm; bir tekrarın ne kadar farklı çıkacağı bilinmiyor.",
	},
	"%s in %s": {"%[2]s{+DA} %[1]s"},
	"For %s, more queue depth stops paying at %s for random I/O and at %s for sequential I/O: past it, latency grows and throughput does not.": {
		"Daha derin kuyruk, %[1]s için rastgele I/O'da %[2]s, sıralı I/O'da %[3]s düzeyinden sonra işe yaramıyor: ötesinde gecikme artıyor, aktarım hızı artmıyor.",
	},
	"For %s, more queue depth stops paying at %s: past it, latency grows and throughput does not.": {
		"Daha derin kuyruk, %[1]s için %[2]s düzeyinden sonra işe yaramıyor: ötesinde gecikme artıyor, aktarım hızı artmıyor.",
	},
	"Platforms: %s; a platform's lead is measured against the best system of the other.": {
		"Platformlar: %s; bir platformun farkı, diğer platformun en iyi sistemine göre ölçülür.",
	},
	"Published results":                     {"Yayımlanmış sonuçlar"},
	"measured with %s, %d runs, %s":         {"%[1]s ile ölçüldü, %[2]d ölçüm, %[3]s"},
	"measured with %s, %d runs":             {"%[1]s ile ölçüldü, %[2]d ölçüm"},
	"%s export, %s":                         {"%[1]s dışa aktarımı, %[2]s"},
	"%s export":                             {"%s dışa aktarımı"},
	"%s output, %d runs, %s":                {"%[1]s çıktısı, %[2]d ölçüm, %[3]s"},
	"%s output, %d runs":                    {"%[1]s çıktısı, %[2]d ölçüm"},
	"%s output, %s":                         {"%[1]s çıktısı, %[2]s"},
	"%s output":                             {"%s çıktısı"},
	"%s January %s":                         {"%s Ocak %s"},
	"%s February %s":                        {"%s Şubat %s"},
	"%s March %s":                           {"%s Mart %s"},
	"%s April %s":                           {"%s Nisan %s"},
	"%s May %s":                             {"%s Mayıs %s"},
	"%s June %s":                            {"%s Haziran %s"},
	"%s July %s":                            {"%s Temmuz %s"},
	"%s August %s":                          {"%s Ağustos %s"},
	"%s September %s":                       {"%s Eylül %s"},
	"%s October %s":                         {"%s Ekim %s"},
	"%s November %s":                        {"%s Kasım %s"},
	"%s December %s":                        {"%s Aralık %s"},
	"%d systems":                            {"%d sistem"},
	"Each figure is the median of %d runs.": {"Her değer %d ölçümün medyanı."},
	"%s leads %d of the %d reads, %s (%s, %s vs %s)": {
		"%[1]s %[3]d{n} okuma testinin %[2]d{n}{+(s)InDA} önde, %[4]s (%[5]s testinde %[6]s{+(y)A} karşı %[7]s)",
	},
	"%s leads %d of the %d writes, %s (%s, %s vs %s)": {
		"%[1]s %[3]d{n} yazma testinin %[2]d{n}{+(s)InDA} önde, %[4]s (%[5]s testinde %[6]s{+(y)A} karşı %[7]s)",
	},
	"%s leads %d of the %d mixes, %s (%s, %s vs %s)": {
		"%[1]s %[3]d{n} karma testin %[2]d{n}{+(s)InDA} önde, %[4]s (%[5]s testinde %[6]s{+(y)A} karşı %[7]s)",
	},
	"%s leads %d of the %d trims, %s (%s, %s vs %s)": {
		"%[1]s %[3]d{n} TRIM testinin %[2]d{n}{+(s)InDA} önde, %[4]s (%[5]s testinde %[6]s{+(y)A} karşı %[7]s)",
	},
	"%s leads %d of the %d results, %s (%s, %s vs %s); the rest are ties.": {
		"%[1]s %[3]d{n} testin %[2]d{n}{+(s)InDA} önde, %[4]s (%[5]s testinde %[6]s{+(y)A} karşı %[7]s); diğer testlerde kazanan yok.",
	},
	"Steady state cannot be checked: %d runs logged fewer than the %d samples the SNIA PTS rule needs.": {
		"Kararlı durum (steady state) doğrulanamadı: SNIA PTS kuralı en az %[2]d örnek ister; %[1]d ölçümde bundan az örnek kaydedildi.",
	},
	"Queue depth: from %s to %s, mean latency is multiplied by %s while IOPS falls by %s; the added I/Os only wait in the queue.": {
		"Kuyruk derinliği: %[1]s testinden %[2]s testine geçildiğinde ortalama gecikme %[3]s katına çıkıyor, IOPS ise %[4]s düşüyor; eklenen I/O'lar yalnızca kuyrukta bekliyor.",
	},
	"Block size: from %s to %s, mean latency is multiplied by %s while bandwidth falls by %s.": {
		"Blok boyutu: %[1]s testinden %[2]s testine geçildiğinde ortalama gecikme %[3]s katına çıkıyor, bant genişliği ise %[4]s düşüyor.",
	},
	"%s is the one to choose: it is ahead in %d of the %d results and behind in none.": {
		"Tercih %[1]s olmalı: %[3]d{n} testin %[2]d{n}{+(s)InDA} önde, hiçbirinde geride değil.",
	},
	// A ratio in running text.
	"%d×": {"%d kat"},
	"%s×": {"%s kat"},
	// A sweep's claims held to what the figures show (i24-truth).
	"%s; from %s on it swings between %s and %s (%s) with no trend, more than the %s the run-to-run noise explains: the curve is unsteady there": {
		"%[1]s; %[2]s ve sonrasında belirli bir eğilim göstermeden %[3]s ile %[4]s arasında dalgalanıyor (%[5]s): bu, ölçüm gürültüsünün açıklayabildiği %[6]s düzeyinden fazla, yani eğri bu bölümde kararsız",
	},
	"%s writes faster than it reads (%s %s, %s %s): most likely a write-back cache took the writes.": {
		"%[1]s okuduğundan hızlı yazıyor (%[2]s %[3]s, %[4]s %[5]s): yazmaları büyük olasılıkla bir geri yazma önbelleği karşıladı.",
	},
	// Repeated runs: open, not a tie; unequal queues (i24-truth).
	"%d results are open: their difference is not significant": {
		"%d sonuçta fark anlamlı değil, sonuç belirsiz",
	},
	"%s IOPS is inconclusive, not a tie: the medians run from %s to %s, %s.": {
		"%[1]s IOPS sonucu belirsiz, ama bu bir eşitlik değil: medyanlar %[2]s ile %[3]s arasında; %[4]s.",
	},
	"%s bandwidth is inconclusive, not a tie: the medians run from %s to %s, %s.": {
		"%[1]s bant genişliği sonucu belirsiz, ama bu bir eşitlik değil: medyanlar %[2]s ile %[3]s arasında; %[4]s.",
	},

	"In %s, %s kept about %s I/Os in flight against %s for %s: the leads there are what a deeper queue buys, not a like-for-like comparison.": {
		"Şu iş yüklerinde (%[1]s) %[2]s kuyruğunda ortalama yaklaşık %[3]s istek vardı, %[5]s kuyruğunda ise %[4]s. Buradaki farklar daha derin bir kuyruğun getirdiği kazanç; eşit koşullarda bir karşılaştırma değil.",
	},

	"CPU time per I/O, the job's own threads": {"I/O başına CPU süresi, yalnızca işin kendi iş parçacıkları"},

	"Largest absolute latency gap: %s, %s at %s against %s at %s, %s as long (%s apart).": {
		"Mutlak olarak en büyük gecikme farkı %[1]s testinde: ortalama gecikme %[2]s{+DA} %[3]s, %[4]s{+DA} %[5]s; yani %[4]s{+DA} gecikme %[6]s daha uzun (fark %[7]s).",
	},
	"Largest absolute latency gap: %s, %s %s vs %s %s, %s lower (%s apart).": {
		"Mutlak olarak en büyük gecikme farkı %[1]s testinde: ortalama gecikme %[2]s{+DA} %[3]s, %[4]s{+DA} %[5]s; yani %[2]s{+DA} gecikme %[6]s daha düşük (fark %[7]s).",
	},
	"the best %s system, %s": {"en iyi %s sistemi olan %s"},

	"%s ÷ %s, at the same queue depth": {"%s ÷ %s, aynı kuyruk derinliğinde"},
	"times":                            {"kat"},
	"All were measured in single short runs (one pass of under %s, no repeats): a caveat of every figure, not a difference between them.": {
		"Hepsi tekrarlanmamış kısa ölçümlerle (%s altında tek tur) ölçüldü: bu, aralarındaki bir fark değil, her değer için geçerli bir çekince.",
	},
	// Leads at unequal queues are not wins (i24-rep).
	"%s: no outright lead at equal queues": {"%s: eşit kuyrukta tek başına önde olan yok"},
	"%s: no result at equal queues":        {"%s: eşit kuyrukta ölçülmüş sonuç yok"},
	"%s is ahead by %s only at a deeper queue (%s, %s vs %s)": {
		"%[1]s yalnızca daha derin bir kuyrukla önde, fark %[2]s (%[3]s testinde %[4]s{+(y)A} karşı %[5]s)",
	},
	"%s is ahead by up to %s only at deeper queues (most in %s, %s vs %s)": {
		"%[1]s yalnızca daha derin kuyruklarla önde, fark en fazla %[2]s (%[3]s testinde %[4]s{+(y)A} karşı %[5]s)",
	},
	"To keep a deep queue, choose %s: %s kept about %s I/Os in flight whatever the depth asked.": {
		"Derin bir kuyruk gerekiyorsa tercih %[1]s olmalı: istenen kuyruk derinliği ne olursa olsun %[2]s kuyruğunda ortalama yaklaşık %[3]s istek vardı.",
	},
	"Where the queues were equal (%s), the difference is not significant.": {"Kuyrukların eşit olduğu testlerde (%s) fark anlamlı değil."},
	"Where the queues were equal (%s), the results are ties.":              {"Kuyrukların eşit olduğu testlerde (%s) sonuçlar berabere."},
	"Where the queues were equal (%s), no one leads.":                      {"Kuyrukların eşit olduğu testlerde (%s) tek başına önde olan yok."},

	// A finding gives its own p (i24-rep).
	"not a significant difference over the repeated runs":          {"tekrarlanan ölçümlerde istatistiksel olarak anlamlı değil"},
	"not a significant difference over the repeated runs (p = %s)": {"tekrarlanan ölçümlerde istatistiksel olarak anlamlı değil (p = %s)"},
	"The p-values quoted are %s.":                                  {"Bulgulardaki p değerleri: %s."},
	// A CrystalDiskMark review of compiled exports (i24-cdm).
	"%s is a disk in memory, not a drive: its figures show the I/O path of the system around it, not a storage device, so the tables and charts show it for reference and no lead or verdict counts it.": {
		"%s bir sürücü değil, bellekte tutulan bir disk: değerleri bir depolama cihazını değil, çevresindeki sistemin I/O yolunu gösteriyor; bu yüzden tablo ve grafiklerde yalnızca başvuru için yer alıyor ve hiçbir üstünlük ya da sonuç hesabına katılmıyor.",
	},
	"%s are disks in memory, not drives: their figures show the I/O path of the systems around them, not storage devices, so the tables and charts show them for reference and no lead or verdict counts them.": {
		"%s sürücü değil, bellekte tutulan diskler: değerleri depolama cihazlarını değil, çevrelerindeki sistemlerin I/O yolunu gösteriyor; bu yüzden tablo ve grafiklerde yalnızca başvuru için yer alıyorlar ve hiçbir üstünlük ya da sonuç hesabına katılmıyorlar.",
	},
	"different years (%s)":  {"farklı yıllarda (%s)"},
	"different %s versions": {"farklı %s sürümleriyle"},
	"different systems":     {"farklı sistemlerde"},
	"The exports were not made alike, so they cannot rank the drives: each figure says what one drive did on its own system.": {
		"Sonuçlar aynı koşullarda alınmadığı için sürücüleri sıralayamaz: her değer yalnızca bir sürücünün kendi sisteminde ne yaptığını gösterir.",
	},
	"%s leads all %d it shared with another system":       {"%[1]s başka bir sistemle ortak girdiği %[2]d testin hepsinde önde"},
	"%s leads %d of the %d it shared with another system": {"%[1]s başka bir sistemle ortak girdiği %[3]d testin %[2]d{+(s)InDA} önde"},
	"%s ran %s alone, so no one leads there": {
		"%[2]s testini yalnızca %[1]s çalıştırdı, bu yüzden orada önde olan yok",
	},
	"Each figure is the best of %d passes, which shows no spread, so no lead was tested for significance: the smallest, %s's %s in %s, may not hold in a repeat.": {
		"Her değer %[1]d turun en iyisi (ortalama değil) ve dağılım göstermiyor; bu yüzden farkların anlamlılığı test edilmedi: en küçük üstünlük (%[2]s, %[4]s testinde %[3]s) tekrarlanan bir ölçümde kaybolabilir.",
	},
	"Each figure is the best of %d passes, which shows no spread, so no lead was tested for significance.": {
		"Her değer %[1]d turun en iyisi (ortalama değil) ve dağılım göstermiyor; bu yüzden farkların anlamlılığı test edilmedi.",
	},
	"%s is at %s of the link in %s: no drive on that link could do much better there.": {
		"%[1]s, %[3]s testinde bağlantının tavanına dayanıyor (%[2]s): bu testte o bağlantıdaki hiçbir sürücü belirgin biçimde daha iyisini yapamaz.",
	},
	"%s: at the ceiling of its link in %s, so on that link no faster drive would do much better there.": {
		"%[1]s, %[2]s testinde bağlantısının tavanında; bu testte o bağlantıda daha hızlı bir sürücü de belirgin biçimde daha iyi sonuç veremez.",
	},
	"%s, MB/s by test": {"%s, teste göre MB/s"},
	"%s leads every read it shared with another system, %s (%s, %s vs %s)": {
		"%[1]s başka bir sistemle ortak girdiği her okumada önde, %[2]s (%[3]s: %[4]s{+(y)A} karşı %[5]s)",
	},
	"%s leads every write it shared with another system, %s (%s, %s vs %s)": {
		"%[1]s başka bir sistemle ortak girdiği her yazmada önde, %[2]s (%[3]s: %[4]s{+(y)A} karşı %[5]s)",
	},
	"%s leads every mix it shared with another system, %s (%s, %s vs %s)": {
		"%[1]s başka bir sistemle ortak girdiği her karma iş yükünde önde, %[2]s (%[3]s: %[4]s{+(y)A} karşı %[5]s)",
	},
	"%s leads every trim it shared with another system, %s (%s, %s vs %s)": {
		"%[1]s başka bir sistemle ortak girdiği her TRIM işleminde önde, %[2]s (%[3]s: %[4]s{+(y)A} karşı %[5]s)",
	},
	"%s leads every result it shared with another system, %s (%s, %s vs %s).": {
		"%[1]s başka bir sistemle ortak girdiği her testte önde, %[2]s (%[3]s: %[4]s{+(y)A} karşı %[5]s).",
	},
	// The queue-depth sweep (s-sweep, round 3).
	"Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache, behind a virtual disk most likely the host's page cache.": {
		"Bu testte %[1]s okuduğundan %[2]s daha hızlı yazıyor (%[3]s %[5]s{+DA} %[4]s, %[6]s %[8]s{+DA} %[7]s). Bu durum bir geri yazma (write-back) önbelleğine, sanal bir diskte büyük olasılıkla ana makinenin sayfa önbelleğine işaret ediyor.",
	},
	"The host's cache mode was not recorded, so the reads too may have come from the host's cache.": {
		"Ana makinenin önbellek kipi kaydedilmemiş; bu yüzden okumaların da ana makinenin önbelleğinden gelmiş olabileceği dışlanamaz.",
	},
	"Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache: the page cache, as the I/O was buffered.": {
		"Bu testte %[1]s okuduğundan %[2]s daha hızlı yazıyor (%[3]s %[5]s{+DA} %[4]s, %[6]s %[8]s{+DA} %[7]s). I/O önbellekli yapıldığından bu durum bir geri yazma önbelleğine, yani sayfa önbelleğine işaret ediyor.",
	},
	"Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache, the drive's DRAM or SLC cache.": {
		"Bu testte %[1]s okuduğundan %[2]s daha hızlı yazıyor (%[3]s %[5]s{+DA} %[4]s, %[6]s %[8]s{+DA} %[7]s). Bu durum bir geri yazma önbelleğine, yani sürücünün DRAM ya da SLC önbelleğine işaret ediyor.",
	},
	"Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache, a page cache or the drive's own DRAM or SLC cache.": {
		"Bu testte %[1]s okuduğundan %[2]s daha hızlı yazıyor (%[3]s %[5]s{+DA} %[4]s, %[6]s %[8]s{+DA} %[7]s). Bu durum bir geri yazma önbelleğine, yani bir sayfa önbelleğine ya da sürücünün kendi DRAM veya SLC önbelleğine işaret ediyor.",
	},
	"A write larger than that cache would show what the storage behind it sustains.": {
		"Bu önbellekten daha büyük bir yazma testi, arkadaki depolamanın sürekli olarak ne sağlayabildiğini gösterir.",
	},
	"not recorded":    {"kaydedilmemiş"},
	"Host cache mode": {"Ana makinenin önbellek kipi"},
	"does not apply":  {"geçerli değil"},
	"Each configuration's runs: %d depths × %d workloads, one run each.": {
		"Her yapılandırma için %d derinlik × %d iş yükü, her birinde tek ölçüm.",
	},
	"Each configuration's runs: %d depths × %d workloads, %d runs each.": {
		"Her yapılandırma için %d derinlik × %d iş yükü, her birinde %d ölçüm.",
	},
	"%s (= 1)":                  {"%s (= 1)"},
	"%s (a file system in RAM)": {"%s (RAM'de bir dosya sistemi)"},
	"%s (a RAM disk)":           {"%s (RAM diski)"},
	"%s (in RAM)":               {"%s (RAM'de)"},
	"%s (a %s virtual disk)":    {"%s (%s sanal disk)"},
	"%s (a virtual disk)":       {"%s (sanal disk)"},
	"%s peaks highest, at %s, level within its noise from %s to %s": {
		"%[1]s en fazla %[2]s{+(y)A} çıkıyor ve %[3]s–%[4]s aralığında ölçüm gürültüsü içinde düz seyrediyor",
	},
	"Only at %[2]s, the deepest depth measured, does %[1]s peak (%[3]s): it may not have reached its limit": {
		"Tepe değerine %[1]s ancak ölçülen en derin kuyrukta, %[2]s{+DA} ulaşıyor (%[3]s); sınırına henüz varmamış olabilir",
	},
	"At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and stays there through %[5]s": {
		"Tepe değerin %[2]s{+(s)InI} %[1]s ilk kez %[3]s{+DA} aşıyor (%[4]s) ve %[5]s dahil bu düzeyde kalıyor",
	},
	"At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and falls below it at %[5]s": {
		"Tepe değerin %[2]s{+(s)InI} %[1]s ilk kez %[3]s{+DA} aşıyor (%[4]s) ve %[5]s{+DA} bu düzeyin altına düşüyor",
	},
	"At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and falls below it from %[5]s on": {
		"Tepe değerin %[2]s{+(s)InI} %[1]s ilk kez %[3]s{+DA} aşıyor (%[4]s); %[5]s ve sonrasında bu düzeyin altında kalıyor",
	},
	"At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and is at or above it only at %[5]s": {
		"Tepe değerin %[2]s{+(s)InI} %[1]s ilk kez %[3]s{+DA} aşıyor (%[4]s); tepe değerin %[2]s{+(s)InIn} üzerinde kalan derinlikler yalnızca %[5]s",
	},
	"At %[2]s, %[1]s peaks (%[3]s) and stays at or above %[4]s of it through %[5]s": {
		"Tepe değerine %[1]s %[2]s{+DA} ulaşıyor (%[3]s) ve %[5]s dahil bu değerin %[4]s{+(s)I} ya da üstünde kalıyor",
	},
	"At %[2]s, %[1]s peaks (%[3]s) and falls below %[4]s of it at %[5]s": {
		"Tepe değerine %[1]s %[2]s{+DA} ulaşıyor (%[3]s) ve %[5]s{+DA} bu değerin %[4]s{+(s)I(n)In} altına düşüyor",
	},
	"At %[2]s, %[1]s peaks (%[3]s) and falls below %[4]s of it from %[5]s on": {
		"Tepe değerine %[1]s %[2]s{+DA} ulaşıyor (%[3]s); %[5]s ve sonrasında bu değerin %[4]s{+(s)I(n)In} altında kalıyor",
	},
	"At %[2]s, %[1]s peaks (%[3]s) and is at or above %[4]s of it only at %[5]s": {
		"Tepe değerine %[1]s %[2]s{+DA} ulaşıyor (%[3]s); tepe değerin %[4]s{+(s)InIn} üzerinde kalan derinlikler yalnızca %[5]s",
	},
	"Single runs this short cannot show a drive's cache filling or its background work.": {
		"Bu kadar kısa ve tekrarlanmamış ölçümler, bir sürücünün önbelleğinin dolmasını ya da arka plan işlerini gösteremez.",
	},
	"Runs this short cannot show a drive's cache filling or its background work.": {
		"Bu kadar kısa ölçümler, bir sürücünün önbelleğinin dolmasını ya da arka plan işlerini gösteremez.",
	},
	"For %s, a queue deeper than where the curve levels off (%s) adds latency, not throughput.": {
		"Eğrinin düzleştiği derinlikten (%[2]s) daha derin bir kuyruk, %[1]s için aktarım hızı değil yalnızca gecikme ekler.",
	},
	"We measured %s at queue depths %s in %s, %s.": {
		"Bu testte %[1]s, %[2]s kuyruk derinliğinde %[3]s ile ölçüldü; %[4]s.",
	},
	"We measured %s at queue depths %s in %s.": {
		"Bu testte %[1]s, %[2]s kuyruk derinliğinde %[3]s ile ölçüldü.",
	},
	"random %s":                             {"rastgele %s"},
	"sequential %s":                         {"sıralı %s"},
	"%d workloads (%s %s)":                  {"%d iş yükü (%s %s)"},
	"one run of %s per depth":               {"her derinlikte %[1]s{+lIk} tek ölçüm yapıldı"},
	"the median of %d runs of %s per depth": {"her derinlikteki değer %[2]s{+lIk} %[1]d ölçümün medyanı"},
	"%s for %s":                             {"%[2]s için %[1]s"},
	"A difference between two figures of one configuration is within the run-to-run noise below %s.": {
		"Aynı yapılandırmanın iki değeri arasında şu sınırların altındaki farklar ölçüm gürültüsü içinde kalıyor: %s.",
	},
	"Repeated, longer runs would narrow the ranges.": {
		"Tekrarlanan ve daha uzun ölçümler bu aralıkları daraltır.",
	},
	"the ratio of %s to %s": {"%[1]s / %[2]s oranı"},
	// The repeated-run comparison (repeated).
	"%s is synchronous: it ignores the queue depth asked.": {"%s eşzamanlı (senkron) bir motor: istenen kuyruk derinliği ona etki etmez."},
	"%s is synchronous: fio ignores iodepth for it.":       {"%s eşzamanlı (senkron) bir motor: fio'da iodepth ayarı bu motora etki etmez."},
	"In %s, %s was asked for %s and ran at a queue depth of about %s, against %s for %s: those results compare queue depths, not engines.": {"Şu testlerde (%[1]s) %[2]s için %[3]s istendi, ama kuyrukta ortalama yaklaşık %[4]s istek vardı; %[6]s için bu sayı %[5]s. Bu sonuçlar motorları değil, kuyruk derinliklerini karşılaştırıyor."},
	"the deeper queue puts %s up to %s ahead (most in %s, %s vs %s), no win of the engine":                                                 {"daha derin kuyruk sayesinde %[1]s en fazla %[2]s önde (en çok %[3]s: %[4]s{+(y)A} karşı %[5]s), ama bu fark motorun değil, kuyruğun"},
	"the deeper queue puts %s %s ahead (%s, %s vs %s), no win of the engine":                                                               {"daha derin kuyruk sayesinde %[1]s %[2]s önde (%[3]s: %[4]s{+(y)A} karşı %[5]s), ama bu fark motorun değil, kuyruğun"},
	"No test ran the two at equal queue depth, so these runs show neither faster.":                                                         {"İkisi hiçbir testte eşit kuyruk derinliğinde karşılaştırılmadı; bu yüzden bu ölçümler hangisinin daha hızlı olduğunu göstermiyor."},
	"At equal queue depth (%s) the difference is not significant, so these runs show neither faster.":                                      {"Eşit kuyruk derinliğinde (%s) fark istatistiksel olarak anlamlı değil; bu yüzden bu ölçümler hangisinin daha hızlı olduğunu göstermiyor."},
	"At equal queue depth (%s) the results are ties.":                                                                                      {"Eşit kuyruk derinliğinde (%s) sonuçlar berabere."},
	"At equal queue depth (%s) no one leads.":                                                                                              {"Eşit kuyruk derinliğinde (%s) önde olan yok."},
	"To compare them at depth, %s needs as many jobs (numjobs) as the queue depth %s is given.":                                            {"Derin kuyrukta karşılaştırmak için %[1]s, %[2]s için seçilen kuyruk derinliği kadar iş (numjobs) ile çalıştırılmalı."},
	"No read test was run at equal queue depth":                                                                                            {"Eşit kuyruk derinliğinde okuma testi yapılmadı"},
	"No write test was run at equal queue depth":                                                                                           {"Eşit kuyruk derinliğinde yazma testi yapılmadı"},
	"No mixed test was run at equal queue depth":                                                                                           {"Eşit kuyruk derinliğinde karma iş yükü testi yapılmadı"},
	"No trim test was run at equal queue depth":                                                                                            {"Eşit kuyruk derinliğinde TRIM testi yapılmadı"},
	"Over %s runs each, every difference is significant (%s, alpha %s): %s.":                                                               {"Her biri için %[1]s ölçümde tüm farklar istatistiksel olarak anlamlı (%[2]s, alfa %[3]s): %[4]s."},
	"Over %s runs each, no difference is significant (%s, alpha %s): %s.":                                                                  {"Her biri için %[1]s ölçümde hiçbir fark istatistiksel olarak anlamlı değil (%[2]s, alfa %[3]s): %[4]s."},
	"The runs overlap too much to tell the systems apart, which does not show them equal.":                                                 {"Ölçümler birbirine fazla karıştığı için yapılandırmalar ayırt edilemiyor; bu, eşit oldukları anlamına gelmez."},
	"Over %s runs each, the differences in %s are significant (%s, alpha %s).":                                                             {"Her biri için %[1]s ölçümde şu testlerdeki farklar istatistiksel olarak anlamlı (%[3]s, alfa %[4]s): %[2]s."},
	"Those in %s are not: the runs overlap too much to tell the two apart, which does not show them equal.":                                {"Şu testlerdeki farklar ise anlamlı değil: %s. Ölçümler birbirine fazla karıştığı için ikisi ayırt edilemiyor; bu da eşit oldukları anlamına gelmez."},
	"With %d runs against %d, the test has little power: the smallest p-value it can give is %s, so a real difference can fail to show.":   {"Her yapılandırmada %[1]d{+(y)A} karşı %[2]d ölçümle testin istatistiksel gücü düşük: verebileceği en küçük p değeri %[3]s, bu yüzden gerçek bir fark da anlamlı çıkmayabilir."},
	"With %d runs against %d, the test has little power: the smallest p-value it can give is %s, which Holm's correction over %d tests raises to %s, so a real difference can fail to show.":                                        {"Her yapılandırmada %[1]d{+(y)A} karşı %[2]d ölçümle testin istatistiksel gücü düşük: verebileceği en küçük p değeri %[3]s ve %[4]d test üzerinden yapılan Holm düzeltmesi bunu %[5]s yapıyor. Bu yüzden gerçek bir fark da anlamlı çıkmayabilir."},
	"Latency at unequal queues: in %s, %s ran at a queue depth of about %s, each I/O done in %s on average, against %s for %s at %s: its lower latency comes from requests that never waited in a queue, not from a faster engine.": {"Eşit olmayan kuyruklarda gecikme: %[1]s testinde %[2]s kuyruğunda ortalama yaklaşık %[3]s istek vardı ve her I/O ortalama %[4]s sürdü; %[6]s kuyruğunda ise %[5]s istek vardı ve her biri %[7]s sürdü. %[2]s tarafındaki düşük gecikme bir üstünlük değil: kuyruk hiç dolmadığı için her istek beklemeden işleniyor."},
	"%s IOPS is inconclusive: medians %s for %s and %s for %s (runs %s and %s), not a statistically significant difference (p = %s): with %d runs each, the two cannot be told apart, which does not make them equal.":              {"%[1]s IOPS sonucu belirsiz: medyanlar %[3]s için %[2]s, %[5]s için %[4]s (ölçümler %[6]s ve %[7]s aralığında). Fark istatistiksel olarak anlamlı değil (p = %[8]s); bu, ikisinin eşit olduğunu kanıtlamaz, yalnızca %[9]d ölçümle ayırt edilemediklerini gösterir."},
	"%s bandwidth is inconclusive: medians %s for %s and %s for %s (runs %s and %s), not a statistically significant difference (p = %s): with %d runs each, the two cannot be told apart, which does not make them equal.":         {"%[1]s bant genişliğinde sonuç belirsiz: medyanlar %[3]s için %[2]s, %[5]s için %[4]s (ölçümler %[6]s ve %[7]s aralığında). Fark istatistiksel olarak anlamlı değil (p = %[8]s); bu, ikisinin eşit olduğunu kanıtlamaz, yalnızca %[9]d ölçümle ayırt edilemediklerini gösterir."},
	"Where runs were repeated, a difference counts only when it is significant at alpha %s by %s, Holm-corrected over the tests of one measurement across the workloads compared.":                                                  {"Tekrarlanan ölçümlerde bir fark, ancak %[2]s ile alfa %[1]s düzeyinde anlamlıysa sayılır; Holm düzeltmesi, karşılaştırılan iş yüklerinde aynı ölçümün testlerine uygulanır."},
	"Each run lasted about %s: too short to see a drive's cache fill or its background work.":                                                                                                                                       {"Her ölçüm yalnızca yaklaşık %s sürdü: bu süre, bir sürücünün önbelleğinin dolmasını ya da arka plan işlerini görmek için fazla kısa."},
	"The p99.9 latencies rest on few I/Os: in %s, a run of %s had only about %s I/Os beyond its p99.9, so read those figures as rough.":                                                                                             {"p99,9 gecikmeleri az sayıda I/O'ya dayanıyor: %[1]s testinde %[2]s ölçümlerinden birinde p99,9 değerinin ötesinde yalnızca yaklaşık %[3]s I/O vardı. Bu değerleri kaba birer tahmin olarak okuyun."},
	"whiskers: lowest to highest run": {"bıyıklar: en düşük ve en yüksek ölçüm"},
	"%s, lowest run":                  {"%s, en düşük ölçüm"},
	"%s, highest run":                 {"%s, en yüksek ölçüm"},
	"Inconclusive: over the runs the difference is not statistically significant, which does not make the figures equal.": {"Sonuç belirsiz: ölçümler arasında fark istatistiksel olarak anlamlı değil; bu, değerlerin eşit olduğu anlamına gelmez."},
	"%s was asked for the queue depth its column names, and ran at a queue depth of about %s: %s is synchronous.":         {"%[1]s için sütun başlığındaki kuyruk derinliği istendi, ama gerçek kuyruk derinliği ortalama yaklaşık %[2]s oldu: %[3]s eşzamanlı bir motor."},
	"Over %s runs each, the difference in %s is significant (p = %s; %s, alpha %s).":                                      {"Her biri için %[1]s ölçümde %[2]s testindeki fark istatistiksel olarak anlamlı (p = %[3]s; %[4]s, alfa %[5]s)."},
	"That in %s is not (p = %s): the runs overlap too much to tell the two apart, which does not show them equal.":        {"Buna karşılık %[1]s testindeki fark anlamlı değil (p = %[2]s). Ölçümler birbirine fazla karıştığı için ikisi ayırt edilemiyor; bu da eşit oldukları anlamına gelmez."},
	// The CrystalDiskMark review of exports not made alike (render/cdmstory.go).
	"%d drives":                                {"%d sürücü"},
	"%d drives and a RAM disk for reference":   {"%d sürücü ve referans olarak bir RAM disk"},
	"%d drives and %d RAM disks for reference": {"%d sürücü ve referans olarak %d RAM disk"},
	"%s were tested with %s, each on its own system and in %s tests.": {
		"%[1]s, %[2]s ile ölçüldü; her sürücü kendi sisteminde ve %[3]s testte çalıştırıldı.",
	},
	"The exports come from %s, and most tests were not run on every drive, so they make no leaderboard: each drive is set against its own link.": {
		"Sonuçlar %s alındı ve testlerin çoğu her sürücüde çalıştırılmadı. Bu yüzden bir sıralama yapmıyoruz; her sürücüyü kendi bağlantısının sınırıyla karşılaştırıyoruz.",
	},
	"The exports come from %s, so they make no leaderboard: each drive is set against its own link.": {
		"Sonuçlar %s alındı. Bu yüzden bir sıralama yapmıyoruz; her sürücüyü kendi bağlantısının sınırıyla karşılaştırıyoruz.",
	},
	"%[1]s peaks at %[2]s (%[3]s), above all that %[4]s can carry (%[5]s), so a cache answered, not the drive.": {
		"%[1]s en fazla %[2]s{+(y)A} ulaşıyor (%[3]s testinde). Bu, %[4]s bağlantısının taşıyabileceğinden (%[5]s) fazla; yani yanıtı sürücü değil, bir önbellek verdi.",
	},
	"%[1]s peaks at %[2]s (%[3]s), near what %[4]s delivers in practice: about %[5]s of its %[6]s.": {
		"%[1]s en fazla %[2]s{+(y)A} ulaşıyor (%[3]s testinde). Bu, %[4]s bağlantısının pratik sınırına yakın; bağlantının hat hızı %[6]s, pratikte ulaşılabilen değer ise yaklaşık %[5]s.",
	},
	"%[1]s is near the practical limit of %[2]s in %[3]s": {
		"%[1]s, %[3]s ölçümünde %[2]s bağlantısının pratik sınırına yakın",
	},
	"%[1]s peaks at %[2]s (%[3]s), %[4]s of what %[5]s delivers in practice (about %[6]s).": {
		"%[1]s en fazla %[2]s{+(y)A} ulaşıyor (%[3]s testinde). Bu, %[5]s bağlantısında pratikte ulaşılabilen yaklaşık %[6]s{+lIk} değerin %[4]s{+(s)I}.",
	},
	"%[1]s is at the limit of %[2]s in %[3]s": {
		"%[1]s, %[3]s ölçümlerinde %[2]s bağlantısının sınırında",
	},
	"%[1]s peaks at %[2]s (%[3]s), %[4]s of what %[5]s carries (%[6]s).": {
		"%[1]s en fazla %[2]s{+(y)A} ulaşıyor (%[3]s testinde). Bu, %[5]s bağlantısının taşıyabildiği değerin (%[6]s) %[4]s{+(s)I}.",
	},
	"%s: no drive on that link would do much better there.": {
		"%s; bu bağlantıdaki hiçbir sürücü orada belirgin biçimde daha iyi sonuç veremez.",
	},
	"%s: no drive on those links would do much better there.": {
		"%s; bu bağlantılardaki hiçbir sürücü orada belirgin biçimde daha iyi sonuç veremez.",
	},
	"%s won all %d tests it shared with another drive, by %s.": {
		"%[1]s, başka bir sürücüyle birlikte ölçüldüğü %[2]d testin tümünde önde; fark %[3]s.",
	},
	"%[1]s was ahead of %[2]s in %[3]d of the %[4]d tests both ran on %[5]s, by %[6]s (most in %[7]s, %[8]s vs %[9]s)": {
		"Aynı %[5]s bağlantısındaki %[1]s ve %[2]s ortak %[4]d testte karşılaştırılabiliyor. %[1]s bunların %[3]d{+(s)InDA} önde, fark %[6]s (en büyüğü %[7]s testinde, %[8]s{+(y)A} karşı %[9]s)",
	},
	"%[1]s was ahead of %[2]s in %[3]d of the %[4]d tests both ran on %[5]s, by %[6]s (%[7]s, %[8]s vs %[9]s)": {
		"Aynı %[5]s bağlantısındaki %[1]s ve %[2]s ortak %[4]d testte karşılaştırılabiliyor. %[1]s bunların %[3]d{+(s)InDA} önde, fark %[6]s (%[7]s testinde, %[8]s{+(y)A} karşı %[9]s)",
	},
	"%[1]s was ahead in %[2]d, by %[3]s (most in %[4]s, %[5]s vs %[6]s)": {
		"%[1]s ise kalan %[2]d testte önde, fark %[3]s (en büyüğü %[4]s testinde, %[5]s{+(y)A} karşı %[6]s)",
	},
	"%[1]s was ahead in the other, by %[2]s (%[3]s, %[4]s vs %[5]s)": {
		"%[1]s ise kalan testte önde, fark %[2]s (%[3]s testinde, %[4]s{+(y)A} karşı %[5]s)",
	},
	"Between %s and %s the runs differ in %s, so those gaps of %s do not say which drive is faster.": {
		"Bu iki sürücünün (%[1]s ve %[2]s) ölçümleri %[3]s bakımından farklı; bu yüzden aralarındaki farklar (%[4]s) ikisinden birini öne çıkarmıyor.",
	},
	"the mixed tests": {"karma testler"},
	"Some tests only one drive ran, so the tables show them with nothing to compare: %s.": {
		"Yalnızca tek bir sürücünün çalıştırdığı testler tablolarda yer alıyor ama karşılaştırılmıyor: %s.",
	},
	"%s: not measured (the drive did not run the test, or its export gives no such figure).": {
		"%s: ölçülmedi (sürücüde bu test yapılmadı ya da dışa aktarımı bu değeri vermiyor).",
	},
	"CrystalDiskMark ran as administrator.": {"CrystalDiskMark yönetici olarak çalıştırıldı."},
	"default":                               {"varsayılan"},
	"peak performance":                      {"en yüksek performans"},
	"real-world performance":                {"gerçek kullanım performansı"},
	"%s× to %s×":                            {"%s–%s kat"},
	"%s won both tests it shared with another drive, by %s.": {
		"%[1]s, başka bir sürücüyle birlikte ölçüldüğü iki testin ikisinde de önde; fark %[2]s.",
	},
	"The exports come from %s, and most tests were not run on every drive, so they make no leaderboard: each figure says what one drive did on its own system.": {
		"Sonuçlar %s alındı ve testlerin çoğu her sürücüde çalıştırılmadı. Bu yüzden bir sıralama yapmıyoruz; her değer yalnızca bir sürücünün kendi sisteminde ne yaptığını gösteriyor.",
	},
	"The exports come from %s, so they make no leaderboard: each figure says what one drive did on its own system.": {
		"Sonuçlar %s alındı. Bu yüzden bir sıralama yapmıyoruz; her değer yalnızca bir sürücünün kendi sisteminde ne yaptığını gösteriyor.",
	},
	"Link (as given, not in the export)": {"Bağlantı (dışa aktarımda yok, elle verildi)"},
	// The comparison (s-comp).
	"In %s the systems kept different numbers of I/Os in flight (IOPS × mean latency), about %s for %s against %s for %s; fewer queued I/Os mean shorter waits, so their mean latencies are not compared there and none is marked best.": {
		"Sistemler %[1]s testlerinde kuyrukta farklı sayıda I/O tutuyordu (IOPS × ortalama gecikme ile %[3]s için yaklaşık %[2]s, %[5]s için %[4]s). Kısa kuyrukta istekler daha az beklediği için bu testlerde gecikmeyi karşılaştırmıyoruz ve hiçbirini en iyi olarak işaretlemiyoruz.",
	},
	"Where the queues matched, the largest absolute latency gap is in %s, %s at %s against %s at %s, %s as long (%s apart).": {
		"Kuyrukların denk olduğu testlerde mutlak olarak en büyük gecikme farkı %[1]s testinde. Ortalama gecikme %[2]s{+DA} %[3]s, %[4]s{+DA} %[5]s; %[4]s{+DA} gecikme %[6]s daha uzun (fark %[7]s).",
	},
	"Where the queues matched, the largest absolute latency gap is in %s, %s %s vs %s %s, %s lower (%s apart).": {
		"Kuyrukların denk olduğu testlerde mutlak olarak en büyük gecikme farkı %[1]s testinde. Ortalama gecikme %[2]s{+DA} %[3]s, %[4]s{+DA} %[5]s; %[2]s{+DA} gecikme %[6]s daha düşük (fark %[7]s).",
	},
	"%s, while %s": {"%s; buna karşılık %s"},
	"%s, and %s":   {"%s ve %s"},
	// onesystem (#24 round 3): the device under test as the subject,
	// rankings inside a single run's noise said level, suspect results,
	// what the CPU figures count, a verdict of the device's own figures.
	"the VM's %s disk (%s)":      {"sanal makinenin %s diski (%s)"},
	"the VM's %s disk":           {"sanal makinenin %s diski"},
	"the VM's virtual disk (%s)": {"sanal makinenin sanal diski (%s)"},
	"the VM's virtual disk":      {"sanal makinenin sanal diski"},
	"%[1]s, %[2]s":               {"%[1]s testinde (%[2]s)"},
	"%s, %s, close to %s, %s": {
		"%[1]s ve %[3]s testlerinde (%[2]s ve %[4]s)",
	},
	"Highest bandwidth: %s; lowest: %s.":    {"En yüksek bant genişliği %s, en düşüğü %s."},
	"Highest IOPS: %s; lowest: %s.":         {"En yüksek IOPS %s, en düşüğü %s."},
	"Lowest mean latency: %s; highest: %s.": {"En düşük ortalama gecikme %s, en yükseği %s."},
	"Lowest p99 latency: %s; highest: %s.":  {"En düşük p99 gecikmesi %s, en yükseği %s."},
	"Least CPU time per I/O, counting the job's own threads only: %s; most: %s.": {
		"Yalnızca işin kendi iş parçacıkları sayıldığında I/O başına en az CPU süresi %s, en çoğu %s.",
	},
	"Least CPU time per I/O: %s; most: %s.": {"I/O başına en az CPU süresi %s, en çoğu %s."},
	"Longest tail (p99 relative to the mean): %s, where the p99 (%s) is %s times the mean (%s).": {
		"p99 gecikmesinin ortalamaya oranı en yüksek %[1]s{+DA}: p99 (%[2]s) ortalamanın (%[4]s) %[3]s katı.",
	},
	"Longest tail (p99 relative to the mean): %s, where the p99 (%s) is %s times the mean (%s), with %s close behind (%s, %s times %s).": {
		"p99 gecikmesinin ortalamaya oranı en yüksek %[1]s{+DA}: p99 (%[2]s) ortalamanın (%[4]s) %[3]s katı; %[5]s{+ dA} hemen arkasında (%[6]s, %[8]s değerinin %[7]s katı).",
	},
	"a single run":       {"tek bir ölçüm"},
	"a single run of %s": {"%s süren tek bir ölçüm"},
	"%s gave %s less bandwidth than %s (%s vs %s). A larger block or sequential access would normally not be slower, so from %s this result is suspect: it needs a repeat before it says anything about block size.": {
		"%[1]s, %[3]s testinden %[2]s daha düşük bant genişliği verdi (%[4]s{+(y)A} karşı %[5]s). Normalde daha büyük blok ya da sıralı erişim daha yavaş olmaz; %[6]s{+DAn} gelen bu sonuç şüpheli ve blok boyutu hakkında bir şey söylemeden önce tekrarlanmalı.",
	},
	"%s gave %s less bandwidth than %s (%s vs %s) and less than %s (%s). A larger block or sequential access would normally not be slower, so from %s this result is suspect: it needs a repeat before it says anything about block size.": {
		"%[1]s, %[3]s testinden %[2]s daha düşük bant genişliği verdi (%[4]s{+(y)A} karşı %[5]s); %[6]s testinin (%[7]s) de gerisinde kaldı. Normalde daha büyük blok ya da sıralı erişim daha yavaş olmaz; %[8]s{+DAn} gelen bu sonuç şüpheli ve blok boyutu hakkında bir şey söylemeden önce tekrarlanmalı.",
	},
	"all its logical CPUs": {"tüm mantıksal CPU'larındaki"},
	"its %d logical CPUs":  {"%d mantıksal CPU'sundaki"},
	"The tables' CPU use counts the whole machine, every process on %s: in %s it is %s, while the job's own threads used %s of one CPU.": {
		"Tablolardaki CPU kullanımı yalnızca bu işi değil, makinenin %[1]s tüm süreçleri sayar: %[2]s testinde %[3]s görünüyor, oysa işin kendi iş parçacıkları tek bir CPU'nun %[4]s kadarını kullandı.",
	},
	"On a virtual disk much of each I/O's cost, the guest's interrupts and the host's side of the disk, falls outside the job's threads, so the job's CPU time per I/O understates it.": {
		"Sanal diskte her I/O'nun maliyetinin büyük kısmı (konuk sistemin kesmeleri ve çekirdek işi) işin iş parçacıklarının dışında kalır, ana makinede yapılan iş ise bu değerlerde hiç görünmez; bu yüzden işin I/O başına CPU süresi gerçek maliyeti olduğundan düşük gösterir.",
	},
	"%s and its %s engine": {"%[1]s ve %[2]s motoru"},
	"%s was measured with %s at queue depth %d in %s.": {
		"%[1]s, %[2]s ile kuyruk derinliği %[3]d{+DA} ölçüldü; %[4]s çalıştırıldı.",
	},
	"%s was measured with %s in %s.": {"%[1]s, %[2]s ile ölçüldü; %[3]s çalıştırıldı."},
	"%s was measured in %s.":         {"%[1]s ölçüldü; %[2]s çalıştırıldı."},
	"Its bandwidth ranged from %s in %s to %s in %s.": {
		"Bant genişliği %[2]s testindeki %[1]s ile %[4]s testindeki %[3]s arasında değişti.",
	},
	"At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read), but not at %s. That suggests a write-back cache, most likely on the host, absorbed those writes.": {
		"Disk %[1]s bloklarda okuduğundan hızlı yazdı (%[2]s: %[3]s, okumada %[4]s), %[5]s bloklarda ise böyle değildi. Bu, yazmaları büyük olasılıkla ana makinedeki bir geri yazma (write-back) önbelleğinin karşıladığına işaret ediyor.",
	},
	"At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read), but not at %s. That suggests a write-back cache most likely absorbed those writes.": {
		"Disk %[1]s bloklarda okuduğundan hızlı yazdı (%[2]s: %[3]s, okumada %[4]s), %[5]s bloklarda ise böyle değildi. Bu, yazmaları büyük olasılıkla bir geri yazma (write-back) önbelleğinin karşıladığına işaret ediyor.",
	},
	"At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read). That suggests a write-back cache, most likely on the host, absorbed those writes.": {
		"Disk %[1]s bloklarda okuduğundan hızlı yazdı (%[2]s: %[3]s, okumada %[4]s). Bu, yazmaları büyük olasılıkla ana makinedeki bir geri yazma (write-back) önbelleğinin karşıladığına işaret ediyor.",
	},
	"At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read). That suggests a write-back cache most likely absorbed those writes.": {
		"Disk %[1]s bloklarda okuduğundan hızlı yazdı (%[2]s: %[3]s, okumada %[4]s). Bu, yazmaları büyük olasılıkla bir geri yazma (write-back) önbelleğinin karşıladığına işaret ediyor.",
	},
	"The writes at %s blocks most likely went to the host's cache, so they overstate what the disk sustains.": {
		"Yazmalar %s bloklarda büyük olasılıkla ana makinenin önbelleğine gitti; bu yüzden diskin sürekli olarak verebileceğinden yüksek görünüyorlar.",
	},
	"The writes at %s blocks most likely went to a cache, so they overstate what the drive sustains.": {
		"Yazmalar %s bloklarda büyük olasılıkla bir önbelleğe gitti; bu yüzden sürücünün sürekli olarak verebileceğinden yüksek görünüyorlar.",
	},
	"Repeat %s before relying on it.":  {"Ölçüm tekrarlanmadan %s sonucuna güvenilmemeli."},
	"about %s IOPS in %s":              {"%[2]s testinde yaklaşık %[1]s IOPS"},
	"%s in sequential transfers":       {"sıralı aktarımlarda %s"},
	"%s to %s in sequential transfers": {"sıralı aktarımlarda %s–%s"},
	"Each run lasted %s, too short to show a steady state: industry practice (SNIA PTS) is to keep measuring until the results hold steady over a window of at least %d rounds.": {
		"Her iş yükü yalnızca %[1]s ölçüldü; bu kadar kısa tek bir ölçüm kararlı durumu göstermez (SNIA PTS en az %[2]d turluk bir pencere ister).",
	},
	"CPU use, whole machine":        {"CPU kullanımı, tüm makine"},
	"%[1]s ran %[2]s.":              {"%[1]s yapılandırmasında %[2]s çalıştırıldı."},
	"%s ran %s at queue depth %d.":  {"%[1]s yapılandırmasında kuyruk derinliği %[3]d{+DA} %[2]s çalıştırıldı."},
	"%s in sequential reads":        {"sıralı okumalarda %s"},
	"%s to %s in sequential reads":  {"sıralı okumalarda %s–%s"},
	"%s in sequential writes":       {"sıralı yazmalarda %s"},
	"%s to %s in sequential writes": {"sıralı yazmalarda %s–%s"},
	// The CrystalDiskMark review (f-cdm, round 4).
	"In %[1]s, %[2]s, on %[3]s, was %[4]s as fast as %[5]s on %[6]s (%[7]s, %[8]s vs %[9]s): %[10]s, so the links, not the differences between the setups, explain that gap.": {
		"Bağlantının sınırladığı testlerde, yani %[1]s testlerinde, %[3]s bağlantısındaki %[2]s, %[6]s bağlantısındaki %[5]s sürücüsünden %[4]s daha hızlı (%[7]s testinde %[8]s{+(y)A} karşı %[9]s). Bu farkı test düzenleri arasındaki farklar değil, bağlantılar belirliyor: %[10]s.",
	},
	"The only difference that survives these mismatched setups is the one the links dictate: in %[1]s, %[2]s on %[3]s was %[4]s as fast as %[5]s on %[6]s.": {
		"Bu kadar farklı test düzenlerinde yalnızca bağlantıların belirlediği fark geçerli: %[1]s testlerinde %[3]s bağlantısındaki %[2]s, %[6]s bağlantısındaki %[5]s sürücüsünden %[4]s daha hızlı.",
	},
	"%[1]s reaches about %[2]s of what %[3]s carries (%[4]s) in %[5]s, up to %[6]s: no drive on that link could do much better there.": {
		"%[1]s, %[3]s bağlantısının taşıyabildiği değerin (%[4]s) yaklaşık %[2]s{+(s)InI} kullanıyor (%[5]s); en yüksek değeri %[6]s. Bu bağlantıdaki hiçbir sürücü bu ölçümlerde belirgin biçimde daha iyi sonuç veremez.",
	},
	"%[1]s was %[2]s full when measured": {
		"%[1]s ölçüldüğünde %[2]s doluydu",
	},
	"%[1]s was %[2]s full when measured (%[3]s of %[4]s)": {
		"%[1]s ölçüldüğünde %[2]s doluydu (%[3]s / %[4]s)",
	},
	"%[1]s. A %[2]s test file most likely fits in its write cache, so these runs cannot show whether a drive that full slows longer writes.": {
		"%[1]s. %[2]s boyutundaki test dosyası büyük olasılıkla sürücünün yazma önbelleğine sığıyor; bu yüzden bu ölçümler, bu kadar dolu bir sürücünün daha uzun yazmalarda yavaşlayıp yavaşlamadığını gösteremez.",
	},
	"%s, which can depress its writes: a drive that full has little free space left for its cache.": {
		"%s. Bu kadar dolu bir sürücüde önbellek için az boş alan kalır ve yazma hızı düşebilir.",
	},
	"the %s mixed tests": {
		"karma %s testleri",
	},
	"the %s": {
		"%s",
	},
	"drives on %s top out at about %s": {
		"%[1]s bağlantısındaki sürücüler pratikte en fazla yaklaşık %[2]s{+(y)A} çıkabiliyor",
	},
	"more than %s can carry at all (%s)": {
		"%[1]s bağlantısı en fazla %[2]s taşıyabiliyor",
	},
	"Its sequential tests ran at QD1 only, so this peak says nothing of what it does at greater depth.": {
		"Bu sürücünün sıralı testleri yalnızca QD1'de çalıştırıldı; bu değer, daha derin kuyruklarda ne yapacağını göstermiyor.",
	},
	"%s won both tests it shared with another drive, by %s, but the runs were on different systems, so the margins are only indicative.": {
		"%[1]s, başka bir sürücüyle birlikte ölçüldüğü iki testin ikisinde de önde (fark %[2]s); ancak ölçümler farklı sistemlerde alındığı için bu farklar yalnızca fikir verir.",
	},
	"%s won all %d tests it shared with another drive, by %s, but the runs were on different systems, so the margins are only indicative.": {
		"%[1]s, başka bir sürücüyle birlikte ölçüldüğü %[2]d testin tümünde önde (fark %[3]s); ancak ölçümler farklı sistemlerde alındığı için bu farklar yalnızca fikir verir.",
	},
	"%[1]s won both tests it shared with another drive: by %[2]s in %[3]s, which the links set, and by %[4]s in %[5]s, which comes from runs on different systems and so is only indicative.": {
		"%[1]s, başka bir sürücüyle birlikte ölçüldüğü iki testin ikisinde de önde: %[3]s testinde fark %[2]s ve bunu bağlantılar belirliyor; %[5]s testinde fark %[4]s, ancak bu fark farklı sistemlerdeki ölçümlerden geldiği için yalnızca fikir verir.",
	},
	"%[1]s won all %[2]d tests it shared with another drive: by %[3]s in %[4]s, which the links set, and by %[5]s in %[6]s, which come from runs on different systems and so are only indicative.": {
		"%[1]s, başka bir sürücüyle birlikte ölçüldüğü %[2]d testin tümünde önde: %[4]s testlerinde fark %[3]s ve bunu bağlantılar belirliyor; %[6]s testlerinde fark %[5]s, ancak bu fark farklı sistemlerdeki ölçümlerden geldiği için yalnızca fikir verir.",
	},
	"ahead by more than the other drives' links can carry": {
		"diğer sürücülerin bağlantı sınırının çok üzerinde",
	},
	"%s in practice": {
		"%s, pratikte",
	},
	"With runs this unlike, that is no ranking.": {
		"Ölçümler bu kadar farklı koşullarda alındığı için bu bir sıralama değil.",
	},
	// The queue-depth sweep (f-sweep, round 4): a configuration named by
	// its target's kind ("virtio diski").
	"the %s disk":                        {"%s diski"},
	"%s: %s.":                            {"%s: %s."},
	"the virtual disk":                   {"sanal disk"},
	"the RAM run":                        {"RAM'deki ölçüm"},
	"%s (“%s” in the tables and charts)": {"%s (tablolarda ve grafiklerde “%s”)"},
	"%s, %s of the peak":                 {"%[1]s, tepe değerin %[2]s{+(s)I}"},
	"%s (peak %s at %s): %s.":            {"%[1]s (tepe değer %[3]s{+DA} %[2]s): %[4]s."},
	"Already at %s (%s) it is within the noise of its peak, so it levels off somewhere between %s and %s.": {
		"Eğri %[1]s{+DA} bile (%[2]s) tepe değerden yalnızca tahmini ölçüm gürültüsü kadar uzak; doyum %[3]s ile %[4]s arasında bir yerde.",
	},
	"Already at %s (%s), %s is within the noise of its peak, so it levels off somewhere between %s and %s.": {
		"Tepe değerle fark %[1]s{+DA} bile yalnızca tahmini ölçüm gürültüsü kadar: %[3]s bu derinlikte %[2]s; doyum %[4]s ile %[5]s arasında bir yerde.",
	},
	"%s peaks at about %s.": {"%s en fazla yaklaşık şu değerlere ulaşıyor: %s."},
	"More queue depth stops paying at %s in random I/O and at %s in sequential I/O: past that, only latency grows.": {
		"Daha derin kuyruk, rastgele I/O'da %[1]s, sıralı I/O'da %[2]s düzeyinden sonra fayda sağlamıyor: bunun ötesinde yalnızca gecikme artıyor.",
	},
	"More queue depth stops paying at %s: past that, only latency grows.": {
		"Daha derin kuyruk %s düzeyinden sonra fayda sağlamıyor: bunun ötesinde yalnızca gecikme artıyor.",
	},
	"The main caveat: its %s figures outrun its reads, so they probably come from the host's write cache rather than from the storage behind it.": {
		"Asıl çekince: %s değerleri okumaları aşıyor, bu yüzden muhtemelen arkadaki depolamadan değil, ana makinenin yazma önbelleğinden geliyor.",
	},
	"The main caveat: its %s figures outrun its reads, so they probably come from a write cache rather than from the storage itself.": {
		"Asıl çekince: %s değerleri okumaları aşıyor, bu yüzden muhtemelen depolamanın kendisinden değil, bir yazma önbelleğinden geliyor.",
	},
	"%s passes its I/O through the hypervisor to the host's storage, so its figures are not a drive's alone.": {
		"%s, I/O işlemlerini hipervizör üzerinden ana makinenin depolamasına iletiyor; bu yüzden değerleri tek bir sürücüye ait değil.",
	},
	"%[1]s (%[2]s) is a reference, not a ceiling: the same harness on RAM, run buffered, while %[3]s used direct I/O, so the two take different kernel paths.": {
		"%[1]s (%[2]s) bir tavan değil, referanstır. Aynı test düzeneği RAM üzerinde önbellekli I/O ile çalıştı, %[3]s ise doğrudan I/O kullandı; yani ikisi çekirdekte farklı yollardan geçiyor.",
	},
	"%[1]s (%[2]s) is a reference, not a ceiling: the same harness on RAM, run with direct I/O, while %[3]s was buffered, so the two take different kernel paths.": {
		"%[1]s (%[2]s) bir tavan değil, referanstır. Aynı test düzeneği RAM üzerinde doğrudan I/O ile çalıştı, %[3]s ise önbellekli I/O kullandı; yani ikisi çekirdekte farklı yollardan geçiyor.",
	},
	"%[1]s (%[2]s) is a reference: the same harness on RAM, with no device behind it.": {
		"%[1]s (%[2]s) bir referanstır: aynı test düzeneği RAM üzerinde, arkasında hiçbir cihaz olmadan.",
	},
	"Its peaks: %s.": {"Tepe değerleri: %s."},
	"At shallow depths it is itself slow: at %s in %s it does %s, while %s does %s, which points at the test harness or the CPU rather than at memory.": {
		"Sığ derinliklerde kendisi de yavaş: %[2]s testinde %[1]s{+DA} %[3]s veriyor, %[4]s ise %[5]s; bu, düşük derinlikte sınırın bellekte değil, test düzeneğinde ya da işlemcide olabileceğini düşündürüyor.",
	},
	"The last chart sets %s against it, depth by depth.": {
		"Son grafik, %s ile bu ölçümü her derinlikte karşılaştırıyor.",
	},
	"Judging by how jagged the curves are, differences below about %s may be noise; repeated runs would settle this.": {
		"Eğrilerin ne kadar düzensiz olduğuna bakılırsa şu sınırların altındaki farklar gürültü olabilir: %s. Bunu tekrarlanan ölçümler netleştirir.",
	},
	"The depth given for %s is rough, as that curve is unsteady.": {
		"Bu eğri kararsız olduğundan %s için verilen derinlik yaklaşıktır.",
	},
	"The depth given for %s most likely describes a write cache, not the storage behind it.": {
		"Verilen derinlik %s için büyük olasılıkla bir yazma önbelleğini tanımlıyor; arkadaki depolama için bir şey söylemiyor.",
	},
	"Where a configuration's noise is wider than the %s margin below the peak that places a knee, its knee is a range: from the first depth within the noise of the peak to the knee.": {
		"Bir yapılandırmanın gürültüsü, doyum noktasını belirleyen ve tepe değerin %s altına inen paydan genişse doyum noktası bir aralık olarak verilir: tepe değere ölçüm gürültüsü kadar yakın ilk derinlikten doyum noktasına kadar.",
	},
	"The last chart divides each figure of %s by that of %s at the same depth.": {
		"Son grafikteki oran, aynı derinlikte: %s / %s.",
	},
	"%s relative to %s (%s), at the same queue depth": {"Oran: %[1]s / %[2]s (%[3]s), aynı kuyruk derinliğinde"},
	"ratio":                 {"oran"},
	"the test size":         {"test boyutu"},
	"the host's cache mode": {"ana makinenin önbellek kipi"},
	"%s were not recorded, and both decide how much of the writes a cache could hold.": {
		"Şunlar kaydedilmedi: %s. Bir önbelleğin yazmaların ne kadarını tutabileceği bunlara bağlı.",
	},
	"%s was not recorded, and it decides how much of the writes a cache could hold.": {
		"Şu bilgi kaydedilmedi: %s. Bir önbelleğin yazmaların ne kadarını tutabileceği buna bağlı.",
	},
	"Its writes outran its reads at every depth measured, so this does not rest on one run.": {
		"Yazma, ölçülen her derinlikte okumadan hızlıydı; yani bu sonuç tek bir ölçüme dayanmıyor.",
	},
	"Its writes outran its reads at every depth from %s on, so this does not rest on one run.": {
		"Yazma, %s ve sonrasındaki her derinlikte okumadan hızlıydı; yani bu sonuç tek bir ölçüme dayanmıyor.",
	},

	// comparison (f-comp): the stack that earns a platform's lead, small single-run leads, leads a deeper queue makes
	"%s trails %s in %d of the %d reads":  {"%[1]s, %[4]d{n} okuma testinin %[3]d{n}{+(s)InDA} %[2]s{+(n)In} gerisinde kalıyor"},
	"%s trails %s in %d of the %d writes": {"%[1]s, %[4]d{n} yazma testinin %[3]d{n}{+(s)InDA} %[2]s{+(n)In} gerisinde kalıyor"},
	"%s trails %s in %d of the %d mixes":  {"%[1]s, %[4]d{n} karma testin %[3]d{n}{+(s)InDA} %[2]s{+(n)In} gerisinde kalıyor"},
	"%s trails %s in %d of the %d trims":  {"%[1]s, %[4]d{n} trim testinin %[3]d{n}{+(s)InDA} %[2]s{+(n)In} gerisinde kalıyor"},
	"%s is a few per cent faster in %d of the %d reads (%s); from single runs, that is an edge, not a reason to switch.":                                                                                                                      {"%[1]s, %[3]d{n} okuma testinin %[2]d{n}{+(s)InDA} yalnızca birkaç yüzde daha hızlı (%[4]s); tek ölçümlerden gelen bu fark küçük bir üstünlük, platform değiştirmek için bir neden değil."},
	"%s is a few per cent faster in %d of the %d writes (%s); from single runs, that is an edge, not a reason to switch.":                                                                                                                     {"%[1]s, %[3]d{n} yazma testinin %[2]d{n}{+(s)InDA} yalnızca birkaç yüzde daha hızlı (%[4]s); tek ölçümlerden gelen bu fark küçük bir üstünlük, platform değiştirmek için bir neden değil."},
	"%s is a few per cent faster in %d of the %d mixes (%s); from single runs, that is an edge, not a reason to switch.":                                                                                                                      {"%[1]s, %[3]d{n} karma testin %[2]d{n}{+(s)InDA} yalnızca birkaç yüzde daha hızlı (%[4]s); tek ölçümlerden gelen bu fark küçük bir üstünlük, platform değiştirmek için bir neden değil."},
	"%s is a few per cent faster in %d of the %d trims (%s); from single runs, that is an edge, not a reason to switch.":                                                                                                                      {"%[1]s, %[3]d{n} trim testinin %[2]d{n}{+(s)InDA} yalnızca birkaç yüzde daha hızlı (%[4]s); tek ölçümlerden gelen bu fark küçük bir üstünlük, platform değiştirmek için bir neden değil."},
	"In %s, %s's %s lead over %s comes at the same mean latency (%s vs %s) with more I/Os in flight (about %s vs %s), which accounts for the gap; whether the job's settings or the I/O stack kept the deeper queue, these runs cannot tell.": {"Kuyruk etkisi: %[1]s testinde %[2]s, %[4]s{+(y)A} göre %[3]s önde; ancak ortalama gecikme aynı (%[5]s{+(y)A} karşı %[6]s) ve kuyrukta daha çok I/O tutuyor (yaklaşık %[7]s{+(y)A} karşı %[8]s): farkı bu daha derin kuyruk açıklıyor. Kuyruğu iş ayarlarının mı yoksa I/O yığınının mı derinleştirdiğini bu ölçümler söyleyemez."},
	"Choose %s.": {"Tercih: %s."},

	// comparison (f-comp): one platform's shorter queues, in the lead

	// onesystem (f-comp): what the device does in the lead, block size per I/O
	"It delivers %s.": {"Disk %s veriyor."},
	"Block size: from %s to %s, each I/O carries %s times the data but takes %s times as long on average, so bandwidth rises %s-fold.": {"Blok boyutu: %[1]s testinden %[2]s testine geçerken blok %[3]s kat büyüyor ve her I/O ortalama yaklaşık %[4]s kat daha uzun sürüyor; bu yüzden bant genişliği %[3]s kat değil, yalnızca %[5]s kat artıyor."},
	// Repeated runs (f-rep): what the runs showed and where; the
	// differences they could not show said once; adjusted p-values.
	"adjusted p = %s": {
		"düzeltilmiş p = %s",
	},
	"the runs of %s there spread %s (%s to %s), so read this result with care": {
		"%[1]s ölçümleri burada %[3]s ile %[4]s arasında dağılıyor (%[2]s fark); bu sonuç dikkatle okunmalı",
	},
	"%s (%s vs %s, %s)": {
		"%[1]s (%[2]s{+(y)A} karşı %[3]s, %[4]s)",
	},
	"In %s the runs cannot tell %s and %s apart: the medians are within about %s of each other and the runs overlap, which does not prove them equal.": {
		"Şu testlerde ölçümler %[2]s ile %[3]s arasında bir fark ortaya koyamıyor: %[1]s. Medyanlar birbirinden en fazla yaklaşık %[4]s farklı ve ölçümler iç içe; bu, ikisinin eşit olduğu anlamına gelmez.",
	},
	"In %s the runs cannot tell %s and %s apart: the medians are within about %s of each other, which does not prove them equal.": {
		"Şu testlerde ölçümler %[2]s ile %[3]s arasında bir fark ortaya koyamıyor: %[1]s. Medyanlar birbirinden en fazla yaklaşık %[4]s farklı; bu, ikisinin eşit olduğu anlamına gelmez.",
	},
	"The runs show a difference only in %s: %s led by %s (%s vs %s, %s); in the other %d results they cannot tell the systems apart, and one result supports no general choice.": {
		"Ölçümler yalnızca %[1]s testinde bir fark gösteriyor: %[2]s %[3]s önde (%[4]s{+(y)A} karşı %[5]s, %[6]s). Geri kalan %[7]d testte ölçümler yapılandırmaları ayırt edemiyor ve tek bir sonuç genel bir tercih için yeterli değil.",
	},
	"The runs show differences in only %d of the %d results, each a lead of %s, by up to %s (%s, %s vs %s); in the other %d they cannot tell the systems apart, too few to support a general choice.": {
		"Ölçümler %[2]d testin yalnızca %[1]d{n}{+(s)InDA} bir fark gösteriyor; hepsinde %[3]s önde, fark en fazla %[4]s (%[5]s testinde %[6]s{+(y)A} karşı %[7]s). Geri kalan %[8]d testte yapılandırmalar ayırt edilemiyor; bu, genel bir tercih için yetersiz.",
	},
	"%s was ahead only in %s, by %s (%s vs %s); in the other %d results the runs cannot tell the systems apart.": {
		"%[1]s yalnızca %[2]s testinde önde, %[3]s farkla (%[4]s{+(y)A} karşı %[5]s); geri kalan %[6]d testte ölçümler yapılandırmaları ayırt edemiyor.",
	},
	"%s leads %d of the %d results, %s (%s, %s vs %s); in the other %d the runs cannot tell the systems apart.": {
		"%[1]s %[3]d{n} testin %[2]d{n}{+(s)InDA} önde, %[4]s (%[5]s testinde %[6]s{+(y)A} karşı %[7]s); geri kalan %[8]d testte ölçümler yapılandırmaları ayırt edemiyor.",
	},
	"%s leads %d of the %d results, %s (%s, %s vs %s); of the rest, %d are ties and in %d the runs cannot tell the systems apart.": {
		"%[1]s %[3]d{n} testin %[2]d{n}{+(s)InDA} önde, %[4]s (%[5]s testinde %[6]s{+(y)A} karşı %[7]s); geri kalanların %[8]d tanesi berabere, %[9]d testte ise ölçümler yapılandırmaları ayırt edemiyor.",
	},
	"%s leads the one test": {
		"%[1]s bu gruptaki tek testte önde",
	},
	"The runs used direct I/O, which bypasses only the guest's page cache: the %s test file is small enough for the host, which has at least the virtual machine's %s of memory, to cache whole, and the virtual disk's cache mode was not recorded, so part of the figures may come from the host's memory rather than the disk.": {
		"Ölçümlerde doğrudan I/O kullanıldı; bu yalnızca konuğun sayfa önbelleğini atlar. Test dosyası (%[1]s), en az sanal makinenin belleği (%[2]s) kadar belleği olan ana makinenin önbelleğine tümüyle sığacak kadar küçük ve sanal diskin önbellek kipi kaydedilmedi; bu yüzden sonuçların bir kısmı diskten değil, ana makinenin belleğinden gelmiş olabilir.",
	},
	"The %s test file is small enough for the host, which has at least the virtual machine's %s of memory, to cache whole, and the virtual disk's cache mode was not recorded, so part of the figures may come from the host's memory rather than the disk.": {
		"Test dosyası (%[1]s), en az sanal makinenin belleği (%[2]s) kadar belleği olan ana makinenin önbelleğine tümüyle sığacak kadar küçük ve sanal diskin önbellek kipi kaydedilmedi; bu yüzden sonuçların bir kısmı diskten değil, ana makinenin belleğinden gelmiş olabilir.",
	},
	"Inconclusive: the runs cannot tell these figures apart (%s).": {
		"Sonuç belirsiz: ölçümler bu değerleri birbirinden ayırt edemiyor (%[1]s).",
	},
	"The adjusted p-values quoted are %s.": {
		"Bulgulardaki düzeltilmiş p değerleri: %s.",
	},
	"Each workload ran %d times on each, at queue depth %d, on a virtual disk (%s, %s) in a virtual machine with %d vCPUs.": {
		"Her iş yükü her yapılandırmada %[1]d kez, kuyruk derinliği %[2]d{+DA}, %[5]d vCPU'lu bir sanal makinenin sanal diskinde (%[3]s, %[4]s) çalıştırıldı.",
	},
	"Each workload ran %d times on each, at queue depth %d.": {
		"Her iş yükü her yapılandırmada %[1]d kez, kuyruk derinliği %[2]d{+DA} çalıştırıldı.",
	},
	"In %s the runs cannot tell %s and %s apart: their runs overlap, which does not prove them equal.": {
		"Şu testlerde ölçümler %[2]s ile %[3]s arasında bir fark ortaya koyamıyor: %[1]s. Ölçümler iç içe; bu, ikisinin eşit olduğu anlamına gelmez.",
	},
	"In %s the runs cannot tell %s and %s apart, which does not prove them equal.": {
		"Şu testlerde ölçümler %[2]s ile %[3]s arasında bir fark ortaya koyamıyor: %[1]s. Bu, ikisinin eşit olduğu anlamına gelmez.",
	},
	"%s (medians %s vs %s, runs %s and %s, %s)": {
		"%[1]s (medyanlar %[2]s{+(y)A} karşı %[3]s, ölçümler %[4]s ve %[5]s, %[6]s)",
	},
	"%s %s %s": {
		"%[1]s %[2]s %[3]s",
	},
	"The gap lies in the latency tail of %s: %s against %s at the median (p50), but %s against %s at p99.9.": {
		"Fark büyük ölçüde %[1]s tarafının uç gecikmelerinden geliyor: medyanda (p50) %[2]s{+(y)A} karşı %[3]s, p99,9'da ise %[4]s{+(y)A} karşı %[5]s.",
	},
	"Every test ran at queue depth 1, so none shows how they compare with more I/Os in flight per job.": {
		"Tüm testler iş parçacığı başına kuyruk derinliği 1'de yapıldı; iş parçacığı başına birden fazla I/O beklediğinde (QD>1) sonucun nasıl değişeceğini bu testler göstermiyor.",
	},
	// The repeated-run comparison (g-rest).
	"%s with %d threads":        {"%[2]d iş parçacığıyla %[1]s"},
	"%s with %s and %d threads": {"%[2]s ve %[3]d iş parçacığıyla %[1]s"},
	"%s at %s":                  {"%[2]s{+DA} %[1]s"},
	"the runs of %s in that test spread %s (%s to %s), but even its fastest was below the slowest of %s (%s): the runs do not overlap, though they cannot tell what caused the gap": {
		"%[1]s ölçümleri burada %[3]s ile %[4]s arasında dağılıyor (%[2]s fark), ama en hızlısı bile %[5]s ölçümlerinin en yavaşının (%[6]s) altında: ölçümler örtüşmüyor, ancak farkın neyden kaynaklandığını bu ölçümler gösteremiyor",
	},
	"the runs of %s in that test spread %s (%s to %s), but even its slowest was above the fastest of %s (%s): the runs do not overlap, though they cannot tell what caused the gap": {
		"%[1]s ölçümleri burada %[3]s ile %[4]s arasında dağılıyor (%[2]s fark), ama en yavaşı bile %[5]s ölçümlerinin en hızlısının (%[6]s) üstünde: ölçümler örtüşmüyor, ancak farkın neyden kaynaklandığını bu ölçümler gösteremiyor",
	},
	// The one-system article (g-rest).
	"about %s IOPS in random %s I/O":              {"rastgele %[2]s I/O'da yaklaşık %[1]s IOPS"},
	"At queue depth %d, what to plan with is %s.": {"Kuyruk derinliği %[1]d{+DA} hesaba katılabilecek değerler: %[2]s."},
	"Between %s and %s the machine's CPU use rose from %s to %s, while the job's own CPU time per I/O went only from %s to %s (%s between the two): the machine's figure follows the workload, not the job's own cost.": {
		"Makinenin CPU kullanımı %[1]s ile %[2]s arasında %[3]s{+DAn} %[4]s{+yA} çıkarken, işin kendi I/O başına CPU süresi yalnızca %[5]s ile %[6]s arasında değişti (iki iş yükü arasında %[7]s): makinenin rakamı işin kendi maliyetini değil, iş yükünün türünü izliyor.",
	},
	// The comparison, round 7: both platforms' leads weighed by their
	// queues, CPU efficiency in the lead, one in-flight range.
	"%s does the most work per unit of CPU in %s of the %s tests, up to %s that of the most efficient %s system in that test, %s (%s, %s vs %s).":                {"CPU kullanımına oranla en çok işi %[1]s çıkarıyor (%[3]s testin %[2]s{+(s)InDA}); en büyük fark %[7]s testinde: %[5]s tarafında o testin en verimli yapılandırması olan %[6]s{+(y)A} göre %[4]s (%[8]s{+(y)A} karşı %[9]s)."},
	"%s does the most work per unit of CPU in %s of the %s tests, up to %s more than the most efficient %s system in that test, %s (%s, %s vs %s).":              {"CPU kullanımına oranla en çok işi %[1]s çıkarıyor (%[3]s testin %[2]s{+(s)InDA}); en büyük fark %[7]s testinde: %[5]s tarafında o testin en verimli yapılandırması olan %[6]s{+(y)A} göre %[4]s fazla (%[8]s{+(y)A} karşı %[9]s)."},
	"%s's lead, of %s in %s, came with fewer I/Os in flight than the best %s system (about %s against %s), so a deeper queue does not explain it.":               {"%[1]s{+(n)In} %[3]s testindeki %[2]s{+lIk} üstünlüğü, en iyi %[4]s yapılandırmasından daha az I/O'yu aynı anda işlemde tutarak geliyor (yaklaşık %[5]s{+(y)A} karşı %[6]s); bu üstünlüğü daha derin bir kuyruk açıklamıyor."},
	"%s's leads, of up to %s, never came with more I/Os in flight than the best %s system (about %s against %s in %s), so a deeper queue does not explain them.": {"%[1]s{+(n)In} en fazla %[2]s{+lIk} üstünlüklerinin hiçbirinde aynı anda işlemdeki I/O sayısı en iyi %[3]s yapılandırmasınınkinden fazla değil (%[6]s testinde yaklaşık %[4]s{+(y)A} karşı %[5]s); bu üstünlükleri daha derin bir kuyruk açıklamıyor."},
	"%s's leads, of %s, each came with more I/Os in flight than the best %s system (%s more), so part of each may come from the deeper queue.":                   {"%[1]s{+(n)In} %[2]s{+lIk} üstünlüklerinin her birinde aynı anda işlemdeki I/O sayısı en iyi %[3]s yapılandırmasınınkinden fazla (%[4]s); her farkın bir bölümü daha derin kuyruktan geliyor olabilir."},
	"%s's lead, of %s in %s, came with %s more I/Os in flight than the best %s system, so part of it may come from the deeper queue.":                            {"%[1]s{+(n)In} %[3]s testindeki %[2]s{+lIk} üstünlüğünde aynı anda işlemdeki I/O sayısı en iyi %[5]s yapılandırmasınınkinden %[4]s fazla; farkın bir bölümü daha derin kuyruktan geliyor olabilir."},
	"%s's most consistent advantage is CPU efficiency.":                                                                                 {"%[1]s sisteminin en tutarlı üstünlüğü CPU verimliliği."},
	"%s does the most work per unit of CPU in %d of %d results.":                                                                        {"Harcanan CPU başına en çok işi %[1]s yapıyor (%[3]d{n} testin %[2]d{n}{+(s)InDA})."},
	"In %s, %s ran at %s CPU for %s, which points to the processor rather than the drives as the limit, while %s reached %s at %s CPU.": {"İşlemci kullanımı %[1]s testinde %[2]s için %[3]s; %[4]s{+DA} kalan bu sistemlerde hızı büyük olasılıkla depolama değil işlemci sınırlıyor. %[5]s ise aynı testte %[7]s CPU ile %[6]s veriyor."},
	"In %s, %s spends more CPU per unit of work than the other systems: %s.":                                                            {"İş başına CPU harcaması %[1]s testlerinde %[2]s için ötekilerden belirgin biçimde yüksek: %[3]s."},
	"In %s, %s spends less CPU per unit of work than the other systems: %s.":                                                            {"İş başına CPU harcaması %[1]s testlerinde %[2]s için ötekilerden belirgin biçimde düşük: %[3]s."},
	"Read bandwidth":  {"Okumada bant genişliği"},
	"Write bandwidth": {"Yazmada bant genişliği"},
	"%s vs %s on %s":  {"%[3]s{+DA} %[1]s ve %[2]s"},
	"%s vs %s on %s (never more than %s apart)": {"%[3]s{+DA} %[1]s ve %[2]s (aradaki fark hiçbir testte %[4]s değerini aşmıyor)"},
	"one is a tie":      {"biri berabere"},
	"%s are ties":       {"%[1]s testte berabere"},
	"about %s":          {"yaklaşık %[1]s"},
	"%s workloads (%s)": {"%[1]s iş yükü (%[2]s)"},
	// The one-system article (h-one2): the verdict of single short runs
	// gives the best they saw, an upper estimate.
	"At queue depth %d, single runs of %s give at best %s.": {"Kuyruk derinliği %[1]d{+DA}, %[2]s süren tek ölçümlerde en iyi durumda %[3]s elde edildi."},
	"Read that as an upper estimate, not a sustained rate: how much a repeat would differ is not known.": {
		"Bunu sürekli bir hız olarak değil, bir üst tahmin olarak okuyun: bir tekrarın ne kadar farklı çıkacağı bilinmiyor.",
	},
	// The repeated-run comparison (h-one2): at depth 1, the setup's
	// sentence leaves the depth to the limit said after it.
	"Each workload ran %d times on each, on a virtual disk (%s, %s) in a virtual machine with %d vCPUs.": {
		"Her iş yükü her yapılandırmada %[1]d kez, %[4]d vCPU'lu bir sanal makinenin sanal diskinde (%[2]s, %[3]s) çalıştırıldı.",
	},
	"Each workload ran %d times on each.": {"Her iş yükü her yapılandırmada %[1]d kez çalıştırıldı."},
	// The setup table (h-one2): the host row holds the machine's name.
	"Host name": {"Makine adı"},
	// The one-system article (h-one2): its lead says the runs were single.
	"Each workload ran once, for %s.": {"Her iş yükü bir kez, %s boyunca ölçüldü."},
	// comparison (h-comp2): queue claims that fit the data, the CPU caveat, the verdict's bottom line
	"in %s, %s kept about %s I/Os in flight against %s, so its %s lead there may come from the deeper queue": {"%[1]s testinde %[2]s aynı anda işlemde yaklaşık %[3]s I/O tutuyor, öteki %[4]s; oradaki %[5]s{+lIk} üstünlüğü daha derin kuyruktan geliyor olabilir"},
	"%s and %s each count CPU use in their own way, so read this comparison as approximate.":                 {"CPU kullanımını %[1]s ve %[2]s kendi sayaçlarıyla ölçtüğü için bu karşılaştırma yaklaşık."},
	"%s's most consistent advantage is CPU efficiency, though %s and %s count CPU use differently.":          {"%[1]s{+(n)In} en tutarlı üstünlüğü CPU verimliliği; ancak %[2]s ve %[3]s CPU kullanımını farklı biçimlerde ölçüyor."},
	"by a few per cent":                   {"yüzde birkaç farkla"},
	"%s leads most reads %s":              {"%[1]s okumaların çoğunda %[2]s önde"},
	"%s leads most writes %s":             {"%[1]s yazmaların çoğunda %[2]s önde"},
	"Neither platform wins outright: %s.": {"İki platformdan hiçbiri her alanda önde değil: %[1]s."},
	"Each figure is a single run, so none of the leads under %s is a reason to switch.": {"Her değer tek ölçümden geldiği için %[1]s{+(n)In} altındaki farkların hiçbiri platform değiştirmek için bir neden değil."},
	"%s: too close to rank from single runs.":                                           {"%[1]s: tek ölçümlerle sıralanamayacak kadar yakınlar."},
	// comparison (latency at unequal queues, round 8)
	"In %s, %s had the lowest mean latency (%s against %s for %s) and still delivered the most IOPS, with fewer I/Os in flight (about %s against %s): its shorter waits cost it no throughput.":                                                                                             {"Gecikmede üstünlük: %[1]s testlerinde en düşük ortalama gecikme %[2]s{+(n)In} (%[5]s{+(n)In} %[4]s değerine karşı %[3]s); en yüksek IOPS değeri de onun ve kuyrukta daha az I/O tutuyor (yaklaşık %[6]s{+(y)A} karşı %[7]s). Yani düşük gecikmeyi daha az iş yaparak elde etmiyor."},
	"In %s the systems with the lowest mean latency kept fewer I/Os in flight (IOPS × mean latency; %s or more apart, about %s for %s against %s for %s) and did not deliver the most IOPS: their shorter waits come from the shallower queues, so we do not compare mean latencies there.": {"Kuyruk farkı: %[1]s testlerinde en düşük ortalama gecikmeyi veren sistemler aynı anda işlemde daha az I/O tutuyor (IOPS × ortalama gecikme; fark en az %[2]s: %[4]s{+DA} yaklaşık %[3]s, %[6]s{+DA} %[5]s) ve en çok IOPS'u onlar vermiyor: kısa beklemeleri daha sığ kuyruktan geliyor, bu yüzden bu testlerde ortalama gecikmeleri karşılaştırmıyoruz."},
	// comparison (verdict: the queue only where it is the cut-off apart)
	// comparison (two engines too close in bandwidth, not in CPU)
	"%s: in bandwidth, too close to rank from single runs; in CPU use, %s spent far more than %s in %s.": {"%[1]s: bant genişliğinde tek ölçümlerle sıralanamayacak kadar yakınlar; CPU kullanımında ise şu testlerde %[2]s, %[3]s{+(y)A} göre çok daha fazla CPU harcıyor: %[4]s."},
	"%s (%s the CPU, %s vs %s)": {"%[1]s (%[2]s CPU; %[3]s{+(y)A} karşı %[4]s)"},
	"The %s and %s figures were measured in separate sessions, so their setups may differ.": {"Bu karşılaştırmada %[1]s ve %[2]s değerleri ayrı ölçüm oturumlarından geliyor; test düzenleri farklı olabilir."},
	"measuring session": {"ölçüm oturumu"},
	"%s leads %s of the %s reads, but only by %s, too small to call from single runs":                                                           {"%[1]s okumaların %[3]s{+(s)InDAn} %[2]s{+(s)InDA} önde, ama yalnızca %[4]s farkla; bu, tek ölçümlerle kesinleşmeyecek kadar küçük"},
	"%s leads %s of the %s writes, but only by %s, too small to call from single runs":                                                          {"%[1]s yazmaların %[3]s{+(s)InDAn} %[2]s{+(s)InDA} önde, ama yalnızca %[4]s farkla; bu, tek ölçümlerle kesinleşmeyecek kadar küçük"},
	"%s leads %s of the %s mixes, but only by %s, too small to call from single runs":                                                           {"%[1]s karma iş yüklerinin %[3]s{+(s)InDAn} %[2]s{+(s)InDA} önde, ama yalnızca %[4]s farkla; bu, tek ölçümlerle kesinleşmeyecek kadar küçük"},
	"%s leads %s of the %s trims, but only by %s, too small to call from single runs":                                                           {"%[1]s TRIM işlemlerinin %[3]s{+(s)InDAn} %[2]s{+(s)InDA} önde, ama yalnızca %[4]s farkla; bu, tek ölçümlerle kesinleşmeyecek kadar küçük"},
	"For about the same bandwidth it also needed more CPU in %s; in the other %s tests the two were within %s percentage points of each other.": {"Aşağı yukarı aynı bant genişliği için şu testlerde de daha fazla CPU harcıyor: %[1]s; kalan %[2]s testte ikisi arasındaki fark en fazla %[3]s yüzde puan."},
	"In the other %s tests the two were within %s percentage points of each other.":                                                             {"Kalan %[1]s testte ikisi arasındaki fark en fazla %[2]s puan."},
	"In %s the lowest mean latency was %s's, which kept far fewer I/Os in flight (IOPS × mean latency: about %s against %s for %s) and did not deliver the most IOPS: its shorter waits come from the shallower queue, so we do not compare mean latencies there.": {"Kuyruk farkı: %[1]s testlerinde en düşük ortalama gecikme %[2]s{+(n)In}, ama aynı anda işlemde çok daha az I/O tutuyor (IOPS × ortalama gecikme: yaklaşık %[3]s; %[5]s{+DA} %[4]s) ve en çok IOPS'u o vermiyor: kısa beklemesi daha sığ kuyruktan geliyor, bu yüzden bu testlerde ortalama gecikmeleri karşılaştırmıyoruz."},
	"Mean latencies not compared: the systems kept numbers of I/Os in flight %s or more apart, and the fastest did not deliver the most IOPS (see the findings).":                                                                                                  {"Ortalama gecikmeler karşılaştırılmadı: sistemlerin aynı anda işlemde tuttuğu I/O sayıları arasında en az %[1]s fark var ve en hızlı sistem en çok IOPS'u vermiyor (bkz. öne çıkanlar)."},
	"On %s, the stack matters more than the platform: %s is up to %s ahead of %s (%s, %s vs %s).":                                                                                                                                                                  {"Yığın seçimi platform seçiminden daha önemli: %[1]s tarafında %[2]s, %[4]s{+(y)A} göre %[3]s{+(y)A} varan farkla önde (%[5]s testinde %[6]s{+(y)A} karşı %[7]s)."},
	"On %s, %s and %s move about the same bandwidth, but %s needs far more CPU in %s.":                                                                                                                                                                             {"Bant genişliğinde %[1]s tarafında %[2]s ile %[3]s aşağı yukarı aynı, ama %[4]s şu testlerde çok daha fazla CPU harcıyor: %[5]s."},
	"%s's most consistent advantage is CPU efficiency, ahead in %s of the %s tests (in %s of them by under %s), though %s and %s count CPU use differently.":                                                                                                       {"%[1]s{+(n)In} en tutarlı üstünlüğü CPU verimliliği: %[3]s testin %[2]s{+(s)InDA} önde (bunların %[4]s{+(s)InDA} fark %[5]s{+(n)In} altında); ancak %[6]s ve %[7]s CPU kullanımını farklı biçimlerde ölçüyor."},
}
