"""The costliest decisions at the top of the review strip, from the first ones judged.

The review's worker sends each decision as soon as it is judged (``ReviewTask.judged``); the
strip marks the costliest among those so far (``review.engine.mark``, the same rule as the
finished review's) and lists them above the position's words, each a click or a key away.
Here: the review of the decisions judged so far, and the list's words wrapped to the strip.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...i18n import t
from ...review.engine import Decision, Review, mark
from ...rules.core import GameRecord
from ..palette import GOLD, SAND
from ..text import wrap
from .review_words import CHANCE_MEANING, Score, costliest_head, costly_line, costly_short, no_costly_words

if TYPE_CHECKING:
    from ...review.where import DecisionPositions
    from .kit import Table

Block = tuple[list[str], tuple[int, int, int], bool, Any]
"""Some words wrapped to the strip: their lines, colour, boldness, and the decision they go
to (None for words that go nowhere; ``MEANING`` for what a chance to win is)."""
MEANING = "meaning"
"""The mark of the block that says what a chance to win is (it gives way first)."""


@dataclass(frozen=True)
class Title:
    """The mark of the list's title: its words wrapped for each count of rows, so that where the
    strip has room for fewer rows than were found it names only the keys of the rows shown (a
    playtester read "keys 1-3" over two rows)."""

    by_count: tuple[list[str], ...]


def partial_review(record: GameRecord, seat: int, playouts: int, judged: Sequence[dict[str, Any]]) -> Review | None:
    """The review of the decisions judged so far (as the worker sent them), in the game's order
    and marked among themselves; None if one of them does not read."""
    try:
        decisions = sorted((Decision.from_json(d) for d in judged), key=lambda d: d.move)
    except ValueError:
        return None
    return Review(record.game, record.num_players, record.seed, seat, playouts, tuple(mark(decisions)), None,
                  len(record.actions))


def costly_blocks(review: Review, finished: bool, ranked: Sequence[Decision], position: int,
                  namer: Callable[[Decision], Callable[[str], str]], size: int, width: int, full: bool,
                  score: Score | None = None) -> list[Block]:
    """The costliest decisions' words: their title and what a chance to win is (said once),
    then one block per decision, in full (what you chose, the better move, what it changes) or
    in one short line each where the strip has no room for more (the one at ``position`` in
    gold; ``namer`` names a decision's moves, from where it was taken). A finished review that marks nothing says so in its own words instead of an empty
    list: that nothing could be gained, or that nothing cost more than the noise (no title then)."""
    if not ranked and finished:
        return [(wrap(no_costly_words(review), size, width), GOLD, False, None)]
    titles = Title(tuple(wrap(costliest_head(finished, count), size, width, True) for count in range(len(ranked) + 1)))
    blocks: list[Block] = [(titles.by_count[-1], GOLD, True, titles)]
    if ranked:
        blocks.append((wrap(t(CHANCE_MEANING), size, width), SAND, False, MEANING))
    for rank, decision in enumerate(ranked, start=1):
        text = costly_line(rank, decision, namer(decision), score) if full else costly_short(rank, decision, score)
        colour = GOLD if decision.move - 1 == position else SAND
        blocks.append((wrap(text, size, width), colour, False, decision))
    return blocks


def name_at(table: Table, positions: DecisionPositions, seat: int, action: Any, move: int | None) -> str:
    """``action`` named whole from where ``seat`` chose it at decision ``move`` (``Coach.move_name_at``);
    the hint's name without a decision, or where the record does not replay there."""
    coach = table.parts.coach
    try:
        observation = positions.at(move, seat)[0] if move is not None else None
    except ValueError:
        observation = None
    return coach.move_name(action) if observation is None else coach.move_name_at(action, observation)


def fit_words(full: list[Block], short: list[Block], blocks: list[Block], room: int,
              line_h: int, at_decision: bool = False) -> tuple[list[Block], list[Block]]:
    """The costliest decisions' blocks and the position's that the strip shows in ``room``
    pixels: the costliest in full where all fits, else a short line each, without what a chance
    to win is where even that is too long (it said so while the list's rows were left out); then the position's
    second line (the chances, which the graph also shows) gives way, so the reason after it
    stays; then, at a decision (``at_decision``), the list but its title (a playtest at 1366x768 saw only "you chose …" at a listed
    decision). The strip leaves out whole what still has no room, never a cut line."""
    def height(parts: list[Block]) -> int:
        return sum(len(rows) for rows, _, _, _ in parts) * line_h

    costly = full if height(full) + height(blocks) <= room else short
    if height(costly) + height(blocks) > room:  # what a chance is goes first (the list stays)
        costly = [block for block in costly if block[3] is not MEANING]
    if len(blocks) > 2 and height(costly) + height(blocks) > room:
        blocks = blocks[:1] + blocks[2:]
    if at_decision and len(blocks) > 1 and height(costly) + height(blocks[:2]) > room:  # its better move and why
        costly = costly[:1]  # come before the list (its title stays: the keys still go there)
    if at_decision and len(blocks) > 1 and height(costly) + height(blocks[:2]) > room:
        costly = []  # and before its title (the strip's graph then gives way to a bar)
    return costly, blocks


def rows_with_room(costly: list[Block], room: int, line_h: int) -> list[Block]:
    """The list as drawn in ``room`` pixels from its top: the rows that have room (the strip
    leaves out whole what has none), under a title that names only their keys where some are
    left out; a title with no row under it stays as it is (the keys still go there)."""
    kept: list[Block] = []
    used = 0
    for block in costly:
        used += len(block[0]) * line_h
        if used > room:
            break
        kept.append(block)
    rows = sum(isinstance(block[3], Decision) for block in kept)
    found = sum(isinstance(block[3], Decision) for block in costly)
    title = costly[0][3] if costly else None
    if isinstance(title, Title) and 0 < rows < found:
        words, colour, bold, _ = kept[0]
        kept[0] = (title.by_count[rows], colour, bold, title)
    return kept if rows < found else costly


def go_to_costly(strip: Any, index: int) -> bool:
    """Key ``index + 1`` while the review shows: that costliest decision on the table, or a word
    that none is listed there. The key never reaches the game: a replay takes no move, and pt52
    read "You have no 1 in your hand" under a list still empty."""
    ranked = strip.costliest()
    if index < len(ranked):
        strip.go_to(ranked[index].move - 1)
    else:
        strip.table.toasts.show(t("No decision is listed under key {key} yet.", key=index + 1))
    return True


__all__ = ["name_at", "Block", "Title", "costly_blocks", "fit_words", "go_to_costly", "partial_review", "rows_with_room"]
