"""Gestures to actions at the Llamas & Alpacas table.

Dragging a row card onto an empty space of your board becomes ``Take``, a card of your board
onto another space ``Move``, the starting card onto a space ``PlaceStart``. Which drops are
allowed, what they cost and why one is refused all come from the rules (the legal actions,
``payment_options`` and ``refusal``); when a drop matches several legal actions (a payment,
the treats left over, a wild card's value) the player chooses in the kit's chooser, each
option with what it is worth (the points it scores now, the treats left after it).

The decisions are plain functions of the shown observation, the legal actions and a
position (testable without a window); ``AlpacasIntents`` only wires pygame's events to them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

import pygame

from ....i18n import t
from ....rules.alpacas import PASS, Move, Phase, PlaceStart, Take, payment_options, score_placement
from ....rules.alpacas.actions import PAY_CARROT, PAY_CLOVER, paid_treats
from ....rules.alpacas.components import ANIMAL, LLAMA
from ....rules.alpacas.state import AlpacasObservation
from ....rules.core import Refusal
from ...table.chooser import Choice
from ...table.drag import Dropped, Moved, Pressed
from ...table.parts import Intents
from ...table.scene import ButtonSpec
from .choices import describe_options, option_worths
from .layout import layout_of

if TYPE_CHECKING:
    from .stage import AlpacasStage

Piece = tuple[str, int]
"""("row" | "board" | "start", card id): what the pointer holds."""
CHOOSER_SETTLE = 0.15
"""Seconds a card dropped for a choice takes to settle on its space."""


# -- the decisions, without a window ----------------------------------------------------------
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


# -- the part: pygame's events to those decisions ---------------------------------------------
def stage(table: Any) -> AlpacasStage:
    """The table's Stage part (the stage reads these decisions, so it is not imported here)."""
    return cast("AlpacasStage", table.parts.stage)


class AlpacasIntents(Intents):
    """Drags, clicks and P at the table; Pass as a button; several meanings of a drop go to the
    kit's chooser."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.offered: list[Any] = []
        """The actions the open chooser asks between (in its order)."""

    def buttons(self) -> list[ButtonSpec]:
        return [ButtonSpec("pass", t("Pass (P)"), t("Only when your board is full: nothing else is possible"))]

    def button_enabled(self, key: str) -> bool:
        return key == "pass" and PASS in self.table.view.legal_actions()

    def on_button(self, key: str) -> None:
        if key == "pass":
            self.table.moves.try_action(PASS)

    def choosing(self) -> bool:
        """Whether the kit's chooser is open with this table's question."""
        return self.table.chooser.open is not None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            stage(self.table).skip_moments()  # the next input ends a scoring moment, then acts
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_p:
                self.table.moves.try_action(PASS)
                return True
            return False
        st = stage(self.table)
        if event.type == pygame.MOUSEMOTION:
            st.hover_seat = rival_at(event.pos, {seat: self.table.panel_rect(seat)
                                                 for seat in range(self.table.match.num_players)
                                                 if seat != self.table.viewer})
        intent = st.drag.handle_event(event)
        if isinstance(intent, Moved):
            st.drag_to(intent.piece, intent.pos)
            return True
        if isinstance(intent, Dropped):
            st.drag_pos = None
            self.drop(intent.piece, self.cell_at(intent.pos))
            return True
        if isinstance(intent, Pressed):
            st.selected = None if st.selected == intent.piece else intent.piece
            return True
        if intent is None and event.type == pygame.MOUSEBUTTONUP and event.button == 1 and st.selected is not None:
            cell = self.cell_at(event.pos)
            if cell is not None:
                piece, st.selected = st.selected, None
                self.drop(piece, cell)
                return True
        return bool(intent)

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        return cell_at(pos, layout_of(self.table).rects.cells, round(6 * self.table.scale))

    def candidates(self, piece: Piece, cell: int) -> list[Any]:
        """The legal actions a drop of ``piece`` on ``cell`` may mean now."""
        return candidates(piece, cell, self.table.legal(), stage(self.table).view, self.table.viewer)

    def drop_reason(self, piece: Piece, cell: int) -> str | Refusal | None:
        """None when the drop would be taken, else why not: the rules' refusal (a code the table
        words in the player's language) or the table's own sentence."""
        why = self.table.moves.why_not_now()
        if why is not None:
            return why
        view, seat = stage(self.table).view, self.table.viewer
        if not still_there(piece, view, seat):
            return t("That card is no longer there.")
        if self.candidates(piece, cell):
            return None
        reason = self.table.view.refusal(probe(piece, cell, view, seat))
        return reason or t("That card cannot go there.")

    def drop(self, piece: Piece, cell: int | None) -> None:
        """``piece`` was let go over ``cell``: play what it means, or ask, or say why not."""
        st = stage(self.table)
        meaning = drop_meaning(piece, cell, self.table.legal(), st.view, self.table.viewer)
        if meaning.gone:
            st.retarget()
            self.table.moves.refuse(t("That card is no longer there."))
        elif meaning.nowhere:
            st.retarget()
            self.table.toasts.show(t("Drop the card on an empty space of your board."))
        elif not meaning.actions:
            self.table.moves.try_action(meaning.probe, on_refuse=self.shake_back(piece))
        elif len(meaning.actions) == 1:
            self.table.moves.try_action(meaning.actions[0], on_refuse=self.shake_back(piece))
        else:
            assert cell is not None
            self.ask(list(meaning.actions))
            st.settle_on(piece, cell)

    def ask(self, actions: list[Any]) -> None:
        """The kit's chooser between ``actions``, each with its worth, clear of your board and the row."""
        st = stage(self.table)
        question, lines = describe_options(actions, st.view.row)
        worths = option_worths(actions, [move_worth(a, st.view, self.table.viewer) for a in actions])
        self.offered = list(actions)
        options = [Choice(line, self.play_offered(action), worth) for action, line, worth in zip(actions, lines, worths)]
        rects = layout_of(self.table).rects
        row = rects.row[0].unionall(rects.row[1:] + [rects.pile]) if rects.row else rects.pile
        # Clear of your board (where the card waits) and of the row (the cards paid, the next card).
        self.table.chooser.choose(question, options, on_cancel=self.cancel_offer, avoid=[rects.board, row])

    def play_offered(self, action: Any) -> Callable[[], None]:
        def play() -> None:
            self.offered = []
            self.table.moves.try_action(action, on_refuse=stage(self.table).retarget)
        return play

    def cancel_offer(self) -> None:
        """Cancel (Esc, or a click outside): the card goes back."""
        self.offered = []
        stage(self.table).retarget()

    def shake_back(self, piece: Piece) -> Callable[[], None]:
        """For a refused drop: the card goes home with a shake."""
        def back() -> None:
            st = stage(self.table)
            st.retarget()
            sprite = st.sprites.get(piece[1])
            if sprite is not None:
                self.table.tweener.wobble(sprite, "shake", round(10 * self.table.scale))
        return back


def intents_of(table: Any) -> AlpacasIntents:
    """The table's Intents part, typed."""
    intents = table.parts.intents
    assert isinstance(intents, AlpacasIntents)
    return intents


__all__ = ["AlpacasIntents", "DropMeaning", "Piece", "candidates", "cell_at", "drop_meaning", "intents_of",
           "move_worth", "payments", "piece_at", "probe", "rival_at", "skipped", "still_there", "takeable"]
