package typeset

import "sync"

// cache keeps values made once and read many times (shaped lines, glyph
// outlines) for any goroutine, up to a number of them: past it, it is
// emptied and fills again.
type cache[K comparable, V any] struct {
	mu   sync.Mutex
	m    map[K]V
	most int
}

func newCache[K comparable, V any](most int) *cache[K, V] {
	return &cache[K, V]{m: map[K]V{}, most: most}
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
	c.mu.Lock()
	if len(c.m) >= c.most {
		clear(c.m)
	}
	c.m[k] = v
	c.mu.Unlock()
	return v
}

// withShaper runs f with a shaper of the pool.
func withShaper[V any](f func(s *shaper) V) V {
	s := shapers.Get().(*shaper)
	defer shapers.Put(s)
	return f(s)
}
