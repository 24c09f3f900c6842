package words

// hindi is the catalog in Hindi, by English key.
var hindi = translation{
	// Punctuation and lists.
	"%s.":       {"%s।"},
	"%s; %s.":   {"%s; %s।"},
	"%s and %s": {"%s और %s"},
	" vs ":      {" बनाम "},
	// A fleet's hosts.
	"Across the %d hosts of %s, %s ranges from %s to %s, a spread of %s of the hosts' median (%s).": {
		"%[2]s के %[1]d होस्ट पर %[3]s %[4]s से %[5]s तक रहता है, यानी होस्ट की माध्यिका के मुकाबले %[6]s का फैलाव (%[7]s)।",
	},
	"The slowest host, %s, is %s below the median (%s).": {
		"सबसे धीमा होस्ट %s है, जो माध्यिका से %s नीचे है (%s)।",
	},
	"The slowest host, %s, is %s above the median (%s).": {
		"सबसे धीमा होस्ट %s है, जो माध्यिका से %s ऊपर है (%s)।",
	},
	"Far from the other hosts: %s.": {
		"बाकी होस्ट से साफ़ अलग रहे: %s।",
	},
	"The aggregate fio measured over all the hosts at once is %s.": {
		"सभी होस्ट पर एक साथ fio से मापा गया कुल परिणाम %s है।",
	},
	// Headings and labels of the page.
	"Key findings": {"मुख्य निष्कर्ष"},
	"Results that are not the device": {
		"ऐसे परिणाम जो डिवाइस का प्रदर्शन नहीं दिखाते",
	},
	"Verdict":                {"हमारा फ़ैसला"},
	"Warnings":               {"चेतावनियाँ"},
	"Test setup and sources": {"टेस्ट सेटअप और स्रोत"},
	"Results":                {"परिणाम"},
	"Site logo":              {"साइट का लोगो"},
	"Charts":                 {"चार्ट"},
	"Notes":                  {"टिप्पणियाँ"},
	"Sources":                {"स्रोत"},
	"%s (%s, %d bytes)":      {"%s (%s, %d बाइट)"},
	"id %s":                  {"आईडी %s"},
	"%s  —  page %d":         {"%s  —  पृष्ठ %d"},
	// Titles and subtitles.
	"%s: storage performance compared": {
		"%s: स्टोरेज प्रदर्शन की तुलना",
	},
	"%d systems compared: storage performance": {
		"स्टोरेज प्रदर्शन: %d सिस्टम की तुलना",
	},
	"%d workloads":            {"%d वर्कलोड"},
	"%s: storage performance": {"%s: स्टोरेज प्रदर्शन"},
	"%s (%d sources): %s":     {"%s (%d स्रोत): %s"},
	"CrystalDiskMark: %d drives compared": {
		"CrystalDiskMark: %d ड्राइव की तुलना",
	},
	"Queue depth: %s": {"क्यू डेप्थ टेस्ट: %s"},
	"Queue depth: %d configurations": {
		"क्यू डेप्थ टेस्ट: %d कॉन्फ़िगरेशन",
	},
	"%d to %d": {"%d से %d"},
	"%s to %s": {"%s से %s"},
	// Workloads: a pattern, a block size, a direction.
	"random %s read":      {"यादृच्छिक %s पठन"},
	"random %s write":     {"यादृच्छिक %s लेखन"},
	"random %s mixed":     {"यादृच्छिक %s मिश्रित"},
	"random %s trim":      {"यादृच्छिक %s TRIM"},
	"sequential %s read":  {"अनुक्रमिक %s पठन"},
	"sequential %s write": {"अनुक्रमिक %s लेखन"},
	"sequential %s mixed": {"अनुक्रमिक %s मिश्रित"},
	"sequential %s trim":  {"अनुक्रमिक %s TRIM"},
	"%s read":             {"%s पठन"},
	"pattern?":            {"एक्सेस पैटर्न?"},
	"read":                {"पठन"},
	"write":               {"लेखन"},
	"mixed":               {"मिश्रित"},
	"trim":                {"TRIM"},
	"rnd":                 {"यादृच्छिक"},
	"seq":                 {"अनुक्रमिक"},
	"%sR":                 {"%s पठन"},
	"mix":                 {"मिश्रित"},
	"mix %s":              {"मिश्रित %s"},
	// Metrics and their units.
	"Bandwidth":                      {"बैंडविड्थ"},
	"Mean latency":                   {"औसत विलंब"},
	"Latency p50":                    {"विलंब p50"},
	"Latency p99":                    {"विलंब p99"},
	"Latency p99.9":                  {"विलंब p99.9"},
	"CPU use":                        {"CPU उपयोग"},
	"IOPS per %% CPU":                {"प्रति %% CPU IOPS"},
	"Bandwidth per %% CPU":           {"प्रति %% CPU बैंडविड्थ"},
	"CPU time per I/O":               {"प्रति I/O CPU समय"},
	"IOPS per core":                  {"प्रति कोर IOPS"},
	"Bandwidth per CPU-second":       {"प्रति CPU-सेकंड बैंडविड्थ"},
	"Score":                          {"स्कोर"},
	"Score in %s (higher is better)": {"स्कोर, %s में (अधिक बेहतर)"},
	"Score in %s (lower is better)":  {"स्कोर, %s में (कम बेहतर)"},
	"%s per CPU-s":                   {"%s प्रति CPU-सेकंड"},
	"%s per %% CPU":                  {"%s प्रति %% CPU"},
	// Tables.
	"Block size":                {"ब्लॉक आकार"},
	"best, clear of the others": {"सर्वश्रेष्ठ, अकेले आगे"},
	"tied for best (within resolution or the tie threshold)": {
		"सर्वश्रेष्ठ पर बराबरी (पूर्णांकन या बराबरी-सीमा के भीतर)",
	},
	"%s (continued)":         {"%s (जारी)"},
	"Random read, %s":        {"यादृच्छिक पठन, %s"},
	"Random write, %s":       {"यादृच्छिक लेखन, %s"},
	"Random mixed, %s":       {"यादृच्छिक मिश्रित, %s"},
	"Random trim, %s":        {"यादृच्छिक TRIM, %s"},
	"Sequential read, %s":    {"अनुक्रमिक पठन, %s"},
	"Sequential write, %s":   {"अनुक्रमिक लेखन, %s"},
	"Sequential mixed, %s":   {"अनुक्रमिक मिश्रित, %s"},
	"Sequential trim, %s":    {"अनुक्रमिक TRIM, %s"},
	"Unknown pattern %s, %s": {"अज्ञात एक्सेस पैटर्न (%s), %s"},
	"%s rounded to the nearest %s in the source; differences within that step are ties.": {
		"स्रोत में %[1]s को %[2]s के निकटतम गुणज तक पूर्णांकित किया गया है; इससे छोटे अंतर बराबरी माने गए हैं।",
	},
	"%s: change against %s": {"%[1]s: %[2]s की तुलना में बदलाव"},
	"Workload":              {"वर्कलोड"},
	"better than %s":        {"%s से बेहतर"},
	"~ no difference (within resolution or the tie threshold)": {
		"~ कोई अंतर नहीं (पूर्णांकन या बराबरी-सीमा के भीतर)",
	},
	"Test":                       {"टेस्ट"},
	"Read":                       {"पठन"},
	"Write":                      {"लेखन"},
	"Mix":                        {"मिश्रित"},
	"Mix %s":                     {"मिश्रित %s"},
	"MB/s (1 MB/s = %s bytes/s)": {"MB/s (1 MB/s = %s बाइट/s)"},
	"%s over queue depth":        {"क्यू डेप्थ के साथ %s"},
	"Queue depth":                {"क्यू डेप्थ"},
	"Configuration":              {"कॉन्फ़िगरेशन"},
	"the knee: the smallest depth reaching %s of the curve's best": {
		"संतृप्ति बिंदु: वह सबसे कम डेप्थ जिस पर वक्र अपने शिखर के %s तक पहुँचता है",
	},
	"%s, latency": {"%s, विलंब"},
	// Charts.
	"%s: distribution of completion latency": {
		"%s: पूर्णता विलंब का वितरण",
	},
	"%s: distribution of latency": {"%s: विलंब का वितरण"},
	"I/Os at or below (%%)": {
		"इस विलंब या उससे कम में पूरे हुए I/O (%%)",
	},
	"Latency (%s, log scale)": {"विलंब (%s, लॉग स्केल)"},
	// A chart's description, for readers who cannot see it (SVG's <desc>).
	"Bar chart of %s for %s; workloads: %s.": {
		"%[2]s के लिए %[1]s का बार चार्ट; वर्कलोड: %[3]s।",
	},
	"Line chart of %s for %s over queue depths %s to %s.": {
		"%[2]s के लिए %[3]s से %[4]s तक की क्यू डेप्थ पर %[1]s का लाइन चार्ट।",
	},
	"Line chart of the share of I/Os at or below each latency, on a log scale, for %s.": {
		"%s के लिए हर विलंब पर या उससे कम में पूरे हुए I/O के हिस्से का लाइन चार्ट, लॉग स्केल पर।",
	},
	"Median latency: %s.": {"माध्यिका विलंब: %s।"},
	"Highest: %s, %s: %s. Lowest: %s, %s: %s.": {
		"सबसे अधिक: %s, %s: %s। सबसे कम: %s, %s: %s।",
	},
	"rated maximum": {
		"निर्माता द्वारा बताई गई अधिकतम गति",
	},
	"link":                    {"लिंक"},
	"Read, MB/s by test":      {"पठन, टेस्ट के अनुसार MB/s"},
	"Write, MB/s by test":     {"लेखन, टेस्ट के अनुसार MB/s"},
	"Mix, MB/s by test":       {"मिश्रित, टेस्ट के अनुसार MB/s"},
	"%s: %s over queue depth": {"%[1]s: क्यू डेप्थ के साथ %[2]s"},
	"Ratio to %s":             {"%s से अनुपात"},
	// Charts of panels (small multiples), their axes and bars.
	"n/a":                                     {"उपलब्ध नहीं"},
	"%s: throughput and CPU efficiency":       {"%s: थ्रूपुट और CPU दक्षता"},
	"Bar charts of %s for %s.":                {"%[2]s के लिए %[1]s के बार चार्ट।"},
	"%s: highest %s, %s; lowest %s, %s.":      {"%s: सबसे ऊँचा %s, %s; सबसे नीचा %s, %s।"},
	"%s: %s and latency over queue depth":     {"%[1]s: क्यू डेप्थ के साथ %[2]s और विलंब"},
	"Mean latency against %s, by queue depth": {"%s के सापेक्ष औसत विलंब, क्यू डेप्थ के अनुसार"},
	"Line chart of mean latency against %s for %s, a point per queue depth.": {"%[2]s के लिए %[1]s के सापेक्ष औसत विलंब का लाइन चार्ट; हर बिंदु एक क्यू डेप्थ।"},
	"log scale":                          {"लॉग स्केल"},
	"%s, log scale":                      {"%s, लॉग स्केल"},
	"%s: MB/s, IOPS and latency by test": {"%s: टेस्ट के अनुसार MB/s, IOPS और विलंब"},
	"whiskers: 95%% confidence interval of the median": {"व्हिस्कर: माध्यिका का 95%% विश्वास अंतराल"},
	// Findings of a comparison.
	"%s leads %d of %d": {
		"%[1]s %[3]d में से %[2]d टेस्ट में आगे है",
	},
	"%s leads all %d it ran": {
		"%[1]s अपने सभी %[2]d टेस्ट में आगे है",
	},
	"%s leads %d of the %d it ran": {
		"%[1]s अपने %[3]d टेस्ट में से %[2]d में आगे है",
	},
	"by %s (%s, %s vs %s)": {"बढ़त %[1]s (%[2]s: %[3]s बनाम %[4]s)"},
	"by %s to %s (most in %s, %s vs %s)": {
		"बढ़त %[1]s से %[2]s (सबसे अधिक %[3]s में: %[4]s बनाम %[5]s)",
	},
	"%s is CPU-bound on %s: %s CPU for %s, so the processor, not the storage, sets the pace.": {
		"%[1]s – %[2]s: यहाँ बाधा प्रोसेसर है (%[4]s के लिए %[3]s CPU), इसलिए गति स्टोरेज नहीं, प्रोसेसर तय करता है।",
	},
	"%s does %s at %s CPU.": {"वहीं %[1]s %[3]s CPU पर %[2]s देता है।"},
	"%s is a tie on %s, %s to %s: about %s per drive over the %d drives, so the drives, not the software, set the limit.": {
		"%[1]s: %[2]s बराबरी पर हैं (%[3]s से %[4]s); %[6]d ड्राइव में बाँटने पर हर ड्राइव से लगभग %[5]s, इसलिए सीमा सॉफ़्टवेयर नहीं, ड्राइव तय करती हैं।",
	},
	"%s is a tie on %s, %s to %s, at %s to %s CPU: about %s per drive over the %d drives, so the drives, not the software, set the limit.": {
		"%[1]s: %[2]s बराबरी पर हैं (%[3]s से %[4]s, CPU %[5]s से %[6]s); %[8]d ड्राइव में बाँटने पर हर ड्राइव से लगभग %[7]s, इसलिए सीमा सॉफ़्टवेयर नहीं, ड्राइव तय करती हैं।",
	},
	"Bandwidth, %s against %s": {"बैंडविड्थ में %s बनाम %s"},
	"IOPS, %s against %s":      {"IOPS में %s बनाम %s"},
	"Bandwidth, %s against %s, never more than %s apart": {
		"बैंडविड्थ में %s बनाम %s (अंतर कहीं भी %s से अधिक नहीं)",
	},
	"IOPS, %s against %s, never more than %s apart": {
		"IOPS में %s बनाम %s (अंतर कहीं भी %s से अधिक नहीं)",
	},
	"%s, where %s and %s do the same work (%s and %s): %s uses %s less CPU (%s vs %s).": {
		"%[1]s में %[2]s और %[3]s बराबर काम करते हैं (%[4]s और %[5]s), लेकिन %[6]s %[7]s कम CPU लेता है (%[8]s बनाम %[9]s)।",
	},
	"%s, where %s and %s do the same work (%s and %s): %s uses %s the CPU of %s (%s vs %s).": {
		"%[1]s में %[2]s और %[3]s बराबर काम करते हैं (%[4]s और %[5]s), लेकिन %[6]s, %[8]s के मुकाबले %[7]s CPU लेता है (%[9]s बनाम %[10]s)।",
	},
	"%s their median in %s (%s CPU for %s, against %s)": {
		"%[2]s में बाकी की माध्यिका का %[1]s (%[4]s के लिए %[3]s CPU, माध्यिका %[5]s)",
	},
	"%s less than their median in %s (%s CPU for %s, against %s)": {
		"%[2]s में बाकी की माध्यिका से %[1]s कम (%[4]s के लिए %[3]s CPU, माध्यिका %[5]s)",
	},
	"%s spends more CPU per unit of work than the other systems: %s.": {
		"%s उतने ही काम के लिए बाकी सिस्टमों से अधिक CPU खर्च करता है: %s।",
	},
	"%s spends less CPU per unit of work than the other systems: %s.": {
		"%s उतने ही काम के लिए बाकी सिस्टमों से कम CPU खर्च करता है: %s।",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more bandwidth per %% of CPU than %s (%s vs %s).": {
		"खर्च हुए CPU के हिसाब से सबसे अधिक I/O %[1]s करता है (%[3]d में से %[2]d परिणामों में); सबसे बड़ा अंतर %[4]s में है, जहाँ प्रति 1%% CPU बैंडविड्थ %[6]s से %[5]s अधिक है (%[7]s बनाम %[8]s)।",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s the bandwidth per %% of CPU of %s (%s vs %s).": {
		"खर्च हुए CPU के हिसाब से सबसे अधिक I/O %[1]s करता है (%[3]d में से %[2]d परिणामों में); सबसे बड़ा अंतर %[4]s में है, जहाँ प्रति 1%% CPU बैंडविड्थ %[6]s की %[5]s है (%[7]s बनाम %[8]s)।",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more IOPS per %% of CPU than %s (%s vs %s).": {
		"खर्च हुए CPU के हिसाब से सबसे अधिक I/O %[1]s करता है (%[3]d में से %[2]d परिणामों में); सबसे बड़ा अंतर %[4]s में है, जहाँ प्रति 1%% CPU IOPS %[6]s से %[5]s अधिक हैं (%[7]s बनाम %[8]s)।",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s the IOPS per %% of CPU of %s (%s vs %s).": {
		"खर्च हुए CPU के हिसाब से सबसे अधिक I/O %[1]s करता है (%[3]d में से %[2]d परिणामों में); सबसे बड़ा अंतर %[4]s में है, जहाँ प्रति 1%% CPU IOPS %[6]s के %[5]s हैं (%[7]s बनाम %[8]s)।",
	},
	"Largest latency gap: %s, %s at %s against %s at %s, %s as long (%s apart).": {
		"विलंब में सबसे बड़ा अंतर %[1]s में है: %[2]s %[3]s, जबकि %[4]s %[5]s, यानी %[6]s अधिक (अंतर %[7]s)।",
	},
	"%s peaks at %s (%s, %s of the link)": {
		"%[1]s का शिखर %[2]s है (%[3]s; लिंक की क्षमता का %[4]s)",
	},
	"On %s (at most %s after its framing): %s.": {"%[1]s लिंक पर (फ़्रेमिंग के बाद अधिकतम %[2]s): %[3]s।"},
	"%s: near the link's ceiling, which no drive on it can pass.": {
		"%s: लिंक की अधिकतम सीमा के क़रीब, जिसे इस लिंक पर कोई ड्राइव पार नहीं कर सकती।",
	},
	"%s: no outright lead": {"%s: कोई साफ़ तौर पर आगे नहीं"},
	"%d results are ties": {
		"one", "%d परिणाम बराबरी पर है",
		"other", "%d परिणाम बराबरी पर हैं",
	},
	"Bandwidth reads":  {"पठन में बैंडविड्थ"},
	"Bandwidth writes": {"लेखन में बैंडविड्थ"},
	"Bandwidth mixed workloads": {
		"मिश्रित वर्कलोड में बैंडविड्थ",
	},
	"Bandwidth trims":            {"TRIM में बैंडविड्थ"},
	"IOPS reads":                 {"पठन में IOPS"},
	"IOPS writes":                {"लेखन में IOPS"},
	"IOPS mixed workloads":       {"मिश्रित वर्कलोड में IOPS"},
	"IOPS trims":                 {"TRIM में IOPS"},
	"below the %s tie threshold": {"%s की बराबरी-सीमा से कम"},
	"within the figures' printed resolution": {
		"आँकड़ों के पूर्णांकन के भीतर",
	},
	"not a significant difference over the repeated runs (alpha %s)": {
		"दोहराए गए रनों में अंतर सांख्यिकीय रूप से सार्थक नहीं (अल्फ़ा %s)",
	},
	"not a significant difference over the repeated runs (alpha %s, p %s)": {
		"दोहराए गए रनों में अंतर सांख्यिकीय रूप से सार्थक नहीं (अल्फ़ा %s, p %s)",
	},
	"%s bandwidth is a tie: %s within %s of each other (%s to %s), %s.": {
		"%[1]s में बैंडविड्थ बराबरी पर है: %[2]s एक-दूसरे से %[3]s के भीतर हैं (%[4]s से %[5]s), %[6]s।",
	},
	"%s IOPS is a tie: %s within %s of each other (%s to %s), %s.": {
		"%[1]s में IOPS बराबरी पर हैं: %[2]s एक-दूसरे से %[3]s के भीतर हैं (%[4]s से %[5]s), %[6]s।",
	},
	// The systems that tie, as the tie's sentence says them (Polish: in
	// the genitive of "wyniki ...").
	"one system":        {"एक सिस्टम"},
	"both systems":      {"दोनों सिस्टम"},
	"all three systems": {"तीनों सिस्टम"},
	"all four systems":  {"चारों सिस्टम"},
	"all five systems":  {"पाँचों सिस्टम"},
	"all six systems":   {"छहों सिस्टम"},
	"all %d systems":    {"सभी %d सिस्टम"},
	"Largest latency gap: %s, %s %s vs %s %s, %s lower (%s apart).": {
		"विलंब में सबसे बड़ा अंतर %[1]s में है: %[2]s %[3]s बनाम %[4]s %[5]s, यानी %[6]s कम (अंतर %[7]s)।",
	},
	// What one system's data supports on its own (alone.go).
	"Highest bandwidth: %s, %s; lowest: %s, %s.": {
		"सबसे अधिक बैंडविड्थ: %s, %s; सबसे कम: %s, %s।",
	},
	"Highest IOPS: %s, %s; lowest: %s, %s.": {
		"सबसे अधिक IOPS: %s, %s; सबसे कम: %s, %s।",
	},
	"Lowest mean latency: %s, %s; highest: %s, %s.": {
		"सबसे कम औसत विलंब: %s, %s; सबसे अधिक: %s, %s।",
	},
	"Lowest p99 latency: %s, %s; highest: %s, %s.": {
		"सबसे कम p99 विलंब: %s, %s; सबसे अधिक: %s, %s।",
	},
	"Least CPU time per I/O: %s, %s; most: %s, %s.": {
		"प्रति I/O सबसे कम CPU समय: %s, %s; सबसे अधिक: %s, %s।",
	},
	"%s: every figure is flagged below as not the device's alone.": {
		"%s: हर आँकड़ा नीचे चिह्नित है, क्योंकि वह केवल डिवाइस का प्रदर्शन नहीं दिखाता।",
	},
	"%s: the best figure is flagged below as not the device's alone; the best the flags do not call into doubt is %s, %s.": {
		"%s: सबसे अच्छा आँकड़ा नीचे चिह्नित है, क्योंकि वह केवल डिवाइस का प्रदर्शन नहीं दिखाता; बिना संदेह वाला सबसे अच्छा आँकड़ा %s, %s है।",
	},
	"Longest latency tail: %s, where the p99 latency (%s) is %s× the mean (%s).": {
		"सबसे लंबी विलंब पूँछ: %[1]s, जहाँ p99 विलंब (%[2]s) औसत (%[4]s) का %[3]s गुना है।",
	},
	"Queue depth: from %s to %s, mean latency is multiplied by %s but IOPS only by %s; the added I/Os mostly wait in the queue.": {
		"क्यू डेप्थ: %[1]s से %[2]s पर जाने पर औसत विलंब %[3]s हो जाता है, पर IOPS केवल %[4]s; अतिरिक्त I/O ज़्यादातर क्यू में इंतज़ार करते हैं।",
	},
	"Queue depth: from %s to %s, IOPS is multiplied by %s and mean latency by %s; the added I/Os are served side by side.": {
		"क्यू डेप्थ: %[1]s से %[2]s पर जाने पर IOPS %[3]s और औसत विलंब %[4]s हो जाता है; अतिरिक्त I/O साथ-साथ निपटाए जाते हैं।",
	},
	"Block size: from %s to %s, mean latency is multiplied by %s but bandwidth only by %s; larger blocks take longer without moving data as much faster.": {
		"ब्लॉक आकार: %[1]s से %[2]s पर जाने पर औसत विलंब %[3]s हो जाता है, पर बैंडविड्थ केवल %[4]s; बड़े ब्लॉक अधिक समय लेते हैं, पर डेटा उसी अनुपात में तेज़ नहीं पहुँचाते।",
	},
	"Block size: from %s to %s, bandwidth is multiplied by %s and mean latency by %s; larger blocks move more data for their latency.": {
		"ब्लॉक आकार: %[1]s से %[2]s पर जाने पर बैंडविड्थ %[3]s और औसत विलंब %[4]s हो जाता है; बड़े ब्लॉक अपने विलंब के अनुपात में अधिक डेटा पहुँचाते हैं।",
	},
	"%s: IOPS times mean latency puts %s I/Os in flight, more than the %d the queue depth and jobs allow; the latency and the IOPS figures do not describe the same I/Os.": {
		"%[1]s: IOPS और औसत विलंब का गुणनफल %[2]s I/O एक साथ चालू दिखाता है, जो क्यू डेप्थ और जॉब की संख्या से संभव %[3]d से अधिक है; यानी विलंब और IOPS के आँकड़े एक ही I/O के नहीं हैं।",
	},
	"%s: IOPS times mean latency puts only %s I/Os in flight of the %d the queue depth and jobs allow; the queue stood partly empty, so the engine or the tool, not the device, set the pace.": {
		"%[1]s: IOPS और औसत विलंब का गुणनफल क्यू डेप्थ और जॉब की संख्या से संभव %[3]d में से केवल %[2]s I/O एक साथ चालू दिखाता है; क्यू आंशिक रूप से खाली रही, इसलिए गति डिवाइस ने नहीं, I/O इंजन या टूल ने तय की।",
	},
	"Little's law: IOPS times mean completion latency puts %s of the queue's slots in flight; completion latency leaves out each I/O's submission, so the queue was at least this full.": {
		"लिटल का नियम: IOPS और औसत पूर्णता विलंब का गुणनफल दिखाता है कि क्यू के %s स्थान भरे थे; पूर्णता विलंब में I/O भेजने का समय शामिल नहीं होता, इसलिए क्यू कम से कम इतनी भरी थी।",
	},
	"Little's law holds: IOPS times mean latency puts %s of the queue's slots in flight in every workload, so the latency and IOPS figures describe the same I/Os and the queue was kept full.": {
		"लिटल का नियम पूरा होता है: हर वर्कलोड में IOPS और औसत विलंब का गुणनफल दिखाता है कि क्यू के %s स्थान भरे थे, यानी विलंब और IOPS के आँकड़े एक ही I/O के हैं और क्यू भरी रखी गई।",
	},
	"Method: one system was measured, so no figure is compared with another system's; the findings set its workloads side by side.": {
		"तरीका: केवल एक सिस्टम मापा गया है, इसलिए किसी आँकड़े की तुलना दूसरे सिस्टम से नहीं की गई है; निष्कर्ष उसके वर्कलोड को आपस में रखकर देखते हैं।",
	},
	// The verdict.
	"no one leads the reads":  {"पठन में कोई आगे नहीं है"},
	"no one leads the writes": {"लेखन में कोई आगे नहीं है"},
	"no one leads the mixed workloads": {
		"मिश्रित वर्कलोड में कोई आगे नहीं है",
	},
	"no one leads the trims": {"TRIM में कोई आगे नहीं है"},
	"no one leads most reads (%s leads %d of %d)": {
		"अधिकांश पठन टेस्ट में कोई एक सिस्टम आगे नहीं है (%[1]s %[3]d में से %[2]d में आगे है)",
	},
	"no one leads most writes (%s leads %d of %d)": {
		"अधिकांश लेखन टेस्ट में कोई एक सिस्टम आगे नहीं है (%[1]s %[3]d में से %[2]d में आगे है)",
	},
	"no one leads most mixed workloads (%s leads %d of %d)": {
		"अधिकांश मिश्रित वर्कलोड में कोई एक सिस्टम आगे नहीं है (%[1]s %[3]d में से %[2]d में आगे है)",
	},
	"no one leads most trims (%s leads %d of %d)": {
		"अधिकांश TRIM टेस्ट में कोई एक सिस्टम आगे नहीं है (%[1]s %[3]d में से %[2]d में आगे है)",
	},
	// How the comparison judged.
	"Method: the best figure of each workload wins only when it is clear of the others by more than their printed resolution and by more than %s; otherwise the result is a tie.": {
		"तरीका: किसी वर्कलोड का सबसे अच्छा आँकड़ा तभी जीतता है, जब वह बाकी से उनके पूर्णांकन से अधिक और %s से भी अधिक आगे हो; नहीं तो परिणाम बराबरी माना जाता है।",
	},
	"A lead is measured against the runner-up.": {
		"बढ़त दूसरे स्थान वाले सिस्टम के मुकाबले मापी जाती है।",
	},
	"the Mann-Whitney test": {"मैन-व्हिटनी परीक्षण"},
	"Welch's t-test":        {"वेल्च का t-परीक्षण"},
	"Where runs were repeated, a difference counts only when it is significant at alpha %s by %s, Holm-corrected over the tests of one measurement across the workloads compared; bandwidth and IOPS, being one measurement, are tested once.": {
		"जहाँ रन दोहराए गए हैं, वहाँ कोई अंतर तभी गिना जाता है जब वह %[2]s से अल्फ़ा %[1]s पर सार्थक हो; तुलना किए गए वर्कलोड में एक ही माप के परीक्षणों पर होल्म संशोधन लगाया जाता है। बैंडविड्थ और IOPS एक ही माप हैं, इसलिए उनका परीक्षण एक बार होता है।",
	},
	"Holm-corrected over the %d tests of %s": {
		"one", "%[2]s के %[1]d परीक्षण पर होल्म-संशोधित",
		"other", "%[2]s के %[1]d परीक्षणों पर होल्म-संशोधित",
	},
	"Holm-corrected over the %d tests of %s (one measurement, tested once for both)": {
		"one", "%[2]s के %[1]d परीक्षण पर होल्म-संशोधित (एक ही माप, दोनों के लिए एक बार परीक्षित)",
		"other", "%[2]s के %[1]d परीक्षणों पर होल्म-संशोधित (एक ही माप, दोनों के लिए एक बार परीक्षित)",
	},
	"Holm-corrected over the %d tests of %s (one measurement, tested once for all of them)": {
		"one", "%[2]s के %[1]d परीक्षण पर होल्म-संशोधित (एक ही माप, सभी के लिए एक बार परीक्षित)",
		"other", "%[2]s के %[1]d परीक्षणों पर होल्म-संशोधित (एक ही माप, सभी के लिए एक बार परीक्षित)",
	},
	// Results that cannot be the device alone.
	"the link": {"लिंक"},
	"%s, %s: %s of the %s %s carries at most after its framing: near the link's ceiling, which the device cannot pass.": {
		"%[1]s, %[2]s: फ़्रेमिंग के बाद %[5]s अधिकतम जितना वहन करता है (%[4]s), उसका %[3]s; यह लिंक की अधिकतम सीमा के क़रीब है, जिसे डिवाइस पार नहीं कर सकता।",
	},
	"%s, %s: %s, above the %s %s can carry at all; a cache on the host's side of the link answered, not the device.": {
		"%[1]s, %[2]s: %[3]s, जो %[5]s की अधिकतम वहन-क्षमता %[4]s से भी अधिक है; जवाब डिवाइस ने नहीं, लिंक के होस्ट वाले सिरे पर किसी कैश ने दिया।",
	},
	"%s, %s: %s above the device's rated maximum; a cache answered, not the device.": {
		"%[1]s, %[2]s: निर्माता द्वारा बताई गई अधिकतम गति से %[3]s ऊपर; जवाब डिवाइस ने नहीं, किसी कैश ने दिया।",
	},
	"%s, %s: %s above the most the bare device did; a cache, likely the host's page cache, answered.": {
		"%[1]s, %[2]s: डिवाइस पर सीधे मापे गए सबसे ऊँचे परिणाम से %[3]s ऊपर; जवाब किसी कैश ने दिया, संभवतः होस्ट के पेज कैश ने।",
	},
	"%s, %s: flagged %s": {"%s, %s: चिह्नित (%s)"},
	"%s, %s at %s":       {"%[1]s, %[2]s, %[3]s पर"},
	"%s: %s to %s above the device's rated maximum; a cache answered, not the device.": {
		"%[1]s: निर्माता द्वारा बताई गई अधिकतम गति से %[2]s से %[3]s ऊपर; जवाब डिवाइस ने नहीं, किसी कैश ने दिया।",
	},
	"%s: %s to %s of the %s %s carries at most after its framing: near the link's ceiling, which the device cannot pass.": {
		"%[1]s: फ़्रेमिंग के बाद %[5]s अधिकतम जितना वहन करता है (%[4]s), उसका %[2]s से %[3]s; यह लिंक की अधिकतम सीमा के क़रीब है, जिसे डिवाइस पार नहीं कर सकता।",
	},
	"%s: %s to %s the %s %s can carry at all; a cache on the host's side of the link answered, not the device.": {
		"%[1]s: %[5]s की अधिकतम वहन-क्षमता %[4]s का %[2]s से %[3]s; जवाब डिवाइस ने नहीं, लिंक के होस्ट वाले सिरे पर किसी कैश ने दिया।",
	},
	"%s: flagged %s": {"%s: चिह्नित (%s)"},
	// A queue-depth sweep. A configuration is named with what its target
	// is, in parentheses, so that its name stays as given; depths (QD32)
	// and figures take no case ending: Turkish joins them with "ile" and
	// "düzeyi", Polish puts them after "przy", "od" and "do".
	"%s (memory)":       {"%s (मेमोरी)"},
	"%s (%s disk)":      {"%s (%s डिस्क)"},
	"%s (virtual disk)": {"%s (वर्चुअल डिस्क)"},
	"%s: in memory (a RAM-backed file system or RAM disk), so its figures are what the I/O stack does without a device, the ceiling of the software stack, not a storage result.": {
		"%s: मेमोरी में चलता है (RAM पर आधारित फ़ाइल सिस्टम या RAM डिस्क), इसलिए इसके आँकड़े बताते हैं कि I/O स्टैक बिना किसी डिवाइस के कितना दे पाता है: यह सॉफ़्टवेयर स्टैक की ऊपरी सीमा है, स्टोरेज का परिणाम नहीं।",
	},
	"%s: a %s virtual disk, so its figures are the hypervisor's I/O path and the host's storage behind it, not a drive's alone.": {
		"%[1]s: एक %[2]s वर्चुअल डिस्क है, इसलिए इसके आँकड़े किसी एक ड्राइव के नहीं, बल्कि हाइपरवाइज़र के I/O पथ और उसके पीछे होस्ट के स्टोरेज के हैं।",
	},
	"%s: a virtual disk, so its figures are the hypervisor's I/O path and the host's storage behind it, not a drive's alone.": {
		"%s: एक वर्चुअल डिस्क है, इसलिए इसके आँकड़े किसी एक ड्राइव के नहीं, बल्कि हाइपरवाइज़र के I/O पथ और उसके पीछे होस्ट के स्टोरेज के हैं।",
	},
	"%s: %s peaks at %s (%s)":      {"%[1]s: %[2]s का शिखर %[3]s है (%[4]s)"},
	"%s peaks highest, at %s (%s)": {"सबसे ऊँचा शिखर %s का है: %s (%s)"},
	"%s at %s (%s), %s of it":      {"%[1]s: %[2]s (%[3]s), यानी उसका %[4]s"},
	"%s at %s (%s), %s of it, a difference inside the run-to-run noise": {
		"%[1]s: %[2]s (%[3]s), यानी उसका %[4]s; यह अंतर माप के शोर के भीतर है",
	},
	"%s reaches %s of its peak only at %s (%s), the deepest depth measured: it may not have reached its limit": {
		"%[1]s अपने शिखर के %[2]s तक केवल %[3]s पर पहुँचता है (%[4]s), जो मापी गई सबसे अधिक डेप्थ है: हो सकता है कि यह अभी अपनी सीमा तक न पहुँचा हो",
	},
	"%s reaches %s of its peak at %s (%s) and stays there through %s": {
		"%[1]s अपने शिखर के %[2]s तक %[3]s पर पहुँचता है (%[4]s) और %[5]s तक वहीं बना रहता है",
	},
	"%s reaches %s of its peak at %s (%s) and falls below it at %s": {
		"%[1]s अपने शिखर के %[2]s तक %[3]s पर पहुँचता है (%[4]s) और %[5]s पर उससे नीचे गिर जाता है",
	},
	"%s reaches %s of its peak at %s (%s) and falls below it from %s on": {
		"%[1]s अपने शिखर के %[2]s तक %[3]s पर पहुँचता है (%[4]s) और %[5]s व उससे गहरी डेप्थ पर उससे नीचे रहता है",
	},
	"%s first reaches %s of its peak at %s (%s) and is at or above it only at %s": {
		"%[1]s पहली बार %[3]s पर अपने शिखर के %[2]s तक पहुँचता है (%[4]s), और उस स्तर पर या उससे ऊपर केवल इन डेप्थ पर रहता है: %[5]s",
	},
	"%s; from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise: the added requests only queue": {
		"%[1]s; %[2]s से %[3]s तक विलंब %[4]s बढ़ जाता है (%[5]s से %[6]s), पर शोर से अधिक कोई लाभ नहीं होता: अतिरिक्त अनुरोध केवल क्यू में इंतज़ार करते हैं",
	},
	"%s; likewise, from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise": {
		"%[1]s; यहाँ भी %[2]s से %[3]s तक विलंब %[4]s बढ़ जाता है (%[5]s से %[6]s), पर शोर से अधिक कोई लाभ नहीं होता",
	},
	"%s; it too loses %s from its peak at %s to %s (%s to %s), while its latency grows %s": {
		"%[1]s; यह भी %[3]s पर शिखर से %[4]s तक %[2]s खो देता है (%[5]s से %[6]s), जबकि विलंब %[7]s बढ़ जाता है",
	},
	"%s; from %s to %s it gains nothing beyond the noise": {
		"%[1]s; %[2]s से %[3]s तक शोर से अधिक कोई लाभ नहीं होता",
	},
	"%s; from its peak at %s to %s it loses %s (%s to %s) while its latency grows %s": {
		"%[1]s; %[2]s पर शिखर से %[3]s तक यह %[4]s खो देता है (%[5]s से %[6]s), जबकि विलंब %[7]s बढ़ जाता है",
	},
	"%s; from its peak at %s to %s it loses %s (%s to %s)": {
		"%[1]s; %[2]s पर शिखर से %[3]s तक यह %[4]s खो देता है (%[5]s से %[6]s)",
	},
	"%s; its swings from %s on, between %s and %s, are within the run-to-run noise": {
		"%[1]s; %[2]s से आगे इसके उतार-चढ़ाव (%[3]s से %[4]s) माप के शोर के भीतर हैं",
	},
	"%s; going on to %s changes it by %s": {
		"%[1]s; %[2]s तक जाने पर परिणाम %[3]s बदलता है",
	},
	"%s; going on to %s multiplies its latency by %s for %s more IOPS": {
		"%[1]s; %[2]s तक जाने पर विलंब %[3]s हो जाता है और IOPS %[4]s बढ़ते हैं",
	},
	"%s; going on to %s multiplies its latency by %s for %s more bandwidth": {
		"%[1]s; %[2]s तक जाने पर विलंब %[3]s हो जाता है और बैंडविड्थ %[4]s बढ़ती है",
	},
	"%s; going on to %s multiplies its latency by %s for %s fewer IOPS": {
		"%[1]s; %[2]s तक जाने पर विलंब %[3]s हो जाता है और IOPS %[4]s घटते हैं",
	},
	"%s; going on to %s multiplies its latency by %s for %s less bandwidth": {
		"%[1]s; %[2]s तक जाने पर विलंब %[3]s हो जाता है और बैंडविड्थ %[4]s घटती है",
	},
	"Each depth's figure is a single run of %s, not repeated: too short to see a drive's cache fill or its background work.": {
		"हर डेप्थ का आँकड़ा %s के एक ही रन से है, जिसे दोहराया नहीं गया: यह समय किसी ड्राइव के कैश के भरने या उसके बैकग्राउंड काम को देखने के लिए बहुत कम है।",
	},
	"Some depths' figures are a single run, not repeated.": {
		"कुछ डेप्थ के आँकड़े एक ही रन से हैं, जिन्हें दोहराया नहीं गया।",
	},
	"Runs are as short as %s: too short to see a drive's cache fill or its background work.": {
		"सबसे छोटा रन %s का है: यह समय किसी ड्राइव के कैश के भरने या उसके बैकग्राउंड काम को देखने के लिए बहुत कम है।",
	},
	"±%s for %s (differences under %s are noise)": {
		"%[2]s के लिए ±%[1]s (%[3]s से कम अंतर शोर है)",
	},
	"The spread of the repeated runs puts the run-to-run noise at %s.": {
		"दोहराए गए रनों के फैलाव के अनुसार माप का शोर: %s।",
	},
	"The curves' zig-zags put the run-to-run noise at %s.": {
		"वक्रों के टेढ़े-मेढ़ेपन के अनुसार माप का शोर: %s।",
	},
	"%s: no repeats and no zig-zag to measure the noise by, so small differences cannot be judged.": {
		"%s: शोर मापने के लिए न दोहराए गए रन हैं, न टेढ़े-मेढ़ेपन, इसलिए छोटे अंतरों का आकलन नहीं किया जा सकता।",
	},
	"These are single runs: a difference under %s between two figures of one configuration is within the noise.": {
		"ये एकल रन हैं: एक ही कॉन्फ़िगरेशन के दो आँकड़ों में %s से कम का अंतर शोर के भीतर है।",
	},
	"A difference under %s between two figures of one configuration is within the noise.": {
		"एक ही कॉन्फ़िगरेशन के दो आँकड़ों में %s से कम का अंतर शोर के भीतर है।",
	},
	"%s, %s at %s: %s above the most %s did; a cache answered, not the device.": {
		"%[1]s, %[2]s, %[3]s पर: %[5]s के सबसे ऊँचे परिणाम से %[4]s ऊपर; जवाब डिवाइस ने नहीं, किसी कैश ने दिया।",
	},
	"%s: %s to %s above the most %s did; a cache answered, not the device.": {
		"%[1]s: %[4]s के सबसे ऊँचे परिणाम से %[2]s से %[3]s ऊपर; जवाब डिवाइस ने नहीं, किसी कैश ने दिया।",
	},
	"%s, %s: its peak, %s at %s, is %s its %s peak (%s at %s). A disk does not write faster than it reads: a write-back cache took the writes, behind a virtual disk most likely the host's page cache (cache=writeback).": {
		"%[1]s, %[2]s: इसका शिखर (%[4]s पर %[3]s) %[6]s के शिखर (%[8]s पर %[7]s) का %[5]s है। कोई डिस्क पढ़ने से तेज़ नहीं लिखती: लेखन किसी राइट-बैक कैश ने लिया; वर्चुअल डिस्क के पीछे यह संभवतः होस्ट का पेज कैश है (cache=writeback)।",
	},
	"%s, %s: its peak, %s at %s, is %s its %s peak (%s at %s). A drive does not write faster than it reads: a write-back cache took the writes, the drive's DRAM or SLC cache, or the page cache if the I/O was buffered.": {
		"%[1]s, %[2]s: इसका शिखर (%[4]s पर %[3]s) %[6]s के शिखर (%[8]s पर %[7]s) का %[5]s है। कोई ड्राइव पढ़ने से तेज़ नहीं लिखती: लेखन किसी राइट-बैक कैश ने लिया, यानी ड्राइव के DRAM या SLC कैश ने, या बफ़र्ड I/O में पेज कैश ने।",
	},
	"%s, %s: its peak, %s at %s, is %s its %s peak (%s at %s). A device does not write faster than it reads: a write-back cache took the writes, a page cache or the drive's own DRAM or SLC cache.": {
		"%[1]s, %[2]s: इसका शिखर (%[4]s पर %[3]s) %[6]s के शिखर (%[8]s पर %[7]s) का %[5]s है। कोई डिवाइस पढ़ने से तेज़ नहीं लिखता: लेखन किसी राइट-बैक कैश ने लिया, यानी पेज कैश ने या ड्राइव के अपने DRAM या SLC कैश ने।",
	},
	"%s: %s top out together near %s (their maxima within %s of each other), against %s for %s: a ceiling they share, not the device's.": {
		"%[1]s: %[2]s एक साथ लगभग %[3]s पर ठहर जाते हैं (उनके अधिकतम मान एक-दूसरे से %[4]s के भीतर), जबकि %[6]s के लिए यह %[5]s है: यह उनकी साझा सीमा है, डिवाइस की नहीं।",
	},
	"%s: %s top out together near %s (their maxima within %s of each other): a ceiling they share, not the device's.": {
		"%[1]s: %[2]s एक साथ लगभग %[3]s पर ठहर जाते हैं (उनके अधिकतम मान एक-दूसरे से %[4]s के भीतर): यह उनकी साझा सीमा है, डिवाइस की नहीं।",
	},
	"%s: every figure is flagged": {"%s: हर आँकड़ा चिह्नित है"},
	"%s: %s, %s at %s":            {"%[1]s: %[2]s, %[4]s पर %[3]s"},
	"%s (%s higher, but flagged)": {"%s (%s अधिक, पर चिह्नित)"},
	"Highest result the flags do not call into doubt, per workload: %s.": {
		"हर वर्कलोड में बिना संदेह वाला सबसे ऊँचा परिणाम: %s।",
	},
	"Random workloads are measured in IOPS, sequential ones in bandwidth. A curve's knee is the smallest queue depth that reaches %s of its peak; latency growth is the mean latency at the deepest depth over the mean latency at the knee, or at the peak where the curve falls.": {
		"यादृच्छिक वर्कलोड IOPS में और अनुक्रमिक वर्कलोड बैंडविड्थ में मापे जाते हैं। किसी वक्र का संतृप्ति बिंदु वह सबसे कम क्यू डेप्थ है जिस पर वह अपने शिखर के %s तक पहुँचता है; विलंब वृद्धि सबसे अधिक डेप्थ पर औसत विलंब को संतृप्ति बिंदु के औसत विलंब से (जहाँ वक्र गिरता है, वहाँ शिखर के औसत विलंब से) भाग देकर निकाली जाती है।",
	},
	"Where a depth was not run more than once, the run-to-run noise is read from each configuration's curves: throughput over queue depth rises, then holds or falls, so what the closest such curve leaves (its zig-zags) is noise. Two figures differ beyond the noise when their ratio is more than twice the noise of a difference.": {
		"जहाँ किसी डेप्थ पर रन एक से अधिक बार नहीं हुआ, वहाँ माप का शोर हर कॉन्फ़िगरेशन के वक्रों से पढ़ा जाता है: क्यू डेप्थ बढ़ने पर थ्रूपुट पहले बढ़ता है, फिर स्थिर रहता है या गिरता है, इसलिए ऐसे सबसे नज़दीकी वक्र से जो बचता है (टेढ़ा-मेढ़ापन), वही शोर है। दो आँकड़ों का अंतर शोर से बाहर तब माना जाता है जब उनका अनुपात किसी अंतर के शोर के दोगुने से अधिक हो।",
	},
	"Ratios are each configuration's figure over %s's at the same depth.": {
		"अनुपात हर कॉन्फ़िगरेशन के आँकड़े को उसी डेप्थ पर %s के आँकड़े से भाग देकर निकाले गए हैं।",
	},
	// A CrystalDiskMark review.
	"%d figures are the best of %d passes": {
		"one", "%[1]d आँकड़ा %[2]d पासों में सर्वश्रेष्ठ है",
		"other", "%[1]d आँकड़े %[2]d पासों में सर्वश्रेष्ठ हैं",
	},
	"%d figures are the mean of %d passes": {
		"one", "%[1]d आँकड़ा %[2]d पासों का औसत है",
		"other", "%[1]d आँकड़े %[2]d पासों का औसत हैं",
	},
	"%d figures are single passes": {
		"one", "%d आँकड़ा एकल पास है",
		"other", "%d आँकड़े एकल पास हैं",
	},
	"Aggregation, as the tools reported it: %s.": {
		"पासों को कैसे जोड़ा गया (टूल के अनुसार): %s।",
	},
	"Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters.": {
		"पासों को कैसे जोड़ा गया (टूल के अनुसार): %s। कई पासों में सबसे अच्छा परिणाम औसत नहीं होता: औसत के साथ रखने पर यह परिणाम को बढ़ा-चढ़ाकर दिखाता है।",
	},
	"Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters, and the warnings say where the two meet.": {
		"पासों को कैसे जोड़ा गया (टूल के अनुसार): %s। कई पासों में सबसे अच्छा परिणाम औसत नहीं होता: औसत के साथ रखने पर यह परिणाम को बढ़ा-चढ़ाकर दिखाता है, और चेतावनियाँ बताती हैं कि कहाँ दोनों की तुलना हुई है।",
	},
	// Warnings.
	"%s has %d rows for %s; its figures are their median": {
		"one", "%[1]s में %[3]s के लिए %[2]d पंक्ति है; इसके आँकड़े उनकी माध्यिका हैं",
		"other", "%[1]s में %[3]s के लिए %[2]d पंक्तियाँ हैं; इसके आँकड़े उनकी माध्यिका हैं",
	},
	"latency not compared in %s: %s report completion latency (from submission to completion), %s total latency (submission included)": {
		"%[1]s में विलंब की तुलना नहीं की गई: %[2]s पूर्णता विलंब (I/O भेजने से पूरा होने तक) बताते हैं, जबकि %[3]s कुल विलंब (भेजने का समय सहित)",
	},
	"need %d runs per system to test at alpha %s; some cells have %d, so no difference there can be significant": {
		"अल्फ़ा %[2]s पर परीक्षण के लिए प्रति सिस्टम %[1]d रन चाहिए; कुछ वर्कलोड में %[3]d हैं, इसलिए वहाँ कोई अंतर सार्थक नहीं हो सकता",
	},
	"%s compares best-of-N figures with means; the best of several passes overstates a system against a mean": {
		"%s में कई पासों के सबसे अच्छे आँकड़ों की तुलना औसत से हुई है; कई पासों में सबसे अच्छा परिणाम किसी सिस्टम को औसत के मुकाबले बढ़ा-चढ़ाकर दिखाता है",
	},
	"every cell has a single run on at least one side: no difference can be tested": {
		"हर वर्कलोड में कम से कम एक ओर केवल एक रन है: किसी अंतर का परीक्षण नहीं हो सकता",
	},
	"engine (%s)": {"इंजन (%s)"},
	"host (%s)":   {"होस्ट (%s)"},
	"target (%s)": {"लक्ष्य (%s)"},
	"%s pools rows that differ in %s, so its figures mix them; %s": {
		"%[1]s उन पंक्तियों को एक साथ रखता है जो %[2]s में भिन्न हैं, इसलिए इसके आँकड़े उन्हें मिला देते हैं; %[3]s",
	},
	"to compare them, give each run its own name: %s": {
		"इनकी तुलना के लिए हर रन को उसका अपना नाम दें: %s",
	},
	"to compare them, make each fio job a system named after the job: %s, then %s": {
		"इनकी तुलना के लिए हर fio जॉब को उसी के नाम वाला अलग सिस्टम बनाएँ: %s, फिर %s",
	},
	"to compare them, name the systems after the files' paths: %s, then %s": {
		"इनकी तुलना के लिए सिस्टमों के नाम फ़ाइलों के पथ से लें: %s, फिर %s",
	},
	"No curve for %s: the data has %s figures at fewer than two of their queue depths": {
		"%s के लिए कोई वक्र नहीं: डेटा में %s के आँकड़े दो से कम क्यू डेप्थ पर हैं",
	},
	"The data has no %s figures: no table has a row of them and no chart shows them.": {
		"डेटा में %s के आँकड़े नहीं हैं: किसी तालिका में उनकी पंक्ति नहीं है और कोई चार्ट उन्हें नहीं दिखाता।",
	},
	"baseline %q has no sweep to compare with": {
		"बेसलाइन %q के पास तुलना के लिए क्यू डेप्थ माप नहीं है",
	},
	"Not in steady state (SNIA rule: range within %s and slope within %s of the mean): %s %s %s: %d samples, fewer than the %d the steady-state rule needs": {
		"स्थिर अवस्था में नहीं (SNIA नियम: फैलाव औसत के %[1]s और ढलान %[2]s के भीतर): %[3]s %[4]s %[5]s: %[6]d नमूने, जबकि नियम के लिए %[7]d चाहिए",
	},
	"Not in steady state (SNIA rule: range within %s and slope within %s of the mean): %s %s %s: range %s and slope %s of the mean over the last %d samples": {
		"स्थिर अवस्था में नहीं (SNIA नियम: फैलाव औसत के %[1]s और ढलान %[2]s के भीतर): %[3]s %[4]s %[5]s: अंतिम %[8]d नमूनों में फैलाव औसत का %[6]s और ढलान %[7]s",
	},
	// The test setup table and what it says of setups that differ.
	"Test setup":             {"टेस्ट सेटअप"},
	"All systems":            {"सभी सिस्टम"},
	"Tool":                   {"टूल"},
	"Profile":                {"प्रोफ़ाइल"},
	"Test size":              {"टेस्ट फ़ाइल का आकार"},
	"Passes per test":        {"प्रति टेस्ट पास"},
	"Runs per workload":      {"प्रति वर्कलोड रन"},
	"Measured time":          {"माप अवधि"},
	"Interval between tests": {"टेस्ट के बीच अंतराल"},
	"Warm-up":                {"वार्म-अप"},
	"Volume fill level":      {"वॉल्यूम भराव स्तर"},
	"I/O engine":             {"I/O इंजन"},
	"Jobs (threads)":         {"थ्रेड की संख्या"},
	"Direct I/O":             {"डायरेक्ट I/O"},
	"Write-through":          {"राइट-थ्रू (कैश के बिना लेखन)"},
	"Host":                   {"होस्ट"},
	"CPU":                    {"प्रोसेसर"},
	"%s, %d logical CPUs":    {"%s, %d लॉजिकल CPU"},
	"%d logical CPUs":        {"%d लॉजिकल CPU"},
	"Memory":                 {"मेमोरी"},
	"Operating system":       {"ऑपरेटिंग सिस्टम"},
	"Kernel":                 {"कर्नेल"},
	"Drive":                  {"ड्राइव"},
	"%s, firmware %s":        {"%s, फ़र्मवेयर %s"},
	"Drives":                 {"ड्राइव की संख्या"},
	"Link":                   {"लिंक"},
	"File system":            {"फ़ाइल सिस्टम"},
	"Block device":           {"ब्लॉक डिवाइस"},
	"Storage under test":     {"टेस्ट किया गया स्टोरेज"},
	"RAM-backed (memory, not a drive)": {
		"RAM पर आधारित (ड्राइव नहीं, मेमोरी)",
	},
	"virtual disk":   {"वर्चुअल डिस्क"},
	"physical drive": {"भौतिक ड्राइव"},
	"Date":           {"तारीख"},
	"yes":            {"हाँ"},
	"no":             {"नहीं"},
	"varies":         {"अलग-अलग"},
	"%s s":           {"%s सेकंड"},
	"The systems were not measured alike, so part of a difference between them may come from the setup: %s.": {
		"सिस्टम एक जैसी परिस्थितियों में नहीं मापे गए, इसलिए उनके बीच के अंतर का कुछ हिस्सा टेस्ट सेटअप से आ सकता है: %s।",
	},
	"tool or version":        {"टूल या संस्करण"},
	"test size":              {"टेस्ट फ़ाइल का आकार"},
	"operating system":       {"ऑपरेटिंग सिस्टम"},
	"volume fill level":      {"वॉल्यूम भराव स्तर"},
	"direct or buffered I/O": {"डायरेक्ट या बफ़र्ड I/O"},
	"direct":                 {"डायरेक्ट"},
	"buffered":               {"बफ़र्ड"},
	"single short runs (one pass of under %s, no repeats): %s": {
		"एकल छोटे रन (%s से कम का एक पास, बिना दोहराव): %s",
	},
	// What compare prints.
	"old":   {"पुराना"},
	"new":   {"नया"},
	"delta": {"अंतर"},
	"only in old, not compared: %s": {
		"केवल पुराने में, तुलना नहीं हुई: %s",
	},
	"only in new, not compared: %s": {
		"केवल नए में, तुलना नहीं हुई: %s",
	},
	"%s (%d runs)":      {"%s (%d रन)"},
	"warning: %s":       {"चेतावनी: %s"},
	"%s ± %s range":     {"%s ± %s फैलाव"},
	"%s (%s, untested)": {"%s (%s, टेस्ट नहीं हुआ)"},
	// The story: a lead, a verdict, credits (issue 24).
	"%s: above what the link can carry, so a cache answered, not the drive.": {
		"%s: लिंक की वहन-क्षमता से अधिक, इसलिए जवाब ड्राइव ने नहीं, किसी कैश ने दिया।",
	},
	"%d threads":                    {"%d थ्रेड"},
	"%d workloads (%s)":             {"%d वर्कलोड (%s)"},
	"%s %s of %s":                   {"%[3]s के %[1]s %[2]s"},
	"%s of %s":                      {"%[2]s के %[1]s"},
	"%s blocks":                     {"%s ब्लॉक"},
	"%s to %s blocks":               {"%s से %s ब्लॉक"},
	"random":                        {"यादृच्छिक"},
	"sequential":                    {"अनुक्रमिक"},
	"reads":                         {"पठन"},
	"writes":                        {"लेखन"},
	"mixes":                         {"मिश्रित वर्कलोड"},
	"trims":                         {"TRIM"},
	"%s ran %s.":                    {"%[1]s ने %[2]s चलाए।"},
	"%s were tested with %s in %s.": {"%[1]s का परीक्षण %[2]s से %[3]s में किया गया।"},
	"by up to %s":                   {"अधिकतम %s के अंतर से"},
	"by %s":                         {"%s के अंतर से"},
	"%s leads most reads, %s (%s, %s vs %s)": {
		"%[1]s अधिकांश पठन में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)",
	},
	"%s leads every read it ran, %s (%s, %s vs %s)": {
		"%[1]s अपने हर पठन में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)",
	},
	"%s leads every read, %s (%s, %s vs %s)": {"%[1]s हर पठन में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)"},
	"%s leads most writes, %s (%s, %s vs %s)": {
		"%[1]s अधिकांश लेखन में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)",
	},
	"%s leads every write it ran, %s (%s, %s vs %s)": {
		"%[1]s अपने हर लेखन में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)",
	},
	"%s leads every write, %s (%s, %s vs %s)": {"%[1]s हर लेखन में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)"},
	"%s leads most mixes, %s (%s, %s vs %s)": {
		"%[1]s अधिकांश मिश्रित वर्कलोड में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)",
	},
	"%s leads every mix it ran, %s (%s, %s vs %s)": {
		"%[1]s अपने हर मिश्रित वर्कलोड में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)",
	},
	"%s leads every mix, %s (%s, %s vs %s)": {
		"%[1]s हर मिश्रित वर्कलोड में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)",
	},
	"%s leads most trims, %s (%s, %s vs %s)": {
		"%[1]s अधिकांश TRIM में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)",
	},
	"%s leads every trim it ran, %s (%s, %s vs %s)": {
		"%[1]s अपने हर TRIM में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)",
	},
	"%s leads every trim, %s (%s, %s vs %s)": {"%[1]s हर TRIM में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)"},
	"%s leads most results, %s (%s, %s vs %s).": {
		"%[1]s अधिकांश परिणामों में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)।",
	},
	"%s leads every result it ran, %s (%s, %s vs %s).": {
		"%[1]s अपने हर परीक्षण में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)।",
	},
	"%s leads every result, %s (%s, %s vs %s).": {
		"%[1]s हर परिणाम में आगे है, %[2]s (%[3]s: %[4]s बनाम %[5]s)।",
	},
	"%s does the most work per unit of CPU in %d of %d results, which leaves the most CPU to the applications.": {
		"%[1]s %[3]d में से %[2]d परिणामों में CPU की प्रति इकाई पर सबसे अधिक काम करता है, जिससे एप्लिकेशनों के लिए सबसे अधिक CPU बचता है।",
	},
	"%s: in %s the processor is the limit, so a faster CPU, not faster storage, would raise their figures.": {
		"%[1]s: %[2]s में सीमा प्रोसेसर है, इसलिए इन आँकड़ों को तेज़ स्टोरेज नहीं, तेज़ CPU बढ़ाएगा।",
	},
	"%s: the drives hold every system, so only more or faster drives would raise that figure.": {
		"%s: हर सिस्टम को ड्राइव रोकती हैं, इसलिए यह आँकड़ा केवल अधिक या तेज़ ड्राइव से बढ़ेगा।",
	},
	"%s: near the ceiling of its link, so on that link no faster drive would do much better.": {
		"%s: अपने लिंक की अधिकतम सीमा के क़रीब, इसलिए इस लिंक पर कोई तेज़ ड्राइव भी बहुत बेहतर नहीं कर पाएगी।",
	},
	"No system is the clear choice: none leads most of the results in any direction.": {
		"कोई सिस्टम स्पष्ट विकल्प नहीं है: किसी भी दिशा में कोई भी अधिकांश परिणामों में आगे नहीं है।",
	},
	"%s is the one to choose for %s: it leads %s.": {"%[2]s के लिए चुनने लायक %[1]s है: यह %[3]s आगे है।"},
	"%s for reads (up to %s ahead)":                {"पठन के लिए %[1]s (अधिकतम %[2]s आगे)"},
	"%s for writes (up to %s ahead)":               {"लेखन के लिए %[1]s (अधिकतम %[2]s आगे)"},
	"%s for mixes (up to %s ahead)":                {"मिश्रित वर्कलोड के लिए %[1]s (अधिकतम %[2]s आगे)"},
	"%s for trims (up to %s ahead)":                {"TRIM के लिए %[1]s (अधिकतम %[2]s आगे)"},
	"The choice follows the work: %s.":             {"चुनाव काम पर निर्भर है: %s।"},
	"Caveat: the systems were not measured alike (%s), so part of each difference may come from the setup.": {
		"सावधानी: सिस्टम एक जैसी स्थितियों में नहीं मापे गए (%s), इसलिए हर अंतर का कुछ हिस्सा व्यवस्था के कारण हो सकता है।",
	},
	"Each figure is a single run, so no lead was tested for significance: the smallest, %s's %s in %s, may not hold in a repeat.": {
		"हर आँकड़ा एक ही रन है, इसलिए किसी बढ़त की सार्थकता नहीं जाँची गई: सबसे छोटी बढ़त (%[1]s, %[3]s में %[2]s) दोहराने पर शायद न टिके।",
	},
	"Each figure is a single run, so no lead was tested for significance.": {
		"हर आँकड़ा एक ही रन है, इसलिए किसी बढ़त की सार्थकता नहीं जाँची गई।",
	},
	"Over %s runs per system, every difference is significant (%s, alpha %s): %s.": {
		"प्रति सिस्टम %[1]s रन में हर अंतर सार्थक है (%[2]s, अल्फ़ा %[3]s): %[4]s।",
	},
	"Over %s runs per system, no difference is significant (%s, alpha %s): %s are within the runs' spread.": {
		"प्रति सिस्टम %[1]s रन में कोई अंतर सार्थक नहीं है (%[2]s, अल्फ़ा %[3]s): %[4]s रनों के फैलाव के भीतर हैं।",
	},
	"Over %s runs per system, the differences in %s are significant (%s, alpha %s); those in %s are within the runs' spread.": {
		"प्रति सिस्टम %[1]s रन में इन वर्कलोड के अंतर सार्थक हैं: %[2]s (%[3]s, अल्फ़ा %[4]s); इनके अंतर रनों के फैलाव के भीतर हैं: %[5]s।",
	},
	"Size latency-sensitive work by the p99, not the mean: in %s the p99 latency, %s, is %s the mean, %s.": {
		"विलंब के प्रति संवेदनशील काम का आकलन औसत से नहीं, p99 से करें: %[1]s में p99 विलंब (%[2]s) औसत (%[4]s) का %[3]s है।",
	},
	"Each figure is a single run of %s, so how much a repeat would differ is not known.": {
		"हर आँकड़ा %s का एक ही रन है, इसलिए दोहराने पर कितना अंतर आएगा, यह ज्ञात नहीं।",
	},
	"Each figure is a single run, so how much a repeat would differ is not known.": {
		"हर आँकड़ा एक ही रन है, इसलिए दोहराने पर कितना अंतर आएगा, यह ज्ञात नहीं।",
	},
	"Its %s peak, %s, comes from a write cache: a write longer than the cache would show what the storage behind it sustains.": {
		"इसका %[1]s शिखर (%[2]s) एक राइट कैश से आता है: कैश से लंबा लेखन दिखाएगा कि उसके पीछे का स्टोरेज कितना टिकाए रख सकता है।",
	},
	"%s in %s": {"%[2]s में %[1]s"},
	"For %s, a queue deeper than where it first reaches %s of its peak (%s) adds latency, not throughput.": {
		"%[1]s के लिए, उस गहराई से अधिक क्यू जहाँ यह पहली बार अपने शिखर का %[2]s छूता है (%[3]s), थ्रूपुट नहीं, केवल विलंब बढ़ाती है।",
	},
	"%s were measured at queue depths %s in %s.": {"%[1]s को %[2]s क्यू डेप्थ पर %[3]s में मापा गया।"},
	"%s writes faster than it reads (%s %s, %s %s): a write-back cache took the writes.": {
		"%[1]s पढ़ने से तेज़ लिखता है (%[2]s %[3]s, %[4]s %[5]s): लेखन एक write-back कैश ने लिया।",
	},
	"At its best, %s reaches %s of the memory ceiling (%s: %s against %s).": {
		"अपने सर्वश्रेष्ठ पर %[1]s मेमोरी की सीमा का %[2]s छूता है (%[3]s: %[4]s बनाम %[5]s)।",
	},
	"At its best, %s reaches %s to %s of the memory ceiling (least in %s: %s against %s).": {
		"अपने सर्वश्रेष्ठ पर %[1]s मेमोरी की सीमा का %[2]s से %[3]s छूता है (सबसे कम %[4]s में: %[5]s बनाम %[6]s)।",
	},
	"For %s, more queue depth stops paying at %s for random I/O and at %s for sequential I/O: past it, latency grows and throughput does not.": {
		"%[1]s के लिए अधिक क्यू डेप्थ यादृच्छिक I/O में %[2]s पर और अनुक्रमिक I/O में %[3]s पर फ़ायदा देना बंद कर देती है: उसके बाद विलंब बढ़ता है, थ्रूपुट नहीं।",
	},
	"For %s, more queue depth stops paying at %s: past it, latency grows and throughput does not.": {
		"%[1]s के लिए अधिक क्यू डेप्थ %[2]s पर फ़ायदा देना बंद कर देती है: उसके बाद विलंब बढ़ता है, थ्रूपुट नहीं।",
	},
	"Platforms: %s; a platform's lead is measured against the best system of the other.": {
		"प्लेटफ़ॉर्म: %s; किसी प्लेटफ़ॉर्म की बढ़त दूसरे प्लेटफ़ॉर्म के सर्वश्रेष्ठ सिस्टम के मुक़ाबले मापी जाती है।",
	},
	"Published results":                     {"प्रकाशित परिणाम"},
	"measured with %s, %d runs, %s":         {"%[1]s से मापा गया, %[2]d रन, %[3]s"},
	"measured with %s, %d runs":             {"%[1]s से मापा गया, %[2]d रन"},
	"%s export, %s":                         {"%[1]s एक्सपोर्ट, %[2]s"},
	"%s export":                             {"%s एक्सपोर्ट"},
	"%s output, %d runs, %s":                {"%[1]s आउटपुट, %[2]d रन, %[3]s"},
	"%s output, %d runs":                    {"%[1]s आउटपुट, %[2]d रन"},
	"%s output, %s":                         {"%[1]s आउटपुट, %[2]s"},
	"%s output":                             {"%s आउटपुट"},
	"%s January %s":                         {"%s जनवरी %s"},
	"%s February %s":                        {"%s फ़रवरी %s"},
	"%s March %s":                           {"%s मार्च %s"},
	"%s April %s":                           {"%s अप्रैल %s"},
	"%s May %s":                             {"%s मई %s"},
	"%s June %s":                            {"%s जून %s"},
	"%s July %s":                            {"%s जुलाई %s"},
	"%s August %s":                          {"%s अगस्त %s"},
	"%s September %s":                       {"%s सितंबर %s"},
	"%s October %s":                         {"%s अक्टूबर %s"},
	"%s November %s":                        {"%s नवंबर %s"},
	"%s December %s":                        {"%s दिसंबर %s"},
	"%d systems":                            {"%d सिस्टम"},
	"Each figure is the median of %d runs.": {"हर आँकड़ा %d रन की माध्यिका है।"},
	"%s leads %d of the %d reads, %s (%s, %s vs %s)": {
		"%[1]s %[3]d में से %[2]d पठन में आगे है, %[4]s (%[5]s: %[6]s बनाम %[7]s)",
	},
	"%s leads %d of the %d writes, %s (%s, %s vs %s)": {
		"%[1]s %[3]d में से %[2]d लेखन में आगे है, %[4]s (%[5]s: %[6]s बनाम %[7]s)",
	},
	"%s leads %d of the %d mixes, %s (%s, %s vs %s)": {
		"%[1]s %[3]d में से %[2]d मिश्रित वर्कलोड में आगे है, %[4]s (%[5]s: %[6]s बनाम %[7]s)",
	},
	"%s leads %d of the %d trims, %s (%s, %s vs %s)": {
		"%[1]s %[3]d में से %[2]d TRIM में आगे है, %[4]s (%[5]s: %[6]s बनाम %[7]s)",
	},
	"%s leads %d of the %d results, %s (%s, %s vs %s); the rest are ties.": {
		"%[1]s %[3]d में से %[2]d परिणामों में आगे है, %[4]s (%[5]s: %[6]s बनाम %[7]s); बाकी बराबरी पर हैं।",
	},
	"Steady state cannot be judged: %d logs have fewer samples than the %d SNIA's rule needs.": {
		"स्थिर अवस्था नहीं आँकी जा सकती: %[1]d लॉग में SNIA नियम के लिए ज़रूरी %[2]d नमूनों से कम नमूने हैं।",
	},
	"Queue depth: from %s to %s, mean latency is multiplied by %s while IOPS falls by %s; the added I/Os only wait in the queue.": {
		"क्यू डेप्थ: %[1]s से %[2]s तक औसत विलंब %[3]s गुना हो जाता है जबकि IOPS %[4]s घटता है; जोड़े गए I/O केवल क्यू में प्रतीक्षा करते हैं।",
	},
	"Block size: from %s to %s, mean latency is multiplied by %s while bandwidth falls by %s.": {
		"ब्लॉक आकार: %[1]s से %[2]s तक औसत विलंब %[3]s गुना हो जाता है जबकि बैंडविड्थ %[4]s घटती है।",
	},
	"%s is the one to choose: it is ahead in %d of the %d results and behind in none.": {
		"चुनने लायक %[1]s है: यह %[3]d में से %[2]d परिणामों में आगे है और किसी में पीछे नहीं।",
	},
	"%s kept %s I/Os in flight against %s for %s: its lower latency is that of a queue it did not fill.": {
		"%[1]s ने औसतन %[2]s I/O चलते रखे, जबकि %[4]s ने %[3]s: इसका कम विलंब उस क्यू का है जिसे इसने भरा ही नहीं।",
	},
	// A multiple (numbers.go's Times).
	"%s×": {"%s×"},
}
