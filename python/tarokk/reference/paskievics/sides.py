"""Who knows which side a seat is on (PK-A4, PK-H5; docs/paskievics.md "Knowledge of the
sides").

After the call, ``loc`` is the seat holding the called card or the seat whose discards hold
it.  The partner is ``loc`` when he holds it in hand and is not the declarer; otherwise the
declarer plays alone.  ``knows(p, t)``: t's side is public, or t is p, or p is ``loc``
(the partner, a declarer holding his own called card, whoever discarded it).
"""

from __future__ import annotations

DECLARER_SIDE = "declarer"
DEFENDERS_SIDE = "defenders"


class Sides:
    """The true parties after the call and the public knowledge about them."""

    def __init__(self, declarer: int, loc: int, in_skart: bool) -> None:
        self.declarer = declarer
        self.loc = loc
        self.in_skart = in_skart
        self.partner: int | None = None if in_skart or loc == declarer else loc
        self.public: set[int] = {declarer}
        self.all_public = False
        self.pending_inference = False  # PK-H5 inference waiting for the shown skart

    def side(self, seat: int) -> str:
        return DECLARER_SIDE if seat in (self.declarer, self.partner) else DEFENDERS_SIDE

    def is_public(self, seat: int) -> bool:
        return self.all_public or seat in self.public

    def knows(self, seat: int, target: int) -> bool:
        """Does ``seat`` know the side of ``target``?"""
        return self.is_public(target) or target == seat or seat == self.loc

    def _close(self) -> None:
        if self.partner is not None and self.partner in self.public:
            self.all_public = True

    def after_step(self, seat: int, announcer: int) -> None:
        """Event 3: ``seat`` gave a kontra step on an item announced by ``announcer``."""
        if self.is_public(announcer) and not self.is_public(seat):
            self.public.add(seat)
        elif self.is_public(seat) and not self.is_public(announcer):
            self.public.add(announcer)
        self._close()

    def skart_shown(self) -> None:
        """Event 4: the discarded trumps are turned face up after the first trick."""
        if self.in_skart or self.pending_inference:
            self.all_public = True
        self.pending_inference = False
