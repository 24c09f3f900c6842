package article_test

import (
	"fmt"

	"github.com/iopress/iopress/article"
	"github.com/iopress/iopress/datasets"
)

func ExampleMake() {
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		panic(err)
	}
	art, kind, err := article.Make(ds, article.Settings{})
	if err != nil {
		panic(err)
	}
	fmt.Printf("a %s article: %q, %d tables, %d charts\n", kind, art.Title, len(art.Tables), len(art.Charts))
	// Output:
	// a comparison article: "Windows vs Linux: storage performance compared", 4 tables, 4 charts
}
