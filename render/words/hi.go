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
		"%[2]s के %[1]d होस्ट पर %[3]s का दायरा %[4]s से %[5]s तक है, यानी होस्ट की मीडियन के मुक़ाबले %[6]s का फैलाव (%[7]s)।",
	},
	"The slowest host, %s, is %s below the median (%s).": {
		"सबसे धीमा होस्ट %s है, जो मीडियन से %s नीचे है (%s)।",
	},
	"The slowest host, %s, is %s above the median (%s).": {
		"सबसे धीमा होस्ट %s है, जो मीडियन से %s ऊपर है (%s)।",
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
		"स्टोरेज प्रदर्शन: %d कॉन्फ़िगरेशन की तुलना",
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
	"random %s read":      {"रैंडम %s रीड"},
	"random %s write":     {"रैंडम %s राइट"},
	"random %s mixed":     {"रैंडम %s मिश्रित"},
	"random %s trim":      {"रैंडम %s TRIM"},
	"sequential %s read":  {"सीक्वेंशियल %s रीड"},
	"sequential %s write": {"सीक्वेंशियल %s राइट"},
	"sequential %s mixed": {"सीक्वेंशियल %s मिश्रित"},
	"sequential %s trim":  {"सीक्वेंशियल %s TRIM"},
	"%s read":             {"%s रीड"},
	"pattern?":            {"एक्सेस पैटर्न?"},
	"read":                {"रीड"},
	"write":               {"राइट"},
	"mixed":               {"मिश्रित"},
	"trim":                {"TRIM"},
	"rnd":                 {"रैंडम"},
	"seq":                 {"सीक्वेंशियल"},
	"%sR":                 {"%s रीड"},
	"mix":                 {"मिश्रित"},
	"mix %s":              {"मिश्रित %s"},
	// Metrics and their units.
	"Bandwidth":                      {"बैंडविड्थ"},
	"Mean latency":                   {"औसत लेटेंसी"},
	"Latency p50":                    {"लेटेंसी p50"},
	"Latency p99":                    {"लेटेंसी p99"},
	"Latency p99.9":                  {"लेटेंसी p99.9"},
	"CPU use":                        {"CPU उपयोग"},
	"IOPS per %% CPU":                {"IOPS प्रति %% CPU"},
	"Bandwidth per %% CPU":           {"बैंडविड्थ प्रति %% CPU"},
	"CPU time per I/O":               {"प्रति I/O CPU समय"},
	"IOPS per core":                  {"IOPS प्रति कोर"},
	"Bandwidth per CPU-second":       {"बैंडविड्थ प्रति CPU-सेकंड"},
	"Score":                          {"स्कोर"},
	"Score in %s (higher is better)": {"स्कोर, %s में (ज़्यादा बेहतर)"},
	"Score in %s (lower is better)":  {"स्कोर, %s में (कम बेहतर)"},
	"Score in %s (which way is better is not recorded)": {"स्कोर, %s में (अधिक बेहतर है या कम, यह दर्ज नहीं)"},
	"%s per CPU-s":  {"%s प्रति CPU-सेकंड"},
	"%s per %% CPU": {"%s प्रति %% CPU"},
	// Tables.
	"Block size":                {"ब्लॉक आकार"},
	"best, clear of the others": {"एकमात्र सर्वश्रेष्ठ"},
	"tied for best (within resolution or the tie threshold)": {
		"सर्वश्रेष्ठ के बराबर (पूर्णांकन या बराबरी की सीमा के भीतर)",
	},
	"%s (continued)":         {"%s (जारी)"},
	"Random read, %s":        {"रैंडम रीड, %s"},
	"Random write, %s":       {"रैंडम राइट, %s"},
	"Random mixed, %s":       {"रैंडम मिश्रित, %s"},
	"Random trim, %s":        {"रैंडम TRIM, %s"},
	"Sequential read, %s":    {"सीक्वेंशियल रीड, %s"},
	"Sequential write, %s":   {"सीक्वेंशियल राइट, %s"},
	"Sequential mixed, %s":   {"सीक्वेंशियल मिश्रित, %s"},
	"Sequential trim, %s":    {"सीक्वेंशियल TRIM, %s"},
	"Unknown pattern %s, %s": {"अज्ञात एक्सेस पैटर्न (%s), %s"},
	"%s rounded to the nearest %s in the source; differences within that step are ties.": {
		"स्रोत में %[1]s को %[2]s के निकटतम गुणज तक पूर्णांकित किया गया है; इससे छोटे अंतर बराबरी माने गए हैं।",
	},
	"%s: change against %s": {"%[1]s: %[2]s की तुलना में बदलाव"},
	"Workload":              {"वर्कलोड"},
	"better than %s":        {"%s से बेहतर"},
	"~ no difference (within resolution or the tie threshold)": {
		"~ कोई अंतर नहीं (पूर्णांकन या बराबरी की सीमा के भीतर)",
	},
	"Test":                       {"टेस्ट"},
	"Read":                       {"रीड"},
	"Write":                      {"राइट"},
	"Mix":                        {"मिश्रित"},
	"Mix %s":                     {"मिश्रित %s"},
	"MB/s (1 MB/s = %s bytes/s)": {"MB/s (1 MB/s = %s बाइट/s)"},
	"%s over queue depth":        {"क्यू डेप्थ के साथ %s"},
	"Queue depth":                {"क्यू डेप्थ"},
	"Configuration":              {"कॉन्फ़िगरेशन"},
	"the knee: the smallest depth reaching %s of the curve's best": {
		"संतृप्ति बिंदु (सैचुरेशन पॉइंट): वह सबसे कम क्यू डेप्थ जिस पर शिखर का %s हासिल हो जाता है",
	},
	"%s, latency": {"%s, लेटेंसी"},
	// Charts.
	"%s: distribution of completion latency": {
		"%s: कम्प्लीशन लेटेंसी का वितरण",
	},
	"%s: distribution of latency": {"%s: लेटेंसी का वितरण"},
	"I/Os at or below (%%)": {
		"इस लेटेंसी तक पूरे हुए I/O (%%)",
	},
	"Latency (%s, log scale)": {"लेटेंसी (%s, लॉग स्केल)"},
	// A chart's description, for readers who cannot see it (SVG's <desc>).
	"Bar chart of %s for %s; workloads: %s.": {
		"%[2]s के लिए %[1]s का बार चार्ट; वर्कलोड: %[3]s।",
	},
	"Line chart of %s for %s over queue depths %s to %s.": {
		"%[2]s के लिए %[3]s से %[4]s तक की क्यू डेप्थ पर %[1]s का लाइन चार्ट।",
	},
	"Line chart of the share of I/Os at or below each latency, on a log scale, for %s.": {
		"%s के लिए लाइन चार्ट: हर लेटेंसी तक पूरे हुए I/O का हिस्सा, लॉग स्केल पर।",
	},
	"Median latency: %s.": {"मीडियन लेटेंसी: %s।"},
	"Highest: %s, %s: %s. Lowest: %s, %s: %s.": {
		"सबसे अधिक: %s, %s: %s। सबसे कम: %s, %s: %s।",
	},
	"rated maximum": {
		"निर्माता द्वारा बताई गई अधिकतम गति",
	},
	"link":                    {"लिंक"},
	"Read, MB/s by test":      {"रीड: हर टेस्ट में MB/s"},
	"Write, MB/s by test":     {"राइट: हर टेस्ट में MB/s"},
	"%s: %s over queue depth": {"%[1]s: क्यू डेप्थ के साथ %[2]s"},
	// Charts of panels (small multiples), their axes and bars.
	"n/a":                                     {"उपलब्ध नहीं"},
	"%s: throughput and CPU efficiency":       {"%s: थ्रूपुट और CPU दक्षता"},
	"%s: throughput and latency by workload":  {"%s: वर्कलोड के अनुसार थ्रूपुट और लेटेंसी"},
	"Bar charts of %s for %s.":                {"%[2]s के लिए %[1]s के बार चार्ट।"},
	"%s: highest %s, %s; lowest %s, %s.":      {"%s: सबसे ऊँचा %s, %s; सबसे नीचा %s, %s।"},
	"%s: %s and latency over queue depth":     {"%[1]s: क्यू डेप्थ के साथ %[2]s और लेटेंसी"},
	"Mean latency against %s, by queue depth": {"%s के सापेक्ष औसत लेटेंसी, क्यू डेप्थ के अनुसार"},
	"Line chart of mean latency against %s for %s, a point per queue depth.": {"%[2]s के लिए %[1]s के सापेक्ष औसत लेटेंसी का लाइन चार्ट; हर बिंदु एक क्यू डेप्थ।"},
	"log scale":                          {"लॉग स्केल"},
	"%s, log scale":                      {"%s, लॉग स्केल"},
	"%s: MB/s, IOPS and latency by test": {"%s: हर टेस्ट में MB/s, IOPS और लेटेंसी"},
	"whiskers: 95%% confidence interval of the median": {"व्हिस्कर: मीडियन का 95%% विश्वास अंतराल"},
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
	"by %s (%s, %s vs %s)": {"बढ़त %[1]s (%[2]s में %[3]s बनाम %[4]s)"},
	"by %s to %s (most in %s, %s vs %s)": {
		"बढ़त %[1]s से %[2]s (सबसे अधिक %[3]s में, %[4]s बनाम %[5]s)",
	},
	"In %s, %s ran at %s CPU for %s, which points to the processor rather than the drives as the limit.": {
		"%[1]s में %[2]s पर CPU उपयोग %[3]s रहा (%[4]s पर), जिससे लगता है कि यहाँ गति ड्राइव नहीं, प्रोसेसर सीमित कर रहा है।",
	},
	"%s is a tie on %s, %s to %s: about %s per drive over the %d drives, which suggests the drives, not the software, set the limit.": {
		"%[1]s में %[2]s बराबरी पर हैं (%[3]s से %[4]s); %[6]d ड्राइव पर बाँटें तो हर ड्राइव लगभग %[5]s देती है, जिससे लगता है कि यहाँ सीमा सॉफ़्टवेयर की नहीं, ड्राइवों की है।",
	},
	"%s is a tie on %s, %s to %s, at %s to %s CPU: about %s per drive over the %d drives, which suggests the drives, not the software, set the limit.": {
		"%[1]s में %[2]s बराबरी पर हैं (%[3]s से %[4]s, CPU %[5]s से %[6]s); %[8]d ड्राइव पर बाँटें तो हर ड्राइव लगभग %[7]s देती है, जिससे लगता है कि यहाँ सीमा सॉफ़्टवेयर की नहीं, ड्राइवों की है।",
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
		"%[1]s में %[2]s और %[3]s का काम बराबर है (%[4]s और %[5]s), लेकिन %[6]s में CPU उपयोग %[7]s कम है (%[8]s बनाम %[9]s)।",
	},
	"%s, where %s and %s do the same work (%s and %s): %s uses %s the CPU of %s (%s vs %s).": {
		"%[1]s में %[2]s और %[3]s का काम बराबर है (%[4]s और %[5]s), लेकिन %[6]s का CPU उपयोग %[8]s के मुक़ाबले %[7]s है (%[9]s बनाम %[10]s)।",
	},
	"%s their median in %s (%s vs %s CPU per %s)": {
		"%[2]s में प्रति %[5]s %[3]s CPU, जबकि बाकी की मीडियन %[4]s है (%[1]s)",
	},
	"%s less than their median in %s (%s vs %s CPU per %s)": {
		"%[2]s में प्रति %[5]s %[3]s CPU, जबकि बाकी की मीडियन %[4]s है (%[1]s कम)",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more bandwidth per %% of CPU than %s (%s vs %s).": {
		"ख़र्च हुए CPU के हिसाब से सबसे ज़्यादा I/O %[1]s में होता है (%[3]d में से %[2]d परिणामों में); सबसे बड़ा अंतर %[4]s में है, जहाँ प्रति 1%% CPU बैंडविड्थ %[6]s से %[5]s ज़्यादा है (%[7]s बनाम %[8]s)।",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s the bandwidth per %% of CPU of %s (%s vs %s).": {
		"ख़र्च हुए CPU के हिसाब से सबसे ज़्यादा I/O %[1]s में होता है (%[3]d में से %[2]d परिणामों में); सबसे बड़ा अंतर %[4]s में है, जहाँ प्रति 1%% CPU बैंडविड्थ %[6]s की %[5]s है (%[7]s बनाम %[8]s)।",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more IOPS per %% of CPU than %s (%s vs %s).": {
		"ख़र्च हुए CPU के हिसाब से सबसे ज़्यादा I/O %[1]s में होता है (%[3]d में से %[2]d परिणामों में); सबसे बड़ा अंतर %[4]s में है, जहाँ प्रति 1%% CPU IOPS %[6]s से %[5]s ज़्यादा हैं (%[7]s बनाम %[8]s)।",
	},
	"Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s the IOPS per %% of CPU of %s (%s vs %s).": {
		"ख़र्च हुए CPU के हिसाब से सबसे ज़्यादा I/O %[1]s में होता है (%[3]d में से %[2]d परिणामों में); सबसे बड़ा अंतर %[4]s में है, जहाँ प्रति 1%% CPU IOPS %[6]s के %[5]s हैं (%[7]s बनाम %[8]s)।",
	},
	"%s peaks at %s (%s, %s of the link)": {
		"%[1]s का शिखर %[2]s है (%[3]s; लिंक की क्षमता का %[4]s)",
	},
	"On %s (at most %s after its framing): %s.": {"%[1]s लिंक पर (फ़्रेमिंग के बाद अधिकतम %[2]s): %[3]s।"},
	"%s: no outright lead":                      {"%s: कोई साफ़ तौर पर आगे नहीं"},
	"%d results are ties": {
		"one", "%d परिणाम बराबरी पर है",
		"other", "%d परिणाम बराबरी पर हैं",
	},
	"Bandwidth mixed workloads": {
		"मिश्रित वर्कलोड में बैंडविड्थ",
	},
	"Bandwidth trims":            {"TRIM बैंडविड्थ"},
	"IOPS reads":                 {"रीड IOPS"},
	"IOPS writes":                {"राइट IOPS"},
	"IOPS mixed workloads":       {"मिश्रित वर्कलोड में IOPS"},
	"IOPS trims":                 {"TRIM IOPS"},
	"below the %s tie threshold": {"%s की बराबरी-सीमा से कम"},
	"within the figures' printed resolution": {
		"आँकड़ों के पूर्णांकन के भीतर",
	},
	"%s bandwidth is a tie: %s within %s of each other (%s to %s), %s.": {
		"%[1]s में बैंडविड्थ बराबरी पर है: %[2]s एक-दूसरे से %[3]s के भीतर हैं (%[4]s से %[5]s); %[6]s।",
	},
	"%s IOPS is a tie: %s within %s of each other (%s to %s), %s.": {
		"%[1]s में IOPS बराबरी पर हैं: %[2]s एक-दूसरे से %[3]s के भीतर हैं (%[4]s से %[5]s); %[6]s।",
	},
	// The systems that tie, as the tie's sentence says them (Polish: in
	// the genitive of "wyniki ...").
	"one system":        {"एक कॉन्फ़िगरेशन"},
	"both systems":      {"दोनों कॉन्फ़िगरेशन"},
	"all three systems": {"तीनों कॉन्फ़िगरेशन"},
	"all four systems":  {"चारों कॉन्फ़िगरेशन"},
	"all five systems":  {"पाँचों कॉन्फ़िगरेशन"},
	"all six systems":   {"छहों कॉन्फ़िगरेशन"},
	"all %d systems":    {"सभी %d कॉन्फ़िगरेशन"},
	// What one system's data supports on its own (alone.go).
	"%s: every figure is flagged below as not the device's alone.": {
		"%s: हर आँकड़ा नीचे चिह्नित है, क्योंकि वह केवल डिवाइस का प्रदर्शन नहीं दिखाता।",
	},
	"%s: the best figure is flagged below as not the device's alone; the best the flags do not call into doubt is %s, %s.": {
		"%s: सबसे अच्छा आँकड़ा नीचे चिह्नित है, क्योंकि वह केवल डिवाइस का प्रदर्शन नहीं दिखाता; बिना संदेह वाला सबसे अच्छा आँकड़ा %s, %s है।",
	},
	"Queue depth: from %s to %s, mean latency is multiplied by %s but IOPS only by %s; the added I/Os mostly wait in the queue.": {
		"क्यू डेप्थ बढ़ाने पर, यानी %[1]s से %[2]s पर जाने पर, औसत लेटेंसी %[3]s गुना हो जाती है, पर IOPS केवल %[4]s गुना; अतिरिक्त I/O ज़्यादातर क्यू में इंतज़ार करते हैं।",
	},
	"Queue depth: from %s to %s, IOPS is multiplied by %s and mean latency by %s; the added I/Os are served side by side.": {
		"क्यू डेप्थ बढ़ाने पर, यानी %[1]s से %[2]s पर जाने पर, IOPS %[3]s गुना और औसत लेटेंसी %[4]s गुना हो जाती है; अतिरिक्त I/O साथ-साथ निपटाए जाते हैं।",
	},
	"Block size: from %s to %s, mean latency is multiplied by %s but bandwidth only by %s; larger blocks take longer without moving data as much faster.": {
		"ब्लॉक बड़ा करने पर, यानी %[1]s से %[2]s पर जाने पर, औसत लेटेंसी %[3]s गुना हो जाती है, पर बैंडविड्थ केवल %[4]s गुना; बड़े ब्लॉक ज़्यादा समय लेते हैं, पर डेटा उसी अनुपात में तेज़ नहीं पहुँचाते।",
	},
	"Block size: from %s to %s, bandwidth is multiplied by %s and mean latency by %s; larger blocks move more data for their latency.": {
		"ब्लॉक बड़ा करने पर, यानी %[1]s से %[2]s पर जाने पर, बैंडविड्थ %[3]s गुना और औसत लेटेंसी %[4]s गुना हो जाती है; बड़े ब्लॉक अपनी लेटेंसी के अनुपात में ज़्यादा डेटा पहुँचाते हैं।",
	},
	"%s: IOPS times mean latency puts %s I/Os in flight, more than the %d the queue depth and jobs allow; the latency and the IOPS figures do not describe the same I/Os.": {
		"%[1]s: IOPS × औसत लेटेंसी से एक समय में %[2]s I/O चलते हुए निकलते हैं, जो क्यू डेप्थ और जॉब की संख्या के हिसाब से संभव %[3]d से ज़्यादा है; यानी लेटेंसी और IOPS के आँकड़े एक ही I/O के नहीं हैं।",
	},
	"%s: IOPS times mean latency puts only %s I/Os in flight of the %d the queue depth and jobs allow; the queue stood partly empty, so the engine or the tool, not the device, set the pace.": {
		"%[1]s: IOPS × औसत लेटेंसी से एक समय में केवल %[2]s I/O चलते हुए निकलते हैं, जबकि क्यू डेप्थ और जॉब की संख्या के हिसाब से %[3]d संभव थे; क्यू आंशिक रूप से खाली रही, इसलिए गति डिवाइस ने नहीं, I/O इंजन या टूल ने तय की।",
	},
	"Little's law: IOPS times mean completion latency puts %s of the queue's slots in flight; completion latency leaves out each I/O's submission, so the queue was at least this full.": {
		"लिटिल का नियम: IOPS × औसत कम्प्लीशन लेटेंसी से क्यू के %s स्लॉट भरे निकलते हैं; कम्प्लीशन लेटेंसी में I/O भेजने का समय शामिल नहीं होता, इसलिए क्यू कम से कम इतनी भरी थी।",
	},
	"Little's law holds: IOPS times mean latency puts %s of the queue's slots in flight in every workload, so the latency and IOPS figures describe the same I/Os and the queue was kept full.": {
		"लिटिल का नियम जाँचा गया: हर वर्कलोड में IOPS × औसत लेटेंसी से क्यू के %s स्लॉट भरे निकलते हैं, यानी क्यू पूरे समय भरी रही और लेटेंसी व IOPS के आँकड़े आपस में मेल खाते हैं।",
	},
	"Method: one system was measured, so no figure is compared with another system's; the findings set its workloads side by side.": {
		"तरीक़ा: केवल एक कॉन्फ़िगरेशन मापा गया है, इसलिए किसी आँकड़े की तुलना दूसरे कॉन्फ़िगरेशन से नहीं की गई; निष्कर्षों में उसी के वर्कलोड की आपस में तुलना है।",
	},
	// The verdict.
	"no one leads the reads":  {"रीड में कोई आगे नहीं है"},
	"no one leads the writes": {"राइट में कोई आगे नहीं है"},
	"no one leads the mixed workloads": {
		"मिश्रित वर्कलोड में कोई आगे नहीं है",
	},
	"no one leads the trims": {"TRIM में कोई आगे नहीं है"},
	"no one leads most reads (%s leads %d of %d)": {
		"ज़्यादातर रीड टेस्ट में कोई एक कॉन्फ़िगरेशन आगे नहीं है (%[1]s %[3]d में से %[2]d में आगे है)",
	},
	"no one leads most writes (%s leads %d of %d)": {
		"ज़्यादातर राइट टेस्ट में कोई एक कॉन्फ़िगरेशन आगे नहीं है (%[1]s %[3]d में से %[2]d में आगे है)",
	},
	"no one leads most mixed workloads (%s leads %d of %d)": {
		"ज़्यादातर मिश्रित वर्कलोड में कोई एक कॉन्फ़िगरेशन आगे नहीं है (%[1]s %[3]d में से %[2]d में आगे है)",
	},
	"no one leads most trims (%s leads %d of %d)": {
		"ज़्यादातर TRIM टेस्ट में कोई एक कॉन्फ़िगरेशन आगे नहीं है (%[1]s %[3]d में से %[2]d में आगे है)",
	},
	// How the comparison judged.
	"Method: the best figure of each workload wins only when it is clear of the others by more than their printed resolution and by more than %s; otherwise the result is a tie.": {
		"तरीक़ा: किसी वर्कलोड में सबसे अच्छा आँकड़ा तभी ‘जीत’ माना गया है जब वह बाकी सब से %s से ज़्यादा और पूर्णांकन की गुंजाइश से भी ज़्यादा आगे हो; वरना उसे बराबरी माना गया है।",
	},
	"A lead is measured against the runner-up.": {
		"बढ़त दूसरे नंबर के कॉन्फ़िगरेशन के मुक़ाबले मापी गई है।",
	},
	"the Mann-Whitney test": {"मैन-व्हिटनी परीक्षण"},
	"Welch's t-test":        {"वेल्च का t-परीक्षण"},
	"Where runs were repeated, a difference counts only when it is significant at alpha %s by %s, Holm-corrected over the tests of one measurement across the workloads compared; bandwidth and IOPS, being one measurement, are tested once.": {
		"जहाँ रन दोहराए गए, वहाँ कोई अंतर तभी गिना गया है जब वह %[2]s में %[1]s सार्थकता स्तर पर सार्थक हो; कई वर्कलोड की तुलना एक साथ हुई, इसलिए एक ही माप के परीक्षणों के p-मान पर होल्म संशोधन लगाया गया। बैंडविड्थ और IOPS एक ही माप हैं, इसलिए उनकी जाँच एक बार हुई।",
	},
	"Holm-corrected over the %d tests of %s": {
		"one", "%[2]s के %[1]d परीक्षण पर होल्म संशोधन के साथ",
		"other", "%[2]s के %[1]d परीक्षणों पर होल्म संशोधन के साथ",
	},
	"Holm-corrected over the %d tests of %s (one measurement, tested once for both)": {
		"one", "%[2]s के %[1]d परीक्षण पर होल्म संशोधन के साथ; दोनों एक ही माप हैं, इसलिए एक बार जाँचे गए",
		"other", "%[2]s के %[1]d परीक्षणों पर होल्म संशोधन के साथ; दोनों एक ही माप हैं, इसलिए एक बार जाँचे गए",
	},
	"Holm-corrected over the %d tests of %s (one measurement, tested once for all of them)": {
		"one", "%[2]s के %[1]d परीक्षण पर होल्म संशोधन के साथ; सभी एक ही माप हैं, इसलिए एक बार जाँचे गए",
		"other", "%[2]s के %[1]d परीक्षणों पर होल्म संशोधन के साथ; सभी एक ही माप हैं, इसलिए एक बार जाँचे गए",
	},
	// Results that cannot be the device alone.
	"the link": {"लिंक"},
	"%s, %s: %s of the %s %s carries at most after its framing: near the link's ceiling, which the device cannot pass.": {
		"%[1]s, %[2]s: यह आँकड़ा फ़्रेमिंग के बाद %[5]s की अधिकतम क्षमता (%[4]s) का %[3]s है, यानी लिंक की सीमा के क़रीब, जिसे डिवाइस पार नहीं कर सकता।",
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
		"%[1]s: ये आँकड़े फ़्रेमिंग के बाद %[5]s की अधिकतम क्षमता (%[4]s) के %[2]s से %[3]s हैं, यानी लिंक की सीमा के क़रीब, जिसे डिवाइस पार नहीं कर सकता।",
	},
	"%s: %s to %s the %s %s can carry at all; a cache on the host's side of the link answered, not the device.": {
		"%[1]s: ये आँकड़े %[5]s की पूरी वहन-क्षमता (%[4]s) के %[2]s से %[3]s हैं; जवाब डिवाइस ने नहीं, लिंक के होस्ट वाले सिरे पर किसी कैश ने दिया।",
	},
	"%s: flagged %s": {"%s: चिह्नित (%s)"},
	// A queue-depth sweep. A configuration is named with what its target
	// is, in parentheses, so that its name stays as given; depths (QD32)
	// and figures take no case ending: Turkish joins them with "ile" and
	// "düzeyi", Polish puts them after "przy", "od" and "do".
	"%s: %s peaks at %s (%s)":      {"%[1]s: %[2]s का शिखर %[3]s है (%[4]s)"},
	"%s peaks highest, at %s (%s)": {"%[1]s का शिखर %[2]s (%[3]s) है"},
	"%s at %s (%s), %s of it":      {"%[1]s का %[2]s (%[3]s), यानी उसका %[4]s"},
	"%s at %s (%s), %s of it, a difference inside the run-to-run noise": {
		"%[1]s का %[2]s (%[3]s), यानी उसका %[4]s; यह अंतर माप के शोर के भीतर है",
	},
	"%s; from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise: the added requests only queue": {
		"%[1]s; %[2]s से %[3]s तक लेटेंसी %[4]s हो जाती है (%[5]s से %[6]s), पर शोर से ज़्यादा कोई फ़ायदा नहीं होता: अतिरिक्त अनुरोध केवल क्यू में इंतज़ार करते हैं",
	},
	"%s; likewise, from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise": {
		"%[1]s; यहाँ भी %[2]s से %[3]s तक लेटेंसी %[4]s हो जाती है (%[5]s से %[6]s), पर शोर से ज़्यादा कोई फ़ायदा नहीं होता",
	},
	"%s; it too loses %s from its peak at %s to %s (%s to %s), while its latency grows %s": {
		"%[1]s; %[3]s के शिखर से %[4]s तक इसमें भी %[2]s की गिरावट आती है (%[5]s से %[6]s), जबकि लेटेंसी %[7]s हो जाती है",
	},
	"%s; from %s to %s it gains nothing beyond the noise": {
		"%[1]s; %[2]s से %[3]s तक शोर से ज़्यादा कोई फ़ायदा नहीं होता",
	},
	"%s; from its peak at %s to %s it loses %s (%s to %s) while its latency grows %s": {
		"%[1]s; %[2]s के शिखर से %[3]s तक इसमें %[4]s की गिरावट आती है (%[5]s से %[6]s), जबकि लेटेंसी %[7]s हो जाती है",
	},
	"%s; from its peak at %s to %s it loses %s (%s to %s)": {
		"%[1]s; %[2]s के शिखर से %[3]s तक इसमें %[4]s की गिरावट आती है (%[5]s से %[6]s)",
	},
	"%s; its swings from %s on, between %s and %s, are within the run-to-run noise": {
		"%[1]s; %[2]s से आगे इसके उतार-चढ़ाव (%[3]s से %[4]s) माप के शोर के भीतर हैं",
	},
	"%s; going on to %s changes it by %s": {
		"%[1]s; %[2]s तक जाने पर आँकड़ा %[3]s बदलता है",
	},
	"%s; going on to %s multiplies its latency by %s for %s more IOPS": {
		"%[1]s; %[2]s तक जाने पर लेटेंसी %[3]s हो जाती है और IOPS %[4]s बढ़ते हैं",
	},
	"%s; going on to %s multiplies its latency by %s for %s more bandwidth": {
		"%[1]s; %[2]s तक जाने पर लेटेंसी %[3]s हो जाती है और बैंडविड्थ %[4]s बढ़ती है",
	},
	"%s; going on to %s multiplies its latency by %s for %s fewer IOPS": {
		"%[1]s; %[2]s तक जाने पर लेटेंसी %[3]s हो जाती है और IOPS %[4]s घटते हैं",
	},
	"%s; going on to %s multiplies its latency by %s for %s less bandwidth": {
		"%[1]s; %[2]s तक जाने पर लेटेंसी %[3]s हो जाती है और बैंडविड्थ %[4]s घटती है",
	},
	"Runs are as short as %s: too short to see a drive's cache fill or its background work.": {
		"सबसे छोटा रन %s का है: यह समय किसी ड्राइव के कैश के भरने या उसके बैकग्राउंड काम को देखने के लिए बहुत कम है।",
	},
	"±%s for %s (differences under %s are noise)": {
		"%[2]s के लिए ±%[1]s (%[3]s से छोटा अंतर शोर माना गया)",
	},
	"The spread of the repeated runs puts the run-to-run noise at %s.": {
		"दोहराए गए रनों के फैलाव से आँका गया माप का शोर: %s।",
	},
	"%s: no repeats and no zig-zag to measure the noise by, so small differences cannot be judged.": {
		"%s: शोर मापने के लिए न दोहराए गए रन हैं, न वक्रों में उतार-चढ़ाव, इसलिए छोटे अंतरों का आकलन नहीं किया जा सकता।",
	},
	"%s, %s at %s: %s above the most %s did; a cache answered, not the device.": {
		"%[1]s, %[2]s, %[3]s पर: %[5]s के सबसे ऊँचे परिणाम से %[4]s ऊपर; जवाब डिवाइस ने नहीं, किसी कैश ने दिया।",
	},
	"%s: %s to %s above the most %s did; a cache answered, not the device.": {
		"%[1]s: %[4]s के सबसे ऊँचे परिणाम से %[2]s से %[3]s ऊपर; जवाब डिवाइस ने नहीं, किसी कैश ने दिया।",
	},
	"%s: %s top out together near %s (their maxima within %s of each other), against %s for %s: a ceiling they share, not the device's.": {
		"%[1]s: %[2]s के आँकड़े एक साथ लगभग %[3]s पर ठहर जाते हैं (उनके अधिकतम मान एक-दूसरे से %[4]s के भीतर), जबकि %[6]s के लिए यह %[5]s है: यह उनकी साझा सीमा है, डिवाइस की नहीं।",
	},
	"%s: %s top out together near %s (their maxima within %s of each other): a ceiling they share, not the device's.": {
		"%[1]s: %[2]s के आँकड़े एक साथ लगभग %[3]s पर ठहर जाते हैं (उनके अधिकतम मान एक-दूसरे से %[4]s के भीतर): यह उनकी साझा सीमा है, डिवाइस की नहीं।",
	},
	"%s: every figure is flagged": {"%s: हर आँकड़ा चिह्नित है"},
	"%s: %s, %s at %s":            {"%[1]s: %[2]s, %[4]s पर %[3]s"},
	"%s (%s higher, but flagged)": {"%s (%s का आँकड़ा ज़्यादा है, पर चिह्नित है)"},
	"Highest result the flags do not call into doubt, per workload: %s.": {
		"हर वर्कलोड में बिना संदेह वाला सबसे ऊँचा परिणाम: %s।",
	},
	"Random workloads are measured in IOPS, sequential ones in bandwidth. A curve's knee is the smallest queue depth that reaches %s of its peak; latency growth is the mean latency at the deepest depth over the mean latency at the knee, or at the peak where the curve falls.": {
		"रैंडम वर्कलोड IOPS में और सीक्वेंशियल वर्कलोड बैंडविड्थ में मापे गए हैं। किसी वक्र का संतृप्ति बिंदु (सैचुरेशन पॉइंट) वह सबसे कम क्यू डेप्थ है जिस पर शिखर का %s हासिल हो जाता है; लेटेंसी में बढ़त = सबसे ऊँची डेप्थ पर औसत लेटेंसी ÷ संतृप्ति बिंदु पर औसत लेटेंसी (जहाँ वक्र नीचे आता है, वहाँ शिखर पर औसत लेटेंसी)।",
	},
	"Where a depth was not run more than once, the run-to-run noise is read from each configuration's curves: throughput over queue depth rises, then holds or falls, so what the closest such curve leaves (its zig-zags) is noise. Two figures differ beyond the noise when their ratio is more than twice the noise of a difference.": {
		"जहाँ किसी डेप्थ पर रन एक से ज़्यादा बार नहीं हुआ, वहाँ माप का शोर हर कॉन्फ़िगरेशन के वक्रों से आँका गया है: क्यू डेप्थ बढ़ने पर थ्रूपुट पहले बढ़ता है, फिर स्थिर रहता है या घटता है, इसलिए ऐसे सबसे नज़दीकी वक्र से जो उतार-चढ़ाव बचता है, वही शोर है। दो आँकड़ों का अंतर शोर से बाहर तब माना गया है जब उनका अनुपात किसी अंतर के शोर के दोगुने से ज़्यादा हो।",
	},
	"Ratios are each configuration's figure over %s's at the same depth.": {
		"अनुपात हर कॉन्फ़िगरेशन के आँकड़े को उसी डेप्थ पर %s के आँकड़े से भाग देकर निकाले गए हैं।",
	},
	// A CrystalDiskMark review.
	"%d figures are the best of %d passes": {
		"one", "%[1]d आँकड़ा %[2]d पासों में से सबसे अच्छा है",
		"other", "%[1]d आँकड़े %[2]d पासों में से सबसे अच्छे हैं",
	},
	"%d figures are the mean of %d passes": {
		"one", "%[1]d आँकड़ा %[2]d पासों का औसत है",
		"other", "%[1]d आँकड़े %[2]d पासों का औसत हैं",
	},
	"%d figures are single passes": {
		"one", "%d आँकड़ा एक ही पास का है",
		"other", "%d आँकड़े एक ही पास के हैं",
	},
	"Aggregation, as the tools reported it: %s.": {
		"%s, जैसा टूल ने बताया।",
	},
	"Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters.": {
		"%s, जैसा टूल ने बताया। कई पासों में से सबसे अच्छा आँकड़ा औसत नहीं होता, और किसी औसत के साथ रखने पर यह कुछ बढ़ा हुआ दिखता है।",
	},
	"Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters, and the warnings say where the two meet.": {
		"%s, जैसा टूल ने बताया। कई पासों में से सबसे अच्छा आँकड़ा औसत नहीं होता, और किसी औसत के साथ रखने पर यह कुछ बढ़ा हुआ दिखता है; चेतावनियाँ बताती हैं कि कहाँ दोनों की तुलना हुई है।",
	},
	// Warnings.
	"%s has %d rows for %s; its figures are their median": {
		"one", "%[1]s में %[3]s के लिए %[2]d पंक्ति है; इसके आँकड़े उनकी मीडियन हैं",
		"other", "%[1]s में %[3]s के लिए %[2]d पंक्तियाँ हैं; इसके आँकड़े उनकी मीडियन हैं",
	},
	"latency not compared in %s: %s report completion latency (from submission to completion), %s total latency (submission included)": {
		"%[1]s में लेटेंसी की तुलना नहीं की गई: %[2]s कम्प्लीशन लेटेंसी (I/O भेजने के बाद से पूरा होने तक) बताते हैं, जबकि %[3]s कुल लेटेंसी (भेजने का समय सहित)",
	},
	"need %d runs per system to test at alpha %s; some cells have %d, so no difference there can be significant": {
		"one", "सार्थकता स्तर %[2]s पर परीक्षण के लिए हर कॉन्फ़िगरेशन का %[1]d रन चाहिए; कुछ वर्कलोड में %[3]d हैं, इसलिए वहाँ कोई अंतर सार्थक नहीं हो सकता",
		"other", "सार्थकता स्तर %[2]s पर परीक्षण के लिए हर कॉन्फ़िगरेशन के %[1]d रन चाहिए; कुछ वर्कलोड में %[3]d हैं, इसलिए वहाँ कोई अंतर सार्थक नहीं हो सकता",
	},
	"%s compares best-of-N figures with means; the best of several passes overstates a system against a mean": {
		"%s में कई पासों के सबसे अच्छे आँकड़ों की तुलना औसत से हुई है; कई पासों में से सबसे अच्छा आँकड़ा किसी कॉन्फ़िगरेशन को औसत के मुक़ाबले बढ़ा-चढ़ाकर दिखाता है",
	},
	"the source does not record which way is better, a higher or a lower score, for %d tests, so none of them is ranked": {
		"स्रोत में %d टेस्ट के लिए दर्ज नहीं है कि अधिक स्कोर बेहतर है या कम, इसलिए रैंकिंग नहीं की गई",
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
		"इनकी तुलना के लिए हर fio जॉब को उसी के नाम वाला अलग कॉन्फ़िगरेशन बनाएँ: %s, फिर %s",
	},
	"to compare them, name the systems after the files' paths: %s, then %s": {
		"इनकी तुलना के लिए कॉन्फ़िगरेशनों के नाम फ़ाइलों के पथ से लें: %s, फिर %s",
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
		"स्थिर अवस्था में नहीं (SNIA नियम: फैलाव औसत के %[1]s और ढलान %[2]s के भीतर): %[3]s %[4]s %[5]s: %[6]d माप-अंतराल, जबकि नियम के लिए %[7]d चाहिए",
	},
	"Not in steady state (SNIA rule: range within %s and slope within %s of the mean): %s %s %s: range %s and slope %s of the mean over the last %d samples": {
		"स्थिर अवस्था में नहीं (SNIA नियम: फैलाव औसत के %[1]s और ढलान %[2]s के भीतर): %[3]s %[4]s %[5]s: अंतिम %[8]d माप-अंतरालों में फैलाव औसत का %[6]s और ढलान %[7]s",
	},
	// The test setup table and what it says of setups that differ.
	"Test setup":             {"टेस्ट सेटअप"},
	"All systems":            {"सभी कॉन्फ़िगरेशन"},
	"Tool":                   {"टूल"},
	"Profile":                {"प्रोफ़ाइल"},
	"Test size":              {"टेस्ट फ़ाइल का आकार"},
	"Passes per test":        {"प्रति टेस्ट पास"},
	"Runs per workload":      {"प्रति वर्कलोड रन"},
	"Measured time":          {"माप अवधि"},
	"Interval between tests": {"टेस्ट के बीच अंतराल"},
	"Warm-up":                {"वार्म-अप"},
	"Volume fill level":      {"ड्राइव कितनी भरी थी"},
	"I/O engine":             {"I/O इंजन"},
	"Jobs (threads)":         {"थ्रेड की संख्या"},
	"Direct I/O":             {"डायरेक्ट I/O"},
	"Write-through":          {"राइट-थ्रू (कैश के बिना राइट)"},
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
	"physical drive": {"फ़िज़िकल ड्राइव"},
	"Date":           {"तारीख"},
	"yes":            {"हाँ"},
	"no":             {"नहीं"},
	"varies":         {"अलग-अलग"},
	"%s s":           {"%s सेकंड"},
	"The systems were not measured alike, so part of a difference between them may come from the setup: %s.": {
		"सभी कॉन्फ़िगरेशन एक जैसी परिस्थितियों में नहीं मापे गए, इसलिए उनके बीच के अंतर का कुछ हिस्सा टेस्ट सेटअप से आ सकता है: %s।",
	},
	"tool or version":        {"टूल या संस्करण"},
	"test size":              {"टेस्ट फ़ाइल का आकार"},
	"operating system":       {"ऑपरेटिंग सिस्टम"},
	"volume fill level":      {"ड्राइव कितनी भरी थी"},
	"direct or buffered I/O": {"डायरेक्ट या बफ़र्ड I/O"},
	"direct":                 {"डायरेक्ट"},
	"buffered":               {"बफ़र्ड"},
	"single short runs (one pass of under %s, no repeats): %s": {
		"एक-एक छोटा रन (%s से कम का एक ही पास, दोहराव नहीं): %s",
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
		"%s के आँकड़े लिंक की वहन-क्षमता से भी ज़्यादा हैं, इसलिए जवाब ड्राइव ने नहीं, किसी कैश ने दिया।",
	},
	"%d threads":                    {"%d थ्रेड"},
	"%d workloads (%s)":             {"%d वर्कलोड (%s)"},
	"%s %s of %s":                   {"%[3]s के %[1]s %[2]s"},
	"%s of %s":                      {"%[2]s के %[1]s"},
	"%s blocks":                     {"%s ब्लॉक"},
	"%s to %s blocks":               {"%s से %s ब्लॉक"},
	"random":                        {"रैंडम"},
	"sequential":                    {"सीक्वेंशियल"},
	"reads":                         {"रीड"},
	"writes":                        {"राइट"},
	"mixes":                         {"मिश्रित वर्कलोड"},
	"trims":                         {"TRIM"},
	"%s ran %s.":                    {"%[1]s पर %[2]s चलाए गए।"},
	"%s were tested with %s in %s.": {"%[1]s को %[2]s से %[3]s में परखा गया।"},
	"by up to %s":                   {"अधिकतम %s के अंतर से"},
	"by %s":                         {"%s के अंतर से"},
	"%s leads most reads, %s (%s, %s vs %s)": {
		"%[1]s ज़्यादातर रीड टेस्ट में आगे है, %[2]s (%[3]s में %[4]s बनाम %[5]s)",
	},
	"%s leads every read, %s (%s, %s vs %s)": {"%[1]s हर रीड टेस्ट में आगे है, %[2]s (%[3]s में %[4]s बनाम %[5]s)"},
	"%s leads most writes, %s (%s, %s vs %s)": {
		"%[1]s ज़्यादातर राइट टेस्ट में आगे है, %[2]s (%[3]s में %[4]s बनाम %[5]s)",
	},
	"%s leads every write, %s (%s, %s vs %s)": {"%[1]s हर राइट टेस्ट में आगे है, %[2]s (%[3]s में %[4]s बनाम %[5]s)"},
	"%s leads most mixes, %s (%s, %s vs %s)": {
		"%[1]s ज़्यादातर मिश्रित वर्कलोड में आगे है, %[2]s (%[3]s में %[4]s बनाम %[5]s)",
	},
	"%s leads every mix, %s (%s, %s vs %s)": {
		"%[1]s हर मिश्रित वर्कलोड में आगे है, %[2]s (%[3]s में %[4]s बनाम %[5]s)",
	},
	"%s leads most trims, %s (%s, %s vs %s)": {
		"%[1]s ज़्यादातर TRIM टेस्ट में आगे है, %[2]s (%[3]s में %[4]s बनाम %[5]s)",
	},
	"%s leads every trim, %s (%s, %s vs %s)": {"%[1]s हर TRIM टेस्ट में आगे है, %[2]s (%[3]s में %[4]s बनाम %[5]s)"},
	"%s leads most results, %s (%s, %s vs %s).": {
		"%[1]s ज़्यादातर परिणामों में आगे है, %[2]s (%[3]s में %[4]s बनाम %[5]s)।",
	},
	"%s leads every result, %s (%s, %s vs %s).": {
		"%[1]s हर परिणाम में आगे है, %[2]s (%[3]s में %[4]s बनाम %[5]s)।",
	},
	"%s does the most work per unit of CPU in %d of %d results: in these runs it used the least CPU for the work it did.": {
		"%[3]d में से %[2]d परिणामों में ख़र्च हुए CPU के हिसाब से सबसे ज़्यादा काम %[1]s में होता है, यानी इन रनों में उसने किए गए काम के लिए सबसे कम CPU लिया।",
	},
	"In %s, %s ran at nearly full CPU, which suggests the processor, not the drives, limits them there.": {
		"%[1]s में %[2]s लगभग पूरा CPU इस्तेमाल करते हैं; इससे लगता है कि यहाँ सीमा संभवतः प्रोसेसर है, ड्राइव नहीं।",
	},
	"In %s, %s ran at nearly full CPU, which suggests the processor, not the drives, limits it there.": {
		"%[1]s में %[2]s लगभग पूरा CPU इस्तेमाल करता है; इससे लगता है कि यहाँ सीमा संभवतः प्रोसेसर है, ड्राइव नहीं।",
	},
	"In %s every system stops at about the same figure, which suggests the drives set the limit.": {
		"%s में सभी कॉन्फ़िगरेशन लगभग एक ही आँकड़े पर रुकते हैं, जिससे लगता है कि सीमा संभवतः ड्राइवें तय कर रही हैं।",
	},
	"No system is the clear choice: none leads most of the results in any direction.": {
		"कोई भी कॉन्फ़िगरेशन साफ़ तौर पर बेहतर नहीं है: न रीड में, न राइट में कोई ज़्यादातर परिणामों में आगे है।",
	},
	"%s is the one to choose for %s: it leads %s.": {"%[2]s के लिए %[1]s चुनें: यह %[3]s आगे है।"},
	"%s for reads (up to %s ahead)":                {"रीड के लिए %[1]s (अधिकतम %[2]s आगे)"},
	"%s for writes (up to %s ahead)":               {"राइट के लिए %[1]s (अधिकतम %[2]s आगे)"},
	"%s for mixes (up to %s ahead)":                {"मिश्रित वर्कलोड के लिए %[1]s (अधिकतम %[2]s आगे)"},
	"%s for trims (up to %s ahead)":                {"TRIM के लिए %[1]s (अधिकतम %[2]s आगे)"},
	"The choice follows the work: %s.":             {"चुनाव काम पर निर्भर है: %s।"},
	"Caveat: the systems were not measured alike (%s), so part of each difference may come from the setup.": {
		"सावधानी: सभी कॉन्फ़िगरेशन एक जैसी परिस्थितियों में नहीं मापे गए (%s), इसलिए हर अंतर का कुछ हिस्सा टेस्ट सेटअप से आ सकता है।",
	},
	"Each figure is a single run, so no lead was tested for significance: the smallest, %s's %s in %s, may not hold in a repeat.": {
		"हर आँकड़ा केवल एक रन का है, इसलिए किसी बढ़त की सांख्यिकीय सार्थकता नहीं जाँची गई: सबसे छोटी बढ़त (%[1]s, %[3]s में %[2]s) दोबारा चलाने पर शायद न टिके।",
	},
	"Each figure is a single run, so no lead was tested for significance.": {
		"हर आँकड़ा केवल एक रन का है, इसलिए किसी बढ़त की सांख्यिकीय सार्थकता नहीं जाँची गई।",
	},
	"Size latency-sensitive work by the p99, not the mean: in %s the p99 latency, %s, is %s the mean, %s.": {
		"लेटेंसी के प्रति संवेदनशील काम के लिए औसत नहीं, p99 देखें: %[1]s में p99 लेटेंसी (%[2]s) औसत (%[4]s) की %[3]s है।",
	},
	"Each figure is a single run of %s, so how much a repeat would differ is not known.": {
		"हर आँकड़ा %s के एक ही रन का है, इसलिए दोबारा चलाने पर कितना अंतर आएगा, यह पता नहीं।",
	},
	"Each figure is a single run, so how much a repeat would differ is not known.": {
		"हर आँकड़ा एक ही रन का है, इसलिए दोबारा चलाने पर कितना अंतर आएगा, यह पता नहीं।",
	},
	"%s in %s": {"%[2]s में %[1]s"},
	"For %s, more queue depth stops paying at %s for random I/O and at %s for sequential I/O: past it, latency grows and throughput does not.": {
		"%[1]s पर रैंडम I/O में %[2]s और सीक्वेंशियल I/O में %[3]s के बाद क्यू डेप्थ बढ़ाने का फ़ायदा ख़त्म हो जाता है: इसके बाद लेटेंसी बढ़ती है, थ्रूपुट नहीं।",
	},
	"For %s, more queue depth stops paying at %s: past it, latency grows and throughput does not.": {
		"%[1]s पर %[2]s के बाद क्यू डेप्थ बढ़ाने का फ़ायदा ख़त्म हो जाता है: इसके बाद लेटेंसी बढ़ती है, थ्रूपुट नहीं।",
	},
	"Platforms: %s; a platform's lead is measured against the best system of the other.": {
		"प्लेटफ़ॉर्म: %s; किसी प्लेटफ़ॉर्म की बढ़त दूसरे प्लेटफ़ॉर्म के सबसे अच्छे कॉन्फ़िगरेशन के मुक़ाबले मापी गई है।",
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
	"%d systems":                            {"%d कॉन्फ़िगरेशन"},
	"Each figure is the median of %d runs.": {"one", "हर आँकड़ा %d रन की मीडियन है।", "other", "हर आँकड़ा %d रनों की मीडियन है।"},
	"%s leads %d of the %d reads, %s (%s, %s vs %s)": {
		"%[1]s %[3]d में से %[2]d रीड टेस्ट में आगे है, %[4]s (%[5]s में %[6]s बनाम %[7]s)",
	},
	"%s leads %d of the %d writes, %s (%s, %s vs %s)": {
		"%[1]s %[3]d में से %[2]d राइट टेस्ट में आगे है, %[4]s (%[5]s में %[6]s बनाम %[7]s)",
	},
	"%s leads %d of the %d mixes, %s (%s, %s vs %s)": {
		"%[1]s %[3]d में से %[2]d मिश्रित वर्कलोड में आगे है, %[4]s (%[5]s में %[6]s बनाम %[7]s)",
	},
	"%s leads %d of the %d trims, %s (%s, %s vs %s)": {
		"%[1]s %[3]d में से %[2]d TRIM टेस्ट में आगे है, %[4]s (%[5]s में %[6]s बनाम %[7]s)",
	},
	"%s leads %d of the %d results, %s (%s, %s vs %s); the rest are ties.": {
		"%[1]s %[3]d में से %[2]d परिणामों में आगे है, %[4]s (%[5]s में %[6]s बनाम %[7]s); बाकी बराबरी पर हैं।",
	},
	"Steady state cannot be checked: %d runs logged fewer than the %d samples the SNIA PTS rule needs.": {
		"स्थिर अवस्था (स्टेडी स्टेट) जाँची नहीं जा सकी: SNIA PTS नियम के लिए कम से कम %[2]d सैंपल चाहिए, जबकि %[1]d रन में इससे कम सैंपल दर्ज हुए।",
	},
	"Queue depth: from %s to %s, mean latency is multiplied by %s while IOPS falls by %s; the added I/Os only wait in the queue.": {
		"क्यू डेप्थ बढ़ाने पर, यानी %[1]s से %[2]s पर जाने पर, औसत लेटेंसी %[3]s गुना हो जाती है, जबकि IOPS %[4]s घट जाते हैं; अतिरिक्त I/O केवल क्यू में इंतज़ार करते हैं।",
	},
	"Block size: from %s to %s, mean latency is multiplied by %s while bandwidth falls by %s.": {
		"ब्लॉक बड़ा करने पर, यानी %[1]s से %[2]s पर जाने पर, औसत लेटेंसी %[3]s गुना हो जाती है, जबकि बैंडविड्थ %[4]s घट जाती है।",
	},
	"%s is the one to choose: it is ahead in %d of the %d results and behind in none.": {
		"%[1]s चुनें: यह %[3]d में से %[2]d परिणामों में आगे है और किसी में पीछे नहीं।",
	},
	// A ratio in running text: गुना, as the Hindi editor writes it in
	// prose (review 3); × stays in the charts' axes.
	"%d×": {"%d गुना"},
	"%s×": {"%s गुना"},
	// A sweep's claims held to what the figures show (i24-truth).

	"%s; from %s on it swings between %s and %s (%s) with no trend, more than the %s the run-to-run noise explains: the curve is unsteady there": {
		"%[1]s; %[2]s से आगे यह बिना किसी रुझान के %[3]s और %[4]s के बीच झूलता है (%[5]s), जो माप के शोर से समझ आने वाले %[6]s से अधिक है: वहाँ वक्र अस्थिर है",
	},
	"%s writes faster than it reads (%s %s, %s %s): most likely a write-back cache took the writes.": {
		"%[1]s में राइट, रीड से तेज़ है (%[2]s %[3]s, %[4]s %[5]s): सबसे संभावित कारण यह है कि राइट को एक राइट-बैक कैश ने संभाला।",
	},

	// Repeated runs: open, not a tie; unequal queues (i24-truth).
	"%d results are open: their difference is not significant": {
		"%d परिणाम अनिर्णीत हैं: उनका अंतर सांख्यिकीय रूप से सार्थक नहीं है",
	},
	"%s IOPS is inconclusive, not a tie: the medians run from %s to %s, %s.": {
		"%[1]s का IOPS अनिर्णीत है, बराबर नहीं: मीडियन %[2]s से %[3]s तक हैं, %[4]s।",
	},
	"%s bandwidth is inconclusive, not a tie: the medians run from %s to %s, %s.": {
		"%[1]s की बैंडविड्थ अनिर्णीत है, बराबर नहीं: मीडियन %[2]s से %[3]s तक हैं, %[4]s।",
	},

	"In %s, %s kept about %s I/Os in flight against %s for %s: the leads there are what a deeper queue buys, not a like-for-like comparison.": {
		"%[1]s में %[2]s पर औसतन लगभग %[3]s I/O चालू रहे, जबकि %[5]s पर %[4]s: वहाँ की बढ़त गहरी क्यू से मिलती है, यह समान शर्तों पर तुलना नहीं है।",
	},

	"CPU time per I/O, the job's own threads": {"प्रति I/O CPU समय, केवल जॉब के अपने थ्रेड"},

	"Largest absolute latency gap: %s, %s at %s against %s at %s, %s as long (%s apart).": {
		"लेटेंसी में सबसे बड़ा निरपेक्ष अंतर %[1]s में है: %[2]s की लेटेंसी %[3]s, जबकि %[4]s की %[5]s, यानी %[6]s ज़्यादा (अंतर %[7]s)।",
	},
	"Largest absolute latency gap: %s, %s %s vs %s %s, %s lower (%s apart).": {
		"लेटेंसी में सबसे बड़ा निरपेक्ष अंतर %[1]s में है: %[2]s की लेटेंसी %[3]s बनाम %[4]s की %[5]s, यानी %[6]s कम (अंतर %[7]s)।",
	},
	"the best %s system, %s": {"सबसे अच्छे %s कॉन्फ़िगरेशन, %s"},

	"%s ÷ %s, at the same queue depth": {"%s ÷ %s, समान क्यू डेप्थ पर"},
	"times":                            {"गुना"},
	"All were measured in single short runs (one pass of under %s, no repeats): a caveat of every figure, not a difference between them.": {
		"सभी का माप एक-एक छोटे रन में हुआ (%s से कम का एक ही पास, दोहराव नहीं): यह हर आँकड़े पर लागू सावधानी है, उनके बीच का अंतर नहीं।",
	},
	// Leads at unequal queues are not wins (i24-rep).
	"%s: no outright lead at equal queues": {"%s: समान क्यू पर कोई साफ़ तौर पर आगे नहीं"},
	"%s: no result at equal queues":        {"%s: समान क्यू पर कोई नतीजा नहीं"},
	"%s is ahead by %s only at a deeper queue (%s, %s vs %s)": {
		"%[1]s सिर्फ़ गहरी क्यू के कारण %[2]s आगे है (%[3]s, %[4]s बनाम %[5]s)",
	},
	"%s is ahead by up to %s only at deeper queues (most in %s, %s vs %s)": {
		"%[1]s सिर्फ़ गहरी क्यू के कारण अधिकतम %[2]s आगे है (सबसे ज़्यादा %[3]s में, %[4]s बनाम %[5]s)",
	},
	"To keep a deep queue, choose %s: %s kept about %s I/Os in flight whatever the depth asked.": {
		"गहरी क्यू चाहिए तो %[1]s चुनें: %[2]s पर, माँगी गई क्यू डेप्थ चाहे जो हो, औसतन लगभग %[3]s I/O ही चालू रहे।",
	},
	"Where the queues were equal (%s), the difference is not significant.": {"जहाँ क्यू बराबर थी (%s), वहाँ अंतर सांख्यिकीय रूप से सार्थक नहीं है।"},
	"Where the queues were equal (%s), the results are ties.":              {"जहाँ क्यू बराबर थी (%s), वहाँ परिणाम बराबर हैं।"},
	"Where the queues were equal (%s), no one leads.":                      {"जहाँ क्यू बराबर थी (%s), वहाँ कोई आगे नहीं है।"},

	// A finding gives its own p (i24-rep).
	"not a significant difference over the repeated runs":          {"दोहराए गए रनों में यह अंतर सांख्यिकीय रूप से सार्थक नहीं"},
	"not a significant difference over the repeated runs (p = %s)": {"दोहराए गए रनों में यह अंतर सांख्यिकीय रूप से सार्थक नहीं (p = %s)"},
	"The p-values quoted are %s.":                                  {"निष्कर्षों में दिए गए p-मान %s हैं।"},
	// A CrystalDiskMark review of compiled exports (i24-cdm).
	"%s is a disk in memory, not a drive: its figures show the I/O path of the system around it, not a storage device, so the tables and charts show it for reference and no lead or verdict counts it.": {
		"%s ड्राइव नहीं, मेमोरी में बनी डिस्क है: इसके आँकड़े किसी स्टोरेज डिवाइस के नहीं, बल्कि उस मशीन के I/O पथ के हैं जिसमें यह चलती है। इसलिए टेबल और चार्ट इसे सिर्फ़ संदर्भ के लिए दिखाते हैं, और किसी बढ़त या निष्कर्ष में इसे नहीं गिना गया।",
	},
	"%s are disks in memory, not drives: their figures show the I/O path of the systems around them, not storage devices, so the tables and charts show them for reference and no lead or verdict counts them.": {
		"%s ड्राइव नहीं, मेमोरी में बनी डिस्कें हैं: इनके आँकड़े स्टोरेज डिवाइसों के नहीं, बल्कि उन मशीनों के I/O पथ के हैं जिनमें ये चलती हैं। इसलिए टेबल और चार्ट इन्हें सिर्फ़ संदर्भ के लिए दिखाते हैं, और किसी बढ़त या निष्कर्ष में इन्हें नहीं गिना गया।",
	},
	"different years (%s)":  {"अलग-अलग सालों (%s) में"},
	"different %s versions": {"%s के अलग-अलग संस्करणों से"},
	"different systems":     {"अलग-अलग सिस्टमों पर"},
	"The exports were not made alike, so they cannot rank the drives: each figure says what one drive did on its own system.": {
		"ये नतीजे एक जैसी परिस्थितियों में नहीं लिए गए, इसलिए इनसे ड्राइवों की रैंकिंग नहीं हो सकती: हर आँकड़ा सिर्फ़ यह बताता है कि एक ड्राइव ने अपनी मशीन पर क्या किया।",
	},
	"%s leads all %d it shared with another system": {
		"%[1]s उन सभी %[2]d टेस्ट में आगे है जिनमें कोई दूसरा नतीजा भी है",
	},
	"%s leads %d of the %d it shared with another system": {
		"%[1]s उन %[3]d टेस्ट में से %[2]d में आगे है जिनमें कोई दूसरा नतीजा भी है",
	},
	"%s ran %s alone, so no one leads there": {
		"%[2]s का नतीजा सिर्फ़ %[1]s के पास है, इसलिए वहाँ किसी की बढ़त नहीं",
	},
	"Each figure is the best of %d passes, which shows no spread, so no lead was tested for significance: the smallest, %s's %s in %s, may not hold in a repeat.": {
		"हर आँकड़ा %[1]d पासों में से सबसे अच्छा है (औसत नहीं), और इसमें बिखराव नहीं दिखता, इसलिए किसी बढ़त की सांख्यिकीय सार्थकता नहीं जाँची गई: सबसे छोटी बढ़त (%[2]s, %[4]s में %[3]s) दोबारा चलाने पर शायद न टिके।",
	},
	"Each figure is the best of %d passes, which shows no spread, so no lead was tested for significance.": {
		"हर आँकड़ा %[1]d पासों में से सबसे अच्छा है (औसत नहीं), और इसमें बिखराव नहीं दिखता, इसलिए किसी बढ़त की सांख्यिकीय सार्थकता नहीं जाँची गई।",
	},
	"%s is at %s of the link in %s: no drive on that link could do much better there.": {
		"%[3]s में %[1]s लिंक की सीमा के %[2]s पर है: वहाँ इस लिंक पर कोई ड्राइव इससे ख़ास आगे नहीं जा सकती।",
	},
	"%s: at the ceiling of its link in %s, so on that link no faster drive would do much better there.": {
		"%[2]s में %[1]s अपने लिंक की सीमा पर है, इसलिए वहाँ इस लिंक पर कोई तेज़ ड्राइव भी बहुत बेहतर नहीं कर पाएगी।",
	},
	"%s, MB/s by test": {"%s: हर टेस्ट में MB/s"},
	"%s leads every read it shared with another system, %s (%s, %s vs %s)": {
		"%[1]s हर उस रीड टेस्ट में आगे है जिसमें कोई दूसरा नतीजा भी है, %[2]s (%[3]s: %[4]s बनाम %[5]s)",
	},
	"%s leads every write it shared with another system, %s (%s, %s vs %s)": {
		"%[1]s हर उस राइट टेस्ट में आगे है जिसमें कोई दूसरा नतीजा भी है, %[2]s (%[3]s: %[4]s बनाम %[5]s)",
	},
	"%s leads every mix it shared with another system, %s (%s, %s vs %s)": {
		"%[1]s हर उस मिश्रित वर्कलोड में आगे है जिसमें कोई दूसरा नतीजा भी है, %[2]s (%[3]s: %[4]s बनाम %[5]s)",
	},
	"%s leads every trim it shared with another system, %s (%s, %s vs %s)": {
		"%[1]s हर उस TRIM टेस्ट में आगे है जिसमें कोई दूसरा नतीजा भी है, %[2]s (%[3]s: %[4]s बनाम %[5]s)",
	},
	"%s leads every result it shared with another system, %s (%s, %s vs %s).": {
		"%[1]s हर उस टेस्ट में आगे है जिसमें कोई दूसरा नतीजा भी है, %[2]s (%[3]s: %[4]s बनाम %[5]s)।",
	},
	// The queue-depth sweep (s-sweep, round 3): sentences open with a
	// depth or a word, so that a Latin label keeps its own case.
	"Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache, behind a virtual disk most likely the host's page cache.": {
		"यहाँ %[1]s पढ़ने के मुक़ाबले %[2]s तेज़ लिखती है (%[3]s %[5]s पर %[4]s, %[6]s %[8]s पर %[7]s), जो राइट-बैक कैश की ओर इशारा करता है; वर्चुअल डिस्क के पीछे यह शायद होस्ट का पेज कैश है।",
	},
	"The host's cache mode was not recorded, so the reads too may have come from the host's cache.": {
		"होस्ट का कैश मोड दर्ज नहीं किया गया, इसलिए हो सकता है कि रीड भी होस्ट के कैश से आए हों।",
	},
	"Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache: the page cache, as the I/O was buffered.": {
		"यहाँ %[1]s पढ़ने के मुक़ाबले %[2]s तेज़ लिखती है (%[3]s %[5]s पर %[4]s, %[6]s %[8]s पर %[7]s), जो राइट-बैक कैश की ओर इशारा करता है; I/O बफ़र्ड था, इसलिए यह पेज कैश है।",
	},
	"Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache, the drive's DRAM or SLC cache.": {
		"यहाँ %[1]s पढ़ने के मुक़ाबले %[2]s तेज़ लिखती है (%[3]s %[5]s पर %[4]s, %[6]s %[8]s पर %[7]s), जो राइट-बैक कैश, यानी ड्राइव के DRAM या SLC कैश की ओर इशारा करता है।",
	},
	"Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache, a page cache or the drive's own DRAM or SLC cache.": {
		"यहाँ %[1]s पढ़ने के मुक़ाबले %[2]s तेज़ लिखती है (%[3]s %[5]s पर %[4]s, %[6]s %[8]s पर %[7]s), जो राइट-बैक कैश, यानी पेज कैश या ड्राइव के अपने DRAM या SLC कैश की ओर इशारा करता है।",
	},
	"A write larger than that cache would show what the storage behind it sustains.": {
		"कैश के आकार से ज़्यादा डेटा लिखने वाला टेस्ट ही बताएगा कि पीछे का स्टोरेज लगातार कितनी गति दे सकता है।",
	},
	"not recorded":    {"दर्ज नहीं"},
	"Host cache mode": {"होस्ट का कैश मोड"},
	"does not apply":  {"लागू नहीं"},
	"Each configuration's runs: %d depths × %d workloads, one run each.": {
		"हर कॉन्फ़िगरेशन के रन: %d डेप्थ × %d वर्कलोड, हर संयोजन का एक रन।",
	},
	"Each configuration's runs: %d depths × %d workloads, %d runs each.": {
		"हर कॉन्फ़िगरेशन के रन: %d डेप्थ × %d वर्कलोड, हर संयोजन के %d रन।",
	},
	"%s (= 1)":                  {"%s (आधार, = 1)"},
	"%s (a file system in RAM)": {"%s (RAM पर आधारित फ़ाइल सिस्टम)"},
	"%s (a RAM disk)":           {"%s (RAM डिस्क)"},
	"%s (in RAM)":               {"%s (RAM में)"},
	"%s (a %s virtual disk)":    {"%s (%s वर्चुअल डिस्क)"},
	"%s (a virtual disk)":       {"%s (वर्चुअल डिस्क)"},
	"%s peaks highest, at %s, level within its noise from %s to %s": {
		"%[1]s का शिखर सबसे ऊँचा है (%[2]s), और %[3]s से %[4]s तक यह अपने शोर के भीतर सपाट रहता है",
	},
	"Only at %[2]s, the deepest depth measured, does %[1]s peak (%[3]s): it may not have reached its limit": {
		"केवल %[2]s पर, जो मापी गई सबसे अधिक डेप्थ है, %[1]s का शिखर आता है (%[3]s): हो सकता है कि सीमा अभी न आई हो",
	},
	"At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and stays there through %[5]s": {
		"%[3]s पर %[1]s पहली बार अपने शिखर के %[2]s से ऊपर पहुँचती है (%[4]s) और %[5]s तक वहीं बनी रहती है",
	},
	"At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and falls below it at %[5]s": {
		"%[3]s पर %[1]s पहली बार अपने शिखर के %[2]s से ऊपर पहुँचती है (%[4]s) और %[5]s पर उससे नीचे आ जाती है",
	},
	"At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and falls below it from %[5]s on": {
		"%[3]s पर %[1]s पहली बार अपने शिखर के %[2]s से ऊपर पहुँचती है (%[4]s) और %[5]s व उससे अधिक डेप्थ पर उससे नीचे रहती है",
	},
	"At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and is at or above it only at %[5]s": {
		"%[3]s पर %[1]s पहली बार अपने शिखर के %[2]s से ऊपर पहुँचती है (%[4]s), पर इस स्तर पर या इससे ऊपर केवल %[5]s पर रहती है",
	},
	"At %[2]s, %[1]s peaks (%[3]s) and stays at or above %[4]s of it through %[5]s": {
		"%[2]s पर %[1]s का शिखर है (%[3]s), और %[5]s तक आँकड़ा उसके %[4]s या उससे ऊपर रहता है",
	},
	"At %[2]s, %[1]s peaks (%[3]s) and falls below %[4]s of it at %[5]s": {
		"%[2]s पर %[1]s का शिखर है (%[3]s), और %[5]s पर आँकड़ा उसके %[4]s से नीचे गिर जाता है",
	},
	"At %[2]s, %[1]s peaks (%[3]s) and falls below %[4]s of it from %[5]s on": {
		"%[2]s पर %[1]s का शिखर है (%[3]s), और %[5]s व उससे अधिक डेप्थ पर आँकड़ा उसके %[4]s से नीचे रहता है",
	},
	"At %[2]s, %[1]s peaks (%[3]s) and is at or above %[4]s of it only at %[5]s": {
		"%[2]s पर %[1]s का शिखर है (%[3]s), और आँकड़ा उसके %[4]s या उससे ऊपर केवल %[5]s पर रहता है",
	},
	"Single runs this short cannot show a drive's cache filling or its background work.": {
		"इतने छोटे और एक ही बार के रन किसी ड्राइव के कैश के भरने या उसके बैकग्राउंड काम को नहीं दिखा सकते।",
	},
	"Runs this short cannot show a drive's cache filling or its background work.": {
		"इतने छोटे रन किसी ड्राइव के कैश के भरने या उसके बैकग्राउंड काम को नहीं दिखा सकते।",
	},
	"For %s, a queue deeper than where the curve levels off (%s) adds latency, not throughput.": {
		"%[1]s पर क्यू डेप्थ को उस बिंदु से आगे बढ़ाने पर, जहाँ वक्र सपाट हो जाता है (%[2]s), थ्रूपुट नहीं, सिर्फ़ लेटेंसी बढ़ती है।",
	},
	"We measured %s at queue depths %s in %s, %s.": {
		"हमने %[1]s को %[2]s क्यू डेप्थ पर %[3]s में मापा, %[4]s।",
	},
	"We measured %s at queue depths %s in %s.": {
		"हमने %[1]s को %[2]s क्यू डेप्थ पर %[3]s में मापा।",
	},
	"random %s":                             {"रैंडम %s"},
	"sequential %s":                         {"सीक्वेंशियल %s"},
	"%d workloads (%s %s)":                  {"%d वर्कलोड (%s %s)"},
	"one run of %s per depth":               {"हर डेप्थ पर %s का एक ही रन"},
	"the median of %d runs of %s per depth": {"हर डेप्थ पर %[2]s के %[1]d रन का मीडियन"},
	"%s for %s":                             {"%[2]s के लिए %[1]s"},
	"A difference between two figures of one configuration is within the run-to-run noise below %s.": {
		"एक ही कॉन्फ़िगरेशन के दो आँकड़ों में इससे कम का अंतर माप के शोर के भीतर है: %s।",
	},
	"Repeated, longer runs would narrow the ranges.": {
		"दोहराए गए और लंबे रन इन दायरों को छोटा कर देंगे।",
	},
	"the ratio of %s to %s": {"%[1]s और %[2]s का अनुपात"},
	// The repeated-run comparison (repeated).
	"%s is synchronous: it ignores the queue depth asked.": {"%s एक सिंक्रोनस इंजन है, इसलिए वह माँगी गई क्यू डेप्थ को अनदेखा करता है।"},
	"%s is synchronous: fio ignores iodepth for it.":       {"%s एक सिंक्रोनस इंजन है, इसलिए fio उसके लिए iodepth को अनदेखा करता है।"},
	"In %s, %s was asked for %s and ran at a queue depth of about %s, against %s for %s: those results compare queue depths, not engines.": {"%[1]s में %[2]s के लिए %[3]s तय की गई थी, पर उसकी असल क्यू डेप्थ औसतन लगभग %[4]s रही, जबकि %[6]s की %[5]s। इसलिए ये नतीजे इंजनों की नहीं, क्यू डेप्थ की तुलना हैं।"},
	"the deeper queue puts %s up to %s ahead (most in %s, %s vs %s), no win of the engine":                                                 {"गहरी क्यू के कारण %[1]s अधिकतम %[2]s आगे है (सबसे ज़्यादा %[3]s में, %[4]s बनाम %[5]s); यह इंजन की जीत नहीं"},
	"the deeper queue puts %s %s ahead (%s, %s vs %s), no win of the engine":                                                               {"गहरी क्यू के कारण %[1]s %[2]s आगे है (%[3]s, %[4]s बनाम %[5]s); यह इंजन की जीत नहीं"},
	"No test ran the two at equal queue depth, so these runs show neither faster.":                                                         {"किसी भी टेस्ट में दोनों को समान क्यू डेप्थ पर नहीं चलाया गया, इसलिए ये रन नहीं दिखाते कि कौन तेज़ है।"},
	"At equal queue depth (%s) the difference is not significant, so these runs show neither faster.":                                      {"समान क्यू डेप्थ पर (%s) अंतर सांख्यिकीय रूप से सार्थक नहीं है, इसलिए ये रन नहीं दिखाते कि कौन तेज़ है।"},
	"At equal queue depth (%s) the results are ties.":                                                                                      {"समान क्यू डेप्थ पर (%s) नतीजे बराबर हैं।"},
	"At equal queue depth (%s) no one leads.":                                                                                              {"समान क्यू डेप्थ पर (%s) कोई आगे नहीं है।"},
	"To compare them at depth, %s needs as many jobs (numjobs) as the queue depth %s is given.":                                            {"गहरी क्यू पर तुलना के लिए %[1]s को उतने ही जॉब (numjobs) के साथ चलाना होगा, जितनी क्यू डेप्थ %[2]s को दी गई है।"},
	"No read test was run at equal queue depth":                                                                                            {"समान क्यू डेप्थ पर रीड का कोई टेस्ट नहीं हुआ"},
	"No write test was run at equal queue depth":                                                                                           {"समान क्यू डेप्थ पर राइट का कोई टेस्ट नहीं हुआ"},
	"No mixed test was run at equal queue depth":                                                                                           {"समान क्यू डेप्थ पर मिक्स्ड वर्कलोड का कोई टेस्ट नहीं हुआ"},
	"No trim test was run at equal queue depth":                                                                                            {"समान क्यू डेप्थ पर ट्रिम का कोई टेस्ट नहीं हुआ"},
	"Over %s runs each, every difference is significant (%s, alpha %s): %s.":                                                               {"हर एक के %[1]s रनों में सभी अंतर सांख्यिकीय रूप से सार्थक हैं (%[2]s, सार्थकता स्तर %[3]s): %[4]s।"},
	"Over %s runs each, no difference is significant (%s, alpha %s): %s.":                                                                  {"हर एक के %[1]s रनों में कोई भी अंतर सांख्यिकीय रूप से सार्थक नहीं है (%[2]s, सार्थकता स्तर %[3]s): %[4]s।"},
	"The runs overlap too much to tell the systems apart, which does not show them equal.":                                                 {"रनों के नतीजे आपस में इतने मिले हुए हैं कि कॉन्फ़िगरेशन अलग नहीं किए जा सकते; इसका मतलब यह नहीं कि वे बराबर हैं।"},
	"Over %s runs each, the differences in %s are significant (%s, alpha %s).":                                                             {"हर एक के %[1]s रनों में %[2]s के अंतर सांख्यिकीय रूप से सार्थक हैं (%[3]s, सार्थकता स्तर %[4]s)।"},
	"Those in %s are not: the runs overlap too much to tell the two apart, which does not show them equal.":                                {"%s के अंतर सार्थक नहीं हैं। रनों के नतीजे आपस में इतने मिले हुए हैं कि दोनों को अलग नहीं किया जा सकता, पर इसका मतलब यह नहीं कि वे बराबर हैं।"},
	"With %d runs against %d, the test has little power: the smallest p-value it can give is %s, so a real difference can fail to show.":   {"%[1]d बनाम %[2]d रनों के साथ इस परीक्षण की सांख्यिकीय शक्ति (power) कम है। यह सबसे छोटा p-मान %[3]s ही दे सकता है, इसलिए हो सकता है कि असली अंतर भी सार्थक न दिखे।"},
	"With %d runs against %d, the test has little power: the smallest p-value it can give is %s, which Holm's correction over %d tests raises to %s, so a real difference can fail to show.":                                        {"%[1]d बनाम %[2]d रनों के साथ इस परीक्षण की सांख्यिकीय शक्ति (power) कम है। यह सबसे छोटा p-मान %[3]s ही दे सकता है, और %[4]d परीक्षणों पर होल्म संशोधन इसे %[5]s कर देता है, इसलिए हो सकता है कि असली अंतर भी सार्थक न दिखे।"},
	"Latency at unequal queues: in %s, %s ran at a queue depth of about %s, each I/O done in %s on average, against %s for %s at %s: its lower latency comes from requests that never waited in a queue, not from a faster engine.": {"असमान क्यू पर लेटेंसी: %[1]s में %[2]s की क्यू डेप्थ औसतन लगभग %[3]s रही और हर I/O औसतन %[4]s में पूरा हुआ, जबकि %[6]s की क्यू डेप्थ %[5]s रही और %[7]s लगे। इसलिए %[2]s की कम लेटेंसी खाली क्यू का नतीजा है, तेज़ इंजन की जीत नहीं।"},
	"%s IOPS is inconclusive: medians %s for %s and %s for %s (runs %s and %s), not a statistically significant difference (p = %s): with %d runs each, the two cannot be told apart, which does not make them equal.":              {"%[1]s के IOPS अनिर्णीत हैं: मीडियन %[3]s के लिए %[2]s और %[5]s के लिए %[4]s (रन %[6]s और %[7]s)। अंतर सांख्यिकीय रूप से सार्थक नहीं है (p = %[8]s), यानी %[9]d-%[9]d रनों में दोनों को अलग नहीं किया जा सका; इसका मतलब यह नहीं कि वे बराबर हैं।"},
	"%s bandwidth is inconclusive: medians %s for %s and %s for %s (runs %s and %s), not a statistically significant difference (p = %s): with %d runs each, the two cannot be told apart, which does not make them equal.":         {"%[1]s की बैंडविड्थ अनिर्णीत है: मीडियन %[3]s के लिए %[2]s और %[5]s के लिए %[4]s (रन %[6]s और %[7]s)। अंतर सांख्यिकीय रूप से सार्थक नहीं है (p = %[8]s), यानी %[9]d-%[9]d रनों में दोनों को अलग नहीं किया जा सका; इसका मतलब यह नहीं कि वे बराबर हैं।"},
	"Where runs were repeated, a difference counts only when it is significant at alpha %s by %s, Holm-corrected over the tests of one measurement across the workloads compared.":                                                  {"जहाँ रन दोहराए गए, वहाँ कोई अंतर तभी गिना गया है जब वह %[2]s में %[1]s सार्थकता स्तर पर सार्थक हो; कई वर्कलोड की तुलना एक साथ हुई, इसलिए एक ही माप के परीक्षणों के p-मान पर होल्म संशोधन लगाया गया।"},
	"Each run lasted about %s: too short to see a drive's cache fill or its background work.":                                                                                                                                       {"हर रन लगभग %s का था, जो किसी ड्राइव के कैश के भरने या उसके बैकग्राउंड काम को देखने के लिए बहुत कम है।"},
	"The p99.9 latencies rest on few I/Os: in %s, a run of %s had only about %s I/Os beyond its p99.9, so read those figures as rough.":                                                                                             {"p99.9 लेटेंसी बहुत कम I/O पर टिकी है: %[1]s में %[2]s के एक रन में p99.9 से ऊपर सिर्फ़ लगभग %[3]s I/O थे, इसलिए इन आँकड़ों को मोटा अनुमान मानें।"},
	"whiskers: lowest to highest run": {"व्हिस्कर: सबसे कम से सबसे ज़्यादा रन तक"},
	"%s, lowest run":                  {"%s, सबसे कम रन"},
	"%s, highest run":                 {"%s, सबसे ज़्यादा रन"},
	"Inconclusive: over the runs the difference is not statistically significant, which does not make the figures equal.": {"अनिर्णीत: रनों में अंतर सांख्यिकीय रूप से सार्थक नहीं, पर इसका मतलब यह नहीं कि आँकड़े बराबर हैं।"},
	"%s was asked for the queue depth its column names, and ran at a queue depth of about %s: %s is synchronous.":         {"%[1]s के लिए कॉलम में लिखी क्यू डेप्थ माँगी गई थी, पर असल क्यू डेप्थ औसतन लगभग %[2]s रही, क्योंकि %[3]s सिंक्रोनस इंजन है।"},
	"Over %s runs each, the difference in %s is significant (p = %s; %s, alpha %s).":                                      {"हर एक के %[1]s रनों में %[2]s का अंतर सांख्यिकीय रूप से सार्थक है (p = %[3]s; %[4]s, सार्थकता स्तर %[5]s)।"},
	"That in %s is not (p = %s): the runs overlap too much to tell the two apart, which does not show them equal.":        {"%[1]s का अंतर सार्थक नहीं है (p = %[2]s)। रनों के नतीजे आपस में इतने मिले हुए हैं कि दोनों को अलग नहीं किया जा सकता, पर इसका मतलब यह नहीं कि वे बराबर हैं।"},
	// The CrystalDiskMark review of exports not made alike (render/cdmstory.go).
	"%d drives":                                {"%d ड्राइव"},
	"%d drives and a RAM disk for reference":   {"%d ड्राइव और तुलना के लिए एक RAM डिस्क"},
	"%d drives and %d RAM disks for reference": {"%d ड्राइव और तुलना के लिए %d RAM डिस्क"},
	"%s were tested with %s, each on its own system and in %s tests.": {
		"%[1]s को %[2]s से मापा गया। हर ड्राइव अलग सिस्टम में लगी थी, और हर एक पर %[3]s टेस्ट हुए।",
	},
	"The exports come from %s, and most tests were not run on every drive, so they make no leaderboard: each drive is set against its own link.": {
		"ये नतीजे %s लिए गए हैं, और ज़्यादातर टेस्ट हर ड्राइव पर चले भी नहीं। इसलिए इनसे कोई रैंकिंग नहीं बनती, और हर ड्राइव को उसके अपने लिंक की सीमा से परखा गया है।",
	},
	"The exports come from %s, so they make no leaderboard: each drive is set against its own link.": {
		"ये नतीजे %s लिए गए हैं, इसलिए इनसे कोई रैंकिंग नहीं बनती। हर ड्राइव को उसके अपने लिंक की सीमा से परखा गया है।",
	},
	"%[1]s peaks at %[2]s (%[3]s), above all that %[4]s can carry (%[5]s), so a cache answered, not the drive.": {
		"%[1]s का शिखर %[2]s है (%[3]s), जो %[4]s की कुल क्षमता (%[5]s) से भी ज़्यादा है। यानी जवाब ड्राइव ने नहीं, किसी कैश ने दिया।",
	},
	"%[1]s peaks at %[2]s (%[3]s), near what %[4]s delivers in practice: about %[5]s of its %[6]s.": {
		"%[1]s का शिखर %[2]s है (%[3]s), जो %[4]s की व्यावहारिक सीमा के क़रीब है। इस लिंक की लाइन दर %[6]s है, पर व्यवहार में लगभग %[5]s तक ही पहुँचा जा सकता है।",
	},
	"%[1]s is near the practical limit of %[2]s in %[3]s": {
		"%[3]s में %[1]s %[2]s की व्यावहारिक सीमा के क़रीब है",
	},
	"%[1]s peaks at %[2]s (%[3]s), %[4]s of what %[5]s delivers in practice (about %[6]s).": {
		"%[1]s का शिखर %[2]s है (%[3]s), यानी %[5]s की व्यावहारिक सीमा (लगभग %[6]s) का %[4]s।",
	},
	"%[1]s is at the limit of %[2]s in %[3]s": {
		"%[3]s में %[1]s %[2]s की सीमा पर है",
	},
	"%[1]s peaks at %[2]s (%[3]s), %[4]s of what %[5]s carries (%[6]s).": {
		"%[1]s का शिखर %[2]s है (%[3]s), यानी %[5]s की क्षमता (%[6]s) का %[4]s।",
	},
	"%s: no drive on that link would do much better there.": {
		"%s, इसलिए इन टेस्ट में इस लिंक पर कोई भी ड्राइव इससे ख़ास आगे नहीं जा सकती।",
	},
	"%s: no drive on those links would do much better there.": {
		"%s, इसलिए इन टेस्ट में इन लिंक पर कोई भी ड्राइव इससे ख़ास आगे नहीं जा सकती।",
	},
	"%s won all %d tests it shared with another drive, by %s.": {
		"%[1]s उन सभी %[2]d टेस्ट में आगे रही जिनमें इसकी तुलना किसी दूसरी ड्राइव से हो सकी, %[3]s के अंतर से।",
	},
	"%[1]s was ahead of %[2]s in %[3]d of the %[4]d tests both ran on %[5]s, by %[6]s (most in %[7]s, %[8]s vs %[9]s)": {
		"%[5]s पर चल रही %[1]s और %[2]s के %[4]d टेस्ट साझा हैं। इनमें से %[3]d में %[1]s आगे रही, %[6]s के अंतर से (सबसे अधिक %[7]s में, %[8]s बनाम %[9]s)",
	},
	"%[1]s was ahead of %[2]s in %[3]d of the %[4]d tests both ran on %[5]s, by %[6]s (%[7]s, %[8]s vs %[9]s)": {
		"%[5]s पर चल रही %[1]s और %[2]s के %[4]d टेस्ट साझा हैं। इनमें से %[3]d में %[1]s आगे रही, %[6]s के अंतर से (%[7]s में, %[8]s बनाम %[9]s)",
	},
	"%[1]s was ahead in %[2]d, by %[3]s (most in %[4]s, %[5]s vs %[6]s)": {
		"%[1]s %[2]d में आगे रही, %[3]s के अंतर से (सबसे अधिक %[4]s में, %[5]s बनाम %[6]s)",
	},
	"%[1]s was ahead in the other, by %[2]s (%[3]s, %[4]s vs %[5]s)": {
		"बाक़ी एक टेस्ट में %[1]s आगे रही, %[2]s के अंतर से (%[3]s में, %[4]s बनाम %[5]s)",
	},
	"Between %s and %s the runs differ in %s, so those gaps of %s do not say which drive is faster.": {
		"%[1]s और %[2]s के रन %[3]s में अलग हैं, इसलिए इनके बीच के अंतर (%[4]s) से किसी को आगे नहीं माना जा सकता।",
	},
	"the mixed tests": {"मिश्रित टेस्ट"},
	"Some tests only one drive ran, so the tables show them with nothing to compare: %s.": {
		"कुछ टेस्ट सिर्फ़ एक ड्राइव पर चले, इसलिए टेबल में उनकी तुलना किसी से नहीं है: %s।",
	},
	"%s: not measured (the drive did not run the test, or its export gives no such figure).": {
		"%s: मापा नहीं गया (ड्राइव पर यह टेस्ट नहीं चला, या उसके एक्सपोर्ट में यह आँकड़ा नहीं है)।",
	},
	"CrystalDiskMark ran as administrator.": {"CrystalDiskMark को एडमिन मोड में चलाया गया।"},
	"default":                               {"डिफ़ॉल्ट"},
	"peak performance":                      {"पीक परफ़ॉर्मेंस"},
	"real-world performance":                {"रियल-वर्ल्ड परफ़ॉर्मेंस"},
	"%s× to %s×":                            {"%s से %s गुना"},
	"%s won both tests it shared with another drive, by %s.": {
		"%[1]s उन दोनों टेस्ट में आगे रही जिनमें इसकी तुलना किसी दूसरी ड्राइव से हो सकी, %[2]s के अंतर से।",
	},
	"The exports come from %s, and most tests were not run on every drive, so they make no leaderboard: each figure says what one drive did on its own system.": {
		"ये नतीजे %s लिए गए हैं, और ज़्यादातर टेस्ट हर ड्राइव पर चले भी नहीं। इसलिए इनसे कोई रैंकिंग नहीं बनती, और हर आँकड़ा सिर्फ़ यह बताता है कि एक ड्राइव ने अपनी मशीन पर क्या किया।",
	},
	"The exports come from %s, so they make no leaderboard: each figure says what one drive did on its own system.": {
		"ये नतीजे %s लिए गए हैं, इसलिए इनसे कोई रैंकिंग नहीं बनती। हर आँकड़ा सिर्फ़ यह बताता है कि एक ड्राइव ने अपनी मशीन पर क्या किया।",
	},
	"Link (as given, not in the export)": {"लिंक (अलग से दिया गया, एक्सपोर्ट में नहीं)"},
	// The comparison (s-comp).
	"In %s the systems kept different numbers of I/Os in flight (IOPS × mean latency), about %s for %s against %s for %s; fewer queued I/Os mean shorter waits, so their mean latencies are not compared there and none is marked best.": {
		"%[1]s में कॉन्फ़िगरेशनों के एक साथ चल रहे I/O की संख्या अलग थी (IOPS × औसत लेटेंसी), %[3]s में लगभग %[2]s और %[5]s में %[4]s। छोटी क्यू में I/O कम इंतज़ार करते हैं, इसलिए यहाँ औसत लेटेंसी की तुलना नहीं की गई और किसी को सर्वश्रेष्ठ नहीं माना गया।",
	},
	"Where the queues matched, the largest absolute latency gap is in %s, %s at %s against %s at %s, %s as long (%s apart).": {
		"जहाँ क्यू बराबर थीं, वहाँ लेटेंसी में सबसे बड़ा निरपेक्ष अंतर %[1]s में है। %[2]s की लेटेंसी %[3]s और %[4]s की %[5]s है, यानी %[6]s लंबी (अंतर %[7]s)।",
	},
	"Where the queues matched, the largest absolute latency gap is in %s, %s %s vs %s %s, %s lower (%s apart).": {
		"जहाँ क्यू बराबर थीं, वहाँ लेटेंसी में सबसे बड़ा निरपेक्ष अंतर %[1]s में है। %[2]s की लेटेंसी %[3]s और %[4]s की %[5]s है, यानी %[6]s कम (अंतर %[7]s)।",
	},
	"%s, while %s": {"%s, जबकि %s"},
	"%s, and %s":   {"%s, जबकि %s"},
	// onesystem (#24 round 3): the device under test as the subject,
	// rankings inside a single run's noise said level, suspect results,
	// what the CPU figures count, a verdict of the device's own figures.
	"the VM's %s disk (%s)":      {"VM की %s डिस्क (%s)"},
	"the VM's %s disk":           {"VM की %s डिस्क"},
	"the VM's virtual disk (%s)": {"VM की वर्चुअल डिस्क (%s)"},
	"the VM's virtual disk":      {"VM की वर्चुअल डिस्क"},
	"%[1]s, %[2]s":               {"%[1]s में (%[2]s)"},
	"%s, %s, close to %s, %s": {
		"%[1]s (%[2]s) और %[3]s (%[4]s) में",
	},
	"Highest bandwidth: %s; lowest: %s.":    {"सबसे अधिक बैंडविड्थ %s रही, सबसे कम %s।"},
	"Highest IOPS: %s; lowest: %s.":         {"सबसे अधिक IOPS %s रहे, सबसे कम %s।"},
	"Lowest mean latency: %s; highest: %s.": {"सबसे कम औसत लेटेंसी %s रही, सबसे अधिक %s।"},
	"Lowest p99 latency: %s; highest: %s.":  {"सबसे कम p99 लेटेंसी %s रही, सबसे अधिक %s।"},
	"Least CPU time per I/O, counting the job's own threads only: %s; most: %s.": {
		"केवल जॉब के अपने थ्रेड गिनने पर प्रति I/O सबसे कम CPU समय %s लगा, सबसे अधिक %s।",
	},
	"Least CPU time per I/O: %s; most: %s.": {"प्रति I/O सबसे कम CPU समय %s लगा, सबसे अधिक %s।"},
	"Longest tail (p99 relative to the mean): %s, where the p99 (%s) is %s times the mean (%s).": {
		"औसत के मुक़ाबले सबसे लंबी टेल (p99 और औसत का अनुपात) %[1]s में है: p99 (%[2]s) औसत (%[4]s) का लगभग %[3]s गुना है।",
	},
	"Longest tail (p99 relative to the mean): %s, where the p99 (%s) is %s times the mean (%s), with %s close behind (%s, %s times %s).": {
		"औसत के मुक़ाबले सबसे लंबी टेल (p99 और औसत का अनुपात) %[1]s में है: p99 (%[2]s) औसत (%[4]s) का लगभग %[3]s गुना है; %[5]s ठीक पीछे है (%[6]s, यानी %[8]s का %[7]s गुना)।",
	},
	"a single run":       {"एक ही रन"},
	"a single run of %s": {"%s के एक ही रन"},
	"%s gave %s less bandwidth than %s (%s vs %s). A larger block or sequential access would normally not be slower, so from %s this result is suspect: it needs a repeat before it says anything about block size.": {
		"%[1]s में बैंडविड्थ %[3]s से %[2]s कम निकली (%[4]s बनाम %[5]s)। आम तौर पर बड़ा ब्लॉक या सीक्वेंशियल एक्सेस धीमा नहीं होता, इसलिए %[6]s का यह नतीजा संदिग्ध है; ब्लॉक साइज़ के बारे में कुछ कहने से पहले इसे दोहराकर जाँचना चाहिए।",
	},
	"%s gave %s less bandwidth than %s (%s vs %s) and less than %s (%s). A larger block or sequential access would normally not be slower, so from %s this result is suspect: it needs a repeat before it says anything about block size.": {
		"%[1]s में बैंडविड्थ %[3]s से %[2]s कम निकली (%[4]s बनाम %[5]s), और %[6]s (%[7]s) से भी कम रही। आम तौर पर बड़ा ब्लॉक या सीक्वेंशियल एक्सेस धीमा नहीं होता, इसलिए %[8]s का यह नतीजा संदिग्ध है; ब्लॉक साइज़ के बारे में कुछ कहने से पहले इसे दोहराकर जाँचना चाहिए।",
	},
	"all its logical CPUs": {"उसके सभी लॉजिकल CPU"},
	"its %d logical CPUs":  {"उसके %d लॉजिकल CPU"},
	"The tables' CPU use counts the whole machine, every process on %s: in %s it is %s, while the job's own threads used %s of one CPU.": {
		"टेबल में CPU उपयोग पूरी मशीन का है, यानी %[1]s पर चल रही हर प्रोसेस का। %[2]s में यह %[3]s है, जबकि जॉब के अपने थ्रेड ने एक CPU का केवल %[4]s लिया।",
	},
	"On a virtual disk much of each I/O's cost, the guest's interrupts and the host's side of the disk, falls outside the job's threads, so the job's CPU time per I/O understates it.": {
		"वर्चुअल डिस्क पर गेस्ट के इंटरप्ट और कर्नेल का काम जॉब के थ्रेड से बाहर पड़ता है, और होस्ट पर होने वाला काम इन आँकड़ों में दिखता ही नहीं, इसलिए 'प्रति I/O CPU समय' असली लागत से कम दिखाता है।",
	},
	"%s and its %s engine": {"%[1]s और उसके %[2]s इंजन"},
	"%s was measured with %s at queue depth %d in %s.": {
		"%[1]s को %[2]s से क्यू डेप्थ %[3]d पर मापा गया; इसमें %[4]s चलाए गए।",
	},
	"%s was measured with %s in %s.": {"%[1]s को %[2]s से मापा गया; इसमें %[3]s चलाए गए।"},
	"%s was measured in %s.":         {"%[1]s को मापा गया; इसमें %[2]s चलाए गए।"},
	"Its bandwidth ranged from %s in %s to %s in %s.": {
		"बैंडविड्थ %[2]s में %[1]s से लेकर %[4]s में %[3]s तक रही।",
	},
	"At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read), but not at %s. That suggests a write-back cache, most likely on the host, absorbed those writes.": {
		"%[1]s ब्लॉक में डिस्क पर राइट, रीड से तेज़ रहे (%[2]s: %[3]s, जबकि रीड में %[4]s), पर %[5]s में नहीं। इससे लगता है कि ये राइट शायद किसी राइट-बैक कैश में गए, संभवतः होस्ट के।",
	},
	"At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read), but not at %s. That suggests a write-back cache most likely absorbed those writes.": {
		"%[1]s ब्लॉक में डिस्क पर राइट, रीड से तेज़ रहे (%[2]s: %[3]s, जबकि रीड में %[4]s), पर %[5]s में नहीं। इससे लगता है कि ये राइट संभवतः किसी राइट-बैक कैश ने लिए।",
	},
	"At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read). That suggests a write-back cache, most likely on the host, absorbed those writes.": {
		"%[1]s ब्लॉक में डिस्क पर राइट, रीड से तेज़ रहे (%[2]s: %[3]s, जबकि रीड में %[4]s)। इससे लगता है कि ये राइट शायद किसी राइट-बैक कैश में गए, संभवतः होस्ट के।",
	},
	"At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read). That suggests a write-back cache most likely absorbed those writes.": {
		"%[1]s ब्लॉक में डिस्क पर राइट, रीड से तेज़ रहे (%[2]s: %[3]s, जबकि रीड में %[4]s)। इससे लगता है कि ये राइट संभवतः किसी राइट-बैक कैश ने लिए।",
	},
	"The writes at %s blocks most likely went to the host's cache, so they overstate what the disk sustains.": {
		"%s ब्लॉक के राइट शायद होस्ट के कैश में गए, इसलिए वे डिस्क की लगातार क्षमता से ज़्यादा दिखाते हैं।",
	},
	"The writes at %s blocks most likely went to a cache, so they overstate what the drive sustains.": {
		"%s ब्लॉक के राइट शायद किसी कैश में गए, इसलिए वे ड्राइव की लगातार क्षमता से ज़्यादा दिखाते हैं।",
	},
	"Repeat %s before relying on it.":  {"%s के नतीजे पर भरोसा करने से पहले उसे दोहराएँ।"},
	"about %s IOPS in %s":              {"%[2]s में लगभग %[1]s IOPS"},
	"%s in sequential transfers":       {"सीक्वेंशियल ट्रांसफ़र में %s"},
	"%s to %s in sequential transfers": {"सीक्वेंशियल ट्रांसफ़र में %s से %s"},
	"Each run lasted %s, too short to show a steady state: industry practice (SNIA PTS) is to keep measuring until the results hold steady over a window of at least %d rounds.": {
		"हर रन केवल %[1]s चला: इतना छोटा रन न कैश भरने को दिखा सकता है, न लगातार लोड में स्थिर गति को (SNIA PTS कम से कम %[2]d राउंड की माप-विंडो माँगता है)।",
	},
	"CPU use, whole machine":        {"CPU उपयोग, पूरी मशीन"},
	"%[1]s ran %[2]s.":              {"%[1]s पर %[2]s चलाए गए।"},
	"%s ran %s at queue depth %d.":  {"%[1]s पर क्यू डेप्थ %[3]d पर %[2]s चलाए गए।"},
	"%s in sequential reads":        {"सीक्वेंशियल रीड में %s"},
	"%s to %s in sequential reads":  {"सीक्वेंशियल रीड में %s से %s"},
	"%s in sequential writes":       {"सीक्वेंशियल राइट में %s"},
	"%s to %s in sequential writes": {"सीक्वेंशियल राइट में %s से %s"},
	// The CrystalDiskMark review (f-cdm, round 4).
	"In %[1]s, %[2]s, on %[3]s, was %[4]s as fast as %[5]s on %[6]s (%[7]s, %[8]s vs %[9]s): %[10]s, so the links, not the differences between the setups, explain that gap.": {
		"%[1]s में %[3]s पर चल रही %[2]s, %[6]s पर चल रही %[5]s से %[4]s तेज़ रही (%[7]s में %[8]s बनाम %[9]s)। यह अंतर सेटअप के फ़र्क़ से नहीं, लिंक से तय होता है: %[10]s।",
	},
	"The only difference that survives these mismatched setups is the one the links dictate: in %[1]s, %[2]s on %[3]s was %[4]s as fast as %[5]s on %[6]s.": {
		"इतने अलग सेटअप में सिर्फ़ लिंक से तय होने वाला अंतर पक्का है: %[1]s में %[3]s पर चल रही %[2]s, %[6]s पर चल रही %[5]s से %[4]s तेज़ रही।",
	},
	"%[1]s reaches about %[2]s of what %[3]s carries (%[4]s) in %[5]s, up to %[6]s: no drive on that link could do much better there.": {
		"%[5]s में %[1]s %[3]s की क्षमता (%[4]s) का लगभग %[2]s इस्तेमाल करती है, अधिकतम %[6]s। इन टेस्ट में इस लिंक पर कोई भी ड्राइव इससे ख़ास आगे नहीं जा सकती।",
	},
	"%[1]s was %[2]s full when measured": {
		"माप के समय %[1]s %[2]s भरी हुई थी",
	},
	"%[1]s was %[2]s full when measured (%[3]s of %[4]s)": {
		"माप के समय %[1]s %[2]s भरी हुई थी (%[4]s में से %[3]s)",
	},
	"%[1]s. A %[2]s test file most likely fits in its write cache, so these runs cannot show whether a drive that full slows longer writes.": {
		"%[1]s। %[2]s की टेस्ट फ़ाइल शायद इसके राइट कैश में ही समा जाती है, इसलिए ये रन नहीं दिखा सकते कि इतनी भरी ड्राइव लंबे राइट में धीमी होती है या नहीं।",
	},
	"%s, which can depress its writes: a drive that full has little free space left for its cache.": {
		"%s। इतनी भरी ड्राइव में कैश के लिए कम जगह बचती है, जिससे राइट स्पीड घट सकती है।",
	},
	"the %s mixed tests": {
		"मिश्रित %s टेस्ट",
	},
	"the %s": {
		"%s",
	},
	"drives on %s top out at about %s": {
		"%[1]s पर ड्राइव व्यवहार में लगभग %[2]s तक ही पहुँचती हैं",
	},
	"more than %s can carry at all (%s)": {
		"%[1]s अधिकतम %[2]s ही ले जा सकता है",
	},
	"Its sequential tests ran at QD1 only, so this peak says nothing of what it does at greater depth.": {
		"इस ड्राइव पर सीक्वेंशियल टेस्ट सिर्फ़ QD1 पर चले, इसलिए यह शिखर नहीं बताता कि ऊँची क्यू पर यह कितना देती।",
	},
	"%s won both tests it shared with another drive, by %s, but the runs were on different systems, so the margins are only indicative.": {
		"%[1]s उन दोनों टेस्ट में आगे रही जिनमें इसकी तुलना किसी दूसरी ड्राइव से हो सकी (%[2]s का अंतर), पर ये रन अलग-अलग सिस्टम पर हुए, इसलिए ये अंतर सिर्फ़ अंदाज़ा देते हैं।",
	},
	"%s won all %d tests it shared with another drive, by %s, but the runs were on different systems, so the margins are only indicative.": {
		"%[1]s उन सभी %[2]d टेस्ट में आगे रही जिनमें इसकी तुलना किसी दूसरी ड्राइव से हो सकी (%[3]s का अंतर), पर ये रन अलग-अलग सिस्टम पर हुए, इसलिए ये अंतर सिर्फ़ अंदाज़ा देते हैं।",
	},
	"%[1]s won both tests it shared with another drive: by %[2]s in %[3]s, which the links set, and by %[4]s in %[5]s, which comes from runs on different systems and so is only indicative.": {
		"%[1]s उन दोनों टेस्ट में आगे रही जिनमें इसकी तुलना किसी दूसरी ड्राइव से हो सकी: %[3]s में %[2]s का अंतर लिंक से तय होता है, और %[5]s में %[4]s का अंतर अलग-अलग सिस्टम पर हुए रनों की तुलना है, इसलिए इसे सिर्फ़ मोटा अंदाज़ा मानें।",
	},
	"%[1]s won all %[2]d tests it shared with another drive: by %[3]s in %[4]s, which the links set, and by %[5]s in %[6]s, which come from runs on different systems and so are only indicative.": {
		"%[1]s उन सभी %[2]d टेस्ट में आगे रही जिनमें इसकी तुलना किसी दूसरी ड्राइव से हो सकी: %[4]s में %[3]s का अंतर लिंक से तय होता है, और %[6]s में %[5]s का अंतर अलग-अलग सिस्टम पर हुए रनों की तुलना है, इसलिए इसे सिर्फ़ मोटा अंदाज़ा मानें।",
	},
	"ahead by more than the other drives' links can carry": {
		"इतनी बढ़त, जितनी दूसरी ड्राइवों का लिंक दे ही नहीं सकता",
	},
	"%s in practice": {
		"%s, व्यवहार में",
	},
	"With runs this unlike, that is no ranking.": {
		"रन इतने अलग हैं कि इससे कोई विजेता तय नहीं होता।",
	},
	// The queue-depth sweep (f-sweep, round 4): a configuration named by
	// its target's kind ("virtio डिस्क").
	"the %s disk":                        {"%s डिस्क"},
	"%s: %s.":                            {"%s: %s।"},
	"the virtual disk":                   {"वर्चुअल डिस्क"},
	"the RAM run":                        {"RAM रन"},
	"%s (“%s” in the tables and charts)": {"%s (तालिकाओं और चार्टों में “%s”)"},
	"%s, %s of the peak":                 {"%s, शिखर का %s"},
	"%s (peak %s at %s): %s.":            {"%[1]s (शिखर %[3]s पर %[2]s): %[4]s।"},
	"Already at %s (%s) it is within the noise of its peak, so it levels off somewhere between %s and %s.": {
		"%[1]s पर ही (%[2]s) यह अपने शिखर से शोर के दायरे में है, इसलिए वक्र %[3]s और %[4]s के बीच कहीं सपाट हो जाता है।",
	},
	"Already at %s (%s), %s is within the noise of its peak, so it levels off somewhere between %s and %s.": {
		"%[1]s पर ही (%[2]s) %[3]s अपने शिखर से शोर के दायरे में है, इसलिए वक्र %[4]s और %[5]s के बीच कहीं सपाट हो जाता है।",
	},
	"%s peaks at about %s.": {"%s के शिखर (लगभग): %s।"},
	"More queue depth stops paying at %s in random I/O and at %s in sequential I/O: past that, only latency grows.": {
		"रैंडम I/O में %[1]s और सीक्वेंशियल I/O में %[2]s के बाद क्यू डेप्थ बढ़ाने का फ़ायदा ख़त्म हो जाता है: इसके आगे सिर्फ़ लेटेंसी बढ़ती है।",
	},
	"More queue depth stops paying at %s: past that, only latency grows.": {
		"%s के बाद क्यू डेप्थ बढ़ाने का फ़ायदा ख़त्म हो जाता है: इसके आगे सिर्फ़ लेटेंसी बढ़ती है।",
	},
	"The main caveat: its %s figures outrun its reads, so they probably come from the host's write cache rather than from the storage behind it.": {
		"मुख्य सावधानी: इस डिस्क पर %s के आँकड़े रीड से आगे हैं, इसलिए ये शायद पीछे के स्टोरेज से नहीं, होस्ट के राइट कैश से आए हैं।",
	},
	"The main caveat: its %s figures outrun its reads, so they probably come from a write cache rather than from the storage itself.": {
		"मुख्य सावधानी: इसके %s के आँकड़े रीड से आगे हैं, इसलिए ये शायद स्टोरेज से नहीं, किसी राइट कैश से आए हैं।",
	},
	"%s passes its I/O through the hypervisor to the host's storage, so its figures are not a drive's alone.": {
		"%s अपना I/O हाइपरवाइज़र के ज़रिए होस्ट के स्टोरेज तक भेजती है, इसलिए इसके आँकड़े किसी एक ड्राइव के नहीं हैं।",
	},
	"%[1]s (%[2]s) is a reference, not a ceiling: the same harness on RAM, run buffered, while %[3]s used direct I/O, so the two take different kernel paths.": {
		"%[1]s (%[2]s) एक संदर्भ है, ऊपरी सीमा नहीं: यह वही टेस्ट हार्नेस है, जो RAM पर बफ़र्ड I/O से चला, जबकि %[3]s ने डायरेक्ट I/O इस्तेमाल किया; इसलिए दोनों कर्नेल के अलग-अलग रास्तों से गुज़रते हैं।",
	},
	"%[1]s (%[2]s) is a reference, not a ceiling: the same harness on RAM, run with direct I/O, while %[3]s was buffered, so the two take different kernel paths.": {
		"%[1]s (%[2]s) एक संदर्भ है, ऊपरी सीमा नहीं: यह वही टेस्ट हार्नेस है, जो RAM पर डायरेक्ट I/O से चला, जबकि %[3]s बफ़र्ड I/O से चली; इसलिए दोनों कर्नेल के अलग-अलग रास्तों से गुज़रते हैं।",
	},
	"%[1]s (%[2]s) is a reference: the same harness on RAM, with no device behind it.": {
		"%[1]s (%[2]s) एक संदर्भ है: वही टेस्ट हार्नेस RAM पर, जिसके पीछे कोई डिवाइस नहीं।",
	},
	"Its peaks: %s.": {"इसके शिखर: %s।"},
	"At shallow depths it is itself slow: at %s in %s it does %s, while %s does %s, which points at the test harness or the CPU rather than at memory.": {
		"कम डेप्थ पर यह ख़ुद भी धीमा है: %[2]s में %[1]s पर यह %[3]s देता है, जबकि %[4]s %[5]s देती है। इससे लगता है कि यहाँ सीमा मेमोरी नहीं, बल्कि बफ़र्ड I/O का रास्ता, टेस्ट हार्नेस या CPU है।",
	},
	"The last chart sets %s against it, depth by depth.": {
		"आख़िरी चार्ट हर डेप्थ पर %s को इसके मुक़ाबले दिखाता है।",
	},
	"Judging by how jagged the curves are, differences below about %s may be noise; repeated runs would settle this.": {
		"वक्र जितने ऊबड़-खाबड़ हैं, उसे देखते हुए इनसे कम के अंतर शोर हो सकते हैं: %s। दोहराए गए रन इसे तय कर देंगे।",
	},
	"The depth given for %s is rough, as that curve is unsteady.": {
		"%s के लिए दी गई डेप्थ अनुमानित है, क्योंकि वह वक्र अस्थिर है।",
	},
	"The depth given for %s most likely describes a write cache, not the storage behind it.": {
		"%s के लिए दी गई डेप्थ शायद राइट कैश की है, पीछे के स्टोरेज की नहीं।",
	},
	"Where a configuration's noise is wider than the %s margin below the peak that places a knee, its knee is a range: from the first depth within the noise of the peak to the knee.": {
		"जहाँ किसी कॉन्फ़िगरेशन का शोर शिखर से नीचे के उस %s के अंतर से ज़्यादा है, जिससे संतृप्ति बिंदु तय होता है, वहाँ संतृप्ति बिंदु एक दायरा है: शिखर के शोर के भीतर की पहली डेप्थ से संतृप्ति बिंदु तक।",
	},
	"The last chart divides each figure of %s by that of %s at the same depth.": {
		"आख़िरी चार्ट में उसी डेप्थ पर अनुपात: %s / %s।",
	},
	"%s relative to %s (%s), at the same queue depth": {"अनुपात: %[1]s / %[2]s (%[3]s), समान क्यू डेप्थ पर"},
	"ratio":                 {"अनुपात"},
	"the test size":         {"टेस्ट साइज़"},
	"the host's cache mode": {"होस्ट का कैश मोड"},
	"%s were not recorded, and both decide how much of the writes a cache could hold.": {
		"रन में %s दर्ज नहीं हैं, जबकि इन्हीं से तय होता है कि कैश कितने राइट सँभाल सकता था।",
	},
	"%s was not recorded, and it decides how much of the writes a cache could hold.": {
		"रन में %s दर्ज नहीं है, जबकि इसी से तय होता है कि कैश कितने राइट सँभाल सकता था।",
	},
	"Its writes outran its reads at every depth measured, so this does not rest on one run.": {
		"मापी गई हर डेप्थ पर राइट रीड से तेज़ रहा, इसलिए यह नतीजा किसी एक रन पर नहीं टिका है।",
	},
	"Its writes outran its reads at every depth from %s on, so this does not rest on one run.": {
		"%s से आगे हर डेप्थ पर राइट रीड से तेज़ रहा, इसलिए यह नतीजा किसी एक रन पर नहीं टिका है।",
	},

	// comparison (f-comp): the stack that earns a platform's lead, small single-run leads, leads a deeper queue makes
	"%s trails %s in %d of the %d reads":  {"%[1]s %[4]d में से %[3]d रीड टेस्ट में %[2]s से पीछे है"},
	"%s trails %s in %d of the %d writes": {"%[1]s %[4]d में से %[3]d राइट टेस्ट में %[2]s से पीछे है"},
	"%s trails %s in %d of the %d mixes":  {"%[1]s %[4]d में से %[3]d मिश्रित टेस्ट में %[2]s से पीछे है"},
	"%s trails %s in %d of the %d trims":  {"%[1]s %[4]d में से %[3]d ट्रिम टेस्ट में %[2]s से पीछे है"},
	"%s is a few per cent faster in %d of the %d reads (%s); from single runs, that is an edge, not a reason to switch.":                                                                                                                      {"%[3]d में से %[2]d रीड टेस्ट में %[1]s सिर्फ़ कुछ प्रतिशत तेज़ है (%[4]s); ये एक-एक रन के आँकड़े हैं, इसलिए यह हल्की बढ़त है, बदलने की वजह नहीं।"},
	"%s is a few per cent faster in %d of the %d writes (%s); from single runs, that is an edge, not a reason to switch.":                                                                                                                     {"%[3]d में से %[2]d राइट टेस्ट में %[1]s सिर्फ़ कुछ प्रतिशत तेज़ है (%[4]s); ये एक-एक रन के आँकड़े हैं, इसलिए यह हल्की बढ़त है, बदलने की वजह नहीं।"},
	"%s is a few per cent faster in %d of the %d mixes (%s); from single runs, that is an edge, not a reason to switch.":                                                                                                                      {"%[3]d में से %[2]d मिश्रित टेस्ट में %[1]s सिर्फ़ कुछ प्रतिशत तेज़ है (%[4]s); ये एक-एक रन के आँकड़े हैं, इसलिए यह हल्की बढ़त है, बदलने की वजह नहीं।"},
	"%s is a few per cent faster in %d of the %d trims (%s); from single runs, that is an edge, not a reason to switch.":                                                                                                                      {"%[3]d में से %[2]d ट्रिम टेस्ट में %[1]s सिर्फ़ कुछ प्रतिशत तेज़ है (%[4]s); ये एक-एक रन के आँकड़े हैं, इसलिए यह हल्की बढ़त है, बदलने की वजह नहीं।"},
	"In %s, %s's %s lead over %s comes at the same mean latency (%s vs %s) with more I/Os in flight (about %s vs %s), which accounts for the gap; whether the job's settings or the I/O stack kept the deeper queue, these runs cannot tell.": {"%[1]s में %[4]s पर %[2]s की %[3]s की बढ़त बराबर औसत लेटेंसी (%[5]s बनाम %[6]s) पर ज़्यादा I/O एक साथ चलने (लगभग %[7]s बनाम %[8]s) से आती है, और यही अंतर को समझाता है। गहरी क्यू जॉब की सेटिंग से बनी या I/O स्टैक से, ये रन नहीं बता सकते।"},
	"Choose %s.": {"चुनाव: %s।"},

	// comparison (f-comp): one platform's shorter queues, in the lead

	// onesystem (f-comp): what the device does in the lead, block size per I/O
	"It delivers %s.": {"डिस्क %s देती है।"},
	"Block size: from %s to %s, each I/O carries %s times the data but takes %s times as long on average, so bandwidth rises %s-fold.": {"ब्लॉक साइज़: %[1]s से %[2]s तक हर I/O %[3]s गुना डेटा ले जाता है पर औसतन सिर्फ़ %[4]s गुना समय लेता है, इसलिए बैंडविड्थ %[5]s गुना हो जाती है।"},
	// Repeated runs (f-rep): what the runs showed and where; the
	// differences they could not show said once; adjusted p-values.
	"adjusted p = %s": {
		"समायोजित p = %s",
	},
	"the runs of %s there spread %s (%s to %s), so read this result with care": {
		"यहाँ %[1]s के रन %[3]s से %[4]s तक फैले हैं (%[2]s का फ़ासला), इसलिए इस नतीजे को सावधानी से पढ़ें",
	},
	"%s (%s vs %s, %s)": {
		"%[1]s (%[2]s बनाम %[3]s, %[4]s)",
	},
	"In %s the runs cannot tell %s and %s apart: the medians are within about %s of each other and the runs overlap, which does not prove them equal.": {
		"%[1]s में रन %[2]s और %[3]s को अलग नहीं कर पाए: मीडियन एक-दूसरे से लगभग %[4]s के भीतर हैं और रन आपस में घुले-मिले हैं; इसका मतलब यह नहीं कि दोनों बराबर हैं।",
	},
	"In %s the runs cannot tell %s and %s apart: the medians are within about %s of each other, which does not prove them equal.": {
		"%[1]s में रन %[2]s और %[3]s को अलग नहीं कर पाए: मीडियन एक-दूसरे से लगभग %[4]s के भीतर हैं; इसका मतलब यह नहीं कि दोनों बराबर हैं।",
	},
	"The runs show a difference only in %s: %s led by %s (%s vs %s, %s); in the other %d results they cannot tell the systems apart, and one result supports no general choice.": {
		"one",
		"रनों में अंतर सिर्फ़ %[1]s में दिखा: %[2]s %[3]s आगे रहा (%[4]s बनाम %[5]s, %[6]s); बाकी %[7]d परिणाम में रनों से दोनों के बीच कोई सांख्यिकीय रूप से सार्थक अंतर नहीं मिला, और एक नतीजे के आधार पर कोई आम सिफ़ारिश नहीं की जा सकती।",
		"other",
		"रनों में अंतर सिर्फ़ %[1]s में दिखा: %[2]s %[3]s आगे रहा (%[4]s बनाम %[5]s, %[6]s); बाकी %[7]d परिणामों में रनों से दोनों के बीच कोई सांख्यिकीय रूप से सार्थक अंतर नहीं मिला, और एक नतीजे के आधार पर कोई आम सिफ़ारिश नहीं की जा सकती।",
	},
	"The runs show differences in only %d of the %d results, each a lead of %s, by up to %s (%s, %s vs %s); in the other %d they cannot tell the systems apart, too few to support a general choice.": {
		"रनों में अंतर %[2]d में से सिर्फ़ %[1]d परिणामों में दिखा, हर बार %[3]s के पक्ष में, अधिकतम %[4]s (%[5]s में %[6]s बनाम %[7]s); बाकी %[8]d में रनों से दोनों के बीच कोई सांख्यिकीय रूप से सार्थक अंतर नहीं मिला, जो किसी आम सिफ़ारिश के लिए काफ़ी नहीं।",
	},
	"%s was ahead only in %s, by %s (%s vs %s); in the other %d results the runs cannot tell the systems apart.": {
		"one",
		"%[1]s सिर्फ़ %[2]s में आगे रहा, %[3]s के अंतर से (%[4]s बनाम %[5]s); बाकी %[6]d परिणाम में रनों से दोनों के बीच कोई सांख्यिकीय रूप से सार्थक अंतर नहीं मिला।",
		"other",
		"%[1]s सिर्फ़ %[2]s में आगे रहा, %[3]s के अंतर से (%[4]s बनाम %[5]s); बाकी %[6]d परिणामों में रनों से दोनों के बीच कोई सांख्यिकीय रूप से सार्थक अंतर नहीं मिला।",
	},
	"%s leads %d of the %d results, %s (%s, %s vs %s); in the other %d the runs cannot tell the systems apart.": {
		"%[1]s %[3]d में से %[2]d परिणामों में आगे है, %[4]s (%[5]s, %[6]s बनाम %[7]s); बाकी %[8]d में रनों से दोनों के बीच कोई सांख्यिकीय रूप से सार्थक अंतर नहीं मिला।",
	},
	"%s leads %d of the %d results, %s (%s, %s vs %s); of the rest, %d are ties and in %d the runs cannot tell the systems apart.": {
		"%[1]s %[3]d में से %[2]d परिणामों में आगे है, %[4]s (%[5]s, %[6]s बनाम %[7]s); बाकी में से %[8]d बराबरी पर हैं और %[9]d में रनों से दोनों के बीच कोई सांख्यिकीय रूप से सार्थक अंतर नहीं मिला।",
	},
	"%s leads the one test": {
		"इस एकमात्र टेस्ट में %[1]s आगे है",
	},
	"The runs used direct I/O, which bypasses only the guest's page cache: the %s test file is small enough for the host, which has at least the virtual machine's %s of memory, to cache whole, and the virtual disk's cache mode was not recorded, so part of the figures may come from the host's memory rather than the disk.": {
		"रनों में डायरेक्ट I/O था, जो सिर्फ़ गेस्ट का पेज कैश बायपास करता है: %[1]s की टेस्ट फ़ाइल इतनी छोटी है कि होस्ट, जिसके पास कम से कम VM जितनी (%[2]s) मेमोरी है, उसे पूरा अपने कैश में रख सकता है, और वर्चुअल डिस्क का कैश मोड दर्ज नहीं है, इसलिए कुछ नतीजे डिस्क के बजाय होस्ट की मेमोरी से आए हो सकते हैं।",
	},
	"The %s test file is small enough for the host, which has at least the virtual machine's %s of memory, to cache whole, and the virtual disk's cache mode was not recorded, so part of the figures may come from the host's memory rather than the disk.": {
		"%[1]s की टेस्ट फ़ाइल इतनी छोटी है कि होस्ट, जिसके पास कम से कम VM जितनी (%[2]s) मेमोरी है, उसे पूरा अपने कैश में रख सकता है, और वर्चुअल डिस्क का कैश मोड दर्ज नहीं है, इसलिए कुछ नतीजे डिस्क के बजाय होस्ट की मेमोरी से आए हो सकते हैं।",
	},
	"Inconclusive: the runs cannot tell these figures apart (%s).": {
		"अनिर्णीत: रन इन आँकड़ों को अलग नहीं कर पाए (%[1]s)।",
	},
	"The adjusted p-values quoted are %s.": {
		"निष्कर्षों में दिए गए समायोजित p-मान %s हैं।",
	},
	"Each workload ran %d times on each, at queue depth %d, on a virtual disk (%s, %s) in a virtual machine with %d vCPUs.": {
		"हर वर्कलोड हर कॉन्फ़िगरेशन पर %[1]d बार चला, क्यू डेप्थ %[2]d पर, %[5]d vCPU वाली वर्चुअल मशीन की वर्चुअल डिस्क (%[3]s, %[4]s) पर।",
	},
	"Each workload ran %d times on each, at queue depth %d.": {
		"हर वर्कलोड हर कॉन्फ़िगरेशन पर %[1]d बार चला, क्यू डेप्थ %[2]d पर।",
	},
	"In %s the runs cannot tell %s and %s apart: their runs overlap, which does not prove them equal.": {
		"%[1]s में रन %[2]s और %[3]s को अलग नहीं कर पाए: रन आपस में घुले-मिले हैं; इसका मतलब यह नहीं कि दोनों बराबर हैं।",
	},
	"In %s the runs cannot tell %s and %s apart, which does not prove them equal.": {
		"%[1]s में रन %[2]s और %[3]s को अलग नहीं कर पाए; इसका मतलब यह नहीं कि दोनों बराबर हैं।",
	},
	"%s (medians %s vs %s, runs %s and %s, %s)": {
		"%[1]s (मीडियन %[2]s बनाम %[3]s, रन %[4]s और %[5]s, %[6]s)",
	},
	"%s %s %s": {
		"%[1]s %[2]s %[3]s",
	},
	"The gap lies in the latency tail of %s: %s against %s at the median (p50), but %s against %s at p99.9.": {
		"यह अंतर मुख्यतः %[1]s की टेल लेटेंसी से आता है: मीडियन (p50) पर %[2]s बनाम %[3]s, पर p99.9 पर %[4]s बनाम %[5]s।",
	},
	"Every test ran at queue depth 1, so none shows how they compare with more I/Os in flight per job.": {
		"सभी टेस्ट क्यू डेप्थ 1 पर हुए, इसलिए कोई भी यह नहीं दिखाता कि प्रति जॉब ज़्यादा I/O एक साथ होने पर इनकी तुलना कैसी रहती है।",
	},
	// The comparison, round 7: both platforms' leads weighed by their
	// queues, CPU efficiency in the lead, one in-flight range.
	"%s does the most work per unit of CPU in %s of the %s tests, up to %s that of the most efficient %s system in that test, %s (%s, %s vs %s).":                {"प्रति %% CPU सबसे ज़्यादा काम %[1]s करता है (%[3]s में से %[2]s टेस्ट में), उस टेस्ट में %[5]s के सबसे किफ़ायती कॉन्फ़िगरेशन (%[6]s) का %[4]s तक (%[7]s, %[8]s बनाम %[9]s)।"},
	"%s does the most work per unit of CPU in %s of the %s tests, up to %s more than the most efficient %s system in that test, %s (%s, %s vs %s).":              {"प्रति %% CPU सबसे ज़्यादा काम %[1]s करता है (%[3]s में से %[2]s टेस्ट में), उस टेस्ट में %[5]s के सबसे किफ़ायती कॉन्फ़िगरेशन (%[6]s) से %[4]s तक ज़्यादा (%[7]s, %[8]s बनाम %[9]s)।"},
	"%s's lead, of %s in %s, came with fewer I/Os in flight than the best %s system (about %s against %s), so a deeper queue does not explain it.":               {"%[1]s की %[3]s में %[2]s की बढ़त सबसे अच्छे %[4]s कॉन्फ़िगरेशन से कम I/O एक साथ चलाकर मिली (लगभग %[5]s बनाम %[6]s), इसलिए यह बढ़त ज़्यादा गहरी क्यू की वजह से नहीं है।"},
	"%s's leads, of up to %s, never came with more I/Os in flight than the best %s system (about %s against %s in %s), so a deeper queue does not explain them.": {"%[1]s की बढ़तें (अधिकतम %[2]s) किसी भी टेस्ट में सबसे अच्छे %[3]s कॉन्फ़िगरेशन से ज़्यादा I/O एक साथ चलाकर नहीं मिलीं (%[6]s में लगभग %[4]s बनाम %[5]s), इसलिए ये बढ़त ज़्यादा गहरी क्यू की वजह से नहीं हैं।"},
	"%s's leads, of %s, each came with more I/Os in flight than the best %s system (%s more), so part of each may come from the deeper queue.":                   {"%[1]s की हर बढ़त (%[2]s) के समय उसके एक साथ चल रहे I/O सबसे अच्छे %[3]s कॉन्फ़िगरेशन से ज़्यादा थे (%[4]s ज़्यादा), इसलिए हर बढ़त का कुछ हिस्सा ज़्यादा गहरी क्यू से आया हो सकता है।"},
	"%s's lead, of %s in %s, came with %s more I/Os in flight than the best %s system, so part of it may come from the deeper queue.":                            {"%[1]s की %[3]s में %[2]s की बढ़त के समय उसके एक साथ चल रहे I/O सबसे अच्छे %[5]s कॉन्फ़िगरेशन से %[4]s ज़्यादा थे, इसलिए इस बढ़त का कुछ हिस्सा ज़्यादा गहरी क्यू से आया हो सकता है।"},
	"%s's most consistent advantage is CPU efficiency.":                                                                                 {"%[1]s की सबसे लगातार बढ़त CPU दक्षता है।"},
	"%s does the most work per unit of CPU in %d of %d results.":                                                                        {"%[3]d में से %[2]d परिणामों में ख़र्च हुए CPU के हिसाब से सबसे ज़्यादा काम %[1]s में होता है।"},
	"In %s, %s ran at %s CPU for %s, which points to the processor rather than the drives as the limit, while %s reached %s at %s CPU.": {"%[1]s में %[2]s पर CPU उपयोग %[3]s रहा (%[4]s पर), जिससे लगता है कि यहाँ गति ड्राइव नहीं, संभवतः प्रोसेसर सीमित कर रहा है; वहीं %[5]s %[7]s CPU पर %[6]s तक पहुँचा।"},
	"In %s, %s spends more CPU per unit of work than the other systems: %s.":                                                            {"%[1]s में %[2]s को उतने ही काम के लिए बाकी कॉन्फ़िगरेशनों से ज़्यादा CPU लगता है: %[3]s।"},
	"In %s, %s spends less CPU per unit of work than the other systems: %s.":                                                            {"%[1]s में %[2]s को उतने ही काम के लिए बाकी कॉन्फ़िगरेशनों से कम CPU लगता है: %[3]s।"},
	"Read bandwidth":  {"रीड बैंडविड्थ"},
	"Write bandwidth": {"राइट बैंडविड्थ"},
	"%s vs %s on %s":  {"%[3]s पर %[1]s बनाम %[2]s"},
	"%s vs %s on %s (never more than %s apart)": {"%[3]s पर %[1]s बनाम %[2]s (अंतर कहीं भी %[4]s से अधिक नहीं)"},
	"one is a tie":      {"एक में बराबरी है"},
	"%s are ties":       {"%[1]s में बराबरी है"},
	"about %s":          {"लगभग %[1]s"},
	"%s workloads (%s)": {"%[1]s वर्कलोड (%[2]s)"},
	// The repeated-run comparison (g-rest).
	"%s with %d threads":        {"%[2]d थ्रेड वाले %[1]s"},
	"%s with %s and %d threads": {"%[2]s और %[3]d थ्रेड वाले %[1]s"},
	"%s at %s":                  {"%[2]s पर %[1]s"},
	"the runs of %s in that test spread %s (%s to %s), but even its fastest was below the slowest of %s (%s): the runs do not overlap, though they cannot tell what caused the gap": {
		"यहाँ %[1]s के रन %[3]s से %[4]s तक बिखरे थे (%[2]s का फ़ासला), पर उसका सबसे तेज़ रन भी %[5]s के सबसे धीमे रन (%[6]s) से नीचे रहा: रन आपस में नहीं मिलते, लेकिन यह अंतर किस वजह से आया, यह इन रनों से पता नहीं चलता",
	},
	"the runs of %s in that test spread %s (%s to %s), but even its slowest was above the fastest of %s (%s): the runs do not overlap, though they cannot tell what caused the gap": {
		"यहाँ %[1]s के रन %[3]s से %[4]s तक बिखरे थे (%[2]s का फ़ासला), पर उसका सबसे धीमा रन भी %[5]s के सबसे तेज़ रन (%[6]s) से ऊपर रहा: रन आपस में नहीं मिलते, लेकिन यह अंतर किस वजह से आया, यह इन रनों से पता नहीं चलता",
	},
	// The one-system article (g-rest).
	"about %s IOPS in random %s I/O":              {"रैंडम %[2]s I/O में लगभग %[1]s IOPS"},
	"At queue depth %d, what to plan with is %s.": {"क्यू डेप्थ %[1]d पर योजना के लिए इतना मानकर चलें: %[2]s।"},
	"Between %s and %s the machine's CPU use rose from %s to %s, while the job's own CPU time per I/O went only from %s to %s (%s between the two): the machine's figure follows the workload, not the job's own cost.": {
		"%[1]s और %[2]s के बीच मशीन का CPU उपयोग %[3]s से %[4]s तक बढ़ा, जबकि जॉब का अपना प्रति I/O CPU समय सिर्फ़ %[5]s से %[6]s तक बदला (इन दोनों के बीच %[7]s): मशीन का आँकड़ा वर्कलोड के साथ बदलता है, वह जॉब की अपनी लागत नहीं है।",
	},
	// The one-system article (h-one2): the verdict of single short runs
	// gives the best they saw, an upper estimate.
	"At queue depth %d, single runs of %s give at best %s.": {"क्यू डेप्थ %[1]d पर %[2]s के एक-एक रन में अधिक से अधिक %[3]s मिले।"},
	"Read that as an upper estimate, not a sustained rate: how much a repeat would differ is not known.": {
		"इसे ऊपरी अनुमान मानें, लगातार मिलने वाली रफ़्तार नहीं: दोबारा चलाने पर कितना अंतर आएगा, यह पता नहीं।",
	},
	// The repeated-run comparison (h-one2): at depth 1, the setup's
	// sentence leaves the depth to the limit said after it.
	"Each workload ran %d times on each, on a virtual disk (%s, %s) in a virtual machine with %d vCPUs.": {
		"हर वर्कलोड हर कॉन्फ़िगरेशन पर %[1]d बार चला, %[4]d vCPU वाली वर्चुअल मशीन की वर्चुअल डिस्क (%[2]s, %[3]s) पर।",
	},
	"Each workload ran %d times on each.": {"हर वर्कलोड हर कॉन्फ़िगरेशन पर %[1]d बार चला।"},
	// The setup table (h-one2): the host row holds the machine's name.
	"Host name": {"होस्ट का नाम"},
	// The one-system article (h-one2): its lead says the runs were single.
	"Each workload ran once, for %s.": {"हर वर्कलोड एक बार, %s के लिए चला।"},
	// comparison (h-comp2): queue claims that fit the data, the CPU caveat, the verdict's bottom line
	"in %s, %s kept about %s I/Os in flight against %s, so its %s lead there may come from the deeper queue": {"%[1]s में %[2]s के लगभग %[3]s I/O एक साथ चल रहे थे, बनाम %[4]s, इसलिए वहाँ उसकी %[5]s की बढ़त ज़्यादा गहरी क्यू से आई हो सकती है"},
	"%s and %s each count CPU use in their own way, so read this comparison as approximate.":                 {"%[1]s और %[2]s CPU उपयोग अपने-अपने तरीक़े से गिनते हैं, इसलिए इस तुलना को मोटा अनुमान मानें।"},
	"%s's most consistent advantage is CPU efficiency, though %s and %s count CPU use differently.":          {"%[1]s की सबसे लगातार बढ़त CPU दक्षता है, हालाँकि %[2]s और %[3]s CPU उपयोग अलग-अलग तरीक़े से गिनते हैं।"},
	"by a few per cent":                   {"कुछ प्रतिशत के अंतर से"},
	"%s leads most reads %s":              {"%[1]s ज़्यादातर रीड टेस्ट में %[2]s आगे है"},
	"%s leads most writes %s":             {"%[1]s ज़्यादातर राइट टेस्ट में %[2]s आगे है"},
	"Neither platform wins outright: %s.": {"कोई भी प्लेटफ़ॉर्म साफ़ तौर पर आगे नहीं है: %[1]s।"},
	"Each figure is a single run, so none of the leads under %s is a reason to switch.": {"हर आँकड़ा एक ही रन का है, इसलिए %[1]s से कम की कोई भी बढ़त प्लेटफ़ॉर्म बदलने की वजह नहीं है।"},
	"%s: too close to rank from single runs.":                                           {"%[1]s: अंतर इतना कम है कि एक-एक रन से इन्हें क्रम में नहीं रखा जा सकता।"},
	// comparison (latency at unequal queues, round 8)
	"In %s, %s had the lowest mean latency (%s against %s for %s) and still delivered the most IOPS, with fewer I/Os in flight (about %s against %s): its shorter waits cost it no throughput.":                                                                                             {"%[1]s में सबसे कम औसत लेटेंसी %[2]s की रही (%[5]s के %[4]s के मुक़ाबले %[3]s) और फिर भी सबसे ज़्यादा IOPS उसी ने दिए, जबकि उसके एक साथ चल रहे I/O कम थे (लगभग %[6]s बनाम %[7]s): कम इंतज़ार के बदले उसे थ्रूपुट नहीं गँवाना पड़ा।"},
	"In %s the systems with the lowest mean latency kept fewer I/Os in flight (IOPS × mean latency; %s or more apart, about %s for %s against %s for %s) and did not deliver the most IOPS: their shorter waits come from the shallower queues, so we do not compare mean latencies there.": {"%[1]s में सबसे कम औसत लेटेंसी वाले कॉन्फ़िगरेशनों के एक साथ चल रहे I/O कम थे (IOPS × औसत लेटेंसी; %[2]s या उससे ज़्यादा का अंतर: %[4]s में लगभग %[3]s, %[6]s में %[5]s) और उन्होंने सबसे ज़्यादा IOPS नहीं दिए: कम इंतज़ार उथली क्यू से आया, इसलिए वहाँ औसत लेटेंसी की तुलना नहीं की गई है।"},
	// comparison (verdict: the queue only where it is the cut-off apart)
	// comparison (two engines too close in bandwidth, not in CPU)
	"%s: in bandwidth, too close to rank from single runs; in CPU use, %s spent far more than %s in %s.": {"%[1]s: बैंडविड्थ में अंतर इतना कम है कि एक-एक रन से इन्हें क्रम में नहीं रखा जा सकता; CPU उपयोग में %[2]s ने इन टेस्ट में %[3]s से कहीं ज़्यादा CPU लिया: %[4]s।"},
	"%s (%s the CPU, %s vs %s)": {"%[1]s (%[2]s CPU, %[3]s बनाम %[4]s)"},
	"The %s and %s figures were measured in separate sessions, so their setups may differ.": {"%[1]s और %[2]s के आँकड़े अलग-अलग टेस्ट सत्रों में मापे गए थे, इसलिए दोनों का टेस्ट सेटअप अलग हो सकता है।"},
	"measuring session": {"टेस्ट सत्र"},
	"%s leads %s of the %s reads, but only by %s, too small to call from single runs":                                                           {"%[1]s %[3]s में से %[2]s रीड टेस्ट में आगे है, पर बढ़त केवल %[4]s है, जो एक-एक रन के आधार पर विजेता तय करने के लिए बहुत कम है"},
	"%s leads %s of the %s writes, but only by %s, too small to call from single runs":                                                          {"%[1]s %[3]s में से %[2]s राइट टेस्ट में आगे है, पर बढ़त केवल %[4]s है, जो एक-एक रन के आधार पर विजेता तय करने के लिए बहुत कम है"},
	"%s leads %s of the %s mixes, but only by %s, too small to call from single runs":                                                           {"%[1]s %[3]s में से %[2]s मिक्स्ड टेस्ट में आगे है, पर बढ़त केवल %[4]s है, जो एक-एक रन के आधार पर विजेता तय करने के लिए बहुत कम है"},
	"%s leads %s of the %s trims, but only by %s, too small to call from single runs":                                                           {"%[1]s %[3]s में से %[2]s TRIM टेस्ट में आगे है, पर बढ़त केवल %[4]s है, जो एक-एक रन के आधार पर विजेता तय करने के लिए बहुत कम है"},
	"For about the same bandwidth it also needed more CPU in %s; in the other %s tests the two were within %s percentage points of each other.": {"लगभग बराबर बैंडविड्थ के लिए %[1]s में भी उसने ज़्यादा CPU ख़र्च किया; बाकी %[2]s टेस्ट में दोनों के बीच अंतर %[3]s प्रतिशत अंक से ज़्यादा नहीं था।"},
	"In the other %s tests the two were within %s percentage points of each other.":                                                             {"बाकी %[1]s टेस्ट में दोनों के बीच अंतर %[2]s प्रतिशत अंक से ज़्यादा नहीं था।"},
	"In %s the lowest mean latency was %s's, which kept far fewer I/Os in flight (IOPS × mean latency: about %s against %s for %s) and did not deliver the most IOPS: its shorter waits come from the shallower queue, so we do not compare mean latencies there.": {"%[1]s में सबसे कम औसत लेटेंसी %[2]s की रही, लेकिन उसके एक साथ चल रहे I/O बाकी से काफ़ी कम थे (IOPS × औसत लेटेंसी: लगभग %[3]s, बनाम %[5]s के %[4]s) और उसने सबसे ज़्यादा IOPS नहीं दिए: कम इंतज़ार उथली क्यू से आया, इसलिए इन टेस्ट में हम औसत लेटेंसी की तुलना नहीं करते।"},
	"Mean latencies not compared: the systems kept numbers of I/Os in flight %s or more apart, and the fastest did not deliver the most IOPS (see the findings).":                                                                                                  {"औसत लेटेंसी की तुलना नहीं की गई: एक साथ चल रहे I/O की संख्या में %[1]s या उससे ज़्यादा का अंतर था, और सबसे कम लेटेंसी वाले कॉन्फ़िगरेशन ने सबसे ज़्यादा IOPS नहीं दिए (मुख्य निष्कर्ष देखें)।"},
	"On %s, the stack matters more than the platform: %s is up to %s ahead of %s (%s, %s vs %s).":                                                                                                                                                                  {"%[1]s पर प्लेटफ़ॉर्म से ज़्यादा स्टैक का चुनाव मायने रखता है: %[2]s, %[4]s से %[3]s तक आगे है (%[5]s में %[6]s बनाम %[7]s)।"},
	"On %s, %s and %s move about the same bandwidth, but %s needs far more CPU in %s.":                                                                                                                                                                             {"%[1]s पर %[2]s और %[3]s लगभग बराबर बैंडविड्थ देते हैं, लेकिन %[5]s में %[4]s कहीं ज़्यादा CPU ख़र्च करता है।"},
	"%s's most consistent advantage is CPU efficiency, ahead in %s of the %s tests (in %s of them by under %s), though %s and %s count CPU use differently.":                                                                                                       {"%[1]s की सबसे लगातार बढ़त CPU दक्षता है: %[3]s में से %[2]s टेस्ट में आगे (इनमें से %[4]s में %[5]s से कम अंतर से), हालाँकि %[6]s और %[7]s CPU उपयोग अलग-अलग तरीक़े से गिनते हैं।"},
}
