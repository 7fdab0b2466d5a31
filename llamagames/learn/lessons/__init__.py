"""The finished guided games, by game name (a game appears here only when its lesson is whole)."""

from __future__ import annotations

from ..script import Lesson
from .llama import LESSON as LLAMA
from .llamagedon import LESSON as LLAMAGEDON

LESSONS: dict[str, Lesson] = {"llama": LLAMA, "llamagedon": LLAMAGEDON}


def lesson(game: str) -> Lesson | None:
    """``game``'s guided game, or None when it has none yet."""
    return LESSONS.get(game)


__all__ = ["LESSONS", "lesson"]
