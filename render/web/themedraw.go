package web

import (
	"bytes"
	"encoding/base64"
	"html/template"
	"slices"
	"strings"

	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/typeset"
)

// webFamily is a family of fonts a page carries, as @font-face data,
// and the name it gives it.
type webFamily struct {
	name string
	fam  typeset.Family
}

// pageFamilies are the families of the theme's fonts a page carries, in
// the order declared, and the name of each role's ("body", "headings",
// "numbers") where the theme sets its font. Each family is declared
// once, under the name of the first role that uses it; a family of one
// font serves every weight, so that the browser does not embolden a
// font that is bold already. The headings are bold (h1 to h3 and
// captions are): a family declared with their font as its bold serves
// them, and the page does not carry that font twice. The default theme
// has none.
func pageFamilies(t *theme.Theme) (declared []webFamily, names map[string]string) {
	names = map[string]string{}
	for _, r := range []struct {
		role string
		fam  typeset.Family
	}{{"body", t.Body}, {"headings", t.Headings}, {"numbers", t.Numbers}} {
		if r.fam == typeset.Default {
			continue
		}
		i := slices.IndexFunc(declared, func(d webFamily) bool {
			return d.fam == r.fam || r.role == "headings" && d.fam.Bold == r.fam.Bold
		})
		if i < 0 {
			declared = append(declared, webFamily{"iopress-" + r.role, r.fam})
			i = len(declared) - 1
		}
		names[r.role] = declared[i].name
	}
	return declared, names
}

// webFontLists are the fonts of the rules that set one, by key: on a
// page, the theme's fonts by the names it carries them under
// (pageFamilies), then by their own; in a fragment, which carries none,
// the theme's fonts by their own names. The page's text is in the
// theme's body font, or Liberation Sans; a fragment's, where the theme
// sets no font, in the site's. Headings and figures name theirs where
// the theme sets one of their own. Charts always name the font their
// labels were measured in. devanagari says the page carries Noto Sans
// Devanagari.
func webFontLists(t *theme.Theme, fragment, devanagari bool) map[string]string {
	_, names := pageFamilies(t)
	list := func(role string, f typeset.Face) string {
		if fragment {
			return fontList(f, "", false)
		}
		return fontList(f, names[role], devanagari)
	}
	out := map[string]string{"chart": list("body", t.Body.Regular)}
	if !fragment || t.Body != typeset.Default {
		out["body"] = list("body", t.Body.Regular)
	}
	if t.Headings != t.Body {
		for _, k := range []string{"h1", "h2", "h3", "caption"} {
			out[k] = list("headings", t.Headings.Bold)
		}
	}
	if t.Numbers != t.Body {
		out["td"] = list("numbers", t.Numbers.Regular)
	}
	return out
}

// themeCSS is the @font-face data of the theme's fonts a page carries
// (pageFamilies), each cut to the glyphs of the page's text (WebFont);
// the default theme has none.
func themeCSS(t *theme.Theme, text string) (template.CSS, error) {
	declared, _ := pageFamilies(t)
	var b strings.Builder
	for _, d := range declared {
		faces := []struct {
			face   typeset.Face
			weight string
		}{{d.fam.Regular, "normal"}, {d.fam.Bold, "bold"}}
		if d.fam.Regular == d.fam.Bold {
			faces = faces[:1]
			faces[0].weight = "100 900"
		}
		for _, f := range faces {
			rule, err := fontFace(d.name, f.face, f.weight, text, "")
			if err != nil {
				return "", err
			}
			b.WriteString(rule)
		}
	}
	return template.CSS(b.String()), nil
}

// webFont is a font as a page whose text is text carries it
// (typeset.Face.WebFont; tests put the whole font in its place).
var webFont = typeset.Face.WebFont

// fontFace declares a font as a page's, named name, of weight, cut to the
// glyphs text needs, for the characters of unicodeRange ("" for all).
func fontFace(name string, f typeset.Face, weight, text, unicodeRange string) (string, error) {
	data, err := webFont(f, text)
	if err != nil {
		return "", err
	}
	if unicodeRange != "" {
		unicodeRange = " unicode-range: " + unicodeRange + ";"
	}
	format := "woff"
	if bytes.HasPrefix(data, []byte("wOF2")) {
		format = "woff2"
	}
	return "@font-face { font-family: " + cssString(name) + "; font-weight: " + weight + ";" + unicodeRange + " src: url(data:font/" + format + ";base64," +
		base64.StdEncoding.EncodeToString(data) + `) format("` + format + `"); }` + "\n", nil
}

// logoAlt is what the article's logo says, for a reader who cannot see
// it: the theme's words, or "Site logo" in the article's language.
func logoAlt(art *render.Article) string {
	if l := art.Theme.Look().Logo; l != nil && l.Alt != "" {
		return l.Alt
	}
	return art.Lang.Say("Site logo")
}

// logoURL is the theme's logo as a data URL, for the page's <img>; "" for
// none.
func logoURL(t *theme.Theme) template.URL {
	if t.Logo == nil {
		return ""
	}
	return template.URL("data:image/" + t.Logo.Type + ";base64," + base64.StdEncoding.EncodeToString(t.Logo.Data))
}
