"""Which games have a table, from the catalogue: the app's only way to a table scene."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ..catalogue import entry, games, load
from ..i18n import t

if TYPE_CHECKING:
    from ..match import Match
    from .scene import Scene


class TableDesign(Protocol):
    """A game's table as the app and its screens reach it (``table.scene.TableDesign``):
    called with the app and a match, it makes the table's scene."""

    @property
    def results_banner(self) -> Callable[[pygame.Surface, pygame.Rect, Match], None] | None: ...

    def __call__(self, app: Any, match: Match) -> Scene: ...

    def prewarm(self, size: tuple[int, int]) -> list[Callable[[], Any]]: ...


def playable_games() -> list[str]:
    """Every game with a finished table, in menu order."""
    return [game.name for game in games() if game.playable]


def table_design(game_name: str) -> TableDesign | None:
    """The table design of a game (call it with the app and a match for its scene), imported
    on first use; None if it has no table."""
    try:
        path = entry(game_name).table
    except ValueError:
        return None
    return None if path is None else load(path)


def win_rule(game_name: str) -> str:
    """The results screen's one line on how the game is won."""
    return entry(game_name).win_rule


def score_text(game_name: str, score: int) -> str:
    """A final score with the game's unit: "12 pts", "1 shelter"."""
    one, many = entry(game_name).score_units
    return t("{score} " + (one if score == 1 else many), score=score)


__all__ = ["TableDesign", "playable_games", "score_text", "table_design", "win_rule"]
