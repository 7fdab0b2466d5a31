"""Gestures to actions at the Llamas & Alpacas table.

Dragging a row card onto an empty space of your board becomes ``Take``, a card of your board
onto another space ``Move``, the starting card onto a space ``PlaceStart``. Which drops are
allowed, what they cost and why one is refused all come from the rules (the legal actions,
``payment_options`` and ``refusal``); when a drop matches several legal actions (a payment,
the treats left over, a wild card's value) the player chooses in the kit's chooser, each
option with what it is worth (the points it scores now, the treats left after it).

The decisions are plain functions of the shown observation, the legal actions and a
position (``drops.py``, testable without a window); ``AlpacasIntents`` only wires pygame's
events to them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ....i18n import t
from ....rules.alpacas import PASS
from ....rules.core import Refusal
from ...table.chooser import Choice
from ...table.drag import Dropped, Moved, Pressed
from ...table.parts import Intents
from ...table.scene import ButtonSpec
from .choices import describe_options, option_worths
from .drops import Piece, candidates, cell_at, drop_meaning, move_worth, probe, rival_at, still_there
from .layout import layout_of
from .stage import stage_of


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
            stage_of(self.table).skip_moments()  # the next input ends a scoring moment, then acts
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_p:
                self.table.moves.try_action(PASS)
                return True
            return False
        st = stage_of(self.table)
        if event.type == pygame.MOUSEMOTION:
            st.pointer = event.pos
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
        return candidates(piece, cell, self.table.legal(), stage_of(self.table).view, self.table.viewer)

    def drop_reason(self, piece: Piece, cell: int) -> str | Refusal | None:
        """None when the drop would be taken, else why not: the rules' refusal (a code the table
        words in the player's language) or the table's own sentence."""
        why = self.table.moves.why_not_now()
        if why is not None:
            return why
        view, seat = stage_of(self.table).view, self.table.viewer
        if not still_there(piece, view, seat):
            return t("That card is no longer there.")
        if self.candidates(piece, cell):
            return None
        reason = self.table.view.refusal(probe(piece, cell, view, seat))
        return reason or t("That card cannot go there.")

    def drop(self, piece: Piece, cell: int | None) -> None:
        """``piece`` was let go over ``cell``: play what it means, or ask, or say why not."""
        st = stage_of(self.table)
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
        st = stage_of(self.table)
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
            self.table.moves.try_action(action, on_refuse=stage_of(self.table).retarget)
        return play

    def cancel_offer(self) -> None:
        """Cancel (Esc, or a click outside): the card goes back."""
        self.offered = []
        stage_of(self.table).retarget()

    def shake_back(self, piece: Piece) -> Callable[[], None]:
        """For a refused drop: the card goes home with a shake."""
        def back() -> None:
            st = stage_of(self.table)
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


__all__ = ["AlpacasIntents", "intents_of"]
