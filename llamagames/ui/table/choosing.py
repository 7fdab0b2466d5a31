"""The kit's chooser at a table: where a gesture can mean several moves, the player picks one.

``table.chooser.choose(title, [Choice(...)], avoid=rect)`` opens it over the table, clear
of what the question is about, the action buttons and the viewer's own panel; the open
chooser (``table.chooser.open``) takes every input until a pick or Cancel closes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from .chooser import DAY, Choice, Chooser, ChooserLook

if TYPE_CHECKING:
    from .kit import Table


class TableChooser:
    """The one chooser of a table, open or not."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.open: Chooser | None = None
        """The kit's chooser while it is open over the table."""
        self._avoid: pygame.Rect | Sequence[pygame.Rect] | None = None

    def choose(self, title: str, options: list[Choice], on_cancel: Callable[[], None] | None = None,
               look: ChooserLook = DAY, avoid: pygame.Rect | Sequence[pygame.Rect] | None = None) -> None:
        """Ask which of ``options`` the player means, over the table, clear of ``avoid`` (one
        rectangle, or several: what the question is about) and of the log and button column.
        Picking an option closes the chooser, then runs the option's ``pick``."""

        def closing(then: Callable[[], None] | None) -> Callable[[], None]:
            def run() -> None:
                self.close()
                if then is not None:
                    then()
            return run

        shown = [replace(o, pick=closing(o.pick)) for o in options]
        words = getattr(self.table.mode, "words", None) if getattr(self.table.mode, "guide", None) is not None else None
        lead = words(short=True) if words is not None else ""  # a lesson step's words: its panel may be covered
        self.open = Chooser(title, shown, closing(on_cancel), look, lead=lead)
        self.open.hover = lesson_row(self.table, options)
        self.open.hinted = hinted_row(self.table, options)
        if self.open.hinted is not None and self.open.hover == 0:  # not in a lesson: start on the hint's pick
            self.open.hover = self.open.hinted
        self._avoid = avoid
        self.place()

    def place(self) -> None:
        """Place the open chooser in the current frame (after a resize too)."""
        table = self.table
        if self.open is not None:
            self.open.place(table.frame.size, table.text_scale, table.small(15), self._avoid,
                            self.clear_of(), table.frame.top_bar.bottom)

    def clear_of(self) -> list[pygame.Rect]:
        """What the chooser must not cover besides what it is about: the action buttons and
        the viewer's own panel (the buttons' widgets are drawn over the scene)."""
        table = self.table
        buttons = [r for r in table.frame.buttons if r.width]
        clear = [buttons[0].unionall(buttons[1:])] if buttons else []
        if table.me_panel:
            clear.append(table.panel_rect(table.viewer))
        return clear

    def close(self) -> None:
        """Close the kit's chooser (a pick, Cancel, or the position changed under it)."""
        self.open = None

    def draw(self, surface: pygame.Surface) -> None:
        if self.open is not None:
            self.open.draw(surface, self.table.text_scale, self.table.small(15))


def lesson_row(table: Any, options: Sequence[Choice]) -> int:
    """The row a chooser starts on: in a lesson, the option that plays the step's own move (the
    first row was lit while the lesson asked for the second), or a row leading to it (a list of
    moves, asked about next); else the first."""
    guide = getattr(table.mode, "guide", None)
    expected = guide.expected() if guide is not None else None
    if expected is None:
        return 0
    return next((i for i, option in enumerate(options)
                 if option.action == expected or (isinstance(option.action, list) and expected in option.action)), 0)


def hinted_row(table: Any, options: Sequence[Choice]) -> int | None:
    """The row that plays the move the Hint named, if the hint stands (a hint said 'Swap with
    Pablo, giving a yellow Resource' and the chooser then asked which card with no mark)."""
    advice = table.coach.current() if getattr(table, "coach", None) is not None else None
    wanted = advice.suggestion.action if advice is not None else None
    if wanted is None:
        return None
    return next((i for i, option in enumerate(options) if option.action is not None and option.action == wanted), None)


__all__ = ["TableChooser", "hinted_row", "lesson_row"]
