package typeset

import "sync"

// cache keeps values made once and read many times (shaped lines, glyph
// outlines) for any goroutine, up to a number of them and a weight in
// all: past either, it is emptied and fills again. The weight bounds the
// memory it holds however large its values: a line of a million glyphs
// is kept no more than a million lines of one.
type cache[K comparable, V any] struct {
	mu     sync.Mutex
	m      map[K]V
	most   int
	weigh  func(K, V) int // nil: every value weighs 1
	weight int            // of the values kept
	budget int            // the most weight kept
}

func newCache[K comparable, V any](most int) *cache[K, V] {
	return &cache[K, V]{m: map[K]V{}, most: most}
}

// newWeighedCache is a cache that keeps values up to a weight in all,
// each weighing what weigh says (about its bytes). A value heavier than
// a quarter of the budget is not kept at all: it would push out the
// many small ones the cache is for.
func newWeighedCache[K comparable, V any](most, budget int, weigh func(K, V) int) *cache[K, V] {
	return &cache[K, V]{m: map[K]V{}, most: most, weigh: weigh, budget: budget}
}

// get gives the value kept for k, making it with build where there is
// none. Two goroutines may make the same value at once; both are equal.
func (c *cache[K, V]) get(k K, build func() V) V {
	c.mu.Lock()
	v, ok := c.m[k]
	c.mu.Unlock()
	if ok {
		return v
	}
	v = build()
	w := 1
	if c.weigh != nil {
		if w = c.weigh(k, v); w > c.budget/4 {
			return v
		}
	}
	c.mu.Lock()
	if _, ok := c.m[k]; !ok {
		if len(c.m) >= c.most || c.weigh != nil && c.weight+w > c.budget {
			clear(c.m)
			c.weight = 0
		}
		c.m[k] = v
		c.weight += w
	}
	c.mu.Unlock()
	return v
}

// withShaper runs f with a shaper of the pool.
func withShaper[V any](f func(s *shaper) V) V {
	s := shapers.Get().(*shaper)
	defer shapers.Put(s)
	return f(s)
}
