"""Pure rules of the Llama Games collection: one Game object per game, keyed by name.

No pygame, no I/O, no clock, no global random: see ``core`` for the contract.
"""

from __future__ import annotations

from typing import Any

from .core import Game
from .llama import LLAMA
from .llamagedon import LLAMAGEDON
from .llamaland import LLAMALAND

GAMES: dict[str, Game[Any, Any, Any]] = {
    "llama": LLAMA,
    "llamagedon": LLAMAGEDON,
    "llamaland": LLAMALAND,
}

__all__ = ["GAMES"]
