"""What a table is doing: a game being played, or a finished game being replayed.

The kit asks its mode wherever the two differ, rather than branching on "is this a
replay?": who moves (bots and interludes, or the replay bar), what the top bar shows (the
title and the rule, kept in the backdrop; or the replay bar, drawn each frame), what the
status line says, which buttons the action column holds, and what may be seen (a replay
hides nothing its record shows). :class:`LiveMode` and :class:`ReplayMode` are the two;
both follow ``kit.TableMode``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import language, t
from ...replay import ReplayMatch
from .replay import KEYS as REPLAY_KEYS
from .replay import ReplayControls

if TYPE_CHECKING:
    from .kit import ReplayBar, Table, TableMode


class LiveMode:
    """A game being played: the bots move, interludes open, the cover passes the laptop."""

    controls: ReplayBar | None = None

    def __init__(self, table: Table) -> None:
        self.table = table

    def takes_frame(self, dt: float) -> bool:
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def owns_key(self, event: pygame.event.Event) -> bool:
        return False

    def build(self, ui: Any, container: Any, buttons: dict[str, Any]) -> None:
        """The kit's buttons are the game's: nothing to add."""

    def refresh(self) -> bool:
        return False

    def refusal(self) -> str | None:
        return None

    def status_text(self) -> str:
        sight = self.table.sight
        moment = sight.moment_words()  # the one who drew looks at their hand, for a moment
        if moment is not None:
            return moment
        if sight.closes_turn():  # the hand face down: the game's words would read it
            return sight.closed_words()
        return self.table.parts.painter.status_line()

    def title_limit(self, bar: pygame.Rect) -> int:
        """Where the title and the game's word end: short of the Rules and Menu buttons (a
        longer language's "58 tiles left · the game ends at 4" ran under Rules)."""
        buttons = [rect.left for rect in self.table.frame.top_buttons]
        return min(buttons) - round(12 * self.table.text_scale) if buttons else bar.right

    def top_bar_still(self) -> bool:
        return True

    def draw_bar(self, surface: pygame.Surface) -> bool:
        return False

    def draw_over(self, surface: pygame.Surface) -> None:
        """Nothing of the mode's own over the table."""

    def lively(self) -> bool:
        table = self.table
        return table.tweener.busy or table.flow.interlude is not None or table.toasts.current is not None

    def sees_all(self) -> bool:
        return False

    def seats_think(self) -> bool:
        return True

    def opening_interlude(self) -> Any:
        return self.table.parts.reactions.resumed_interlude()

    def keeps_interlude(self) -> bool:
        return True

    def shows_results(self) -> bool:
        return True

    def may_cover(self) -> bool:
        return True

    def busy(self) -> bool:
        table = self.table
        return table.match.is_over() or not (table.covered or table.match.is_human_turn())


class ReplayMode:
    """A finished record shown move by move: the replay bar steps, nobody thinks or moves."""

    def __init__(self, table: Table, match: ReplayMatch) -> None:
        self.table = table
        self.bar = ReplayControls(table, match)
        self.controls: ReplayBar | None = self.bar
        self._line: tuple[Any, str] = (None, "")

    def takes_frame(self, dt: float) -> bool:
        self.bar.update(dt)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.bar.handle_event(event)

    def owns_key(self, event: pygame.event.Event) -> bool:
        return getattr(event, "key", None) in REPLAY_KEYS  # arrows, Home, End and Space step

    def build(self, ui: Any, container: Any, buttons: dict[str, Any]) -> None:
        """The game's buttons, Undo and Hint step aside for the bar and Play on."""
        keys = [spec.key for spec in self.table.parts.intents.buttons()] + ["undo", "hint"]
        for key in keys:
            if key in buttons:
                buttons[key].hide()
        self.bar.build(ui, container)

    def refresh(self) -> bool:
        self.bar.refresh()
        return True

    def refusal(self) -> str | None:
        return t("This is a replay: choose Play on from here to play from this move.")

    def status_text(self) -> str:
        """The move just shown, in the move log's words (worked out once per move and language)."""
        table = self.table
        key = (table.view.moves, language())
        if self._line[0] != key:
            narrator = table.sight.narrator()
            said = (table.match.game.describe(e, narrator) for e in table.view.position_events())
            self._line = (key, next((sentence for sentence in said if sentence), ""))
        return self._line[1]

    def title_limit(self, bar: pygame.Rect) -> int:
        return self.bar.bar.left - round(12 * self.table.text_scale)  # the bar sits mid top bar

    def top_bar_still(self) -> bool:
        return False  # the replay bar moves with the replay

    def draw_bar(self, surface: pygame.Surface) -> bool:
        self.bar.draw(surface)
        return True

    def draw_over(self, surface: pygame.Surface) -> None:
        self.bar.draw_over(surface)  # the review's strip and its better move

    def lively(self) -> bool:
        return self.bar.playing

    def sees_all(self) -> bool:
        return True

    def seats_think(self) -> bool:
        return False

    def opening_interlude(self) -> Any:
        return None

    def keeps_interlude(self) -> bool:
        return False

    def shows_results(self) -> bool:
        return True

    def may_cover(self) -> bool:
        return False

    def busy(self) -> bool:
        return self.bar.busy()  # playing by itself, or its review being computed


def mode_for(table: Table, match: Any) -> TableMode:
    """A replay's mode for a finished record, the live mode for a game in progress (a guided
    game's is ``guided.mode_for``, which falls back on this one)."""
    return ReplayMode(table, match) if isinstance(match, ReplayMatch) else LiveMode(table)


__all__ = ["LiveMode", "ReplayMode", "mode_for"]
