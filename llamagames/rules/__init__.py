"""Pure rules of the Llama Games collection: one Game object per game, keyed by name.

No pygame, no I/O, no clock, no global random: see ``core`` for the contract. Which games
exist is said once, in :mod:`llamagames.catalogue`.
"""

from __future__ import annotations

from typing import Any

from ..catalogue import CATALOGUE, load
from .core import Game

GAMES: dict[str, Game[Any, Any, Any]] = {entry.name: load(entry.rules) for entry in CATALOGUE}

__all__ = ["GAMES"]
