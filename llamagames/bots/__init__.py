"""Bots for every game: ``make(game_name, level, seed)`` (see :mod:`.levels`) and ``play_out``
(one bot-only game loop, see :mod:`.play`)."""

from .levels import *  # noqa: F403
from .levels import __all__ as _levels_all
from .play import BotError, play_out, play_steps

__all__ = [*_levels_all, "BotError", "play_out", "play_steps"]
