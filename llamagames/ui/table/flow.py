"""The frame's flow: time on the table, when the bots move, the interlude and the results.

A bot's next move waits until the table has shown itself (its first frame) and the last
move's animations have landed, so every move is seen before the next one. After a round's
last move the interlude (a round summary) opens once the animations have landed; after the
game's last move the results come in over a picture of the final table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import t
from ..scene import Push, ShowResults
from .seat_panel import FLASH_TIME

if TYPE_CHECKING:
    from .kit import Table

IDLE_FPS = 20
"""Frames a second while nothing but idle llamas moves (a laptop's battery is the budget)."""
INPUT_AWAKE = 1.0
"""Seconds the table stays at 60 frames a second after the player's last mouse or key event."""
END_PAUSE = 1.2
"""Seconds the last move of a game stays on the table before the results."""


class Flow:
    """One table's frame: what advances, and what the match may do next."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.interlude: Any = None
        """What the next interlude shows (a round's result), once the animations have landed."""
        self.interlude_shown = False
        """Whether the interlude's scene is open over the table: only its closing ends the
        interlude (a question or the pause menu closing before it opened must not)."""
        self.end_wait = END_PAUSE
        self.last_input = -INPUT_AWAKE
        """Table time of the player's last mouse or key event."""
        self.pace_seen = (table.app.bot_delay, table.app.settings.undo_grace)
        self.follow_speed()

    def update(self, dt: float) -> None:
        """One frame: the kit's timers, the game's stage, then the match (when it may move)."""
        table = self.table
        table.frames += 1
        table.time += dt
        if len(table.warm) or table.warm.calm_queue:
            table.warm.step(calm=self.calm())
        table.tweener.update(dt)
        table.animator.update(dt)
        table.toasts.update(dt)
        table.coach.update(dt)
        decay = dt / max(FLASH_TIME * max(table.app.animation_scale, 0.01), 1e-6)
        table.flash = [max(0.0, f - decay) for f in table.flash]
        table.parts.stage.update(dt)
        table.controls.follow_modal()
        if table.match.message:
            table.toasts.show(t(table.match.message))
            table.match.message = ""
        if table.mode.takes_frame(dt):
            return
        table.fast.update()
        if self.interlude is not None:
            if not table.animator.busy:
                scene = table.parts.reactions.interlude_scene(self.interlude)
                if scene is None:
                    self.interlude = None
                else:
                    self.interlude_shown = True
                    table.request = Push(scene)
            return
        if table.match.is_over():
            self.end_wait -= dt
            if self.end_wait <= 0 and not table.animator.busy:
                self.show_results()
            return
        if len(table.humans) > 1 and not table.design.secrets:
            table.sight.hand_over()
        if table.covered:
            return
        if table.sight.holds_the_table():  # a human looks at the card they drew; the next seat waits
            table.sight.tick(dt)
            return
        if not self.bots_may_move():
            if table.frames > 1:
                table.match.pacer.think_ahead()  # its answer is ready when the animations have landed
            return
        events = table.match.update(dt)
        if events:
            table.moves.absorb(events)

    def after_move(self, interlude: Any) -> None:
        """A move's events were handed out: an interlude to come (a replay steps on: the round's
        summary is in the move log), or the game's last move to stay on the table a moment."""
        table = self.table
        if interlude is not None and not table.mode.keeps_interlude():
            table.parts.stage.after_interlude()
        elif interlude is not None:
            self.interlude = interlude
        elif table.match.is_over():
            self.end_wait = END_PAUSE * table.app.animation_scale

    def resumed(self) -> None:
        """The table is on top again: the pause menu's pace, and the end of an interlude."""
        table = self.table
        pace = (table.app.bot_delay, table.app.settings.undo_grace)
        if pace != self.pace_seen:  # changed in the pause menu: the match follows at once
            self.pace_seen = pace
            table.match.pacer.bot_delay, table.match.pacer.undo_grace = pace
        self.follow_speed()
        if self.interlude is not None and self.interlude_shown and not table.covered:
            self.interlude = None
            self.interlude_shown = False
            table.moves.release_log()
            if table.match.is_over():
                self.show_results()
                return
            table.parts.stage.after_interlude()
            table.sight.after_scoring()
            table.sight.check_cover()
        table.controls.refresh()

    def follow_speed(self) -> None:
        """A game that asks for it (``follow_speed``) has its bots pause as the animations go:
        half as long at "fast", never under half ("instant" would make a whole game one blink)."""
        table = self.table
        if table.match.game.follow_speed:
            table.match.pacer.pace_scale = min(1.0, max(0.5, table.app.animation_scale))

    def show_results(self) -> None:
        """The results, coming in over a picture of the final table (the last move landed)."""
        table = self.table
        if not table.mode.shows_results():
            return
        table.chooser.close()
        picture = pygame.Surface(table.frame.size)
        table.draw(picture)
        table.request = ShowResults(table.match, tuple(table.names), picture)

    def calm(self) -> bool:
        """Nothing moves and the player has not touched anything for a moment: a human at this
        screen decides (a slow image made now makes one longer frame that shows nothing new).
        A human on a phone is not calm: their move arrives unannounced and is to be shown at
        once (a rules picture made while five phones took turns put 25-80 ms frames in the
        laptop's frame p99)."""
        table = self.table
        return (table.frames > 2 and not table.animator.busy and not table.tweener.busy and not table.covered
                and table.match.is_human_turn() and table.match.current_seat() in table.humans
                and table.time - self.last_input >= INPUT_AWAKE)

    def bots_may_move(self) -> bool:
        """A bot's next move waits until the table has shown itself (its first frame) and the
        last move's animations have landed, so every move is seen before the next one (only
        trailing landings, such as goods flying to their owner, may still be on their way)."""
        return self.table.frames > 1 and not self.table.animator.holding

    def frame_rate(self) -> int:
        """60 while something moves or the player has just acted; fewer while the table waits,
        for the player or for a bot that thinks (its answer starts its animation within a
        twentieth of a second, and the animation runs at 60)."""
        table = self.table
        if table.animator.busy or table.time - self.last_input < INPUT_AWAKE or table.mode.lively():
            return 60
        return IDLE_FPS


__all__ = ["END_PAUSE", "Flow", "IDLE_FPS", "INPUT_AWAKE"]
