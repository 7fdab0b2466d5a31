"""Pure rules of the Llama Games collection: one Game object per game, keyed by name.

No pygame, no I/O, no clock, no global random: see ``core`` for the contract. Which games
exist is said once, in :mod:`llamagames.catalogue`; ``GAMES`` reads it at every look-up, so
a game registered later (a test's fifth game) is found like the built-in ones.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from .. import catalogue
from .core import Game


@cache
def _rules(path: str) -> Game[Any, Any, Any]:
    """The rules object at ``path``, imported once."""
    game: Game[Any, Any, Any] = catalogue.load(path)
    return game


class _Games(Mapping[str, Game[Any, Any, Any]]):
    """Game name -> rules object, for every game in the catalogue now."""

    def __getitem__(self, name: str) -> Game[Any, Any, Any]:
        for game in catalogue.games():
            if game.name == name:
                return _rules(game.rules)
        raise KeyError(name)

    def __iter__(self) -> Iterator[str]:
        return iter([game.name for game in catalogue.games()])

    def __len__(self) -> int:
        return len(catalogue.games())

    def __repr__(self) -> str:
        return f"GAMES({', '.join(self)})"


GAMES: Mapping[str, Game[Any, Any, Any]] = _Games()
for _name in GAMES:  # the built-in engines load with the package, as they always have
    GAMES[_name]

__all__ = ["GAMES"]
