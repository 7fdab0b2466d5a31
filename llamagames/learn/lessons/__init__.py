"""The finished guided games, by game name: each game's catalogue entry names its lesson
(``GameEntry.lesson``), so a game appears here only when its lesson is whole, and no shared
module keeps a list of games."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from ... import catalogue
from ..script import Lesson


class _Lessons(Mapping[str, Lesson]):
    """The catalogue's lessons, read when asked (a game registered later is found too)."""

    def _paths(self) -> dict[str, str]:
        return {game.name: game.lesson for game in catalogue.games() if game.lesson and game.playable}

    def __getitem__(self, game: str) -> Lesson:
        found = catalogue.load(self._paths()[game])
        assert isinstance(found, Lesson), game
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self._paths())

    def __len__(self) -> int:
        return len(self._paths())


LESSONS: Mapping[str, Lesson] = _Lessons()


def lesson(game: str) -> Lesson | None:
    """``game``'s guided game, or None when it has none yet."""
    return LESSONS.get(game)


__all__ = ["LESSONS", "lesson"]
