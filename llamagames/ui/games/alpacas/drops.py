"""What a gesture at the Llamas & Alpacas table means, without a window.

Which card is under the pointer, which space of your board, which drops are allowed, what they
cost and why one is refused all come from the rules (the legal actions, ``payment_options`` and
``refusal``): plain functions of the shown observation, the legal actions and a position, so the
intents (which wire pygame's events to them), the stage, the painter and the keys share them
without reaching each other, and the tests need no window.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from ....rules.alpacas import Move, Phase, PlaceStart, Take, payment_options, score_placement
from ....rules.alpacas.actions import PAY_CARROT, PAY_CLOVER, paid_treats
from ....rules.alpacas.components import ANIMAL, LLAMA
from ....rules.alpacas.state import AlpacasObservation

Piece = tuple[str, int]
"""("row" | "board" | "start", card id): what the pointer holds."""


def piece_at(pos: tuple[int, int], view: AlpacasObservation, seat: int, rects: Mapping[int, pygame.Rect]) -> Piece | None:
    """The card under ``pos`` that the viewer may pick up (``rects``: where each card is shown)."""
    start = view.start_cards[seat] if view.phase is Phase.SETUP else None
    if start is not None and start in rects and rects[start].collidepoint(pos):
        return ("start", start)
    for card in view.row:
        if card in rects and rects[card].collidepoint(pos):
            return ("row", card)
    for placed in view.boards[seat]:
        if placed is not None and placed in rects and rects[placed].collidepoint(pos):
            return ("board", placed)
    return None


def cell_at(pos: tuple[int, int], cells: Sequence[pygame.Rect], slack: int) -> int | None:
    """The space of your board under ``pos`` (a few pixels of ``slack`` around each)."""
    for cell, rect in enumerate(cells):
        if rect.inflate(slack * 2, slack * 2).collidepoint(pos):
            return cell
    return None


def rival_at(pos: tuple[int, int], panels: Mapping[int, pygame.Rect]) -> int | None:
    """The rival whose panel is under ``pos`` (its board opens larger), if any."""
    return next((seat for seat, rect in panels.items() if rect.collidepoint(pos)), None)


def takeable(legal: Sequence[Any], phase: Phase) -> set[int] | None:
    """Row positions you can take now (the others are dimmed); None when it is not your move."""
    if not legal or phase is not Phase.PLAY:
        return None
    return {a.index for a in legal if isinstance(a, Take)}


def payments(view: AlpacasObservation, seat: int, index: int) -> list[tuple[int, ...]]:
    """The payments ``seat`` may make to take row card ``index``."""
    clovers, carrots = view.treats[seat]
    return payment_options(view.row[:index], clovers, carrots)


def skipped(held: Piece | None, view: AlpacasObservation, seat: int) -> dict[int, set[int]]:
    """Row cards the held card would skip, each with the payments that may go on it."""
    if held is None or held[0] != "row" or held[1] not in view.row:
        return {}
    index = view.row.index(held[1])
    options = payments(view, seat, index)
    return {card: {option[position] for option in options} for position, card in enumerate(view.row[:index])}


def still_there(piece: Piece, view: AlpacasObservation, seat: int) -> bool:
    """Whether the held card is still where it was picked up (a bot may have taken it)."""
    kind, card = piece
    if kind == "row":
        return card in view.row
    if kind == "board":
        return card in view.boards[seat]
    return view.phase is Phase.SETUP and view.start_cards[seat] == card


def candidates(piece: Piece, cell: int, legal: Sequence[Any], view: AlpacasObservation, seat: int) -> list[Any]:
    """The legal actions a drop of ``piece`` on ``cell`` of your board may mean."""
    kind, card = piece
    if kind == "start":
        return [a for a in legal if isinstance(a, PlaceStart) and a.cell == cell]
    if kind == "row" and card in view.row:
        index = view.row.index(card)
        return [a for a in legal if isinstance(a, Take) and a.index == index and a.cell == cell]
    if kind == "board" and card in view.boards[seat]:
        src = view.boards[seat].index(card)
        return [a for a in legal if isinstance(a, Move) and a.src == src and a.dst == cell]
    return []


def probe(piece: Piece, cell: int, view: AlpacasObservation, seat: int) -> Any:
    """An action that says what the drop would try, for the rules to refuse in words."""
    kind, card = piece
    if kind == "start":
        return PlaceStart(cell)
    if kind == "row" and card in view.row:
        index = view.row.index(card)
        options = payments(view, seat, index)
        plain = tuple(PAY_CLOVER if ANIMAL[c] == LLAMA else PAY_CARROT for c in view.row[:index])
        return Take(index, cell, options[0] if options else plain)
    src = view.boards[seat].index(card) if card in view.boards[seat] else cell
    return Move(src, cell)


@dataclass(frozen=True)
class DropMeaning:
    """What a drop means: the legal actions it may be (one: play it; several: ask which),
    else the ``probe`` the rules refuse in words; ``gone``: the card is no longer there;
    ``nowhere``: it was not dropped on a space."""

    actions: tuple[Any, ...] = ()
    probe: Any = None
    gone: bool = False
    nowhere: bool = False


def drop_meaning(piece: Piece, cell: int | None, legal: Sequence[Any], view: AlpacasObservation,
                 seat: int) -> DropMeaning:
    """What dropping ``piece`` on ``cell`` (None: off the board) means now."""
    if not still_there(piece, view, seat):
        return DropMeaning(gone=True)
    if cell is None:
        return DropMeaning(nowhere=True)
    options = candidates(piece, cell, legal, view, seat)
    if options:
        return DropMeaning(actions=tuple(options))
    return DropMeaning(probe=probe(piece, cell, view, seat))


def move_worth(action: Any, view: AlpacasObservation, seat: int) -> tuple[int, tuple[int, int] | None]:
    """(points ``action`` scores now, the (clovers, carrots) held after it; None when it pays
    nothing): the rules' ``score_placement`` on the board as the move leaves it."""
    board = list(view.boards[seat])
    if isinstance(action, Take):
        board[action.cell] = view.row[action.index]
        cell, wild = action.cell, action.wild
    elif isinstance(action, Move):
        board[action.src], board[action.dst] = None, board[action.src]
        cell, wild = action.dst, action.wild
    else:
        return 0, None
    points = sum(pts for _, pts in score_placement(tuple(board), cell, wild))
    if not isinstance(action, Take):
        return points, None
    held, paid, got = view.treats[seat], paid_treats(action.pay), view.row_treats[action.index]
    left = (held[0] - paid[0] + got[0] - action.leave[0], held[1] - paid[1] + got[1] - action.leave[1])
    return points, left


__all__ = ["DropMeaning", "Piece", "candidates", "cell_at", "drop_meaning", "move_worth", "payments", "piece_at",
           "probe", "rival_at", "skipped", "still_there", "takeable"]
