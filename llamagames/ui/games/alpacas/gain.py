"""What a drop scores, said before the card is let go: the lines it completes, what each is
worth and why ("+4: three llamas, one colour"), from the rules' own scoring.

Plain functions of the legal actions a drop may mean and the shown observation, tested
without a window; the painter lights the lines and writes the words at the drop point."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ....i18n import t
from ....rules.alpacas import Move, Take, score_placement
from ....rules.alpacas.components import ANIMAL, DIGIT, LLAMA, STAR
from ....rules.alpacas.scoring import conditions_met
from ....rules.alpacas.state import AlpacasObservation


@dataclass(frozen=True)
class LineGain:
    """One line a drop completes: its three cells, its points (0: it stays) and its cards."""

    cells: tuple[int, int, int]
    points: int
    cards: tuple[int, int, int]
    wild: tuple[int, str] | None = None


@dataclass(frozen=True)
class DropGain:
    """What the best of the moves a drop may mean scores: its lines, their total, and whether
    another meaning scores less (the chooser asks: "up to")."""

    lines: tuple[LineGain, ...] = ()
    points: int = 0
    up_to: bool = False

    @property
    def scoring(self) -> tuple[LineGain, ...]:
        return tuple(line for line in self.lines if line.points)


def board_after(action: Any, view: AlpacasObservation, seat: int) -> tuple[list[int | None], int, str | None] | None:
    """(``seat``'s board as ``action`` leaves it before scoring, the cell played, the wild
    card's chosen value); None for a move that places nothing."""
    board = list(view.boards[seat])
    if isinstance(action, Take):
        board[action.cell] = view.row[action.index]
        return board, action.cell, action.wild
    if isinstance(action, Move):
        board[action.src], board[action.dst] = None, board[action.src]
        return board, action.dst, action.wild
    return None


def drop_gain(actions: Sequence[Any], view: AlpacasObservation, seat: int) -> DropGain:
    """What dropping a card scores, over the legal ``actions`` the drop may mean (the best
    one's lines; ``up_to`` when the others score less)."""
    gains: list[DropGain] = []
    for action in actions:
        after = board_after(action, view, seat)
        if after is None:
            continue
        board, cell, wild = after
        card = board[cell]
        lines = []
        for line, points in score_placement(tuple(board), cell, wild):
            cards = tuple(board[i] for i in line)
            fixed = (card, wild) if wild is not None and card is not None else None
            lines.append(LineGain(line, points, cards, fixed))  # type: ignore[arg-type]
        gains.append(DropGain(tuple(lines), sum(line.points for line in lines)))
    if not gains:
        return DropGain()
    best = max(gains, key=lambda gain: gain.points)
    return DropGain(best.lines, best.points, up_to=any(gain.points < best.points for gain in gains))


def why_words(line: LineGain) -> str:
    """Why a line scores, in the player's words: "three llamas, one colour, digits in order"."""
    animal, colour, digits = conditions_met(line.cards, line.wild)
    parts = []
    if animal:
        parts.append(t("three llamas") if ANIMAL[line.cards[0]] == LLAMA else t("three alpacas"))
    if colour:
        parts.append(t("one colour"))
    if digits:
        known = {DIGIT[c] for c in line.cards if DIGIT[c] != STAR}
        parts.append(t("one digit") if len(known) <= 1 else t("digits in order"))
    return t(", ").join(parts)


def gain_words(gain: DropGain) -> str:
    """The gain at the drop point: "+4: three llamas, one colour" (a line each, joined), "up
    to" when the choice that follows decides; a completed line that scores nothing says so;
    "" when the drop completes no line."""
    scoring = gain.scoring
    if not scoring:
        return t("Completes a line that scores nothing: its cards stay") if gain.lines else ""
    words = t(" · ").join(t("+{points}: {why}", points=line.points, why=why_words(line)) for line in scoring)
    return t("Up to {gain}", gain=words) if gain.up_to else words


def gain_tag(points: int) -> str:
    """A row card's tag: the points it would score for you, said as points ("+4 pts")."""
    return t("+1 pt") if points == 1 else t("+{points} pts", points=points)


def gain_meaning(points: int) -> str:
    """What a row card's tag means, said where the pointer rests on it."""
    return (t("+1 pt: scores 1 point for you where it fits best") if points == 1
            else t("+{points} pts: scores {points} points for you where it fits best", points=points))


def row_gains(legal: Sequence[Any], view: AlpacasObservation, seat: int) -> dict[int, int]:
    """The most each row card you may take scores at once, by its place in the row (only the
    cards that can complete a scoring line now): the "+4" on a card before you pick it up."""
    best: dict[int, int] = {}
    seen: set[tuple[int, int, str | None]] = set()
    for action in legal:
        if not isinstance(action, Take) or (action.index, action.cell, action.wild) in seen:
            continue  # a payment or the treats left over change nothing of the lines
        seen.add((action.index, action.cell, action.wild))
        board = list(view.boards[seat])
        board[action.cell] = view.row[action.index]
        points = sum(pts for _, pts in score_placement(tuple(board), action.cell, action.wild))
        if points > best.get(action.index, 0):
            best[action.index] = points
    return best


def worth_rule() -> str:
    """What makes a line worth more, in our words (the rulebook's 2, 4 or 6 points)."""
    return t("A line of three scores 2 for each thing its cards share: one animal, one colour, "
             "one digit or digits in order. A row and a column at once both score.")


__all__ = ["DropGain", "LineGain", "board_after", "drop_gain", "gain_meaning", "gain_tag", "gain_words", "row_gains", "why_words", "worth_rule"]
