"""The Llamas & Alpacas table's reactions: a bot's card pulses in its small board where it landed
(a pass pulses its seat), lines another seat scores glow there in gold, and the llama cheers
whenever a llama card is taken; a reshuffle and the last round are said in a toast."""

from __future__ import annotations

from typing import Any

import pygame

from ....i18n import t
from ....rules.alpacas.components import ANIMAL, LLAMA
from ....rules.core import GAME_OVER, Event
from ....rules.languages import en
from ... import sound
from ...palette import GOLD, SKY, TERRACOTTA
from ...table.animator import EventAnimator
from ...table.parts import Reactions
from ...widgets.llama_figure import LlamaFigure
from ...widgets.reactions import Effects, also_on, is_bot
from .layout import layout_of
from .stage import stage_of


class AlpacasReactions(Reactions):
    """Events to pulses, cheers and toasts (the sprites' own motion follows in ``Stage.settled``)."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.effects = Effects()
        """The pulses on screen; the stage advances them and the painter draws them."""

    def register(self, animator: EventAnimator) -> None:
        self.effects = Effects(self.table.scale)
        animator.on("reshuffle", self.on_reshuffle)
        animator.on("end_triggered", self.on_end_triggered)
        also_on(animator, "start", lambda event: self.placed(event, "cell"))
        also_on(animator, "take", self.on_take)
        also_on(animator, "move", lambda event: self.placed(event, "dst"))
        also_on(animator, "pass", self.on_pass)
        also_on(animator, "score", self.on_score)
        also_on(animator, GAME_OVER, self.on_game_over)

    def on_reshuffle(self, event: Event) -> None:
        self.table.toasts.show(t("The discard pile becomes the new draw pile."))
        sound.play(self.table.app, "shuffle")

    def on_end_triggered(self, event: Event) -> None:
        """The round still to play, said in a toast; nothing when the same move ended the game
        (the round's last turn reached 18: the results say the rest)."""
        if self.table.view.is_over():
            return
        if event.seat is None:
            text = t("Every board is full: the round is finished, then the game ends.")
        else:
            narrator = self.table.sight.narrator()
            who = t("You") if event.seat == narrator.viewer else en.name(narrator, event.seat)
            text = t("{name} reached {points} points: last round!", name=who, points=event.get("score"))
        self.last_round_toast = text
        self.table.toasts.show(text, seconds=3.0)

    last_round_toast = ""
    """The toast that announced the last round, taken down when the game ends."""

    def on_game_over(self, event: Event) -> None:
        """A word about the last round does not survive the end of the game."""
        if self.last_round_toast and self.table.toasts.text == self.last_round_toast:
            self.table.toasts.clear()

    def placed(self, event: Event, cell_key: str) -> None:
        seat = event.seat
        if is_bot(self.table, seat) and seat is not None and seat != self.table.viewer:
            self.effects.pulse(layout_of(self.table).mini_cell(seat, event.get(cell_key)), SKY)

    def on_take(self, event: Event) -> None:
        self.placed(event, "cell")
        card = event.get("card")
        if card is not None and ANIMAL[card] == LLAMA:
            for figure in stage_of(self.table).figures:
                if type(figure) is LlamaFigure:  # the llama, not the alpaca, is glad
                    figure.cheer()

    def on_pass(self, event: Event) -> None:
        if is_bot(self.table, event.seat) and event.seat is not None:
            self.effects.pulse(self.table.panel_rect(event.seat), TERRACOTTA)

    def on_score(self, event: Event) -> None:
        seat = event.seat
        if seat is None or seat == self.table.viewer:
            return  # the viewer's own lines already glow on the big board
        layout = layout_of(self.table)
        for line, points in zip(event.get("lines"), event.get("line_points")):
            if points:
                rects = [layout.mini_cell(seat, cell) for cell in line]
                self.effects.pulse(pygame.Rect(rects[0]).unionall(rects[1:]), GOLD)


def reactions_of(table: Any) -> AlpacasReactions:
    """The table's Reactions part, typed."""
    reactions = table.parts.reactions
    assert isinstance(reactions, AlpacasReactions)
    return reactions


__all__ = ["AlpacasReactions", "reactions_of"]
