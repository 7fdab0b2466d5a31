"""Starting a guided game from the menu or the setup: which games have one, and opening it
on the real table where the player left it (``learn/``, ``table/guided.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import t
from ..learn import Guide, lesson, progress
from .scene import OpenTable

if TYPE_CHECKING:
    from .scene import App

def has_lesson(game: str) -> bool:
    """Whether ``game`` has a finished guided game (only those offer Learn to play)."""
    return lesson(game) is not None


def lesson_first(game: str) -> bool:
    """Whether ``game``'s card offers its guided game first: it has one the player never opened."""
    return has_lesson(game) and not progress.tried(game)


def lesson_waiting(game: str) -> bool:
    """Whether ``game``'s guided game was left part way: its card then offers to go on with it
    first, in words that say so (it had offered "New game" first, and a player left wondering
    where the lesson went)."""
    return has_lesson(game) and progress.saved_step(game) > 0


def waiting_tip(game: str) -> str:
    """The tooltip of a card's Continue lesson: where the lesson waits, and that it goes on there."""
    found = lesson(game)
    total = len(found.steps) if found is not None else 0
    return t("Your lesson waits at step {step} of {total}: go on where you left it",
             step=progress.saved_step(game) + 1, total=total)


def lesson_words(game: str) -> str:
    """Where the player stands in ``game``'s guided game, for a card with no game played yet:
    "" when never opened."""
    found = lesson(game)
    if found is None or not progress.tried(game):
        return ""
    step = progress.saved_step(game)
    if step > 0:
        return t("Lesson: step {step} of {total}", step=step + 1, total=len(found.steps))
    return t("Lesson done") if progress.finished(game) else ""


def open_lesson(app: App, game: str, replace: bool = False) -> OpenTable | None:
    """The request that opens ``game``'s guided game at the step the player left (None: no lesson)."""
    found = lesson(game)
    if found is None:
        return None
    # the names as the lesson gives them: the table says them in today's language (seats.said_name)
    guide = Guide.start(found, progress.saved_step(game), bot_delay=app.bot_delay, names=list(found.names))
    progress.mark(game)  # back on the menu, its card offers the real game first (the lesson second)
    return OpenTable(guide.match, replace=replace)


__all__ = ["has_lesson", "lesson_first", "lesson_waiting", "lesson_words", "open_lesson", "waiting_tip"]
