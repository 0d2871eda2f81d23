"""docs/slovenian.md "Rng" written out for the tests, independently of both backends:
SplitMix64 seeding, xoshiro256++ outputs and Lemire's ``below``."""

from __future__ import annotations

from typing import Callable

MASK = (1 << 64) - 1


def _rotl(v: int, k: int) -> int:
    return ((v << k) | (v >> (64 - k))) & MASK


def xoshiro(seed: int) -> Callable[[], int]:
    """The generator's ``next()`` for ``seed``."""
    x, s = seed, []
    for _ in range(4):
        x = (x + 0x9E3779B97F4A7C15) & MASK
        z = x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        s.append(z ^ (z >> 31))

    def nxt() -> int:
        result = (_rotl((s[0] + s[3]) & MASK, 23) + s[0]) & MASK
        t = (s[1] << 17) & MASK
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = _rotl(s[3], 45)
        return result

    return nxt


def below_for(seed: int) -> Callable[[int], int]:
    """``below(n)``: uniform in ``0..n`` without modulo bias, from the generator of ``seed``."""
    nxt = xoshiro(seed)

    def below(n: int) -> int:
        m = (nxt() >> 32) * n
        low = m & 0xFFFFFFFF
        if low < n:
            threshold = ((1 << 32) - n) % n
            while low < threshold:
                m = (nxt() >> 32) * n
                low = m & 0xFFFFFFFF
        return m >> 32

    return below
