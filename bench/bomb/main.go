// Command bomb writes a decompression bomb for measuring iopress ingest's
// memory (internal/bomb): an archive of N members of SIZE bytes of one
// repeated byte.
//
//	go run ./bench/bomb -kind zip -members 80 -size 250MiB -o bomb.zip
//	go run ./bench/bomb -kind tgz -members 80 -size 250MiB -o bomb.tar.gz
//	/usr/bin/time -v iopress ingest --out out bomb.zip
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/iopress/iopress/internal/bomb"
	"github.com/iopress/iopress/units"
)

func main() {
	kind := flag.String("kind", "zip", "zip or tgz")
	members := flag.Int("members", 80, "members in the archive")
	sizeText := flag.String("size", "250MiB", "bytes of each member")
	fill := flag.String("fill", " ", "the byte each member repeats")
	out := flag.String("o", "bomb.zip", "archive to write")
	flag.Parse()
	size, err := units.ParseSize(*sizeText)
	if err == nil && len(*fill) != 1 {
		err = fmt.Errorf("-fill %q: want one byte", *fill)
	}
	if err == nil {
		err = bomb.Write(*out, *kind, *members, size, (*fill)[0])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "bomb:", err)
		os.Exit(1)
	}
}
