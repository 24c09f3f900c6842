package run

import (
	"bytes"
	"encoding/base64"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// An XML property list, as macOS's tools print with -plist, decoded into
// Go values: a dict is a map[string]any, an array a []any, and string,
// integer, real, true/false, data and date are string, int64, float64,
// bool, []byte and string (the date as written).

// plistMaxDepth bounds nesting: diskutil's deepest is four levels.
const plistMaxDepth = 32

// parsePlist decodes an XML property list; name says where it came from,
// for its errors.
func parsePlist(data []byte, name string) (any, error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	fail := func(format string, args ...any) error {
		line, _ := d.InputPos()
		return fmt.Errorf("%s:%d: %s", name, line, fmt.Sprintf(format, args...))
	}
	start, err := nextStart(d)
	if err != nil {
		return nil, fail("want an XML property list: %v", err)
	}
	if start.Name.Local != "plist" {
		return nil, fail("want <plist>, found <%s>", start.Name.Local)
	}
	first, err := nextElement(d)
	if err != nil || first == nil {
		return nil, fail("want a value in <plist>")
	}
	v, err := plistValue(d, *first, fail, 0)
	if err != nil {
		return nil, err
	}
	if end, err := nextElement(d); err != nil || end != nil {
		return nil, fail("want </plist> after the property list's one value")
	}
	return v, nil
}

// plistValue decodes the value whose element just started.
func plistValue(d *xml.Decoder, start xml.StartElement, fail func(string, ...any) error, depth int) (any, error) {
	if depth >= plistMaxDepth {
		return nil, fail("values nested deeper than %d", plistMaxDepth)
	}
	switch start.Name.Local {
	case "dict":
		m := map[string]any{}
		for {
			key, err := nextElement(d)
			switch {
			case err != nil:
				return nil, fail("%v", err)
			case key == nil:
				return m, nil
			case key.Name.Local != "key":
				return nil, fail("want <key> in a dict, found <%s>", key.Name.Local)
			}
			k, err := text(d)
			if err != nil {
				return nil, fail("key: %v", err)
			}
			if _, dup := m[k]; dup {
				return nil, fail("key %q twice in one dict", k)
			}
			e, err := nextElement(d)
			if err != nil || e == nil {
				return nil, fail("key %q has no value", k)
			}
			if m[k], err = plistValue(d, *e, fail, depth+1); err != nil {
				return nil, err
			}
		}
	case "array":
		a := []any{}
		for {
			e, err := nextElement(d)
			switch {
			case err != nil:
				return nil, fail("%v", err)
			case e == nil:
				return a, nil
			}
			v, err := plistValue(d, *e, fail, depth+1)
			if err != nil {
				return nil, err
			}
			a = append(a, v)
		}
	case "true", "false":
		if err := d.Skip(); err != nil {
			return nil, fail("%v", err)
		}
		return start.Name.Local == "true", nil
	}
	s, err := text(d)
	if err != nil {
		return nil, fail("<%s>: %v", start.Name.Local, err)
	}
	switch start.Name.Local {
	case "string", "date":
		return s, nil
	case "integer":
		n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
		if err != nil {
			return nil, fail("<integer>%s</integer>: want a whole number", s)
		}
		return n, nil
	case "real":
		f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
		if err != nil {
			return nil, fail("<real>%s</real>: want a number", s)
		}
		return f, nil
	case "data":
		b, err := base64.StdEncoding.DecodeString(strings.Join(strings.Fields(s), ""))
		if err != nil {
			return nil, fail("<data>: want base64: %v", err)
		}
		return b, nil
	}
	return nil, fail("<%s> is no property list value", start.Name.Local)
}

// nextStart is the first start element, past the XML declaration and
// doctype.
func nextStart(d *xml.Decoder) (xml.StartElement, error) {
	for {
		t, err := d.Token()
		if err != nil {
			return xml.StartElement{}, err
		}
		if s, ok := t.(xml.StartElement); ok {
			return s, nil
		}
	}
}

// nextElement is the next start element, or nil at the end of the
// enclosing one; text between elements must be blank.
func nextElement(d *xml.Decoder) (*xml.StartElement, error) {
	for {
		t, err := d.Token()
		if err == io.EOF {
			return nil, io.ErrUnexpectedEOF
		}
		if err != nil {
			return nil, err
		}
		switch t := t.(type) {
		case xml.StartElement:
			return &t, nil
		case xml.EndElement:
			return nil, nil
		case xml.CharData:
			if len(bytes.TrimSpace(t)) > 0 {
				return nil, fmt.Errorf("text %q outside a value", bytes.TrimSpace(t))
			}
		}
	}
}

// text is the character data of the element just started, up to its end.
func text(d *xml.Decoder) (string, error) {
	var b strings.Builder
	for {
		t, err := d.Token()
		if err != nil {
			return "", err
		}
		switch t := t.(type) {
		case xml.CharData:
			b.Write(t)
		case xml.EndElement:
			return b.String(), nil
		case xml.StartElement:
			return "", fmt.Errorf("<%s> inside a text value", t.Name.Local)
		}
	}
}
