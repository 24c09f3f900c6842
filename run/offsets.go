package run

import "math/bits"

// permutation visits every block of a span once per pass, in an order that
// looks random, without remembering which blocks it has visited: fio keeps
// a bitmap for this (its random map, on by default), one bit a block. Here
// a four-round Feistel network over the smallest even power of two at
// least the span's block count makes a bijection, and indexes that land
// past the span are stepped over (cycle walking; fewer than 3 in 4 land
// past it). Each pass takes fresh keys, so passes differ.
//
// Drawing with replacement instead rereads some blocks within a pass,
// which in a buffered run come from the page cache: what fio avoids, and
// what made early iopress runs on a file read faster than the device.
type permutation struct {
	blocks uint64
	half   uint   // bits in each half of the domain
	mask   uint64 // of a half
	keys   [4]uint64
	next   uint64 // the next index of the domain to map
	rng    *xorshift
}

func newPermutation(blocks uint64, rng *xorshift) *permutation {
	p := &permutation{blocks: max(blocks, 1), rng: rng}
	n := uint(bits.Len64(p.blocks - 1)) // bits to index the blocks
	p.half = (n + 1) / 2
	p.mask = 1<<p.half - 1
	p.rekey()
	return p
}

func (p *permutation) rekey() {
	for i := range p.keys {
		p.keys[i] = p.rng.next()
	}
	p.next = 0
}

// Next returns the next block, and whether it starts a new pass.
func (p *permutation) Next() (block uint64, newPass bool) {
	domain := uint64(1) << (2 * p.half)
	for {
		if p.next == domain {
			p.rekey()
			newPass = true
		}
		b := p.mapIndex(p.next)
		p.next++
		if b < p.blocks {
			return b, newPass
		}
	}
}

// mapIndex is the Feistel network: a bijection of the domain.
func (p *permutation) mapIndex(i uint64) uint64 {
	l, r := i>>p.half, i&p.mask
	for _, k := range p.keys {
		l, r = r, l^(mix(r^k)&p.mask)
	}
	return l<<p.half | r
}

// mix is splitmix64's finaliser: every input bit moves every output bit.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}
