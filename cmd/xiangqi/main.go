// Command xiangqi is the native command line of the project: the UCI engine,
// perft, bench, match, the opening-book builder, the static server and more.
//
// Each subcommand lives in its own file and registers itself in init, so
// adding one never touches this file.
package main

import (
	"fmt"
	"os"
	"sort"
)

// command is one subcommand: its one-line summary and the function that runs it
// with the arguments after the subcommand's name.
type command struct {
	summary string
	run     func(args []string) error
}

var commands = map[string]command{}

// register adds a subcommand; called from init functions in this package.
func register(name, summary string, run func(args []string) error) {
	if _, dup := commands[name]; dup {
		panic("xiangqi: subcommand registered twice: " + name)
	}
	commands[name] = command{summary: summary, run: run}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: xiangqi <command> [arguments]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		fmt.Fprintf(os.Stderr, "  %-8s %s\n", name, commands[name].summary)
	}
}

func main() {
	if len(os.Args) < 2 || os.Args[1] == "-h" || os.Args[1] == "--help" || os.Args[1] == "help" {
		usage()
		if len(os.Args) < 2 {
			os.Exit(2)
		}
		return
	}
	cmd, ok := commands[os.Args[1]]
	if !ok {
		fmt.Fprintf(os.Stderr, "xiangqi: unknown command %q\n", os.Args[1])
		usage()
		os.Exit(2)
	}
	if err := cmd.run(os.Args[2:]); err != nil {
		fmt.Fprintln(os.Stderr, "xiangqi "+os.Args[1]+":", err)
		os.Exit(1)
	}
}
