package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/iopress/iopress/internal/version"
)

// cli is what every command writes to.
type cli struct {
	stdout, stderr io.Writer
}

// usageError is a command line that cannot be run as written: an unknown
// command or flag, a value a flag refuses, inputs missing or too many.
// iopress exits with status 2 on it and points to the command's help.
type usageError struct {
	cmd string // the command's path, "iopress report"
	err error
}

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

// usagef is a usage error of cmd.
func usagef(cmd *cobra.Command, format string, args ...any) error {
	return &usageError{cmd: cmd.CommandPath(), err: fmt.Errorf(format, args...)}
}

// commandError carries what a command's own work returned, so that run
// tells it from cobra's errors about the command line.
type commandError struct{ err error }

func (e *commandError) Error() string { return e.err.Error() }

// action makes a command's RunE from f, which gets the context and the
// command's arguments.
func action(f func(ctx context.Context, cmd *cobra.Command, args []string) error) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, args []string) error {
		if err := f(cmd.Context(), cmd, args); err != nil {
			return &commandError{err}
		}
		return nil
	}
}

// newRoot makes the iopress command and its commands, writing to stdout
// and stderr.
func newRoot(stdout, stderr io.Writer) *cobra.Command {
	c := &cli{stdout: stdout, stderr: stderr}
	root := &cobra.Command{
		Use:   "iopress",
		Short: "iopress turns storage benchmarks into publishable articles",
		Long: wrapText("iopress turns storage benchmarks into publishable articles: it runs benchmark "+
			"matrices or reads the results of other tools ("+readsList()+"), compares the systems measured, "+
			"and writes the article as PDF, HTML and PNG.", longWidth) + "\n\n" + exitStatuses,
		Version:           version.String(),
		SilenceErrors:     true, // main prints them, and sets the exit status
		SilenceUsage:      true,
		DisableAutoGenTag: true,
	}
	cobra.AddTemplateFunc("wrappedFlagUsages", func(f *pflag.FlagSet) string { return f.FlagUsagesWrapped(helpWidth) })
	root.SetUsageTemplate(strings.NewReplacer(
		".LocalFlags.FlagUsages", "wrappedFlagUsages .LocalFlags",
		".InheritedFlags.FlagUsages", "wrappedFlagUsages .InheritedFlags",
	).Replace(root.UsageTemplate()))
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetVersionTemplate("iopress {{.Version}}\n")
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error {
		return &usageError{cmd: cmd.CommandPath(), err: err}
	})
	root.AddCommand(c.reportCmd(), c.ingestCmd(), c.compareCmd(), c.runCmd(), c.templateCmd(), c.versionCmd())
	// Cobra's own completion command, made now so that its synopsis names
	// the shells as the other synopses name their arguments.
	root.InitDefaultCompletionCmd()
	for _, cmd := range root.Commands() {
		cmd.DisableFlagsInUseLine = true // each Use names its flags
		if cmd.Name() == "completion" {
			cmd.Use = "completion bash|zsh|fish|powershell"
			var shells []string
			for _, sh := range cmd.Commands() {
				sh.DisableFlagsInUseLine = true
				shells = append(shells, sh.Name())
			}
			// A shell cobra has no script for (tcsh) comes here, and so
			// does no shell: without this, cobra prints the help and
			// exits 0.
			cmd.Args = cobra.ArbitraryArgs
			cmd.RunE = func(cmd *cobra.Command, args []string) error {
				if len(args) == 0 {
					return usagef(cmd, "completion needs a shell: %s", orList(shells))
				}
				return usagef(cmd, "no completion script for %q: iopress writes them for %s", args[0], orList(shells))
			}
		}
	}
	root.InitDefaultHelpCmd()
	for _, cmd := range root.Commands() {
		if help := cmd.Run; cmd.Name() == "help" && help != nil {
			// cobra's help of a topic it does not know prints the root's
			// usage and exits 0.
			cmd.Run = nil
			cmd.RunE = func(cmd *cobra.Command, args []string) error {
				if found, _, err := root.Find(args); err != nil || found == nil {
					var names []string
					for _, c := range root.Commands() {
						if c.IsAvailableCommand() || c == cmd {
							names = append(names, c.Name())
						}
					}
					// As a command's own error, so that the pointer to help
					// is the root's.
					return &commandError{usagef(root, "no help on %s: the commands are %s", strings.Join(quoted(args), " "), andList(names))}
				}
				help(cmd, args)
				return nil
			}
		}
	}
	return root
}

// quoted quotes each of words, as Go does ("a", "b c").
func quoted(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = fmt.Sprintf("%q", w)
	}
	return out
}

// helpWidth is the width help is wrapped at.
const helpWidth = 100

// versionCmd prints iopress's version, the commit it was built from and
// the Go that built it.
func (c *cli) versionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "print iopress's version, commit and Go version",
		Args:  noArgs,
		RunE: action(func(ctx context.Context, cmd *cobra.Command, args []string) error {
			_, err := fmt.Fprintf(c.stdout, "iopress %s\n", version.String())
			return err
		}),
	}
}

// noArgs refuses arguments to a command that takes none, as a usage
// error that shows what was given: a word meant as a flag's value, say.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usagef(cmd, "%s takes no arguments, and was given %s", cmd.Name(), andList(quoted(args)))
	}
	return nil
}

// commandPath is the path of the command args name, for a pointer to its
// help: "iopress report", or "iopress" when none is named.
func commandPath(root *cobra.Command, args []string) string {
	if cmd, _, err := root.Find(args); err == nil && cmd != nil {
		return cmd.CommandPath()
	}
	return root.Name()
}

// synopsis lays out a command's Use: its name, then each group of its
// flags and arguments, wrapped at 100 columns with the continuation lines
// under the first group, as the help prints it ("  iopress NAME ...").
func synopsis(name string, groups ...string) string {
	const width = helpWidth
	lead := len("  iopress ") + len(name)
	var b strings.Builder
	b.WriteString(name)
	col := lead
	for _, g := range groups {
		if col+1+len(g) > width {
			b.WriteString("\n" + strings.Repeat(" ", lead))
			col = lead
		}
		b.WriteString(" " + g)
		col += 1 + len(g)
	}
	return b.String()
}
