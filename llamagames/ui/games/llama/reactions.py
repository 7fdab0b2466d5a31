"""The L.L.A.M.A. table's reactions: events to animations.

A played card lands on the discard pile, a drawn card flies to a rival's seat, a quitter's
cards are laid down; then the llamas cheer a Llama card and a bot's move pulses where it
landed (discard pile, draw pile, its seat when it quits). A round's end cheers and opens the
round summary (the interlude); a round's points fly to the chips when the next is dealt
(``LlamaStage.deal_in``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....i18n import t
from ....rules.core import Event
from ....rules.llama import LLAMA_CARD, RETURN_CHIP
from ... import sound
from ...palette import SKY, TERRACOTTA
from ...scene import Scene
from ...table.animator import EventAnimator
from ...table.parts import Reactions
from ...widgets.reactions import also_on, is_bot
from .stage import LlamaStage, stage_of
from .summary import RoundSummaryScene


def played_words(card: Any) -> str:
    """A bot's play in the tag beside its seat: "Played a 4", "Played a Llama"."""
    if card == LLAMA_CARD:
        return t("Played a Llama")
    return t("Played a {value}", value=card)


class LlamaReactions(Reactions):
    """Each event kind's animation on the stage, and the round summary between rounds."""

    @property
    def stage(self) -> LlamaStage:
        return stage_of(self.table)

    def register(self, animator: EventAnimator) -> None:
        animator.on("play", self.on_play)
        animator.on("quit", self.on_quit)
        animator.on("draw", self.on_draw)
        also_on(animator, "play", self.cheer_and_pulse_play)
        also_on(animator, "draw", self.pulse_draw)
        also_on(animator, "quit", self.pulse_quit)

    # -- the moves -------------------------------------------------------------------------
    def on_play(self, event: Event) -> None:
        """The card flies from the hand (or the seat) onto the discard pile."""
        if event.seat is None:
            return
        table, stage = self.table, self.stage
        fan = stage.fan
        value = event.get("card")
        start: tuple[float, float]
        if event.seat == table.viewer and fan.face_up:
            dragging = fan.dragging
            sprite = dragging if dragging is not None and dragging.value == value else fan.sprite_for(value)
            start = (sprite.x, sprite.y - sprite.lift) if sprite is not None else stage.seat_anchor(event.seat)
            if sprite is not None and sprite is dragging:
                fan.end_drag()
        else:
            start = stage.seat_anchor(event.seat)
        stage.round_discard = list(stage.view.discard) + [value]
        stage.view = replace(stage.view, discard=tuple(stage.round_discard), discard_top=value)
        sound.play(table.app, "card")
        if stage.figures:
            stage.figures[len(stage.round_discard) % len(stage.figures)].cheer()
        stage.land_on_discard(value, start, len(stage.round_discard))

    def on_quit(self, event: Event) -> None:
        """The quitter's cards are laid down."""
        if event.seat is None:
            return
        stage = self.stage
        stage.laid[event.seat].t = 0.0
        self.table.tweener.tween(stage.laid[event.seat], 0.35, "out_quad", t=1.0)
        quit_flags = list(stage.view.quit)
        quit_flags[event.seat] = True
        stage.view = replace(stage.view, quit=tuple(quit_flags))

    def on_draw(self, event: Event) -> None:
        """A card flies from the draw pile to a seat whose hand is not face up here."""
        if event.seat is None:
            return
        table, stage = self.table, self.stage
        sound.play(table.app, "draw")
        if event.seat != table.viewer or not stage.fan.face_up:
            stage.flights.fly(None, stage.rects.draw_pile.center, stage.seat_anchor(event.seat), stage.rects.small_w,
                              seat=event.seat)

    # -- the highlights after them ---------------------------------------------------------
    def cheer_and_pulse_play(self, event: Event) -> None:
        stage = self.stage
        if event.get("card") == LLAMA_CARD:
            for figure in stage.figures:  # every llama on the table cheers a Llama card
                figure.cheer()
        if is_bot(self.table, event.seat) and event.seat is not None:
            stage.effects.pulse(stage.rects.discard, SKY)
            stage.effects.pulse(self.table.panel_rect(event.seat), SKY)
            stage.last_move[event.seat] = played_words(event.get("card"))

    def pulse_draw(self, event: Event) -> None:
        if is_bot(self.table, event.seat) and event.seat is not None:
            self.stage.effects.pulse(self.stage.rects.draw_pile, SKY)
            self.stage.effects.pulse(self.table.panel_rect(event.seat), SKY)
            self.stage.last_move[event.seat] = t("Drew a card")

    def pulse_quit(self, event: Event) -> None:
        if is_bot(self.table, event.seat) and event.seat is not None:
            self.stage.effects.pulse(self.table.panel_rect(event.seat), TERRACOTTA)
            self.stage.last_move[event.seat] = t("Quit for this round")

    # -- between rounds --------------------------------------------------------------------
    def interlude_for(self, events: list[Event]) -> Any:
        end = next((i for i, e in enumerate(events) if e.kind == "round_end"), None)
        if end is None:
            return None
        for figure in self.stage.figures:
            figure.cheer()
        return (events[end].get("result"), events[end:])

    def interlude_scene(self, interlude: Any) -> Scene:
        result, later = interlude
        return RoundSummaryScene(self.table.app, self.table, result, later)

    def resumed_interlude(self) -> Any:
        if self.stage.view.phase == RETURN_CHIP:
            # Resumed between a round's end and the emptier's chip return: finish that first.
            return (self.table.view.observation().last_round, [])
        return None


__all__ = ["LlamaReactions"]
