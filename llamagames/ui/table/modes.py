"""What a table is doing: a game being played, or a finished game being replayed.

The kit asks its mode wherever the two differ, rather than branching on "is this a
replay?": who moves (bots and interludes, or the replay bar), what the top bar shows (the
title and the rule, kept in the backdrop; or the replay bar, drawn each frame), what the
status line says, which buttons the action column holds, and what may be seen (a replay
hides nothing its record shows). :class:`LiveMode` and :class:`ReplayMode` are the two;
both follow :class:`TableMode`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ...i18n import language, t
from ...replay import ReplayMatch
from .replay import KEYS as REPLAY_KEYS
from .replay import ReplayControls

if TYPE_CHECKING:
    from .scene import TableScene


class TableMode(Protocol):
    """The questions the kit asks of its mode (see the module's docstring)."""

    controls: ReplayControls | None
    """The replay bar, in a replay; None while a game is played."""

    def takes_frame(self, dt: float) -> bool:
        """Advance the mode's own time; True when the frame stops there (nobody moves)."""
        ...

    def handle_event(self, event: pygame.event.Event) -> bool: ...

    def owns_key(self, event: pygame.event.Event) -> bool:
        """Whether a key is the mode's (the focus ring leaves it alone)."""
        ...

    def build(self, ui: Any, container: Any, buttons: dict[str, Any]) -> None: ...

    def refresh(self) -> bool:
        """Refresh the mode's own buttons; True when the kit's own buttons are not shown."""
        ...

    def refusal(self) -> str | None:
        """Why no move may be played in this mode (None: the game decides)."""
        ...

    def status_text(self) -> str: ...

    def title_limit(self, bar: pygame.Rect) -> int:
        """Where the title and the info in the top bar must end."""
        ...

    def top_bar_still(self) -> bool:
        """Whether the top bar is still (kept in the backdrop) or drawn every frame."""
        ...

    def draw_bar(self, surface: pygame.Surface) -> bool:
        """Draw the mode's own bar in the top bar; True when the kit draws nothing more there."""
        ...

    def draw_over(self, surface: pygame.Surface) -> None: ...

    def lively(self) -> bool:
        """Whether the table runs at full frame rate for the mode's own reasons."""
        ...

    def sees_all(self) -> bool:
        """Whether every seat's hidden things may show (a finished record hides nothing)."""
        ...

    def seats_think(self) -> bool:
        """Whether a bot's seat thinks (a replay's seats only replay)."""
        ...

    def opening_interlude(self) -> Any: ...

    def keeps_interlude(self) -> bool:
        """Whether an interlude stops the table (a replay steps on; the log keeps the summary)."""
        ...

    def may_cover(self) -> bool: ...

    def busy(self) -> bool:
        """Whether the mode moves by itself (the table is then not at rest)."""
        ...


class LiveMode:
    """A game being played: the bots move, interludes open, the cover passes the laptop."""

    controls: ReplayControls | None = None

    def __init__(self, table: TableScene) -> None:
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
        return self.table.parts.painter.status_line()

    def title_limit(self, bar: pygame.Rect) -> int:
        return bar.right

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

    def may_cover(self) -> bool:
        return True

    def busy(self) -> bool:
        table = self.table
        return table.match.is_over() or not (table.covered or table.match.is_human_turn())


class ReplayMode:
    """A finished record shown move by move: the replay bar steps, nobody thinks or moves."""

    def __init__(self, table: TableScene, match: ReplayMatch) -> None:
        self.table = table
        self.controls: ReplayControls | None = ReplayControls(table, match)
        self.bar = self.controls
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

    def may_cover(self) -> bool:
        return False

    def busy(self) -> bool:
        return self.bar.busy()  # playing by itself, or its review being computed


def mode_for(table: TableScene, match: Any) -> TableMode:
    """A replay's mode for a finished record, the live mode for a game in progress."""
    return ReplayMode(table, match) if isinstance(match, ReplayMatch) else LiveMode(table)


__all__ = ["LiveMode", "ReplayMode", "TableMode", "mode_for"]
