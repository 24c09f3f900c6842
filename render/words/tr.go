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
		"%d ana makinede (%s), %s %s ile %s arasında değişiyor; yayılım, ana makinelerin medyanının %s kadarı (%s).",
	},
	"The slowest host, %s, is %s below the median (%s).": {
		"En yavaş ana makine %s, medyanın %s altında (%s).",
	},
	"The slowest host, %s, is %s above the median (%s).": {
		"En yavaş ana makine %s, medyanın %s üstünde (%s).",
	},
	"Far from the other hosts: %s.": {"Diğer ana makinelerden uzak: %s."},
	"The aggregate fio measured over all the hosts at once is %s.": {
		"fio'nun tüm ana makinelerde aynı anda ölçtüğü toplam %s.",
	},
	// Headings and labels of the page.
	"Key findings":                    {"Önemli bulgular"},
	"Results that are not the device": {"Cihazın kendisinden gelmeyen sonuçlar"},
	"Verdict":                         {"Değerlendirme"},
	"Warnings":                        {"Uyarılar"},
	"Test setup and sources":          {"Test düzeneği ve kaynaklar"},
	"Results":                         {"Sonuçlar"},
	"Charts":                          {"Grafikler"},
	"Notes":                           {"Notlar"},
	"Sources":                         {"Kaynaklar"},
	"%s (%s, %d bytes)":               {"%s (%s, %d bayt)"},
	"id %s":                           {"kimlik %s"},
	"%s  —  page %d":                  {"%s  —  sayfa %d"},
	// Titles and subtitles.
	"%s: storage performance compared": {"%s: depolama performansı karşılaştırması"},
	"%d systems compared: storage performance": {
		"%d sistem karşılaştırıldı: depolama performansı",
	},
	"%s, %s, %s; data: %s":                {"%s, %s, %s; veri: %s"},
	"%d systems":                          {"%d sistem"},
	"%d workloads":                        {"%d iş yükü"},
	"%s: storage performance":             {"%s: depolama performansı"},
	"%s, %s; data: %s":                    {"%s, %s; veri: %s"},
	"%d figures":                          {"%d değer"},
	"%d figures compared":                 {"%d değer karşılaştırıldı"},
	"%s (%d sources): %s":                 {"%s (%d kaynak): %s"},
	"CrystalDiskMark: %d drives compared": {"CrystalDiskMark: %d sürücü karşılaştırıldı"},
	"Queue depth: %s":                     {"Kuyruk derinliği: %s"},
	"Queue depth: %d configurations":      {"Kuyruk derinliği: %d yapılandırma"},
	"%s, %s, queue depth %s; data: %s":    {"%s, %s, kuyruk derinliği %s; veri: %s"},
	"%d configurations":                   {"%d yapılandırma"},
	"%d to %d":                            {"%d ile %d arası"},
	"%s to %s":                            {"%s ile %s arası"},
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
	"pattern?":            {"desen?"},
	"read":                {"okuma"},
	"write":               {"yazma"},
	"mixed":               {"karma"},
	"trim":                {"TRIM"},
	"rnd":                 {"rast."},
	"seq":                 {"sıralı"},
	"%sR":                 {"%sO"},
	"mix":                 {"karma"},
	"mix %s":              {"karma %s"},
	// Metrics and their units.
	"Bandwidth":                      {"Bant genişliği"},
	"Mean latency":                   {"Ortalama gecikme"},
	"Latency p50":                    {"Gecikme p50"},
	"Latency p99":                    {"Gecikme p99"},
	"Latency p99.9":                  {"Gecikme p99.9"},
	"CPU use":                        {"CPU kullanımı"},
	"IOPS per %% CPU":                {"CPU yüzdesi başına IOPS"},
	"Bandwidth per %% CPU":           {"CPU yüzdesi başına bant genişliği"},
	"CPU time per I/O":               {"I/O başına CPU süresi"},
	"IOPS per core":                  {"çekirdek başına IOPS"},
	"Bandwidth per CPU-second":       {"CPU-saniyesi başına bant genişliği"},
	"Score":                          {"Puan"},
	"Score in %s (higher is better)": {"%s cinsinden puan (yüksek olan daha iyi)"},
	"Score in %s (lower is better)":  {"%s cinsinden puan (düşük olan daha iyi)"},
	"%s per CPU-s":                   {"CPU-saniyesi başına %s"},
	"%s per %% CPU":                  {"CPU yüzdesi başına %s"},
	// Tables.
	"Block size":                {"Blok boyutu"},
	"best, clear of the others": {"en iyi, diğerlerinden açık ara önde"},
	"tied for best (within resolution or the tie threshold)": {
		"en iyide beraberlik (çözünürlük ya da beraberlik eşiği içinde)",
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
	"Unknown pattern %s, %s": {"Bilinmeyen desen, %s, %s"},
	"%s rounded to the nearest %s in the source; differences within that step are ties.": {
		"%[1]s kaynakta en yakın %[2]s katına yuvarlanmış; bu adım içindeki farklar beraberlik sayılır.",
	},
	"%s: change against %s": {"%[1]s: %[2]s karşısında değişim"},
	"Workload":              {"İş yükü"},
	"better than %s":        {"%s karşısında daha iyi"},
	"~ no difference (within resolution or the tie threshold)": {
		"~ fark yok (çözünürlük ya da beraberlik eşiği içinde)",
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
		"dirsek noktası: eğrinin en iyi değerinin %s kadarına ulaşan en küçük derinlik",
	},
	"%s, latency": {"%s, gecikme"},
	// Charts.
	"CPU efficiency: %s": {"CPU verimliliği: %s"},
	"%s (whiskers: 95%% confidence interval of the median)": {
		"%s (bıyıklar: medyanın %%95 güven aralığı)",
	},
	"%s: distribution of completion latency": {"%s: tamamlanma gecikmesinin dağılımı"},
	"%s: distribution of latency":            {"%s: gecikme dağılımı"},
	"I/Os at or below (%%)":                  {"Bu değerde ya da altında kalan I/O'lar (%%)"},
	"Latency (%s, log scale)":                {"Gecikme (%s, logaritmik ölçek)"},
	// A chart's description, for readers who cannot see it (SVG's <desc>).
	"Bar chart of %s for %s; workloads: %s.": {"%[2]s için %[1]s çubuk grafiği; iş yükleri: %[3]s."},
	"Line chart of %s for %s over queue depths %s to %s.": {
		"%[2]s için %[3]s ile %[4]s arası kuyruk derinliklerinde %[1]s çizgi grafiği.",
	},
	"Line chart of the share of I/Os at or below each latency, on a log scale, for %s.": {
		"%s için her gecikme değerinde ya da altında kalan I/O payının logaritmik ölçekte çizgi grafiği.",
	},
	"Median latency: %s.":                      {"Medyan gecikme: %s."},
	"Highest: %s, %s: %s. Lowest: %s, %s: %s.": {"En yüksek: %s, %s: %s. En düşük: %s, %s: %s."},
	"rated maximum":                            {"nominal azami değer"},
	"link":                                     {"bağlantı"},
	"Read, MB/s by test":                       {"Okuma, teste göre MB/s"},
	"Write, MB/s by test":                      {"Yazma, teste göre MB/s"},
	"Mix, MB/s by test":                        {"Karma, teste göre MB/s"},
	"%s: %s over queue depth":                  {"%[1]s: %[2]s, kuyruk derinliğine göre"},
	"%s: mean latency over queue depth":        {"%s: kuyruk derinliğine göre ortalama gecikme"},
	"Mean latency (%s)":                        {"Ortalama gecikme (%s)"},
	"%s: ratio to %s":                          {"%[1]s: %[2]s değerine oran"},
	"Ratio to %s":                              {"%s değerine oran"},
	"%s (rings: the knee)":                     {"%s (halkalar: dirsek noktası)"},
	// Charts of panels (small multiples), their axes and bars.
	"n/a":                                     {"yok"},
	"%s: throughput and CPU efficiency":       {"%s: aktarım hızı ve CPU verimliliği"},
	"Bar charts of %s for %s.":                {"%[2]s için %[1]s çubuk grafikleri."},
	"%s: highest %s, %s; lowest %s, %s.":      {"%s: en yüksek %s, %s; en düşük %s, %s."},
	"%s: %s and latency over queue depth":     {"%[1]s: %[2]s ve gecikme, kuyruk derinliğine göre"},
	"Mean latency against %s, by queue depth": {"%s karşısında ortalama gecikme, kuyruk derinliğine göre"},
	"Line chart of mean latency against %s for %s, a point per queue depth.": {"%[2]s için %[1]s karşısında ortalama gecikmenin çizgi grafiği; her nokta bir kuyruk derinliği."},
	"log scale":                          {"logaritmik ölçek"},
	"%s, log scale":                      {"%s, logaritmik ölçek"},
	"%s: MB/s, IOPS and latency by test": {"%s: teste göre MB/s, IOPS ve gecikme"},
	"whiskers: 95%% confidence interval of the median": {"bıyıklar: medyanın %%95 güven aralığı"},
	// Findings of a comparison.
	"%s leads %d of %d":            {"%[1]s %[2]d sonuçta önde (toplam %[3]d)"},
	"%s leads all %d it ran":       {"%[1]s girdiği %[2]d testin hepsinde önde"},
	"%s leads %d of the %d it ran": {"%[1]s %[2]d testte önde (yalnızca %[3]d teste girdi)"},
	"by %s (%s, %s vs %s)":         {"%[1]s farkla (%[2]s: %[3]s vs %[4]s)"},
	"by %s to %s (most in %s, %s vs %s)": {
		"%[1]s ile %[2]s arası farkla (en çok %[3]s iş yükünde: %[4]s vs %[5]s)",
	},
	"%s is CPU-bound on %s: %s CPU for %s, so the processor, not the storage, sets the pace.": {
		"%[1]s iş yükünde %[2]s CPU sınırında: %[4]s için %[3]s CPU; hızı depolama değil işlemci belirliyor.",
	},
	"%s does %s at %s CPU.": {"%[1]s ise %[3]s CPU ile %[2]s sağlıyor."},
	"%s is a tie on %s, %s to %s: about %s per drive over the %d drives, so the drives, not the software, set the limit.": {
		"%[1]s iş yükünde %[2]s berabere, %[3]s ile %[4]s arası: %[6]d sürücüye bölününce sürücü başına yaklaşık %[5]s; sınırı yazılım değil sürücüler koyuyor.",
	},
	"%s is a tie on %s, %s to %s, at %s to %s CPU: about %s per drive over the %d drives, so the drives, not the software, set the limit.": {
		"%[1]s iş yükünde %[2]s berabere, %[3]s ile %[4]s arası, CPU %[5]s ile %[6]s arasında: %[8]d sürücüye bölününce sürücü başına yaklaşık %[7]s; sınırı yazılım değil sürücüler koyuyor.",
	},
	"Bandwidth, %s against %s": {"Bant genişliği, %[1]s ve %[2]s karşılaştırması"},
	"IOPS, %s against %s":      {"IOPS, %[1]s ve %[2]s karşılaştırması"},
	"Bandwidth, %s against %s, never more than %s apart": {
		"Bant genişliği, %[1]s ve %[2]s karşılaştırması (fark hiçbir sonuçta %[3]s değerini aşmıyor)",
	},
	"IOPS, %s against %s, never more than %s apart": {
		"IOPS, %[1]s ve %[2]s karşılaştırması (fark hiçbir sonuçta %[3]s değerini aşmıyor)",
	},
	"%s, where %s and %s do the same work (%s and %s): %s uses %s less CPU (%s vs %s).": {
		"%[1]s iş yükünde %[2]s ve %[3]s aynı işi yapıyor (%[4]s ve %[5]s): %[6]s %[7]s daha az CPU kullanıyor (%[8]s vs %[9]s).",
	},
	"%s, where %s and %s do the same work (%s and %s): %s uses %s the CPU of %s (%s vs %s).": {
		"%[1]s iş yükünde %[2]s ve %[3]s aynı işi yapıyor (%[4]s ve %[5]s): %[6]s, %[8]s ile kıyaslandığında %[7]s CPU kullanıyor (%[9]s vs %[10]s).",
	},
	"%s their median in %s (%s CPU for %s, against %s)": {
		"%[2]s iş yükünde %[1]s (%[4]s için %[3]s CPU; diğerlerinin medyanı %[5]s)",
	},
	"%s less than their median in %s (%s CPU for %s, against %s)": {
		"%[2]s iş yükünde %[1]s daha az (%[4]s için %[3]s CPU; diğerlerinin medyanı %[5]s)",
	},
	"%s spends more CPU per unit of work than the other systems: %s.": {
		"%[1]s birim iş başına diğer sistemlerden daha fazla CPU harcıyor: %[2]s.",
	},
	"%s spends less CPU per unit of work than the other systems: %s.": {
		"%[1]s birim iş başına diğer sistemlerden daha az CPU harcıyor: %[2]s.",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more bandwidth per %% of CPU than %s (%s vs %s).": {
		"CPU birimi başına en çok I/O'yu %[1]s yapıyor (%[2]d sonuçta, toplam %[3]d); en büyük fark %[4]s iş yükünde: %[6]s ile kıyaslandığında CPU yüzdesi başına %[5]s daha fazla bant genişliği (%[7]s vs %[8]s).",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s the bandwidth per %% of CPU of %s (%s vs %s).": {
		"CPU birimi başına en çok I/O'yu %[1]s yapıyor (%[2]d sonuçta, toplam %[3]d); en büyük fark %[4]s iş yükünde: %[6]s ile kıyaslandığında CPU yüzdesi başına %[5]s bant genişliği (%[7]s vs %[8]s).",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more IOPS per %% of CPU than %s (%s vs %s).": {
		"CPU birimi başına en çok I/O'yu %[1]s yapıyor (%[2]d sonuçta, toplam %[3]d); en büyük fark %[4]s iş yükünde: %[6]s ile kıyaslandığında CPU yüzdesi başına %[5]s daha fazla IOPS (%[7]s vs %[8]s).",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s the IOPS per %% of CPU of %s (%s vs %s).": {
		"CPU birimi başına en çok I/O'yu %[1]s yapıyor (%[2]d sonuçta, toplam %[3]d); en büyük fark %[4]s iş yükünde: %[6]s ile kıyaslandığında CPU yüzdesi başına %[5]s IOPS (%[7]s vs %[8]s).",
	},
	"Largest latency gap: %s, %s at %s against %s at %s, %s as long (%s apart).": {
		"En büyük gecikme farkı: %[1]s, %[2]s %[3]s, %[4]s ise %[5]s; yani %[6]s daha uzun (arada %[7]s).",
	},
	"%s peaks at %s (%s, %s of the link)": {
		"%[1]s en yüksek %[2]s değerine ulaşıyor (%[3]s; kapasite kullanımı %[4]s)",
	},
	"On %s (%s after its framing): %s.": {
		"%[1]s bağlantısında (çerçeveleme sonrası %[2]s): %[3]s.",
	},
	"%s: the link, not the drive, sets that figure.": {
		"%s: bu değeri sürücü değil bağlantı belirliyor.",
	},
	"%s: no outright lead":                   {"%s: açık bir önde olan yok"},
	"%d results are ties":                    {"%d sonuç berabere"},
	"Bandwidth reads":                        {"Bant genişliği, okuma"},
	"Bandwidth writes":                       {"Bant genişliği, yazma"},
	"Bandwidth mixed workloads":              {"Bant genişliği, karma iş yükleri"},
	"Bandwidth trims":                        {"Bant genişliği, TRIM"},
	"IOPS reads":                             {"IOPS, okuma"},
	"IOPS writes":                            {"IOPS, yazma"},
	"IOPS mixed workloads":                   {"IOPS, karma iş yükleri"},
	"IOPS trims":                             {"IOPS, TRIM"},
	"below the %s tie threshold":             {"%s beraberlik eşiğinin altında"},
	"within the figures' printed resolution": {"değerlerin yazılı çözünürlüğü içinde"},
	"not a significant difference over the repeated runs (alpha %s)": {
		"tekrarlanan çalıştırmalarda anlamlı bir fark değil (alfa %s)",
	},
	"not a significant difference over the repeated runs (alpha %s, p %s)": {
		"tekrarlanan çalıştırmalarda anlamlı bir fark değil (alfa %s, p %s)",
	},
	"%s bandwidth is a tie: %s within %s of each other (%s to %s), %s.": {
		"%[1]s bant genişliğinde beraberlik: %[2]s birbirinden en fazla %[3]s farklı (%[4]s ile %[5]s arası), %[6]s.",
	},
	"%s IOPS is a tie: %s within %s of each other (%s to %s), %s.": {
		"%[1]s IOPS değerinde beraberlik: %[2]s birbirinden en fazla %[3]s farklı (%[4]s ile %[5]s arası), %[6]s.",
	},
	// The systems that tie, as the tie's sentence says them (Polish: in
	// the genitive of "wyniki ...").
	"one system":        {"tek sistem"},
	"both systems":      {"iki sistem de"},
	"all three systems": {"üç sistem de"},
	"all four systems":  {"dört sistem de"},
	"all five systems":  {"beş sistem de"},
	"all six systems":   {"altı sistem de"},
	"all %d systems":    {"%d sistemin tümü"},
	"Largest latency gap: %s, %s %s vs %s %s, %s lower (%s apart).": {
		"En büyük gecikme farkı: %[1]s, %[2]s %[3]s vs %[4]s %[5]s; %[6]s daha düşük (arada %[7]s).",
	},
	// What one system's data supports on its own (alone.go).
	"Highest bandwidth: %s, %s; lowest: %s, %s.": {
		"En yüksek bant genişliği: %s, %s; en düşük: %s, %s.",
	},
	"Highest IOPS: %s, %s; lowest: %s, %s.": {"En yüksek IOPS: %s, %s; en düşük: %s, %s."},
	"Lowest mean latency: %s, %s; highest: %s, %s.": {
		"En düşük ortalama gecikme: %s, %s; en yüksek: %s, %s.",
	},
	"Lowest p99 latency: %s, %s; highest: %s, %s.": {
		"En düşük p99 gecikmesi: %s, %s; en yüksek: %s, %s.",
	},
	"Least CPU time per I/O: %s, %s; most: %s, %s.": {
		"I/O başına en az CPU süresi: %s, %s; en çok: %s, %s.",
	},
	"%s: every figure is flagged below as not the device's alone.": {
		"%s: her değer aşağıda cihazın tek başına verdiği bir değer olmadığı için işaretlendi.",
	},
	"%s: the best figure is flagged below as not the device's alone; the best the flags do not call into doubt is %s, %s.": {
		"%s: en iyi değer aşağıda cihazın tek başına verdiği bir değer olmadığı için işaretlendi; işaretlerin şüpheye düşürmediği en iyi değer %s, %s.",
	},
	"Longest latency tail: %s, where the p99 latency (%s) is %sx the mean (%s).": {
		"En uzun gecikme kuyruğu: %[1]s; burada p99 gecikmesi (%[2]s) ortalamanın (%[4]s) %[3]s katı.",
	},
	"Queue depth: from %s to %s, mean latency is multiplied by %s but IOPS only by %s; the added I/Os mostly wait in the queue.": {
		"Kuyruk derinliği: %[1]s iş yükünden %[2]s iş yüküne geçişte ortalama gecikme %[3]s ile çarpılıyor, IOPS ise yalnızca %[4]s ile; eklenen I/O'lar çoğunlukla kuyrukta bekliyor.",
	},
	"Queue depth: from %s to %s, IOPS is multiplied by %s and mean latency by %s; the added I/Os are served side by side.": {
		"Kuyruk derinliği: %[1]s iş yükünden %[2]s iş yüküne geçişte IOPS %[3]s ile, ortalama gecikme %[4]s ile çarpılıyor; eklenen I/O'lar yan yana işleniyor.",
	},
	"Block size: from %s to %s, mean latency is multiplied by %s but bandwidth only by %s; larger blocks take longer without moving data as much faster.": {
		"Blok boyutu: %[1]s iş yükünden %[2]s iş yüküne geçişte ortalama gecikme %[3]s ile çarpılıyor, bant genişliği ise yalnızca %[4]s ile; büyük bloklar daha uzun sürüyor ama veriyi o oranda hızlı taşımıyor.",
	},
	"Block size: from %s to %s, bandwidth is multiplied by %s and mean latency by %s; larger blocks move more data for their latency.": {
		"Blok boyutu: %[1]s iş yükünden %[2]s iş yüküne geçişte bant genişliği %[3]s ile, ortalama gecikme %[4]s ile çarpılıyor; büyük bloklar gecikmelerine göre daha çok veri taşıyor.",
	},
	"%s: IOPS times mean latency puts %s I/Os in flight, more than the %d the queue depth and jobs allow; the latency and the IOPS figures do not describe the same I/Os.": {
		"%[1]s: IOPS ile ortalama gecikmenin çarpımı aynı anda %[2]s I/O veriyor; bu, kuyruk derinliği ve iş sayısının izin verdiği %[3]d değerinden fazla; gecikme ve IOPS değerleri aynı I/O'ları anlatmıyor.",
	},
	"%s: IOPS times mean latency puts only %s I/Os in flight of the %d the queue depth and jobs allow; the queue stood partly empty, so the engine or the tool, not the device, set the pace.": {
		"%[1]s: IOPS ile ortalama gecikmenin çarpımı, kuyruk derinliği ve iş sayısının izin verdiği %[3]d I/O'dan aynı anda yalnızca %[2]s tanesini veriyor; kuyruk kısmen boş kaldı, yani hızı cihaz değil motor ya da araç belirledi.",
	},
	"Little's law: IOPS times mean completion latency puts %s of the queue's slots in flight; completion latency leaves out each I/O's submission, so the queue was at least this full.": {
		"Little yasası: IOPS ile ortalama tamamlanma gecikmesinin çarpımı kuyruk yuvalarının %s kadarını dolu gösteriyor; tamamlanma gecikmesi her I/O'nun gönderimini dışarıda bırakır, yani kuyruk en az bu kadar doluydu.",
	},
	"Little's law holds: IOPS times mean latency puts %s of the queue's slots in flight in every workload, so the latency and IOPS figures describe the same I/Os and the queue was kept full.": {
		"Little yasası geçerli: her iş yükünde IOPS ile ortalama gecikmenin çarpımı kuyruk yuvalarının %s kadarını dolu gösteriyor; yani gecikme ve IOPS değerleri aynı I/O'ları anlatıyor ve kuyruk dolu tutuldu.",
	},
	"Method: one system was measured, so no figure is compared with another system's; the findings set its workloads side by side.": {
		"Yöntem: tek bir sistem ölçüldü, bu yüzden hiçbir değer başka bir sistemin değeriyle karşılaştırılmadı; bulgular sistemin iş yüklerini yan yana koyar.",
	},
	// The verdict.
	"The CPU holds back %s in %s.": {"%[2]s iş yükünde %[1]s için darboğaz CPU."},
	"The drives, not the software, set every system's figure in %s.": {
		"%s iş yükünde tüm sistemlerin değerini yazılım değil sürücüler belirliyor.",
	},
	"%s does the most work per unit of CPU in %d of %d results: its clearest advantage is CPU efficiency.": {
		"CPU birimi başına en çok işi %[1]s yapıyor (%[2]d sonuçta, toplam %[3]d): en belirgin üstünlüğü CPU verimliliği.",
	},
	"%s leads every read it ran (%d of %d results)": {
		"%[1]s girdiği her okuma testinde önde (%[2]d sonuçta, toplam %[3]d)",
	},
	"%s leads every write it ran (%d of %d results)": {
		"%[1]s girdiği her yazma testinde önde (%[2]d sonuçta, toplam %[3]d)",
	},
	"%s leads every mixed workload it ran (%d of %d results)": {
		"%[1]s girdiği her karma iş yükünde önde (%[2]d sonuçta, toplam %[3]d)",
	},
	"%s leads every trim it ran (%d of %d results)": {
		"%[1]s girdiği her TRIM testinde önde (%[2]d sonuçta, toplam %[3]d)",
	},
	"no one leads the reads":           {"okumada kimse önde değil"},
	"no one leads the writes":          {"yazmada kimse önde değil"},
	"no one leads the mixed workloads": {"karma iş yüklerinde kimse önde değil"},
	"no one leads the trims":           {"TRIM işlemlerinde kimse önde değil"},
	"no one leads most reads (%s leads %d of %d)": {
		"okumaların çoğunda kimse önde değil (%[1]s, %[3]d sonucun %[2]d tanesinde önde)",
	},
	"no one leads most writes (%s leads %d of %d)": {
		"yazmaların çoğunda kimse önde değil (%[1]s, %[3]d sonucun %[2]d tanesinde önde)",
	},
	"no one leads most mixed workloads (%s leads %d of %d)": {
		"karma iş yüklerinin çoğunda kimse önde değil (%[1]s, %[3]d sonucun %[2]d tanesinde önde)",
	},
	"no one leads most trims (%s leads %d of %d)": {
		"TRIM işlemlerinin çoğunda kimse önde değil (%[1]s, %[3]d sonucun %[2]d tanesinde önde)",
	},
	"%s leads most reads (%d of %d bandwidth results)": {
		"%[1]s okumaların çoğunda önde (%[3]d bant genişliği sonucunun %[2]d tanesinde)",
	},
	"%s leads most writes (%d of %d bandwidth results)": {
		"%[1]s yazmaların çoğunda önde (%[3]d bant genişliği sonucunun %[2]d tanesinde)",
	},
	"%s leads most mixed workloads (%d of %d bandwidth results)": {
		"%[1]s karma iş yüklerinin çoğunda önde (%[3]d bant genişliği sonucunun %[2]d tanesinde)",
	},
	"%s leads most trims (%d of %d bandwidth results)": {
		"%[1]s TRIM işlemlerinin çoğunda önde (%[3]d bant genişliği sonucunun %[2]d tanesinde)",
	},
	"%s leads most reads (%d of %d IOPS results)": {
		"%[1]s okumaların çoğunda önde (%[3]d IOPS sonucunun %[2]d tanesinde)",
	},
	"%s leads most writes (%d of %d IOPS results)": {
		"%[1]s yazmaların çoğunda önde (%[3]d IOPS sonucunun %[2]d tanesinde)",
	},
	"%s leads most mixed workloads (%d of %d IOPS results)": {
		"%[1]s karma iş yüklerinin çoğunda önde (%[3]d IOPS sonucunun %[2]d tanesinde)",
	},
	"%s leads most trims (%d of %d IOPS results)": {
		"%[1]s TRIM işlemlerinin çoğunda önde (%[3]d IOPS sonucunun %[2]d tanesinde)",
	},
	// How the comparison judged.
	"Method: the best figure of each workload wins only when it is clear of the others by more than their printed resolution and by more than %s; otherwise the result is a tie.": {
		"Yöntem: bir iş yükünün en iyi değeri, ancak diğerlerinden hem onların yazılı çözünürlüğünden hem de %s eşiğinden daha büyük bir farkla ayrıldığında kazanır; aksi hâlde sonuç beraberliktir.",
	},
	"Platforms, from the first word of the system labels: %s; a lead is measured against the best system of the other platform.": {
		"Platformlar, sistem adlarının ilk kelimesinden: %s; üstünlük, diğer platformun en iyi sistemine karşı ölçülür.",
	},
	"Platforms, from the platform column: %s; a lead is measured against the best system of the other platform.": {
		"Platformlar, platform sütunundan: %s; üstünlük, diğer platformun en iyi sistemine karşı ölçülür.",
	},
	"A lead is measured against the runner-up.": {"Üstünlük, ikinci sıradakine karşı ölçülür."},
	"the Mann-Whitney test":                     {"Mann-Whitney testi"},
	"Welch's t-test":                            {"Welch t testi"},
	"Where runs were repeated, a difference counts only when it is significant at alpha %s by %s, Holm-corrected over the tests of one measurement across the workloads compared; bandwidth and IOPS, being one measurement, are tested once.": {
		"Çalıştırmaların tekrarlandığı yerlerde bir fark, ancak %[2]s ile alfa %[1]s düzeyinde anlamlıysa sayılır; Holm düzeltmesi, karşılaştırılan iş yükleri boyunca bir ölçümün testleri üzerinden yapılır; tek bir ölçüm olan bant genişliği ve IOPS bir kez test edilir.",
	},
	"Holm-corrected over the %d tests of %s": {"Holm düzeltmeli, %[2]s için %[1]d test üzerinden"},
	"Holm-corrected over the %d tests of %s (one measurement, tested once for both)": {
		"Holm düzeltmeli, %[2]s için %[1]d test üzerinden (tek ölçüm, ikisi için bir kez test edildi)",
	},
	"Holm-corrected over the %d tests of %s (one measurement, tested once for all of them)": {
		"Holm düzeltmeli, %[2]s için %[1]d test üzerinden (tek ölçüm, hepsi için bir kez test edildi)",
	},
	// Results that cannot be the device alone.
	"the link": {"bağlantı"},
	"%s, %s: %s of the %s %s carries after its framing; the link, not the device, is the limit.": {
		"%[1]s, %[2]s: %[5]s çerçeveleme sonrasında en fazla %[4]s taşır; sonuç bunun %[3]s kadarına ulaşıyor, yani sınır cihaz değil, bağlantı.",
	},
	"%s, %s: %s, above the %s %s sends at all; a cache on the host's side of the link answered, not the device.": {
		"%[1]s, %[2]s: %[3]s, oysa %[5]s üzerinden en fazla %[4]s gönderilebilir; yanıtı cihaz değil, bağlantının ana makine tarafındaki bir önbellek verdi.",
	},
	"%s, %s: %s above the device's rated maximum; a cache answered, not the device.": {
		"%[1]s, %[2]s: cihazın nominal azami değerinin %[3]s üzerinde; yanıtı cihaz değil, bir önbellek verdi.",
	},
	"%s, %s: %s above the most the bare device did; a cache, likely the host's page cache, answered.": {
		"%[1]s, %[2]s: çıplak cihazın ulaştığı en yüksek değerin %[3]s üzerinde; yanıtı bir önbellek, büyük olasılıkla ana makinenin sayfa önbelleği verdi.",
	},
	"%s, %s: flagged %s": {"%s, %s: işaretlendi (%s)"},
	"%s, %s at %s":       {"%[1]s, %[2]s (%[3]s)"},
	"%s: %s to %s above the device's rated maximum; a cache answered, not the device.": {
		"%[1]s: cihazın nominal azami değerinin %[2]s ile %[3]s arası üzerinde; yanıtı cihaz değil, bir önbellek verdi.",
	},
	"%s: %s to %s of the %s %s carries after its framing; the link, not the device, is the limit.": {
		"%[1]s: %[5]s çerçeveleme sonrasında en fazla %[4]s taşır; sonuçlar bunun %[2]s ile %[3]s arası kadarına ulaşıyor, yani sınır cihaz değil, bağlantı.",
	},
	"%s: %s to %s the %s %s sends at all; a cache on the host's side of the link answered, not the device.": {
		"%[1]s: %[5]s üzerinden en fazla gönderilebilen %[4]s değerinin %[2]s ile %[3]s arası; yanıtı cihaz değil, bağlantının ana makine tarafındaki bir önbellek verdi.",
	},
	"%s: flagged %s": {"%s: işaretlendi (%s)"},
	// A queue-depth sweep. A configuration is named with what its target
	// is, in parentheses, so that its name stays as given; depths (QD32)
	// and figures take no case ending: Turkish joins them with "ile" and
	// "düzeyi", Polish puts them after "przy", "od" and "do".
	"%s (memory)":       {"%s (bellek)"},
	"%s (%s disk)":      {"%s (%s diski)"},
	"%s (virtual disk)": {"%s (sanal disk)"},
	"%s: in memory (a RAM-backed file system or RAM disk), so its figures are what the I/O stack does without a device, the ceiling of the software stack, not a storage result.": {
		"%s: bellekte çalışıyor (RAM tabanlı bir dosya sistemi ya da RAM diski); değerleri, I/O yığınının hiçbir cihaz olmadan ulaştığı hızı, yani yazılım yığınının tavanını gösterir, bir depolama sonucu değildir.",
	},
	"%s: a %s virtual disk, so its figures are the hypervisor's I/O path and the host's storage behind it, not a drive's alone.": {
		"%[1]s: bir %[2]s sanal diski; değerleri tek başına bir sürücünün değil, hipervizörün I/O yolunun ve arkasındaki ana makine depolamasının sonucudur.",
	},
	"%s: a virtual disk, so its figures are the hypervisor's I/O path and the host's storage behind it, not a drive's alone.": {
		"%s: bir sanal disk; değerleri tek başına bir sürücünün değil, hipervizörün I/O yolunun ve arkasındaki ana makine depolamasının sonucudur.",
	},
	"%s, within the noise of %s":   {"%[1]s; şunlarla farkı gürültü payı içinde: %[2]s"},
	"%s: %s peaks at %s (%s)":      {"%[1]s: %[2]s en yüksek %[3]s değerine ulaşıyor (%[4]s)"},
	"%s peaks highest, at %s (%s)": {"en yüksek değere %[1]s ulaşıyor: %[2]s (%[3]s)"},
	"%s at %s (%s), %s of it":      {"%[1]s ise %[2]s (%[3]s), bunun %[4]s düzeyinde"},
	"%s at %s (%s), %s of it, a difference inside the run-to-run noise": {
		"%[1]s ise %[2]s (%[3]s), bunun %[4]s düzeyinde; bu fark çalıştırmalar arası gürültü payı içinde",
	},
	"%s reaches %s of its peak only at %s (%s), the deepest depth measured: it may not have reached its limit": {
		"%[1]s, tepe değerinin %[2]s düzeyine ancak %[3]s ile ulaşıyor (%[4]s); bu, ölçülen en derin kuyruk: sınırına henüz ulaşmamış olabilir",
	},
	"%s reaches %s of its peak at %s (%s) and stays there through %s": {
		"%[1]s, tepe değerinin %[2]s düzeyine %[3]s ile ulaşıyor (%[4]s) ve %[5]s dahil bu düzeyde kalıyor",
	},
	"%s reaches %s of its peak at %s (%s) and falls below it at %s": {
		"%[1]s, tepe değerinin %[2]s düzeyine %[3]s ile ulaşıyor (%[4]s) ve %[5]s ile bu düzeyin altına iniyor",
	},
	"%s reaches %s of its peak at %s (%s) and falls below it from %s on": {
		"%[1]s, tepe değerinin %[2]s düzeyine %[3]s ile ulaşıyor (%[4]s); %[5]s ve ötesinde bu düzeyin altında kalıyor",
	},
	"%s first reaches %s of its peak at %s (%s) and is at or above it only at %s": {
		"%[1]s, tepe değerinin %[2]s düzeyine ilk kez %[3]s ile ulaşıyor (%[4]s); bu düzeyde ya da üstünde yalnızca şu derinliklerde: %[5]s",
	},
	"%s; from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise: the added requests only queue": {
		"%[1]s; %[2]s ile %[3]s arasında gecikme %[4]s artıyor (%[5]s iken %[6]s oluyor), ama kazanç gürültü payını aşmıyor: eklenen istekler yalnızca kuyrukta bekliyor",
	},
	"%s; likewise, from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise": {
		"%[1]s; %[2]s ile %[3]s arasında gecikme burada da %[4]s artıyor (%[5]s iken %[6]s oluyor), kazanç yine gürültü payını aşmıyor",
	},
	"%s; it too loses %s from its peak at %s to %s (%s to %s), while its latency grows %s": {
		"%[1]s; o da %[3]s ile ulaştığı tepe değerden %[4]s düzeyine kadar %[2]s kaybediyor (%[5]s iken %[6]s oluyor), gecikme ise %[7]s artıyor",
	},
	"Past the depths where it first reaches %s of its peak (%s), a deeper queue adds latency, not throughput.": {
		"Tepe değerinin %[1]s düzeyine ilk ulaştığı derinliklerin ötesinde (%[2]s) daha derin bir kuyruk verim değil, yalnızca gecikme ekliyor.",
	},
	"%s; from %s to %s it gains nothing beyond the noise": {
		"%[1]s; %[2]s ile %[3]s arasındaki kazanç gürültü payını aşmıyor",
	},
	"%s; from its peak at %s to %s it loses %s (%s to %s) while its latency grows %s": {
		"%[1]s; %[2]s ile ulaştığı tepe değerden %[3]s düzeyine kadar %[4]s kaybediyor (%[5]s iken %[6]s oluyor), gecikme ise %[7]s artıyor",
	},
	"%s; from its peak at %s to %s it loses %s (%s to %s)": {
		"%[1]s; %[2]s ile ulaştığı tepe değerden %[3]s düzeyine kadar %[4]s kaybediyor (%[5]s iken %[6]s oluyor)",
	},
	"%s; its swings from %s on, between %s and %s, are within the run-to-run noise": {
		"%[1]s; %[2]s ve ötesindeki dalgalanmalar (%[3]s ile %[4]s arası) çalıştırmalar arası gürültü payı içinde",
	},
	"%s; going on to %s changes it by %s": {
		"%[1]s; %[2]s düzeyine çıkmak sonucu %[3]s değiştiriyor",
	},
	"%s; going on to %s multiplies its latency by %s for %s more IOPS": {
		"%[1]s; %[2]s düzeyine çıkmak gecikmeyi %[3]s artırıp IOPS değerine %[4]s ekliyor",
	},
	"%s; going on to %s multiplies its latency by %s for %s more bandwidth": {
		"%[1]s; %[2]s düzeyine çıkmak gecikmeyi %[3]s artırıp bant genişliğine %[4]s ekliyor",
	},
	"%s; going on to %s multiplies its latency by %s for %s fewer IOPS": {
		"%[1]s; %[2]s düzeyine çıkmak gecikmeyi %[3]s artırırken IOPS değerini %[4]s düşürüyor",
	},
	"%s; going on to %s multiplies its latency by %s for %s less bandwidth": {
		"%[1]s; %[2]s düzeyine çıkmak gecikmeyi %[3]s artırırken bant genişliğini %[4]s düşürüyor",
	},
	"Each depth's figure is a single run of %s, not repeated: too short to see a drive's cache fill or its background work.": {
		"Her derinliğin değeri tek bir %s çalıştırmadan geliyor, tekrar yok: bu süre, bir sürücünün önbelleğinin dolmasını ya da arka plan işlerini görmek için çok kısa.",
	},
	"Some depths' figures are a single run, not repeated.": {
		"Bazı derinliklerin değerleri tek çalıştırmadan geliyor, tekrar yok.",
	},
	"Runs are as short as %s: too short to see a drive's cache fill or its background work.": {
		"En kısa çalıştırma %s sürüyor: bu süre, bir sürücünün önbelleğinin dolmasını ya da arka plan işlerini görmek için çok kısa.",
	},
	"±%s for %s (differences under %s are noise)": {
		"%[2]s için ±%[1]s (%[3]s altındaki farklar gürültüdür)",
	},
	"The spread of the repeated runs puts the run-to-run noise at %s.": {
		"Tekrarlanan çalıştırmaların dağılımına göre çalıştırmalar arası gürültü: %s.",
	},
	"The curves' zig-zags put the run-to-run noise at %s.": {
		"Eğrilerdeki zikzaklara göre çalıştırmalar arası gürültü: %s.",
	},
	"%s: no repeats and no zig-zag to measure the noise by, so small differences cannot be judged.": {
		"%s: gürültüyü ölçecek ne tekrar ne de zikzak var; bu yüzden küçük farklar değerlendirilemez.",
	},
	"%s, %s of the memory ceiling": {"%[1]s, bellek tavanının %[2]s düzeyinde"},
	"%s, from a write cache":       {"%s, yazma önbelleğinden"},
	"%s, flagged":                  {"%s, işaretli"},
	"%s at its best: %s.":          {"En iyi sonuçlar, %[1]s: %[2]s."},
	"These are single runs: a difference under %s between two figures of one configuration is within the noise.": {
		"Bunlar tek çalıştırmalar: aynı yapılandırmanın iki değeri arasında %s altındaki bir fark gürültü payı içindedir.",
	},
	"A difference under %s between two figures of one configuration is within the noise.": {
		"Aynı yapılandırmanın iki değeri arasında %s altındaki bir fark gürültü payı içindedir.",
	},
	"%s, %s at %s: %s above the most %s did; a cache answered, not the device.": {
		"%[1]s, %[2]s (%[3]s): %[5]s için ölçülen en yüksek değerin %[4]s üzerinde; yanıtı cihaz değil, bir önbellek verdi.",
	},
	"%s: %s to %s above the most %s did; a cache answered, not the device.": {
		"%[1]s: %[4]s için ölçülen en yüksek değerin %[2]s ile %[3]s arası üzerinde; yanıtı cihaz değil, bir önbellek verdi.",
	},
	"%s, %s: its peak, %s at %s, is %s its %s peak (%s at %s). A disk does not write faster than it reads: a write-back cache took the writes, behind a virtual disk most likely the host's page cache (cache=writeback).": {
		"%[1]s, %[2]s: tepe değeri %[3]s (%[4]s), %[6]s tepe değeri ise %[7]s (%[8]s); oran %[5]s. Bir disk okuduğundan hızlı yazamaz: yazmaları bir geri yazma (write-back) önbelleği karşıladı; sanal bir diskin arkasında bu, büyük olasılıkla ana makinenin sayfa önbelleğidir (cache=writeback).",
	},
	"%s, %s: its peak, %s at %s, is %s its %s peak (%s at %s). A drive does not write faster than it reads: a write-back cache took the writes, the drive's DRAM or SLC cache, or the page cache if the I/O was buffered.": {
		"%[1]s, %[2]s: tepe değeri %[3]s (%[4]s), %[6]s tepe değeri ise %[7]s (%[8]s); oran %[5]s. Bir sürücü okuduğundan hızlı yazamaz: yazmaları bir geri yazma (write-back) önbelleği karşıladı; sürücünün DRAM ya da SLC önbelleği, I/O tamponluysa sayfa önbelleği.",
	},
	"%s, %s: its peak, %s at %s, is %s its %s peak (%s at %s). A device does not write faster than it reads: a write-back cache took the writes, a page cache or the drive's own DRAM or SLC cache.": {
		"%[1]s, %[2]s: tepe değeri %[3]s (%[4]s), %[6]s tepe değeri ise %[7]s (%[8]s); oran %[5]s. Bir cihaz okuduğundan hızlı yazamaz: yazmaları bir geri yazma (write-back) önbelleği karşıladı; bir sayfa önbelleği ya da sürücünün kendi DRAM veya SLC önbelleği.",
	},
	"%s: %s top out together near %s (their maxima within %s of each other), against %s for %s: a ceiling they share, not the device's.": {
		"%[1]s: %[2]s birlikte %[3]s civarında tavan yapıyor (en yüksek değerleri birbirinden en fazla %[4]s farklı); %[6]s ise %[5]s veriyor: bu, cihazın değil, hepsinin paylaştığı bir tavan.",
	},
	"%s: %s top out together near %s (their maxima within %s of each other): a ceiling they share, not the device's.": {
		"%[1]s: %[2]s birlikte %[3]s civarında tavan yapıyor (en yüksek değerleri birbirinden en fazla %[4]s farklı): bu, cihazın değil, hepsinin paylaştığı bir tavan.",
	},
	"%s: every figure is flagged": {"%s: tüm değerler işaretli"},
	"%s: %s, %s at %s":            {"%[1]s: %[2]s, %[3]s (%[4]s)"},
	"%s (%s higher, but flagged)": {"%s (%s daha yüksek, ama işaretli)"},
	"Highest result the flags do not call into doubt, per workload: %s.": {
		"İş yükü başına, işaretlerin şüpheye düşürmediği en yüksek sonuç: %s.",
	},
	"Random workloads are measured in IOPS, sequential ones in bandwidth. A curve's knee is the smallest queue depth that reaches %s of its peak; latency growth is the mean latency at the deepest depth over the mean latency at the knee, or at the peak where the curve falls.": {
		"Rastgele iş yükleri IOPS ile, sıralı olanlar bant genişliği ile ölçülür. Bir eğrinin dirsek noktası, tepe değerinin %s düzeyine ulaşan en küçük kuyruk derinliğidir; gecikme artışı, en derin noktadaki ortalama gecikmenin dirsek noktasındaki (eğri düşüyorsa tepe noktasındaki) ortalama gecikmeye oranıdır.",
	},
	"Where a depth was not run more than once, the run-to-run noise is read from each configuration's curves: throughput over queue depth rises, then holds or falls, so what the closest such curve leaves (its zig-zags) is noise. Two figures differ beyond the noise when their ratio is more than twice the noise of a difference.": {
		"Bir derinlik birden fazla kez çalıştırılmadıysa çalıştırmalar arası gürültü, her yapılandırmanın eğrilerinden okunur: kuyruk derinliği arttıkça verim önce yükselir, sonra sabit kalır ya da düşer; bu biçimdeki en yakın eğrinin açıklayamadığı kısım (zikzaklar) gürültüdür. İki değerin oranı, bir farkın gürültüsünün iki katını aşıyorsa fark gürültünün ötesindedir.",
	},
	"Ratios are each configuration's figure over %s's at the same depth.": {
		"Oranlar, her yapılandırmanın değerinin aynı derinlikteki %s değerine bölümüdür.",
	},
	// A CrystalDiskMark review.
	"%d figures are the best of %d passes": {"%[1]d değer %[2]d geçişin en iyisi"},
	"%d figures are the mean of %d passes": {"%[1]d değer %[2]d geçişin ortalaması"},
	"%d figures are single passes":         {"%d değer tek geçiş"},
	"Aggregation, as the tools reported it: %s.": {
		"Geçişlerin birleştirilmesi, araçların bildirdiği gibi: %s.",
	},
	"Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters.": {
		"Geçişlerin birleştirilmesi, araçların bildirdiği gibi: %s. N geçişin en iyisi bir ortalama değildir: bir ortalamanın yanında sonucu olduğundan iyi gösterir.",
	},
	"Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters, and the warnings say where the two meet.": {
		"Geçişlerin birleştirilmesi, araçların bildirdiği gibi: %s. N geçişin en iyisi bir ortalama değildir: bir ortalamanın yanında sonucu olduğundan iyi gösterir; ikisinin bir arada olduğu yerleri uyarılar belirtir.",
	},
	// Warnings.
	"%s has %d rows for %s; its figures are their median": {
		"%[1]s, %[3]s için %[2]d satır içeriyor; değerleri bunların medyanı",
	},
	"latency not compared in %s: %s report completion latency (from submission to completion), %s total latency (submission included)": {
		"%[1]s için gecikme karşılaştırılmadı: %[2]s tamamlanma gecikmesini (gönderimden tamamlanmaya), %[3]s toplam gecikmeyi (gönderim dahil) bildiriyor",
	},
	"need %d runs per system to test at alpha %s; some cells have %d, so no difference there can be significant": {
		"alfa %[2]s düzeyinde test için sistem başına %[1]d çalıştırma gerekir; bazı iş yüklerinde %[3]d var, bu yüzden oradaki hiçbir fark anlamlı çıkamaz",
	},
	"%s compares best-of-N figures with means; the best of several passes overstates a system against a mean": {
		"%s, N geçişin en iyisi olan değerleri ortalamalarla karşılaştırıyor; birkaç geçişin en iyisi, bir sistemi ortalamaya karşı olduğundan iyi gösterir",
	},
	"every cell has a single run on at least one side: no difference can be tested": {
		"her iş yükünde en az bir tarafta tek çalıştırma var: hiçbir fark test edilemez",
	},
	"engine (%s)": {"motor (%s)"},
	"host (%s)":   {"ana makine (%s)"},
	"target (%s)": {"hedef (%s)"},
	"%s pools rows that differ in %s, so its figures mix them; %s": {
		"%[1]s, %[2]s bakımından farklı satırları bir araya topluyor, bu yüzden değerleri bunları karıştırıyor; %[3]s",
	},
	"to compare them, give each run its own name: %s": {
		"bunları karşılaştırmak için her çalıştırmaya kendi adını verin: %s",
	},
	"to compare them, make each fio job a system named after the job: %s, then %s": {
		"bunları karşılaştırmak için her fio işini, işin adını taşıyan ayrı bir sistem yapın: %s, ardından %s",
	},
	"to compare them, name the systems after the files' paths: %s, then %s": {
		"bunları karşılaştırmak için sistemleri dosyaların yollarına göre adlandırın: %s, ardından %s",
	},
	"No curve for %s: the data has %s figures at fewer than two of their queue depths": {
		"%s için eğri yok: verilerde kuyruk derinliklerinin ikiden azında %s değeri var",
	},
	"The data has no %s figures: no table has a row of them and no chart shows them.": {
		"Verilerde %s değeri yok: hiçbir tabloda satırı yok ve hiçbir grafik göstermiyor.",
	},
	"baseline %q has no sweep to compare with": {
		"%q referansının karşılaştırılacak bir taraması yok",
	},
	"Not in steady state (SNIA rule: range within %s and slope within %s of the mean): %s %s %s: %d samples, fewer than the %d the steady-state rule needs": {
		"Kararlı durumda değil (SNIA kuralı: aralık ortalamanın %[1]s, eğim %[2]s sınırı içinde): %[3]s %[4]s %[5]s: %[6]d örnek, kararlı durum kuralının gerektirdiği %[7]d değerinden az",
	},
	"Not in steady state (SNIA rule: range within %s and slope within %s of the mean): %s %s %s: range %s and slope %s of the mean over the last %d samples": {
		"Kararlı durumda değil (SNIA kuralı: aralık ortalamanın %[1]s, eğim %[2]s sınırı içinde): %[3]s %[4]s %[5]s: son %[8]d örnekte aralık ortalamanın %[6]s, eğim %[7]s",
	},
	// The test setup table and what it says of setups that differ.
	"Test setup":                       {"Test düzeneği"},
	"All systems":                      {"Tüm sistemler"},
	"Tool":                             {"Araç"},
	"Profile":                          {"Profil"},
	"Test size":                        {"Test dosyası boyutu"},
	"Passes per test":                  {"Test başına ölçüm turu"},
	"Runs per workload":                {"İş yükü başına çalıştırma"},
	"Measured time":                    {"Ölçüm süresi"},
	"Interval between tests":           {"Testler arası bekleme"},
	"Warm-up":                          {"Isınma süresi"},
	"Volume fill level":                {"Birim doluluk oranı"},
	"I/O engine":                       {"I/O motoru"},
	"Jobs (threads)":                   {"İş parçacığı sayısı"},
	"Direct I/O":                       {"Doğrudan I/O"},
	"Write-through":                    {"Önbelleksiz yazma (write-through)"},
	"Host":                             {"Ana makine adı"},
	"CPU":                              {"İşlemci"},
	"%s, %d logical CPUs":              {"%s, %d mantıksal işlemci"},
	"%d logical CPUs":                  {"%d mantıksal işlemci"},
	"Memory":                           {"Bellek"},
	"Operating system":                 {"İşletim sistemi"},
	"Kernel":                           {"Çekirdek"},
	"Drive":                            {"Sürücü"},
	"%s, firmware %s":                  {"%s, ürün yazılımı %s"},
	"Drives":                           {"Sürücü sayısı"},
	"Link":                             {"Bağlantı"},
	"File system":                      {"Dosya sistemi"},
	"Block device":                     {"Blok aygıtı"},
	"Storage under test":               {"Test edilen depolama"},
	"RAM-backed (memory, not a drive)": {"RAM üzerinde (sürücü değil, bellek)"},
	"virtual disk":                     {"sanal disk"},
	"physical drive":                   {"fiziksel sürücü"},
	"Date":                             {"Tarih"},
	"yes":                              {"evet"},
	"no":                               {"hayır"},
	"varies":                           {"değişiyor"},
	"%s s":                             {"%s sn"},
	"The systems were not measured alike, so part of a difference between them may come from the setup: %s.": {
		"Sistemler aynı koşullarda ölçülmedi; aralarındaki farkın bir kısmı test düzeneğinden kaynaklanıyor olabilir: %s.",
	},
	"tool or version":        {"araç ya da sürüm"},
	"test size":              {"test dosyası boyutu"},
	"operating system":       {"işletim sistemi"},
	"volume fill level":      {"birim doluluk oranı"},
	"direct or buffered I/O": {"doğrudan ya da önbellekli I/O"},
	"direct":                 {"doğrudan"},
	"buffered":               {"önbellekli"},
	"single short runs (one pass of under %s, no repeats): %s": {
		"tek ve kısa ölçümler (%s altında tek tur, tekrarsız): %s",
	},
	// What compare prints.
	"old":                           {"eski"},
	"new":                           {"yeni"},
	"delta":                         {"fark"},
	"only in old, not compared: %s": {"yalnızca eskide, karşılaştırılmadı: %s"},
	"only in new, not compared: %s": {"yalnızca yenide, karşılaştırılmadı: %s"},
	"%s (%d runs)":                  {"%s (%d çalıştırma)"},
	"warning: %s":                   {"uyarı: %s"},
	"%s ± %s range":                 {"%s ± %s aralık"},
	"%s (%s, untested)":             {"%s (%s, test edilmedi)"},
}
