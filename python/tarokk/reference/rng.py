"""The shared random number generator (docs/slovenian.md "Rng (both backends)").

xoshiro256++ seeded by SplitMix64, with Lemire's unbiased ``below(n)`` and a Fisher–Yates
``shuffle``.  Both backends implement exactly this generator, so a seed gives the same deal
on both (SL-D2).  All arithmetic is modulo 2**64.
"""

from __future__ import annotations

from typing import Any


from tarokk.errors import InvalidInputError

from .cards import integer

MASK64 = (1 << 64) - 1
MASK32 = (1 << 32) - 1


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (64 - k))) & MASK64




class Rng:
    """xoshiro256++ whose four state words are four successive SplitMix64 outputs of
    ``seed`` (an integer ``0 <= seed < 2**64``)."""

    __slots__ = ("_s",)

    def __init__(self, seed: int = 0) -> None:
        x = integer(seed, "seed")
        if not 0 <= x <= MASK64:
            raise InvalidInputError(f"seed must be in 0..2**64-1, got {x}")
        state = []
        for _ in range(4):
            x = (x + 0x9E3779B97F4A7C15) & MASK64
            z = x
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            state.append(z ^ (z >> 31))
        self._s = state

    def next_u64(self) -> int:
        """The next 64-bit output (xoshiro256++)."""
        s0, s1, s2, s3 = self._s
        result = (_rotl((s0 + s3) & MASK64, 23) + s0) & MASK64
        t = (s1 << 17) & MASK64
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = _rotl(s3, 45)
        self._s = [s0, s1, s2, s3]
        return result

    def below(self, n: int) -> int:
        """A uniform integer in ``0..n-1`` (Lemire's multiply-and-reject on the high 32 bits;
        ``1 <= n <= 2**32``)."""
        n = integer(n, "n")
        if not 1 <= n <= 1 << 32:
            raise InvalidInputError(f"below(n) needs 1 <= n <= 2**32, got {n}")
        m = (self.next_u64() >> 32) * n
        low = m & MASK32
        if low < n:
            threshold = ((1 << 32) - n) % n
            while low < threshold:
                m = (self.next_u64() >> 32) * n
                low = m & MASK32
        return m >> 32

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle ``items`` in place: ``for i in len-1 down to 1: j = below(i + 1);
        swap(items[i], items[j])``."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> Rng:
        """An independent generator in the same state."""
        other = Rng.__new__(Rng)
        other._s = list(self._s)
        return other
