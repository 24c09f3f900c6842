package main

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/internal/prose"
	"github.com/iopress/iopress/render/words"
	"github.com/iopress/iopress/units"
)

// parquetFlag adds --parquet to the command of a dataset folder it writes.
func parquetFlag(cmd *cobra.Command) *bool {
	return cmd.Flags().Bool("parquet", false, "write Parquet files beside the Arrow ones")
}

// datasetFormats are the formats of a dataset folder written: Arrow
// always, and Parquet with --parquet.
func datasetFormats(parquet bool) []datasets.Format {
	if parquet {
		return []datasets.Format{datasets.Arrow, datasets.Parquet}
	}
	return []datasets.Format{datasets.Arrow}
}

// Flag values that refuse what no one means, as they are parsed: the
// error names the flag and the value (pflag says `invalid argument "0" for
// "--repeat" flag: ...`), and iopress exits with status 2.

// count is a whole number of 1 or more: repeats, jobs, depths.
type count int

func (v *count) String() string { return strconv.Itoa(int(*v)) }
func (v *count) Type() string   { return "N" }
func (v *count) Set(s string) error {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return errors.New("want a whole number")
	}
	if n < 1 {
		return errors.New("want 1 or more")
	}
	*v = count(n)
	return nil
}

// cores is a core count: 0 for "take it from the data".
type cores int

func (v *cores) String() string { return strconv.Itoa(int(*v)) }
func (v *cores) Type() string   { return "N" }
func (v *cores) Set(s string) error {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 0 {
		return errors.New("want a whole number of cores, or 0 to take it from the data")
	}
	*v = cores(n)
	return nil
}

// level is a significance level, above 0 and below 1.
type level float64

func (v *level) String() string { return strconv.FormatFloat(float64(*v), 'g', -1, 64) }
func (v *level) Type() string   { return "A" }
func (v *level) Set(s string) error {
	f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || !(f > 0 && f < 1) {
		return errors.New("want a significance level above 0 and below 1, such as 0.05")
	}
	*v = level(f)
	return nil
}

// percent is a share from 0 to 100.
type percent float64

func (v *percent) String() string { return strconv.FormatFloat(float64(*v), 'g', -1, 64) }
func (v *percent) Type() string   { return "PCT" }
func (v *percent) Set(s string) error {
	f, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(s), "%"), 64)
	if err != nil || !(f >= 0 && f <= 100) {
		return errors.New("want a percentage from 0 to 100")
	}
	*v = percent(f)
	return nil
}

// duration is a time of 0 or more; positive is one above 0, and least,
// when set, the shortest one taken.
type duration struct {
	d        time.Duration
	positive bool
	least    time.Duration
	why      string // why least is the shortest
}

func (v *duration) String() string { return v.d.String() }
func (v *duration) Type() string   { return "D" }
func (v *duration) Set(s string) error {
	d, err := time.ParseDuration(strings.TrimSpace(s))
	switch {
	case err != nil:
		return errors.New("want a duration such as 30s, 500ms or 2m")
	case v.positive && d <= 0:
		return errors.New("want a duration above zero")
	case d < 0:
		return errors.New("want a duration of zero or more")
	case d < v.least:
		return fmt.Errorf("want %v or more (%s)", v.least, v.why)
	}
	v.d = d
	return nil
}

// choice is one of a list of words.
type choice struct {
	value   string
	allowed []string
}

func (v *choice) String() string { return v.value }
func (v *choice) Type() string   { return strings.ToUpper(v.allowed[0][:1]) + "..." }
func (v *choice) Set(s string) error {
	if !slices.Contains(v.allowed, s) {
		return fmt.Errorf("want %s", orList(v.allowed))
	}
	v.value = s
	return nil
}

// choiceFlag adds a flag whose value is one of allowed, with completion of
// the words.
func choiceFlag(cmd *cobra.Command, name, short, def string, allowed []string, usage string) *string {
	v := &choice{value: def, allowed: allowed}
	cmd.Flags().VarP(v, name, short, usage)
	cmd.RegisterFlagCompletionFunc(name, cobra.FixedCompletions(allowed, cobra.ShellCompDirectiveNoFileComp))
	return &v.value
}

// langFlag is --lang: the language an article or a table is written in,
// by its code.
type langFlag struct{ lang *words.Lang }

func (v *langFlag) String() string { return v.lang.String() }
func (v *langFlag) Type() string   { return "LANG" }
func (v *langFlag) Set(s string) error {
	l, err := words.Parse(s)
	if err != nil {
		return fmt.Errorf("want %s", orList(words.Codes()))
	}
	*v.lang = l
	return nil
}

// addLangFlag adds --lang, what it writes in English unless given, with
// completion of the codes. The languages are words' list of them, so that
// a language added there is in the help and the completion.
func addLangFlag(cmd *cobra.Command, lang *words.Lang, what string) {
	var langs []string
	for _, l := range words.Langs {
		langs = append(langs, l.String()+" ("+l.Name()+")")
	}
	cmd.Flags().Var(&langFlag{lang}, "lang", "`LANG` of "+what+": "+orList(langs))
	cmd.RegisterFlagCompletionFunc("lang", cobra.FixedCompletions(words.Codes(), cobra.ShellCompDirectiveNoFileComp))
}

// orList writes words as "a, b or c".
func orList(words []string) string { return prose.Or(words) }

// andList writes words as "a, b and c".
func andList(words []string) string { return prose.And(words) }

// sizeFlag is a size in bytes above zero, written as units.ParseSize reads
// it: 4k, 1MiB, 2GB.
type sizeFlag struct{ n int64 }

func (v *sizeFlag) set(n int64)    { v.n = n }
func (v *sizeFlag) String() string { return units.SizeLabel(v.n) }
func (v *sizeFlag) Type() string   { return "S" }
func (v *sizeFlag) Set(s string) error {
	n, err := units.ParseSize(s)
	if err != nil {
		return err
	}
	if n <= 0 {
		return errors.New("want a size above zero")
	}
	v.n = n
	return nil
}

// shardFlag is a share of ingest's inputs, K/N.
type shardFlag struct{ s ingest.Shard }

func (v *shardFlag) String() string { return v.s.String() }
func (v *shardFlag) Type() string   { return "K/N" }
func (v *shardFlag) Set(s string) error {
	sh, err := ingest.ParseShard(strings.TrimSpace(s))
	if err != nil {
		return err
	}
	v.s = sh
	return nil
}
