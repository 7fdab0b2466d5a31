"""The finished guided games, by game name (a game appears here only when its lesson is whole)."""

from __future__ import annotations

from ..script import Lesson
from .llama import LESSON as LLAMA

LESSONS: dict[str, Lesson] = {"llama": LLAMA}


def lesson(game: str) -> Lesson | None:
    """``game``'s guided game, or None when it has none yet."""
    return LESSONS.get(game)


__all__ = ["LESSONS", "lesson"]
