"""Where the keyboard's focus lands on your board once a card is picked up with Enter.

A playtester's focus started on the first empty space, top left, and one Right press put her
card a column past the space the hint named. The focus now starts where the next step most
likely is: the hint's space for this card, else the space where the card scores the most now,
else a space beside a card of your board (it builds a line), else the first one it may go.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....rules.alpacas import Move, Take
from ....rules.alpacas.state import AlpacasObservation
from .drops import Piece, candidates
from .gain import drop_gain


def hinted_space(piece: Piece, hint: Any, view: AlpacasObservation, seat: int) -> int | None:
    """The space the hint puts ``piece`` on, when the hint moves this very card."""
    kind, card = piece
    if kind == "row" and isinstance(hint, Take) and 0 <= hint.index < len(view.row) and view.row[hint.index] == card:
        return int(hint.cell)
    board = view.boards[seat]
    if kind == "board" and isinstance(hint, Move) and 0 <= hint.src < len(board) and board[hint.src] == card:
        return int(hint.dst)
    return None


def first_space(piece: Piece, legal: Sequence[Any], view: AlpacasObservation, seat: int,
                hint: Any = None) -> int | None:
    """The space the focus starts on for the held ``piece`` (None where it may go nowhere)."""
    board = view.boards[seat]
    open_ = [cell for cell in range(len(board)) if candidates(piece, cell, legal, view, seat)]
    if not open_:
        return None
    hinted = hinted_space(piece, hint, view, seat)
    if hinted in open_:
        return hinted

    def beside(cell: int) -> bool:
        c = cell % 3
        return any(board[n] is not None and board[n] != piece[1]
                   for n in (cell - 3, cell + 3, cell - 1 if c else -1, cell + 1 if c < 2 else -1)
                   if 0 <= n < len(board))

    def rank(cell: int) -> tuple[int, bool]:
        return drop_gain(candidates(piece, cell, legal, view, seat), view, seat).points, beside(cell)

    return max(open_, key=rank)  # max keeps the first of equals: reading order


__all__ = ["first_space", "hinted_space"]
